import MathRender
import ReadingModel
/// Settings of the SSML export (`--to ssml`).
public struct SSMLSettings: Sendable, Hashable, Codable {
    /// Which engine the SSML is for; each emits only what its engine documents.
    public var profile: SSMLProfile = .generic
    /// Largest document in the engine's unit (Polly: billed characters, tags excluded;
    /// the others: UTF-8 bytes, tags included); `nil` takes the profile's default, `0`
    /// means one document for the whole book.
    public var maxChars: Int?
    /// Whether chunks follow the book's content documents (the default: per-chapter audio)
    /// or pack across them up to the limit.
    public var chunkBy: SSMLChunking = .chapter
    /// The user's pronunciation lexicons (`--lexicon`), applied before the book's own: the
    /// first lexicon to name a word or phrase wins.
    public var lexicons: [Lexicon] = []
    /// Voice name for engines that need one (Azure); `nil` takes the profile's default.
    public var voice: String?
    /// Polly's engine (`--voice-type`); `nil` takes neural. Neural, long-form and
    /// generative voices get no `<say-as interpret-as="characters">`.
    public var voiceType: SSMLVoiceType?
    /// Whether the voice that speaks the SSML changes its pitch for `<prosody pitch>`:
    /// narration sets it off for Piper, whose voices read the words only. A capital letter
    /// in math under Caps Auto is then said with its word ("cap A").
    public var voiceTakesPitch = true
    /// Whether print page numbers are spoken ("Page 12").
    public var pageNumbers: PageNumberPolicy = .skip
    /// Which acronyms are spelled out letter by letter.
    public var spellAcronyms: AcronymPolicy = .abbr
    /// Says "link" after the text of each link.
    public var announceLinks = false
    /// Says "List of 3 items." before each list.
    public var announceLists = false
    /// How headings sound.
    public var headingStyle: HeadingStyle = .prosody
    /// The pause before and after a heading, in milliseconds.
    public var headingPause = 600
    /// How MathML is read aloud (`--math-speech`).
    public var mathSpeech: MathSpeechStyle = .clearSpeak
    /// The reader's ClearSpeak preferences for math read aloud (`--math-prefs`).
    public var mathOptions = MathSpeechOptions.spokenOutputDefaults

    public init() {}

    /// The document size limit in force: the explicit one, else the profile's.
    public var effectiveMaxChars: Int? {
        if let maxChars { return maxChars > 0 ? maxChars : nil }
        return profile.defaultMaxChars
    }
}

/// `--chunk-by`: `chapter` never puts two content documents in one chunk; `size` packs
/// sentences across them up to the limit.
public enum SSMLChunking: String, Sendable, Hashable, CaseIterable, Codable {
    case chapter, size
}

/// `--page-numbers`.
public enum PageNumberPolicy: String, Sendable, Hashable, CaseIterable, Codable {
    case skip, announce
}

/// `--spell-acronyms`: `abbr` spells `<abbr>` elements without a title; `all` also bare
/// capitals ("NASA", "GPS"); `none` leaves acronyms to the engine.
public enum AcronymPolicy: String, Sendable, Hashable, CaseIterable, Codable {
    case none, abbr, all
}

/// `--heading-style`: a distinct pitch and rate, `<emphasis>`, or pauses only.
public enum HeadingStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case prosody, emphasis, pause
}
