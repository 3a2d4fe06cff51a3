import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's twenty-first speech round, each from the text that rules it, on
/// expressions of the project's own.
extension ClearSpeakRulesTests {
    @Test("Fonts: the letterlike double-struck Greek and double-struck italic letters (U+213C–U+213F, U+2145–U+2149) are a font and a letter, as 𝔸 is", arguments: [
        ("<mi>ℽ</mi><mo>+</mo><mn>1</mn>", "double struck gamma plus 1", "double struck gamma plus 1"),
        ("<mi>ℼ</mi>", "double struck pi", "double struck pi"),
        ("<mi>ℾ</mi>", "double struck Gamma", "double struck cap gamma"),
        ("<mi>ℿ</mi><mi>x</mi>", "double struck Pi x", "double struck cap pi x"),
        ("<mi>ⅆ</mi><mi>t</mi>", "double struck italic d t", "double struck italic d t"),
        ("<msup><mi>ⅇ</mi><mi>x</mi></msup>", "double struck italic e to the x-th power", "double struck italic e to the x-th"),
        ("<mi>ⅈ</mi><mo>,</mo><mi>ⅉ</mi>", "double struck italic i comma double struck italic j",
         "double struck italic i comma double struck italic j"),
        ("<mi>ⅅ</mi>", "double struck italic D", "double struck italic cap d"),
    ])
    func letterlikeDoubleStruck(markup: String, clearSpeak: String, simpleSpeak: String) {
        #expect(Self.say(markup) == clearSpeak)
        #expect(MathSpeechTests.say(markup, .simpleSpeak).replacingOccurrences(",", with: "") == simpleSpeak)
    }

    @Test("Fonts, Caps SayCaps: a letterlike double-struck capital says its font, then 'cap'", arguments: [
        ("<mi>ⅅ</mi>", "double struck italic cap D"),
        ("<mi>ℾ</mi>", "double struck cap Gamma"),
    ])
    func letterlikeDoubleStruckSayCaps(markup: String, expected: String) {
        #expect(Self.say(markup, "Caps=SayCaps") == expected)
    }

    @Test("Every character has a reading: the dotless i and j (ı, ȷ, and the math italic 𝚤, 𝚥) are 'dotless i', 'dotless j', never the raw letter", arguments: [
        ("<mi>𝚤</mi>", "dotless i"),
        ("<mi>𝚥</mi>", "dotless j"),
        ("<mi>ı</mi>", "dotless i"),
        ("<mover><mi>ȷ</mi><mo>^</mo></mover>", "dotless j hat"),
        ("<mn>2</mn><mi>𝚤</mi><mo>+</mo><mi>𝚥</mi>", "2 dotless i plus dotless j"),
    ])
    func dotlessLetters(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
        #expect(MathSpeechTests.say(markup, .simpleSpeak).replacingOccurrences(",", with: "") == expected)
    }
}

/// SimpleSpeak's fractions (MathCAT's SimpleSpeak rules, `fraction`: "simple" is a
/// fraction of two leaves whose nearest ancestor other than an `mrow` is no fraction, read
/// "x over y"; any other is "fraction, … over …, end fraction").
@Suite struct SimpleSpeakFractionRuleTests {
    static func say(_ markup: String) -> String {
        MathSpeechTests.say(markup, .simpleSpeak).replacingOccurrences(",", with: "").replacingOccurrences(";", with: "")
    }

    @Test("SimpleSpeak fraction 'simple': a fraction of two leaves is 'x over y' unless its nearest non-row ancestor is a fraction", arguments: [
        // Beside other items of a row, at the top: not inside a fraction.
        ("<mi>x</mi><mo>+</mo><mfrac><mn>1</mn><mi>y</mi></mfrac>", "x plus 1 over y"),
        ("<mn>3</mn><mo>−</mo><mfrac><mi>p</mi><mi>q</mi></mfrac><mo>=</mo><mn>0</mn>", "3 minus p over q is equal to 0"),
        // Inside a fraction's numerator, through a row: bracketed.
        ("<mfrac><mrow><mi>x</mi><mo>+</mo><mfrac><mn>1</mn><mi>y</mi></mfrac></mrow><mi>z</mi></mfrac>",
         "fraction x plus fraction 1 over y end fraction over z end fraction"),
        // A root or a script stands between the fraction and the outer one: not bracketed.
        ("<mfrac><mrow><mi>x</mi><mo>+</mo><msqrt><mfrac><mn>1</mn><mi>y</mi></mfrac></msqrt></mrow><mi>z</mi></mfrac>",
         "fraction x plus the square root of 1 over y end root over z end fraction"),
        ("<mfrac><msup><mi>e</mi><mfrac><mi>s</mi><mi>t</mi></mfrac></msup><mi>c</mi></mfrac>",
         "fraction e raised to the s over t power over c end fraction"),
    ])
    func simpleFraction(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }
}
