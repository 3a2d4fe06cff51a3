import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Tables in braille (BANA *Braille Formats* 2016 §11), laid out from the plan's table grid:
/// in columns when they fit the line, else listed or linear by rule, or the format the
/// setting names; kept on one page when they fit on one. Each fixture is compared line by
/// line (indentation, blank lines, guide dots, the transcriber's note's words) in BRF and
/// PEF, uncontracted (`en-ueb-g1.ctb`) so that the rows read plainly.
@Suite("Braille: BANA Braille Formats §11 tables, BRF and PEF")
struct BANATablesTests {
    static let outputs: [BrailleExporter.Output] = [.brf, .pef]

    static func settings(_ configure: (inout BrailleSettings) -> Void = { _ in }) -> BrailleSettings {
        var settings = BrailleSettings()
        settings.tables = ["en-ueb-g1.ctb"]
        settings.titlePage = false
        settings.chapterNewPage = false
        configure(&settings)
        return settings
    }

    static func pages(_ fixture: String, _ output: BrailleExporter.Output,
                      configure: (inout BrailleSettings) -> Void = { _ in }) throws -> [[String]] {
        try BrailleCheck.pages(TestPaths.fixture("braille/tables/" + fixture), output: output,
                               settings: settings(configure))
    }

    /// Compares the first rows of the first page with `expected`, by line.
    static func check(_ fixture: String, _ output: BrailleExporter.Output, expected: [String],
                      configure: (inout BrailleSettings) -> Void = { _ in },
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = try #require(try pages(fixture, output, configure: configure).first)
        for (index, line) in expected.enumerated() {
            let got = index < rows.count ? rows[index] : "(no row)"
            #expect(got == line, "row \(index + 1) of \(fixture) in \(output)", sourceLocation: sourceLocation)
        }
    }

    @Test("§11: a table that fits the line is in columns: headings over a separation line of dots 2-5 as wide as each column, two blank cells between columns, guide dots to an entry four cells away or more and through an empty cell, no transcriber's note; its note comes before it (§16.8)", arguments: outputs)
    func columns(output: BrailleExporter.Output) throws {
        try Self.check("columns.xhtml", output, expected: [
            "⠀⠀⠠⠓⠊⠛⠓⠀⠁⠝⠙⠀⠇⠕⠺⠀⠺⠁⠞⠑⠗⠲",
            // The note its cell refers to comes before the table (Formats 2016 §16.1.5b, §16.8).
            "⠤⠤⠤⠤⠤⠤",
            "⠀⠀⠀⠀⠀⠀⠐⠔⠼⠁⠀⠠⠑⠎⠞⠊⠍⠁⠞⠑⠙⠲",
            "",
            "⠠⠏⠕⠗⠞⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠠⠓⠊⠛⠓⠀⠀⠀⠠⠇⠕⠺",
            "⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠒",
            "⠠⠙⠕⠧⠑⠗⠀⠐⠐⠐⠐⠐⠐⠐⠐⠐⠀⠼⠋⠒⠼⠁⠚⠀⠀⠼⠁⠃⠒⠼⠃⠑",
            "⠠⠗⠽⠑⠀⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠐⠀⠼⠁⠒⠼⠚⠑",
            "⠠⠋⠕⠇⠅⠑⠎⠞⠕⠝⠑⠐⠔⠼⠁⠀⠀⠼⠋⠒⠼⠙⠚⠀⠀⠼⠁⠃⠒⠼⠑⠑",
            "",
            "⠀⠀⠠⠞⠊⠍⠑⠎⠀⠁⠗⠑⠀⠇⠕⠉⠁⠇⠲",
        ])
    }

