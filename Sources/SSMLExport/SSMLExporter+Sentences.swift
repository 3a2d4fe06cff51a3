import ReadingModel
import Speech

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
