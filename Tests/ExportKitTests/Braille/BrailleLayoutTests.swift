import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Layout rules (BANA basics), checked on the pages of a small fixture and on the layout
/// engine directly.
@Suite("Braille layout")
struct BrailleLayoutTests {
    static let tables = BrailleTables.projectLayer + ["en-ueb-g2.ctb"]

    static func render(cells: Int = 40, lines: Int = 25, titlePage: Bool = false,
                       configure: (inout BrailleSettings) -> Void = { _ in }) throws -> BrailleDocument {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/layout.xhtml"))
        var settings = BrailleSettings()
        settings.cells = cells
        settings.lines = lines
        settings.titlePage = titlePage
        configure(&settings)
        return try BrailleExporter(output: .unicode, settings: settings).render(book)
    }

    static func braille(_ text: String) throws -> String {
        try BrailleText.translate(text, tables: tables).text
    }

    /// All rows of all pages, in order.
    static func rows(_ document: BrailleDocument) -> [String] {
        document.volumes.flatMap(\.pages).flatMap(\.rows)
    }

    static func leadingBlanks(_ row: String) -> Int {
        row.unicodeScalars.prefix { $0 == "\u{2800}" }.count
    }

    /// The index of the first row starting (after blanks) with `text`'s braille.
    static func row(startingWith text: String, in rows: [String]) throws -> Int {
        let cells = try braille(text)
        return try #require(rows.firstIndex { $0.drop { $0 == "\u{2800}" }.hasPrefix(cells) },
                            "no row starts with the braille of '\(text)'")
    }

    @Test("no row is longer than the cells and every page has exactly the lines", arguments: [(40, 25), (32, 12), (20, 6)])
    func pageSize(cells: Int, lines: Int) throws {
        let document = try Self.render(cells: cells, lines: lines, titlePage: true) { $0.tableOfContents = true }
        for page in document.volumes.flatMap(\.pages) {
            #expect(page.rows.count == lines)
            for row in page.rows { #expect(row.unicodeScalars.count <= cells, "\(row)") }
        }
    }

    @Test("deep nesting and long words on the smallest page still fit every row and end",
          arguments: [(12, 3), (12, 4), (14, 5)])
    func smallestPages(cells: Int, lines: Int) throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/nested.xhtml"))
        var settings = BrailleSettings()
        settings.cells = cells
        settings.lines = lines
        settings.tableOfContents = true
        let document = try BrailleExporter(output: .unicode, settings: settings).render(book)
        for page in document.volumes.flatMap(\.pages) {
            #expect(page.rows.count == lines)
            for row in page.rows { #expect(row.unicodeScalars.count <= cells, "\(row)") }
        }
        let text = Self.rows(document).joined(separator: "\n")
        #expect(text.contains(try Self.braille("two")))
    }

    @Test("paragraphs are 3-1: first line in cell 3, runovers in cell 1, no blank line between them")
    func paragraphs() throws {
        let rows = Self.rows(try Self.render())
        let first = try Self.row(startingWith: "The first paragraph", in: rows)
        #expect(Self.leadingBlanks(rows[first]) == 2)
        #expect(Self.leadingBlanks(rows[first + 1]) == 0)
        let second = try Self.row(startingWith: "Second paragraph", in: rows)
        #expect(Self.leadingBlanks(rows[second]) == 2)
        #expect(!rows[second - 1].isEmpty)
    }

    @Test("a level-1 heading is centred with a blank line after it")
    func levelOneHeading() throws {
        let rows = Self.rows(try Self.render())
        let heading = try Self.braille("A Chapter Heading")
        let index = try #require(rows.firstIndex { $0.hasSuffix(heading) })
        let indent = Self.leadingBlanks(rows[index])
        #expect(abs(indent - (40 - heading.unicodeScalars.count) / 2) <= 1)
        #expect(rows[index + 1].isEmpty)
    }

    @Test("level-2 headings start in cell 5 and level 3 in cell 7, each after a blank line")
    func lowerHeadings() throws {
        let rows = Self.rows(try Self.render())
        let second = try Self.row(startingWith: "Second Level", in: rows)
        #expect(Self.leadingBlanks(rows[second]) == 4)
        #expect(rows[second - 1].isEmpty)
        let third = try Self.row(startingWith: "Third Level", in: rows)
        #expect(Self.leadingBlanks(rows[third]) == 6)
        #expect(rows[third - 1].isEmpty)
    }

    @Test("a heading is never the last text line of a page")
    func keepWithNext() throws {
        let tables = Self.tables
        let translator = try BrailleTranslator(tables: tables)
        var layout = BrailleLayout(cells: 20, lines: 6) { _ in nil }
        for _ in 0..<4 { layout.addParagraph(try translator.translate("filler"), first: 2, runover: 0) }
        // Two rows left: the blank line and the heading would fit, its text would not.
        layout.keep(layout.rowCount(try translator.translate("Heading"), first: 4, runover: 4) + 2)
        layout.blankLine()
        layout.addParagraph(try translator.translate("Heading"), first: 4, runover: 4)
        layout.addParagraph(try translator.translate("text"), first: 2, runover: 0)
        let pages = layout.finish()
        #expect(pages.count == 2)
        #expect(pages[1].rows[0] == "⠀⠀⠀⠀" + (try Self.braille("Heading")))
    }

    @Test("a list of two levels is 1-5 and 3-5 (BANA Braille Formats §8.3): every runover in cell 5")
    func lists() throws {
        let rows = Self.rows(try Self.render())
        let item = try Self.row(startingWith: "first item", in: rows)
        #expect(Self.leadingBlanks(rows[item]) == 0)
        #expect(Self.leadingBlanks(rows[item + 1]) == 4)
        let nested = try Self.row(startingWith: "nested item", in: rows)
        #expect(Self.leadingBlanks(rows[nested]) == 2)
        #expect(Self.leadingBlanks(rows[nested + 1]) == 4)
    }

    @Test("a blockquote is indented two cells more than the text (5-3)")
    func blockquote() throws {
        let rows = Self.rows(try Self.render())
        let quote = try Self.row(startingWith: "A quotation", in: rows)
        #expect(Self.leadingBlanks(rows[quote]) == 4)
        #expect(Self.leadingBlanks(rows[quote + 1]) == 2)
    }

    @Test("poetry keeps its lines, each 1-3")
    func poetry() throws {
        let rows = Self.rows(try Self.render(lines: 40))
        let line = try Self.row(startingWith: "A line of poetry", in: rows)
        #expect(Self.leadingBlanks(rows[line]) == 0)
        #expect(Self.leadingBlanks(rows[line + 1]) == 2)
        #expect(rows[line + 2] == (try Self.braille("short line")))
    }

    @Test("the braille page number is on the last line, right-aligned, three blanks from text")
    func braillePageNumbers() throws {
        let document = try Self.render(cells: 24, lines: 8)
        let pages = document.volumes.flatMap(\.pages)
        #expect(pages.count > 3)
        for (index, page) in pages.enumerated() {
            let number = try Self.braille(String(index + 1))
            let last = try #require(page.rows.last)
            #expect(last.hasSuffix(number))
            #expect(last.unicodeScalars.count == 24)
            let text = last.unicodeScalars.dropLast(number.unicodeScalars.count)
            #expect(text.suffix(3).allSatisfy { $0 == "\u{2800}" })
        }
    }

    @Test("a print page change is a row of dots 3-6 ending in the print page number, shown again on line 1 of the next page")
    func printPages() throws {
        let document = try Self.render(cells: 30, lines: 8)
        let pages = document.volumes.flatMap(\.pages)
        let seven = try Self.braille("7")
        let pageIndex = try #require(pages.firstIndex { $0.rows.contains { $0.hasPrefix("⠤⠤⠤") && $0.hasSuffix(seven) } })
        let indicator = try #require(pages[pageIndex].rows.first { $0.hasPrefix("⠤⠤⠤") })
        #expect(indicator.unicodeScalars.count == 30)
        #expect(indicator.unicodeScalars.dropLast(seven.unicodeScalars.count).allSatisfy { $0 == "⠤" })
        #expect(pages[pageIndex + 1].rows[0].hasSuffix(seven))
        // The words on both sides of the break stay in the paragraph.
        let after = try Self.braille("and after it.")
        #expect(Self.rows(document).contains { $0.contains(after) })
    }

    @Test("words wrap at blanks; a word longer than a line is divided with a hyphen, between syllables filling at least half the line, or at its end")
    func wrapping() throws {
        let rows = Self.rows(try Self.render(cells: 30, lines: 25))
        let divided = rows.filter { $0.hasSuffix("⠤") && !$0.hasPrefix("⠤⠤⠤") }
        #expect(!divided.isEmpty)
        for row in divided { #expect((15...30).contains(row.unicodeScalars.count), "\(row)") }
    }

    @Test("a no-break space is a blank cell where no line breaks")
    func noBreakSpace() throws {
        let translator = try BrailleTranslator(tables: Self.tables)
        let cells = try translator.translate("Ten\u{00A0}miles")
        #expect(cells.contains(.unbreakableBlank))
        #expect(BrailleLayout.words(cells).count == 1)
        let document = try Self.render()
        #expect(Self.rows(document).allSatisfy { !$0.unicodeScalars.contains("\u{00A0}") })
    }

    @Test("the word joiner and no-break space never reach the output as junk")
    func junkCharacters() throws {
        let result = try BrailleText.translate("word\u{2060}joiner a\u{00A0}b", tables: Self.tables, ascii: true)
        #expect(!result.text.contains("XWORD"))
        #expect(result.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value <= 0x5F })
        #expect(result.warnings.isEmpty)
    }

    @Test("characters no table defines are dropped and counted in a warning naming them")
    func undefinedCharacters() throws {
        let result = try BrailleText.translate("a \u{4E2D} b \u{4E2D}", tables: Self.tables)
        #expect(!result.text.contains("\\"))
        #expect(result.warnings == [.brailleCharacterDropped("\u{4E2D}", tables: "en-ueb-g2.ctb", count: 2)])
        #expect(result.warnings.map(\.message) == ["braille: U+4E2D CJK UNIFIED IDEOGRAPH-4E2D is not defined by en-ueb-g2.ctb; dropped 2 times"])
    }

    @Test("links, addresses and code are translated without contractions")
    func uncontractedAddresses() throws {
        let rows = Self.rows(try Self.render())
        let joined = rows.joined(separator: "⠀")
        let contracted = try Self.braille("knowledge")
        #expect(try Self.braille("https://example.org/knowledge").contains(contracted))
        #expect(joined.contains("⠅⠝⠕⠺⠇⠑⠙⠛⠑"))
    }

    @Test("addresses are recognised by @, :// or www.", arguments: [
        ("mail joe@example.org", true), ("see https://example.org", true), ("www.example.org", true),
        ("now. ratio 3:1 and/or", false), ("a/b://", true), ("ww.w", false)])
    func addressDetection(text: String, expected: Bool) {
        #expect(BrailleTranscriber.mayHoldAddress(text) == expected)
    }

    @Test("emphasis reaches liblouis as typeforms (UEB italic, bold and underline indicators)")
    func emphasis() throws {
        let rows = Self.rows(try Self.render())
        let joined = rows.joined(separator: "\n")
        let plain = try Self.braille("Second paragraph with italic words and bold and underlined text.")
        #expect(!plain.contains("⠨⠂") && !plain.contains("⠘⠂") && !plain.contains("⠸⠂"))
        #expect(joined.contains("⠨⠂⠊⠞⠁⠇⠊⠉"))   // italic word indicator
        #expect(joined.contains("⠘⠂⠃⠕⠇⠙"))      // bold word indicator
        #expect(joined.contains("⠸⠂"))          // underline word indicator
    }

    @Test("the title page names the title, the transcriber and the braille code")
    func titlePage() throws {
        let document = try Self.render(titlePage: true)
        let page = try #require(document.volumes.first?.pages.first)
        let text = page.rows.joined(separator: "\n")
        #expect(text.contains(try Self.braille(document.title)))
        #expect(text.contains(try Self.braille("Transcribed by exporttool")))
        #expect(text.contains(try Self.braille("Unified English Braille, contracted")))
        #expect(page.number == nil)
    }

    @Test("--toc --contents-braille-pages adds a contents page with guide dots to each heading's braille page number")
    func contents() throws {
        let document = try Self.render(cells: 40, lines: 10, titlePage: true) {
            $0.tableOfContents = true
            $0.contentsCitesPrintPages = false
        }
        let pages = document.volumes[0].pages
        // After the title page and the special symbols page (t1) the fixture's italic needs.
        let contents = try #require(pages.first { $0.number == (try? Self.braille("p1")) })
        #expect(pages[1].number == (try Self.braille("t1")))
        let heading = try Self.braille("Second Level")
        let entry = try #require(contents.rows.first { $0.contains(heading) })
        #expect(entry.contains("⠀⠐⠐⠐"))
        // The number at the end is the braille page the heading is on.
        let bodyPage = try #require(pages.dropFirst(2).first { $0.rows.contains { $0.contains("⠀⠀⠀⠀" + heading) } })
        #expect(entry.hasSuffix("⠀" + (bodyPage.number ?? "?")))
    }

    @Test("--volume-pages splits the body into volumes, at chapter starts where possible")
    func volumes() {
        func page(_ chapter: Bool) -> BraillePage { BraillePage(rows: [], number: nil, startsChapter: chapter) }
        let pages = [true, false, false, false, true, false, false, true, false, false].map(page)
        let volumes = BrailleExporter.volumeRanges(pages, pagesPerVolume: 6)
        #expect(volumes.map(\.count) == [4, 6])
        let hard = BrailleExporter.volumeRanges(Array(repeating: page(false), count: 7), pagesPerVolume: 3)
        #expect(hard.map(\.count) == [3, 3, 1])
        #expect(BrailleExporter.volumeRanges(pages, pagesPerVolume: nil).count == 1)
    }

    @Test("bad page sizes are refused with the option's name")
    func validation() {
        var settings = BrailleSettings()
        settings.cells = 4
        #expect(throws: ExportError.invalidSetting(InvalidSetting(.cells, value: "4", requirement: .between(12, 200)))) { try settings.validate() }
        settings = BrailleSettings()
        settings.volumePages = 1
        #expect(throws: ExportError.self) { try settings.validate() }
    }

    @Test("a language with no table, curated or in liblouis's metadata, is an error that names --table")
    func unknownLanguage() {
        #expect(throws: ExportError.invalidSetting(InvalidSetting(.tables, value: "", requirement: .tableForLanguage("xx-YY", uncompiled: [])))) {
            try BrailleTables.tableList(explicit: nil, language: "xx-YY")
        }
        #expect((try? BrailleTables.tableList(explicit: nil, language: "en-GB"))
                == ["exporttool-fixes.uti", "exporttool-ueb-levels.uti", "en-ueb-g2.ctb"])
    }
}
