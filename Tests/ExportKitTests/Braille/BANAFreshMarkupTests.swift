import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Book parts in markups publishers use that the earlier suites did not meet (issue 38's
/// fresh audit): one-file books whose chapters are told by their divisions, indexes set as
/// paragraphs, letters whose address is told by where it stands, notes with links back to
/// their references. Each test asserts what the Formats section says of the placement, on
/// fixtures written for it.
@Suite("Braille: BANA Formats in publishers' markups, round two (§4.1.1, §9.7, §16.9, §22)")
struct BANAFreshMarkupTests {
    static func document(_ name: String, cells: Int = 40) throws -> BrailleDocument {
        try BrailleCheck.render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = false
            settings.cells = cells
        }
    }

    static func rows(_ name: String, cells: Int = 40) throws -> [String] {
        BrailleCheck.rows(try document(name, cells: cells)).map(BrailleCheck.trimmed)
    }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    /// Whether the row holding `text` is centred on a line of `width` cells (its blank cells
    /// before and after differ by at most one).
    static func isCentred(_ text: String, in rows: [String], width: Int = 40) throws -> Bool {
        let row = rows[try self.row(text, in: rows)]
        let before = cell(row) - 1
        let after = width - row.count
        return before >= 2 && abs(before - after) <= 1
    }
}

extension BANAFreshMarkupTests {
    @Test("§4.1.1: a one-file book's h2 chapters in div.chapter under its h1 title are centred like the title, each on a new page; its h3 is cell 5")
    func oneFileChapters() throws {
        let document = try Self.document("chapters-one-file.html")
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        #expect(try Self.isCentred("The Lamplighter's Year", in: rows), "the title centred")
        let pages = document.volumes.flatMap(\.pages)
        for chapter in ["CHAPTER I. WINTER", "CHAPTER II. SPRING", "CHAPTER III. SUMMER"] {
            #expect(try Self.isCentred(chapter, in: rows), "\(chapter) centred")
            let cells = try BrailleCheck.braille(chapter)
            let page = try #require(pages.first { $0.rows.contains { $0.contains(cells) } }, "\(chapter)")
            // A chapter, a centred (level-1) heading, starts a new page: nothing but blank
            // rows and the page number line before it on its page.
            let before = page.rows.prefix { !$0.contains(cells) }.map(BrailleCheck.trimmed)
            #expect(before.allSatisfy { $0.isEmpty || Self.cell($0) > 30 }, "\(chapter) opens its page: \(before)")
        }
        let section = try Self.row("The First Frost", in: rows)
        #expect(Self.cell(rows[section]) == 5, "the h3 inside a chapter in cell 5: \(rows[section])")
    }

    @Test("§4.1.1: h2 chapters in sections marked doc-chapter or epub:type chapter, in one file with no h1, are centred")
    func oneFileSectionChapters() throws {
        let rows = try Self.rows("chapters-sections.xhtml")
        for chapter in ["Chapter One: Seeds", "Chapter Two: Shoots"] {
            #expect(try Self.isCentred(chapter, in: rows), "\(chapter) centred")
        }
    }

