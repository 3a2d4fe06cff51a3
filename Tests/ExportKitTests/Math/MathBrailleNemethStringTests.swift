import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// A string (`ms`) is printed between its quotation marks, MathML's `lquote` and `rquote`
/// (a neutral `"` by default): in Nemeth they are the quotation marks, opening `⠦` and
/// closing `⠴` (inner `⠠⠦`, `⠴⠠`), with the punctuation indicator where §37 puts it, before
/// an opening mark after an opening grouping sign or mathematics. Cases written from §37.
@Suite("Nemeth §37 strings between quotation marks")
struct MathBrailleNemethStringTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§37: a string keeps its quotation marks",
          arguments: [
              ("<ms>yes</ms>", "⠦⠽⠑⠎⠴"),
              ("<ms lquote=\"‘\" rquote=\"’\">no</ms>", "⠠⠦⠝⠕⠴⠠"),
              ("<mi>s</mi><mo>=</mo><ms>abc</ms>", "⠎⠀⠨⠅⠀⠦⠁⠃⠉⠴"),
          ])
    func quoted(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37: after an opening grouping sign the opening quotation mark takes the punctuation indicator")
    func afterGroupingSign() throws {
        #expect(try Self.nemeth("<mo>(</mo><ms>two</ms><mo>)</mo>") == "⠷⠸⠦⠞⠺⠕⠴⠾")
    }

    @Test("A string with empty quotation marks is its text alone")
    func unquoted() throws {
        #expect(try Self.nemeth("<ms lquote=\"\" rquote=\"\">plain</ms>") == "⠏⠇⠁⠊⠝")
    }
}
