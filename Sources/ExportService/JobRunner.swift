import ExportKit
import Foundation
import ServiceLifecycle

/// Claims queued jobs and runs each in its own process (`exporttool serve-job`, which is
/// `exporttool export` in the job's folder, ending with this server): a ``WorkerProcess``,
/// so it leads its own process group and is killed with it, with the job's time limit.
/// While a job runs its lease is renewed; a renewal refused (the job was cancelled, or the
/// lease lost) stops it. On graceful shutdown (SIGTERM) it claims nothing more, lets the
/// running jobs finish for ``ServiceConfiguration/drainSeconds``, then stops the rest and
/// puts them back in the queue.
final class JobRunner: Service, @unchecked Sendable {
    private let store: JobStore
    private let configuration: ServiceConfiguration
    /// This server's name on the leases it holds.
    let owner = UUID().uuidString.lowercased()
    private let metrics: ServiceMetrics

    private let lock = NSLock()
    private var draining = false
    /// The jobs running here, by id, with their process and whether they are being released.
    private var running: [String: (job: Job, process: WorkerProcess?, released: Bool)] = [:]

    init(store: JobStore, configuration: ServiceConfiguration, metrics: ServiceMetrics) {
        self.store = store
        self.configuration = configuration
        self.metrics = metrics
    }

    func run() async throws {
        let renewal = Task { await renewLeases() }
        await withGracefulShutdownHandler {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<max(1, configuration.workers) {
                    group.addTask { await self.work() }
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
            let left = lock.withLock { () -> [WorkerProcess] in
                for id in running.keys { running[id]?.released = true }
                return running.values.compactMap(\.process)
            }
            for process in left { process.kill(signal: SIGKILL) }
        }
    }

    /// One worker slot: claims and runs jobs until the server drains.
    private func work() async {
        while !isDraining {
            let claimed: Job?
            do {
                claimed = try store.claim(owner: owner, leaseSeconds: configuration.leaseSeconds)
            } catch {
                FileHandle.standardError.write(Data("exporttool serve: \(error)\n".utf8))
                claimed = nil
            }
            guard let job = claimed else {
                try? await Task.sleep(for: .milliseconds(200))
                continue
            }
            // A blocking wait for the process, on a thread of its own, not the pool's.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread { [self] in
                    execute(job)
                    done.resume()
                }
            }
        }
    }

    /// Runs one claimed job to its end and records the outcome.
    private func execute(_ job: Job) {
        lock.withLock { running[job.id] = (job, nil, false) }
        defer { lock.withLock { _ = running.removeValue(forKey: job.id) } }
        let work = store.workFolder(job)
        var outcome = JobOutcome(status: .failed)
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let command = configuration.jobCommand
                + ["--directory", store.jobFolder(job.id) + "/input", "--", job.inputName, "--to", job.formats.joined(separator: ","),
                   "--output-dir", work, "--stem", job.stem, "--jobs", "1"]
                + job.options
            let process = try WorkerProcess(command: command, limits: .init(seconds: configuration.jobSeconds))
            let released = lock.withLock { () -> Bool in
                running[job.id]?.process = process
                return running[job.id]?.released ?? false
            }
            if released { process.kill(signal: SIGKILL) }
            process.closeInput()
            let failure = process.failure(worker: 0)
            outcome = Self.outcome(failure: failure, errorText: process.errorText, work: work)
        } catch {
            outcome.error = "cannot start the job: \(error)"
        }
        if lock.withLock({ running[job.id]?.released ?? false }) {
            try? store.release(job, owner: owner)
            return
        }
        do {
            if try store.finish(job, owner: owner, outcome: outcome), let started = job.started {
                metrics.record(status: outcome.status, seconds: Date().timeIntervalSince1970 - started)
            }
        } catch {
            FileHandle.standardError.write(Data("exporttool serve: job \(job.id): \(error)\n".utf8))
        }
    }

    /// The outcome of a job process: its outputs and warnings, or the command line's error.
    static func outcome(failure: WorkerFailure?, errorText: String, work: String) -> JobOutcome {
        var outcome = JobOutcome(status: .failed)
        var errorLine: String?
        for line in errorText.split(separator: "\n") {
            if line.hasPrefix("exporttool: warning: ") {
                outcome.warnings.append(String(line.dropFirst("exporttool: warning: ".count)))
            } else if line.hasPrefix("exporttool: error: ") {
                errorLine = String(line.dropFirst("exporttool: error: ".count))
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
                if !holds { process?.kill(signal: SIGKILL) }
            }
        }
    }
}
