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
    /// Which run the books belong to: the same for every shard of one batch (the options
    /// and the whole input list), so that `report merge` can refuse another run's report.
    package var run: BatchRun?
    /// The slice this report covers, when the batch was sharded.
    package var shard: BatchShard?
    /// What the folder search passed over, one line each (``BatchPlan/items(inputs:manifest:outputDirectory:passedOver:)``).
    package var passedOver: [String] = []

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

/// What every shard of one batch shares.
package struct BatchRun: Sendable, Equatable {
    /// A hash of the options and of every book of the unsharded plan with its output stem.
    package var id: String
    /// Books in the unsharded plan.
    package var books: Int

    package init(items: [BatchItem], optionsFingerprint: String) {
        var hash = ContentHash()
        hash.update(optionsFingerprint)
        for item in items {
            hash.update(item.input)
            hash.update(item.relativeStem)
        }
        id = hash.hex
        books = items.count
    }
}

/// The K-th (1-based) of N slices of a batch, and the scheduler that chose it, if any.
package struct BatchShard: Sendable, Equatable {
    package var index: Int
    package var count: Int
    package var scheduler: SchedulerShard.Scheduler?

    package init(index: Int, count: Int, scheduler: SchedulerShard.Scheduler? = nil) {
        self.index = index
        self.count = count
        self.scheduler = scheduler
    }
}
