import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §58 (the 1972 text as gh-mathspeak's rule viewer gives it): "In work arranged
/// spatially for computation, only the general omission symbol may be used in braille
/// regardless of how the omission is denoted in ink print. In addition, the number of general
/// omission symbols to be used must be the same as the number of omission signs which occur in
/// ink print." Problems written from that text: the rule viewer's two (`40 + 70` over three
/// question marks, `642 − ???` over `453`) and the same with a long dash and a blank.
@Suite("Nemeth §58 omissions in work arranged spatially")
struct MathBrailleNemethSpatialOmissionTests {
    static func lines(_ markup: String) throws -> [String]? {
        try MathBrailleNemethSpatialArithmeticTests.lines(markup)
    }

    @Test("§58: a question mark for each omitted digit is a general omission symbol in its column")
    func questionMarks() throws {
        let sum = "<mstack><mn>40</mn><msrow><mo>+</mo><mn>70</mn></msrow><msline/><mn>???</mn></mstack>"
        #expect(try Self.lines(sum) == ["⠀⠀⠲⠴", "⠀⠬⠶⠴", "⠒⠒⠒⠒⠒", "⠀⠿⠿⠿"])
        let difference = "<mstack><mn>642</mn><msrow><mo>−</mo><mn>???</mn></msrow><msline/><mn>453</mn></mstack>"
        #expect(try Self.lines(difference) == ["⠀⠀⠖⠲⠆", "⠀⠤⠿⠿⠿", "⠒⠒⠒⠒⠒⠒", "⠀⠀⠲⠢⠒"])
    }

    @Test("§58: a long dash, a blank of underscores or question marks printed as text are general omission symbols, one for each omission sign")
    func otherSigns() throws {
        let dash = "<mstack><mn>40</mn><msrow><mo>+</mo><mn>70</mn></msrow><msline/><mo>—</mo></mstack>"
        #expect(try Self.lines(dash)?.last == "⠀⠀⠀⠿")
        let blank = "<mstack><mn>40</mn><msrow><mo>+</mo><mn>70</mn></msrow><msline/><msrow><mo>_</mo><mo>_</mo><mo>_</mo></msrow></mstack>"
        #expect(try Self.lines(blank)?.last == "⠀⠀⠀⠿")
        let text = "<mstack><mn>40</mn><msrow><mo>+</mo><mn>70</mn></msrow><msline/><mtext>??</mtext></mstack>"
        #expect(try Self.lines(text)?.last == "⠀⠀⠿⠿")
    }
}
