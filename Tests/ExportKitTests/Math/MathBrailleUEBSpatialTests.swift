import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB spatial calculations (ICEB *Guidelines for Technical Material* §4.1), on problems
/// written from the rule's text as APH's *BrailleBrain* UEB Unit 18 (Method One) and UMass
/// Boston's *UEB: Spatial Arrangements* state it: the numeric indicator with each numeral,
/// in its own column on the left, the operation signs in their own column, the numerals
/// aligned by place value (a shorter one after the spaced numeric indicator), no blank line
/// between rows, the horizontal line dot 5 then dots 2-5 over the number columns.
@Suite("Math braille rules: UEB spatial calculations")
struct MathBrailleUEBSpatialTests {
    static func lines(_ markup: String) throws -> [String]? {
        MathRender.brailleLines(try MathBrailleRuleTests.expression(markup), code: .ueb)
    }

    @Test("Guidelines §4.1 addition: numeric indicators in one column, the sign of operation in its own column left of them, numerals aligned by place value, the line dot 5 then dots 2-5 under the number columns")
    func addition() throws {
        let sum = "<mstack><mn>4052</mn><msrow><mo>+</mo><mn>37</mn></msrow><msline/><mn>4089</mn></mstack>"
        #expect(try Self.lines(sum) == ["⠀⠀⠼⠙⠚⠑⠃", "⠐⠖⠼⠀⠀⠉⠛", "⠀⠀⠐⠒⠒⠒⠒", "⠀⠀⠼⠙⠚⠓⠊"])
        // Three numerals above the line, the sign on the last of them as print puts it.
        let three = "<mstack><mn>23</mn><mn>608</mn><msrow><mo>+</mo><mn>9</mn></msrow><msline/><mn>640</mn></mstack>"
        #expect(try Self.lines(three) == ["⠀⠀⠼⠀⠃⠉", "⠀⠀⠼⠋⠚⠓", "⠐⠖⠼⠀⠀⠊", "⠀⠀⠐⠒⠒⠒", "⠀⠀⠼⠋⠙⠚"])
    }

    @Test("Guidelines §4.1 multiplication: an answer wider than the numerals above it widens the place columns and the line; partial products moved left by their shift keep their numeric indicator in its column")
    func multiplication() throws {
        let product = "<mstack><mn>48</mn><msrow><mo>×</mo><mn>6</mn></msrow><msline/><mn>288</mn></mstack>"
        #expect(try Self.lines(product) == ["⠀⠀⠼⠀⠙⠓", "⠐⠦⠼⠀⠀⠋", "⠀⠀⠐⠒⠒⠒", "⠀⠀⠼⠃⠓⠓"])
        let partial = "<mstack><mn>23</mn><msrow><mo>×</mo><mn>14</mn></msrow><msline/>"
            + "<msgroup shift=\"1\"><mn>92</mn><mn>23</mn></msgroup><msline/><mn>322</mn></mstack>"
        #expect(try Self.lines(partial) == ["⠀⠀⠼⠀⠃⠉", "⠐⠦⠼⠀⠁⠙", "⠀⠀⠐⠒⠒⠒", "⠀⠀⠼⠀⠊⠃", "⠀⠀⠼⠃⠉", "⠀⠀⠐⠒⠒⠒", "⠀⠀⠼⠉⠃⠃"])
    }

    @Test("Guidelines §4.1 subtraction of decimals: numerals aligned by place value, so decimal points stand in one column")
    func decimals() throws {
        let difference = "<mstack><mn>12.5</mn><msrow><mo>−</mo><mn>3.75</mn></msrow><msline/><mn>8.75</mn></mstack>"
        #expect(try Self.lines(difference) == ["⠀⠀⠼⠁⠃⠲⠑", "⠐⠤⠼⠀⠉⠲⠛⠑", "⠀⠀⠐⠒⠒⠒⠒⠒", "⠀⠀⠼⠀⠓⠲⠛⠑"])
    }

    @Test("Guidelines §4.1: what is not one calculation, and carries or long division (no UEB text read for them), are not laid out spatially")
    func notSpatial() throws {
        #expect(try Self.lines("<mn>12</mn><mo>+</mo><mn>3</mn>") == nil)
        let carries = "<mstack><mscarries><mn>1</mn><none/></mscarries><mn>18</mn><msrow><mo>+</mo><mn>5</mn></msrow><msline/><mn>23</mn></mstack>"
        #expect(try Self.lines(carries) == nil)
        #expect(try Self.lines("<mlongdiv><mn>5</mn><mn>7</mn><mn>35</mn></mlongdiv>") == nil)
    }

    @Test("Guidelines §4.1, the linear form: a stack with one line and one row under it is written on one line as the sum it shows; a long division as the dividend, the division sign, the divisor and its quotient")
    func linear() throws {
        let sum = "<mstack><mn>4052</mn><msrow><mo>+</mo><mn>37</mn></msrow><msline/><mn>4089</mn></mstack>"
        #expect(try MathBrailleRuleTests.ueb(sum) == "⠼⠙⠚⠑⠃⠐⠖⠼⠉⠛⠀⠐⠶⠀⠼⠙⠚⠓⠊")
        #expect(try MathBrailleRuleTests.ueb("<mlongdiv><mn>5</mn><mn>7</mn><mn>35</mn></mlongdiv>") == "⠼⠉⠑⠐⠌⠼⠑⠀⠐⠶⠀⠼⠛")
        #expect(try MathBrailleRuleTests.ueb("<mlongdiv><mn>5</mn><none/><mn>35</mn></mlongdiv>") == "⠼⠉⠑⠐⠌⠼⠑")
        // Carries and rows that cannot be read as one sum: each row after a space, no digit
        // of one row run into the next (they were written unspaced, `⠼⠁⠼⠁⠓…`).
        let carries = "<mstack><mscarries><mn>1</mn><none/></mscarries><mn>18</mn><msrow><mo>+</mo><mn>5</mn></msrow><msline/><mn>23</mn></mstack>"
        #expect(try MathBrailleRuleTests.ueb(carries) == "⠼⠁⠀⠼⠁⠓⠀⠐⠖⠼⠑⠀⠼⠃⠉")
    }
}
