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

    @Test("§16.2: SSML announces the symbols as print shows them (Note asterisk), the reader page names them with the note's number")
    func speech() throws {
        let spoken = CrossFormatTests.spokenText(String(decoding: try Self.render(.ssml), as: UTF8.self))
        #expect(spoken.contains("Note asterisk.") && spoken.contains("Note dagger."), "\(spoken)")
        // On the page a symbol's name comes with the note's number: print may mark many
        // notes with one symbol, and each note (a landmark) needs a name of its own.
        #expect(spoken.components(separatedBy: "Note 1.").count == 2 && spoken.contains("Note 3."), "\(spoken)")
        let html = String(decoding: try Self.render(.html), as: UTF8.self)
        #expect(html.contains(#/aria-label="Note asterisk, \d+">\*</a>/#) && html.contains(#/aria-label="Note dagger, \d+">†</a>/#), "\(html)")
        #expect(html.contains("aria-label=\"Note 1\">1</a>"))
    }

    @Test("§16.2: notes that print marks with one symbol keep it, and the reader page still names each note apart")
    func repeatedSymbol() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("asterisks.xhtml")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en">
            <head><title>Asterisks</title></head>
            <body><h1>Asterisks</h1>
            <p>The river<a href="#n1" epub:type="noteref">*</a> and the rock<a href="#n2" epub:type="noteref">*</a>.</p>
            <aside id="n1" epub:type="footnote"><p>First note.</p></aside>
            <aside id="n2" epub:type="footnote"><p>Second note.</p></aside>
            </body></html>
            """.utf8).write(to: file)
        let book = try BookLoader().load(path: file.path)
        let html = String(decoding: try #require(try ExportFormat.html.makeExporter(ExportSettings())).export(book).flatMap(\.contents), as: UTF8.self)
        let names = html.matches(of: #/<aside[^>]*aria-label="([^"]*)"/#).map { String($0.output.1) }
        #expect(names.count == 2 && Set(names).count == 2, "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("Note asterisk, ") }, "\(names)")
        // A talking book's note list names them as the page does: each apart.
        let labels = Labels.english
        #expect(Set([1, 2].map { labels.noteName(mark: "*", number: $0) }) == Set(names), "\(names)")
        let text = String(decoding: try #require(try ExportFormat.text.makeExporter(ExportSettings())).export(book).flatMap(\.contents), as: UTF8.self)
        #expect(text.components(separatedBy: "[*]").count - 1 >= 2, "\(text)")
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
