import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader
import ZIPFoundation

/// DOCX, ODT and Markdown through the real pandoc: the project's own Markdown
/// (`Fixtures/pandoc/document.md`), and the DOCX and ODT pandoc makes of it here.
@Suite("Pandoc inputs", .enabled(if: which("pandoc") != nil, "pandoc is missing: scripts/install-deps.sh installs it"))
struct PandocReadingTests {
    static let markdown = TestPaths.fixture("pandoc/document.md")

    /// The fixture converted by pandoc into `format` (docx, odt), in `factory`'s folder.
    private func converted(_ format: String, _ factory: BookFactory) throws -> String {
        let path = factory.directory.appendingPathComponent("document.\(format)").path
        // The image is found beside the Markdown.
        let folder = TestPaths.fixtures.appendingPathComponent("pandoc").path
        _ = try pandocOutput(["--resource-path", folder, "-s", Self.markdown, "-o", path])
        return path
    }

    /// What every reading of the fixture must hold.
    ///
    /// pandoc 2.17's ODT reader gives no image alt text and no formulas (LibreOffice Math
    /// objects), and the header row's cells come as data cells (the reader keeps their
    /// words, which pandoc alone drops); those are checked for the other formats only.
    private func expectDocument(_ book: Book, format: InputFormat, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let full = format != .odt
        let blocks = flattened(book.blocks)
        let headings = blocks.compactMap { block in block.role.headingLevel.map { "\($0) \(blockText(block))" } }
        // The title block pandoc writes is a heading of its own, then the document's three.
        #expect(headings.suffix(3) == ["1 First Heading", "2 Second Heading", "3 Third Heading"], sourceLocation: sourceLocation)
        #expect(book.metadata.inputFormat == format.name, sourceLocation: sourceLocation)
        #expect(book.metadata.title == "A Written Document", sourceLocation: sourceLocation)
        #expect(book.metadata.language == "en-GB", sourceLocation: sourceLocation)
        let notes = blocks.filter { if case .note(let kind) = $0.role { kind != .aside } else { false } }.map(blockText)
        #expect(notes == ["The footnote words."], sourceLocation: sourceLocation)
        let lists = blocks.filter { if case .list = $0.role { true } else { false } }.map(\.role)
        #expect(lists == [.list(ordered: false, start: 1), .list(ordered: true, start: 1)], sourceLocation: sourceLocation)
        let cells = blocks.compactMap { block -> String? in
            guard case .tableCell(let header, _, _) = block.role else { return nil }
            return (header ? "th " : "td ") + blockText(block)
        }
        #expect(cells == [full ? "th Name" : "td Name", full ? "th Value" : "td Value", "td Alpha", "td One", "td Beta", "td Two"],
                sourceLocation: sourceLocation)
        let inlines = allInlines(book)
        let images = inlines.compactMap { if case .image(let image) = $0 { image } else { nil } }
            + blocks.compactMap { if case .image(let image) = $0.role { image } else { nil } }
        #expect(images.map(\.alt) == [full ? "A blue circle" : nil], sourceLocation: sourceLocation)
        let math = inlines.filter { if case .math = $0 { true } else { false } }
        #expect(math.count == (full ? 1 : 0), sourceLocation: sourceLocation)
        let text = try textExport(book)
        if full { #expect(text.contains("The formula x^2 + 1 ends the sentence."), sourceLocation: sourceLocation) }
        #expect(text.contains("A paragraph with emphasis, strength and a footnote.[1]"), sourceLocation: sourceLocation)
        #expect(!text.contains("↩"), "pandoc's back links are not read", sourceLocation: sourceLocation)
        #expect(!text.contains("* * *"), "pandoc's rule above the notes is not a scene break", sourceLocation: sourceLocation)
    }

    @Test("Markdown (by its extension) keeps headings, lists, table, footnote, image alt text and math")
    func markdown() throws {
        #expect(try InputDetector.detect(path: Self.markdown) == .markdown)
        try expectDocument(try BookLoader().load(path: Self.markdown), format: .markdown)
    }

