import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// The rules of BANA's *Braille Formats* (2016) the layout follows, one test each, on the
/// sample book and the project's fixtures. docs/braille.md lists each rule with its section.
@Suite("Braille: BANA Braille Formats rules")
struct BANARulesTests {
    static func render(_ path: String = TestPaths.sampleBook.path,
                       configure: (inout BrailleSettings) -> Void = { _ in }) throws -> BrailleDocument {
        try BrailleCheck.render(path, configure: configure)
    }

    @Test("§16: a note reference is the note indicator (dots 5-35) and the number, unspaced from its word; the body follows a separation line, 7-5, opening with the same mark")
    func notes() throws {
        // The sample book's notes are endnotes, which stay in its Notes section by default
        // (§16.9, `BANANotesPlacementTests`); brought to the text, they are notes in 7-5.
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let rows = BrailleCheck.rows(try BrailleExporter(output: .unicode, notes: .afterParagraph).render(book))
        let text = rows.joined(separator: "\n")
        let mark = "⠐⠔⠼⠁"
        // "shine." then the reference, with no blank between: the indicator is attached.
        #expect(text.contains("⠲" + mark), "\(text)")
        #expect(!text.contains("⠷⠼⠁⠾") && !text.contains("⠨⠣⠼⠁"), "no bracketed [1]")
        let separator = try #require(rows.firstIndex(of: "⠤⠤⠤⠤⠤⠤"), "a separation line")
        let body = rows[separator + 1]
        #expect(body.hasPrefix(String(repeating: BrailleCheck.blank, count: 6) + mark + "⠀"), "\(body)")
        // The runover of a note starts in cell 5.
        let next = rows[separator + 2]
        if !next.isEmpty, !next.hasPrefix("⠤") {
            #expect(next.prefix { $0 == BrailleCheck.blank }.count == 4, "\(next)")
        }
        // Each note once: the body's words appear once.
        let words = try BrailleCheck.braille("converted")
        #expect(text.components(separatedBy: words).count == 2)
    }

    static func layout(lines: Int = 5) -> BrailleLayout {
        BrailleLayout(cells: 20, lines: lines) { page in Cells(String(page).unicodeScalars) }
    }

    static func line(_ count: Int) -> Cells { Cells(repeating: "⠭", count: count) }

    @Test("§1.11: a print page running over several braille pages takes continuation letters a, b ... on line 1")
    func continuationLetters() {
        var layout = Self.layout()
        layout.printPage(["⠼", "⠃"])
        for _ in 0..<12 { layout.addParagraph(Self.line(10), first: 0, runover: 0) }
        let pages = layout.finish()
        #expect(pages.count == 3)
        #expect(pages[0].rows[0].hasSuffix("⠀⠀⠀⠼⠃"), "\(pages[0].rows[0])")
        #expect(pages[1].rows[0].hasSuffix("⠀⠀⠀⠁⠼⠃"), "\(pages[1].rows[0])")
        #expect(pages[2].rows[0].hasSuffix("⠀⠀⠀⠃⠼⠃"), "\(pages[2].rows[0])")
        #expect(BrailleLayout.lettered(["⠼"], 27) == ["⠁", "⠁", "⠼"])
    }

    @Test("§1.11: the print page change indicator is never on the last line of a page; the next page shows the number without a letter")
    func indicatorNotOnLastLine() {
        var layout = Self.layout()
        for _ in 0..<4 { layout.addParagraph(Self.line(5), first: 0, runover: 0) }
        layout.printPage(["⠼", "⠉"])
        layout.addParagraph(Self.line(5), first: 0, runover: 0)
        let pages = layout.finish()
        #expect(pages[0].rows.allSatisfy { !$0.hasPrefix("⠤⠤") }, "\(pages[0].rows)")
        #expect(pages[1].rows[0] == "⠭⠭⠭⠭⠭" + String(repeating: "⠀", count: 20 - 5 - 2) + "⠼⠉")
    }

    @Test("§1.11: a print page change just before a forced new page moves to line 1 of that page")
    func indicatorBeforeNewPage() {
        var layout = Self.layout(lines: 10)
        layout.addParagraph(Self.line(5), first: 0, runover: 0)
        layout.printPage(["⠼", "⠙"])
        layout.blankLine()
        layout.newPage()
        layout.addParagraph(Self.line(5), first: 0, runover: 0)
        let pages = layout.finish()
        #expect(pages[0].rows.allSatisfy { !$0.hasPrefix("⠤⠤") }, "\(pages[0].rows)")
        #expect(pages[1].rows[0].hasSuffix("⠀⠀⠀⠼⠙"), "\(pages[1].rows[0])")
    }

