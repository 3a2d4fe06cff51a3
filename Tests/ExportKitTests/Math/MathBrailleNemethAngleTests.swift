import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule XIX, signs of shape: a shape that names a figure is spaced from the letters or
/// numeral that identify it, the numeral with its numeric indicator; a shape that stands for
/// an omitted sign is spaced as what it replaces. An angle never stands for an omission: after
/// an operand (`m∠ABC`, the measure of the angle) it still names the angle. Cases written from
/// the rule.
@Suite("Nemeth Rule XIX an angle after an operand")
struct MathBrailleNemethAngleTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Rule XIX: an angle after an operand is spaced from its identifying letters or numeral",
          arguments: [
              ("<mi>m</mi><mo>∠</mo><mi>A</mi><mi>B</mi><mi>C</mi><mo>=</mo><mn>90</mn><mo>°</mo>", "⠍⠫⠪⠀⠠⠁⠠⠃⠠⠉⠀⠨⠅⠀⠼⠔⠴⠘⠨⠡"),
              ("<mi>m</mi><mo>∠</mo><mn>1</mn><mo>+</mo><mi>m</mi><mo>∠</mo><mn>2</mn>", "⠍⠫⠪⠀⠼⠂⠬⠍⠫⠪⠀⠼⠆"),
              ("<mi>m</mi><mo>∡</mo><mi>A</mi>", "⠍⠫⠪⠨⠡⠀⠠⠁"),
          ])
    func angle(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Rule XIX: a circle between operands still stands for the omitted sign")
    func omission() throws {
        #expect(try Self.nemeth("<mn>3</mn><mo>○</mo><mn>5</mn><mo>=</mo><mn>8</mn>") == "⠼⠒⠫⠉⠢⠀⠨⠅⠀⠼⠦")
    }
}

/// Nemeth §165, the degree sign: written at the superscript level, `⠘⠨⠡`, whether print gives
/// it as a character on the line or raised in a superscript (`x^{°}`, `30^\circ`); what follows
/// returns to the baseline. Cases written from the rule.
@Suite("Nemeth §165 the degree sign raised in the tree")
struct MathBrailleNemethDegreeTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§165: a degree sign in a superscript is the degree sign, not a second superscript",
          arguments: [
              ("<msup><mi>x</mi><mo>°</mo></msup>", "⠭⠘⠨⠡"),
              ("<msup><mn>45</mn><mo>°</mo></msup><msup><mn>30</mn><mo>′</mo></msup>", "⠼⠲⠢⠘⠨⠡⠐⠒⠴⠄"),
              ("<msup><mn>90</mn><mo>°</mo></msup><mo>+</mo><mi>x</mi>", "⠼⠔⠴⠘⠨⠡⠐⠬⠭"),
              ("<msup><mn>30</mn><mo>∘</mo></msup>", "⠼⠒⠴⠘⠨⠡"),
              ("<mn>30</mn><mo>°</mo><mi>C</mi>", "⠼⠒⠴⠘⠨⠡⠐⠠⠉"),
          ])
    func degree(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §18a, capitalized Roman numerals: a numeral of two or more capital letters takes
/// the double capital indicator, whether the token says it is upright (`mathvariant="normal"`)
/// or not. Cases written from the rule.
@Suite("Nemeth §18 Roman numerals of capitals")
struct MathBrailleNemethRomanNumeralTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§18a: capitals in one token take the double capital indicator",
          arguments: [
              ("<mi mathvariant=\"normal\">IV</mi>", "⠠⠠⠊⠧"),
              ("<mi>IV</mi>", "⠠⠠⠊⠧"),
              ("<mn>XIV</mn><mo>+</mo><mn>VI</mn><mo>=</mo><mn>XX</mn>", "⠠⠠⠭⠊⠧⠬⠠⠠⠧⠊⠀⠨⠅⠀⠠⠠⠭⠭"),
          ])
    func capitals(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