    @Test("§4.1.1: the reader marks the first heading of a chapter division, and only it")
    func chapterDivisionTrait() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/chapters-one-file.html"))
        var opening: [String] = []
        var others: [String] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if block.role.headingLevel != nil {
                    let text = block.inlines.plainText.trimmingWhitespace()
                    if block.traits.contains(.opensChapter) { opening.append(text) } else { others.append(text) }
                }
                walk(block.children)
            }
        }
        walk(book.blocks)
        #expect(opening == ["CHAPTER I. WINTER", "CHAPTER II. SPRING", "CHAPTER III. SUMMER"])
        #expect(others == ["The Lamplighter's Year", "The First Frost"])
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2011 §22.2.1b: an index set as paragraphs whose subentries are told by class (indexmain, indexsub, indexsubsub) is 1-7, 3-7, 5-7")
    func indexParagraphClasses() throws {
        let rows = try Self.rows("index-paragraphs.xhtml")
        let axles = try Self.row("axles, greased", in: rows)
        #expect(Self.cell(rows[axles]) == 1 && Self.cell(rows[axles + 1]) == 7, "a main entry 1-7: \(rows[axles]) / \(rows[axles + 1])")
        let broken = try Self.row("broken in the flood", in: rows)
        #expect(Self.cell(rows[broken]) == 3, "a subentry in cell 3: \(rows[broken])")
        let oak = try Self.row("replaced with oak", in: rows)
        #expect(Self.cell(rows[oak]) == 5, "a sub-subentry in cell 5: \(rows[oak])")
        let apprentices = try Self.row("apprentices", in: rows)
        #expect(Self.cell(rows[apprentices]) == 1)
        let ground = try Self.row("ground coarse", in: rows)
        #expect(Self.cell(rows[ground]) == 3, "\(rows[ground])")
        // No blank lines between entries (§22.2.1), the levels included.
        #expect(!rows[axles...oak].contains { $0.isEmpty }, "no blank line between an entry and its subentries")
    }

    @Test("Formats 2011 §22.2.3: the division letters between an index's paragraph entries stay centred, a blank line before the first only")
    func indexParagraphDivisions() throws {
        let rows = try Self.rows("index-paragraphs.xhtml")
        let axles = try Self.row("axles, greased", in: rows)
        let letterA = axles - 1
        #expect(Self.cell(rows[letterA]) > 15 && rows[letterA].count < 25, "A centred above the first entry: \(rows[letterA])")
        #expect(rows[letterA - 1].isEmpty, "a blank line before the first division")
        let barley = try Self.row("barley", in: rows)
        #expect(Self.cell(rows[barley - 1]) > 15 && !rows[barley - 2].isEmpty, "B centred with no blank line before it: \(rows[barley - 2]) / \(rows[barley - 1])")
    }

    @Test("Formats 2011 §22.2.1b: an index named only by its heading, its levels Word's and InDesign's index1, index2, index3 classes, is 1-7, 3-7, 5-7")
    func indexParagraphNumberedClasses() throws {
        let rows = try Self.rows("index-paragraphs-named.html")
        let apples = try Self.row("Apples, the sour", in: rows)
        #expect(Self.cell(rows[apples]) == 1 && Self.cell(rows[apples + 1]) == 7, "\(rows[apples]) / \(rows[apples + 1])")
        #expect(Self.cell(rows[try Self.row("stored in straw", in: rows)]) == 3)
        #expect(Self.cell(rows[try Self.row("through the frosts", in: rows)]) == 5)
        #expect(Self.cell(rows[try Self.row("Pears", in: rows)]) == 1)
    }

    @Test("Formats 2011 §22.2.1b: the index classes read as levels", arguments: [
        (["indexmain"], 0), (["indexsub"], 1), (["indexsubsub"], 2), (["isub3"], 3), (["index1"], 0), (["index-2"], 1),
        (["idx3"], 2), (["ix2"], 1), (["indent2"], 2), (["sub"], 1), (["subentry"], 1), (["level3"], 2), (["hang"], 0),
    ])
    func indexClassLevels(classes: [String], level: Int) {
        #expect(ContentConverter.indexEntryLevel(classes) == level)
    }

    @Test("Formats 2011 §22.2.1b: paragraphs with an indent class outside an index stay paragraphs")
    func indentOutsideIndex() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/index-paragraphs-named.html"))
        let before = try #require(book.blocks.first { $0.inlines.plainText.contains("pruned") })
        #expect(before.role == .paragraph)
        let list = try #require(book.blocks.first { if case .list = $0.role { return true } else { return false } })
        #expect(list.part == .index)
    }
}

extension BANAFreshMarkupTests {
    static func parts(_ name: String) throws -> [String: BookPart] { try BANAMarkupVariantsTests.parts(name) }

