import ArgumentParser
import ExportKit
import Foundation
import Synchronization

/// `export` options of the narrated formats (narrated-epub, mp3, daisy202, daisy3). `--voice` is shared
/// with SSML: for narration it names an eSpeak NG voice.
struct NarrationOptions: ParsableArguments {
    @Option(help: "Speaking rate of narration in words per minute, \(NarrationSettings.rates.lowerBound)-\(NarrationSettings.rates.upperBound) (default 175).")
    var rate: Int?

    @Option(help: "MP3 bit rate of narration in kbit/s (default 32; mono 22.05 kHz speech).")
    var bitrate: Int = 32

    @Option(help: "LAME quality of narration, 0 (best, slowest) to 9 (fastest); default 7.")
    var audioQuality: Int = 7

    func validate() throws {
        var settings = NarrationSettings()
        apply(to: &settings)
        do throws(ExportError) { try settings.validate() } catch { throw ValidationError(error.message) }
    }

    func apply(to settings: inout NarrationSettings) {
        settings.rate = rate
        settings.audio.bitrate = bitrate
        settings.audio.quality = audioQuality
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
