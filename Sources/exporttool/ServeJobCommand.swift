import ArgumentParser
import CWorkerLife
import ExportKit
import ExportService
import Foundation
import Synchronization

/// The hidden process `serve` runs jobs in, kept from job to job as the batch keeps its
/// workers (liblouis keeps the tables it compiled): reads one ``JobRequest`` frame at a
/// time, runs `exporttool export` with its arguments in the job's input folder (so a
/// message names the book as the client sent it, not the store's path), and answers one
/// ``JobAnswer`` frame with the warnings or the error as the command line words them. It
/// ends when its input closes, or with the server that started it.
struct ServeJobCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-job",
        abstract: "Run the jobs of exporttool serve (internal).",
        shouldDisplay: false
    )

    func run() throws {
        guard workerlife_die_with_parent() == 0 else { throw ExitCode(1) }
        Interruption.defaultDispositions()
        while true {
            let answer: JobAnswer
            do throws(WorkerFailure) {
                guard let request = try WorkerFrames.receive(JobRequest.self, from: STDIN_FILENO,
                                                             undecodable: { .malformedRequest(detail: $0) }) else { return }
                answer = Self.handle(request)
            } catch .malformedRequest(let detail) {
                answer = JobAnswer(error: "the job could not be read: \(detail)")
            } catch {
                // A job cut short: the server has gone.
                return
            }
            guard (try? WorkerFrames.send(answer, to: STDOUT_FILENO)) == true else { return }
        }
    }

    /// Runs one job as `exporttool export ARGUMENTS` run in `request.directory` would.
    static func handle(_ request: JobRequest) -> JobAnswer {
        guard FileManager.default.changeCurrentDirectoryPath(request.directory) else {
            return JobAnswer(error: TerminalText.escaped(ExportError.fileNotFound(path: request.directory).message))
        }
        let export: ExportCommand
        do {
            export = try ExportCommand.parse(request.arguments)
        } catch {
            // The server checked these arguments before queueing the job; this is its wording.
            return JobAnswer(error: ServeCommand.message(for: error))
        }
        let timings = Mutex<[String: Double]>([:])
        // A narration's chapters become jobs of the service, which every server claims.
        let chapters = request.chapters.map { ChapterJobNarration(context: $0, workerCommand: NarrationWorkerCommand.command) }
        do throws(ExportError) {
            let warnings = try export.export(formatTimed: { format, duration in
                let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
                timings.withLock { $0[format.rawValue, default: 0] += seconds }
            }, narrationService: chapters)
            return JobAnswer(warnings: warnings.map { TerminalText.escaped($0.message) }, formatSeconds: timings.withLock { $0 },
                             chaptersSpoken: chapters?.chaptersSpoken)
        } catch {
            return JobAnswer(error: TerminalText.escaped(error.message), chaptersSpoken: chapters?.chaptersSpoken)
        }
    }

    /// The argument vector that starts a job worker from the running binary.
    static var command: [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return [executable, "serve-job"]
    }
}
