import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §77, the numeric subscript written without its level indicator: "The subscript
/// level indicator must not be used before a numeric subscript on the first level below the
/// baseline … if the numeral is a right-subscript to a letter", a letter that "may carry one
/// or more primes", and "The numeric subscript may contain a segmenting comma or a decimal
/// point"; and §177.ii, the multipurpose indicator "between a letter and a succeeding numeric
/// symbol to indicate that the corresponding numeral is not a subscript". Cases written
/// from the rules' text.
@Suite("Nemeth §77 numeric subscripts and §177.ii numerals after a letter's primes")
struct MathBrailleNemethSubscriptNumeralTests {
    @Test("§77: a numeric subscript with a decimal point is written on the letter without the subscript indicator, as one with a segmenting comma is",
          arguments: [
              ("<msub><mi>x</mi><mn>2.5</mn></msub><mi>y</mi>", "⠭⠆⠨⠢⠽"),
              ("<msub><mi>x</mi><mn>.7</mn></msub>", "⠭⠨⠶"),
              ("<msub><mi>a</mi><mn>0.5</mn></msub><mo>+</mo><mn>1</mn>", "⠁⠴⠨⠢⠬⠂"),
              ("<msub><mi>x</mi><mn>1,000</mn></msub>", "⠭⠂⠠⠴⠴⠴"),
          ])
    func decimalSubscript(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§77: a letter subscript keeps its indicator",
          arguments: [
              ("<msub><mi>x</mi><mi>i</mi></msub>", "⠭⠰⠊"),
          ])
    func notNumeralSubscript(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§177.ii with §77: a numeral on the baseline after a letter's primes takes the multipurpose indicator; the primed letter's numeric subscript does not",
          arguments: [
              ("<msup><mi>x</mi><mo>′</mo></msup><mn>2</mn>", "⠭⠄⠐⠆"),
              ("<msup><mi>y</mi><mo>″</mo></msup><mn>3</mn>", "⠽⠄⠄⠐⠒"),
              ("<msub><msup><mi>x</mi><mo>′</mo></msup><mn>2</mn></msub>", "⠭⠄⠆"),
              ("<mi>x</mi><mn>2</mn>", "⠭⠐⠆"),
          ])
    func numeralAfterPrimes(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }
}
