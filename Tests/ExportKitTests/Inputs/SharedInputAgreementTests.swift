import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader
import XMLTree
import ZIPFoundation

/// Real documents others wrote (`../shared/inputs`, README there): the words read agree with
/// the source's own text (DTBook: the text of its `book` element; DOCX, ODT, Markdown:
/// `pandoc -t plain`), and headings, print pages, notes and formulas are all there.
@Suite("Shared real inputs", .enabled(if: SharedInputs.available, SharedInputs.skipReason))
struct SharedInputAgreementTests {
    struct DTBookCase: CustomTestStringConvertible, Sendable {
        /// What the reader is given (a DTBook, a package or a folder).
        let input: String
        /// The DTBook inside it.
        let dtbook: String
        var testDescription: String { input }
    }

    static let dtbooks = [
        DTBookCase(input: "dtbook-hauy/hauy_valid.xml", dtbook: "dtbook-hauy/hauy_valid.xml"),
        DTBookCase(input: "dtbook-math-example1/dtbook-math.xml", dtbook: "dtbook-math-example1/dtbook-math.xml"),
        DTBookCase(input: "daisy3-great-painters/speechgen.opf", dtbook: "daisy3-great-painters/dtbook.xml"),
        DTBookCase(input: "daisy3-great-painters", dtbook: "daisy3-great-painters/dtbook.xml"),
        DTBookCase(input: "ops-waste-land/package.opf", dtbook: "ops-waste-land/the_waste_land.xml"),
    ]

    /// The counts a reading must keep, from the source tree.
    struct Counts: Equatable, CustomStringConvertible {
        var headings = 0, pages = 0, notes = 0, math = 0
        var description: String { "headings \(headings), pages \(pages), notes \(notes), math \(math)" }
    }

    static func sourceCounts(_ root: XMLElement) -> Counts {
        var counts = Counts()
        func walk(_ element: XMLElement, parent: String, poemOfStanzas: Bool) {
            switch element.name {
            case "doctitle", "h1", "h2", "h3", "h4", "h5", "h6": counts.headings += 1
            case "hd" where parent.hasPrefix("level") || (parent == "poem" && poemOfStanzas): counts.headings += 1
            case "pagenum": counts.pages += 1
            case "note", "annotation": counts.notes += 1
            case "math": counts.math += 1
            default: break
            }
            let stanzas = element.name == "poem" && element.elements.contains { $0.name == "linegroup" }
            for child in element.elements { walk(child, parent: element.name, poemOfStanzas: stanzas) }
        }
        walk(root, parent: "", poemOfStanzas: false)
        return counts
    }

    static let inlineElements: Set<String> = ["span", "em", "strong", "sent", "w", "code", "sub", "sup", "abbr", "acronym",
                                              "a", "noteref", "annoref", "q", "cite", "lic", "dfn", "kbd", "samp", "bdo"]

    static func figure(_ value: Double) -> String { String(format: "%.4f", value) }

    static func modelCounts(_ book: Book) -> Counts {
        var counts = Counts()
        for block in flattened(book.blocks) {
            switch block.role {
            case .heading: counts.headings += 1
            case .pageBreak: counts.pages += 1
            case .note(let kind) where kind != .aside: counts.notes += 1
            case .math: counts.math += 1
            default: break
            }
            for inline in block.inlines {
                if case .pageBreak = inline { counts.pages += 1 }
                if case .math = inline { counts.math += 1 }
            }
        }
        return counts
    }