    @Test("§11: too wide for columns, a table with column headings is listed (entries in cell 3 after their heading), one without is linear (colon, semicolons, a dash for an empty cell), each after a transcriber's note naming the format", arguments: outputs)
    func wide(output: BrailleExporter.Output) throws {
        try Self.check("wide.xhtml", output, expected: [
            "⠀⠀⠠⠺⠊⠞⠓⠀⠓⠑⠁⠙⠊⠝⠛⠎⠲",
            "",
            "⠀⠀⠈⠨⠣⠠⠞⠁⠃⠇⠑⠀⠗⠑⠁⠙⠀⠁⠎⠀⠁⠀⠇⠊⠎⠞⠈⠨⠜",
            "⠠⠧⠑⠎⠎⠑⠇⠒⠀⠠⠍⠕⠗⠝⠊⠝⠛⠀⠠⠎⠞⠁⠗",
            "⠀⠀⠠⠓⠕⠍⠑⠀⠏⠕⠗⠞⠒⠀⠠⠃⠗⠊⠎⠞⠕⠇⠀⠓⠁⠗⠃⠕⠥⠗",
            "⠀⠀⠠⠉⠁⠗⠛⠕⠒⠀⠠⠺⠕⠕⠇⠀⠁⠝⠙⠀⠞⠊⠍⠃⠑⠗",
            "⠠⠧⠑⠎⠎⠑⠇⠒⠀⠠⠅⠊⠞⠞⠊⠺⠁⠅⠑",
            "⠀⠀⠠⠉⠁⠗⠛⠕⠒⠀⠠⠉⠕⠁⠇",
            "",
            "⠀⠀⠠⠺⠊⠞⠓⠕⠥⠞⠀⠓⠑⠁⠙⠊⠝⠛⠎⠲",
            "",
            "⠀⠀⠈⠨⠣⠠⠞⠁⠃⠇⠑⠀⠊⠝⠀⠇⠊⠝⠑⠁⠗⠀⠋⠕⠗⠍⠁⠞⠈⠨⠜",
            "⠠⠍⠕⠗⠝⠊⠝⠛⠀⠠⠎⠞⠁⠗⠒⠀⠠⠃⠗⠊⠎⠞⠕⠇⠀⠓⠁⠗⠃⠕⠥⠗⠆⠀⠠⠺⠕⠕⠇",
            "⠀⠀⠁⠝⠙⠀⠞⠊⠍⠃⠑⠗",
            "⠠⠅⠊⠞⠞⠊⠺⠁⠅⠑⠒⠀⠠⠤⠆⠀⠠⠉⠕⠁⠇⠀⠋⠗⠕⠍⠀⠞⠓⠑⠀⠝⠕⠗⠞⠓",
            "",
            "⠀⠀⠠⠞⠓⠑⠀⠑⠝⠙⠲",
        ])
    }

    @Test("§11: the setting forces stairstep: headings and entries a column a step, runovers past the last step, a separation line under the headings", arguments: outputs)
    func stairstep(output: BrailleExporter.Output) throws {
        try Self.check("columns.xhtml", output, expected: [
            "⠀⠀⠠⠓⠊⠛⠓⠀⠁⠝⠙⠀⠇⠕⠺⠀⠺⠁⠞⠑⠗⠲",
            // The note its cell refers to comes before the table (Formats 2016 §16.1.5b, §16.8).
            "⠤⠤⠤⠤⠤⠤",
            "⠀⠀⠀⠀⠀⠀⠐⠔⠼⠁⠀⠠⠑⠎⠞⠊⠍⠁⠞⠑⠙⠲",
            "",
            "⠀⠀⠈⠨⠣⠠⠞⠁⠃⠇⠑⠀⠊⠝⠀⠎⠞⠁⠊⠗⠎⠞⠑⠏⠀⠋⠕⠗⠍⠁⠞⠈⠨⠜",
            "⠠⠏⠕⠗⠞",
            "⠀⠀⠠⠓⠊⠛⠓",
            "⠀⠀⠀⠀⠠⠇⠕⠺",
            "⠒⠒⠒⠒⠒⠒⠒⠒",
            "⠠⠙⠕⠧⠑⠗",
            "⠀⠀⠼⠋⠒⠼⠁⠚",
            "⠀⠀⠀⠀⠼⠁⠃⠒⠼⠃⠑",
            "⠠⠗⠽⠑",
            "⠀⠀⠀⠀⠼⠁⠒⠼⠚⠑",
            "⠠⠋⠕⠇⠅⠑⠎⠞⠕⠝⠑⠐⠔⠼⠁",
            "⠀⠀⠼⠋⠒⠼⠙⠚",
            "⠀⠀⠀⠀⠼⠁⠃⠒⠼⠑⠑",
            "",
            "⠀⠀⠠⠞⠊⠍⠑⠎⠀⠁⠗⠑⠀⠇⠕⠉⠁⠇⠲",
        ]) { $0.tableFormat = .stairstep }
    }

