import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth rules of issue #37's seventh round, each case written from the rule's text: the
/// multipurpose indicator after a numeric subscript (§177.ii), a numeral changing typeform
/// (Rule V §32), literary punctuation after a word (§37), the spacing of signs of shape
/// (Rule XIX), a modified comparison sign in a row of its own (§96) and the question mark
/// as a modifier (§86).
@Suite("Nemeth: subscripts before numerals, typeforms in numerals, words, shapes, modifiers")
struct MathBrailleNemethShapeNumeralTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§177.ii: a numeral after a letter's numeric subscript written directly takes the multipurpose indicator",
          arguments: [
              // c₀10² + c₁10 + c₂, the rule's first example
              ("<msub><mi>c</mi><mn>0</mn></msub><msup><mn>10</mn><mn>2</mn></msup><mo>+</mo><msub><mi>c</mi><mn>1</mn></msub><mn>10</mn><mo>+</mo><msub><mi>c</mi><mn>2</mn></msub>",
               "⠉⠴⠐⠂⠴⠘⠆⠐⠬⠉⠂⠐⠂⠴⠬⠉⠆"),
              ("<msub><mi>x</mi><mn>1</mn></msub><mn>5</mn>", "⠭⠂⠐⠢"),
              // a sign between: nothing to mistake
              ("<msub><mi>x</mi><mn>1</mn></msub><mo>+</mo><mn>5</mn>", "⠭⠂⠬⠢"),
              // a subscript with its indicator ends at the baseline indicator already
              ("<msub><mi>x</mi><mi>i</mi></msub><mn>5</mn>", "⠭⠰⠊⠐⠢"),
          ])
    func numeralAfterNumericSubscript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Rule V §32: where the digits of a numeral change typeform the indicator is restated, the numeric indicator alone for regular digits",
          arguments: [
              ("<mn>𝟒35</mn>", "⠸⠼⠲⠼⠒⠢"),
              ("<mn>𝟒𝟑56</mn>", "⠸⠼⠲⠒⠼⠢⠖"),
              ("<mn>12𝟑</mn>", "⠼⠂⠆⠸⠼⠒"),
              ("<mn>𝟒𝟑</mn>", "⠸⠼⠲⠒"),
          ])
    func typeformChangeInNumeral(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37: the punctuation indicator goes after mathematical material, not after a word: its period is literary",
          arguments: [
              ("<mi>rate</mi><mo>×</mo><mi>time</mi><mo>.</mo>", "⠗⠁⠞⠑⠈⠡⠞⠊⠍⠑⠲"),
              ("<mi>x</mi><mo>×</mo><mi>y</mi><mo>.</mo>", "⠭⠈⠡⠽⠸⠲"),
              ("<mi>sin</mi><mi>x</mi><mo>.</mo>", "⠎⠊⠝⠀⠭⠸⠲"),
          ])
    func punctuationAfterWord(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Rule XIX: a shape is spaced from the letters or numeral naming it, and spaced as what it replaces when it stands for an omission",
          arguments: [
              ("<mo>∟</mo><mi>A</mi>", "⠫⠪⠨⠗⠻⠀⠠⠁"),
              ("<mo>△</mo><mi>A</mi><mi>B</mi><mi>C</mi>", "⠫⠞⠀⠠⠁⠠⠃⠠⠉"),
              ("<mo>∠</mo><mn>1</mn><mo>=</mo><mo>∠</mo><mn>2</mn>", "⠫⠪⠀⠼⠂⠀⠨⠅⠀⠫⠪⠀⠼⠆"),
              // a circle for an omitted sign of operation between numerals
              ("<mn>3</mn><mo>○</mo><mn>5</mn><mo>=</mo><mn>8</mn>", "⠼⠒⠫⠉⠢⠀⠨⠅⠀⠼⠦"),
              // a square for an omitted number
              ("<mo>□</mo><mo>+</mo><mn>3</mn><mo>=</mo><mn>5</mn>", "⠫⠲⠬⠒⠀⠨⠅⠀⠼⠢"),
              ("<msqrt><mo>□</mo></msqrt><mo>=</mo><mn>7</mn>", "⠜⠫⠲⠻⠀⠨⠅⠀⠼⠶"),
              ("<msup><mi>a</mi><mo>□</mo></msup>", "⠁⠘⠫⠲"),
          ])
    func shapes(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§96: an arrow with a letter over it is spaced as a comparison sign, in its long form, though the print wraps it in a row",
          arguments: [
              ("<mi>A</mi><mover><mrow><mo>→</mo></mrow><mrow><mi>f</mi></mrow></mover><mi>B</mi>", "⠠⠁⠀⠐⠫⠒⠒⠕⠣⠋⠻⠀⠠⠃"),
              ("<mi>A</mi><mover><mo>→</mo><mi>f</mi></mover><mi>B</mi>", "⠠⠁⠀⠐⠫⠒⠒⠕⠣⠋⠻⠀⠠⠃"),
          ])
    func modifiedArrow(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§86: a question mark over or under a sign is the modifier question mark ⠸⠦, not the omission symbol",
          arguments: [
              ("<mi>a</mi><mover><mo>=</mo><mo>?</mo></mover><mi>b</mi>", "⠁⠀⠐⠨⠅⠣⠸⠦⠻⠀⠃"),
              ("<munder><mo>=</mo><mo>?</mo></munder>", "⠐⠨⠅⠩⠸⠦⠻"),
          ])
    func questionMarkModifier(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§28: letters standing alone one after another each take the English letter indicator, capitals too",
          arguments: [
              ("<mtext>p D z</mtext>", "⠰⠏⠀⠰⠠⠙⠀⠰⠵"),
              ("<mi>a</mi><mtext>&#xA0;</mtext><mi>b</mi><mtext>&#xA0;</mtext><mi>c</mi>", "⠰⠁⠀⠰⠃⠀⠰⠉"),
          ])
    func lettersStandingAloneInTurn(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37, §28: an opening quotation mark after a sign takes the punctuation indicator, and a letter between quotation marks stands alone",
          arguments: [
              ("<mtext>“x”</mtext><mo>+</mo><mtext>“y”</mtext>", "⠦⠰⠭⠸⠴⠬⠸⠦⠰⠽⠸⠴"),
              ("<mo>“</mo><mi>x</mi><mo>”</mo>", "⠦⠰⠭⠸⠴"),
          ])
    func quotedLetters(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
