import Foundation

/// A batch worker process: reads one job per frame on standard input (a ``BatchJob``,
/// ``WorkerFrames``), exports the book, and answers one frame on standard output (a
/// ``BatchAnswer``: outputs and warnings, or the typed failure, which the coordinating
/// command words). liblouis is not thread-safe, so books run in parallel in
/// separate worker processes; each worker keeps its compiled tables between books.
package struct BatchWorker: Sendable {
    package var export: BookExport
    package var outputDirectory: String

    package init(export: BookExport, outputDirectory: String) {
        self.export = export
        self.outputDirectory = outputDirectory
    }

    /// Serves jobs until standard input closes. It leaves signal dispositions as they are:
    /// ``WorkerProcess`` starts it with SIGINT and SIGTERM at their defaults, and the
    /// command line's worker mode sets them so when run some other way.
    package func serve() {
        while true {
            let answer: BatchAnswer
            do throws(WorkerFailure) {
                guard let job = try WorkerFrames.receive(BatchJob.self, from: STDIN_FILENO,
                                                         undecodable: { .malformedRequest(detail: $0) }) else { return }
                answer = handle(job)
            } catch .malformedRequest {
                answer = BatchAnswer(failure: .malformedJob)
            } catch {
                // A job cut short: the coordinator has gone.
                return
            }
            // The coordinator gone, nobody wants the answers: stop.
            guard (try? WorkerFrames.send(answer, to: STDOUT_FILENO)) == true else { return }
        }
    }

    func handle(_ job: BatchJob) -> BatchAnswer {
        let input = job.input, stem = job.stem
        // Split by hand: Foundation's path functions trap on a one-character name ("a").
        let parts = stem.split(separator: "/", omittingEmptySubsequences: true)
        let name = parts.last.map(String.init) ?? stem
        let folder = parts.dropLast().joined(separator: "/")
        let directory = folder.isEmpty ? outputDirectory : outputDirectory + "/" + folder
        do {
            let (_, paths, warnings) = try export.write(path: input, stem: name, into: directory)
            let prefix = (outputDirectory as NSString).standardizingPath + "/"
            let relative = paths.map { path -> String in
                let standard = (path as NSString).standardizingPath
                return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
            }
            return BatchAnswer(outputs: relative, warnings: warnings.map(\.message))
        } catch {
            return BatchAnswer(failure: .export(error))
        }
    }
}
