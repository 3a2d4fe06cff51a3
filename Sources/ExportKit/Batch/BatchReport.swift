import Foundation

/// What happened to one book of a batch.
package struct BatchResult: Sendable {
    package enum Status: String, Sendable {
        /// Exported in this run.
        case exported
        /// Outputs were complete and up to date for the same input and options.
        case skipped
        case failed
        /// The run was interrupted before the book finished.
        case interrupted
    }

    package var item: BatchItem
    package var status: Status
    /// Output paths relative to the output folder.
    package var outputs: [String] = []
    package var warnings: [String] = []
    /// Why the book failed (status ``Status/failed``).
    package var failure: BatchFailure?
    package var seconds: Double = 0

    package init(item: BatchItem, status: Status) {
        self.item = item
        self.status = status
    }
}

/// Everything a batch run did (the command line words it for `--report FILE.json`).
package struct BatchReport: Sendable {
    package var results: [BatchResult]
    package var seconds: Double
    package var jobs: Int
    package var interrupted: Bool

    package init(results: [BatchResult], seconds: Double, jobs: Int, interrupted: Bool) {
        self.results = results
        self.seconds = seconds
        self.jobs = jobs
        self.interrupted = interrupted
    }

    package func count(_ status: BatchResult.Status) -> Int {
        results.filter { $0.status == status }.count
    }
}
