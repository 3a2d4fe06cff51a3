import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §57 with APH's Nemeth lesson 3.5, how the general omission symbol `⠿` is spaced: "It
/// is a mathematical symbol and all of the rules that apply to mathematical symbols apply to
/// the general sign of omission. These rules are determined by the specific type of symbol
/// which the general sign of omission represents ... if it represents a missing number, then
/// the symbol is spaced as if it were a number. If it is being used to represent an omitted
/// sign of operation, then the rules governing signs of operation apply to it. If it is used to
/// indicate that a sign of comparison such as the equals sign is omitted, then it should have a
/// space before and after it." A question mark between two operands stands for a sign: an
/// operation when the expression already compares, the comparison when it does not. Cases
/// written from that text, one for each place the symbol can stand.
@Suite("Nemeth §57 the omission symbol spaced as what it stands for")
struct MathBrailleNemethOmissionSpacingTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§57, APH lesson 3.5: an omitted sign of operation is unspaced and no numeric indicator follows it",
          arguments: [
              // The lesson's Example 2.
              ("<mn>6</mn><mo>?</mo><mn>4</mn><mo>=</mo><mn>10</mn>", "⠼⠖⠿⠲⠀⠨⠅⠀⠼⠂⠴"),
              // The same with the left side grouped in a row, as converters write it.
              ("<mrow><mn>6</mn><mo>?</mo><mn>4</mn></mrow><mo>=</mo><mn>10</mn>", "⠼⠖⠿⠲⠀⠨⠅⠀⠼⠂⠴"),
              // The comparison before the omission.
              ("<mn>10</mn><mo>=</mo><mn>6</mn><mo>?</mo><mn>4</mn>", "⠼⠂⠴⠀⠨⠅⠀⠼⠖⠿⠲"),
              // Two omitted operations.
              ("<mn>6</mn><mo>?</mo><mn>4</mn><mo>?</mo><mn>2</mn><mo>=</mo><mn>8</mn>", "⠼⠖⠿⠲⠿⠆⠀⠨⠅⠀⠼⠦"),
              // Between grouped operands and letters, as a sign of operation is.
              ("<mo>(</mo><mn>2</mn><mo>+</mo><mn>1</mn><mo>)</mo><mo>?</mo><mn>3</mn><mo>=</mo><mn>9</mn>", "⠷⠆⠬⠂⠾⠿⠒⠀⠨⠅⠀⠼⠔"),
              ("<mi>a</mi><mo>?</mo><mi>b</mi><mo>&lt;</mo><mi>c</mi>", "⠁⠿⠃⠀⠐⠅⠀⠉"),
          ])
    func omittedOperation(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§57, APH lesson 3.5: an omitted sign of comparison has a space before and after it",
          arguments: [
              // The Code book's Example 2.11-4's form: nothing else compares.
              ("<mn>3</mn><mo>?</mo><mn>24</mn><mo>÷</mo><mn>4</mn>", "⠼⠒⠀⠿⠀⠼⠆⠲⠨⠌⠲"),
              ("<mn>7</mn><mo>×</mo><mn>2</mn><mo>?</mo><mn>14</mn>", "⠼⠶⠈⠡⠆⠀⠿⠀⠼⠂⠲"),
              ("<mi>x</mi><mo>?</mo><mi>y</mi>", "⠭⠀⠿⠀⠽"),
          ])
    func omittedComparison(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§57, APH lesson 3.5: an omitted number is spaced as a number",
          arguments: [
              // The lesson's Example 1.
              ("<mn>6</mn><mo>+</mo><mo>?</mo><mo>=</mo><mn>10</mn>", "⠼⠖⠬⠿⠀⠨⠅⠀⠼⠂⠴"),
              ("<mo>?</mo><mo>+</mo><mn>4</mn><mo>=</mo><mn>10</mn>", "⠿⠬⠲⠀⠨⠅⠀⠼⠂⠴"),
              ("<mn>92</mn><mo>÷</mo><mn>2</mn><mo>=</mo><mo>?</mo>", "⠼⠔⠆⠨⠌⠆⠀⠨⠅⠀⠿"),
          ])
    func omittedNumber(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth Rule VI §42 with §79c: a long dash or ellipsis that is the first thing a fraction,
/// radical or level opens follows its opening indicator unspaced, as the Code book writes an
/// omitted numerator; the space after it stays. Cases written from the rule's text.
@Suite("Nemeth §42 a dash or ellipsis right after an opening indicator")
struct MathBrailleNemethOpenedOmissionTests {
    @Test("§42: no space between an opening indicator and the dash or ellipsis it opens with",
          arguments: [
              ("<mfrac><mo>―</mo><mn>8</mn></mfrac><mo>=</mo><mfrac><mn>3</mn><mn>4</mn></mfrac>", "⠹⠤⠤⠤⠤⠀⠌⠦⠼⠀⠨⠅⠀⠹⠒⠌⠲⠼"),
              ("<mfrac><mo>…</mo><mn>8</mn></mfrac>", "⠹⠄⠄⠄⠀⠌⠦⠼"),
              ("<msup><mn>2</mn><mo>―</mo></msup><mo>=</mo><mn>8</mn>", "⠼⠆⠘⠤⠤⠤⠤⠀⠨⠅⠀⠼⠦"),
          ])
    func openedOmission(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.nemeth(markup) == braille)
    }

    @Test("§42: between terms the dash or ellipsis keeps its spaces")
    func spacedBetweenTerms() throws {
        #expect(try MathBrailleRuleTests.nemeth("<msub><mi>x</mi><mn>1</mn></msub><mo>+</mo><mo>⋯</mo><mo>+</mo><msub><mi>x</mi><mi>n</mi></msub>")
                == "⠭⠂⠬⠀⠄⠄⠄⠀⠬⠭⠰⠝")
    }
}
