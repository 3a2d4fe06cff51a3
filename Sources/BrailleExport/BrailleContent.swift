import ReadingModel

/// A piece of a block's braille, in reading order.
public enum BrailleSpan: Sendable, Hashable {
    /// Unicode braille: blanks are U+2800 where a line may break, U+00A0 where it may not.
    case text(String)
    /// The text after it starts a new line (a line break in the print).
    case lineBreak
    /// A print page break: the print label and its braille.
    case pageBreak(print: String, braille: String)
    /// A note reference: the number of the note the plan placed, and its braille (the
    /// note indicator and the number, as in the text around it).
    case noteReference(number: Int, braille: String)
    /// A transcriber's note added after the text, with its indicators (an image's
    /// description standing alone is the ``BrailleBlock``'s text, the role saying what it is).
    case transcribersNote(String)
    /// A numbered print line begins here: the print number and its braille (with its
    /// numeric indicator), which the page layout sets at the right margin.
    case lineNumber(print: String, braille: String)
}

/// One node of the reading plan with its braille: what a format that keeps the book's
/// structure (eBraille) writes, from the same pieces of print the page layout translates.
public struct BrailleBlock: Sendable {
    public var role: PlanRole
    /// The plan node's id.
    public var id: String
    /// Index into ``Book/documents``; -1 for what the tool adds at the end.
    public var document: Int
    public var language: String?
    public var spans: [BrailleSpan]
    public var children: [BrailleBlock]
    /// For a table: the braille of each cell of its header rows (the plan's
    /// ``TableGrid/headerRows``), row by row in the grid's order; empty for a blank cell.
    public var headerRows: [[String]] = []
    /// A block that is a transcriber's note (a producer's note, BANA Braille Formats 2016
    /// §3), its paragraphs its children, the indicators in their braille.
    public var isTranscribersNote = false
    /// For an entry of a contents the book prints (BANA Braille Formats 2016 §2.10): the
    /// braille of its page number, its title being the block's text; nil for any other.
    public var contentsPage: String?
}

extension BrailleExporter {
    /// The plan's nodes with their braille, built from exactly the pieces of print the
    /// page layout translates (a paragraph with its list marker or note label, a table
    /// cell, a heading without its common emphasis ...), so that with a shared
    /// `translation` every piece comes from the cells already made for the pages.
    public func content(of plan: ReadingPlan, translation: BrailleTranslation) throws(ExportError) -> [BrailleBlock] {
        var walker = BrailleContentWalker(plan: plan, settings: settings, translator: translation.translator)
        try walker.walk(plan.nodes)
        return walker.stack[0].children
    }
}

/// Walks the plan as ``BrailleTranscriber`` does, keeping the structure instead of laying
/// out pages. The runs come from the transcriber itself, so both make the same pieces.
struct BrailleContentWalker: PlanVisitor {
    typealias Failure = ExportError
    let translator: BrailleTranslator
    /// The transcriber whose run rules (emphasis, addresses, note marks) are used.
    private let runMaker: BrailleTranscriber
    /// Open blocks; the first is a root holding the result.
    var stack: [BrailleBlock]
    /// The label to put before the next paragraph of a placed note.
    private var noteLabel: String?
    /// Open list items: the marker for the item's first paragraph, and paragraphs so far.
    private var items: [(prefix: String?, paragraphs: Int)] = []
    /// The list items a placed note interrupted (a note starts with none).
    private var interrupted: [[(prefix: String?, paragraphs: Int)]] = []
    /// The braille of each note mark ("*3"), found in the text to link it.
    private var marks: [String: Cells] = [:]

    init(plan: ReadingPlan, settings: BrailleSettings, translator: BrailleTranslator) {
        self.translator = translator
        runMaker = BrailleTranscriber(plan: plan, settings: settings, translator: translator,
                                      layout: BrailleLayout(cells: settings.cells, lines: settings.lines) { _ in nil })
        stack = [BrailleBlock(role: .paragraph, id: "", document: -1, spans: [], children: [])]
    }

