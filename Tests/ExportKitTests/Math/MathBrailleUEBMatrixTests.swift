import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Matrices, determinants and systems of equations in UEB technical material, laid out
/// spatially as APH's *UEB Math* lesson 7.3 ("Matrices") states it: each row between the
/// enlarged grouping symbols (dot 6 before the usual symbol), the enlarged symbols aligned,
/// the columns left adjusted with one blank column between them, values outside the
/// grouping symbols on the top line, a signed numeral's minus sign standing out of its
/// column. The matrices are written here from the lesson's text.
@Suite("Math braille rules: UEB matrices (APH UEB Math lesson 7.3)")
struct MathBrailleUEBMatrixTests {
    static func lines(_ markup: String) throws -> [String]? {
        MathRender.brailleLines(try MathBrailleRuleTests.expression(markup), code: .ueb)
    }

    static func table(_ rows: [[String]]) -> String {
        "<mtable>" + rows.map { "<mtr>" + $0.map { "<mtd>\($0)</mtd>" }.joined() + "</mtr>" }.joined() + "</mtable>"
    }

    static let numerals = table([["<mn>2</mn>", "<mn>15</mn>"], ["<mn>30</mn>", "<mn>4</mn>"]])

    @Test("Lesson 7.3: the enlarged grouping symbol is the usual one after dot 6, at the start and end of every row",
          arguments: [
              ("(", ")", "⠠⠐⠣", "⠠⠐⠜"),
              ("[", "]", "⠠⠨⠣", "⠠⠨⠜"),
              ("|", "|", "⠠⠸⠳", "⠠⠸⠳"),
          ])
    func enlargedSymbols(open: String, close: String, opening: String, closing: String) throws {
        let markup = "<mo>\(open)</mo>\(Self.numerals)<mo>\(close)</mo>"
        #expect(try Self.lines(markup) == [opening + "⠼⠃⠀⠀⠼⠁⠑" + closing, opening + "⠼⠉⠚⠀⠼⠙⠀" + closing])
    }

    @Test("Lesson 7.3: columns left adjusted, one column of blank cells between them; each entry written as it stands alone (a lone letter with its grade 1 indicator)")
    func columns() throws {
        let letters = Self.table([["<mi>x</mi>", "<mn>125</mn>", "<mi>c</mi>"], ["<mn>7</mn>", "<mi>y</mi>", "<mn>0</mn>"]])
        #expect(try Self.lines("<mo>[</mo>\(letters)<mo>]</mo>") == [
            "⠠⠨⠣⠰⠭⠀⠼⠁⠃⠑⠀⠰⠉⠠⠨⠜",
            "⠠⠨⠣⠼⠛⠀⠰⠽⠀⠀⠀⠼⠚⠠⠨⠜",
        ])
    }

    @Test("Lesson 7.3: values outside the grouping symbols are on the top line, blank cells beneath them; an operand before the matrix is spaced from it")
    func outsideValues() throws {
        let named = "<mi>M</mi><mo>=</mo><mrow><mo>(</mo>\(Self.numerals)<mo>)</mo></mrow>"
        #expect(try Self.lines(named) == ["⠰⠠⠍⠀⠐⠶⠀⠠⠐⠣⠼⠃⠀⠀⠼⠁⠑⠠⠐⠜", "⠀⠀⠀⠀⠀⠀⠀⠠⠐⠣⠼⠉⠚⠀⠼⠙⠀⠠⠐⠜"])
        let scaled = "<mn>3</mn><mo>\u{2062}</mo><mrow><mo>[</mo>\(Self.numerals)<mo>]</mo></mrow>"
        #expect(try Self.lines(scaled) == ["⠼⠉⠀⠠⠨⠣⠼⠃⠀⠀⠼⠁⠑⠠⠨⠜", "⠀⠀⠀⠠⠨⠣⠼⠉⠚⠀⠼⠙⠀⠠⠨⠜"])
        // A sign of operation between two matrices is unspaced, as anywhere in UEB.
        let sum = "<mo>[</mo>\(Self.numerals)<mo>]</mo><mo>+</mo><mo>[</mo>\(Self.numerals)<mo>]</mo>"
        #expect(try Self.lines(sum)?.first == "⠠⠨⠣⠼⠃⠀⠀⠼⠁⠑⠠⠨⠜⠐⠖⠠⠨⠣⠼⠃⠀⠀⠼⠁⠑⠠⠨⠜")
    }

    @Test("Lesson 7.3: a signed numeral's minus sign stands out to the left of its column")
    func signedNumerals() throws {
        let signed = Self.table([["<mn>6</mn>", "<mn>1</mn>"], ["<mrow><mo>−</mo><mn>5</mn></mrow>", "<mn>9</mn>"]])
        #expect(try Self.lines("<mo>(</mo>\(signed)<mo>)</mo>") == ["⠠⠐⠣⠀⠀⠼⠋⠀⠼⠁⠠⠐⠜", "⠠⠐⠣⠐⠤⠼⠑⠀⠼⠊⠠⠐⠜"])
    }

    @Test("Lesson 7.3 with a brace: a system of equations has the enlarged opening brace alone on each line")
    func system() throws {
        let equations = Self.table([["<mi>x</mi><mo>+</mo><mi>y</mi><mo>=</mo><mn>3</mn>"], ["<mi>x</mi><mo>−</mo><mi>y</mi><mo>=</mo><mn>1</mn>"]])
        #expect(try Self.lines("<mo>{</mo>\(equations)") == ["⠠⠸⠣⠭⠐⠖⠽⠀⠐⠶⠀⠼⠉", "⠠⠸⠣⠭⠐⠤⠽⠀⠐⠶⠀⠼⠁"])
    }

    @Test("A binomial coefficient (MathML 4's binomial intent) is no matrix, and an expression without a table has no layout")
    func notMatrices() throws {
        let binomial = "<mrow intent=\"binomial($n,$k)\"><mo>(</mo><mtable><mtr><mtd><mi arg=\"n\">n</mi></mtd></mtr>"
            + "<mtr><mtd><mi arg=\"k\">k</mi></mtd></mtr></mtable><mo>)</mo></mrow>"
        #expect(try Self.lines(binomial) == nil)
        #expect(try Self.lines("<mi>x</mi><mo>+</mo><mn>1</mn>") == nil)
    }
}
