import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// MathML renders a row of one argument as that argument, and MathJax writes `{4}` or an
/// ORD atom as such a row; converters also print some operators as identifiers (`<mi>÷</mi>`,
/// `<mi>=</mi>`): the rules that read a token's neighbours apply however the token is
/// wrapped or tagged. Each case is a rule's own case so written, and must give the braille of
/// the plain form.
@Suite("Math braille rules: Nemeth rules on tokens wrapped in rows of one child")
struct MathBrailleNemethWrappedTokenTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    static let ord = "<mrow data-mjx-texclass=\"ORD\">"

    @Test("§63, §9, §11, §8, §57: a whole number before a fraction is a mixed number, digit groups stay one numeral, a decimal point printed apart belongs to its digits, a run of underscores is one blank — with the tokens wrapped",
          arguments: [
              // §63: a mixed number.
              ("\(ord)<mn>4</mn></mrow><mfrac><mn>3</mn><mn>8</mn></mfrac>", "⠼⠲⠸⠹⠒⠌⠦⠸⠼"),
              ("<mn>4</mn><mfrac>\(ord)<mn>3</mn></mrow>\(ord)<mn>8</mn></mrow></mfrac>", "⠼⠲⠸⠹⠒⠌⠦⠸⠼"),
              // §77, §78: a numeric subscript with a digit-group comma stays one numeral.
              ("<msub><mi>x</mi><mrow>\(ord)<mn>10</mn></mrow><mo>,</mo>\(ord)<mn>000</mn></mrow></mrow></msub>", "⠭⠂⠴⠠⠴⠴⠴"),
              // §11: digit groups set apart by thin spaces.
              ("<mn>4</mn><mspace width=\"thinmathspace\"/>\(ord)<mn>598</mn></mrow>", "⠼⠲⠀⠢⠔⠦"),
              // §9: commas between digit groups.
              ("<mn>268</mn><mo>,</mo>\(ord)<mn>435</mn></mrow><mo>,</mo><mrow><mn>456</mn></mrow>", "⠼⠆⠖⠦⠠⠲⠒⠢⠠⠲⠢⠖"),
              // §8: a decimal point printed apart.
              ("<mn>3</mn><mo>.</mo>\(ord)<mn>14</mn></mrow>", "⠼⠒⠨⠂⠲"),
              // §57: a blank printed as underscores is one long dash.
              ("<mn>2</mn><mo>+</mo>\(ord)<mi mathvariant=\"normal\">_</mi></mrow>\(ord)<mi mathvariant=\"normal\">_</mi></mrow><mo>=</mo><mn>5</mn>", "⠼⠆⠬⠀⠤⠤⠤⠤⠀⠨⠅⠀⠼⠢"),
          ])
    func wrapped(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37, §57, §150, Rule XIV: a sign of comparison or operation printed as an identifier is that sign: spaced, an omission after it, a modified arrow, a stacked sign",
          arguments: [
              // §57: the question mark after a comparison sign stands for the omitted answer.
              ("<mn>92</mn><mi>÷</mi><mn>2</mn><mi>=</mi><mo>?</mo>", "⠼⠔⠆⠨⠌⠆⠀⠨⠅⠀⠿"),
              ("<mn>6</mn><mi>+</mi><mo>?</mo><mi>=</mi><mn>15</mn>", "⠼⠖⠬⠿⠀⠨⠅⠀⠼⠂⠢"),
              ("<mi>a</mi><mi>∈</mi><mi>A</mi>", "⠁⠀⠈⠑⠀⠠⠁"),
              // §96: an arrow with a word over it, in its long form.
              ("<mi>X</mi><mover><mi>→</mi><mi>f</mi></mover><mi>Y</mi>", "⠠⠭⠀⠐⠫⠒⠒⠕⠣⠋⠻⠀⠠⠽"),
              ("<munder><mi>=</mi><mo>?</mo></munder>", "⠐⠨⠅⠩⠸⠦⠻"),
          ])
    func signsAsIdentifiers(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9b, §37, §77-§78: a mark of punctuation printed as text is that mark: the commas of an enclosed list, of a digit group in a subscript, a period after a word",
          arguments: [
              ("<mo>(</mo><mn>1</mn><mtext>,</mtext><mn>2</mn><mtext>,</mtext><mn>3</mn><mo>)</mo>", "⠷⠂⠠⠀⠆⠠⠀⠒⠾"),
              ("<msub><mi>x</mi><mrow><mn>10</mn><mtext>,</mtext><mn>000</mn></mrow></msub>", "⠭⠂⠴⠠⠴⠴⠴"),
              ("<mi>rate</mi><mo>×</mo><mi>time</mi><mtext>.</mtext>", "⠗⠁⠞⠑⠈⠡⠞⠊⠍⠑⠲"),
          ])
    func punctuationAsText(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9, §177: a numeral printed with its sign in one token is the sign and the numeral: the numeric indicator after a minus at the start or after a space, none after a grouping sign, the multipurpose indicator between two signs",
          arguments: [
              ("<mn>−1</mn>", "⠤⠼⠂"),
              ("<mi>x</mi><mo>=</mo><mn>-3.5</mn>", "⠭⠀⠨⠅⠀⠤⠼⠒⠨⠢"),
              ("<mo>(</mo><mn>−1</mn><mo>,</mo><mn>2</mn><mo>)</mo>", "⠷⠤⠂⠠⠀⠆⠾"),
              ("<msup><mi>x</mi><mn>−1</mn></msup>", "⠭⠘⠤⠂"),
              ("<mn>3</mn><mo>+</mo><mn>−2</mn>", "⠼⠒⠬⠐⠤⠆"),
          ])
    func signedNumerals(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§22: a mathvariant set on an mstyle is the font of every token inside it (MathML's inheritance), a token's own mathvariant kept",
          arguments: [
              ("<mstyle mathvariant=\"bold\"><mi>x</mi><mo>+</mo><mi>y</mi></mstyle>", "⠸⠰⠭⠬⠸⠰⠽"),
              ("<mstyle mathvariant=\"bold\"><mi>x</mi></mstyle>", "⠸⠰⠭"),
              ("<mstyle mathvariant=\"bold\"><msup><mi>x</mi><mn>2</mn></msup></mstyle>", "⠸⠰⠭⠘⠸⠼⠆"),
              ("<mstyle mathvariant=\"bold\"><mi mathvariant=\"normal\">x</mi><mo>+</mo><mi>y</mi></mstyle>", "⠭⠬⠸⠰⠽"),
          ])
    func inheritedVariant(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§78: a space printed as text after a comma is the comma's space: not written at a script's level, one space on the baseline",
          arguments: [
              ("<msub><mi>x</mi><mrow><mi>i</mi><mo>,</mo><mtext>&#xA0;</mtext><mi>j</mi><mo>,</mo><mtext>&#xA0;</mtext><mi>k</mi></mrow></msub>", "⠭⠰⠊⠪⠚⠪⠅"),
              ("<mn>1</mn><mo>,</mo><mtext>&#xA0;</mtext><mn>2</mn>", "⠼⠂⠠⠀⠼⠆"),
          ])
    func spaceAfterComma(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("The same expressions with bare tokens give the same braille", arguments: [
        ("<mn>4</mn><mfrac><mn>3</mn><mn>8</mn></mfrac>", "\(ord)<mn>4</mn></mrow><mfrac><mn>3</mn><mn>8</mn></mfrac>"),
        ("<mn>3</mn><mo>.</mo><mn>14</mn>", "<mn>3</mn><mo>.</mo>\(ord)<mn>14</mn></mrow>"),
        ("<mi>x</mi><mo>+</mo><mn>1</mn>", "\(ord)<mi>x</mi></mrow><mo>+</mo>\(ord)<mn>1</mn></mrow>"),
    ])
    func sameAsBare(bare: String, wrapped: String) throws {
        #expect(try Self.nemeth(bare) == Self.nemeth(wrapped))
    }
}
