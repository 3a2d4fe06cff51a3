import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import BookModel
import ReadingModel

/// The parts of a book Braille Formats lays out by what they are, marked up the ways
/// publishers mark them: EPUB 3 semantics and DPUB-ARIA roles, Project Gutenberg's classes,
/// plain HTML told by its headings and by where lines stand. Each fixture holds one part in
/// two or three markups; each test asserts the rule's placements on every one of them.
@Suite("Braille: BANA Formats parts in publishers' markups (§2.10, §9.7, §14, §16, §21, §22)")
struct BANAMarkupVariantsTests {
    /// The rows of a fixture, without trailing blanks, no title page.
    static func rows(_ name: String, cells: Int = 40) throws -> [String] {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = false
            settings.cells = cells
        }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed)
    }

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

    static func row(_ text: String, in rows: [String]) throws -> Int { try BrailleCheck.row(text, in: rows) }

    static func parts(_ name: String) throws -> [String: BookPart] {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/\(name)"))
        var parts: [String: BookPart] = [:]
        func walk(_ blocks: [Block]) {
            for block in blocks {
                let text = block.inlines.plainText.trimmingWhitespace()
                if !text.isEmpty { parts[text] = block.part }
                walk(block.children)
            }
        }
        walk(book.blocks)
        return parts
    }

    // MARK: - §14 Drama

    @Test("Formats 2011 §14.1.4: in a play set as paragraphs (a span.speaker, a speaker's own paragraph, a z3998:persona), dialogue starts on the speaker's line in cell 1, runovers in cell 3")
    func playSpeeches() throws {
        let rows = try Self.rows("play-paragraphs.xhtml")
        for opening in ["Marsh. Has the ship", "Hale. Not yet", "Boy: A letter", "First Sailor."] {
            let index = try Self.row(opening, in: rows)
            #expect(Self.cell(rows[index]) == 1, "\(opening): \(rows[index])")
            #expect(Self.cell(rows[index + 1]) == 3, "\(opening)'s runover: \(rows[index + 1])")
        }
        let parts = try Self.parts("play-paragraphs.xhtml")
        #expect(parts["HALE."] == nil, "the speaker's own paragraph is joined to the speech")
    }

    @Test("Formats 2011 §14.1.2, §14.1.3: speaker names in capitals are initially capitalized; the name's own bold and a stage direction's italics are not shown, a ship's name in the speech keeps them")
    func playNamesAndTypeforms() throws {
        let rows = try Self.rows("play-paragraphs.xhtml")
        let all = rows.joined(separator: "\n")
        #expect(!all.contains("⠠⠠⠍⠜⠩"), "MARSH is not written in capitals")
        #expect(!all.contains("⠘⠂⠠⠃⠕⠽") && !all.contains("⠘⠆⠠⠃⠕⠽"), "Boy is not bold")
        let enter = try Self.row("Enter a boy", in: rows)
        #expect(!rows[enter].contains("⠨"), "the stage direction's italics are dropped: \(rows[enter])")
        #expect(Self.cell(rows[enter]) == 1 && Self.cell(rows[enter + 1]) == 3, "a stage direction 1-3")
        let sailor = try Self.row("First Sailor.", in: rows)
        #expect(rows[sailor].contains("⠨⠂"), "the ship's name keeps its italics: \(rows[sailor])")
    }

    @Test("Formats 2011 §14.1.3, §14.1.2 (EBAE Appendix A §8a: italics omitted for all stage directions): a stage direction inside a speech keeps its parentheses or brackets, not the italics that set it off a second time, and its names in capitals are initially capitalized; a bracketed title's italics stay")
    func stageDirectionsInsideSpeeches() throws {
        let rows = try Self.rows("play-stage-directions.xhtml")
        let bows = try Self.row("(He bows to Mary.)", in: rows)
        let john = try BrailleCheck.braille("John. Good morning.")
        #expect(Self.cell(rows[bows]) == 1 && rows[bows].contains(john),
                "in the speech's line, without italics: \(rows[bows])")
        let aside = try Self.row("Mary. (aside) He is late again.", in: rows)
        #expect(Self.cell(rows[aside]) == 1, "the speech opens with its name: \(rows[aside])")
        let ghost = try Self.row("[Enter Ghost.]", in: rows)
        #expect(!rows[ghost].contains("⠨⠂") && !rows[ghost].contains("⠨⠆"), "brackets outside the italics (UEB's ⠨⠣ ... ⠨⠜): the italics go too: \(rows[ghost])")
        let play = try Self.row("Horatio. I read", in: rows)
        let speech = rows[play...].prefix(2).joined()
        #expect(speech.components(separatedBy: "⠨⠂").count - 1 >= 3, "a title and the bracketed words after it keep their italics: \(speech)")
        _ = try Self.row("John. Yes (I think) so.", in: rows)
    }

    @Test("Formats 2011 §14.1.2, §14.1.3: the bold that marks names in a stage direction (Standard Ebooks' z3998:persona), standing alone or inside a speech, is left off with the direction's italics")
    func stageDirectionNamesWithoutBold() throws {
        let rows = try Self.rows("play-stage-directions.xhtml")
        let enter = try Self.row("Enter Bernardo and Francisco", in: rows)
        let direction = rows[enter...].prefix(2).joined()
        #expect(!direction.contains("⠘⠂") && !direction.contains("⠘⠆") && !direction.contains("⠘⠶"), "no bold indicators: \(direction)")
        #expect(!direction.contains("⠨⠂") && !direction.contains("⠨⠆"), "nor italic ones: \(direction)")
        // The same inside a speech: the bracketed stage direction keeps its parentheses only.
        let salutes = try Self.row("salutes Bernardo.)", in: rows)
        #expect(!rows[salutes].contains("⠘⠂") && !rows[salutes].contains("⠘⠆"), "\(rows[salutes])")
    }

    @Test("Formats 2011 §22.2.2: \"Ignore entry word font attributes when all entry words are emphasized\": a glossary of paragraphs whose bold terms open them is 1-3 without bold; an index whose one italic title is the only emphasised entry word keeps it")
    func entryWordsAllEmphasised() throws {
        let rows = try Self.rows("glossary-bold-paragraphs.xhtml")
        let abaft = try Self.row("abaft Toward the stern", in: rows)
        #expect(Self.cell(rows[abaft]) == 1 && Self.cell(rows[abaft + 1]) == 3, "an entry 1-3: \(rows[abaft]) / \(rows[abaft + 1])")
        _ = try Self.row("bowsprit A spar", in: rows)
        _ = try Self.row("capstan: a drum", in: rows)
        let glossary = rows[abaft..<(abaft + 4)].joined()
        #expect(!glossary.contains("⠘⠂") && !glossary.contains("⠘⠆"), "no bold indicators: \(glossary)")
        let pequod = try Self.row(", the ship, 9", in: rows)
        #expect(rows[pequod].contains("⠨⠂"), "the one title in italics keeps them: \(rows[pequod])")
    }

    // MARK: - §2.10 Contents

    @Test("Formats 2016 §2.10: a printed contents in a nav doc-toc, a Gutenberg table and p.toc paragraphs: entries 1-3 (subentries 3-5), page numbers at the right margin after guide dots")
    func printedContents() throws {
        let rows = try Self.rows("contents-markup.xhtml")
        for (title, page) in [("Harbour at Night", "1"), ("The Fog", "12"), ("Chapter I. The Pilot", "17"),
                              ("Chapter II. Landfall", "29"), ("Chapter III. The Long", "41"), ("Chapter IV. Home", "55")] {
            let index = try Self.row(title, in: rows)
            #expect(Self.cell(rows[index]) == 1, "\(title): \(rows[index])")
            let number = try BrailleCheck.braille(page)
            let end = try #require(rows[index...].first { $0.hasSuffix(number) }, "\(title) ends with its page")
            #expect(end.count == 40, "the page number at the right margin: \(end)")
            #expect(end.contains("⠐⠐"), "guide dots lead to it: \(end)")
        }
        let pilot = try Self.row("The Pilot's Lamp", in: rows)
        #expect(Self.cell(rows[pilot]) == 3, "a subentry in cell 3: \(rows[pilot])")
        let harbour = try Self.row("Harbour at Night", in: rows)
        #expect(Self.cell(rows[harbour + 1]) == 5, "runovers two cells past the deepest level: \(rows[harbour + 1])")
        let table = try Self.row("Chapter I. The Pilot", in: rows)
        #expect(Self.cell(rows[table + 1]) == 3, "a one-level contents runs over to cell 3")
        let book = try BookLoader().load(path: TestPaths.fixture("braille/contents-markup.xhtml"))
        #expect(!book.blocks.contains { $0.role == .table }, "the table contents is read as its entries")
    }

    @Test("Formats 2016 §2.10: a contents entry whose title ends in a number of its own (Part I, Book 2) and cites no page has no guide dots and no page number; the entries around it keep theirs")
    func contentsTitleNumbers() throws {
        let rows = try Self.rows("contents-title-numbers.xhtml")
        let guideDots = BrailleLayout.string([BrailleLayout.guideDot, BrailleLayout.guideDot])
        for title in ["Part I", "Book 2"] {
            let index = try Self.row(title, in: rows)
            #expect(Self.cell(rows[index]) == 1 && !rows[index].contains(guideDots), "\(title) is a title alone: \(rows[index])")
            let cells = try BrailleCheck.braille(title)
            #expect(rows[index].hasSuffix(cells), "no page number after \(title): \(rows[index])")
        }
        for (title, page, cell) in [("Preface", "ix", 1), ("The Beginning", "3", 3), ("The Middle", "17", 3), ("The Return", "40", 3)] {
            let index = try Self.row(title, in: rows)
            #expect(Self.cell(rows[index]) == cell && rows[index].contains(guideDots), "\(title): \(rows[index])")
            let number = try BrailleCheck.braille(page)
            #expect(rows[index].count == 40 && rows[index].hasSuffix(number), "\(title) cites page \(page): \(rows[index])")
        }
    }

    // MARK: - §9.7 Correspondence

    @Test("Formats 2016 §9.7: a letter's dateline and salutation at the margin, its closing five cells right of the line before, the signature under the closing, in div.letter classes, an unmarked blockquote letter and Standard Ebooks' z3998 letter")
    func letters() throws {
        let rows = try Self.rows("letters-markup.xhtml")
        let bath = try Self.row("Bath, June", in: rows)
        #expect(Self.cell(rows[bath]) == 1, "a dateline of a letter in the text at the margin: \(rows[bath])")
        #expect(Self.cell(rows[bath + 1]) == 1, "the salutation at the margin: \(rows[bath + 1])")
        for (closing, signature, margin) in [("Your affectionate friend", "Anne", 1), ("Your obedient servant", "Smith", 3),
                                             ("Your loving son", "Tom", 3)] {
            let at = try Self.row(closing, in: rows)
            #expect(Self.cell(rows[at]) >= margin + 5, "\(closing) set off: \(rows[at])")
            #expect(Self.cell(rows[at + 1]) == Self.cell(rows[at]), "\(signature) under \(closing): \(rows[at + 1])")
        }
        let dear = try Self.row("Dear Sir", in: rows)
        #expect(Self.cell(rows[dear]) == 3, "the unmarked letter's salutation at the quotation's margin: \(rows[dear])")
        let remain = try Self.row("I remain, Sir", in: rows)
        let servant = try Self.row("Your obedient servant", in: rows)
        #expect(Self.cell(rows[remain]) == Self.cell(rows[servant]), "a closing of two lines keeps one cell")
        let parts = try Self.parts("letters-markup.xhtml")
        #expect(parts["Bath, June 3rd."] == .dateline && parts["My dear Emma,"] == .salutation)
        #expect(parts["Dear Sir,"] == .salutation && parts["J. Smith"] == .signature)
        let after = try Self.row("After the letters", in: rows)
        #expect(Self.cell(rows[after]) == 3, "the text after the letters is a paragraph again")
    }

    // MARK: - §21, §22 Glossaries, indexes, bibliographies told by their headings

    @Test("Formats 2011 §22.2.1, 2016 §22.2: a glossary, bibliography and index that only their headings name (Project Gutenberg) are laid out as the book's marked ones")
    func backMatterByHeadings() throws {
        let rows = try Self.rows("back-matter-markup.xhtml")
        let binnacle = try Self.row("Binnacle: The case", in: rows)
        #expect(Self.cell(rows[binnacle]) == 1 && Self.cell(rows[binnacle + 1]) == 3, "a glossary entry 1-3")
        #expect(!rows[binnacle].contains("⠨"), "the italics every term shares are dropped: \(rows[binnacle])")
        let document = try BrailleCheck.render(TestPaths.fixture("braille/back-matter-markup.xhtml")) { $0.titlePage = false }
        let pages = document.volumes.flatMap(\.pages).map { $0.rows.map(BrailleCheck.trimmed) }
        for heading in ["GLOSSARY.", "INDEX"] {
            let cells = try BrailleCheck.braille(heading)
            let page = try #require(pages.first { $0.contains { $0.contains(cells) } }, "\(heading) is placed")
            let at = try #require(page.firstIndex { $0.contains(cells) })
            #expect(page[..<at].allSatisfy { $0.isEmpty }, "\(heading) starts a braille page (§22.2.1a)")
        }
        let scoresby = try Self.row("Scoresby", in: rows)
        #expect(Self.cell(rows[scoresby]) == 1 && Self.cell(rows[scoresby + 1]) == 3, "a bibliography entry 1-3")
        #expect(!rows[scoresby - 1].isEmpty && !rows[scoresby + 2].isEmpty, "no blank lines around the list")
        let bligh = try Self.row("Bligh", in: rows)
        #expect(Self.cell(rows[bligh]) == 1, "an index entry in cell 1")
        let entry = try Self.row("Binnacle, the compass", in: rows)
        #expect(Self.cell(rows[entry + 1]) == 3, "its runover in cell 3")
        let letterB = rows[entry - 1]
        #expect(Self.cell(letterB) > 10, "the division letter centred: \(letterB)")
        let parts = try Self.parts("back-matter-markup.xhtml")
        #expect(parts["The ship left the harbour at dawn with a full crew and stores for three years at sea."] == BookPart.none)
    }

    // MARK: - §16 Notes

    @Test("Formats 2016 §16.2, §16.5: Gutenberg's classed footnote, an EPUB 3 footnote aside and Pandoc's endnote keep their print marks after the note indicator; footnotes 7-5 after a separation line, endnotes 1-3 under their heading")
    func notes() throws {
        let rows = try Self.rows("notes-markup.xhtml")
        let noon = try Self.row("noon", in: rows)
        #expect(rows[noon].contains("⠝⠕⠕⠝⠐⠔⠼⠁"), "the reference is the note indicator and its mark, not [1]: \(rows[noon])")
        let ship = try Self.row("Ship's time", in: rows)
        #expect(rows[ship].hasPrefix("⠀⠀⠀⠀⠀⠀⠐⠔⠼⠁⠀"), "the footnote in cell 7 with its mark, its back link not read: \(rows[ship])")
        #expect(Self.cell(rows[ship + 1]) == 5, "its runover in cell 5")
        #expect(rows[ship - 1] == "⠤⠤⠤⠤⠤⠤", "a separation line before it: \(rows[ship - 1])")
        let dawn = try Self.row("dawn", in: rows)
        #expect(rows[dawn].contains("⠙⠁⠺⠝⠐⠔⠼⠁"), "chapter 2's note 1 stays note 1: \(rows[dawn])")
        let survivors = try Self.row("So the survivors", in: rows)
        #expect(rows[survivors].hasPrefix("⠼⠉⠲⠀"), "the endnote in cell 1 with its print number: \(rows[survivors])")
        #expect(Self.cell(rows[survivors + 1]) == 3)
        let voyage = try Self.row("voyage", in: rows)
        #expect(rows[voyage].contains("⠐⠔⠼⠉"))
    }
}

