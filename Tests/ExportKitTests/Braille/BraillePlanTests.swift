import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Braille renders the reading plan: what it reads (notes from table cells, images without
/// a description) and the tool's words in the book's language.
@Suite("Braille from the reading plan")
struct BraillePlanTests {
    static let frenchTables = BrailleTables.projectLayer + ["fr-bfu-g2.ctb"]

    static func load(_ fixture: String) throws -> Book {
        try BookLoader().load(path: TestPaths.fixture("braille/" + fixture))
    }

    static func rows(_ document: BrailleDocument) -> String {
        document.volumes.flatMap(\.pages).flatMap(\.rows).joined(separator: "\n")
    }

    /// The span of `parts` appearing in this order in `text`.
    static func range(of parts: [String], in text: String) -> Range<String.Index>? {
        var start = text.startIndex
        var first: String.Index?
        for part in parts {
            guard let found = text.range(of: part, range: start..<text.endIndex) else { return nil }
            first = first ?? found.lowerBound
            start = found.upperBound
        }
        return first.map { $0..<start }
    }

    @Test("a note referenced from a table cell is read, its reference keeps print's asterisk, and the cell keeps its emphasis")
    func tableCellNote() throws {
        let book = try Self.load("table-notes.xhtml")
        // Listed, each data cell reads after its column header, as text and speech read it.
        var settings = BrailleSettings()
        settings.tableFormat = .listed
        let files = try BrailleExporter(output: .brf, settings: settings).export(book)
        let print = try BrailleCheck.backTranslate(files[0].contents)
        // The book's "*" stays print's mark (Formats 2016 §16.2), in the cell and before the
        // body: UEB's asterisk (dots 5-35, read back as "*"), unspaced from the word.
        #expect(print.contains("basin* ") && !print.contains("basin*1"), "\(print)")
        #expect(!print.contains("[1]"), "\(print)")
        let body = try #require(print.range(of: "* Measured at the breakwater lighthouse."), "\(print)")
        // The data cells read after their column headers; header rows are not rows.
        // (Back-translation reads the italic indicator and ";" after "]" loosely: words only.)
        let row = try #require(Self.range(of: ["Berth: The", "inner basin*", "Time: 06:10"], in: print), "\(print)")
        #expect(print.contains("Berth: The quay Time: 06:25"), "each entry on a line of its own")
        #expect(!print.contains("Berth; Time"))
        // The body comes before the table that refers to it ("before or within tabular
        // material", Braille Formats 2016 §16.1.5b, §16.8); the next paragraph after both.
        let next = try #require(print.range(of: "The ferry waits"))
        #expect(body.upperBound <= row.lowerBound && row.upperBound < next.lowerBound)

        let unicode = Self.rows(try BrailleExporter(output: .unicode).render(book))
        #expect(unicode.contains("⠨⠂⠔⠝⠻"), "italic word indicator before 'inner'")
    }

    @Test("a French book gets French tool words: the image without a description, the title page, the contents")
    func frenchLabels() throws {
        let book = try Self.load("french.xhtml")
        var settings = BrailleSettings()
        settings.tableOfContents = true
        let document = try BrailleExporter(output: .unicode, settings: settings).render(book)
        func braille(_ text: String) throws -> String {
            try BrailleText.translate(text, tables: Self.frenchTables).text
        }
        let pages = document.volumes[0].pages
        let title = pages[0].rows.joined(separator: "\n")
        #expect(title.contains(try braille("Transcrit par exporttool")))
        #expect(!title.contains(try braille("Transcribed by exporttool")))
        #expect(title.contains(try braille("fr-bfu-g2.ctb")))
        // The transcriber's notes page (Formats 2016 §2.6) in French, then the contents.
        #expect(pages[1].rows.joined(separator: "\n").contains(try braille("Notes du transcripteur")))
        let contentsPage = try #require(pages.firstIndex { $0.rows.joined(separator: "\n").contains(try braille("Table des matières")) })
        let body = pages.dropFirst(contentsPage + 1).flatMap(\.rows).joined(separator: "\n")
        let image = try braille(Labels.forLanguage("fr").imageOmitted)
        let row = try #require(body.split(separator: "\n").first { $0.contains(try braille("Image omise")) })
        #expect(image.hasPrefix(String(row.drop { $0 == "\u{2800}" })), "the image reads as a paragraph of its own: \(row)")
    }

    @Test("--labels-lang chooses the tool's words over the book's language")
    func labelsLanguage() throws {
        let book = try Self.load("french.xhtml")
        let exporter = BrailleExporter(output: .unicode, reading: ReadingSettings(labelsLanguage: "de"))
        let text = Self.rows(try exporter.render(book))
        #expect(text.contains(try BrailleText.translate("Übertragen von exporttool", tables: Self.frenchTables).text))
        #expect(text.contains(try BrailleText.translate("Bild ausgelassen", tables: Self.frenchTables).text))
    }
}
