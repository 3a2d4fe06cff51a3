import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// A style sheet written for braille (lengths in `ch`, one cell, or a `line-height` in
/// `rem`, braille lines: the units of the eBraille styling best practices) is the book's
/// braille layout: a paragraph's `text-indent` and `line-height` are taken as the sheet
/// gives them. A print book's style sheet is not: its paragraphs stay 3-1 (BANA Braille
/// Formats §1.9 keeps only blocked ones blocked). docs/braille.md, "Style sheets written
/// for braille"; fixtures `braille/braille-stylesheet*.xhtml`, `print-stylesheet-indent.xhtml`.
@Suite("Braille: style sheets written for braille (text-indent, line-height)")
struct BrailleStyleSheetLayoutTests {
    static func rows(_ name: String) throws -> [String] {
        try BANAStructuresTests.rows(TestPaths.fixture("braille/" + name))
    }

    static func index(of text: String, in rows: [String]) throws -> Int { try BANAStructuresTests.index(of: text, in: rows) }
    static func blanks(_ row: String) -> Int { BANAStructuresTests.blanks(row) }

    @Test("CSS Text 3 text-indent in a braille style sheet: 2ch is cell 3, zero (own or inherited) is cell 1 with runovers in cell 1, and no blank line is added")
    func textIndent() throws {
        let rows = try Self.rows("braille-stylesheet.xhtml")
        let indented = try Self.index(of: "An indented paragraph", in: rows)
        #expect(Self.blanks(rows[indented]) == 2 && Self.blanks(rows[indented + 1]) == 0, "\(rows[indented])")
        let own = try Self.index(of: "A paragraph set flush", in: rows)
        #expect(Self.blanks(rows[own]) == 0 && Self.blanks(rows[own + 1]) == 0, "\(rows[own])")
        #expect(!rows[own - 1].isEmpty, "a flush paragraph is not blocked: no blank line before it")
        let inherited = try Self.index(of: "A paragraph whose indent of zero", in: rows)
        #expect(Self.blanks(rows[inherited]) == 0, "text-indent is inherited: \(rows[inherited])")
        let again = try Self.index(of: "A paragraph that sets two cells", in: rows)
        #expect(Self.blanks(rows[again]) == 2, "\(rows[again])")
        let item = try Self.index(of: "A list item keeps", in: rows)
        #expect(Self.blanks(rows[item]) == 0 && Self.blanks(rows[item + 1]) == 2, "a list item's 1-3: \(rows[item + 1])")
    }

    @Test("CSS text-indent's initial value is 0: in a braille style sheet that sets no indent, a paragraph starts in cell 1")
    func initialIndent() throws {
        let rows = try Self.rows("braille-stylesheet-none.xhtml")
        let paragraph = try Self.index(of: "No text-indent is set", in: rows)
        #expect(Self.blanks(rows[paragraph]) == 0 && Self.blanks(rows[paragraph + 1]) == 0, "\(rows[paragraph])")
    }

    @Test("CSS Inline 3 line-height: 2rem (two braille lines) puts a blank line after each line of the paragraph; inherited; 1rem sets single spacing again")
    func doubleSpacing() throws {
        let rows = try Self.rows("braille-stylesheet.xhtml")
        let spaced = try Self.index(of: "A double spaced paragraph", in: rows)
        #expect(rows[spaced + 1].isEmpty && !rows[spaced + 2].isEmpty && rows[spaced + 3].isEmpty, "\(rows[spaced...].prefix(4))")
        let inherited = try Self.index(of: "The line height is inherited", in: rows)
        #expect(rows[inherited + 1].isEmpty && !rows[inherited + 2].isEmpty, "\(rows[inherited...].prefix(3))")
        let single = try Self.index(of: "This paragraph sets a single", in: rows)
        #expect(!rows[single + 1].isEmpty, "single spaced again: \(rows[single...].prefix(2))")
    }

