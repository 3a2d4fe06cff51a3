import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import BrailleExport

/// `--to proof`: every braille page beside its back-translation, for a proofreader who
/// does not read braille (docs/braille.md, "Proof page").
@Suite("Braille proof")
struct BrailleProofTests {
    static let fixture = TestPaths.fixture("braille/proof.xhtml")

    /// A page of the book's text: numbered, and not a transcriber-generated `t` page (the
    /// transcriber's notes page, Formats 2016 §2.6) that comes before it.
    static func isBodyPage(_ page: BraillePage) -> Bool {
        guard let number = page.number else { return false }
        return !number.hasPrefix("⠞")
    }

    static func proof(_ configure: (inout BrailleSettings) -> Void = { _ in }) throws -> (String, BrailleDocument) {
        var settings = BrailleSettings()
        configure(&settings)
        let book = try BookLoader().load(path: fixture)
        let exporter = BrailleExporter(output: .proof, settings: settings)
        let document = try exporter.render(book)
        let files = exporter.files(for: document)
        #expect(files.count == 1)
        #expect(files.first?.fileExtension == "proof.html")
        return (String(decoding: files.first?.contents ?? [], as: UTF8.self), document)
    }

    /// The text of each page heading (`h2`, or `h3` under a volume's `h2`).
    static func pageHeadings(_ html: String) throws -> [String] {
        let root = try XMLParser.parse(Array(html.utf8)).root
        return root.descendants(named: "section").compactMap { section in
            section.elements.first { $0.name == "h2" || $0.name == "h3" }
        }.filter { $0.name == "h3" || !$0.textContent.hasPrefix("Volume") || $0.textContent.contains("page") }
            .map(\.textContent)
    }

    @Test("the proof lists every braille page with its braille page number and the print pages it holds")
    func everyPage() throws {
        let (html, document) = try Self.proof()
        let pages = document.volumes.flatMap(\.pages)
        let headings = try Self.pageHeadings(html)
        #expect(headings.count == pages.count)
        #expect(headings.first?.hasPrefix("Page 1: ") == true)
        // The title page is unnumbered; the body's pages are numbered 1, 2 ... in print digits.
        #expect(headings.contains { $0.contains("braille page 1") })
        #expect(headings.contains { $0.hasSuffix(", print pages 1 to 2") })
        for (heading, page) in zip(headings, pages) {
            #expect(heading.contains(": braille page ") == (page.number != nil), "\(heading)")
            #expect(heading.contains(", print page") == (page.firstPrintPage != nil || page.lastPrintPage != nil), "\(heading)")
        }
    }

    @Test("the proof's braille lines are the PEF's, row for row, each with its BRF ASCII")
    func sameRows() throws {
        let settings = BrailleSettings()
        let proof = try BrailleCheck.pages(Self.fixture, output: .proof, settings: settings)
        #expect(!proof.isEmpty)
        #expect(proof == (try BrailleCheck.pages(Self.fixture, output: .pef, settings: settings)))
        let (html, _) = try Self.proof()
        let root = try XMLParser.parse(Array(html.utf8)).root
        let brf = root.descendants(named: "td").filter { $0[attribute: "class"] == "brf" }.map(\.textContent)
        let cells = root.descendants(named: "td").filter { $0[attribute: "class"] == "braille" }.map(\.textContent)
        #expect(brf == cells.map(ProofPage.brf))
        #expect(brf.contains { $0.contains(",! ,H>B\\R") })
    }

    @Test("each line's back-translation reads the print words: heading, paragraphs and list items")
    func backTranslation() throws {
        let (html, _) = try Self.proof()
        let root = try XMLParser.parse(Array(html.utf8)).root
        let rows = root.descendants(named: "tr").filter { $0.first("td") != nil }
        let print = rows.compactMap { $0.elements.last?.textContent }.joined(separator: " ").lowercased()
        for word in ["harbour", "ship", "dawn", "apples", "biscuits", "candles", "three", "wind", "west"] {
            #expect(print.contains(word), "\(word) in \(print)")
        }
        for row in rows {
            #expect(row.first("th")?[attribute: "scope"] == "row")
            #expect(row.elements.last?[attribute: "lang"] == "en")
            #expect(row.elements[1][attribute: "lang"] == "en-Brai")
        }
    }

