import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Turns one parsed XHTML/HTML content document into blocks of the reading-order model.
///
/// Links, note references and ids are recorded as book-relative hrefs here; the
/// ``BookLoader`` resolves them to block ids once every document has been read.
struct ContentConverter {
    /// Book-relative path of the document.
    let href: String
    let documentIndex: Int
    let limits: ReadingLimits

    /// `href#id` of every element id in the document, mapped to the block that holds it.
    var anchors: [String: String] = [:]
    var warnings: [BookWarning] = []
    /// A MathML problem has been reported for this document.
    var warnedAboutMath = false
    /// Book-relative paths of PLS lexicons the document links.
    private(set) var lexiconHrefs: [String] = []
    private(set) var title: String?
    private(set) var language: String?

    /// The ids given to blocks so far (``BlockIDs``).
    private var ids: BlockIDs
    /// Ids of transparent containers (`section id=...`) waiting for the next block.
    var pendingAnchors: [String] = []
    var limitError: ExportError?
    /// The rules of the document's stylesheets (linked and `<style>`) that hide content
    /// or set CSS Speech properties.
    var styleSheet = StyleSheet()
    /// Lines of the elements the stylesheets hid (a class: `isHidden` is called from
    /// non-mutating places), reported once per document.
    let hiddenByStyleSheet = LineSet()
    /// The paragraphs whose CSS sets no first-line indent (`text-indent: 0`) without making
    /// them blocked: blocked after all when a blocked paragraph stands next to them.
    let unindented = BlockIDSet()
    /// The level a print contents' paragraph has by its indent class (`p.toc.indent1`), by
    /// its id, for the paragraphs of a contents whose levels are told only so.
    let contentsLevels = BlockLevels()
    /// The subentry level an index's paragraph has by its class (`p.indexsub`, `p.isub2`),
    /// by its id, for an index set as paragraphs (``nestIndexParagraphs(_:)``).
    let indexLevels = BlockLevels()
    /// The level of the heading that names an index (`<h2>INDEX</h2>`) while its paragraphs
    /// are read, until a heading of its level or higher.
    var namedIndexLevel: Int?
    /// Speakers' names standing alone and joined to their speeches (``Speakers``).
    var speakers = Speakers()
    /// The speaker's name a paragraph opens with in small capitals, by its id: the model
    /// keeps no small capitals, so they are noted while the element is at hand
    /// (``smallCapsSpeaker(_:opening:context:)``).
    var smallCapsSpeakers: [String: String] = [:]
    /// Notes written inline (``inlineNote(_:_:into:)``) waiting to follow the block that
    /// cites them.
    var inlineNotes: [Block] = []
    /// The selector-matching work this document may still cost.
    var matchBudget = MatchBudget()
    /// The element last cascaded: ``isHidden(_:_:)`` and ``apply(_:to:)`` ask about the
    /// same element in turn, and its selectors are matched once.
    let lastCascade = CascadeMemo()
    /// The document's extended descriptions and the figure's being read (``Descriptions``).
    var descriptions = Descriptions()

