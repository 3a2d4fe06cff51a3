import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import BookModel
import ReadingModel

/// The parts of a book Braille Formats lays out by what they are (``BookPart``): glossaries
/// and indexes (alphabetic references), bibliographies, attributions and letters, and the
/// typeforms UEB §9 gives crossed-out type and small capitals. Each case is written from the
/// rule's text, on the project's fixture `braille/book-parts.xhtml`.
@Suite("Braille: BANA Formats book parts (§9.4, §9.7, §22; UEB §9.5, §9.6)")
struct BANABookPartsTests {
    static let fixture = TestPaths.fixture("braille/book-parts.xhtml")

    /// The pages of the fixture, each row without its trailing blanks, and no title page.
    static func pages() throws -> [[String]] {
        let document = try BrailleCheck.render(fixture) { $0.titlePage = false }
        return document.volumes.flatMap(\.pages).map { $0.rows.map(BrailleCheck.trimmed) }
    }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    /// The page and row index of the first row holding the braille of `text`.
    static func find(_ text: String, in pages: [[String]]) throws -> (page: Int, row: Int) {
        let cells = try BrailleCheck.braille(text)
        for (pageIndex, page) in pages.enumerated() {
            if let row = page.firstIndex(where: { $0.contains(cells) }) { return (pageIndex, row) }
        }
        throw BrailleCheckError.missing(text)
    }

    enum BrailleCheckError: Error { case missing(String) }

    @Test("Formats 2011 §22.2.1a: each alphabetic reference (the glossary, the index) starts on a new braille page")
    func alphabeticReferenceNewPage() throws {
        let pages = try Self.pages()
        for heading in ["Glossary", "Index"] {
            let place = try Self.find(heading, in: pages)
            let above = pages[place.page][..<place.row]
            #expect(above.allSatisfy { $0.isEmpty }, "\(heading) opens its page")
        }
    }

    @Test("Formats 2011 §22.2.1b, §22.2.2: a glossary term and its definition are one entry in 1-3, the bold all terms share dropped")
    func glossaryEntry() throws {
        let pages = try Self.pages()
        let place = try Self.find("ambergris: a waxy", in: pages)
        let rows = pages[place.page]
        #expect(Self.cell(rows[place.row]) == 1, "the entry starts in cell 1")
        #expect(Self.cell(rows[place.row + 1]) == 3, "its runover starts in cell 3")
        #expect(!rows[place.row].contains("⠘⠂") && !rows[place.row].contains("⠘⠆"), "no bold indicator: \(rows[place.row])")
        // A term that ends in its own colon gets no second one; a second paragraph of a
        // definition is blocked at the runover cell, not a new entry.
        let mate = try Self.find("mate: an officer", in: pages)
        #expect(Self.cell(pages[mate.page][mate.row]) == 1)
        let verb = try Self.find("Also a verb", in: pages)
        #expect(Self.cell(pages[verb.page][verb.row]) == 3)
    }

