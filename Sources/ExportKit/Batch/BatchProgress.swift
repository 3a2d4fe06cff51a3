/// Receives a batch's progress.
package protocol BatchProgress: Sendable {
    func started(total: Int)
    func working(on item: BatchItem)
    func completed(_ result: BatchResult, done: Int, failures: Int)
    func finished(_ report: BatchReport)
}
