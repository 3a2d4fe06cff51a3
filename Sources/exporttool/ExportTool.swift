import ArgumentParser
import ExportKit
import Foundation

@main
struct ExportTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exporttool",
        abstract: "Turn EPUB and XHTML books into simplified text, SSML and braille.",
        version: "0.1.0",
        subcommands: [ExportCommand.self, BatchCommand.self, ReportCommand.self, InspectCommand.self, MathCommand.self, TablesCommand.self,
                      VoicesCommand.self, TranslateCommand.self, ServeCommand.self,
                      TranslateWorkerCommand.self, NarrationWorkerCommand.self, ServeJobCommand.self],
        defaultSubcommand: nil
    )

    /// Argument parser's own usage errors (a bad `--jobs`, an unknown option) exit with
    /// code 2, as README documents, instead of its EX_USAGE (64); `--help` and
    /// `--version` keep 0 and an explicit exit code is kept.
    static func main() {
        // Process-wide policy, set once here: a write to a closed pipe (a worker gone, or
        // `| head` on standard output) is an error the writer reports, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ExportError {
            fail(error)
        } catch {
            let code = exitCode(for: error)
            let isUsage = code == .validationFailure || "\(type(of: error))" == "CommandError"
            if code == .success || error is ExitCode || !isUsage { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(ExportError.invalidSetting(InvalidSetting(.formats, value: "", requirement: .notEmpty)).exitCode)
        }
    }
}

/// What starts every error line the tool prints.
let errorPrefix = ToolMessages.errorPrefix
/// What starts every warning line the tool prints.
let warningPrefix = ToolMessages.warningPrefix

/// Prints a one-line error and exits with the error's documented code.
func fail(_ error: ExportError) -> Never {
    FileHandle.standardError.write(Data((errorPrefix + TerminalText.escaped(error.message) + "\n").utf8))
    exit(error.exitCode)
}

/// Options that bound what reading a book may cost (see README, "Limits").
struct ReadingOptions: ParsableArguments {
    @Option(help: "Largest uncompressed size of one file in the book, in MiB.")
    var maxEntryMB: Int = ReadingLimits.default.maxEntrySize / (1024 * 1024)

    @Option(help: "Largest compression ratio accepted for an entry over 1 MiB.")
    var maxCompressionRatio: Int = ReadingLimits.default.maxCompressionRatio

    @Option(help: "Most files an EPUB archive may hold.")
    var maxEntries: Int = ReadingLimits.default.maxEntries

    @Option(help: "Deepest element nesting accepted in a document.")
    var maxDepth: Int = ReadingLimits.default.maxDepth

    @Option(help: "Longest text of one block, in MiB.")
    var maxBlockMB: Int = ReadingLimits.default.maxBlockLength / (1024 * 1024)

    @Option(help: "Most items the spine of an EPUB may list.")
    var maxSpineItems: Int = ReadingLimits.default.maxSpineItems

    @Option(help: "Most content-document text read across the whole spine, in MiB.")
    var maxSpineMB: Int = ReadingLimits.default.maxSpineBytes / (1024 * 1024)

    @Option(name: .customLong("default-lang"),
            help: "Language (BCP 47) assumed, with a warning, when neither dc:language nor the content names a usable one.")
    var defaultLanguage: String = ReadingLimits.default.defaultLanguage

    var limits: ReadingLimits {
        var limits = ReadingLimits()
        limits.maxEntrySize = Self.bytes(mebibytes: maxEntryMB)
        limits.maxCompressionRatio = maxCompressionRatio
        limits.maxEntries = maxEntries
        limits.maxDepth = maxDepth
        limits.maxBlockLength = Self.bytes(mebibytes: maxBlockMB)
        limits.maxSpineItems = maxSpineItems
        limits.maxSpineBytes = Self.bytes(mebibytes: maxSpineMB)
        limits.defaultLanguage = LanguageTag.normalized(defaultLanguage) ?? defaultLanguage
        return limits
    }

    /// `count` MiB in bytes; a count too large for that (`--max-spine-mb 99999999999999`)
    /// means no practical bound, so it saturates at `Int.max` rather than overflowing.
    static func bytes(mebibytes count: Int) -> Int {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: 1024 * 1024)
        return overflow ? Int.max : bytes
    }

    func validate() throws {
        for (name, value) in [("--max-entry-mb", maxEntryMB), ("--max-compression-ratio", maxCompressionRatio),
                              ("--max-entries", maxEntries), ("--max-depth", maxDepth), ("--max-block-mb", maxBlockMB),
                              ("--max-spine-items", maxSpineItems), ("--max-spine-mb", maxSpineMB)]
        where value <= 0 {
            throw ValidationError("\(name) must be positive")
        }
        if LanguageTag.normalized(defaultLanguage) == nil {
            throw ValidationError("--default-lang '\(defaultLanguage)' is not a BCP 47 language tag (e.g. en, fr-CA)")
        }
    }
}
