import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import ReadingModel

/// Exercises the book's markup names, and exercises typed as paragraphs (Braille Formats 2016
/// §10.1, §10.2, §10.4), on the project's fixture `braille/exercise-markup.xhtml`.
///
/// EPUB 3's Structural Semantics Vocabulary names an exercise's parts under "Testing":
/// `question`, "The component of a self-assessment problem that identifies the question to be
/// solved"; `multiple-choice-problem`, "A problem with a set of potential answers to choose
/// from"; `general-problem`, "A problem with a free-form solution"; `true-false-problem`. Its
/// choices are often a plain `ol`. A book made in a word processor types its questions and
/// choices as paragraphs numbered and lettered by hand ("1. …", "a. …"); Formats §10.1:
/// "Follow print for sequence, punctuation, and capitalization of all arabic numerals, roman
/// numerals, and letters in exercise material". Either way the question is 1-5 and its choices
/// 3-5 (the NBA on §10.4: "The numbered item is 1-5 and the letter item is 3-5"), a blank line
/// before and after the set and none inside it (§10.2).
@Suite("Braille: BANA Formats §10 exercises from EPUB's vocabulary and from typed paragraphs")
struct BANAExerciseMarkupTests {
    static let fixture = TestPaths.fixture("braille/exercise-markup.xhtml")

