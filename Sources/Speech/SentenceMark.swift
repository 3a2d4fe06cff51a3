/// A sentence's mark as data: the block it reads, its number there and, for a sentence cut
/// to fit an engine's request, which part. Its ``name`` is the `<mark name>` of
/// `--to ssml` and the reader page's sentence id; nothing reads a mark back out of
/// rendered markup.
public struct SentenceMark: Sendable, Hashable {
    /// The id of the block the sentence belongs to (`ch1.xhtml#p3`).
    public var block: String
    /// The sentence's number within the block, from 1. The parts of a cut sentence share
    /// it, so the sentences after it keep their numbers.
    public var number: Int
    /// The part (1, 2 ...) of a sentence cut because it alone exceeded a request; `nil`
    /// for a sentence said whole.
    public var part: Int?

    public init(block: String, number: Int, part: Int? = nil) {
        self.block = block
        self.number = number
        self.part = part
    }

    /// `BLOCKID:sN`; a later part of a cut sentence `BLOCKID:sN.P` (its first part keeps
    /// the sentence's own name).
    public var name: String {
        guard let part, part > 1 else { return "\(block):s\(number)" }
        return "\(block):s\(number).\(part)"
    }
}
