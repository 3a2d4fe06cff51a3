import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The caret as a place indicator (NFB's Nemeth course, Lesson 13.1.1: "it may be used as a
/// place indicator with the decimal point to show the position to which the decimal point has
/// been moved. Used as a place indicator, it is treated as a numeric symbol"), on numerals
/// written from that text.
@Suite("Math braille rules: Nemeth caret place indicator")
struct MathBrailleNemethPlaceIndicatorTests {
    @Test("Lesson 13.1.1: a caret inside a numeral is the caret ⠸⠣ and the numeral goes on after it without the numeric indicator, printed in the numeral or as an operator",
          arguments: [
              ("<mn>.52‸41</mn>", "⠼⠨⠢⠆⠸⠣⠲⠂"),
              ("<mn>.52</mn><mo>‸</mo><mn>41</mn>", "⠼⠨⠢⠆⠸⠣⠲⠂"),
              ("<mn>6‸25</mn>", "⠼⠖⠸⠣⠆⠢"),
              ("<mn>1.2</mn><mo>⁁</mo><mn>5</mn>", "⠼⠂⠨⠆⠸⠣⠢"),
          ])
    func caretInNumeral(markup: String, expected: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == expected)
    }
}
