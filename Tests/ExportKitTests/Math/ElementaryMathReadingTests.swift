import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// MathML 3 §3.6 elementary math (`mstack`, `mlongdiv`) in the forms that read an expression
/// in one line: linear text and speech read the computation, never the rows run together as
/// one number; the reader knows the elements (no "unknown element" warning).
@Suite("Elementary math read in one line")
struct ElementaryMathReadingTests {
    static func parse(_ markup: String) throws -> MathMLReader.Result {
        try #require(MathMLReader.parse("<math xmlns=\"http://www.w3.org/1998/Math/MathML\">" + markup + "</math>"))
    }

    static func said(_ markup: String) throws -> String {
        MathRender.speech(try parse(markup).expression, style: .clearSpeak)
            .replacingOccurrences(",", with: "").replacingOccurrences(";", with: "")
    }

    static let addition = "<mstack><mn>345</mn><msrow><mo>+</mo><mn>27</mn></msrow><msline/><mn>372</mn></mstack>"
    /// A sign printed on the last operand only stands between every two rows above the line.
    static let sharedSign = "<mstack><mn>12</mn><mn>30</mn><msrow><mo>+</mo><mn>4</mn></msrow><msline/><mn>46</mn></mstack>"
    static let division = "<mlongdiv><mn>4</mn><mn>12</mn><mn>48</mn></mlongdiv>"
    static let bareDivision = "<mlongdiv><mn>5</mn><none/><mn>25</mn></mlongdiv>"
    /// A long division with its steps (MathML 3 §3.6.2: divisor, result, dividend, steps).
    static let steps = "<mlongdiv><mn>3</mn><mn>42</mn><mn>126</mn><msgroup><mn>12</mn><msline/><mn>6</mn><mn>6</mn><msline/><mn>0</mn></msgroup></mlongdiv>"
    /// Carries over a column (§3.6.6) make the stack more than one computation line.
    static let carries = "<mstack><mscarries><mn>1</mn><none/></mscarries><mn>48</mn><msrow><mo>+</mo><mn>35</mn></msrow><msline/><mn>83</mn></mstack>"

    @Test("MathML 3 §3.6.1 mstack: linear text is the horizontal computation", arguments: [
        (addition, "345 + 27 = 372"),
        (sharedSign, "12 + 30 + 4 = 46"),
        (division, "48 ÷ 4 = 12"),
        (bareDivision, "25 ÷ 5"),
    ])
    func linearHorizontal(markup: String, expected: String) throws {
        #expect(MathRender.linearText(try Self.parse(markup).expression) == expected)
    }

    @Test("MathML 3 §3.6.2 mlongdiv with steps, §3.6.6 carries: a line per row, in print order")
    func linearRows() throws {
        #expect(MathRender.linearText(try Self.parse(Self.steps).expression) == "126 ÷ 3 = 42; 12; 6; 6; 0")
        #expect(MathRender.linearText(try Self.parse(Self.carries).expression) == "1; 48; +35; 83")
    }

    @Test("MathML 3 §3.6: speech says the computation (the sign, 'equals'), not one number", arguments: [
        (addition, "345 plus 27 equals 372"),
        (sharedSign, "12 plus 30 plus 4 equals 46"),
        (division, "48 divided by 4 equals 12"),
        (bareDivision, "25 divided by 5"),
    ])
    func speech(markup: String, expected: String) throws {
        #expect(try Self.said(markup) == expected)
    }

    @Test("MathML 3 §3.6: a long division's steps are spoken as lines after the problem")
    func speechSteps() throws {
        let spoken = try Self.said(Self.steps)
        #expect(spoken.hasPrefix("5 lines line 1 126 divided by 3 equals 42"))
        #expect(spoken.hasSuffix("line 5 0"))
    }

    @Test("MathML 3 §3.6: the reader knows elementary math's elements (no warning), and still warns of others")
    func noWarning() throws {
        for markup in [Self.addition, Self.steps, Self.carries] {
            #expect(try Self.parse(markup).problems.isEmpty)
        }
        #expect(try Self.parse("<mfoo><mn>1</mn></mfoo>").problems.first?.contains("<mfoo>") == true)
    }
}

/// Nemeth's linear form of a computation with steps or carries (inline math, the `math`
/// command): a row for each row of the stack, never the rows run together as one numeral.
@Suite("Elementary math read in one line: Nemeth")
struct ElementaryMathNemethLinearTests {
    @Test("MathML 3 §3.6 with Nemeth Rule XXV: a long division with steps, written linearly, keeps its rows apart")
    func steps() throws {
        let expression = try ElementaryMathReadingTests.parse(ElementaryMathReadingTests.steps).expression
        let cells = MathRender.braille(expression, code: .nemeth)
        // 126 ÷ 3 = 42, then 12, 6, 6, 0 each after a space with its numeric indicator.
        #expect(cells.hasPrefix("⠼⠂⠆⠖⠨⠌⠒⠀⠨⠅⠀⠼⠲⠆"))
        #expect(cells.hasSuffix("⠀⠼⠂⠆⠀⠼⠖⠀⠼⠖⠀⠼⠴"))
    }
}

/// MathML 3 §3.6.3-§3.6.4 `position` and `shift` of any size: bounded to what a line can
/// show (`ElementaryMath.maxShift`), never an overflow.
@Suite("Elementary math: shifts of any size")
struct ElementaryMathShiftTests {
    @Test("MathML 3 §3.6.3: a group's shift of Int.max and a row's huge position are read, in every form, without overflow")
    func hugeShifts() throws {
        for markup in [
            "<mstack><mn>12</mn><msgroup shift=\"9223372036854775807\"><mn>1</mn><mn>2</mn><mn>3</mn></msgroup></mstack>",
            "<mstack><mn>12</mn><mn position=\"-9223372036854775808\">1</mn><msline/><mn>3</mn></mstack>",
            "<mstack><mn>12</mn><mn position=\"30000000\">1</mn><msline/><mn>3</mn></mstack>",
        ] {
            let expression = try ElementaryMathReadingTests.parse(markup).expression
            #expect(MathRender.linearText(expression).contains("12"))
            #expect(!MathRender.speech(expression).isEmpty)
            for code in [MathBrailleCode.ueb, .nemeth] {
                #expect(!MathRender.braille(expression, code: code).isEmpty)
                let lines = MathRender.brailleLines(expression, code: code) ?? []
                #expect(lines.allSatisfy { $0.count <= 2 * ElementaryMath.maxShift + 20 }, "\(code): \(lines.map(\.count))")
            }
        }
    }
}