    @Test("§11: the setting forces linear, with the column headings first", arguments: outputs)
    func linear(output: BrailleExporter.Output) throws {
        try Self.check("columns.xhtml", output, expected: [
            "⠀⠀⠠⠓⠊⠛⠓⠀⠁⠝⠙⠀⠇⠕⠺⠀⠺⠁⠞⠑⠗⠲",
            // The note its cell refers to comes before the table (Formats 2016 §16.1.5b, §16.8).
            "⠤⠤⠤⠤⠤⠤",
            "⠀⠀⠀⠀⠀⠀⠐⠔⠼⠁⠀⠠⠑⠎⠞⠊⠍⠁⠞⠑⠙⠲",
            "",
            "⠀⠀⠈⠨⠣⠠⠞⠁⠃⠇⠑⠀⠊⠝⠀⠇⠊⠝⠑⠁⠗⠀⠋⠕⠗⠍⠁⠞⠈⠨⠜",
            "⠠⠏⠕⠗⠞⠒⠀⠠⠓⠊⠛⠓⠆⠀⠠⠇⠕⠺",
            "⠠⠙⠕⠧⠑⠗⠒⠀⠼⠋⠒⠼⠁⠚⠆⠀⠼⠁⠃⠒⠼⠃⠑",
            "⠠⠗⠽⠑⠒⠀⠠⠤⠆⠀⠼⠁⠒⠼⠚⠑",
            "⠠⠋⠕⠇⠅⠑⠎⠞⠕⠝⠑⠐⠔⠼⠁⠒⠀⠼⠋⠒⠼⠙⠚⠆⠀⠼⠁⠃⠒⠼⠑⠑",
            "",
            "⠀⠀⠠⠞⠊⠍⠑⠎⠀⠁⠗⠑⠀⠇⠕⠉⠁⠇⠲",
        ]) { $0.tableFormat = .linear }
    }

    @Test("§11: the setting forces listed, each entry after its column heading", arguments: outputs)
    func listed(output: BrailleExporter.Output) throws {
        try Self.check("columns.xhtml", output, expected: [
            "⠀⠀⠠⠓⠊⠛⠓⠀⠁⠝⠙⠀⠇⠕⠺⠀⠺⠁⠞⠑⠗⠲",
            // The note its cell refers to comes before the table (Formats 2016 §16.1.5b, §16.8).
            "⠤⠤⠤⠤⠤⠤",
            "⠀⠀⠀⠀⠀⠀⠐⠔⠼⠁⠀⠠⠑⠎⠞⠊⠍⠁⠞⠑⠙⠲",
            "",
            "⠀⠀⠈⠨⠣⠠⠞⠁⠃⠇⠑⠀⠗⠑⠁⠙⠀⠁⠎⠀⠁⠀⠇⠊⠎⠞⠈⠨⠜",
            "⠠⠏⠕⠗⠞⠒⠀⠠⠙⠕⠧⠑⠗",
            "⠀⠀⠠⠓⠊⠛⠓⠒⠀⠼⠋⠒⠼⠁⠚",
            "⠀⠀⠠⠇⠕⠺⠒⠀⠼⠁⠃⠒⠼⠃⠑",
            "⠠⠏⠕⠗⠞⠒⠀⠠⠗⠽⠑",
            "⠀⠀⠠⠇⠕⠺⠒⠀⠼⠁⠒⠼⠚⠑",
            "⠠⠏⠕⠗⠞⠒⠀⠠⠋⠕⠇⠅⠑⠎⠞⠕⠝⠑⠐⠔⠼⠁",
            "⠀⠀⠠⠓⠊⠛⠓⠒⠀⠼⠋⠒⠼⠙⠚",
            "⠀⠀⠠⠇⠕⠺⠒⠀⠼⠁⠃⠒⠼⠑⠑",
            "",
            "⠀⠀⠠⠞⠊⠍⠑⠎⠀⠁⠗⠑⠀⠇⠕⠉⠁⠇⠲",
        ]) { $0.tableFormat = .listed }
    }

    @Test("Appendix C: a cell-5 heading takes a blank line after it before columned material, none before a linear table", arguments: outputs)
    func headingBeforeColumns(output: BrailleExporter.Output) throws {
        let rows = try #require(try Self.pages("heading.xhtml", output).first)
        let tables = BrailleTables.projectLayer + ["en-ueb-g1.ctb"]
        let tides = try BrailleText.translate("Tides", tables: tables).text
        let ships = try BrailleText.translate("Ships", tables: tables).text
        let first = try #require(rows.firstIndex(of: "⠀⠀⠀⠀" + tides), "\(rows)")
        let day = try BrailleText.translate("Day", tables: tables).text
        #expect(rows[first + 1].isEmpty && rows[first + 2].hasPrefix(day), "\(rows)")
        let second = try #require(rows.firstIndex(of: "⠀⠀⠀⠀" + ships), "\(rows)")
        #expect(rows[second + 1].contains("⠈⠨⠣"), "the linear table's note straight after the heading: \(rows[second + 1])")
    }

