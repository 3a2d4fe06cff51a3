import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Tally marks (§177.vi: "The multipurpose indicator must be used between a tally mark and
/// the punctuation indicator"; the Code's example writes each mark `⠸`, a crossed group of
/// five as five marks), on tallies written from that text.
@Suite("Math braille rules: Nemeth tally marks")
struct MathBrailleNemethTallyTests {
    @Test("§177.vi: each tally mark is ⠸, a group of five five marks; the multipurpose indicator comes between a tally mark and the punctuation indicator, not before a comma or another mark",
          arguments: [
              ("<mo>𝍸</mo><mo>,</mo><mo>𝍷</mo><mo>𝍷</mo><mo>𝍷</mo><mo>.</mo>", "⠸⠸⠸⠸⠸⠠⠀⠸⠸⠸⠐⠸⠲"),
              ("<mo>𝍷</mo><mo>𝍷</mo><mo>:</mo>", "⠸⠸⠐⠸⠒"),
              ("<mi>𝍸</mi><mi>𝍷</mi>", "⠸⠸⠸⠸⠸⠸"),
              ("<mo>𝍸</mo><mo>𝍸</mo>", "⠸⠸⠸⠸⠸⠸⠸⠸⠸⠸"),
          ])
    func tallies(markup: String, expected: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == expected)
    }
}
