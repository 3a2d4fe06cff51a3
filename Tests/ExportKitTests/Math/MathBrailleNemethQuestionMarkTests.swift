import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §37 and §57, the question mark: as a mark of punctuation after mathematics it takes
/// the punctuation indicator (`⠸⠦`, as the period is `⠸⠲`), which itself returns to the
/// baseline; as "a question mark ... [standing for] omission" it is the general omission
/// symbol `⠿`, spaced as what it replaces. A question mark ending the expression right after
/// an operand asks a question; after a comparison sign, or between two operands, it stands for
/// what is missing. Cases written from the rules' text.
@Suite("Nemeth §37, §57 the question mark")
struct MathBrailleNemethQuestionMarkTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§37: a question mark ending the expression after an operand is punctuation",
          arguments: [
              ("<mi>x</mi><mo>=</mo><mn>2</mn><mo>?</mo>", "⠭⠀⠨⠅⠀⠼⠆⠸⠦"),
              ("<mn>5</mn><mo>?</mo>", "⠼⠢⠸⠦"),
              ("<msup><mi>x</mi><mn>2</mn></msup><mo>?</mo>", "⠭⠘⠆⠸⠦"),
              ("<mo>(</mo><mi>a</mi><mo>+</mo><mi>b</mi><mo>)</mo><mo>?</mo>", "⠷⠁⠬⠃⠾⠸⠦"),
              ("<mrow><mi>x</mi><mo>&gt;</mo><mn>3</mn></mrow><mo>?</mo>", "⠭⠀⠨⠂⠀⠼⠒⠸⠦"),
              // A single letter before the mark stands alone (§28), as before a period.
              ("<mi>x</mi><mo>?</mo>", "⠰⠭⠸⠦"),
          ])
    func punctuation(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§57: a question mark standing for what is missing stays the omission symbol",
          arguments: [
              ("<mn>2</mn><mo>+</mo><mn>3</mn><mo>=</mo><mo>?</mo>", "⠼⠆⠬⠒⠀⠨⠅⠀⠿"),
              ("<mn>3</mn><mo>?</mo><mn>5</mn><mo>=</mo><mn>8</mn>", "⠼⠒⠿⠢⠀⠨⠅⠀⠼⠦"),
              ("<mo>?</mo>", "⠿"),
          ])
    func omission(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37, §57: a mark printed as text set off by a space is read by its place as the mark is",
          arguments: [
              // TeX's `\text{ ?}` after a question ("… ∈ E ?"): punctuation, not an omission.
              ("<mi>x</mi><mo>∈</mo><mi>E</mi><mtext>\u{A0}?</mtext>", "⠭⠀⠈⠑⠀⠠⠑⠸⠦"),
              ("<mn>5</mn><mtext> ?</mtext>", "⠼⠢⠸⠦"),
              // Standing for what is missing, it stays the omission symbol.
              ("<mn>2</mn><mo>+</mo><mn>3</mn><mo>=</mo><mtext> ?</mtext>", "⠼⠆⠬⠒⠀⠨⠅⠀⠿"),
              ("<mn>6</mn><mo>+</mo><mtext>?\u{A0}</mtext><mo>=</mo><mn>10</mn>", "⠼⠖⠬⠿⠀⠨⠅⠀⠼⠂⠴"),
              // The end of a one-line aligned display (`align*`) is its last cell that holds
              // something; its gap and label cells are empty.
              ("<mtable><mtr><mtd><mi>x</mi><mo>∈</mo><mi>E</mi><mtext> ?</mtext></mtd><mtd><mspace width=\"2em\"/></mtd><mtd/></mtr></mtable>",
               "⠭⠀⠈⠑⠀⠠⠑⠸⠦"),
              ("<mtable><mtr><mtd><mn>2</mn><mo>+</mo><mn>3</mn><mo>=</mo><mtext> ?</mtext></mtd><mtd><mspace width=\"2em\"/></mtd><mtd/></mtr></mtable>",
               "⠼⠆⠬⠒⠀⠨⠅⠀⠿"),
          ])
    func spacedText(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §37 and §9, an apostrophe or closing quotation mark with nothing before it: the
/// punctuation indicator separates a mark from the mathematics before it, and at the start
/// nothing precedes (`’49`, the apostrophe of omitted digits); the numeral after it starts
/// the expression and takes the numeric indicator. After mathematics the mark keeps the
/// punctuation indicator. Cases written from the rules.
@Suite("Nemeth §37, §9 a leading apostrophe")
struct MathBrailleNemethLeadingApostropheTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§37, §9: a leading apostrophe takes no punctuation indicator; the numeral after it takes the numeric indicator",
          arguments: [
              ("<mo>’</mo><mn>49</mn>", "⠴⠠⠼⠲⠔"),
              ("<mi>x</mi><mo>’</mo>", "⠰⠭⠸⠴⠠"),
              ("<mo>“</mo><mo>=</mo><mo>”</mo>", "⠦⠨⠅⠸⠴"),
          ])
    func apostrophe(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §8c and §177: a decimal point followed by something other than a digit takes the
/// multipurpose indicator (as `8.b` is `⠼⠦⠨⠐⠃`), also a decimal point printed before letters
/// that stand for digits (`.a₁a₂a₃`), which is not the period. And the dash: two or three
/// hyphens typed for it in text are the dash `⠤⠤`, after which a numeral takes the numeric
/// indicator (§9). Cases written from the rules.
@Suite("Nemeth §8c, §177 a decimal point before letters; the dash typed as hyphens")
struct MathBrailleNemethDecimalPointLetterTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§8c, §177: a decimal point before a letter is followed by the multipurpose indicator",
          arguments: [
              ("<mo>.</mo><msub><mi>a</mi><mn>1</mn></msub><msub><mi>a</mi><mn>2</mn></msub><msub><mi>a</mi><mn>3</mn></msub>", "⠨⠐⠁⠂⠁⠆⠁⠒"),
              ("<mi>x</mi><mo>=</mo><mo>.</mo><mi>a</mi><mi>b</mi>", "⠭⠀⠨⠅⠀⠨⠐⠁⠃"),
              // A period after a letter ends the sentence.
              ("<mi>x</mi><mo>.</mo>", "⠰⠭⠸⠲"),
          ])
    func decimalPoint(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("The dash typed as hyphens in text, a numeral after it with the numeric indicator",
          arguments: [
              ("<mtext>Probability---</mtext><mn>0</mn>", "⠠⠏⠗⠕⠃⠁⠃⠊⠇⠊⠞⠽⠤⠤⠼⠴"),
              ("<mtext>a--b</mtext>", "⠁⠤⠤⠃"),
              // Unspaced from the words on each side, as in literary braille.
              ("<mtext>Probability --- zero</mtext>", "⠠⠏⠗⠕⠃⠁⠃⠊⠇⠊⠞⠽⠤⠤⠵⠑⠗⠕"),
              ("<mtext>Probability ---</mtext><mn>0</mn>", "⠠⠏⠗⠕⠃⠁⠃⠊⠇⠊⠞⠽⠤⠤⠼⠴"),
          ])
    func dash(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §37, quotation marks printed as the neutral `"`: the marks of a pair are the opening
/// `⠦` and the closing `⠴`, with the punctuation indicator where §37 asks for it. Cases
/// written from the rule.
@Suite("Nemeth §37 neutral quotation marks paired")
struct MathBrailleNemethNeutralQuoteTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§37: the second neutral quotation mark of a pair closes",
          arguments: [
              ("<mo>\"</mo><mn>3</mn><mtext>&#xA0;dogs</mtext><mo>\"</mo>", "⠦⠼⠒⠀⠙⠕⠛⠎⠴"),
              ("<mo>\"</mo><mi>x</mi><mo>\"</mo><mo>+</mo><mo>\"</mo><mi>y</mi><mo>\"</mo>", "⠦⠰⠭⠸⠴⠬⠸⠦⠰⠽⠸⠴"),
              ("<mrow><mo>\"</mo></mrow><mo>=</mo><mrow><mo>\"</mo></mrow>", "⠦⠨⠅⠸⠴"),
          ])
    func paired(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §9f with §37: a question mark after a numeral and before a hyphen joining another
/// numeral (a doubtful date, `1885?-1946`) is punctuation, with the punctuation indicator; the
/// numeral after the hyphen takes the numeric indicator. Between two operands a question mark
/// still stands for an omitted sign (§57). Cases written from the rules.
@Suite("Nemeth §9f a question mark before a hyphen")
struct MathBrailleNemethDoubtfulNumeralTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§9f, §37: a doubtful date",
          arguments: [
              ("<mn>1885</mn><mo>?</mo><mo>-</mo><mn>1946</mn>", "⠼⠂⠦⠦⠢⠸⠦⠤⠼⠂⠔⠲⠖"),
              ("<mn>1885</mn><mo>?</mo><mo>‐</mo><mn>1946</mn>", "⠼⠂⠦⠦⠢⠸⠦⠤⠼⠂⠔⠲⠖"),
              ("<mn>3</mn><mo>?</mo><mn>5</mn><mo>=</mo><mn>8</mn>", "⠼⠒⠿⠢⠀⠨⠅⠀⠼⠦"),
          ])
    func doubtful(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