    @Test("§11, §7.3: a table and a box that fit on a page but not on what is left of one start the next page, whole", arguments: outputs)
    func keptWhole(output: BrailleExporter.Output) throws {
        let pages = try Self.pages("keep.xhtml", output) { settings in
            settings.cells = 30
            settings.lines = 12
        }
        #expect(pages.count == 3, "\(pages)")
        guard pages.count == 3 else { return }
        let day = try BrailleText.translate("Day", tables: BrailleTables.projectLayer + ["en-ueb-g1.ctb"]).text
        #expect(pages[0].filter { !$0.isEmpty }.count == 8, "the paragraph (7 rows) and the page number: \(pages[0])")
        #expect(pages[1][0].hasPrefix(day), "the table starts page 2: \(pages[1][0])")
        #expect(pages[1][4].contains("⠠⠺⠑⠙⠝⠑⠎⠙⠁⠽"), "its last row on the same page: \(pages[1][4])")
        #expect(pages[2][0] == String(repeating: "⠶", count: 30), "the box starts page 3 with its top line")
        #expect(pages[2][4] == String(repeating: "⠛", count: 30), "and ends there")
    }

    @Test("§11: a table longer than a page is not moved: it starts where it falls and runs over", arguments: outputs)
    func longTable(output: BrailleExporter.Output) throws {
        let pages = try Self.pages("keep.xhtml", output) { settings in
            settings.cells = 30
            settings.lines = 5
        }
        let day = try BrailleText.translate("Day", tables: BrailleTables.projectLayer + ["en-ueb-g1.ctb"]).text
        let first = try #require(pages.firstIndex { $0.contains { $0.hasPrefix(day) } })
        #expect(pages[first].firstIndex { $0.hasPrefix(day) }! > 0, "the table needs more than a page, so it does not wait for one")
    }

    @Test("§11: a table with spanned cells is in columns when it fits: a spanned heading centred over the columns it spans, a spanned entry at the first of them, the columns it covers blank, the widths from the other entries", arguments: outputs)
    func spannedColumns(output: BrailleExporter.Output) throws {
        try Self.check("spans.xhtml", output, expected: [
            "⠀⠀⠠⠎⠏⠁⠝⠝⠑⠙⠀⠉⠑⠇⠇⠎⠲",
            "",
            // Tide over High (6 cells) and Low (7), two cells apart: 5 of its 15 cells, 5 blank on each side.
            "⠠⠏⠕⠗⠞⠀⠀⠀⠀⠀⠀⠀⠀⠠⠞⠊⠙⠑",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠠⠓⠊⠛⠓⠀⠀⠀⠠⠇⠕⠺",
            "⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠒",
            "⠠⠙⠕⠧⠑⠗⠀⠀⠼⠋⠒⠼⠁⠚⠀⠀⠼⠁⠃⠒⠼⠃⠑",
            "⠠⠗⠽⠑⠀⠐⠐⠀⠝⠕⠀⠞⠊⠙⠑⠀⠞⠕⠙⠁⠽",
            "",
            "⠀⠀⠠⠞⠓⠑⠀⠑⠝⠙⠲",
        ])
    }

    @Test("§11.4: a columned table that continues onto the next page repeats its column headings and separation line at the top of that page", arguments: outputs)
    func headingsRepeated(output: BrailleExporter.Output) throws {
        let pages = try Self.pages("continued.xhtml", output) { settings in
            settings.cells = 30
            settings.lines = 10
        }
        let tables = BrailleTables.projectLayer + ["en-ueb-g1.ctb"]
        let day = try BrailleText.translate("Day", tables: tables).text
        let headingIndex = try #require(pages[0].firstIndex { $0.hasPrefix(day) && !$0.contains("⠼") }, "\(pages[0])")
        let heading = pages[0][headingIndex]
        let separation = pages[0][headingIndex + 1]
        #expect(separation.hasPrefix("⠒⠒⠒"), "\(separation)")
        let last = try BrailleText.translate("Day 18", tables: tables).text
        let continued = pages.dropFirst().filter { page in page.contains { $0.hasPrefix(day + "⠀⠼") } }
        #expect(continued.count >= 2, "the table runs over several pages: \(pages)")
        for page in continued {
            #expect(page[0] == heading && page[1] == separation, "the headings repeated: \(page)")
            #expect(page[2].hasPrefix(day + "⠀⠼"), "then the rows: \(page)")
        }
        #expect(pages.contains { $0.contains { $0.hasPrefix(last) } }, "no row lost")
        let rows = pages.flatMap { $0 }.filter { $0.hasPrefix(day + "⠀⠼") }
        #expect(rows.count == 18, "every data row once")
    }
}