    mutating func visit(_ node: PlanNode, depth: Int) throws(ExportError) -> VisitAction {
        var block = BrailleBlock(role: node.role, id: node.id, document: node.document, language: node.language,
                                 spans: [], children: [])
        let action = try fill(&block, from: node)
        stack.append(block)
        return action
    }

    mutating func leave(_ node: PlanNode, depth: Int) {
        guard stack.count > 1, stack.last?.id == node.id else { return }
        let block = stack.removeLast()
        switch node.role {
        case .listItem: items.removeLast()
        case .placedNote:
            items = interrupted.removeLast()
            noteLabel = nil
        default: break
        }
        stack[stack.count - 1].children.append(block)
    }

    /// The node's own braille, the same pieces as ``BrailleTranscriber/transcribe(_:)``.
    private mutating func fill(_ block: inout BrailleBlock, from node: PlanNode) throws(ExportError) -> VisitAction {
        switch node.role {
        case .heading, .addedHeading:
            block.spans = try heading(node)
            return .skipChildren
        case .placedNote(_, let mark, _):
            interrupted.append(items)
            items = []
            noteLabel = BrailleTranscriber.noteMark(mark)
        case .listItem where node.part == .contents:
            // No print number or bullet before a contents entry, as on the pages (§2.10).
            items.append((nil, 0))
        case .listItem(let marker):
            items.append((node.markerText(marker).map { $0 + ". " }, 0))
        case .pageBreak(let pageBreak):
            block.spans = [.pageBreak(print: pageBreak.label, braille: text(try translator.translate(pageBreak.label)))]
            return .skipChildren
        case .sceneBreak, .sectionEnd:
            return .skipChildren
        case .note(.aside) where BrailleTranscriber.readsAsProducersNote(node):
            // As the transcriber lays it out: a transcriber's note, paragraph by paragraph.
            block.isTranscribersNote = true
            for (index, piece) in try runMaker.producersNotePieces(node).pieces.enumerated() {
                var child = BrailleBlock(role: .paragraph, id: node.id + "-\(index + 1)", document: node.document,
                                         language: node.language, spans: [], children: [])
                switch piece {
                case .paragraph(let cells): child.spans = [.text(text(cells))]
                case .pageBreak(let page):
                    child.role = .pageBreak(page)
                    child.spans = [.pageBreak(print: page.label, braille: text(try translator.translate(page.label)))]
                }
                block.children.append(child)
            }
            return .skipChildren
        case .image(let image):
            block.spans = [.text(try transcribersNote(BrailleTranscriber.description(of: image, labels: node.labels)))]
            return .skipChildren
        case .math(let math):
            let (spans, spatial) = try displayMath(math, labels: node.labels)
            block.spans = spans
            // A spatial arrangement is preformatted braille (eBraille Styling Best
            // Practices, example 12: "pre-formatting content may be more practical").
            if spatial { block.role = .preformatted(code: false) }
            return .skipChildren
        case .preformatted:
            block.spans = try preformatted(node)
            return .skipChildren
        case .table:
            block.headerRows = try headerRows(node)
        case .tableRow:
            block.children = try cells(of: node)
            return .skipChildren
        default:
            break
        }
        if node.part == .contents, !node.inlines.isEmpty, Self.holdsContentsEntry(node.role),
           let entry = try runMaker.contentsEntryCells(node.inlines) {
            // Its title and page number apart, as the pages set them apart by guide dots.
            if !items.isEmpty { items[items.count - 1].paragraphs += 1 }
            block.spans = [.text(text(entry.title))]
            block.contentsPage = text(entry.page)
            return .visitChildren
        }
        if !node.inlines.isEmpty { block.spans = try paragraph(node.inlines, labels: node.labels) }
        return .visitChildren
    }

    /// The roles a contents entry is printed in: a list item, or its paragraph, or a
    /// paragraph of a contents printed as paragraphs (Project Gutenberg's `p.toc`).
    private static func holdsContentsEntry(_ role: PlanRole) -> Bool {
        switch role {
        case .listItem, .paragraph: true
        default: false
        }
    }

    // MARK: Pieces

    private func text(_ cells: Cells) -> String { String(cells: cells) }

