import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §22 (BRL's course: "A typeform indicator is not required to show regular type"):
/// italic is the regular font of letters, so a bold italic letter is a boldface letter and a
/// sans-serif italic one a sans-serif letter; numerals, upright when regular, keep the italic.
@Suite("Nemeth §22 italic letters in another typeform")
struct MathBrailleNemethItalicTypeformTests {
    @Test("§22: bold italic and sans-serif italic letters take the boldface or sans-serif indicator alone",
          arguments: [
              ("<msub><mn>3</mn><mi>𝒊</mi></msub>", "⠼⠒⠰⠸⠰⠊"),
              ("<mi>𝑨</mi>", "⠸⠰⠠⠁"),
              ("<mi mathvariant=\"bold-italic\">v</mi>", "⠸⠰⠧"),
              ("<mi>𝘹</mi>", "⠠⠨⠰⠭"),
              ("<mi>𝙭</mi>", "⠠⠨⠸⠰⠭"),
              ("<mi>𝐯</mi>", "⠸⠰⠧"),
          ])
    func letters(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("Rule V §32: a bold italic numeral keeps both indicators")
    func numeral() throws {
        #expect(try MathBrailleRuleTests.nemeth("<mn mathvariant=\"bold-italic\">3</mn>") == "⠸⠨⠼⠒")
    }
}
