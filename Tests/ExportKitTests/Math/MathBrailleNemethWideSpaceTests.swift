import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// §9 and §79c on numerals print sets apart with a wide space (`\quad`, an `mspace` of half
/// an em or more): "when there are several numerals on the same line with spaces separating
/// them, the numeric indicator must be placed before each numeral that follows a space"
/// (APH's lesson 1.1), and a space after a script returns to the baseline (the Code book:
/// `10² 10³ 10⁴` is `⠼⠂⠴⠘⠆⠀⠼⠂⠴⠘⠒⠀⠼⠂⠴⠘⠲`). A wide space before anything but a numeral is
/// left to the rules of what follows (NFB writes `a ≡ b \quad (mod n)` with none).
@Suite("Math braille rules: Nemeth numerals set apart by a wide space")
struct MathBrailleNemethWideSpaceTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    static let quad = "<mspace width=\"1em\"/>"

    @Test("§9, §79c: a numeral after a wide space that follows an operand is set apart by a space and takes the numeric indicator; after a script the space returns to the baseline",
          arguments: [
              ("<msup><mn>10</mn><mn>2</mn></msup>\(quad)<msup><mn>10</mn><mn>3</mn></msup>\(quad)<msup><mn>10</mn><mn>4</mn></msup>",
               "⠼⠂⠴⠘⠆⠀⠼⠂⠴⠘⠒⠀⠼⠂⠴⠘⠲"),
              ("<msub><mi>e</mi><mi>i</mi></msub>\(quad)<mn>1</mn><mo>≤</mo><mi>i</mi>", "⠑⠰⠊⠀⠼⠂⠀⠐⠅⠱⠀⠊"),
              ("<mo>(</mo><mn>2</mn><mo>)</mo>\(quad)<mn>3</mn>", "⠷⠆⠾⠀⠼⠒"),
              ("<mn>2</mn>\(quad)<mfrac><mn>1</mn><mn>2</mn></mfrac>", "⠼⠆⠀⠹⠂⠌⠆⠼"),
          ])
    func numeralsApart(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§9: a wide space before a grouping sign or a word, or a narrow space, writes no space of its own",
          arguments: [
              ("<mn>3</mn><mi>x</mi><mo>≡</mo><mn>2</mn>\(quad)<mo>(</mo><mi>mod</mi><mspace width=\"0.333em\"/><mn>7</mn><mo>)</mo>",
               "⠼⠒⠭⠀⠸⠇⠀⠼⠆⠷⠍⠕⠙⠀⠼⠶⠾"),
              ("<mo>(</mo><mn>0100</mn><mspace width=\"thickmathspace\"/><mn>0101</mn><mo>)</mo>", "⠷⠴⠂⠴⠴⠀⠼⠴⠂⠴⠂⠾"),
          ])
    func noSpace(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
