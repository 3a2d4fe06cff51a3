import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import BrailleExport

/// A note keeps the mark the book prints for it (BANA Braille Formats 2016 §16.2, print
/// reference marks): chapter 2's note 1 is note 1 in every format, so "see note 1" holds.
/// `plan/note-marks.xhtml` numbers its notes 1, 2 in chapter one, then 1, †, and one with a
/// long label in chapter two.
@Suite("Note marks kept from print")
struct NoteMarksTests {
    static let path = TestPaths.fixture("plan/note-marks.xhtml")

    @Test("a print label is a mark when it is short: brackets and a full stop off, at most four letters, digits or reference symbols",
          arguments: [("1", "1"), ("[12]", "12"), ("(a)", "a"), ("3.", "3"), (" iv ", "iv"), ("*", "*"), ("†", "†")])
    func printMarks(label: String, mark: String) {
        #expect(NoteReference.printMark(label) == mark)
    }

    @Test("a long or empty print label is no mark", arguments: ["", "see the note", "12345", "[]", "note", "*1", "a†"])
    func notMarks(label: String) {
        #expect(NoteReference.printMark(label) == nil || label == "note")
        if label == "note" { #expect(NoteReference.printMark(label) == "note", "four letters are a mark") }
    }

    @Test("the plan numbers notes once across the book (their identity) and keeps each one's print mark")
    func plan() throws {
        let book = try BookLoader().load(path: Self.path)
        let plan = ReadingPlan(book: book)
        var placed: [(Int, String)] = []
        func scan(_ nodes: [PlanNode]) {
            for node in nodes {
                if case .placedNote(let number, let mark, _) = node.role { placed.append((number, mark)) }
                scan(node.children)
            }
        }
        scan(plan.nodes)
        #expect(placed.map(\.0) == [1, 2, 3, 4, 5], "numbers stay unique: ids and links are made from them")
        #expect(placed.map(\.1) == ["1", "2", "1", "†", "3"], "marks as printed; the long label gets a number print does not use")
    }

    @Test("text, SSML, the reader page and braille show chapter two's first note as note 1, a dagger as a dagger")
    func everyFormat() throws {
        let book = try BookLoader().load(path: Self.path)
        let settings = ExportSettings()
        func render(_ format: ExportFormat) throws -> String {
            let exporter = try #require(try format.makeExporter(settings))
            return String(decoding: try exporter.export(book).flatMap(\.contents), as: UTF8.self)
        }
        let text = try render(.text)
        #expect(text.contains("starts its notes again[1]") && text.contains("[1] First source of chapter two."))
        #expect(text.contains("with a dagger[†]") && text.contains("[†] A note marked with a dagger."))
        #expect(text.contains("says more than a mark[3]") && !text.contains("[4]") && !text.contains("[5]"))
        #expect(text.contains("[2] Second source of chapter one."), "the body's own '2.' is not read twice")
        let ssml = try render(.ssml)
        let spoken = CrossFormatTests.spokenText(ssml)
        #expect(spoken.components(separatedBy: "Note 1.").count == 3 && spoken.contains("Note dagger.") && !spoken.contains("Note 4."), "\(spoken)")
        let html = try render(.html)
        #expect(html.contains("aria-label=\"Note 1\">1</a>"))
        #expect(!html.contains("aria-label=\"Note 4\""), "no note is named by its plan number when it has a mark")
        let ids = html.components(separatedBy: "id=\"noteref-").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "ids stay unique: \(ids)")
        // Braille: the note indicator and the mark, in the text and before the note body
        // (back-translated, the indicator reads as "*").
        let brf = try #require(try ExportFormat.brf.makeExporter(settings))
        let braille = try BrailleCheck.backTranslate(try brf.export(book).flatMap(\.contents))
        let chapterTwo = try #require(braille.range(of: "Chapter Two", options: .caseInsensitive), "\(braille)")
        let rest = braille[chapterTwo.upperBound...]
        #expect(rest.contains("again*1"), "chapter two's first reference is *1: \(rest)")
        #expect(rest.contains("*1 First source of chapter two"), "its note opens with *1")
        #expect(rest.contains("*3 A note without"), "the long label's note opens with a number print does not use")
    }
}
