import ReadingModel

/// What a speech engine in this process says for a book: one SSML document per chapter
/// (``ReadingPlan/chapters``; what comes before the first is a part of its own), each
/// sentence preceded by a short mark (`m1`, `m2` ...) whose position in the
/// audio is the sentence's start. Narration (`--to narrated-epub`, `--to mp3`) speaks it;
/// the SSML is what `--to ssml` writes for the same profile, with the marks renamed so
/// that an engine's mark-name limits never matter. The SSML and its sentences come from
/// the same spoken blocks: no one reads marks back out of the markup.
public struct SpeechScript: Sendable {
    /// The speech's language (`--lang`, else the book's, else English).
    public var language: String
    /// The chapters, in the order heard.
    public var chapters: [SpeechChapter]

    public init(language: String, chapters: [SpeechChapter]) {
        self.language = language
        self.chapters = chapters
    }
}

/// The speech for one chapter: one audio file. Within it each content document's part is
/// in that document's order, so a chapter may hold the end of one document and the start
/// of the next, and a document several chapters.
public struct SpeechChapter: Sendable {
    /// The chapter's title (``PlanChapter/title``); `nil` for what is read before the
    /// first chapter heading.
    public var title: String?
    /// A complete SSML document.
    public var ssml: String
    /// The sentences, in the order they are spoken.
    public var sentences: [SpeechSentence]

    public init(title: String?, ssml: String, sentences: [SpeechSentence]) {
        self.title = title
        self.ssml = ssml
        self.sentences = sentences
    }

    /// The content document it starts in (index into ``ReadingPlan/documents``).
    public var document: Int { sentences.first?.document ?? -1 }
    /// That document's book-relative href.
    public var href: String { sentences.first?.href ?? "" }
}

/// One spoken sentence: the unit of synchronisation.
public struct SpeechSentence: Sendable, Hashable {
    /// The mark just before it in ``SpeechChapter/ssml``.
    public var mark: String
    /// The id of the block it reads (`ch1.xhtml#p3`; `exporttool:...` for the tool's own words).
    public var blockID: String
    /// Its number within the block (the `BLOCKID:sN` mark of `--to ssml`), when it has one.
    public var number: Int?
    /// The written text it reads.
    public var text: String
    /// The skippable structure it belongs to, when it does.
    public var skippable: SkippableStructure?
    /// The content document whose speech it is (index into ``ReadingPlan/documents``) and
    /// its book-relative href: the document a media overlay synchronises it with.
    public var document: Int
    public var href: String

    public init(mark: String, blockID: String, number: Int?, text: String, skippable: SkippableStructure?, document: Int = -1,
                href: String = "") {
        self.mark = mark
        self.document = document
        self.href = href
        self.blockID = blockID
        self.number = number
        self.text = text
        self.skippable = skippable
    }
}