    @Test("Formats 2011 §22.2.2: the entry word is the run that opens a term: bold entry words all share lose their bold, a respelling or part of speech after them keeps its typeform")
    func glossaryEntryWords() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/glossary-respellings.xhtml")) { $0.titlePage = false }
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        let text = rows.joined(separator: "⠀")
        #expect(!text.contains("⠘⠂") && !text.contains("⠘⠆") && !text.contains("⠘⠶"), "no bold indicator: \(rows)")
        let abaft = try BrailleCheck.braille("abaft (uh-BAFT):")
        #expect(rows.contains { $0.hasPrefix(abaft) }, "the entry opens with the plain entry word: \(rows)")
        #expect(text.contains("⠨⠂⠰⠝⠲"), "the part of speech keeps its italics")
    }

    @Test("Formats 2011 §22.2.3: alphabetic division letters centred, a blank line before the first only, none after, with the letter indicator")
    func alphabeticDivisions() throws {
        let pages = try Self.pages()
        let a = try Self.find("Ahab", in: pages)
        let rows = pages[a.page]
        let letterA = rows[a.row - 1]
        #expect(Self.cell(letterA) > 10, "A is centred: \(letterA)")
        #expect(rows[a.row - 2].isEmpty, "a blank line before the first division")
        let bildad = try Self.find("Bildad", in: pages)
        let letterB = pages[bildad.page][bildad.row - 1]
        #expect(letterB.contains("⠰⠠⠃"), "B with the grade 1 indicator (it is not the word 'but'): \(letterB)")
        #expect(Self.cell(letterB) > 10)
        #expect(!pages[bildad.page][bildad.row - 2].isEmpty, "no blank line before a later division")
        #expect(bildad.page == a.page, "divisions do not start pages")
    }

    @Test("Formats 2011 §22.2.1b: index entries 1-5 and subentries 3-5 when the index has two levels (runovers two cells past the deepest)")
    func indexLevels() throws {
        let pages = try Self.pages()
        let ahab = try Self.find("Ahab", in: pages)
        let rows = pages[ahab.page]
        #expect(Self.cell(rows[ahab.row]) == 1)
        #expect(Self.cell(rows[ahab.row + 1]) == 5, "runover in cell 5: \(rows[ahab.row + 1])")
        let starbuck = try Self.find("and Starbuck", in: pages)
        #expect(Self.cell(pages[starbuck.page][starbuck.row]) == 3)
        #expect(!rows[ahab.row - 1].isEmpty, "no blank line between the division and its first entry")
    }

    @Test("Formats 2011 §22.2.1b: the runovers of an index with subentries are two cells past its deepest level under every division letter, in a list without subentries and in a paragraph entry as well")
    func indexRunoversOverTheWholeReference() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/index-divisions.xhtml")) { $0.titlePage = false }
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        for entry in ["kettles", "lanterns", "ledgers"] {
            let row = try BrailleCheck.row(entry, in: rows)
            #expect(Self.cell(rows[row]) == 1, "\(entry) opens in cell 1")
            #expect(Self.cell(rows[row + 1]) == 5, "\(entry) runs over in cell 5, past the subentries' cell 3: \(rows[row + 1])")
        }
        let subentry = try BrailleCheck.row("mending of", in: rows)
        #expect(Self.cell(rows[subentry]) == 3)
    }

    @Test("Formats 2016 §22.2: bibliography entries in 1-3, no blank lines between, italics kept, a repeated author as the long dash")
    func bibliography() throws {
        let pages = try Self.pages()
        let melville = try Self.find("Melville", in: pages)
        let rows = pages[melville.page]
        #expect(Self.cell(rows[melville.row]) == 1)
        #expect(Self.cell(rows[melville.row + 1]) == 3)
        #expect(rows[melville.row].contains("⠨"), "the italic title keeps its indicator")
        let next = try #require(rows[(melville.row + 1)...].firstIndex { Self.cell($0) == 1 })
        #expect(rows[next].hasPrefix("⠐⠠⠤"), "the second entry opens with the long dash: \(rows[next])")
        let between = rows[(melville.row + 1)..<next]
        #expect(between.allSatisfy { !$0.isEmpty }, "no blank line between entries")
    }

    @Test("Formats 2016 §22.2: a numbered reference list keeps print's numbers before each 1-3 entry (an ol of doc-biblioentry items, a value, a start; numbers printed in paragraphs), no blank lines between entries")
    func numberedBibliography() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/bibliography-numbered.xhtml")) { $0.titlePage = false }
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        let first = try Self.row("1. Herman Melville", in: rows)
        #expect(Self.cell(rows[first]) == 1 && Self.cell(rows[first + 1]) == 3, "\(rows[first]) / \(rows[first + 1])")
        let second = try Self.row("2. Thomas Beale", in: rows)
        let seventh = try Self.row("7. William Scoresby", in: rows)
        let twelfth = try Self.row("12. Frederick Debell", in: rows)
        for entry in [second, seventh, twelfth] { #expect(Self.cell(rows[entry]) == 1, "\(rows[entry])") }
        #expect(rows[first..<seventh].allSatisfy { !$0.isEmpty }, "no blank line between entries")
        let printed = try Self.row("[1] J. Ross Browne", in: rows)
        #expect(Self.cell(rows[printed]) == 1 && Self.cell(rows[printed + 1]) == 3)
        let next = try Self.row("[2] Henry T. Cheever", in: rows)
        #expect(Self.cell(rows[next]) == 1 && rows[printed..<next].allSatisfy { !$0.isEmpty })
    }

    @Test("Formats 2016 §9.4.1: an attribution is blocked five cells right of where the line before it starts, with no blank line before it",
          arguments: ["William Shakespeare", "A Natural History"])
    func attribution(source: String) throws {
        let pages = try Self.pages()
        let place = try Self.find(source, in: pages)
        let rows = pages[place.page]
        let before = rows[place.row - 1]
        #expect(!before.isEmpty)
        #expect(Self.cell(rows[place.row]) == Self.cell(before) + 5, "\(source): \(rows[place.row]) after \(before)")
        #expect(!rows[place.row].contains("⠨"), "the attribution's own italics are not shown")
    }

    @Test("Formats 2016 §9.7: a letter's dateline and salutation are blocked at the margin; its closing five cells right, the signature under it")
    func letter() throws {
        let pages = try Self.pages()
        let dateline = try Self.find("London, May 4", in: pages)
        let salutation = try Self.find("Dear Sir", in: pages)
        let rows = pages[dateline.page]
        #expect(Self.cell(rows[dateline.row]) == 3, "the letter is displayed: cell 3")
        #expect(Self.cell(pages[salutation.page][salutation.row]) == 3)
        let closing = try Self.find("Yours faithfully", in: pages)
        let signature = try Self.find("Ishmael", in: pages)
        let closingRow = pages[closing.page][closing.row]
        #expect(Self.cell(closingRow) == Self.cell(pages[closing.page][closing.row - 1]) + 5)
        #expect(Self.cell(pages[signature.page][signature.row]) == Self.cell(closingRow))
        let after = try Self.find("After the letter", in: pages)
        #expect(Self.cell(pages[after.page][after.row]) == 3, "the text after the letter is a paragraph again")
    }

    @Test("UEB §9.5.1: crossed-out type (s, del, CSS line-through) takes the first transcriber-defined typeform, listed on the special symbols page")
    func crossedOut() throws {
        let document = try BrailleCheck.render(Self.fixture) { $0.titlePage = false }
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        let word = "⠈⠼⠂" + (try BrailleCheck.braille("nothing"))
        #expect(rows.contains { $0.contains(word) }, "the struck word")
        #expect(rows.contains { $0.contains("⠈⠼⠂⠮") }, "a CSS line-through span")
        // The dot locator for mention, the indicator, then its meaning (which runs over).
        let meaning = "⠘⠿⠈⠼⠂⠀" + (try BrailleCheck.braille("first transcriber-defined typeform"))
        let withSymbols = try BrailleCheck.render(Self.fixture) { settings in
            settings.titlePage = true
        }
        #expect(BrailleCheck.rows(withSymbols).contains { $0.contains(meaning) }, "the special symbols page lists it")
    }

    @Test("UEB §9.6.1: an abbreviation or roman numeral in small capitals is capitals; §9.6.2, Formats §5.3: small capitals used for design keep the book's case")
    func smallCapitals() throws {
        let rows = try Self.pages().joined().joined()
        #expect(rows.contains(try BrailleCheck.braille("A.D.")))
        #expect(rows.contains(try BrailleCheck.braille("chapter IV")))
        #expect(rows.contains(try BrailleCheck.braille("It was the best")))
        let book = try BookLoader().load(path: Self.fixture)
        let text = book.blocks.map(\.plainText).joined(separator: "\n")
        #expect(text.contains("1492 A.D.") && text.contains("It was the best"), "every format reads the capitals")
    }

    /// The row of a speech of a play set as a table: the speaker's name, three blank cells
    /// ("When there is an extended blank space between the speaker's name and the first word
    /// of the speech, this space is indicated by three blank cells in braille", Formats 2011
    /// §14.1.5: print's two columns), and the speech's first words.
    static func speech(_ name: String, _ words: String, in rows: [String]) throws -> Int {
        let cells = try BrailleCheck.braille(name) + "⠀⠀⠀" + BrailleCheck.braille(words)
        return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(name), three blank cells, \(words): \(rows)")
    }

    @Test("Formats §14: a play's speeches: the speaker's name opens the speech in cell 1, three blank cells after it (§14.1.5, a play set as a table), runovers in 3; a further paragraph of the speech 5-3; a stage direction between speeches 1-3; never a data table")
    func play() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/play.xhtml")) { $0.titlePage = false }
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        func row(_ text: String) throws -> Int {
            let cells = try BrailleCheck.braille(text)
            return try #require(rows.firstIndex { $0.contains(cells) }, "a row holds \(text)")
        }
        let marsh = try Self.speech("Marsh", "Has the ship", in: rows)
        #expect(Self.cell(rows[marsh]) == 1 && Self.cell(rows[marsh + 1]) == 3)
        let hale = try Self.speech("Hale", "Not yet", in: rows)
        #expect(Self.cell(rows[hale]) == 1)
        let more = try row("But the lookout")
        #expect(Self.cell(rows[more]) == 5 && Self.cell(rows[more + 1]) == 3)
        let direction = try row("Enter a boy")
        #expect(Self.cell(rows[direction]) <= 2 && Self.cell(rows[direction + 1]) == 3, "\(rows[direction])")
        let setting = try row("A room in the")
        #expect(Self.cell(rows[setting]) == 3, "the scene's setting is a paragraph")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/play.xhtml"))
        #expect(!book.blocks.contains { $0.role == .table }, "no format reads the play as a table")
    }

    /// The rows of the verse play fixture, no title page.
    static func verseRows() throws -> [String] {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/play-verse.xhtml")) { $0.titlePage = false }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    @Test("Formats 2011 §14.2.1: a cast of characters (z3998:dramatis-personae) under a cell-5 heading, each name and its identification on one line in 1-3, its font attributes ignored, the names initially capitalized (§14.1.2)")
    func castOfCharacters() throws {
        let rows = try Self.verseRows()
        let heading = try Self.row("Dramatis Personae", in: rows)
        #expect(Self.cell(rows[heading]) == 5, "a cell-5 heading: \(rows[heading])")
        let orsino = try Self.row("Orsino, Duke of", in: rows)
        #expect(Self.cell(rows[orsino]) == 1 && Self.cell(rows[orsino + 1]) == 3, "1-3: \(rows[orsino]) / \(rows[orsino + 1])")
        #expect(!rows[orsino].contains("⠘"), "the name's bold is not shown")
        let viola = try Self.row("Viola, a lady", in: rows)
        let sebastian = try Self.row("Sebastian, her brother", in: rows)
        #expect(Self.cell(rows[viola]) == 1 && Self.cell(rows[sebastian]) == 1)
        #expect(!rows[viola].contains("⠨") && !rows[sebastian].contains("⠨"), "italics are not shown")
        #expect(rows[(orsino + 1)..<sebastian].allSatisfy { !$0.isEmpty }, "no blank line between entries")
    }

    @Test("Formats 2011 §14.6: a speech in verse (a z3998:verse cell): the speaker's name and the first line in cell 1, each further line in cell 3, runovers in cell 5; a further paragraph of its verse in cell 3; a prose speech after it 1-3")
    func verseSpeech() throws {
        let rows = try Self.verseRows()
        let first = try Self.speech("Orsino", "If music be", in: rows)
        #expect(Self.cell(rows[first]) == 1 && Self.cell(rows[first + 1]) == 5, "\(rows[first]) / its runover \(rows[first + 1])")
        let second = try Self.row("Give me excess", in: rows)
        #expect(second == first + 2 && Self.cell(rows[second]) == 3, "the next line in cell 3: \(rows[second])")
        #expect(Self.cell(rows[second + 1]) == 5, "its runover in cell 5: \(rows[second + 1])")
        let third = try Self.row("Enough; no more", in: rows)
        #expect(Self.cell(rows[third]) == 3)
        let stanza = try Self.row("That strain again", in: rows)
        #expect(stanza == third + 1 && Self.cell(rows[stanza]) == 3, "a further verse paragraph, no blank line: \(rows[stanza])")
        let curio = try Self.speech("Curio", "Will you go", in: rows)
        #expect(curio == stanza + 1 && Self.cell(rows[curio]) == 1, "the next speech follows at the margin: \(rows[curio])")
    }

    @Test("Formats 2011 §14.1.2: names in capitals in a stage direction are initially capitalized (a roman numeral stays in capitals); §14.1.3: the direction's italics are not shown")
    func stageDirectionNames() throws {
        let rows = try Self.verseRows()
        let direction = try Self.row("Enter Valentine and the Captain", in: rows)
        #expect(Self.cell(rows[direction]) == 1 && !rows[direction].contains("⠨"), "\(rows[direction])")
        let act = try BrailleCheck.braille("Act II.")
        #expect(rows[direction...(direction + 2)].contains { $0.contains(act) }, "the numeral keeps its capitals")
    }

    @Test("Formats 2011 §14.7: a speech of prose and verse keeps each paragraph's format: the prose paragraph with the speaker's name 1-3, the verse after it in cell 3 with runovers in cell 5")
    func mixedProseAndVerse() throws {
        let rows = try Self.verseRows()
        let prose = try Self.speech("Valentine", "So please my lord", in: rows)
        #expect(Self.cell(rows[prose]) == 1 && Self.cell(rows[prose + 1]) == 3, "prose 1-3: \(rows[prose + 1])")
        let verse = try Self.row("The element itself", in: rows)
        #expect(verse > prose + 1 && Self.cell(rows[verse]) == 3 && Self.cell(rows[verse + 1]) == 5,
                "verse 3-5: \(rows[verse]) / \(rows[verse + 1])")
        #expect(!rows[verse - 1].isEmpty, "no blank line before the verse")
    }

    @Test("A DTBook epigraph's author is its attribution (DTBook's author in an epigraph or blockquote)")
    func dtbookAttribution() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("dtbook/elements.xml"))
        var found: BookPart?
        func find(_ blocks: [Block]) {
            for block in blocks {
                if block.inlines.plainText == "Epigraph Author" { found = block.part }
                find(block.children)
            }
        }
        find(book.blocks)
        #expect(found == .attribution)
    }

    @Test("The reader gives each block its part: glossary, index and bibliography inherited; attribution, dateline, closing and signature its own")
    func parts() throws {
        let book = try BookLoader().load(path: Self.fixture)
        var parts: [String: BookPart] = [:]
        func collect(_ blocks: [Block]) {
            for block in blocks {
                let text = block.inlines.plainText
                if !text.isEmpty { parts[text] = block.part }
                collect(block.children)
            }
        }
        collect(book.blocks)
        #expect(parts["William Shakespeare"] == .attribution)
        #expect(parts["A Natural History"] == .attribution)
        #expect(parts["London, May 4"] == .dateline)
        #expect(parts["Dear Sir,"] == .salutation)
        #expect(parts["Yours faithfully,"] == .closing)
        #expect(parts["Ishmael"] == .signature)
        #expect(parts["Glossary"] == .glossary)
        #expect(parts["Bildad, 20"] == .index)
        #expect(parts["Bibliography"] == .bibliography)
        #expect(parts["Chapter One"] == BookPart.none)
    }
}
