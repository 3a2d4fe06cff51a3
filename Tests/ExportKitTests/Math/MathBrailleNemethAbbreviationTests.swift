import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule VIII, abbreviations (§49-§54), as APH's *BrailleBrain* Nemeth Unit 8 teaches
/// them: "A space is left on either side of an abbreviation regardless of print except between
/// a related period, indicator, slash or fraction line, grouping sign" (its example
/// `12 hrs + 25 min + 14 sec`); abbreviations of measurement are the units MathML marks
/// (`intent=":unit"`, the converters' `MathML-Unit` class). Cases written from the rule.
@Suite("Nemeth Rule VIII abbreviations beside signs of operation")
struct MathBrailleNemethAbbreviationTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    static func unit(_ name: String) -> String { "<mi intent=\":unit\">\(name)</mi>" }

    @Test("Rule VIII: an abbreviation is spaced from a sign of operation before or after it; after the abbreviation's script the baseline indicator comes between instead",
          arguments: [
              ("<mn>12</mn>\(unit("hrs"))<mo>+</mo><mn>25</mn>\(unit("min"))<mo>+</mo><mn>14</mn>\(unit("sec"))",
               "⠼⠂⠆⠀⠓⠗⠎⠀⠬⠆⠢⠀⠍⠊⠝⠀⠬⠂⠲⠀⠎⠑⠉"),
              // A numeral after a minus that follows a space takes the numeric indicator (§9).
              ("<mn>2</mn>\(unit("ft"))<mo>−</mo><mn>3</mn>\(unit("in"))", "⠼⠆⠀⠋⠞⠀⠤⠼⠒⠀⠊⠝"),
              ("<mn>6</mn>\(unit("ft"))<mo>÷</mo><mn>2</mn>", "⠼⠖⠀⠋⠞⠀⠨⠌⠆"),
              // After a unit's script the baseline indicator comes between (a related
              // indicator, no space), as the Code book writes `2 m³ + 2 m³`
              // (`⠼⠆⠀⠰⠍⠘⠒⠐⠬⠆⠀⠰⠍⠘⠒…`); before a unit the space stays.
              ("<mn>3</mn><msup>\(unit("cm"))<mn>2</mn></msup><mo>+</mo><mn>4</mn><msup>\(unit("cm"))<mn>2</mn></msup>",
               "⠼⠒⠀⠉⠍⠘⠆⠐⠬⠲⠀⠉⠍⠘⠆"),
              ("<mn>2</mn><msup>\(unit("m"))<mn>3</mn></msup><mo>+</mo><mn>2</mn><msup>\(unit("m"))<mn>3</mn></msup><mo>=</mo><mn>4</mn><msup>\(unit("m"))<mn>3</mn></msup>",
               "⠼⠆⠀⠰⠍⠘⠒⠐⠬⠆⠀⠰⠍⠘⠒⠀⠨⠅⠀⠼⠲⠀⠰⠍⠘⠒"),
              ("<mi>x</mi><mo>+</mo><msup>\(unit("cm"))<mn>2</mn></msup>", "⠭⠬⠀⠉⠍⠘⠆"),
              ("<mn>5</mn>\(unit("N"))<mo>·</mo>\(unit("m"))", "⠼⠢⠀⠰⠠⠝⠀⠡⠀⠰⠍"),
          ])
    func operation(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Rule VIII: no space between an abbreviation and a slash, or a sign of comparison's own spaces only",
          arguments: [
              ("<mn>10</mn>\(unit("km"))<mo>/</mo>\(unit("h"))", "⠼⠂⠴⠀⠅⠍⠸⠌⠰⠓"),
              ("<mn>1</mn>\(unit("cm"))<mo>=</mo><mn>0.393701</mn>\(unit("in"))", "⠼⠂⠀⠉⠍⠀⠨⠅⠀⠼⠴⠨⠒⠔⠒⠶⠴⠂⠀⠊⠝"),
              // Letters that are not abbreviations keep the operation sign unspaced (§49b).
              ("<mn>2</mn><mi>x</mi><mo>+</mo><mn>3</mn><mi>y</mi>", "⠼⠆⠭⠬⠒⠽"),
          ])
    func unspaced(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
