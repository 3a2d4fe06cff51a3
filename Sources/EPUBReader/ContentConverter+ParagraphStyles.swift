import BookModel
import ReadingModel
import XMLTree

/// Books laid out in a page-layout program and exported as EPUB (Adobe InDesign's export, and
/// the tools that copy its naming) name each paragraph by its paragraph style, the style's
/// name becoming the class: `<p class="Chapter-Title">`, `<p class="Head-A">`, `<p
/// class="Extract">`, `<p class="Poetry">`. Where the export was not told to map a style to an
/// HTML element, the class is all that tells a heading, a quotation or a poem's line from a
/// paragraph; it is read here as the element the style stands for.
extension ContentConverter {
    /// The heading level a paragraph style names (Braille Formats 2016 §4: headings are
    /// what print sets as a division's title): a chapter's title (`Chapter-Title`,
    /// `Chapter-Head`, `Chapter-Heading`, and in other languages ``chapterTitleStyles``) is
    /// level 1; `Heading-N`, `HeadingN`, `Head-N`, `HN` (`Titre-N`, `Überschrift-N` ...)
    /// level N; the lettered heads designers use (`Head-A`, `A-Head`, `AHead` ... `Head-D`)
    /// levels 2 to 5, under the chapter's title; a subhead (``subheadStems``) 2 on; a poem's
    /// title (``isPoemTitleStyle(_:)``) 2. The class is read as the style it names
    /// (``paragraphStyle(_:)``: group, underscore and accents).
    static func paragraphStyleHeadingLevel(_ classes: [String]) -> Int? {
        for name in classes {
            let style = paragraphStyle(name)
            if chapterTitleStyles.contains(style) { return 1 }
            if let level = numberedHeadingLevel(style) { return level }
            if let level = letteredHeadingLevel(style) { return level }
            if let level = subheadLevel(style) { return level }
            if isPoemTitleStyle(style) { return 2 }
        }
        return nil
    }

    /// `heading-2`, `heading2`, `head-2`, `h2` (and ``numberedHeadingStems`` in other
    /// languages: `titre-2`, `uberschrift-2`): level 2.
    static func numberedHeadingLevel(_ style: String) -> Int? {
        guard let digit = style.last, let level = digit.wholeNumberValue, (1...6).contains(level) else { return nil }
        var stem = style.dropLast()
        if stem.last == "-" { stem = stem.dropLast() }
        return numberedHeadingStems.contains(String(stem)) ? level : nil
    }

    /// A subhead (``subheadStems``): `intertitre` is 2, `intertitre-1` 2, `intertitre-2` 3.
    static func subheadLevel(_ style: String) -> Int? {
        if subheadStems.contains(style) { return 2 }
        guard let digit = style.last, let number = digit.wholeNumberValue, (1...5).contains(number) else { return nil }
        var stem = style.dropLast()
        if stem.last == "-" { stem = stem.dropLast() }
        return subheadStems.contains(String(stem)) ? number + 1 : nil
    }

    /// A poem's title set in a poem style (`Poem-Title`, `Poetry-Head`, `Poème-titre`,
    /// `Titolo-poesia`): the heading over the poem, a level under the chapter's title (a
    /// poem's title is a heading, as a Standard Ebooks poem's `h3` is read: Braille Formats
    /// 2016 §4, cell 5 under a centred heading).
    static func isPoemTitleStyle(_ style: String) -> Bool {
        let words = style.split(separator: "-").map(String.init)
        guard words.count >= 2, words.contains(where: poemStyleStems.contains) else { return false }
        return words.contains { word in ["title", "titre", "titel", "titulo", "titolo", "head", "heading"].contains(word) }
    }

    /// `head-a`, `a-head`, `ahead`, `heada`: level 2 (A) to 5 (D).
    static func letteredHeadingLevel(_ style: String) -> Int? {
        let letters: [Character: Int] = ["a": 2, "b": 3, "c": 4, "d": 5]
        for (letter, level) in letters {
            if style == "head-\(letter)" || style == "\(letter)-head" || style == "\(letter)head" || style == "head\(letter)" {
                return level
            }
        }
        return nil
    }

    /// Whether a paragraph's style names a chapter's number or label, which print sets
    /// above the chapter's title (`Chapter-Number`, `Chapter-Num`, `Chapter-Label`,
    /// `Chapter-No`): when a heading follows, it is the heading's first line (§4), as a
    /// label in a heading wrapper is (``joinLabelsToHeading(_:)``).
    static func isHeadingLabelStyle(_ classes: [String]) -> Bool {
        classes.contains { headingLabelStyles.contains(paragraphStyle($0)) }
    }

    /// Joins a styled chapter label (``styledHeadingLabels``) to the heading straight after it.
    mutating func joinStyledHeadingLabels(_ blocks: inout [Block]) {
        guard !styledHeadingLabels.isEmpty, blocks.count > 1 else { return }
        var index = blocks.count - 2
        while index >= 0 {
            if styledHeadingLabels.contains(blocks[index].id), case .heading = blocks[index + 1].role {
                var pair = Array(blocks[index...(index + 1)])
                joinLabelsToHeading(&pair)
                if pair.count == 1 { blocks.replaceSubrange(index...(index + 1), with: pair) }
            }
            index -= 1
        }
    }

