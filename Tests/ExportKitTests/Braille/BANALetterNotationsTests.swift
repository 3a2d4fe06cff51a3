import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// A letter's notations after its signature (Braille Formats 2016 §9.7, correspondence:
/// follow print; *English Braille American Edition* / NLS manual §13.10a: "Follow print
/// copy as to the location of headings, inside addresses, closings, and signatures", its
/// sample letter ending in "Enclosures (4)" at the margin under the signature): reference
/// initials, an enclosure notice and a copy notation are blocked at the margin, one per
/// line, as print sets them flush left; the closing and signature before them are still
/// found and placed. Fixture `braille/letter-enclosure.xhtml`.
@Suite("Braille: BANA Formats §9.7, a letter's enclosure notice and other notations")
struct BANALetterNotationsTests {
    static let fixture = "letter-enclosure.xhtml"

    @Test("Formats 2016 §9.7 (EBAE §13.10a): an unmarked letter's reference initials, enclosure notice and copy notation each at the margin, under a closing five cells right and a signature under it")
    func unmarkedNotations() throws {
        let rows = try BANAMarkupVariantsTests.rows(Self.fixture)
        let closing = try BANAMarkupVariantsTests.row("Yours truly", in: rows)
        #expect(BANAMarkupVariantsTests.cell(rows[closing]) == BANAMarkupVariantsTests.cell(rows[closing - 1]) + 5, "the closing five cells right: \(rows[closing])")
        let signature = try BANAMarkupVariantsTests.row("Ada Lark", in: rows)
        let title = try BANAMarkupVariantsTests.row("Teacher of Printing", in: rows)
        #expect(BANAMarkupVariantsTests.cell(rows[signature]) == BANAMarkupVariantsTests.cell(rows[closing]), "the signature under the closing")
        #expect(BANAMarkupVariantsTests.cell(rows[title]) == BANAMarkupVariantsTests.cell(rows[closing]), "its second line too")
        let initials = try BANAMarkupVariantsTests.row("AL:mp", in: rows)
        let enclosures = try BANAMarkupVariantsTests.row("Enclosures (4)", in: rows)
        let copy = try BANAMarkupVariantsTests.row("cc: Mrs. Brown", in: rows)
        let placed: [Int] = [initials, enclosures, copy]
        let expected: [Int] = [title + 1, title + 2, title + 3]
        #expect(placed == expected, "one per line after the signature")
        for row in [initials, enclosures, copy] {
            #expect(BANAMarkupVariantsTests.cell(rows[row]) == 1, "at the margin: \(rows[row])")
        }
    }

    @Test("Formats 2016 §9.7: a notation the book marks (p.enclosure in a letter) is at the margin; a postscript after it stays a paragraph of the letter, and the marked closing and signature keep their cells")
    func markedNotationAndPostscript() throws {
        let rows = try BANAMarkupVariantsTests.rows(Self.fixture)
        let closing = try BANAMarkupVariantsTests.row("Ever yours", in: rows)
        let signature = try BANAMarkupVariantsTests.row("Tom", in: rows)
        #expect(BANAMarkupVariantsTests.cell(rows[signature]) == BANAMarkupVariantsTests.cell(rows[closing]) && signature == closing + 1)
        let enclosure = try BANAMarkupVariantsTests.row("Enc. one invoice", in: rows)
        #expect(enclosure == signature + 1 && BANAMarkupVariantsTests.cell(rows[enclosure]) == 1, "\(rows[enclosure])")
        let postscript = try BANAMarkupVariantsTests.row("P.S. Bring the", in: rows)
        #expect(postscript == enclosure + 1 && BANAMarkupVariantsTests.cell(rows[postscript]) == 3, "a paragraph, 3-1: \(rows[postscript])")
    }

    @Test("Formats 2016 §9.7 in every format: the model marks the notations (JSON part \"enclosure\"), the closing and signature before them, and leaves the letters' text and the paragraphs around them alone")
    func model() throws {
        let parts = try BANAMarkupVariantsTests.parts(Self.fixture)
        for line in ["AL:mp", "Enclosures (4)", "cc: Mrs. Brown", "Enc. one invoice"] {
            #expect(parts[line] == .enclosure, "\(line): \(String(describing: parts[line]))")
        }
        #expect(parts["Yours truly,"] == .closing && parts["Ada Lark"] == .signature && parts["Teacher of Printing"] == .signature)
        #expect(parts["Ever yours,"] == .closing && parts["P.S. Bring the spare rope."] == .postscript)
        #expect(parts["A paragraph after the letters."] == .some(BookPart.none))
        #expect(BookPart.enclosure.name == "enclosure")
    }

    @Test("Formats 2016 §9.7: what is told a notation: enclosure, attachment and copy notices and reference initials, not a sentence that opens with such a word")
    func notations() {
        for line in ["Enclosure", "Enclosures (4)", "Encl. 2", "Enc.", "Inclosure", "Attachments: 2", "cc: J. Hale", "c.c. the Board", "bcc: file", "Copy to the Mayor", "AL:mp", "WS/jd", "JRH:kl"] {
            #expect(ContentConverter.isLetterNotation(line), "\(line)")
        }
        for line in ["Encouraging news from the mill.", "Ada Lark", "Yours truly,", "Enclosed please find the four prints and the invoice for the framing work.", "Al:mp", "Note: 4", "ccaption"] {
            #expect(!ContentConverter.isLetterNotation(line), "\(line)")
        }
    }
}

extension BANALetterNotationsTests {
    @Test("§9.7 (EBAE §13.10a): on every page length from 10 to 25 lines, a letter's last body line, its closing, signature and notations are on one braille page: when they do not fit, the body's last line goes to the next page with them")
    func endingKeptTogether() throws {
        let groups: [[String]] = [["him.", "Yours truly", "Ada Lark", "Teacher of Printing", "AL:mp", "Enclosures (4)", "cc: Mrs. Brown"],
                                  ["quay.", "Ever yours", "Tom", "Enc. one invoice"]]
        let cells = try groups.map { try $0.map(BrailleCheck.braille) }
        var moved = 0
        for lines in 10...25 {
            let document = try BrailleCheck.render(TestPaths.fixture("braille/\(Self.fixture)")) { settings in
                settings.titlePage = false
                settings.lines = lines
            }
            let pages = document.volumes.flatMap(\.pages)
            for group in cells {
                let found = group.map { line in pages.firstIndex { $0.rows.contains { $0.contains(line) } } }
                #expect(found.allSatisfy { $0 != nil && $0 == found[0] }, "\(lines) lines: the ending on pages \(found)")
                // The body's last line opens its page when it was taken over with the ending.
                if let page = found[0], pages[page].rows.firstIndex(where: { $0.contains(group[0]) }) == 0 { moved += 1 }
            }
        }
        #expect(moved > 0, "some page length takes the body's last line over with the ending")
    }
}