    @Test("under each page, the print text of the blocks its rows came from: heading, paragraph, each list item, in order")
    func printText() throws {
        let (html, document) = try Self.proof()
        let body = document.volumes[0].pages.filter(Self.isBodyPage)
        #expect(body.first?.printText == ["The Harbour", "The ship left the harbour at dawn, and the crew watched the town fall away.",
                                          "apples", "biscuits", "candles", "For three days the wind held steady from the west.",
                                          "A line with <script>alert(1)</script> in it."])
        #expect(document.volumes[0].pages.first?.printText == [])
        let root = try XMLParser.parse(Array(html.utf8)).root
        let shown = root.descendants(named: "p").filter { $0[attribute: "class"] == "print" }
        #expect(shown.map(\.textContent) == body.flatMap(\.printText))
        #expect(shown.allSatisfy { $0[attribute: "lang"] == "en" })
        // Other braille formats keep none: their pages cost nothing more.
        let plain = try BrailleExporter(output: .pef).render(try BookLoader().load(path: Self.fixture))
        #expect(plain.volumes.flatMap(\.pages).allSatisfy { $0.printText.isEmpty })
    }

    @Test("on small pages each block is named on every page its rows are on")
    func printTextAcrossPages() throws {
        let (_, document) = try Self.proof { settings in
            settings.cells = 20
            settings.lines = 6
        }
        let pages = document.volumes.flatMap(\.pages).filter(Self.isBodyPage)
        #expect(pages.count == 3)
        for page in pages where page.rows.dropLast().contains(where: { !$0.isEmpty }) {
            #expect(!page.printText.isEmpty, "\(page.rows)")
        }
        // Every block is named, in reading order, the long paragraph on each of its pages.
        var order: [String] = []
        for text in pages.flatMap(\.printText) where order.last != text { order.append(text) }
        #expect(order.count == 7, "\(order)")
        #expect(pages.filter { $0.printText.contains { $0.hasPrefix("For three days") } }.count == 2)
        let heading = try #require(pages.firstIndex { $0.printText.contains("The Harbour") })
        #expect(pages[heading].rows.contains { $0.contains("⠓⠜⠃⠳⠗") })
    }

    @Test("a heading is named on the page that shows it, wherever keeping it with its text puts it", arguments: [6, 8, 9, 10, 12])
    func headingPrintText(lines: Int) throws {
        var settings = BrailleSettings()
        settings.cells = 30
        settings.lines = lines
        let exporter = BrailleExporter(output: .proof, settings: settings)
        let document = try exporter.render(try BookLoader().load(path: TestPaths.fixture("braille/pages.xhtml")))
        let heading = try BrailleCheck.braille("The First Watch")
        for page in document.volumes.flatMap(\.pages) {
            let shows = page.rows.contains { $0.contains(heading) }
            #expect(shows == page.printText.contains("The First Watch"), "\(page.rows) \(page.printText)")
        }
    }

    @Test("the page is well-formed XHTML that requests nothing, with a Content Security Policy, and escapes the book's text")
    func selfContained() throws {
        let (html, _) = try Self.proof()
        let document = try XMLParser.parse(Array(html.utf8))
        #expect(!document.recoveredAsHTML)
        #expect(document.root[attribute: "lang"] == "en")
        let html5 = try XMLParser.parseHTML(Array(html.utf8))
        #expect(html5.root.descendants(named: "table").count == document.root.descendants(named: "table").count)
        let policy = document.root.descendants(named: "meta").first { $0[attribute: "http-equiv"] == "Content-Security-Policy" }
        #expect(policy?[attribute: "content"]?.hasPrefix("default-src 'none'") == true)
        #expect(document.root.descendants(named: "script").isEmpty)
        #expect(document.root.descendants(named: "link").isEmpty && document.root.descendants(named: "img").isEmpty)
        let outside = html.replacingOccurrences(of: "http://www.w3.org/1999/xhtml", with: "")
        #expect(!outside.contains("http:") && !outside.contains("https:") && !outside.contains("//"))
        #expect(html.contains("Harbour &amp; Sea &lt;Notes&gt;"))
        #expect(!html.contains("<Notes>") && !html.contains("<script"))
        for table in document.root.descendants(named: "table") {
            let headers = table.first("thead")?.descendants(named: "th") ?? []
            #expect(headers.count == 4 && headers.allSatisfy { $0[attribute: "scope"] == "col" })
        }
    }

    @Test("a book in several volumes has a heading per volume and numbers each page within it")
    func volumes() throws {
        let (html, document) = try Self.proof { settings in
            settings.cells = 20
            settings.lines = 6
            settings.volumePages = 2
        }
        #expect(document.volumes.count > 1)
        let root = try XMLParser.parse(Array(html.utf8)).root
        let volumeHeadings = root.descendants(named: "h2").map(\.textContent)
        #expect(volumeHeadings == (1...document.volumes.count).map { "Volume \($0) of \(document.volumes.count)" })
        let pageHeadings = root.descendants(named: "h3").map(\.textContent)
        #expect(pageHeadings.count == document.volumes.map(\.pages.count).reduce(0, +))
        #expect(pageHeadings.contains { $0.hasPrefix("Volume 2, page 1: ") })
    }

    @Test("`export --to brf,proof` writes both from one layout; `--to proof` misused is refused like `--to pef`")
    func command() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proof-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(exporttoolBinary, ["export", Self.fixture, "--to", "brf,proof",
                                                "--output-dir", directory.path, "--stem", "book"])
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["book.brf", "book.proof.html"])
        let html = try Data(contentsOf: directory.appendingPathComponent("book.proof.html"))
        let root = try XMLParser.parse(Array(html)).root
        let brf = root.descendants(named: "td").filter { $0[attribute: "class"] == "brf" }.map(\.textContent)
        let file = try String(contentsOf: directory.appendingPathComponent("book.brf"), encoding: .utf8)
        let lines = file.replacingOccurrences(of: "\u{0C}", with: "").components(separatedBy: "\r\n").dropLast()
        #expect(brf.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
                == lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) })
        // The BRF rendered first, yet its pages kept the print text the proof shows.
        #expect(root.descendants(named: "p").contains { $0[attribute: "class"] == "print" && $0.textContent == "apples" })

        for arguments in [["-o", "-"], ["-o", "-", "--jobs", "0"], ["--cells", "5"]] {
            let proof = try run(exporttoolBinary, ["export", Self.fixture, "--to", "proof"] + arguments)
            let pef = try run(exporttoolBinary, ["export", Self.fixture, "--to", "pef"] + arguments)
            #expect(proof.status == pef.status, "\(arguments)")
            #expect(proof.stdout.isEmpty == pef.stdout.isEmpty, "\(arguments)")
        }
        let several = try run(exporttoolBinary, ["export", Self.fixture, "--to", "proof,pef", "-o", "-"])
        let pefAndBRF = try run(exporttoolBinary, ["export", Self.fixture, "--to", "brf,pef", "-o", "-"])
        #expect(several.status != 0 && several.status == pefAndBRF.status)
        let single = try run(exporttoolBinary, ["export", Self.fixture, "--to", "proof", "-o", "-"])
        #expect(String(decoding: single.stdout, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
    }
}
