import ReadingModel

/// The speech engines narration can use (`--engine`).
public enum SpeechEngineKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// eSpeak NG, in this process or one per worker: fast, every language, robotic.
    case espeak
    /// Piper: neural ONNX voices on the CPU, run by Python (`piper-tts`).
    case piper

    /// The engine's own name, for manifests and the talking books' narrator.
    public var displayName: String { self == .espeak ? "eSpeak NG" : "Piper" }
}

/// Settings of narration (`--to narrated-epub`, `--to mp3`).
public struct NarrationSettings: Sendable, Hashable, Codable {
    /// The engine that speaks (`--engine`).
    public var engine: SpeechEngineKind = .espeak
    /// A voice name (`--voice`): for eSpeak NG one it lists (`en-gb`, `fr`, `de+f3` ...); for
    /// Piper a model's name (`en_US-joe-medium`) in ``voicesFolders`` or Piper's Python
    /// packages. `nil` picks the voice by the book's language, and each passage's
    /// `xml:lang` switches it.
    public var voice: String?
    /// Piper: the voice model to use (`--voice-model`, an `.onnx` file with its
    /// `.onnx.json`), before ``voice``.
    public var voiceModel: String?
    /// Piper: a voice per language (`--voice-for fr=PATH|NAME`), keyed by language tag.
    public var voiceFor: [String: String] = [:]
    /// Piper: folders of voice models (`--voices-dir`, `EXPORTTOOL_PIPER_VOICES`).
    public var voicesFolders: [String] = []
    /// Piper: the Python with `piper-tts` (`--piper-python`); `nil` is `python3` on the PATH.
    public var piperPython: String?
    /// Speaking rate in words per minute (`--rate`); `nil` is the engine's normal rate (175).
    public var rate: Int?
    /// How the audio is encoded.
    public var audio = AudioSettings()

    public init() {}

    /// The rates eSpeak NG accepts (`espeakRATE_MINIMUM` ... `espeakRATE_MAXIMUM`).
    public static let rates = 80...450

    /// Throws when a setting is out of range.
    public func validate() throws(ExportError) {
        if let rate, !Self.rates.contains(rate) {
            throw .invalidSetting(InvalidSetting(.rate, value: String(rate),
                                                requirement: .between(Self.rates.lowerBound, Self.rates.upperBound)))
        }
        switch engine {
        case .espeak:
            if let voice, !(try SpeechSynthesizer.isKnownVoice(voice)) {
                throw .invalidSetting(InvalidSetting(.voice, value: voice, requirement: .espeakVoice))
            }
        case .piper:
            if let voiceModel { _ = try PiperVoice(model: voiceModel) }
        }
        try audio.validate()
    }
}

/// The audio encoding. Only MP3 today; the format is a setting so that Opus can follow.
public struct AudioSettings: Sendable, Hashable, Codable {
    public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
        case mp3
    }

    public var format: Format = .mp3
    /// Constant bit rate in kbit/s. 32 is clear speech at eSpeak NG's 22.05 kHz mono.
    public var bitrate = 32
    /// LAME's algorithm quality, 0 (best, slowest) to 9 (fastest); 7 is LAME's "fast"
    /// setting, ample for synthetic speech.
    public var quality = 7

    public init() {}

    /// Bit rates MPEG-2 layer III allows at 22.05 kHz.
    public static let bitrates = [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

    public var fileExtension: String { format.rawValue }
    public var mediaType: String { "audio/mpeg" }

    public func validate() throws(ExportError) {
        if !Self.bitrates.contains(bitrate) {
            throw .invalidSetting(InvalidSetting(.bitrate, value: String(bitrate), requirement: .oneOf(Self.bitrates.map(String.init))))
        }
        if !(0...9).contains(quality) {
            throw .invalidSetting(InvalidSetting(.audioQuality, value: String(quality), requirement: .between(0, 9)))
        }
    }
}
