import ReadingModel
/// What one speech engine documents: the elements and attributes it takes, the value forms
/// of those attributes, its request limits and its locales. The same table is in
/// `docs/ssml.md` with the engine pages it comes from; the tests check every profile's
/// output against it.
public struct SSMLEngineTable: Sendable {
    /// How a request's size is counted.
    public enum SizeUnit: String, Sendable {
        /// UTF-8 bytes of the whole document, tags included (Google, Azure).
        case bytes
        /// Characters of the text only, tags excluded (Polly's billed characters).
        case billedCharacters
    }

    /// Element name (with its prefix, if any) to the attributes it may carry.
    public private(set) var elements: [String: Set<String>]
    /// `element@attribute` to a regular expression its whole value must match.
    public private(set) var values: [String: String]
    /// Largest request in ``sizeUnit``; `nil` when the engine has none.
    public let maxRequestSize: Int?
    public let sizeUnit: SizeUnit
    /// Polly: the whole document, tags included, is also limited (6000 characters).
    public let maxTotalCharacters: Int?
    /// Longest audio one request may give, in seconds (Azure: 10 minutes).
    public let maxAudioSeconds: Int?
    /// Full locales the engine speaks (`fr-FR`), first per language its default; `nil`:
    /// any well-formed tag.
    public let locales: [String]?
    /// Languages the engine speaks by their bare tag (eSpeak NG's voices are `fr`, `de`).
    public let bareLanguages: Set<String>
    /// Languages the engine speaks in a request of their own but does not switch to with
    /// `<lang>` inside one (Google: Arabic and Hebrew are silent, Japanese Kanji is read as
    /// Chinese).
    public var noLangSwitch: Set<String> = []

    /// Speaking rate used to estimate a request's audio length from its words.
    public static let wordsPerMinute = 150

    static let number = #"[0-9]+(\.[0-9]+)?"#
    static let lang = "[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*"
    static let breakTime = "\(number)(s|ms)"
    static let strength = "none|x-weak|weak|medium|strong|x-strong"
    static let volumeWords = "silent|x-soft|soft|medium|loud|x-loud|default"
    static let rateWords = "x-slow|slow|medium|fast|x-fast|default"
    static let pitchWords = "x-low|low|medium|high|x-high|default"

    /// The table of `profile` for `voice`: Polly's standard voices also take `<emphasis>`,
    /// prosody `pitch` and `say-as` characters (neural, long-form and generative voices
    /// hand a sentence with characters to the standard voice); an Azure voice that is not
    /// multilingual takes no `<lang>`.
    public static func of(_ profile: SSMLProfile, voice: SSMLVoice) -> SSMLEngineTable {
        var table = of(profile)
        if profile == .polly, voice.type == .standard {
            table.elements["emphasis"] = ["level"]
            table.elements["prosody"]?.insert("pitch")
            table.values["emphasis@level"] = "strong|moderate|reduced"
            table.values["prosody@pitch"] = "\(pitchWords)|[+-]\(number)%"
            table.values["say-as@interpret-as"] = "characters|spell-out|digits"
        }
        if !voice.switchesLanguage { table.elements["lang"] = nil }
        return table
    }

    /// The table of `profile` with its default voice (Polly: neural; Azure: a
    /// multilingual voice).
    public static func of(_ profile: SSMLProfile) -> SSMLEngineTable {
        switch profile {
        case .generic: return generic
        case .polly: return polly
        case .azure: return azure
        case .google: return google
        case .espeak: return espeak
        }
    }

    /// W3C SSML 1.1 (the parts we write; the schema test checks the rest).
    static let generic = SSMLEngineTable(
        elements: [
            "speak": ["version", "xml:lang", "xmlns"], "p": [], "s": [], "lang": ["xml:lang"],
            "mark": ["name"], "break": ["time", "strength"], "prosody": ["pitch", "rate", "volume"],
            "emphasis": ["level"], "say-as": ["interpret-as"], "sub": ["alias"], "phoneme": ["ph", "alphabet"],
        ],
        values: [
            "speak@version": "1\\.1", "break@time": breakTime, "break@strength": strength,
            "prosody@pitch": "\(pitchWords)|[+-]\(number)(Hz|st|%)|\(number)Hz",
            "prosody@rate": "\(rateWords)|\(number)%|\(number)",
            "prosody@volume": "\(volumeWords)|[+-]?\(number)dB",
            "emphasis@level": "strong|moderate|none|reduced",
            "phoneme@alphabet": "ipa|x-[A-Za-z0-9-]+", "lang@xml:lang": lang, "speak@xml:lang": lang,
            "say-as@interpret-as": "characters",
        ],
        maxRequestSize: nil, sizeUnit: .bytes, maxTotalCharacters: nil, maxAudioSeconds: nil,
        locales: nil, bareLanguages: [])

