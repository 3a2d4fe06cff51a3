import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Project Gutenberg's and other producers' markup, round four of issue 38's audit on unseen
/// books: poems whose lines are spans the style sheet makes blocks (hiding their `<br>`),
/// print page numbers as Distributed Proofreaders' `span.pagenum`, ebookmaker's
/// `span.x-ebookmaker-pageno` and Wikisource's `span.ws-pagenum`, Pressbooks' notes.
/// Each test asserts what the Formats section says, on fixtures of the project's own words
/// in Gutenberg's markup pattern.
@Suite("Braille: BANA Formats in Project Gutenberg's, Wikisource's and Pressbooks' markup, round four (§1.11, §13.3, §13.4, §16)")
struct BANAGutenbergMarkupTests {
    static func document(_ name: String) throws -> BrailleDocument {
        try BrailleCheck.render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = false
            settings.cells = 40
        }
    }

    static func rows(_ name: String) throws -> [String] {
        BrailleCheck.rows(try document(name)).map(BrailleCheck.trimmed)
    }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    /// The print page labels the reader found, in order, in blocks and inline.
    static func pageLabels(_ book: Book) -> [String] {
        var labels: [String] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if case .pageBreak(let page) = block.role { labels.append(page.label) }
                for case .pageBreak(let page) in block.inlines { labels.append(page.label) }
                walk(block.children)
            }
        }
        walk(book.blocks)
        return labels
    }
}

// MARK: - §13.3, §13.4: a poem of span lines the style sheet makes blocks

extension BANAGutenbergMarkupTests {
    @Test("Formats 2016 §13.3: Project Gutenberg's poem lines (span.i0, span.i2, span.i4 that the CSS displays as blocks, their br hidden) each start a braille line, cell 1, 3 and 5 by their print indents")
    func gutenbergPoemLines() throws {
        let rows = try Self.rows("poem-gutenberg-blocks.html")
        let barge = try Self.row("The barge goes slow", in: rows)
        #expect(Self.cell(rows[barge]) == 1, "the first line in cell 1: \(rows[barge])")
        let horse = try Self.row("The horse walks on", in: rows)
        #expect(horse == barge + 1 && Self.cell(rows[horse]) == 3, "the i2 line its own row, a level in (cell 3): \(rows[horse])")
        let gate = try Self.row("And every gate", in: rows)
        #expect(gate == horse + 1 && Self.cell(rows[gate]) == 5, "the i4 line two levels in (cell 5): \(rows[gate])")
        let door = try Self.row("Until the keeper", in: rows)
        #expect(door == gate + 1 && Self.cell(rows[door]) == 1, "an i0 line back in cell 1: \(rows[door])")
    }

    @Test("Formats 2016 §13.4, §13.3: Project Gutenberg's div.stanza groups are stanzas (a blank line between them), and the poem stands between blank lines")
    func gutenbergStanzas() throws {
        let rows = try Self.rows("poem-gutenberg-blocks.html")
        let barge = try Self.row("The barge goes slow", in: rows)
        #expect(rows[barge - 1].isEmpty, "a blank line before the poem")
        let door = try Self.row("Until the keeper", in: rows)
        let climbs = try Self.row("The water waits", in: rows)
        #expect(climbs == door + 2 && rows[door + 1].isEmpty, "one blank line between the stanzas")
        let brim = try Self.row("The lock fills", in: rows)
        #expect(brim == climbs + 1 && Self.cell(rows[brim]) == 3, "\(rows[brim])")
        #expect(rows[brim + 1].isEmpty, "a blank line after the poem")
        let after = try Self.row("A paragraph after the poem", in: rows)
        #expect(Self.cell(rows[after]) == 3, "the paragraph after it 3-1: \(rows[after])")
    }

