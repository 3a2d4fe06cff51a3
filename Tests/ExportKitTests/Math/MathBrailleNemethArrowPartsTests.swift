import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The representation of arrows (BRL's Nemeth course, session 5, from the Code): "the
/// appropriate arrowhead and arrow shaft must be selected" from the Code's lists (full barbs
/// `⠪` `⠕`, half barbs with `⠈` or `⠠`, the straight `⠳`; shafts ordinary single `⠒⠒`,
/// double `⠶⠶`, wavy `⠔⠒⠢`), after the shape indicator, "transcribed in the order in which
/// their symbols appear"; an arrow is spaced as a sign of comparison. Arrows built from these
/// parts were transcriber-defined symbols (`⠫⠈⠁`). Cases written from the lists.
@Suite("Nemeth arrows built from the Code's arrowheads and shafts")
struct MathBrailleNemethArrowPartsTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Arrows: heads, bars and shafts in the order print shows them",
          arguments: [
              ("↞", "⠫⠪⠪⠒⠒"), ("↠", "⠫⠒⠒⠕⠕"), ("↤", "⠫⠪⠒⠒⠳"), ("↦", "⠫⠳⠒⠒⠕"),
              ("⇤", "⠫⠳⠪⠒⠒"), ("⇥", "⠫⠒⠒⠕⠳"), ("↜", "⠫⠪⠔⠒⠢"), ("↝", "⠫⠔⠒⠢⠕"), ("↭", "⠫⠪⠔⠒⠢⠕"),
              ("⇇", "⠫⠪⠒⠒⠫⠪⠒⠒"), ("⇉", "⠫⠒⠒⠕⠫⠒⠒⠕"), ("⇚", "⠫⠪⠸⠸"), ("⇛", "⠫⠸⠸⠕"),
          ])
    func horizontal(arrow: String, braille: String) throws {
        #expect(try Self.nemeth("<mi>x</mi><mo>\(arrow)</mo><mi>y</mi>") == "⠭⠀" + braille + "⠀⠽")
    }

    @Test("Arrows: a double shaft of ordinary length is ⠶⠶ whichever way the arrow points (⇒ was ⠫⠶⠕, a short shaft, where ⇐ ⇔ ⟹ have ⠶⠶); only the simple right arrow → has the Code's contracted form ⠫⠕",
          arguments: [("⇒", "⠫⠶⠶⠕"), ("⇐", "⠫⠪⠶⠶"), ("⇔", "⠫⠪⠶⠶⠕"), ("⟹", "⠫⠶⠶⠕"), ("⇏", "⠌⠫⠶⠶⠕"), ("→", "⠫⠕")])
    func doubleShaft(arrow: String, braille: String) throws {
        #expect(try Self.nemeth("<mi>p</mi><mo>\(arrow)</mo><mi>q</mi>") == "⠏⠀" + braille + "⠀⠟")
    }

    @Test("Arrows pointing up, down and aslant keep their direction after the shape indicator",
          arguments: [
              ("↟", "⠫⠣⠒⠒⠕⠕"), ("↡", "⠫⠩⠒⠒⠕⠕"), ("↥", "⠫⠣⠳⠒⠒⠕"), ("↧", "⠫⠩⠳⠒⠒⠕"),
              ("⇈", "⠫⠣⠒⠒⠕⠫⠣⠒⠒⠕"), ("⇊", "⠫⠩⠒⠒⠕⠫⠩⠒⠒⠕"), ("⇅", "⠫⠣⠒⠒⠕⠫⠩⠒⠒⠕"),
              ("⇕", "⠫⠣⠪⠶⠶⠕"), ("⇗", "⠫⠘⠶⠶⠕"), ("⇘", "⠫⠰⠶⠶⠕"), ("⇖", "⠫⠘⠪⠶⠶"), ("⇙", "⠫⠰⠪⠶⠶"),
          ])
    func directions(arrow: String, braille: String) throws {
        #expect(try Self.nemeth("<mi>x</mi><mo>\(arrow)</mo><mi>y</mi>") == "⠭⠀" + braille + "⠀⠽")
    }

    @Test("Rule XIV list of arrows: a shaft ending in a hollow dot (no barb) at the right, the left or both ends is the shape indicator, the hollow dot ⠨⠡ and the shaft in print's order, spaced as an arrow, and as a modifier",
          arguments: [
              ("<mi>a</mi><mo>⊸</mo><mi>b</mi>", "⠁⠀⠫⠒⠒⠨⠡⠀⠃"),
              ("<mi>a</mi><mo>⟜</mo><mi>b</mi>", "⠁⠀⠫⠨⠡⠒⠒⠀⠃"),
              ("<mi>a</mi><mo>⧟</mo><mi>b</mi>", "⠁⠀⠫⠨⠡⠒⠒⠨⠡⠀⠃"),
              ("<mover><mrow><mi>P</mi><mi>Q</mi></mrow><mo>⊸</mo></mover>", "⠐⠠⠏⠠⠟⠣⠫⠒⠒⠨⠡⠻"),
          ])
    func hollowDotArrows(markup: String, expected: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == expected)
    }
}
