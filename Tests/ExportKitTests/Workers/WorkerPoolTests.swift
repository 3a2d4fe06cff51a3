import Foundation
import Synchronization
import Testing
@testable import ExportKit

/// The one scheduling loop of the three pools (braille, narration, batch): replies kept by
/// job, processes kept or one per job, the first failure stopping the rest or not, the
/// caller's own share, cancellation and drop killing what runs. The workers are real
/// programs: `cat` echoes each frame back, `sh` fails, `sleep` never answers.
@Suite("Worker pool")
struct WorkerPoolTests {
    typealias Pool = WorkerPool<Int, Int>

    /// Sends the job and reads it back: a `cat` worker answers each job with itself.
    static let echo: Pool.Exchange = { worker, job, _ throws(WorkerFailure) in
        guard try worker.send(job) else { return nil }
        return try worker.receive(Int.self)
    }

    /// Every outcome the pool reports, by job.
    final class Outcomes: Sendable {
        let all = Mutex<[Int: Result<Int, WorkerFailure>]>([:])
        func record(_ index: Int, _ outcome: Result<Int, WorkerFailure>) { all.withLock { $0[index] = outcome } }
        var snapshot: [Int: Result<Int, WorkerFailure>] { all.withLock { $0 } }
    }

    /// A value the slots' threads update.
    final class Shared<Value: Sendable>: Sendable {
        let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        func update<T: Sendable>(_ body: (inout Value) -> T) -> T { value.withLock { body(&$0) } }
    }

    @Test("kept workers answer every job; replies come back in the jobs' order, each told once",
          arguments: [Pool.Order.fromStart, .fromEnd])
    func keptWorkers(order: Pool.Order) {
        let jobs = Array(0..<40).map { $0 * 7 }
        let outcomes = Outcomes()
        let started = Shared(0)
        let pool = Pool(jobs: jobs, slots: 3, order: order,
                        processes: .kept { () throws(WorkerFailure) in
                            started.update { $0 += 1 }
                            return try WorkerProcess(command: ["/bin/cat"])
                        },
                        stopsAtFirstFailure: true, exchange: Self.echo, completed: outcomes.record)
        #expect(pool.wait() == nil)
        #expect(pool.replies == jobs.map { Optional($0) })
        #expect(outcomes.snapshot.count == jobs.count)
        // One process per slot, kept from job to job.
        #expect(started.update { $0 } == 3)
    }

    @Test("a process per job: each is started for its job, with its index, and ends after it")
    func processPerJob() {
        let launched = Shared<[Int]>([])
        let pool = Pool(jobs: [5, 6, 7, 8], slots: 2,
                        processes: .perJob { index throws(WorkerFailure) in
                            launched.update { $0.append(index) }
                            return try WorkerProcess(command: ["/bin/cat"])
                        },
                        stopsAtFirstFailure: true, exchange: Self.echo)
        #expect(pool.wait() == nil)
        #expect(pool.replies == [5, 6, 7, 8])
        #expect(launched.update { $0.sorted() } == [0, 1, 2, 3])
    }

    @Test("the first failure stops the pool: no later job is handed out, and it is the one reported")
    func firstFailureStops() {
        let outcomes = Outcomes()
        let pool = Pool(jobs: [1, 2, 3, 4], slots: 1,
                        processes: .perJob { index throws(WorkerFailure) in
                            try WorkerProcess(command: index == 1 ? ["/bin/sh", "-c", "echo no voice >&2; exit 3"] : ["/bin/cat"])
                        },
                        stopsAtFirstFailure: true, exchange: Self.echo, completed: outcomes.record)
        // How the worker ended (status 3, its message) says more than its missing reply.
        #expect(pool.wait() == .failed(worker: 2, status: 3, message: "no voice"))
        #expect(pool.replies == [1, nil, nil, nil])
        #expect(outcomes.snapshot.keys.sorted() == [0, 1])
    }

