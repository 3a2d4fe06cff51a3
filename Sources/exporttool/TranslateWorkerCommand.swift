import ArgumentParser
import CWorkerLife
import ExportKit
import Foundation

/// The hidden worker `export` starts to translate braille in parallel: reads framed
/// requests of pieces on standard input until it closes, and answers each with a frame of
/// their cells on standard output (``BrailleWorkerPool/serve(tables:)``).
struct TranslateWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "braille-worker",
        abstract: "Translate braille pieces for a parallel export (internal).",
        shouldDisplay: false
    )

    @Option(help: "Comma list of liblouis tables.")
    var tables: String

    func run() throws {
        guard workerlife_die_with_parent() == 0 else { throw ExitCode(1) }
        let list = tables.split(separator: ",").map(String.init)
        do throws(ExportError) {
            try BrailleWorkerPool.serve(tables: list)
        } catch {
            fail(error)
        }
    }

    /// The argument vector that starts this worker from the running binary.
    static var command: [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return [executable, "braille-worker"]
    }
}
