import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel
@testable import XMLTree

/// What the MathML reader normalises for every renderer: numbers split digit by digit,
/// spaces written as characters, MathML's named entities and deep nesting.
@Suite("MathML reader normalisation")
struct MathReaderNormalisationTests {
    static func tree(_ markup: String) -> MathNode {
        MathMLReader.parse("<math>\(markup)</math>")!.expression.root
    }

    @Test("digits in adjacent <mn> of a row are one number, also into a script's base", arguments: [
        ("<mn>1</mn><mn>5</mn><mi>b</mi>", "15b"),
        ("<mn>1</mn><msup><mn>0</mn><mrow><mo>-</mo><mn>18</mn></mrow></msup>", "10^(-18)"),
        ("<mn>3</mn><mn>.</mn><mn>14</mn>", "3.14"),
        ("<mn>1</mn><mo>.</mo><mn>2</mn><mn>8</mn><mn>7</mn>", "1.287"),
        ("<mn>4</mn><msup><mrow><mn>1</mn></mrow><mn>2</mn></msup>", "41^2"),
    ])
    func numbers(markup: String, linear: String) {
        let root = Self.tree(markup)
        #expect(MathRender.linearText(MathExpression(root: root, display: false)) == linear)
        #expect(root.children.first?.kind == .mn || root.children.first?.kind == .msup)
    }

    @Test("numbers are not joined across an operator, a style change or a fixed position")
    func numbersKeptApart() {
        #expect(Self.tree("<mn>1</mn><mo>,</mo><mn>2</mn>").children.count == 3)
        #expect(Self.tree("<mn>1</mn><mn mathvariant=\"bold\">2</mn>").children.count == 2)
        let fraction = Self.tree("<mfrac><mn>1</mn><mn>2</mn></mfrac>").children[0]
        #expect(fraction.children.map(\.text) == ["1", "2"])
    }

    @Test("no-break, thin and em spaces in a token are word breaks that stay at its edges")
    func spaces() {
        let text = Self.tree("<mi>x</mi><mtext>\u{2003}if\u{2003}</mtext><mi>y</mi>").children[1]
        #expect(text.text == " if ")
        let words = Self.tree("<mtext>is\u{A0}an\u{A0}even\u{2009}number</mtext>").children[0]
        #expect(words.text == "is an even number")
        #expect(Self.tree("<mtext>  plain   text  </mtext>").children[0].text == "plain text")
        #expect(MathRender.speech(MathExpression(root: Self.tree(
            "<mn>2</mn><mi>x</mi><mtext>\u{A0}is\u{A0}an\u{A0}even\u{A0}number</mtext>"), display: false))
            == "2 x is an even number")
    }

    @Test("MathML's named entities are read like HTML's")
    func entities() throws {
        let result = try #require(MathMLReader.parse(
            "<math><mi>f</mi><mo>&ApplyFunction;</mo><mi>x</mi><mo>&PlusMinus;</mo><mn>2</mn><mo>&InvisibleTimes;</mo><mi>y</mi><mo>&le;</mo><mn>1</mn></math>"))
        #expect(result.expression.root.children.map(\.text) == ["f", "\u{2061}", "x", "±", "2", "\u{2062}", "y", "≤", "1"])
        #expect(MathMLEntities.characters(named: "NotEqualTilde") == "\u{2242}\u{338}")
        #expect(MathMLEntities.characters(named: "NoSuchEntity") == nil)
    }

    @Test("nesting is read whole up to the document's depth limit; past a bound the result says it is cut")
    func depth() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<mrow>", count: depth) + "<mi>x</mi>" + String(repeating: "</mrow>", count: depth)
        }
        let deep = try #require(MathMLReader.parse("<math>\(nested(200))</math>"))
        #expect(!deep.truncated)
        #expect(deep.expression.root.tokenText == "x")
        let tooDeep = try #require(MathMLReader.parse("<math>\(nested(20))</math>", limits: .init(maxDepth: 10)))
        #expect(tooDeep.truncated)
        #expect(tooDeep.problems.first?.contains("deeper than 10") == true)
    }
}
