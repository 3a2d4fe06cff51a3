import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport
import ReadingModel

/// A verse play's print line indents (Braille Formats 2011 §14.6 Verse Plays, with 2016
/// §13.3: "The indention pattern is based on the entire poem. The main entry begins in cell
/// 1. Each subentry level begins two cells to the right of the previous level. All runovers
/// begin two cells to the right" of the farthest indented line), on the project's fixture
/// `braille/play-verse-indents.xhtml`: a Standard Ebooks verse cell whose lines print
/// indents with `span.i1` (two paragraphs), a speech with no indented line, and a Project
/// Gutenberg speech whose shared line's second half is stepped in (`span.i4`).
@Suite("Braille: BANA Formats §14 with §13.3, print indents in a verse speech")
struct BANAVerseIndentsTests {
    static let fixture = TestPaths.fixture("braille/play-verse-indents.xhtml")

    static func rows() throws -> [String] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    @Test("Formats 2016 §13.3 in a verse speech: the speaker's first line in cell 1, an unindented line in cell 3, a line print indents one level in cell 5, its runover in cell 7")
    func standardEbooksIndents() throws {
        let rows = try Self.rows()
        let first = try Self.row("Bring up the lantern", in: rows)
        let second = try Self.row("high tonight", in: rows)
        let indented = try Self.row("And mind the rope", in: rows)
        #expect(Self.cell(rows[first]) == 1, "\(rows[first])")
        #expect(Self.cell(rows[second]) == 3, "\(rows[second])")
        #expect(Self.cell(rows[indented]) == 5, "\(rows[indented])")
        #expect(Self.cell(rows[indented + 1]) == 7, "runover two cells past the deepest level: \(rows[indented + 1])")
    }

    @Test("Formats 2016 §13.3 over the whole speech: its further verse paragraph places each line at the speech's levels (an indented first line in cell 5, an unindented one in cell 3)")
    func furtherParagraph() throws {
        let rows = try Self.rows()
        let calls = try Self.row("Who calls", in: rows)
        let wind = try Self.row("The wind", in: rows)
        #expect(Self.cell(rows[calls]) == 5, "\(rows[calls])")
        #expect(Self.cell(rows[wind]) == 3, "\(rows[wind])")
    }

    @Test("Formats 2011 §14.6: a verse speech with no indented line keeps its 1-5 and 3-5")
    func noIndents() throws {
        let rows = try Self.rows()
        let first = try Self.row("I hear it", in: rows)
        let second = try Self.row("It calls my name", in: rows)
        #expect(Self.cell(rows[first]) == 1 && Self.cell(rows[second]) == 3)
    }

    @Test("Formats 2016 §13.3 in a Project Gutenberg verse speech: a shared line's second half stepped in by print (span.i4) is a level further in than the speech's other lines")
    func gutenbergStep() throws {
        let rows = try Self.rows()
        let first = try Self.row("Who goes there", in: rows)
        let step = try Self.row("A friend", in: rows)
        let then = try Self.row("Then come aboard", in: rows)
        #expect(Self.cell(rows[first]) == 1, "\(rows[first])")
        #expect(Self.cell(rows[step]) == 5, "\(rows[step])")
        #expect(Self.cell(rows[then]) == 3, "\(rows[then])")
    }

    @Test("Formats 2016 §13.3, §14.6: the reader keeps a verse cell's line indents on its words, so braille can rank them; text and speech read the words as before")
    func modelKeepsIndents() throws {
        let book = try BookLoader().load(path: Self.fixture)
        let plan = ReadingPlan(book: book)
        var indents: [Double] = []
        func scan(_ nodes: [PlanNode]) {
            for node in nodes {
                if node.part.isVerseSpeech || node.part == .verseContinued {
                    for case .text(let text, let style) in node.inlines where text.contains("mind the rope") || text.contains("Who calls") {
                        indents.append(style.lineIndent ?? 0)
                    }
                }
                scan(node.children)
            }
        }
        scan(plan.nodes)
        #expect(indents.count == 2 && indents.allSatisfy { $0 > 0 }, "\(indents)")
        let text = String(decoding: try #require(try TextExporter().export(book).first).contents, as: UTF8.self)
        #expect(text.contains("And mind the rope that holds the ferry"))
    }
}
