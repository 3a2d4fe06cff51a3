import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
@testable import EBrailleExport
@testable import TextExport
import BookModel
import ReadingModel

/// A producer's note (DTBook's `prodnote`, EPUB 3's `z3998:production`) is text the producer
/// of an accessible edition added: braille reads it as a transcriber's note (BANA Braille
/// Formats 2016 §3: between the transcriber's note indicators, dots 4-46-126 and 4-46-345;
/// "transcriber's notes consisting of seven words or fewer are embedded in the text. Longer
/// notes use 7-5 margins", §3.1.4), never as print's boxed sidebar (§7). Fixtures of the
/// project's own words in DTBook and in EPUB 3 markup.
@Suite("Braille: BANA Formats 2016 §3, producers' notes as transcriber's notes")
struct BANAProducersNotesTests {
    static let dtbook = TestPaths.fixture("braille/producers-notes.xml")
    static let xhtml = TestPaths.fixture("braille/producers-notes.xhtml")
    static let opening = "⠈⠨⠣", closing = "⠈⠨⠜"

    static func rows(_ path: String) throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(path) { settings in
            settings.titlePage = false
            settings.cells = 40
        })
    }

    static func isBoxLine(_ row: String) -> Bool {
        !row.isEmpty && (row.allSatisfy { $0 == "⠶" } || row.allSatisfy { $0 == "⠛" })
    }

    /// The row opening the note that begins with `words`, and its index.
    static func noteRow(_ words: String, in rows: [String]) throws -> Int {
        let cells = opening + (try BrailleCheck.braille(words))
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row opens the note \(words): \(rows)")
    }

    @Test("Formats 2016 §3.1.4: a DTBook prodnote of more than seven words is a transcriber's note in 7-5, between the indicators, with no box lines")
    func longDTBookNote() throws {
        let rows = try Self.rows(Self.dtbook)
        let first = try Self.noteRow("In the print", in: rows)
        #expect(BrailleCheck.cell(rows[first]) == 7, "first line in cell 7: \(rows[first])")
        #expect(rows[first].drop { $0 == BrailleCheck.blank }.hasPrefix(Self.opening), "the note opens with the indicator")
        #expect(BrailleCheck.cell(rows[first + 1]) == 5, "runover in cell 5: \(rows[first + 1])")
        let end = try #require(rows[first...].firstIndex { $0.contains(Self.closing) })
        #expect(rows[end].contains(try BrailleCheck.braille("page")), "the closing indicator ends the note: \(rows[end])")
        #expect(!Self.isBoxLine(rows[first - 1]) && !Self.isBoxLine(rows[end + 1]), "§7's box lines are print's boxes only")
    }

    @Test("Formats 2016 §3.1.4: a DTBook prodnote of seven words or fewer is embedded: in the format of the text around it (3-1), between the indicators")
    func shortDTBookNote() throws {
        let rows = try Self.rows(Self.dtbook)
        let row = try Self.noteRow("Map omitted from this edition.", in: rows)
        #expect(BrailleCheck.cell(rows[row]) == 3, "3-1 as the paragraphs: \(rows[row])")
        #expect(rows[row].contains((try BrailleCheck.braille("edition.")) + Self.closing), "\(rows[row])")
    }

    @Test("Formats 2016 §3.1.1, §3.1.4: DTBook's prodnote inside a paragraph is read in place, between the indicators, the spaces around it outside them")
    func inlineDTBookNote() throws {
        let text = try Self.rows(Self.dtbook).joined(separator: "⠀")
        let note = Self.opening + (try BrailleCheck.braille("listed in the margin")) + Self.closing
        #expect(text.contains((try BrailleCheck.braille("name")) + "⠀" + note + "⠀"), "\(text)")
    }

    @Test("Formats 2016 §1.11 with §3: a producer's note holding a print page break stays a box that reads all of it, the page kept where it stands")
    func pageBreakInNote() throws {
        let document = try BrailleCheck.render(Self.dtbook) { settings in
            settings.titlePage = false
            settings.cells = 40
        }
        let pages = document.volumes.flatMap(\.pages)
        #expect(pages.last?.lastPrintPage == "2", "the print page 2 the note holds: \(pages.last?.lastPrintPage ?? "none")")
        let rows = BrailleCheck.rows(document)
        let first = try BrailleCheck.row("The next two pages", in: rows)
        let second = try BrailleCheck.row("It shows the keeper", in: rows)
        #expect(first < second)
        #expect(rows[..<first].last.map(Self.isBoxLine) == true, "boxed as before: \(rows[..<first].suffix(2))")
    }

    @Test("Formats 2016 §7 beside §3: a DTBook sidebar (print's) stays boxed; an imggroup's prodnote stays its image's description")
    func sidebarAndImageDescriptionKept() throws {
        let rows = try Self.rows(Self.dtbook)
        let sidebar = try BrailleCheck.row("Sidebar: locks", in: rows)
        #expect(rows[..<sidebar].last.map(Self.isBoxLine) == true, "a top box line over the sidebar")
        let description = try BrailleCheck.braille("wooden gate")
        #expect(rows.filter { $0.contains(description) }.count <= 1, "the image's description is not read a second time")
    }

    @Test("Formats 2016 §3.1.4: an EPUB 3 aside of z3998:production in two paragraphs: both 7-5, the opening indicator before the first, the closing after the last")
    func twoParagraphEPUBNote() throws {
        let rows = try Self.rows(Self.xhtml)
        let first = try Self.noteRow("The print timetable", in: rows)
        let second = try BrailleCheck.row("This edition gives", in: rows)
        #expect(BrailleCheck.cell(rows[first]) == 7 && BrailleCheck.cell(rows[second]) == 7, "\(rows[first]) / \(rows[second])")
        #expect(!rows[second].contains(Self.opening), "one opening indicator for the whole note")
        let next = try BrailleCheck.row("Tickets are sold", in: rows)
        let closings = rows.indices[first..<next].filter { rows[$0].contains(Self.closing) }
        #expect(closings.count == 1 && closings[0] >= second, "one closing indicator, after the last paragraph: \(rows[first..<next])")
        #expect(!Self.isBoxLine(rows[first - 1]), "no box line")
    }

    @Test("Formats 2016 §3: a short EPUB 3 aside of z3998:production is embedded in 3-1; a span of it is read in place, between the indicators")
    func embeddedEPUBNotes() throws {
        let rows = try Self.rows(Self.xhtml)
        let text = rows.joined(separator: "⠀")
        let note = Self.opening + (try BrailleCheck.braille("see the list below")) + Self.closing
        #expect(text.contains(note), "the inline note read in place: \(text)")
        let row = try Self.noteRow("Photograph omitted.", in: rows)
        #expect(BrailleCheck.cell(rows[row]) == 3, "\(rows[row])")
    }

    @Test("Formats 2016 §3 in the model: a producer's note is an aside marked producersNote, other asides are not; the text export reads its words in place, with no indicators")
    func modelAndText() throws {
        let book = try BookLoader().load(path: Self.dtbook)
        var asides: [Block] = []
        func visit(_ block: Block) {
            if block.role == .note(.aside) { asides.append(block) }
            block.children.forEach(visit)
        }
        book.blocks.forEach(visit)
        let marked = asides.filter { $0.traits.contains(.producersNote) }.map(\.plainText)
        #expect(marked.count == 3 && marked.allSatisfy { !$0.contains("Sidebar") }, "\(marked)")
        #expect(asides.contains { $0.plainText.contains("Sidebar") && !$0.traits.contains(.producersNote) })
        let text = try String(decoding: TextExporter(settings: ExportSettings()).export(book)[0].contents, as: UTF8.self)
        for words in ["In the print edition a map", "Map omitted from this edition.", "name listed in the margin in the ledger"] {
            #expect(text.contains(words), "\(words) read in place")
        }
        let before = try #require(text.range(of: "counted the boats")), after = try #require(text.range(of: "Map omitted"))
        #expect(before.upperBound < after.lowerBound, "in the book's order")
    }

    @Test("Formats 2016 §3 in eBraille: a producer's note is written with class transcriber-note, as image descriptions are, its braille between the indicators")
    func eBrailleTranscriberNote() throws {
        var book = try BookLoader().load(path: Self.xhtml)
        book.metadata.rights = "Copyright © 2004 Harbour Press"
        let set = try EBrailleTest.fileSet(book)
        var notes: [String] = []
        for document in set.contentDocuments {
            for div in try set.xml(document).descendants(named: "div") where div[attribute: "class"] == "transcriber-note" {
                notes.append(div.textContent)
            }
        }
        #expect(notes.count == 2, "\(notes)")
        let long = try #require(notes.first)
        #expect(long.contains(Self.opening) && long.contains(Self.closing), "\(long)")
        #expect(long.contains(try BrailleCheck.braille("timetable")), "\(long)")
    }
}
