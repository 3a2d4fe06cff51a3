import Foundation
import Testing
@testable import ExportKit
@testable import HTMLExport
@testable import SSMLExport

@Suite("Reader page (--to html)")
struct HTMLExporterTests {
    static let books = [
        "samples/sample-book",
        "Tests/ExportKitTests/Fixtures/plan/edge-cases",
        "Tests/ExportKitTests/Fixtures/plan/french.xhtml",
        "Tests/ExportKitTests/Fixtures/ssml/speech.xhtml",
        "Tests/ExportKitTests/Fixtures/ssml/lexicon.xhtml",
        "Tests/ExportKitTests/Fixtures/Text/rules.xhtml",
        "Tests/ExportKitTests/Fixtures/braille/table-notes.xhtml",
        "Tests/ExportKitTests/Fixtures/braille/nested.xhtml",
    ]

    @Test("each sentence span's id is the SSML's mark name for that sentence, in the same order", arguments: books)
    func sentenceIDsAreSSMLMarks(_ path: String) throws {
        let book = try HTMLTest.load(TestPaths.root.appendingPathComponent(path).path)
        let html = try HTMLTest.page(book)
        let marks = HTMLTest.marks(try HTMLTest.ssml(book), sentences: true)
        #expect(!marks.isEmpty)
        #expect(HTMLTest.sentenceIDs(html) == marks)
    }

    @Test("with page numbers announced and notes after each paragraph, every SSML mark is an id of the page")
    func everyMarkIsAnID() throws {
        let book = try HTMLTest.load(TestPaths.sampleBook.path)
        var speech = SSMLSettings()
        speech.pageNumbers = .announce
        speech.announceLists = true
        let reading = ReadingSettings(notes: .afterParagraph)
        let html = try HTMLTest.page(book, speech: speech, reading: reading)
        let ssml = try HTMLTest.ssml(book, speech: speech, reading: reading)
        let ids = HTMLTest.ids(html)
        let missing = HTMLTest.marks(ssml, sentences: false).filter { !ids.contains($0) }
        #expect(missing.isEmpty, "marks with no element: \(missing)")
        #expect(HTMLTest.sentenceIDs(html) == HTMLTest.marks(ssml, sentences: true))
        #expect(html.contains(##"data-read-pages="true""##))
    }