    /// Amazon Polly, neural voices: no `<emphasis>`, prosody without pitch; 3000 billed
    /// characters (tags excluded) and 6000 in all per `SynthesizeSpeech`.
    static let polly = SSMLEngineTable(
        elements: [
            "speak": [], "p": [], "s": [], "lang": ["xml:lang"], "mark": ["name"], "break": ["time", "strength"],
            "prosody": ["rate", "volume"], "say-as": ["interpret-as"], "sub": ["alias"], "phoneme": ["ph", "alphabet"],
        ],
        values: [
            "break@time": breakTime, "break@strength": strength,
            "prosody@rate": "\(rateWords)|\(number)%", "prosody@volume": "\(volumeWords)|[+-]\(number)dB",
            // Neural voices: "characters" would send the sentence to the standard voice.
            "phoneme@alphabet": "ipa|x-sampa", "say-as@interpret-as": "digits",
            "lang@xml:lang": localePattern(pollyLocales),
        ],
        maxRequestSize: 3000, sizeUnit: .billedCharacters, maxTotalCharacters: 6000, maxAudioSeconds: nil,
        locales: pollyLocales, bareLanguages: [])

    /// Azure AI Speech: SSML 1.0 root with `<voice>`, `<bookmark>`; 64 KB and 10 minutes of
    /// audio per request.
    static let azure = SSMLEngineTable(
        elements: [
            "speak": ["version", "xml:lang", "xmlns"], "voice": ["name"], "p": [], "s": [], "lang": ["xml:lang"],
            "bookmark": ["mark"], "break": ["time", "strength"], "prosody": ["pitch", "rate", "volume"],
            "emphasis": ["level"], "say-as": ["interpret-as"], "sub": ["alias"], "phoneme": ["ph", "alphabet"],
        ],
        values: [
            "speak@version": "1\\.0", "break@time": breakTime, "break@strength": strength,
            // No unsigned percentage: Azure reads "90%" as +90%.
            "prosody@rate": "\(rateWords)|[+-]\(number)%|\(number)",
            "prosody@pitch": "\(pitchWords)|[+-]\(number)(Hz|st|%)|\(number)Hz",
            "prosody@volume": "\(volumeWords)|[+-]?\(number)%?|\(number)",
            "emphasis@level": "strong|moderate|none|reduced",
            "phoneme@alphabet": "ipa|sapi|ups|x-sampa", "say-as@interpret-as": "characters|number_digit",
            "speak@xml:lang": localePattern(azureLocales), "lang@xml:lang": localePattern(azureLocales),
        ],
        maxRequestSize: 65_536, sizeUnit: .bytes, maxTotalCharacters: nil, maxAudioSeconds: 600,
        locales: azureLocales, bareLanguages: [])

    /// Google Cloud Text-to-Speech: 5000 bytes of SSML per request.
    static let google = SSMLEngineTable(
        elements: [
            "speak": [], "p": [], "s": [], "lang": ["xml:lang"], "mark": ["name"], "break": ["time", "strength"],
            "prosody": ["pitch", "rate", "volume"], "emphasis": ["level"], "say-as": ["interpret-as"],
            "sub": ["alias"], "phoneme": ["ph", "alphabet"],
        ],
        values: [
            "break@time": breakTime, "break@strength": strength,
            "prosody@pitch": "\(pitchWords)|[+-]\(number)(st|%)",
            "prosody@rate": "\(rateWords)|\(number)%", "prosody@volume": "\(volumeWords)|[+-]\(number)dB",
            "emphasis@level": "strong|moderate|none|reduced",
            "phoneme@alphabet": "ipa|x-sampa", "say-as@interpret-as": "characters",
            "lang@xml:lang": localePattern(googleLocales),
        ],
        maxRequestSize: 5000, sizeUnit: .bytes, maxTotalCharacters: nil, maxAudioSeconds: nil,
        locales: googleLocales, bareLanguages: [], noLangSwitch: ["ar", "he", "ja"])

