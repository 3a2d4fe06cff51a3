import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// ClearSpeak writes a letter as the letter ("a", "A": Capital letters, and every example
/// with the letter a); a speech engine is given its name where it would read it as a word.
extension ClearSpeakRulesTests {
    static func form(_ markup: String, _ prefs: String = "") -> MathSpokenForm {
        let expression = MathMLReader.parse("<math>\(markup)</math>")!.expression
        let options: MathSpeechOptions
        do {
            options = prefs.isEmpty ? MathSpeechOptions() : try MathSpeechOptions(preferences: prefs)
        } catch {
            Issue.record("preferences \(prefs) not read: \(error)")
            options = MathSpeechOptions()
        }
        return MathRender.spokenForm(expression, style: .clearSpeak, options: options)
    }

    @Test("Letters: the letter a is written 'a' as the specification writes it, small or capital, in a font or enclosed", arguments: [
        ("<msup><mi>a</mi><mn>2</mn></msup>", "", "a squared"),
        ("<mi>sin</mi><mi>A</mi><mo>+</mo><mi>a</mi>", "", "sine A plus a"),
        ("<mi>A</mi>", "Caps=SayCaps", "cap A"),
        ("<mi mathvariant=\"bold\">a</mi>", "", "bold a"),
        ("<mi>Ⓐ</mi>", "", "circled cap a"),
    ])
    func letterWritten(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Letters: an engine is given 'eigh' for a and A, which eSpeak NG says as the letter; other letters as written")
    func letterForEngines() {
        let form = Self.form("<msup><mi>a</mi><mn>2</mn></msup><mo>+</mo><mi>A</mi><mi>b</mi>")
        #expect(form.text == "a squared plus A b")
        #expect(form.engineText == "eigh squared plus eigh b")
        #expect(form.parts.contains(.letter(written: "a", spoken: "eigh")))
        #expect(form.parts.contains(.letter(written: "b", spoken: "b")))
    }

    @Test("Letters: SimpleSpeak writes the name itself, as MathCAT does")
    func letterSimpleSpeak() {
        let expression = MathMLReader.parse("<math><mi>a</mi><mo>+</mo><mi>b</mi></math>")!.expression
        #expect(MathRender.speech(expression, style: .simpleSpeak) == "eigh plus b")
    }

    @Test("Letters: a language other than English has no respelling")
    func letterFrench() {
        let expression = MathMLReader.parse("<math><msup><mi>a</mi><mn>2</mn></msup></math>")!.expression
        #expect(!MathRender.spokenForm(expression, language: "fr").engineText.contains("eigh"))
    }
}
