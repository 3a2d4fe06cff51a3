import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Guidelines §7.7 (simultaneous and non-simultaneous scripts), as BANA's UEB Technical
/// Committee chair explains it on the NBA forum (reply 38663): simultaneous scripts are
/// written subscript first; "If print shows a subscript in space B and a superscript in space
/// C ... we group the baseline symbol and the subscript and transcribe the superscript".
@Suite("UEB Guidelines §7.7: a superscript after a subscript")
struct MathBrailleUEBScriptOrderTests {
    func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §7.7: a superscript printed after a subscript follows the base and subscript grouped", arguments: [
        ("<msup><msub><mi>x</mi><mn>1</mn></msub><mn>2</mn></msup>", "⠣⠭⠢⠼⠁⠜⠔⠼⠃"),
        ("<msup><mrow><msub><mi>a</mi><mi>n</mi></msub></mrow><mn>3</mn></msup>", "⠣⠁⠢⠝⠜⠔⠼⠉"),
        ("<msup><msub><mi>P</mi><mi>k</mi></msub><mrow><mo>−</mo><mn>1</mn></mrow></msup>", "⠣⠠⠏⠢⠅⠜⠔⠣⠐⠤⠼⠁⠜"),
    ])
    func afterSubscript(markup: String, expected: String) throws {
        let cells = try ueb(markup)
        #expect(cells.contains(expected), "\(cells)")
    }

    @Test("Guidelines §7.7: simultaneous scripts are subscript then superscript, ungrouped; a superscript before a subscript keeps print's order", arguments: [
        ("<msubsup><mi>x</mi><mn>1</mn><mn>2</mn></msubsup>", "⠭⠰⠢⠼⠁⠔⠼⠃"),
        ("<msub><msup><mi>x</mi><mn>2</mn></msup><mn>1</mn></msub>", "⠭⠰⠔⠼⠃⠢⠼⠁"),
    ])
    func ungrouped(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }

    @Test("Guidelines §7.7, §11.5: a prime after a subscript is no level change and takes no grouping")
    func prime() throws {
        #expect(!(try ueb("<msup><msub><mi>x</mi><mi>i</mi></msub><mo>′</mo></msup>")).contains("⠜"))
    }
}
