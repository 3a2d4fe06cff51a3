import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
@testable import JSONExport
import BookModel
import ReadingModel
import XMLTree

/// DTBook levels that name their kind in `class`, round sixteen of issue 38's audit
/// (audit16). The DAISY 3 Structure Guidelines name a level's kind in its `class`
/// (`<level1 class="chapter">`); the names are the EPUB 3 Structural Semantics Vocabulary's
/// divisions. The fixture's headings name none of the parts ("Words of the Orchard", "Where
/// to Find It"), so only the class can tell them: before, a DTBook's contents, glossary,
/// index and bibliography were read as chapters of paragraphs.
@Suite("Braille: BANA Formats in DTBook levels named by class, round sixteen (§2.7.1a, §2.10, §21, §22)")
struct BANADTBookLevelClassesTests {
    static let fixture = "dtbook-level-classes.xml"

    /// The BRF's pages (split at its form feeds), as Unicode braille rows, trimmed.
    static func pages() throws -> [[String]] {
        var settings = BrailleSettings()
        settings.titlePage = false
        settings.cells = 40
        return try BrailleCheck.pages(TestPaths.fixture("braille/\(fixture)"), output: .brf, settings: settings)
    }

    static func rows() throws -> [String] { try pages().flatMap { $0 } }

    static func book() throws -> Book { try BrailleCheck.fixtureBook(fixture) }

    static func block(_ prefix: String, in book: Book) throws -> Block {
        try #require(BrailleCheck.allBlocks(book.blocks).first { !$0.inlines.isEmpty && $0.plainText.hasPrefix(prefix) }, "\(prefix)")
    }

    @Test("DAISY 3 Structure Guidelines, level classes: a level's class is its section's epub:type when the vocabulary names it", arguments: [
        ("glossary", "glossary"), ("index", "index"), ("bibliography", "bibliography"),
        ("toc", "toc"), ("print_toc", "toc"), ("briefToc", "toc"), ("Title-Page", "titlepage"),
        ("chapter frontispiece", "chapter"), ("dedication", "dedication"), ("appendix", "appendix"),
    ])
    func classNamesDivision(className: String, type: String) {
        let level = XMLElement(name: "level1", attributes: [XMLAttribute(name: "class", value: className)])
        #expect(DTBookTransform.divisionTypes(level).map(\.value) == [type])
    }

    @Test("DAISY 3 Structure Guidelines, level classes: a producer's own class names no division and is left out",
          arguments: ["frontispiece", "section-a", "box", ""])
    func otherClassesNameNothing(className: String) {
        let level = XMLElement(name: "level1", attributes: [XMLAttribute(name: "class", value: className)])
        #expect(DTBookTransform.divisionTypes(level).isEmpty)
    }

    @Test("Formats 2016 §2.10, §21, §22 in the model: a DTBook's contents, glossary, bibliography and index are told by their level's class")
    func partsInModel() throws {
        let book = try Self.book()
        #expect(try Self.block("Roots and Soil 1", in: book).part == .contents)
        #expect(try Self.block("graft", in: book).part == .glossary)
        #expect(try Self.block("Apple, Ann.", in: book).part == .bibliography)
        #expect(try Self.block("grafting, 9", in: book).part == .index)
        #expect(try Self.block("Roots hold the soil", in: book).part == .none, "a chapter is body text")
    }

    @Test("Formats 2016 §2.7.1a: a DTBook's dedication, a level of class dedication, begins a new braille page")
    func dedicationOpensItsPage() throws {
        let book = try Self.book()
        let dedication = try Self.block("For everyone who has ever pruned", in: book)
        #expect(dedication.traits.contains(.opensFrontMatterItem))
        #expect(dedication.traits.contains(.frontMatter))
    }

    @Test("Formats 2016 §2.10: a contents entry ends in guide dots and its print page number at the right margin")
    func contentsEntries() throws {
        let rows = try Self.rows()
        let entry = rows[try BrailleCheck.row("Roots and Soil", in: rows)]
        #expect(entry.contains("\u{2810}\u{2810}"), "guide dots (dots 5) before the page number: \(entry)")
        let one = try BrailleCheck.braille("1")
        #expect(entry.hasSuffix(one), "\(entry)")
    }

    @Test("Formats 2016 §21: each alphabetic reference (glossary, index) starts a new braille page; its entries are 1-3, no blank line between them",
          arguments: [("Words of the Orchard", "graft:"), ("Where to Find It", "grafting, 9")])
    func alphabeticReferences(heading: String, first: String) throws {
        let pages = try Self.pages()
        // The page of its first entry (the contents names the glossary too).
        let cells = try BrailleCheck.braille(first)
        let page = try #require(pages.first { page in page.contains { $0.contains(cells) } }, "\(first)")
        let headingRow = try BrailleCheck.row(heading, in: page)
        #expect(page[..<headingRow].allSatisfy { $0.isEmpty }, "the heading opens its page: \(page)")
        let firstRow = try BrailleCheck.row(first, in: page)
        let firstLine = page[firstRow]
        #expect(BrailleCheck.cell(firstLine) == 1, "\(firstLine)")
        // The next entry follows its runovers (cell 3) with no blank line, in cell 1.
        let next = try #require(page[(firstRow + 1)...].firstIndex { BrailleCheck.cell($0) != 3 }, "\(page)")
        #expect(!page[next].isEmpty && BrailleCheck.cell(page[next]) == 1, "\(page)")
    }

    @Test("Formats 2016 §22.2: a bibliography's entries are 1-3, no blank line between them")
    func bibliographyEntries() throws {
        let rows = try Self.rows()
        let first = try BrailleCheck.row("Apple, Ann.", in: rows)
        #expect(BrailleCheck.cell(rows[first]) == 1, "\(rows[first])")
        #expect(BrailleCheck.cell(rows[first + 1]) == 3, "runover in cell 3: \(rows[first + 1])")
        let birch = try BrailleCheck.braille("Birch")
        #expect(BrailleCheck.cell(rows[first + 2]) == 1 && rows[first + 2].contains(birch))
    }

    @Test("JSON: every block writes its matter (front, body, back) and its part when it has one")
    func jsonMatterAndPart() throws {
        let book = try Self.book()
        let data = Data(try JSONExporter().export(book)[0].contents)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        func top(_ prefix: String) throws -> [String: Any] {
            try #require(blocks.first { ($0["text"] as? String)?.hasPrefix(prefix) == true
                || (($0["children"] as? [[String: Any]])?.contains { ($0["text"] as? String)?.hasPrefix(prefix) == true } ?? false) },
                         "\(prefix)")
        }
        #expect(try top("For everyone")["matter"] as? String == "front")
        #expect(try top("Roots hold the soil")["matter"] as? String == "body")
        #expect(try top("Roots hold the soil")["part"] == nil, "no part: the key is absent")
        let glossary = try top("graft")
        #expect(glossary["matter"] as? String == "back")
        #expect(glossary["part"] as? String == "glossary")
        let children = try #require(glossary["children"] as? [[String: Any]])
        #expect(children.allSatisfy { $0["matter"] as? String == "back" }, "a nested block has its top-level block's matter")
        #expect(try top("Apple, Ann.")["part"] as? String == "bibliography")
        #expect(try top("Roots and Soil 1")["part"] as? String == "contents")
    }
}
