import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import BrailleExport

@Suite("Braille tables for every language liblouis ships")
struct TableChoiceTests {
    @Test("a language the curated map lacks gets a table from liblouis's metadata index, with a warning")
    func discovered() throws {
        #expect(BrailleTables.defaults["sa"] == nil)
        let choice = try BrailleTables.choose(explicit: nil, language: "sa-IN")
        let table = try #require(choice.tables.last)
        #expect(Louis.tableInfo(table, key: "language")?.hasPrefix("sa") == true)
        #expect(choice.warnings.contains(.brailleTableFromMetadata(table: table, language: "sa-IN")))
        let braille = try Louis.translate("अथ योगानुशासनम्", tables: choice.tables, mode: [.dotsIO, .ucBrl]).string
        #expect(!braille.isEmpty && braille.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
    }

    @Test("a curated default is used as before, with no warning")
    func curated() throws {
        let choice = try BrailleTables.choose(explicit: nil, language: "de-AT")
        #expect(choice.tables == BrailleTables.projectLayer + ["de-g2.ctb"])
        #expect(choice.warnings.isEmpty)
    }

    @Test("no table at all for a language is still an error naming --table")
    func none() {
        #expect(throws: ExportError.self) { try BrailleTables.choose(explicit: nil, language: "tlh") }
    }

    @Test("a Japanese paragraph translates with the 8-dot kantenji table (it stopped the export before)")
    func japanese() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/japanese.xhtml"))
        let choice = try BrailleTables.choose(explicit: nil, language: book.metadata.language)
        #expect(choice.tables.contains(BrailleTables.eightDotLayer))
        #expect(choice.warnings.contains { if case .eightDotBrailleTable = $0 { true } else { false } })
        #expect(choice.warnings.contains { $0.message.contains("8-dot") })
        let translator = try BrailleTranslator(tables: choice.tables)
        for block in book.blocks {
            let cells = try translator.translate(block.plainText)
            #expect(cells.count >= block.plainText.count / 2)
        }
        let files = try BrailleExporter(output: .unicode).export(book)
        #expect(!files.isEmpty)
    }

    @Test("superscript and subscript digits are written as UEB writes them (11.4), not dropped")
    func levels() throws {
        let tables = try BrailleTables.choose(explicit: nil, language: "en").tables
        #expect(tables.contains(BrailleTables.uebLayer))
        let text = try Louis.translate("Smith⁵⁶ and H₂O", tables: tables, mode: [.dotsIO, .ucBrl]).string
        #expect(text == "⠠⠎⠍⠊⠹⠰⠔⠼⠑⠋⠀⠯⠀⠠⠓⠰⠢⠼⠃⠠⠕")
    }
}
