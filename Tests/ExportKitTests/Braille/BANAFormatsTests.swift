import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// BANA *Braille Formats* (2016) rules for headings, code, displayed material, word division,
/// volumes, title pages and omissions, on the project's `braille/formats.xhtml` fixture, the
/// sample book and the layout engine. docs/braille.md lists each rule with its section.
@Suite("Braille: BANA Braille Formats, headings to volumes")
struct BANAFormatsTests {
    static var fixture: String { TestPaths.fixture("braille/formats.xhtml") }

    static func render(_ path: String = fixture, titlePage: Bool = false,
                       configure: (inout BrailleSettings) -> Void = { _ in }) throws -> BrailleDocument {
        try BrailleCheck.render(path) { settings in
            settings.titlePage = titlePage
            configure(&settings)
        }
    }

    static func index(of text: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "no row holds '\(text)'")
    }

    /// A page's rows without the braille page number on its last line.
    static func text(of page: BraillePage) -> [String] {
        var rows = page.rows
        if let number = page.number, let last = rows.last, last.hasSuffix(number) {
            rows[rows.count - 1] = String(last.dropLast(number.count)).replacingOccurrences(of: "\u{2800}", with: " ")
                .trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "\u{2800}")
        }
        return rows
    }

    static let emphasisIndicators = ["⠘⠂", "⠘⠆", "⠘⠶", "⠨⠂", "⠨⠆", "⠨⠶"]

    @Test("§4.3: a heading's own bold or italic gets no emphasis indicators, in the text or the contents; emphasis on some of its words is kept")
    func headingEmphasis() throws {
        let rows = BrailleCheck.rows(try Self.render { $0.tableOfContents = true })
        for heading in ["The Bold Chapter", "An Italic Section"] {
            let cells = try BrailleCheck.braille(heading)
            let found = rows.filter { $0.contains(cells) }
            #expect(found.count == 2, "the heading and its contents entry: \(found)")
            for row in found {
                #expect(!Self.emphasisIndicators.contains { row.contains($0) }, "\(row)")
            }
        }
        let stressed = try BrailleCheck.braille("A Section with one")
        let mixed = rows.filter { $0.contains(stressed) }
        #expect(mixed.count == 2)
        for row in mixed { #expect(row.contains("⠨⠂"), "the one stressed word keeps its italic: \(row)") }
    }

    @Test("§4.3: headings that would end a page move to the next page with the text after them, and the contents cites that page")
    func headingsKeptWithText() throws {
        let translator = try BrailleTranslator(tables: BrailleLayoutTests.tables)
        var layout = BrailleLayout(cells: 20, lines: 7) { Cells(String($0).unicodeScalars) }
        for _ in 0..<3 { layout.addParagraph(try translator.translate("filler text"), first: 2, runover: 0) }
        // The first heading fits (rows 4-5); the second does not leave room for text: both move.
        for (tag, words, indent) in [(0, "Section", 4), (1, "Subsection", 6)] {
            layout.beginHeading(tag: tag)
            layout.keep(3)
            layout.blankLine()
            layout.addParagraph(try translator.translate(words), first: indent, runover: indent)
            layout.endHeading()
        }
        layout.addParagraph(try translator.translate("The text under both headings."), first: 2, runover: 0)
        let pages = layout.finish()
        #expect(pages.count == 2)
        #expect(!pages[0].rows.joined().contains(try BrailleCheck.braille("Section")), "\(pages[0].rows)")
        #expect(pages[1].rows[0] == "⠀⠀⠀⠀" + (try BrailleCheck.braille("Section")))
        #expect(pages[1].rows[1].isEmpty)
        #expect(pages[1].rows[2] == "⠀⠀⠀⠀⠀⠀" + (try BrailleCheck.braille("Subsection")))
        #expect(pages[1].startsHeading && pages[1].startsBlock)
        #expect(layout.keptPages == [0: 2, 1: 2])
    }

    @Test("§4.3: on every page size no page ends with a heading and no page but the last holds less than two rows of text",
          arguments: [6, 7, 8, 9, 10, 12, 14])
    func noPageEndsWithHeading(lines: Int) throws {
        let document = try Self.render { $0.cells = 30; $0.lines = lines }
        let headings = try ["The Bold Chapter", "An Italic Section", "A Section with one"].map(BrailleCheck.braille)
        let pages = document.volumes.flatMap(\.pages)
        for (index, page) in pages.enumerated() {
            let rows = Self.text(of: page).filter { !$0.isEmpty }
            guard let last = rows.last else { Issue.record("page \(index + 1) of \(lines) lines is empty"); continue }
            #expect(!headings.contains { last.contains($0) }, "page \(index + 1) of \(lines) lines ends with a heading: \(page.rows)")
            if index < pages.count - 1 {
                #expect(rows.count >= 2, "page \(index + 1) of \(lines) lines is nearly empty: \(page.rows)")
            }
        }
    }

    @Test("§8, §9, §13.3: a list, a quotation and a poem are set off by a blank line before and after, but no blank line follows a cell-5 heading")
    func displayBlankLines() throws {
        let rows = BrailleCheck.rows(try Self.render { $0.lines = 60 })
        let first = try Self.index(of: "first thing", in: rows)
        #expect(rows[first - 1].isEmpty && !rows[first - 2].isEmpty, "\(rows[first - 2])")
        let second = try Self.index(of: "second thing", in: rows)
        #expect(rows[second + 1].isEmpty && !rows[second + 2].isEmpty)
        let quote = try Self.index(of: "A quotation", in: rows)
        #expect(rows[quote - 1].isEmpty && rows[quote + 1].isEmpty)
        let poem = try Self.index(of: "The tide comes in,", in: rows)
        #expect(rows[poem - 1].isEmpty, "\(rows[poem - 1])")
        #expect(rows[poem + 1].hasPrefix(try BrailleCheck.braille("the tide goes out.")) && rows[poem + 2].isEmpty)
        let afterHeading = try Self.index(of: "a list straight after a heading", in: rows)
        #expect(rows[afterHeading - 1].contains(try BrailleCheck.braille("An Italic Section")), "\(rows[afterHeading - 1])")
        #expect(rows[afterHeading + 1].isEmpty)
    }

    @Test("§9, UEB §11.10.2: preformatted code keeps its lines, indentation, spaces and blank lines, uncontracted, with a blank line after it")
    func code() throws {
        let rows = BrailleCheck.rows(try Self.render { $0.lines = 60 })
        let first = try #require(rows.firstIndex { $0.hasPrefix("⠙⠑⠋⠀⠅⠝⠕⠺⠇⠑⠙⠛⠑") }, "uncontracted 'def knowledge' at the margin")
        // Straight after a cell-5 heading: no blank line between (Appendix C).
        #expect(rows[first - 1].contains(try BrailleCheck.braille("A Section with one")), "\(rows[first - 1])")
        let body = rows[first + 1]
        #expect(body.prefix { $0 == BrailleCheck.blank }.count == 4, "indented four cells: \(body)")
        #expect(body.drop { $0 == BrailleCheck.blank }.hasPrefix("⠗⠑⠞⠥⠗⠝"), "\(body)")
        #expect(body.drop { $0 == BrailleCheck.blank }.contains("⠀⠀"), "two spaces kept: \(body)")
        #expect(rows[first + 2].isEmpty, "the blank line in the code is kept")
        #expect(rows[first + 3].hasPrefix("⠑⠝⠙"))
        #expect(rows[first + 4].isEmpty)
        #expect(rows[first + 5].contains(try BrailleCheck.braille("Text after the code.")))
    }

    @Test("§1.10: an electronic address longer than the line is divided after a slash or before a dot, never with a hyphen")
    func addressDivision() throws {
        let rows = BrailleCheck.rows(try Self.render { $0.cells = 30; $0.lines = 60 })
        let start = try #require(rows.firstIndex { $0.hasPrefix("⠓⠞⠞⠏⠎⠒⠸⠌⠸⠌") }, "\(rows)")
        let end = try #require(rows[start...].firstIndex { $0.contains("⠇⠰⠛") }, "the row of 'is long.'")
        #expect(end > start)
        for index in start..<end {
            let row = rows[index], next = rows[index + 1]
            #expect(!row.hasSuffix("⠤"), "no hyphen: \(row)")
            #expect(row.hasSuffix("⠸⠌") || next.hasPrefix("⠲"), "after a slash or before a dot: \(row) / \(next)")
        }
        // The division itself, on the layout: after the last slash that fits.
        var layout = BrailleLayout(cells: 20, lines: 5) { _ in nil }
        layout.addressBreaks = .init(after: [["⠸", "⠌"]], before: [["⠲"]], markers: [["⠸", "⠌"]])
        let word = Cells("⠁⠁⠁⠁⠁⠸⠌⠃⠃⠃⠃⠃⠃⠃⠃⠸⠌⠉⠉⠉⠉⠉⠉".unicodeScalars)
        #expect(layout.division(of: word, available: 20) == .init(head: Array(word[..<17]), hyphenated: false, rest: word[17...]))
        let long = Cells(repeating: "⠁", count: 30)
        #expect(layout.division(of: long, available: 20) == .init(head: Array(long[..<19]), hyphenated: true, rest: long[19...]))
    }

    @Test("UEB §11.10.2: addresses in the text are uncontracted by default and contracted with contractedAddresses; code stays uncontracted")
    func addressGrade() throws {
        let spelled = "⠅⠝⠕⠺⠇⠑⠙⠛⠑"
        func count(_ document: BrailleDocument) -> Int {
            BrailleCheck.rows(document).joined(separator: "⠀").components(separatedBy: spelled).count - 1
        }
        #expect(count(try Self.render { $0.cells = 60; $0.lines = 60 }) == 2, "the code and the address")
        #expect(count(try Self.render { $0.cells = 60; $0.lines = 60; $0.contractedAddresses = true }) == 1, "the code only")
    }

    @Test("§3.2: text with characters the table cannot write is followed by a transcriber's note saying they are omitted")
    func omittedCharacters() throws {
        let rows = BrailleCheck.rows(try Self.render { $0.lines = 60 })
        let paragraph = try Self.index(of: "words the table cannot write.", in: rows)
        let note = rows[paragraph + 1]
        #expect(note.hasPrefix(String(repeating: BrailleCheck.blank, count: 6) + "⠈⠨⠣" + (try BrailleCheck.braille("Characters the"))), "\(note)")
    }

    @Test("§1.6: volumes end before a chapter, else a heading, else a paragraph's first line, never mid-paragraph")
    func volumeBoundaries() {
        func page(_ kind: String) -> BraillePage {
            var page = BraillePage(rows: [], number: nil, startsChapter: kind == "chapter")
            page.startsHeading = kind == "chapter" || kind == "heading"
            page.startsBlock = kind != "runover"
            return page
        }
        let withHeading = ["chapter", "block", "runover", "runover", "heading", "runover", "block", "runover", "runover"].map(page)
        #expect(BrailleExporter.volumeRanges(withHeading, pagesPerVolume: 6) == [0..<4, 4..<9])
        let blocks = ["chapter", "runover", "runover", "block", "runover", "runover", "runover"].map(page)
        #expect(BrailleExporter.volumeRanges(blocks, pagesPerVolume: 5) == [0..<3, 3..<7])
    }

    @Test("§1.6, §2: each volume has its own title page (volume number, print pages) and contents, and ends with an end-of-volume line")
    func volumes() throws {
        let document = try Self.render(TestPaths.sampleBook.path, titlePage: true) {
            $0.lines = 12
            $0.volumePages = 4
            $0.tableOfContents = true
        }
        let count = document.volumes.count
        #expect(count >= 2)
        var listed = 0
        for (index, volume) in document.volumes.enumerated() {
            let title = volume.pages[0].rows.joined()
            #expect(title.contains(try BrailleCheck.braille("Volume \(index + 1) of \(count)")), "\(volume.pages[0].rows)")
            #expect(title.contains(try BrailleCheck.braille("Transcribed by exporttool")))
            let heading = try BrailleCheck.braille("Contents")
            let contents = try #require(volume.pages.firstIndex { $0.rows.joined().contains(heading) })
            let p1 = try BrailleCheck.braille("p1")
            #expect(volume.pages[contents].number == p1)
            listed += volume.pages[contents].rows.filter { $0.contains("⠐⠐") }.count
            let end = index == count - 1 ? "The End" : "End of Volume \(index + 1)"
            let last = try #require(volume.pages.last).rows.joined()
            #expect(last.contains(try BrailleCheck.braille(end)), "\(volume.pages.last!.rows)")
        }
        let printPages = try BrailleCheck.braille("Print pages")
        #expect(document.volumes.contains { $0.pages[0].rows.joined().contains(printPages) },
                "a volume's title page names the print pages it holds")
        let single = try Self.render(TestPaths.sampleBook.path) { $0.tableOfContents = true; $0.lines = 12 }
        #expect(listed == single.volumes[0].pages.prefix { $0.number?.contains("⠏") == true }
            .flatMap(\.rows).filter { $0.contains("⠐⠐") }.count, "the volumes' contents together list every heading once")
    }

    @Test("§2.3: the title page names title, author, publisher and year, copyright, ISBN, transcriber and code in the book's words")
    func titlePage() throws {
        var book = try BookLoader().load(path: Self.fixture)
        book.metadata.creators = ["Ann Writer"]
        book.metadata.publisher = "Harbour Press"
        book.metadata.date = "2016-05-01"
        book.metadata.rights = "Copyright 2016 Harbour Press"
        book.metadata.identifier = "urn:isbn:978-0-00-000000-2"
        var settings = BrailleSettings()
        settings.lines = 16
        settings.volumePages = 2
        let document = try BrailleExporter(output: .unicode, settings: settings).render(book)
        #expect(document.volumes.count > 1)
        // The title page is unnumbered (it may take more than one page).
        let title = document.volumes[0].pages.prefix { $0.number == nil }.flatMap(\.rows)
        for line in ["Formats", "Ann Writer", "Harbour Press, 2016", "Copyright 2016 Harbour Press",
                     "ISBN 978-0-00-000000-2", "Transcribed by exporttool", "Unified English Braille, contracted",
                     "Volume 1 of \(document.volumes.count)"] {
            let cells = try BrailleCheck.braille(line)
            #expect(title.contains { $0.drop { $0 == BrailleCheck.blank } == cells }, "'\(line)' centred on its own line: \(title)")
        }
        #expect(BrailleExporter.isbn("urn:uuid:1234") == nil)
        #expect(BrailleExporter.isbn("9780000000002") == "9780000000002")
    }
}
