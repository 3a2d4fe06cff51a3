import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Block elements: headings, paragraphs, notes, line groups, figures, section breaks,
/// boxes and preformatted text, each made into the block of the reading-order model.
extension ContentConverter {
    mutating func blockElement(_ element: XMLElement, _ parentContext: Context) -> [Block] {
        var blocks = blockElementContent(element, parentContext)
        if !parentContext.inLetter, isLetter(element) {
            if blocks.count == 1, blocks[0].role == .blockquote {
                Self.markLetterLines(&blocks[0].children)
            } else {
                Self.markLetterLines(&blocks)
            }
        }
        var partContext = parentContext
        applyPart(element, to: &partContext)
        if partContext.part != .none { Self.give(partContext.part, to: &blocks) }
        if element.name != "p", partContext.part == .index || namedIndexLevel != nil, holdsOnlyText(element) {
            // An index entry written straight in a `div` (Project Gutenberg's TEI-made
            // `div.tei-l`, its subentries indented by `margin-left`) is a print line of the
            // index as a `<p>` is: its level and its lines are read the same way (§22.2).
            let level = Self.indexEntryLevel(classes(element))
            if level > 0 { for block in blocks where block.role == .paragraph { indexLevels.levels[block.id] = level } }
            splitIndexLines(&blocks, level: level)
        }
        if partContext.inContents, !parentContext.inContents, !contentsLevels.levels.isEmpty {
            nestContentsParagraphs(&blocks, line: element.line, language: partContext.language)
        }
        if partContext.part == .contents, parentContext.part != .contents, styleSheet.isWrittenForBraille,
           !styleSheet.generatesGuideDots {
            // A contents a style sheet written for braille lays out without generating guide
            // dots: its gaps stay blank (eBraille styling best practices, example 9).
            Self.markAll(.blankLeader, in: &blocks)
        }
        if !types(element).isDisjoint(with: Self.frontMatterTypes) { Self.markFrontMatter(&blocks) }
        Self.markBackMatter(types: types(element), &blocks)
        if !blocks.isEmpty, !parentContext.inFrontMatterItem, !types(element).isDisjoint(with: Self.frontMatterItemTypes) {
            blocks[0].traits.insert(.opensFrontMatterItem)
        }
        if partContext.inQuotation {
            // Each part of a quotation (an extract of an epigraph section, the quotation
            // itself) may end with its source.
            if blocks.count == 1, blocks[0].role == .blockquote {
                Self.markDashAttribution(&blocks[0].children)
            } else {
                Self.markDashAttribution(&blocks)
            }
        }
        if isChapterDivision(element), let first = blocks.firstIndex(where: { $0.role.headingLevel != nil }) {
            blocks[first].traits.insert(.opensChapter)
        }
        if styleSheet.isWrittenForBraille, !blocks.isEmpty, let css = cascadedStyle(element, parentContext) {
            // A style sheet written for braille places braille page breaks (CSS Fragmentation
            // 3 §3.1); a print book's page breaks are print's, and braille paginates by its
            // own rules (docs/braille.md, "Style sheets written for braille").
            if StyleSheet.forcesPage(css["break-before"] ?? css["page-break-before"]) { blocks[0].traits.insert(.pageBreakBefore) }
            if StyleSheet.forcesPage(css["break-after"] ?? css["page-break-after"]) {
                blocks[blocks.count - 1].traits.insert(.pageBreakAfter)
            }
        }
        if let id = element[attribute: "id"], let label = pageAnchors[id], !isPageBreak(element) {
            // A page-list target on a block: the print page starts with it.
            let page = PageBreak(label: label, anchor: href + "#" + id)
            blocks.insert(pageBreakBlock(page, context: parentContext, line: element.line), at: 0)
        }
        return blocks
    }

