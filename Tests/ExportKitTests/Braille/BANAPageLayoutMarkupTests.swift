import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Markup of page-layout programs and document converters, round five of issue 38's audit
/// on unseen books (audit14): Adobe InDesign's EPUB export (paragraph styles as classes,
/// `_idFootnote` notes), pandoc's EPUB notes, MediaWiki's Cite notes (Wikisource), docutils'
/// and Sphinx's notes. Each test asserts what the Formats section says, on fixtures of the
/// project's own words in the producer's markup pattern.
@Suite("Braille: BANA Formats in InDesign's, pandoc's, MediaWiki's and docutils' markup, round five (§4, §9, §13.3, §16)")
struct BANAPageLayoutMarkupTests {
    static func notes(_ book: Book) -> [Block] {
        BrailleCheck.allBlocks(book.blocks).filter { if case .note = $0.role { true } else { false } }
    }

    static func references(_ book: Book) -> [NoteReference] {
        BrailleCheck.allBlocks(book.blocks).flatMap { block in
            block.inlines.compactMap { if case .noteReference(let reference) = $0 { reference } else { nil } }
        }
    }
}

// MARK: - §4: headings told by their paragraph style

extension BANAPageLayoutMarkupTests {
    @Test("Formats 2016 §4 in every format's model: InDesign's p.Chapter-Title is a level 1 heading, its p.Chapter-Number label above it the heading's first line, p.Head-A a level 2 heading; body paragraphs stay paragraphs")
    func inDesignHeadingsInModel() throws {
        let book = try BrailleCheck.fixtureBook("indesign-export.html")
        let headings = BrailleCheck.headings(book)
        #expect(headings.count == 3, "\(headings)")
        #expect(headings.first?.0 == 1 && headings.first?.1.hasPrefix("Chapter One") == true
                && headings.first?.1.hasSuffix("The Walled Garden") == true, "\(headings)")
        #expect(headings[1].0 == 2 && headings[1].1 == "Grafting in Spring", "\(headings)")
        #expect(headings.last?.0 == 2 && headings.last?.1 == "The Pear", "p.Poem-Title, the poem's heading (round fifteen): \(headings)")
        #expect(!book.blocks.contains { $0.role == .paragraph && $0.plainText == "Chapter One" }, "the label is no paragraph")
        #expect(book.blocks.contains { $0.role == .paragraph && $0.plainText.hasPrefix("That was all") })
    }

    @Test("Formats 2016 §4 (style names): what names a heading, and at which level", arguments: [
        (["chapter-title"], 1), (["chapter_head", "paraoverride-1"], 1), (["heading-3"], 3), (["heading2"], 2),
        (["h4"], 4), (["head-a"], 2), (["b-head"], 3), (["headc"], 4), (["head-d"], 5),
    ])
    func headingStyleNames(classes: [String], level: Int) {
        #expect(ContentConverter.paragraphStyleHeadingLevel(classes) == level)
    }

    @Test("Formats 2016 §4 (style names): what names no heading", arguments: [
        ["body-text"], ["chapter-number"], ["heading"], ["head-e"], ["h7"], ["header-footer"], ["subhead"], ["extract-head"],
    ])
    func notHeadingStyleNames(classes: [String]) {
        #expect(ContentConverter.paragraphStyleHeadingLevel(classes) == nil)
    }

    @Test("Formats 2016 §4.3: InDesign's chapter label and title are one centred heading (one row when they fit), before the chapter's text; p.Head-A is a heading too, not a 3-1 paragraph")
    func inDesignChapterHeadingCentred() throws {
        let rows = try BrailleCheck.fixtureRows("indesign-export.html")
        let heading = try BrailleCheck.braille("Chapter One The Walled Garden")
        let row = try #require(rows.firstIndex { $0.contains(heading) }, "a row holds the label and the title")
        let blank = BrailleCheck.cell(rows[row]) - 1
        #expect(blank > 1 && abs(blank - (40 - blank - heading.count)) <= 1, "centred: \(rows[row])")
        let orchard = try BrailleCheck.row("The orchard lay", in: rows)
        #expect(orchard > row)
        let grafting = try BrailleCheck.row("Grafting in Spring", in: rows)
        #expect(BrailleCheck.cell(rows[grafting]) != 3 && rows[grafting - 1].isEmpty, "a heading, a blank line before it: \(rows[grafting])")
    }
}

// MARK: - §9, §13.3: extracts and poems told by their paragraph style

