import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// What the text itself holds that UEB writes with signs of its own (Rules of Unified English
/// Braille 2013, section 7): the long dash for two-em and three-em dashes, and one low line
/// for a blank to be filled in. Each case is written from the rule's text.
@Suite("Braille: UEB §7 dashes and blanks")
struct UEBPrintSignsTests {
    static let longDash = "⠐⠠⠤"
    static let dash = "⠠⠤"
    static let lowLine = "⠨⠤"

    /// The UEB tables as an export lists them (the project's layers in front).
    static let tables: [String] = (try? BrailleTables.tableList(explicit: nil, language: "en")) ?? []

    static func braille(_ text: String) throws -> String {
        try BrailleText.translate(text, tables: tables).text
    }

    /// The rows of the fixture's paragraph `id`, joined: the book laid out without a title page.
    static func paragraph(_ marker: String) throws -> String {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/print-signs.xhtml")) { settings in
            settings.titlePage = false
        }
        let rows = BrailleCheck.rows(document).map(BrailleCheck.trimmed)
        let start = try BrailleCheck.braille(marker)
        let index = try #require(rows.firstIndex { $0.contains(start) }, "a row holds \(marker)")
        return rows[index]
    }

    @Test("UEB §7.2: a two-em dash, and two em dashes in a row, are the long dash (dots 5-6-36); the letter before it stands alone (grade 1, UEB §2.6)",
          arguments: ["Captain H—— came", "Captain H⸺ came"])
    func twoEmDash(text: String) throws {
        let cells = try Self.braille(text)
        #expect(cells.contains("⠰⠠⠓" + Self.longDash), "\(text): \(cells)")
        #expect(!cells.contains(Self.dash + Self.dash), "not two dashes")
    }

    @Test("UEB §7.2, Braille Formats §22: a three-em dash (a repeated author in a bibliography) is the long dash, spaced as print spaces it")
    func threeEmDash() throws {
        #expect(try Self.braille("⸻. Second").hasPrefix(Self.longDash + "⠲⠀"))
        #expect(try Self.braille("——— Smith").hasPrefix(Self.longDash + "⠀"))
    }

    @Test("UEB §7.2: a run of four to six em dashes (a whole omitted name) is one long dash, not a long dash and a dash",
          arguments: ["Mr. ———— said", "Mr. ————— said", "Mr. —————— said"])
    func longRunOfEmDashes(text: String) throws {
        let cells = try Self.braille(text)
        #expect(cells.contains("⠲⠀" + Self.longDash + "⠀"), "\(text): \(cells)")
        #expect(cells.components(separatedBy: Self.dash).count == 2, "one dash sign, the long dash's, none left over: \(cells)")
    }

    @Test("UEB §7.2: a single em dash stays the dash (dots 6-36)")
    func emDash() throws {
        let cells = try Self.braille("Wait — he said.")
        #expect(cells.contains(Self.dash) && !cells.contains(Self.longDash))
    }

    @Test("UEB §7.2 in a book: the omitted names of the fixture are long dashes, never dropped as characters braille cannot write")
    func inBook() throws {
        let row = try Self.paragraph("Captain")
        #expect(row.components(separatedBy: Self.longDash).count == 3, "two long dashes: \(row)")
        let document = try BrailleCheck.render(TestPaths.fixture("braille/print-signs.xhtml")) { $0.titlePage = false }
        let omitted = try BrailleCheck.braille("Characters the braille code cannot write are omitted")
        #expect(!BrailleCheck.rows(document).contains { $0.contains(omitted) }, "no omission note")
    }

    @Test("UEB §7.2.3: a blank to be filled in is one low line whatever its print length; two low lines and code keep theirs")
    func fillInBlank() throws {
        let blank = try Self.paragraph("capital")
        #expect(blank.contains("⠀" + Self.lowLine + "⠲"), "one low line, then the full stop: \(blank)")
        #expect(!blank.contains(Self.lowLine + Self.lowLine))
        #expect(try Self.paragraph("Two").contains(Self.lowLine + Self.lowLine))
        #expect(BrailleTranscriber.fillInBlanksAsOne("a ___ b _____") == "a _ b _")
        #expect(BrailleTranscriber.fillInBlanksAsOne("a__b") == "a__b")
        let document = try BrailleCheck.render(TestPaths.fixture("braille/print-signs.xhtml")) { $0.titlePage = false }
        let code = try #require(BrailleCheck.rows(document).first { $0.contains(Self.lowLine + Self.lowLine + Self.lowLine) },
                                "code keeps its low lines")
        #expect(code.components(separatedBy: Self.lowLine).count - 1 == 5, "code keeps its five: \(code)")
    }

    @Test("UEB §7.3.1: an ellipsis print spaces (\". . .\", with spaces, no-break or thin spaces) is its dots unspaced; a full stop attached to the word before four dots stays the sentence's; two dots stay apart")
    func spacedEllipsis() throws {
        let row = try Self.paragraph("Spaced")
        let ellipsis = "⠲⠲⠲"
        #expect(row.contains("⠀" + ellipsis + "⠀"), "the spaced ellipsis closed up, spaced from the words: \(row)")
        #expect(!row.contains("⠲⠀⠲"), "no dot stands alone: \(row)")
        let stop = try Self.paragraph("Then")
        #expect(stop.contains("⠲⠀" + ellipsis + "⠀"), "so. . . .: the full stop, a space, the ellipsis: \(stop)")
        #expect(try Self.paragraph("Two dots").contains("⠲⠀⠲"), "two dots are no ellipsis")
        let cases: [(String, String)] = [
            ("a . . . b", "a ... b"), ("a\u{00A0}.\u{00A0}.\u{00A0}. b", "a\u{00A0}... b"), ("a .\u{2009}.\u{2009}.", "a ..."),
            ("end. . . .", "end. ..."), ("wait . . . . then", "wait .... then"), ("a. b. c.", "a. b. c."), ("a . . b", "a . . b"),
            ("1.5 . 2", "1.5 . 2"), ("no dots", "no dots"),
        ]
        for (print, expected) in cases {
            #expect(BrailleTranscriber.closingSpacedEllipses(print) == expected, "\(print)")
        }
    }

    @Test("UEB §11.3.2: a mixed number (\"2 1/2\", \"3 ½\") is two unspaced numeric items, each with its numeric indicator, the slash print's (§11.3.3); digit groups, dates and improper fractions keep their spaces")
    func mixedNumbers() throws {
        let row = try Self.paragraph("Add")
        #expect(row.contains("⠼⠃⠼⠁⠸⠌⠼⠃"), "2 1/2: \(row)")
        #expect(row.contains("⠼⠉⠼⠁⠌⠃"), "3 ½: \(row)")
        let joiner = "\u{2060}"
        let cases: [(String, String)] = [
            ("2 1/2 cups", "2\(joiner)1/2 cups"), ("2\u{00A0}3/4", "2\(joiner)3/4"), ("10 ½", "10\(joiner)½"),
            ("5 3/2", "5 3/2"), ("3 4/5/2020", "3 4/5/2020"), ("1 000 1/2", "1 000 1/2"), ("1.5 1/2", "1.5 1/2"),
            ("2 1/2/3", "2 1/2/3"), ("a 1/2", "a 1/2"), ("1 000 000", "1 000 000"), ("2 12/25", "2\(joiner)12/25"),
        ]
        for (print, expected) in cases {
            #expect(BrailleTranscriber.joiningMixedNumbers(print) == expected, "\(print)")
        }
    }

    @Test("UEB §4.5 with §4.2: an accented Greek letter is the Greek letter after its modifier (the acute ⠘⠌), never dropped; precomposed or not, the same cells",
          arguments: [("\u{03AC}", "\u{03B1}\u{0301}"), ("\u{03AD}", "\u{03B5}\u{0301}"), ("\u{03AF}", "\u{03B9}\u{0301}"), ("\u{0389}", "\u{0397}\u{0301}")])
    func greekWithTonos(_ precomposed: String, _ decomposed: String) throws {
        let cells = try BrailleText.translate("x " + precomposed + " y", tables: Self.tables)
        #expect(cells.warnings.isEmpty, "nothing dropped: \(cells.warnings.map(\.message))")
        // The acute modifier, then the Greek letter (a capital's indicator before it, §4.5).
        #expect(cells.text.contains("\u{2818}\u{280C}\u{2828}") || cells.text.contains("\u{2818}\u{280C}\u{2820}\u{2828}"),
                "the acute modifier, then the Greek letter: \(cells.text)")
        #expect(cells.text == (try Self.braille("x " + decomposed + " y")))
    }

    @Test("UEB §4.5: a Greek letter with a mark the tables cannot write keeps its letter; only the mark is dropped and reported")
    func greekWithBreathing() throws {
        // U+1F00 GREEK SMALL LETTER ALPHA WITH PSILI: alpha and U+0313 COMBINING COMMA ABOVE.
        let cells = try BrailleText.translate("\u{1F00}", tables: Self.tables)
        #expect(cells.text.contains("\u{2828}\u{2801}"), "alpha kept: \(cells.text)")
        #expect(cells.warnings.map(\.message).allSatisfy { $0.contains("U+0313") }, "\(cells.warnings.map(\.message))")
    }
}
