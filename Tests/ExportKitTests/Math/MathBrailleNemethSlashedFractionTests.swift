import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule XII with the fraction slash U+2044, which Unicode (§6.2) displays with its
/// digits as a unit, raised and lowered against the diagonal line: §62b (simple-fraction
/// indicators around a fraction whose terms are at different levels from the diagonal line,
/// the diagonal fraction line `⠸⠌`), §63a (a mixed number's fraction takes `⠸⠹` `⠸⠼`), §67
/// (a fraction holding one is complex), §63b (a slash with its terms on the line takes no
/// fraction indicators). Cases written from the rules' text.
@Suite("Nemeth §62b-§63 fractions with the fraction slash")
struct MathBrailleNemethSlashedFractionTests {
    @Test("§62b: digits on either side of the fraction slash are a simple fraction with the diagonal line, in every form MathML gives it",
          arguments: [
              ("<mn>3⁄4</mn>", "⠹⠒⠸⠌⠲⠼"),
              ("<mn>3</mn><mo>⁄</mo><mn>4</mn>", "⠹⠒⠸⠌⠲⠼"),
              ("<mfrac bevelled=\"true\"><mn>3</mn><mn>4</mn></mfrac>", "⠹⠒⠸⠌⠲⠼"),
              ("<mn>12⁄25</mn>", "⠹⠂⠆⠸⠌⠆⠢⠼"),
              ("<mi>x</mi><mo>=</mo><mn>1⁄2</mn>", "⠭⠀⠨⠅⠀⠹⠂⠸⠌⠆⠼"),
              ("<msup><mi>x</mi><mn>1⁄2</mn></msup>", "⠭⠘⠹⠂⠸⠌⠆⠼"),
          ])
    func simple(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§63a: a whole number, a space and a slashed fraction are a mixed number, the fraction between ⠸⠹ and ⠸⠼",
          arguments: [
              ("<mn>1 3⁄4</mn>", "⠼⠂⠸⠹⠒⠸⠌⠲⠸⠼"),
              ("<mn>1&#xA0;3⁄4</mn>", "⠼⠂⠸⠹⠒⠸⠌⠲⠸⠼"),
              ("<mn>1</mn><mtext>&#xA0;</mtext><mn>3⁄4</mn>", "⠼⠂⠸⠹⠒⠸⠌⠲⠸⠼"),
              ("<mn>1</mn><mspace width=\"0.2em\"/><mn>3</mn><mo>⁄</mo><mn>4</mn>", "⠼⠂⠸⠹⠒⠸⠌⠲⠸⠼"),
              ("<mn>2</mn><mfrac bevelled=\"true\"><mn>1</mn><mn>2</mn></mfrac>", "⠼⠆⠸⠹⠂⠸⠌⠆⠸⠼"),
              ("<mn>1</mn><mspace width=\"0.2em\"/><mn>3⁄4</mn>", "⠼⠂⠸⠹⠒⠸⠌⠲⠸⠼"),
          ])
    func mixed(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§63a: a whole number and a vulgar fraction character, in one token or two, are a mixed number",
          arguments: [
              ("<mn>2⅙</mn>", "⠼⠆⠸⠹⠂⠌⠖⠸⠼"),
              ("<mn>1</mn><mn>¾</mn>", "⠼⠂⠸⠹⠒⠌⠲⠸⠼"),
              ("<mn>¾</mn>", "⠹⠒⠌⠲⠼"),
              ("<mfrac><mn>1¼</mn><mn>1⅗</mn></mfrac>", "⠠⠹⠂⠸⠹⠂⠌⠲⠸⠼⠠⠌⠂⠸⠹⠒⠌⠢⠸⠼⠠⠼"),
          ])
    func vulgarMixed(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§67: a fraction whose numerator is a mixed number printed with the fraction slash is complex")
    func complex() throws {
        #expect(try MathBrailleRuleTests.nemeth("<mfrac><mn>1 1⁄4</mn><mn>3</mn></mfrac>") == "⠠⠹⠂⠸⠹⠂⠸⠌⠲⠸⠼⠠⠌⠒⠠⠼")
    }

    @Test("§63b: a slash whose terms are not digits on the line, or the ordinary slash, takes no fraction indicators",
          arguments: [
              ("<mi>a</mi><mo>⁄</mo><mi>b</mi>", "⠁⠸⠌⠃"),
              ("<mn>3</mn><mo>/</mo><mn>4</mn>", "⠼⠒⠸⠌⠲"),
          ])
    func sameLevel(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§63a with MathML's invisible plus (U+2064, set between a mixed number's parts): the fraction after it is the mixed number's, between ⠸⠹ and ⠸⠼, a slashed one with the diagonal line ⠸⠌",
          arguments: [
              ("<mn>7</mn><mo>&#x2064;</mo><mfrac><mn>2</mn><mn>3</mn></mfrac>", "⠼⠶⠸⠹⠆⠌⠒⠸⠼"),
              ("<mn>7</mn><mo>&#x2064;</mo><mn>2</mn><mo>/</mo><mn>3</mn>", "⠼⠶⠸⠹⠆⠸⠌⠒⠸⠼"),
              ("<mn>7</mn><mo>&#x2064;</mo><mn>2</mn><mo>⁄</mo><mn>3</mn>", "⠼⠶⠸⠹⠆⠸⠌⠒⠸⠼"),
              ("<mn>7</mn><mo>&#x2064;</mo><mn>2/3</mn>", "⠼⠶⠸⠹⠆⠸⠌⠒⠸⠼"),
              ("<mi>x</mi><mo>=</mo><mn>12</mn><mo>&#x2064;</mo><mfrac><mn>1</mn><mn>4</mn></mfrac>", "⠭⠀⠨⠅⠀⠼⠂⠆⠸⠹⠂⠌⠲⠸⠼"),
          ])
    func invisiblePlus(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }
}