    @Test("§2: with print pages in the book, the contents cites each heading's print page; braille pages as a setting")
    func contentsCitesPrintPages() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/layout.xhtml"))
        var settings = BrailleSettings()
        settings.tableOfContents = true
        settings.titlePage = false
        let document = try BrailleExporter(output: .unicode, settings: settings).render(book)
        let contents = document.volumes[0].pages[0].rows
        let heading = try BrailleCheck.braille("Second Level")
        let entry = try #require(contents.first { $0.contains(heading) })
        // The heading comes before the book's first print page break (page 7): it is on print page 7.
        #expect(entry.hasSuffix("⠐⠀" + (try BrailleCheck.braille("7"))), "\(entry)")
        settings.contentsCitesPrintPages = false
        let braillePages = try BrailleExporter(output: .unicode, settings: settings).render(book)
        let brailleEntry = try #require(braillePages.volumes[0].pages[0].rows.first { $0.contains(heading) })
        #expect(brailleEntry.hasSuffix("⠐⠀" + (try BrailleCheck.braille("1"))), "\(brailleEntry)")
    }

    static var fixture: String { TestPaths.fixture("braille/bana.xhtml") }

    @Test("§3: an image description, and the note that an image without one is omitted, are transcriber's notes between the UEB TN indicators")
    func imageTranscribersNotes() throws {
        let text = BrailleCheck.rows(try Self.render(Self.fixture)).joined(separator: "⠀")
        #expect(text.contains("⠈⠨⠣" + (try BrailleCheck.braille("A chart of"))), "\(text)")
        #expect(text.contains((try BrailleCheck.braille("two lights")) + "⠈⠨⠜"), "\(text)")
        #expect(text.contains("⠈⠨⠣" + (try BrailleCheck.braille("Image omitted: no description")) + "⠈⠨⠜"), "\(text)")
        // A block image (the sample book's lamp) is a transcriber's note of its own, 7-5.
        let sample = BrailleCheck.rows(try Self.render())
        // (The special symbols page lists the indicator first, after the dot locator.)
        let row = try #require(sample.first { $0.contains("⠈⠨⠣") && !$0.hasPrefix("⠘⠿") })
        #expect(row.hasPrefix(String(repeating: BrailleCheck.blank, count: 6) + "⠈⠨⠣"), "\(row)")
    }

    @Test("§7: a sidebar that is not a note is boxed: a blank line, a top box line of dots 2356, the text in its own formats with no blank line inside, a bottom one of dots 1245, a blank line")
    func boxedSidebar() throws {
        let rows = BrailleCheck.rows(try Self.render(Self.fixture))
        let top = try #require(rows.firstIndex { $0.hasPrefix("⠶⠶⠶⠶") && $0.allSatisfy { $0 == "⠶" } })
        let bottom = try #require(rows.firstIndex { $0.hasPrefix("⠛⠛⠛⠛") && $0.allSatisfy { $0 == "⠛" } })
        #expect(top < bottom)
        let inside = rows[(top + 1)..<bottom].joined()
        #expect(inside.contains(try BrailleCheck.braille("harbour master")))
        #expect(rows[top + 1].hasPrefix("⠀⠀") && !rows[top + 1].hasPrefix("⠀⠀⠀"), "3-1 inside the box")
        #expect(rows[top - 1].isEmpty && !rows[bottom - 1].isEmpty, "§7.2: blank before the top line, none inside")
        let after = try BrailleCheck.braille("After")
        #expect(rows[bottom + 1].isEmpty && rows[bottom + 2].contains(after))
    }

    @Test("§11: a table whose columns fit the line is set in columns under its headings and a line of dots 2-5; one that does not is listed after a transcriber's note")
    func tables() throws {
        let rows = BrailleCheck.rows(try Self.render(Self.fixture))
        let boat = try BrailleCheck.braille("Boat"), berth = try BrailleCheck.braille("Berth")
        let header = try #require(rows.firstIndex { $0.hasPrefix(boat) && $0.hasSuffix(berth) }, "\(rows)")
        #expect(rows[header + 1].hasPrefix(String(repeating: "⠒", count: boat.unicodeScalars.count) + "⠀⠀"))
        let column = header.self
        _ = column
        let ferry = rows[header + 2]
        #expect(ferry.hasPrefix(try BrailleCheck.braille("Ferry")), "\(ferry)")
        #expect(ferry.contains("⠨⠂"), "emphasis kept in the cell: \(ferry)")
        // Columns line up: the second column starts at the same cell in every row.
        let start = rows[header].unicodeScalars.count - berth.unicodeScalars.count
        #expect(String(String.UnicodeScalarView(ferry.unicodeScalars.dropFirst(start))).hasPrefix("⠨⠂"), "\(ferry)")
        let text = rows.joined(separator: "⠀")
        #expect(text.contains("⠈⠨⠣" + (try BrailleCheck.braille("Table read as a list")) + "⠈⠨⠜"), "\(text)")
        #expect(text.contains(try BrailleCheck.braille("Vessel name:")), "the listed table keeps its headings")
    }
}
