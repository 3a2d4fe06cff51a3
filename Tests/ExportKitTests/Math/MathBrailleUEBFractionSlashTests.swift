import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Guidelines §6.1-6.2 (Rulebook §11.3.1-11.3.3) for fractions written with the Unicode
/// fraction slash U+2044, which the Unicode Standard (§6.2) defines as digits, the slash and
/// digits "displayed as a unit" (a vulgar fraction), a space setting it apart from a whole
/// number before it.
@Suite("UEB Guidelines §6.1-6.2: fractions built with the fraction slash")
struct MathBrailleUEBFractionSlashTests {
    func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §6.1: digits, the fraction slash and digits are a simple numeric fraction, in one token or three", arguments: [
        ("<mn>3\u{2044}4</mn>", "⠼⠉⠌⠙"),
        ("<mn>5</mn><mo>\u{2044}</mo><mn>16</mn>", "⠼⠑⠌⠁⠋"),
        ("<mn>7\u{2044}8</mn><mo>+</mo><mn>1\u{2044}8</mn><mo>=</mo><mn>1</mn>", "⠼⠛⠌⠓⠐⠖⠼⠁⠌⠓⠀⠐⠶⠀⠼⠁"),
        ("<mn>2.5\u{2044}10</mn>", "⠼⠃⠲⠑⠌⠁⠚"),
    ])
    func simple(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }

    @Test("Guidelines §6.2, Rulebook §11.3.2: a whole number and such a fraction are a mixed number, two unspaced numeric items", arguments: [
        ("<mn>1 3\u{2044}4</mn>", "⠼⠁⠼⠉⠌⠙"),
        ("<mn>2</mn><mspace width=\"0.167em\"/><mn>1\u{2044}2</mn>", "⠼⠃⠼⠁⠌⠃"),
        ("<mn>12 5\u{2044}6</mn><mo>−</mo><mn>3</mn>", "⠼⠁⠃⠼⠑⠌⠋⠐⠤⠼⠉"),
    ])
    func mixed(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }

    @Test("Rulebook §11.3.3: an ordinary slash between numbers stays the slash as printed")
    func ordinarySlash() throws {
        #expect(try ueb("<mn>3</mn><mo>/</mo><mn>4</mn>") == "⠼⠉⠸⠌⠼⠙")
    }

    @Test("Unicode §6.2: digits run into the fraction with no space are its numerator (21⁄2 is twenty-one halves)")
    func noSpace() throws {
        #expect(try ueb("<mn>21\u{2044}2</mn>") == "⠼⠃⠁⠌⠃")
    }
}