    mutating func blockElementContent(_ element: XMLElement, _ parentContext: Context) -> [Block] {
        var context = parentContext
        let css = apply(element, to: &context)
        let name = element.name
        if styleSheet.isWrittenForBraille, let css {
            context.leftCells += CSSMeasure.cells(css["margin-left"]) + CSSMeasure.cells(css["padding-left"])
        }

        if isPageBreak(element) {
            return [pageBreakBlock(pageBreak(element), context: context, line: element.line)]
        }
        if isCitation(element) { return citation(element, context) }
        if context.inProducersNotice, headingLevel(element) != nil {
            // Project Gutenberg's licence header and footer (`section.pg-boilerplate`): its
            // "The Project Gutenberg eBook of ..." `h2` is the producer's, not a heading of
            // the print book, whose hierarchy (Braille Formats 2016 §4.1.1) it would enter
            // first and so keep the `h1` title from standing over `h2` chapters.
            return leaf(element, role: .paragraph, context: context)
        }
        if let level = headingLevel(element) {
            let blocks = leaf(element, role: .heading(level: level), context: context)
            noteIndexHeading(blocks, level: level)
            return blocks
        }
        if isWordListParagraph(element) {
            return wordListParagraph(element, context: context)
        }
        if name == "p", element[attribute: "class"] != nil, Self.isHeadingLabelStyle(classes(element)) {
            let blocks = leaf(element, role: .paragraph, context: context)
            for block in blocks where block.role == .paragraph { styledHeadingLabels.insert(block.id) }
            return blocks
        }
        if isSectionBreak(element) {
            return [makeBlock(element, role: .sceneBreak, context: context)]
        }
        if let kind = noteKind(element), name != "li" || kind != .aside, name != "p" || !context.inNote || kind == .aside {
            // A box whose white space is kept (CSS Text 3 `white-space: pre`, `pre-wrap`,
            // `break-spaces`) holds lines as they are, as a `pre` does.
            let keepsLines = kind == .aside && css?["white-space"] != nil
            var inner = context
            if kind != .aside { inner.inNote = true }
            let children = keepsLines ? preformatted(element, inner) : flow(element, inner)
            var block = makeBlock(element, role: .note(kind), children: children, context: context)
            if kind == .aside, name == "aside", isProducersNote(element) { block.traits.insert(.producersNote) }
            if kind == .aside, let css, let border = Self.border(css) { boxBorders[block.id] = border }
            return [block]
        }
        // A poem whose lines are separated by `<br/>` in one paragraph (`p class="verse"`)
        // or in paragraphs of a blockquote (Standard Ebooks' `z3998:poem`): a line group.
        if name == "p" || name == "blockquote", isLineGroup(element) || isStyledPoemLine(element) {
            var inner = context
            inner.inLineGroup = true
            var group = container(element, role: .lineGroup, context: inner)
            Self.indentLinesBySpaces(&group)
            if isStyledPoemLine(element) {
                styledParagraphRuns.insert(group.id)
                if opensStanza(element, css: css) { stanzaOpeners.insert(group.id) }
            }
            return [group]
        }
        if name == "div", let style = element[attribute: "style"]?.lowercased(),
           style.contains("mso-element:footnote-list") || style.contains("mso-element:endnote-list") {
            // Word's list of notes: the rule print draws above the notes is no section break.
            return transparent(element, context).filter { $0.role != .sceneBreak }
        }
        // A paragraph styled as a quotation inside a quotation (`<blockquote><p
        // class="Extract">`) is that quotation's paragraph, not a quotation in it.
        if isQuotationDiv(element) && (name != "p" || !parentContext.inQuotation)
            || isEpigraphDiv(element, context: context, parentContext: parentContext) {
            let quotation = container(element, role: .blockquote, context: context)
            if name == "p" { styledParagraphRuns.insert(quotation.id) }
            return [quotation]
        }
        switch name {
        case "p", "dt":
            let role: BlockRole = name == "dt" ? .definitionTerm : .paragraph
            var blocks = leaf(element, role: role, context: context)
            if role == .paragraph, Self.isBlocked(css, textIndent: context.textIndent) {
                Self.mark(.blocked, in: &blocks)
            } else if role == .paragraph, let indent = context.textIndent, CSSMeasure.number(Substring(indent)) == 0 {
                for block in blocks where block.role == .paragraph { unindented.ids.insert(block.id) }
            }
            if role == .paragraph, styleSheet.isWrittenForBraille {
                Self.markBrailleLayout(&blocks, context: context)
                recordCellIndents(blocks, context: context)
            }
            if role == .paragraph, isSubtitle(element) { Self.mark(.subtitle, in: &blocks) }
            if role == .paragraph { markSpeech(element, context: context, in: &blocks) }
            if role == .paragraph, context.part == .index || namedIndexLevel != nil {
                let level = Self.indexEntryLevel(classes(element))
                if level > 0 { for block in blocks where block.role == .paragraph { indexLevels.levels[block.id] = level } }
                splitIndexLines(&blocks, level: level)
            }
            if role == .paragraph, context.part == .contents {
                let level = Self.contentsLevel(classes(element))
                if level > 0 { for block in blocks where block.role == .paragraph { contentsLevels.levels[block.id] = level } }
                if isWordContentsParagraph(element) {
                    for block in blocks where block.role == .paragraph { wordContentsEntries.insert(block.id) }
                }
            }
            return blocks
        case "header":
            return header(element, context)
        case "hgroup":
            // A heading group: its paragraphs (subtitle, tagline, or Standard Ebooks' title
            // under an ordinal) belong to its heading; a short label before the heading is
            // its first line.
            var blocks = flow(element, context)
            joinLabelsToHeading(&blocks)
            Self.mark(.subtitle, in: &blocks)
            return blocks
        case "ul", "ol":
            return list(element, context)
        case "li":
            let children = flow(element, context)
            return [makeBlock(element, role: .listItem(number: nil), children: children, context: context)]
        case "dl":
            if element[attribute: "class"] != nil, classes(element).contains("footnote") { return footnoteDefinitionList(element, context) }
            if isCitationList(element) { return citationDefinitionList(element, context) }
            return [container(element, role: .definitionList, context: context)]
        case "dd":
            return [container(element, role: .definitionDescription, context: context)]
        case "blockquote":
            return [container(element, role: .blockquote, context: context)]
        case "pre":
            return preformatted(element, context)
        case "table" where context.part == .cast:
            return contentsTable(element, context, part: .cast)
        case "table" where context.inDrama:
            return dramaTable(element, context)
        case "table" where context.part == .glossary:
            let table = table(element, context)
            return [Self.glossaryList(table) ?? table]
        case "table" where context.part == .contents:
            return contentsTable(element, context, part: .contents)
        case "table":
            return [table(element, context)]
        case "figure":
            let outer = descriptions.figure
            descriptions.figure = Self.describingDetails(of: element).map { ($0.line, Self.descriptionText($0), false) }
            defer { descriptions.figure = outer }
            var inner = context
            // A figure of an image (not a quotation set in a figure with its source).
            inner.inFigure = element.descendants(named: "blockquote").isEmpty
                && ["img", "svg", "image", "picture", "object"].contains { !element.descendants(named: $0).isEmpty }
            return [container(element, role: .figure, context: inner)]
        case "figcaption", "caption":
            return [container(element, role: .caption, context: context)]
        case "hr":
            // Pressbooks' rule above a chapter's notes (`hr.before-footnotes`) is the notes'
            // separation, not a change of scene: braille draws its own (§16).
            if classes(element).contains("before-footnotes") { return [] }
            return [makeBlock(element, role: .sceneBreak, context: context)]
        case "math":
            return [makeBlock(element, role: .math(mathInfo(element)), context: context)]
        case "thead", "tbody", "tfoot", "tr", "td", "th":
            // Table parts outside a table: read their content in place.
            return transparent(element, context)
        default:
            if isLineGroup(element) || (context.inLineGroup && element.name == "div" && classes(element).contains("group")) {
                // A stanza inside a poem (ppgen's `div.group`) is a nested line group, set
                // off by a blank line (Braille Formats 2016 §13.4).
                var inner = context
                inner.inLineGroup = true
                var group = container(element, role: .lineGroup, context: inner)
                Self.indentLinesBySpaces(&group)
                return [group]
            }
            if wrapsHeading(element) {
                // Pressbooks' `div.chapter-title-wrap`: the chapter's number and its title.
                var blocks = transparent(element, context)
                joinLabelsToHeading(&blocks)
                return blocks
            }
            return transparent(element, context)
        }
    }

