import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import ReadingModel

/// Directions print gives with no "Directions:" label (Braille Formats 2016 §10.3 Directions:
/// "The actual directions are blocked in cell 5", the NBA's answer, reply 21747; §10.1 "Do not
/// change the wording for directions"; §10.2 no blank line inside a set). Fixture
/// `braille/exercise-directions-unlabelled.xhtml`, the project's own words: an instruction
/// before two question paragraphs, one opening with "For each question below," before a
/// numbered quiz list, one before a passage and its question, and an instruction that no
/// question follows.
@Suite("Braille: BANA Formats §10.3 directions with no label")
struct BANAUnlabelledDirectionsTests {
    static let fixture = TestPaths.fixture("braille/exercise-directions-unlabelled.xhtml")

    static func rows() throws -> [String] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false; $0.lines = 80 }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func dump(_ rows: [String]) -> String { rows.joined(separator: "\n") }

    @Test("Formats 2016 §10.3: directions with no label are blocked in cell 5, a blank line before them and none between them and what they direct",
          arguments: [("Choose the one answer", "How many boats"), ("For each question below", "When are the nets"),
                      ("Read the passage", "The gulls wait")])
    func blockedInCell5(directions words: String, next: String) throws {
        let rows = try Self.rows()
        let directions = try BrailleCheck.row(words, in: rows)
        let after = try BrailleCheck.row(next, in: rows)
        #expect(BrailleCheck.cell(rows[directions]) == 5, "\(Self.dump(rows))")
        for runover in rows[(directions + 1)..<after] where !runover.isEmpty {
            #expect(BrailleCheck.cell(runover) == 5, "runover in cell 5: \(runover)")
        }
        #expect(rows[directions - 1].isEmpty, "a blank line before the directions")
    }

    @Test("Formats 2016 §10.3 with §10.2: no blank line between unlabelled directions and the first question, which is 1-5 with its choices 3-5")
    func noBlankLineAfter() throws {
        let rows = try Self.rows()
        let question = try BrailleCheck.row("How many boats", in: rows)
        #expect(!rows[question - 1].isEmpty, "\(Self.dump(rows))")
        #expect(BrailleCheck.cell(rows[question]) == 1)
        #expect(BrailleCheck.cell(rows[try BrailleCheck.row("thirty", in: rows)]) == 3)
    }

    @Test("Formats 2016 §10.3: a paragraph of the text before a question, and an instruction that no question follows, stay paragraphs (3-1)",
          arguments: ["The lighthouse keeper", "Choose a calm day", "The harbour holds"])
    func notDirections(words: String) throws {
        let rows = try Self.rows()
        #expect(BrailleCheck.cell(rows[try BrailleCheck.row(words, in: rows)]) == 3, "\(Self.dump(rows))")
    }

    @Test("Formats 2016 §10.3: what reads as an instruction", arguments: [
        ("Choose the best answer.", true), ("Circle the letter of each answer.", true), ("Read the passage, then answer.", true),
        ("For each question, write the letter.", true), ("In the sentences below, underline the verb.", true),
        ("The harbour is busy.", false), ("For many years, the harbour was quiet.", false), ("Reading is a pleasure.", false),
    ])
    func instructs(text: String, expected: Bool) {
        #expect(BrailleTranscriber.instructs([.text(text, InlineStyle())]) == expected, "\(text)")
    }
}
