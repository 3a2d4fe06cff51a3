import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Primes and the degree sign, which print raises and MathML writes as superscripts
/// (TeX's `'` is `^{\prime}`, its degree sign `^\circ`), are the signs `⠶` and `⠘⠚` on
/// the line in UEB technical material (Guidelines §2.10 degrees, §11.5 primes), however the
/// converter wraps them.
@Suite("UEB Guidelines §2.10, §11.5: primes and degrees printed raised")
struct MathBrailleUEBRaisedMarkTests {
    func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §2.10: a ring raised alone after a quantity is the degree sign ⠘⠚, not a superscript", arguments: [
        ("<msup><mn>45</mn><mo>∘</mo></msup>", "⠼⠙⠑⠘⠚"),
        ("<msup><mn>90</mn><mrow><mo>∘</mo></mrow></msup>", "⠼⠊⠚⠘⠚"),
        ("<msup><mn>60</mn><mi>°</mi></msup>", "⠼⠋⠚⠘⠚"),
        ("<msup><mn>12</mn><mo>◦</mo></msup>", "⠼⠁⠃⠘⠚"),
        ("<msup><mn>25</mn><mo>∘</mo></msup><mi mathvariant=\"normal\">C</mi>", "⠼⠃⠑⠘⠚⠠⠉"),
        ("<mn>37</mn><msup><mrow/><mo>∘</mo></msup><mi mathvariant=\"normal\">F</mi>", "⠼⠉⠛⠘⠚⠠⠋"),
        ("<msup><mi>x</mi><mo>∘</mo></msup>", "⠭⠘⠚"),
    ])
    func degree(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }

    @Test("Guidelines §11.5: primes raised in an mrow or as an mi are primes on the line, not a grouped superscript", arguments: [
        ("<msup><mi>f</mi><mrow><mo>′</mo><mo>′</mo></mrow></msup>", "⠶⠶"),
        ("<msup><mi>g</mi><mi>′</mi></msup><mo>(</mo><mi>t</mi><mo>)</mo>", "⠛⠰⠶⠐⠣"),
        ("<msup><mi>y</mi><mrow><mo>′</mo></mrow></msup><mo>=</mo><mn>2</mn>", "⠽⠰⠶"),
    ])
    func primes(markup: String, expected: String) throws {
        let cells = try ueb(markup)
        #expect(cells.contains(expected), "\(cells)")
        #expect(!cells.contains("⠔"), "no superscript indicator: \(cells)")
    }

    @Test("Guidelines §3.1: the ring on the line stays the composition sign; raised with more, it stays a superscript")
    func ringElsewhere() throws {
        #expect(try ueb("<mi>f</mi><mo>∘</mo><mi>g</mi>") == "⠋⠐⠴⠛")
        #expect(try ueb("<msup><mi>x</mi><mrow><mn>2</mn><mo>∘</mo></mrow></msup>").contains("⠔⠣"))
    }

    @Test("Guidelines §2.10 with §7.7, §11.5: a degree sign raised over a subscript is the sign on the line after its base, then the subscript", arguments: [
        ("<msubsup><mi>T</mi><mn>1</mn><mo>∘</mo></msubsup>", "⠠⠞⠘⠚⠢⠼⠁"),
        ("<msubsup><mi>θ</mi><mi>i</mi><mi>°</mi></msubsup>", "⠨⠹⠘⠚⠢⠊"),
        ("<msubsup><mn>30</mn><mn>2</mn><mrow><mo>∘</mo></mrow></msubsup>", "⠼⠉⠚⠘⠚⠢⠼⠃"),
    ])
    func degreeOverSubscript(markup: String, expected: String) throws {
        let cells = try ueb(markup)
        #expect(cells.hasSuffix(expected), "\(cells)")
        #expect(!cells.contains("⠐⠴") && !cells.contains("⠔"), "no ring, no superscript: \(cells)")
    }

    @Test("Guidelines §6.3: a fraction printed linearly with a solidus inside one numeral token keeps its solidus, as the operator form does", arguments: [
        ("<mn>3/4</mn>", "<mn>3</mn><mo>/</mo><mn>4</mn>", "⠼⠉⠸⠌⠼⠙"),
        ("<mn>22∕7</mn>", "<mn>22</mn><mo>∕</mo><mn>7</mn>", "⠼⠃⠃⠸⠌⠼⠛"),
    ])
    func solidusInToken(token: String, operator: String, expected: String) throws {
        #expect(try ueb(token) == expected)
        #expect(try ueb(token) == ueb(`operator`))
    }
}