    /// How errors name the document: the book's path and the href.
    let displayPath: String
    /// Print pages the navigation document's page list places in this document, by the id
    /// of the element it points at: a book whose pages are only plain anchors (no
    /// `epub:type="pagebreak"`) gets its page breaks from them.
    var pageAnchors: [String: String] = [:]
    /// The numbers print sets in the margin beside paragraphs, by block id
    /// (``printedParagraphNumber(_:)``), for ``numberEveryParagraph(_:printed:)``.
    var paragraphNumbers: [String: Int] = [:]
    /// The borders the style sheet draws around this document's boxes, by block id
    /// (``Book/boxBorders``).
    var boxBorders: [String: BoxBorder] = [:]
    /// The cells a style sheet written for braille starts paragraphs' lines in, by block id
    /// (``Book/cellIndents``).
    var cellIndents: [String: CellIndent] = [:]
    /// Ids of the quotations and line groups read from single styled paragraphs (an
    /// InDesign `p.Extract`, `p.Poetry`), which neighbours of their kind join
    /// (``joinStyledParagraphRuns(_:)``).
    var styledParagraphRuns: Set<String> = []
    /// Ids of the styled poem lines that open a stanza (``opensStanza(_:css:)``): not
    /// joined to the lines before them.
    var stanzaOpeners: Set<String> = []
    /// Ids of paragraphs whose style names a chapter's number or label
    /// (``isHeadingLabelStyle(_:)``), joined to a heading straight after them.
    var styledHeadingLabels: Set<String> = []
    /// The Word list paragraphs read so far, by block id (``gatherWordLists(_:)``).
    var wordListItems: [String: WordListItem] = [:]
    /// The lettered markers of Word list paragraphs, by block id (``numberLetteredItems(_:)``).
    var wordListLetters: [String: WordListLetter] = [:]
    /// Ids of the paragraphs of Word's contents styles (``gatherWordContents(_:)``).
    var wordContentsEntries: Set<String> = []

    init(href: String, documentIndex: Int, limits: ReadingLimits, displayPath: String? = nil) {
        self.displayPath = displayPath ?? href
        self.href = href
        self.documentIndex = documentIndex
        self.limits = limits
        self.ids = BlockIDs(href: href)
    }

    /// Inherited state while walking down the tree.
    struct Context {
        var language: String?
        var alphabet: String?
        var style = InlineStyle()
        var preformatted = false
        /// The `text-indent` the element inherits or sets (CSS Text 3 §"text-indent": an
        /// inherited property), as the stylesheet keeps it.
        var textIndent: String?
        /// The `line-height` the element inherits or sets, in braille lines, when a style
        /// sheet sets it in `rem` (``StyleSheet/linesOfHeight(_:)``; CSS Inline 3: an
        /// inherited property).
        var lineHeight: Int?
        /// The cells a style sheet written for braille moves the element's lines in by:
        /// its own and its block ancestors' `margin-left` and `padding-left` in `ch` (CSS
        /// Box 3: a block's margins and padding hold its children's boxes in).
        var leftCells = 0
        /// The element being read and its ancestors, for selector matching (only kept when
        /// the document has stylesheet rules).
        var node: StyledElement?
        /// The part of the book's structure the element is or is in (``BookPart``).
        var part = BookPart.none
        /// Inside a `blockquote` or an epigraph: a `footer` or a lone `cite` there is its
        /// attribution (HTML §4.4.4: "Attribution for the quotation, if any, must be placed
        /// outside the blockquote element", which books do not follow; EPUB books put the
        /// source in a `footer` or `cite` inside it).
        var inQuotation = false
        /// Inside a note: a paragraph there whose class names a note (InDesign's `p.Footnote`
        /// in its `aside._idFootnote`) is the note's paragraph, not a note in the note.
        var inNote = false
        /// Inside the notes section of a chapter or a book (DPUB-ARIA `doc-endnotes`, EPUB's
        /// `endnotes`, `footnotes`, `rearnotes`): the kind of note each item of its lists is.
        var notesSection: NoteKind?
        /// Inside a `figure` of an image: a credit there is the image's, not a quotation's.
        var inFigure = false
        /// Inside CSS small capitals (`font-variant: small-caps` or `all-small-caps`).
        var smallCaps = false
        /// Inside an element whose CSS sets italic or bold type (a block or a span): a span
        /// inside it that sets the same type again is no change print shows.
        var cssItalic = false
        var cssBold = false
        /// Inside a play (`z3998:drama`): its tables are speeches, not data.
        var inDrama = false
        /// Inside a letter (`z3998:letter`, class `letter` or `epistle`).
        var inLetter = false
        /// Inside an e-book producer's notice that is no part of the print book (Project
        /// Gutenberg's `section.pg-boilerplate`): its headings are not the book's.
        var inProducersNotice = false
        /// Inside an item of the front matter (``frontMatterItemTypes``): an epigraph inside a
        /// preface is part of the preface, no item of its own.
        var inFrontMatterItem = false
        /// Inside a print contents (`toc`, `doc-toc`, class `toc` or `contents`): its lists,
        /// tables and paragraphs are contents entries.
        var inContents = false
        /// Text read as capitals: an abbreviation or roman numeral set in small capitals,
        /// "best transcribed as capitals" (Rules of UEB 2013 §9.6.1); small capitals used
        /// for design (a chapter's opening words) keep the book's case (§9.6.2, Braille
        /// Formats 2016 §5.3).
        var capitals = false
        /// Inside a poem or other line group: a `div.group` there is a stanza (ppgen's
        /// `div.linegroup > div.group > div.line`).
        var inLineGroup = false
        /// Inside a multiple-choice problem (`epub:type="multiple-choice-problem"`): its
        /// lists outside the question are the answer choices.
        var inChoiceProblem = false
        /// Inside a match problem (`epub:type="match-problem"`): its lists are the lists to
        /// match (``BookPart/matchList``).
        var inMatchProblem = false
    }

