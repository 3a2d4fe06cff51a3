import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB grade 1 mode for a whole expression: UEB Rulebook §5 (a passage "is three or more
/// symbols-sequences", set by `⠰⠰⠰` and ended by the grade 1 terminator `⠰⠄`), BANA's
/// *Guidance for Transcription Using the UEB Technical Material* (2019): "unless a math
/// expression can be correctly represented with only a grade 1 symbol indicator in the first
/// three cells or before a single letter standing alone anywhere in the expression, begin the
/// expression with a grade 1 word indicator (or a passage indicator …)". Cases written from
/// those texts, not copied from the vectors.
@Suite("UEB Rulebook §5 and BANA Guidance: grade 1 passage for a whole expression")
struct MathBrailleUEBGradeOnePassageTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("BANA Guidance §5: one symbol indicator in the first three cells and one before a single letter standing alone stay symbol indicators",
          arguments: [
              ("<msup><mi>x</mi><mn>2</mn></msup><mo>=</mo><mi>y</mi>", "⠭⠰⠔⠼⠃⠀⠐⠶⠀⠰⠽"),
              ("<mi>p</mi><mo>=</mo><mi>q</mi>", "⠰⠏⠀⠐⠶⠀⠰⠟"),
              // The only indicator, past the expression's first three cells, in its sequence's.
              ("<mn>4</mn><mo>+</mo><mn>5</mn><mo>=</mo><msup><mi>r</mi><mn>2</mn></msup>", "⠼⠙⠐⠖⠼⠑⠀⠐⠶⠀⠗⠰⠔⠼⠃"),
          ])
    func symbolIndicators(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("BANA Guidance §5, Rulebook §5: two letters standing alone past the first three cells make a grade 1 passage",
          arguments: [
              ("<mn>2</mn><mo>+</mo><mn>3</mn><mo>=</mo><mi>n</mi><mo>=</mo><mi>m</mi>", "⠰⠰⠰⠼⠃⠐⠖⠼⠉⠀⠐⠶⠀⠝⠀⠐⠶⠀⠍⠰⠄"),
              // Capitals standing alone need grade 1 mode too (⠰⠠⠥ outside a passage).
              ("<mi>f</mi><mo>+</mo><mi>g</mi><mo>∈</mo><mi>U</mi><mo>,</mo><mi>W</mi>",
               "⠰⠰⠰⠋⠐⠖⠛⠀⠘⠑⠀⠠⠥⠂⠀⠠⠺⠰⠄"),
          ])
    func twoLettersStandingAlone(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("BANA Guidance §5 (Guidelines §1.7): a letter standing alone and a sign needing grade 1 past the first three cells make a grade 1 passage",
          arguments: [
              ("<mi>y</mi><mo>=</mo><msup><mi>x</mi><mn>2</mn></msup>", "⠰⠰⠰⠽⠀⠐⠶⠀⠭⠔⠼⠃⠰⠄"),
              ("<mi>x</mi><mo>+</mo><mi>y</mi><mo>=</mo><mi>z</mi><mo>=</mo><msup><mi>t</mi><mn>2</mn></msup>",
               "⠰⠰⠰⠭⠐⠖⠽⠀⠐⠶⠀⠵⠀⠐⠶⠀⠞⠔⠼⠃⠰⠄"),
              // Letters that would read as a shortform (Rulebook §10.9) are no single letter.
              ("<mi>x</mi><mo>=</mo><mi>a</mi><mi>b</mi>", "⠰⠰⠰⠭⠀⠐⠶⠀⠁⠃⠰⠄"),
              // Two signs: one in the first three cells, one past them.
              ("<msup><mi>a</mi><mn>3</mn></msup><mo>=</mo><msup><mi>b</mi><mn>3</mn></msup>", "⠰⠰⠰⠁⠔⠼⠉⠀⠐⠶⠀⠃⠔⠼⠉⠰⠄"),
          ])
    func letterAndSign(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("BANA Guidance §5a: a symbols-sequence beginning with a unit of measure is judged apart for grade 1",
          arguments: [
              ("<mn>9.8</mn><mo>&#xA0;</mo><mi class=\"MathML-Unit\">m</mi><mo>&#xA0;</mo><msup><mi class=\"MathML-Unit\">s</mi><mrow><mo>−</mo><mn>2</mn></mrow></msup>",
               "⠼⠊⠲⠓⠀⠰⠍⠀⠰⠰⠎⠔⠣⠐⠤⠼⠃⠜"),
              // Two units standing alone, each its own expression: two symbol indicators.
              ("<mn>3</mn><mo>&#xA0;</mo><mi intent=\":unit\">N</mi><mo>&#xA0;</mo><mi intent=\":unit\">m</mi>", "⠼⠉⠀⠰⠠⠝⠀⠰⠍"),
              // Letters that are not marked as units are judged with the expression.
              ("<mn>9.8</mn><mo>&#xA0;</mo><mi>m</mi><mo>&#xA0;</mo><msup><mi>s</mi><mrow><mo>−</mo><mn>2</mn></mrow></msup>",
               "⠰⠰⠰⠼⠊⠲⠓⠀⠍⠀⠎⠔⠣⠐⠤⠼⠃⠜⠰⠄"),
          ])
    func units(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }
}
