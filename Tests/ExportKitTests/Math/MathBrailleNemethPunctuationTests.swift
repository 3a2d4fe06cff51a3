import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth punctuation after a level change: the punctuation indicator returns to the
/// baseline itself, so no baseline indicator precedes it (Rule XIII).
@Suite("Nemeth punctuation after scripts")
struct MathBrailleNemethPunctuationTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Period, colon and semicolon after a superscript or subscript follow it without the baseline indicator",
          arguments: [
              ("<msup><mi>y</mi><mn>3</mn></msup><mo>.</mo>", "⠽⠘⠒⠸⠲"),
              ("<msub><mi>f</mi><mi>k</mi></msub><mo>:</mo><mi>X</mi><mo>→</mo><mi>Y</mi>", "⠋⠰⠅⠸⠒⠀⠠⠭⠀⠫⠕⠀⠠⠽"),
              ("<msup><mi>a</mi><mn>2</mn></msup><mo>;</mo><msup><mi>b</mi><mn>2</mn></msup>", "⠁⠘⠆⠸⠆⠀⠃⠘⠆"),
          ])
    func punctuationAfterScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Other signs after a script still return to the baseline first")
    func otherSignsTakeTheBaselineIndicator() throws {
        #expect(try Self.nemeth("<msup><mi>y</mi><mn>3</mn></msup><mo>+</mo><mn>1</mn>") == "⠽⠘⠒⠐⠬⠂")
    }
}

/// Nemeth §57: "a question mark, by itself or in combination with hyphens or dashes", for
/// an omitted item is the general omission symbol, however the print draws it.
@Suite("Nemeth §57 omission printed with dashes or a line")
struct MathBrailleNemethOmissionTests {
    @Test("A question mark between hyphens or dashes, or on a line drawn as an enclosure's side, is one ⠿",
          arguments: [
              ("<mn>4</mn><mo>+</mo><mtext>–?–</mtext><mo>=</mo><mn>6</mn>", "⠼⠲⠬⠿⠀⠨⠅⠀⠼⠖"),
              ("<mn>8</mn><mo>=</mo><mtext>--?--</mtext>", "⠼⠦⠀⠨⠅⠀⠿"),
              ("<mn>2</mn><mo>×</mo><menclose notation=\"top\"><mo>?</mo></menclose><mo>=</mo><mn>6</mn>", "⠼⠆⠈⠡⠿⠀⠨⠅⠀⠼⠖"),
          ])
    func omission(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth(markup) == braille)
    }

    @Test("Two question marks among dashes are not one omission")
    func notOneOmission() throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth("<mtext>-?-?-</mtext>") != "⠿")
    }
}

/// Nemeth §11: a numeral's digits set apart in groups by spaces stay one numeral.
@Suite("Nemeth §11 digit groups of a decimal")
struct MathBrailleNemethDigitGroupTests {
    @Test("The decimal part grouped by a printed space continues the numeral: no numeric indicator after the space",
          arguments: [
              ("<mi>e</mi><mo>=</mo><mn>2.71828</mn><mtext>&#xA0;</mtext><mn>18284</mn>", "⠑⠀⠨⠅⠀⠼⠆⠨⠶⠂⠦⠆⠦⠀⠂⠦⠆⠦⠲"),
              ("<mn>0.12345</mn><mo>&#x2009;</mo><mn>678</mn>", "⠼⠴⠨⠂⠆⠒⠲⠢⠀⠖⠶⠦"),
          ])
    func decimalGroups(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth(markup) == braille)
    }

    @Test("Two whole numbers parted by a printed space are two numerals, each with its indicator")
    func wholeNumbersStayApart() throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth("<mn>12</mn><mtext>&#xA0;</mtext><mn>34</mn>") == "⠼⠂⠆⠀⠼⠒⠲")
    }
}