    /// A section (scene) break other than `<hr>`: `epub:type="z3998:section-break"` or
    /// `role="separator"` on any element, or a paragraph or division holding nothing but
    /// ornaments (`***`, `* * *`, `⁂`), the way many books mark a change of scene.
    func isSectionBreak(_ element: XMLElement) -> Bool {
        if element[attribute: "role"] == "separator" || types(element).contains("z3998:section-break") { return true }
        guard element.name == "p" || element.name == "div" else { return false }
        var ornaments = 0
        return Self.holdsOnlyOrnaments(element, count: &ornaments) && ornaments > 0
    }

    /// `true` when `element` holds no image and no text but white space and at most twelve
    /// ornaments in all. Stops at the first other character: every `p` and `div` of a book
    /// is asked, and a `div` may hold a whole chapter.
    static func holdsOnlyOrnaments(_ element: XMLElement, count: inout Int) -> Bool {
        for child in element.children {
            switch child {
            case .element(let inner):
                guard inner.name != "img", holdsOnlyOrnaments(inner, count: &count) else { return false }
            case .text(let text):
                for scalar in text.unicodeScalars where !isWhitespace(scalar) {
                    count += 1
                    guard count <= 12, sectionBreakOrnaments.contains(scalar) else { return false }
                }
            }
        }
        return true
    }

