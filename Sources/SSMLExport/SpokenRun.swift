import MathRender
import ReadingModel
/// A stretch of a block's text with one way of being spoken.
struct SpokenRun: Sendable {
    enum Kind: Sendable, Equatable {
        case plain
        /// `<sub alias>`: an abbreviation's expansion or a lexicon alias.
        case alias(String)
        /// `<phoneme>`.
        case phoneme(ph: String, alphabet: String)
        /// `<say-as interpret-as="characters">`: spelled out.
        case characters
        /// Digits one by one.
        case digits
        /// Source code: punctuation spoken by name.
        case code
        /// A pause in spoken math: `<break>`; its text is the punctuation plain speech writes.
        case pause(MathSpeechPause)
        /// A capital letter in math, said at a raised pitch (ClearSpeak's Caps, Auto):
        /// `<prosody pitch>`, with the letter's engine name as an alias when it has one; a
        /// voice that takes no pitch says `word` ("cap") before it.
        case raisedPitch(alias: String?, word: String)

        /// Runs that must stay inside one sentence (one element cannot be split).
        var isAtomic: Bool {
            switch self {
            case .alias, .phoneme, .characters, .digits, .raisedPitch: return true
            case .plain, .code, .pause: return false
            }
        }
    }

    /// UTF-16 offsets into the block's text.
    var start: Int
    var end: Int
    var kind: Kind
    /// A language other than the block's, for `<lang>`.
    var language: String?
    /// Say "link" after this run (the last run of a link).
    var announcesLink = false
}

/// A block's spoken text, ready to be cut into sentences.
struct SpokenText: Sendable {
    var units: [UInt16] = []
    var runs: [SpokenRun] = []
    /// Print page breaks inside the text, by UTF-16 offset.
    var pageBreaks: [(offset: Int, page: PageBreak)] = []
    /// Which node's inline each stretch of units reads, in order (the tool's words in
    /// between come from none).
    var origins: [TextOrigin] = []
    /// The tool's words for what is announced inside the text (pages, links).
    let labels: Labels

    init(labels: Labels) {
        self.labels = labels
    }

    var isBlank: Bool {
        !units.contains { unit in !(unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0xA0) }
    }

    mutating func append(_ text: String, _ kind: SpokenRun.Kind, language: String? = nil) {
        guard !text.isEmpty else { return }
        let start = units.count
        units.append(contentsOf: text.utf16)
        // One pronunciation over text with an inline element inside (`ssml:ph` on a span
        // holding `<em>`) comes as two inlines: it is still one `<phoneme>`, said once.
        if kind.isAtomic, let last = runs.last, last.kind == kind, last.language == language, last.end == start,
           !last.announcesLink {
            runs[runs.count - 1].end = units.count
            return
        }
        runs.append(SpokenRun(start: start, end: units.count, kind: kind, language: language))
    }
}
