import Foundation
import NarrationExport
import Synchronization

/// Speaks a book's chapters in worker processes, `workers` at a time, one chapter per
/// process: eSpeak NG keeps its state in globals and cannot speak twice at once in one
/// process. The program gives the argument vector that starts a worker (`exporttool
/// narration-worker`); each is a ``WorkerProcess`` that gets its ``NarrationJob`` in one
/// frame and answers the marks and the audio in another, a job of a ``WorkerPool``.
///
/// A worker that fails, dies, uses more than its processor-time budget or makes no progress
/// for `stallSeconds` is an error, never a hang: on any failure every worker still running
/// is killed and no further one is started. The budget counts the worker's processor time,
/// not the wall clock, so a loaded machine slows a narration down without failing it.
package struct NarrationWorkerPool: NarrationService {
    package var workerCommand: [String]
    package var workers: Int
    /// Seconds of processor time a chapter may take: `timeoutBase` plus `timeoutPerMegabyte`
    /// per MB of the encoded job (eSpeak NG and LAME together run hundreds of times faster
    /// than real time).
    package var timeoutBase: Double = 120
    package var timeoutPerMegabyte: Double = 600
    /// Wall-clock seconds a worker may go without using any processor time (blocked, or
    /// stopped) before it is taken for hung.
    package var stallSeconds: Double = 120

    package init(workerCommand: [String], workers: Int) {
        self.workerCommand = workerCommand
        self.workers = max(1, workers)
    }

    /// The limits of the worker that speaks one chapter's request of `bytes` bytes: eSpeak
    /// NG's with the chapter's processor-time budget; Piper's processor time is its own
    /// process's, so only the stall limit watches its worker. The service's chapter jobs
    /// speak under the same limits.
    package func limits(requestBytes bytes: Int, piper: Bool) -> WorkerProcess.Limits {
        piper ? WorkerProcess.Limits(stallSeconds: stallSeconds)
            : WorkerProcess.Limits(processorSeconds: timeoutBase + timeoutPerMegabyte * Double(bytes) / 1_000_000,
                                   stallSeconds: stallSeconds)
    }

    package func narrate(_ jobs: [NarrationJob], progress: @escaping @Sendable (NarrationProgress) -> Void) throws(ExportError) -> [NarratedAudio] {
        guard !workerCommand.isEmpty else { throw .narration(.worker(.noCommand)) }
        let start = DispatchTime.now().uptimeNanoseconds
        let requests = try WorkerFrames.narrationRequests(jobs)
        let command = workerCommand
        let spoken = Spoken()
        // Piper is a Python process that loads its voice once: each slot keeps its worker
        // (and the worker its Piper) from chapter to chapter. Piper's processor time is its
        // own process's, so only the stall limit watches the worker. eSpeak NG starts in an
        // instant: a worker per chapter, with the chapter's processor-time budget.
        let kept = jobs.first?.piper != nil
        // eSpeak NG's library missing: said once here, not by every worker started.
        if !kept && !jobs.isEmpty { try SpeechSynthesizer.requireLibrary() }
        let processes: WorkerPool<Data, NarratedAudio>.Processes = kept
            ? .kept { [self] () throws(WorkerFailure) in
                try WorkerProcess(command: command, limits: limits(requestBytes: 0, piper: true))
            }
            : .perJob { [self] index throws(WorkerFailure) in
                try WorkerProcess(command: command, limits: limits(requestBytes: requests[index].count, piper: false))
            }
        let pool = WorkerPool<Data, NarratedAudio>(
            jobs: requests, slots: workers,
            processes: processes,
            stopsAtFirstFailure: true,
            exchange: { worker, request, _ throws(WorkerFailure) in
                guard worker.send(encoded: request) else { return nil }
                if !kept { worker.closeInput() }
                return try worker.receive(NarrationWorkReply.self)?.narrated
            },
            completed: { _, outcome in
                guard case .success(let audio) = outcome else { return }
                // Counted and told under one lock, so that the figures only grow.
                spoken.counts.withLock { spoken in
                    spoken.documents += 1
                    spoken.seconds += audio.duration
                    progress(NarrationProgress(documentsDone: spoken.documents, documents: jobs.count, audioSeconds: spoken.seconds,
                                               elapsed: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
                }
            })
        if let failure = pool.wait() { throw .narration(.worker(failure)) }
        return pool.replies.compactMap { $0 }
    }

    /// What has been spoken so far, for the progress report.
    private final class Spoken: Sendable {
        let counts = Mutex((documents: 0, seconds: 0.0))
    }

    /// A worker's whole life (`exporttool narration-worker`): jobs in on standard input,
    /// each one's audio and marks out on standard output, until the input ends (after one
    /// job for eSpeak NG, whose pool closes it; a kept Piper worker gets several).
    package static func serve() throws(ExportError) {
        var answered = 0
        while true {
            let job: NarrationJob?
            do throws(WorkerFailure) {
                job = try WorkerFrames.receive(NarrationJob.self, from: STDIN_FILENO, undecodable: { .malformedRequest(detail: $0) })
            } catch {
                throw .narration(.worker(error))
            }
            guard let job else {
                if answered > 0 { return }
                throw .narration(.worker(.malformedRequest(detail: "no job before the end of the input")))
            }
            let reply = NarrationWorkReply(try ChapterNarrator.narrate(job))
            do throws(WorkerFailure) {
                // The exporter gone, nobody wants the audio: nothing more to do.
                guard try WorkerFrames.send(reply, to: STDOUT_FILENO) else { return }
            } catch {
                throw .narration(.worker(error))
            }
            answered += 1
        }
    }
}