    /// An array, not a set: it is searched once in most paragraphs (for their first
    /// letter), where hashing the letter cost more than a dozen comparisons.
    static let sectionBreakOrnaments: [Unicode.Scalar] = ["*", "⁂", "✱", "✲", "❦", "§", "•", "·", "◇", "◆", "~", "#"]

    /// White space by the Unicode property, with ASCII answered without the property
    /// table (every paragraph's first letter is asked).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// Whether the element is a chapter the book marks inside a document: `epub:type`
    /// `chapter`, the DPUB-ARIA role `doc-chapter`, or the class `chapter` (Project
    /// Gutenberg's one-file books: `<div class="chapter"><h2>CHAPTER I.</h2>`). A heading
    /// is not a division.
    func isChapterDivision(_ element: XMLElement) -> Bool {
        guard headingLevel(element) == nil else { return false }
        return types(element).contains("chapter") || element[attribute: "role"] == "doc-chapter"
            || classes(element).contains("chapter")
    }

    /// Whether the element is a block quotation set as a `div` (Project Gutenberg's
    /// `div.blockquot`, the class its tool Guiguts writes for indented quotations; the
    /// classes `blockquote`, `block-quote`, `quotation`): read as a `<blockquote>` is
    /// (Braille Formats 2016 §9, displayed material); so is a paragraph whose style names a
    /// quotation (InDesign's `p.Extract`, ``isQuotationStyle(_:)``).
    func isQuotationDiv(_ element: XMLElement) -> Bool {
        element.name == "div" && classes(element).contains(where: Self.quotationClasses.contains)
            || element.name == "p" && Self.isQuotationStyle(classes(element))
    }

    static let quotationClasses: Set<String> = ["blockquot", "blockquote", "block-quote", "quotation"]

    /// Whether the element is an epigraph set as a `div` (`div.epigraph`, `epub:type` or
    /// `role` epigraph) with no heading in it: print sets it off from the text by its
    /// margins, as displayed material (Braille Formats 2016 §9: material set off from the
    /// text by blank lines, typeface or a change in margins), so it is read as a quotation.
    /// An epigraph section with a heading (Moby-Dick's "Extracts") is a part of the book.
    func isEpigraphDiv(_ element: XMLElement, context: Context, parentContext: Context) -> Bool {
        element.name == "div" && context.part == .epigraph && parentContext.part != .epigraph
            && !parentContext.inQuotation && !Self.holdsHeading(element)
    }

    static func holdsHeading(_ element: XMLElement) -> Bool {
        element.elements.contains { child in
            ["h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup"].contains(child.name) || holdsHeading(child)
        }
    }

    func isSubtitle(_ element: XMLElement) -> Bool {
        types(element).contains("subtitle") || classes(element).contains("subtitle")
    }

