import ReadingModel
import Speech

/// One piece of speech, the unit chunking cuts at: a sentence (`<s>...</s>`) or a pause.
///
/// Its marks are data (names), written into the markup only when it is rendered: the
/// short names of the cloud engines and narration's `m1`, `m2` ... replace them without
/// reading markup back.
struct SpokenPiece: Sendable {
    /// The engine dialect the marks are written in.
    var profile: SSMLProfile
    /// The mark of the block the piece opens (`BLOCKID`), when it opens a marked block.
    var blockMark: String? = nil
    /// What is said before the sentence (a heading's pause); balanced SSML.
    var before: String = ""
    /// The piece's own mark: the sentence's `BLOCKID:sN` or a page's anchor.
    var mark: String? = nil
    /// The content: inside `<s>` when ``isSentence``, else as it stands (a scene break's
    /// `<break>`); balanced SSML without marks.
    var body: String
    var isSentence = true
    /// What is said after the sentence (a heading's pause).
    var after: String = ""
    /// The written text it reads, for the chunk manifest; empty for pauses.
    var text: String
    /// The mark of this sentence when it is a part of a sentence that alone exceeded the
    /// chunk limit and was split.
    var splitMark: String? = nil
    /// The sentence this piece says and where it starts in the plan's inlines; `nil` for
    /// pauses and page numbers.
    var sentence: SpokenSentence? = nil
    /// What kind of skippable structure the piece reads (`page`), when it is one.
    var skippable: SkippableStructure? = nil

    /// Complete, balanced SSML with the piece's marks.
    var markup: String {
        (blockMark.map(profile.mark) ?? "") + rendered(mark: mark)
    }

    /// The piece with `mark` as its only mark (narration's), or none.
    func rendered(mark: String?) -> String {
        let mark = mark.map(profile.mark) ?? ""
        guard isSentence else { return before + mark + body + after }
        return before + "<s>" + mark + body + "</s>" + after
    }

    /// Narration's form: one mark, `mark`, in front of everything the piece says.
    func narrated(mark: String?) -> String {
        (mark.map(profile.mark) ?? "") + rendered(mark: nil)
    }
}

/// The speech for one block: `open`, its pieces, `close` (`<p>` ... `</p>`, maybe inside
/// `<lang>`). Chunking may close a block after any piece and reopen it in the next chunk.
struct SpokenBlock: Sendable {
    var id: String
    var open: String
    var close: String
    var pieces: [SpokenPiece]
    /// The skippable structure the block belongs to, when it does: a player can skip its
    /// sentences (DAISY's skippable structures).
    var skippable: SkippableStructure? = nil
    /// Index into ``Book/documents`` of the block's content document; -1 for what the
    /// tool adds.
    var document: Int = -1
    /// The block's place in the book's order (``PlanNode/sourceOrder``); -1 for what the tool adds.
    var sourceOrder: Int32 = -1
}
