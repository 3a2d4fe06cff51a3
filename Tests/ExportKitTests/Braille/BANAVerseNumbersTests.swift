import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport
import ReadingModel
import BookModel

/// Verse numbers in religious material (Braille Formats 2016 §15.9, "Verse-Numbered Texts in
/// Religious Material", the title read on the 2011 edition's section 15 page; "15.9.2
/// addresses verse numbers within the paragraph", the NBA Formats committee's answer, reply
/// 22466). Print raises a verse number or sets it small or bold to show where a verse begins;
/// it is a reference number of the text, a word of its own, not a raised figure (UEB §3.24)
/// nor an emphasised word (print's type for design, Formats §5.3). Fixture
/// `braille/verse-numbers.xhtml`: the markups publishers and Bible converters write
/// (BibleGateway's `sup.versenum`, eBible.org's `span.verse`, a `span.verse` wrapping its
/// verse with a `sup.verse-number`, `sup.v`, a bold `b.verse-num`), written in the project's
/// own words.
@Suite("Braille: verse numbers in religious material (BANA Braille Formats §15.9)")
struct BANAVerseNumbersTests {
    static let fixture = TestPaths.fixture("braille/verse-numbers.xhtml")

    static func rows() throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
            settings.chapterNewPage = false
        }).map(BrailleCheck.trimmed)
    }

    /// The paragraph's rows from the one holding `text` to the row before the next blank or
    /// heading row, joined with a space (what a reader reads on).
    static func paragraph(_ text: String, in rows: [String]) throws -> String {
        let start = try BrailleCheck.row(text, in: rows)
        var end = start + 1
        while end < rows.count, !rows[end].isEmpty, BrailleCheck.cell(rows[end]) == 1 { end += 1 }
        return rows[start..<end].map { $0.drop { $0 == BrailleCheck.blank } }.joined(separator: String(BrailleCheck.blank))
    }

    static var book: Book {
        get throws { try BookLoader().load(path: fixture) }
    }

    static func text() throws -> String {
        String(decoding: try #require(try TextExporter(settings: TextSettings()).export(try book).first).contents, as: UTF8.self)
    }

    @Test("Formats 2016 §15.9.2: a verse number within the paragraph is the number with its numeric indicator and a space after it, no superscript indicator, in each markup",
          arguments: [
            ("A lamp stood", "2 and the wind blew", "BibleGateway's sup.versenum"),
            ("The river ran", "3 The river ran", "eBible.org's span.verse"),
            ("The river ran", "4 Birds sang", "eBible.org's span.verse after a sentence"),
            ("Here the gardener", "5 Here the gardener", "a sup.verse-number inside the span.verse wrapping its verse"),
            ("Here the gardener", "6 Then the rain came", "the second wrapped verse"),
            ("The bell rang", "10 The bell rang", "a bold b.verse-num"),
          ])
    func withinParagraph(opening: String, words: String, markup: String) throws {
        let rows = try Self.rows()
        let paragraph = try Self.paragraph(opening, in: rows)
        #expect(paragraph.contains(try BrailleCheck.braille(words)), "\(markup): \(paragraph)")
        for indicator in ["⠰⠔", "⠘⠂", "⠘⠆"] {
            #expect(!paragraph.contains(indicator), "\(markup): no superscript or bold indicator \(indicator) in \(paragraph)")
        }
    }

    @Test("Formats 2016 §15.9.2: a verse number print sets glued to the words before it (\"winter,23\") stands as a word of its own, a space before it and after it")
    func gluedToWordsBefore() throws {
        let rows = try Self.rows()
        let paragraph = try Self.paragraph("A lamp stood", in: rows)
        #expect(paragraph.contains(try BrailleCheck.braille("winter, 23 and the keeper")), "\(paragraph)")
        #expect(try Self.text().contains("all winter, 23 and the keeper"))
    }

    @Test("Formats 2016 §15.9.2: a lettered half verse (7a, 7b) and a range print joins (8-9) are verse numbers too, each a word before its verse")
    func letteredAndJoined() throws {
        let text = try Self.text()
        for expected in ["7a The first half", "7b Its second half", "8-9 Two verses"] {
            #expect(text.contains(expected), "\(expected)")
        }
        let rows = try Self.rows()
        let paragraph = try Self.paragraph("The first half", in: rows)
        #expect(!paragraph.contains("⠰⠔"), "\(paragraph)")
    }

    @Test("Formats 2016 §15.9 in every format: the model holds the verse number as plain text, no raised script, and text and speech read it before its verse (before: \"²\" and \"⁵Here\")")
    func everyFormat() throws {
        let book = try Self.book
        func inlines(_ blocks: [Block]) -> [Inline] { blocks.flatMap { $0.inlines + inlines($0.children) } }
        let runs = inlines(book.blocks)
        let numbers = runs.compactMap { inline -> (String, InlineStyle)? in
            if case .text(let text, let style) = inline, ["2 ", "5 ", "7a ", "10 "].contains(where: { text.hasPrefix($0) || text.contains(" " + $0) }) { return (text, style) }
            return nil
        }
        #expect(!numbers.isEmpty)
        #expect(numbers.allSatisfy { $0.1.script == nil && $0.1.emphasis.isEmpty }, "\(numbers.map(\.0))")
        let text = try Self.text()
        for expected in ["hall. 2 and the wind", "3 The river ran under", "bridge. 4 Birds", "5 Here the gardener", "10 The bell rang"] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(!text.contains("² and") && !text.contains("⁵Here") && !text.contains("⁵ Here"))
        let ssml = String(decoding: try SSMLExporter().export(book)[0].contents, as: UTF8.self)
        let words = ssml.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        #expect(words.contains("2 and the wind blew"), "speech reads the number before its verse")
    }

    @Test("Formats 2016 §15.9 is for verse numbers only: an unclassed superscript stays raised (UEB §3.24), and a verse span holding words is read as its words")
    func notVerseNumbers() throws {
        let rows = try Self.rows()
        let square = try Self.paragraph("The square of three", in: rows)
        #expect(square.contains("⠔"), "the raised 2 keeps its level indicator: \(square)")
        #expect(try Self.text().contains("A line of a poem in a verse span."))
    }
}
