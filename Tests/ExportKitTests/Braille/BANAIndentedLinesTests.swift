import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Print's indents of lines and entries that braille keeps as levels of indent: poems'
/// indented lines (Braille Formats 2016 §13.3). Each test asserts what the section says of
/// the cells, on fixtures written for it.
@Suite("Braille: BANA Formats, indented lines (§13.3)")
struct BANAIndentedLinesTests {
    static func rows(_ name: String, cells: Int = 40) throws -> [String] {
        try BANAFreshMarkupTests.rows(name, cells: cells)
    }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    /// The cell the row of `text` starts in.
    static func cell(of text: String, in rows: [String]) throws -> Int { cell(rows[try row(text, in: rows)]) }
}

extension BANAIndentedLinesTests {
    @Test("Formats 2016 §13.3: Project Gutenberg's span.i0/i2/i4 lines: each print indent a level two cells further in (1, 3, 5), ranked over the whole poem, so the first stanza's runover starts in cell 7, past the second stanza's deepest line")
    func gutenbergIndents() throws {
        let rows = try Self.rows("poem-indents.html")
        #expect(try Self.cell(of: "The ferry leaves", in: rows) == 1)
        #expect(try Self.cell(of: "and gulls go wheeling", in: rows) == 3, "i2: the second level")
        let long = try Self.row("a long grey line", in: rows)
        #expect(Self.cell(rows[long]) == 1)
        #expect(Self.cell(rows[long + 1]) == 7, "the runover two cells past the deepest level (5): \(rows[long + 1])")
        #expect(try Self.cell(of: "The keeper counts", in: rows) == 1)
        #expect(try Self.cell(of: "one by one", in: rows) == 5, "i4: the third level")
        #expect(try Self.cell(of: "along the quay", in: rows) == 3)
    }

    @Test("Formats 2016 §13.3: Standard Ebooks' span.i1 in a z3998:poem stanza: two levels, cells 1 and 3, runovers in cell 5")
    func standardEbooksIndents() throws {
        let rows = try Self.rows("poem-indents.html")
        #expect(try Self.cell(of: "Below the hill", in: rows) == 1)
        #expect(try Self.cell(of: "and there the willow", in: rows) == 3)
        let miller = try Self.row("The miller hears", in: rows)
        #expect(Self.cell(rows[miller]) == 1)
        #expect(Self.cell(rows[miller + 1]) == 5, "runover past the second level: \(rows[miller + 1])")
    }

    @Test("Formats 2016 §13.3: a poem whose every line print indents (style margin-left 2em and 6em): the least indent is cell 1, the next cell 3 (the pattern is the poem's levels, not print's ems)")
    func styleMarginIndents() throws {
        let rows = try Self.rows("poem-indents.html")
        #expect(try Self.cell(of: "Snow on the orchard", in: rows) == 1)
        #expect(try Self.cell(of: "snow on the gate", in: rows) == 3)
        #expect(try Self.cell(of: "snow on the roof", in: rows) == 1)
    }

    @Test("Formats 2016 §13.3: a poem with no indented line stays 1-3")
    func plainPoem() throws {
        let rows = try Self.rows("poem-indents.html")
        #expect(try Self.cell(of: "Plain lines stand", in: rows) == 1)
        let long = try Self.row("and every runover", in: rows)
        #expect(Self.cell(rows[long]) == 1 && Self.cell(rows[long + 1]) == 3, "\(rows[long + 1])")
    }

    @Test("Formats 2016 §13.3: the reader keeps a line's print indent on its words (class or style), and no indent outside a poem")
    func readerKeepsIndents() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/poem-indents.html"))
        var indents: [String: Double?] = [:]
        func walk(_ blocks: [Block]) {
            for block in blocks {
                for case .text(let text, let style) in block.inlines {
                    let words = text.trimmingWhitespace()
                    if !words.isEmpty { indents[words] = style.lineIndent }
                }
                walk(block.children)
            }
        }
        walk(book.blocks)
        #expect(indents["and gulls go wheeling round the mast,"] == .some(2))
        #expect(indents["one by one"] == .some(4))
        #expect(indents["and there the willow leans;"] == .some(1))
        #expect(indents["snow on the gate,"] == .some(6))
        #expect(indents["The ferry leaves the harbour wall"] == .some(nil))
        #expect(indents["A paragraph between the poems."] == .some(nil))
    }

    @Test("Formats 2016 §13.3: print indents read from a line's margin, padding or text-indent: em, rem, ch (half an em), px (16 to the em) and pt (12 to the em); a percentage, which measures the page, is not read")
    func styleLengths() {
        #expect(CSSMeasure.ems("2em") == 2)
        #expect(CSSMeasure.ems("1.5rem") == 1.5)
        #expect(CSSMeasure.ems("-3em") == -3)
        #expect(CSSMeasure.ems("4CH") == 2)
        #expect(CSSMeasure.ems("32px") == 2)
        #expect(CSSMeasure.ems("24pt") == 2)
        #expect(CSSMeasure.ems("0") == 0)
        #expect(CSSMeasure.ems("10%") == nil)
        #expect(CSSMeasure.ems("auto") == nil)
    }
}

