import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// §57: "When a question mark ... or a blank space is employed in ink print to denote
/// omission, the general omission symbol must be used", as many as print's omission signs.
/// A blank where an item of a group or list belongs is one. Cases written from the rule.
@Suite("Nemeth §57 blank spaces denoting omission")
struct MathBrailleNemethBlankOmissionTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§57: a blank where an item belongs is the general omission symbol, one for each blank",
          arguments: [
              ("<mo>[</mo><mtext>&#xA0;&#xA0;</mtext><mo>,</mo><mn>4</mn><mo>]</mo>", "⠈⠷⠿⠠⠀⠲⠈⠾"),
              ("<mo>(</mo><mspace width=\"1em\"/><mo>,</mo><mspace width=\"1em\"/><mo>)</mo>", "⠷⠿⠠⠀⠿⠾"),
              ("<mo>(</mo><mn>2</mn><mo>,</mo><mspace width=\"2em\"/><mo>)</mo><mo>=</mo><mo>(</mo><mn>2</mn><mo>,</mo><mn>9</mn><mo>)</mo>",
               "⠷⠆⠠⠀⠿⠾⠀⠨⠅⠀⠷⠆⠠⠀⠔⠾"),
          ])
    func blankItem(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§57: a blank beside an operand is spacing, not an omission")
    func spacing() throws {
        #expect(try Self.nemeth("<mo>(</mo><mi>x</mi><mspace width=\"1em\"/><mo>)</mo>") == "⠷⠭⠾")
        #expect(try Self.nemeth("<mi>a</mi><mo>+</mo><mspace width=\"2em\"/>") == Self.nemeth("<mi>a</mi><mo>+</mo>"))
    }
}
