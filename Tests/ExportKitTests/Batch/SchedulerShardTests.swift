import Foundation
import Testing
@testable import ExportKit
@testable import ReadingModel

/// `batch --shard auto` and `report merge` (issue 39, part 3): the environment contract of
/// each scheduler as a function, then the command line with those variables set.
@Suite("Batch on schedulers")
struct SchedulerShardTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var environment: [String: String]
        var count: Int? = nil
        /// 1-based shard and count, or the problem.
        var expected: Result

        enum Result: Sendable, Equatable {
            case shard(SchedulerShard.Scheduler, Int, Int)
            case problem(SchedulerShardProblem)
        }

        var testDescription: String { name }
    }

    static let slurm = ["SLURM_ARRAY_JOB_ID": "40", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "2",
                        "SLURM_ARRAY_TASK_STEP": "1", "SLURM_ARRAY_TASK_COUNT": "3"]

    static func slurm(_ id: Int, min: Int, max: Int, step: Int, count: Int) -> [String: String] {
        ["SLURM_ARRAY_TASK_ID": "\(id)", "SLURM_ARRAY_TASK_MIN": "\(min)", "SLURM_ARRAY_TASK_MAX": "\(max)",
         "SLURM_ARRAY_TASK_STEP": "\(step)", "SLURM_ARRAY_TASK_COUNT": "\(count)"]
    }

    static let cases: [Case] = [
        Case(name: "Kubernetes: the index is 0-based, the count from --shard-count",
             environment: ["JOB_COMPLETION_INDEX": "0"], count: 4, expected: .shard(.kubernetes, 1, 4)),
        Case(name: "Kubernetes: the count from JOB_COMPLETIONS", environment: ["JOB_COMPLETION_INDEX": "3", "JOB_COMPLETIONS": "4"],
             expected: .shard(.kubernetes, 4, 4)),
        Case(name: "Kubernetes: no count anywhere", environment: ["JOB_COMPLETION_INDEX": "1"],
             expected: .problem(.missingCount(indexVariable: "JOB_COMPLETION_INDEX", countVariable: "JOB_COMPLETIONS"))),
        Case(name: "Kubernetes: --shard-count and JOB_COMPLETIONS disagree",
             environment: ["JOB_COMPLETION_INDEX": "1", "JOB_COMPLETIONS": "4"], count: 5,
             expected: .problem(.countMismatch(given: 5, variable: "JOB_COMPLETIONS", count: 4))),
        Case(name: "Kubernetes: index past the count", environment: ["JOB_COMPLETION_INDEX": "4"], count: 4,
             expected: .problem(.indexOutOfRange(variable: "JOB_COMPLETION_INDEX", index: 4, count: 4))),
        Case(name: "Slurm --array=0-2, task 2", environment: slurm(2, min: 0, max: 2, step: 1, count: 3),
             expected: .shard(.slurm, 3, 3)),
        Case(name: "Slurm --array=1-3 (ids from 1), task 1", environment: slurm(1, min: 1, max: 3, step: 1, count: 3),
             expected: .shard(.slurm, 1, 3)),
        Case(name: "Slurm --array=1-7:2, task 5 is the third", environment: slurm(5, min: 1, max: 7, step: 2, count: 4),
             expected: .shard(.slurm, 3, 4)),
        Case(name: "Slurm --array=1,5,9 (what Slurm 22.05 sets: step 1): refused, the position is unknown",
             environment: slurm(5, min: 1, max: 9, step: 1, count: 3),
             expected: .problem(.unevenSlurmArray(id: 5, min: 1, max: 9, step: 1, count: 3))),
        Case(name: "Slurm --array=1,4,9: refused", environment: slurm(4, min: 1, max: 9, step: 1, count: 3),
             expected: .problem(.unevenSlurmArray(id: 4, min: 1, max: 9, step: 1, count: 3))),
        Case(name: "Slurm: --shard-count must agree", environment: slurm(0, min: 0, max: 2, step: 1, count: 3), count: 2,
             expected: .problem(.countMismatch(given: 2, variable: "SLURM_ARRAY_TASK_COUNT", count: 3))),
        Case(name: "Slurm: an id that is not a number", environment: ["SLURM_ARRAY_TASK_ID": "x1"],
             expected: .problem(.notANumber(variable: "SLURM_ARRAY_TASK_ID", value: "x1"))),
        Case(name: "AWS Batch: index and size", environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "9", "AWS_BATCH_JOB_ARRAY_SIZE": "10"],
             expected: .shard(.awsBatch, 10, 10)),
        Case(name: "AWS Batch: no size", environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "0"],
             expected: .problem(.missingCount(indexVariable: "AWS_BATCH_JOB_ARRAY_INDEX", countVariable: "AWS_BATCH_JOB_ARRAY_SIZE"))),
        Case(name: "AWS Batch: index equal to the size", environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "2", "AWS_BATCH_JOB_ARRAY_SIZE": "2"],
             expected: .problem(.indexOutOfRange(variable: "AWS_BATCH_JOB_ARRAY_INDEX", index: 2, count: 2))),
        Case(name: "Cloud Run: index and count", environment: ["CLOUD_RUN_TASK_INDEX": "1", "CLOUD_RUN_TASK_COUNT": "3"],
             expected: .shard(.cloudRun, 2, 3)),
        Case(name: "Cloud Run: a negative count", environment: ["CLOUD_RUN_TASK_INDEX": "0", "CLOUD_RUN_TASK_COUNT": "-3"],
             expected: .problem(.notANumber(variable: "CLOUD_RUN_TASK_COUNT", value: "-3"))),
        Case(name: "nothing set", environment: ["HOME": "/root", "SLURM_ARRAY_JOB_ID": "3"], expected: .problem(.noScheduler)),
        Case(name: "two schedulers at once", environment: ["JOB_COMPLETION_INDEX": "0", "CLOUD_RUN_TASK_INDEX": "0", "CLOUD_RUN_TASK_COUNT": "2"],
             expected: .problem(.severalSchedulers(["JOB_COMPLETION_INDEX", "CLOUD_RUN_TASK_INDEX"]))),
    ]

    @Test("each scheduler's variables give the shard, or a problem naming the variable", arguments: cases)
    func environmentContract(_ example: Case) {
        do {
            let shard = try SchedulerShard.from(environment: example.environment, count: example.count)
            #expect(Case.Result.shard(shard.scheduler, shard.index, shard.count) == example.expected)
        } catch {
            guard case .invalidSetting(let setting) = error, case .shardFromScheduler(let problem) = setting.requirement else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(setting.setting == .shard && setting.value == "auto")
            #expect(Case.Result.problem(problem) == example.expected)
        }
    }

    @Test("every slot of an evenly spaced Slurm array is a different shard, together all of them",
          arguments: [(0, 2, 1), (1, 10, 1), (1, 7, 2), (3, 30, 3)])
    func slurmArraysCoverEveryShard(_ array: (min: Int, max: Int, step: Int)) throws {
        let ids = Array(stride(from: array.min, through: array.max, by: array.step))
        let shards = try ids.map { id throws(ExportError) in
            try SchedulerShard.from(environment: Self.slurm(id, min: array.min, max: array.max, step: array.step, count: ids.count)).index
        }
        #expect(shards == Array(1...ids.count))
    }
}

