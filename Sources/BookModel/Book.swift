import ReadingModel

/// The reading-order model of one book: what every exporter reads.
public struct Book: Sendable {
    public var metadata: Metadata
    public var navigation: Navigation
    /// Top-level blocks in reading order across all spine documents (linear ones first,
    /// then `linear="no"` ones), chained by ``Block/next`` and ``Block/previous``.
    public var blocks: [Block]
    /// The spine documents in reading order.
    public var documents: [ContentDocument]
    /// Pronunciation lexicons linked from the content documents.
    public var lexicons: [Lexicon]
    /// Problems that did not stop reading the book.
    public var warnings: [BookWarning]
    /// The label of each note (by block id), taken from the first reference to it.
    public var noteLabels: [String: String] = [:]
    /// The borders the book's style sheets draw around boxes (braille border images and
    /// generated box lines, ``BoxBorder``), by the box's block id: kept beside the blocks,
    /// which stay small (a book holds millions of them and few boxes).
    public var boxBorders: [String: BoxBorder] = [:]
    /// The cells a style sheet written for braille starts paragraphs' lines in, by block
    /// id (``CellIndent``; few books have any).
    public var cellIndents: [String: CellIndent] = [:]
    /// The image files, when the reader was asked to keep them (see ``BookImages``).
    public var images = BookImages()

    public init(metadata: Metadata, navigation: Navigation = Navigation(), blocks: [Block],
                documents: [ContentDocument], lexicons: [Lexicon] = [], warnings: [BookWarning] = []) {
        self.metadata = metadata
        self.navigation = navigation
        self.blocks = blocks
        self.documents = documents
        self.lexicons = lexicons
        self.warnings = warnings
    }
}
