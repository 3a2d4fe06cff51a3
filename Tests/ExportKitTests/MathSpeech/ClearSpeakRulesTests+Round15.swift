import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's fifteenth speech round, each from the text of the rule that rules it,
/// on expressions of the project's own.
extension ClearSpeakRulesTests {
    static func over(_ points: String, _ mark: String) -> String {
        "<mover><mrow>\(points)</mrow><mo>\(mark)</mo></mover>"
    }

    @Test("Part 3 Bar and the marks geometry writes like it: a bar over points is the line segment, a two-headed arrow the line, a right arrow the ray, an arc the arc", arguments: [
        (over("<mi>P</mi><mi>Q</mi>", "¯"), "the line segment P Q"),
        (over("<mi>P</mi><mi>Q</mi>", "↔"), "the line P Q"),
        (over("<mi>P</mi><mo>&#x2062;</mo><mi>Q</mi>", "↔"), "the line P Q"),
        (over("<mi>K</mi><mi>L</mi>", "→"), "the ray K L"),
        (over("<mi>R</mi><mi>S</mi>", "⌒"), "arc R S"),
        (over("<msub><mi>P</mi><mn>1</mn></msub><msub><mi>P</mi><mn>2</mn></msub>", "↔"), "the line P sub 1 P sub 2"),
        (over("<msup><mi>K</mi><mo>′</mo></msup><msup><mi>L</mi><mo>′</mo></msup>", "→"), "the ray K prime L prime"),
        // One identifier or text of capitals is its letters.
        ("<mover><mi>MN</mi><mo>↔</mo></mover>", "the line M N"),
        ("<mover><mtext>UV</mtext><mo>¯</mo></mover>", "the line segment U V"),
        // Not points: a lower-case letter, a single capital, a number keep the mark's name.
        ("<mover><mi>v</mi><mo>→</mo></mover>", "vector v"),
        ("<mover><mi>z</mi><mo>¯</mo></mover>", "z bar"),
        (over("<mi>x</mi><mi>y</mi>", "↔"), "x y with left right arrow above"),
    ])
    func geometricMarks(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 3 Bar with Caps SayCaps: the points are capitals, a short pause apart", arguments: [
        (over("<mi>P</mi><mi>Q</mi>", "↔"), "the line cap P cap Q"),
    ])
    func geometricMarksSayCaps(markup: String, expected: String) {
        #expect(Self.say(markup, "Caps=SayCaps") == expected)
    }

    @Test("Vector differential operator: ∇· divergence, ∇× curl, ∇ before an operand gradient, ∇² Laplacian; after an operand ∇ stays the symbol", arguments: [
        ("<mo>∇</mo><mo>·</mo><mi mathvariant=\"bold\">G</mi>", "divergence of bold G"),
        ("<mo>∇</mo><mo>⋅</mo><mi>𝐆</mi>", "divergence of bold G"),
        ("<mo>∇</mo><mo>×</mo><mi mathvariant=\"bold\">E</mi>", "curl of bold E"),
        ("<mo>∇</mo><mi>φ</mi>", "gradient of phi"),
        ("<mi>∇</mi><mi>u</mi><mo>=</mo><mn>0</mn>", "gradient of u equals 0"),
        ("<msup><mo>∇</mo><mn>2</mn></msup><mi>ψ</mi>", "laplacian of psi"),
        ("<mo>∇</mo><mo>·</mo><mrow><mo>(</mo><mi mathvariant=\"bold\">u</mi><mo>+</mo><mi mathvariant=\"bold\">w</mi><mo>)</mo></mrow>",
         "divergence of open paren bold u plus bold w close paren"),
        // After an operand it is no operator applied here.
        ("<mi mathvariant=\"bold\">u</mi><mo>·</mo><mo>∇</mo>", "bold u times nabla"),
    ])
    func vectorOperator(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Exponents: a lower-case t on what names a matrix is its transpose too; on a letter or number it is a power", arguments: [
        ("<msup><mi>M</mi><mi>t</mi></msup>", "M transpose"),
        ("<msup><mrow><mo>(</mo><mi>P</mi><mi>Q</mi><mo>)</mo></mrow><mi>t</mi></msup>", "open paren P Q close paren transpose"),
        ("<msup><mi>e</mi><mi>t</mi></msup>", "e to the t-th power"),
        ("<msup><mn>3</mn><mi>t</mi></msup>", "3 to the t-th power"),
    ])
    func transposeLowerCase(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Implied multiplication (Auto): a capital before a power of a parenthesised group multiplies it; before the group itself it is applied (Functions)", arguments: [
        ("<mi>Q</mi><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo><mi>k</mi><mo>)</mo></mrow><mi>m</mi></msup>",
         "Q times open paren 1 plus k close paren to the m-th power"),
        ("<mi>B</mi><msup><mrow><mo>(</mo><mi>s</mi><mo>-</mo><mn>2</mn><mo>)</mo></mrow><mn>2</mn></msup>",
         "B times open paren s minus 2 close paren squared"),
        ("<mi>B</mi><mrow><mo>(</mo><mi>s</mi><mo>-</mo><mn>2</mn><mo>)</mo></mrow>", "B of open paren s minus 2 close paren"),
        // f, g and h (and F, G, H) before a raised group may be applied to it: no word.
        ("<mi>G</mi><msup><mrow><mo>(</mo><mi>s</mi><mo>-</mo><mn>2</mn><mo>)</mo></mrow><mn>2</mn></msup>",
         "G open paren s minus 2 close paren squared"),
    ])
    func capitalBeforePowerOfGroup(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Multi-line entries: an equation label follows the line's name, from an mlabeledtr or a last column of labels in parentheses", arguments: [
        ("<mtable><mlabeledtr><mtd><mtext>(4)</mtext></mtd><mtd><mi>y</mi><mo>=</mo><mn>3</mn></mtd></mlabeledtr></mtable>",
         "1 line line 1 with label (4) y equals 3"),
        ("<mtable><mtr><mtd><mi>y</mi><mo>=</mo><mn>3</mn></mtd><mtd><mtext>(4)</mtext></mtd></mtr>"
            + "<mtr><mtd><mi>z</mi><mo>=</mo><mn>5</mn></mtd><mtd></mtd></mtr></mtable>",
         "2 lines line 1 with label (4) y equals 3. line 2 z equals 5"),
        // A last column of other text is a column, not a label.
        ("<mtable><mtr><mtd><mi>y</mi><mo>=</mo><mn>3</mn></mtd><mtd><mtext>if y odd</mtext></mtd></mtr></mtable>",
         "1 line line 1 y equals 3 if y odd"),
        // A label of reference marks is read by their names, not as multiplication.
        ("<mtable><mlabeledtr><mtd><mrow><mo>(</mo><mo>∗</mo><mo>)</mo></mrow></mtd><mtd><mi>y</mi><mo>=</mo><mn>3</mn></mtd></mlabeledtr></mtable>",
         "1 line line 1 with label star y equals 3"),
        ("<mtable><mtr><mtd><mi>y</mi><mo>=</mo><mn>3</mn></mtd><mtd><mtext>(†)</mtext></mtd></mtr>"
            + "<mtr><mtd><mi>z</mi><mo>=</mo><mn>5</mn></mtd><mtd><mtext>(**)</mtext></mtd></mtr></mtable>",
         "2 lines line 1 with label dagger y equals 3. line 2 with label star star z equals 5"),
    ])
    func equationLabels(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }
}
