import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule II §9, the numeric indicator where no space comes before the numeral: §9d
/// after the crosshatch and the asterisk (as after the other reference signs), §9e after a
/// typeform indicator (an italic numeral is marked, as a bold or script one is), §9f after a
/// hyphen joining a numeral to the word before it. And a numeral printed with its period or
/// comma as one character (`⒈`, `🄁`) is the numeral and the mark (§37, §78). Cases written
/// from the rules' text, not from the vectors.
@Suite("Nemeth §9 numeric indicator")
struct MathBrailleNemethNumericIndicatorTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§9d: a numeral after the crosshatch or the asterisk takes the numeric indicator",
          arguments: [
              ("<mn>5</mn><mo>#</mo><mn>7</mn>", "⠼⠢⠨⠼⠼⠶"),
              ("<mo>#</mo><mn>12</mn>", "⠨⠼⠼⠂⠆"),
              ("<mi>a</mi><mo>∗</mo><mn>2</mn>", "⠁⠈⠼⠼⠆"),
              ("<mn>6</mn><mo>*</mo><mn>9</mn>", "⠼⠖⠈⠼⠼⠔"),
              ("<mn>2</mn><mi mathvariant=\"normal\">¶</mi><mn>8</mn>", "⠼⠆⠈⠠⠏⠼⠦"),
          ])
    func afterCrosshatchAndAsterisk(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9d: a letter after the asterisk is not a numeral and takes nothing")
    func letterAfterAsterisk() throws {
        #expect(try Self.nemeth("<mi>u</mi><mo>∗</mo><mi>v</mi>") == "⠥⠈⠼⠧")
    }

    @Test("§9e: an italic numeral takes the italic indicator and then the numeric indicator",
          arguments: [
              ("<mn mathvariant=\"italic\">7</mn>", "⠨⠼⠶"),
              ("<mn mathvariant=\"italic\">2.5</mn>", "⠨⠼⠆⠨⠢"),
              ("<mi>x</mi><mo>+</mo><mn mathvariant=\"italic\">4</mn>", "⠭⠬⠨⠼⠲"),
          ])
    func italicNumeral(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9e: italic letters are the regular font of variables and stay unmarked")
    func italicLetter() throws {
        #expect(try Self.nemeth("<mi mathvariant=\"italic\">y</mi><mo>+</mo><mn>1</mn>") == "⠽⠬⠂")
    }

    @Test("§9f: a numeral joined by a hyphen to the word before it takes the numeric indicator",
          arguments: [
              ("<mtext>hydrogen</mtext><mo>-</mo><mn>3</mn>", "⠓⠽⠙⠗⠕⠛⠑⠝⠤⠼⠒"),
              ("<mtext>uranium-235</mtext>", "⠥⠗⠁⠝⠊⠥⠍⠤⠼⠆⠒⠢"),
              ("<mtext>a 2-to-1 map</mtext>", "⠁⠀⠼⠆⠤⠞⠕⠤⠼⠂⠀⠍⠁⠏"),
              ("<mn>3</mn><mo>−</mo><mtext>to</mtext><mo>−</mo><mn>4</mn>", "⠼⠒⠤⠞⠕⠤⠼⠲"),
          ])
    func afterHyphenedWord(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9f: after a letter or a product of letters the sign is a minus and the numeral takes nothing",
          arguments: [
              ("<mi>x</mi><mo>-</mo><mn>3</mn>", "⠭⠤⠒"),
              ("<mtext>x-3</mtext>", "⠭⠤⠒"),
              ("<mi>ab</mi><mo>−</mo><mn>3</mn>", "⠁⠃⠤⠒"),
          ])
    func afterLetters(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37, §78: a numeral printed with its full stop or comma is the numeral and the mark",
          arguments: [
              ("<mn>⒌</mn>", "⠼⠢⠸⠲"),
              ("<mn>⒓</mn>", "⠼⠂⠆⠸⠲"),
              ("<mn>🄃</mn>", "⠼⠆⠠"),
              ("<mn>🄀</mn>", "⠼⠴⠸⠲"),
          ])
    func punctuatedDigits(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
