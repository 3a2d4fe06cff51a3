import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import BrailleExport

/// Braille Formats 2016 §16.2, print reference marks: a note keeps the mark print gives it,
/// a symbol as a symbol and a number as its number; only a note print shows no mark for is
/// numbered, with a number print does not use. `plan/reference-symbols.xhtml` marks its
/// notes `*`, `†`, 1, 2, and one with a long label.
@Suite("§16.2 print reference marks: symbols and numbers as print has them")
struct PrintReferenceMarksTests {
    static let path = TestPaths.fixture("plan/reference-symbols.xhtml")

    static func render(_ format: ExportFormat) throws -> [UInt8] {
        let book = try BookLoader().load(path: path)
        let exporter = try #require(try format.makeExporter(ExportSettings()))
        return try exporter.export(book).flatMap(\.contents)
    }

    @Test("§16.2: a reference symbol is a mark; mixed or longer labels are not",
          arguments: [("*", "*"), ("†", "†"), ("‡", "‡"), ("**", "**"), ("[*]", "*"), ("§", "§")])
    func symbolMarks(label: String, mark: String) {
        #expect(NoteReference.printMark(label) == mark)
    }

    @Test("§16.2: the plan keeps *, † and the printed numbers; the unmarked note gets 3, which print does not use")
    func plan() throws {
        let plan = ReadingPlan(book: try BookLoader().load(path: Self.path))
        var placed: [(Int, String)] = []
        func scan(_ nodes: [PlanNode]) {
            for node in nodes {
                if case .placedNote(let number, let mark, _) = node.role { placed.append((number, mark)) }
                scan(node.children)
            }
        }
        scan(plan.nodes)
        #expect(placed.map(\.0) == [1, 2, 3, 4, 5], "the plan's numbers stay the notes' identity")
        #expect(placed.map(\.1) == ["*", "†", "1", "2", "3"])
    }

    @Test("§16.2: text shows [*] and [†], the printed [1] once, and [3] for the unmarked note")
    func text() throws {
        let text = String(decoding: try Self.render(.text), as: UTF8.self)
        #expect(text.contains("The whale[*] swam past the ship[†] at dawn."), "\(text)")
        #expect(text.contains("[*] A sperm whale") && text.contains("[†] The ship was the Pequod."), "the body's own mark is not read twice: \(text)")
        #expect(text.contains("first log[1]") && text.contains("second log[2]") && text.contains("third source[3]"))
        #expect(text.components(separatedBy: "[1]").count == 3, "only the printed note 1 is [1], at its reference and its body: \(text)")
        #expect(text.contains("[3] The harbour master's ledger."))
    }

    @Test("§16.2: SSML and the reader page name the symbols: Note asterisk, Note dagger")
    func speech() throws {
        let spoken = CrossFormatTests.spokenText(String(decoding: try Self.render(.ssml), as: UTF8.self))
        #expect(spoken.contains("Note asterisk.") && spoken.contains("Note dagger."), "\(spoken)")
        #expect(spoken.components(separatedBy: "Note 1.").count == 2 && spoken.contains("Note 3."), "\(spoken)")
        let html = String(decoding: try Self.render(.html), as: UTF8.self)
        #expect(html.contains("aria-label=\"Note asterisk\">*</a>") && html.contains("aria-label=\"Note dagger\">†</a>"))
    }

    @Test("§16.2: braille writes UEB's asterisk ⠐⠔ and dagger ⠈⠠⠹ as print's marks, the numbers after the note indicator")
    func braille() throws {
        let brf = try Self.render(.brf)
        let cells = BrailleCheck.runningBraille(brf)
        // ASCII braille: "9 is ⠐⠔ (the asterisk, also the note indicator), @,? is ⠈⠠⠹.
        #expect(cells.contains(":ALE\"9 SWAM"), "the asterisk alone, unspaced from whale: \(cells)")
        #expect(cells.contains("%IP@,? AT"), "the dagger alone: \(cells)")
        #expect(cells.contains("LOG\"9#A") && cells.contains("LOG\"9#B") && cells.contains("S\\RCE\"9#C"), "note indicator and number: \(cells)")
        #expect(!cells.contains("\"9#D") && !cells.contains("\"9#E"), "no plan number stands in for a symbol: \(cells)")
        let text = try BrailleCheck.backTranslate(brf)
        #expect(text.contains("* A sperm whale"), "the note opens with its asterisk: \(text)")
        #expect(text.contains("*3 The harbour master"), "the unmarked note opens with *3: \(text)")
    }
}
