import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// UEB Rulebook §9.7.3: "For better readability, ignore a change in typeform for closing
/// punctuation when a typeform word indicator is used": no terminator between an emphasised
/// word and the punctuation that closes it; and §9.7.2: "When there is doubt, except for the
/// hyphen, dash and ellipsis, consider the punctuation as being included in the typeform".
/// Cases written from the rules' text.
@Suite("Braille: UEB §9.7.2-§9.7.3 punctuation touching emphasised words")
struct UEBTypeformPunctuationTests {
    static func translate(_ runs: [BrailleRun]) throws -> String {
        let translator = try BrailleTranslator(tables: UEBPrintSignsTests.tables)
        return String(String.UnicodeScalarView(try translator.translate(runs)))
    }

    @Test("§9.7.3: a comma, period, question mark, exclamation mark or closing quotation mark after an emphasised word takes no terminator",
          arguments: [
              ([BrailleRun("Hamlet", .italic), BrailleRun(",")], "⠨⠂⠠⠓⠁⠍⠇⠑⠞⠂"),
              ([BrailleRun("see "), BrailleRun("Dune", .italic), BrailleRun("?")], "⠎⠑⠑⠀⠨⠂⠠⠙⠥⠝⠑⠦"),
              ([BrailleRun("Emma", .bold), BrailleRun("!")], "⠘⠂⠠⠑⠍⠍⠁⠖"),
              ([BrailleRun("“the "), BrailleRun("cat", .italic), BrailleRun("”")], "⠦⠮⠀⠨⠂⠉⠁⠞⠴"),
              ([BrailleRun("War Peace", .italic), BrailleRun(".")], "⠨⠂⠠⠺⠜⠀⠨⠂⠠⠏⠂⠉⠑⠲"),
          ])
    func noTerminator(runs: [BrailleRun], braille: String) throws {
        #expect(try Self.translate(runs) == braille)
    }

