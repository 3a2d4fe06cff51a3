import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// One expression, written in the several forms converters give MathML, must read the same
/// in UEB: a negative number with its sign inside the `mn`, a typeform set on an `mstyle`,
/// tokens wrapped in rows of one argument. Each case compares a form with the plain one and,
/// where the rule gives them, with the cells the rule writes.
@Suite("UEB: one reading for the forms MathML gives an expression")
struct MathBrailleUEBReadingFormTests {
    static func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("MathML 3 §3.2.4.4, Guidelines §3.4: a number printed with its sign in the mn is the minus sign and the number (the minus was dropped)",
          arguments: [
              ("<mn>−1</mn>", "<mo>−</mo><mn>1</mn>"),
              ("<mi>x</mi><mo>=</mo><mn>-3.5</mn>", "<mi>x</mi><mo>=</mo><mo>−</mo><mn>3.5</mn>"),
              ("<msup><mi>x</mi><mn>−1</mn></msup>", "<msup><mi>x</mi><mrow><mo>−</mo><mn>1</mn></mrow></msup>"),
              ("<mn>+2</mn><mo>,</mo><mn>−.5</mn>", "<mo>+</mo><mn>2</mn><mo>,</mo><mo>−</mo><mn>.5</mn>"),
          ])
    func signedNumber(signed: String, plain: String) throws {
        let cells = try Self.ueb(signed)
        #expect(cells == (try Self.ueb(plain)))
        #expect(cells.contains("⠐⠤⠼") || cells.contains("⠐⠖⠼"), "\(cells)")
    }

    @Test("MathML 3 §3.2.4.4: only a sign before digits or a decimal point is split off; other numbers stay one token")
    func signedNumberReading() throws {
        let root = try #require(MathMLReader.parse("<math><mn>−12</mn><mn>-</mn><mn>1-2</mn></math>")).expression.root
        #expect(root.children[0] == MathNode(.mrow, children: [MathNode(.mo, text: "−"), MathNode(.mn, text: "12")]))
        #expect(root.children[1].kind == .mn && root.children[1].text == "-")
        #expect(root.children[2].kind == .mn && root.children[2].text == "1-2")
    }

    @Test("Rulebook §9 typeforms: a mathvariant set on an mstyle is the font of the letters and digits inside it, a token's own kept",
          arguments: [
              ("<mstyle mathvariant=\"bold\"><mi>x</mi><mo>+</mo><mi>y</mi></mstyle>",
               "<mi mathvariant=\"bold\">x</mi><mo>+</mo><mi mathvariant=\"bold\">y</mi>"),
              ("<mstyle mathvariant=\"bold\"><msup><mi>v</mi><mn>2</mn></msup></mstyle>",
               "<msup><mi mathvariant=\"bold\">v</mi><mn mathvariant=\"bold\">2</mn></msup>"),
              ("<mstyle mathvariant=\"bold\"><mi mathvariant=\"normal\">x</mi><mo>=</mo><mi>y</mi></mstyle>",
               "<mi mathvariant=\"normal\">x</mi><mo>=</mo><mi mathvariant=\"bold\">y</mi>"),
              ("<mstyle mathvariant=\"italic\"><mstyle mathvariant=\"bold\"><mi>a</mi></mstyle><mi>b</mi></mstyle>",
               "<mi mathvariant=\"bold\">a</mi><mi mathvariant=\"italic\">b</mi>"),
          ])
    func inheritedVariant(styled: String, plain: String) throws {
        #expect(try Self.ueb(styled) == Self.ueb(plain))
    }

    @Test("Rulebook §9.2: bold letters from an mstyle take the bold symbol indicator ⠘⠆")
    func inheritedBold() throws {
        #expect(try Self.ueb("<mstyle mathvariant=\"bold\"><mi>v</mi></mstyle>").contains("⠘⠆"))
    }

    @Test("Guidelines §6.1, §12.1, §5, §3.2: a token wrapped in a row of its own reads as the token (a numeric fraction, an accent, a bracketed item, the colon before a mapping)",
          arguments: [
              ("<mfrac><mrow><mn>1</mn></mrow><mrow><mn>4</mn></mrow></mfrac>", "<mfrac><mn>1</mn><mn>4</mn></mfrac>"),
              ("<mover><mi>x</mi><mrow><mo>¯</mo></mrow></mover>", "<mover><mi>x</mi><mo>¯</mo></mover>"),
              ("<mover><mi>v</mi><mrow><mo>→</mo></mrow></mover>", "<mover><mi>v</mi><mo>→</mo></mover>"),
              ("<msup><mi>e</mi><mrow><mrow><mo>(</mo></mrow><msup><mi>x</mi><mn>2</mn></msup><mrow><mo>)</mo></mrow></mrow></msup>",
               "<msup><mi>e</mi><mrow><mo>(</mo><msup><mi>x</mi><mn>2</mn></msup><mo>)</mo></mrow></msup>"),
              ("<mi>f</mi><mrow><mo>:</mo></mrow><mi>X</mi><mo>→</mo><mi>Y</mi>", "<mi>f</mi><mo>:</mo><mi>X</mi><mo>→</mo><mi>Y</mi>"),
              ("<mn>5</mn><mo>.</mo><mrow><mn>72</mn></mrow>", "<mn>5.72</mn>"),
          ])
    func wrappedToken(wrapped: String, plain: String) throws {
        #expect(try Self.ueb(wrapped) == Self.ueb(plain))
    }
}
