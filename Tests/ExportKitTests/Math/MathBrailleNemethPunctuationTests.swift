import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth punctuation after a level change: the punctuation indicator returns to the
/// baseline itself, so no baseline indicator precedes it (Rule XIII).
@Suite("Nemeth punctuation after scripts")
struct MathBrailleNemethPunctuationTests {
    static func nemeth(_ markup: String) throws -> String {
        let expression = try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression
        return MathRender.braille(expression, code: .nemeth)
    }

    @Test("Period, colon and semicolon after a superscript or subscript follow it without the baseline indicator",
          arguments: [
              ("<msup><mi>y</mi><mn>3</mn></msup><mo>.</mo>", "⠽⠘⠒⠸⠲"),
              ("<msub><mi>f</mi><mi>k</mi></msub><mo>:</mo><mi>X</mi><mo>→</mo><mi>Y</mi>", "⠋⠰⠅⠸⠒⠀⠠⠭⠀⠫⠕⠀⠠⠽"),
              ("<msup><mi>a</mi><mn>2</mn></msup><mo>;</mo><msup><mi>b</mi><mn>2</mn></msup>", "⠁⠘⠆⠸⠆⠀⠃⠘⠆"),
          ])
    func punctuationAfterScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Other signs after a script still return to the baseline first")
    func otherSignsTakeTheBaselineIndicator() throws {
        #expect(try Self.nemeth("<msup><mi>y</mi><mn>3</mn></msup><mo>+</mo><mn>1</mn>") == "⠽⠘⠒⠐⠬⠂")
    }
}
