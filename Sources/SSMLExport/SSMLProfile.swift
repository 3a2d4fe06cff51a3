import ReadingModel
/// A speech engine's dialect of SSML: what it accepts and how big a request may be.
/// Sources for every rule are listed in `docs/ssml.md`.
public enum SSMLProfile: String, Sendable, Hashable, CaseIterable, Codable {
    /// Strict W3C SSML 1.1.
    case generic
    /// Amazon Polly (neural voices).
    case polly
    /// Azure AI Speech.
    case azure
    /// Google Cloud Text-to-Speech.
    case google
    /// eSpeak NG (`espeak-ng -m`).
    case espeak

    /// The per-request limit of the engine, used when `--max-chars` is not given, from
    /// its ``SSMLEngineTable``. Polly: 3000 billed characters per `SynthesizeSpeech` (6000
    /// with tags); Google: 5000 bytes of SSML per request; Azure: 64 KB per request.
    public var defaultMaxChars: Int? {
        SSMLEngineTable.of(self).maxRequestSize
    }

    /// The engine table of this profile.
    public var table: SSMLEngineTable { SSMLEngineTable.of(self) }

    /// The voice Azure needs when `--voice` is not given: a multilingual neural voice, so
    /// `<lang>` switches work.
    public static let defaultAzureVoice = "en-US-AvaMultilingualNeural"

    /// Whether text content writes an apostrophe between letters as `&apos;`: Polly's
    /// "Reserved characters in SSML" asks for it when the mark is used as an apostrophe (not
    /// as a quotation mark); the other engines read the mark itself, and eSpeak NG reads
    /// `!&apos;` as "exclamation".
    var escapesApostropheInText: Bool { self == .polly }

    /// Whether the engine documents `<phoneme>`.
    var supportsPhoneme: Bool { self != .espeak }

    /// Whether the engine documents `<emphasis>` (Polly's neural voices do not).
    var supportsEmphasis: Bool { self != .polly }

    /// Phonetic alphabets the engine documents.
    func accepts(alphabet: String) -> Bool {
        let name = alphabet.lowercased()
        switch self {
        case .generic: return name == "ipa" || name.hasPrefix("x-")
        case .polly, .google: return name == "ipa" || name == "x-sampa"
        case .azure: return name == "ipa" || name == "sapi" || name == "ups" || name == "x-sampa"
        case .espeak: return false
        }
    }

    /// The `<say-as interpret-as>` value for reading digits one by one.
    var digitsInterpretation: String {
        switch self {
        case .polly: return "digits"
        case .azure: return "number_digit"
        case .espeak: return "tts:digits"
        case .generic, .google: return "characters"
        }
    }

    /// The heading prosody attributes (Polly's neural voices ignore pitch).
    ///
    /// Azure reads an unsigned percentage as a relative change ("90%" is +90%, almost double
    /// speed), so its rate is the documented multiplier form "0.9", which the SSML 1.1
    /// schema also accepts (`rate.datatype` includes a non-negative number).
    var headingProsody: String {
        switch self {
        case .polly: return #"rate="90%" volume="loud""#
        case .azure: return #"pitch="+10%" rate="0.9""#
        default: return #"pitch="+10%" rate="90%""#
        }
    }

    /// The start of every document, up to the content.
    func header(language: String, voice: String?) -> String {
        let lang = SSMLEscaping.escape(language)
        switch self {
        case .generic, .espeak:
            return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="\#(lang)">"# + "\n"
        case .polly, .google:
            // Both take the language from the request's voice, and show a bare root.
            return "<speak>\n"
        case .azure:
            let name = SSMLEscaping.escape(voice ?? Self.defaultAzureVoice)
            return #"<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="\#(lang)">"#
                + #"<voice name="\#(name)">"# + "\n"
        }
    }

    /// The end of every document.
    var footer: String {
        self == .azure ? "</voice></speak>\n" : "</speak>\n"
    }

    /// A synchronisation mark: Azure calls it `<bookmark mark>`.
    func mark(_ name: String) -> String {
        let value = SSMLEscaping.markName(name)
        return self == .azure ? #"<bookmark mark="\#(value)"/>"# : #"<mark name="\#(value)"/>"#
    }

    /// Whether a change of language goes inside each sentence rather than around the block:
    /// Azure does not take `<lang>` around `<break>` or `<prosody>`.
    var languageInsideSentences: Bool { self == .azure }

    /// Whether chunked documents name marks `m1`, `m2` … (the cloud engines, billed and
    /// limited per request) rather than by block id.
    var shortMarkNames: Bool { self == .polly || self == .azure || self == .google }

    /// Opens a change of language; eSpeak NG switches with `<voice xml:lang>` instead of
    /// SSML 1.1's `<lang>`.
    func openLanguage(_ language: String) -> String {
        let lang = SSMLEscaping.escape(language)
        return self == .espeak ? #"<voice xml:lang="\#(lang)">"# : #"<lang xml:lang="\#(lang)">"#
    }

    func closeLanguage() -> String {
        self == .espeak ? "</voice>" : "</lang>"
    }
}
