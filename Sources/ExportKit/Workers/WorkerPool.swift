import Foundation

/// The one scheduling loop behind braille translation, narration and batch: hands `jobs`
/// to ``WorkerProcess``es in a fixed number of slots, each slot a thread that talks to one
/// process at a time, and keeps each job's outcome under the job's index.
///
/// What the three pools differ in is said, not rewritten: the order slots take jobs in
/// (``Order``), whether a process serves many jobs or one (``Processes``), and whether
/// the first failure stops the others (`stopsAtFirstFailure`). The pool also lets its
/// caller work alongside the slots (``claim(_:)`` and ``deliver(_:_:)``), stops on
/// ``cancel(signal:)``, and kills every worker still running when it is dropped.
///
/// Slots are threads, not Dispatch work items: each blocks on its worker for a whole job,
/// and libdispatch on Linux runs its global queues on only as many threads as cores.
package final class WorkerPool<Job: Sendable, Reply: Sendable>: @unchecked Sendable {
    /// Which open job a slot takes next.
    package enum Order: Sendable {
        /// The jobs' own order.
        case fromStart
        /// Last first: the caller, working from the start with ``claim(_:)``, meets the
        /// slots in the middle however much of the machine each gets.
        case fromEnd
    }

    /// How slots get their processes.
    package enum Processes: Sendable {
        /// Each slot starts one process when it opens and keeps it from job to job (it
        /// keeps what it has loaded, compiled tables for one); a process that fails a job
        /// is dropped and the slot starts another for its next job.
        case kept(@Sendable () throws(WorkerFailure) -> WorkerProcess)
        /// Every job gets a process of its own, started for it (the closure gets the job's
        /// index, to set the process's limits by the job) and ended after its reply.
        case perJob(@Sendable (Int) throws(WorkerFailure) -> WorkerProcess)
    }

    /// Sends one job to a worker and reads its reply; `nil` when the worker stopped
    /// reading or closed its output without answering (how it ended then says why). The
    /// `Int` names the worker in failures: its slot (from 1) for kept processes, the job's
    /// position (from 1) for a process per job.
    package typealias Exchange = @Sendable (WorkerProcess, Job, Int) throws(WorkerFailure) -> Reply?
    /// Told each job's outcome as soon as it is known, on the slot's thread (several may
    /// call at once): the job's index and its reply or failure.
    package typealias Completion = @Sendable (Int, Result<Reply, WorkerFailure>) -> Void

    /// What ``claim(_:)`` found.
    package enum Claim {
        /// The job is done: its reply.
        case reply(Reply)
        /// No slot had taken the job: it is the caller's now, to do and ``deliver(_:_:)``.
        case yours
        /// The pool stopped before the job was done: the first failure, or `nil` when it
        /// was cancelled without one.
        case stopped(WorkerFailure?)
    }

    private let schedule: Schedule

    /// Opens `min(slots, jobs.count)` slots at once; they work until every job is taken,
    /// the pool is cancelled or (with `stopsAtFirstFailure`) a job or worker fails.
    package init(jobs: [Job], slots: Int, order: Order = .fromStart, processes: Processes,
                 stopsAtFirstFailure: Bool, exchange: @escaping Exchange, completed: Completion? = nil) {
        schedule = Schedule(jobs: jobs, order: order, processes: processes,
                            stopsAtFirstFailure: stopsAtFirstFailure, exchange: exchange, completed: completed)
        schedule.open(slots: min(max(0, slots), jobs.count))
    }

    deinit {
        schedule.cancel(signal: SIGKILL)
    }

    /// Job `index`'s reply when it is done; else takes the job for the caller when no slot
    /// has it; else waits for the slot that has it. A failure anywhere comes first.
    package func claim(_ index: Int) -> Claim {
        schedule.claim(index)
    }

    /// The reply to a job the caller claimed.
    package func deliver(_ index: Int, _ reply: Reply) {
        schedule.finish(index, .success(reply))
    }

    /// Stops handing out jobs and sends `signal` to every worker running (and to one still
    /// starting); returns at once: ``wait()`` waits for the slots to end.
    package func cancel(signal: Int32 = SIGKILL) {
        schedule.cancel(signal: signal)
    }

    /// Waits for every slot to end (each closes its worker's input and waits for it to
    /// exit) and returns the first failure, if any: a job's, or a worker's that failed
    /// outside a job (it could not start, or exited badly after its last reply). Failures
    /// after a cancellation are not counted: the cancellation caused them.
    @discardableResult
    package func wait() -> WorkerFailure? {
        schedule.waitForSlots()
    }

    /// The first failure so far (see ``wait()``).
    package var failure: WorkerFailure? {
        schedule.condition.withLock { schedule.firstFailure }
    }

    /// Each job's reply, in the jobs' order; `nil` for a job not done or failed.
    package var replies: [Reply?] {
        schedule.condition.withLock { schedule.outcomes.map { try? $0?.get() } }
    }
}

extension WorkerPool {
    /// The state the slots share. The slot threads hold this, not the pool, so that
    /// dropping the pool cancels it while they run.
    private final class Schedule: @unchecked Sendable {
        enum JobState { case open, taken, done }

        let jobs: [Job]
        let order: Order
        let processes: Processes
        let stopsAtFirstFailure: Bool
        let exchange: Exchange
        let completed: Completion?
        let slots = DispatchGroup()
        /// Guards everything below.
        let condition = NSCondition()
        var states: [JobState]
        var outcomes: [Result<Reply, WorkerFailure>?]
        var firstFailure: WorkerFailure?
        /// The signal of the cancellation, once cancelled.
        var cancelled: Int32?
        var running: [WorkerProcess] = []