    private func transcribersNote(_ words: String) throws(ExportError) -> String {
        let cells = try translator.translate(words)
        return text(runMaker.usesUEB ? BrailleTranscriber.transcribersNote(cells) : cells)
    }

    private mutating func heading(_ node: PlanNode) throws(ExportError) -> [BrailleSpan] {
        var spans: [BrailleSpan] = []
        var runs: [BrailleRun] = []
        let inlines = BrailleTranscriber.withoutCommonEmphasis(node.inlines)
        let notes = BrailleTranscriber.ProducersNoteEdges(inlines)
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .pageBreak(let pageBreak):
                spans.append(.pageBreak(print: pageBreak.label, braille: text(try translator.translate(pageBreak.label))))
            case .lineBreak: runs.append(BrailleRun(" "))
            default: runs.append(contentsOf: runMaker.runs(inline, at: index, labels: node.labels, producersNotes: notes))
            }
        }
        if runs.allSatisfy({ $0.isBlank }) { return spans }
        spans.append(.text(text(try translator.translate(runs))))
        return spans
    }

    /// A paragraph's spans: the text cut where the transcriber cuts it (line breaks, print
    /// page breaks), with its note label or list marker, and the note that characters were
    /// omitted when the tables could not write some.
    private mutating func paragraph(_ inlines: [Inline], labels: Labels) throws(ExportError) -> [BrailleSpan] {
        let dropped = translator.droppedCount
        var spans: [BrailleSpan] = []
        var runs: [BrailleRun] = []
        var references: [NoteReference] = []
        if let label = noteLabel {
            runs.append(BrailleRun(label + " "))
            noteLabel = nil
        }
        if let item = items.last {
            if let prefix = item.prefix { runs.append(BrailleRun(prefix)) }
            items[items.count - 1] = (nil, item.paragraphs + 1)
        }
        var pending = Cells()
        let notes = BrailleTranscriber.ProducersNoteEdges(inlines)
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .lineBreak:
                try flush(&runs, after: &pending, references: &references, into: &spans)
                spans.append(.lineBreak)
            case .pageBreak(let pageBreak):
                try flush(&runs, after: &pending, references: &references, into: &spans)
                spans.append(.pageBreak(print: pageBreak.label, braille: text(try translator.translate(pageBreak.label))))
            case .noteReference(let reference):
                runs.append(runMaker.reference(reference))
                references.append(reference)
            case .lineNumber(let label):
                // Cut where the transcriber's translation is cut (around the number).
                try flush(&runs, after: &pending, references: &references, into: &spans)
                spans.append(.lineNumber(print: label, braille: text(try runMaker.lineNumberCells(label))))
            case .image(let image) where runMaker.usesUEB:
                pending += try translator.translate(runs) + [.blankCell]
                runs = []
                pending += BrailleTranscriber.transcribersNote(
                    try translator.translate(BrailleTranscriber.description(of: image, labels: labels)))
                pending.append(.blankCell)
            default:
                runs.append(contentsOf: runMaker.runs(inline, at: index, labels: labels, producersNotes: notes))
            }
        }
        try flush(&runs, after: &pending, references: &references, into: &spans)
        while spans.last == .lineBreak { spans.removeLast() }
        if translator.droppedCount > dropped {
            spans.append(.transcribersNote(try transcribersNote(labels.omittedCharacters)))
        }
        return spans
    }

    private mutating func flush(_ runs: inout [BrailleRun], after pending: inout Cells, references: inout [NoteReference],
                                into spans: inout [BrailleSpan]) throws(ExportError) {
        defer { runs = []; pending = []; references = [] }
        let blank = runs.allSatisfy { $0.isBlank }
        if blank && pending.allSatisfy({ $0 == .blankCell }) { return }
        let cells = pending + (blank ? [] : try translator.translate(runs))
        spans += try linkingReferences(cells, references)
    }

    /// The cells cut around each note reference's mark, found in order; a mark the
    /// translation wrote differently in context stays plain text.
    private mutating func linkingReferences(_ cells: Cells, _ references: [NoteReference]) throws(ExportError) -> [BrailleSpan] {
        var spans: [BrailleSpan] = []
        var start = 0
        for reference in references {
            guard let number = reference.number else { continue }
            let label = BrailleTranscriber.noteMark(reference.mark ?? String(number))
            let mark: Cells
            if let known = marks[label] {
                mark = known
            } else {
                mark = try translator.translate(label)
                marks[label] = mark
            }
            guard !mark.isEmpty, let found = Self.find(mark, in: cells, from: start) else { continue }
            if found > start { spans.append(.text(text(Array(cells[start..<found])))) }
            spans.append(.noteReference(number: number, braille: text(mark)))
            start = found + mark.count
        }
        if start < cells.count { spans.append(.text(text(Array(cells[start...])))) }
        return spans
    }

    static func find(_ needle: Cells, in cells: Cells, from start: Int) -> Int? {
        guard needle.count <= cells.count else { return nil }
        var index = start
        while index + needle.count <= cells.count {
            if cells[index] == needle[0] && cells[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Display math as the pages write it (``BrailleTranscriber/displayMath(_:spatial:)``):
    /// UEB technical material, or Nemeth between its opening and closing indicators, each
    /// on a line of its own, the expression's spatial arrangement line by line when it has
    /// one (Nemeth Rule XXV; UEB Guidelines §4.1 calculations), preformatted so that its
    /// columns stay aligned. The spoken text
    /// translated as words stood here: a fraction lost its fraction line.
    private mutating func displayMath(_ math: MathInfo, labels: Labels) throws(ExportError) -> (spans: [BrailleSpan], spatial: Bool) {
        guard let cells = runMaker.mathCells(math, display: true) else {
            return (try paragraph([.text(math.spokenText, InlineStyle())], labels: labels), false)
        }
        let spatial = runMaker.spatialMath(math)
        var spans: [BrailleSpan] = []
        for (index, line) in (spatial ?? [cells]).enumerated() {
            if index > 0 { spans.append(.lineBreak) }
            spans.append(.text(text(line)))
        }
        guard runMaker.settings.mathCode == .nemeth else { return (spans, spatial != nil) }
        return ([.text(text(BrailleTranscriber.openingNemeth)), .lineBreak] + spans
                    + [.lineBreak, .text(text(BrailleTranscriber.closingNemeth))], spatial != nil)
    }

    /// Code and preformatted text, a line at a time, uncontracted, its indentation kept
    /// as blank cells (as the transcriber lays it out).
    private func preformatted(_ node: PlanNode) throws(ExportError) -> [BrailleSpan] {
        var style = InlineStyle()
        style.code = true
        var lines = node.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        var spans: [BrailleSpan] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { spans.append(.lineBreak) }
            let (indent, words) = BrailleTranscriber.codeLine(line)
            if words.isEmpty { continue }
            let cells = try translator.translate(runMaker.runs(words, style: style))
            spans.append(.text(text(Cells(repeating: .unbreakableBlank, count: indent) + cells)))
        }
        return spans
    }

    /// The braille of the header rows' cells, each its words as the plan's column headers
    /// have them (``headerRows``).
    private func headerRows(_ table: PlanNode) throws(ExportError) -> [[String]] {
        guard case .table(let grid) = table.role else { return [] }
        var rows: [[String]] = []
        for row in grid.rows.prefix(grid.headerRows) {
            var cells: [String] = []
            for cell in row.cells {
                cells.append(cell.blank ? "" : text(try translator.translate(cell.node.plainText.collapsingWhitespace())))
            }
            rows.append(cells)
        }
        return rows
    }

    /// A row's cells, each cell's runs translated as one piece (as the transcriber
    /// measures a table).
    private func cells(of row: PlanNode) throws(ExportError) -> [BrailleBlock] {
        var result: [BrailleBlock] = []
        for cell in row.children {
            let runs = runMaker.runs(ofCell: cell)
            let blank = runs.allSatisfy { $0.isBlank }
            let spans: [BrailleSpan] = blank ? [] : [.text(text(try translator.translate(runs)))]
            result.append(BrailleBlock(role: cell.role, id: cell.id, document: cell.document, language: cell.language,
                                       spans: spans, children: []))
        }
        return result
    }
}
