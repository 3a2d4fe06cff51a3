import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
@testable import EBrailleExport
@testable import TextExport
import BookModel
import ReadingModel

/// A producer's note inside the text (a `span` of `z3998:production` or of class `prodnote`,
/// DTBook's inline `prodnote`) is wording the producer inserted, not print's: "Any wording not
/// shown in the print text and inserted by the transcriber is a transcriber's note" (BANA
/// Braille Formats 2016 §3.1.1), embedded in the text (§3.1.4) between UEB's transcriber's
/// note indicators, dots 4-46-126 and 4-46-345, unspaced from the note's first and last words:
/// the spaces, line breaks, images and print words around the note stay outside them.
@Suite("Braille: BANA Formats 2016 §3.1.1, §3.1.4, producers' notes inside the text")
struct BANAInlineProducersNotesTests {
    static let fixture = TestPaths.fixture("braille/producers-notes-inline.xhtml")
    static let opening = "⠈⠨⠣", closing = "⠈⠨⠜", blank = "⠀"

    static func text() throws -> String {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
            settings.cells = 40
        }).joined(separator: blank)
    }

    static func note(_ words: String) throws -> String {
        opening + (try BrailleCheck.braille(words)) + closing
    }

    @Test("Formats 2016 §3.1.1, §3.1.4: a note inside a paragraph is between the indicators, the spaces around it outside them")
    func notePlacedInParagraph() throws {
        let text = try Self.text()
        let note = try Self.note("names in brackets are illegible")
        #expect(text.contains((try BrailleCheck.braille("arrival")) + Self.blank + note + Self.blank), "\(text)")
    }

    @Test("Formats 2016 §3.1.4: a note's own trailing space stays after the closing indicator")
    func trailingSpaceOutside() throws {
        let text = try Self.text()
        #expect(text.contains((try Self.note("initials only")) + Self.blank + (try BrailleCheck.braille("and"))), "\(text)")
        #expect(!text.contains(Self.blank + Self.closing), "no closing indicator after a space: \(text)")
    }

    @Test("Formats 2016 §3.1.4: a line break after a note comes after its closing indicator")
    func lineBreakAfterNote() throws {
        let text = try Self.text()
        #expect(text.contains(try Self.note("underlined twice")), "\(text)")
    }

    @Test("Formats 2016 §3.1.4 with §6: an image after a note is described after the note's closing indicator, a transcriber's note of its own")
    func imageAfterNote() throws {
        let text = try Self.text()
        let expected = (try Self.note("shown at right")) + Self.blank + (try Self.note("a round harbour stamp"))
        #expect(text.contains(expected), "\(text)")
    }

    @Test("Formats 2016 §3.1.4 with UEB §9: print's emphasis inside a note stays inside its indicators")
    func emphasisInsideNote() throws {
        let text = try Self.text()
        let open = try #require(text.range(of: Self.opening + (try BrailleCheck.braille("the editor's"))), "\(text)")
        let close = try #require(text.range(of: (try BrailleCheck.braille("correction")) + Self.closing), "\(text)")
        let inside = text[open.upperBound..<close.lowerBound]
        #expect(inside.contains("⠨⠂"), "the italic word indicator between the indicators: \(inside)")
    }

    @Test("Formats 2016 §3.1.1 in a heading and a table cell: the note is between the indicators there too", arguments: [
        "from a facsimile", "approx.",
    ])
    func headingAndCell(words: String) throws {
        let text = try Self.text()
        #expect(text.contains(try Self.note(words)), "\(words): \(text)")
    }

    @Test("Formats 2016 §3.1.1: print's words next to a note part it from another; each note has one pair of indicators")
    func onePairPerNote() throws {
        let text = try Self.text()
        #expect(text.components(separatedBy: Self.opening).count == text.components(separatedBy: Self.closing).count,
                "as many opening as closing indicators: \(text)")
        #expect(!text.contains((try BrailleCheck.braille("The clerk")) + Self.blank + Self.opening))
    }

    @Test("Formats 2016 §3.1.1 in the model and other formats: the note's runs are marked; the text export reads its words in place with no indicators")
    func modelAndText() throws {
        let book = try BookLoader().load(path: Self.fixture)
        var marked: [String] = []
        func visit(_ block: Block) {
            for case .text(let text, let style) in block.inlines where style.producersNote { marked.append(text) }
            block.children.forEach(visit)
        }
        book.blocks.forEach(visit)
        #expect(marked.contains("names in brackets are illegible") && marked.contains("initials only "), "\(marked)")
        #expect(!marked.contains { $0.contains("arrival") }, "print's words are not marked: \(marked)")
        let text = try String(decoding: TextExporter(settings: ExportSettings()).export(book)[0].contents, as: UTF8.self)
        #expect(text.contains("arrival names in brackets are illegible in a bound ledger."), "\(text)")
    }

    @Test("Formats 2016 §3.1.1 in eBraille: the paragraph's braille holds the note between the indicators, as the BRF")
    func eBraille() throws {
        var book = try BookLoader().load(path: Self.fixture)
        book.metadata.rights = "Copyright © 2026 Harbour Press"
        let set = try EBrailleTest.fileSet(book)
        var paragraphs: [String] = []
        for document in set.contentDocuments {
            for p in try set.xml(document).descendants(named: "p") { paragraphs.append(p.textContent) }
        }
        // eBraille's text separates words with spaces where the BRF's rows have blank cells.
        let note = try Self.note("names in brackets are illegible").replacingOccurrences(of: Self.blank, with: " ")
        #expect(paragraphs.contains { $0.contains(note) }, "\(paragraphs)")
    }
}
