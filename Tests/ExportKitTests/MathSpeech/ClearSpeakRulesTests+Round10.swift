import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's tenth speech round, each from the text of the rule that rules it.
extension ClearSpeakRulesTests {
    static let phantom14 = "<mpadded height=\"0\"><mphantom><mn>14</mn></mphantom></mpadded>"
    static let phantomBase = "<mpadded width=\"0\"><mphantom><mi>A</mi></mphantom></mpadded>"

    @Test("MathML 3 §3.4.7 (prescripts): a script on an empty base before something is its prescripts, read as mmultiscripts reads them; its own scripts stay postscripts", arguments: [
        // TeX's {}^{14}_{6}C, the nuclide as mmultiscripts writes it.
        ("<msubsup><mrow/><mn>6</mn><mn>14</mn></msubsup><mi>C</mi>", "super 14 sub 6 C"),
        ("<mn>1</mn><mo>+</mo><msup><mrow/><mn>3</mn></msup><mi>H</mi>", "1 plus super 3 H"),
        // mhchem's phantoms: an empty base and phantom scripts say nothing.
        ("<msubsup>\(phantomBase)<mphantom><mn>6</mn></mphantom>\(phantom14)</msubsup><mi>C</mi>", "C"),
        ("<msubsup>\(phantomBase)<mpadded><mn>6</mn></mpadded><mpadded><mn>14</mn></mpadded></msubsup><mi>C</mi>",
         "super 14 sub 6 C"),
        // Part 3 "Combinations and permutations": {}_n C_r is ₙCᵣ, "n C r".
        ("<msub><mrow/><mi>n</mi></msub><msub><mi>C</mi><mi>r</mi></msub>", "n C r"),
    ])
    func emptyBasePrescripts(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("MathML 3 §3.4.7 and ClearSpeak Exponents: a script on an empty base after a script continues it (p_1{}^2, a tensor's R^a{}_b), it is no prescript of what follows", arguments: [
        ("<msub><mi>p</mi><mn>1</mn></msub><msup><mrow/><mn>2</mn></msup>", "p sub 1 squared"),
        ("<msub><mi>p</mi><mn>1</mn></msub><msup><mrow/><mn>2</mn></msup><mi>q</mi>", "p sub 1 squared q"),
    ])
    func emptyBaseAfterScript(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 2 symbols (integrals): the differential ends the operand after a pause also when the integral and its integrand are grouped in a row of their own before it", arguments: [
        ("<mrow><msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup><mrow><mi>f</mi><mo>(</mo><mi>x</mi><mo>)</mo></mrow></mrow><mtext>&#x2009;</mtext><mi>d</mi><mi>x</mi>",
         "the integral from 0 to 1 of f of x d x"),
        ("<mrow><mo>∫</mo><msup><mi>t</mi><mn>2</mn></msup></mrow><mi>d</mi><mi>t</mi><mo>=</mo><mi>C</mi>",
         "the integral of t squared d t equals C"),
        // Not an integral: the row stays a product.
        ("<mrow><mi>a</mi><mi>b</mi></mrow><mi>d</mi><mi>x</mi>", "a b d x"),
    ])
    func integralGroupedBeforeDifferential(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 2 symbols (integrals): grouped or not, the integral reads the same, with the differential's pause")
    func integralGroupingIsSilent() {
        let flat = "<msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup><mi>f</mi><mo>(</mo><mi>x</mi><mo>)</mo><mi>d</mi><mi>x</mi>"
        let grouped = "<mrow><msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup><mi>f</mi><mo>(</mo><mi>x</mi><mo>)</mo></mrow><mi>d</mi><mi>x</mi>"
        let expression = { (markup: String) in MathMLReader.parse("<math>\(markup)</math>")!.expression }
        #expect(MathRender.speech(expression(flat)) == MathRender.speech(expression(grouped)))
        #expect(MathRender.speech(expression(grouped)).hasSuffix("f of x, d x"))
    }

    @Test("Part 2 symbols (large operators): a limit's relation is not set apart by pauses, 'from … to' takes none (Sum001), a limit after 'over' is set apart from 'of' (Sum003, Sum014)", arguments: [
        ("<munderover><mo>∑</mo><mrow><mi>k</mi><mo>=</mo><mn>0</mn></mrow><mi>m</mi></munderover><mi>k</mi>",
         "the sum from k equals 0 to m of k"),
        ("<munder><mo>∑</mo><mrow><mi>j</mi><mo>∈</mo><mi>ℕ</mi></mrow></munder><mi>j</mi>",
         "the sum over j is a member of the natural numbers, of j"),
        ("<munder><mo>⋃</mo><mi>B</mi></munder><msub><mi>T</mi><mi>j</mi></msub>",
         "the union over B, of, T sub j"),
        // Outside a limit a relation keeps its pauses.
        ("<mi>k</mi><mo>=</mo><mn>0</mn>", "k, equals, 0"),
    ])
    func largeOperatorLimitPauses(markup: String, expected: String) {
        let expression = MathMLReader.parse("<math>\(markup)</math>")!.expression
        #expect(MathRender.speech(expression) == expected)
    }
}