    @Test("the page is self-contained: no address outside it, a policy that forbids requests, images as data URIs")
    func selfContained() throws {
        let html = try HTMLTest.page(try HTMLTest.load(TestPaths.sampleBook.path))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\""))
        let policy = String(try #require(html.firstMatch(of: try Regex(##"http-equiv="Content-Security-Policy" content="([^"]*)""##))?
            .output[1].substring))
        #expect(policy.hasPrefix("default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; script-src 'sha256-"))
        #expect(policy.hasSuffix("'; base-uri 'none'; form-action 'none'"))
        #expect(!policy.contains("script-src 'unsafe-inline'"))
        // The digest names the page's one script, as an independent SHA-256 computes it.
        let script = try #require(html.firstMatch(of: try Regex(##"<script>([\s\S]*?)</script>"##))?.output[1].substring)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reader-script-\(UUID().uuidString).js")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data(String(script).utf8).write(to: scratch)
        let digest = try run("/usr/bin/python3", ["-c", "import base64,hashlib,sys; print(base64.b64encode(hashlib.sha256(open(sys.argv[1],'rb').read()).digest()).decode())", scratch.path])
        let expected = String(decoding: digest.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(policy.contains("script-src 'sha256-\(expected)'"), "\(policy) vs \(expected)")
        #expect(html.components(separatedBy: "<script").count == 2, "one script only")
        #expect(!html.contains("<link"))
        // Nothing is loaded from an address: every src is a data URI; links to the web stay
        // links the reader may follow.
        #expect(html.matches(of: try Regex(##" src="(?!data:)[^"]*""##)).isEmpty)
        #expect(html.matches(of: try Regex(##"<a href="(?!#|https?:|mailto:)[^"]*""##)).isEmpty)
        #expect(html.contains(##"<a href="https://example.org/lighthouses" rel="noopener noreferrer">"##))
        #expect(html.contains(##"<img src="data:image/svg+xml;base64,"##))
    }

    @Test("the sample book's structure: headings, landmarks, list, table headers with scope, figure, notes with a way back, pages, languages")
    func structure() throws {
        let html = try HTMLTest.page(try HTMLTest.load(TestPaths.sampleBook.path))
        #expect(html.contains(##"<h1 id="EPUB/chapter1.xhtml#light">"##))
        #expect(html.contains(##"<h2 id="EPUB/chapter1.xhtml#supplies">"##))
        #expect(html.contains(##"<header class="reader">"##) && html.contains(##"<nav class="toc" aria-label="Contents">"##))
        #expect(html.contains(##"<main id="content" tabindex="-1">"##))
        #expect(html.contains(##"<a href="#EPUB/chapter1.xhtml%23supplies">Supplies</a>"##))
        #expect(html.contains(##"<th scope="col">Season</th><th scope="col">Lit at</th><th scope="col">Out at</th>"##))
        #expect(html.contains(##"<caption id="EPUB/chapter1.xhtml#b21">"##))
        #expect(html.contains(##"<figcaption id="EPUB/chapter1.xhtml#b3">"##))
        #expect(html.contains(##"<li id="EPUB/chapter1.xhtml#b13" value="1">"##))
        // The note is an aside after the section, linked both ways.
        #expect(html.contains(##"<a class="noteref" id="noteref-1" href="#EPUB/notes.xhtml%23n1" aria-label="Note 1">1</a>"##))
        #expect(html.contains(##"<aside id="EPUB/notes.xhtml#n1" role="doc-footnote" class="note placed-note" aria-label="Note 1">"##))
        #expect(html.contains(##"<a class="backlink" href="#noteref-1">Back to text</a>"##))
        // Print pages: a marker with the SSML page mark's id, skippable and named.
        #expect(html.contains(##"<span class="page" role="doc-pagebreak" id="EPUB/chapter1.xhtml#page2" aria-label="page 2" data-say="Page 2">2</span>"##))
        #expect(html.contains(##"<span lang="fr">« La mer est très grosse. »</span>"##))
        // A cell is read after its column header, as in the SSML.
        #expect(html.contains(##"<span class="s" id="EPUB/chapter1.xhtml#b31:s1" data-say="Season: Summer">Summer</span>"##))
        // The shortcuts are on the page.
        #expect(html.contains("<dt>Alt+Shift+P</dt><dd>Play or pause reading aloud</dd>"))
    }

    @Test("the sample book's text, as the golden file has it (the page around it is tested in a browser)")
    func golden() throws {
        let html = try HTMLTest.page(try HTMLTest.load(TestPaths.sampleBook.path))
        let start = try #require(html.range(of: "<main"))
        let end = try #require(html.range(of: "</main>"))
        assertGolden(String(html[start.lowerBound..<end.upperBound]) + "\n", named: "html/sample-book.main.html")
    }

    @Test("a language change inside the book gets lang on its element")
    func languages() throws {
        let html = try HTMLTest.page(try HTMLTest.load(TestPaths.fixture("plan/french.xhtml")))
        #expect(html.contains(##"<html lang="fr""##))
        let book = try HTMLTest.load(TestPaths.fixture("ssml/speech.xhtml"))
        let page = try HTMLTest.page(book)
        var foreign: Set<String> = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                for case .text(_, let style) in block.inlines { if let language = style.language { foreign.insert(language) } }
                collect(block.children)
            }
        }
        collect(book.blocks)
        #expect(!foreign.isEmpty)
        for language in foreign { #expect(page.contains(##"lang="\##(language)""##), "no lang=\(language)") }
    }

    @Test("images over the size limit are left out, their alt text shown, with a warning")
    func imageLimits() throws {
        let book = try HTMLTest.load(TestPaths.sampleBook.path, images: BookImages.Limits(maxImageBytes: 16, maxTotalBytes: 16))
        #expect(book.images.count == 0)
        let files = try HTMLExporter().export(book)
        let html = String(decoding: files[0].contents, as: UTF8.self)
        #expect(!html.contains("<img"))
        #expect(html.contains(##"<span class="img-alt">Image: A brass lamp with a ring of glass prisms around the flame.</span>"##))
        #expect(files[0].warnings.contains(.imagesNotEmbedded(count: 1)))
        #expect(files[0].warnings.contains { $0.message.hasPrefix("1 images were not embedded") })
    }

    @Test("the reader keeps image bytes only when asked: the other formats never read them")
    func imagesOnlyWhenAsked() throws {
        #expect(try BookLoader().load(path: TestPaths.sampleBook.path).images.count == 0)
        let book = try HTMLTest.load(TestPaths.sampleBook.path)
        #expect(book.images.count == 1)
        #expect(book.images["EPUB/images/lamp.svg"]?.mediaType == "image/svg+xml")
    }

    @Test("base64 of the RFC 4648 test vectors")
    func base64() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (input, expected) in vectors { #expect(Base64.encode(Array(input.utf8)) == expected) }
    }

    @Test("exporttool export --to html writes one page")
    func commandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "html",
                                                        "--output-dir", directory.path, "--stem", "book"])
        #expect(result.status == 0, "\(result.message)")
        let html = try String(contentsOf: directory.appendingPathComponent("book.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"data:image/svg+xml;base64,"))
    }

    @Test("the corpus books: sentence spans are the SSML's marks", .enabled(if: Corpus.available), arguments: Corpus.books)
    func corpus(_ name: String) throws {
        let book = try HTMLTest.load(Corpus.book(name))
        let html = try HTMLTest.page(book)
        let marks = HTMLTest.marks(try HTMLTest.ssml(book), sentences: true)
        let ids = HTMLTest.sentenceIDs(html)
        #expect(ids.count == marks.count)
        #expect(ids == marks)
        #expect(Set(ids).count == ids.count, "sentence ids repeat")
    }
}

