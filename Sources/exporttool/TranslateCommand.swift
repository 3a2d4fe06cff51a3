import ArgumentParser
import ExportKit
import Foundation

struct TranslateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate",
        abstract: "Translate one string to braille with a table, to check the table.",
        discussion: """
            Prints Unicode braille (or BRF ASCII with --ascii). Emphasis ranges are \
            START-END character offsets (0-based, END exclusive), comma separated or \
            repeated, e.g. --italic 0-5,10-14.
            """
    )

    @Argument(help: "The text to translate (default: standard input).")
    var text: String?

    @Option(help: "liblouis table list, comma separated.")
    var table: String = "en-ueb-g2.ctb"

    @Option(help: "Character ranges START-END to put in italic (comma list, repeatable).")
    var italic: [String] = []

    @Option(help: "Character ranges START-END to put in bold (comma list, repeatable).")
    var bold: [String] = []

    @Option(help: "Character ranges START-END to underline (comma list, repeatable).")
    var underline: [String] = []

    @Flag(help: "Translate without contractions.")
    var uncontracted = false

    @Flag(help: "Print North American ASCII braille (BRF) instead of Unicode braille.")
    var ascii = false

    @Flag(help: "Back-translate: the input is braille (Unicode, or BRF ASCII with --ascii).")
    var back = false

    func validate() throws {
        for range in (italic + bold + underline).flatMap(Self.split) where Self.parseRange(range) == nil {
            throw ValidationError("'\(range)' is not a range START-END")
        }
    }

    static func split(_ list: String) -> [String] {
        list.split(separator: ",").map(String.init)
    }

    static func parseRange(_ text: String) -> Range<Int>? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let start = Int(parts[0]), let end = Int(parts[1]), start >= 0, end >= start else {
            return nil
        }
        return start..<end
    }

    func run() throws {
        let input: String
        if let text {
            input = text
        } else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            input = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        }
        let list = table.split(separator: ",").map(String.init)
        do throws(ExportError) { try NamedFiles.checkTables(list) } catch { fail(error) }
        let tables = BrailleTables.layers(for: list) + list
        do throws(ExportError) {
            if back {
                let output = try BrailleText.backTranslate(input, tables: tables, ascii: ascii)
                try StandardOutput.write(output + "\n")
                return
            }
            var ranges: [(Range<Int>, Emphasis)] = []
            for (list, emphasis) in [(italic, Emphasis.italic), (bold, .bold), (underline, .underline)] {
                for range in list.flatMap(Self.split) {
                    if let parsed = Self.parseRange(range) { ranges.append((parsed, emphasis)) }
                }
            }
            let result = try BrailleText.translate(input, tables: tables, emphasis: ranges,
                                                   uncontracted: uncontracted, ascii: ascii)
            try StandardOutput.write(result.text + "\n")
            for warning in result.warnings {
                FileHandle.standardError.write(Data((warningPrefix + "\(TerminalText.escaped(warning.message))\n").utf8))
            }
        } catch {
            fail(error)
        }
    }
}