        init(jobs: [Job], order: Order, processes: Processes, stopsAtFirstFailure: Bool,
             exchange: @escaping Exchange, completed: Completion?) {
            self.jobs = jobs
            self.order = order
            self.processes = processes
            self.stopsAtFirstFailure = stopsAtFirstFailure
            self.exchange = exchange
            self.completed = completed
            states = Array(repeating: .open, count: jobs.count)
            outcomes = Array(repeating: nil, count: jobs.count)
        }

        func open(slots count: Int) {
            guard count > 0 else { return }
            for slot in 1...count {
                slots.enter()
                let thread = Thread { [self] in
                    serve(slot: slot)
                    slots.leave()
                }
                thread.stackSize = 1 << 20
                thread.start()
            }
        }

        /// Whether each job has a process of its own (`.perJob`), not a slot's kept one.
        private var processPerJob: Bool {
            if case .perJob = processes { return true }
            return false
        }

        // MARK: A slot

        private func serve(slot: Int) {
            var worker: WorkerProcess?
            if case .kept(let launch) = processes {
                // Started before the first job, so that it loads while the caller works;
                // a worker that cannot start fails even if the caller does every job.
                do throws(WorkerFailure) {
                    worker = try register(launch())
                } catch {
                    record(error)
                }
            }
            while let index = take() {
                let number = processPerJob ? index + 1 : slot
                let current: WorkerProcess
                do throws(WorkerFailure) {
                    if let worker {
                        current = worker
                    } else {
                        switch processes {
                        case .kept(let launch): current = try register(launch())
                        case .perJob(let launch): current = try register(launch(index))
                        }
                    }
                } catch {
                    finish(index, .failure(error))
                    continue
                }
                let outcome = run(jobs[index], on: current, number: number)
                if !processPerJob, case .success = outcome {
                    worker = current
                } else {
                    // Its one job done, or failed: no use any more.
                    retire(current)
                    worker = nil
                }
                finish(index, outcome)
            }
            if let worker {
                worker.closeInput()
                if let failure = worker.failure(worker: slot) { record(failure) }
                retire(worker)
            }
        }

        /// One job's exchange, and what failed when it gave no reply.
        private func run(_ job: Job, on worker: WorkerProcess, number: Int) -> Result<Reply, WorkerFailure> {
            var reply: Reply?
            var wireFailure: WorkerFailure?
            do throws(WorkerFailure) {
                reply = try exchange(worker, job, number)
            } catch {
                wireFailure = error
            }
            let ownProcess = processPerJob
            if ownProcess { worker.closeInput() }
            if let wireFailure, wireFailure != .cutShort {
                // A reply that came whole but made no sense: the worker is stopped, and
                // that, not its death, is the failure.
                worker.kill(signal: SIGKILL)
                return .failure(wireFailure)
            }
            if let reply, !ownProcess { return .success(reply) }
            // How the worker ended says more than what it left on the wire: a limit passed,
            // a signal, a failure with its standard error.
            if let ended = worker.failure(worker: number) { return .failure(ended) }
            if let wireFailure { return .failure(wireFailure) }
            guard let reply else { return .failure(.noAnswer(worker: number)) }
            return .success(reply)
        }

        // MARK: Shared state

        /// The next open job for a slot, taken; `nil` when none is left or the pool stopped.
        private func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard cancelled == nil else { return nil }
            let found = order == .fromStart ? states.firstIndex(of: .open) : states.lastIndex(of: .open)
            if let found { states[found] = .taken }
            return found
        }

        func claim(_ index: Int) -> Claim {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let firstFailure { return .stopped(firstFailure) }
                switch states[index] {
                case .done:
                    switch outcomes[index] {
                    case .success(let reply)?: return .reply(reply)
                    case .failure(let failure)?: return .stopped(failure)
                    case nil: return .stopped(nil)
                    }
                case .open:
                    if cancelled != nil { return .stopped(nil) }
                    states[index] = .taken
                    return .yours
                case .taken:
                    // A slot cancelled mid-job still finishes it (as failed), so this wait ends.
                    condition.wait()
                }
            }
        }

        func finish(_ index: Int, _ outcome: Result<Reply, WorkerFailure>) {
            condition.lock()
            outcomes[index] = outcome
            states[index] = .done
            if case .failure(let failure) = outcome { recordLocked(failure) }
            condition.broadcast()
            condition.unlock()
            completed?(index, outcome)
        }

        /// Counts a failure outside any job.
        private func record(_ failure: WorkerFailure) {
            condition.lock()
            recordLocked(failure)
            condition.broadcast()
            condition.unlock()
        }

        private func recordLocked(_ failure: WorkerFailure) {
            guard cancelled == nil, firstFailure == nil else { return }
            firstFailure = failure
            if stopsAtFirstFailure { cancelLocked(signal: SIGKILL) }
        }

        func cancel(signal: Int32) {
            condition.lock()
            cancelLocked(signal: signal)
            condition.unlock()
        }

        private func cancelLocked(signal: Int32) {
            guard cancelled == nil else { return }
            cancelled = signal
            for worker in running { worker.kill(signal: signal) }
            condition.broadcast()
        }

        /// Counts a new worker as running; one started after a cancellation gets its signal.
        private func register(_ worker: WorkerProcess) -> WorkerProcess {
            condition.withLock {
                running.append(worker)
                if let cancelled { worker.kill(signal: cancelled) }
            }
            return worker
        }

        private func retire(_ worker: WorkerProcess) {
            condition.withLock { running.removeAll { $0 === worker } }
        }

        func waitForSlots() -> WorkerFailure? {
            slots.wait()
            return condition.withLock { firstFailure }
        }
    }
}