    @Test("CSS 2 §9.2.1 in every format's model: a span the CSS displays as a block starts a line in prose too; an inline span does not break its line")
    func spansDisplayedAsBlocks() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/poem-gutenberg-blocks.html"))
        let address = try #require(book.blocks.first { $0.plainText.contains("The Lock House") })
        let breaks = address.inlines.filter { if case .lineBreak = $0 { true } else { false } }.count
        #expect(breaks == 1, "the address's two block spans on two lines: \(address.inlines)")
        let paragraph = try #require(book.blocks.first { $0.plainText.contains("A paragraph after the poem") })
        #expect(!paragraph.inlines.contains { if case .lineBreak = $0 { true } else { false } }, "an inline span breaks no line")
        // A line ending in its own br (hidden or not) is one line, not a line and an empty one.
        let text = String(decoding: try TextExporter(settings: ExportSettings()).export(book)[0].contents, as: UTF8.self)
        #expect(text.contains("The barge goes slow along the cut,\nThe horse walks on before,"), "\(text)")
    }
}

// MARK: - §1.11: Distributed Proofreaders' and ebookmaker's page numbers

extension BANAGutenbergMarkupTests {
    @Test("Formats 2016 §1.11 in every format's model: span.pagenum ([Pg 2], {iv}), ebookmaker's empty span.x-ebookmaker-pageno (the number in its title) and Wikisource's span.ws-pagenum (in data-page-number) are print page breaks, not words")
    func producerPageNumbers() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/pages-gutenberg.html"))
        #expect(Self.pageLabels(book) == ["1", "2", "3", "4", "iv"])
        let words = book.blocks.map(\.plainText).joined(separator: " ")
        #expect(!words.contains("Pg") && !words.contains("{iv}"), "no page number is read as text: \(words)")
        #expect(words.contains("the last page of it"), "a page class holding words is text")
    }

    @Test("Formats 2016 §1.11: Gutenberg's page numbers give the braille pages their print page numbers (page 1 on the first, the change indicator where page 2 starts), and no [Pg n] in the text")
    func producerPageNumbersInBraille() throws {
        let document = try Self.document("pages-gutenberg.html")
        let pages = document.volumes.flatMap(\.pages)
        #expect(pages.first?.firstPrintPage == "1", "\(pages.first?.firstPrintPage ?? "none")")
        #expect(pages.last?.lastPrintPage == "iv", "\(pages.last?.lastPrintPage ?? "none")")
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        let bracketed = try BrailleCheck.braille("[Pg 2]")
        #expect(!rows.contains { $0.contains(bracketed) })
        // The print page change indicator (a row of dots 3-6 ending in the page's number)
        // stands where page 2 starts.
        let two = try BrailleCheck.braille("2")
        let indicator = try #require(rows.firstIndex { $0.hasPrefix("⠤⠤⠤") && $0.hasSuffix(two) },
                                     "a page change indicator for page 2")
        let sluices = try Self.row("sluices", in: rows)
        #expect(indicator > sluices, "page 2 starts after the sluices sentence")
    }

    @Test("Formats 2016 §1.11: what a page number is (a number, roman or arabic, in brackets or braces, after Pg or Page)", arguments: [
        ("[Pg 17]", "17"), ("{140}", "140"), ("17", "17"), ("[xii]", "xii"), ("Page 5", "5"), ("p. 9", "9"), ("[Pg 12a]", "12a"),
    ])
    func pageLabelsRead(text: String, label: String) {
        #expect(ContentConverter.pageLabel(in: text) == label)
    }

    @Test("Formats 2016 §1.11: what is no page number stays text", arguments: ["the end", "[Pg]", "12 13", "Note", "1.5"])
    func notPageLabels(text: String) {
        #expect(ContentConverter.pageLabel(in: text) == nil)
    }
}

// MARK: - §16: Pressbooks' notes

