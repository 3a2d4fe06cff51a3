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
    /// The mark's name, `BLOCKID:sN` (before any shortening for the cloud engines).
    public var mark: String
    /// What is said, as written: "Image: a tide chart.", "Name: Alice", "Note 3.".
    public var text: String
    /// The id of the plan node whose inlines hold the sentence's start: the marked block
    /// itself, or for a table row the cell (or the cell's paragraph) it starts in.
    public var node: String
    /// Where in that node's inlines it starts; `nil` for a sentence of the tool's own
    /// words only ("Note 3.", "Image: a tide chart.", a formula), which is about the node
    /// as a whole.
    public var start: SentencePosition?
}

/// Every sentence of a book's speech, in reading order: the SSML exporter's own sentence
/// split and mark names, for a rendering that must agree with them (the reader page marks
/// each sentence with the mark's name as its id).
public struct SentenceMap: Sendable {
    public let sentences: [SpokenSentence]
    private let byNode: [String: [Int]]

    init(_ sentences: [SpokenSentence]) {
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

/// Where the units of a spoken text came from: which node's inline.
struct TextOrigin: Sendable {
    var start: Int
    var end: Int
    var node: String
    var inline: Int
    /// An image, formula or line break: its spoken units are not its inline's text.
    var atomic: Bool
}

extension SpokenText {
    /// The start of a sentence whose words begin at `offset` in the spoken units and end
    /// before `end`: the inline holding it, or the first inline after the tool's words
    /// in front of it (a column header, "Note 3."); `nil` when the sentence holds only
    /// the tool's words.
    func position(at offset: Int, end: Int, fallback node: String) -> (node: String, start: SentencePosition?) {
        guard let origin = origins.first(where: { $0.end > offset }), origin.start < end else { return (node, nil) }
        if origin.start >= offset || origin.atomic {
            return (origin.node, SentencePosition(inline: origin.inline, offset: 0))
        }
        return (origin.node, SentencePosition(inline: origin.inline, offset: offset - origin.start))
    }
}

extension SSMLExporter {
    /// The sentences this exporter marks for `book`, with the same split, numbering and
    /// names as its SSML, in reading order.
    public func sentenceMap(_ plan: ReadingPlan) throws(ExportError) -> SentenceMap {
        let prepared = try prepare(plan)
        let blocks = spokenBlocks(plan, language: prepared.language, locales: prepared.locales,
                                  sentenceBudget: prepared.sentenceBudget)
        return SentenceMap(blocks.flatMap { $0.pieces.compactMap(\.sentence) })
    }
}
