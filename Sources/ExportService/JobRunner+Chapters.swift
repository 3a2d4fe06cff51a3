import ExportKit
import Foundation

/// One chapter job running in a slot of this server.
struct ChapterAttempt {
    let chapter: ChapterJob
    /// Its narration worker; `nil` before it has one.
    var process: WorkerProcess?
    /// Drain is putting it back in the queue.
    var released = false
    /// Its worker has answered or ended.
    var answered = false
}

/// Chapters as jobs (docs/serve.md): a free slot speaks any server's queued chapter in a
/// `narration-worker` process, the worker `export --jobs N` runs, under the same lease,
/// renewal and exactly-once recording as a book job.
extension JobRunner {
    /// What a job's worker needs to queue its narration's chapters here: the database and
    /// store as absolute paths (the worker runs in the job's folder), this server's lease
    /// owner and lease. `nil` when the server has no narration worker to speak chapters with.
    func chapterContext(_ job: Job) -> ChapterContext? {
        guard !configuration.narrationCommand.isEmpty else { return nil }
        return ChapterContext(database: Self.absolute(configuration.databasePath), store: Self.absolute(store.root),
                              parent: job.id, owner: owner, leaseSeconds: configuration.leaseSeconds)
    }

    /// `path` from the server's folder, unless it is absolute or a PostgreSQL URL.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") || PostgresDatabase.isURL(path) { return path }
        return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// Claims the oldest queued chapter of any book and speaks it in a narration worker;
    /// `false` when there was none to claim.
    func runChapter(slot: Int) -> Bool {
        guard !configuration.narrationCommand.isEmpty else { return false }
        let claimed: ChapterJob?
        do {
            claimed = try store.claimChapter(owner: owner, leaseSeconds: configuration.leaseSeconds)
        } catch {
            FileHandle.standardError.write(Data("exporttool serve: \(error)\n".utf8))
            return false
        }
        guard let chapter = claimed else { return false }
        let key = "\(chapter.id)/\(chapter.attempts)"
        lock.withLock { chapterAttempts[key] = ChapterAttempt(chapter: chapter) }
        defer { lock.withLock { _ = chapterAttempts.removeValue(forKey: key) } }
        let (reply, error) = speak(chapter, key: key, slot: slot)
        if lock.withLock({ chapterAttempts[key]?.released ?? false }) {
            try? store.releaseChapter(chapter, owner: owner)
            return true
        }
        do {
            if try store.finishChapter(chapter, owner: owner, reply: reply, error: error) {
                metrics.chapterRecorded(done: reply != nil)
            }
        } catch {
            FileHandle.standardError.write(Data("exporttool serve: chapter \(chapter.id): \(error)\n".utf8))
        }
        return true
    }

    /// The chapter's request to a new narration worker: its reply frame, or the error.
    private func speak(_ chapter: ChapterJob, key: String, slot: Int) -> (reply: Data?, error: String?) {
        let request: Data
        do {
            request = try Data(contentsOf: URL(fileURLWithPath: store.chapterRequestPath(chapter)))
        } catch {
            return (nil, "the chapter's request cannot be read from the store (\(error.localizedDescription))")
        }
        return ChapterSpeaker.speak(request, command: configuration.narrationCommand, worker: slot) { process in
            lock.withLock { () -> Bool in
                chapterAttempts[key]?.process = process
                return !(chapterAttempts[key]?.released ?? false)
            }
        } ended: {
            lock.withLock { chapterAttempts[key]?.answered = true }
        }
    }

    /// Renews the leases of the chapters running in this server's slots; a chapter whose
    /// lease is refused (its book was cancelled or failed, or another server took it) has its
    /// worker stopped.
    func renewChapterLeases() {
        let attempts = lock.withLock { chapterAttempts.filter { !$0.value.released } }
        for (key, attempt) in attempts {
            let holds = (try? store.renewChapter(attempt.chapter, owner: owner, leaseSeconds: configuration.leaseSeconds)) ?? true
            guard !holds else { continue }
            lock.withLock {
                guard let now = chapterAttempts[key], !now.answered else { return }
                now.process?.kill(signal: SIGKILL)
            }
        }
    }
}