    @Test("without stopping at the first failure every job is tried; a kept worker that failed is replaced")
    func failuresAreResults() {
        let outcomes = Outcomes()
        let started = Shared(0)
        // The second process started dies on its first job; the rest echo.
        let pool = Pool(jobs: [10, 20, 30, 40], slots: 1,
                        processes: .kept { () throws(WorkerFailure) in
                            let number = started.update { $0 += 1; return $0 }
                            return try WorkerProcess(command: number == 2 ? ["/bin/sh", "-c", "kill -9 $$"] : ["/bin/cat"])
                        },
                        stopsAtFirstFailure: false,
                        exchange: { worker, job, number throws(WorkerFailure) in
                            // The first job fails on the wire: the worker is dropped for the next.
                            if job == 10 { throw .malformedReply }
                            return try Self.echo(worker, job, number)
                        },
                        completed: outcomes.record)
        #expect(pool.wait() == .malformedReply)
        #expect(pool.replies == [nil, nil, 30, 40])
        let seen = outcomes.snapshot
        #expect(seen[0].flatMap { try? $0.get() } == nil)
        if case .failure(let failure)? = seen[1] { #expect(failure == .killed(worker: 1, signal: SIGKILL)) } else { Issue.record("job 2 did not fail") }
        #expect(started.update { $0 } == 3)
    }

    @Test("a worker that cannot start fails its job, or the pool when it has none")
    func cannotStart() {
        let pool = Pool(jobs: [1], slots: 1, processes: .perJob { _ throws(WorkerFailure) in try WorkerProcess(command: []) },
                        stopsAtFirstFailure: true, exchange: Self.echo)
        #expect(pool.wait() == .noCommand)
        let kept = Pool(jobs: [1], slots: 1, order: .fromEnd,
                        processes: .kept { () throws(WorkerFailure) in try WorkerProcess(command: ["/nonexistent/worker"]) },
                        stopsAtFirstFailure: true, exchange: Self.echo)
        #expect(kept.wait() == .cannotStart(program: "/nonexistent/worker", detail: "No such file or directory"))
    }

    @Test("the caller claims jobs no slot has taken, delivers them, and reads the others' replies")
    func callerShare() {
        // No slot: every job is the caller's.
        let alone = Pool(jobs: [1, 2, 3], slots: 0, order: .fromEnd, processes: .kept { () throws(WorkerFailure) in
            try WorkerProcess(command: ["/bin/cat"])
        }, stopsAtFirstFailure: true, exchange: Self.echo)
        for index in 0..<3 {
            guard case .yours = alone.claim(index) else { Issue.record("job \(index) was not the caller's"); continue }
            alone.deliver(index, index * 100)
            guard case .reply(let reply) = alone.claim(index) else { Issue.record("no reply to job \(index)"); continue }
            #expect(reply == index * 100)
        }
        #expect(alone.wait() == nil)
        // With slots: the caller gets every reply, whoever made it.
        let jobs = Array(0..<30)
        let shared = Pool(jobs: jobs, slots: 2, order: .fromEnd, processes: .kept { () throws(WorkerFailure) in
            try WorkerProcess(command: ["/bin/cat"])
        }, stopsAtFirstFailure: true, exchange: Self.echo)
        var replies: [Int] = []
        for index in jobs {
            switch shared.claim(index) {
            case .reply(let reply): replies.append(reply)
            case .yours:
                shared.deliver(index, index)
                replies.append(index)
            case .stopped(let failure): Issue.record("stopped: \(String(describing: failure))")
            }
        }
        #expect(replies == jobs)
        #expect(shared.wait() == nil)
    }

    @Test("cancelling kills the running workers and hands out nothing more; failures it caused are not counted")
    func cancel() {
        let outcomes = Outcomes()
        let asked = DispatchSemaphore(value: 0)
        let pool = Pool(jobs: [1, 2, 3], slots: 1,
                        processes: .kept { () throws(WorkerFailure) in try WorkerProcess(command: ["/bin/sleep", "600"]) },
                        stopsAtFirstFailure: true,
                        exchange: { worker, job, number throws(WorkerFailure) in
                            asked.signal()
                            return try Self.echo(worker, job, number)
                        },
                        completed: outcomes.record)
        asked.wait()
        pool.cancel(signal: SIGTERM)
        #expect(pool.wait() == nil)
        #expect(pool.replies == [nil, nil, nil])
        if case .failure(let failure)? = outcomes.snapshot[0] {
            #expect(failure == .killed(worker: 1, signal: SIGTERM))
        } else {
            Issue.record("the running job was not reported failed")
        }
        #expect(outcomes.snapshot.count == 1)
        guard case .stopped(nil) = pool.claim(2) else { Issue.record("a cancelled pool handed out a job"); return }
    }

    @Test("dropping the pool kills its workers: the slot that was waiting on one ends")
    func drop() {
        let outcomes = Outcomes()
        let asked = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        do {
            let pool = Pool(jobs: [1], slots: 1,
                            processes: .kept { () throws(WorkerFailure) in try WorkerProcess(command: ["/bin/sleep", "600"]) },
                            stopsAtFirstFailure: true,
                            exchange: { worker, job, number throws(WorkerFailure) in
                                asked.signal()
                                return try Self.echo(worker, job, number)
                            },
                            completed: { index, outcome in
                                outcomes.record(index, outcome)
                                ended.signal()
                            })
            asked.wait()
            _ = pool
        }
        ended.wait()
        if case .failure(let failure)? = outcomes.snapshot[0] {
            #expect(failure == .killed(worker: 1, signal: SIGKILL))
        } else {
            Issue.record("the running job was not reported failed")
        }
    }
}
