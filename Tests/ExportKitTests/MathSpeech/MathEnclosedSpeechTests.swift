import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Every character has a reading (issue #37): letters and numbers printed in a circle,
/// parentheses or a square, with a full stop or comma, at fullwidth, in a math font or
/// raised and lowered are read by what they are, never passed to the engine raw.
@Suite("Math speech of enclosed, fullwidth, styled and raised characters")
struct MathEnclosedSpeechTests {
    static func say(_ markup: String) throws -> String {
        let expression = try #require(MathMLReader.parse("<math>\(markup)</math>")).expression
        return MathRender.speech(expression, style: .clearSpeak, language: "en")
    }

    @Test("Enclosed Alphanumerics: the mark, then what is inside", arguments: [
        ("<mn>⑰</mn>", "circled 17"),
        ("<mn>㉘</mn>", "circled 28"),
        ("<mn>㊽</mn>", "circled 48"),
        ("<mn>⑺</mn>", "parenthesized 7"),
        ("<mn>⓬</mn>", "black circled 12"),
        ("<mn>⓻</mn>", "double circled 7"),
        ("<mn>➅</mn>", "circled sans serif 6"),
        ("<mn>➒</mn>", "black circled sans serif 9"),
        ("<mn>⒘</mn>", "17 period"),
        ("<mn>🄄</mn>", "3 comma"),
        ("<mi>ⓠ</mi>", "circled q"),
        ("<mi>⒬</mi>", "parenthesized q"),
        ("<mi>🄶</mi>", "squared cap g"),
        ("<mi>🅖</mi>", "black circled cap g"),
        ("<mi>🅶</mi>", "black squared cap g"),
        ("<mi>k</mi><mo>=</mo><mn>⑤</mn>", "k equals circled 5"),
    ])
    func enclosed(markup: String, expected: String) throws {
        let spoken = try Self.say(markup)
        #expect(spoken.replacingOccurrences(",", with: "") == expected)
        #expect(!spoken.unicodeScalars.contains { $0.value > 0x7F })
    }

    @Test("Fullwidth forms are the plain letters and digits; math-font digits say their font", arguments: [
        ("<mi>ｋ</mi>", "k"),
        ("<mn>４２</mn>", "42"),
        ("<mn>𝟒𝟐</mn>", "bold 42"),
        ("<mn>𝟜</mn>", "double struck 4"),
        ("<mn>𝟦</mn>", "sans serif 4"),
        ("<mn>𝟺</mn>", "monospace 4"),
        ("<mn mathvariant=\"bold\">42</mn>", "bold 42"),
        ("<mn mathvariant=\"italic\">42</mn>", "italic 42"),
        ("<mn mathvariant=\"normal\">42</mn>", "42"),
    ])
    func fullwidthAndFonts(markup: String, expected: String) throws {
        #expect(try Self.say(markup) == expected)
    }

    @Test("Raised and lowered digits are the script they print: squared, cubed, super, sub", arguments: [
        ("<mn>²</mn>", "squared"),
        ("<mn>³</mn>", "cubed"),
        ("<mn>⁷</mn>", "super 7"),
        ("<mn>₄</mn>", "sub 4"),
        ("<mn>₁₂</mn>", "sub 12"),
    ])
    func levelled(markup: String, expected: String) throws {
        #expect(try Self.say(markup) == expected)
    }
}
