/// Why one book of a batch failed. The command line words it and picks its exit code.
package enum BatchFailure: Error, Sendable, Equatable, Codable {
    /// The export threw, in a worker or before one was needed (a FIFO named as a book).
    case export(ExportError)
    /// No worker process could be started with this program.
    case workerUnavailable(program: String)
    /// The worker exporting this input died (its termination status) before answering.
    case workerDied(input: String, status: Int32)
    /// A worker got a job it could not decode.
    case malformedJob
}
