import Foundation
import Testing
@testable import ExportKit

/// Narration writes nothing outside the output folder (issue 42): eSpeak NG 1.51 opens an
/// audio device even for synchronous output, and PulseAudio's client made its runtime
/// folder (`$XDG_RUNTIME_DIR/pulse`, else under `~/.config/pulse`) in every worker.
@Suite("Narration: nothing written outside the output folder")
struct NarrationFootprintTests {
    @Test("an MP3 export leaves HOME and XDG_RUNTIME_DIR as empty as it found them",
          arguments: [true, false])
    func noSoundServerFolders(runtimeDirectory: Bool) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let home = factory.directory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment.removeValue(forKey: "PULSE_SERVER")
        if runtimeDirectory {
            environment["XDG_RUNTIME_DIR"] = home.appendingPathComponent("run").path
        } else {
            environment.removeValue(forKey: "XDG_RUNTIME_DIR")
        }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "mp3", "--output-dir", out],
                             environment: environment)
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        let left = FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? []
        #expect(left.isEmpty, "written outside the output folder: \(left)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }
}
