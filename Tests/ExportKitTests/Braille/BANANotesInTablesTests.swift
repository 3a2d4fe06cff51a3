import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport
import ReadingModel

/// Notes a table refers to (Braille Formats 2016 §16.1.5b: "Corresponding braille notes may
/// be located ... before or within tabular material"; 2011 §16.1.5b "before tabular
/// material"; §16.8 Notes in Tables and Columned Material), on the project's fixture
/// `braille/notes-in-tables.xhtml`: a paragraph's note, a captioned table whose cells refer
/// to notes a and b, and a table in a `figure` whose cell refers to note c.
@Suite("Braille: BANA Formats §16.8 notes in tables")
struct BANANotesInTablesTests {
    static let fixture = TestPaths.fixture("braille/notes-in-tables.xhtml")

    static func rows(tables: BrailleTableFormat = .auto) throws -> [String] {
        let book = try BookLoader().load(path: fixture)
        var settings = BrailleSettings()
        settings.titlePage = false
        settings.tableFormat = tables
        return BrailleCheck.rows(try BrailleExporter(output: .unicode, settings: settings).render(book)).map(BrailleCheck.trimmed)
    }

    static func index(of text: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(text)")
    }

    static let separationLine = "⠤⠤⠤⠤⠤⠤"

    @Test("Formats 2016 §16.1.5b, §16.8: the notes a table's cells refer to come before the table (its caption and rows), after a separation line, in print's order", arguments: [BrailleTableFormat.auto, .listed, .linear])
    func notesBeforeTable(format: BrailleTableFormat) throws {
        let rows = try Self.rows(tables: format)
        let noteA = try Self.index(of: "Counted by the youngest", in: rows)
        let noteB = try Self.index(of: "Half of them bruised", in: rows)
        let caption = try Self.index(of: "Apples picked", in: rows)
        let russet = try Self.index(of: "Russet", in: rows)
        let pippin = try Self.index(of: "Pippin", in: rows)
        #expect(noteA < noteB && noteB < caption && caption < russet && russet < pippin, "\(rows.joined(separator: "\n"))")
        #expect(rows[noteA - 1] == Self.separationLine, "the separation line opens the notes: \(rows[noteA - 1])")
        // The references in the cells keep print's letters (§16.2): the note indicator and "a".
        #expect(rows[russet].contains("⠐⠔⠰⠁") || rows[russet].contains("⠐⠔⠁"), "\(rows[russet])")
    }

    @Test("Formats 2016 §16.5 with §16.8: a table's note before the table keeps the notes' 7-5 (first line in cell 7, runover in cell 5)")
    func notesBeforeTableSevenFive() throws {
        let rows = try Self.rows()
        let noteA = try Self.index(of: "Counted by the youngest", in: rows)
        #expect(rows[noteA].hasPrefix("⠀⠀⠀⠀⠀⠀⠐⠔"), "cell 7, the note indicator: \(rows[noteA])")
        #expect(rows[noteA + 1].hasPrefix("⠀⠀⠀⠀") && !rows[noteA + 1].hasPrefix("⠀⠀⠀⠀⠀"), "runover in cell 5: \(rows[noteA + 1])")
    }

    @Test("Formats 2016 §16.1.5a with §16.8: the note the text before the table refers to still waits for the end of the print page: after the table, before the next paragraph")
    func textNoteAfterTable() throws {
        let rows = try Self.rows()
        let pippin = try Self.index(of: "Pippin", in: rows)
        let note1 = try Self.index(of: "The ledger survives", in: rows)
        let cider = try Self.index(of: "The cider press", in: rows)
        #expect(pippin < note1 && note1 < cider, "\(rows.joined(separator: "\n"))")
        #expect(rows[note1 - 1] == Self.separationLine, "its own separation line after the table")
        // Each note is placed once.
        let ledger = try BrailleCheck.braille("The ledger survives")
        #expect(rows.filter { $0.contains(ledger) }.count == 1)
    }

    @Test("Formats 2016 §16.8: a table in a figure: its note comes before the figure's caption and rows")
    func figureTable() throws {
        let rows = try Self.rows()
        let cider = try Self.index(of: "The cider press", in: rows)
        let noteC = try Self.index(of: "A wet week", in: rows)
        let caption = try Self.index(of: "Pears sold", in: rows)
        // "First" before a note reference is not the shortform: the column heading stands for the rows.
        let first = try Self.index(of: "Crates", in: rows)
        let inn = try Self.index(of: "The last crates", in: rows)
        #expect(cider < noteC && noteC < caption && caption < first && first < inn, "\(rows.joined(separator: "\n"))")
    }

    @Test("Formats 2016 §16.8 with §11: a table's notes, its figure's caption and its rows are kept on one page when they fit: the figure that would be divided from its notes and caption starts the next page")
    func keptWithTable() throws {
        let book = try BookLoader().load(path: Self.fixture)
        var settings = BrailleSettings()
        settings.titlePage = false
        let pages = try BrailleExporter(output: .unicode, settings: settings).render(book).volumes.flatMap(\.pages)
            .map { $0.rows.map(BrailleCheck.trimmed) }
        func page(_ text: String) throws -> Int {
            let cells = try BrailleCheck.braille(text)
            return try #require(pages.firstIndex { $0.contains { $0.contains(cells) } }, "a page holds \(text)")
        }
        let cider = try page("The cider press")
        let note = try page("A wet week")
        #expect(note == cider + 1, "on 25 lines the note, caption and table do not fit under the text: they start the next page")
        #expect(try page("Pears sold") == note && page("Crates") == note && page("The last crates") == note)
        #expect(pages[note].first == Self.separationLine, "the page opens with the notes' separation line: \(pages[note])")
    }

    @Test("Formats 2016 §16.8 is braille's placement: the plan with braille's end-of-page puts the placed notes before the table node; the text export's end-of-section keeps them at the section's end")
    func planOrder() throws {
        let book = try BookLoader().load(path: Self.fixture)
        func order(_ placement: NotePlacement) -> [String] {
            ReadingPlan(book: book, defaultNotes: placement).nodes.compactMap { node in
                switch node.role {
                case .table: return "table"
                case .figure: return "figure"
                case .placedNote(_, let mark, _): return mark
                case .paragraph: return "p"
                default: return nil
                }
            }
        }
        #expect(order(.endOfPage) == ["p", "a", "b", "table", "1", "p", "c", "figure", "p"], "\(order(.endOfPage))")
        #expect(order(.endOfSection) == ["p", "table", "p", "figure", "p", "1", "a", "b", "c"], "\(order(.endOfSection))")
        let text = String(decoding: try #require(try TextExporter().export(book).first).contents, as: UTF8.self)
        let inn = try #require(text.range(of: "The last crates"))
        let noteA = try #require(text.range(of: "Counted by the youngest"))
        #expect(inn.upperBound < noteA.lowerBound, "text: notes at the section's end, as before")
    }
}