extension BANAPageLayoutMarkupTests {
    @Test("Formats 2016 §9 in every format's model: neighbouring p.Extract paragraphs are one quotation, p.Epigraph a quotation; an Extract-Head style is not")
    func inDesignExtractsInModel() throws {
        let book = try BrailleCheck.fixtureBook("indesign-export.html")
        let quotations = BrailleCheck.allBlocks(book.blocks).filter { $0.role == .blockquote }
        #expect(quotations.count == 2, "\(quotations.map(\.plainText))")
        let extract = try #require(quotations.first { $0.plainText.contains("Cut the scion") })
        #expect(extract.children.count == 2 && extract.plainText.contains("Join it to the stock"), "both paragraphs in one quotation")
        #expect(quotations.contains { $0.plainText.contains("Every tree keeps") })
        #expect(!ContentConverter.isQuotationStyle(["extract-head"]) && ContentConverter.isQuotationStyle(["block_quote"]))
    }

    @Test("Formats 2016 §9 in every format's model: a paragraph styled as an extract or an epigraph inside a quotation the book marks is its paragraph, not a quotation in the quotation")
    func quotationStylesNested() throws {
        let book = try BrailleCheck.fixtureBook("quotation-styles-nested.html")
        let quotations = BrailleCheck.allBlocks(book.blocks).filter { $0.role == .blockquote }
        #expect(quotations.count == 2, "\(quotations.map(\.plainText))")
        #expect(quotations.allSatisfy { $0.children.allSatisfy { $0.role == .paragraph } }, "no quotation inside a quotation")
    }

    @Test("Formats 2016 §9: an InDesign extract of two paragraphs is displayed 5-3 as one, a blank line before and after it and none between its paragraphs")
    func inDesignExtractLayout() throws {
        let rows = try BrailleCheck.fixtureRows("indesign-export.html")
        let first = try BrailleCheck.row("Cut the scion", in: rows)
        let second = try BrailleCheck.row("Join it to the stock", in: rows)
        #expect(BrailleCheck.cell(rows[first]) == 5 && BrailleCheck.cell(rows[second]) == 5, "\(rows[first]) / \(rows[second])")
        #expect(BrailleCheck.cell(rows[first + 1]) == 3, "its runover in cell 3: \(rows[first + 1])")
        #expect(rows[first - 1].isEmpty, "a blank line before the extract")
        #expect(second > first && rows[first..<second].allSatisfy { !$0.isEmpty }, "no blank line between its paragraphs")
        #expect(rows[second + 1].isEmpty, "a blank line after it")
    }

    @Test("Formats 2016 §13.3: neighbouring p.Poetry lines are one poem, a line each in cell 1, with a blank line before and after the poem and none between its lines")
    func inDesignPoetryLines() throws {
        let rows = try BrailleCheck.fixtureRows("indesign-export.html")
        let first = try BrailleCheck.row("The apple keeps", in: rows)
        let second = try BrailleCheck.row("And what it knows", in: rows)
        #expect(second == first + 1, "the lines one after the other")
        #expect(BrailleCheck.cell(rows[first]) == 1 && BrailleCheck.cell(rows[second]) == 1, "\(rows[first]) / \(rows[second])")
        // A blank line after the poem, unless the page ends there (its last row holds only
        // the braille page number).
        #expect(rows[first - 1].isEmpty && (rows[second + 1].isEmpty || BrailleCheck.cell(rows[second + 1]) > 30), "blank lines around the poem")
        let book = try BrailleCheck.fixtureBook("indesign-export.html")
        let groups = BrailleCheck.allBlocks(book.blocks).filter { $0.role == .lineGroup && $0.plainText.contains("apple") }
        #expect(groups.count == 1 && groups.first?.children.count == 2, "one stanza of two lines")
    }

    @Test("Formats 2016 §13.3, §13.4 in every format's model: a designer's poem styles (p.Poem-First, p.Poem-Last, p.Poem-Line) are lines of a poem; a Poem-First line, or one whose CSS sets space above it, opens a new stanza; p.Poem-Title is no line but the poem's heading (round fifteen)")
    func inDesignPoemStyleVariants() throws {
        let book = try BrailleCheck.fixtureBook("indesign-export.html")
        let stanzas = BrailleCheck.allBlocks(book.blocks).filter { $0.role == .lineGroup && !$0.plainText.contains("apple") }
        #expect(stanzas.map(\.children.count) == [2, 2], "two stanzas of two lines: \(stanzas.map(\.plainText))")
        #expect(stanzas.first?.plainText.hasPrefix("The pear is loud") == true)
        #expect(stanzas.last?.plainText.hasPrefix("But neither tree") == true, "the line with space above opens the second stanza")
        #expect(book.blocks.contains { $0.role == .heading(level: 2) && $0.plainText == "The Pear" }, "the title is no line: the poem's heading")
        #expect(ContentConverter.isPoemLineStyle("verse-indent") && !ContentConverter.isPoemLineStyle("verse-num")
                && !ContentConverter.isPoemLineStyle("poetry-source") && !ContentConverter.isPoemLineStyle("poems-list"))
        let rows = try BrailleCheck.fixtureRows("indesign-export.html")
        let boasts = try BrailleCheck.row("And boasts of every", in: rows)
        let neither = try BrailleCheck.row("But neither tree", in: rows)
        #expect(neither == boasts + 2 && rows[boasts + 1].isEmpty, "a blank line between the stanzas (§13.4)")
        #expect(BrailleCheck.cell(rows[boasts]) == 1 && BrailleCheck.cell(rows[neither]) == 1)
    }
}

