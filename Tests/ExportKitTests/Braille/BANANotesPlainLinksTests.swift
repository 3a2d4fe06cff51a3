import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport
@testable import SSMLExport
import BookModel
import ReadingModel

/// Note references written as plain links (Braille Formats 2016 §16.2: the reference mark
/// where print has it; §16.1, §16.9: the note placed as notes are). A link without
/// `noteref` whose target is a note (`epub:type="footnote"`, an item of a
/// `role="doc-endnotes"` list) and whose words are a print mark is the note reference the
/// book could have marked. Fixture `braille/notes-plain-links.xhtml` is
/// `braille/notes-pages.xhtml` with its `noteref`s and its endnotes' types taken off, so
/// every format must read the two alike; `braille/notes-plain-links-book` has its notes in
/// a document of their own.
@Suite("Braille, text, SSML: Formats §16.2 note references made by plain links")
struct BANANotesPlainLinksTests {
    static let plain = TestPaths.fixture("braille/notes-plain-links.xhtml")
    static let marked = TestPaths.fixture("braille/notes-pages.xhtml")
    static let book = TestPaths.fixture("braille/notes-plain-links-book")

    static func brf(_ path: String) throws -> [UInt8] {
        var settings = BrailleSettings()
        settings.titlePage = false
        return try #require(try BrailleExporter(output: .brf, settings: settings).export(BookLoader().load(path: path)).first).contents
    }

    @Test("Formats 2016 §16.1a, §16.2, §16.9: plain links to a footnote and to unmarked items of a doc-endnotes list are laid out as the marked note references are: the footnote after a separation line at the end of its print page, the endnotes under the book's Notes with print's numbers")
    func brailleAsMarked() throws {
        #expect(try Self.brf(Self.plain) == Self.brf(Self.marked))
    }

    @Test("Formats 2016 §16.2 in the text and SSML exports: plain links to notes are read as the marked note references are")
    func textAndSpeechAsMarked() throws {
        for placement in [NotePlacement.endOfBook, .afterParagraph] {
            var settings = ExportSettings()
            settings.notes = placement
            func text(_ path: String) throws -> [UInt8] {
                try #require(try TextExporter(settings: settings).export(BookLoader().load(path: path)).first).contents
            }
            // SSML's marks name the document: the two fixtures' names are set aside.
            func ssml(_ path: String) throws -> String {
                let bytes = try #require(try SSMLExporter(notePlacement: placement).export(BookLoader().load(path: path)).first).contents
                return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "notes-plain-links.xhtml", with: "notes-pages.xhtml")
            }
            #expect(try text(Self.plain) == text(Self.marked), "text, \(placement)")
            #expect(try ssml(Self.plain) == ssml(Self.marked), "SSML, \(placement)")
        }
    }

    /// Every inline of the book's blocks, with the block it stands in.
    static func inlines(_ book: Book) -> [(Block, Inline)] {
        var result: [(Block, Inline)] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                result += block.inlines.map { (block, $0) }
                walk(block.children)
            }
        }
        walk(book.blocks)
        return result
    }

    static func blocks(_ book: Book) -> [Block] {
        var result: [Block] = []
        func walk(_ blocks: [Block]) { for block in blocks { result.append(block); walk(block.children) } }
        walk(book.blocks)
        return result
    }

    @Test("Formats 2016 §16.2: in another document, a `<sup><a>1</a></sup>` and an `<a>[2]</a>` to items of a doc-endnotes list are note references to those endnotes, print's marks kept; a link with words to a note, and the note's link back, stay links")
    func acrossDocuments() throws {
        let book = try BookLoader().load(path: Self.book)
        let notes = Self.blocks(book).filter { if case .note(.endnote) = $0.role { true } else { false } }
        #expect(notes.count == 2, "the two items of the doc-endnotes list are endnotes")
        var references: [NoteReference] = []
        var links: [String] = []
        for (_, inline) in Self.inlines(book) {
            switch inline {
            case .noteReference(let reference): references.append(reference)
            case .text(let text, let style) where style.link != nil: links.append(text)
            default: break
            }
        }
        #expect(references.map(\.label) == ["1", "[2]"], "\(references)")
        #expect(references.map(\.noteID) == notes.map(\.id), "each refers to its endnote")
        #expect(links.contains("see the second note") && links.contains("Back"), "\(links)")
    }
}
