import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth spatial arrangements (Rule XXV) of tables however the converter wraps them:
/// KaTeX's `semantics` around the whole expression, pandoc's rows around the fenced table,
/// and the space after a function name before a matrix (BRL, Nemeth session 7: "A space
/// must be left after a function name or its abbreviation").
@Suite("Math braille rules: Nemeth spatial arrangements inside wrappers")
struct MathBrailleNemethWrappedSpatialTests {
    static func lines(_ math: String) throws -> [String]? {
        MathRender.brailleLines(try #require(MathMLReader.parse(math)).expression, code: .nemeth)
    }

    static let table = "<mtable><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable>"
    static let bracketed = ["⠠⠁⠀⠨⠅⠀⠈⠠⠷⠁⠀⠃⠈⠠⠾", "⠀⠀⠀⠀⠀⠀⠈⠠⠷⠉⠀⠙⠈⠠⠾"]

    @Test("Rule XXV: A = [table] is laid out over the table's rows whether it stands under math, in pandoc's rows or in KaTeX's semantics",
          arguments: [
              // directly under math
              "<math display=\"block\"><mi>A</mi><mo>=</mo><mo>[</mo>\(table)<mo>]</mo></math>",
              // pandoc and texmath: a row for the expression, a row for the fenced table
              "<math display=\"block\"><mrow><mi>A</mi><mo>=</mo><mrow><mo>[</mo>\(table)<mo>]</mo></mrow></mrow></math>",
              // KaTeX: semantics, a row, the fenced row, and the TeX annotation
              "<math display=\"block\"><semantics><mrow><mi>A</mi><mo>=</mo><mrow><mo fence=\"true\">[</mo>\(table)"
                  + "<mo fence=\"true\">]</mo></mrow></mrow><annotation encoding=\"application/x-tex\">A=\\begin{bmatrix}a&amp;b\\\\c&amp;d\\end{bmatrix}</annotation></semantics></math>",
              // a display style around it all
              "<math display=\"block\"><mstyle displaystyle=\"true\"><mrow><mi>A</mi><mo>=</mo><mrow><mo>[</mo>\(table)<mo>]</mo></mrow></mrow></mstyle></math>",
          ])
    func wrappedMatrix(math: String) throws {
        #expect(try Self.lines(math) == Self.bracketed)
    }

    @Test("Rule XXV: a determinant and a system of equations inside semantics keep their enlarged signs on every line")
    func wrappedDeterminantAndSystem() throws {
        let determinant = "<math display=\"block\"><semantics><mrow><mrow><mo>|</mo>\(Self.table)<mo>|</mo></mrow></mrow>"
            + "<annotation encoding=\"application/x-tex\">x</annotation></semantics></math>"
        #expect(try Self.lines(determinant) == ["⠠⠳⠁⠀⠃⠠⠳", "⠠⠳⠉⠀⠙⠠⠳"])
        let system = "<math display=\"block\"><semantics><mrow><mrow><mo>{</mo><mtable><mtr><mtd><mi>x</mi><mo>=</mo><mi>y</mi></mtd></mtr>"
            + "<mtr><mtd><mi>y</mi><mo>=</mo><mn>4</mn></mtd></mtr></mtable></mrow></mrow></semantics></math>"
        #expect(try Self.lines(system) == ["⠨⠠⠷⠭⠀⠨⠅⠀⠽⠀", "⠨⠠⠷⠽⠀⠨⠅⠀⠼⠲"])
    }

    @Test("BRL session 7 (§158): a function name before a matrix keeps the space after it, the matrix's lines below blank beneath the name",
          arguments: [
              "<math display=\"block\"><mo>det</mo><mrow><mo>(</mo>\(table)<mo>)</mo></mrow></math>",
              "<math display=\"block\"><mi>det</mi><mo>(</mo>\(table)<mo>)</mo></math>",
              "<math display=\"block\"><semantics><mrow><mo>det</mo><mo>⁡</mo><mrow><mo fence=\"true\">(</mo>\(table)<mo fence=\"true\">)</mo></mrow></mrow></semantics></math>",
          ])
    func functionNameBeforeMatrix(math: String) throws {
        #expect(try Self.lines(math) == ["⠙⠑⠞⠀⠠⠷⠁⠀⠃⠠⠾", "⠀⠀⠀⠀⠠⠷⠉⠀⠙⠠⠾"])
    }

    @Test("A table inside a script or a fraction is not opened by the wrappers around it: no spatial layout")
    func tableInScriptStaysLinear() throws {
        let math = "<math display=\"block\"><semantics><mrow><msub><mi>x</mi><mrow><mo>(</mo>\(Self.table)<mo>)</mo></mrow></msub></mrow></semantics></math>"
        #expect(try Self.lines(math) == nil)
    }
}
