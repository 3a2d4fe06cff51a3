import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import BookModel
import ReadingModel

/// The parts of a book Braille Formats lays out by what they are, marked up the ways
/// publishers mark them: EPUB 3 semantics and DPUB-ARIA roles, Project Gutenberg's classes,
/// plain HTML told by its headings and by where lines stand. Each fixture holds one part in
/// two or three markups; each test asserts the rule's placements on every one of them.
@Suite("Braille: BANA Formats parts in publishers' markups (§2.10, §9.7, §14, §16, §21, §22)")
struct BANAMarkupVariantsTests {
    /// The rows of a fixture, without trailing blanks, no title page.
    static func rows(_ name: String, cells: Int = 40) throws -> [String] {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = false
            settings.cells = cells
        }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    /// The 1-based cell where a row's text starts.
    static func cell(_ row: String) -> Int {
        (row.firstIndex { $0 != BrailleCheck.blank }.map { row.distance(from: row.startIndex, to: $0) } ?? row.count) + 1
    }

    static func row(_ text: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(text)")
    }

    static func parts(_ name: String) throws -> [String: BookPart] {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/\(name)"))
        var parts: [String: BookPart] = [:]
        func walk(_ blocks: [Block]) {
            for block in blocks {
                let text = block.inlines.plainText.trimmingWhitespace()
                if !text.isEmpty { parts[text] = block.part }
                walk(block.children)
            }
        }
        walk(book.blocks)
        return parts
    }

    // MARK: - §16 Notes

    @Test("Formats 2016 §16.2, §16.5: Gutenberg's classed footnote, an EPUB 3 footnote aside and Pandoc's endnote keep their print marks after the note indicator; footnotes 7-5 after a separation line, endnotes 1-3 under their heading")
    func notes() throws {
        let rows = try Self.rows("notes-markup.xhtml")
        let noon = try Self.row("noon", in: rows)
        #expect(rows[noon].contains("⠝⠕⠕⠝⠐⠔⠼⠁"), "the reference is the note indicator and its mark, not [1]: \(rows[noon])")
        let ship = try Self.row("Ship's time", in: rows)
        #expect(rows[ship].hasPrefix("⠀⠀⠀⠀⠀⠀⠐⠔⠼⠁⠀"), "the footnote in cell 7 with its mark, its back link not read: \(rows[ship])")
        #expect(Self.cell(rows[ship + 1]) == 5, "its runover in cell 5")
        #expect(rows[ship - 1] == "⠤⠤⠤⠤⠤⠤", "a separation line before it: \(rows[ship - 1])")
        let dawn = try Self.row("dawn", in: rows)
        #expect(rows[dawn].contains("⠙⠁⠺⠝⠐⠔⠼⠁"), "chapter 2's note 1 stays note 1: \(rows[dawn])")
        let survivors = try Self.row("So the survivors", in: rows)
        #expect(rows[survivors].hasPrefix("⠼⠉⠲⠀"), "the endnote in cell 1 with its print number: \(rows[survivors])")
        #expect(Self.cell(rows[survivors + 1]) == 3)
        let voyage = try Self.row("voyage", in: rows)
        #expect(rows[voyage].contains("⠐⠔⠼⠉"))
    }
}
