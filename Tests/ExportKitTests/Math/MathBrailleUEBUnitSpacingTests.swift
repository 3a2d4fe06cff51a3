import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Guidelines §2.10 (abbreviations and units), as APH's *UEB Math* lesson 3.6 states it:
/// "Follow print for spacing abbreviations. If an abbreviation is formed with a single letter
/// or would be misread as a short-form word, the grade 1 indicator must be used." Print
/// separates a number from its unit by a space, which typesetting makes thin (0.167em).
@Suite("UEB Guidelines §2.10: a unit spaced from its quantity by a thin space")
struct MathBrailleUEBUnitSpacingTests {
    func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §2.10: a thin space between a number and a marked unit is a space; a one-letter unit then stands alone", arguments: [
        ("<mn>5</mn><mspace width=\"0.167em\"/><mi class=\"MathML-Unit\">kg</mi>", "⠼⠑⠀⠅⠛"),
        ("<mn>2</mn><mspace width=\"0.167em\"/><mi class=\"MathML-Unit\">h</mi>", "⠼⠃⠀⠰⠓"),
        ("<mn>20</mn><mspace width=\"thinmathspace\"/><mi intent=\":unit\">cm</mi>", "⠼⠃⠚⠀⠉⠍"),
        ("<mn>3</mn><mstyle scriptlevel=\"0\"><mspace width=\"0.167em\"/></mstyle><msup><mi class=\"MathML-Unit\">m</mi><mn>2</mn></msup>", "⠼⠉⠀⠍⠰⠔⠼⠃"),
    ])
    func spaced(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }

    @Test("Guidelines §2.10: units written with thin spaces between them are spaced from each other too")
    func betweenUnits() throws {
        let cells = try ueb("<mn>9.8</mn><mspace width=\"0.167em\"/><mi class=\"MathML-Unit\">m</mi><mspace width=\"0.167em\"/><msup><mi class=\"MathML-Unit\">s</mi><mrow><mo>−</mo><mn>2</mn></mrow></msup>")
        #expect(cells.hasPrefix("⠼⠊⠲⠓⠀"), "\(cells)")
        #expect(cells.contains("⠍⠀"), "\(cells)")
    }

    @Test("Guidelines §2.10: a thin space before what is no unit stays no space (a formula's coefficient, a differential)", arguments: [
        ("<mn>2</mn><mspace width=\"0.167em\"/><mi>NaOH</mi>", "⠼⠃⠠⠝⠁⠠⠕⠠⠓"),
        ("<mn>4</mn><mi>x</mi><mspace width=\"0.167em\"/><mi>d</mi><mi>x</mi>", "⠼⠙⠭⠙⠭"),
    ])
    func notUnit(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }
}