    /// Gives the paragraphs among `blocks` (not nested ones) `trait`.
    /// A box's border from its braille border image (``StyleSheet/borderImageCells(_:)``):
    /// the sides whose `border-style` is not `none` or `hidden` and whose `border-width` is
    /// above zero (CSS Backgrounds 3 §3: a side with style `none` has width 0; the initial
    /// width, `medium`, draws). Each of the two shorthands takes one to four values, top,
    /// right, bottom, left, as CSS Box Model orders them.
    static func border(_ css: [String: String]) -> BoxBorder? {
        func line(_ text: String?) -> [Unicode.Scalar]? {
            text.map { $0.unicodeScalars.map { $0 == " " || $0 == "\u{A0}" ? "\u{2800}" : $0 } }
        }
        var border = imageBorder(css) ?? BoxBorder(before: nil, after: nil)
        border.before = line(css["-before-content"])
        border.after = line(css["-after-content"])
        border.beforeAtEnd = css["-before-justify"] == "flex-end" || css["-before-justify"] == "end"
        border.afterAtEnd = css["-after-justify"] == "flex-end" || css["-after-justify"] == "end"
        guard !border.cells.isEmpty || border.before != nil || border.after != nil else { return nil }
        return border
    }

    /// The border a braille border image draws (``border(_:)``).
    static func imageBorder(_ css: [String: String]) -> BoxBorder? {
        guard let cells = css["border-image-source"] else { return nil }
        func sides(_ value: String?) -> [Substring] {
            let parts = (value ?? "").split(separator: " ")
            switch parts.count {
            case 1: return [parts[0], parts[0], parts[0], parts[0]]
            case 2: return [parts[0], parts[1], parts[0], parts[1]]
            case 3: return [parts[0], parts[1], parts[2], parts[1]]
            case 4: return Array(parts)
            default: return ["", "", "", ""]
            }
        }
        let styles = sides(css["border-style"] ?? "none")
        let widths = sides(css["border-width"] ?? "medium")
        let drawn = (0..<4).map { side in
            !["none", "hidden", ""].contains(styles[side]) && (CSSMeasure.number(widths[side]).map { $0 > 0 } ?? true)
        }
        return BoxBorder(cells: Array(cells.unicodeScalars), top: drawn[0], right: drawn[1], bottom: drawn[2], left: drawn[3])
    }

    /// A paragraph laid out by a style sheet written for braille (``StyleSheet/isWrittenForBraille``)
    /// keeps the sheet's first line and line height: with `text-indent` zero (set, inherited,
    /// or CSS's initial value when none is set) its first line starts at the margin, and with
    /// `line-height: 2rem` or more each of its lines is followed by blank lines. A blocked
    /// paragraph (space around it) is left to the blocked format.
    static func markBrailleLayout(_ blocks: inout [Block], context: Context) {
        let flush = context.textIndent.map { CSSMeasure.number(Substring($0)) == 0 } ?? true
        for index in blocks.indices where blocks[index].role == .paragraph {
            if flush, !blocks[index].traits.contains(.blocked) { blocks[index].traits.insert(.flush) }
            if let height = context.lineHeight, height >= 2 { blocks[index].traits.insert(.doubleSpaced) }
        }
    }

    /// Gives `trait` to every block of the subtrees.
    static func markAll(_ trait: BlockTraits, in blocks: inout [Block]) {
        for index in blocks.indices {
            blocks[index].traits.insert(trait)
            markAll(trait, in: &blocks[index].children)
        }
    }

    static func mark(_ trait: BlockTraits, in blocks: inout [Block]) {
        mark(trait, in: &blocks[...])
    }

    static func mark(_ trait: BlockTraits, in blocks: inout ArraySlice<Block>) {
        for index in blocks.indices where blocks[index].role == .paragraph { blocks[index].traits.insert(trait) }
    }

    func isLineGroup(_ element: XMLElement) -> Bool {
        if classes(element).contains(where: Self.lineGroupClasses.contains) { return true }
        return !types(element).isDisjoint(with: Self.lineGroupTypes)
    }

