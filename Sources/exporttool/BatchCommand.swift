import ArgumentParser
import CWorkerLife
import ExportKit
import Foundation

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Export many books on all cores, resumably.",
        discussion: """
            INPUT is a book, an unpacked EPUB folder, or a folder searched recursively for \
            .epub, .xhtml and .html files. Outputs mirror the inputs' relative paths under \
            --output-dir. A book that fails is reported and skipped; exit code 0 means every \
            book succeeded, \(BatchReport.failureExitCode) that at least one failed, 130 that \
            the run was interrupted. Running again skips books whose outputs are up to date.
            """
    )

    @Argument(help: "Books and folders to export.")
    var inputs: [String] = []

    @Option(help: "A file listing one input per line (# starts a comment).")
    var manifest: String?

    @Option(help: "Folder that receives the outputs.")
    var outputDir: String

    @Option(help: "Books exported at once, each in its own worker process (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Write a JSON report (per book status, outputs, warnings, error, timings; totals) to this file.")
    var report: String?

    @Option(help: ArgumentHelp(
        "Process only the K-th of N deterministic slices of the input list, e.g. 3/8; auto takes K and N from the array job that started this process (Kubernetes Indexed Job, Slurm job array, AWS Batch array job, Cloud Run job).",
        valueName: "K/N|auto"))
    var shard: String?

    @Option(help: "With --shard auto: the number of shards (a Kubernetes Indexed Job's completions, unless JOB_COMPLETIONS is set); checked against the other schedulers' own count.")
    var shardCount: Int?

    @Flag(help: "Redo every book, even those whose outputs are up to date.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: .hidden)
    var worker = false

    @OptionGroup var options: ExportOptions

    func validate() throws {
        if inputs.isEmpty && manifest == nil { throw ValidationError("name at least one INPUT or --manifest FILE") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let shardCount, shardCount < 1 { throw ValidationError("--shard-count must be at least 1") }
        if shardCount != nil && shard != "auto" { throw ValidationError("--shard-count goes with --shard auto") }
        if worker { return }
        // Argument parser would print a library error thrown here as its debug description.
        do throws(ExportError) { _ = try slice() } catch { fail(error) }
    }

    func run() throws {
        // A worker ends with its coordinator instead of exporting on alone once it is killed.
        if worker, workerlife_die_with_parent() != 0 { throw ExitCode(1) }
        let exitCode: Int32
        do throws(ExportError) {
            let export = try options.bookExport()
            if worker {
                Interruption.defaultDispositions()
                BatchWorker(export: export, outputDirectory: outputDir).serve()
                exitCode = 0
                return
            }
            var passedOver: [String] = []
            let plan = try BatchPlan.items(inputs: inputs, manifest: manifest, outputDirectory: outputDir, passedOver: &passedOver)
            if !quiet { for line in passedOver { FileHandle.standardError.write(Data((warningPrefix + "\(line)\n").utf8)) } }
            let slice = try slice()
            let items = slice.map { BatchPlan.shard(plan, index: $0.index, count: $0.count) } ?? plan
            if let report { try BatchPlan.refuseReport(report, items: plan, outputDirectory: outputDir) }
            try OutputWriter.createDirectory(outputDir)
            // The options' encoded form, keys sorted: stable across runs and builds, unlike
            // a value's debug description.
            struct Options: Encodable {
                var formats: [String]
                var settings: ExportSettings
                var limits: ReadingLimits
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let encoded = try? encoder.encode(Options(formats: export.formats.map(\.rawValue),
                                                      settings: export.settings, limits: export.limits))
            let fingerprint = encoded.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let runner = BatchRunner(
                configuration: .init(outputDirectory: outputDir, jobs: jobs, force: force,
                                     optionsFingerprint: fingerprint, workerCommand: workerCommand()),
                progress: ConsoleProgress(quiet: quiet))
            Interruption.interruptOnSignal(runner)
            var result = runner.run(items)
            result.run = BatchRun(items: plan, optionsFingerprint: fingerprint)
            result.shard = slice
            result.passedOver = passedOver
            if let report {
                // A link planted where the report goes is replaced, not written through; a
                // device, FIFO or socket named as the report (`/dev/null`) is written into,
                // never replaced by a regular file.
                try OutputWriter.write([(Array((result.json.serialized(indent: 2) + "\n").utf8), report)],
                                       followingLinks: OutputWriter.isSpecialFile(report))
            }
            exitCode = result.exitCode
        } catch {
            fail(error)
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// The slice `--shard` asks for: K/N as given, or from the scheduler's environment.
    private func slice() throws(ExportError) -> BatchShard? {
        guard let shard else { return nil }
        if shard == "auto" {
            let found = try SchedulerShard.from(environment: ProcessInfo.processInfo.environment, count: shardCount)
            return BatchShard(index: found.index, count: found.count, scheduler: found.scheduler)
        }
        let (index, count) = try BatchPlan.parseShard(shard)
        return BatchShard(index: index, count: count)
    }

    /// This same command line, run as a worker: `--worker` goes right after the subcommand,
    /// before every option and input, so no input (one after `--`, or a file named
    /// `--worker`) can be confused with it or hide it.
    private func workerCommand() -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var arguments = Array(CommandLine.arguments.dropFirst())  // "batch" first: subcommands come first
        arguments.insert("--worker", at: min(1, arguments.count))
        return [executable] + arguments
    }
}
