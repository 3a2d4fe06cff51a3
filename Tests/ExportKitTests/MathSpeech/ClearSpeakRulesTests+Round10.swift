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
}
