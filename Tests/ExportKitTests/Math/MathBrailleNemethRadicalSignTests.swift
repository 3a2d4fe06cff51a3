import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §103-§104, radicals: the radical sign `⠜`, the radicand, and the termination
/// indicator `⠻` that shows where the radicand ends; an index of radical goes between the
/// index-of-radical indicator `⠣` and the radical sign. A radical printed as a token of its
/// own before its radicand (`√`, `∛`, `∜` in an `mo`) is the same radical over the operand
/// after it, a group whole. Cases written from the rule.
@Suite("Nemeth §103 radical signs printed as tokens")
struct MathBrailleNemethRadicalSignTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§103: the radicand after a radical sign token ends with the termination indicator",
          arguments: [
              ("<mo>√</mo><mn>2</mn>", "⠜⠆⠻"),
              ("<mo>√</mo><mi>x</mi><mo>+</mo><mn>1</mn>", "⠜⠭⠻⠬⠂"),
              ("<mo>√</mo><mo>(</mo><mi>x</mi><mo>+</mo><mn>1</mn><mo>)</mo><mo>=</mo><mn>3</mn>", "⠜⠷⠭⠬⠂⠾⠻⠀⠨⠅⠀⠼⠒"),
              ("<mn>2</mn><mo>√</mo><mn>3</mn>", "⠼⠆⠜⠒⠻"),
          ])
    func squareRoot(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§104: a cube or fourth root sign token has its index",
          arguments: [
              ("<mo>∛</mo><mi>x</mi>", "⠣⠒⠜⠭⠻"),
              ("<mo>∜</mo><mn>16</mn><mo>=</mo><mn>2</mn>", "⠣⠲⠜⠂⠖⠻⠀⠨⠅⠀⠼⠆"),
          ])
    func indexedRoot(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("The radical written as msqrt is unchanged")
    func msqrt() throws {
        #expect(try Self.nemeth("<msqrt><mn>2</mn></msqrt>") == "⠜⠆⠻")
    }
}
