import ExportKit
import Foundation
import CWorkerLife
import ServiceLifecycle

/// Claims queued jobs and runs them in worker processes (`exporttool serve-job`, which runs
/// `exporttool export` in the job's folder and ends with this server), one per slot, kept
/// from job to job as the batch keeps its workers, so that a job does not compile its
/// braille tables again. Each is a ``WorkerProcess``: it leads its own process group and
/// is killed with it. A worker that dies, or that a job's time limit or a lost lease stops,
/// fails or gives up that job only and is replaced for the next. While a job runs its lease
/// is renewed; a renewal refused (the job was cancelled, or the lease lost) stops its
/// worker. On graceful shutdown (SIGTERM) it claims nothing more, lets the running jobs
/// finish for ``ServiceConfiguration/drainSeconds``, then stops the rest and puts them back
/// in the queue.
final class JobRunner: Service, @unchecked Sendable {
    let store: JobStore
    let configuration: ServiceConfiguration
    /// This server's name on the leases it holds.
    let owner = UUID().uuidString.lowercased()
    let metrics: ServiceMetrics
    /// The HTTP requests answered, for the idle heap trim.
    let activity: RequestActivity

    let lock = NSLock()
    private var draining = false
    /// The attempts running here, by job id and attempt number (this server may take its own
    /// job again after its lease lapsed under load), with the worker that runs the attempt
    /// and whether it is being released.
    private var running: [String: Attempt] = [:]
    /// The chapter jobs running in this server's slots (``runChapter(slot:)``), by chapter
    /// id and attempt.
    var chapterAttempts: [String: ChapterAttempt] = [:]

    /// One attempt running here.
    private struct Attempt {
        let job: Job
        /// The worker running it; `nil` before it has one.
        var process: WorkerProcess?
        /// Drain is putting it back in the queue.
        var released = false
        /// Its worker has answered or ended: the worker is no longer on it and may already
        /// run this slot's next job, so nothing stops the worker for this attempt's sake.
        var answered = false
    }

    /// The key of `job`'s attempt in ``running``.
    private static func key(_ job: Job) -> String { "\(job.id)/\(job.attempts)" }

    init(store: JobStore, configuration: ServiceConfiguration, metrics: ServiceMetrics, activity: RequestActivity) {
        self.store = store
        self.configuration = configuration
        self.metrics = metrics
        self.activity = activity
    }

    func run() async throws {
        let renewal = Task { await renewLeases() }
        await withGracefulShutdownHandler {
            await withTaskGroup(of: Void.self) { group in
                for slot in 1...max(1, configuration.workers) {
                    group.addTask { await self.slot(slot) }
                }
            }
        } onGracefulShutdown: {
            self.drain()
        }
        renewal.cancel()
    }

    /// Jobs running in this process now.
    var runningCount: Int { lock.withLock { running.count } }

    /// Whether the runner is draining (no new claims).
    var isDraining: Bool { lock.withLock { draining } }