    @Test("DTBook: word recall and precision >= 0.97 against the book element's text; every heading, page, note and formula", arguments: dtbooks)
    func dtbook(_ test: DTBookCase) throws {
        let book = try BookLoader().load(path: SharedInputs.path(test.input))
        let source = try XMLParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: SharedInputs.path(test.dtbook))))).root
        let bookElement = try #require(source.first("book"))
        // Element boundaries are word boundaries in the source.
        // The source's words: its text and its images' alt text, formulas left out (they
        // are counted below; their words are MathML tokens, not the linear form).
        var reference = ""
        func collect(_ element: XMLElement) {
            if element.name == "math" { return }
            if element.name == "img", let alt = element[attribute: "alt"] { reference += " " + alt + " " }
            for child in element.children {
                switch child {
                case .text(let text): reference += text
                case .element(let inner):
                    // Inline elements join their neighbours as the source writes them
                    // (`<span>chunk</span><span>Another</span>` is one word).
                    let inline = Self.inlineElements.contains(inner.name)
                    if !inline { reference += " " }
                    collect(inner)
                    if !inline { reference += " " }
                }
            }
        }
        collect(bookElement)
        let (recall, precision) = agreement(modelWords(book), reference: reference)
        let exported = agreement(try textExport(book), reference: reference)
        print("agreement \(test.input): model recall \(Self.figure(recall)) precision \(Self.figure(precision)); "
              + "text export recall \(Self.figure(exported.recall)) precision \(Self.figure(exported.precision))")
        #expect(recall >= 0.97)
        #expect(precision >= 0.97)
        #expect(Self.modelCounts(book) == Self.sourceCounts(source))
    }

    struct PandocCase: CustomTestStringConvertible, Sendable {
        let input: String
        var testDescription: String { input }
    }

    static let pandocInputs = ["docx-equations/equations.docx", "docx-headers/headers.docx", "docx-inline-images/inline_images.docx",
                               "docx-lists/lists.docx", "docx-notes/notes.docx", "docx-tables/tables.docx",
                               "odt-odfpy-api/api-for-odfpy.odt", "md-pandoc-readme/README.md"].map(PandocCase.init)

    @Test("DOCX, ODT, Markdown: word recall and precision >= 0.97 against pandoc -t plain (ODT without its sections)",
          .enabled(if: which("pandoc") != nil), arguments: pandocInputs)
    func pandoc(_ test: PandocCase) throws {
        let path = SharedInputs.path(test.input)
        let book = try BookLoader().load(path: path)
        let factory = try BookFactory()
        defer { factory.remove() }
        var referenceInput = path
        if path.hasSuffix(".odt") {
            // The reference is pandoc's reading of the same file without its text:section
            // wrappers, which Debian's pandoc 2.17 would drop with their content.
            var entries = try BookFactory.entries(ofZip: path)
            entries = entries.map { name, data in
                guard name == "content.xml" else { return (name, data) }
                let text = String(decoding: data, as: UTF8.self)
                    .replacingOccurrences(of: #"<text:section\b[^>]*>"#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: "</text:section>", with: "")
                return (name, Data(text.utf8))
            }
            referenceInput = try factory.zip(entries, name: "reference.odt")
        }
        // pandoc's own plain text, its title block included and formulas left out (a Lua
        // filter drops them; they are counted on their own below).
        let filter = factory.directory.appendingPathComponent("no-math.lua")
        try "function Math(element) return {} end\n".write(to: filter, atomically: true, encoding: .utf8)
        let reference = try pandocOutput(["--sandbox", "-s", "-t", "plain", "--wrap=none", "--lua-filter", filter.path, referenceInput])
        let (recall, precision) = agreement(modelWords(book), reference: reference)
        #expect(recall >= 0.97)
        let withMath = try pandocOutput(["--sandbox", "-s", "-t", "plain", "--wrap=none", referenceInput])
        let exported = agreement(try textExport(book), reference: withMath)
        print("agreement \(test.input): model recall \(Self.figure(recall)) precision \(Self.figure(precision)); "
              + "text export recall \(Self.figure(exported.recall)) precision \(Self.figure(exported.precision))")
        #expect(precision >= 0.97)
        let json = try pandocOutput(["--sandbox", "-t", "json", referenceInput])
        #expect(Self.modelCounts(book).math == json.components(separatedBy: #""t":"Math""#).count - 1)
        let headings = json.components(separatedBy: #""t":"Header""#).count - 1
        #expect(Self.modelCounts(book).headings >= headings)
        let notes = json.components(separatedBy: #""t":"Note""#).count - 1
        #expect(Self.modelCounts(book).notes == notes)
    }

    @Test("ODT: the sections' text is read (Debian's pandoc 2.17 alone drops it)", .enabled(if: which("pandoc") != nil))
    func odtSections() throws {
        let path = SharedInputs.path("odt-odfpy-api/api-for-odfpy.odt")
        let plain = try pandocOutput(["--sandbox", "-t", "plain", path])
        let book = try BookLoader().load(path: path)
        let ours = WordBag(try textExport(book))
        // pandoc on the file as it is reads a small part of the manual.
        #expect(ours.total > WordBag(plain).total * 3, "ours \(ours.total) words, pandoc alone \(WordBag(plain).total)")
    }
}
