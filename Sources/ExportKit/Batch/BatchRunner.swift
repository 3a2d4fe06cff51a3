import Foundation

/// Runs a batch: skips books that are up to date, hands the rest to worker processes
/// (``BatchWorker``) through a ``WorkerPool``, records each finished book in the state file,
/// reports progress, and when ``interrupt()``ed stops the workers and removes their
/// unfinished temporary files.
package final class BatchRunner: @unchecked Sendable {
    package struct Configuration: Sendable {
        package var outputDirectory: String
        package var jobs: Int
        /// Redo every book, even those whose outputs are up to date.
        package var force: Bool
        /// A fingerprint of the formats and every option that changes outputs.
        package var optionsFingerprint: String
        /// The program and arguments that start one worker (`exporttool batch ... --worker`).
        package var workerCommand: [String]

        package init(outputDirectory: String, jobs: Int, force: Bool, optionsFingerprint: String, workerCommand: [String]) {
            self.outputDirectory = outputDirectory
            self.jobs = jobs
            self.force = force
            self.optionsFingerprint = optionsFingerprint
            self.workerCommand = workerCommand
        }
    }

    /// A book handed to the workers: its place in the run's list and its content hash.
    private struct Queued: Sendable {
        var index: Int
        var item: BatchItem
        var inputHash: String
    }

    private let configuration: Configuration
    private let progress: BatchProgress
    /// Guards everything below.
    private let lock = NSLock()
    private var state: BatchState
    private var results: [BatchResult?] = []
    /// When each book was sent to its worker, by its place in the run's list.
    private var begins: [Date?] = []
    private var pool: WorkerPool<Queued, BatchAnswer>?
    private var workerPIDs: Set<Int32> = []
    private var interrupted = false
    private var done = 0
    private var failures = 0

    package init(configuration: Configuration, progress: BatchProgress) {
        self.configuration = configuration
        self.progress = progress
        self.state = BatchState(directory: configuration.outputDirectory)
    }

    /// Runs every item and returns the report. Never throws: a book's failure is a result.
    /// The runner changes no signal's disposition: whoever embeds it (the command line)
    /// decides which signals stop a run and calls ``interrupt()``.
    package func run(_ items: [BatchItem]) -> BatchReport {
        let start = Date()
        // Temporaries of an earlier run whose worker was killed mid-write.
        OutputWriter.removePartialFiles(under: configuration.outputDirectory, olderThan: start)
        results = Array(repeating: nil, count: items.count)
        progress.started(total: items.count)
        let optionsHash = configuration.optionsFingerprint
        var queue: [Queued] = []
        for (index, item) in items.enumerated() {
            // A FIFO or device fails its own book here, unopened; the others go on.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: item.input, isDirectory: &isDirectory), !isDirectory.boolValue,
               let problem = RegularFile.problem(item.input, displayPath: item.input) {
                var result = BatchResult(item: item, status: .failed)
                result.failure = .export(problem)
                finish(index, result)
                continue
            }
            guard let inputHash = ContentHash.ofInput(item.input) else {
                var result = BatchResult(item: item, status: .failed)
                result.failure = .export(.fileNotFound(path: item.input))
                finish(index, result)
                continue
            }
            if !configuration.force,
               state.isUpToDate(stem: item.relativeStem, inputHash: inputHash, optionsHash: optionsHash) {
                var result = BatchResult(item: item, status: .skipped)
                result.outputs = state.outputs(of: item.relativeStem)
                finish(index, result)
                continue
            }
            queue.append(Queued(index: index, item: item, inputHash: inputHash))
        }
        queue = BatchPlan.longestFirst(queue) { $0.item.input }
        let workerCount = max(1, min(configuration.jobs, queue.count))
        run(queue, workers: workerCount)
        if interrupted {
            OutputWriter.removePartialFiles(under: configuration.outputDirectory, pids: workerPIDs)
        }
        let finalResults = zip(items, results).map { item, result in result ?? BatchResult(item: item, status: .interrupted) }
        let report = BatchReport(results: finalResults, seconds: Date().timeIntervalSince(start),
                                 jobs: workerCount, interrupted: interrupted)
        progress.finished(report)
        return report
    }

    /// Stops handing out books and ends the workers (SIGTERM); their unfinished temporary
    /// files are removed once they have exited, and the books not done are reported as
    /// interrupted. Safe from any thread, before or during ``run(_:)``.
    package func interrupt() {
        let running = lock.withLock {
            interrupted = true
            return pool
        }
        running?.cancel(signal: SIGTERM)
    }

    // MARK: - Workers

    /// Hands the books to worker processes, each kept from book to book (it keeps its
    /// compiled tables); a worker that dies fails its book and is replaced for the next.
    private func run(_ queue: [Queued], workers: Int) {
        // Interrupted before any book was handed out: no worker is started at all.
        guard !queue.isEmpty, !lock.withLock({ interrupted }) else { return }
        begins = Array(repeating: nil, count: results.count)
        let command = configuration.workerCommand
        let pool = WorkerPool<Queued, BatchAnswer>(
            jobs: queue, slots: workers,
            processes: .kept { [self] () throws(WorkerFailure) in
                let worker = try WorkerProcess(command: command)
                lock.withLock { _ = workerPIDs.insert(worker.pid) }
                return worker
            },
            stopsAtFirstFailure: false,
            exchange: { [self] worker, job, _ throws(WorkerFailure) in
                progress.working(on: job.item)
                lock.withLock { begins[job.index] = Date() }
                guard try worker.send(BatchJob(input: job.item.input, stem: job.item.relativeStem)) else { return nil }
                return try worker.receive(BatchAnswer.self)
            },
            completed: { [self] position, outcome in completed(queue[position], outcome) })
        let stopped = lock.withLock {
            self.pool = pool
            return interrupted
        }
        // Interrupted while the pool was being made.
        if stopped { pool.cancel(signal: SIGTERM) }
        pool.wait()
        lock.withLock { self.pool = nil }
    }

    /// Records one book's outcome: its outputs in the state file, or why it failed.
    private func completed(_ job: Queued, _ outcome: Result<BatchAnswer, WorkerFailure>) {
        var result = BatchResult(item: job.item, status: .failed)
        let (begin, isInterrupted) = lock.withLock { (begins[job.index], interrupted) }
        result.seconds = begin.map { Date().timeIntervalSince($0) } ?? 0
        switch outcome {
        case .success(let answer):
            if let failure = answer.failure {
                result.failure = failure
            } else {
                result.status = .exported
                result.outputs = answer.outputs
                result.warnings = answer.warnings
                lock.withLock {
                    state.record(BatchState.Entry(stem: job.item.relativeStem, inputHash: job.inputHash,
                                                  optionsHash: configuration.optionsFingerprint, outputs: result.outputs))
                }
            }
        case .failure(.noCommand), .failure(.cannotStart):
            result.failure = .workerUnavailable(program: configuration.workerCommand.first ?? "")
        case .failure(let failure):
            if isInterrupted {
                result.status = .interrupted
            } else {
                result.failure = .workerDied(input: job.item.input, status: Self.status(failure))
            }
        }
        finish(job.index, result)
    }

    /// The termination status a failed worker is reported with: its signal or exit status;
    /// a worker whose reply made no sense was killed (SIGKILL).
    private static func status(_ failure: WorkerFailure) -> Int32 {
        switch failure {
        case .killed(_, let signal): return signal
        case .failed(_, let status, _): return status
        case .noAnswer: return 0
        default: return SIGKILL
        }
    }

    private func finish(_ index: Int, _ result: BatchResult) {
        lock.lock()
        results[index] = result
        done += 1
        if result.status == .failed { failures += 1 }
        let snapshot = (done, failures)
        lock.unlock()
        progress.completed(result, done: snapshot.0, failures: snapshot.1)
    }
}