    /// The letter's line a paragraph style names (Braille Formats 2016 §9.7: a letter's
    /// dateline, salutation, closing and signature follow print's placement): InDesign's
    /// `Letter-Date`, `Letter-Salutation`, `Letter-Closing`, `Letter-Signature`,
    /// `Letter-Address`, `Letter-Postscript` (and `Letter_` with an underscore), the style's
    /// own word after `Letter-`, which says what the line is wherever the letter stands.
    static func letterStylePart(_ classes: [String]) -> BookPart? {
        for name in classes {
            let style = paragraphStyle(name)
            guard style.hasPrefix("letter-") else { continue }
            let line = String(style.dropFirst("letter-".count))
            if let part = letterStyleLines[line] ?? letterClasses[line] { return part }
        }
        return nil
    }

    static let letterStyleLines: [String: BookPart] = [
        "dateline": .dateline, "salutation": .salutation, "closing": .closing, "valediction": .closing,
        "signature": .signature, "postscript": .postscript,
    ]

    /// Whether a paragraph's style names displayed material (Braille Formats 2016 §9: a
    /// quotation or extract set off from the text by its margins): `Extract`, `Block-Quote`,
    /// `Blockquote`, `Epigraph`, and their variants (`Extract-First`, `Epigraph-Source`);
    /// a heading over it (`Extract-Head`, `Epigraph-Title`) is not.
    static func isQuotationStyle(_ classes: [String]) -> Bool {
        classes.contains { name in
            let style = paragraphStyle(name)
            return quotationStylePrefixes.contains { style.hasPrefix($0) } && !namesHeading(style)
        }
    }

    static func namesHeading(_ style: String) -> Bool {
        headingWords.contains { style.contains($0) }
    }

    /// Whether the element is a paragraph whose style names a line of a poem and which
    /// holds one line (no `<br>`): print's line, one of a run that makes the stanza, not a
    /// stanza of its own. The style is one of ``lineGroupClasses``, or a variant of
    /// `Poetry`, `Poem` or `Verse` a designer names by its place (`Poetry-First`,
    /// `Poem-Last`, `Verse-Stanza`); not a heading, a source or a number over or after it
    /// (`Poem-Title`, `Poetry-Source`, `Verse-Num`).
    func isStyledPoemLine(_ element: XMLElement) -> Bool {
        guard element.name == "p", element[attribute: "class"] != nil,
              classes(element).contains(where: Self.isPoemLineStyle) else { return false }
        return element.descendants(named: "br").isEmpty
    }

    static func isPoemLineStyle(_ name: String) -> Bool {
        if lineGroupClasses.contains(name) { return true }
        let style = paragraphStyle(name)
        if poemStyleStems.contains(style) { return true }
        guard let stem = style.split(separator: "-").first, poemStyleStems.contains(String(stem)), style.contains("-") else { return false }
        return !namesHeading(style) && !poemApparatusWords.contains(where: style.contains)
    }

    /// Whether a styled poem line opens a stanza: its style says so (`Poetry-First`,
    /// `Poem-Stanza`, `Verse-Stanza-First`), or its CSS sets space above it, the blank
    /// print leaves between stanzas (Braille Formats 2016 §13.4: a blank line between
    /// stanzas).
    func opensStanza(_ element: XMLElement, css: [String: String]?) -> Bool {
        if classes(element).contains(where: { $0.hasSuffix("-first") || $0.hasSuffix("first") && $0.count > 5 || $0.contains("stanza") }) {
            return true
        }
        guard let css else { return false }
        let shorthand = CSSMeasure.verticalSides(ofMargin: css["margin"] ?? "")
        return CSSMeasure.isPositive(css["margin-top"].map { Substring($0) } ?? shorthand.top)
    }

    /// Joins each run of neighbouring blocks read from styled paragraphs
    /// (``styledParagraphRuns``) into the first of the run: the paragraphs of one extract
    /// (one quotation, a blank line before and after the whole, §9) and the lines of one
    /// stanza (§13.3).
    func joinStyledParagraphRuns(_ blocks: inout [Block]) {
        guard !styledParagraphRuns.isEmpty, blocks.count > 1 else { return }
        var joined: [Block] = []
        joined.reserveCapacity(blocks.count)
        for block in blocks {
            if styledParagraphRuns.contains(block.id), let last = joined.last, styledParagraphRuns.contains(last.id),
               last.role == block.role, !stanzaOpeners.contains(block.id) {
                joined[joined.count - 1].children += block.children
            } else {
                joined.append(block)
            }
        }
        blocks = joined
    }

    /// Leaves out a section break that stands straight before a footnote or an endnote: the
    /// rule print draws above a page's or a chapter's notes (pandoc's `<hr />` opening
    /// `section.footnotes`, InDesign's `hr.HorizontalRule-1` before `div._idFootnotes`) is
    /// the notes' separation line, not a change of scene; braille draws its own where it
    /// places the notes (Braille Formats 2016 §16), and no format reads it as a break.
    static func dropRulesBeforeNotes(_ blocks: inout [Block]) {
        guard blocks.count > 1 else { return }
        var index = blocks.count - 2
        while index >= 0 {
            if blocks[index].role == .sceneBreak, isNoteBody(blocks[index + 1]) { blocks.remove(at: index) }
            index -= 1
        }
    }

    static func isNoteBody(_ block: Block) -> Bool {
        switch block.role {
        case .note(.footnote), .note(.endnote), .note(.rearnote): true
        default: false
        }
    }
}
