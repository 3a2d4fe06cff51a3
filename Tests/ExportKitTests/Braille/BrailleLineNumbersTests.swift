import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport

/// Line-numbered text (docs/braille.md, §15 "Line-numbered text"), from the rule's words. The book
/// marks where each numbered print line begins with an empty `span class="linenum"`, its
/// number in `aria-label` (eBraille tagging best practices §2.10). BANA Braille Formats,
/// line-numbered text: the number, with its numeric indicator, at the right margin of the
/// braille line on which its print line begins, at least two blank cells after the text, the
/// shortened line length kept for every line of the text, numbered or not; a print line that
/// begins inside a braille line is set off by three blank cells (eBraille styling best
/// practices §2.11, example 27), one that begins a braille line by none. Fixture
/// `braille/line-numbers.xhtml`, on 30 cells, uncontracted so that each row can be written
/// out here.
@Suite("Braille: line-numbered prose and poetry (BANA Braille Formats, line numbers)")
struct BrailleLineNumbersTests {
    static let cells = 30
    static let tables = BrailleTables.projectLayer + ["en-ueb-g1.ctb"]

    static func rows() throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(TestPaths.fixture("braille/line-numbers.xhtml")) { settings in
            settings.tables = tables
            settings.cells = cells
            settings.lines = 200
            settings.titlePage = false
            settings.chapterNewPage = false
        })
    }

    static func braille(_ text: String) throws -> String {
        try BrailleText.translate(text, tables: tables).text
    }

    /// A row: `indent` blank cells, the text (after `before`, the end of the print line
    /// before it, and three blank cells), and the line number at the row's right end.
    static func row(_ indent: Int, _ text: String, after before: String? = nil, number: String? = nil) throws -> String {
        var row = String(repeating: BrailleCheck.blank, count: indent)
        if let before { row += try braille(before) + gap }
        row += try braille(text)
        if let number {
            let cells = try braille(number)
            row += String(repeating: BrailleCheck.blank, count: Self.cells - row.count - cells.count) + cells
        }
        return row
    }

    /// The rows from the one holding `first`, as many as `expected` has.
    static func rows(from first: String, _ expected: [String]) throws -> [String] {
        let rows = try Self.rows()
        let cells = try braille(first)
        let start = try #require(rows.firstIndex { $0.contains(cells) }, "no row holds '\(first)'")
        return Array(rows[start...].prefix(expected.count))
    }

    static let gap = String(repeating: BrailleCheck.blank, count: 3)

    @Test("Prose: each number at the right margin of the row its print line begins on; a print line that begins inside a row is set off by three blank cells, one that begins a row by none; every row of the paragraph keeps the column (two cells and the widest number)")
    func prose() throws {
        let expected = [
            try Self.row(2, "alpha words run on past", number: "1"),
            try Self.row(0, "the end of one braille"),
            try Self.row(0, "bravo begins inside", after: "line", number: "2"),
            try Self.row(0, "a braille line or at its"),
            try Self.row(0, "charlie is short", after: "start", number: "3"),
            try Self.row(0, "delta too", number: "4"),
            try Self.row(0, "echo ends the paragraph", number: "5"),
            try Self.row(0, "here."),
        ]
        let rows = try Self.rows(from: "alpha words", expected)
        for (index, row) in expected.enumerated() {
            #expect(index < rows.count && rows[index] == row, "row \(index + 1): \(index < rows.count ? rows[index] : "none")")
        }
    }

    @Test("Two print lines beginning on one braille line: the second starts the next row, so that each number stands on the row where its print line begins")
    func oneNumberARow() throws {
        let row = try #require(try Self.rows(from: "charlie is short", [""]).first)
        let next = try #require(try Self.rows(from: "delta too", [""]).first)
        let three = try Self.braille("3"), delta = try Self.braille("delta")
        #expect(row.hasSuffix(three) && !row.contains(delta), "\(row)")
        #expect(next.hasPrefix(delta), "delta begins its row, without the three blank cells: \(next)")
    }

    @Test("Poetry: a line's number on its first row, none on its runovers; the widest number of the poem (100, four cells) sets the column for every line, numbered or not")
    func poetry() throws {
        let expected = [
            try Self.row(0, "foxtrot is a line of", number: "98"),
            try Self.row(2, "verse"),
            try Self.row(0, "golf has no number of"),
            try Self.row(2, "its own and runs on"),
            try Self.row(2, "over two lines"),
            try Self.row(0, "hotel ends the poem", number: "100"),
        ]
        let rows = try Self.rows(from: "foxtrot", expected)
        for (index, row) in expected.enumerated() {
            #expect(index < rows.count && rows[index] == row, "row \(index + 1): \(index < rows.count ? rows[index] : "none")")
        }
    }

    @Test("Text without line numbers after them has the whole line again")
    func columnEnds() throws {
        let rows = try Self.rows(from: "paragraph after them", [""])
        let expected = try Self.row(2, "A paragraph after them has")
        #expect(rows.first == expected, "\(rows)")
    }

    @Test("eBraille keeps the tagging best practices' markup: an empty span of class linenum, its number in braille in aria-label, where the print line begins")
    func eBraille() throws {
        var book = try BookLoader().load(path: TestPaths.fixture("braille/line-numbers.xhtml"))
        // The metadata an eBraille must carry (as EBrailleTest.harbour gives it).
        book.metadata.rights = "Copyright © 2004 Harbour Press"
        book.metadata.publisher = "Harbour Press"
        book.metadata.identifier = "urn:isbn:978-0-618-59664-5"
        let set = try EBrailleTest.fileSet(book)
        let content = set.entries.filter { $0.path.hasSuffix(".xhtml") }.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(content.contains("<span class=\"linenum\" role=\"note\" aria-label=\"⠼⠁\"></span>⠁⠇⠏⠓⠁"), "the number before its line's first word")
        #expect(content.contains("aria-label=\"⠼⠁⠚⠚\""))
    }

    @Test("The reader: an empty span of class linenum is a line number, read from its aria-label; the text formats leave print's margin out")
    func reading() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/line-numbers.xhtml"))
        var numbers: [String] = []
        book.forEachBlock { block, _ in
            for case .lineNumber(let label) in block.inlines { numbers.append(label) }
        }
        #expect(numbers == ["1", "2", "3", "4", "5", "98", "100"])
        let text = try TextTests.text(book).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("alpha words run on past the end of one braille line bravo begins"), "\(text)")
        #expect(!text.contains("98") && !text.contains("100"))
    }
}

