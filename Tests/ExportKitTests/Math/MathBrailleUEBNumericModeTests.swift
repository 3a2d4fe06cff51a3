import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB numeric mode (Rulebook §6): what continues it after a numeral (the comma and the
/// full stop, §6.2.1), the grade 1 indicator a letter a-j then needs (§6.5: "a grade 1
/// indicator is not required unless a lowercase letter a-j follows a digit, full
/// stop/period or comma"), and a digit-group space printed as a thin space between two
/// tokens (§6.6, the numeric space). Cases written from the rules' text.
@Suite("Math braille rules: UEB numeric mode")
struct MathBrailleUEBNumericModeTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("Rulebook §6.2.1 and §6.5: a letter a-j after a comma that follows a digit takes the grade 1 indicator; other letters do not",
          arguments: [
              ("<msub><mi>a</mi><mrow><mn>1</mn><mo>,</mo><mi>j</mi></mrow></msub>", "⠰⠰⠁⠢⠣⠼⠁⠂⠰⠚⠜"),
              ("<msub><mi>x</mi><mrow><mn>2</mn><mo>,</mo><mi>k</mi></mrow></msub>", "⠰⠰⠭⠢⠣⠼⠃⠂⠅⠜"),
          ])
    func commaContinuesNumericMode(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Rulebook §6.2.1: in a script a comma between digits is unspaced and continues numeric mode, so the digits after it take no numeric indicator of their own",
          arguments: [
              ("<msub><mi>a</mi><mrow><mn>1</mn><mo>,</mo><mn>2</mn></mrow></msub>", "⠰⠰⠁⠢⠣⠼⠁⠂⠃⠜"),
              ("<msub><mi>m</mi><mrow><mn>3</mn><mo>,</mo><mn>1</mn><mo>,</mo><mn>4</mn></mrow></msub>", "⠰⠰⠍⠢⠣⠼⠉⠂⠁⠂⠙⠜"),
              ("<msup><mi>x</mi><mrow><mn>12</mn><mo>,</mo><mn>7</mn></mrow></msup>", "⠰⠰⠭⠔⠣⠼⠁⠃⠂⠛⠜"),
              // On the baseline the comma of a list is followed by a space, which ends
              // numeric mode: the next numeral takes its indicator.
              ("<mo>(</mo><mn>1</mn><mo>,</mo><mn>2</mn><mo>)</mo>", "⠐⠣⠼⠁⠂⠀⠼⠃⠐⠜"),
          ])
    func scriptCommaContinuesNumericMode(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Rulebook §6.2.1 and §6.5: an ellipsis of full stops after a numeral keeps numeric mode, so a letter a-j after it takes the grade 1 indicator",
          arguments: [
              ("<mn>2</mn><mo>⋯</mo><mi>c</mi>", "⠼⠃⠲⠲⠲⠰⠉"),
              ("<mn>2</mn><mo>…</mo><mi>c</mi>", "⠼⠃⠲⠲⠲⠰⠉"),
              ("<mn>2</mn><mo>⋯</mo><mi>x</mi>", "⠼⠃⠲⠲⠲⠭"),
          ])
    func ellipsisContinuesNumericMode(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Rulebook §6.5: a₁a₂⋯aₙ, the letter after the ellipsis takes the grade 1 indicator")
    func subscriptedSequence() throws {
        let markup = "<msub><mi>a</mi><mn>1</mn></msub><msub><mi>a</mi><mn>2</mn></msub><mo>⋯</mo><msub><mi>a</mi><mi>n</mi></msub>"
        #expect(try Self.ueb(markup).hasSuffix("⠼⠃⠲⠲⠲⠰⠁⠢⠝"))
    }

    @Test("Rulebook §6.6: a thin space between digit groups printed as two tokens is the numeric space, the groups one number",
          arguments: [
              ("<mn>1</mn><mspace width=\"0.167em\"/><mn>000</mn>", "⠼⠁⠐⠚⠚⠚"),
              ("<mn>12</mn><mspace width=\"thinmathspace\"/><mn>345</mn><mspace width=\"0.167em\"/><mn>678</mn>", "⠼⠁⠃⠐⠉⠙⠑⠐⠋⠛⠓"),
              ("<mn>3.141</mn><mspace width=\"0.167em\"/><mn>59</mn>", "⠼⠉⠲⠁⠙⠁⠐⠑⠊"),
              // a space of a quarter em or more is a space: the next numeral starts anew
              ("<mn>1</mn><mspace width=\"1em\"/><mn>000</mn>", "⠼⠁⠀⠼⠚⠚⠚"),
          ])
    func digitGroupSpace(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Rulebook §6.6: the thin space between tokens is written as the same space inside one token; Nemeth writes both alike too (§11)")
    func digitGroupSpaceMatchesOneToken() throws {
        let split = "<mn>1</mn><mspace width=\"0.167em\"/><mn>000</mn>"
        #expect(try Self.ueb(split) == (try Self.ueb("<mn>1&#x2009;000</mn>")))
        #expect(try MathBrailleRuleTests.nemeth(split) == (try MathBrailleRuleTests.nemeth("<mn>1 000</mn>")))
    }
}
