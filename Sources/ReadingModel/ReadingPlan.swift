/// What the reading plan decided a node reads as. It mirrors ``BlockRole`` where the book's
/// structure is kept, and adds the decisions no format may take again: placed notes with
/// their numbers, tables with the header over each cell, list markers, section ends.
///
/// As in ``BlockRole``, the image, formula and page break cases are `indirect`, so that every
/// ``PlanNode`` stays small.
public enum PlanRole: Sendable, Hashable {
    case heading(level: Int)
    case paragraph
    case list(ordered: Bool)
    /// A list item with the marker a reader sees.
    case listItem(marker: ListMarker)
    case blockquote
    case preformatted(code: Bool)
    /// A table read row by row: its children are its captions, then its rows. Header rows
    /// are not read as rows of their own: their text is over each data cell.
    case table
    case tableRow
    /// A cell; `columnHeader` is the header of its column, read before a data cell.
    case tableCell(header: Bool, columnHeader: String?)
    case figure
    case caption
    /// An image that is not decorative (decorative ones are not in the plan).
    indirect case image(ImageInfo)
    indirect case math(MathInfo)
    /// A note read where the book has it: a sidebar, or a note nothing refers to.
    case note(NoteKind)
    /// A note body placed by the plan after what refers to it, with its number (by first
    /// reference); the book's own label is taken off its text.
    case placedNote(number: Int, kind: NoteKind)
    indirect case pageBreak(PageBreak)
    case sceneBreak
    case definitionList
    case definitionTerm
    case definitionDescription
    /// Lines kept as lines (poetry, addresses): each child is one line.
    case lineGroup
    /// A heading the tool adds ("Supplementary", "Notes"), in the labels' language.
    case addedHeading(level: Int)
    /// The end of a section (before a heading, a new document, the supplementary part and
    /// at the end): notes placed at the end of the section have been read.
    case sectionEnd

    /// The heading level of a heading the book has or the tool adds.
    public var headingLevel: Int? {
        switch self {
        case .heading(let level), .addedHeading(let level): return level
        default: return nil
        }
    }
}

/// The marker a reader sees before a list item.
public enum ListMarker: Sendable, Hashable {
    case bullet
    /// An ordered item's value.
    case ordinal(Int)
}

/// One node of the reading plan: what is read, tied to the block it comes from.
///
/// The small fields are stored side by side (a plan of a million paragraphs is a million
/// nodes).
public struct PlanNode: Sendable, InlineTree {
    public var role: PlanRole
    public var traits: BlockTraits
    /// How an ordered list and its items are numbered (`type`, `reversed`); `nil` otherwise.
    public var listNumbering: ListNumbering?
    /// The id of the block it reads (generated nodes: `exporttool:<what>`).
    public var id: String
    /// Inline content, with decorative images left out and note references numbered.
    public var inlines: [Inline]
    public var children: [PlanNode]
    /// Index into ``Book/documents``; -1 for nodes the tool adds at the end.
    public var document: Int
    /// BCP 47 language of the block.
    public var language: String?
    /// The tool's own words for this node, in its language (or `--labels-lang`).
    public var labels: Labels

    public init(role: PlanRole, id: String, inlines: [Inline] = [], children: [PlanNode] = [],
                document: Int, language: String?, traits: BlockTraits = [], labels: Labels) {
        self.role = role
        self.id = id
        self.inlines = inlines
        self.children = children
        self.document = document
        self.language = language
        self.traits = traits
        self.labels = labels
    }

    /// The text of a list item's marker without its punctuation: "3", "c", "iv"; `nil` for a bullet.
    public func markerText(_ marker: ListMarker) -> String? {
        guard case .ordinal(let value) = marker else { return nil }
        return (listNumbering ?? ListNumbering()).markerText(for: value)
    }

}

/// A walker over the reading plan, in reading order.
public protocol PlanVisitor {
    mutating func visit(_ node: PlanNode, depth: Int) -> VisitAction
    mutating func leave(_ node: PlanNode, depth: Int)
}

extension PlanVisitor {
    public mutating func leave(_ node: PlanNode, depth: Int) {}

    /// Walks these nodes and their children in order.
    public mutating func walk(_ nodes: [PlanNode], depth: Int = 0) {
        for node in nodes {
            if visit(node, depth: depth) == .visitChildren {
                walk(node.children, depth: depth + 1)
            }
            leave(node, depth: depth)
        }
    }
}