/// The command line with a scheduler's variables set.
extension SchedulerShardTests {
    /// A folder of `count` copies of the sample book (unpacked).
    static func library(_ factory: BookFactory, count: Int) throws -> URL {
        let root = factory.directory.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for index in 0..<count {
            try FileManager.default.copyItem(at: TestPaths.sampleBook, to: root.appendingPathComponent("book\(index)"))
        }
        return root
    }

    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    @Test("--shard auto: Kubernetes, Slurm, AWS Batch and Cloud Run shards each export their slice; report merge joins them, every book once",
          arguments: [
            (0..<3).map { ["JOB_COMPLETION_INDEX": "\($0)", "JOB_COMPLETIONS": "3"] },
            (0..<3).map { SchedulerShardTests.slurm($0 * 2 + 1, min: 1, max: 5, step: 2, count: 3) },
            (0..<3).map { ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "AWS_BATCH_JOB_ARRAY_SIZE": "3"] },
            (0..<3).map { ["CLOUD_RUN_TASK_INDEX": "\($0)", "CLOUD_RUN_TASK_COUNT": "3"] },
          ])
    func autoShardsAndMerge(_ tasks: [[String: String]]) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let library = try Self.library(factory, count: 7)
        let out = factory.directory.appendingPathComponent("out").path
        var reports: [String] = []
        var exported: [String] = []
        for (task, variables) in tasks.enumerated() {
            let report = factory.directory.appendingPathComponent("report-\(task).json").path
            let result = try run(exporttoolBinary, ["batch", library.path, "--to", "text", "--output-dir", out, "--shard", "auto",
                                                    "--report", report, "-q"],
                                 environment: Self.baseEnvironment.merging(variables) { $1 })
            #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
            let decoded = try BatchTests.report(report)
            #expect(decoded.shard?.index == task + 1 && decoded.shard?.count == 3)
            #expect(decoded.run.books == 7)
            exported += decoded.books.map(\.input)
            reports.append(report)
        }
        #expect(exported.count == 7 && Set(exported).count == 7)

        let merged = factory.directory.appendingPathComponent("merged.json").path
        let merge = try run(exporttoolBinary, ["report", "merge"] + reports.reversed() + ["-o", merged])
        #expect(merge.status == 0, "\(String(decoding: merge.stderr, as: UTF8.self))")
        #expect(merge.stderr.isEmpty)
        let joined = try BatchTests.report(merged)
        #expect(joined.totals.books == 7 && joined.totals.exported == 7 && joined.totals.failed == 0)
        #expect(Set(joined.books.map(\.input)) == Set(exported) && joined.books.count == 7)
        #expect(joined.shard == nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: merged))) as? [String: Any])
        #expect((object["shards"] as? [[String: Any]])?.compactMap { $0["index"] as? Int } == [1, 2, 3])
        #expect((object["missingShards"] as? [Int]) == [])
        let texts = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".txt") }
        #expect(texts.count == 7)
    }

    @Test("--shard auto refuses, in one line with exit 2, when no scheduler set a shard or the index is past the count",
          arguments: [
            ([String: String](), [String](), "--shard auto: no array-job index in the environment (JOB_COMPLETION_INDEX"),
            (["CLOUD_RUN_TASK_INDEX": "3", "CLOUD_RUN_TASK_COUNT": "3"], [], "--shard auto: CLOUD_RUN_TASK_INDEX is 3, not below the 3 shards"),
            (["JOB_COMPLETION_INDEX": "0"], [], "--shard auto: JOB_COMPLETION_INDEX is set but not the number of shards"),
            (["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "9", "SLURM_ARRAY_TASK_STEP": "1",
              "SLURM_ARRAY_TASK_COUNT": "3"], [], "--shard auto: task 4 of a Slurm array whose 3 ids from 1 to 9 are not evenly spaced"),
            (["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "2"], ["--shard-count", "3"],
             "--shard auto: --shard-count 3 disagrees with AWS_BATCH_JOB_ARRAY_SIZE=2"),
          ])
    func autoRefusals(_ variables: [String: String], _ extra: [String], _ message: String) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["batch", TestPaths.sampleBook.path, "--to", "text", "--output-dir", out,
                                                "--shard", "auto"] + extra,
                             environment: Self.baseEnvironment.merging(variables) { $1 })
        let error = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status == 2)
        #expect(error.hasPrefix("exporttool: error: " + message), "\(error)")
        #expect(error.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("report merge refuses a shard twice, a book twice, another run's report and a file that is no report, naming both files")
    func mergeRefusals() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let library = try Self.library(factory, count: 4)
        let directory = factory.directory.path
        func batch(_ arguments: [String], report: String) throws {
            let result = try run(exporttoolBinary, ["batch", library.path, "--output-dir", directory + "/out", "--report",
                                                    directory + "/" + report, "-q"] + arguments)
            #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        }
        try batch(["--to", "text", "--shard", "1/2"], report: "one.json")
        try batch(["--to", "text", "--shard", "2/2"], report: "two.json")
        try batch(["--to", "text"], report: "whole.json")
        try batch(["--to", "ssml", "--shard", "2/2"], report: "ssml.json")
        try Data("{\"books\": []}".utf8).write(to: factory.directory.appendingPathComponent("junk.json"))
        for (reports, prefix, suffix) in [
            (["one.json", "one.json"], "one.json: shard 1/2 again", " (also in \(directory)/one.json)"),
            (["one.json", "whole.json"], "whole.json: book \(library.path)/book", " again (also in \(directory)/one.json)"),
            (["one.json", "ssml.json"], "ssml.json: a report of another batch run", " than \(directory)/one.json (other options or inputs)"),
            (["junk.json"], "junk.json: not a batch report", " (no schemaVersion)"),
        ] {
            let merged = directory + "/merged.json"
            let result = try run(exporttoolBinary, ["report", "merge"] + reports.map { directory + "/" + $0 } + ["-o", merged])
            let error = String(decoding: result.stderr, as: UTF8.self)
            #expect(result.status == 2)
            #expect(error.hasPrefix("exporttool: error: \(directory)/\(prefix)") && error.hasSuffix(suffix + "\n")
                        && error.split(separator: "\n").count == 1, "\(error)")
            #expect(!FileManager.default.fileExists(atPath: merged))
        }
        // One shard of two: merged, and the missing one named.
        let partial = directory + "/partial.json"
        let result = try run(exporttoolBinary, ["report", "merge", directory + "/two.json", "-o", partial])
        #expect(result.status == 0)
        #expect(String(decoding: result.stderr, as: UTF8.self) == "exporttool: warning: no report for shard 1\n")
        #expect(try BatchTests.report(partial).totals.books == 2)
    }

    @Test("report merge keeps what the shards' searches passed over, each line once")
    func mergeKeepsPassedOver() throws {
        func report(_ index: Int, _ lines: [String]) -> BatchReportMerge.Input {
            let text = """
                {"schemaVersion": 2, "run": {"id": "r", "books": 2}, "shard": {"index": \(index), "count": 2},
                 "passedOver": [\(lines.map { "\"\($0)\"" }.joined(separator: ", "))],
                 "totals": {"jobs": 1, "milliseconds": 5}, "interrupted": false,
                 "books": [{"input": "b\(index).xhtml", "status": "exported"}]}
                """
            return BatchReportMerge.Input(name: "r\(index).json", bytes: Array(text.utf8))
        }
        let merged = try BatchReportMerge.merge([report(1, ["a: x", "b: y"]), report(2, ["a: x", "c: z"])])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(merged.report.serialized(indent: 2).utf8)) as? [String: Any])
        #expect(object["passedOver"] as? [String] == ["a: x", "b: y", "c: z"])
    }
}