extension BANAMarkupVariantsTests {
    // MARK: - §2.3 Title page

    @Test("Formats §2.3: an HTML book's Dublin Core meta (Project Gutenberg's dc.title, dc.creator with dates, marcrel.trl, dc.publisher, dcterms.created) fills the title page: the title, not the file's <title>; the author and translator as printed")
    func htmlTitlePage() throws {
        let path = TestPaths.fixture("braille/gutenberg-head.html")
        let book = try BookLoader().load(path: path)
        #expect(book.metadata.title == "The Sea Chest")
        #expect(book.metadata.authors == ["Anna Berg"])
        #expect(book.metadata.contributors.contains(Contributor(name: "Erik Lund", role: "trl")))
        #expect(book.metadata.publisher == "Project Gutenberg" && book.metadata.date == "1911")
        let document = try BrailleCheck.render(path) { $0.titlePage = true }
        let page = try #require(document.volumes.first?.pages.first).rows.map(BrailleCheck.trimmed)
        for line in ["Sea Chest", "Anna Berg", "Translated by Erik Lund", "Project Gutenberg"] {
            let cells = try BrailleCheck.braille(line)
            #expect(page.contains { $0.contains(cells) }, "the title page has \(line)")
        }
        let expected = try BrailleCheck.braille("eBook")
        #expect(!page.contains { $0.contains(expected) }, "the file's <title> is not the title")
    }
}

