import ExportKit
import Foundation

/// Speaks one chapter job in a new `exporttool narration-worker` process, wherever it is
/// claimed (a server's free slot, or the worker of the book it belongs to): a fresh
/// process for every chapter, as `export --jobs N` speaks eSpeak NG's chapters, so a
/// chapter's audio is the same bytes whichever server spoke it and after whichever chapter
/// (eSpeak NG carries pause state from one synthesis into the next within one process,
/// docs/narration.md "Engine and processes").
enum ChapterSpeaker {
    /// The worker's reply frame, or the error: the worker's `exporttool: error:` line, or how
    /// it ended. `started` is told the worker (`false`: kill it at once, the chapter was
    /// released meanwhile); `ended`, that it has answered or ended.
    static func speak(_ request: Data, command: [String], worker number: Int,
                      started: (WorkerProcess) -> Bool, ended: () -> Void) -> (reply: Data?, error: String?) {
        guard let job = try? JSONDecoder().decode(NarrationJob.self, from: request) else {
            return (nil, "the chapter's request in the store does not decode")
        }
        // The limits `export --jobs N` speaks a chapter under.
        let limits = NarrationWorkerPool(workerCommand: command, workers: 1)
            .limits(requestBytes: request.count, piper: job.piper != nil)
        let process: WorkerProcess
        do throws(WorkerFailure) {
            process = try WorkerProcess(command: command, limits: limits)
        } catch {
            ended()
            return (nil, "cannot start the chapter's narration worker: \(error)")
        }
        if !started(process) { process.kill(signal: SIGKILL) }
        var answer: NarrationWorkReply?
        if process.send(encoded: request) {
            process.closeInput()
            answer = try? process.receive(NarrationWorkReply.self)
        }
        let failure = process.failure(worker: number)
        ended()
        if let answer, failure == nil {
            do throws(WorkerFailure) {
                return (try WorkerFrames.encode(answer), nil)
            } catch {
                return (nil, "the chapter's audio cannot be stored: \(error)")
            }
        }
        return (nil, message(failure ?? .noAnswer(worker: number), errorText: process.errorText))
    }

    /// The error line the worker printed, as `export` words it, else how it ended.
    static func message(_ failure: WorkerFailure, errorText: String) -> String {
        if let line = errorText.split(separator: "\n").last(where: { $0.hasPrefix(ToolMessages.errorPrefix) }) {
            return String(line.dropFirst(ToolMessages.errorPrefix.count))
        }
        switch failure {
        case .killed(_, let signal): return "its narration worker was killed by signal \(signal)"
        case .timedOut(_, let seconds): return "its narration worker used more than \(seconds) seconds of processor time and was stopped"
        case .stalled(_, let seconds): return "its narration worker made no progress for \(seconds) seconds and was stopped"
        case .failed(_, let status, let message):
            return message.isEmpty ? "its narration worker ended with status \(status)" : message
        default: return "its narration worker failed: \(failure)"
        }
    }
}