// MARK: - §16: notes

extension BANAPageLayoutMarkupTests {
    @Test("Formats 2016 §16.1, §16.2 in every format's model: InDesign's a._idFootnoteLink is a note reference, aside._idFootnote and div._idFootnote are footnotes, the rule above them no section break")
    func inDesignNotesInModel() throws {
        let book = try BrailleCheck.fixtureBook("indesign-export.html")
        #expect(Self.references(book).map(\.label) == ["1", "2"])
        let notes = Self.notes(book).filter { $0.role == .note(.footnote) }
        #expect(notes.contains { $0.plainText.contains("The mill came down") })
        #expect(notes.contains { $0.plainText.contains("Her family keeps") })
        #expect(!BrailleCheck.allBlocks(book.blocks).contains { $0.role == .sceneBreak }, "the rule above the notes is theirs")
    }

    @Test("Formats 2016 §16.1, §16.2: InDesign's notes are placed 7-5 after the separation line, the note indicator and print's number opening each, its number not repeated")
    func inDesignNotesLayout() throws {
        let rows = try BrailleCheck.fixtureRows("indesign-export.html")
        let separator = try #require(rows.firstIndex { $0 == "⠤⠤⠤⠤⠤⠤" }, "a separation line")
        for (text, mark) in [("The mill came down", "1"), ("Her family keeps", "2")] {
            let row = try BrailleCheck.row(text, in: rows)
            #expect(row > separator && BrailleCheck.cell(rows[row]) == 7, "7-5 after the separation line: \(rows[row])")
            #expect(rows[row].contains("⠐⠔" + (try BrailleCheck.braille(mark)) + "⠀" + (try BrailleCheck.braille(text))), "\(rows[row])")
        }
        let mill = try BrailleCheck.row("The orchard lay", in: rows)
        let paragraph = rows[mill...(mill + 1)].joined()
        #expect(paragraph.contains("⠐⠔" + (try BrailleCheck.braille("1"))), "the reference is the note indicator: \(paragraph)")
    }

    @Test("Formats 2016 §16.1 in every format's model: pandoc's rule opening section.footnotes is no section break; its li epub:type footnote are notes, their a.footnote-back not read")
    func pandocNotes() throws {
        let book = try BrailleCheck.fixtureBook("notes-pandoc.html")
        #expect(!BrailleCheck.allBlocks(book.blocks).contains { $0.role == .sceneBreak })
        let notes = Self.notes(book)
        #expect(notes.count == 2 && !notes.contains { $0.plainText.contains("\u{21A9}") }, "\(notes.map(\.plainText))")
        let rows = try BrailleCheck.fixtureRows("notes-pandoc.html")
        #expect(!rows.contains { $0.contains("⠒⠒⠒") }, "no section break's centred dots")
    }

    @Test("Formats 2016 §16.1, §16.2 in every format's model: MediaWiki's sup.reference links to #cite_note-N are note references, li#cite_note-N footnotes; the links back (span.mw-cite-backlink: ↑, a b) are not read")
    func mediaWikiNotes() throws {
        let book = try BrailleCheck.fixtureBook("notes-mediawiki.html")
        #expect(Self.references(book).count == 3)
        let notes = Self.notes(book).filter { $0.role == .note(.footnote) }
        #expect(notes.count == 2, "\(notes.map(\.plainText))")
        let levels = try #require(notes.first { $0.plainText.contains("Levels were read") })
        #expect(levels.plainText.trimmingCharacters(in: .whitespaces).hasPrefix("Levels"), "no arrow or a b before the words: \(levels.plainText)")
        #expect(!notes.contains { $0.plainText.contains("\u{2191}") })
        let rows = try BrailleCheck.fixtureRows("notes-mediawiki.html")
        let party = try BrailleCheck.row("The party left", in: rows)
        #expect(BrailleCheck.cell(rows[party]) == 7, "7-5: \(rows[party])")
        #expect(!rows.contains { $0.contains(try! BrailleCheck.braille("[1]")) }, "print's brackets are the reference's, not text")
    }

