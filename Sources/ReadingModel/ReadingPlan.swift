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
    /// are not read as rows of their own: their text is over each data cell, and an empty
    /// cell is not read. The grid keeps the whole layout (header rows, columns, empty cells).
    indirect case table(TableGrid)
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
    /// reference: the note's identity, unique in the plan) and the mark a reader sees (the
    /// book's print mark when it is a short one, else the number; ``NoteReference/mark``);
    /// the book's own label is taken off its text.
    case placedNote(number: Int, mark: String, kind: NoteKind)
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
public struct PlanNode: Sendable, Hashable, InlineTree {
    public var role: PlanRole
    /// The part of the book's structure the block is or is in (``BookPart``).
    public var part: BookPart = .none
    /// How an ordered list and its items are numbered (`type`, `reversed`); `nil` otherwise.
    public var listNumbering: ListNumbering?
    /// After the one-byte fields, so that they fill the role's tail and the traits start
    /// on their 4-byte boundary without padding.
    public var traits: BlockTraits
    /// The id of the block it reads (generated nodes: `exporttool:<what>`).
    public var id: String
    /// Inline content, with decorative images left out and note references numbered.
    public var inlines: [Inline]
    public var children: [PlanNode]
    /// Index into ``ReadingPlan/documents``; -1 for nodes the tool adds at the end.
    public var document: Int {
        get { Int(documentIndex) }
        set { documentIndex = Int32(clamping: newValue) }
    }
    private var documentIndex: Int32
    /// The block's place in the book's order (depth first); -1 for nodes the tool adds.
    /// A placed note keeps its place: narration, whose audio follows each document, reads it there.
    public var sourceOrder: Int32 = -1
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
        self.documentIndex = Int32(clamping: document)
        self.language = language
        self.traits = traits
        self.labels = labels
    }

    /// The text of a list item's marker without its punctuation: "3", "c", "iv"; `nil` for a bullet.
    public func markerText(_ marker: ListMarker) -> String? {
        guard case .ordinal(let value) = marker else { return nil }
        return (listNumbering ?? ListNumbering()).markerText(for: value)
    }

    /// A list item's marker as every format reads it: its text with its full stop ("3.",
    /// "c.", "iv."), and for speech the number a roman marker stands for ("4."), so that
    /// "iv" is not spelt out; `nil` for a bullet, which is not read.
    public func readMarker(_ marker: ListMarker) -> (written: String, said: String?)? {
        guard case .ordinal(let value) = marker, let text = markerText(marker) else { return nil }
        switch listNumbering?.style {
        case .lowerRoman?, .upperRoman?: return (text + ".", String(value) + ".")
        default: return (text + ".", nil)
        }
    }

}

/// A walker over the reading plan, in reading order. A walker that can fail (braille:
/// a table that cannot translate) names its typed error as ``Failure`` and throws it from
/// ``visit(_:depth:)`` or ``leave(_:depth:)``: the walk stops there and ``walk(_:depth:)``
/// throws it. The others keep `Never` and walk without `try`.
public protocol PlanVisitor {
    associatedtype Failure: Error = Never
    mutating func visit(_ node: PlanNode, depth: Int) throws(Failure) -> VisitAction
    mutating func leave(_ node: PlanNode, depth: Int) throws(Failure)
}

extension PlanVisitor {
    public mutating func leave(_ node: PlanNode, depth: Int) {}

    /// Walks these nodes and their children in order; the first error ends the walk.
    public mutating func walk(_ nodes: [PlanNode], depth: Int = 0) throws(Failure) {
        for node in nodes {
            if try visit(node, depth: depth) == .visitChildren {
                try walk(node.children, depth: depth + 1)
            }
            try leave(node, depth: depth)
        }
    }
}

