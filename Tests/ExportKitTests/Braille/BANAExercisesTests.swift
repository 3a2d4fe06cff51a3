import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import ReadingModel

/// Exercise material (Braille Formats 2016 §10.1: "When possible, keep all answer choices on
/// the same braille page as the question(s) they accompany. a. Question and answer choices
/// should appear on a single page whenever space permits, regardless of the amount of blank
/// space resulting on a page"), on the project's fixture `braille/exercise-choices.xhtml`:
/// a numbered quiz whose questions hold lettered choices (the fourth question's words in a
/// `<p>`, the fifth a blank to fill in), a question paragraph before an `<ol type="A">`, and
/// an outline whose lettered subpoints are not choices. Without the rule the fourth question's
/// last choice and the paragraph question's last two fall on the next page (25 lines of 40).
@Suite("Braille: BANA Formats §10 exercise material")
struct BANAExercisesTests {
    static let fixture = TestPaths.fixture("braille/exercise-choices.xhtml")

    /// Every page's rows, without trailing blank cells.
    static func pages() throws -> [[String]] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false }
        return document.volumes.flatMap(\.pages).map { $0.rows.map(BrailleCheck.trimmed) }
    }

    /// The page and row of the first row holding `text`'s braille.
    static func place(of text: String, in pages: [[String]]) throws -> (page: Int, row: Int) {
        let cells = try BrailleCheck.braille(text)
        for (page, rows) in pages.enumerated() {
            if let row = rows.firstIndex(where: { $0.contains(cells) }) { return (page, row) }
        }
        Issue.record("no row holds \(text)")
        return (-1, -1)
    }

    @Test("Formats 2016 §10.1a: each numbered question and its lettered answer choices (the question's nested list) are on one braille page",
          arguments: [
            ("Which town stands", ["Ashford", "Dunmore"]),
            ("What did the miller", ["barley", "chalk"]),
            ("Who kept the key", ["the ferryman", "no one"]),
            ("How many boats passed", ["three", "twenty"]),
            ("The ferry crossed", ["four", "six"]),
          ])
    func nestedChoicesOnQuestionPage(question: String, choices: [String]) throws {
        let pages = try Self.pages()
        let asked = try Self.place(of: question, in: pages)
        for choice in choices {
            let answer = try Self.place(of: choice, in: pages)
            #expect(answer.page == asked.page && answer.row > asked.row,
                    "\(choice) on the page of \(question): \(pages.map { $0.joined(separator: "\n") }.joined(separator: "\n=====\n"))")
        }
    }

    @Test("Formats 2016 §10.1a, regardless of the blank space: a question that would leave its last choice on the next page starts that page, the page before ends early")
    func questionMovesToNextPage() throws {
        let pages = try Self.pages()
        let third = try Self.place(of: "the lock keeper's daughter", in: pages)
        let fourth = try Self.place(of: "How many boats passed", in: pages)
        #expect(fourth.page == third.page + 1, "the fourth question moved to the next page")
        // The rows left on the page before are blank (the page number aside).
        let rest = pages[third.page].dropFirst(third.row + 2).dropLast()
        let blank = rest.allSatisfy { $0.isEmpty }
        #expect(blank, "\(rest)")
    }

    @Test("Formats 2016 §10.1a: a question in a paragraph of its own and the lettered list after it are on one page; the paragraph before stays where it was")
    func paragraphQuestion() throws {
        let pages = try Self.pages()
        let before = try Self.place(of: "A heron fishes", in: pages)
        let question = try Self.place(of: "Which of these was never carried", in: pages)
        let first = try Self.place(of: "grain", in: Array(pages[question.page...]))
        let last = try Self.place(of: "cattle", in: pages)
        #expect(question.page == before.page + 1)
        #expect(first.page == 0 && last.page == question.page && last.row > question.row)
        // The question in 1-5, its choices straight under it in 3-5 (§10.4; before, the
        // question was a 3-1 paragraph and its choices a list in 1-3 after a blank line, §8).
        #expect(BrailleCheck.cell(pages[question.page][question.row]) == 1)
        #expect(!pages[question.page][question.row + 1].isEmpty)
        #expect(BrailleCheck.cell(pages[question.page][question.row + 1]) == 3)
    }

    @Test("Formats 2016 §10.1: only a question and lettered choices are an exercise; an outline's lettered subpoints, a single lettered item and a list after text that does not ask are laid out as before")
    func whatIsAnExercise() throws {
        let book = try BookLoader().load(path: Self.fixture)
        let plan = ReadingPlan(book: book, defaultNotes: .endOfPage)
        let groups = BrailleTranscriber.exerciseGroups(in: plan.nodes)
        func grouped(_ text: String) -> Bool {
            groups.values.contains { group in
                (group.first.map { [$0] } ?? []).contains {
                    ($0.inlines.plainText + BrailleTranscriber.leadingText(of: $0).plainText).contains(text)
                }
            }
        }
        for question in ["Which town stands", "What did the miller", "Who kept the key", "How many boats passed",
                         "The ferry crossed", "Which of these was never carried"] {
            #expect(grouped(question), "\(question) is a question with its choices")
        }
        for text in ["Trade on the river", "Why did the wharves", "The steps of the walk"] {
            #expect(!grouped(text), "\(text) is not an exercise")
        }
        #expect(groups.count == 6)
        #expect(groups.values.contains { $0.count == 2 && $0[0].role == .paragraph }, "the paragraph question keeps its list")
    }

    @Test("Formats 2016 §10.1: what asks a question", arguments: [
        ("Which is it?", true), ("Which is it? ", true), ("Is it \u{201C}the mill?\u{201D}", true),
        ("Name the river (the longest?)", true), ("The ferry crossed ____ times.", true),
        ("The steps are these:", false), ("Trade on the river", false), ("Two low lines __ are no blank", false),
    ])
    func asks(text: String, expected: Bool) {
        #expect(BrailleTranscriber.asks([.text(text, InlineStyle())]) == expected)
    }
}