/// `--reader-font` (issue 42): the reader page's dyslexia-friendly setting works offline
/// with a font the page carries; what is not a font is refused before the book is read.
@Suite("Reader page: an embedded font")
struct ReaderFontTests {
    @Test("a TrueType font is embedded as a data URI the page's policy allows, and the page says it has one")
    func embedded() throws {
        let path = ReaderPageBrowserTests.systemFont
        try #require(FileManager.default.fileExists(atPath: path), "fonts-dejavu-core comes with Chromium")
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "html", "--reader-font", path])
        #expect(result.status == 0)
        let page = String(decoding: result.stdout, as: UTF8.self)
        #expect(page.contains("@font-face { font-family: \"exporttool reader font\"; src: url(data:font/ttf;base64,AAEAAA"))
        #expect(page.contains("format(\"truetype\")"))
        #expect(page.contains("data-reader-font=\"true\""))
        #expect(page.contains("font-src data:"))
    }

    @Test("signatures: WOFF2, WOFF, OpenType and TrueType are fonts; text, a PNG and a short file are not")
    func signatures() {
        let tail = [UInt8](repeating: 0, count: 12)
        #expect(ReaderFont(bytes: Array("wOF2".utf8) + tail)?.format == "woff2")
        #expect(ReaderFont(bytes: Array("wOFF".utf8) + tail)?.format == "woff")
        #expect(ReaderFont(bytes: Array("OTTO".utf8) + tail)?.format == "opentype")
        #expect(ReaderFont(bytes: [0, 1, 0, 0] + tail)?.format == "truetype")
        #expect(ReaderFont(bytes: Array("@font-face { }\n".utf8)) == nil)
        #expect(ReaderFont(bytes: [0x89] + Array("PNG\r\n\u{1A}\n".utf8) + tail) == nil)
        #expect(ReaderFont(bytes: Array("wOF2".utf8)) == nil)
    }

    @Test("a file that is not a font is one line, exit 2, and nothing is written")
    func notAFont() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let text = factory.directory.appendingPathComponent("font.txt").path
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: text))
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "html", "--reader-font", text,
                                                "--output-dir", out])
        #expect(result.status == 2)
        #expect(String(decoding: result.stderr, as: UTF8.self)
            == "exporttool: error: --reader-font \(text) is not a WOFF2, WOFF, OpenType or TrueType font of at most 4 MB\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
