import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Publishers' markup, round fifteen of issue 38's audit on unseen books: InDesign's
/// paragraph styles named in French, German, Spanish and Italian, Word's contents and
/// lettered lists, docutils' citations, InDesign's page anchors before a note, a pandoc book
/// without print pages, a bibliography's prose. Each test asserts what the Formats section
/// says, on fixtures of the project's own words in the producer's markup pattern.
@Suite("Braille: BANA Formats in InDesign's styles in other languages, Word's contents, docutils' citations, round fifteen (§2.6, §2.10, §4, §8, §9, §13, §16.1a, §22.2)")
struct BANALocalMarkupTests {}

// MARK: - §4, §9, §13: InDesign's styles named in other languages

extension BANALocalMarkupTests {
    @Test("Formats 2016 §4, §9, §13.3 in a French InDesign export: Numéro-chapitre over Titre-chapitre (in a style group) is one level 1 heading, Intertitre-1 level 2, Poème-titre the poem's heading, Citation a quotation, Poème lines one stanza")
    func frenchStyles() throws {
        let book = try BrailleCheck.fixtureBook("indesign-french.html")
        let headings = BrailleCheck.headings(book)
        #expect(headings.count == 3, "\(headings)")
        #expect(headings.first?.0 == 1 && headings.first?.1.hasPrefix("Chapitre premier") == true
                && headings.first?.1.hasSuffix("Le verger clos") == true, "\(headings)")
        #expect(headings.contains { $0 == (2, "La greffe au printemps") } && headings.contains { $0 == (2, "Chanson du verger") }, "\(headings)")
        let blocks = BrailleCheck.allBlocks(book.blocks)
        #expect(blocks.contains { $0.role == .blockquote && $0.plainText.contains("Couper le greffon") })
        let stanza = try #require(blocks.first { $0.role == .lineGroup })
        #expect(stanza.plainText.contains("une à une") && stanza.plainText.contains("blanche et brune"), "both lines in one stanza")
        #expect(blocks.contains { $0.role == .paragraph && $0.plainText.hasPrefix("Le verger dormait") })
    }

    @Test("Formats 2016 §4, §9, §13.3, §16 in a German InDesign export: Kapitelnummer and Kapitel, Zwischenüberschrift, Zitat, Gedicht-Titel, Gedicht, Fußnote")
    func germanStyles() throws {
        let book = try BrailleCheck.fixtureBook("indesign-german.html")
        let headings = BrailleCheck.headings(book)
        #expect(headings.first?.0 == 1 && headings.first?.1.hasPrefix("Erstes Kapitel") == true
                && headings.first?.1.hasSuffix("Der Hafen im Winter") == true, "\(headings)")
        #expect(headings.contains { $0 == (2, "Die Schleuse") } && headings.contains { $0 == (2, "Lied vom Kai") }, "\(headings)")
        let blocks = BrailleCheck.allBlocks(book.blocks)
        #expect(blocks.contains { $0.role == .blockquote && $0.plainText.contains("Öffne das Tor") })
        #expect(blocks.contains { $0.role == .lineGroup && $0.plainText.contains("Möwen") && $0.plainText.contains("leer") })
        #expect(blocks.contains { $0.role == .note(.footnote) && $0.plainText.contains("Bemerkung") })
    }

    @Test("Formats 2016 §4 (style names in other languages): what names a heading, and at which level", arguments: [
        (["_-titres_titre-chapitre"], 1), (["titulo"], 1), (["titolo-capitolo"], 1), (["kapitelüberschrift"], 1),
        (["überschrift-3"], 3), (["titre-2"], 2), (["titolo_2"], 2), (["intertitre"], 2), (["intertitre-2"], 3),
        (["ladillo-2"], 3), (["zwischentitel"], 2), (["poem-title"], 2), (["poème-titre"], 2), (["titolo-poesia"], 2),
    ])
    func localHeadingStyleNames(classes: [String], level: Int) {
        #expect(ContentConverter.paragraphStyleHeadingLevel(classes) == level)
    }

    @Test("Formats 2016 §4 (style names in other languages): what names no heading", arguments: [
        ["texte-courant"], ["grundtext"], ["sous-titre"], ["title"], ["citation"], ["poeme"], ["numero-chapitre"], ["titre-9"],
    ])
    func localNotHeadingStyleNames(classes: [String]) {
        #expect(ContentConverter.paragraphStyleHeadingLevel(classes) == nil)
    }

    @Test("Formats 2016 §4, §9, §13.3 (style names in other languages): labels, quotations and poem lines")
    func localStyleKinds() {
        for label in ["antetitulo", "numéro-chapitre", "kapitelnummer", "occhiello", "_-kapitel_kapitel-nr"] {
            #expect(ContentConverter.isHeadingLabelStyle([label]), "\(label)")
        }
        for quotation in ["citation", "citazione", "cita-primera", "zitat", "exergue", "epígrafe"] {
            #expect(ContentConverter.isQuotationStyle([quotation]), "\(quotation)")
        }
        #expect(!ContentConverter.isQuotationStyle(["citation-titre"]) && !ContentConverter.isQuotationStyle(["texte"]))
        for line in ["poème", "poesia", "poesia-prima", "gedicht", "poema-estrofa"] {
            #expect(ContentConverter.isPoemLineStyle(line), "\(line)")
        }
        for other in ["poème-titre", "poema-autor", "gedicht-quelle", "version", "verso", "vers-num"] {
            #expect(!ContentConverter.isPoemLineStyle(other), "\(other)")
        }
    }
}