    /// Converts the document rooted at `root` (an `html` element) into top-level blocks.
    ///
    /// `root` is consumed: when nothing else holds the tree (no stylesheet rules keep the
    /// elements for selector matching), each top-level child of the body is let go once it
    /// is converted, so the tree shrinks as the blocks grow.
    mutating func convert(_ root: consuming XMLElement, bookLanguage: String?) throws(ExportError) -> [Block] {
        var context = Context()
        // An unusable root language (`C`) is kept as written for the loader's warning.
        let rootLanguage = (root[attribute: "xml:lang"] ?? root[attribute: "lang"])?.trimmingWhitespace()
        context.language = LanguageTag.normalized(rootLanguage) ?? bookLanguage
        language = LanguageTag.normalized(rootLanguage) ?? rootLanguage
        context.alphabet = root[attribute: "ssml:alphabet"]
        if let head = root.first("head") {
            readHead(head)
        }
        if root.name == "svg" {
            // An SVG spine item (EPUB 3 allows image/svg+xml content documents): its title,
            // description and text are the chapter.
            title = root.first("title")?.textContent.collapsingWhitespace().nonEmpty
            var builder = InlineBuilder()
            svg(root, context, into: &builder)
            var blocks: [Block] = []
            flushParagraph(&builder, into: &blocks, context: context, line: root.line)
            if let limitError { throw limitError }
            return blocks
        }
        let body = root.first("body") ?? copy root
        findDescriptions(in: body)
        if !styleSheet.isEmpty, body.name != root.name { context.node = StyledElement(copy root, parent: nil) }
        _ = consume root
        apply(body, to: &context)
        let bodyTypes = types(body)
        let frontMatter = !bodyTypes.isDisjoint(with: Self.frontMatterTypes)
        // `consume`: the body's last owner is the flow, which lets each child go once converted.
        var blocks = styleSheet.isEmpty ? flow(releasing: consume body, context) : flow(body, context)
        if frontMatter { Self.markFrontMatter(&blocks) }
        Self.markBackMatter(types: bodyTypes, &blocks)
        Self.markPartsNamedByHeadings(&blocks)
        Self.markChaptersNamedByHeadings(&blocks)
        if !indexLevels.levels.isEmpty || !indexLevels.printIndents.isEmpty { nestIndexParagraphs(&blocks) }
        if !paragraphNumbers.isEmpty { Self.numberEveryParagraph(&blocks, printed: paragraphNumbers) }
        Self.markBoldSpeeches(&blocks, smallCaps: smallCapsSpeakers)
        if !speakers.joined.isEmpty {
            for (anchor, id) in anchors { if let speech = speakers.joined[id] { anchors[anchor] = speech } }
        }
        if let limitError { throw limitError }
        if !hiddenByStyleSheet.lines.isEmpty {
            let lines = hiddenByStyleSheet.lines.sorted()
            warnings.append(BookWarning(file: href, line: lines.first, .hiddenByStyleSheet(count: lines.count, firstLines: Array(lines.prefix(8)))))
        }
        if matchBudget.isSpent {
            warnings.append(BookWarning(file: href, .selectorMatchingBudget(limit: matchBudget.limit)))
        }
        if !pendingAnchors.isEmpty, let last = blocks.last {
            for anchor in pendingAnchors { anchors[anchor] = last.id }
            pendingAnchors = []
        }
        return blocks
    }

