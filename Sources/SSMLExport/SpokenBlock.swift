import ReadingModel
/// One piece of speech, the unit chunking cuts at: a sentence (`<s>...</s>`) or a pause.
struct SpokenPiece: Sendable {
    /// Complete, balanced SSML.
    var markup: String
    /// The written text it reads, for the chunk manifest; empty for pauses.
    var text: String
    /// The mark of this sentence when it is a part of a sentence that alone exceeded the
    /// chunk limit and was split.
    var splitMark: String? = nil
    /// The sentence this piece says and where it starts in the plan's inlines; `nil` for
    /// pauses and page numbers.
    var sentence: SpokenSentence? = nil
    /// What kind of skippable structure the piece reads (`page`), when it is one.
    var skippable: String? = nil
}

/// The speech for one block: `open`, its pieces, `close` (`<p>` ... `</p>`, maybe inside
/// `<lang>`). Chunking may close a block after any piece and reopen it in the next chunk.
struct SpokenBlock: Sendable {
    var id: String
    var open: String
    var close: String
    var pieces: [SpokenPiece]
    /// The skippable structure the block belongs to (`note`, `sidebar`), when it does: a
    /// player can skip its sentences (DAISY's skippable structures).
    var skippable: String? = nil
    /// Index into ``Book/documents`` of the block's content document; -1 for what the
    /// tool adds.
    var document: Int = -1
    /// The block's place in the book's order (``PlanNode/sourceOrder``); -1 for what the tool adds.
    var sourceOrder: Int32 = -1
}
