import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import ReadingModel

/// Passages over several text elements, on the project's fixture
/// `braille/passages-over-elements.xhtml`. UEB Rulebook §9.9.1: "When transcribing a typeform
/// passage which extends over more than one text element (e.g. a series of consecutive
/// paragraphs), each text element is preceded by the typeform passage indicator and the
/// typeform is terminated only at the point where the typeform changes." §8.5: "When
/// transcribing a capitalised passage which extends over more than one text element (e.g. a
/// series of paragraphs, or a numbered or bulleted list of points), each text element is
/// preceded by the capitalised passage indicator and the capitals mode is terminated only at
/// the end of the final text element."
@Suite("Braille: UEB §8.5 and §9.9.1 passages over paragraphs and list items")
struct UEBPassagesOverElementsTests {
    static let fixture = TestPaths.fixture("braille/passages-over-elements.xhtml")
    static let italicPassage = "⠨⠶"
    static let italicTerminator = "⠨⠄"
    static let capitalsPassage = "⠠⠠⠠"
    static let capitalsTerminator = "⠠⠄"

    static func rows() throws -> [String] {
        try BANAStructuresTests.rows(fixture).map(BrailleCheck.trimmed)
    }

    static func index(_ text: String, _ rows: [String]) throws -> Int { try BANAStructuresTests.index(of: text, in: rows) }

    @Test("UEB §9.9.1: an italic passage over list items (the item's own text, or its one paragraph) opens each item with the passage indicator and is terminated only after the last")
    func typeformOverListItems() throws {
        let rows = try Self.rows()
        for (first, second, after) in [("first italic item", "second italic item", "Plain item after"),
                                       ("first italic point", "second italic point", "Plain text between")] {
            let one = try Self.index(first, rows), two = try Self.index(second, rows), next = try Self.index(after, rows)
            #expect(rows[one].contains(Self.italicPassage) && rows[two].contains(Self.italicPassage), "\(rows[one]) / \(rows[two])")
            #expect(!rows[two - 1].hasSuffix(Self.italicTerminator), "no terminator after the first item: \(rows[two - 1])")
            let last = rows[..<next].lastIndex { !$0.isEmpty }!
            #expect(rows[last].hasSuffix(Self.italicTerminator), "the terminator after the last item: \(rows[last])")
        }
    }

    @Test("UEB §8.5: a capitals passage over consecutive paragraphs opens each with the capitalised passage indicator and is terminated only at the end of the last")
    func capitalsOverParagraphs() throws {
        let rows = try Self.rows()
        let first = try Self.index("first paragraph in", rows)
        let second = try Self.index("second paragraph in", rows)
        #expect(rows[first].dropFirst(2).hasPrefix(Self.capitalsPassage) && rows[second].dropFirst(2).hasPrefix(Self.capitalsPassage),
                "\(rows[first]) / \(rows[second])")
        #expect(!rows[second - 1].hasSuffix(Self.capitalsTerminator), "no terminator after the first: \(rows[second - 1])")
        let after = try Self.index("Plain text after the capitals", rows)
        #expect(rows[after - 1].hasSuffix(Self.capitalsTerminator), "the terminator after the last: \(rows[after - 1])")
    }

    @Test("UEB §8.5: a capitals passage over a bulleted list's points is terminated only after the last point")
    func capitalsOverListItems() throws {
        let rows = try Self.rows()
        let first = try Self.index("first point in", rows)
        let second = try Self.index("second point in", rows)
        #expect(rows[first].contains(Self.capitalsPassage) && rows[second].contains(Self.capitalsPassage))
        #expect(!rows[second - 1].hasSuffix(Self.capitalsTerminator), "\(rows[second - 1])")
        #expect(rows[second].hasSuffix(Self.capitalsTerminator), "\(rows[second])")
    }

    @Test("UEB §8.5: a capitals paragraph alone, and one followed by two capitalised words (no passage), keep their terminators; the heading is capitalised on its own")
    func capitalsAlone() throws {
        let rows = try Self.rows()
        let alone = try Self.index("one capital paragraph", rows)
        #expect(rows[alone].hasSuffix(Self.capitalsTerminator), "\(rows[alone])")
        let passages = BrailleTranscriber.continuedPassages(ReadingPlan(book: try BookLoader().load(path: Self.fixture),
                                                                        defaultNotes: .endOfPage).nodes)
        #expect(passages.values.filter(\.capitals).count == 2, "the first paragraph and the first point: \(passages)")
        #expect(passages.values.filter { $0.emphasis == .italic }.count == 2, "the first item of each list")
    }

    @Test("UEB §8.4: what is a capitals passage", arguments: [
        ("THE CAT SAT.", true), ("THE CAT, THE DOG", true), ("TWO WORDS", false), ("THE Cat SAT", false), ("1 2 3", false),
        ("ÉTÉ À PARIS AUJOURD'HUI", true),
    ])
    func capitalsPassage(text: String, expected: Bool) {
        let node = PlanNode(role: .paragraph, id: "p", inlines: [.text(text, InlineStyle())], document: 0, language: "en", labels: .english)
        #expect(BrailleTranscriber.isCapitalsPassage(node) == expected)
    }
}
