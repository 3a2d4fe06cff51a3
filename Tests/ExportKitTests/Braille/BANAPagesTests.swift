import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import MathRender

/// BANA *Braille Formats* (2016) page-level rules on the project's `braille/pages.xhtml`
/// fixture (two chapters, print pages 1-4, an italic and a bold word, a long title with a
/// subtitle): the running head (§1.8), the end-of-book line (§1.6) and the special symbols
/// page (§2.5), checked row by row in BRF and PEF. docs/braille.md lists each rule.
@Suite("Braille: BANA Braille Formats, running heads, the end-of-book line and the special symbols page")
struct BANAPagesTests {
    static var fixture: String { TestPaths.fixture("braille/pages.xhtml") }
    static let outputs: [BrailleExporter.Output] = [.brf, .pef]
    static let blank: Character = BrailleCheck.blank

    /// The running head the title shortens to: its leading words without the subtitle, the
    /// most that fit in 40 - 2 x (3 + 5) = 24 cells.
    static let headWords = "The Whaling Voyage of the Good"
    static let nextWord = "Ship"

    static func settings(_ configure: (inout BrailleSettings) -> Void = { _ in }) -> BrailleSettings {
        var settings = BrailleSettings()
        settings.runningHeads = true
        configure(&settings)
        return settings
    }

    static func document(_ settings: BrailleSettings) throws -> BrailleDocument {
        let book = try BookLoader().load(path: fixture)
        return try BrailleExporter(output: .unicode, settings: settings).render(book)
    }

    /// The rows of every page of the first volume, each without its trailing blank cells.
    static func rows(_ settings: BrailleSettings) throws -> [[String]] {
        try document(settings).volumes[0].pages.map { $0.rows.map(BrailleCheck.trimmed) }
    }

    static func blanks(_ row: String) -> Int { row.prefix { $0 == blank }.count }

    static func isCentred(_ row: String, _ text: String, cells: Int = 40) -> Bool {
        let left = blanks(row)
        return String(row.dropFirst(left)) == text && left >= 3 && abs(left - (cells - left - text.count)) <= 1
    }

    @Test("§1.8: the running head is the title's leading words that fit, no subtitle, translated on its own")
    func shortenedTitle() throws {
        let head = try BrailleCheck.braille(Self.headWords)
        #expect(head.count <= 24)
        #expect(try BrailleCheck.braille(Self.headWords + " " + Self.nextWord).count > 24, "the next word would not fit")
    }

    @Test("BRF and PEF show the layout's rows, line by line, with and without running heads", arguments: outputs)
    func formats(output: BrailleExporter.Output) throws {
        for heads in [true, false] {
            let settings = Self.settings { $0.runningHeads = heads }
            let written = try BrailleCheck.pages(Self.fixture, output: output, settings: settings).map { Array($0.prefix(25)) }
            let laid = try Self.rows(settings).map { page in
                // BRF and PEF may leave the trailing blank rows of a page out.
                Array(page.reversed().drop { $0.isEmpty }.reversed())
            }
            #expect(written.map { Array($0.reversed().drop { $0.isEmpty }.reversed()) } == laid, "running heads \(heads)")
        }
    }

    @Test("§1.8: line 1 of every page but the volume's first holds the running head, centred; on body pages the print page number at the right")
    func runningHeads() throws {
        let head = try BrailleCheck.braille(Self.headWords)
        let document = try Self.document(Self.settings())
        let pages = document.volumes[0].pages
        #expect(pages.count >= 5)
        #expect(!pages[0].rows.contains { $0.drop { $0 == Self.blank }.hasPrefix(head + "⠀⠀⠀") }, "no running head on the title page")
        for (index, page) in pages.enumerated().dropFirst() {
            #expect(page.rows.count == 25, "page \(index + 1): \(page.rows.count) rows")
            let line = BrailleCheck.trimmed(page.rows[0])
            let left = Self.blanks(line)
            #expect(left == 8 && line.dropFirst(left).hasPrefix(head), "page \(index + 1), centred: \(line)")
            let rest = line.dropFirst(left + head.count)
            guard page.number?.hasPrefix("⠞") == false else {
                #expect(rest.isEmpty, "no print page on a transcriber-generated page: \(line)")
                continue
            }
            // The print page number (1 to 4, continuation letters a, b ...) at the right,
            // at least three blank cells after the head.
            let number = rest.drop { $0 == Self.blank }
            #expect(rest.count - number.count >= 3 && !number.isEmpty && !number.contains(Self.blank), "page \(index + 1): \(line)")
            #expect(line.count == 40, "the print page number ends the line: \(line)")
            #expect(page.rows.allSatisfy { BrailleCheck.trimmed($0).count <= 40 })
        }
    }

