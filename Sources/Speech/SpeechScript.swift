import ReadingModel

/// What a speech engine in this process says for a book: one SSML document per content
/// document, each sentence preceded by a short mark (`m1`, `m2` ...) whose position in the
/// audio is the sentence's start. Narration (`--to narrated-epub`, `--to mp3`) speaks it;
/// the SSML is what `--to ssml` writes for the same profile, with the marks renamed so
/// that an engine's mark-name limits never matter. The SSML and its sentences come from
/// the same spoken blocks: no one reads marks back out of the markup.
public struct SpeechScript: Sendable {
    /// The speech's language (`--lang`, else the book's, else English).
    public var language: String
    public var documents: [SpeechDocument]

    public init(language: String, documents: [SpeechDocument]) {
        self.language = language
        self.documents = documents
    }
}

/// The speech for one content document.
public struct SpeechDocument: Sendable {
    /// Index into ``Book/documents``.
    public var document: Int
    /// The document's book-relative href.
    public var href: String
    /// A complete SSML document.
    public var ssml: String
    /// The sentences, in the order they are spoken.
    public var sentences: [SpeechSentence]

    public init(document: Int, href: String, ssml: String, sentences: [SpeechSentence]) {
        self.document = document
        self.href = href
        self.ssml = ssml
        self.sentences = sentences
    }
}

/// One spoken sentence: the unit of synchronisation.
public struct SpeechSentence: Sendable, Hashable {
    /// The mark just before it in ``SpeechDocument/ssml``.
    public var mark: String
    /// The id of the block it reads (`ch1.xhtml#p3`; `exporttool:...` for the tool's own words).
    public var blockID: String
    /// Its number within the block (the `BLOCKID:sN` mark of `--to ssml`), when it has one.
    public var number: Int?
    /// The written text it reads.
    public var text: String
    /// The skippable structure it belongs to (`note`, `page`, `sidebar`), when it does.
    public var skippable: String?

    public init(mark: String, blockID: String, number: Int?, text: String, skippable: String?) {
        self.mark = mark
        self.blockID = blockID
        self.number = number
        self.text = text
        self.skippable = skippable
    }
}
