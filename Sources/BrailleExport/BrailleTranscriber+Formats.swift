import MathRender
import ReadingModel

/// Formats: the indents of a paragraph where it stands, headings with their subtitles,
/// paragraphs, contents entries with their guide dots, and print page changes (BANA
/// Braille Formats §1, §2.10, §4).
extension BrailleTranscriber {
    /// First-line and runover indents (0-based cells) for a paragraph here.
    func format() -> (first: Int, runover: Int) {
        if let forcedFormat { return forcedFormat }
        let base = 2 * context.quoteDepth + (context.noteDepth > 0 ? 4 : 0)
        if let entry = entryFormat(base: base) ?? playFormat(base: base) { return entry }
        if context.lineGroupDepth > 0 { return poemLineFormat(base: base) }
        if let item = context.items.last, context.listDepth > 0 {
            // Each level starts two cells further in; every level's runovers share the cell
            // two past the deepest level's (BANA Braille Formats §8.3.2), so an outer item's
            // runover never stands where an inner item starts.
            let first = base + 2 * (context.listDepth - 1 + context.listOffset)
            let runover = base + 2 * (max(context.listLevels, context.listDepth) + context.listOffset)
            return item.paragraphs == 0 ? (first, runover) : (runover, runover)
        }
        if context.definitionDepth > 0 { return (base + 2, base + 4) }
        if blocked { return (base, base) }
        if context.noteDepth > 0 { return (base + 2, base) }
        return (base + 2, base)
    }

    /// Whether a box holds another box.
    static func holdsBox(_ node: PlanNode) -> Bool {
        node.children.contains { child in
            if case .note(.aside) = child.role, !readsAsProducersNote(child) { return true }
            return holdsBox(child)
        }
    }

    /// How many levels of lists `node` holds, itself included when it is a list.
    static func listLevels(_ node: PlanNode) -> Int {
        let inner = node.children.lazy.map(listLevels).max() ?? 0
        if case .list = node.role { return inner + 1 }
        return inner
    }

