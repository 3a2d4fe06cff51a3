import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The ratio sign and the colon in Nemeth (§40, §151): between the numerals of a ratio the
/// colon is the ratio sign `⠐⠂`, a sign of comparison spaced on both sides (APH's Nemeth
/// tutorial 9.2; *BrailleBrain* Nemeth Unit 17: "Nemeth Code considers ratio and proportion
/// mathematical symbols and the punctuation colon is not used"); in a time of day it is the
/// punctuation colon `⠸⠒`, unspaced, the numeral after it with its numeric indicator (APH's
/// Nemeth lesson 1.2). Cases written from the rules' text.
@Suite("Math braille rules: Nemeth ratio sign and colon")
struct MathBrailleNemethRatioTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§151: a colon between the numerals of a ratio is the ratio sign, spaced as a sign of comparison, the numeral after it with the numeric indicator",
          arguments: [
              ("<mn>4</mn><mo>:</mo><mn>9</mn>", "⠼⠲⠀⠐⠂⠀⠼⠔"),
              ("<mn>12</mn><mo>:</mo><mn>5</mn>", "⠼⠂⠆⠀⠐⠂⠀⠼⠢"),
              ("<mn>1</mn><mo>:</mo><mn>250</mn>", "⠼⠂⠀⠐⠂⠀⠼⠆⠢⠴"),
              // Three terms (a:b:c) are each joined by the sign.
              ("<mn>2</mn><mo>:</mo><mn>3</mn><mo>:</mo><mn>7</mn>", "⠼⠆⠀⠐⠂⠀⠼⠒⠀⠐⠂⠀⠼⠶"),
              // An equation of ratios compares them, whatever their digits.
              ("<mn>1</mn><mo>:</mo><mn>20</mn><mo>=</mo><mn>3</mn><mo>:</mo><mn>60</mn>", "⠼⠂⠀⠐⠂⠀⠼⠆⠴⠀⠨⠅⠀⠼⠒⠀⠐⠂⠀⠼⠖⠴"),
              // The RATIO character is the ratio sign wherever it stands.
              ("<mn>5</mn><mo>∶</mo><mn>8</mn>", "⠼⠢⠀⠐⠂⠀⠼⠦"),
          ])
    func ratio(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§40 with APH's Nemeth lesson 1.2: a time of day keeps the punctuation colon, unspaced, the minutes with the numeric indicator",
          arguments: [
              ("<mn>7</mn><mo>:</mo><mn>45</mn>", "⠼⠶⠸⠒⠼⠲⠢"),
              ("<mn>11</mn><mo>:</mo><mn>05</mn><mo>:</mo><mn>30</mn>", "⠼⠂⠂⠸⠒⠼⠴⠢⠸⠒⠼⠒⠴"),
              // What the print marks as a time or a ratio is that, whatever its digits.
              ("<mn>9</mn><mo intent=\"time\">:</mo><mn>5</mn>", "⠼⠔⠸⠒⠼⠢"),
              ("<mn>3</mn><mo intent=\"ratio\">:</mo><mn>30</mn>", "⠼⠒⠀⠐⠂⠀⠼⠒⠴"),
          ])
    func time(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§151 with print's spacing: a colon spaced on both sides between numerals is the ratio sign, whatever its digits, since a time's colon is never spaced",
          arguments: [
              // A scale printed `1 : 10` reads as no time of day: the spaces say ratio.
              ("<mn>1</mn><mspace width=\"0.278em\"/><mo>:</mo><mspace width=\"0.278em\"/><mn>10</mn>", "⠼⠂⠀⠐⠂⠀⠼⠂⠴"),
              ("<mn>1</mn><mtext>&#xA0;</mtext><mo>:</mo><mtext>&#xA0;</mtext><mn>25</mn>", "⠼⠂⠀⠐⠂⠀⠼⠆⠢"),
              // A thin space is a space too.
              ("<mn>2</mn><mspace width=\"thinmathspace\"/><mo>:</mo><mspace width=\"thinmathspace\"/><mn>45</mn>", "⠼⠆⠀⠐⠂⠀⠼⠲⠢"),
          ])
    func spacedRatio(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§40: unspaced, a colon between numerals that read as hours and minutes keeps the time's reading (`1:10` could be either; the print does not say)")
    func unspacedStaysTime() throws {
        #expect(try Self.nemeth("<mn>1</mn><mo>:</mo><mn>10</mn>") == "⠼⠂⠸⠒⠼⠂⠴")
    }
}