    @Test("§1.8: under a running head a chapter's centred heading is on line 3, after a blank line 2; text continued from the last page goes on line 2")
    func linesUnderTheHead() throws {
        let document = try Self.document(Self.settings())
        let pages = document.volumes[0].pages
        let chapter = try BrailleCheck.braille("Chapter Two: The Storm")
        let opening = try #require(pages.firstIndex { $0.rows.contains { $0.contains(chapter) } })
        #expect(pages[opening].rows[1].isEmpty, "\(pages[opening].rows[1])")
        #expect(Self.isCentred(pages[opening].rows[2], chapter), "\(pages[opening].rows[2])")
        let continued = try #require(pages.indices.dropFirst().first { index in
            index != opening && !pages[index].rows[1].isEmpty
        })
        #expect(Self.blanks(pages[continued].rows[1]) <= 2, "text on line 2: \(pages[continued].rows[1])")
        #expect(pages.allSatisfy { $0.rows.count == 25 })
        let book = try BookLoader().load(path: Self.fixture)
        #expect(try BrailleCorpusTests.layoutProblems(document, book: book) == [])
    }

    @Test("§1.8: the same words with and without running heads; without (the default), line 1 holds no head")
    func sameText() throws {
        let on = try Self.document(Self.settings { $0.titlePage = false })
        let off = try Self.document(Self.settings { $0.titlePage = false; $0.runningHeads = false })
        let head = try BrailleCheck.braille(Self.headWords)
        #expect(!BrailleCheck.rows(off).contains { $0.contains(head) })
        #expect(BrailleSettings().runningHeads == false)
        // The words of the text: without the running head's line, the page numbers and the
        // print page change rows.
        func words(_ document: BrailleDocument, headed: Bool) -> [Substring] {
            document.volumes.flatMap(\.pages).enumerated().flatMap { index, page in
                var rows = page.rows.map { Substring(BrailleCheck.trimmed($0)) }
                if page.number != nil { rows[rows.count - 1] = rows[rows.count - 1].split(separator: Self.blank).dropLast().joined(separator: "⠀")[...] }
                if headed && index > 0 {
                    rows.removeFirst()
                } else if page.firstPrintPage != nil, rows[0].contains("⠀⠀⠀") {
                    rows[0] = rows[0].split(separator: Self.blank).dropLast().joined(separator: "⠀")[...]
                }
                return rows.filter { !$0.hasPrefix("⠤⠤⠤") }.flatMap { $0.split(separator: Self.blank) }
            }
        }
        let text = words(on, headed: true)
        #expect(text.contains(Substring(try BrailleCheck.braille("voyage"))))
        #expect(text == words(off, headed: false), "the same words in the same order")
    }

    @Test("§1.8: with --no-title-page the volume's first page has no running head, the next has")
    func noTitlePage() throws {
        let document = try Self.document(Self.settings { $0.titlePage = false })
        let head = try BrailleCheck.braille(Self.headWords)
        let pages = document.volumes[0].pages
        #expect(!pages[0].rows[0].contains(head) && pages[1].rows[0].contains(head))
    }

    @Test("§1.8: without title pages, a later volume's first page keeps only its print page number on line 1")
    func laterVolumeWithoutTitlePage() throws {
        let document = try Self.document(Self.settings { $0.titlePage = false; $0.volumePages = 3 })
        let head = try BrailleCheck.braille(Self.headWords)
        #expect(document.volumes.count == 2)
        for volume in document.volumes {
            let first = volume.pages[0].rows[0]
            #expect(!first.contains(head), "\(first)")
            #expect(volume.pages.dropFirst().allSatisfy { $0.rows[0].contains(head) })
        }
        let line = BrailleCheck.trimmed(document.volumes[1].pages[0].rows[0])
        #expect(line.isEmpty || line.hasPrefix(String(repeating: Self.blank, count: 30)), "at most the print page number: \(line)")
    }

    @Test("§1.6: a single volume ends with \"The End\" centred after a blank line; an excerpt (no title page) has no end line")
    func endOfBook() throws {
        let end = try BrailleCheck.braille("The End")
        let pages = try Self.rows(Self.settings { $0.runningHeads = false })
        let last = try #require(pages.last)
        let row = try #require(last.firstIndex { Self.isCentred($0, end) }, "\(last)")
        #expect(last[row - 1].isEmpty && !last[row - 2].isEmpty, "a blank line before it, right after the text")
        #expect(last[(row + 1)..<24].allSatisfy { $0.isEmpty })
        let excerpt = try Self.rows(Self.settings { $0.runningHeads = false; $0.titlePage = false })
        #expect(!excerpt.joined().contains { $0.hasSuffix(end) })
    }

    @Test("§2.5: the special symbols page follows the title page: two-line heading, blank line, the dot locator, then each symbol the volume uses in 1-3, numbered t1")
    func specialSymbols() throws {
        let pages = try Self.rows(Self.settings { $0.runningHeads = false })
        let page = pages[1]
        let special = try BrailleCheck.braille("Special Symbols")
        let used = try BrailleCheck.braille("Used in This Volume")
        #expect(Self.isCentred(page[0], special), "\(page[0])")
        #expect(Self.isCentred(page[1], used), "\(page[1])")
        #expect(page[2].isEmpty)
        let locator = try BrailleCheck.braille("dot locator for mention")
        let italic = try BrailleCheck.braille("italic word indicator")
        let bold = try BrailleCheck.braille("bold word indicator")
        #expect(page[3] == "⠘⠿⠀" + locator)
        #expect(page[4] == "⠘⠿⠨⠂⠀" + italic)
        #expect(page[5] == "⠘⠿⠘⠂⠀" + bold)
        #expect(page[6...23].allSatisfy { $0.isEmpty })
        let number = try BrailleCheck.braille("t1")
        #expect(page[24] == String(repeating: Self.blank, count: 40 - number.count) + number, "\(page[24])")
        // The transcriber's notes page (§2.6: the book has print pages) is t2; the body
        // follows on a page of its own, numbered 1.
        #expect(pages[2][24].hasSuffix("⠀⠀⠀" + (try BrailleCheck.braille("t2"))))
        let one = try BrailleCheck.braille("1")
        #expect(pages[3][24].hasSuffix("⠀⠀⠀" + one))
        // Under a running head the heading is on lines 3 and 4.
        let headed = try Self.rows(Self.settings())[1]
        #expect(headed[1].isEmpty && Self.isCentred(headed[2], special))
    }

    @Test("§2.5: each volume lists the symbols of its own text; under running heads the page carries the head")
    func symbolsPerVolume() throws {
        let document = try Self.document(Self.settings { $0.volumePages = 3 })
        #expect(document.volumes.count == 2)
        let italic = try BrailleCheck.braille("italic word indicator")
        let bold = try BrailleCheck.braille("bold word indicator")
        let head = try BrailleCheck.braille(Self.headWords)
        let first = document.volumes[0].pages[1].rows, second = document.volumes[1].pages[1].rows
        #expect(first[0].contains(head) && second[0].contains(head))
        #expect(first.contains { $0.hasSuffix(italic) } && !first.contains { $0.hasSuffix(bold) })
        #expect(second.contains { $0.hasSuffix(bold) } && !second.contains { $0.hasSuffix(italic) })
    }

    @Test("§2.5: with --math-code nemeth the page lists the opening and closing Nemeth Code indicators, after the typeform indicators")
    func nemethSwitches() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/math.xhtml")) { $0.mathCode = .nemeth }
        let page = document.volumes[0].pages[1].rows.map(BrailleCheck.trimmed)
        let opening = try BrailleCheck.braille("opening Nemeth Code indicator")
        let closing = try BrailleCheck.braille("closing Nemeth Code indicator")
        let open = try #require(page.firstIndex(of: "⠘⠿⠸⠩⠀" + opening), "\(page)")
        #expect(page[open + 1] == "⠘⠿⠸⠱⠀" + closing)
        #expect(page[3] == "⠘⠿⠀" + (try BrailleCheck.braille("dot locator for mention")))
        let ueb = try BrailleCheck.render(TestPaths.fixture("braille/math.xhtml")) { _ in }
        #expect(!BrailleCheck.rows(ueb).contains { $0.hasSuffix(opening) }, "no Nemeth in UEB technical material")
    }

    @Test("UEB Rulebook §3.26 with §2.5: a book's transcriber-defined math symbols are assigned once, in the order the braille meets them, so two symbols of different expressions never share cells, and the special symbols page names each", arguments: [MathBrailleCode.ueb, .nemeth])
    func transcriberDefinedMathSymbols(code: MathBrailleCode) throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/defined-symbols.xhtml")) { $0.mathCode = code }
        // The fixture's three expressions.
        let expressions = try ["<mi>a</mi><mo>☐</mo><mi>b</mi>", "<mi>a</mi><mo>⌑</mo><mi>b</mi>",
                               "<mi>a</mi><mo>⌑</mo><mi>b</mi><mo>☐</mo><mi>c</mi>"].map { markup in
            try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression
        }
        // Alone, each expression numbers its own symbols from the first: ☐ and ⌑ share cells.
        let star = try #require(MathRender.transcriberDefinedSymbols(expressions[0], code: code).first)
        let diamond = try #require(MathRender.transcriberDefinedSymbols(expressions[1], code: code).first)
        #expect(star.cells == diamond.cells)
        // In the book, ☐ keeps the first and ⌑ takes the second, in every expression.
        let body = BrailleCheck.rows(document).joined(separator: "\n")
        var assigned = BookTranscriberSymbols()
        _ = assigned.register([star, TranscriberDefinedSymbol(character: "⌑", cells: diamond.cells)], code: code)
        let second = try #require(assigned.cells["⌑"])
        #expect(second != star.cells)
        let both = MathRender.braille(expressions[2], code: code, book: assigned.cells)
        #expect(both.braille.contains(second) && both.braille.contains(star.cells))
        #expect(body.contains(MathRender.braille(expressions[1], code: code, book: assigned.cells).braille))
        // The special symbols page lists both, with what each stands for, before any Nemeth switch.
        // Each entry with its runover lines (cell 3) joined back.
        var page: [String] = []
        for row in document.volumes[0].pages[1].rows.map(BrailleCheck.trimmed) {
            if row.hasPrefix("⠀⠀"), !row.hasPrefix("⠀⠀⠀"), let last = page.last, last.hasPrefix("⠘⠿") {
                page[page.count - 1] = last + "⠀" + row.dropFirst(2)
            } else {
                page.append(row)
            }
        }
        let starLine = "⠘⠿" + star.cells + "⠀" + (try BrailleCheck.braille("transcriber-defined symbol: ballot box"))
        let diamondLine = "⠘⠿" + second + "⠀" + (try BrailleCheck.braille("transcriber-defined symbol: square lozenge"))
        let starRow = try #require(page.firstIndex(of: starLine), "\(page)")
        #expect(page[starRow + 1] == diamondLine)
        if code == .nemeth {
            let opening = try BrailleCheck.braille("opening Nemeth Code indicator")
            #expect((page.firstIndex { $0.hasSuffix(opening) } ?? 0) > starRow + 1)
        }
    }

    @Test("§2.5: a volume that uses none of the listed symbols has no special symbols page")
    func noSymbols() throws {
        let heading = try BrailleCheck.braille("Special Symbols Used in This Volume")
        let plain = try BrailleCheck.render(TestPaths.fixture("braille/styling/example4.xhtml")) { _ in }
        #expect(BrailleExporter.specialSymbols(in: plain.volumes[0].pages).isEmpty)
        #expect(!BrailleCheck.rows(plain).contains { $0.contains(heading) })
    }
}

extension BANAPagesTests {
    @Test("Formats 2016 §2.3: a volume's title page names its print pages from the first, when the book's first print page begins under the chapter heading on the volume's first braille page")
    func titlePagePrintPagesFromTheFirst() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/print-pages-under-heading.xhtml"))
        let single = try BrailleExporter(output: .unicode, settings: BrailleSettings()).render(book)
        let title = single.volumes[0].pages[0].rows.joined()
        #expect(title.contains(try BrailleCheck.braille("Print pages 1 to 6")), "one volume holds print pages 1 to 6: \(single.volumes[0].pages[0].rows)")
        var settings = BrailleSettings()
        settings.volumePages = 2
        let volumes = try BrailleExporter(output: .unicode, settings: settings).render(book).volumes
        #expect(volumes.count >= 2)
        let first = volumes[0].pages[0].rows.joined()
        #expect(first.contains(try BrailleCheck.braille("Print pages 1 to")), "volume 1 starts at print page 1: \(volumes[0].pages[0].rows)")
    }
}