    /// Every row, on pages long enough that no page ends inside a set.
    static func rows() throws -> [String] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false; $0.lines = 80 }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func plan() throws -> ReadingPlan {
        ReadingPlan(book: try BookLoader().load(path: fixture), defaultNotes: .endOfPage)
    }

    static func dump(_ rows: [String]) -> String { rows.joined(separator: "\n") }

    @Test("EPUB 3 SSV \"Testing\": a `question` is the question's part, the lists of a `multiple-choice-problem` outside it are its answer choices, a list inside the question or outside a problem is neither")
    func readerParts() throws {
        var parts: [String: BookPart] = [:]
        var lists: [BookPart] = []
        func visit(_ nodes: [PlanNode]) {
            for node in nodes {
                if node.role == .paragraph { parts[node.inlines.plainText] = node.part }
                if case .list = node.role { lists.append(node.part) }
                visit(node.children)
            }
        }
        visit(try Self.plan().nodes)
        #expect(parts["The longest river in the county is"] == .question)
        #expect(parts["Name two trades that used the river."] == .question)
        #expect(parts["Boats carried grain along the river for two hundred years."] == BookPart.none)
        // The two choice lists, the list inside the marked question, then the lists the
        // other sections do not have.
        #expect(lists.prefix(3) == [.answerChoices, .answerChoices, .question], "\(lists)")
        #expect(BookPart.answerChoices.name == "answer-choices")
    }

    @Test("Formats 2016 §10.4 with EPUB's `multiple-choice-problem`: the marked question is 1-5 though it asks nothing, its plain numbered choices 3-5, no blank line inside the set, one before and after it")
    func markedMultipleChoice() throws {
        let rows = try Self.rows()
        let first = try BrailleCheck.row("The longest river", in: rows)
        let second = try BrailleCheck.row("The mill by the ford", in: rows)
        #expect(BrailleCheck.cell(rows[first]) == 1, "\(Self.dump(rows))")
        #expect(rows[first - 1].isEmpty, "a blank line before the set")
        for row in rows[(first + 1)..<second] {
            #expect(BrailleCheck.cell(row) == 3 && !row.isEmpty, "a choice in cell 3, none blank: \(Self.dump(rows))")
        }
        #expect(BrailleCheck.cell(rows[second]) == 1)
        let flood = try BrailleCheck.row("great flood", in: rows)
        #expect(rows[flood + 1].isEmpty, "a blank line after the set")
        #expect(BrailleCheck.cell(rows[flood + 2]) == 3, "the paragraph after it is 3-1")
    }

    @Test("Formats 2016 §10.4 with EPUB's `general-problem` and `true-false-problem`: marked questions with no choices are a set of 1-5 questions between blank lines")
    func markedQuestionsAlone() throws {
        let rows = try Self.rows()
        let name = try BrailleCheck.row("Name two trades", in: rows)
        let railway = try BrailleCheck.row("The railway came", in: rows)
        #expect(BrailleCheck.cell(rows[name]) == 1 && BrailleCheck.cell(rows[railway]) == 1, "\(Self.dump(rows))")
        #expect(railway == name + 1, "no blank line between the questions")
        #expect(rows[name - 1].isEmpty && rows[railway + 1].isEmpty, "a blank line before and after the set")
        // A marked question whose runover stands in cell 5.
        let walkers = try BrailleCheck.row("Walkers follow", in: rows)
        #expect(BrailleCheck.cell(rows[walkers]) == 1 && BrailleCheck.cell(rows[walkers + 1]) == 5, "\(Self.dump(rows))")
    }

    @Test("Formats 2016 §10.1 and §10.4: questions and choices typed as paragraphs (\"1. …\", \"a. …\", \"(a) …\") are 1-5 and 3-5, the set between blank lines, print's numbers and letters kept")
    func typedParagraphs() throws {
        let rows = try Self.rows()
        let question = try BrailleCheck.row("Where does the river rise", in: rows)
        #expect(BrailleCheck.cell(rows[question]) == 1, "\(Self.dump(rows))")
        #expect(rows[question - 1].isEmpty, "a blank line before the set")
        for (offset, text) in ["in the hills", "in the meadows", "at the sea"].enumerated() {
            #expect(rows[question + 1 + offset].contains(try BrailleCheck.braille(text)), "\(text) in order, no blank line")
            #expect(BrailleCheck.cell(rows[question + 1 + offset]) == 3)
        }
        #expect(rows[question + 2].contains(try BrailleCheck.braille("b. in the meadows")), "print's letter kept")
        #expect(BrailleCheck.cell(rows[question + 4]) == 5 && !rows[question + 4].isEmpty, "a choice's runover in cell 5")
        // A numbered statement the choices complete is a question: no question mark needed.
        let second = try BrailleCheck.row("The river reaches the sea", in: rows)
        #expect(second == question + 5 && BrailleCheck.cell(rows[second]) == 1, "no blank line between the questions")
        let ford = try BrailleCheck.row("the ford below the mill", in: rows)
        #expect(BrailleCheck.cell(rows[ford]) == 3)
        #expect(rows[ford + 1].isEmpty, "a blank line after the set")
        #expect(BrailleCheck.cell(rows[ford + 2]) == 3, "the paragraph after the set is 3-1")
    }

    @Test("Formats 2016 §10.1: a statement ending in an ellipsis, followed by lettered choices, is a question")
    func ellipsisStem() throws {
        let rows = try Self.rows()
        let heron = try BrailleCheck.row("The heron fishes", in: rows)
        #expect(BrailleCheck.cell(rows[heron]) == 1 && rows[heron - 1].isEmpty, "\(Self.dump(rows))")
        #expect(BrailleCheck.cell(rows[heron + 1]) == 3 && BrailleCheck.cell(rows[heron + 2]) == 3)
    }

    @Test("Formats 2016 §10.1: lettered paragraphs after text that is no question, a single lettered paragraph, and letters with a gap are not choices: paragraphs stay 3-1")
    func notChoices() throws {
        let rows = try Self.rows()
        for text in ["The steps of the walk", "Which way is the harbour", "Who kept the lock gates", "the ferryman"] {
            let row = try BrailleCheck.row(text, in: rows)
            #expect(BrailleCheck.cell(rows[row]) == 3, "\(text): \(Self.dump(rows))")
        }
        let letter = try BrailleCheck.row("The first paragraph of a letter", in: rows)
        #expect(BrailleCheck.cell(rows[letter + 1]) == 1, "a 3-1 paragraph's runover")
    }

    @Test("Formats 2016 §10.1a: a typed question and its choice paragraphs are one group kept on a page; when too long for one, the choices are kept together (§10.1b)")
    func typedGroups() throws {
        let plan = try Self.plan()
        let groups = BrailleTranscriber.exerciseGroups(in: plan.nodes)
        let typed = try #require(groups.values.first { $0.first?.inlines.plainText.hasPrefix("1. Where") == true })
        #expect(typed.map { $0.inlines.plainText.prefix(2) } == ["1.", "a.", "b.", "c."])
        #expect(BrailleTranscriber.choices(of: typed)?.count == 3)
        let marked = try #require(groups.values.first { $0.first?.inlines.plainText.hasPrefix("The longest") == true })
        #expect(marked.count == 2 && BrailleTranscriber.choices(of: marked)?.first?.part == .answerChoices)
        #expect(!groups.values.contains { $0.first?.inlines.plainText.hasPrefix("The steps") == true })
    }

    @Test("Formats 2016 §10.1: print's letter opening a choice", arguments: [
        ("a. in the hills", "a"), ("(b) the ford", "b"), ("C) never", "C"), ("  d.\u{00A0}chalk", "d"),
        ("A. Lincoln", "A"), ("ab. no", nil), ("a.no space", nil), ("(a. unclosed", nil), ("1. a number", nil), ("é. accented", nil),
    ] as [(String, Character?)])
    func choiceLetter(text: String, expected: Character?) {
        #expect(BrailleTranscriber.choiceLetter([.text(text, InlineStyle())]) == expected)
    }

    @Test("Formats 2016 §10.1: print's number opening a question", arguments: [
        ("1. Where", true), ("12) What", true), ("(3) Name", true), ("1.5 metres", false), ("1234. Too long", false),
        ("One. Word", false), ("(4. Unclosed", false),
    ])
    func numbered(text: String, expected: Bool) {
        #expect(BrailleTranscriber.isNumbered([.text(text, InlineStyle())]) == expected)
    }

    @Test("Formats 2016 §10.1: a statement left for the choices to complete", arguments: [
        ("The heron fishes \u{2026}", true), ("It was built in ...", true), ("It was built in\u{2026}\u{201D}", true),
        ("It was built in..", false), ("It was built in.", false),
    ])
    func incompleteStatement(text: String, expected: Bool) {
        #expect(BrailleTranscriber.asks([.text(text, InlineStyle())]) == expected)
    }
}