    @Test("Markdown whose raw HTML is not well-formed XML (a comment holding '--') is read with no warning about pandoc's page, its text kept")
    func markdownRawHTML() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = factory.directory.appendingPathComponent("notes.md").path
        let source = "<!-- Do not edit -- generated -->\n\n# Notes\n\nThe first line.\n\n<div>raw <b>html</b></div>\n"
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let book = try BookLoader().load(path: path)
        let text = book.blocks.map(\.plainText).joined(separator: "\n")
        #expect(text.contains("The first line.") && text.contains("raw html"), "\(text)")
        #expect(!book.warnings.contains { if case .readAsHTML = $0.problem { true } else { false } }, "\(book.warnings)")
        #expect(!book.warnings.contains { if case .markup = $0.problem { true } else { false } }, "\(book.warnings)")
    }

    @Test("DOCX (a zip with word/document.xml) keeps the same, its language from Word's styles")
    func docx() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try converted("docx", factory)
        #expect(try InputDetector.detect(path: path) == .docx)
        let book = try BookLoader(images: .init()).load(path: path)
        try expectDocument(book, format: .docx)
        #expect(book.images.count == 1, "the image pandoc extracted is kept for the reader page")
    }

    @Test("ODT keeps the same, and the text inside a text:section is read")
    func odtSections() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let plain = try converted("odt", factory)
        #expect(try InputDetector.detect(path: plain) == .odt)
        try expectDocument(try BookLoader().load(path: plain), format: .odt)
        // The whole body in a section, as LibreOffice writes a sectioned document.
        let entries = try BookFactory.entries(ofZip: plain).map { name, data -> (String, Data) in
            guard name == "content.xml" else { return (name, data) }
            var text = String(decoding: data, as: UTF8.self)
            let open = try #require(text.range(of: #"<office:text[^>]*>"#, options: .regularExpression))
            text.insert(contentsOf: #"<text:section text:style-name="Sect1" text:name="Section1">"#, at: open.upperBound)
            let close = try #require(text.range(of: "</office:text>"))
            text.insert(contentsOf: "</text:section>", at: close.lowerBound)
            return (name, Data(text.utf8))
        }
        let sectioned = try factory.zip(entries, name: "sectioned.odt")
        let alone = try pandocOutput(["-t", "plain", sectioned])
        #expect(!alone.contains("Closing words"), "this pandoc reads sections: the workaround is not tested here")
        let book = try BookLoader().load(path: sectioned)
        #expect(try textExport(book).contains("Closing words of the document."))
        try expectDocument(book, format: .odt)
    }

    @Test("without pandoc on PATH: one line naming the Debian package, exit 11, no output")
    func pandocMissing() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out.txt").path
        let result = try run(exporttoolBinary, ["export", Self.markdown, "--to", "text", "-o", out],
                             environment: ["PATH": factory.directory.path])
        let message = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status == 11)
        #expect(message == "exporttool: error: \(Self.markdown): reading this format needs pandoc, which is not on PATH; "
                    + "install the Debian package 'pandoc' (apt-get install pandoc)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a pandoc older than 2.17 is refused in one line, and the conversion started beside the version check is stopped with it")
    func pandocTooOld() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        // A pandoc that says it is 2.5 and, asked to convert, waits: its process id is
        // written so that the test can see it was ended, not left behind.
        let pidFile = factory.directory.appendingPathComponent("conversion.pid").path
        let script = factory.directory.appendingPathComponent("pandoc").path
        let text = """
            #!/bin/sh
            if [ "$1" = "--version" ]; then echo "pandoc 2.5"; echo "Compiled with pandoc-types 1.17"; exit 0; fi
            echo $$ > \(pidFile)
            exec sleep 120
            """
        // Written through a descriptor closed on exec: a process another test starts
        // meanwhile must not inherit it open for writing, or running the script fails with
        // "text file busy".
        let descriptor = open(script, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let written = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
        try #require(written == text.utf8.count)
        let out = factory.directory.appendingPathComponent("out.txt").path
        let result = try run(exporttoolBinary, ["export", Self.markdown, "--to", "text", "-o", out],
                             environment: ["PATH": factory.directory.path + ":/usr/bin:/bin"])
        let message = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status == 11)
        #expect(message == "exporttool: error: \(Self.markdown): pandoc 2.5 is too old; 2.17 or later is needed\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            #expect(kill(pid, 0) != 0, "the conversion (pid \(pid)) was left running")
        }
    }
}

extension PandocReadingTests {
    @Test("pandoc's page is cleaned over its bytes: every occurrence of a pattern removed, at the start, inside and at the end; a page without it is given back as it is")
    func removingBytes() {
        func removing(_ pattern: String, _ text: String) -> String {
            String(decoding: BookLoader.removing(Array(pattern.utf8), from: Array(text.utf8)), as: UTF8.self)
        }
        #expect(removing("/tmp/x/", #"<img src="/tmp/x/media/a.png"/><img src="/tmp/x/b.png"/>"#)
                == #"<img src="media/a.png"/><img src="b.png"/>"#)
        #expect(removing(#" lang="" xml:lang="""#, #"<html lang="" xml:lang=""><p lang="" xml:lang="">é</p>"#) == "<html><p>é</p>")
        #expect(removing("ab", "abab") == "")
        #expect(removing("ab", "xyz") == "xyz")
        #expect(removing("abc", "ab") == "ab")
    }
}

