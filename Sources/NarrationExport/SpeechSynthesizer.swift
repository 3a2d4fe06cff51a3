import CEspeak
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

    struct Engine {
        var sampleRate = 0
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

    private static func initialize(_ engine: inout Engine) throws(ExportError) {
        if engine.sampleRate == 0 {
            // 0: eSpeak NG's default data path; DONT_EXIT: report errors instead of exiting.
            let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 1000, nil, Int32(espeakINITIALIZE_DONT_EXIT))
            guard rate > 0 else { throw .narration(reason: "eSpeak NG cannot start (is espeak-ng-data installed?)") }
            engine.sampleRate = Int(rate)
            espeak_SetSynthCallback(synthCallback)
        }
    }

    private static func prepare(_ engine: inout Engine, language: String, voice: String?, rate: Int?) throws(ExportError) {
        try initialize(&engine)
        // Voice and rate are set before every synthesis: the SSML of the last one may have
        // switched voices, and a chapter must sound the same whatever was spoken before it
        // in this process (a worker speaks one chapter, this process may speak several).
        let wanted = voice ?? language
        var status = espeak_SetVoiceByName(wanted)
        if status != EE_OK, voice == nil {
            // A language eSpeak NG has no voice for by that name: ask by language.
            var properties = espeak_VOICE()
            status = wanted.withCString { name in
                properties.languages = name
                return espeak_SetVoiceByProperties(&properties)
            }
        }
        guard status == EE_OK else {
            throw .narration(reason: voice != nil ? "eSpeak NG has no voice '\(wanted)' (see `espeak-ng --voices`)"
                                                   : "eSpeak NG has no voice for the language '\(wanted)'")
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
            guard status == EE_OK else { throw .narration(reason: "eSpeak NG failed to speak (error \(status.rawValue))") }
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