/// What every format reads, decided once from the book: text, Markdown, SSML, braille,
/// the reader page and narration only render it. It is a renderer's only input: it carries
/// what a renderer may show of the book besides the reading (metadata, documents,
/// navigation, lexicons, kept images), and never the book's blocks.
///
/// The plan leaves out what no format reads (the navigation document, decorative images,
/// notes under `--notes skip`), places each referenced note once where `--notes` puts it
/// and numbers it by first reference, reads each table cell after its column header (and
/// keeps each table's whole grid), gives list items their markers, adds the headings the
/// tool writes (in the book's language) and marks where sections end. `BookModel` builds it
/// (`ReadingPlan(book:settings:)`).
public struct ReadingPlan: Sendable {
    /// The settings it was made with: formats whose settings are equal share one plan.
    public var settings: PlanSettings
    /// The book's metadata; its language is `--lang` when given.
    public var metadata: Metadata
    /// The book's effective language: `--lang`, else the book's; `nil` when neither says.
    /// A node's own language is ``PlanNode/language``.
    public var language: String? { metadata.language }
    /// The spine documents (``PlanNode/document`` indexes them).
    public var documents: [ContentDocument]
    public var navigation: Navigation
    /// Pronunciation lexicons linked from the book.
    public var lexicons: [Lexicon]
    /// The image files the reader kept (only for the reader page).
    public var images: BookImages
    /// The book's nodes in reading order.
    public var nodes: [PlanNode]
    /// Where note bodies were placed.
    public var notePlacement: NotePlacement { settings.notes }
    /// The tool's words for the book as a whole (title pages, contents).
    public var labels: Labels
    /// Placed notes by block id, with their numbers.
    public var noteNumbers: [String: Int]
    /// The borders the book's style sheets draw around boxes, by the box's node id
    /// (``BoxBorder``; kept beside the nodes, which stay small).
    public var boxBorders: [String: BoxBorder] = [:]
    /// The cells a style sheet written for braille starts paragraphs' lines in, by node id
    /// (``CellIndent``), where they are not a braille format's own.
    public var cellIndents: [String: CellIndent] = [:]
    /// Where the book's chapters start (``PlanChapter``), in reading order: every format
    /// that cuts the book into chapters (MP3 tracks, talking books' audio files) cuts here.
    public var chapters: [PlanChapter] = []
    /// The subtitle paragraphs that belong to each heading, by the heading's id
    /// (``ReadingPlan/subtitles(in:)``): every format places a subtitle from this decision.
    public var subtitles: [String: [PlanNode]] = [:]

    /// A plan made by the planner (``BookModel``); everything is given.
    public init(settings: PlanSettings, metadata: Metadata, documents: [ContentDocument], navigation: Navigation,
                lexicons: [Lexicon], images: BookImages, nodes: [PlanNode], labels: Labels,
                noteNumbers: [String: Int]) {
        self.settings = settings
        self.metadata = metadata
        self.documents = documents
        self.navigation = navigation
        self.lexicons = lexicons
        self.images = images
        self.nodes = nodes
        self.labels = labels
        self.noteNumbers = noteNumbers
    }
}

/// The settings a plan is made with: the reading settings every format shares, with the
/// note placement resolved (a format's default when `--notes` is not given).
public struct PlanSettings: Sendable, Hashable {
    /// `--lang` and `--labels-lang` (``ReadingSettings/notes`` is resolved into ``notes``).
    public var reading: ReadingSettings
    /// Where note bodies go.
    public var notes: NotePlacement

    /// `reading`'s placement, else `defaultNotes`.
    public init(reading: ReadingSettings = ReadingSettings(), defaultNotes: NotePlacement = .endOfSection) {
        self.notes = reading.notes ?? defaultNotes
        self.reading = reading
        self.reading.notes = notes
    }
}

extension ReadingPlan {
    /// `inlines` without a leading note label (`1`, `[1]`, `1.`, `1)`) followed by a space,
    /// or a label that is a link of its own (the note's link back to its reference,
    /// LibreOffice's `<a class="sdfootnotesym">1</a>The note`) with no space after it.
    public static func droppingLabel(_ label: String, from inlines: [Inline]) -> [Inline] {
        guard !label.isEmpty else { return inlines }
        if case .text(let first, let style)? = inlines.first, style.link != nil,
           case .text(let next, _)? = inlines.dropFirst().first, next.first?.isLetter == true {
            let shown: String = first.trimmingWhitespace()
            let forms: [String] = [label, "[\(label)]", "\(label).", "(\(label))"]
            if forms.contains(shown) { return Array(inlines.dropFirst()) }
        }
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
}