    @Test("§9.7.2: punctuation touching a passage of three words or more is in the passage, which opens and closes once",
          arguments: [
              ([BrailleRun("see "), BrailleRun("The Great Storms", .italic), BrailleRun(", p.")], "⠨⠶⠠⠮⠀⠠⠛⠗⠞⠀⠠⠌⠕⠗⠍⠎⠂⠨⠄"),
              ([BrailleRun("read "), BrailleRun("The Sea and the Ships", .italic), BrailleRun(".")], "⠨⠶⠠⠮⠀⠠⠎⠑⠁⠀⠯⠀⠮⠀⠠⠩⠊⠏⠎⠲⠨⠄"),
              ([BrailleRun("read “"), BrailleRun("The Sea and the Ships", .italic), BrailleRun("” now")], "⠨⠶⠦⠠⠮⠀⠠⠎⠑⠁⠀⠯⠀⠮⠀⠠⠩⠊⠏⠎⠴⠨⠄"),
              ([BrailleRun("read ("), BrailleRun("The Great Storms", .bold), BrailleRun(") now")], "⠘⠶⠐⠣⠠⠮⠀⠠⠛⠗⠞⠀⠠⠌⠕⠗⠍⠎⠐⠜⠘⠄"),
          ])
    func passageWithPunctuation(runs: [BrailleRun], braille: String) throws {
        let written = try Self.translate(runs)
        #expect(written.contains(braille), "\(written)")
        #expect(written.components(separatedBy: "⠨⠂").count == 1 && written.components(separatedBy: "⠘⠂").count == 1,
                "no word indicators inside the passage")
    }

    @Test("§9.7.2: an apostrophe before letters after emphasised words is the word's: the terminator comes before it")
    func passageBeforeApostrophe() throws {
        let written = try Self.translate([BrailleRun("The Great Gatsby", .italic), BrailleRun("’s end")])
        #expect(written.contains("⠛⠁⠞⠎⠃⠽⠨⠄⠄⠎"), "\(written)")
    }

    @Test("§9.4 with §9.2: a passage that ends inside a word (before an apostrophe) keeps its passage indicator, its terminator after the last affected letter; no word indicators inside it",
          arguments: [
              ([BrailleRun("read "), BrailleRun("The Great Gatsby", .italic), BrailleRun("’s end")], "⠨⠶⠠⠮⠀⠠⠛⠗⠞⠀⠠⠛⠁⠞⠎⠃⠽⠨⠄⠄⠎⠀⠢⠙"),
              ([BrailleRun("The Sea and the Ships", .bold), BrailleRun("'s crew")], "⠘⠶⠠⠮⠀⠠⠎⠑⠁⠀⠯⠀⠮⠀⠠⠩⠊⠏⠎⠘⠄⠄⠎⠀⠉⠗⠑⠺"),
              ([BrailleRun("The Great Gatsby", .italic), BrailleRun("’s and "), BrailleRun("War and Peace", .italic), BrailleRun("’s")],
               "⠨⠶⠠⠮⠀⠠⠛⠗⠞⠀⠠⠛⠁⠞⠎⠃⠽⠨⠄⠄⠎⠀⠯⠀⠨⠶⠠⠺⠜⠀⠯⠀⠠⠏⠂⠉⠑⠨⠄⠄⠎"),
          ])
    func passageEndingInsideWord(runs: [BrailleRun], braille: String) throws {
        let written = try Self.translate(runs)
        #expect(written.hasSuffix(braille), "\(written)")
        #expect(!written.contains("⠨⠂") && !written.contains("⠘⠂"), "no word indicators: \(written)")
        // A word, and two words, ending before an apostrophe keep word indicators (no passage).
        #expect(try Self.translate([BrailleRun("Gatsby", .italic), BrailleRun("’s")]) == "⠨⠂⠠⠛⠁⠞⠎⠃⠽⠨⠄⠄⠎")
        #expect(BrailleTranslator.midWordPassageEnd(Array("Great Gatsby’s".unicodeScalars.map(\.value))[...],
                                                    (Array(repeating: Typeform.italic, count: 12) + [[], []])[...]) == nil)
    }

    @Test("§9.7: a terminator stays where the emphasis ends inside a word or before a hyphen")
    func terminatorKept() throws {
        #expect(try Self.translate([BrailleRun("un", .italic), BrailleRun("usual")]).hasPrefix("⠨⠂⠥⠝⠨⠄"))
        #expect(try Self.translate([BrailleRun("well", .italic), BrailleRun("-known")]).hasPrefix("⠨⠂⠺⠑⠇⠇⠨⠄⠤"))
    }
}

/// UEB Rulebook §7.1.1 ("Follow print for the use of punctuation"): the apostrophe is `⠄`,
/// the closing single quotation mark `⠠⠴`. Print's apostrophe opening a word is the right
/// single quotation mark, U+2019 (’Tis, the ’90s). Cases written from the rule's text.
@Suite("Braille: UEB §7.1.1 an apostrophe opening a word")
struct UEBOpeningApostropheTests {
    @Test("§7.1.1: U+2019 opening a word is the apostrophe ⠄, not the closing quotation mark",
          arguments: [("’Tis true", "⠄⠠⠞⠊⠎⠀⠞⠗⠥⠑"), ("the ’90s", "⠮⠀⠄⠼⠊⠚⠎"), ("tell ’em", "⠞⠑⠇⠇⠀⠄⠑⠍")])
    func openingApostrophe(text: String, braille: String) throws {
        #expect(try UEBTypeformPunctuationTests.translate([BrailleRun(text)]) == braille)
    }

    @Test("§7.1.1: inside a word it stays the apostrophe, and a closing single quotation mark stays one")
    func otherPlaces() throws {
        #expect(try UEBTypeformPunctuationTests.translate([BrailleRun("isn’t")]) == "⠊⠎⠝⠄⠞")
        #expect(try UEBTypeformPunctuationTests.translate([BrailleRun("‘go’ now")]).contains("⠠⠦"))
    }
}
