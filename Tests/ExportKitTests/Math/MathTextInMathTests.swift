import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Text inside `<mtext>` (issue #37, round two): its words, letters and digits are written
/// as the codes write them in text, its spaces kept as word breaks.
@Suite("Math text inside mtext")
struct MathTextInMathTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Nemeth capitalization: a word of capitals in text takes the double capital indicator, as in mi",
          arguments: [
              ("<mtext>IV</mtext><mo>+</mo><mtext>X</mtext>", "⠠⠠⠊⠧⠬⠠⠭"),
              ("<mtext>CD</mtext><mo>=</mo><mn>400</mn>", "⠠⠠⠉⠙⠀⠨⠅⠀⠼⠲⠴⠴"),
              ("<mtext>Cantor set</mtext>", "⠠⠉⠁⠝⠞⠕⠗⠀⠎⠑⠞"),   // a capital starting a word: one indicator
          ])
    func nemethCapitalWords(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Nemeth §28: a letter standing alone in text takes the English letter indicator; inside a word it does not",
          arguments: [
              ("<mtext>q</mtext><mo>,</mo><mtext>&#xA0;</mtext><mtext>r</mtext>", "⠰⠟⠠⠀⠰⠗"),
              ("<mtext>plan B</mtext>", "⠏⠇⠁⠝⠀⠰⠠⠃"),
              ("<mtext>box</mtext>", "⠃⠕⠭"),
          ])
    func nemethLettersStandingAlone(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Digits in text are numerals with the numeric indicator after a space, in both codes")
    func digitsInText() throws {
        #expect(try Self.nemeth("<mtext>page 25</mtext>") == "⠏⠁⠛⠑⠀⠼⠆⠢")
        let expression = try #require(MathMLReader.parse("<math><mtext>page 25</mtext></math>")).expression
        #expect(MathRender.braille(expression, code: .ueb) == "⠏⠁⠛⠑⠀⠼⠃⠑")
    }
}
