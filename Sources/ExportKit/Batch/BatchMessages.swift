/// A job sent to a batch worker, one frame on its standard input (``WorkerFrames``).
struct BatchJob: Codable, Sendable {
    var input: String
    /// The output stem relative to the output folder (`sub/book`).
    var stem: String
}

/// A batch worker's answer to one job, one frame on its standard output: the outputs
/// (relative to the output folder) and warnings, or the failure.
struct BatchAnswer: Codable, Sendable {
    var outputs: [String] = []
    var warnings: [String] = []
    var failure: BatchFailure?
}
