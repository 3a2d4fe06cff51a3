import ArgumentParser
import ExportKit
import Foundation

/// The hidden worker `export` starts to translate braille in parallel: reads pieces on
/// standard input, writes their cells to standard output (``BraillePieces``).
struct TranslateWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "braille-worker",
        abstract: "Translate braille pieces for a parallel export (internal).",
        shouldDisplay: false
    )

    @Option(help: "Comma list of liblouis tables.")
    var tables: String

    func run() throws {
        let request = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        do throws(ExportError) {
            let reply = try BraillePieces.serve(request, tables: tables.split(separator: ",").map(String.init))
            FileHandle.standardOutput.write(Data(reply))
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