    mutating func readHead(_ head: XMLElement) {
        for element in head.elements {
            switch element.name {
            case "title":
                let text = element.textContent.collapsingWhitespace()
                if !text.isEmpty { title = text }
            case "link":
                let rel = (element[attribute: "rel"] ?? "").lowercased().split(separator: " ")
                let type = element[attribute: "type"] ?? ""
                if rel.contains("pronunciation") || type == "application/pls+xml",
                   let target = element[attribute: "href"], !Href.isExternal(target) {
                    lexiconHrefs.append(Href.resolve(target, against: href).path)
                }
            default:
                break
            }
        }
    }

    // MARK: - Ids

    mutating func blockID(for element: XMLElement?) -> String {
        ids.id(for: element)
    }

    /// The id of the block `element` opens, with the links that land on it: the element's own
    /// `id` and the anchors met before it (empty elements, page breaks in no block).
    mutating func anchoredID(for element: XMLElement) -> String {
        let id = blockID(for: element)
        if let elementID = element[attribute: "id"], !elementID.isEmpty { anchors[href + "#" + elementID] = id }
        for anchor in pendingAnchors { anchors[anchor] = id }
        pendingAnchors.removeAll()
        return id
    }

    /// Takes an id from the document unless a block already has it.
    mutating func claim(_ candidate: String) -> Bool {
        ids.claim(candidate)
    }

    mutating func makeBlock(_ element: XMLElement?, role: BlockRole, inlines: [Inline] = [],
                                    children: [Block] = [], context: Context, line: Int? = nil) -> Block {
        let id = blockID(for: element)
        if let elementID = element?[attribute: "id"], !elementID.isEmpty {
            anchors[href + "#" + elementID] = anchors[href + "#" + elementID] ?? id
        }
        for anchor in pendingAnchors { anchors[anchor] = id }
        pendingAnchors.removeAll()
        for case .pageBreak(let page) in inlines {
            if let anchor = page.anchor { anchors[anchor] = id }
        }
        var traits: BlockTraits = []
        if case .heading = role { traits.insert(.header) }
        if inlines.contains(where: { if case .text(_, let style) = $0 { return style.link != nil } else { return false } }) {
            traits.insert(.link)
        }
        var block = Block(id: id, role: role, inlines: inlines, children: children,
                          source: BlockSource(href: href, line: line ?? element?.line ?? 0),
                          document: documentIndex, traits: traits, language: context.language)
        block.part = context.part
        return block
    }

    // MARK: - Flow content

