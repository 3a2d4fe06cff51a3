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
}