    @Test("A print style sheet (em, unitless line-height, a max-width in ch) is not the braille layout: an unindented paragraph stays 3-1, a tall line height adds no blank lines")
    func printStyleSheet() throws {
        let rows = try Self.rows("print-stylesheet-indent.xhtml")
        let first = try Self.index(of: "A print book's first paragraph", in: rows)
        #expect(Self.blanks(rows[first]) == 2, "\(rows[first])")
        let tall = try Self.index(of: "A print line height", in: rows)
        #expect(!rows[tall + 1].isEmpty && Self.blanks(rows[tall + 1]) == 0, "\(rows[tall...].prefix(2))")
    }
}

/// Forced page breaks of a style sheet written for braille (CSS Fragmentation 3 §3.1).
@Suite("Braille: page breaks of style sheets written for braille")
struct BrailleStyleSheetPageBreakTests {
    /// The number of the page (0-based) whose rows hold `text`.
    static func page(of text: String, in pages: [[String]]) throws -> Int {
        let cells = try BrailleCheck.braille(text)
        return try #require(pages.firstIndex { $0.contains { $0.contains(cells) } }, "no page holds '\(text)'")
    }

    static func pages(_ name: String) throws -> [[String]] {
        var settings = BrailleSettings()
        settings.titlePage = false
        settings.chapterNewPage = false
        settings.lines = 25
        return try BrailleCheck.pages(TestPaths.fixture("braille/" + name), output: .brf, settings: settings)
    }

    @Test("CSS Fragmentation 3 §3.1: break-after: page ends the page after the block, break-before: page and CSS 2's page-break-before: always start one; avoid-page forces none")
    func forcedBreaks() throws {
        let pages = try Self.pages("braille-page-breaks.xhtml")
        let list = try Self.page(of: "The second entry", in: pages)
        let after = try Self.page(of: "A paragraph after the list", in: pages)
        #expect(after == list + 1, "break-after: page on the list")
        let heading = try Self.page(of: "A Heading on a New Page", in: pages)
        #expect(heading == after + 1, "break-before: page on the heading")
        #expect(try Self.page(of: "Its text follows it", in: pages) == heading)
        #expect(try Self.page(of: "A paragraph that avoids", in: pages) == heading, "avoid-page is no forced break")
        #expect(try Self.page(of: "A paragraph with the old page break", in: pages) == heading + 1, "page-break-before: always")
        #expect(pages.count == heading + 2, "no empty page: \(pages.count) pages")
    }

    @Test("A print style sheet's page breaks are print's: braille does not break there (chapters start pages only by --chapter-new-page)")
    func printBreaks() throws {
        let pages = try Self.pages("print-page-breaks.xhtml")
        #expect(try Self.page(of: "A Print Chapter", in: pages) == 0)
        #expect(pages.count == 1)
    }
}

/// Guide dots in a contents laid out by a style sheet written for braille (eBraille styling
/// best practices, examples 9 and 23: the sheet generates the dots, or leaves the gap blank).
@Suite("Braille: contents guide dots from style sheets written for braille")
struct BrailleStyleSheetContentsTests {
    static func rows(_ name: String) throws -> [String] {
        try BANAStructuresTests.rows(TestPaths.fixture("braille/" + name))
    }

    @Test("A braille style sheet that generates no guide dots leaves the gap to the page number blank, the number at the right margin")
    func blankGap() throws {
        let rows = try Self.rows("contents-leaders.xhtml")
        let entry = try BANAStructuresTests.index(of: "Opening", in: rows)
        #expect(!rows[entry].contains("⠐⠐") && rows[entry].hasSuffix("⠀⠼⠉") && rows[entry].count == 40, "\(rows[entry])")
    }