    /// Converts an element's children, mixed inline and block content, into blocks.
    /// Runs of inline content become anonymous paragraphs.
    /// With `subtitlesAfterHeading` (a `header`), the paragraphs that are the element's own
    /// children straight after a heading child are marked as that heading's subtitle.
    mutating func flow(_ element: XMLElement, _ context: Context, subtitlesAfterHeading: Bool = false) -> [Block] {
        var blocks: [Block] = []
        var pending = InlineBuilder()
        var pendingLine = element.line
        var afterHeading = false
        let children = element.children
        for (index, child) in children.enumerated() {
            let start = blocks.count
            if context.inQuotation, pending.isEmpty, case .element(let cite) = child, cite.name == "cite",
               Self.standsAlone(children[(index + 1)...]), !isHidden(cite, context) {
                // A quotation's source standing on its own after its text: its attribution.
                blocks += blockElement(cite, context)
                continue
            }
            if context.inFigure, !context.inQuotation, !pending.isEmpty, case .element(let credit) = child,
               credit[attribute: "role"] == "doc-credit", Self.standsAlone(children[(index + 1)...]), !isHidden(credit, context) {
                // An image's credit that ends its caption's own paragraph: "in a new paragraph
                // after the completion of the caption" (Braille Formats 2016 §6.2a).
                flushParagraph(&pending, into: &blocks, context: context, line: pendingLine)
                blocks += blockElement(credit, context)
                continue
            }
            lastCascade.walking(context.node, index: index)
            flow(child, parentLine: element.line, context, into: &blocks, pending: &pending, pendingLine: &pendingLine)
            if !inlineNotes.isEmpty, pending.isEmpty { blocks += takeInlineNotes() }
            guard subtitlesAfterHeading, case .element(let child) = child, isBlockElement(child) else { continue }
            if headingLevel(child) != nil {
                afterHeading = true
            } else if afterHeading && child.name == "p" {
                Self.mark(.subtitle, in: &blocks[start...])
            } else {
                afterHeading = false
            }
        }
        flushParagraph(&pending, into: &blocks, context: context, line: pendingLine)
        if !inlineNotes.isEmpty { blocks += takeInlineNotes() }
        blockNeighbours(&blocks)
        joinSpeakers(&blocks)
        joinStyledParagraphRuns(&blocks)
        joinStyledHeadingLabels(&blocks)
        gatherWordLists(&blocks)
        gatherWordContents(&blocks)
        Self.dropRulesBeforeNotes(&blocks)
        return blocks
    }

    /// An unindented paragraph next to a blocked one is blocked too (BANA Braille Formats
    /// §1.9): the space between them that one of them sets (`p + p { margin-top: 1rem }`,
    /// eBraille styling best practices, example 3) parts both, and neither is indented.
    func blockNeighbours(_ blocks: inout [Block]) {
        guard !unindented.ids.isEmpty, blocks.count > 1 else { return }
        func joins(_ index: Int) -> Bool {
            blocks[index].role == .paragraph && !blocks[index].traits.contains(.blocked) && unindented.ids.contains(blocks[index].id)
        }
        for index in blocks.indices.dropFirst() where blocks[index - 1].traits.contains(.blocked) && joins(index) {
            blocks[index].traits.insert(.blocked)
        }
        for index in blocks.indices.dropLast().reversed() where blocks[index + 1].traits.contains(.blocked) && joins(index) {
            blocks[index].traits.insert(.blocked)
        }
    }

    /// Whether nothing but white space stands between here and the next block element.
    static func standsAlone(_ following: ArraySlice<XMLNode>) -> Bool {
        for node in following {
            switch node {
            case .text(let text): if !text.allSatisfy(\.isWhitespace) { return false }
            case .element(let element): return blockLevel.contains(element.name)
            }
        }
        return true
    }

    /// ``flow(_:_:)`` for an element nothing else holds: each child is let go once it is
    /// converted (the body of a long document: its tree and its blocks are never both whole).
    mutating func flow(releasing element: consuming XMLElement, _ context: Context) -> [Block] {
        let line = element.line
        var children = element.children
        element.children = []
        var blocks: [Block] = []
        blocks.reserveCapacity(children.count)
        var pending = InlineBuilder()
        var pendingLine = line
        for index in children.indices {
            let child = children[index]
            children[index] = .text("")
            lastCascade.walking(context.node, index: index)
            flow(child, parentLine: line, context, into: &blocks, pending: &pending, pendingLine: &pendingLine)
            if !inlineNotes.isEmpty, pending.isEmpty { blocks += takeInlineNotes() }
        }
        flushParagraph(&pending, into: &blocks, context: context, line: pendingLine)
        if !inlineNotes.isEmpty { blocks += takeInlineNotes() }
        blockNeighbours(&blocks)
        joinSpeakers(&blocks)
        joinStyledParagraphRuns(&blocks)
        joinStyledHeadingLabels(&blocks)
        gatherWordLists(&blocks)
        gatherWordContents(&blocks)
        Self.dropRulesBeforeNotes(&blocks)
        return blocks
    }

