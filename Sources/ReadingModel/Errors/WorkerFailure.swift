/// Why a worker process (braille translation or narration) did not deliver. Workers are
/// numbered from 1 in the order they were started.
public enum WorkerFailure: Error, Sendable, Equatable, Codable {
    /// No program to start was given.
    case noCommand
    /// The program could not be started; `detail` is the system's report.
    case cannotStart(program: String, detail: String)
    /// A reply that does not decode.
    case malformedReply
    /// A request or reply that stopped partway.
    case cutShort
    /// A reply with a different number of pieces than were asked for.
    case wrongCount(worker: Int, got: Int, expected: Int)
    /// Killed by a signal.
    case killed(worker: Int, signal: Int32)
    /// Exited with a non-zero status; `message` is what it wrote on standard error.
    case failed(worker: Int, status: Int32, message: String)
    /// Exited without answering every request.
    case noAnswer(worker: Int)
    /// Still running at the deadline and stopped (`worker` nil: all of them).
    case timedOut(worker: Int?, seconds: Int)
    /// Used no processor time for this many seconds (blocked or stopped) and was stopped.
    case stalled(worker: Int, seconds: Int)
    /// A request it could not decode; `detail` is the decoder's report.
    case malformedRequest(detail: String)
    /// A request or reply that could not be encoded; `detail` is the encoder's report.
    case encoding(detail: String)
}