extension BANAIndentedLinesTests {
    @Test("Formats 2016 §22.2: an index entry's <br/> lines begun with no-break spaces are its subentries: the main entry in cell 1, each subentry two cells further in, runovers two cells past the run's deepest subentry")
    func indexLinesBySpaces() throws {
        let rows = try Self.rows("index-lines.html")
        let apples = try Self.row("Apples, varieties", in: rows)
        #expect(Self.cell(rows[apples]) == 1)
        // The run holds three levels (Arbours' subentries), so every runover is in cell 7.
        #expect(Self.cell(rows[apples + 1]) == 7, "the main entry's runover: \(rows[apples + 1])")
        #expect(try Self.cell(of: "baking", in: rows) == 3, "in cell 3, its no-break spaces not left as blank cells")
        let cider = try Self.row("cider pressed", in: rows)
        #expect(Self.cell(rows[cider]) == 3 && Self.cell(rows[cider + 1]) == 7, "\(rows[cider + 1])")
    }

    @Test("Formats 2016 §22.2: an index entry's <br/> lines in spans of indent classes: each level two cells further in (1, 3, 5)")
    func indexLinesByClass() throws {
        let rows = try Self.rows("index-lines.html")
        #expect(try Self.cell(of: "Arbours", in: rows) == 1)
        #expect(try Self.cell(of: "climbing roses", in: rows) == 3)
        #expect(try Self.cell(of: "pruning of", in: rows) == 5)
    }

    @Test("Formats 2016 §22.2: index paragraphs told apart only by the style sheet's margins (a hanging indent under class names no list knows): deeper a subentry in cell 3, back at the margin a main entry in cell 1")
    func indexEntriesByMargin() throws {
        let rows = try Self.rows("index-lines.html")
        #expect(try Self.cell(of: "Bees", in: rows) == 1)
        #expect(try Self.cell(of: "hives for", in: rows) == 3)
        #expect(try Self.cell(of: "swarming of", in: rows) == 3)
        #expect(try Self.cell(of: "Blossom", in: rows) == 1)
    }

    @Test("Formats 2016 §22.2: an index paragraph's <br/> lines at one indent are main entries of their own: each in cell 1, none moved in as a runover")
    func indexLinesOneIndent() throws {
        let rows = try Self.rows("index-lines.html")
        #expect(try Self.cell(of: "Boughs", in: rows) == 1)
        #expect(try Self.cell(of: "Brambles", in: rows) == 1)
    }

    @Test("Formats 2016 §22.2: the subentries read as a nested list in every format's model: text keeps their words, without the no-break spaces")
    func indexLinesModel() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/index-lines.html"))
        var items: [(text: String, depth: Int)] = []
        func walk(_ blocks: [Block], depth: Int) {
            for block in blocks {
                if case .listItem = block.role { items.append((block.inlines.plainText.trimmingWhitespace(), depth)) }
                if case .list = block.role { walk(block.children, depth: depth + 1) } else { walk(block.children, depth: depth) }
            }
        }
        walk(book.blocks, depth: 0)
        let baking = try #require(items.first { $0.text.hasPrefix("baking") })
        let apples = try #require(items.first { $0.text.hasPrefix("Apples") })
        #expect(baking.depth == apples.depth + 1)
        #expect(!baking.text.contains("\u{00A0}"))
        let pruning = try #require(items.first { $0.text.hasPrefix("pruning") })
        #expect(pruning.depth == apples.depth + 2)
    }
}

/// Notes written where they are cited (HTMLBook's `span data-type="footnote"`).
@Suite("Braille: BANA Formats, notes written inline (§16.1, §16.2)")
struct BANAInlineNotesTests {
    @Test("Formats 2016 §16.1, §16.2: HTMLBook's inline span data-type=footnote is a note: the note indicator and a mark where it stands, its words out of the sentence, placed after a separation line in 7-5 at the end of the print page")
    func htmlBookFootnotes() throws {
        let rows = try BANAFreshMarkupTests.rows("notes-htmlbook.html")
        let separator = try #require(rows.firstIndex { $0 == "⠤⠤⠤⠤⠤⠤" }, "a separation line")
        for (text, mark) in [("The parish records", "1"), ("The log is now", "2")] {
            let row = try BrailleCheck.row(text, in: rows)
            #expect(row > separator && BANAMarkupVariantsTests.cell(rows[row]) == 7, "7-5 after the separation line: \(rows[row])")
            let markCells = try BrailleCheck.braille(mark)
            let opening = try BrailleCheck.braille(String(text.prefix(7)))
            #expect(rows[row].contains("⠐⠔" + markCells + "⠀" + opening), "\(rows[row])")
        }
        let cited = try BANAMarkupVariantsTests.row("The first lighthouse", in: rows)
        #expect(cited < separator)
        let text = rows[..<separator].joined()
        #expect(text.contains("⠐⠔" + (try BrailleCheck.braille("1"))), "the reference where the note stands")
        #expect(!text.contains(try BrailleCheck.braille("parish")), "the note's words are not read in the sentence")
    }