    @Test("Formats 2016 §2 (what is transcribed is the work) in every format's model: Wikisource's ws-noexport header and MediaWiki's [edit] links are the website's, not read")
    func mediaWikiFurniture() throws {
        let book = try BrailleCheck.fixtureBook("notes-mediawiki.html")
        let text = BrailleCheck.allBlocks(book.blocks).map(\.plainText).joined(separator: "\n")
        #expect(!text.contains("navigation header") && !text.contains("edit"), "\(text)")
        #expect(book.blocks.contains { $0.role == .heading(level: 2) && $0.plainText == "The Survey" })
    }

    @Test("Formats 2016 §16.2 in every format's model: docutils' and Sphinx's a.footnote-reference is a note reference, and the note's span.label (brackets round the link back) is not read, leaving no empty brackets")
    func docutilsNotes() throws {
        let book = try BrailleCheck.fixtureBook("notes-docutils.html")
        #expect(Self.references(book).count == 2)
        let notes = Self.notes(book)
        #expect(notes.count == 2 && notes.allSatisfy { $0.role == .note(.footnote) }, "the list of notes is no box: \(notes.map(\.role))")
        #expect(!notes.contains { $0.plainText.contains("[") }, "\(notes.map(\.plainText))")
        let rows = try BrailleCheck.fixtureRows("notes-docutils.html")
        let fathoms = try BrailleCheck.row("Four fathoms", in: rows)
        let opening = "⠐⠔" + (try BrailleCheck.braille("1")) + "⠀" + (try BrailleCheck.braille("Four"))
        #expect(BrailleCheck.cell(rows[fathoms]) == 7 && rows[fathoms].contains(opening), "7-5, opening with the note indicator and print's number: \(rows[fathoms])")
        #expect(!rows.contains { $0.contains(try! BrailleCheck.braille("[]")) })
        #expect(!rows.contains { $0.hasPrefix("⠶⠶⠶") }, "no box line")
    }
}

extension BANAPageLayoutMarkupTests {
    @Test("Formats 2016 §16.1, §16.2 in every format's model: Sphinx's notes from docutils before 0.18 (dl.footnote of dt.label and dd) are footnotes found by the dt's id, print's mark the reference's and not read twice, the rule above them no section break, the heading's permalink pilcrow not read")
    func sphinxDefinitionListNotes() throws {
        let book = try BrailleCheck.fixtureBook("notes-sphinx-dl.html")
        #expect(Self.references(book).map(\.label) == ["1", "2"])
        let notes = Self.notes(book)
        #expect(notes.map(\.role) == [.note(.footnote), .note(.footnote)], "\(notes.map(\.role))")
        #expect(notes.first?.plainText.hasPrefix("Noon") == true, "\(notes.map(\.plainText))")
        #expect(!BrailleCheck.allBlocks(book.blocks).contains { $0.role == .sceneBreak || $0.role == .definitionList })
        #expect(book.blocks.contains { $0.role == .heading(level: 1) && $0.plainText == "Gauges" }, "no pilcrow")
        let rows = try BrailleCheck.fixtureRows("notes-sphinx-dl.html")
        let noon = try BrailleCheck.row("Noon by the station", in: rows)
        let opening = "⠐⠔" + (try BrailleCheck.braille("1")) + "⠀" + (try BrailleCheck.braille("Noon"))
        #expect(BrailleCheck.cell(rows[noon]) == 7 && rows[noon].contains(opening), "7-5, the mark once: \(rows[noon])")
    }
}

// MARK: - §9.7: a letter's lines told by their paragraph style

extension BANAPageLayoutMarkupTests {
    @Test("Formats 2016 §9.7 in every format's model: InDesign's p.Letter-Date, p.Letter-Salutation, p.Letter-Closing, p.Letter-Signature are the letter's dateline, salutation, closing and signature; p.Letter-Body stays a paragraph")
    func letterStylesInModel() throws {
        let book = try BrailleCheck.fixtureBook("letter-styles.html")
        func part(_ text: String) -> BookPart? { book.blocks.first { $0.plainText.hasPrefix(text) }?.part }
        #expect(part("Harbour Street") == .dateline)
        #expect(part("Dear Anna") == .salutation)
        #expect(part("Your loving brother") == .closing)
        #expect(part("Tom") == .signature)
        #expect(part("The boats are back") == BookPart.none)
        #expect(ContentConverter.letterStylePart(["letter_sig"]) == .signature && ContentConverter.letterStylePart(["letterhead"]) == nil)
    }

