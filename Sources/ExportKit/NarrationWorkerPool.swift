import Foundation

/// Speaks a book's chapters in worker processes, `workers` at a time, one chapter per
/// process: eSpeak NG keeps its state in globals and cannot speak twice at once in one
/// process. The program gives the argument vector that starts a worker (`exporttool
/// narration-worker`); the pool writes the job to its standard input and reads the audio
/// and the marks from its standard output (``NarrationWire``).
///
/// A worker that fails, dies, uses more than its processor-time budget or makes no progress
/// for `stallSeconds` is an error, never a hang: on any failure every worker still running
/// is killed and no further one is started. The budget counts the worker's processor time,
/// not the wall clock, so a loaded machine slows a narration down without failing it.
package struct NarrationWorkerPool: NarrationService {
    package var workerCommand: [String]
    package var workers: Int
    /// Seconds of processor time a chapter may take: `timeoutBase` plus `timeoutPerMegabyte`
    /// per MB of SSML (eSpeak NG and LAME together run hundreds of times faster than real time).
    package var timeoutBase: Double = 120
    package var timeoutPerMegabyte: Double = 600
    /// Wall-clock seconds a worker may go without using any processor time (blocked, or
    /// stopped) before it is taken for hung.
    package var stallSeconds: Double = 120

    package init(workerCommand: [String], workers: Int) {
        self.workerCommand = workerCommand
        self.workers = max(1, workers)
    }

    private final class Job: @unchecked Sendable {
        let request: [UInt8]
        var output: [UInt8] = []
        var errorText = ""
        let process = Process()
        init(request: [UInt8]) { self.request = request }
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var done = 0
        var seconds = 0.0
        var failure: ExportError?
        var running: [Job] = []
        var results: [NarratedAudio?] = []
    }

    package func narrate(_ jobs: [NarrationJob], progress: @escaping @Sendable (NarrationProgress) -> Void) throws(ExportError) -> [NarratedAudio] {
        guard let program = workerCommand.first else { throw .narration(.worker(.noCommand)) }
        // SIGPIPE from a worker gone is ignored once, process-wide, by the command line's `main`.
        let start = DispatchTime.now().uptimeNanoseconds
        var requests: [[UInt8]] = []
        for job in jobs { requests.append(try NarrationWire.encode(job)) }
        let state = State()
        state.results = Array(repeating: nil, count: jobs.count)
        let slots = DispatchSemaphore(value: workers)
        let group = DispatchGroup()
        defer {
            state.lock.lock()
            for job in state.running where job.process.isRunning { kill(job.process.processIdentifier, SIGKILL) }
            state.lock.unlock()
        }
        for (index, request) in requests.enumerated() {
            slots.wait()
            state.lock.lock()
            let failed = state.failure != nil
            state.lock.unlock()
            if failed { slots.signal(); break }
            let job = Job(request: request)
            let input = Pipe(), output = Pipe(), errors = Pipe()
            job.process.executableURL = URL(fileURLWithPath: program)
            job.process.arguments = Array(workerCommand.dropFirst())
            job.process.standardInput = input
            job.process.standardOutput = output
            job.process.standardError = errors
            do {
                try job.process.run()
            } catch {
                slots.signal()
                throw .narration(.worker(.cannotStart(program: program, detail: "\(error)")))
            }
            state.lock.lock()
            state.running.append(job)
            state.lock.unlock()
            let timeout = timeoutBase + timeoutPerMegabyte * Double(request.count) / 1_000_000
            let queue = DispatchQueue.global()
            let inner = DispatchGroup()
            queue.async(group: inner) {
                try? input.fileHandleForWriting.write(contentsOf: Data(job.request))
                try? input.fileHandleForWriting.close()
            }
            queue.async(group: inner) { job.output = [UInt8](output.fileHandleForReading.readDataToEndOfFile()) }
            queue.async(group: inner) {
                job.errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            }
            group.enter()
            queue.async {
                defer {
                    slots.signal()
                    group.leave()
                }
                if let overrun = watch(job.process.processIdentifier, until: inner, budget: timeout) {
                    kill(job.process.processIdentifier, SIGKILL)
                    _ = inner.wait(timeout: .now() + 10)
                    job.process.waitUntilExit()
                    state.lock.lock()
                    state.failure = state.failure ?? .narration(.worker(overrun(index + 1)))
                    state.lock.unlock()
                    return
                }
                job.process.waitUntilExit()
                var failure: ExportError?
                var audio: NarratedAudio?
                if job.process.terminationReason == .uncaughtSignal {
                    failure = .narration(.worker(.killed(worker: index + 1, signal: job.process.terminationStatus)))
                } else if job.process.terminationStatus != 0 {
                    let detail = job.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
                    failure = .narration(.worker(.failed(worker: index + 1, status: job.process.terminationStatus, message: detail)))
                } else {
                    do throws(ExportError) { audio = try NarrationWire.decode(job.output) } catch { failure = error }
                }
                state.lock.lock()
                if let failure {
                    state.failure = state.failure ?? failure
                    for other in state.running where other.process.isRunning { kill(other.process.processIdentifier, SIGKILL) }
                } else if let audio {
                    state.done += 1
                    state.seconds += audio.duration
                    state.results[index] = audio
                    progress(NarrationProgress(documentsDone: state.done, documents: jobs.count, audioSeconds: state.seconds,
                                               elapsed: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
                }
                state.running.removeAll { $0 === job }
                state.lock.unlock()
            }
        }
        group.wait()
        if let failure = state.failure { throw failure }
        return state.results.compactMap { $0 }
    }

    /// Waits for `pipes` (the worker's input and output) to finish, checking the worker's
    /// processor time every second. Returns the failure (given its number) when it uses
    /// more than `budget` seconds or none at all for ``stallSeconds``; nil when it finished.
    private func watch(_ pid: pid_t, until pipes: DispatchGroup, budget: Double) -> ((Int) -> WorkerFailure)? {
        var used = 0.0
        var lastProgress = DispatchTime.now().uptimeNanoseconds
        while pipes.wait(timeout: .now() + 1) == .timedOut {
            let now = DispatchTime.now().uptimeNanoseconds
            if let seconds = ProcessClock.processorSeconds(pid), seconds > used {
                used = seconds
                lastProgress = now
            }
            if used > budget { return { .timedOut(worker: $0, seconds: Int(budget)) } }
            if Double(now - lastProgress) / 1e9 > stallSeconds {
                return { [stallSeconds] in .stalled(worker: $0, seconds: Int(stallSeconds)) }
            }
        }
        return nil
    }
}
