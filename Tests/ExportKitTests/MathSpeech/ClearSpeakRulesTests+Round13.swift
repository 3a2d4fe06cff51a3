import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's thirteenth speech round, each from the text of the rule that rules it,
/// on expressions of the project's own.
extension ClearSpeakRulesTests {
    @Test("Functions (Auto): a letter before parentheses holding a negative number or letter is applied to it, as before one holding the number or letter alone", arguments: [
        ("<mi>b</mi>\(paren)<mo>−</mo><mn>2</mn>\(close)", "b of negative 2"),
        ("<mi>q</mi>\(paren)<mo>-</mo><mi>t</mi>\(close)", "q of negative t"),
        ("<mi>b</mi>\(paren)<mn>2</mn>\(close)", "b of 2"),
        ("<mi>u</mi>\(paren)<mo>−</mo><mn>5</mn>\(close)<mo>=</mo><mn>3</mn>", "u of negative 5 equals 3"),
        // Not a negative number alone: a compound stays a product.
        ("<mi>b</mi>\(paren)<mo>−</mo><mn>2</mn><mo>+</mo><mi>c</mi>\(close)", "b times open paren negative 2 plus c close paren"),
    ])
    func letterOfNegative(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Functions None: a letter before parentheses multiplies them, a negative number too", arguments: [
        ("<mi>b</mi>\(paren)<mo>−</mo><mn>2</mn>\(close)", "b times negative 2"),
        ("<mi>C</mi>\(paren)<mn>1</mn><mo>,</mo><mn>4</mn>\(close)", "C times open paren 1 comma 4 close paren"),
    ])
    func letterTimesUnderFunctionsNone(markup: String, expected: String) {
        #expect(Self.say(markup, "Functions=None") == expected)
    }

    @Test("Functions (Auto): a letter before parentheses holding a list of numbers or letters is a function of them, its parentheses read", arguments: [
        ("<mi>C</mi>\(paren)<mn>1</mn><mo>,</mo><mn>4</mn>\(close)", "C of open paren 1 comma 4 close paren"),
        ("<mi>q</mi>\(paren)<mi>s</mi><mo>,</mo><mi>t</mi>\(close)", "q of open paren s comma t close paren"),
        ("<mi>K</mi>\(paren)<mn>1</mn><mo>,</mo><mo>−</mo><mn>2</mn><mo>,</mo><mn>3</mn>\(close)",
         "K of open paren 1 comma negative 2 comma 3 close paren"),
        // A list holding a sum is not a list of simple arguments.
        ("<mi>q</mi>\(paren)<mi>s</mi><mo>+</mo><mn>1</mn><mo>,</mo><mi>t</mi>\(close)",
         "q times open paren s plus 1 comma t close paren"),
    ])
    func letterOfList(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Functions and Part 3 Bar: f, g or h under an accent is still the function, applied to parentheses after it with 'of'", arguments: [
        ("<mover><mi>g</mi><mo>¯</mo></mover>\(paren)<mi>t</mi>\(close)", "", "g bar of t"),
        ("<mover accent=\"true\"><mrow><msub><mi>h</mi><mn>2</mn></msub></mrow><mo>¯</mo></mover>\(paren)<mi>s</mi>\(close)", "",
         "h sub 2 bar of s"),
        ("<mover><mi>f</mi><mo>^</mo></mover>\(paren)<mi>x</mi><mo>+</mo><mn>1</mn>\(close)", "",
         "f hat of open paren x plus 1 close paren"),
        // Not a function letter: an accented letter before parentheses is not applied.
        ("<mover><mi>v</mi><mo>¯</mo></mover>\(paren)<mi>t</mi><mo>+</mo><mn>1</mn>\(close)", "",
         "v bar open paren t plus 1 close paren"),
    ])
    func adornedFunctionLetter(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Multi-line entries: an empty entry is 'blank' where its column holds something in another line; a column empty in every line (an alignment gap, an unused label column) is not read", arguments: [
        // align*'s gap and label columns, empty in every line.
        ("<mtable><mtr><mtd><mi>u</mi></mtd><mtd><mo>=</mo><mn>4</mn></mtd><mtd><mspace width=\"2em\"/></mtd><mtd/></mtr></mtable>", "",
         "1 line line 1 u equals 4"),
        ("<mtable><mtr><mtd><mi>u</mi></mtd><mtd/><mtd><mn>1</mn></mtd></mtr><mtr><mtd><mi>v</mi></mtd><mtd/><mtd><mn>2</mn></mtd></mtr></mtable>", "",
         "2 lines line 1 u 1. line 2 v 2"),
        // A column used by one line keeps "blank" in the others.
        ("<mtable><mtr><mtd><mi>u</mi></mtd><mtd/><mtd><mn>1</mn></mtd></mtr><mtr><mtd><mi>v</mi></mtd><mtd><mo>+</mo></mtd><mtd><mn>2</mn></mtd></mtr></mtable>", "",
         "2 lines line 1 u blank 1. line 2 v plus 2"),
        ("<mtable><mtr><mtd><mi>u</mi></mtd><mtd/></mtr><mtr><mtd><mi>v</mi></mtd><mtd/></mtr></mtable>", "MultiLineLabel=None",
         "2 lines u. v"),
    ])
    func unusedColumns(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs).lowercased() == expected)
    }

    @Test("Part 3 Prime: a prime beside a subscript marks the letter as a prime alone does, whether written as an operator or an identifier", arguments: [
        ("<msubsup><mi>B</mi><mi>k</mi><mi>′</mi></msubsup>", "B sub k prime"),
        ("<msubsup><mi>y</mi><mn>2</mn><mo>″</mo></msubsup>", "y sub 2 double prime"),
        ("<msup><mi>y</mi><mi>′</mi></msup>", "y prime"),
    ])
    func primeBesideSubscript(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Exponents: an operator alone as a superscript is no power but a mark on its base, read by its name", arguments: [
        ("<msup><mi>M</mi><mo>∗</mo></msup>", "M star"),
        ("<msup><mi>M</mi><mrow><mo>*</mo></mrow></msup><mi>y</mi>", "M star y"),
        ("<msup><mi>U</mi><mo>†</mo></msup>", "U dagger"),
        ("<msup><mi>W</mi><mo>⊥</mo></msup>", "W perp"),
        ("<msubsup><mi>w</mi><mn>2</mn><mo>∗</mo></msubsup>", "w sub 2 star"),
        // A power stays a power.
        ("<msup><mi>M</mi><mn>4</mn></msup>", "M to the fourth power"),
    ])
    func superscriptMarks(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Implied multiplication (Auto): 'times' before a factor in parentheses or bars after a power, as after the quantity alone; none with ImpliedTimes None, none after a subscripted letter", arguments: [
        ("<msup><mi>y</mi><mn>3</mn></msup>\(paren)<mi>y</mi><mo>−</mo><mn>2</mn>\(close)", "", "y cubed times open paren y minus 2 close paren"),
        ("<msup><mn>5</mn><mn>2</mn></msup>\(paren)<mn>4</mn>\(close)", "", "5 squared times 4"),
        // A subscripted letter may name a function (f₁(x), α_A(λ)): no word is added.
        ("<msub><mi>a</mi><mi>k</mi></msub>\(paren)<mi>b</mi><mo>+</mo><mi>c</mi>\(close)", "", "a sub k open paren b plus c close paren"),
        ("<msup><mrow>\(paren)<mi>u</mi><mo>+</mo><mn>1</mn>\(close)</mrow><mn>2</mn></msup>\(paren)<mi>u</mi><mo>−</mo><mn>1</mn>\(close)", "",
         "open paren u plus 1 close paren squared times open paren u minus 1 close paren"),
        ("<msup><mi>y</mi><mn>3</mn></msup><mo>|</mo><mi>t</mi><mo>|</mo>", "", "y cubed times the absolute value of t"),
        ("<msup><mi>y</mi><mn>3</mn></msup>\(paren)<mi>y</mi><mo>−</mo><mn>2</mn>\(close)", "ImpliedTimes=None", "y cubed open paren y minus 2 close paren"),
    ])
    func timesAfterPower(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Functions: functions combined in parentheses, a quotient f/g as a sum or product is, are applied to the parentheses after them", arguments: [
        ("\(paren)<mfrac><mi>g</mi><mi>h</mi></mfrac>\(close)\(paren)<mi>t</mi>\(close)", "", "open paren g over h close paren of t"),
        ("\(paren)<mfrac><mi>f</mi><mi>g</mi></mfrac>\(close)\(paren)<mn>3</mn><mi>t</mi><mo>−</mo><mn>1</mn>\(close)", "",
         "open paren f over g close paren of open paren 3 t minus 1 close paren"),
        ("\(paren)<mi>g</mi><mo>+</mo><mi>h</mi>\(close)\(paren)<mi>t</mi>\(close)", "", "open paren g plus h close paren of t"),
        // Functions None: a product.
        ("\(paren)<mfrac><mi>g</mi><mi>h</mi></mfrac>\(close)\(paren)<mi>t</mi><mo>+</mo><mn>1</mn>\(close)", "Functions=None",
         "open paren g over h close paren times open paren t plus 1 close paren"),
    ])
    func combinedFunctions(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Implied multiplication and Functions: a norm's double bars take 'times' after a value and 'of' after f, g, h, as absolute-value bars do", arguments: [
        ("<mi>c</mi><mo>‖</mo><mi>v</mi><mo>‖</mo>", "c times norm of v"),
        ("<mn>3</mn><mo>‖</mo><mi>v</mi><mo>‖</mo>", "3 times norm of v"),
        ("<mi>g</mi><mo>‖</mo><mi>v</mi><mo>‖</mo>", "g of norm of v"),
        ("<mi>c</mi><mo>|</mo><mi>v</mi><mo>|</mo>", "c times the absolute value of v"),
    ])
    func normBars(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Trigonometric functions and Parentheses: a number of degrees is simple, as a number and its unit are, so its parentheses are silent and the function takes no 'the … of'", arguments: [
        ("<mi>cos</mi>\(paren)<mn>60</mn><mo>°</mo>\(close)", "cosine 60 degrees"),
        ("<mi>cos</mi><mn>60</mn><mo>°</mo>", "cosine 60 degrees"),
        ("<mi>tan</mi>\(paren)<mn>45</mn><mo>°</mo><mo>+</mo><mi>x</mi>\(close)", "the tangent of open paren 45 degrees plus x close paren"),
    ])
    func degreesAreSimple(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 2 symbols, VerticalLine (Auto): a vertical line in parentheses is 'given', TeX's \\mid (∣) as the plain bar; between other operands 'divides'", arguments: [
        ("<mi>Q</mi>\(paren)<mi>E</mi><mo>∣</mo><mi>F</mi>\(close)", "", "Q of open paren E given F close paren"),
        ("<mi>Q</mi>\(paren)<mi>E</mi><mo>|</mo><mi>F</mi>\(close)", "", "Q of open paren E given F close paren"),
        ("<mn>5</mn><mo>∣</mo><mn>20</mn>", "", "5 divides 20"),
        ("<mi>Q</mi>\(paren)<mi>E</mi><mo>∣</mo><mi>F</mi>\(close)", "VerticalLine=Divides", "Q of open paren E divides F close paren"),
    ])
    func verticalLineInParentheses(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Sets and Absolute value: a bar where an operand must come opens an absolute value, so a set's 'such that' bar and the bars after it pair as written", arguments: [
        ("<mo>{</mo><mi>t</mi><mo>|</mo><mo>|</mo><mi>t</mi><mo>|</mo><mo>&gt;</mo><mn>2</mn><mo>}</mo>",
         "the set of all t such that the absolute value of t is greater than 2"),
        ("<mn>4</mn><mo>|</mo><mo>|</mo><mi>k</mi><mo>|</mo>", "4 divides the absolute value of k"),
        ("<mo>|</mo><mo>|</mo><mi>u</mi><mo>|</mo><mo>−</mo><mo>|</mo><mi>w</mi><mo>|</mo><mo>|</mo>",
         "the absolute value of the absolute value of u minus the absolute value of w"),
        ("<mo>|</mo><mi>u</mi><mo>|</mo><mo>+</mo><mo>|</mo><mi>w</mi><mo>|</mo>", "the absolute value of u plus the absolute value of w"),
        ("<mo>|</mo><mi>k</mi><mo>!</mo><mo>|</mo>", "the absolute value of k factorial"),
    ])
    func barsPairAsWritten(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Exponents and Roots: a whole-number exponent or index is an ordinal above 99 as below it", arguments: [
        ("<msup><mi>y</mi><mn>100</mn></msup>", "y to the one hundredth power"),
        ("<msup><mi>y</mi><mn>121</mn></msup>", "y to the one hundred twenty first power"),
        ("<msup><mi>y</mi><mn>300</mn></msup>", "y to the three hundredth power"),
        ("<mroot><mi>y</mi><mn>105</mn></mroot>", "the one hundred fifth root of y"),
        ("<msup><mi>y</mi><mn>99</mn></msup>", "y to the ninety ninth power"),
    ])
    func ordinalsAbove99(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }
}
