import Foundation

/// Speaks a book's chapters in worker processes, `workers` at a time, one chapter per
/// process: eSpeak NG keeps its state in globals and cannot speak twice at once in one
/// process. The program gives the argument vector that starts a worker (`exporttool
/// narration-worker`); each is a ``WorkerProcess`` that gets its ``NarrationJob`` in one
/// frame and answers the marks and the audio in another.
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

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var done = 0
        var seconds = 0.0
        var failure: ExportError?
        var running: [WorkerProcess] = []
        var results: [NarratedAudio?] = []
    }

    package func narrate(_ jobs: [NarrationJob], progress: @escaping @Sendable (NarrationProgress) -> Void) throws(ExportError) -> [NarratedAudio] {
        guard !workerCommand.isEmpty else { throw .narration(.worker(.noCommand)) }
        let start = DispatchTime.now().uptimeNanoseconds
        var requests: [Data] = []
        do throws(WorkerFailure) {
            for job in jobs { requests.append(try WorkerFrames.encode(job)) }
        } catch {
            throw .narration(.worker(error))
        }
        let state = State()
        state.results = Array(repeating: nil, count: jobs.count)
        let slots = DispatchSemaphore(value: workers)
        let group = DispatchGroup()
        defer {
            let running = state.lock.withLock { state.running }
            for worker in running { worker.kill(signal: SIGKILL) }
        }
        for (index, request) in requests.enumerated() {
            slots.wait()
            if state.lock.withLock({ state.failure != nil }) {
                slots.signal()
                break
            }
            let budget = timeoutBase + timeoutPerMegabyte * Double(request.count) / 1_000_000
            let worker: WorkerProcess
            do throws(WorkerFailure) {
                worker = try WorkerProcess(command: workerCommand,
                                           limits: WorkerProcess.Limits(processorSeconds: budget, stallSeconds: stallSeconds))
            } catch {
                slots.signal()
                group.wait()
                throw .narration(.worker(error))
            }
            state.lock.withLock { state.running.append(worker) }
            group.enter()
            // A thread, not a global Dispatch queue: this one blocks on the worker for the
            // whole chapter, and libdispatch on Linux has only as many global threads as cores.
            let thread = Thread {
                defer {
                    slots.signal()
                    group.leave()
                }
                var reply: NarrationWorkReply?
                var wireFailure: WorkerFailure?
                do throws(WorkerFailure) {
                    if worker.send(encoded: request) {
                        worker.closeInput()
                        reply = try worker.receive(NarrationWorkReply.self)
                    }
                } catch {
                    wireFailure = error
                }
                // How the worker ended says more than what it left on the wire: a limit
                // passed, a signal, a failure with its standard error.
                let failure = worker.failure(worker: index + 1) ?? wireFailure ?? (reply == nil ? .noAnswer(worker: index + 1) : nil)
                state.lock.lock()
                defer { state.lock.unlock() }
                state.running.removeAll { $0 === worker }
                if let failure {
                    state.failure = state.failure ?? .narration(.worker(failure))
                    for other in state.running { other.kill(signal: SIGKILL) }
                } else if let audio = reply?.narrated {
                    state.done += 1
                    state.seconds += audio.duration
                    state.results[index] = audio
                    progress(NarrationProgress(documentsDone: state.done, documents: jobs.count, audioSeconds: state.seconds,
                                               elapsed: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        if let failure = state.failure { throw failure }
        return state.results.compactMap { $0 }
    }

    /// A worker's whole life (`exporttool narration-worker`): one job in on standard input,
    /// its audio and marks out on standard output.
    package static func serve() throws(ExportError) {
        let job: NarrationJob?
        do throws(WorkerFailure) {
            job = try WorkerFrames.receive(NarrationJob.self, from: STDIN_FILENO, undecodable: { .malformedRequest(detail: $0) })
        } catch {
            throw .narration(.worker(error))
        }
        guard let job else { throw .narration(.worker(.malformedRequest(detail: "no job before the end of the input"))) }
        let reply = NarrationWorkReply(try ChapterNarrator.narrate(job))
        do throws(WorkerFailure) {
            // The exporter gone, nobody wants the audio: nothing more to do.
            _ = try WorkerFrames.send(reply, to: STDOUT_FILENO)
        } catch {
            throw .narration(.worker(error))
        }
    }
}