/// What every format reads, decided once from the ``Book``: text, Markdown, SSML and
/// braille only render it.
///
/// The plan leaves out what no format reads (the navigation document, decorative images,
/// notes under `--notes skip`), places each referenced note once where `--notes` puts it
/// and numbers it by first reference, reads each table cell after its column header, gives
/// list items their markers, adds the headings the tool writes (in the book's language) and
/// marks where sections end.
public struct ReadingPlan: Sendable {
    /// The book's nodes in reading order.
    public var nodes: [PlanNode]
    /// Where note bodies were placed.
    public var notePlacement: NotePlacement
    /// The tool's words for the book as a whole (title pages, contents).
    public var labels: Labels
    /// Placed notes by block id, with their numbers.
    public var noteNumbers: [String: Int]

    /// Plans `book`; `defaultNotes` is the format's placement when `settings` gives none.
    public init(book: Book, settings: ReadingSettings = ReadingSettings(),
                defaultNotes: NotePlacement = .endOfSection) {
        var planner = Planner(book: book, settings: settings, placement: settings.notes ?? defaultNotes)
        nodes = planner.plan()
        notePlacement = planner.placement
        labels = planner.bookLabels
        noteNumbers = planner.numbers
    }
}

/// Builds a ``ReadingPlan``: one pass over the book's blocks.
private struct Planner {
    let book: Book
    let placement: NotePlacement
    let labelsLanguage: String?
    let bookLabels: Labels
    /// With `--lang`, the block languages that came with the book are not trusted.
    let trustsBlockLanguages: Bool
    let skippedDocuments: Set<Int>
    /// Notes that a reference in a read document points at.
    private var notes: [String: Block] = [:]
    private(set) var numbers: [String: Int] = [:]
    private var placed: Set<String> = []
    /// Notes waiting for the end of the paragraph, section or book.
    private var pending: [String] = []
    private var output: [PlanNode] = []
    private var lastDocument: Int?
    private var supplementaryStarted = false

