import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The linear text form (docs/math.md, "Linear text"): one line, readable, parseable.
@Suite("Math linear text")
struct MathLinearTests {
    static func linear(_ markup: String) throws -> String {
        let result = try #require(MathMLReader.parse("<math xmlns=\"http://www.w3.org/1998/Math/MathML\">" + markup + "</math>"))
        return MathRender.linearText(result.expression)
    }

    @Test("each construct has its documented form", arguments: [
        // Operators: infix spaced, prefix tight, U+2212 written as '-'.
        ("<msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mn>1</mn><mo>=</mo><mn>0</mn>", "x^2 + 1 = 0"),
        ("<mi>x</mi><mo>=</mo><mo>−</mo><mn>1</mn>", "x = -1"),
        ("<mn>2</mn><mo>&#x2062;</mo><mi>x</mi>", "2x"),
        ("<mn>1</mn><mn>6</mn>", "16"),
        ("<mn>2</mn><mo>&#x2064;</mo><mfrac><mn>3</mn><mn>4</mn></mfrac>", "2 3/4"),
        ("<msup><mi>ℂ</mi><mrow/></msup>", "ℂ"),
        ("<munderover><mo>→</mo><mrow/><mrow><msub><mi>R</mi><mn>1</mn></msub></mrow></munderover>", "overset(R_1, →)"),
        // Fractions: parts in parentheses only when they are not one operand.
        ("<mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac>", "(a + b)/2"),
        ("<mfrac><mn>1</mn><msub><mi>x</mi><mi>i</mi></msub></mfrac>", "1/x_i"),
        ("<mrow><mo>(</mo><mfrac linethickness=\"0\"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo></mrow>", "(n¦k)"),
        // Radicals.
        ("<msqrt><mi>x</mi></msqrt>", "√(x)"),
        ("<mroot><mi>x</mi><mn>3</mn></mroot>", "∛(x)"),
        ("<mroot><mi>x</mi><mi>n</mi></mroot>", "root(n, x)"),
        // Scripts.
        ("<msub><mi>x</mi><mi>i</mi></msub>", "x_i"),
        ("<msub><mi>x</mi><mrow><mi>i</mi><mo>+</mo><mn>1</mn></mrow></msub>", "x_(i + 1)"),
        ("<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>", "x_i^2"),
        ("<msup><mi>e</mi><mrow><mo>−</mo><mi>x</mi></mrow></msup>", "e^(-x)"),
        ("<msup><mrow><mo>(</mo><mi>a</mi><mo>+</mo><mi>b</mi><mo>)</mo></mrow><mn>2</mn></msup>", "(a + b)^2"),
        ("<msup><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></msup>", "(a + b)^2"),
        ("<msup><mi>f</mi><mo>′</mo></msup><mo>(</mo><mi>x</mi><mo>)</mo>", "f′(x)"),
        ("<msub><mi>a</mi><mn>1</mn></msub><msub><mi>w</mi><mn>1</mn></msub>", "a_1 w_1"),
        ("<mmultiscripts><mi>C</mi><mprescripts/><mn>6</mn><mn>14</mn></mmultiscripts>", "{}_6^14 C"),
        // Functions: a word is spaced from its argument unless the argument is in parentheses.
        ("<mi>sin</mi><mo>&#x2061;</mo><mi>x</mi>", "sin x"),
        ("<mi>f</mi><mo>&#x2061;</mo><mrow><mo>(</mo><mi>x</mi><mo>)</mo></mrow>", "f(x)"),
        ("<mo>det</mo><mfenced><mi>A</mi></mfenced>", "det(A)"),
        // Large operators and limits.
        ("<munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><msub><mi>a</mi><mi>i</mi></msub>", "∑_(i = 1)^n a_i"),
        ("<munder><mo>lim</mo><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mi>f</mi>", "lim_(x → 0) f"),
        // Accents and other under/over scripts.
        ("<mover><mi>x</mi><mo>¯</mo></mover>", "bar(x)"),
        ("<mover><mi>v</mi><mo>→</mo></mover>", "vec(v)"),
        ("<mover><mi>A</mi><mi>T</mi></mover>", "overset(T, A)"),
        // Fences, bars, sets.
        ("<mo>|</mo><mi>x</mi><mo>|</mo><mo>+</mo><mo>|</mo><mi>y</mi><mo>|</mo>", "|x| + |y|"),
        ("<mo>{</mo><mi>x</mi><mo>|</mo><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>", "{x | x > 0}"),
        ("<mfenced><mi>a</mi><mi>b</mi><mi>c</mi></mfenced>", "(a, b, c)"),
        ("<mi>f</mi><mo>:</mo><mi>A</mi><mo>→</mo><mi>B</mi>", "f: A → B"),
        ("<mo>∀</mo><mi>x</mi><mo>∈</mo><mi>S</mi>", "∀x ∈ S"),
        ("<mi>n</mi><mo>!</mo>", "n!"),
        // Tables: a matrix after a fence, an aligned equation elsewhere.
        ("<mfenced open=\"[\" close=\"]\"><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr><mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable></mfenced>", "[1, 2; 3, 4]"),
        ("<mo>(</mo><mtable columnlines=\"solid\"><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr></mtable><mo>)</mo>", "(1 | 2)"),
        ("<mtable><mtr><mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd></mtr><mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd></mtr></mtable>", "x = 1; y = 2"),
        // Text, strings, spaces, invisible content.
        ("<mi>x</mi><mo>=</mo><mn>1</mn><mtext>&#xA0;if&#xA0;</mtext><mi>y</mi><mo>&gt;</mo><mn>0</mn>", "x = 1 if y > 0"),
        ("<ms>abc</ms>", "\"abc\""),
        ("<mi>x</mi><mphantom><mi>y</mi></mphantom><mspace width=\"1em\"/><mi>z</mi>", "x z"),
        ("<menclose notation=\"box\"><mi>x</mi></menclose>", "box(x)"),
        ("<mstyle mathvariant=\"bold\"><mi>v</mi></mstyle>", "v"),
        ("<semantics><mi>x</mi><annotation encoding=\"application/x-tex\">x</annotation></semantics>", "x"),
    ])
    func construct(markup: String, expected: String) throws {
        #expect(try Self.linear(markup) == expected)
    }

    @Test("the form is always one line, without runs of spaces or spaces at the ends")
    func oneLine() throws {
        let text = try Self.linear("<mtable><mtr><mtd><mtext> a </mtext></mtd><mtd><mspace width=\"2em\"/></mtd></mtr>"
                                   + "<mtr><mtd><mspace width=\"3em\"/><mtext>b&#x2003;&#x2003;c</mtext></mtd></mtr></mtable>")
        #expect(text == "a; b c")
    }

    @Test("an expression with nothing to read is empty")
    func empty() throws {
        #expect(try Self.linear("") == "")
        #expect(try Self.linear("<mphantom><mi>x</mi></mphantom><annotation>x</annotation>") == "")
    }
}
