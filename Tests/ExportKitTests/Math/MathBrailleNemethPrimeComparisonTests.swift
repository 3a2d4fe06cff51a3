import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Primes printed several to a token (§83: primes are not raised; U+2033 is `⠄⠄`), in both
/// codes, and the Nemeth signs of comparison therefore and because (APH BrailleBrain Nemeth
/// Unit 17: signs of comparison "require a space on either side ... regardless of the print
/// spacing"). Cases written from the rules' text.
@Suite("Math braille rules: primes in one token; therefore and because")
struct MathBrailleNemethPrimeComparisonTests {
    @Test("Nemeth §83: several primes in one token are primes on the baseline, as the double prime sign is, not a superscript",
          arguments: [
              ("<msup><mi>f</mi><mo>′′</mo></msup>", "⠋⠄⠄"),
              ("<msup><mi>f</mi><mi>′′</mi></msup>", "⠋⠄⠄"),
              ("<msup><mi>f</mi><mo>′′′</mo></msup>", "⠋⠄⠄⠄"),
              ("<msubsup><mi>f</mi><mn>1</mn><mo>′′</mo></msubsup>", "⠋⠄⠄⠂"),
              ("<msup><mi>y</mi><mo>′′</mo></msup><mo>+</mo><mi>y</mi><mo>=</mo><mn>0</mn>", "⠽⠄⠄⠬⠽⠀⠨⠅⠀⠼⠴"),
          ])
    func nemethPrimeRuns(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
        // The same as the one sign of two primes.
        let doublePrime = markup.replacingOccurrences(of: "′′′", with: "‴").replacingOccurrences(of: "′′", with: "″")
        #expect(try MathBrailleRuleTests.nemeth(doublePrime) == braille)
    }

    @Test("UEB (Rulebook §11.4.1, Guidelines: primes are signs on the line): several primes in one token are written as the sign of as many primes",
          arguments: [
              ("<msup><mi>f</mi><mo>′′</mo></msup>", "<msup><mi>f</mi><mo>″</mo></msup>"),
              ("<msup><mi>f</mi><mi>′′</mi></msup>", "<msup><mi>f</mi><mo>″</mo></msup>"),
              ("<msubsup><mi>f</mi><mn>1</mn><mo>′′</mo></msubsup>", "<msubsup><mi>f</mi><mn>1</mn><mo>″</mo></msubsup>"),
          ])
    func uebPrimeRuns(markup: String, same: String) throws {
        let braille = try MathBrailleRuleTests.ueb(markup)
        #expect(braille == (try MathBrailleRuleTests.ueb(same)))
        #expect(!braille.contains("⠔"))
    }

    @Test("APH BrailleBrain Nemeth Unit 17: therefore and because are spaced signs of comparison, a numeral after them with its numeric indicator",
          arguments: [
              ("<mo>∴</mo><mn>5</mn>", "⠠⠡⠀⠼⠢"),
              ("<mi>x</mi><mo>=</mo><mn>2</mn><mo>∵</mo><mi>y</mi><mo>=</mo><mn>4</mn>", "⠭⠀⠨⠅⠀⠼⠆⠀⠈⠌⠀⠽⠀⠨⠅⠀⠼⠲"),
              ("<mi>a</mi><mo>&gt;</mo><mn>1</mn><mo>∴</mo><msup><mi>a</mi><mn>2</mn></msup><mo>&gt;</mo><mn>1</mn>", "⠁⠀⠨⠂⠀⠼⠂⠀⠠⠡⠀⠁⠘⠆⠀⠨⠂⠀⠼⠂"),
          ])
    func thereforeBecause(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }
}
