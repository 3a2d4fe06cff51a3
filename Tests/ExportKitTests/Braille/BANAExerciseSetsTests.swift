import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import ReadingModel

/// An exercise set's formats (Braille Formats 2016 §10.2 Blank Lines, §10.3 Directions, §10.4
/// Exercise Questions), on the project's fixture `braille/exercise-sets.xhtml`: directions
/// labelled "Directions:" before two question paragraphs with lettered choices, "Instructions:"
/// before a numbered quiz list, a question alone after prose, and paragraphs that open with
/// "Directions" but direct no exercise. The margins are BANA's exercise template as the NBA
/// answers it ("The numbered item is 1-5 and the letter item is 3-5"; "The actual directions
/// are blocked in cell 5", `nationalbraille.org/forums/reply/21747/`), a blank line before and
/// after an exercise set as after displayed material (`nationalbraille.org/forums/topic/headings-and-blank-lines`:
/// "all material that requires a blank line after it such as displayed, exercise sets"), none
/// inside it (BrailleBlaster's BANA exercise styles: no blank line between exercise items, nor
/// after directions).
@Suite("Braille: BANA Formats §10.2-§10.4 exercise sets")
struct BANAExerciseSetsTests {
    static let fixture = TestPaths.fixture("braille/exercise-sets.xhtml")

