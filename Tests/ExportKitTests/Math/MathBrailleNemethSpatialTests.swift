import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth spatial arrangements (Rule XXV, §180ff): matrices, determinants and systems of
/// equations over as many lines as they have rows, shown on expressions written from the
/// rule's text.
@Suite("Math braille rules: Nemeth spatial arrangements")
struct MathBrailleNemethSpatialTests {
    static func lines(_ markup: String) throws -> [String]? {
        MathRender.brailleLines(try MathBrailleRuleTests.expression(markup), code: .nemeth)
    }

    static let twoByTwo = "<mtable><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable>"

    @Test("Enlarged grouping signs (dot 6 before each) on every line; what comes before the table on its first line, blank cells beneath it",
          arguments: [
              ("<mi>A</mi><mo>=</mo><mrow><mo>(</mo>\(twoByTwo)<mo>)</mo></mrow>", ["⠠⠁⠀⠨⠅⠀⠠⠷⠁⠀⠃⠠⠾", "⠀⠀⠀⠀⠀⠀⠠⠷⠉⠀⠙⠠⠾"]),
              ("<mo>[</mo>\(twoByTwo)<mo>]</mo>", ["⠈⠠⠷⠁⠀⠃⠈⠠⠾", "⠈⠠⠷⠉⠀⠙⠈⠠⠾"]),
              ("<mo>|</mo>\(twoByTwo)<mo>|</mo>", ["⠠⠳⠁⠀⠃⠠⠳", "⠠⠳⠉⠀⠙⠠⠳"]),
          ])
    func enlargedGroupingSigns(markup: String, expected: [String]) throws {
        #expect(try Self.lines(markup) == expected)
    }

    @Test("Columns are aligned at the left, one blank cell apart, each entry with the numeric indicator it takes at the start of a line")
    func alignedColumns() throws {
        let determinant = "<mo>|</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mo>−</mo><mn>2</mn></mtd></mtr>"
            + "<mtr><mtd><mn>30</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable><mo>|</mo>"
        #expect(try Self.lines(determinant) == ["⠠⠳⠼⠂⠀⠀⠤⠼⠆⠠⠳", "⠠⠳⠼⠒⠴⠀⠼⠲⠀⠠⠳"])
    }

    @Test("A system of equations has the enlarged opening brace alone; a sign of comparison after a table is spaced")
    func systemsAndWhatFollows() throws {
        let system = "<mo>{</mo><mtable><mtr><mtd><mi>x</mi><mo>=</mo><mi>y</mi></mtd></mtr>"
            + "<mtr><mtd><mn>5</mn><mi>x</mi><mo>−</mo><mi>y</mi><mo>=</mo><mn>4</mn></mtd></mtr></mtable>"
        #expect(try Self.lines(system) == ["⠨⠠⠷⠭⠀⠨⠅⠀⠽⠀⠀⠀⠀⠀", "⠨⠠⠷⠼⠢⠭⠤⠽⠀⠨⠅⠀⠼⠲"])
        let equation = "<mo>(</mo>\(Self.twoByTwo)<mo>)</mo><mo>=</mo><mi>I</mi>"
        #expect(try Self.lines(equation) == ["⠠⠷⠁⠀⠃⠠⠾⠀⠨⠅⠀⠠⠊", "⠠⠷⠉⠀⠙⠠⠾⠀⠀⠀⠀⠀⠀"])
    }

    @Test("Rule XXV: an entry that is itself a matrix is laid out spatially inside the column, its row over as many lines as it needs, a line blank between the grouping signs before the next row")
    func nestedTable() throws {
        let identity = "<mrow><mo>(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>0</mn></mtd></mtr>"
            + "<mtr><mtd><mn>0</mn></mtd><mtd><mn>1</mn></mtd></mtr></mtable><mo>)</mo></mrow>"
        let outer = "<mo>(</mo><mtable><mtr><mtd>\(identity)</mtd><mtd><mi>x</mi></mtd></mtr>"
            + "<mtr><mtd><mi>y</mi></mtd><mtd><mi>z</mi></mtd></mtr></mtable><mo>)</mo>"
        #expect(try Self.lines(outer) == [
            "⠠⠷⠠⠷⠼⠂⠀⠼⠴⠠⠾⠀⠭⠠⠾",
            "⠠⠷⠠⠷⠼⠴⠀⠼⠂⠠⠾⠀⠀⠠⠾",
            "⠠⠷" + String(repeating: "⠀", count: 11) + "⠠⠾",
            "⠠⠷⠽" + String(repeating: "⠀", count: 9) + "⠵⠠⠾",
        ])
        // Matrices side by side in one entry stay side by side, each over its own lines.
        let product = "<mtable><mtr><mtd>\(identity)\(identity)</mtd></mtr></mtable>"
        #expect(try Self.lines(product) == ["⠠⠷⠼⠂⠀⠼⠴⠠⠾⠠⠷⠼⠂⠀⠼⠴⠠⠾", "⠠⠷⠼⠴⠀⠼⠂⠠⠾⠠⠷⠼⠴⠀⠼⠂⠠⠾"])
    }

    @Test("An expression without a table has no spatial layout")
    func noLayout() throws {
        #expect(try Self.lines("<mi>x</mi><mo>+</mo><mn>1</mn>") == nil)
    }
}
