import ArgumentParser
import ExportKit
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with batch reports.",
        subcommands: [ReportMergeCommand.self]
    )
}

struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the --report files of a batch's shards into one report with totals.",
        discussion: """
            Every book is copied as its shard reported it; the totals are counted again. \
            Reports of another batch run (other options or inputs), a shard given twice and \
            a book in two reports are refused. Shards that no report covers are listed in \
            missingShards and named on standard error.
            """
    )

    @Argument(help: "The shards' reports (batch --report FILE.json).")
    var reports: [String]

    @Option(name: .shortAndLong, help: "Write the merged report to this file.")
    var output: String

    /// A report holds one entry per book: a million books are well under this.
    static let reportLimit = 1024 * 1024 * 1024

    func validate() throws {
        if reports.isEmpty { throw ValidationError("name at least one report") }
    }

    func run() throws {
        do throws(ExportError) {
            var inputs: [BatchReportMerge.Input] = []
            for report in reports {
                inputs.append(.init(name: report, bytes: try RegularFile.read(report, displayPath: report, limit: Self.reportLimit)))
            }
            let merged = try BatchReportMerge.merge(inputs)
            try OutputWriter.write([(Array((merged.report.serialized(indent: 2) + "\n").utf8), output)], followingLinks: false)
            if !merged.missingShards.isEmpty {
                let list = merged.missingShards.map(String.init).joined(separator: ", ")
                FileHandle.standardError.write(Data((warningPrefix + "no report for shard \(list)\n").utf8))
            }
        } catch {
            fail(error)
        }
    }
}