extension BANAGutenbergMarkupTests {
    @Test("Formats 2016 §16.1, §16.2: Pressbooks' notes (a.footnote to #footnote-12-1, the notes an ol in div.footnotes) are notes: each reference the note indicator and print's number, each note 7-5 after the separation line, the link back (a.return-footnote) not read, the rule above the notes (hr.before-footnotes) no section break")
    func pressbooksNotes() throws {
        let rows = try Self.rows("notes-pressbooks.html")
        let separator = try #require(rows.firstIndex { $0 == "⠤⠤⠤⠤⠤⠤" }, "a separation line")
        for (text, mark) in [("The first were built", "1"), ("Some flights have", "2")] {
            let row = try Self.row(text, in: rows)
            #expect(row > separator && Self.cell(rows[row]) == 7, "7-5 after the separation line: \(rows[row])")
            // The note indicator, print's number, then the note's words: no second number.
            #expect(rows[row].contains("⠐⠔" + (try BrailleCheck.braille(mark)) + "⠀" + (try BrailleCheck.braille(text))), "\(rows[row])")
        }
        let steps = try Self.row("steps", in: rows)
        #expect(rows[steps].contains("⠐⠔" + (try BrailleCheck.braille("2"))), "the reference is the note indicator: \(rows[steps])")
        #expect(!rows.contains { $0.contains(try! BrailleCheck.braille("[1]")) }, "print's brackets are the reference's, not text")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/notes-pressbooks.html"))
        let notes = book.blocks.filter { if case .note = $0.role { return true } else { return false } }
        #expect(notes.count == 2)
        #expect(!notes.contains { $0.plainText.contains("\u{21B5}") }, "the return link is not read: \(notes.map(\.plainText))")
        #expect(!book.blocks.contains { $0.role == .sceneBreak })
        #expect(book.blocks.contains { $0.plainText.contains("A footnote class on a span is no note") })
    }
}

// MARK: - §4: a chapter's label above its title, in the heading's wrapper

extension BANAGutenbergMarkupTests {
    static let labelledChapters = [("Chapter One", "The Thaw"), ("2", "Locks"), ("Part the Third", "The Long Pound")]

    @Test("Formats 2016 §4, §4.1.1 in every format's model: a short label before the heading in a header, a Pressbooks div.chapter-title-wrap or an hgroup is the heading's first line, not a paragraph; a link to the header reaches the heading")
    func headingLabelsInModel() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/heading-labels"))
        for (label, title) in Self.labelledChapters {
            let heading = try #require(book.blocks.first { if case .heading = $0.role { $0.plainText.contains(title) } else { false } })
            #expect(heading.plainText.hasPrefix(label), "\(heading.plainText)")
            #expect(!book.blocks.contains { $0.role == .paragraph && $0.plainText == label }, "\(label) is no paragraph of its own")
        }
        let thaw = try #require(book.navigation.toc.first { $0.label == "The Thaw" })
        let heading = try #require(book.blocks.first { $0.plainText.contains("The Thaw") })
        #expect(thaw.blockID == heading.id, "the contents link to the header goes to the heading")
        // The hgroup's paragraph after the heading is still its subtitle.
        let subtitle = try #require(book.blocks.first { $0.plainText == "In which nothing moves" })
        #expect(subtitle.traits.contains(.subtitle))
    }

    @Test("Formats 2016 §4: a sentence before the heading, or a short paragraph outside the heading's wrapper, stays a paragraph")
    func notHeadingLabels() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/heading-labels"))
        #expect(book.blocks.contains { $0.role == .paragraph && $0.plainText.hasPrefix("This chapter was written") })
        #expect(book.blocks.contains { $0.role == .paragraph && $0.plainText == "Chapter Four" })
        let winter = try #require(book.blocks.first { if case .heading = $0.role { $0.plainText.contains("Winter") } else { false } })
        #expect(winter.plainText == "Winter")
    }

    @Test("Formats 2016 §4.3: a chapter's label is centred with its title, at the top of the page the chapter begins, not left at the foot of the page before or on a page of its own")
    func headingLabelsInBraille() throws {
        let pages = try Self.document("heading-labels").volumes.flatMap(\.pages)
        for (label, title) in Self.labelledChapters {
            // Label and title are one centred heading, on one row when they fit.
            let heading = try BrailleCheck.braille("\(label) \(title)")
            let page = try #require(pages.firstIndex { $0.rows.contains { $0.contains(heading) } }, "a row holds \(label) \(title)")
            let rows = pages[page].rows.map(BrailleCheck.trimmed)
            let row = try #require(rows.firstIndex { $0.contains(heading) })
            #expect(rows[..<row].allSatisfy { $0.isEmpty || Self.cell($0) > 30 }, "the chapter opens its page: \(rows.prefix(row + 1))")
            let blank = Self.cell(rows[row]) - 1
            let after = 40 - blank - heading.count
            #expect(abs(blank - after) <= 1, "centred: \(rows[row])")
        }
        // No page holds a label alone.
        let labelOnly = try BrailleCheck.braille("Chapter One")
        #expect(!pages.contains { $0.rows.map(BrailleCheck.trimmed).contains { $0.hasSuffix(labelOnly) && Self.cell($0) <= 3 } })
    }
}

