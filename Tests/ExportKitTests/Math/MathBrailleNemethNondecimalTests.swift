import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// §12, numerals in nondecimal bases (as BRL's Nemeth course quotes the Code): letters that
/// supplement the ten digits are "treated as numerals", uncapitalized, the numeric
/// indicator where required. Cases written from the rule's text.
@Suite("Nemeth §12 nondecimal numerals")
struct MathBrailleNemethNondecimalTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§12: letters in a numeral are its digits, uncapitalized, the numeral going on",
          arguments: [
              ("<mn>13T8</mn>", "⠼⠂⠒⠞⠦"),
              ("<mn>T1E5</mn>", "⠼⠞⠂⠑⠢"),
              ("<mn>1A</mn><mo>+</mo><mn>2B</mn>", "⠼⠂⠁⠬⠆⠃"),
          ])
    func lettersAsDigits(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§12: a numeral the tree splits into capitals and numbers under a base subscript is one numeral",
          arguments: [
              ("<msub><mrow><mi mathvariant=\"normal\">E</mi><mn>5</mn><mi mathvariant=\"normal\">T</mi></mrow><mn>12</mn></msub>", "⠼⠑⠢⠞⠰⠂⠆"),
              ("<mn>27</mn><msub><mi>TE</mi><mn>12</mn></msub>", "⠼⠆⠶⠞⠑⠰⠂⠆"),
              ("<mi>n</mi><mo>=</mo><msub><mrow><mn>4</mn><mi mathvariant=\"normal\">E</mi></mrow><mn>16</mn></msub>", "⠝⠀⠨⠅⠀⠼⠲⠑⠰⠂⠖"),
          ])
    func splitNumerals(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§12: a letter with a numeric subscript is no numeral")
    func letterWithSubscript() throws {
        #expect(try Self.nemeth("<msub><mi>A</mi><mn>12</mn></msub>") == "⠠⠁⠂⠆")
        #expect(try Self.nemeth("<msub><mi mathvariant=\"normal\">A</mi><mn>12</mn></msub>") == "⠠⠁⠂⠆")
    }
}