// MARK: - §2.10, §8: Word's contents and lettered lists

extension BANALocalMarkupTests {
    @Test("Formats 2016 §2.10 in every format's model: Word's MsoToc1/MsoToc2 paragraphs are the contents' entries, nested by their style's level")
    func wordContentsModel() throws {
        let book = try BrailleCheck.fixtureBook("word-contents-letters.html")
        let contents = try #require(BrailleCheck.allBlocks(book.blocks).first { $0.part == .contents && { if case .list = $0.role { true } else { false } }($0) })
        #expect(contents.children.count == 2, "two main entries: \(contents.children.map(\.plainText))")
        let tides = contents.children[0]
        #expect(tides.plainText.hasPrefix("Tides"))
        let sub = try #require(tides.children.first { if case .list = $0.role { true } else { false } })
        #expect(sub.children.count == 2 && sub.children[0].plainText.hasPrefix("Spring tides"), "\(sub.children.map(\.plainText))")
        #expect(BrailleCheck.allBlocks([contents]).allSatisfy { $0.part == .contents })
    }

    @Test("Formats 2016 §2.10: a Word contents' subentries two cells in from its main entries")
    func wordContentsLayout() throws {
        let rows = try BrailleCheck.fixtureRows("word-contents-letters.html")
        let tides = try BrailleCheck.row("Tides", in: rows)
        let spring = try BrailleCheck.row("Spring tides", in: rows)
        let moorings = try BrailleCheck.row("Moorings", in: rows)
        #expect(spring > tides && moorings > spring)
        #expect(BrailleCheck.cell(rows[spring]) == BrailleCheck.cell(rows[tides]) + 2 && BrailleCheck.cell(rows[moorings]) == BrailleCheck.cell(rows[tides]),
                "\(rows[tides]) / \(rows[spring]) / \(rows[moorings])")
    }

    @Test("Formats 2016 §8 in every format's model: Word's list lettered a), b), c) is an ordered lower-alpha list, each marker read once from the list")
    func wordLetteredList() throws {
        let book = try BrailleCheck.fixtureBook("word-contents-letters.html")
        let list = try #require(BrailleCheck.allBlocks(book.blocks).first { $0.listNumbering?.style == .lowerAlpha && { if case .list = $0.role { true } else { false } }($0) })
        #expect(list.children.map(\.role) == [.listItem(number: 1), .listItem(number: 2), .listItem(number: 3)])
        #expect(list.children.first?.plainText == "Check the chart.", "the typed marker is taken off: \(list.children.first?.plainText ?? "")")
        let text = String(decoding: try #require(try TextExporter().export(book).first).contents, as: UTF8.self)
        #expect(text.contains("a. Check the chart.\nb. Check the wind.\nc. Cast off."), "\(text)")
        #expect(!text.contains("- a)"))
    }

    @Test("Formats 2016 §8 (Word's typed markers): a run's letters or roman numerals read in one style, in order", arguments: [
        (["a", "b", "c"], ListNumberStyle.lowerAlpha, [1, 2, 3]), (["A", "B"], .upperAlpha, [1, 2]),
        (["i", "ii", "iii", "iv"], .lowerRoman, [1, 2, 3, 4]), (["h", "i", "j"], .lowerAlpha, [8, 9, 10]),
    ])
    func wordLetterStyles(markers: [String], style: ListNumberStyle, values: [Int]) throws {
        let numbering = try #require(ContentConverter.wordLetterNumbering(markers))
        #expect(numbering.0 == style && numbering.1 == values)
    }

    @Test("Formats 2016 §8 (Word's typed markers): letters out of order or of two cases stay print's words", arguments: [
        ["a", "c"], ["a", "B"], ["x", "iv"],
    ])
    func wordLetterStylesRefused(markers: [String]) {
        #expect(ContentConverter.wordLetterNumbering(markers) == nil)
    }
}

// MARK: - §22.2: docutils' citations, a bibliography's prose

extension BANALocalMarkupTests {
    @Test("Formats 2016 §22.2 in every format's model: docutils' dl.citation and div.citation are bibliography entries, each its key once, in brackets, before its words; no glossary, no note", arguments: [
        "citations-docutils-dl.html", "citations-docutils-div.html",
    ])
    func docutilsCitations(name: String) throws {
        let book = try BrailleCheck.fixtureBook(name)
        let blocks = BrailleCheck.allBlocks(book.blocks)
        #expect(!blocks.contains { $0.role == .definitionList || $0.role == .definitionTerm })
        let moss = try #require(blocks.first { $0.role == .paragraph && $0.plainText.contains("Lichens of Old Walls") })
        #expect(moss.plainText.hasPrefix("[Moss1990] Ada Moss.") && moss.part == .bibliography, "\(moss.plainText)")
        let wren = try #require(blocks.first { $0.role == .paragraph && $0.plainText.contains("Counting in the rain") })
        #expect(wren.plainText.hasPrefix("[Wren2001] Tom Wren.") && wren.part == .bibliography, "\(wren.plainText)")
        let notes = blocks.filter { if case .note = $0.role { true } else { false } }
        #expect(notes.allSatisfy { !$0.plainText.contains("Moss") }, "a citation is no note")
    }