    @Test("A braille style sheet generating dot-5 content keeps BANA's guide dots (§2.10); so does a print book's contents (round4 and the §2.10 tests)")
    func generatedDots() throws {
        let rows = try Self.rows("contents-leaders-dotted.xhtml")
        let entry = try BANAStructuresTests.index(of: "Opening", in: rows)
        #expect(rows[entry].contains("⠀⠐⠐⠐") && rows[entry].hasSuffix("⠐⠀⠼⠉"), "\(rows[entry])")
    }
}

@Suite("Braille: anonymous paragraphs and media queries of style sheets written for braille")
struct BrailleStyleSheetAnonymousTests {
    @Test("CSS 2 §9.2.1.1: text straight in a div is an anonymous block with the div's inherited text-indent; a media query in ch marks the sheet as written for braille")
    func anonymousParagraph() throws {
        let rows = try BANAStructuresTests.rows(TestPaths.fixture("braille/braille-stylesheet-media.xhtml"))
        let text = try BANAStructuresTests.index(of: "Text straight in a division", in: rows)
        #expect(BANAStructuresTests.blanks(rows[text]) == 0 && BANAStructuresTests.blanks(rows[text + 1]) == 0, "\(rows[text])")
    }
}

/// Cells a style sheet written for braille gives paragraphs beyond 0 and 2: other
/// `text-indent`s and `margin-left` (eBraille styling best practices, examples 1, 6).
@Suite("Braille: style sheets written for braille, cells from margin-left and text-indent")
struct BrailleStyleSheetCellsTests {
    static func rows() throws -> [String] { try BrailleStyleSheetLayoutTests.rows("braille-stylesheet-cells.xhtml") }

    /// The first line's cell and the runover's (1-based) of the paragraph opening with `text`.
    static func cells(of text: String, in rows: [String]) throws -> (first: Int, runover: Int) {
        let row = try BrailleStyleSheetLayoutTests.index(of: text, in: rows)
        return (BrailleStyleSheetLayoutTests.blanks(rows[row]) + 1, BrailleStyleSheetLayoutTests.blanks(rows[row + 1]) + 1)
    }

    @Test("eBraille styling best practices (CSS Text 3 text-indent): text-indent 4ch is a first line in cell 5, its runovers at the margin; 2ch stays 3-1")
    func fourCells() throws {
        let rows = try Self.rows()
        #expect(try Self.cells(of: "An ordinary paragraph", in: rows).first == 3)
        #expect(try Self.cells(of: "An ordinary paragraph", in: rows).runover == 1)
        #expect(try Self.cells(of: "A paragraph whose first line", in: rows).first == 5)
        #expect(try Self.cells(of: "A paragraph whose first line", in: rows).runover == 1)
    }

    @Test("eBraille styling best practices (CSS Box 3 margin-left): a margin of 4ch is the runover cell, 5; with text-indent 2ch the first line is in cell 7; text-indent -4ch a hanging 1-5")
    func leftMargin() throws {
        let rows = try Self.rows()
        #expect(try Self.cells(of: "A paragraph with a left margin", in: rows).first == 7)
        #expect(try Self.cells(of: "A paragraph with a left margin", in: rows).runover == 5)
        #expect(try Self.cells(of: "A hanging paragraph", in: rows).first == 1)
        #expect(try Self.cells(of: "A hanging paragraph", in: rows).runover == 5)
    }

    @Test("eBraille styling best practices (CSS Box 3): an enclosing division's margin-left moves its paragraphs in: 2ch and the paragraph's 2ch indent are 5-3")
    func enclosingMargin() throws {
        let rows = try Self.rows()
        #expect(try Self.cells(of: "A paragraph inside a division", in: rows).first == 5)
        #expect(try Self.cells(of: "A paragraph inside a division", in: rows).runover == 3)
    }

    @Test("eBraille styling best practices: a list item keeps its own format (1-3)")
    func listKeepsFormat() throws {
        let rows = try Self.rows()
        #expect(try Self.cells(of: "A list item keeps", in: rows).first == 1)
        #expect(try Self.cells(of: "A list item keeps", in: rows).runover == 3)
    }
}