/// pandoc writes the body alone; the page around it (the head and the title block its
/// `--standalone` template would write) comes from exporttool's filter (`PandocPage`). The
/// reference is pandoc's own standalone page for the same document.
extension PandocReadingTests {
    /// The `content` of the `<meta name="…">` elements and the `<title>` of pandoc's own
    /// standalone HTML for `path`.
    private func standaloneHead(_ path: String) throws -> (title: String?, authors: [String], date: String?) {
        let page = try pandocOutput(["--standalone", "--to", "html5", path])
        func contents(_ name: String) -> [String] {
            page.matches(of: try! Regex("<meta name=\"\(name)\" content=\"([^\"]*)\"")).map { String($0.output[1].substring ?? "") }
        }
        let title = page.firstMatch(of: /<title>([^<]*)<\/title>/).map { String($0.output.1) }
        return (title, contents("author"), contents("dcterms.date").first)
    }

    @Test("Word's Title, Subtitle, Author, Date and Abstract paragraphs are kept: the title block opens the text, and title, authors and date are the book's metadata as pandoc's own page gives them")
    func wordTitleBlock() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let source = factory.directory.appendingPathComponent("titled.md").path
        try Data("""
            ---
            title: "The *Tidal* Almanac"
            subtitle: Charts for the Estuary
            author: [Ada Marsh, Ben Okafor]
            date: March 5, 2020
            abstract: |
              First paragraph of the summary.

              Second paragraph of the summary.
            ---

            # Soundings

            The channel deepens at the bar.

            """.utf8).write(to: URL(fileURLWithPath: source))
        let docx = factory.directory.appendingPathComponent("titled.docx").path
        _ = try pandocOutput(["-s", source, "-o", docx])
        let reference = try standaloneHead(docx)
        let book = try BookLoader().load(path: docx)
        #expect(book.metadata.title == "The Tidal Almanac")
        #expect(book.metadata.title == reference.title)
        #expect(book.metadata.creators == ["Ada Marsh", "Ben Okafor"])
        #expect(book.metadata.creators == reference.authors)
        #expect(book.metadata.date == reference.date, "pandoc's page says \(reference.date ?? "no date")")
        let text = try textExport(book)
        for words in ["The Tidal Almanac", "Charts for the Estuary", "March 5, 2020", "First paragraph of the summary.",
                      "Second paragraph of the summary.", "The channel deepens at the bar."] {
            #expect(text.contains(words), "\(words) is missing from:\n\(text)")
        }
        let titleRange = try #require(text.range(of: "Charts for the Estuary"))
        let bodyRange = try #require(text.range(of: "The channel deepens"))
        #expect(titleRange.lowerBound < bodyRange.lowerBound, "the title block comes before the body")
        #expect(book.warnings.isEmpty, "\(book.warnings)")
    }

    @Test("a document's date is written as pandoc's own page writes it (the forms its normalizeDate reads, in ISO form; any other text gives no date), and no title gives no title")
    func datesAsPandocWritesThem() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let dates = ["2020", "2020-03-05", "03/05/2020", "03/05/20", "5 March 2020", "5 Mar 2020", "Mar. 5, 2020",
                     "March 5, 2020", "20200305", "202003", "Spring 2020", "1500", "2021-02-30", "February 29, 2024",
                     "3/5/2020", "Mar 5, 2020", "5 Mar. 2020", "1999-1-2", "03/05/69", "03/05/68", "Sept. 5, 2020",
                     "March  05, 2020", "5 MARCH 2020", "20200230", "202013", " 2020 "]
        for (index, date) in dates.enumerated() {
            let path = factory.directory.appendingPathComponent("dated\(index).md").path
            try Data("---\ntitle: Dated\ndate: \"\(date)\"\n---\n\nText.\n".utf8).write(to: URL(fileURLWithPath: path))
            let reference = try standaloneHead(path)
            let book = try BookLoader().load(path: path)
            #expect(book.metadata.date == reference.date, "\(date): pandoc writes \(reference.date ?? "none")")
        }
        let untitled = factory.directory.appendingPathComponent("untitled.md").path
        try Data("Only a paragraph.\n".utf8).write(to: URL(fileURLWithPath: untitled))
        let book = try BookLoader().load(path: untitled)
        #expect(book.metadata.title == nil, "pandoc's page names an untitled document after its file; that is no title")
    }
}
