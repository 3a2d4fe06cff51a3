import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// A heading keeps the whole first item of the list after it on its page: "A heading must
/// be followed by at least one complete list item (which may be more than one braille
/// line) before the list is continued on a new braille page" (BANA Rulings by Committee,
/// as the NBA quotes it; Formats 2016 §4.3 keeps a heading with its text). Fixture
/// `braille/lists-after-headings.xhtml`: a centred, a cell-5 and a cell-7 heading, each
/// over a list whose first item takes several lines, laid out on pages of every length
/// from 8 to 18 lines, so that each heading falls at every place on a page.
@Suite("Braille: BANA Rulings by Committee, a heading keeps the first list item whole")
struct BANAListsAfterHeadingsTests {
    static let fixture = TestPaths.fixture("braille/lists-after-headings.xhtml")
    static let tables = BrailleTables.projectLayer + ["en-ueb-g1.ctb"]

    static func braille(_ text: String) throws -> String {
        try BrailleText.translate(text, tables: tables).text
    }

    static func pages(lines: Int) throws -> [[String]] {
        var settings = BrailleSettings()
        settings.tables = ["en-ueb-g1.ctb"]
        settings.titlePage = false
        settings.chapterNewPage = false
        settings.cells = 30
        settings.lines = lines
        return try BrailleCheck.pages(fixture, output: .brf, settings: settings)
    }

    /// Where the item that starts with `word` starts (page, row), and how many of its rows
    /// (its first line and the runovers and paragraphs after it, up to the next item) that
    /// page holds.
    static func item(_ word: String, in pages: [[String]]) throws -> (page: Int, row: Int, rows: Int)? {
        let start = try Self.braille(word)
        let next = try Self.braille("Second")
        for (index, page) in pages.enumerated() {
            guard let row = page.firstIndex(where: { $0.contains(start) }) else { continue }
            var end = row + 1
            while end < page.count, !page[end].isEmpty, !page[end].contains(next) { end += 1 }
            return (index, row, end - row)
        }
        return nil
    }

    @Test("Rulings by Committee (with Formats 2016 §4.3): the first list item after a centred, a cell-5 and a cell-7 heading is on the heading's page whole, wherever the heading falls",
          arguments: Array(8...18))
    func firstItemWhole(lines: Int) throws {
        let reference = try Self.pages(lines: 100)
        let pages = try Self.pages(lines: lines)
        for (word, heading) in [("Alpha", "Harbour"), ("Bravo", "Boats"), ("Charlie", "Nets")] {
            let whole = try #require(try Self.item(word, in: reference), "\(word) in \(reference)")
            let placed = try #require(try Self.item(word, in: pages), "\(word) on pages of \(lines) lines")
            #expect(placed.rows == whole.rows,
                    "\(lines) lines: \(placed.rows) of the \(whole.rows) rows of \(word)'s item on its first page: \(pages[placed.page])")
            let title = try Self.braille(heading)
            #expect(pages[placed.page][..<placed.row].contains { $0.contains(title) },
                    "\(lines) lines: the \(heading) heading on the item's page: \(pages[placed.page])")
        }
    }
}