    @Test("Formats 2016 §9.7: the styled letter's dateline and salutation are blocked at the margin, its closing five cells right of the last line's start and the signature under it")
    func letterStylesLayout() throws {
        let rows = try BrailleCheck.fixtureRows("letter-styles.html")
        let date = try BrailleCheck.row("Harbour Street", in: rows)
        let dear = try BrailleCheck.row("Dear Anna", in: rows)
        #expect(BrailleCheck.cell(rows[date]) == 1 && BrailleCheck.cell(rows[dear]) == 1, "\(rows[date]) / \(rows[dear])")
        let closing = try BrailleCheck.row("Your loving brother", in: rows)
        let last = rows[closing - 1]
        #expect(BrailleCheck.cell(rows[closing]) == BrailleCheck.cell(last) + 5, "five cells right of \(last): \(rows[closing])")
        let tom = try BrailleCheck.row("Tom", in: rows)
        #expect(tom == closing + 1 && BrailleCheck.cell(rows[tom]) == BrailleCheck.cell(rows[closing]), "\(rows[tom])")
    }
}

// MARK: - §8: Word's lists as list paragraphs

extension BANAPageLayoutMarkupTests {
    @Test("Formats 2016 §8 in every format's model: Word's list paragraphs (p.MsoListParagraphCxSpFirst ... CxSpLast, MsoListParagraph) are lists, nested by their margin or mso-list level, ordered when numbered, their typed bullets and numbers taken off; a lettered run is an ordered list of letters (round fifteen); p.MsoQuote is a quotation")
    func wordListsInModel() throws {
        let book = try BrailleCheck.fixtureBook("word-lists.html")
        let lists = book.blocks.filter { if case .list = $0.role { true } else { false } }
        #expect(lists.count == 3, "\(lists.map(\.plainText))")
        let packing = try #require(lists.first)
        #expect(packing.role == .list(ordered: false, start: 1) && packing.children.count == 2, "\(packing.children.map(\.plainText))")
        let map = try #require(packing.children.first)
        #expect(map.plainText.hasPrefix("A map of the ridge."), "no bullet: \(map.plainText)")
        let nested = try #require(map.children.last, "the level 2 item in a list inside the first item")
        #expect(nested.role == .list(ordered: false, start: 1) && nested.plainText.hasPrefix("Folded in a bag"), "\(nested.plainText)")
        let walk = lists[1]
        #expect(walk.role == .list(ordered: true, start: 1))
        #expect(walk.children.map(\.role) == [.listItem(number: 1), .listItem(number: 2)])
        #expect(walk.children.first?.plainText.hasPrefix("Climb") == true, "no typed number: \(walk.plainText)")
        #expect(lists[2].plainText.hasPrefix("The spring") && lists[2].listNumbering?.style == .lowerAlpha, "the marker read once, from the list: \(lists[2].plainText)")
        #expect(!book.blocks.contains { $0.plainText.contains("\u{B7}") }, "no Symbol-font bullet is read as text")
        #expect(book.blocks.contains { $0.role == .blockquote && $0.plainText.contains("The hill is patient") })
    }

    @Test("Formats 2016 §8: Word's lists are laid out as lists, items 1-3 and a nested item 3-5, with a blank line before and after each list and none between its items")
    func wordListsLayout() throws {
        let rows = try BrailleCheck.fixtureRows("word-lists.html")
        let map = try BrailleCheck.row("A map of the ridge", in: rows)
        let bag = try BrailleCheck.row("Folded in a bag", in: rows)
        let flask = try BrailleCheck.row("A flask of water", in: rows)
        #expect(BrailleCheck.cell(rows[map]) == 1 && BrailleCheck.cell(rows[flask]) == 1, "\(rows[map]) / \(rows[flask])")
        #expect(bag == map + 1 && BrailleCheck.cell(rows[bag]) == 3, "the nested item a level in: \(rows[bag])")
        #expect(flask == bag + 1 && rows[map - 1].isEmpty && rows[flask + 1].isEmpty)
        let climb = try BrailleCheck.row("Climb to the cairn", in: rows)
        let number = try BrailleCheck.braille("1.")
        #expect(BrailleCheck.cell(rows[climb]) == 1 && rows[climb].hasPrefix(number), "the list's number: \(rows[climb])")
    }
}
