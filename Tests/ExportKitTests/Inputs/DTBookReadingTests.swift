import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader
import XMLTree
import ZIPFoundation

/// DTBook 2005 (ANSI/NISO Z39.86-2005) read into the same model as EPUB: the project's own
/// fixture holds every element the reader maps (`Fixtures/dtbook/elements.xml`).
@Suite("DTBook reading")
struct DTBookReadingTests {
    static let elements = TestPaths.fixture("dtbook/elements.xml")

    private func book() throws -> Book { try BookLoader().load(path: Self.elements) }

    @Test("the input is told a DTBook by its root, and its metadata is the book's")
    func metadata() throws {
        #expect(try InputDetector.detect(path: Self.elements) == .dtbook)
        let book = try book()
        #expect(book.metadata.title == "Every Element")
        #expect(book.metadata.creators == ["Ada Fixture"])
        #expect(book.metadata.identifier == "exporttool-dtbook-elements")
        #expect(book.metadata.language == "en-US")
        #expect(book.metadata.publisher == "exporttool tests")
        #expect(book.metadata.inputFormat == "DTBook 2005-3")
        #expect(book.metadata.otherMetadata["dc:Format"] == ["ANSI/NISO Z39.86-2005"])
        #expect(book.warnings.isEmpty, "\(book.warnings)")
    }

