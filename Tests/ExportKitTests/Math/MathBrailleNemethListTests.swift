import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Code rules for lists, colons and letters standing alone, each shown on expressions
/// written from the rule's text (Nemeth Code 1972 revision, BANA 2022 edition).
@Suite("Math braille rules: Nemeth lists, colons and the English letter indicator")
struct MathBrailleNemethListTests {
    static func nemeth(_ markup: String) throws -> String {
        try MathBrailleRuleTests.nemeth(markup)
    }

    @Test("§9b enclosed list: no numeric indicator at the start of an item, even after a minus; a group with a word or without commas is no list",
          arguments: [
              ("<mo>(</mo><mo>−</mo><mn>1</mn><mo>,</mo><mo>−</mo><mn>2</mn><mo>,</mo><mo>−</mo><mn>3</mn><mo>)</mo>", "⠷⠤⠂⠠⠀⠤⠆⠠⠀⠤⠒⠾"),
              ("<mo>(</mo><mn>1</mn><mo>,</mo><mn>2</mn><mo>,</mo><mtext>and&#xA0;</mtext><mn>3</mn><mo>)</mo>", "⠷⠂⠠⠀⠼⠆⠠⠀⠁⠝⠙⠀⠼⠒⠾"),
              ("<mo>(</mo><mn>0100</mn><mspace width=\"1em\"/><mn>0101</mn><mo>)</mo>", "⠷⠴⠂⠴⠴⠀⠼⠴⠂⠴⠂⠾"),
              // The closing sign may carry a script and still close the list.
              ("<mo>(</mo><mn>2</mn><mo>,</mo><mn>5</mn><msup><mo>)</mo><mi>t</mi></msup>", "⠷⠆⠠⠀⠢⠾⠘⠞"),
          ])
    func enclosedLists(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9: outside grouping signs each number of a list takes the numeric indicator; a comma groups digits only when every comma of the row does",
          arguments: [
              ("<mn>997</mn><mo>,</mo><mn>998</mn><mo>,</mo><mn>999</mn><mo>,</mo><mn>1,000</mn>", "⠼⠔⠔⠶⠠⠀⠼⠔⠔⠦⠠⠀⠼⠔⠔⠔⠠⠀⠼⠂⠠⠴⠴⠴"),
              ("<mn>25</mn><mo>,</mo><mn>50</mn><mo>,</mo><mn>75</mn><mo>,</mo><mn>100</mn>", "⠼⠆⠢⠠⠀⠼⠢⠴⠠⠀⠼⠶⠢⠠⠀⠼⠂⠴⠴"),
              ("<mn>1</mn><mo>,</mo><mn>000</mn><mo>,</mo><mn>000</mn>", "⠼⠂⠠⠴⠴⠴⠠⠴⠴⠴"),
          ])
    func numberLists(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9: a numeral's digits before its first comma do not begin with a zero, so numbers printed with leading zeros and parted by commas are a list, each with its numeric indicator; zeros after a comma are a digit group",
          arguments: [
              ("<mn>000</mn><mo>,</mo><mn>010</mn><mo>,</mo><mn>110</mn><mo>,</mo><mn>100</mn>", "⠼⠴⠴⠴⠠⠀⠼⠴⠂⠴⠠⠀⠼⠂⠂⠴⠠⠀⠼⠂⠴⠴"),
              ("<mn>01</mn><mo>,</mo><mn>234</mn>", "⠼⠴⠂⠠⠀⠼⠆⠒⠲"),
              ("<mn>10</mn><mo>,</mo><mn>010</mn>", "⠼⠂⠴⠠⠴⠂⠴"),
              ("<mn>2</mn><mo>,</mo><mn>000</mn><mo>,</mo><mn>010</mn>", "⠼⠆⠠⠴⠴⠴⠠⠴⠂⠴"),
          ])
    func leadingZeros(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§40, §151: the colon is unspaced between numbers and takes the numeric indicator after it; in a proportion it is the ratio sign, spaced",
          arguments: [
              ("<mn>3</mn><mo>:</mo><mn>30</mn>", "⠼⠒⠸⠒⠼⠒⠴"),
              ("<mn>1</mn><mo>:</mo><mn>2</mn><mo>∷</mo><mn>3</mn><mo>:</mo><mn>6</mn>", "⠼⠂⠀⠐⠂⠀⠼⠆⠀⠰⠆⠀⠼⠒⠀⠐⠂⠀⠼⠖"),
              ("<mi>a</mi><mo>+</mo><mi>b</mi><mo>:</mo><mi>b</mi><mo>∷</mo><mi>c</mi><mo>:</mo><mi>d</mi>", "⠁⠬⠃⠀⠐⠂⠀⠃⠀⠰⠆⠀⠉⠀⠐⠂⠀⠙"),
              ("<mi>f</mi><mo>:</mo><mi>A</mi><mo>→</mo><mi>B</mi>", "⠋⠸⠒⠀⠠⠁⠀⠫⠕⠀⠠⠃"),
          ])
    func colons(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§28: a single letter with a space, punctuation or the end on each side stands alone and takes the English letter indicator",
          arguments: [
              ("<mo>(</mo><mi>p</mi><mtext>&#xA0;and&#xA0;</mtext><mi>q</mi><mo>)</mo>", "⠷⠰⠏⠀⠁⠝⠙⠀⠰⠟⠾"),
              ("<mo>[</mo><mi>K</mi><mo>:</mo><mi>F</mi><mo>]</mo>", "⠈⠷⠰⠠⠅⠸⠒⠰⠠⠋⠈⠾"),
              ("<mn>1</mn><mo>,</mo><mi>i</mi><mo>,</mo><mo>−</mo><mn>1</mn><mo>,</mo><mo>−</mo><mi>i</mi>", "⠼⠂⠠⠀⠰⠊⠠⠀⠤⠼⠂⠠⠀⠤⠊"),
              ("<mi>p</mi><mo>:</mo><mi>r</mi><mo>=</mo><mi>q</mi><mo>:</mo><mi>s</mi>", "⠰⠏⠸⠒⠗⠀⠨⠅⠀⠟⠸⠒⠰⠎"),
          ])
    func lettersAlone(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§28: a letter beside a sign of comparison, an operation sign, a function's argument or an item of an enclosed list does not stand alone",
          arguments: [
              ("<mi>f</mi><mo>(</mo><mi>x</mi><mo>)</mo><mo>=</mo><mi>y</mi>", "⠋⠷⠭⠾⠀⠨⠅⠀⠽"),
              ("<mi>x</mi><mo>+</mo><mi>y</mi>", "⠭⠬⠽"),
              ("<mi>a</mi><mo>,</mo><mi>b</mi><mo>∈</mo><mi>G</mi>", "⠁⠠⠀⠃⠀⠈⠑⠀⠠⠛"),
              ("<mi>i</mi><mo>=</mo><mn>1</mn><mo>,</mo><mo>…</mo><mo>,</mo><mi>n</mi>", "⠊⠀⠨⠅⠀⠼⠂⠠⠀⠄⠄⠄⠠⠀⠝"),
              ("<mi>f</mi><mo>:</mo><mo>(</mo><mi>x</mi><mo>,</mo><mi>y</mi><mo>)</mo>", "⠰⠋⠸⠒⠷⠭⠠⠀⠽⠾"),
          ])
    func lettersNotAlone(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§43, §79: an ellipsis right after a script follows the baseline indicator unspaced; after a script's comma it is spaced; a space returns to the baseline before a comparison sign")
    func ellipsisAndLevels() throws {
        #expect(try Self.nemeth("<msup><mi>x</mi><mn>2</mn></msup><mo>…</mo><msup><mi>z</mi><mi>n</mi></msup>") == "⠭⠘⠆⠐⠄⠄⠄⠀⠵⠘⠝")
        #expect(try Self.nemeth("<msub><mi>P</mi><mrow><mi>n</mi><mo>,</mo><mo>…</mo></mrow></msub>") == "⠠⠏⠰⠝⠪⠀⠄⠄⠄")
        #expect(try Self.nemeth("<msup><mn>10</mn><mrow><mn>7</mn><mo>+</mo><mo>—</mo></mrow></msup><mo>=</mo><mn>5</mn>")
            == "⠼⠂⠴⠘⠶⠬⠀⠤⠤⠤⠤⠀⠨⠅⠀⠼⠢")
    }

