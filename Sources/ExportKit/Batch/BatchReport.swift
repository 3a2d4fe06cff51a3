import Foundation

/// What happened to one book of a batch.
public struct BatchResult: Sendable {
    public enum Status: String, Sendable {
        /// Exported in this run.
        case exported
        /// Outputs were complete and up to date for the same input and options.
        case skipped
        case failed
        /// The run was interrupted before the book finished.
        case interrupted
    }

    public var item: BatchItem
    public var status: Status
    /// Output paths relative to the output folder.
    public var outputs: [String] = []
    public var warnings: [String] = []
    /// Why the book failed (status ``Status/failed``).
    public var failure: BatchFailure?
    public var seconds: Double = 0

    public init(item: BatchItem, status: Status) {
        self.item = item
        self.status = status
    }
}

/// Everything a batch run did (the command line words it for `--report FILE.json`).
public struct BatchReport: Sendable {
    public var results: [BatchResult]
    public var seconds: Double
    public var jobs: Int
    public var interrupted: Bool

    public init(results: [BatchResult], seconds: Double, jobs: Int, interrupted: Bool) {
        self.results = results
        self.seconds = seconds
        self.jobs = jobs
        self.interrupted = interrupted
    }

    public func count(_ status: BatchResult.Status) -> Int {
        results.filter { $0.status == status }.count
    }
}
