import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// §86: a bar directly over (or under) a single letter or digit is written right after it;
/// any longer expression takes the five-step form. Cases written from the rule, with the
/// letter wrapped in rows as converters write `\bar{\mathbb{Q}}` and `\overline{{x}}`.
@Suite("Math braille rules: Nemeth bar over a single letter inside rows")
struct MathBrailleNemethBarredLetterTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§86: a bar over or under one letter or digit follows it directly, however many rows wrap it; two letters are a modified expression",
          arguments: [
              ("<mover><mi>x</mi><mo>¯</mo></mover>", "⠭⠱"),
              ("<mover><mrow><mi>x</mi></mrow><mo>¯</mo></mover>", "⠭⠱"),
              ("<mover><mrow><mrow><mi mathvariant=\"double-struck\">Q</mi></mrow></mrow><mo accent=\"false\">¯</mo></mover>", "⠨⠰⠠⠟⠱"),
              ("<mover><mrow><mi>β</mi></mrow><mo>¯</mo></mover>", "⠨⠃⠱"),
              ("<munder><mrow><mn>5</mn></mrow><mo>¯</mo></munder>", "⠼⠢⠩⠱"),
              ("<mover><mrow><mi>x</mi><mi>y</mi></mrow><mo>¯</mo></mover>", "⠐⠭⠽⠣⠱⠻"),
          ])
    func barOverOne(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
