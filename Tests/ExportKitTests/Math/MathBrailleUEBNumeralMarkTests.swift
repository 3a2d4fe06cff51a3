import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB technical material: marks over digits of a numeral (recurring decimals), numerals
/// in bases other than ten, and shapes enclosing more than one item. Cases written from
/// the rules' text (Guidelines §12.1 as APH's *UEB Math* lesson 6.2 restates it; Rulebook
/// §6.3, §6.5; Rulebook §3.22 on the physical enclosure indicator).
@Suite("UEB Guidelines §12.1 recurring decimals, Rulebook §6 letters in numerals, §3.22 enclosures")
struct MathBrailleUEBNumeralMarkTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("Guidelines §12.1: a bar over digits within a numeral groups them, the numeric indicator again inside",
          arguments: [
              ("<mn>0.3\u{0305}</mn>", "⠼⠚⠲⠣⠼⠉⠜⠱"),
              ("<mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover>", "⠼⠚⠲⠣⠼⠉⠜⠱"),
              ("<mn>0.1\u{0305}8\u{0305}</mn>", "⠼⠚⠲⠣⠼⠁⠓⠜⠱"),
              ("<mn>5.8</mn><mover><mn>122</mn><mo>‾</mo></mover>", "⠼⠑⠲⠓⠣⠼⠁⠃⠃⠜⠱"),
              ("<mn>2</mn><mo>.</mo><mover><mn>07</mn><mo>¯</mo></mover>", "⠼⠃⠲⠣⠼⠚⠛⠜⠱"),
          ])
    func barOverDigitsInNumeral(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Guidelines §12.1: a dot over a digit within a numeral groups it; each dotted digit is its own item",
          arguments: [
              ("<mn>0.6\u{0307}</mn>", "⠼⠚⠲⠣⠼⠋⠜⠘⠲"),
              ("<mn>0.</mn><mover><mn>1</mn><mo>˙</mo></mover>", "⠼⠚⠲⠣⠼⠁⠜⠘⠲"),
              ("<mn>0.1\u{0307}4\u{0307}</mn>", "⠼⠚⠲⠣⠼⠁⠜⠘⠲⠣⠼⠙⠜⠘⠲"),
              ("<mn>3.2\u{0307}13\u{0307}</mn>", "⠼⠉⠲⠣⠼⠃⠜⠘⠲⠼⠁⠣⠼⠉⠜⠘⠲"),
              // The period's first digit first in the token: within the numeral all the same;
              // no numeric indicator has set grade 1 mode yet, so `⠣` ("gh") takes `⠰`
              // (APH 6.2: "Grade 1 indicators are needed unless grade 1 mode is already in effect").
              ("<mn>1\u{0307}42857\u{0307}</mn>", "⠰⠣⠼⠁⠜⠘⠲⠼⠙⠃⠓⠑⠣⠼⠛⠜⠘⠲"),
          ])
    func dotOverDigitsInNumeral(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Guidelines §12.1: a mark over a whole numeral or a letter follows that item, ungrouped",
          arguments: [
              ("<mover><mn>18</mn><mo>¯</mo></mover>", "⠼⠁⠓⠱"),
              // The bar `⠱` reads "wh" in grade 2: after a letter it takes `⠰` (APH 6.2:
              // "The symbol must be in grade 1 mode"); after a numeral grade 1 mode holds.
              ("<mover><mi>y</mi><mo>¯</mo></mover>", "⠽⠰⠱"),
              ("<mi>x</mi><mo>=</mo><mover><mn>4</mn><mo>˙</mo></mover>", "⠰⠭⠀⠐⠶⠀⠼⠙⠘⠲"),
          ])
    func markOverWholeItem(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Guidelines §12.1: what follows a recurring decimal is read after the closed group")
    func afterRecurringDecimal() throws {
        let markup = "<mfrac><mn>1</mn><mn>3</mn></mfrac><mo>=</mo><mn>0.3\u{0307}</mn>"
        #expect(try Self.ueb(markup) == "⠼⠁⠌⠉⠀⠐⠶⠀⠼⠚⠲⠣⠼⠉⠜⠘⠲")
        #expect(try Self.ueb("<mn>0.3\u{0305}</mn><mo>+</mo><mn>1</mn>") == "⠼⠚⠲⠣⠼⠉⠜⠱⠐⠖⠼⠁")
    }

    @Test("Rulebook §6.5, §6.3: a letter a-j after a digit takes the grade 1 indicator; a letter ends numeric mode, so digits after it take the numeric indicator",
          arguments: [
              ("<mn>1a</mn>", "⠼⠁⠰⠁"),
              ("<mn>2c5</mn>", "⠼⠃⠰⠉⠼⠑"),
              ("<mn>3F</mn>", "⠼⠉⠠⠋"),
              ("<mn>13T8</mn>", "⠼⠁⠉⠠⠞⠼⠓"),
              ("<mn>7k</mn>", "⠼⠛⠅"),
          ])
    func lettersInNumeral(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Rulebook §3.22: the physical enclosure indicator joins the shape to the next item, so longer contents are grouped",
          arguments: [
              ("<menclose notation='circle'><mi>x</mi><mo>+</mo><mi>y</mi></menclose>", "⠫⠿⠪⠣⠭⠐⠖⠽⠜"),
              ("<menclose notation='box'><mn>3</mn><mo>×</mo><mn>4</mn></menclose>", "⠫⠼⠙⠪⠣⠼⠉⠐⠦⠼⠙⠜"),
              ("<menclose notation='box'><mn>3.5</mn></menclose>", "⠫⠼⠙⠪⠼⠉⠲⠑"),
              ("<menclose notation='circle'><mo>(</mo><mi>a</mi><mo>+</mo><mi>b</mi><mo>)</mo></menclose>", "⠫⠿⠪⠐⠣⠁⠐⠖⠃⠐⠜"),
          ])
    func enclosureOfMoreThanOneItem(markup: String, braille: String) throws {
        // The grade 1 indicators before the shape are the indicator rules' (§1.7), not
        // this rule's: compare the cells after them.
        let cells = try Self.ueb(markup)
        #expect(cells.hasSuffix(braille))
        #expect(cells.replacingOccurrences(of: "⠰", with: "") == braille.replacingOccurrences(of: "⠰", with: ""))
    }
}
