import ArgumentParser
import CWorkerLife
import Foundation

/// The hidden process one `serve` job runs in: `exporttool export` itself, started in the
/// job's input folder (so a message names the book as the client sent it, not the store's
/// path), ending with the server that started it.
struct ServeJobCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-job",
        abstract: "Run one job of exporttool serve (internal).",
        shouldDisplay: false
    )

    @Option(help: "The job's input folder.")
    var directory: String

    @Argument(parsing: .postTerminator, help: "The export command's arguments.")
    var arguments: [String] = []

    func run() throws {
        guard workerlife_die_with_parent() == 0 else { throw ExitCode(1) }
        guard FileManager.default.changeCurrentDirectoryPath(directory) else {
            fail(.fileNotFound(path: directory))
        }
        var export: ExportCommand
        do {
            export = try ExportCommand.parse(arguments)
        } catch {
            // The server checked these arguments before queueing the job; this is its wording.
            FileHandle.standardError.write(Data(("exporttool: error: " + ServeCommand.message(for: error) + "\n").utf8))
            throw ExitCode(2)
        }
        try export.run()
    }

    /// The argument vector that starts a job from the running binary.
    static var command: [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return [executable, "serve-job"]
    }
}
