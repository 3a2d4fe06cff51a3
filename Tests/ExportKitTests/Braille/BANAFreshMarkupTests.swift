import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Book parts in markups publishers use that the earlier suites did not meet (issue 38's
/// fresh audit): one-file books whose chapters are told by their divisions, indexes set as
/// paragraphs, letters whose address is told by where it stands, notes with links back to
/// their references. Each test asserts what the Formats section says of the placement, on
/// fixtures written for it.
@Suite("Braille: BANA Formats in publishers' markups, round two (§4.1.1, §9.7, §16.9, §22)")
struct BANAFreshMarkupTests {
    static func document(_ name: String, cells: Int = 40) throws -> BrailleDocument {
        try BrailleCheck.render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = false
            settings.cells = cells
        }
    }

    static func rows(_ name: String, cells: Int = 40) throws -> [String] {
        BrailleCheck.rows(try document(name, cells: cells)).map(BrailleCheck.trimmed)
    }

    /// The 1-based cell where a row's text starts.
    static func cell(_ row: String) -> Int {
        (row.firstIndex { $0 != BrailleCheck.blank }.map { row.distance(from: row.startIndex, to: $0) } ?? row.count) + 1
    }

    static func row(_ text: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(text)")
    }

    /// Whether the row holding `text` is centred on a line of `width` cells (its blank cells
    /// before and after differ by at most one).
    static func isCentred(_ text: String, in rows: [String], width: Int = 40) throws -> Bool {
        let row = rows[try self.row(text, in: rows)]
        let before = cell(row) - 1
        let after = width - row.count
        return before >= 2 && abs(before - after) <= 1
    }
}

extension BANAFreshMarkupTests {
    @Test("§4.1.1: a one-file book's h2 chapters in div.chapter under its h1 title are centred like the title, each on a new page; its h3 is cell 5")
    func oneFileChapters() throws {
        let document = try Self.document("chapters-one-file.html")
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        #expect(try Self.isCentred("The Lamplighter's Year", in: rows), "the title centred")
        let pages = document.volumes.flatMap(\.pages)
        for chapter in ["CHAPTER I. WINTER", "CHAPTER II. SPRING", "CHAPTER III. SUMMER"] {
            #expect(try Self.isCentred(chapter, in: rows), "\(chapter) centred")
            let cells = try BrailleCheck.braille(chapter)
            let page = try #require(pages.first { $0.rows.contains { $0.contains(cells) } }, "\(chapter)")
            // A chapter, a centred (level-1) heading, starts a new page: nothing but blank
            // rows and the page number line before it on its page.
            let before = page.rows.prefix { !$0.contains(cells) }.map(BrailleCheck.trimmed)
            #expect(before.allSatisfy { $0.isEmpty || Self.cell($0) > 30 }, "\(chapter) opens its page: \(before)")
        }
        let section = try Self.row("The First Frost", in: rows)
        #expect(Self.cell(rows[section]) == 5, "the h3 inside a chapter in cell 5: \(rows[section])")
    }

    @Test("§4.1.1: h2 chapters in sections marked doc-chapter or epub:type chapter, in one file with no h1, are centred")
    func oneFileSectionChapters() throws {
        let rows = try Self.rows("chapters-sections.xhtml")
        for chapter in ["Chapter One: Seeds", "Chapter Two: Shoots"] {
            #expect(try Self.isCentred(chapter, in: rows), "\(chapter) centred")
        }
    }

    @Test("§4.1.1: the reader marks the first heading of a chapter division, and only it")
    func chapterDivisionTrait() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/chapters-one-file.html"))
        var opening: [String] = []
        var others: [String] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if block.role.headingLevel != nil {
                    let text = block.inlines.plainText.trimmingWhitespace()
                    if block.traits.contains(.opensChapter) { opening.append(text) } else { others.append(text) }
                }
                walk(block.children)
            }
        }
        walk(book.blocks)
        #expect(opening == ["CHAPTER I. WINTER", "CHAPTER II. SPRING", "CHAPTER III. SUMMER"])
        #expect(others == ["The Lamplighter's Year", "The First Frost"])
    }
}