// MARK: - §5.1, UEB §9: italic and bold a converter's CSS sets on spans

extension BANAGutenbergMarkupTests {
    static func emphasis(of word: String, in book: Book) -> Emphasis? {
        for block in book.blocks {
            for case .text(let text, let style) in block.inlines where text.contains(word) {
                return style.emphasis
            }
        }
        return nil
    }

    @Test("Formats 2016 §5.1 in every format's model: a span the CSS sets in italic (Calibre's calibre3) or bold (calibre4, Word's font-weight:700) is emphasised; font-weight:400 is not; a paragraph set wholly in italic by its CSS is design, not emphasis (§5.3)")
    func cssEmphasisOnSpans() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/css-emphasis-calibre.html"))
        #expect(Self.emphasis(of: "very", in: book) == [.italic])
        #expect(Self.emphasis(of: "Heron", in: book) == [.bold])
        #expect(Self.emphasis(of: "sluice", in: book) == [.bold])
        #expect(Self.emphasis(of: "gate", in: book) == [])
        #expect(Self.emphasis(of: "wholly in italics", in: book) == [])
        #expect(Self.emphasis(of: "The keeper had", in: book) == [])
    }

    @Test("UEB §9.2 with Formats 2016 §5.1: the CSS italic word gets the italic word indicator in braille")
    func cssEmphasisInBraille() throws {
        let rows = try Self.rows("css-emphasis-calibre.html")
        let row = try Self.row("old boat", in: rows)
        #expect(rows[row].contains("⠨⠂"), "the italic word indicator (dots 46, 2): \(rows[row])")
    }
}

// MARK: - §4.1.1: Project Gutenberg's licence header is no heading of the book

extension BANAGutenbergMarkupTests {
    @Test("Formats 2016 §4.1.1 in every format's model: the headings of Project Gutenberg's licence header and footer (section.pg-boilerplate) are paragraphs, not the book's headings; the print title stays the book's one h1")
    func boilerplateHeadingsInModel() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/gutenberg-boilerplate"))
        let headings = book.blocks.filter { if case .heading = $0.role { true } else { false } }.map(\.plainText)
        #expect(!headings.contains { $0.contains("Producer's") || $0.contains("PRODUCER'S") }, "\(headings)")
        #expect(book.blocks.contains { $0.role == .paragraph && $0.plainText.hasPrefix("The Producer's eBook of") })
        #expect(book.blocks.contains { $0.role == .paragraph && $0.plainText == "THE PRODUCER'S LICENCE" })
        #expect(headings.contains("The Lock Keeper's Year"))
    }

    @Test("Formats 2016 §4.1.1, §4.3: under an h1 title, ebookmaker's h2 chapters are centred headings even with Project Gutenberg's licence header (its own h2) before the title")
    func boilerplateKeepsChaptersCentred() throws {
        let rows = try Self.rows("gutenberg-boilerplate")
        for chapter in ["CHAPTER I. SPRING", "CHAPTER II. SUMMER"] {
            let cells = try BrailleCheck.braille(chapter)
            let row = try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(chapter)")
            let blank = Self.cell(rows[row]) - 1
            #expect(abs(blank - (40 - blank - cells.count)) <= 1, "centred, not cell 5: \(rows[row])")
        }
    }
}
