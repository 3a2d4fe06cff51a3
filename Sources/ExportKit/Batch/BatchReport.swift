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
    public var error: String?
    /// The exit code `exporttool export` would have used for this book's error.
    public var exitCode: Int32?
    public var seconds: Double = 0

    public init(item: BatchItem, status: Status) {
        self.item = item
        self.status = status
    }
}

/// Everything a batch run did, for `--report FILE.json`.
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

    /// The batch's exit code: 0 when every book succeeded (or was already up to date),
    /// ``BatchReport/failureExitCode`` when any failed, 130 when interrupted.
    public var exitCode: Int32 {
        if interrupted { return 130 }
        return count(.failed) > 0 ? Self.failureExitCode : 0
    }

    /// Exit code of a batch in which at least one book failed.
    public static let failureExitCode: Int32 = 10

    public var json: JSONValue {
        let exported = count(.exported)
        return .object([
            ("schemaVersion", .number(1)),
            ("totals", .object([
                ("books", .number(results.count)),
                ("exported", .number(exported)),
                ("skipped", .number(count(.skipped))),
                ("failed", .number(count(.failed))),
                ("interrupted", .number(count(.interrupted))),
                ("jobs", .number(jobs)),
                ("milliseconds", .number(Int(seconds * 1000))),
                ("booksPerSecond", .string(String(format: "%.2f", seconds > 0 ? Double(exported) / seconds : 0))),
            ])),
            ("interrupted", .bool(interrupted)),
            ("books", .array(results.map { result in
                .object([
                    ("input", .string(result.item.input)),
                    ("output", .string(result.item.relativeStem)),
                    ("status", .string(result.status.rawValue)),
                    ("outputs", .array(result.outputs.map(JSONValue.string))),
                    ("warnings", .array(result.warnings.map(JSONValue.string))),
                    ("error", .optional(result.error)),
                    ("exitCode", result.exitCode.map { .number(Int($0)) } ?? .null),
                    ("milliseconds", .number(Int(result.seconds * 1000))),
                ])
            })),
        ])
    }
}