    /// eSpeak NG (`espeak-ng -m`): languages switch with `<voice xml:lang>`; no `<phoneme>`
    /// nor `<lang>`; no request limit.
    static let espeak = SSMLEngineTable(
        elements: [
            "speak": ["version", "xml:lang", "xmlns"], "voice": ["xml:lang"], "p": [], "s": [], "mark": ["name"],
            "break": ["time", "strength"], "prosody": ["pitch", "rate", "volume"], "emphasis": ["level"],
            "say-as": ["interpret-as"], "sub": ["alias"],
        ],
        values: [
            "speak@version": "1\\.1", "break@time": breakTime, "break@strength": strength,
            "prosody@pitch": "\(pitchWords)|[+-]?\(number)%?", "prosody@rate": "\(rateWords)|\(number)%",
            "prosody@volume": "\(volumeWords)|[+-]\(number)dB",
            "emphasis@level": "none|reduced|moderate|strong|x-strong",
            "say-as@interpret-as": "characters|tts:char|tts:key|tts:digits",
            "speak@xml:lang": lang, "voice@xml:lang": lang,
        ],
        maxRequestSize: nil, sizeUnit: .bytes, maxTotalCharacters: nil, maxAudioSeconds: nil,
        locales: nil, bareLanguages: espeakLanguages)

    static func localePattern(_ locales: [String]) -> String {
        locales.joined(separator: "|")
    }

    /// Polly's languages (Languages in Amazon Polly).
    static let pollyLocales = [
        "en-US", "en-GB", "en-AU", "en-IN", "en-NZ", "en-ZA", "en-IE", "en-GB-WLS", "fr-FR", "fr-CA", "fr-BE",
        "de-DE", "de-AT", "de-CH", "es-ES", "es-MX", "es-US", "it-IT", "pt-PT", "pt-BR", "nl-NL", "nl-BE",
        "ja-JP", "ko-KR", "cmn-CN", "yue-CN", "arb", "ar-AE", "da-DK", "fi-FI", "hi-IN", "is-IS", "nb-NO",
        "pl-PL", "ro-RO", "ru-RU", "sv-SE", "tr-TR", "cy-GB", "ca-ES", "cs-CZ",
    ]

    /// Azure's text-to-speech locales (Language support, the most used ones).
    static let azureLocales = [
        "en-US", "en-GB", "en-AU", "en-CA", "en-IE", "en-IN", "en-NZ", "en-ZA", "fr-FR", "fr-CA", "fr-BE", "fr-CH",
        "de-DE", "de-AT", "de-CH", "es-ES", "es-MX", "es-US", "it-IT", "pt-BR", "pt-PT", "nl-NL", "nl-BE",
        "ja-JP", "ko-KR", "zh-CN", "zh-HK", "zh-TW", "ar-SA", "ar-EG", "ar-AE", "ar-MA", "da-DK", "fi-FI",
        "hi-IN", "is-IS", "nb-NO", "pl-PL", "ro-RO", "ru-RU", "sv-SE", "tr-TR", "cy-GB", "ca-ES", "cs-CZ",
        "el-GR", "he-IL", "hu-HU", "id-ID", "uk-UA", "vi-VN", "th-TH", "ga-IE", "eu-ES", "gl-ES",
        // Also spoken by the multilingual voices (Language support, text to speech).
        "af-ZA", "am-ET", "az-AZ", "bg-BG", "bn-IN", "bs-BA", "et-EE", "fa-IR", "fil-PH", "gu-IN", "hr-HR",
        "hy-AM", "jv-ID", "ka-GE", "kk-KZ", "km-KH", "kn-IN", "lo-LA", "lt-LT", "lv-LV", "mk-MK", "ml-IN",
        "mn-MN", "mr-IN", "ms-MY", "mt-MT", "my-MM", "ne-NP", "ps-AF", "si-LK", "sk-SK", "sl-SI", "so-SO",
        "sq-AL", "sr-RS", "su-ID", "sw-KE", "ta-IN", "te-IN", "ur-PK", "uz-UZ", "zu-ZA",
    ]

    /// Google's text-to-speech locales (Supported voices and languages).
    static let googleLocales = [
        "en-US", "en-GB", "en-AU", "en-IN", "fr-FR", "fr-CA", "de-DE", "es-ES", "es-US", "it-IT", "pt-BR",
        "pt-PT", "nl-NL", "nl-BE", "ja-JP", "ko-KR", "cmn-CN", "cmn-TW", "yue-HK", "ar-XA", "da-DK", "fi-FI",
        "hi-IN", "is-IS", "nb-NO", "pl-PL", "ro-RO", "ru-RU", "sv-SE", "tr-TR", "ca-ES", "cs-CZ", "el-GR",
        "he-IL", "hu-HU", "id-ID", "uk-UA", "vi-VN", "th-TH", "eu-ES", "gl-ES",
    ]

