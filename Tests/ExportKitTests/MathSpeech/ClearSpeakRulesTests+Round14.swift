import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's fourteenth speech round, each from the text of the rule that rules it,
/// on expressions of the project's own.
extension ClearSpeakRulesTests {
    static let delta = "<mi>Δ</mi>"

    @Test("Part 2 symbols, TriangleSymbol (Auto): Δ before a triangle's three vertices is 'triangle'; before anything else it is the letter Delta", arguments: [
        ("\(delta)<mi>P</mi><mi>Q</mi><mi>R</mi>", "triangle P Q R"),
        ("\(delta)<msup><mi>K</mi><mo>′</mo></msup><msup><mi>L</mi><mo>′</mo></msup><msup><mi>M</mi><mo>′</mo></msup>",
         "triangle K prime L prime M prime"),
        ("\(delta)<msub><mi>D</mi><mn>1</mn></msub><msub><mi>E</mi><mn>1</mn></msub><msub><mi>F</mi><mn>1</mn></msub>",
         "triangle D sub 1 E sub 1 F sub 1"),
        ("<mo>∆</mo><mi>U</mi><mi>V</mi><mi>W</mi><mo>≅</mo><mo>∆</mo><mi>X</mi><mi>Y</mi><mi>Z</mi>",
         "triangle U V W is congruent to triangle X Y Z"),
        // A change in a quantity, not a triangle: the letter.
        ("\(delta)<mi>H</mi><mo>=</mo><mn>40</mn>", "Delta H equals 40"),
        ("\(delta)<mi>T</mi>", "Delta T"),
        ("\(delta)<mi>y</mi>", "Delta y"),
        ("\(delta)<mi>P</mi><mi>Q</mi>", "Delta P Q"),
        // △ is the triangle sign itself.
        ("<mo>△</mo><mi>J</mi><mi>K</mi><mi>L</mi>", "triangle J K L"),
    ])
    func triangleSymbolAuto(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 2 symbols, TriangleSymbol Delta: Δ is the letter Delta everywhere; △, the triangle sign, stays 'triangle'", arguments: [
        ("\(delta)<mi>P</mi><mi>Q</mi><mi>R</mi>", "Delta P Q R"),
        ("\(delta)<mi>y</mi>", "Delta y"),
        ("<mo>△</mo><mi>J</mi><mi>K</mi><mi>L</mi>", "triangle J K L"),
    ])
    func triangleSymbolDelta(markup: String, expected: String) {
        #expect(Self.say(markup, "TriangleSymbol=Delta") == expected)
    }

    @Test("Exponents: a superscript T on what names a matrix or a vector, and ⊤ or ⊺ on anything, is the transpose, not a power", arguments: [
        ("<msup><mi>B</mi><mi>T</mi></msup>", "B transpose"),
        ("<msup><mrow><mo>(</mo><mi>P</mi><mi>Q</mi><mo>)</mo></mrow><mi>T</mi></msup>", "open paren P Q close paren transpose"),
        ("<msup><mrow><mo>(</mo><mi>P</mi><mo>+</mo><mn>2</mn><mi>Q</mi><mo>)</mo></mrow><mi>T</mi></msup>",
         "open paren P plus 2 Q close paren transpose"),
        ("<msubsup><mi>B</mi><mn>2</mn><mi>T</mi></msubsup>", "B sub 2 transpose"),
        ("<msup><mi mathvariant=\"bold\">v</mi><mi>T</mi></msup>", "bold v transpose"),
        ("<msup><mi>M</mi><mo>⊤</mo></msup>", "M transpose"),
        ("<msup><mi>w</mi><mo>⊺</mo></msup>", "w transpose"),
        // Not a matrix: a letter, a number or an expression of letters takes T as a power.
        ("<msup><mi>y</mi><mi>T</mi></msup>", "y to the T-th power"),
        ("<msup><mn>2</mn><mi>T</mi></msup>", "2 to the T-th power"),
        ("<msup><mrow><mo>(</mo><mi>y</mi><mo>+</mo><mn>1</mn><mo>)</mo></mrow><mi>T</mi></msup>",
         "open paren y plus 1 close paren to the T-th power"),
        // A list as the subscript makes T a label (M^T_{B,C}, the representation of T
        // relative to the bases B and C), not a transpose.
        ("<msubsup><mi>M</mi><mrow><mi>D</mi><mo>,</mo><mi>E</mi></mrow><mi>T</mi></msubsup>",
         "M sub D comma E end sub to the T-th power"),
    ])
    func transpose(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Functions (Auto): a capital letter before parentheses is applied to what they hold, a compound too; a lower-case letter multiplies a compound", arguments: [
        ("<mi>T</mi>\(paren)<mi>u</mi><mo>+</mo><mi>v</mi>\(close)", "", "T of open paren u plus v close paren"),
        ("<mi>Γ</mi>\(paren)<mi>n</mi><mo>+</mo><mn>1</mn>\(close)", "", "Gamma of open paren n plus 1 close paren"),
        ("<msub><mi>L</mi><mn>2</mn></msub>\(paren)<mn>3</mn><mi>u</mi><mo>−</mo><mi>v</mi>\(close)", "",
         "L sub 2 of open paren 3 u minus v close paren"),
        ("<mi>T</mi>\(paren)<mi>u</mi>\(close)", "", "T of u"),
        ("<mi>y</mi>\(paren)<mi>u</mi><mo>+</mo><mi>v</mi>\(close)", "", "y times open paren u plus v close paren"),
        // Functions None: no letter is a function.
        ("<mi>T</mi>\(paren)<mi>u</mi><mo>+</mo><mi>v</mi>\(close)", "Functions=None", "T times open paren u plus v close paren"),
    ])
    func capitalBeforeCompound(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Implied multiplication (Auto): a lower-case letter before a power of a parenthesised group multiplies it, as a number does; after f, g or h, or under ImpliedTimes None, no word", arguments: [
        ("<mi>y</mi><msup><mrow><mo>(</mo><mi>y</mi><mo>−</mo><mn>4</mn><mo>)</mo></mrow><mn>3</mn></msup>", "",
         "y times open paren y minus 4 close paren cubed"),
        ("<mi>c</mi><msup><mrow><mo>(</mo><mi>t</mi><mo>+</mo><mn>2</mn><mo>)</mo></mrow><mi>k</mi></msup>", "",
         "c times open paren t plus 2 close paren to the k-th power"),
        ("<mn>5</mn><msup><mrow><mo>(</mo><mi>t</mi><mo>+</mo><mn>2</mn><mo>)</mo></mrow><mn>2</mn></msup>", "",
         "5 times open paren t plus 2 close paren squared"),
        ("<mi>y</mi><msup><mrow><mo>(</mo><mi>y</mi><mo>−</mo><mn>4</mn><mo>)</mo></mrow><mn>3</mn></msup>", "ImpliedTimes=None",
         "y open paren y minus 4 close paren cubed"),
    ])
    func letterBeforePowerOfGroup(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Part 2 symbols: a vertical line with a subscript restricts a map to a set, or evaluates at a relation; with limits it evaluates between them", arguments: [
        ("<mi>L</mi><msub><mo>|</mo><mi>V</mi></msub>", "L restricted to V"),
        ("<mo>(</mo><mi>R</mi><msub><mrow><mo>|</mo></mrow><mi>Y</mi></msub><mo>)</mo><mo>(</mo><mi>y</mi><mo>)</mo>",
         "open paren R restricted to Y close paren of y"),
        ("<mi>g</mi><mo>(</mo><mi>t</mi><mo>)</mo><msub><mo>|</mo><mrow><mi>t</mi><mo>=</mo><mn>2</mn></mrow></msub>",
         "g of t evaluated at t equals 2"),
        ("<msup><mi>t</mi><mn>3</mn></msup><msubsup><mo>|</mo><mn>1</mn><mn>2</mn></msubsup>", "t cubed evaluated from 1 to 2"),
        // A bar without a script is still a bar: here an absolute value.
        ("<mo>|</mo><mi>t</mi><mo>|</mo>", "the absolute value of t"),
    ])
    func scriptedBar(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("MathML 3 §3.6.6 (carries): a stack's carries are the working over the next row's digits, not a line; the computation is read", arguments: [
        ("<mstack><mscarries><mn>1</mn><none/></mscarries><mn>57</mn><msrow><mo>+</mo><mn>26</mn></msrow><msline/><mn>83</mn></mstack>",
         "57 plus 26 equals 83"),
        ("<mstack><mscarries crossout=\"updiagonalstrike\"><mn>6</mn><mn>13</mn><none/></mscarries><mn>734</mn><msrow><mo>−</mo><mn>181</mn></msrow><msline/><mn>553</mn></mstack>",
         "734 minus 181 equals 553"),
    ])
    func stackCarries(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }
}