    @Test("Formats 2016 §9.7 (EBAE §13.10a: follow print for inside addresses): an unmarked dateline and inside address above the salutation are blocked at the margin, one braille line per print line")
    func unmarkedInsideAddress() throws {
        let rows = try Self.rows("letter-unmarked-address.xhtml")
        let date = try Self.row("Leeds, 14 October", in: rows)
        #expect(Self.cell(rows[date]) == 1, "the dateline at the margin: \(rows[date])")
        let secretary = try Self.row("The Secretary", in: rows)
        #expect(secretary == date + 1)
        for (offset, line) in ["The Secretary", "Northern Canal Company", "Wharf Street, Hull"].enumerated() {
            let row = rows[secretary + offset]
            #expect(row.contains(try BrailleCheck.braille(line)) && Self.cell(row) == 1, "\(line) on its own line at the margin: \(row)")
        }
        let dear = try Self.row("Dear Sir,", in: rows)
        #expect(dear == secretary + 3 && Self.cell(rows[dear]) == 1, "the salutation blocked at the margin under the address")
        // The closing, placed now that the salutation is known, five cells right of the line above.
        let closing = try Self.row("Yours faithfully", in: rows)
        #expect(Self.cell(rows[closing]) == Self.cell(rows[closing - 1]) + 5, "\(rows[closing])")
        // In a letter that is a quotation the margin is cell 3.
        for line in ["Mr. Robert Greaves", "Mill Row, Leeds", "Sir:"] {
            let row = rows[try Self.row(line, in: rows)]
            #expect(Self.cell(row) == 3, "\(line) at the quotation's margin: \(row)")
        }
    }

    @Test("Formats 2016 §9.7: the parts read from where an unmarked letter's lines stand; a letter that opens with its text has no address")
    func unmarkedLetterParts() throws {
        let parts = try Self.parts("letter-unmarked-address.xhtml")
        #expect(parts["Leeds, 14 October 1902."] == .dateline)
        #expect(parts["The Secretary\nNorthern Canal Company\nWharf Street, Hull"] == .address)
        #expect(parts["Dear Sir,"] == .salutation && parts["Yours faithfully,"] == .closing && parts["Robert Greaves"] == .signature)
        #expect(parts["Mr. Robert Greaves"] == .address && parts["Mill Row, Leeds"] == .address && parts["Sir:"] == .salutation)
        #expect(parts["Come at once."] == BookPart.none, "a first line of text is not an address")
    }
}

extension BANAFreshMarkupTests {
    @Test("§16.9: a note's link back to its reference (epub:type backlink, role doc-backlink) is not transcribed: no arrow, no 'Return to text', no transcriber's note for a character dropped")
    func noteBacklinks() throws {
        let document = try Self.document("endnotes-backlinks.xhtml")
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        _ = try Self.row("coldest night in ten years", in: rows)
        _ = try Self.row("So the ferryman said", in: rows)
        let back = try BrailleCheck.braille("Return to text")
        #expect(!rows.contains { $0.contains(back) }, "the backlink's words are not text")
        let omitted = try BrailleCheck.braille("omitted")
        #expect(!rows.contains { $0.contains(omitted) }, "no character dropped, so no note that one was")
        // Every format reads the same model: the plain text has no arrow either.
        let book = try BookLoader().load(path: TestPaths.fixture("braille/endnotes-backlinks.xhtml"))
        var texts: [String] = []
        func walk(_ blocks: [Block]) { for block in blocks { texts.append(block.inlines.plainText); walk(block.children) } }
        walk(book.blocks)
        #expect(!texts.contains { $0.contains("↩") || $0.contains("Return to text") })
        #expect(texts.contains { $0.trimmingWhitespace() == "It was the coldest night in ten years." })
    }

    @Test("§16.9: a backlink that opens its note is the note's printed label and is kept")
    func backlinkLabel() throws {
        let parts = try Self.parts("endnotes-backlinks.xhtml")
        #expect(parts.keys.contains { $0.hasPrefix("3.") && $0.contains("painted the bridge") }, "\(parts.keys.sorted())")
    }
}

extension BANAFreshMarkupTests {
    static func isTopBoxLine(_ row: String) -> Bool { row.count == 40 && row.allSatisfy { $0 == "⠶" } }
    static func isBottomBoxLine(_ row: String) -> Bool { row.count == 40 && row.allSatisfy { $0 == "⠛" } }

