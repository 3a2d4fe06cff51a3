import ReadingModel
/// Where a spoken sentence starts among a plan node's inlines.
public struct SentencePosition: Sendable, Hashable, Comparable {
    /// Index into the node's ``PlanNode/inlines``.
    public var inline: Int
    /// UTF-16 offset into that inline's text; 0 for an image, a formula or a line break.
    public var offset: Int

    public init(inline: Int, offset: Int) {
        self.inline = inline
        self.offset = offset
    }

    public static func < (a: SentencePosition, b: SentencePosition) -> Bool {
        (a.inline, a.offset) < (b.inline, b.offset)
    }
}

/// One sentence the SSML marks (`<mark name="BLOCKID:sN"/>`), and where another rendering
/// of the same reading plan finds it.
public struct SpokenSentence: Sendable, Hashable {
    /// The sentence's mark, as data: its block and number.
    public var markID: SentenceMark
    /// The mark's name, `BLOCKID:sN` (before any shortening for the cloud engines).
    public var mark: String { markID.name }
    /// What is said, as written: "Image: a tide chart.", "Name: Alice", "Note 3.".
    public var text: String
    /// The id of the plan node whose inlines hold the sentence's start: the marked block
    /// itself, or for a table row the cell (or the cell's paragraph) it starts in.
    public var node: String
    /// Where in that node's inlines it starts; `nil` for a sentence of the tool's own
    /// words only ("Note 3.", "Image: a tide chart.", a formula), which is about the node
    /// as a whole.
    public var start: SentencePosition?

    public init(markID: SentenceMark, text: String, node: String, start: SentencePosition?) {
        self.markID = markID
        self.text = text
        self.node = node
        self.start = start
    }
}

/// Every sentence of a book's speech, in reading order: the speech's own sentence split
/// and mark names, for a rendering that must agree with them (the reader page marks each
/// sentence with the mark's name as its id).
public struct SentenceMap: Sendable {
    public let sentences: [SpokenSentence]
    private let byNode: [String: [Int]]

    public init(_ sentences: [SpokenSentence]) {
        self.sentences = sentences
        var byNode: [String: [Int]] = [:]
        for (index, sentence) in sentences.enumerated() { byNode[sentence.node, default: []].append(index) }
        self.byNode = byNode
    }

    /// The sentences that start in `node` (or, with no start, are about it), in order.
    public func sentences(in node: String) -> [SpokenSentence] {
        (byNode[node] ?? []).map { sentences[$0] }
    }
}
