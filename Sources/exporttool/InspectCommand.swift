import ArgumentParser
import ExportKit
import Foundation

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a book's metadata, structure counts, heading outline and warnings."
    )

    @Argument(help: "An .epub file or unpacked EPUB folder, an .xhtml/.html file, a DTBook .xml, a NIMAS/DAISY 3 fileset (.opf, folder or zip), or a .docx, .odt or .md file.")
    var book: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        do throws(ExportError) {
            let model = try BookLoader(limits: reading.limits).load(path: book)
            let summary = BookSummary(model)
            let output = json ? TerminalText.escapedJSON(summary.json.serialized(indent: 2)) + "\n" : summary.text
            try StandardOutput.write(output)
        } catch {
            fail(error)
        }
    }
}