    @Test("Formats 2016 §7, §7.2: Pressbooks' text boxes (div.textbox, shaded, learning-objectives) and sidebars (epub:type sidebar, div.sidebar) are boxed: a blank line, a top box line, the text with no blank line after the top line or before the bottom one, a bottom box line, a blank line",
          arguments: ["By the end of this section", "Neap tides fall", "Some harbours dry out", "The moon is not the only"])
    func textBoxes(text: String) throws {
        let rows = try Self.rows("boxes-markup.xhtml")
        let row = try Self.row(text, in: rows)
        let top = try #require(rows[..<row].lastIndex(where: Self.isTopBoxLine), "a top box line above \(text)")
        let bottom = try #require(rows[row...].firstIndex(where: Self.isBottomBoxLine), "a bottom box line below \(text)")
        #expect(!rows[(top + 1)..<bottom].contains(where: Self.isBottomBoxLine), "\(text) inside one box")
        #expect(!rows[top + 1].isEmpty && !rows[bottom - 1].isEmpty, "§7.2c, d: no blank line after the top line or before the bottom one")
        #expect(top == 0 || rows[top - 1].isEmpty || Self.cell(rows[top - 1]) > 30, "a blank line (or the page's top) before the top box line")
        #expect(rows[bottom + 1].isEmpty, "a blank line after the bottom box line")
    }

    @Test("Formats 2016 §7: a text box's heading (Pressbooks' h3 in div.textbox) is inside the box, straight after the top box line")
    func textBoxHeading() throws {
        let rows = try Self.rows("boxes-markup.xhtml")
        let heading = try Self.row("Learning Objectives", in: rows)
        #expect(Self.isTopBoxLine(rows[heading - 1]), "\(rows[heading - 1])")
        let objectives = try Self.row("explain what the moon does", in: rows)
        #expect(Self.isBottomBoxLine(rows[objectives + 1]), "the list ends the box")
    }

    @Test("Formats 2016 §7: the reader reads the box classes and the sidebar type as boxes; a div of another class stays text")
    func boxKinds() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/boxes-markup.xhtml"))
        let boxes = book.blocks.filter { $0.role == .note(.aside) }
        #expect(boxes.count == 4)
        let plain = book.blocks.filter { $0.role == .paragraph }.map { $0.inlines.plainText }
        #expect(plain.contains("Spring tides are the largest of the month."))
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2011 §14.1.4: a play whose speakers only bold type tells (<p><b>MILLER.</b> ...): each speech 1-3, dialogue on the name's line; a stage direction in italics between speeches 1-3; §14.1.2: names in capitals initially capitalized")
    func boldSpeakerPlay() throws {
        let rows = try Self.rows("play-bold-names.xhtml")
        let miller = try Self.row("The water is rising", in: rows)
        #expect(Self.cell(rows[miller]) == 1 && Self.cell(rows[miller + 1]) == 3, "a speech 1-3: \(rows[miller]) / \(rows[miller + 1])")
        #expect(rows[miller].contains(try BrailleCheck.braille("Miller.")), "the name initially capitalized, on the speech's line: \(rows[miller])")
        let wife = try Self.row("Then stop it", in: rows)
        #expect(Self.cell(rows[wife]) == 1, "\(rows[wife])")
        let direction = try Self.row("crosses to the window", in: rows)
        #expect(Self.cell(rows[direction]) == 1, "a stage direction 1-3: \(rows[direction])")
        let boy = try Self.row("Can I see?", in: rows)
        #expect(Self.cell(rows[boy]) == 1)
        // The scene's setting before the speeches stays a paragraph, 3-1.
        let setting = try Self.row("A kitchen behind the mill", in: rows)
        #expect(Self.cell(rows[setting]) == 3)
    }

    @Test("Formats 2011 §14: bold terms that never answer each other, one bold label repeated, textbook labels and a manual's links taking turns are not read as a play", arguments: ["A channel with a gate", "Millers kept their own hours", "It turns six hundred times", "The race"])
    func boldTermsNotAPlay(text: String) throws {
        let rows = try Self.rows("play-bold-names.xhtml")
        let row = try Self.row(text, in: rows)
        #expect(Self.cell(rows[row]) == 3, "a paragraph, 3-1: \(rows[row])")
        let parts = try Self.parts("play-bold-names.xhtml")
        #expect(parts.first { $0.key.contains(text) }?.value == BookPart.none)
    }

