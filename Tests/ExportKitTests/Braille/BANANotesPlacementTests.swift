import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport
import ReadingModel

/// Where braille places notes (Braille Formats 2016 §16.1, §16.9), on the project's fixture
/// `braille/notes-pages.xhtml`: a footnote referenced on print page 1, and two endnotes the
/// book gathers in its own "Notes" section.
@Suite("Braille: BANA Formats §16.1 and §16.9 note placement")
struct BANANotesPlacementTests {
    static let fixture = TestPaths.fixture("braille/notes-pages.xhtml")

    static func rows(notes: NotePlacement? = nil) throws -> [String] {
        let book = try BookLoader().load(path: fixture)
        var settings = BrailleSettings()
        settings.titlePage = false
        let exporter = BrailleExporter(output: .unicode, settings: settings, reading: ReadingSettings(notes: notes))
        return BrailleCheck.rows(try exporter.render(book)).map(BrailleCheck.trimmed)
    }

    static func index(of text: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(text)")
    }

    /// The row of the print page change indicator to page `page`.
    static func pageIndicator(_ page: String, in rows: [String]) throws -> Int {
        let number = try BrailleCheck.braille(page)
        return try #require(rows.firstIndex { $0.hasPrefix("⠤⠤⠤⠤") && $0.hasSuffix(number) && $0.contains("⠤⠤⠤⠤⠤⠤⠤⠤") },
                            "the page \(page) indicator")
    }

    @Test("§16.1a: by default a footnote is placed at the end of the print page it is referenced on, after a separation line, before the next page's indicator")
    func endOfPrintPage() throws {
        let rows = try Self.rows()
        let second = try Self.index(of: "The second paragraph", in: rows)
        let note = try Self.index(of: "A sperm whale", in: rows)
        let page2 = try Self.pageIndicator("2", in: rows)
        #expect(second < note && note < page2, "after page 1's last paragraph, before page 2")
        #expect(rows[note - 1] == "⠤⠤⠤⠤⠤⠤", "the separation line")
        #expect(rows[note].hasPrefix("⠀⠀⠀⠀⠀⠀⠐⠔"), "7-5, opening with the note indicator: \(rows[note])")
    }

    @Test("§16.1a with --notes after-paragraph: the footnote follows the paragraph that refers to it (the earlier rule)")
    func afterParagraph() throws {
        let rows = try Self.rows(notes: .afterParagraph)
        let first = try Self.index(of: "swam away", in: rows)
        let note = try Self.index(of: "A sperm whale", in: rows)
        let second = try Self.index(of: "The second paragraph", in: rows)
        #expect(first < note && note < second)
    }

    @Test("§16.9: endnotes stay where the book gathers them, under its own Notes heading, each an entry in 1-3 opening with its print number; no separation line")
    func endnotesInPlace() throws {
        let rows = try Self.rows()
        let heading = try Self.index(of: "Notes", in: rows)
        let first = try Self.index(of: "Captain Ahab of the Pequod", in: rows)
        let second = try Self.index(of: "The Pacific", in: rows)
        #expect(heading < first && first < second)
        #expect(rows[first].hasPrefix(try BrailleCheck.braille("1. Captain")), "\(rows[first])")
        #expect(rows[second].hasPrefix(try BrailleCheck.braille("2. The")))
        #expect(!rows[heading..<second].contains("⠤⠤⠤⠤⠤⠤"), "no separation line in the notes section")
        // The tool adds no Notes heading of its own: the notes are not moved to the end.
        let expected = try BrailleCheck.braille("Notes")
        #expect(rows.filter { $0.contains(expected) }.count == 1)
    }

    @Test("§16.9 in every format: with --notes end-of-book the book's own Notes section holds its endnotes (the text export); end-of-section brings them to the section that cites them",
          arguments: [NotePlacement.endOfSection, .endOfBook])
    func textKeepsNotesSection(placement: NotePlacement) throws {
        let book = try BookLoader().load(path: Self.fixture)
        var settings = ExportSettings()
        settings.notes = placement
        let files = try TextExporter(settings: settings).export(book)
        let text = String(decoding: try #require(files.first).contents, as: UTF8.self)
        let notes = try #require(text.range(of: "Notes\n====="))
        #expect(text[notes.upperBound...].contains("[1] Captain Ahab") == (placement == .endOfBook), "\(text)")
        #expect(text.components(separatedBy: "Captain Ahab of the Pequod").count == 2, "read once")
    }
}
