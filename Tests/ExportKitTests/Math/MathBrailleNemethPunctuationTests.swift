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

/// Nemeth §57: "a question mark, by itself or in combination with hyphens or dashes", for
/// an omitted item is the general omission symbol, however the print draws it.
@Suite("Nemeth §57 omission printed with dashes or a line")
struct MathBrailleNemethOmissionTests {
    @Test("A question mark between hyphens or dashes, or on a line drawn as an enclosure's side, is one ⠿",
          arguments: [
              ("<mn>4</mn><mo>+</mo><mtext>–?–</mtext><mo>=</mo><mn>6</mn>", "⠼⠲⠬⠿⠀⠨⠅⠀⠼⠖"),
              ("<mn>8</mn><mo>=</mo><mtext>--?--</mtext>", "⠼⠦⠀⠨⠅⠀⠿"),
              ("<mn>2</mn><mo>×</mo><menclose notation=\"top\"><mo>?</mo></menclose><mo>=</mo><mn>6</mn>", "⠼⠆⠈⠡⠿⠀⠨⠅⠀⠼⠖"),
          ])
    func omission(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth(markup) == braille)
    }

    @Test("Two question marks among dashes are not one omission")
    func notOneOmission() throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth("<mtext>-?-?-</mtext>") != "⠿")
    }
}