    @Test("Formats 2016 §16.1: HTMLBook's inline footnotes in the model: each a footnote block after the paragraph citing it, each reference resolved to it")
    func htmlBookFootnotesModel() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/notes-htmlbook.html"))
        var notes: [Block] = []
        var references: [NoteReference] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if case .note(.footnote) = block.role { notes.append(block) }
                for case .noteReference(let reference) in block.inlines { references.append(reference) }
                walk(block.children)
            }
        }
        walk(book.blocks)
        #expect(notes.count == 2)
        #expect(references.map(\.noteID) == notes.map { Optional($0.id) })
        let paragraph = try #require(book.blocks.firstIndex { $0.plainText.contains("first lighthouse") })
        #expect(!book.blocks[paragraph].plainText.contains("parish"))
        if case .note = book.blocks[paragraph + 1].role {} else { Issue.record("the note follows its paragraph") }
    }
}

extension BANAIndentedLinesTests {
    @Test("Formats 2016 §4.1.1: a one-file book's chapters told only by their headings' words (h2 \"CHAPTER I.\" with no division) are chapters: centred like the title, each on a new page; the h3 inside one is cell 5")
    func chaptersNamedByHeadings() throws {
        let document = try BANAFreshMarkupTests.document("chapters-named.html")
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        let pages = document.volumes.flatMap(\.pages)
        // A heading of capitals is a capitals passage: found with the capital signs left out.
        func uncapitalised(_ cells: String) -> String { cells.replacingOccurrences(of: "⠠", with: "") }
        for chapter in ["CHAPTER I.", "CHAPTER II.", "Chapter the Third"] {
            let cells = uncapitalised(try BrailleCheck.braille(chapter))
            let row = try #require(rows.first { uncapitalised($0).contains(cells) }, "\(chapter)")
            let before = Self.cell(row) - 1
            #expect(before >= 2 && abs(before - (40 - row.count)) <= 1, "\(chapter) centred: \(row)")
            let page = try #require(pages.first { $0.rows.contains { uncapitalised($0).contains(cells) } }, "\(chapter)")
            let above = page.rows.prefix { !uncapitalised($0).contains(cells) }.map(BrailleCheck.trimmed)
            #expect(above.allSatisfy { $0.isEmpty || Self.cell($0) > 30 }, "\(chapter) opens its page: \(above)")
        }
        #expect(try Self.cell(of: "The First Frost", in: rows) == 5)
    }

    @Test("Formats 2016 §4.1.1: the words that name a chapter: the word chapter and a roman or arabic numeral or a number word; other headings are not chapters")
    func chapterNames() {
        for name in ["CHAPTER I.", "Chapter 12", "Chapter the First", "CHAPTER ONE — The Storm", "chapter xiv: the end"] {
            #expect(ContentConverter.isChapterName(name), "\(name)")
        }
        for name in ["Chapters of my life", "The Chapter House", "Chapter", "Chapter and verse", "PART I"] {
            #expect(!ContentConverter.isChapterName(name), "\(name)")
        }
    }

    @Test("Formats 2016 §4.1.1: one heading naming a chapter (a book split by chapter files) marks nothing")
    func oneChapterNameMarksNothing() {
        var blocks = [Block(id: "a#h", role: .heading(level: 2), inlines: [.text("Chapter 1", InlineStyle())],
                            source: BlockSource(href: "a", line: 1))]
        ContentConverter.markChaptersNamedByHeadings(&blocks)
        #expect(!blocks[0].traits.contains(.opensChapter))
    }
}

extension BANAIndentedLinesTests {
    @Test("Formats 2011 §14.1.4: a play whose speakers only small capitals tell (span.smcap, or a class set in small-caps): each speech 1-3, dialogue on the name's line; the stage direction in italics 1-3; the setting before the speeches 3-1")
    func smallCapsSpeakers() throws {
        let rows = try Self.rows("play-small-caps.html")
        let keeper = try Self.row("The gates are stiff", in: rows)
        #expect(Self.cell(rows[keeper]) == 1 && Self.cell(rows[keeper + 1]) == 3, "a speech 1-3: \(rows[keeper]) / \(rows[keeper + 1])")
        #expect(rows[keeper].contains(try BrailleCheck.braille("Keeper.")), "the name on the speech's line: \(rows[keeper])")
        #expect(try Self.cell(of: "Then we wait", in: rows) == 1)
        #expect(try Self.cell(of: "He sits on the rail", in: rows) == 1, "a stage direction between speeches, 1-3")
        #expect(try Self.cell(of: "Can I ride", in: rows) == 1)
        #expect(try Self.cell(of: "A towpath beside", in: rows) == 3, "the setting stays a paragraph")
    }

    @Test("UEB §9.6.2, Formats 2016 §5.3: small capitals for design (a paragraph's opening words, no full stop after them) make no speaker: the paragraphs stay 3-1")
    func smallCapsDesign() throws {
        let rows = try Self.rows("play-small-caps.html")
        for text in ["The lock was built", "Its keepers", "Every winter"] {
            #expect(try Self.cell(of: text, in: rows) == 3, "\(text)")
        }
    }
}
