import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The symbol list's compound signs of logic: a sign with a bar or an equals sign over it is
/// written over-sign first, one under it after the sign (as the list writes the equals sign
/// over and the bar under the logical sum, `⠨⠅⠈⠬⠱`), and it is spaced as a comparison sign.
/// Each character is drawn as its Unicode name says: ⩢ is the logical sum with a double
/// overbar (not the exclusive or ⊻ under one), ⩟ and ⩠ the logical product with one or two
/// bars under it (not the bar over it of ⊼). Cases written from the list and the names.
@Suite("Nemeth compound signs of logic with bars")
struct MathBrailleNemethBarredLogicTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("A logic sign with bars over or under is written over, sign, under",
          arguments: [
              ("<mo>⩢</mo>", "⠨⠅⠈⠬"),
              ("<munder><mo>⩢</mo><mo accent=\"true\">―</mo></munder>", "⠨⠅⠈⠬⠱"),
              ("<mo>⩞</mo>", "⠨⠅⠈⠩"),
              ("<mo>⩟</mo>", "⠈⠩⠱"),
              ("<mo>⩠</mo>", "⠈⠩⠨⠅"),
              ("<mo>⊼</mo>", "⠱⠈⠩"),
              ("<mo>⊻</mo>", "⠈⠬⠱"),
          ])
    func barred(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("A barred logic sign between operands is spaced as a comparison sign")
    func spaced() throws {
        #expect(try Self.nemeth("<mi>p</mi><mo>⩟</mo><mi>q</mi>") == "⠏⠀⠈⠩⠱⠀⠟")
        #expect(try Self.nemeth("<mi>p</mi><mo>⩢</mo><mi>q</mi>") == "⠏⠀⠨⠅⠈⠬⠀⠟")
    }
}