    /// A header (HTML: a section's heading and its introductory content): the paragraphs
    /// that are its own children straight after its heading are the heading's subtitle
    /// lines (Moby-Dick's "Chapter 39. First Night Watch." then "Fore-Top."), set under it
    /// in braille; anything else in it, an epigraph in a `div`, is read as it stands.
    mutating func header(_ element: XMLElement, _ context: Context) -> [Block] {
        var blocks = transparent(element, context, subtitlesAfterHeading: true)
        joinLabelsToHeading(&blocks)
        return blocks
    }

    /// A container that adds no structure of its own: its id points at its first block.
    /// Whether `element` holds only inline content with words in it: it is one anonymous
    /// paragraph (CSS 2 §9.2.1.1), a line of print as a `<p>` is.
    func holdsOnlyText(_ element: XMLElement) -> Bool {
        var words = false
        for node in element.children {
            switch node {
            case .text(let text): if !text.allSatisfy(\.isWhitespace) { words = true }
            case .element(let child):
                if isBlockElement(child) { return false }
                if !words, !WhiteSpace.isBlank(child.textContent) { words = true }
            }
        }
        return words
    }

    mutating func transparent(_ element: XMLElement, _ context: Context,
                                      subtitlesAfterHeading: Bool = false) -> [Block] {
        if let id = element[attribute: "id"], !id.isEmpty { pendingAnchors.append(href + "#" + id) }
        return flow(element, context, subtitlesAfterHeading: subtitlesAfterHeading)
    }

    mutating func container(_ element: XMLElement, role: BlockRole, context: Context) -> Block {
        let id = anchoredID(for: element)
        let children = flow(element, context)
        var block = Block(id: id, role: role, children: children, source: BlockSource(href: href, line: element.line),
                          document: documentIndex, language: context.language)
        block.part = context.part
        return block
    }

    mutating func leaf(_ element: XMLElement, role: BlockRole, context: Context) -> [Block] {
        var builder = InlineBuilder()
        for child in element.children {
            switch child {
            case .text(let text): builder.appendText(text, style: context.style, preformatted: false)
            case .element(let child): inline(child, context, into: &builder)
            }
        }
        var inlines = finish(builder, preformatted: false, language: context.language)
        var before: [Block] = []
        var after: [Block] = []
        if role.headingLevel != nil || role == .paragraph {
            while case .pageBreak(let page)? = inlines.first {
                inlines.removeFirst()
                trimLeadingSpace(&inlines)
                before.append(pageBreakBlock(page, context: context, line: element.line))
            }
            while case .pageBreak(let page)? = inlines.last {
                inlines.removeLast()
                trimTrailingSpace(&inlines)
                after.insert(pageBreakBlock(page, context: context, line: element.line), at: 0)
            }
        }
        for anchor in builder.anchors { pendingAnchors.append(href + "#" + anchor) }
        if inlines.isEmpty && role == .paragraph {
            if let id = element[attribute: "id"], !id.isEmpty { pendingAnchors.append(href + "#" + id) }
            return before + after
        }
        if inlines.count == 1, role == .paragraph, case .image(let image) = inlines[0] {
            return before + [makeBlock(element, role: .image(image), context: context)] + after
        }
        let block = makeBlock(element, role: role, inlines: inlines, context: context)
        if role == .paragraph, let number = builder.paragraphNumber.flatMap({ Int($0) }) { paragraphNumbers[block.id] = number }
        return before + [block] + after
    }

    mutating func preformatted(_ element: XMLElement, _ context: Context) -> [Block] {
        var inner = context
        inner.preformatted = true
        let classes = (element[attribute: "class"] ?? "").lowercased()
        let isCode = !element.descendants(named: "code").isEmpty
            || ["code", "program", "listing", "source"].contains(where: classes.contains)
        if isCode { inner.style.code = true }
        var builder = InlineBuilder()
        for child in element.children {
            switch child {
            case .text(let text): builder.appendText(text, style: inner.style, preformatted: true)
            case .element(let child): inline(child, inner, into: &builder)
            }
        }
        for anchor in builder.anchors { pendingAnchors.append(href + "#" + anchor) }
        let inlines = finish(builder, preformatted: true, language: context.language)
        guard !inlines.isEmpty else { return [] }
        return [makeBlock(element, role: .preformatted(code: isCode), inlines: inlines, context: context)]
    }
}
