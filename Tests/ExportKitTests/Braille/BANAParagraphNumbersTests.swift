import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport

/// Margin-numbered paragraphs, from the rule's words (Braille Formats 2011 §15.2.1, read:
/// "Margin-numbered print paragraphs may have numbers in the right or left margin which are
/// typically used as a reference for discussion. a. Follow print for blocked or indented
/// paragraphs. b. The paragraph number is inserted before the beginning of the paragraph.
/// c. Number every paragraph, even if only some paragraphs are numbered in print."). Fixture
/// `braille/paragraph-numbers.xhtml`: numbers in a `span` of class `paranum` or `para-num`,
/// floated into the left margin by the style sheet, or standing after the words (the right
/// margin).
@Suite("Braille: margin-numbered paragraphs (BANA Braille Formats §15.2)")
struct BANAParagraphNumbersTests {
    static let fixture = TestPaths.fixture("braille/paragraph-numbers.xhtml")

    static func rows() throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
            settings.chapterNewPage = false
        }).map(BrailleCheck.trimmed)
    }

    /// The row that starts the paragraph `text` opens (its words after any number).
    static func row(_ text: String, in rows: [String]) throws -> String {
        rows[try BrailleCheck.row(text, in: rows)]
    }

    static func blanks(_ count: Int) -> String { String(repeating: BrailleCheck.blank, count: count) }

    static func text() throws -> String {
        let book = try BookLoader().load(path: fixture)
        return String(decoding: try #require(try TextExporter(settings: TextSettings()).export(book).first).contents, as: UTF8.self)
    }

    @Test("§15.2.1b: a number print floats into the left margin, glued to the words in the markup, is inserted before the paragraph with a space after it; its full stop is print's margin, not the number")
    func leftMargin() throws {
        let rows = try Self.rows()
        let river = try Self.row("The river rose", in: rows)
        #expect(river.hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("1 The river rose"))), "\(river)")
        let boats = try Self.row("By morning the boats", in: rows)
        #expect(boats.hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("2 By morning the boats"))), "\(boats)")
    }

    @Test("§15.2.1b: a number print sets in the right margin, after the paragraph's words, is inserted before the beginning of the paragraph and not left at its end")
    func rightMargin() throws {
        let rows = try Self.rows()
        let index = try BANAMarkupVariantsTests.row("Nobody had seen", in: rows)
        #expect(rows[index].hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("3 Nobody had seen"))), "\(rows[index])")
        let end = try #require(rows[index...].firstIndex { $0.hasSuffix(try! BrailleCheck.braille("built.")) }, "the paragraph ends with its words")
        #expect(!rows[index...end].joined().contains(try BrailleCheck.braille("built.3")), "no number after the words")
    }

    @Test("§15.2.1c: every paragraph is numbered when print numbers only some, by counting the paragraphs of the run (a list between them is not counted); the print numbers stay")
    func numberEveryParagraph() throws {
        let rows = try Self.rows()
        for (number, words) in [("1", "Alpha is numbered"), ("2", "Bravo has its"), ("3", "Charlie is numbered"), ("4", "Delta has its"), ("5", "Echo ends the run")] {
            let row = try Self.row(words, in: rows)
            #expect(row.hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("\(number) \(words)"))), "\(words): \(row)")
        }
        let item = try Self.row("A list between them", in: rows)
        let numbered = try ["3 A list", "4 A list"].map(BrailleCheck.braille)
        #expect(numbered.allSatisfy { !item.contains($0) }, "the list item is no paragraph: \(item)")
    }

    @Test("§15.2.1c: print numbers that do not count the paragraphs (10, then 30 two paragraphs on) are kept as print has them, and no number is made up between them")
    func notByCounting() throws {
        let rows = try Self.rows()
        #expect(try Self.row("Foxtrot is numbered", in: rows).hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("10 Foxtrot"))))
        let golf = try Self.row("Golf has no number", in: rows)
        #expect(golf.hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("Golf has no number"))), "\(golf)")
        #expect(try Self.row("Hotel is numbered", in: rows).hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("30 Hotel"))))
    }

    @Test("§15.2.1a: blocked paragraphs stay blocked (§1.9), each number in cell 1, a blank line between them (none straight after the cell-5 heading)")
    func blocked() throws {
        let rows = try Self.rows()
        let india = try BANAMarkupVariantsTests.row("India is a blocked", in: rows)
        #expect(rows[india].hasPrefix(try BrailleCheck.braille("1 India is a blocked")), "cell 1: \(rows[india])")
        let juliet = try BANAMarkupVariantsTests.row("Juliet is blocked", in: rows)
        #expect(rows[juliet].hasPrefix(try BrailleCheck.braille("2 Juliet")), "cell 1: \(rows[juliet])")
        #expect(rows[juliet - 1].isEmpty, "a blank line between blocked paragraphs")
    }

    @Test("§15.2: a paragraph-number class holding words is no number: the words stay where they are")
    func wordsAreText() throws {
        let rows = try Self.rows()
        let kilo = try Self.row("Kilo keeps its label", in: rows)
        #expect(kilo.hasPrefix(Self.blanks(2) + (try BrailleCheck.braille("Kilo keeps its label"))), "\(kilo)")
    }

    @Test("§15.2 in every format: the text export reads each number before its paragraph, spaced from the words, the numbers braille supplies too")
    func everyFormat() throws {
        let text = try Self.text()
        for line in ["1 The river rose", "2 By morning", "3 Nobody had seen", "1 Alpha", "3 Charlie", "5 Echo", "1 India", "Golf has no number"] {
            #expect(text.contains(line), "\(line) in the text export")
        }
        #expect(!text.contains("built.3") && !text.contains("1The river") && !text.contains("5 Golf"))
    }
}