    /// The rows of every page, on pages long enough that no page ends inside a set (the
    /// margins and blank lines are what is checked here; page ends are §10.1's).
    static func rows() throws -> [String] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false; $0.lines = 80 }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func dump(_ rows: [String]) -> String { rows.joined(separator: "\n") }

    @Test("Formats 2016 §10.3: directions are blocked in cell 5 (runovers in cell 5), a blank line before them and none between them and the first question")
    func directionsBlockedInCell5() throws {
        let rows = try Self.rows()
        let directions = try BrailleCheck.row("Read each question", in: rows)
        let question = try BrailleCheck.row("How many trees", in: rows)
        #expect(BrailleCheck.cell(rows[directions]) == 5, "\(Self.dump(rows))")
        #expect(question > directions + 1, "the directions run over")
        for runover in rows[(directions + 1)..<question] {
            #expect(BrailleCheck.cell(runover) == 5 && !runover.isEmpty, "\(Self.dump(rows))")
        }
        #expect(rows[directions - 1].isEmpty, "a blank line before the directions")
    }

    @Test("Formats 2016 §10.4: a question paragraph is in 1-5 and its lettered choices in 3-5")
    func questionOneFiveChoicesThreeFive() throws {
        let rows = try Self.rows()
        let question = try BrailleCheck.row("How many trees", in: rows)
        #expect(BrailleCheck.cell(rows[question]) == 1, "\(Self.dump(rows))")
        #expect(BrailleCheck.cell(rows[question + 1]) == 5 && !rows[question + 1].isEmpty, "the question's runover in cell 5")
        let ten = try BrailleCheck.row("ten", in: Array(rows[question...])) + question
        #expect(BrailleCheck.cell(rows[ten]) == 3)
        let forty = try BrailleCheck.row("forty, in rows", in: rows)
        #expect(BrailleCheck.cell(rows[forty]) == 3)
        #expect(BrailleCheck.cell(rows[forty + 1]) == 5 && !rows[forty + 1].isEmpty, "a choice's runover in cell 5")
        let second = try BrailleCheck.row("Where does the orchard", in: rows)
        #expect(BrailleCheck.cell(rows[second]) == 1)
        let behind = try BrailleCheck.row("behind the farm", in: Array(rows[second...])) + second
        #expect(BrailleCheck.cell(rows[behind]) == 3)
    }

    @Test("Formats 2016 §10.2: no blank line inside an exercise set (directions, questions, choices), one after it; the text after is a paragraph again")
    func blankLinesAroundTheSet() throws {
        let rows = try Self.rows()
        let directions = try BrailleCheck.row("Read each question", in: rows)
        let last = try BrailleCheck.row("by the church", in: rows)
        #expect(rows[directions...last].allSatisfy { !$0.isEmpty }, "\(Self.dump(Array(rows[directions...last])))")
        #expect(rows[last + 1].isEmpty, "a blank line after the set")
        let after = try BrailleCheck.row("The apples are picked", in: rows)
        #expect(after == last + 2 && BrailleCheck.cell(rows[after]) == 3)
    }

    @Test("Formats 2016 §10.3 with §8.3: directions before a numbered list of questions are in cell 5, the list straight under them, its questions 1-5 and choices 3-5")
    func directionsBeforeQuestionList() throws {
        let rows = try Self.rows()
        let directions = try BrailleCheck.row("Answer each question", in: rows)
        #expect(BrailleCheck.cell(rows[directions]) == 5, "\(Self.dump(rows))")
        #expect(rows[directions - 1].isEmpty)
        let question = try BrailleCheck.row("Where do the pears", in: rows)
        #expect(question == directions + 1, "no blank line between the directions and the list")
        #expect(BrailleCheck.cell(rows[question]) == 1)
        let loft = try BrailleCheck.row("in the loft", in: rows)
        #expect(BrailleCheck.cell(rows[loft]) == 3)
    }

    @Test("Formats 2016 §10.4 with §10.2: a question alone after prose opens a set: a blank line before it, 1-5, its choices 3-5, a blank line after")
    func singleQuestionAfterProse() throws {
        let rows = try Self.rows()
        let question = try BrailleCheck.row("Which fruit comes first", in: rows)
        #expect(rows[question - 1].isEmpty && BrailleCheck.cell(rows[question]) == 1, "\(Self.dump(rows))")
        let plums = try BrailleCheck.row("plums", in: Array(rows[(question + 1)...])) + question + 1
        #expect(plums == question + 1 && BrailleCheck.cell(rows[plums]) == 3)
        #expect(BrailleCheck.cell(rows[plums + 1]) == 3 && rows[plums + 2].isEmpty)
    }

    @Test("Formats 2016 §10.3: a paragraph labelled directions that no question follows, and one that opens with the word but no label, are paragraphs (3-1)")
    func notDirections() throws {
        let rows = try Self.rows()
        for text in ["walk down the lane", "to the farm are on"] {
            let row = try BrailleCheck.row(text, in: rows)
            #expect(BrailleCheck.cell(rows[row]) == 3, "\(text): \(Self.dump(rows))")
        }
        // A question with no choices is no exercise: a paragraph.
        let question = try BrailleCheck.row("Which way is the farm", in: rows)
        #expect(BrailleCheck.cell(rows[question]) == 3)
    }

    @Test("Formats 2016 §10.2-§10.4: the blocks the reader's model gives are classed as directions, questions and choices")
    func parts() throws {
        let book = try BookLoader().load(path: Self.fixture)
        let plan = ReadingPlan(book: book, defaultNotes: .endOfPage)
        let parts = BrailleTranscriber.exerciseParts(in: plan.nodes)
        let values = Array(parts.values)
        #expect(values.filter { $0 == .directions }.count == 3)
        #expect(values.filter { $0 == .question(opensSet: false) }.count == 3, "the questions after the directions (and after displayed text) continue the set")
        #expect(values.filter { $0 == .question(opensSet: true) }.count == 1)
        #expect(values.filter { $0 == .choices(closesSet: false) }.count == 1)
        #expect(values.filter { $0 == .choices(closesSet: true) }.count == 3)
        #expect(values.filter { $0 == .questionList }.count == 1)
        #expect(values.filter { $0 == .displayed }.count == 1)
    }

    @Test("Formats 2016 §10.7: displayed text the directions introduce is in cell 5 (its paragraph 7-5) between blank lines, and the question after it is 1-5")
    func displayedTextInExercise() throws {
        let rows = try Self.rows()
        let directions = try BrailleCheck.row("Read the passage, then", in: rows)
        #expect(BrailleCheck.cell(rows[directions]) == 5 && rows[directions - 1].isEmpty, "\(Self.dump(rows))")
        let passage = try BrailleCheck.row("The cherry trees flower", in: rows)
        #expect(passage > directions + 1 && rows[passage - 1].isEmpty, "a blank line between the directions and the passage")
        #expect(rows[(directions + 1)..<(passage - 1)].allSatisfy { !$0.isEmpty && BrailleCheck.cell($0) == 5 }, "the directions' runovers")
        #expect(BrailleCheck.cell(rows[passage]) == 7, "\(Self.dump(rows))")
        let question = try BrailleCheck.row("When do the cherry", in: rows)
        #expect(question > passage + 2 && rows[question - 1].isEmpty, "a blank line after the passage")
        for runover in rows[(passage + 1)..<(question - 1)] {
            #expect(BrailleCheck.cell(runover) == 5 && !runover.isEmpty, "the passage's runovers in cell 5: \(Self.dump(rows))")
        }
        #expect(BrailleCheck.cell(rows[question]) == 1 && BrailleCheck.cell(rows[question + 1]) == 3)
    }

    @Test("Formats 2016 §10.3: what labels directions", arguments: [
        ("Directions: Read each question.", true), ("DIRECTIONS : Read.", true), ("Instructions: Answer.", true),
        ("Direction: Circle one.", true), ("Directions to the farm are on the sign.", false), ("Read the directions: all of them.", false),
    ])
    func directionsLabel(text: String, expected: Bool) {
        #expect(BrailleTranscriber.isDirections([.text(text, InlineStyle())]) == expected)
    }

    @Test("Formats 2016 §10.1b: a question too long to share a page with its choices stays where it falls, and its choices are kept together on one page")
    func longQuestionChoicesTogether() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/exercise-long-question.xhtml")) { $0.titlePage = false }
        let pages = document.volumes.flatMap(\.pages).map { $0.rows.map(BrailleCheck.trimmed) }
        func page(_ text: String) throws -> Int {
            let cells = try BrailleCheck.braille(text)
            return try #require(pages.firstIndex { $0.contains { $0.contains(cells) } }, "a page holds \(text)")
        }
        let dump = pages.map { $0.joined(separator: "\n") }.joined(separator: "\n=====\n")
        #expect(try page("Read the account") == page("The weir below"), "the question is not moved: it cannot share a page with its choices: \(dump)")
        let first = try page("The sluice gates were")
        for choice in ["The rain fell on the hills", "The footbridge and the eel", "The men of the village had not"] {
            #expect(try page(choice) == first, "\(choice) with the first choice: \(dump)")
        }
        #expect(try page("Which of the following best") < first, "the choices moved to a page of their own")
    }
}