    @Test("Formats 2016 §22.2: a docutils citation is listed 1-3, its key at the margin")
    func docutilsCitationLayout() throws {
        let rows = try BrailleCheck.fixtureRows("citations-docutils-dl.html")
        let moss = try BrailleCheck.row("Ada Moss", in: rows)
        #expect(BrailleCheck.cell(rows[moss]) == 1, "\(rows[moss])")
        #expect(BrailleCheck.cell(rows[moss + 1]) == 3, "runover in cell 3: \(rows[moss + 1])")
    }

    @Test("Formats 2016 §22.2: a bibliography's prose opening with a sentence adverb and its comma (\"However, most ...\") is a paragraph, 3-1; the entries around it stay 1-3")
    func bibliographyProseOpeners() throws {
        let rows = try BrailleCheck.fixtureRows("bibliography-prose-openers.xhtml")
        let vane = try BrailleCheck.row("Vane, Ellen", in: rows)
        let however = try BrailleCheck.row("However, most", in: rows)
        let moreover = try BrailleCheck.row("Moreover,", in: rows)
        let wren = try BrailleCheck.row("Wren, Thomas", in: rows)
        let smith = try BrailleCheck.row("Smith, J. A.", in: rows)
        #expect(BrailleCheck.cell(rows[vane]) == 1 && BrailleCheck.cell(rows[wren]) == 1 && BrailleCheck.cell(rows[smith]) == 1)
        #expect(BrailleCheck.cell(rows[however]) == 3 && BrailleCheck.cell(rows[however + 1]) == 1, "\(rows[however])")
        #expect(BrailleCheck.cell(rows[moreover]) == 3, "\(rows[moreover])")
    }

    @Test("Formats 2016 §22.2: what goes on after an opening's comma tells an entry from prose", arguments: [
        (["Vane,", "Ellen.", "Oil"], true), (["Smith,", "J.", "A."], true), (["Wren,", "Thomas,", "and", "Ada"], true),
        (["Vane,", "“The", "Ledger.”"], true), (["However,", "most", "of", "what"], false),
        (["Moreover,", "Vane’s", "survey", "is", "the"], false), (["Still,", "the", "survey"], false),
    ])
    func entryOpenings(words: [String], entry: Bool) {
        #expect(BrailleTranscriber.opensAsEntry(words) == entry)
    }
}

// MARK: - §16.1a, §2.6: notes and print pages

extension BANALocalMarkupTests {
    @Test("Formats 2016 §16.1a: a note goes at the end of its print page; InDesign's page anchor opening the next page's extract (a block of blocks) ends the page before the extract, not after it")
    func pageAnchorOpensParagraph() throws {
        let book = try BrailleCheck.fixtureBook("indesign-page-anchor-note.html")
        let order = ReadingPlan(book: book, defaultNotes: .endOfPage).nodes.compactMap { node -> String? in
            switch node.role {
            case .placedNote: return "note"
            case .blockquote: return "extract"
            case .paragraph: return String(node.inlines.plainText.prefix(12))
            default: return nil
            }
        }
        #expect(order == ["The trees we", "note", "extract", "The spring a"], "\(order)")
        let rows = try BrailleCheck.fixtureRows("indesign-page-anchor-note.html")
        #expect(try BrailleCheck.row("Forty trees", in: rows) < BrailleCheck.row("The next spring", in: rows))
    }

    @Test("Formats 2016 §2.6: a book with no print pages (pandoc's) has its notes at each section's end, and the transcriber's notes say so, not the end of a print page")
    func notesWithoutPrintPages() throws {
        let book = try BrailleCheck.fixtureBook("notes-pandoc-no-pages.html")
        let document = try BrailleExporter(output: .unicode, settings: BrailleSettings()).render(book)
        let joined = document.volumes.flatMap { $0.pages.flatMap { $0.rows } }.joined().filter { $0 != BrailleCheck.blank }
        func says(_ note: Labels.TranscriptionNote) throws -> Bool {
            joined.contains(try BrailleCheck.braille(Labels.english.sentence(for: note)).filter { $0 != BrailleCheck.blank })
        }
        #expect(try says(.notes(.endOfSection)))
        #expect(try !says(.notes(.endOfPage)) && !says(.printPages))
        #expect(BrailleExporter.notesSaidPlaced(.endOfPage, printPages: true) == .endOfPage)
        #expect(BrailleExporter.notesSaidPlaced(.endOfBook, printPages: false) == .endOfBook)
    }
}
