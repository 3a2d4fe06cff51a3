import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// ClearSpeak's Fonts rule says "normal" before one upright letter; a chemical formula sets
/// every element symbol upright by convention (``ChemicalFormula``), so there it says
/// nothing (docs/math.md, "Chemistry: upright element symbols").
@Suite("Math speech of chemical formulas")
struct MathChemistrySpeechTests {
    static func say(_ markup: String) throws -> String {
        let expression = try #require(MathMLReader.parse("<math>\(markup)</math>")).expression
        return MathRender.speech(expression, style: .clearSpeak, language: "en")
    }

    static let carbon = #"<mi mathvariant="normal">C</mi>"#
    static let oxygen = #"<mi mathvariant="normal">O</mi>"#

    @Test("Fonts in a chemical formula: element symbols set upright are not said 'normal'", arguments: [
        // An element with a numeric subscript.
        (carbon + "<msub>" + oxygen + "<mn>2</mn></msub>", "C O sub 2"),
        // A charge on an element.
        (#"<msup><mi mathvariant="normal">K</mi><mo>+</mo></msup>"#, "K"),
        // A reaction arrow between elements.
        (#"<mn>2</mn><mi mathvariant="normal">H</mi><mo>→</mo><msub><mi mathvariant="normal">H</mi><mn>2</mn></msub>"#, "2 H, right arrow, H sub 2"),
        // Scripts before the element, on nothing (mhchem's nuclide), whose hidden letter is not read.
        (#"<msubsup><mrow><mphantom><mi>A</mi></mphantom></mrow><mn>6</mn><mn>14</mn></msubsup>"# + carbon, "sub 6, C"),
        // A run of symbols in one name, with an upright state symbol.
        (#"<mi>NaCl</mi><mo>(</mo><mi mathvariant="normal">s</mi><mo>)</mo>"#, "s"),
    ])
    func chemistry(markup: String, expected: String) throws {
        let spoken = try Self.say(markup)
        #expect(!spoken.contains("normal"), "\(spoken)")
        #expect(spoken.contains(expected), "\(spoken)")
    }

    @Test("Fonts outside chemistry: one upright letter is still said 'normal'", arguments: [
        // A letter alone shows no chemistry.
        carbon,
        // A letter that is no element symbol, with a subscript.
        #"<msub><mi mathvariant="normal">A</mi><mn>2</mn></msub>"#,
        // An italic capital beside the element: a variable, so mathematics.
        #"<msub><mi mathvariant="normal">H</mi><mn>2</mn></msub><mo>+</mo><mi>X</mi>"#,
        // The imaginary unit set upright.
        #"<mi>x</mi><mo>+</mo><mi mathvariant="normal">i</mi>"#,
    ])
    func mathematics(markup: String) throws {
        let spoken = try Self.say(markup)
        #expect(spoken.contains("normal"), "\(spoken)")
    }
}
