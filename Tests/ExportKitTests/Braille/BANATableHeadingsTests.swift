import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Which rows of a table are its column headings (BANA *Braille Formats* 2016 §11, column
/// headings): a first row whose cells that hold something are all headings is the column
/// headings, whatever its corner over the row headings holds (an empty `td` or `th`), and
/// so is a row of cells given a `scope`; a `td` in a `thead` stays data (HTML §4.9.6). Column headings stand over a
/// separation line in columns, and a table too wide for columns is listed with each entry
/// after its column heading, not linear as a table without headings is. Fixture
/// `braille/tables/headings.xhtml`, uncontracted so that the rows read plainly.
@Suite("Braille: BANA Braille Formats §11 column headings over a blank corner, BRF and PEF")
struct BANATableHeadingsTests {
    static let outputs: [BrailleExporter.Output] = [.brf, .pef]
    static let tables = BrailleTables.projectLayer + ["en-ueb-g1.ctb"]

    /// The rows of the one long page the fixture is laid out on (no table moved to a next page).
    static func rows(_ output: BrailleExporter.Output) throws -> [String] {
        try #require(try BANATablesTests.pages("headings.xhtml", output) { $0.lines = 100 }.first)
    }

    static func braille(_ text: String) throws -> String {
        try BrailleText.translate(text, tables: tables).text
    }

    /// The rows after the paragraph `marker` (a 3-1 paragraph): the table between its blank
    /// lines, both included.
    static func table(after marker: String, in rows: [String]) throws -> [String] {
        let start = try #require(rows.firstIndex(of: "⠀⠀" + braille(marker)), "\(marker) in \(rows)")
        let rest = rows[(start + 1)...]
        let end = rest.dropFirst().firstIndex(of: "") ?? rest.endIndex - 1
        return Array(rest[...end])
    }

    @Test("Formats 2016 §11 column headings: a heading row whose corner is an empty td heads the columns: the corner left blank, the headings at their columns over a separation line of dots 2-5, the row headings under it", arguments: outputs)
    func cornerTD(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "Corner td.", in: Self.rows(output))
        #expect(table == [
            "",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠠⠓⠊⠛⠓⠀⠀⠀⠠⠇⠕⠺",
            "⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠒",
            "⠠⠙⠕⠧⠑⠗⠀⠀⠼⠋⠒⠼⠁⠚⠀⠀⠼⠁⠃⠒⠼⠃⠑",
            "⠠⠗⠽⠑⠀⠐⠐⠀⠼⠋⠒⠼⠙⠚⠀⠀⠼⠁⠒⠼⠚⠑",
            "",
        ])
    }

    @Test("Formats 2016 §11 column headings: a first row of th in tbody, no thead, an empty th in its corner, heads the columns; a scope=\"row\" th heads its row", arguments: outputs)
    func cornerTH(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "Corner th.", in: Self.rows(output))
        #expect(table == [
            "",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠠⠓⠊⠛⠓⠀⠀⠀⠠⠇⠕⠺",
            "⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠀⠀⠒⠒⠒⠒⠒⠒⠒",
            "⠠⠙⠕⠧⠑⠗⠀⠀⠼⠋⠒⠼⠁⠚⠀⠀⠼⠁⠃⠒⠼⠃⠑",
            "",
        ])
    }

    @Test("Formats 2016 §11 (wide tables, listed format): a table too wide for columns whose headings stand beside a blank corner is listed, each row heading in cell 1 alone and each entry in cell 3 after its column heading; not linear", arguments: outputs)
    func wideCorner(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "Wide corner.", in: Self.rows(output))
        #expect(table == [
            "",
            "⠀⠀⠈⠨⠣⠠⠞⠁⠃⠇⠑⠀⠗⠑⠁⠙⠀⠁⠎⠀⠁⠀⠇⠊⠎⠞⠈⠨⠜",
            try Self.braille("Morning Star"),
            try "⠀⠀" + Self.braille("Port of registry: Bristol"),
            try "⠀⠀" + Self.braille("Cargo on the voyage: Wool"),
            try Self.braille("Kittiwake"),
            try "⠀⠀" + Self.braille("Port of registry: Whitby"),
            try "⠀⠀" + Self.braille("Cargo on the voyage: Coal"),
            "",
        ])
    }

    @Test("Formats 2016 §11 column headings: an empty td between two th in the first row does not stop it heading the columns", arguments: outputs)
    func emptyBetween(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "Empty td between.", in: Self.rows(output))
        let vessel = try Self.braille("Vessel"), cargo = try Self.braille("Cargo")
        #expect(table.count == 5, "\(table)")
        guard table.count == 5 else { return }
        // Kittiwake (10 cells) and Whitby (7), two cells after each: Cargo in cell 22.
        #expect(table[1] == vessel + String(repeating: "⠀", count: 21 - vessel.count) + cargo)
        #expect(table[2].hasPrefix("⠒⠒⠒"), "the separation line: \(table[2])")
    }

    @Test("Formats 2016 §11 column headings, with HTML 4.01 §11.2.6: a row of td given scope=\"col\" heads the columns", arguments: outputs)
    func scopeOnTD(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "Scope on td.", in: Self.rows(output))
        #expect(table.count == 5, "\(table)")
        guard table.count == 5 else { return }
        #expect(table[1].hasPrefix(try Self.braille("Vessel")), "\(table)")
        #expect(table[2].hasPrefix("⠒⠒⠒"), "the separation line under the headings: \(table)")
    }

    @Test("Formats 2016 §11 with HTML §4.9.6: td in a thead are data (\"ancillary non-header cells\"), not column headings: no separation line", arguments: outputs)
    func tdInHead(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "Head of td.", in: Self.rows(output))
        #expect(!table.contains { $0.hasPrefix("⠒") }, "\(table)")
    }

    @Test("Formats 2016 §11: a first row of td with an empty corner and no heading cell is a row of the table, not column headings: no separation line", arguments: outputs)
    func noHeadings(output: BrailleExporter.Output) throws {
        let table = try Self.table(after: "No headings.", in: Self.rows(output))
        #expect(!table.contains { $0.hasPrefix("⠒") }, "\(table)")
        let dover = try Self.braille("Dover")
        #expect(table.contains { $0.hasPrefix(dover) }, "\(table)")
    }
}
