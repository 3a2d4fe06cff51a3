import CEspeak
import Glibc
import ReadingModel
import Synchronization

/// eSpeak NG in synchronous mode: speaks SSML and hands the samples to a sink as they are
/// made, with the position of every `<mark>`.
///
/// eSpeak NG keeps its state in globals and is not safe to run twice at once in one
/// process: every call goes through one process-wide lock, and parallel narration runs
/// one synthesizer per worker process.
public enum SpeechSynthesizer {
    /// Starts eSpeak NG if it is not running; returns its sample rate (22050 Hz).
    public static func start() throws(ExportError) -> Int {
        let result: Result<Int, ExportError> = engine.withLock { engine in
            do throws(ExportError) {
                try initialize(&engine)
                return .success(engine.sampleRate)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// `true` when `voice` is a voice eSpeak NG lists (`espeak-ng --voices`): its name, its
    /// file's name or one of its languages, optionally with `+VARIANT` naming a variant it
    /// lists (`espeak-ng --voices=variant`), compared without case. Anything else, a path
    /// above all, is refused: eSpeak NG would otherwise load any file named as a voice
    /// (`../../etc/passwd`), print it and crash.
    public static func isKnownVoice(_ voice: String) throws(ExportError) -> Bool {
        let result: Result<Bool, ExportError> = engine.withLock { engine in
            do throws(ExportError) {
                return .success(try knows(voice, engine: &engine))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// ``isKnownVoice(_:)`` under the engine's lock.
    private static func knows(_ voice: String, engine: inout Engine) throws(ExportError) -> Bool {
        try initialize(&engine)
        if engine.voiceNames == nil { engine.voiceNames = listVoiceNames() }
        let parts = voice.lowercased().split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        guard let names = engine.voiceNames, names.voices.contains(String(parts[0])) else { return false }
        return parts.count == 1 || names.variants.contains(String(parts[1]))
    }

    /// One voice eSpeak NG lists: its name, its file's identifier (`gmw/en-GB-x-rp`) and
    /// its languages, first the one it speaks best.
    public struct Voice: Sendable, Hashable {
        public var name: String
        public var identifier: String
        public var languages: [String]
    }

    /// Every voice eSpeak NG lists (`espeak-ng --voices`), in its order.
    public static func voices() throws(ExportError) -> [Voice] {
        let result: Result<[Voice], ExportError> = engine.withLock { engine in
            do throws(ExportError) {
                try initialize(&engine)
            } catch {
                return .failure(error)
            }
            let voices = listedVoices()
            return .success(voices)
        }
        return try result.get()
    }

    /// `espeak_ListVoices(nil)` read (under the engine's lock, eSpeak NG started).
    private static func listedVoices() -> [Voice] {
        var voices: [Voice] = []
        guard var entry = espeak_ListVoices(nil) else { return voices }
        while let voice = entry.pointee {
            // `languages`: a priority byte, a NUL-terminated language, ... and a final NUL.
            var languages: [String] = []
            if var language = voice.pointee.languages {
                while language.pointee != 0 {
                    language += 1
                    let text = String(cString: language)
                    languages.append(text)
                    language += text.utf8.count + 1
                }
            }
            voices.append(Voice(name: voice.pointee.name.map { String(cString: $0) } ?? "",
                                identifier: voice.pointee.identifier.map { String(cString: $0) } ?? "",
                                languages: languages))
            entry += 1
        }
        return voices
    }

    struct Engine {
        var sampleRate = 0
        /// The names eSpeak NG lists, lowercased; read once.
        var voiceNames: (voices: Set<String>, variants: Set<String>)?
    }

    /// Every voice's and variant's name, file name (the last part of its identifier) and
    /// languages, as eSpeak NG lists them.
    private static func listVoiceNames() -> (voices: Set<String>, variants: Set<String>) {
        var voices: Set<String> = [], variants: Set<String> = []
        for voice in listedVoices() {
            let names = [voice.name, String(voice.identifier.split(separator: "/").last ?? "")] + voice.languages
            let lowered = names.filter { !$0.isEmpty }.map { $0.lowercased() }
            if voice.identifier.hasPrefix("!v/") { variants.formUnion(lowered) } else { voices.formUnion(lowered) }
        }
        // Variants are listed on their own: `espeak_ListVoices(nil)` leaves them out.
        var selector = espeak_VOICE()
        "variant".withCString { name in
            selector.languages = name
            guard var variant = espeak_ListVoices(&selector) else { return }
            while let voice = variant.pointee {
                if let file = voice.pointee.identifier {
                    variants.insert(String(String(cString: file).split(separator: "/").last ?? "").lowercased())
                }
                if let name = voice.pointee.name { variants.insert(String(cString: name).lowercased()) }
                variant += 1
            }
        }
        variants.remove("variant")
        return (voices, variants)
    }

    private static let engine = Mutex(Engine())

    /// Speaks `ssml`, passing each buffer of 16-bit mono samples to `sink`; returns the
    /// sample offset of each mark, in the order spoken.
    public static func speak(ssml: String, language: String, voice: String?, rate: Int?,
                             sink: (UnsafeBufferPointer<Int16>) -> Void) throws(ExportError) -> [(name: String, sample: Int)] {
        let result: Result<[(name: String, sample: Int)], ExportError> = engine.withLock { engine in
            do throws(ExportError) {
                try prepare(&engine, language: language, voice: voice, rate: rate)
                return .success(try synthesize(ssml, sampleRate: engine.sampleRate, sink: sink))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Fails, naming the Debian package, when eSpeak NG's library cannot be loaded. The
    /// library is loaded on first use (`CEspeak`), so a program without it runs every other
    /// format; a narration that starts worker processes asks first, so that a missing
    /// library is one line of the export, not the first worker's failure.
    public static func requireLibrary() throws(ExportError) {
        if let failure = cespeak_load_error() {
            throw .narration(.engineUnavailable(engine: "eSpeak NG", detail: "its library cannot be loaded ("
                                                + String(cString: failure) + "); install the Debian package libespeak-ng1"))
        }
    }

    private static func initialize(_ engine: inout Engine) throws(ExportError) {
        if engine.sampleRate == 0 {
            try requireLibrary()
            // 0: eSpeak NG's default data path; DONT_EXIT: report errors instead of exiting.
            let rate = withoutSoundServer {
                espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 1000, nil, Int32(espeakINITIALIZE_DONT_EXIT))
            }
            guard rate > 0 else { throw .narration(.speechUnavailable) }
            engine.sampleRate = Int(rate)
            espeak_SetSynthCallback(synthCallback)
        }
    }

    /// The sound server eSpeak NG is pointed at while it starts: an address that can
    /// never be a socket.
    static let noSoundServer = "unix:/dev/null/exporttool-never-plays-audio"

    /// Runs `body` with PulseAudio pointed at ``noSoundServer``. eSpeak NG 1.51 opens an
    /// audio device whatever the output mode (its `espeak_ng_InitializeOutput` calls
    /// pcaudiolib's `create_audio_device_object` even for synchronous output), and
    /// PulseAudio's client then creates its runtime folder (`$XDG_RUNTIME_DIR/pulse`, else
    /// `~/.config/pulse/…-runtime`) before it finds no server: narration wrote outside the
    /// output folder. With a server named, the client connects to it alone and makes no
    /// folder; the tool never plays audio. The variable is put back as it was.
    static func withoutSoundServer<T>(_ body: () -> T) -> T {
        let name = "PULSE_SERVER"
        let saved = getenv(name).map { String(cString: $0) }
        setenv(name, noSoundServer, 1)
        defer {
            if let saved { setenv(name, saved, 1) } else { unsetenv(name) }
        }
        return body()
    }

    private static func prepare(_ engine: inout Engine, language: String, voice: String?, rate: Int?) throws(ExportError) {
        try initialize(&engine)
        // Voice and rate are set before every synthesis: the SSML of the last one may have
        // switched voices, and a chapter must sound the same whatever was spoken before it
        // in this process (a worker speaks one chapter, this process may speak several).
        let wanted = voice ?? language
        if let voice, !(try knows(voice, engine: &engine)) {
            throw .invalidSetting(InvalidSetting(.voice, value: voice, requirement: .espeakVoice))
        }
        var status = espeak_SetVoiceByName(wanted)
        if status != EE_OK {
            // A language (`en-gb`, which `espeak-ng --voices` lists in its Language column)
            // is no voice's name or file: ask by language, as `espeak-ng -v` itself does.
            var properties = espeak_VOICE()
            status = wanted.withCString { name in
                properties.languages = name
                return espeak_SetVoiceByProperties(&properties)
            }
        }
        guard status == EE_OK else {
            throw .narration(voice != nil ? .noVoice(wanted) : .noVoiceForLanguage(wanted))
        }
        espeak_SetParameter(espeakRATE, Int32(rate ?? Int(espeakRATE_NORMAL)), 0)
    }

    private static func synthesize(_ ssml: String, sampleRate: Int,
                                   sink: (UnsafeBufferPointer<Int16>) -> Void) throws(ExportError) -> [(name: String, sample: Int)] {
        try withoutActuallyEscaping(sink) { (sink) throws(ExportError) in
            let state = SynthesisState(sink: sink)
            SynthesisState.current = state
            defer { SynthesisState.current = nil }
            let status = ssml.withCString { text in
                espeak_Synth(text, ssml.utf8.count + 1, 0, POS_CHARACTER, 0,
                             UInt32(espeakCHARS_UTF8) | UInt32(espeakSSML), nil, nil)
            }
            guard status == EE_OK else { throw .narration(.speechFailed(status: Int32(status.rawValue))) }
            return state.marks
        }
    }
}

/// What one synthesis collects; reached from the C callback, which has no context pointer
/// of its own. Only touched under the engine's lock.
private final class SynthesisState {
    nonisolated(unsafe) static var current: SynthesisState?

    let sink: (UnsafeBufferPointer<Int16>) -> Void
    var samples = 0
    var marks: [(name: String, sample: Int)] = []

    init(sink: @escaping (UnsafeBufferPointer<Int16>) -> Void) { self.sink = sink }
}

private func synthCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32,
                           _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let state = SynthesisState.current else { return 1 }
    if var event = events {
        while event.pointee.type != espeakEVENT_LIST_TERMINATED {
            if event.pointee.type == espeakEVENT_MARK, let name = event.pointee.id.name {
                // `sample` counts from the start of this synthesis, like our own count.
                state.marks.append((String(cString: name), Int(event.pointee.sample)))
            }
            event += 1
        }
    }
    if let wav, count > 0 {
        state.sink(UnsafeBufferPointer(start: wav, count: Int(count)))
        state.samples += Int(count)
    }
    return 0
}
