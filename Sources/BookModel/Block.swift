import ReadingModel

/// What a block is, as a screen reader would announce it.
///
/// The image, page break and formula cases are `indirect` (their payload kept once on the
/// heap), so that a role, and every ``Block``, stays small.
public enum BlockRole: Sendable, Hashable {
    case heading(level: Int)
    case paragraph
    /// A list; its children are ``listItem`` blocks (or ``note`` blocks for note lists).
    case list(ordered: Bool, start: Int)
    case listItem(number: Int?)
    case blockquote
    /// Preformatted text, kept verbatim; `code` marks the "source code" textual context.
    case preformatted(code: Bool)
    case table
    case tableRow
    /// A cell; `columnSpan` and `rowSpan` are its `colspan` and `rowspan` (HTML §4.9.11:
    /// 1...1000 columns; 0...65534 rows, 0 meaning to the end of its row group), 16-bit so
    /// that a role stays small.
    case tableCell(header: Bool, columnSpan: UInt16 = 1, rowSpan: UInt16 = 1)
    /// A figure; its children are images, other content and a ``caption``.
    case figure
    case caption
    indirect case image(ImageInfo)
    case note(NoteKind)
    indirect case pageBreak(PageBreak)
    /// A thematic break (`hr`).
    case sceneBreak
    case definitionList
    case definitionTerm
    case definitionDescription
    indirect case math(MathInfo)
    /// A group of lines kept as lines (poetry, addresses): each child is one line.
    case lineGroup

    /// A short stable name, used in JSON and counts.
    public var name: String {
        switch self {
        case .heading: return "heading"
        case .paragraph: return "paragraph"
        case .list: return "list"
        case .listItem: return "listItem"
        case .blockquote: return "blockquote"
        case .preformatted: return "preformatted"
        case .table: return "table"
        case .tableRow: return "tableRow"
        case .tableCell: return "tableCell"
        case .figure: return "figure"
        case .caption: return "caption"
        case .image: return "image"
        case .note: return "note"
        case .pageBreak: return "pageBreak"
        case .sceneBreak: return "sceneBreak"
        case .definitionList: return "definitionList"
        case .definitionTerm: return "definitionTerm"
        case .definitionDescription: return "definitionDescription"
        case .math: return "math"
        case .lineGroup: return "lineGroup"
        }
    }

    /// The heading level, or `nil` when the block is not a heading.
    public var headingLevel: Int? {
        if case .heading(let level) = self { return level }
        return nil
    }
}

/// Where a block came from.
public struct BlockSource: Sendable, Hashable {
    /// Book-relative path of the content document.
    public var href: String
    /// 1-based line of the element in that document (0 when unknown).
    public var line: Int
    public init(href: String, line: Int) {
        self.href = href
        self.line = line
    }
}

/// One unit of the reading order.
///
/// Leaf blocks (paragraphs, headings, list items' paragraphs ...) carry ``inlines``;
/// containers (lists, tables, figures, notes, blockquotes ...) carry ``children``.
///
/// A book can hold millions of blocks, so the stored fields are laid out to pack: the
/// small ones side by side, the document index and source line as 32-bit numbers.
public struct Block: Sendable, Identifiable {
    /// Stable id: the source href plus the element's id (`ch1.xhtml#p3`), or a generated
    /// fragment (`ch1.xhtml#b12`) when the element has none.
    public var id: String
    public var role: BlockRole
    /// The part of the book's structure it is or is in (a glossary, an attribution).
    public var part: BookPart = .none
    /// Ordered lists and their items: the numbering style and direction (`nil` elsewhere).
    /// Format an item's marker with ``ListNumbering/markerText(for:)`` and the item's number.
    public var listNumbering: ListNumbering?
    /// After the one-byte fields, so that they fill the role's tail and the traits start
    /// on their 4-byte boundary without padding.
    public var traits: BlockTraits
    private var sourceLine: Int32
    private var documentIndex: Int32
    public var inlines: [Inline]
    public var children: [Block]
    private var sourceHref: String
    /// The id of the section the block belongs to: the nearest heading before it in
    /// its document, or the document's href when no heading precedes it.
    public var section: String
    /// Ids of the neighbouring top-level blocks in reading order; `nil` at the ends.
    public var next: String?
    public var previous: String?
    /// BCP 47 language of the block.
    public var language: String?

    /// Where the block came from.
    public var source: BlockSource {
        get { BlockSource(href: sourceHref, line: Int(sourceLine)) }
        set {
            sourceHref = newValue.href
            sourceLine = Int32(clamping: newValue.line)
        }
    }
    /// Index into ``Book/documents`` of the document the block came from.
    public var document: Int {
        get { Int(documentIndex) }
        set { documentIndex = Int32(clamping: newValue) }
    }

    public init(id: String, role: BlockRole, inlines: [Inline] = [], children: [Block] = [],
                source: BlockSource, document: Int = 0, section: String = "",
                traits: BlockTraits = [], language: String? = nil) {
        self.id = id
        self.role = role
        self.traits = traits
        self.sourceLine = Int32(clamping: source.line)
        self.documentIndex = Int32(clamping: document)
        self.inlines = inlines
        self.children = children
        self.sourceHref = source.href
        self.section = section
        self.language = language
    }

}

extension Block: InlineTree {}
