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

    @Test("§77: a numeric subscript on a two-letter chemical symbol is written as on a letter; a two-letter identifier that is no element keeps the indicator",
          arguments: [
              ("<msub><mi>Cl</mi><mn>2</mn></msub>", "⠠⠉⠇⠆"),
              ("<msub><mi>Fe</mi><mn>2</mn></msub><msub><mi>O</mi><mn>3</mn></msub>", "⠠⠋⠑⠆⠠⠕⠒"),
              ("<msub><mi mathvariant=\"normal\">Na</mi><mn>2</mn></msub><mi mathvariant=\"normal\">O</mi>", "⠠⠝⠁⠆⠠⠕"),
              ("<msub><mi>xy</mi><mn>2</mn></msub>", "⠭⠽⠰⠆"),
          ])
    func chemicalSymbolSubscript(markup: String, braille: String) throws {
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

/// Nemeth §28: "The English letter indicator must be used with a single … English letter or
/// with an uncapitalized combination of letters corresponding to a short-form word" when it
/// stands alone, a space or punctuation on each side. Cases written from the rule's text.
@Suite("Nemeth §28 letters spelling a short-form word")
struct MathBrailleNemethShortFormLettersTests {
    @Test("§28: small letters side by side that spell a short-form word take the English letter indicator where a single letter would",
          arguments: [
              ("<mi>a</mi><mi>b</mi>", "⠰⠁⠃"),
              ("<mi>a</mi><mi>b</mi><mo>,</mo><mi>c</mi><mi>d</mi>", "⠰⠁⠃⠠⠀⠰⠉⠙"),
              ("<mi>a</mi><mi>c</mi><mi>r</mi>", "⠰⠁⠉⠗"),
              ("<mi>w</mi><mi>d</mi><mo>.</mo>", "⠰⠺⠙⠸⠲"),
          ])
    func shortFormLetters(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§28: letters that spell no short-form word, a capitalised combination, or letters beside a sign take none",
          arguments: [
              ("<mi>x</mi><mi>y</mi>", "⠭⠽"),
              ("<mi>d</mi><mi>c</mi>", "⠙⠉"),
              ("<mi>a</mi><mi>b</mi><mi>c</mi>", "⠁⠃⠉"),
              ("<mi>a</mi><mi>b</mi><mo>+</mo><mi>c</mi>", "⠁⠃⠬⠉"),
              ("<mi>a</mi><mi>b</mi><mo>=</mo><mi>c</mi><mi>d</mi>", "⠁⠃⠀⠨⠅⠀⠉⠙"),
              ("<mi>A</mi><mi>b</mi>", "⠠⠁⠃"),
          ])
    func otherLetters(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }
}
