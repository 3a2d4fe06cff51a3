import ArgumentParser
import ExportKit
import Foundation
import Synchronization

/// `export` options of the narrated formats (narrated-epub, mp3, daisy202, daisy3). `--voice` is shared
/// with SSML: for narration it names a voice of the engine (`--engine`).
struct NarrationOptions: ParsableArguments {
    @Option(help: "Speech engine of narration: espeak (eSpeak NG, the default) or piper (neural voices; needs Python with piper-tts, see --piper-python).")
    var engine: SpeechEngineKind = .espeak

    @Option(help: ArgumentHelp("Piper voice model: an .onnx file with its .onnx.json beside it (before --voice).", valueName: "path"))
    var voiceModel: String?

    @Option(help: ArgumentHelp("Piper voice for text in one language, as LANG=PATH or LANG=NAME (repeatable): fr=fr_FR-siwis-medium.onnx.", valueName: "lang=voice"))
    var voiceFor: [String] = []

    @Option(help: ArgumentHelp("Folder of Piper voice models (repeatable; also EXPORTTOOL_PIPER_VOICES, folders separated by ':').", valueName: "dir"))
    var voicesDir: [String] = []

    @Option(help: ArgumentHelp("The Python that runs Piper (default EXPORTTOOL_PIPER_PYTHON, else python3 on the PATH).", valueName: "path"))
    var piperPython: String?

    @Option(help: "Speaking rate of narration in words per minute, \(NarrationSettings.rates.lowerBound)-\(NarrationSettings.rates.upperBound) (default 175).")
    var rate: Int?

    @Option(help: "MP3 bit rate of narration in kbit/s (default 32; mono 22.05 kHz speech).")
    var bitrate: Int = 32

    @Option(help: "LAME quality of narration, 0 (best, slowest) to 9 (fastest); default 7.")
    var audioQuality: Int = 7

    func validate() throws {
        var settings = NarrationSettings()
        apply(to: &settings)
        if engine == .espeak {
            for (flag, given) in [("--voice-model", voiceModel != nil), ("--voice-for", !voiceFor.isEmpty), ("--piper-python", piperPython != nil)] where given {
                throw ValidationError("\(flag) is for --engine piper (eSpeak NG's voices are named by --voice)")
            }
        }
        for entry in voiceFor {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, LanguageTag.normalized(String(parts[0])) != nil, !parts[1].isEmpty else {
                throw ValidationError("--voice-for '\(entry)' is not LANG=VOICE (e.g. fr=fr_FR-siwis-medium.onnx)")
            }
        }
        do throws(ExportError) { try settings.validate() } catch { throw ValidationError(error.message) }
    }

    func apply(to settings: inout NarrationSettings) {
        settings.rate = rate
        settings.audio.bitrate = bitrate
        settings.audio.quality = audioQuality
        settings.engine = engine
        settings.voiceModel = voiceModel
        for entry in voiceFor {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { settings.voiceFor[LanguageTag.normalized(parts[0]) ?? parts[0]] = parts[1] }
        }
        settings.voicesFolders = Self.voicesFolders(voicesDir)
        settings.piperPython = Self.piperPython(piperPython)
    }

    /// The Python given, else `EXPORTTOOL_PIPER_PYTHON` when set and not empty.
    static func piperPython(_ given: String?) -> String? {
        given ?? ProcessInfo.processInfo.environment["EXPORTTOOL_PIPER_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The folders given, then those of `EXPORTTOOL_PIPER_VOICES`.
    static func voicesFolders(_ given: [String]) -> [String] {
        given + (ProcessInfo.processInfo.environment["EXPORTTOOL_PIPER_VOICES"] ?? "").split(separator: ":").map(String.init)
    }
}

/// Narration progress on standard error: chapters and minutes of audio done and the speed
/// as a real-time factor, at most every few seconds and once at the end.
enum NarrationProgressReport {
    static func make() -> @Sendable (NarrationProgress) -> Void {
        let last = Mutex<Double>(-10)
        return { progress in
            let due = last.withLock { printed in
                guard progress.documentsDone == progress.documents || progress.elapsed - printed >= 5 else { return false }
                printed = progress.elapsed
                return true
            }
            guard due else { return }
            let line = "narration: \(progress.documentsDone)/\(progress.documents) chapters, "
                + String(format: "%.1f min of audio, %.0fx real time", progress.audioSeconds / 60, progress.realTimeFactor)
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}

extension SpeechEngineKind: ExpressibleByArgument {}
