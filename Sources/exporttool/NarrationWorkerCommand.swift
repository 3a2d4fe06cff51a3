import ArgumentParser
import CWorkerLife
import ExportKit
import Foundation

/// The hidden worker `export` starts to narrate one chapter: reads the job on standard
/// input, writes the marks and the audio to standard output (``NarrationWorkerPool/serve()``).
struct NarrationWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "narration-worker",
        abstract: "Speak and encode one chapter for a parallel narration (internal).",
        shouldDisplay: false
    )

    func run() throws {
        guard workerlife_die_with_parent() == 0 else { throw ExitCode(1) }
        do throws(ExportError) {
            try NarrationWorkerPool.serve()
        } catch {
            fail(error)
        }
    }

    /// The argument vector that starts this worker from the running binary.
    static var command: [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return [executable, "narration-worker"]
    }
}