    @Test("§57: a question mark between two operands stands for an omitted sign (here the comparison) and is spaced as one; three periods are an ellipsis")
    func omissions() throws {
        #expect(try Self.nemeth("<mn>3</mn><mo>?</mo><mn>24</mn>") == "⠼⠒⠀⠿⠀⠼⠆⠲")
        #expect(try Self.nemeth("<mn>7</mn><mo>-</mo><mo>?</mo><mo>=</mo><mn>5</mn>") == "⠼⠶⠤⠿⠀⠨⠅⠀⠼⠢")
        #expect(try Self.nemeth("<mn>1</mn><mo>,</mo><mn>2</mn><mo>,</mo><mo>.</mo><mo>.</mo><mo>.</mo>") == "⠼⠂⠠⠀⠼⠆⠠⠀⠄⠄⠄")
    }

    /// §57: "When a question mark, either by itself or in combination with hyphens or
    /// dashes ... is employed in ink print to denote omission, the general omission symbol
    /// must be used ... the same [number] as the omission signs in ink print."
    @Test("§57: question marks for omitted digits are omission symbols, one each, inside the numeral; a question mark with a line under or over it is one omission symbol")
    func omittedDigits() throws {
        #expect(try Self.nemeth("<mn>4?</mn>") == "⠼⠲⠿")
        #expect(try Self.nemeth("<mn>1,5??</mn>") == "⠼⠂⠠⠢⠿⠿")
        #expect(try Self.nemeth("<mn>3.?5</mn>") == "⠼⠒⠨⠿⠢")
        #expect(try Self.nemeth("<mn>8</mn><mo>+</mo><mn>3</mn><mo>=</mo><munder><mo>?</mo><mo>_</mo></munder>") == "⠼⠦⠬⠒⠀⠨⠅⠀⠿")
        #expect(try Self.nemeth("<mover><mo>?</mo><mo>¯</mo></mover>") == "⠿")
    }
}
