import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import TextExport

/// BANA *Braille Formats* (2016) rules for lists, poems, boxes, headings, print pages, front
/// matter and word division, on the project's `braille/round3.xhtml` and `braille/pagelist`
/// fixtures, checked row by row. docs/braille.md lists each rule with its section.
@Suite("Braille: BANA Braille Formats, lists to front matter")
struct BANAStructuresTests {
    static var fixture: String { TestPaths.fixture("braille/round3.xhtml") }
    static var pageList: String { TestPaths.fixture("braille/pagelist") }

    static func rows(_ path: String = fixture, configure: (inout BrailleSettings) -> Void = { _ in }) throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(path) { settings in
            settings.titlePage = false
            settings.chapterNewPage = false
            settings.lines = 200
            configure(&settings)
        })
    }

    static func index(of text: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(rows.firstIndex { $0.contains(cells) }, "no row holds '\(text)'")
    }

    static func blanks(_ row: String) -> Int { row.prefix { $0 == BrailleCheck.blank }.count }

    @Test("§8.3: a list of two levels is 1-5 / 3-5, of three levels 1-7 / 3-7 / 5-7")
    func listPatterns() throws {
        let rows = try Self.rows()
        let outer = try Self.index(of: "that is long enough", in: rows)
        #expect(Self.blanks(rows[outer]) == 0 && Self.blanks(rows[outer + 1]) == 4, "\(rows[outer + 1])")
        #expect(Self.blanks(rows[try Self.index(of: "inner item one", in: rows)]) == 2)
        let alpha = try Self.index(of: "alpha level one", in: rows)
        #expect(Self.blanks(rows[alpha]) == 0 && Self.blanks(rows[alpha + 1]) == 6, "\(rows[alpha + 1])")
        #expect(Self.blanks(rows[try Self.index(of: "beta level two", in: rows)]) == 2)
        let gamma = try Self.index(of: "gamma level three", in: rows)
        #expect(Self.blanks(rows[gamma]) == 4 && Self.blanks(rows[gamma + 1]) == 6, "\(rows[gamma + 1])")
    }

    @Test("§13.3, §13.4: lines separated by <br/> (p.verse, z3998:poem) each start in cell 1; stanzas and the poem are set off by blank lines")
    func poemLines() throws {
        let rows = try Self.rows()
        let first = try Self.index(of: "The first verse line", in: rows)
        #expect(rows[first - 1].isEmpty)
        for offset in 0...2 { #expect(Self.blanks(rows[first + offset]) == 0, "\(rows[first + offset])") }
        #expect(rows[first + 1].hasPrefix(try BrailleCheck.braille("the second verse line")))
        #expect(rows[first + 3].isEmpty)
        let one = try Self.index(of: "stanza one closes", in: rows)
        #expect(Self.blanks(rows[one]) == 0)
        #expect(rows[one + 1].isEmpty, "a blank line between stanzas")
        #expect(rows[one + 2].contains(try BrailleCheck.braille("Stanza two opens here")))
        #expect(rows[one + 4].isEmpty, "a blank line after the poem")
    }

    @Test("§7.2, Appendix C: no blank line between a related heading and its box, none inside, one after; nested boxes have full-cell outer lines")
    func boxes() throws {
        let rows = try Self.rows()
        let heading = try Self.index(of: "Boxed subsection", in: rows)
        #expect(rows[heading + 1].allSatisfy { $0 == "⠶" } && !rows[heading + 1].isEmpty, "\(rows[heading + 1])")
        #expect(rows[heading + 2].contains(try BrailleCheck.braille("A box straight after its heading.")))
        #expect(rows[heading + 3].allSatisfy { $0 == "⠛" } && rows[heading + 4].isEmpty)
        let outer = try Self.index(of: "The outer box text.", in: rows)
        #expect(rows[outer - 1].allSatisfy { $0 == "⠿" } && rows[outer - 2].isEmpty, "\(rows[outer - 1])")
        let inner = try Self.index(of: "The inner box text.", in: rows)
        #expect(rows[inner - 1].allSatisfy { $0 == "⠶" })
        #expect(rows[inner + 1].allSatisfy { $0 == "⠛" } && rows[inner + 2].allSatisfy { $0 == "⠿" },
                "adjacent inner and outer bottom lines, no blank between (§7.2f)")
        #expect(rows[inner + 3].isEmpty)
    }

    @Test("§7.3: a bottom box line never starts a page alone: the box's last line comes with it")
    func bottomBoxLineNotAlone() throws {
        for lines in 6...16 {
            let document = try BrailleCheck.render(Self.fixture) { settings in
                settings.titlePage = false
                settings.chapterNewPage = false
                settings.lines = lines
            }
            let outerText = try BrailleCheck.braille("The outer box text.")
            for page in document.volumes.flatMap(\.pages) {
                let rows = page.rows.filter { !$0.isEmpty }
                guard let first = rows.first else { continue }
                // A full-cell line opening a page must be the outer box's top line.
                let bottom = first.allSatisfy { $0 == "⠛" }
                    || first.allSatisfy { $0 == "⠿" } && !(rows.dropFirst().first ?? "").contains(outerText)
                #expect(!bottom, "page of \(lines) lines opens with a bottom box line: \(page.rows)")
            }
        }
    }

    @Test("Appendix C: no blank line between a cell-5 heading and the cell-7 heading under it; a page change between lists is the indicator then one blank line")
    func headingsAndPageChanges() throws {
        let rows = try Self.rows()
        let section = try Self.index(of: "Harbour section", in: rows)
        #expect(Self.blanks(rows[section]) == 4 && Self.blanks(rows[section + 1]) == 6)
        #expect(rows[section + 1].contains(try BrailleCheck.braille("Quay subsection")))
        let before = try Self.index(of: "first list before the page", in: rows)
        // Page 6's note (its reference is in the heading) ends page 6, before the indicator
        // (Formats 2016 §16.1a).
        let seven = try BrailleCheck.braille("7")
        let indicator = try #require(rows[(before + 1)...].firstIndex { $0.hasPrefix("⠤⠤⠤⠤⠤⠤⠤") && $0.hasSuffix(seven) })
        #expect(rows[(before + 1)..<indicator].contains { BrailleCheck.trimmed($0) == "⠤⠤⠤⠤⠤⠤" }, "the note's separation line")
        #expect(try rows[indicator + 1].isEmpty && rows[indicator + 2].contains(try BrailleCheck.braille("second list after the page")))
    }

    @Test("Appendix C: a page change indicator right after a heading: one blank line, after the indicator, where the next block wants one; none between a cell-5 heading and its cell-7 heading")
    func pageChangeAfterHeading() throws {
        let rows = try Self.rows(TestPaths.fixture("braille/page-change-after-heading.xhtml"))
        func isIndicator(_ row: String, _ page: String) throws -> Bool {
            let number = try BrailleCheck.braille(page)
            return row.hasPrefix("⠤⠤⠤⠤") && row.hasSuffix(number)
        }
        // A centred heading, the indicator, one blank line, the cell-5 heading.
        let one = try Self.index(of: "Chapter One", in: rows)
        #expect(try isIndicator(rows[one + 1], "1") && rows[one + 2].isEmpty)
        #expect(rows[one + 3].contains(try BrailleCheck.braille("Section A")))
        // A cell-5 heading, the indicator, the cell-7 heading: no blank line.
        let section = try Self.index(of: "Section B", in: rows)
        #expect(try isIndicator(rows[section + 1], "2") && rows[section + 2].contains(try BrailleCheck.braille("Sub C")))
        // A centred heading, the indicator, one blank line, the quotation.
        let two = try Self.index(of: "Chapter Two", in: rows)
        #expect(try isIndicator(rows[two + 1], "3") && rows[two + 2].isEmpty)
        #expect(rows[two + 3].contains(try BrailleCheck.braille("A quotation here.")))
        // A paragraph wants no blank line before it: the heading's stays before the indicator.
        let three = try Self.index(of: "Chapter Three", in: rows)
        #expect(try rows[three + 1].isEmpty && isIndicator(rows[three + 2], "4"))
        #expect(rows[three + 3].contains(try BrailleCheck.braille("Plain text after.")))
    }

    @Test("Formats 2016, 2024 update: a list or poem that ends on a page's last two lines puts its blank line at the top of the next page; §13.4.1d: so does a stanza that ends on the last line", arguments: [5, 6, 7])
    func blankLineAtPageEnd(lines: Int) throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/blank-line-page-end.xhtml")) { settings in
            settings.titlePage = false
            settings.lines = lines
        }
        let pages = document.volumes.flatMap(\.pages).map { $0.rows.map(BrailleCheck.trimmed) }
        func place(_ text: String) throws -> (page: Int, row: Int) {
            let cells = try BrailleCheck.braille(text)
            for (index, rows) in pages.enumerated() {
                if let row = rows.firstIndex(where: { $0.hasPrefix("⠀⠀" + cells) || $0.hasPrefix(cells) }) {
                    return (index, row)
                }
            }
            Issue.record("no row holds '\(text)': \(pages)")
            return (0, 0)
        }
        let list = try place("After the list.")
        let poem = try place("After the poem.")
        let stanza = try place("line four")
        // With 5 lines the list ends on line 5, with 6 on line 5 of 6, with 7 on line 5 of 7.
        if lines == 7 {
            #expect(list.row == 6 && pages[list.page][5].isEmpty, "one blank line on the page, as ever")
        } else {
            #expect(list.row == 1 && pages[list.page][0].isEmpty, "the blank line is line 1 of the next page: \(pages)")
        }
        // Every case: the poem's blank line is never the last line of a page with text after it.
        #expect(pages[poem.page][poem.row - 1].isEmpty)
        #expect(pages[stanza.page][stanza.row - 1].isEmpty, "a blank line before the second stanza, on its own page")
        let after = try BrailleCheck.braille("After")
        for rows in pages {
            // No page opens with the text a blank line should have separated from it.
            #expect(!rows[0].contains(after))
        }
    }

    @Test("§16.2: a note reference in a heading keeps its note indicator and number")
    func noteInHeading() throws {
        let rows = try Self.rows()
        let heading = try Self.index(of: "Notes in headings", in: rows)
        #expect(rows[heading].hasSuffix("⠐⠔⠼⠁"), "\(rows[heading])")
        let headingNote = try BrailleCheck.braille("The note on the heading.")
        #expect(rows.contains { $0.contains(headingNote) })
    }

    @Test("§1.11: print page breaks with nothing between them are one indicator, 8-9; a page break in a table cell comes after its row")
    func pageBreaks() throws {
        let rows = try Self.rows()
        let combinedPages = try BrailleCheck.braille("8-9")
        let combined = try #require(rows.firstIndex { $0.hasPrefix("⠤⠤⠤") && $0.hasSuffix(combinedPages) })
        #expect(rows[combined + 1].contains(try BrailleCheck.braille("Text on page nine.")))
        let page8 = try BrailleCheck.braille("8")
        #expect(!rows.contains { $0.hasPrefix("⠤⠤⠤") && $0.hasSuffix(page8) })
        let ferry = try Self.index(of: "Ferry", in: rows)
        #expect(try rows[ferry + 1].hasPrefix("⠤⠤⠤") && rows[ferry + 1].hasSuffix(try BrailleCheck.braille("10")))
    }

    @Test("§3.1.4: transcriber's notes of seven words or fewer are embedded in the text's format, not 7-5")
    func shortNotesEmbedded() throws {
        // The fixture's table fits in columns, which take no note: listed, it takes one.
        let rows = try Self.rows { $0.tableFormat = .listed }
        for row in rows where row.contains("⠈⠨⠣") {
            #expect(Self.blanks(row) == 2, "\(row)")
        }
        #expect(rows.filter { $0.contains("⠈⠨⠣") }.count == 2, "the table's note and the image's")
    }

    @Test("§1.10, UEB §10.13: a hyphenated compound longer than the line is divided after its own hyphen")
    func compoundDivision() throws {
        let rows = try Self.rows { $0.cells = 24 }
        let selfHyphen = try BrailleCheck.braille("self-")
        let index = try #require(rows.firstIndex { $0.contains(selfHyphen) })
        #expect(rows[index].hasSuffix("⠤"), "\(rows[index])")
        #expect(try rows[index + 1].hasPrefix(try BrailleCheck.braille("regulating")) || rows[index].hasSuffix(try BrailleCheck.braille("regulating-")),
                "the next line starts a part of the compound: \(rows[index + 1])")
        let regu = try BrailleCheck.braille("regu")
        #expect(!rows.contains { $0.hasSuffix(regu + "⠤") })
    }

    @Test("§1.11, §2: a book whose print pages are only page-list anchors gets page change indicators, print pages on its title page and contents citing print pages")
    func pageListPages() throws {
        let document = try BrailleCheck.render(Self.pageList) { $0.tableOfContents = true }
        let rows = BrailleCheck.rows(document)
        let printPages = try BrailleCheck.braille("Print pages v to 3")
        #expect(rows.contains { $0.contains(printPages) }, "the title page")
        for page in ["2", "3"] {
            let pageCells = try BrailleCheck.braille(page)
            #expect(rows.contains { $0.hasPrefix("⠤⠤⠤") && $0.hasSuffix(pageCells) }, "indicator for page \(page)")
        }
        let chapter = try #require(rows.first { $0.contains(try BrailleCheck.braille("Chapter One")) && $0.contains(BrailleLayout.string([BrailleLayout.guideDot])) })
        #expect(chapter.hasSuffix(try BrailleCheck.braille("1")), "the contents cites print page 1: \(chapter)")
    }

    @Test("--page-markers in the text export shows the page-list pages too")
    func pageListInText() throws {
        let book = try BookLoader().load(path: Self.pageList)
        var settings = TextSettings()
        settings.pageMarkers = true
        let text = String(decoding: try #require(try TextExporter(settings: settings).export(book).first).contents, as: UTF8.self)
        for page in ["v", "1", "2", "3"] { #expect(text.contains("page \(page) "), "page \(page) in \(text)") }
    }

    @Test("§1.15, §2.7: front matter is on preliminary pages numbered on after the contents; the body starts on a new page numbered 1")
    func frontMatterPages() throws {
        let document = try BrailleCheck.render(Self.pageList) { $0.tableOfContents = true }
        let pages = document.volumes.flatMap(\.pages)
        let prefaceCells = try BrailleCheck.braille("The preface is front matter")
        let preface = try #require(pages.firstIndex { $0.rows.joined().contains(prefaceCells) })
        let chapterCells = try BrailleCheck.braille("The chapter starts")
        let chapter = try #require(pages.firstIndex { $0.rows.joined().contains(chapterCells) })
        let contentsCells = try BrailleCheck.braille("Contents")
        let contents = try #require(pages.firstIndex { $0.rows.joined().contains(contentsCells) })
        #expect(pages[contents].number == (try BrailleCheck.braille("p1")))
        #expect(pages[preface].number == (try BrailleCheck.braille("p2")))
        #expect(pages[chapter].number == (try BrailleCheck.braille("1")))
        #expect(chapter == preface + 1)
    }

    @Test("§2.3: a volume's title page names only the print pages its pages show, not a change indicator left at its end")
    func printPagesShown() throws {
        let translator = try BrailleTranslator(tables: BrailleLayoutTests.tables)
        var layout = BrailleLayout(cells: 30, lines: 10) { Cells(String($0).unicodeScalars) }
        layout.printPage(try translator.translate("4"), text: "4")
        layout.addParagraph(try translator.translate("Text on page four."), first: 2, runover: 0)
        layout.printPage(try translator.translate("5"), text: "5")
        layout.newPage()
        layout.addParagraph(try translator.translate("Text on page five."), first: 2, runover: 0)
        let pages = layout.finish()
        #expect(pages[0].firstPrintPage == "4" && pages[0].lastPrintPage == "4")
        #expect(pages[1].firstPrintPage == "5")
    }
}
