import ReadingModel
/// The voice one request names, where the engine documents different SSML for different
/// voices: Polly's engines (standard, neural, long-form, generative) and Azure's
/// multilingual voices. Sources are listed in `docs/ssml.md`.
public struct SSMLVoice: Sendable, Hashable {
    /// Polly's engine (`--voice-type`); `nil` for other profiles.
    public var type: SSMLVoiceType?
    /// Azure's voice name (`--voice`), else `nil`.
    public var name: String?
    /// `false` for a voice that reads the words only (``SSMLSettings/voiceTakesPitch``).
    public var takesPitch = true

    /// The voice `settings` name for their profile: Polly's engine defaults to neural,
    /// Azure's voice to ``SSMLProfile/defaultAzureVoice``.
    public init(_ settings: SSMLSettings) {
        switch settings.profile {
        case .polly: type = settings.voiceType ?? .neural
        case .azure: name = settings.voice ?? SSMLProfile.defaultAzureVoice
        case .generic, .google, .espeak: break
        }
        takesPitch = settings.voiceTakesPitch
    }

    /// Whether the voice speaks `<say-as interpret-as="characters">` itself: Polly's
    /// neural, long-form and generative voices hand such a sentence to the standard voice
    /// ("the affected sentence will be synthesized using the related standard voice").
    public var spellsCharacters: Bool {
        guard let type else { return true }
        return type == .standard
    }

    /// Whether the voice takes `<prosody pitch>`: Polly's neural, long-form and
    /// generative voices do not (pitch is listed for standard voices only), nor Piper's.
    public var changesPitch: Bool {
        guard takesPitch, let type else { return takesPitch }
        return type == .standard
    }

    /// Whether `<lang>` may stand inside a sentence: Polly's generative voices take it
    /// "only around full sentences"; Azure takes it for multilingual voices only.
    public var langInsideSentences: Bool {
        type != .generative && switchesLanguage
    }

    /// Whether the voice switches language at all: an Azure voice that is not multilingual
    /// does not (`<lang>` is documented for multilingual voices only).
    public var switchesLanguage: Bool {
        guard let name else { return true }
        return name.contains("Multilingual")
    }

    /// Azure's voice names start with the voice's locale (`en-US-AvaMultilingualNeural`):
    /// `<speak xml:lang>` must agree with it.
    public var locale: String? {
        guard let name else { return nil }
        let parts = name.split(separator: "-", maxSplits: 2)
        guard parts.count == 3, (2...3).contains(parts[0].count), parts[0].allSatisfy(\.isLowercase),
              parts[1].count == 2, parts[1].allSatisfy(\.isUppercase) else { return nil }
        return parts[0] + "-" + parts[1]
    }
}

/// `--voice-type`: the Polly engine the request names (`Engine` in `SynthesizeSpeech`).
public enum SSMLVoiceType: String, Sendable, Hashable, CaseIterable, Codable {
    case standard, neural
    case longForm = "long-form"
    case generative
}