    mutating func flow(_ child: XMLNode, parentLine: Int, _ context: Context, into blocks: inout [Block],
                               pending: inout InlineBuilder, pendingLine: inout Int) {
            switch child {
            case .text(let text):
                if pending.isEmpty { pendingLine = parentLine }
                pending.appendText(text, style: context.style, preformatted: context.preformatted)
            case .element(let child):
                if Self.skipped.contains(child.name) || isHidden(child, context) { return }
                if isBlockElement(child) {
                    flushParagraph(&pending, into: &blocks, context: context, line: pendingLine)
                    var converted = blockElement(child, context)
                    if let id = child[attribute: "id"], descriptions.byID[id] != nil {
                        for index in converted.indices { converted[index].traits.insert(.imageDescription) }
                    } else if child.name == "details", let details = descriptions.figure, details.taken, details.line == child.line {
                        for index in converted.indices { converted[index].traits.insert(.imageDescription) }
                    }
                    blocks += converted
                } else {
                    if pending.isEmpty { pendingLine = child.line }
                    inline(child, context, into: &pending)
                }
            }
    }

    func isBlockElement(_ element: XMLElement) -> Bool {
        if element.name == "span" {
            // A span only counts as a block when it is a page break standing between blocks;
            // the caller handles that through the anonymous paragraph rules.
            return false
        }
        if element.name == "math" { return element[attribute: "display"] == "block" }
        if Self.blockLevel.contains(element.name) || headingLevel(element) != nil { return true }
        // Fallback content (`object`, `video`, `iframe` ...) and elements this reader does
        // not know (custom elements such as `my-widget`) hold whatever the author put in
        // them: when that is block content, they are read as a transparent block, as a
        // browser lays block boxes out inside them, instead of running a heading, a list
        // and a paragraph together into one paragraph.
        if Self.phrasing.contains(element.name) { return false }
        return containsBlock(element, depth: 0)
    }

    /// Inline elements whose block content (HTML allows `a` around blocks) stays inline.
    static let phrasing: Set<String> = [
        "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em", "font",
        "i", "ins", "kbd", "label", "mark", "q", "s", "samp", "small", "strike", "strong", "sub", "sup",
        "time", "tt", "u", "var", "ruby", "rb", "rt", "rp", "rtc", "img", "image", "svg", "br", "wbr",
        "math", "output", "meter", "progress",
    ]

    func containsBlock(_ element: XMLElement, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        for child in element.elements where !Self.skipped.contains(child.name) {
            if Self.blockLevel.contains(child.name) || headingLevel(child) != nil { return true }
            if !Self.phrasing.contains(child.name), containsBlock(child, depth: depth + 1) { return true }
        }
        return false
    }

    /// Ends an anonymous paragraph: leading and trailing page breaks become page-break
    /// blocks, a lone image or formula becomes an image or math block.
    mutating func flushParagraph(_ builder: inout InlineBuilder, into blocks: inout [Block],
                                         context: Context, line: Int) {
        guard !builder.isEmpty else { return }
        let anchorsHere = builder.anchors
        let paragraphNumber = builder.paragraphNumber.flatMap { Int($0) }
        var inlines = finish(builder, preformatted: false, language: context.language)
        builder = InlineBuilder()
        var leading: [PageBreak] = []
        while case .pageBreak(let page)? = inlines.first {
            leading.append(page)
            inlines.removeFirst()
            trimLeadingSpace(&inlines)
        }
        var trailing: [PageBreak] = []
        while case .pageBreak(let page)? = inlines.last {
            trailing.insert(page, at: 0)
            inlines.removeLast()
            trimTrailingSpace(&inlines)
        }
        for page in leading {
            blocks.append(pageBreakBlock(page, context: context, line: line))
        }
        pendingAnchors += anchorsHere.map { href + "#" + $0 }
        if !inlines.isEmpty {
            if inlines.count == 1, case .image(let image) = inlines[0] {
                blocks.append(makeBlock(nil, role: .image(image), context: context, line: line))
            } else if inlines.count == 1, case .math(let math) = inlines[0] {
                blocks.append(makeBlock(nil, role: .math(math), inlines: [], context: context, line: line))
            } else {
                var paragraph = [makeBlock(nil, role: .paragraph, inlines: inlines, context: context, line: line)]
                if let paragraphNumber { paragraphNumbers[paragraph[0].id] = paragraphNumber }
                // Text straight in a `div` or `section` is an anonymous block (CSS 2 §9.2.1.1),
                // which takes the element's inherited `text-indent` and `line-height`.
                if styleSheet.isWrittenForBraille {
                    Self.markBrailleLayout(&paragraph, context: context)
                    recordCellIndents(paragraph, context: context)
                }
                blocks += paragraph
            }
        }
        for page in trailing {
            blocks.append(pageBreakBlock(page, context: context, line: line))
        }
    }