/// The Code's symbol list has ⠫⠇ for "is parallel to" and ⠳⠳ for the double bars of a
/// norm; print (and converters) use ∥ for both.
@Suite("Nemeth ∥ as parallel or as the bars of a norm")
struct MathBrailleNemethNormBarsTests {
    @Test("∥ in pairs opening a group is the norm's ⠳⠳; between two operands it is parallel ⠫⠇",
          arguments: [
              ("<mo>∥</mo><mi>v</mi><mo>∥</mo>", "⠳⠳⠧⠳⠳"),
              ("<mo>∥</mo><mi>u</mi><mo>+</mo><mi>v</mi><mo>∥</mo><mo>≤</mo><mo>∥</mo><mi>u</mi><mo>∥</mo><mo>+</mo><mo>∥</mo><mi>v</mi><mo>∥</mo>",
               "⠳⠳⠥⠬⠧⠳⠳⠀⠐⠅⠱⠀⠳⠳⠥⠳⠳⠬⠳⠳⠧⠳⠳"),
              ("<mi>k</mi><mo>∥</mo><mi>m</mi>", "⠅⠀⠫⠇⠀⠍"),
          ])
    func normOrParallel(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth(markup) == braille)
    }
}

/// Nemeth §37 and §177: a period printed after a numeral at the end of an expression (one
/// `mn` such as `10.`, as converters write it) is the sentence's period, which after a numeral
/// takes the punctuation indicator; with more of the expression after it, it is a decimal
/// point followed by the multipurpose indicator.
@Suite("Nemeth §37: a period ending a numeral")
struct MathBrailleNemethFinalPeriodTests {
    @Test("A numeral's final period at the end is the punctuation indicator and period; elsewhere a decimal point",
          arguments: [
              ("<mi>y</mi><mo>=</mo><mn>25.</mn>", "⠽⠀⠨⠅⠀⠼⠆⠢⠸⠲"),
              ("<mrow><mn>6</mn><mo>+</mo><mn>7.</mn></mrow>", "⠼⠖⠬⠶⠸⠲"),
              ("<mn>8.</mn><mi>b</mi>", "⠼⠦⠨⠐⠃"),
              ("<mi>y</mi><mo>=</mo><mn>2.5</mn>", "⠽⠀⠨⠅⠀⠼⠆⠨⠢"),
          ])
    func finalPeriod(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethPunctuationTests.nemeth(markup) == braille)
    }
}

/// Punctuation after a word of text inside Nemeth math is literary (Nemeth Code, Rule VI):
/// no punctuation indicator, and the literary comma.
@Suite("Nemeth §37-§38, §78 punctuation after a word")
struct MathBrailleNemethWordPunctuationTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Nemeth §37-§38, §78: comma, colon, semicolon and exclamation point after a word are literary",
          arguments: [
              ("<mtext>Hence, x</mtext>", "⠠⠓⠑⠝⠉⠑⠂⠀⠰⠭"),
              ("<mtext>Solve</mtext><mo>:</mo><mn>3</mn><mo>+</mo><mn>4</mn>", "⠠⠎⠕⠇⠧⠑⠒⠀⠼⠒⠬⠲"),
              ("<mtext>true</mtext><mo>;</mo><mn>3</mn>", "⠞⠗⠥⠑⠆⠀⠼⠒"),
              ("<mtext>Wow!</mtext>", "⠠⠺⠕⠺⠖"),
              ("<mtext>even</mtext><mo>,</mo><mn>3</mn>", "⠑⠧⠑⠝⠂⠀⠼⠒"),
          ])
    func afterWord(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Nemeth §37, §78: after a closing quotation mark that follows mathematics, or a string, the comma stays mathematical (the Code book's “-”, “=”.)",
          arguments: [
              ("<mo>“</mo><mi>x</mi><mo>”</mo><mo>,</mo><mo>“</mo><mi>y</mi><mo>”</mo>", "⠦⠰⠭⠸⠴⠠⠀⠦⠰⠽⠸⠴"),
              ("<ms>ab cd</ms><mo>,</mo><mn>3</mn>", "⠦⠁⠃⠀⠉⠙⠴⠠⠀⠼⠒"),
          ])
    func afterClosingQuote(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Nemeth §37, §78: after mathematical material the comma is mathematical and the colon takes the punctuation indicator; ! is the factorial",
          arguments: [
              ("<mn>3</mn><mo>,</mo><mn>4</mn>", "⠼⠒⠠⠀⠼⠲"),
              ("<mi>hk</mi><mo>:</mo><mn>3</mn>", "⠓⠅⠸⠒⠀⠼⠒"),
              ("<mn>5</mn><mo>!</mo>", "⠼⠢⠯"),
          ])
    func afterMathematics(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