    /// eSpeak NG's languages (`espeak-ng --voices`), without Japanese: its `ja` voice reads
    /// kana only, not the kanji of ordinary text.
    static let espeakLanguages: Set<String> = [
        "af", "am", "an", "ar", "as", "az", "ba", "be", "bg", "bn", "bs", "ca", "cmn", "cs", "cy", "da", "de",
        "el", "en", "en-gb", "en-us", "eo", "es", "es-419", "et", "eu", "fa", "fi", "fr", "fr-be", "fr-ch",
        "fr-fr", "ga", "gd", "grc", "gu", "he", "hi", "hr", "hu", "hy", "ia", "id", "is", "it", "ka", "kk", "kn",
        "ko", "ky", "la", "lb", "lt", "lv", "mi", "mk", "ml", "mr", "ms", "mt", "my", "nb", "ne", "nl", "no", "or",
        "pa", "pl", "pt", "pt-br", "ro", "ru", "si", "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr",
        "tt", "uk", "ur", "uz", "vi", "yue",
    ]

    /// The engine's locale for a BCP 47 tag: the tag's own region when the engine speaks
    /// it, else the engine's default locale for the language; `nil` when the engine does not
    /// speak the language. Engines without a locale list take the tag as written.
    public func locale(for tag: String) -> String? {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased(), !language.isEmpty else { return nil }
        if !bareLanguages.isEmpty {
            let lower = tag.lowercased()
            if bareLanguages.contains(lower) { return lower }
            // eSpeak NG's Mandarin voice is `cmn` and answers to `zh` (`espeak-ng --voices=zh`).
            if language == "zh", bareLanguages.contains("cmn") {
                return lower.contains("yue") || lower.hasSuffix("-hk") ? "yue" : "cmn"
            }
            return bareLanguages.contains(language) ? language : nil
        }
        guard let locales else { return tag }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        // Chinese is "cmn" at Polly and Google, "zh" at Azure.
        let aliases: [String: [String]] = ["zh": ["zh", "cmn", "yue"], "cmn": ["cmn", "zh"], "ar": ["ar", "arb"], "no": ["nb"], "nb": ["nb"]]
        let names = aliases[language] ?? [language]
        let candidates = locales.filter { locale in
            let base = locale.split(separator: "-").first.map { $0.lowercased() } ?? ""
            return names.contains(base)
        }
        if let region, let exact = candidates.first(where: { $0.uppercased().hasSuffix("-" + region.uppercased()) }) {
            return exact
        }
        return candidates.first
    }
}

/// Maps the book's language tags to the engine's locales while one book is spoken, and
/// remembers the languages the engine (or the voice) does not switch to, warned about once
/// each.
final class SSMLLocales {
    let table: SSMLEngineTable
    let voice: SSMLVoice
    let profile: SSMLProfile
    /// Languages read in the surrounding voice, each with why, in the order met.
    private(set) var unswitched: [(language: String, reason: ExportWarning.LanguageSwitchRefusal)] = []
    /// Languages whose math was spoken with English words (no word table), once each.
    private(set) var mathInEnglish: [String] = []

    /// Remembers that math in `tag` was read in English.
    func noteMathInEnglish(_ tag: String) {
        let language = Self.language(of: tag)
        if !mathInEnglish.contains(language) { mathInEnglish.append(language) }
    }

    init(profile: SSMLProfile, voice: SSMLVoice) {
        self.profile = profile
        self.voice = voice
        table = SSMLEngineTable.of(profile, voice: voice)
    }

    static func language(of tag: String) -> String {
        (tag.split(separator: "-").first.map(String.init) ?? tag).lowercased()
    }

    /// The engine's locale for `tag`; `nil` (and a warning) when the engine or the voice
    /// does not switch to the language, so the surrounding voice goes on. `inSentence`: the
    /// switch would stand inside a sentence.
    func locale(for tag: String, inSentence: Bool = false) -> String? {
        let language = Self.language(of: tag)
        guard let locale = table.locale(for: tag) else {
            note(language, .engineLacksLanguage(engine: profile.rawValue))
            return nil
        }
        if !voice.switchesLanguage {
            note(language, .voiceNotMultilingual(voice: voice.name ?? ""))
            return nil
        }
        if table.noLangSwitch.contains(language) {
            note(language, .noSwitchInsideRequest(engine: profile.rawValue))
            return nil
        }
        if inSentence, !voice.langInsideSentences {
            note(language, .onlyAroundSentences(engine: profile.rawValue))
            return nil
        }
        return locale
    }

    private func note(_ language: String, _ reason: ExportWarning.LanguageSwitchRefusal) {
        if !unswitched.contains(where: { $0.language == language }) { unswitched.append((language, reason)) }
    }
}