/// Braille Formats §15 for numbers printed in the text and floated into the margin by the
/// book's style (The Waste Land's `ascended<span class="lnum">90</span>`): the same line
/// numbers, each at the start of the print line it stands in, whether it is printed before
/// or after the line's words. Fixture `braille/printed-line-numbers.xhtml`, on 30 cells.
@Suite("Braille: line numbers printed beside their lines (Braille Formats §15)")
struct BraillePrintedLineNumbersTests {
    static let fixture = TestPaths.fixture("braille/printed-line-numbers.xhtml")

    static func rows() throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.tables = BrailleLineNumbersTests.tables
            settings.cells = BrailleLineNumbersTests.cells
            settings.lines = 200
            settings.titlePage = false
            settings.chapterNewPage = false
        })
    }

    @Test("§15: a number printed after its line's words (a line of a line group, a line ended by <br>) or before them is read as the line's number, at the line's start; a span of the class holding no number stays text")
    func reading() throws {
        let book = try BookLoader().load(path: Self.fixture)
        var lines: [[Inline]] = []
        book.forEachBlock { block, _ in
            if block.inlines.contains(where: { if case .lineNumber = $0 { true } else { false } }) { lines.append(block.inlines) }
        }
        #expect(lines.count == 3)
        #expect(lines.first?.first == .lineNumber("10"), "the number moved before 'lima': \(lines)")
        #expect(lines.dropFirst().first?.first == .lineNumber("12"))
        let verse = try #require(lines.last)
        let numberAt = try #require(verse.firstIndex(of: .lineNumber("20")))
        #expect(numberAt > 0 && verse[numberAt - 1] == .lineBreak, "after the <br> that begins 'papa': \(verse)")
        let text = try TextTests.text(book)
        #expect(text.contains("lima runs on past the end of its row\n"), "no number glued to the line: \(text)")
        #expect(!text.contains("row10") && !text.contains("20"))
        #expect(text.contains("The span vii holds no number and stays text."))
    }

    @Test("§15: the number printed after 'lima' stands at the right margin of lima's first row, not of the next line's")
    func poetry() throws {
        let rows = try Self.rows()
        let lima = try BrailleLineNumbersTests.braille("lima")
        let first = try #require(rows.firstIndex { $0.hasPrefix(lima) })
        let ten = try BrailleLineNumbersTests.braille("10")
        #expect(rows[first].hasSuffix(String(BrailleCheck.blank) + ten), "\(rows[first])")
        #expect(!rows[first + 1].hasSuffix(ten), "the runover has no number: \(rows[first + 1])")
        let papa = try BrailleLineNumbersTests.braille("papa")
        let twenty = try BrailleLineNumbersTests.braille("20")
        let row = try #require(rows.first { $0.hasPrefix(papa) })
        #expect(row.hasSuffix(twenty), "\(row)")
    }
}
