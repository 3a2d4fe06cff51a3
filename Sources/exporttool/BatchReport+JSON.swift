import ExportKit
import Foundation

// A batch's outcome as the command line reports it: words and exit codes for each failed
// book (ErrorMessages.swift), the run's exit code, and the `--report` JSON.

extension BatchFailure {
    /// One line naming the book and the problem.
    var message: String {
        switch self {
        case .export(let error): return error.message
        case .workerUnavailable(let program): return "cannot start a worker process (\(program))"
        case .workerDied(let input, let status): return "\(input): the worker process died (status \(status))"
        case .malformedJob: return "malformed job line"
        }
    }

    /// The exit code `exporttool export` would have used for this book's error.
    var exitCode: Int32? {
        switch self {
        case .export(let error): return error.exitCode
        case .workerUnavailable: return nil
        case .workerDied: return 1
        case .malformedJob: return 2
        }
    }
}

extension BatchReport {
    /// Exit code of a batch in which at least one book failed.
    static let failureExitCode: Int32 = 10

    /// The batch's exit code: 0 when every book succeeded (or was already up to date),
    /// ``failureExitCode`` when any failed, 130 when interrupted.
    var exitCode: Int32 {
        if interrupted { return 130 }
        return count(.failed) > 0 ? Self.failureExitCode : 0
    }

    /// The report `--report FILE.json` writes (schema version 2, README "Batch"; version 1
    /// had no `run` and `shard`).
    var json: JSONValue {
        let exported = count(.exported)
        return .object([
            ("schemaVersion", .number(2)),
            ("run", run.map { .object([("id", .string($0.id)), ("books", .number($0.books))]) } ?? .null),
            ("shard", shard.map { shard in
                .object([("index", .number(shard.index)), ("count", .number(shard.count)),
                         ("scheduler", .optional(shard.scheduler?.rawValue))])
            } ?? .null),
            ("passedOver", .array(passedOver.map(JSONValue.string))),
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
                    ("error", .optional(result.failure?.message)),
                    ("exitCode", result.failure?.exitCode.map { .number(Int($0)) } ?? .null),
                    ("milliseconds", .number(Int(result.seconds * 1000))),
                ])
            })),
        ])
    }
}