extension BANAMarkupVariantsTests {
    @Test("Formats 2011 §22.2.1b: an index set as one flat list with subentry classes (Gutenberg's isub1, isub2) has three levels: 1-7, 3-7, 5-7")
    func indexSubentryClasses() throws {
        let rows = try Self.rows("index-classes.xhtml")
        let anchor = try Self.row("Anchor", in: rows)
        #expect(Self.cell(rows[anchor]) == 1 && Self.cell(rows[anchor + 1]) == 7, "an entry 1-7: \(rows[anchor + 1])")
        let divers = try Self.row("recovered by divers", in: rows)
        #expect(Self.cell(rows[divers]) == 3, "a subentry in cell 3: \(rows[divers])")
        let fathoms = try Self.row("in forty fathoms", in: rows)
        #expect(Self.cell(rows[fathoms]) == 5, "a sub-subentry in cell 5: \(rows[fathoms])")
        let arctic = try Self.row("Arctic", in: rows)
        #expect(Self.cell(rows[arctic]) == 1)
    }
}

extension BANAMarkupVariantsTests {
    @Test("Formats 2011 §14.1.2: the speaker's name in capitals that opens a speech is initially capitalized; the speech's own capitals are kept",
          arguments: [("FIRST WITCH. When shall we three meet", "First Witch. When shall we three meet"),
                      ("MARSH Has the ship come in?", "Marsh Has the ship come in?"),
                      ("BOY NO, SIR! Never.", "Boy NO, SIR! Never."),
                      ("Hale. NOT yet.", "Hale. NOT yet."),
                      ("I SAY no.", "I SAY no.")])
    func speakerNames(text: String, expected: String) {
        #expect(BrailleTranscriber.initiallyCapitalized(text) == expected)
    }
    @Test("Formats 2011 §14.2.1, 1997 Rule 9 §1a(3): a cast set as a two-column table under a heading naming it (Gutenberg's PERSONS REPRESENTED) is a list: cell-5 heading, name and identification on one line in 1-3, a dash where print has no punctuation between them")
    func castTable() throws {
        let rows = try Self.rows("play-verse.xhtml")
        let heading = try Self.row("PERSONS REPRESENTED", in: rows)
        #expect(Self.cell(rows[heading]) == 5, "\(rows[heading])")
        let toby = try Self.row("Sir Toby Belch — uncle", in: rows)
        #expect(Self.cell(rows[toby]) == 1 && Self.cell(rows[toby + 1]) == 3, "\(rows[toby]) / \(rows[toby + 1])")
        let maria = try Self.row("Maria, her woman", in: rows)
        #expect(Self.cell(rows[maria]) == 1)
        let parts = try Self.parts("play-verse.xhtml")
        #expect(parts["SIR TOBY BELCH — uncle to the lady of the house, who keeps late hours and sings catches."] == .cast)
    }

