import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Nemeth in UEB text by BANA's *Guidance for Transcription Using the Nemeth Code within
/// UEB Contexts* (2016): "All other text, including punctuation that is logically
/// associated with surrounding sentences, should be done in UEB" (§2); "avoid switching …
/// Freestanding, unmodified numbers and/or letters can be transcribed in UEB" (§3a); and
/// the UEB around the indicators: punctuation after the terminator does not stand alone
/// (UEB §5.7), quotation marks open and close by their place (UEB §7.6). Cases written from
/// the rules' text, on the project's fixture.
@Suite("Braille: Nemeth within UEB contexts, the text around the indicators (Guidance §2, §3a)")
struct NemethInUEBTextTests {
    static func text() throws -> String {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/nemeth-in-text.xhtml")) { settings in
            settings.titlePage = false
            settings.mathCode = .nemeth
            settings.cells = 40
        }
        // The paragraphs' rows joined, so a sentence is read across its line ends.
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed).joined(separator: "⠀")
    }

    @Test("Guidance §3a: an expression that is one number or one letter is written in UEB, without the switch")
    func freestanding() throws {
        let text = try Self.text()
        #expect(text.contains("⠞⠁⠅⠑⠀⠰⠅⠀⠗⠪⠎"), "the letter k in UEB, with its grade 1 indicator")
        #expect(text.contains("⠏⠇⠁⠝⠞⠀⠼⠙⠓⠀⠔"), "the number 48 in UEB")
        #expect(!text.contains("⠸⠩⠀⠅⠀⠸⠱") && !text.contains("⠸⠩⠀⠼⠲⠦⠀⠸⠱"))
    }

    @Test("Guidance §2: sentence punctuation printed at the end of an inline expression follows the terminator in UEB")
    func sentencePunctuation() throws {
        let text = try Self.text()
        #expect(text.contains("⠸⠩⠀⠅⠀⠨⠅⠀⠼⠶⠀⠸⠱⠲"), "the period after the terminator")
        #expect(text.contains("⠸⠩⠀⠍⠀⠨⠅⠀⠼⠢⠀⠸⠱⠂⠀⠮"), "the comma after the terminator")
    }

    @Test("UEB §5.7: a question mark or semicolon right after the terminator takes no grade 1 indicator")
    func punctuationAfterTerminator() throws {
        let text = try Self.text()
        #expect(text.contains("⠸⠱⠦⠀⠠⠏⠇⠁⠝⠞"), "⠸⠱⠦, not ⠸⠱⠰⠦")
        #expect(text.contains("⠸⠱⠆⠀⠮⠝"), "⠸⠱⠆, not ⠸⠱⠰⠆")
    }

    @Test("UEB §7.6: straight quotation marks around an expression open before it and close after it")
    func quotesAroundMath() throws {
        let text = try Self.text()
        #expect(text.contains("⠦⠸⠩⠀⠍⠀⠨⠅⠀⠼⠢⠀⠸⠱⠴"), "⠦ opens, ⠴ closes")
    }

    @Test("Guidance §3b: a comma or semicolon between two expressions is Nemeth's, one switch around both")
    func commaBetweenExpressions() throws {
        let text = try Self.text()
        #expect(text.contains("⠸⠩⠀⠭⠀⠨⠅⠀⠼⠂⠠⠀⠽⠀⠨⠅⠀⠼⠆⠸⠆⠀⠭⠬⠽⠀⠨⠅⠀⠼⠒⠀⠸⠱⠲"),
                "Nemeth's comma ⠠ and semicolon ⠸⠆ after the numeral, the sentence's period in UEB")
        #expect(!text.contains("⠼⠂⠀⠸⠱⠂"), "no switch closed before the comma")
    }

    @Test("Nemeth Code example 6.2-1: a single word between two expressions stays in the switch after the single-word switch indicator, contracted")
    func singleWordBetweenExpressions() throws {
        let text = try Self.text()
        #expect(text.contains("⠸⠩⠀⠬⠤⠢⠀⠠⠄⠍⠂⠝⠎⠀⠬⠢⠀⠠⠄⠯⠀⠤⠼⠢⠀⠸⠱⠲"), "±5 means +5 and −5")
        #expect(text.contains("⠸⠩⠀⠁⠬⠂⠠⠀⠠⠄⠯⠀⠃⠬⠆⠀⠸⠱⠀⠁⠛⠗⠑⠑"), "a comma, then one word")
    }

    @Test("Guidance §3b and the single-word switch: two words, a period or an emphasised word between expressions keep each its own switch")
    func switchesKeptApart() throws {
        let text = try Self.text()
        #expect(text.contains("⠸⠩⠀⠉⠬⠂⠀⠸⠱⠀⠯⠀⠎⠀⠸⠩⠀⠙⠬⠂⠀⠸⠱"), "two words")
        #expect(text.contains("⠸⠩⠀⠑⠬⠂⠀⠸⠱⠲⠀⠸⠩⠀⠋⠬⠂⠀⠸⠱"), "a period")
        #expect(text.contains("⠸⠩⠀⠛⠬⠂⠀⠸⠱⠀⠨⠂⠯⠀⠸⠩⠀⠓⠬⠂⠀⠸⠱"), "an emphasised word")
    }

    @Test("Formats §2.5: the special symbols page lists the single-word switch indicator when a volume uses it, not UEB's capitals terminator")
    func singleWordSwitchListed() throws {
        let meaning = try BrailleCheck.braille("Nemeth Code single-word switch indicator")
        let nemeth = try BrailleCheck.render(TestPaths.fixture("braille/nemeth-in-text.xhtml")) { $0.mathCode = .nemeth }
        let page = nemeth.volumes[0].pages[1].rows.map(BrailleCheck.trimmed)
        let closing = try #require(page.firstIndex { $0.hasPrefix("⠘⠿⠸⠱⠀") }, "\(page)")
        #expect(page[closing + 1] == "⠘⠿⠠⠄⠀" + meaning)
        let capitals = try BrailleCheck.render(TestPaths.fixture("braille/nemeth-capitals-terminator.xhtml")) { $0.mathCode = .nemeth }
        #expect(BrailleCheck.rows(capitals).contains { $0.contains("⠠⠄") }, "the fixture holds a capitals terminator")
        #expect(!BrailleCheck.rows(capitals).contains { $0.hasSuffix(meaning) })
    }
}