    @Test("Formats 2011 §14.1.4: the speaker a paragraph opens with in bold", arguments: [
        ("<b>MILLER.</b> Done.", "miller"), ("<b>WIFE</b>. Stop it.", "wife"), ("<b>FIRST WITCH.</b> When?", "first witch"),
        ("<b>Boy:</b> Can I see?", nil), ("<b>First Witch.</b> When?", nil), ("<b>MILLER.</b>", nil), ("<i>MILLER.</i> Done.", nil),
        ("<b>MILLER</b> is here.", nil), ("<b>NOTE.</b> Oak.", nil), ("<b>A.</b> Yes.", nil), ("Plain. Text.", nil),
    ] as [(String, String?)])
    func boldSpeakerNames(markup: String, name: String?) throws {
        let document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>\(markup)</p></body></html>"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bold-speaker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("one.xhtml")
        try Data(document.utf8).write(to: file)
        let book = try BookLoader().load(path: file.path)
        let paragraph = try #require(book.blocks.first { $0.role == .paragraph })
        #expect(ContentConverter.boldSpeaker(paragraph) == name)
    }
}

extension BANAFreshMarkupTests {
    @Test("HTMLBook's data-type names the parts as epub:type does: Formats 2016 §2 (a dedication on a preliminary page), §7 (a sidebar boxed), §22.2 (bibliography 1-3), §22.2.1 (a glossary on a new page, term and definition in one 1-3 entry)")
    func htmlBookParts() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/htmlbook-parts.html")) { _ in }
        let pages = document.volumes.flatMap(\.pages).map { $0.rows.map(BrailleCheck.trimmed) }
        let dedication = try BrailleCheck.braille("For the lock keepers")
        let dedicationPage = try #require(pages.first { $0.contains { $0.contains(dedication) } })
        #expect(dedicationPage.contains { $0.hasSuffix("⠏⠼⠁") }, "§2.7: front matter on a preliminary page, p1")
        let rows = pages.flatMap { $0 }
        let brackish = try Self.row("Brackish Water", in: rows)
        #expect(Self.isTopBoxLine(rows[brackish - 1]), "§7: the sidebar boxed")
        let carter = try Self.row("Carter, Ruth", in: rows)
        #expect(Self.cell(rows[carter]) == 1 && Self.cell(rows[carter + 1]) == 3, "§22.2: 1-3: \(rows[carter]) / \(rows[carter + 1])")
        let glossaryTitle = try BrailleCheck.braille("Glossary Terms")
        let glossaryPage = try #require(pages.first { $0.contains { $0.contains(glossaryTitle) } })
        #expect(glossaryPage.first { !$0.isEmpty }?.contains(glossaryTitle) == true, "§22.2.1a: the glossary opens a page")
        let bar = try Self.row("A ridge of sand or gravel", in: rows)
        #expect(rows[bar].hasPrefix(try BrailleCheck.braille("Bar:")) && Self.cell(rows[bar + 1]) == 3,
                "the term, a colon and the definition in one 1-3 entry: \(rows[bar]) / \(rows[bar + 1])")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/htmlbook-parts.html"))
        let chapters = book.blocks.filter { $0.traits.contains(.opensChapter) }.map { $0.inlines.plainText }
        #expect(chapters == ["The Estuary", "The Bar"], "§4.1.1: data-type chapter opens a chapter")
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2016 §22: the headings textbooks and Pressbooks give their back matter name it", arguments: [
        ("Key Terms", BookPart.glossary), ("Glossary Terms", .glossary), ("Index of Subjects", .index), ("Name Index", .index),
        ("Works Consulted", .bibliography), ("Literature Cited", .bibliography), ("Suggestions for Further Reading", .bibliography),
        ("Suggested Readings.", .bibliography), ("Sources of the Nile", .none),
    ])
    func backMatterHeadings(heading: String, part: BookPart) throws {
        let document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><h1>Rivers</h1><p>Water runs down hill.</p>"
            + "<h2>\(heading)</h2><p>Delta: the mouth of a river.</p><p>Weir: a low dam.</p></body></html>"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("back-matter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("one.xhtml")
        try Data(document.utf8).write(to: file)
        let book = try BookLoader().load(path: file.path)
        let entry = try #require(book.blocks.first { $0.inlines.plainText.hasPrefix("Delta") })
        #expect(entry.part == part)
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2016 §9.4.1: a quotation's or epigraph's last paragraph that opens with a dash and is short is its attribution, blocked five cells right of the line before it, the dash kept")
    func dashAttribution() throws {
        let rows = try Self.rows("attribution-dash.html")
        let saying = try Self.row("Old Saying", in: rows)
        #expect(Self.cell(rows[saying]) == Self.cell(rows[saying - 1]) + 5,
                "five cells right of where the quotation's last line starts: \(rows[saying - 1]) / \(rows[saying])")
        #expect(rows[saying].contains(try BrailleCheck.braille("—")), "print's dash kept")
        let preacher = try Self.row("The Preacher", in: rows)
        #expect(Self.cell(rows[preacher]) == Self.cell(rows[preacher - 1]) + 5, "\(rows[preacher - 1]) / \(rows[preacher])")
        let parts = try Self.parts("attribution-dash.html")
        #expect(parts["—Old Saying."] == .attribution && parts["— The Preacher"] == .attribution)
        #expect(parts.first { $0.key.hasPrefix("— Not yet") }?.value == BookPart.none, "a long line after a dash is dialogue")
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2011 §22.2: a glossary set as a two-column table (named by its heading, or a glossary section) is its entries: each term, a colon and its definition in one 1-3 entry, no header row, no table", arguments: [
        ("Aqueduct:", "A bridge that carries"), ("Lock:", "A chamber with gates"), ("Towpath:", "The path beside"), ("Wharf:", "A place where boats"),
    ])
    func glossaryTable(term: String, definition: String) throws {
        let rows = try Self.rows("glossary-table.xhtml")
        let row = try Self.row(definition, in: rows)
        #expect(rows[row].hasPrefix(try BrailleCheck.braille(term)), "the term opens the entry's line: \(rows[row])")
        #expect(Self.cell(rows[row]) == 1)
        if rows.count > row + 1, !rows[row + 1].isEmpty, Self.cell(rows[row + 1]) != 1 { #expect(Self.cell(rows[row + 1]) == 3) }
        let heads = try BrailleCheck.braille("Definition")
        #expect(!rows.contains { $0.contains(heads) }, "the header row is not read")
    }

    @Test("Formats 2011 §22.2: a glossary table's runovers are in cell 3")
    func glossaryTableRunover() throws {
        let rows = try Self.rows("glossary-table.xhtml")
        let aqueduct = try Self.row("A bridge that carries", in: rows)
        #expect(Self.cell(rows[aqueduct + 1]) == 3, "\(rows[aqueduct + 1])")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/glossary-table.xhtml"))
        var tables = 0
        func walk(_ blocks: [Block]) { for block in blocks { if block.role == .table { tables += 1 }; walk(block.children) } }
        walk(book.blocks)
        #expect(tables == 0, "no format reads them as tables")
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2016 §9 (displayed material, a blank line before and after): a quotation set as div.blockquot (Gutenberg) or div.quotation is set as a blockquote, 5-3 between blank lines, its dash source an attribution")
    func quotationDivs() throws {
        let rows = try Self.rows("quotation-div.html")
        let lock = try Self.row("The lock is in fair repair", in: rows)
        #expect(Self.cell(rows[lock]) == 5 && Self.cell(rows[lock + 1]) == 3, "5-3: \(rows[lock]) / \(rows[lock + 1])")
        #expect(rows[lock - 1].isEmpty, "a blank line before the quotation")
        let survey = try Self.row("1850", in: rows)
        #expect(Self.cell(rows[survey]) == Self.cell(rows[survey - 1]) + 5, "§9.4.1: the source five cells right")
        #expect(rows[survey + 1].isEmpty, "a blank line after the quotation")
        let water = try Self.row("Water finds the weakest place", in: rows)
        #expect(Self.cell(rows[water]) == 5 && rows[water - 1].isEmpty && rows[water + 1].isEmpty, "\(rows[water])")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/quotation-div.html"))
        #expect(book.blocks.filter { $0.role == .blockquote }.count == 2, "every format reads them as quotations")
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2016 §13.3, §13.4: a poem in ppgen markup (div.linegroup of div.group stanzas of div.line lines): each line in cell 1, an in2 line in cell 3, a blank line between stanzas and around the poem; a div.group outside a poem is text")
    func ppgenStanzas() throws {
        let rows = try Self.rows("poem-ppgen.html")
        let old = try Self.row("The lock is deep", in: rows)
        #expect(rows[old - 1].isEmpty && Self.cell(rows[old]) == 1, "a blank line before the poem: \(rows[old])")
        let cold = try Self.row("the night is cold", in: rows)
        #expect(cold == old + 1 && Self.cell(rows[cold]) == 3, "§13.3: the in2 line a level in, cell 3: \(rows[cold])")
        let boats = try Self.row("And boats go by", in: rows)
        #expect(boats == cold + 2 && rows[cold + 1].isEmpty, "§13.4: a blank line between stanzas")
        let tide = try Self.row("Until the tide", in: rows)
        #expect(rows[tide + 1].isEmpty, "a blank line after the poem")
        let grouped = try Self.row("A grouped paragraph", in: rows)
        #expect(Self.cell(rows[grouped]) == 3, "a paragraph, 3-1: \(rows[grouped])")
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2016 §9: an epigraph set as div.epigraph is displayed material: 5-3 between blank lines, as a blockquote; the attribution inside it")
    func epigraphDiv() throws {
        let rows = try Self.rows("attribution-dash.html")
        let rivers = try Self.row("All rivers run to the sea", in: rows)
        #expect(rows[rivers - 1].isEmpty && Self.cell(rows[rivers]) == 5 && Self.cell(rows[rivers + 1]) == 3, "\(rows[rivers]) / \(rows[rivers + 1])")
        let preacher = try Self.row("The Preacher", in: rows)
        #expect(rows[preacher + 1].isEmpty, "a blank line after the epigraph, its source inside it")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/attribution-dash.html"))
        let epigraph = try #require(book.blocks.first { $0.plainText.contains("All rivers") })
        #expect(epigraph.role == .blockquote && epigraph.part == .epigraph)
    }
}

extension BANAFreshMarkupTests {
    @Test("Formats 2016 §16.1, §16.2: Word's and LibreOffice's HTML notes (references to #_ftn1 or a.sdfootnoteanc, notes in div#ftn1 or div#sdfootnote1) are notes: each reference the note indicator and print's mark, each note after a separation line in 7-5 at the end of the print page, its printed label not repeated, Word's rule above the notes no section break",
          arguments: [("notes-word.html", ["The coldest winter", "So the keeper wrote"], ["1", "2"]),
                      ("notes-libreoffice.html", ["The old one", "Twelve members"], ["1", "i"])])
    func officeNotes(fixture: String, notes: [String], marks: [String]) throws {
        let rows = try Self.rows(fixture)
        let separator = try #require(rows.firstIndex { $0 == "⠤⠤⠤⠤⠤⠤" }, "a separation line")
        for (text, mark) in zip(notes, marks) {
            let row = try Self.row(text, in: rows)
            #expect(row > separator && Self.cell(rows[row]) == 7, "7-5 after the separation line: \(rows[row])")
            // The note indicator, dots 5-35, then print's mark (a letter after it needs no
            // grade 1 indicator), then a space and the note's text: no second label.
            let markCells = try BrailleCheck.braille(mark).replacingOccurrences(of: "⠰", with: "")
            let opening = try BrailleCheck.braille(String(text.prefix(7)))
            #expect(rows[row].contains("⠐⠔" + markCells + "⠀" + opening), "\(rows[row])")
        }
        #expect(!rows.contains("⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠒⠒⠒"), "no section break")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/\(fixture)"))
        #expect(book.blocks.filter { if case .note = $0.role { return true } else { return false } }.count == 2)
        #expect(!book.blocks.contains { $0.role == .sceneBreak })
    }
}
