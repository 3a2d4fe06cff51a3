import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Every character has a reading (issue #37): letters of the Letterlike Symbols block are
/// math symbols the speech engine does not know, and are named, never passed on raw.
@Suite("Math speech of letterlike symbols")
struct MathLetterlikeSpeechTests {
    static func say(_ markup: String) throws -> String {
        let expression = try #require(MathMLReader.parse("<math>\(markup)</math>")).expression
        return MathRender.speech(expression, style: .clearSpeak, language: "en")
    }

    @Test("A letterlike letter is read by the table's name, else by its Unicode name", arguments: [
        ("<msub><mi>x</mi><mi>ℓ</mi></msub>", "x sub script l"),
        ("<mi>k</mi><mo>+</mo><mi>ℓ</mi>", "k plus script l"),
        ("<mi>℘</mi>", "script capital p"),
        ("<mi>ℷ</mi>", "gimel symbol"),
        ("<mi>ℍ</mi>", "double struck H"),
        ("<mi>ϰ</mi>", "kappa"),
        ("<mi>ς</mi>", "final sigma"),
    ])
    func letterlike(markup: String, expected: String) throws {
        let spoken = try Self.say(markup)
        #expect(spoken == expected)
        #expect(!spoken.unicodeScalars.contains { $0.value > 0x7F })
    }
}
