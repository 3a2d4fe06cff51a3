/// Why batch reports could not be merged (``ExportError/reportMerge(path:cause:)``); `path`
/// there is the report refused, `first` here the one it clashes with.
public enum ReportMergeFailure: Sendable, Equatable, Codable {
    /// Not JSON, or not a batch report (what was missing or wrong, when known).
    case notAReport(detail: String)
    /// A report of a schema version this build does not know.
    case unknownSchema(Int)
    /// A report of another batch run (other options or another input list).
    case otherRun(first: String)
    /// Reports of batches cut into different numbers of shards.
    case shardCounts(count: Int, first: String, firstCount: Int)
    /// The same shard twice.
    case shardTwice(index: Int, count: Int, first: String)
    /// The same book in two reports.
    case bookTwice(input: String, first: String)
}
