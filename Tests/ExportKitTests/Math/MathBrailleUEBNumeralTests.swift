import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB technical material: numerals in fractions and letters that spell shortforms.
@Suite("UEB numeric fractions and shortform letters")
struct MathBrailleUEBNumeralTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("Guidelines §6.1: a fraction of numerals stays in numeric mode, digit-group commas and decimal points included",
          arguments: [
              ("<mfrac><mn>3</mn><mrow><mn>2</mn><mo>,</mo><mn>500</mn></mrow></mfrac>", "⠼⠉⠌⠃⠂⠑⠚⠚"),
              ("<mfrac><mn>0.5</mn><mn>4</mn></mfrac>", "⠼⠚⠲⠑⠌⠙"),
          ])
    func numericFractions(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Guidelines §6.4: a comma ending the numerator is no numeral; the fraction takes the general fraction indicators")
    func trailingCommaIsNoNumeral() throws {
        let cells = try Self.ueb("<mfrac><mrow><mn>7</mn><mo>,</mo></mrow><mn>4</mn></mfrac>")
        #expect(cells.contains("⠷") && cells.contains("⠨⠌") && !cells.contains("⠂⠌"))
    }

    @Test("Rulebook §10.9, §5.7: letters spelling a shortform take the grade 1 indicator, in capitals too and written as one word",
          arguments: [
              ("<mi>XS</mi>", "⠰⠠⠠⠭⠎"),     // "its" in capitals
              ("<mi>gd</mi>", "⠰⠛⠙"),       // "good"
              ("<mi>log</mi><mi>x</mi>", "⠇⠕⠛⠀⠰⠭"),   // a function name is no shortform
          ])
    func shortformLetters(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }
}
