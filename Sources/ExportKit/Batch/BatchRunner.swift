import Dispatch
import Foundation

/// Runs a batch: skips books that are up to date, hands the rest to worker processes
/// (``BatchWorker``), records each finished book in the state file, reports progress, and
/// on SIGINT or SIGTERM stops the workers and removes their unfinished temporary files.
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

    private let configuration: Configuration
    private let progress: BatchProgress
    private let lock = NSLock()
    private var state: BatchState
    private var queue: [(index: Int, item: BatchItem, inputHash: String)] = []
    private var results: [BatchResult?] = []
    private var workers: [WorkerProcess] = []
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
    package func run(_ items: [BatchItem]) -> BatchReport {
        let start = Date()
        // Temporaries of an earlier run whose worker was killed mid-write.
        OutputWriter.removePartialFiles(under: configuration.outputDirectory, olderThan: start)
        results = Array(repeating: nil, count: items.count)
        progress.started(total: items.count)
        let optionsHash = configuration.optionsFingerprint
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
            queue.append((index, item, inputHash))
        }
        queue = BatchPlan.longestFirst(queue) { $0.item.input }
        let signals = installSignalHandlers()
        let workerCount = max(1, min(configuration.jobs, queue.count))
        let group = DispatchGroup()
        if !queue.isEmpty {
            for _ in 0..<workerCount {
                group.enter()
                let thread = Thread { [self] in
                    self.workerLoop()
                    group.leave()
                }
                thread.stackSize = 1 << 20
                thread.start()
            }
        }
        group.wait()
        for source in signals { source.cancel() }
        // Every worker has been waited for; let them go (and their descriptors) now.
        lock.withLock { workers.removeAll() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        if interrupted {
            OutputWriter.removePartialFiles(under: configuration.outputDirectory, pids: workerPIDs)
        }
        let finalResults = zip(items, results).map { item, result in result ?? BatchResult(item: item, status: .interrupted) }
        let report = BatchReport(results: finalResults, seconds: Date().timeIntervalSince(start),
                                 jobs: workerCount, interrupted: interrupted)
        progress.finished(report)
        return report
    }

    // MARK: - Workers

    private func nextJob() -> (index: Int, item: BatchItem, inputHash: String)? {
        lock.lock()
        defer { lock.unlock() }
        if interrupted || queue.isEmpty { return nil }
        return queue.removeFirst()
    }

    /// One thread per worker process: send a job, wait for its answer, repeat. A worker
    /// that dies fails its book and is replaced.
    private func workerLoop() {
        var worker: WorkerProcess?
        defer {
            if let worker {
                worker.closeInput()
                _ = worker.wait()
            }
        }
        while let job = nextJob() {
            if worker == nil { worker = startWorker() }
            guard let current = worker else {
                var result = BatchResult(item: job.item, status: .failed)
                result.failure = .workerUnavailable(program: configuration.workerCommand.first ?? "")
                finish(job.index, result)
                continue
            }
            progress.working(on: job.item)
            let begin = Date()
            var answer: BatchAnswer?
            do throws(WorkerFailure) {
                if try current.send(BatchJob(input: job.item.input, stem: job.item.relativeStem)) {
                    answer = try current.receive(BatchAnswer.self)
                }
            } catch {
                // Cut short or undecodable: the worker is no use any more, as if it had died.
                current.kill(signal: SIGKILL)
            }
            var result = BatchResult(item: job.item, status: .failed)
            result.seconds = Date().timeIntervalSince(begin)
            if let answer {
                if let failure = answer.failure {
                    result.failure = failure
                } else {
                    result.status = .exported
                    result.outputs = answer.outputs
                    result.warnings = answer.warnings
                }
            } else {
                if lock.withLock({ interrupted }) {
                    result.status = .interrupted
                } else {
                    result.failure = .workerDied(input: job.item.input, status: current.wait().status)
                }
                worker = nil
            }
            if result.status == .exported {
                lock.withLock {
                    state.record(BatchState.Entry(stem: job.item.relativeStem, inputHash: job.inputHash,
                                                  optionsHash: configuration.optionsFingerprint, outputs: result.outputs))
                }
            }
            finish(job.index, result)
        }
    }

    private func startWorker() -> WorkerProcess? {
        guard let worker = try? WorkerProcess(command: configuration.workerCommand) else { return nil }
        lock.withLock {
            workers.append(worker)
            workerPIDs.insert(worker.pid)
            if interrupted { worker.kill(signal: SIGTERM) }
        }
        return worker
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

    // MARK: - Interruption

    private func installSignalHandlers() -> [DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.interrupt() }
            source.resume()
            return source
        }
    }

    /// Stops handing out books and ends the workers; their unfinished temporary files are
    /// removed once they have exited.
    package func interrupt() {
        lock.lock()
        interrupted = true
        let running = workers
        lock.unlock()
        for worker in running { worker.kill(signal: SIGTERM) }
    }
}