    @Test("doctitle, h1 and level1-level6 with hd become headings of their depth; a poem's hd one below")
    func headings() throws {
        let headings = flattened(try book().blocks).compactMap { block in block.role.headingLevel.map { ($0, blockText(block)) } }
        #expect(headings.map(\.0) == [1, 1, 1, 2, 3, 4, 5, 6, 1, 2, 1])
        #expect(headings.map(\.1) == ["Every Element", "Preface", "Chapter One", "Section One One", "Three", "Four",
                                      "Five", "Six", "Chapter Two", "Poem Title", "Notes"])
    }

    @Test("pagenum front, normal and special become print pages, front pages as front matter")
    func pages() throws {
        let blocks = flattened(try book().blocks)
        let pages = blocks.compactMap { block -> PageBreak? in if case .pageBreak(let page) = block.role { page } else { nil } }
        #expect(pages.map(\.label) == ["i", "1", "2", "S1"])
        let preface = try #require(blocks.first { blockText($0) == "Front matter words." })
        #expect(preface.traits.contains(.frontMatter))
    }

    @Test("noteref/note and annoref/annotation: references and notes, rear matter notes as endnotes")
    func notes() throws {
        let book = try book()
        let notes = flattened(book.blocks).compactMap { block -> (NoteKind, String)? in
            if case .note(let kind) = block.role, kind != .aside { (kind, blockText(block)) } else { nil }
        }
        #expect(notes.map(\.0) == [.footnote, .note, .endnote])
        #expect(notes.map(\.1) == ["The footnote text.", "The annotation text.", "The endnote text."])
        let references = allInlines(book).compactMap { inline -> NoteReference? in
            if case .noteReference(let reference) = inline { reference } else { nil }
        }
        #expect(references.map(\.label) == ["1", "a", "2"])
        #expect(references.allSatisfy { $0.noteID != nil }, "every reference is linked to its note")
    }

    @Test("sidebar and prodnote are asides read in place; epigraph and blockquote are quotations with their author")
    func asides() throws {
        let blocks = flattened(try book().blocks)
        let asides = blocks.filter { $0.role == .note(.aside) }.map(blockText)
        #expect(asides == ["Sidebar heading Sidebar words.", "Producer note words."])
        let quotes = blocks.filter { $0.role == .blockquote }.map(blockText)
        #expect(quotes == ["Epigraph words. Epigraph Author", "Quoted words. Quote Author"])
        for line in ["By Ada Fixture", "London, 1 May 2020", "A Bridgehead", "Ada Fixture", "Cover of Every Element"] {
            #expect(blocks.contains { $0.role == .paragraph && blockText($0) == line }, "\(line)")
        }
        #expect(blocks.contains { $0.role == .sceneBreak }, "hr")
    }

    @Test("imggroup: a figure whose prodnote is the image's description, not read again in place")
    func imageGroup() throws {
        let book = try book()
        let blocks = flattened(book.blocks)
        let figure = try #require(blocks.first { $0.role == .figure })
        let images = flattened([figure]).compactMap { block -> ImageInfo? in if case .image(let image) = block.role { image } else { nil } }
            + flattened([figure]).flatMap(\.inlines).compactMap { if case .image(let image) = $0 { image } else { nil } }
        let image = try #require(images.first)
        #expect(image.alt == "A red square")
        #expect(image.description == "A long description of the red square.")
        #expect(image.source == "picture.svg")
        #expect(flattened([figure]).contains { $0.role == .caption && blockText($0) == "Figure 1. The square." })
        let text = try textExport(book)
        #expect(text.components(separatedBy: "A long description of the red square.").count == 2, "read once")
    }

    @Test("list ol/ul (nested, enum and hd) and pl, dl, table")
    func listsAndTables() throws {
        let book = try book()
        let blocks = flattened(book.blocks)
        let lists = blocks.filter { if case .list = $0.role { true } else { false } }
        #expect(lists.map(\.role) == [.list(ordered: true, start: 1), .list(ordered: false, start: 1)])
        #expect(lists[0].listNumbering?.style == .lowerAlpha)
        #expect(blocks.contains { $0.role == .paragraph && blockText($0) == "List heading" })
        #expect(blocks.contains { $0.role == .paragraph && blockText($0) == "1. Preformatted item" }, "pl: its own marks")
        #expect(blocks.contains { $0.role == .definitionTerm && blockText($0) == "Term" })
        #expect(blocks.contains { $0.role == .definitionDescription && blockText($0) == "Definition words." })
        let cells = blocks.compactMap { block -> (Bool, String)? in
            if case .tableCell(let header, _, _) = block.role { (header, blockText(block)) } else { nil }
        }
        #expect(cells.map(\.0) == [true, true, false, false])
        #expect(cells.map(\.1) == ["Name", "Value", "Cell A", "Cell B"])
        let text = try textExport(book)
        #expect(text.contains("a. Alpha item page 3\nb. Beta item\n   - Nested item"))
        #expect(text.contains("Table caption\nName: Cell A; Value: Cell B"))
    }

    @Test("poem, linegroup, line and linenum: line groups of lines")
    func poetry() throws {
        let blocks = flattened(try book().blocks)
        let groups = blocks.filter { $0.role == .lineGroup }
        #expect(groups.count == 2)
        #expect(groups[0].children.map(blockText) == ["First line of verse", "Second line of verse"])
        // The linenum is the line's print line number (Braille Formats §15: braille sets it at
        // its right margin), at the start of its line, not a word of it.
        #expect(groups[0].children[1].inlines.first == .lineNumber("2"))
        #expect(groups[1].children.map(blockText) == ["Third line of verse"])
    }

    @Test("abbr/acronym keep their expansion; em, strong, cite, q, sub, sup, sent, w, lic, br and MathML are read")
    func inlines() throws {
        let book = try book()
        let inlines = allInlines(book)
        let expansions = inlines.compactMap { if case .text(_, let style) = $0 { style.abbreviation?.expansion } else { nil } }
        #expect(expansions == ["Doctor", "National Aeronautics and Space Administration"])
        func style(of word: String) -> InlineStyle? {
            for case .text(let text, let style) in inlines where text.contains(word) { return style }
            return nil
        }
        #expect(style(of: "emphasis")?.emphasis.contains(.italic) == true)
        #expect(style(of: "strength")?.emphasis.contains(.bold) == true)
        #expect(style(of: "Moby-Dick")?.emphasis.contains(.italic) == true, "cite")
        #expect(inlines.contains(.lineBreak))
        let math = inlines.compactMap { if case .math(let math) = $0 { math } else { nil } }
        #expect(math.count == 1 && math[0].expression != nil, "MathML read as a formula")
        let text = try textExport(book)
        // DTBook's sub and sup are raised and lowered runs, written as plain text writes them.
        #expect(inlines.contains { if case .text("2", let style) = $0 { style.script == .subscript } else { false } })
        #expect(inlines.contains { if case .text("2", let style) = $0 { style.script == .superscript } else { false } })
        for words in ["The first sentence. Text with emphasis, strength, H₂O and x².", "Moby-Dick says call me Ishmael.\nA second line.",
                      "a. Alpha item page 3", "Math: x^2 ends."] {
            #expect(text.contains(words), "\(words)")
        }
    }

    @Test("SSML says an abbreviation's expansion")
    func abbreviationSpeech() throws {
        let files = try SSMLExporter().export(try book())
        let ssml = String(decoding: files[0].contents, as: UTF8.self)
        #expect(ssml.contains("<sub alias=\"Doctor\">Dr.</sub>"))
    }

    @Test("every format renders the DTBook", arguments: ["json", "text", "markdown", "ssml", "html", "braille"])
    func formats(_ format: String) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["export", Self.elements, "--to", format, "--output-dir", out])
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(files.count == 1)
        let contents = try String(contentsOfFile: out + "/" + files[0], encoding: .utf8)
        // "Chapter" in contracted braille (UEB: the ch and er contractions).
        #expect(contents.contains(format == "braille" ? "⠡⠁⠏⠞⠻" : "Chapter"))
    }

    @Test("a narrated EPUB, which copies an EPUB, is refused for a DTBook with one line naming its format; no output")
    func narratedEPUBRefused() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["export", Self.elements, "--to", "narrated-epub", "--output-dir", out])
        #expect(result.status == 10)
        #expect(String(decoding: result.stderr, as: UTF8.self) == "exporttool: error: narration: \(Self.elements): a narrated EPUB "
                    + "is made from an EPUB or XHTML book (this input: DTBook); mp3, daisy202 and daisy3 export its audio\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