    /// A heading's runs (print page changes in it are placed before it).
    mutating func headingRuns(_ node: PlanNode) throws(ExportError) -> [BrailleRun] {
        var runs: [BrailleRun] = []
        let inlines = Self.withoutCommonEmphasis(node.inlines)
        let notes = ProducersNoteEdges(inlines)
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .pageBreak(let pageBreak): try printPage(pageBreak)
            case .lineBreak: runs.append(BrailleRun(" "))
            case .noteReference(let reference): runs.append(self.reference(reference))
            default: runs.append(contentsOf: self.runs(inline, at: index, labels: node.labels, producersNotes: notes))
            }
        }
        return runs.allSatisfy({ $0.isBlank }) ? [] : runs
    }

    mutating func heading(_ node: PlanNode, level: Int) throws(ExportError) {
        let runs = try headingRuns(node)
        if runs.isEmpty { return }
        defer { lastHeadingLevel = level }
        let text = try translator.translate(runs)
        // Its subtitles are set in the heading's format, directly under it (BANA Braille
        // Formats §4.2, §4.4: a subtitle is part of its heading; no blank line between).
        var subtitleLines: [Cells] = []
        for subtitle in subtitles[node.id] ?? [] {
            let subtitleRuns = try headingRuns(subtitle)
            if !subtitleRuns.isEmpty { subtitleLines.append(try translator.translate(subtitleRuns)) }
        }
        let inMainText = context.noteDepth == 0 && interrupted.isEmpty
        if level <= 1 {
            // A chapter heading right after another (the tool's "Supplementary" over the
            // book's first supplementary heading, a part over its first chapter) shares its
            // page rather than leaving it holding one heading.
            let followsChapterHeading = chapterHeadingEnd.map { $0 == (layout.currentPageIndex, layout.rowsOnPage) } ?? false
            if settings.chapterNewPage && inMainText && !followsChapterHeading {
                layout.newPage()
                layout.markChapterStart()
            }
            // Centred, a blank line before and after, and one line of text after it.
            layout.beginHeading(tag: inMainText ? headings.count : nil)
            let subtitleRows = subtitleLines.reduce(0) { $0 + layout.rowCount($1, first: 4, runover: 4) }
            layout.keep(layout.rowCount(text, first: 4, runover: 4) + subtitleRows + 3)
            layout.blankLine()
            if inMainText { headings.append(Heading(level: level, text: text, page: pageOfNextRow, printPage: layout.printNumber)) }
            layout.addCentred(text)
            for line in subtitleLines { layout.addCentred(line) }
            layout.blankLine()
            layout.endHeading()
            if settings.chapterNewPage && inMainText { chapterHeadingEnd = (layout.currentPageIndex, layout.rowsOnPage) }
        } else {
            let indent = level == 2 ? 4 : 6
            // No blank line between a cell-5 heading and the cell-7 heading under it (BANA
            // Braille Formats Appendix C, "Cell-5 Heading", exceptions).
            let underCell5 = level >= 3 && layout.followsHeading && lastHeadingLevel == 2
            layout.beginHeading(tag: inMainText ? headings.count : nil)
            layout.keep(layout.rowCount(text, first: indent, runover: indent) + (underCell5 ? 1 : 2))
            if !underCell5 { layout.blankLine() }
            if inMainText { headings.append(Heading(level: level, text: text, page: pageOfNextRow, printPage: layout.printNumber)) }
            layout.addParagraph(text, first: indent, runover: indent)
            for line in subtitleLines { layout.addParagraph(line, first: indent, runover: indent) }
            layout.endHeading()
        }
    }

    /// A heading's runs without the emphasis all of its words share: a heading's own bold or
    /// italic only repeats what the heading format already shows (BANA Braille Formats §4.3;
    /// UEB §9.1: typeforms used only for print design are not shown). Emphasis on some of
    /// its words is kept.
    static func withoutCommonEmphasis(_ inlines: [Inline]) -> [Inline] {
        guard let common = commonEmphasis(inlines), !common.isEmpty else { return inlines }
        return inlines.map { inline in
            guard case .text(let text, var style) = inline else { return inline }
            style.emphasis.subtract(common)
            return .text(text, style)
        }
    }

    var pageOfNextRow: Int {
        layout.rowsOnPage >= layout.lines ? layout.currentPageIndex + 1 : layout.currentPageIndex
    }

    /// A paragraph: runs translated together, broken only at line breaks and print page
    /// changes.
    mutating func paragraph(_ inlines: [Inline]) throws(ExportError) {
        let dropped = translator.droppedCount
        try placeParagraph(inlines)
        // Characters the table cannot write were left out: a transcriber's note says so
        // (BANA Braille Formats §3.2).
        if translator.droppedCount > dropped {
            try transcribersNote(labels.omittedCharacters)
        }
    }

    /// A contents entry: its title, then guide dots (dot 5) with a blank on each side to
    /// its page number, the item's last word when that is a number, arabic or roman, at the
    /// right margin (BANA Braille Formats §2.10; eBraille styling best practices, example
    /// 23). An item with no page number, or holding more than text, is a paragraph.
    /// Without `guideDots` (a braille style sheet that generates none) the gap stays blank.
    mutating func contentsEntry(_ inlines: [Inline], guideDots: Bool = true) throws(ExportError) {
        guard let entry = try contentsEntryCells(inlines) else { return try paragraph(inlines) }
        let format = self.format()
        layout.addContentsEntry(entry.title, page: entry.page, first: format.first, runover: format.runover, guideDots: guideDots)
    }

    /// A contents entry's title and page number, each in braille, or nil when the entry
    /// has no page number or holds more than text (then it is a paragraph). The pages
    /// and eBraille (`ol class="toc"`) both split an entry here.
    func contentsEntryCells(_ inlines: [Inline]) throws(ExportError) -> (title: Cells, page: Cells)? {
        var pieces: [(text: String, style: InlineStyle)] = []
        for inline in inlines {
            guard case .text(let text, let style) = inline else { return nil }
            pieces.append((text, style))
        }
        while let last = pieces.last, last.text.allSatisfy(\.isWhitespace) { pieces.removeLast() }
        guard let last = pieces.popLast() else { return nil }
        let trimmed = last.text.reversed().drop(while: \.isWhitespace).reversed()
        let start = trimmed.lastIndex(where: \.isWhitespace).map { trimmed.index(after: $0) } ?? trimmed.startIndex
        let page = String(trimmed[start...])
        guard Self.isPageNumber(page), !Self.isTitleNumber(before: String(trimmed[..<start]), style: last.style) else {
            return nil
        }
        pieces.append((String(trimmed[..<start]), last.style))
        // A producer's note in the entry (a heading's note, as the book's contents repeats
        // it) is between the transcriber's note indicators, as it is in the heading: wording
        // the transcriber inserted is a transcriber's note wherever it stands (Formats 2016
        // §3.1.1; §3.1.4: embedded notes "may be used in multiple formatting situations").
        let notes = ProducersNoteEdges(pieces.map { .text($0.text, $0.style) })
        var runs: [BrailleRun] = []
        for (index, piece) in pieces.enumerated() { runs += self.runs(piece.text, style: piece.style, at: index, producersNotes: notes) }
        var title = try translator.translate(runs)
        while title.last == .blankCell { title.removeLast() }
        return (title, try translator.translate(self.runs(page, style: last.style)))
    }

    /// Whether the number that ends a contents entry is its title's own (`<a>Part I</a>`,
    /// `<a>Book 2</a>` with no page number after it), not a page number: it ends the same
    /// link as the title's words, one space after them. Print sets a page number apart from
    /// the title's link (after it, or as a link of its own), or after a leader or a wider
    /// gap, so an entry of one link keeps its number as a page number only then
    /// (`<a>Preface ....... ix</a>`). An entry whose title has no page number is written
    /// as a paragraph of its level, without guide dots (Formats 2016 §2.10).
    static func isTitleNumber(before text: String, style: InlineStyle) -> Bool {
        guard style.link != nil, text.contains(where: { $0.isLetter }), text.last == " " else { return false }
        let gap = text.reversed().prefix(while: \.isWhitespace)
        guard gap.count == 1, gap.first == " " else { return false }
        let before = text.dropLast().last
        return before.map { $0.isLetter || $0.isNumber } ?? false
    }

    /// A page number as contents cite it: arabic digits, or a roman numeral.
    static func isPageNumber(_ word: String) -> Bool {
        guard !word.isEmpty, word.count <= 8 else { return false }
        return word.allSatisfy(\.isASCII) && (word.allSatisfy(\.isNumber) || word.lowercased().allSatisfy { "ivxlcdm".contains($0) })
    }

    mutating func placeParagraph(_ inlines: [Inline]) throws(ExportError) {
        if context.lineGroupDepth > 0 || (currentPart.isVerseSpeech && !speechIndents.isEmpty) {
            context.lineIndent = Self.lineIndent(inlines, from: 0)
        }
        let format = self.format()
        layout.beginParagraph(first: format.first, runover: format.runover)
        var runs: [BrailleRun] = []
        if let label = noteLabel {
            runs.append(BrailleRun(label + " "))
            noteLabel = nil
        }
        runs += takeTermRuns()
        if let item = context.items.last {
            if let prefix = item.prefix { runs.append(BrailleRun(prefix)) }
            context.items[context.items.count - 1] = (nil, item.paragraphs + 1)
        }
        var pending = Cells()
        let notes = ProducersNoteEdges(inlines)
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .lineBreak:
                try flush(&runs, after: &pending)
                // In a poem each print line is a line of its own, starting in the cell of
                // its level of indent, its runovers two cells past the deepest level (BANA
                // Braille Formats 2016 §13.3).
                if context.lineGroupDepth > 0 {
                    context.lineIndent = Self.lineIndent(inlines, from: index + 1)
                    let line = self.format()
                    layout.beginParagraph(first: line.first, runover: line.runover)
                }
                if let line = verseLineFormat(format) {
                    if !speechIndents.isEmpty { context.lineIndent = Self.lineIndent(inlines, from: index + 1) }
                    let line = verseLineFormat(format) ?? line
                    layout.beginParagraph(first: line.first, runover: line.runover)
                }
            case .pageBreak(let pageBreak):
                try flush(&runs, after: &pending)
                try printPage(pageBreak)
            case .noteReference(let reference):
                runs.append(self.reference(reference))
            case .lineNumber(let label):
                // Where a numbered print line begins: the layout sets the number at the
                // right margin of the braille line this print line starts on.
                runs.append(BrailleRun(cells: BrailleLayout.lineNumber(try lineNumberCells(label))))
            case .image(let image) where usesUEB:
                // An image in the text: its description as a transcriber's note in place.
                pending += try translator.translate(runs) + [.blankCell]
                runs = []
                pending += Self.transcribersNote(try translator.translate(Self.description(of: image, labels: labels)))
                pending.append(.blankCell)
            default:
                runs.append(contentsOf: self.runs(inline, at: index, labels: labels, producersNotes: notes))
            }
        }
        try flush(&runs, after: &pending, passageRunsOn: openPassage)
        openPassage = nil
    }

    /// Places `pending` cells and `runs` translated, as text starting on a new line; a
    /// passage the next paragraph continues loses its terminator (UEB §9.9.1).
    mutating func flush(_ runs: inout [BrailleRun], after pending: inout Cells,
                                passageRunsOn passage: ContinuedPassage? = nil) throws(ExportError) {
        defer { runs = []; pending = [] }
        let blank = runs.allSatisfy { $0.isBlank }
        if blank && pending.allSatisfy({ $0 == .blankCell }) { return }
        // Where the math stands, so that the layout divides it as math (never as a word).
        var math: [Range<Int>] = []
        var cells = pending + (blank ? [] : try translator.translate(runs, math: &math))
        if let passage { cells = Self.withoutPassageTerminators(cells, passage: passage) }
        let end = cells.count
        layout.addText(cells, math: math.map { min($0.lowerBound + pending.count, end)..<min($0.upperBound + pending.count, end) })
    }

    /// A print page change. Page breaks with nothing between them are one change naming
    /// both pages, `5-6` (BANA Braille Formats §1.11: consecutive print pages with no text
    /// between them are combined in one indicator).
    mutating func printPage(_ pageBreak: PageBreak) throws(ExportError) {
        var label = pageBreak.label
        if let pending = layout.unfollowedPrintPage {
            let first = pending.split(separator: "-").first.map(String.init) ?? pending
            label = first + "-" + pageBreak.label
        }
        layout.printPage(try translator.translate(label), text: pageBreak.label, combined: layout.unfollowedPrintPage != nil)
    }
}
