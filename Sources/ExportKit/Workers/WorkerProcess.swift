import Foundation
import ProcessSpawn

/// One worker process of `exporttool` (braille translation, narration, a batch's books):
/// started from an argument vector, spoken to in ``WorkerFrames`` both ways over one
/// socket on its standard input and output, watched against its ``Limits``, and killed with
/// its whole process group when this value goes away.
///
/// The shape follows swift-tools-support-core's `Process` and swift-subprocess: the child
/// is started with `posix_spawn` (no fork of a threaded process), every descriptor this side
/// keeps is close-on-exec so a worker never holds another worker's pipe open, the child
/// leads its own process group so a kill reaches whatever it started, and its standard
/// error is read on the side into a bounded buffer for the error message.
package final class WorkerProcess: @unchecked Sendable {
    /// What a worker may use before it is stopped; each is optional.
    package struct Limits: Sendable {
        /// Wall-clock seconds from the start.
        package var seconds: Double?
        /// Seconds of processor time (``ProcessClock``): a loaded machine slows a worker
        /// down without failing it.
        package var processorSeconds: Double?
        /// Wall-clock seconds without using any processor time (blocked, or stopped).
        package var stallSeconds: Double?

        package init(seconds: Double? = nil, processorSeconds: Double? = nil, stallSeconds: Double? = nil) {
            self.seconds = seconds
            self.processorSeconds = processorSeconds
            self.stallSeconds = stallSeconds
        }
    }

    /// How the process ended.
    package enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)

        /// The exit status, or the signal's number.
        package var status: Int32 {
            switch self {
            case .exited(let status), .signaled(let status): return status
            }
        }
    }

    /// Which limit stopped the worker.
    private enum Stop {
        case overTime(seconds: Int)
        case stalled(seconds: Int)
    }

    /// Standard error kept for the message; the rest is read and dropped.
    private static let errorBytesKept = 64 * 1024

    package let pid: pid_t
    /// This side of the socket that is the worker's standard input and output.
    private let channel: Int32
    private let limits: Limits
    private let started = ContinuousClock.now
    /// What the side threads share with this value; they hold it, not the value, so the
    /// value's last owner is always the one that ends the worker.
    private let shared = Shared()
    /// Serializes ``wait()`` callers.
    private let waitLock = NSLock()

    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var stop: Stop?
        var termination: Termination?
        var errorBytes: [UInt8] = []
        let errorsRead = DispatchSemaphore(value: 0)
        /// Signalled once the worker is reaped: the watch ends.
        let ended = DispatchSemaphore(value: 0)
    }

    /// Starts `command` (program path, then arguments).
    package init(command: [String], limits: Limits = Limits()) throws(WorkerFailure) {
        guard let program = command.first else { throw .noCommand }
        var sockets: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        // Created close-on-exec at once (another thread may be starting a process now);
        // standard error is a socket too, as Glibc's Swift module has no `pipe2`.
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &sockets) == 0 else {
            throw .cannotStart(program: program, detail: String(cString: strerror(errno)))
        }
        guard socketpair(AF_UNIX, type, 0, &errors) == 0 else {
            let code = errno
            close(sockets[0]); close(sockets[1])
            throw .cannotStart(program: program, detail: String(cString: strerror(code)))
        }
        let spawned = Self.spawn(command, input: sockets[1], errors: errors[1])
        close(sockets[1])
        close(errors[1])
        switch spawned {
        case .failure(let error):
            close(sockets[0])
            close(errors[0])
            throw .cannotStart(program: program, detail: String(cString: strerror(error.code)))
        case .success(let pid):
            self.pid = pid
        }
        channel = sockets[0]
        self.limits = limits
        readErrors(errors[0])
        if limits.seconds != nil || limits.processorSeconds != nil || limits.stallSeconds != nil { watch() }
    }

    deinit {
        if shared.lock.withLock({ shared.termination == nil }) {
            kill(signal: SIGKILL)
            _ = wait()
        }
        close(channel)
    }

    // MARK: Talking

    /// Sends one request; `false` when the worker no longer reads (it has ended: ask
    /// ``failure(worker:)`` why).
    package func send<Message: Encodable>(_ message: Message) throws(WorkerFailure) -> Bool {
        try WorkerFrames.send(message, to: channel)
    }

    /// Sends one request already encoded (``WorkerFrames/encode(_:)``).
    package func send(encoded payload: Data) -> Bool {
        WorkerFrames.writeFrame(payload, to: channel)
    }

    /// Reads one reply; `nil` when the worker closed its output without starting one.
    package func receive<Message: Decodable>(_ type: Message.Type) throws(WorkerFailure) -> Message? {
        try WorkerFrames.receive(type, from: channel) { _ in .malformedReply }
    }

    /// Tells the worker no more requests come (it sees the end of its standard input).
    package func closeInput() {
        shutdown(channel, Int32(SHUT_WR))
    }

    // MARK: Ending

    /// Sends `signal` to the worker's process group, unless it has already been reaped
    /// (its number may belong to another process by then).
    package func kill(signal: Int32) {
        shared.lock.withLock {
            if shared.termination == nil { _ = Glibc.kill(-pid, signal) }
        }
    }

    /// Waits for the worker to exit and for its standard error to close.
    package func wait() -> Termination {
        waitLock.lock()
        defer { waitLock.unlock() }
        if let termination = shared.lock.withLock({ shared.termination }) { return termination }
        // Wait without reaping, then reap under the lock, so that `kill` never signals a
        // process number the system may have reused.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        let result: Termination = shared.lock.withLock {
            // Killing the group closes every copy of the standard error pipe (a worker that
            // exited by itself may have left a child holding it); the leader, not reaped
            // yet, keeps the group's number from being reused.
            _ = Glibc.kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let ended: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
            shared.termination = ended
            return ended
        }
        shared.ended.signal()
        _ = shared.errorsRead.wait(timeout: .now() + 5)
        return result
    }

    /// Waits for the worker to exit and says why it failed: the limit that stopped it, the
    /// signal that killed it, or its non-zero status with what it wrote on standard error.
    /// `nil` when it exited with status 0. `number` names it in the failure.
    package func failure(worker number: Int) -> WorkerFailure? {
        let ended = wait()
        if let stop = shared.lock.withLock({ shared.stop }) {
            switch stop {
            case .overTime(let seconds): return .timedOut(worker: number, seconds: seconds)
            case .stalled(let seconds): return .stalled(worker: number, seconds: seconds)
            }
        }
        switch ended {
        case .signaled(let signal): return .killed(worker: number, signal: signal)
        case .exited(0): return nil
        case .exited(let status): return .failed(worker: number, status: status, message: errorText)
        }
    }

    /// What the worker wrote on standard error, trimmed.
    package var errorText: String {
        String(decoding: shared.lock.withLock { shared.errorBytes }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Starting

    private static func spawn(_ command: [String], input: Int32, errors: Int32) -> Result<pid_t, SpawnFailure> {
        // dup2 clears close-on-exec on the copies: the worker keeps 0, 1, 2 and nothing else
        // of ours. Its own process group, so that a kill reaches whatever the worker started.
        ProcessSpawn.start(command, descriptors: [.duplicate(input, as: 0), .duplicate(input, as: 1), .duplicate(errors, as: 2)],
                           ownGroup: true)
    }

    private func readErrors(_ descriptor: Int32) {
        let thread = Thread { [shared] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let got = read(descriptor, &buffer, buffer.count)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                shared.lock.withLock {
                    let room = Self.errorBytesKept - shared.errorBytes.count
                    if room > 0 { shared.errorBytes += buffer[..<min(got, room)] }
                }
            }
            close(descriptor)
            shared.errorsRead.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    // MARK: Watching

    /// Checks the limits once a second and kills the group at the first one passed; the
    /// reader of the worker's output then sees its end and ``failure(worker:)`` says which.
    /// A thread of its own, not a Dispatch timer: libdispatch on Linux runs its global
    /// queues on as many threads as cores, and the pools' blocked readers could starve a
    /// timer there, so that the watch would wait for the very worker it should stop.
    private func watch() {
        let thread = Thread { [shared, pid, limits, started] in
            let interval = min(1.0, limits.seconds ?? 1.0)
            var used = 0.0
            var lastProgress = ContinuousClock.now
            while shared.ended.wait(timeout: .now() + interval) == .timedOut {
                let now = ContinuousClock.now
                if let seconds = ProcessClock.processorSeconds(pid), seconds > used {
                    used = seconds
                    lastProgress = now
                }
                var passed: Stop?
                if let limit = limits.seconds, now - started > .seconds(limit) {
                    passed = .overTime(seconds: Int(limit))
                } else if let limit = limits.processorSeconds, used > limit {
                    passed = .overTime(seconds: Int(limit))
                } else if let limit = limits.stallSeconds, now - lastProgress > .seconds(limit) {
                    passed = .stalled(seconds: Int(limit))
                }
                guard let passed else { continue }
                // A limit passed by a process already gone (not reaped yet) did not stop it.
                var info = siginfo_t()
                if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD { return }
                shared.lock.withLock {
                    guard shared.termination == nil, shared.stop == nil else { return }
                    shared.stop = passed
                    _ = Glibc.kill(-pid, SIGKILL)
                }
                return
            }
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }
}
