import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The two tildes of the Code's list of modifiers (Rule XIV: "Tilde — Extended `⠈⠠⠱`,
/// Simple `⠈⠱`"), on modified expressions written from that list.
@Suite("Math braille rules: Nemeth simple and extended tilde")
struct MathBrailleNemethTildeTests {
    @Test("Rule XIV list: a tilde print stretches over its expression (stretchy, or the double tilde) is the extended tilde ⠈⠠⠱; any other tilde, over a letter or an expression, the simple tilde ⠈⠱",
          arguments: [
              ("<mover><mrow><mi>a</mi><mi>b</mi></mrow><mo stretchy=\"true\">~</mo></mover>", "⠐⠁⠃⠣⠈⠠⠱⠻"),
              ("<mover><mrow><mi>a</mi><mi>b</mi></mrow><mo>\u{360}</mo></mover>", "⠐⠁⠃⠣⠈⠠⠱⠻"),
              ("<mover><mrow><mi>a</mi><mo>−</mo><mi>b</mi></mrow><mo>~</mo></mover>", "⠐⠁⠤⠃⠣⠈⠱⠻"),
              ("<mover><mrow><mi>a</mi><mi>b</mi></mrow><mo stretchy=\"false\">~</mo></mover>", "⠐⠁⠃⠣⠈⠱⠻"),
              ("<mover><mi>a</mi><mo>˜</mo></mover>", "⠐⠁⠣⠈⠱⠻"),
          ])
    func tildes(markup: String, expected: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == expected)
    }
}
