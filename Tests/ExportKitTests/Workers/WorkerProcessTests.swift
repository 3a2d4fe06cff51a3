import Foundation
import Testing
@testable import ExportKit

/// The one worker-process type every pool uses (braille, narration, batch): frames both
/// ways, failures that say why, no SIGPIPE, nothing left running. The workers here are
/// real programs (`cat` echoes frames back; `sh` fails, hangs or starts children).
@Suite("Worker process")
struct WorkerProcessTests {
    struct Message: Codable, Equatable {
        var text: String
        var numbers: [Int]
        var bytes: Data?
    }

    @Test("frames go to a worker and come back intact, several in a row, of any size")
    func echo() throws {
        let worker = try WorkerProcess(command: ["/bin/cat"])
        let messages = [Message(text: "Call me Ishmael. \u{1F600}\n\"quoted\"", numbers: [1, -2, 3], bytes: nil),
                        Message(text: "", numbers: [], bytes: Data([0, 255, 10])),
                        Message(text: String(repeating: "whale ", count: 200_000), numbers: Array(0..<1000), bytes: nil)]
        for message in messages {
            // A large frame does not fit the socket's buffer: cat must be read while it is written.
            let reply = Reply()
            let thread = Thread {
                reply.message = try? worker.receive(Message.self)
                reply.done.signal()
            }
            thread.start()
            #expect(try worker.send(message))
            reply.done.wait()
            #expect(reply.message == message)
        }
        worker.closeInput()
        #expect(try worker.receive(Message.self) == nil)
        #expect(worker.failure(worker: 1) == nil)
        #expect(worker.wait() == .exited(0))
    }

    @Test("a worker that fails is reported with its status and what it wrote on standard error")
    func failure() throws {
        let worker = try WorkerProcess(command: ["/bin/sh", "-c", "echo 'no tables here' >&2; exit 3"])
        #expect(try worker.receive(Message.self) == nil)
        #expect(worker.failure(worker: 2) == .failed(worker: 2, status: 3, message: "no tables here"))
    }

    @Test("a reply cut short is an error, not a short message")
    func cutShort() throws {
        // Four bytes announce 100; three follow, then the end.
        let worker = try WorkerProcess(command: ["/bin/sh", "-c", #"printf 'd\000\000\000abc'"#])
        #expect(throws: WorkerFailure.cutShort) { try worker.receive(Message.self) }
        #expect(worker.failure(worker: 1) == nil)
    }

    @Test("a program that cannot start is a clear error naming it")
    func cannotStart() {
        #expect(throws: WorkerFailure.cannotStart(program: "/nonexistent/worker", detail: "No such file or directory")) {
            _ = try WorkerProcess(command: ["/nonexistent/worker"])
        }
        #expect(throws: WorkerFailure.noCommand) { _ = try WorkerProcess(command: []) }
    }

    @Test("a worker past its wall-clock limit is stopped and said to be")
    func deadline() throws {
        let worker = try WorkerProcess(command: ["/bin/sleep", "600"], limits: WorkerProcess.Limits(seconds: 1))
        #expect(try worker.receive(Message.self) == nil)
        #expect(worker.failure(worker: 1) == .timedOut(worker: 1, seconds: 1))
    }

    @Test("writing to a worker that has gone returns false and raises no SIGPIPE, whatever the process's policy")
    func noSigpipe() throws {
        let worker = try WorkerProcess(command: ["/bin/true"])
        _ = worker.wait()
        // Blocked, a SIGPIPE would stay pending on this thread (even if ignored) and show.
        var block = sigset_t(), previous = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var taken: Int32 = 0
                sigwait(&block, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        let big = Message(text: String(repeating: "x", count: 1 << 20), numbers: [], bytes: nil)
        #expect(try worker.send(big) == false)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test("dropping a worker kills its whole process group, children included",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func killsGroup() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("worker-group-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pidFile = scratch.appendingPathComponent("pid").path
        var worker: WorkerProcess? = try WorkerProcess(command: ["/bin/sh", "-c", "sleep 600 & echo $! > '\(pidFile)'; wait"])
        var child: pid_t = 0
        #expect(WorkerLifeTests.wait(seconds: 30) {
            child = pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
            return child > 0
        })
        #expect(WorkerLifeTests.state(child) != nil)
        worker = nil
        _ = worker
        let ended = WorkerLifeTests.wait(seconds: 10) { WorkerLifeTests.state(child).map { $0 == "Z" || $0 == "X" } ?? true }
        #expect(ended, "the worker's child (pid \(child)) outlived it")
    }

    /// A reply read on another thread.
    final class Reply: @unchecked Sendable {
        var message: Message?
        let done = DispatchSemaphore(value: 0)
    }
}
