import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §86, modified expressions: the multipurpose indicator, the expression, the
/// directly-over `⠣` or directly-under `⠩` indicator, the modifier, the termination
/// indicator, all unspaced: a modifier that is a sign of comparison (an arrow over a line,
/// an equals sign under a union) is not spaced from its indicator or from the termination
/// indicator, as it would be between two operands. Cases written from the rule's text.
@Suite("Nemeth §86 comparison signs as modifiers")
struct MathBrailleNemethModifierSpacingTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§86: an arrow over an expression follows the directly-over indicator unspaced",
          arguments: [
              ("<mover><mrow><mi>A</mi><mi>B</mi></mrow><mo>↔</mo></mover>", "⠐⠠⠁⠠⠃⠣⠫⠪⠒⠒⠕⠻"),
              ("<mover><mi>v</mi><mo>⇀</mo></mover>", "⠐⠧⠣⠫⠒⠒⠈⠕⠻"),
              ("<mover><mrow><mi>P</mi><mi>Q</mi></mrow><mo>→</mo></mover>", "⠐⠠⠏⠠⠟⠣⠫⠕⠻"),
          ])
    func arrowOver(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§86: a modified expression between operands is spaced as the comparison it is part of, not inside")
    func modifiedInEquation() throws {
        #expect(try Self.nemeth("<mover><mrow><mi>A</mi><mi>B</mi></mrow><mo>↔</mo></mover><mo>∥</mo><mover><mrow><mi>C</mi><mi>D</mi></mrow><mo>↔</mo></mover>")
                == "⠐⠠⠁⠠⠃⠣⠫⠪⠒⠒⠕⠻⠀⠫⠇⠀⠐⠠⠉⠠⠙⠣⠫⠪⠒⠒⠕⠻")
    }
}

/// Arrows (the Code's representation of arrows: the shape indicator, then the arrowhead and
/// the shaft in the order print shows them): the left-pointing arrow is the left full barb
/// `⠪` and the ordinary single shaft `⠒⠒`, `⠫⠪⠒⠒`. Written `⠫⠪` it was the angle sign.
@Suite("Nemeth arrows: the left-pointing arrow")
struct MathBrailleNemethLeftArrowTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("The left-pointing arrow has its shaft, and is not the angle sign",
          arguments: [
              ("<mi>x</mi><mo>←</mo><mi>y</mi>", "⠭⠀⠫⠪⠒⠒⠀⠽"),
              ("<mi>x</mi><mo>↚</mo><mi>y</mi>", "⠭⠀⠌⠫⠪⠒⠒⠀⠽"),
              ("<mover><mrow><mi>B</mi><mi>A</mi></mrow><mo>←</mo></mover>", "⠐⠠⠃⠠⠁⠣⠫⠪⠒⠒⠻"),
              ("<mo>∠</mo><mi>A</mi>", "⠫⠪⠀⠠⠁"),
          ])
    func leftArrow(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