    mutating func pageBreakBlock(_ page: PageBreak, context: Context, line: Int) -> Block {
        var id: String?
        if let anchor = page.anchor, claim(anchor) { id = anchor }
        let blockID = id ?? blockID(for: nil)
        if let anchor = page.anchor { anchors[anchor] = blockID }
        for anchor in pendingAnchors where anchor != page.anchor { anchors[anchor] = blockID }
        pendingAnchors.removeAll()
        return Block(id: blockID, role: .pageBreak(page), source: BlockSource(href: href, line: line),
                     document: documentIndex, language: context.language)
    }
}

extension String {
    /// `nil` for the empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// The ids a document gives its blocks: the element's own id (`href#id`) when no block has
/// taken it, else a generated one (`href#bN`) the document has not taken itself.
struct BlockIDs {
    let href: String
    private var generatedCount = 0
    /// Ids taken from the document (`href#id`). Generated ids (`href#bN`) are not kept:
    /// they are the numbers up to ``generatedCount`` but the ``skippedNumbers``, which saves
    /// a million strings in a set for a document of a million paragraphs.
    private var usedIDs: Set<String> = []
    /// Numbers passed over because the document had taken `bN` itself.
    private var skippedNumbers: Set<Int> = []

    init(href: String) {
        self.href = href
    }

    /// The id of the block `element` makes (a block no element makes: `nil`).
    mutating func id(for element: XMLElement?) -> String {
        if let id = element?[attribute: "id"], !id.isEmpty {
            let candidate = href + "#" + id
            if claim(candidate) { return candidate }
        }
        while true {
            generatedCount += 1
            let candidate = href + "#b\(generatedCount)"
            if !usedIDs.contains(candidate) { return candidate }
            skippedNumbers.insert(generatedCount)
        }
    }

    /// Takes an id from the document unless a block already has it.
    mutating func claim(_ candidate: String) -> Bool {
        if isGenerated(candidate) { return false }
        return usedIDs.insert(candidate).inserted
    }

    /// Whether `candidate` is a generated id already given: `href#bN`, N written as
    /// ``id(for:)`` writes it, at most ``generatedCount`` and not skipped.
    private func isGenerated(_ candidate: String) -> Bool {
        guard candidate.hasPrefix(href + "#b") else { return false }
        let digits = candidate.utf8.dropFirst(href.utf8.count + 2)
        guard let first = digits.first, first != UInt8(ascii: "0"),
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let number = Int(String(decoding: digits, as: UTF8.self)) else { return false }
        return number <= generatedCount && !skippedNumbers.contains(number)
    }
}

/// Block ids collected while converting, shared by copies of the converter.
final class BlockIDSet: @unchecked Sendable {
    var ids: Set<String> = []
}

/// Levels given to blocks while converting, by block id.
final class BlockLevels: @unchecked Sendable {
    var levels: [String: Int] = [:]
    /// Entries' print indents in ems (a margin, an indent class, no-break spaces), by id:
    /// ranked over a run of entries, each rank a level further in.
    var printIndents: [String: Double] = [:]
}
