import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth spatial arrangements for computation (Rule XXV; §178 as M. Denault's CTEBVI
/// workshop cites it; APH BrailleBrain Nemeth Units 5 and 16): MathML's `mstack` and
/// `mlongdiv`, on problems written from the rules' text.
@Suite("Math braille rules: Nemeth spatial arithmetic")
struct MathBrailleNemethSpatialArithmeticTests {
    /// The lines without the blank cells that pad them to one width.
    static func lines(_ markup: String) throws -> [String]? {
        MathRender.brailleLines(try MathBrailleRuleTests.expression(markup), code: .nemeth)?.map { line in
            var line = line
            while line.last == "⠀" { line.removeLast() }
            return line
        }
    }

    @Test("Rule XXV §178 addition: numerals aligned by place value without the numeric indicator, the sign one cell left of the widest numeral, the separation line one cell beyond each side")
    func addition() throws {
        let sum = "<mstack><mn>345</mn><msrow><mo>+</mo><mn>27</mn></msrow><msline/><mn>372</mn></mstack>"
        #expect(try Self.lines(sum) == ["⠀⠀⠒⠲⠢", "⠀⠬⠀⠆⠶", "⠒⠒⠒⠒⠒⠒", "⠀⠀⠒⠶⠆"])
        // The sign goes left of the widest numeral even when it is printed against a shorter one.
        let long = "<mstack><mn>1,208</mn><msrow><mo>+</mo><mn>5</mn></msrow><msline/><mn>1,213</mn></mstack>"
        #expect(try Self.lines(long) == ["⠀⠀⠂⠠⠆⠴⠦", "⠀⠬⠀⠀⠀⠀⠢", "⠒⠒⠒⠒⠒⠒⠒⠒", "⠀⠀⠂⠠⠆⠂⠒"])
    }

    @Test("Rule XXV §178 subtraction: decimal points aligned as in print; a dollar sign belongs to its numeral, the sign of operation before it")
    func subtraction() throws {
        let decimals = "<mstack><mn>12.5</mn><msrow><mo>−</mo><mn>3.75</mn></msrow><msline/><mn>8.75</mn></mstack>"
        #expect(try Self.lines(decimals) == ["⠀⠀⠂⠆⠨⠢", "⠀⠤⠀⠒⠨⠶⠢", "⠒⠒⠒⠒⠒⠒⠒⠒", "⠀⠀⠀⠦⠨⠶⠢"])
        let dollars = "<mstack><msrow><mo>$</mo><mn>4.50</mn></msrow><msrow><mo>+</mo><mo>$</mo><mn>1.25</mn></msrow>"
            + "<msline/><msrow><mo>$</mo><mn>5.75</mn></msrow></mstack>"
        #expect(try Self.lines(dollars) == ["⠀⠀⠈⠎⠲⠨⠢⠴", "⠀⠬⠈⠎⠂⠨⠆⠢", "⠒⠒⠒⠒⠒⠒⠒⠒⠒", "⠀⠀⠈⠎⠢⠨⠶⠢"])
    }

    @Test("Rule XXV multiplication: the times sign left of the widest factor, partial products moved left by their position, a separation line under each part")
    func multiplication() throws {
        let product = "<mstack><mn>23</mn><msrow><mo>×</mo><mn>14</mn></msrow><msline/><mn>92</mn>"
            + "<mn position=\"1\">23</mn><msline/><mn>322</mn></mstack>"
        #expect(try Self.lines(product) == ["⠀⠀⠀⠆⠒", "⠀⠈⠡⠂⠲", "⠒⠒⠒⠒⠒⠒", "⠀⠀⠀⠔⠆", "⠀⠀⠆⠒", "⠒⠒⠒⠒⠒⠒", "⠀⠀⠒⠆⠆"])
        // The same partial products in a group shifting each row one place more (MathML's `shift`).
        let grouped = "<mstack><mn>23</mn><msrow><mo>×</mo><mn>14</mn></msrow><msline/>"
            + "<msgroup shift=\"1\"><mn>92</mn><mn>23</mn></msgroup><msline/><mn>322</mn></mstack>"
        #expect(try Self.lines(grouped) == Self.lines(product))
    }

    @Test("Rule XXV long division (Unit 16): the quotient over the dividend's places, the separation line from the column over the curved division sign to one cell past the widest part, the steps aligned below")
    func longDivision() throws {
        let division = "<mlongdiv><mn>12</mn><mn>13</mn><mn>156</mn><mn position=\"1\">12</mn><msline/>"
            + "<mn>36</mn><mn>36</mn><msline/><mn>0</mn></mlongdiv>"
        #expect(try Self.lines(division) == [
            "⠀⠀⠀⠀⠂⠒", "⠀⠀⠒⠒⠒⠒⠒", "⠂⠆⠕⠂⠢⠖", "⠀⠀⠀⠂⠆", "⠀⠀⠒⠒⠒⠒⠒", "⠀⠀⠀⠀⠒⠖", "⠀⠀⠀⠀⠒⠖", "⠀⠀⠒⠒⠒⠒⠒", "⠀⠀⠀⠀⠀⠴",
        ])
    }

    @Test("Rule XXV division (Unit 16): a numeral divided by a numeral with no quotient is linear with one numeric indicator; a dividend with other symbols is spatial even without one")
    func divisionWithoutQuotient() throws {
        #expect(try Self.lines("<mlongdiv><mn>4</mn><none/><mn>28</mn></mlongdiv>") == ["⠼⠲⠕⠆⠦"])
        let letters = "<mlongdiv><mn>2</mn><none/><mrow><mi>x</mi><mo>+</mo><mn>4</mn></mrow></mlongdiv>"
        #expect(try Self.lines(letters) == ["⠀⠒⠒⠒⠒⠒", "⠆⠕⠭⠬⠲"])
    }

    @Test("Carried numbers (mscarries) stand over the columns of the row after them, as print places them")
    func carriesAndLabels() throws {
        let carried = "<mstack><mscarries><mn>1</mn><none/></mscarries><mn>48</mn><msrow><mo>+</mo><mn>35</mn></msrow><msline/><mn>83</mn></mstack>"
        #expect(try Self.lines(carried) == ["⠀⠀⠂", "⠀⠀⠲⠦", "⠀⠬⠒⠢", "⠒⠒⠒⠒⠒", "⠀⠀⠦⠒"])
    }

    @Test("Written linearly (inline, the math command), a stack is its horizontal form (Unit 5: 12+2 = 14) and a long division the divided-by form or, numeral by numeral, the curved division sign (Unit 16)")
    func horizontalForms() throws {
        let sum = "<mstack><mn>345</mn><msrow><mo>+</mo><mn>27</mn></msrow><msline/><mn>372</mn></mstack>"
        #expect(try MathBrailleRuleTests.nemeth(sum) == "⠼⠒⠲⠢⠬⠆⠶⠀⠨⠅⠀⠼⠒⠶⠆")
        // A sign printed on the last row only stands between every two rows above the line.
        let three = "<mstack><mn>12</mn><mn>34</mn><msrow><mo>+</mo><mn>56</mn></msrow><msline/><mn>102</mn></mstack>"
        #expect(try MathBrailleRuleTests.nemeth(three) == "⠼⠂⠆⠬⠒⠲⠬⠢⠖⠀⠨⠅⠀⠼⠂⠴⠆")
        #expect(try MathBrailleRuleTests.nemeth("<mlongdiv><mn>4</mn><none/><mn>28</mn></mlongdiv>") == "⠼⠲⠕⠆⠦")
        #expect(try MathBrailleRuleTests.nemeth("<mlongdiv><mn>4</mn><mn>7</mn><mn>28</mn></mlongdiv>") == "⠼⠆⠦⠨⠌⠲⠀⠨⠅⠀⠼⠶")
        // The long division sign printed as a character is the curved division sign.
        #expect(try MathBrailleRuleTests.nemeth("<mn>5</mn><mo>⟌</mo><mn>25</mn>") == "⠼⠢⠕⠆⠢")
    }

    @Test("§178e: fractions in a spatial problem have their fraction lines aligned, numerators right-justified and denominators left-justified in their columns")
    func fractionsAligned() throws {
        let mixed = "<mstack><msrow><mn>2</mn><mfrac><mn>1</mn><mn>3</mn></mfrac></msrow>"
            + "<msrow><mo>+</mo><mn>1</mn><mfrac><mn>5</mn><mn>12</mn></mfrac></msrow><msline/>"
            + "<msrow><mn>3</mn><mfrac><mn>3</mn><mn>4</mn></mfrac></msrow></mstack>"
        #expect(try Self.lines(mixed) == ["⠀⠀⠆⠸⠹⠂⠌⠒⠀⠸⠼", "⠀⠬⠂⠸⠹⠢⠌⠂⠆⠸⠼", String(repeating: "⠒", count: 12), "⠀⠀⠒⠸⠹⠒⠌⠲⠀⠸⠼"])
        // A whole number stands in the column of the whole parts, before the fractions; a
        // longer numerator pushes the shorter one right.
        let whole = "<mstack><mfrac><mn>11</mn><mn>5</mn></mfrac><msrow><mo>+</mo><mn>4</mn></msrow><msline/>"
            + "<mfrac><mn>31</mn><mn>5</mn></mfrac></mstack>"
        #expect(try Self.lines(whole) == ["⠀⠀⠀⠹⠂⠂⠌⠢⠼", "⠀⠬⠲", String(repeating: "⠒", count: 10), "⠀⠀⠀⠹⠒⠂⠌⠢⠼"])
    }
}
