import ArgumentParser
import ExportKit
import Foundation

@main
struct ExportTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exporttool",
        abstract: "Turn EPUB and XHTML books into simplified text, SSML and braille.",
        version: "0.1.0",
        subcommands: [ExportCommand.self, BatchCommand.self, InspectCommand.self, TablesCommand.self, TranslateCommand.self],
        defaultSubcommand: nil
    )
}

/// Prints a one-line error and exits with the error's documented code.
func fail(_ error: ExportError) -> Never {
    FileHandle.standardError.write(Data(("exporttool: error: " + error.description + "\n").utf8))
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

    @Option(name: .customLong("default-lang"),
            help: "Language (BCP 47) assumed, with a warning, when neither dc:language nor the content names a usable one.")
    var defaultLanguage: String = ReadingLimits.default.defaultLanguage

    var limits: ReadingLimits {
        var limits = ReadingLimits()
        limits.maxEntrySize = maxEntryMB * 1024 * 1024
        limits.maxCompressionRatio = maxCompressionRatio
        limits.maxEntries = maxEntries
        limits.maxDepth = maxDepth
        limits.maxBlockLength = maxBlockMB * 1024 * 1024
        limits.defaultLanguage = defaultLanguage
        return limits
    }

    func validate() throws {
        for (name, value) in [("--max-entry-mb", maxEntryMB), ("--max-compression-ratio", maxCompressionRatio),
                              ("--max-entries", maxEntries), ("--max-depth", maxDepth), ("--max-block-mb", maxBlockMB)]
        where value <= 0 {
            throw ValidationError("\(name) must be positive")
        }
        if !LanguageTag.isUsable(defaultLanguage) {
            throw ValidationError("--default-lang '\(defaultLanguage)' is not a BCP 47 language tag (e.g. en, fr-CA)")
        }
    }
}
