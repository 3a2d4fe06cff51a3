import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The speech rules on expressions of the project's own, one rule each.
@Suite("Math speech rules")
struct MathSpeechTests {
    static func say(_ markup: String, _ style: MathSpeechStyle = .clearSpeak, language: String = "en") -> String {
        let expression = MathMLReader.parse("<math>\(markup)</math>")!.expression
        return MathRender.speech(expression, style: style, language: language)
    }

    @Test("ClearSpeak reads these as its rules say", arguments: [
        ("<msup><mi>x</mi><mn>2</mn></msup>", "x squared"),
        ("<mfrac><mn>2</mn><mn>3</mn></mfrac>", "two thirds"),
        ("<mn>3</mn><mfrac><mn>1</mn><mn>2</mn></mfrac>", "3 and one half"),
        ("<mfrac><mi>a</mi><mi>b</mi></mfrac>", "a over b"),
        ("<mfrac><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mn>2</mn></mfrac>",
         "the fraction with numerator; x plus 1; and denominator 2"),
        ("<mroot><mi>x</mi><mn>3</mn></mroot>", "the cube root of x"),
        ("<msub><mi>x</mi><mi>i</mi></msub>", "x sub i"),
        ("<mi>sin</mi><mo>&#x2061;</mo><mi>x</mi>", "sine x"),
        ("<mo>-</mo><mn>2</mn><mo>+</mo><mi>X</mi>", "negative 2 plus X"),
        ("<mrow><mo>(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr><mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable><mo>)</mo></mrow>",
         "the 2 by 2 matrix. row 1; 1, 2. row 2; 3, 4"),
        ("<mo>{</mo><mi>x</mi><mo>|</mo><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>",
         "the set of all x such that x, is greater than, 0"),
        ("<munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi>",
         "the sum from i equals 1 to n of i"),
        ("<mi>𝑥</mi><mo>+</mo><mi>𝐯</mi>", "x plus bold v"),
    ])
    func clearSpeak(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("SimpleSpeak closes what ClearSpeak leaves open")
    func simpleSpeak() {
        #expect(Self.say("<msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt>", .simpleSpeak)
            == "the square root of x plus 1, end root")
        #expect(Self.say("<mi>sin</mi><mi>x</mi>", .simpleSpeak) == "sine of x")
    }

    @Test("pauses come apart from the words, never first, last or twice in a row")
    func pauses() {
        let expression = MathMLReader.parse(
            "<math><mfrac><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mn>2</mn></mfrac><mo>=</mo><mn>1</mn></math>")!.expression
        let parts = MathRender.spokenForm(expression).parts
        guard case .words = parts.first, case .words = parts.last else {
            Issue.record("a pause at an end: \(parts)")
            return
        }
        for (a, b) in zip(parts, parts.dropFirst()) {
            if case .pause = a, case .pause = b { Issue.record("two pauses in a row: \(parts)") }
        }
        #expect(parts.contains(.pause(.medium)))
    }

    @Test("French, German, Spanish, Italian and Portuguese have their own words; other languages fall back to English",
          arguments: [("fr", "x au carré"), ("de", "x Quadrat"), ("es", "x al cuadrado"), ("it", "x al quadrato"), ("pt", "x ao quadrado"), ("nl", "x squared")])
    func languages(language: String, expected: String) {
        #expect(Self.say("<msup><mi>x</mi><mn>2</mn></msup>", language: language) == expected)
        #expect(MathRender.speechLanguageSupported(language) == (language != "nl"))
    }

    @Test("a fraction in a label language is read with its own word for over")
    func germanFraction() {
        #expect(Self.say("<mfrac><mn>2</mn><mn>3</mn></mfrac>", language: "de") == "2 durch 3")
        #expect(Self.say("<msqrt><mi>x</mi></msqrt>", language: "fr") == "racine carrée de x")
    }

    @Test("empty, unknown and deeply nested MathML is read without a crash")
    func robustness() {
        #expect(Self.say("") == "")
        #expect(Self.say("<mfrac><mi>x</mi></mfrac>") == "the fraction with numerator x; and denominator")
        #expect(Self.say("<foo><mi>y</mi></foo>") == "y")
        let deep = String(repeating: "<mrow><mo>(</mo>", count: 60) + "<mi>x</mi>" + String(repeating: "<mo>)</mo></mrow>", count: 60)
        #expect(Self.say(deep).hasSuffix("close paren"))
    }
}
