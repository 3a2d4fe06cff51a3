import ExportKit
import Foundation
import Synchronization

/// A service job's narration, its chapters as jobs of the job database (docs/serve.md,
/// "Chapters as jobs"): the job's worker queues one chapter job per ``NarrationJob`` (the
/// frame a `narration-worker` reads), then, while any is left, claims its own job's next
/// chapter and speaks it in a narration worker of its own (``ChapterSpeaker``), while every
/// server on the database claims the others into its idle slots. A server with one slot therefore
/// still finishes (its job's worker speaks every chapter), and other servers only make it
/// faster. The replies are gathered in the chapters' order; a chapter that failed fails
/// the narration with its message.
package final class ChapterJobNarration: NarrationService, Sendable {
    let context: ChapterContext
    /// The argument vector that starts a narration worker (`exporttool narration-worker`).
    let workerCommand: [String]
    /// How often the worker looks at the chapters when it has none to speak.
    let pollSeconds: Double
    private let spoken = Mutex(0)

    package init(context: ChapterContext, workerCommand: [String], pollSeconds: Double = 0.1) {
        self.context = context
        self.workerCommand = workerCommand
        self.pollSeconds = pollSeconds
    }

    /// Chapters this worker spoke itself.
    package var chaptersSpoken: Int { spoken.withLock { $0 } }

    package func narrate(_ jobs: [NarrationJob], progress: @escaping @Sendable (NarrationProgress) -> Void) throws(ExportError) -> [NarratedAudio] {
        guard !jobs.isEmpty else { return [] }
        let start = DispatchTime.now().uptimeNanoseconds
        let requests = try WorkerFrames.narrationRequests(jobs)
        let context = context
        let store = try Self.database { () throws(ServiceError) in
            try JobStore(databaseLocation: context.database, storeDirectory: context.store)
        }
        var chapters = try Self.database { () throws(ServiceError) in
            try store.submitChapters(parent: context.parent, requests: requests)
        }
        var reported = -1
        while true {
            guard chapters.count == jobs.count else {
                throw .narration(.chapterJob(number: 0, message: "the job's \(jobs.count) chapter jobs are not in the job database"))
            }
            if let ended = chapters.first(where: { $0.status == .failed || $0.status == .cancelled }) {
                throw .narration(.chapterJob(number: ended.number + 1, message: ended.error ?? "the chapter job was cancelled"))
            }
            let done = chapters.count { $0.status == .done }
            if done != reported {
                reported = done
                progress(NarrationProgress(documentsDone: done, documents: jobs.count, audioSeconds: 0,
                                           elapsed: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            }
            if done == chapters.count { break }
            let claimed = try Self.database { () throws(ServiceError) in
                try store.claimChapter(owner: context.owner, leaseSeconds: context.leaseSeconds, parent: context.parent)
            }
            if let claimed {
                try speak(claimed, requests[claimed.number], store: store)
            } else {
                Thread.sleep(forTimeInterval: pollSeconds)
            }
            chapters = try Self.database { () throws(ServiceError) in try store.chapters(parent: context.parent) }
        }
        var results: [NarratedAudio] = []
        for chapter in chapters {
            guard let data = FileManager.default.contents(atPath: store.chapterResultPath(chapter)),
                  let reply = try? JSONDecoder().decode(NarrationWorkReply.self, from: data) else {
                throw .narration(.chapterJob(number: chapter.number + 1, message: "its recorded audio cannot be read from the store"))
            }
            results.append(reply.narrated)
        }
        return results
    }

    /// Speaks one claimed chapter in a narration worker, its lease renewed every third of
    /// its length (a refused renewal, its book cancelled, stops the worker), and records it.
    private func speak(_ chapter: ChapterJob, _ request: Data, store: JobStore) throws(ExportError) {
        let context = context
        let worker = RunningWorker()
        let renewal = Renewal(every: max(0.1, context.leaseSeconds / 3)) {
            let holds = (try? store.renewChapter(chapter, owner: context.owner, leaseSeconds: context.leaseSeconds)) ?? true
            if !holds { worker.kill() }
        }
        let (reply, error) = ChapterSpeaker.speak(request, command: workerCommand, worker: chapter.number + 1) { process in
            worker.set(process)
            return true
        } ended: {
            worker.set(nil)
        }
        renewal.stop()
        let recorded = try Self.database { () throws(ServiceError) in
            try store.finishChapter(chapter, owner: context.owner, reply: reply, error: error)
        }
        if recorded && reply != nil { spoken.withLock { $0 += 1 } }
    }

    /// A store call, its failure an export error of the narration.
    private static func database<T>(_ body: () throws(ServiceError) -> T) throws(ExportError) -> T {
        do throws(ServiceError) {
            return try body()
        } catch {
            throw .narration(.chapterJob(number: 0, message: error.description))
        }
    }
}

/// The narration worker on a chapter now, which a refused renewal stops (under the lock:
/// one that has answered is left alone).
final class RunningWorker: @unchecked Sendable {
    private let lock = NSLock()
    private var process: WorkerProcess?

    func set(_ process: WorkerProcess?) { lock.withLock { self.process = process } }
    func kill() { lock.withLock { process?.kill(signal: SIGKILL) } }
}

/// Calls `renew` every `seconds` on a thread of its own until ``stop()``.
final class Renewal: @unchecked Sendable {
    private let stopped = DispatchSemaphore(value: 0)

    init(every seconds: Double, _ renew: @escaping @Sendable () -> Void) {
        let thread = Thread { [stopped] in
            while stopped.wait(timeout: .now() + seconds) == .timedOut { renew() }
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    func stop() { stopped.signal() }
}
