import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's sixteenth speech round, each from the text that rules it, on
/// expressions of the project's own.
extension ClearSpeakRulesTests {
    @Test("Every character has a reading: ∇ written alone is Unicode's NABLA, in any font, in both styles", arguments: [
        ("<mo>∇</mo>", "nabla", "nabla"),
        ("<mi>∇</mi>", "nabla", "nabla"),
        ("<mi>𝛁</mi>", "bold nabla", "bold nabla"),
        // SimpleSpeak writes the letter a as MathCAT does, "eigh".
        ("<mi>a</mi><mo>⋅</mo><mo>∇</mo>", "a times nabla", "eigh times nabla"),
    ])
    func nablaAlone(markup: String, clearSpeak: String, simpleSpeak: String) {
        #expect(Self.say(markup) == clearSpeak)
        #expect(MathSpeechTests.say(markup, .simpleSpeak).replacingOccurrences(",", with: "") == simpleSpeak)
    }

    @Test("Every character has a reading: Newton's three and four dots over a letter are named as one and two dots are", arguments: [
        ("<mover><mi>u</mi><mo>&#x20DB;</mo></mover>", "u triple dot"),
        ("<mover><mi>v</mi><mo>&#x20DC;</mo></mover>", "v quadruple dot"),
        ("<mover><mi>x</mi><mo>&#x307;</mo></mover>", "x dot"),
        ("<mover><mi>x</mi><mo>&#x308;</mo></mover>", "x double dot"),
    ])
    func newtonDots(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Every character has a reading: a combining mark with nothing to combine with is its Unicode name without \"combining\", its place said once", arguments: [
        ("<mover><mi>x</mi><mo>&#x20D0;</mo></mover>", "x with left harpoon above"),
        ("<munder><mi>y</mi><mo>&#x332;</mo></munder>", "y with low line below"),
        ("<mover><mi>z</mi><mo>&#x30A;</mo></mover>", "z with ring above"),
        ("<mo>&#x30A;</mo>", "ring above"),
    ])
    func loneCombiningMarks(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
        #expect(!Self.say(markup).unicodeScalars.contains { $0.value >= 0x80 })
    }

    @Test("Functions (Function050, Function051: \"2 f of x\", \"c f of x\"): h before parentheses after a factor is applied; an invisible times (MathML U+2062) makes it a product", arguments: [
        ("<mfrac><mn>1</mn><mn>2</mn></mfrac><mi>h</mi><mrow><mo>(</mo><msub><mi>b</mi><mn>1</mn></msub><mo>+</mo><msub><mi>b</mi><mn>2</mn></msub><mo>)</mo></mrow>",
         "one half h of open paren b sub 1 plus b sub 2 close paren"),
        ("<mfrac><mn>1</mn><mn>2</mn></mfrac><mi>h</mi><mo>&#x2062;</mo><mrow><mo>(</mo><msub><mi>b</mi><mn>1</mn></msub><mo>+</mo><msub><mi>b</mi><mn>2</mn></msub><mo>)</mo></mrow>",
         "one half h times open paren b sub 1 plus b sub 2 close paren"),
        ("<mn>3</mn><mi>g</mi><mrow><mo>(</mo><mi>t</mi><mo>)</mo></mrow>", "3 g of t"),
    ])
    func functionLetterAfterFactor(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("A degree sign set as a superscript (TeX's 30^\\circ, ^{\\circ}) is read as the degree sign after a number (Trig029 \"tangent 35 degrees\"), one degree singular; it was \"raised to the composed with power\"", arguments: [
        ("<msup><mn>30</mn><mo>∘</mo></msup>", "30 degrees"),
        ("<msup><mn>30</mn><mo>°</mo></msup>", "30 degrees"),
        ("<msup><mn>1</mn><mo>∘</mo></msup>", "1 degree"),
        ("<msup><mi>θ</mi><mo>∘</mo></msup>", "theta degrees"),
    ])
    func raisedDegreeSign(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }
}