    private func drain() {
        lock.withLock { draining = true }
        let seconds = configuration.drainSeconds
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            // Under the lock, as in ``stop(_:on:)``: a worker that has answered is no longer
            // on its attempt, and that attempt is recorded, not put back.
            lock.withLock {
                for (key, entry) in running where !entry.answered {
                    running[key]?.released = true
                    entry.process?.kill(signal: SIGKILL)
                }
                for (key, entry) in chapterAttempts where !entry.answered {
                    chapterAttempts[key]?.released = true
                    entry.process?.kill(signal: SIGKILL)
                }
            }
        }
    }

    /// One worker slot, on a thread of its own for as long as the server runs: its worker
    /// process asks the kernel to be killed when the thread that started it ends
    /// (`PR_SET_PDEATHSIG` follows the thread, not the process), and it blocks on the
    /// worker for a whole job.
    private func slot(_ number: Int) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread { [self] in
                serve(slot: number)
                done.resume()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Claims and runs jobs until the server drains, keeping its worker between them.
    private func serve(slot: Int) {
        var worker: WorkerProcess?
        var ranSinceIdle = false
        while !isDraining {
            // Chapters first: they belong to books already running.
            if runChapter(slot: slot) {
                ranSinceIdle = true
                continue
            }
            let claimed: Job?
            do {
                claimed = try store.claim(owner: owner, leaseSeconds: configuration.leaseSeconds)
            } catch {
                FileHandle.standardError.write(Data("exporttool serve: \(error)\n".utf8))
                claimed = nil
            }
            guard let job = claimed else {
                // Out of work, or the requests have stopped: the heap's free pages go back
                // to the system (the books posted and the answers written passed through it).
                if ranSinceIdle || activity.quietAfterRequests() {
                    ranSinceIdle = false
                    workerlife_return_free_memory()
                }
                Thread.sleep(forTimeInterval: 0.2)
                continue
            }
            worker = execute(job, on: worker, slot: slot)
            ranSinceIdle = true
        }
        if let worker {
            worker.closeInput()
            _ = worker.wait()
        }
    }

    /// Runs one claimed job to its end on `kept` (or a worker started for it) and records
    /// the outcome; returns the worker when it is fit for the next job.
    private func execute(_ job: Job, on kept: WorkerProcess?, slot: Int) -> WorkerProcess? {
        let key = Self.key(job)
        lock.withLock { running[key] = Attempt(job: job) }
        defer { lock.withLock { _ = running.removeValue(forKey: key) } }
        let work = store.workFolder(job)
        var outcome = JobOutcome(status: .failed)
        var fit: WorkerProcess?
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let request = JobRequest(
                directory: store.jobFolder(job.id) + "/input",
                // The book last, after `--`: a name that starts with a dash is still the book.
                arguments: ["--to", job.formats.joined(separator: ","), "--output-dir", work, "--stem", job.stem, "--jobs", "1"]
                    + job.options + ["--", job.inputName],
                chapters: chapterContext(job))
            var (process, answer, overran, delivered) = try attempt(request, job: job, on: kept ?? start())
            if !delivered, kept != nil, process === kept, !isReleased(job) {
                // The kept worker had ended between jobs and never took this one: a new one does.
                (process, answer, overran, delivered) = try attempt(request, job: job, on: start())
            }
            lock.withLock { running[key]?.answered = true }
            if let answer, !overran {
                outcome = Self.outcome(answer, work: work)
                metrics.chaptersSpoken(answer.chaptersSpoken ?? 0)
                fit = process
            } else {
                let failure: WorkerFailure? = overran
                    ? .timedOut(worker: slot, seconds: Int(configuration.jobSeconds ?? 0))
                    : process.failure(worker: slot) ?? .noAnswer(worker: slot)
                outcome = Self.outcome(failure: failure, errorText: process.errorText, work: work)
            }
        } catch {
            outcome.error = "cannot start the job: \(error)"
        }
        if isReleased(job) {
            try? store.release(job, owner: owner)
            return fit
        }
        do {
            if try store.finish(job, owner: owner, outcome: outcome), let started = job.started {
                metrics.record(status: outcome.status, seconds: Date().timeIntervalSince1970 - started,
                               formatSeconds: outcome.formatSeconds)
            }
        } catch {
            FileHandle.standardError.write(Data("exporttool serve: job \(job.id): \(error)\n".utf8))
        }
        return fit
    }

    /// A new job worker.
    private func start() throws(WorkerFailure) -> WorkerProcess {
        let worker = try WorkerProcess(command: configuration.jobCommand)
        metrics.workerStarted()
        return worker
    }

    private func isReleased(_ job: Job) -> Bool {
        lock.withLock { running[Self.key(job)]?.released ?? false }
    }

    /// Hands `request` to `process` and waits for its answer, under the job's time limit:
    /// the answer, `nil` when the worker ended without one, whether the limit stopped it,
    /// and whether the worker took the request at all.
    private func attempt(_ request: JobRequest, job: Job, on process: WorkerProcess)
        throws(WorkerFailure) -> (process: WorkerProcess, answer: JobAnswer?, overran: Bool, delivered: Bool) {
        let released = lock.withLock { () -> Bool in
            running[Self.key(job)]?.process = process
            return running[Self.key(job)]?.released ?? false
        }
        if released { process.kill(signal: SIGKILL) }
        let clock = configuration.jobSeconds.map { JobClock(seconds: $0, process: process) }
        var answer: JobAnswer?
        var delivered = false
        do throws(WorkerFailure) {
            delivered = try process.send(request)
            if delivered { answer = try process.receive(JobAnswer.self) }
        } catch .cutShort {
            answer = nil
        } catch {
            // An answer that came whole but made no sense: the worker is stopped.
            process.kill(signal: SIGKILL)
            answer = nil
        }
        let overran = clock?.stop() ?? false
        return (process, answer, overran, delivered)
    }

    /// The outcome of an answered job: its outputs and warnings, or the command line's error.
    static func outcome(_ answer: JobAnswer, work: String) -> JobOutcome {
        var outcome = JobOutcome(status: answer.error == nil ? .done : .failed)
        outcome.warnings = answer.warnings
        outcome.error = answer.error
        if answer.error == nil {
            outcome.outputs = files(under: work)
            outcome.formatSeconds = answer.formatSeconds
        }
        return outcome
    }

    /// The outcome of a job whose worker ended without answering: how it ended, with the
    /// error it printed if any.
    static func outcome(failure: WorkerFailure?, errorText: String, work: String) -> JobOutcome {
        var outcome = JobOutcome(status: .failed)
        var errorLine: String?
        for line in errorText.split(separator: "\n") {
            if let warning = ToolMessages.dropping(ToolMessages.warningPrefix, from: line) {
                outcome.warnings.append(warning)
            } else if let error = ToolMessages.dropping(ToolMessages.errorPrefix, from: line) {
                errorLine = error
            }
        }
        switch failure {
        case nil:
            outcome.status = .done
            outcome.outputs = Self.files(under: work)
        case .timedOut(_, let seconds)?:
            outcome.error = "the job ran longer than \(seconds) seconds and was stopped"
        case .killed(_, let signal)?:
            outcome.error = "the job's process was killed by signal \(signal)"
        case .failed(_, let status, let message)?:
            outcome.error = errorLine ?? (message.isEmpty ? "the job's process ended with status \(status)" : message)
        case let other?:
            outcome.error = "the job's process failed: \(other)"
        }
        return outcome
    }

    /// The files under `folder`, as paths relative to it, sorted.
    static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// Renews the leases of the jobs running here every third of the lease; a job whose
    /// lease is refused is stopped.
    private func renewLeases() async {
        let interval = max(0.1, configuration.leaseSeconds / 3)
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(interval))
            let jobs = lock.withLock { running.values.filter { !$0.released }.map { ($0.job, $0.process) } }
            for (job, process) in jobs {
                let holds = (try? store.renew(job, owner: owner, leaseSeconds: configuration.leaseSeconds)) ?? true
                if !holds, let process { stop(job, on: process) }
            }
            renewChapterLeases()
        }
    }

    /// Stops `process` for `job`'s attempt when it is still on that attempt. The renewal was
    /// asked of the database while the attempt ran; if the worker has answered since (the
    /// job was recorded, so the renewal found it no longer running), the same kept worker
    /// may already run this slot's next job, which a kill would fail. Killed under the lock,
    /// so the attempt cannot end between the look and the kill.
    private func stop(_ job: Job, on process: WorkerProcess) {
        lock.withLock {
            guard let attempt = running[Self.key(job)], !attempt.answered, attempt.process === process else { return }
            process.kill(signal: SIGKILL)
        }
    }
}

/// A job's time limit on a kept worker (whose own ``WorkerProcess/Limits`` count from its
/// start, not the job's): kills the worker when the job is still running after `seconds`.
private final class JobClock: @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var fired = false
    private var stopped = false

    init(seconds: Double, process: WorkerProcess) {
        let thread = Thread { [self] in
            guard ended.wait(timeout: .now() + seconds) == .timedOut else { return }
            // Under the lock: a job that ended meanwhile leaves its worker alone.
            lock.withLock {
                guard !stopped else { return }
                fired = true
                process.kill(signal: SIGKILL)
            }
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    /// Ends the watch; whether the limit had passed (and the worker was killed).
    func stop() -> Bool {
        let passed = lock.withLock { () -> Bool in
            stopped = true
            return fired
        }
        ended.signal()
        return passed
    }
}