    init(book: Book, settings: ReadingSettings, placement: NotePlacement) {
        self.book = book
        self.placement = placement
        labelsLanguage = settings.labelsLanguage
        trustsBlockLanguages = settings.language == nil
        bookLabels = Labels.forLanguage(settings.labelsLanguage ?? settings.language ?? book.metadata.language)
        var skipped: Set<Int> = []
        for (index, document) in book.documents.enumerated() where document.isNavigation { skipped.insert(index) }
        skippedDocuments = skipped

        // Notes by id, and the order of their first references in what is read.
        var allNotes: [String: Block] = [:]
        var references: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks where !skipped.contains(block.document) {
                if case .note(let kind) = block.role, kind != .aside { allNotes[block.id] = block }
                for case .noteReference(let reference) in block.inlines {
                    if let id = reference.noteID { references.append(id) }
                }
                collect(block.children)
            }
        }
        collect(book.blocks)
        guard placement != .skip else { return }
        for id in references where allNotes[id] != nil && numbers[id] == nil {
            numbers[id] = numbers.count + 1
            notes[id] = allNotes[id]
        }
    }

    mutating func plan() -> [PlanNode] {
        // About one node a block, and a few the tool adds: grown once, not by doubling.
        output.reserveCapacity(book.blocks.count + book.documents.count + 8)
        for block in book.blocks where !skippedDocuments.contains(block.document) {
            startTopLevel(block)
            let planned = node(block)
            output += planned
            if placement == .afterParagraph && !planned.isEmpty { placePending() }
        }
        // A note referred to only from text that is never read (its own body, say) is not
        // lost: it is placed at the end.
        for (id, _) in numbers.sorted(by: { $0.value < $1.value }) where !placed.contains(id) {
            placed.insert(id)
            pending.append(id)
        }
        if !output.isEmpty || !pending.isEmpty { endSection(document: lastDocument ?? -1) }
        if placement == .endOfBook && !pending.isEmpty {
            let labels = labelsFor(nil)
            output.append(PlanNode(role: .addedHeading(level: 1), id: "exporttool:notes",
                                   inlines: [.text(labels.notes, InlineStyle())], document: -1,
                                   language: labels.language, labels: labels))
            placePending()
            output.append(PlanNode(role: .sectionEnd, id: "exporttool:notes-end", document: -1,
                                   language: nil, labels: labels))
        }
        return output
    }

    // MARK: Sections

    /// A new document, the first supplementary block or a heading ends the section.
    private mutating func startTopLevel(_ block: Block) {
        if let lastDocument, lastDocument != block.document { endSection(document: lastDocument) }
        lastDocument = block.document
        if block.traits.contains(.supplementary) && !supplementaryStarted {
            endSection(document: block.document)
            supplementaryStarted = true
            let labels = labelsFor(block)
            output.append(PlanNode(role: .addedHeading(level: 1), id: "exporttool:supplementary",
                                   inlines: [.text(labels.supplementary, InlineStyle())],
                                   document: block.document, language: language(of: block),
                                   traits: [.header, .supplementary], labels: labels))
        }
        if block.role.headingLevel != nil { endSection(document: block.document) }
    }

    private mutating func endSection(document: Int) {
        if placement == .endOfSection || placement == .afterParagraph { placePending() }
        if let last = output.last, last.role == .sectionEnd { return }
        if output.isEmpty { return }
        output.append(PlanNode(role: .sectionEnd, id: "exporttool:section-end-\(output.count)",
                               document: document, language: nil, labels: bookLabels))
    }

    /// Places the waiting notes, and the notes their bodies refer to, each once.
    private mutating func placePending() {
        while !pending.isEmpty {
            let id = pending.removeFirst()
            guard let note = notes[id], let number = numbers[id] else { continue }
            output.append(placedNote(note, number: number))
        }
    }

    // MARK: Blocks

    /// The plan of one block: nothing when no format reads it, else one node.
    private mutating func node(_ block: Block) -> [PlanNode] {
        if skippedDocuments.contains(block.document) { return [] }
        let role: PlanRole
        switch block.role {
        case .note(let kind):
            if placement == .skip && kind != .aside { return [] }
            if numbers[block.id] != nil { return [] }  // read where the plan places it
            role = .note(kind)
        case .image(let image):
            if image.decorative { return [] }
            role = .image(image)
        case .table:
            return [table(block)]
        case .heading(let level): role = .heading(level: level)
        case .paragraph: role = .paragraph
        case .list(let ordered, _): return [list(block, ordered: ordered)]
        case .listItem(let number): role = .listItem(marker: number.map(ListMarker.ordinal) ?? .bullet)
        case .blockquote: role = .blockquote
        case .preformatted(let code): role = .preformatted(code: code)
        case .tableRow: role = .tableRow
        case .tableCell(let header): role = .tableCell(header: header, columnHeader: nil)
        case .figure: role = .figure
        case .caption: role = .caption
        case .math(let math): role = .math(math)
        case .pageBreak(let page): role = .pageBreak(page)
        case .sceneBreak: role = .sceneBreak
        case .definitionList: role = .definitionList
        case .definitionTerm: role = .definitionTerm
        case .definitionDescription: role = .definitionDescription
        case .lineGroup: role = .lineGroup
        }
        return [make(block, role: role, children: block.children.flatMap { node($0) })]
    }

    private mutating func make(_ block: Block, role: PlanRole, inlines: [Inline]? = nil,
                               children: [PlanNode]) -> PlanNode {
        var node = PlanNode(role: role, id: block.id, inlines: self.inlines(inlines ?? block.inlines), children: children,
                            document: block.document, language: language(of: block), traits: block.traits,
                            labels: labelsFor(block))
        node.listNumbering = block.listNumbering
        return node
    }

    /// Inlines as every format reads them: decorative images out, references numbered (and
    /// their notes queued), or dropped under `--notes skip`.
    private mutating func inlines(_ inlines: [Inline]) -> [Inline] {
        // Most runs are read as they are: the node then shares the block's array.
        let unchanged = !inlines.contains { inline in
            switch inline {
            case .image(let image): return image.decorative
            case .noteReference: return true
            default: return false
            }
        }
        if unchanged { return inlines }
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            switch inline {
            case .image(let image) where image.decorative:
                continue
            case .noteReference(var reference):
                if placement == .skip { continue }
                if let id = reference.noteID, let number = numbers[id] {
                    reference.number = number
                    if placed.insert(id).inserted { pending.append(id) }
                }
                result.append(.noteReference(reference))
            default:
                result.append(inline)
            }
        }
        return result
    }

    private mutating func list(_ block: Block, ordered: Bool) -> PlanNode {
        guard case .list(_, let start) = block.role else { return make(block, role: .list(ordered: ordered), children: []) }
        var next = start
        var children: [PlanNode] = []
        for child in block.children {
            guard case .listItem(let number) = child.role else {
                children += node(child)
                continue
            }
            var marker = ListMarker.bullet
            if ordered {
                let value = number ?? next
                next = value &+ 1
                marker = .ordinal(value)
            }
            children.append(make(child, role: .listItem(marker: marker), children: child.children.flatMap { node($0) }))
        }
        return make(block, role: .list(ordered: ordered), children: children)
    }

    /// A table: captions first, then the rows; leading rows of header cells become the
    /// column headers of the data cells below them.
    private mutating func table(_ table: Block) -> PlanNode {
        var captions: [Block] = []
        var rows: [Block] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.role {
                case .caption: captions.append(block)
                case .tableRow: rows.append(block)
                case .table: break
                default: collect(block.children)
                }
            }
        }
        collect(table.children)
        let cellsOfRow = rows.map { row in row.children.filter { if case .tableCell = $0.role { true } else { false } } }
        let headerRows = cellsOfRow.prefix { cells in
            !cells.isEmpty && cells.allSatisfy { $0.role == .tableCell(header: true) }
        }.count
        let columnHeaders = headerRows > 0 && headerRows < rows.count
            ? cellsOfRow[headerRows - 1].map { $0.plainText.collapsingWhitespace() } : []
        let readRows = headerRows == rows.count ? 0 : headerRows
        var children = captions.flatMap { node($0) }
        for (index, row) in rows.enumerated() where index >= readRows {
            var cells: [PlanNode] = []
            var column = 0
            for cell in row.children {
                guard case .tableCell(let header) = cell.role else {
                    cells += node(cell)
                    continue
                }
                defer { column += 1 }
                // An empty cell says nothing, not even its header.
                if Self.isBlank(cell) { continue }
                var columnHeader: String?
                if !header, column < columnHeaders.count, !columnHeaders[column].isEmpty {
                    columnHeader = columnHeaders[column]
                }
                cells.append(make(cell, role: .tableCell(header: header, columnHeader: columnHeader),
                                  children: cell.children.flatMap { node($0) }))
            }
            children.append(make(row, role: .tableRow, children: cells))
        }
        return make(table, role: .table, children: children)
    }

    /// Whether a block holds nothing to read: no text, no image, no formula.
    static func isBlank(_ block: Block) -> Bool {
        for inline in block.inlines {
            switch inline {
            case .text(let text, _): if !text.allSatisfy(\.isWhitespace) { return false }
            case .image(let image): if !image.decorative { return false }
            case .math: return false
            case .noteReference: return false
            case .pageBreak: return false
            case .lineBreak: continue
            }
        }
        return block.children.allSatisfy { child in
            switch child.role {
            case .image(let image): return image.decorative
            case .math: return false
            default: return isBlank(child)
            }
        }
    }

    /// A referenced note's body at its placement: the book's label taken off its first text.
    private mutating func placedNote(_ note: Block, number: Int) -> PlanNode {
        guard case .note(let kind) = note.role else { return make(note, role: .paragraph, children: []) }
        let printed = (book.noteLabels[note.id] ?? "").collapsingWhitespace()
        var inlines = note.inlines
        var children = note.children
        if inlines.isEmpty, let first = children.first, first.children.isEmpty, first.role == .paragraph {
            children[0].inlines = Self.droppingLabel(printed, from: first.inlines)
        } else {
            inlines = Self.droppingLabel(printed, from: inlines)
        }
        let planned = children.flatMap { node($0) }
        return make(note, role: .placedNote(number: number, kind: kind), inlines: inlines, children: planned)
    }

    /// `inlines` without a leading `label`, `[label]`, `label.` or `label)` followed by a space.
    static func droppingLabel(_ label: String, from inlines: [Inline]) -> [Inline] {
        guard !label.isEmpty else { return inlines }
        var leading = ""
        for inline in inlines {
            guard case .text(let text, _) = inline else { break }
            leading += text
            if leading.count > label.count + 3 { break }
        }
        let trimmed = leading.drop { $0.isWhitespace }
        var dropCount = leading.count - trimmed.count
        var rest = Substring(trimmed)
        let bracketed = rest.hasPrefix("[") || rest.hasPrefix("(")
        if bracketed { rest = rest.dropFirst() }
        guard rest.hasPrefix(label) else { return inlines }
        rest = rest.dropFirst(label.count)
        if let mark = rest.first, bracketed ? "])".contains(mark) : ".)".contains(mark) { rest = rest.dropFirst() }
        else if bracketed { return inlines }
        guard let space = rest.first, space.isWhitespace else { return inlines }
        dropCount += trimmed.count - rest.count + 1
        var result: [Inline] = []
        for inline in inlines {
            if dropCount > 0, case .text(let text, let style) = inline {
                if text.count <= dropCount {
                    dropCount -= text.count
                    continue
                }
                result.append(.text(String(text.dropFirst(dropCount)), style))
                dropCount = 0
            } else {
                result.append(inline)
            }
        }
        return result
    }

    // MARK: Languages

    private func language(of block: Block) -> String? {
        trustsBlockLanguages ? block.language : nil
    }

    /// The tool's words for a block: `--labels-lang`, else the block's language, else the book's.
    private func labelsFor(_ block: Block?) -> Labels {
        if labelsLanguage != nil { return bookLabels }
        if let block, let language = language(of: block) { return Labels.forLanguage(language) }
        return bookLabels
    }
}

extension ReadingPlan {
    /// `inlines` without a leading note label (`1`, `[1]`, `1.`, `1)`) followed by a space.
    public static func droppingLabel(_ label: String, from inlines: [Inline]) -> [Inline] {
        Planner.droppingLabel(label, from: inlines)
    }
}