    @Test("Formats 2011 §14.6: a speaker's name in a paragraph of its own, then a poem (Gutenberg's p.speaker and div.poem): a speech in verse, the name and first line in cell 1, the next line in cell 3, its runover in cell 5, no blank lines around it")
    func verseSpeechAfterSpeaker() throws {
        let rows = try Self.rows("play-verse.xhtml")
        let viola = try Self.row("Viola. What country", in: rows)
        #expect(Self.cell(rows[viola]) == 1, "\(rows[viola])")
        #expect(Self.cell(rows[viola + 1]) == 3 && Self.cell(rows[viola + 2]) == 5, "\(rows[viola + 1]) / \(rows[viola + 2])")
        let captain = try Self.row("Captain. This is Illyria", in: rows)
        #expect(captain == viola + 3 && Self.cell(rows[captain]) == 1, "no blank line after the verse: \(rows[captain])")
        let parts = try Self.parts("play-verse.xhtml")
        #expect(parts.values.contains(.verseSpeech))
    }

    @Test("Formats 2016 §9.7 (EBAE §13.10a: follow print for inside addresses): an inside address (p.inside-address, an <address> in a letter) blocked at the margin one line per print line; a postscript (P.S. after the signature, z3998:postscript) a paragraph of the letter, the closing and signature before it still placed")
    func letterAddressAndPostscript() throws {
        let rows = try Self.rows("letter-postscript.xhtml")
        let firm = try Self.row("Wolff and Doak", in: rows)
        #expect(Self.cell(rows[firm]) == 1 && Self.cell(rows[firm + 1]) == 1 && Self.cell(rows[firm + 2]) == 1,
                "each line of the address at the margin: \(rows[firm...(firm + 2)])")
        let harriet = try Self.row("Miss Harriet Smith", in: rows)
        #expect(Self.cell(rows[harriet]) == 3 && Self.cell(rows[harriet + 1]) == 3, "in a displayed letter, its margin: cell 3")
        for (body, closing, signature, postscript) in [("Brown, who has applied", "Yours truly", "William Schaffer", "P.S. The drawings"),
                                                       ("I write in haste", "Ever yours", "Emma", "P.S. Bring the"),
                                                       ("We crossed the line", "Your loving son", "Tom", "P.S. Tell Father")] {
            let bodyRow = try Self.row(body, in: rows)
            let closingRow = try Self.row(closing, in: rows)
            let signatureRow = try Self.row(signature, in: rows)
            #expect(Self.cell(rows[closingRow]) == Self.cell(rows[closingRow - 1]) + 5, "\(closing) five cells right")
            #expect(Self.cell(rows[signatureRow]) == Self.cell(rows[closingRow]), "\(signature) under the closing")
            let postscriptRow = try Self.row(postscript, in: rows)
            #expect(postscriptRow == signatureRow + 1)
            #expect(Self.cell(rows[postscriptRow]) == Self.cell(rows[bodyRow]), "\(postscript): a paragraph of the letter, as \(body)")
        }
        let parts = try Self.parts("letter-postscript.xhtml")
        #expect(parts["Emma"] == .signature && parts["Ever yours,"] == .closing && parts["P.S. Bring the riddle book."] == .postscript)
    }

    @Test("Formats 2016 §2.10: a printed contents whose levels only indent classes tell (Gutenberg's p.toc with indent1, indent2; a table row's td.indent): each level two cells further in, runovers two cells past the deepest level")
    func contentsLevelsByClass() throws {
        let rows = try Self.rows("contents-levels.xhtml")
        let part = try Self.row("Part One: The Voyage", in: rows)
        #expect(Self.cell(rows[part]) == 1 && Self.cell(rows[part + 1]) == 7, "three levels: 1-7: \(rows[part]) / \(rows[part + 1])")
        let ship = try Self.row("The Ship and Her Owners", in: rows)
        #expect(Self.cell(rows[ship]) == 3 && Self.cell(rows[ship + 1]) == 7, "3-7: \(rows[ship + 1])")
        let peleg = try Self.row("Captain Peleg", in: rows)
        #expect(Self.cell(rows[peleg]) == 5, "5-7")
        let two = try Self.row("Part Two: The Chase", in: rows)
        #expect(Self.cell(rows[two]) == 1)
        let book = try Self.row("Book the First", in: rows)
        #expect(Self.cell(rows[book]) == 1 && Self.cell(rows[book + 1]) == 5, "two levels: 1-5: \(rows[book + 1])")
        let period = try Self.row("The Period, and the Mail", in: rows)
        #expect(Self.cell(rows[period]) == 3 && Self.cell(rows[period + 1]) == 5, "3-5: \(rows[period + 1])")
        let second = try Self.row("Book the Second", in: rows)
        #expect(Self.cell(rows[second]) == 1)
    }
}
