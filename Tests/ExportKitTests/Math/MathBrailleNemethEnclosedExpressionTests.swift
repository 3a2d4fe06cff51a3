import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rule XIX, shapes with an interior: what print sets inside a shape is the shape, the
/// interior modification indicator `⠸⠫`, what is inside, the termination indicator `⠻`,
/// a numeral there with the numeric indicator (the symbol list's ⊕ `⠫⠉⠸⠫⠬⠻`, a circled
/// numeral `⠫⠉⠸⠫⠼⠂⠻`). MathML draws a circle or a phasor's angle around an expression with
/// `menclose`. Cases written from the rule.
@Suite("Nemeth Rule XIX expressions inside a shape")
struct MathBrailleNemethEnclosedExpressionTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Rule XIX: an expression in a circle or an angle is the shape, ⠸⠫, the expression, ⠻",
          arguments: [
              ("<menclose notation=\"circle\"><mi>B</mi></menclose>", "⠫⠉⠸⠫⠠⠃⠻"),
              ("<menclose notation=\"circle\"><mn>7</mn></menclose>", "⠫⠉⠸⠫⠼⠶⠻"),
              ("<menclose notation=\"circle\"><mi>x</mi><mo>+</mo><mn>1</mn></menclose>", "⠫⠉⠸⠫⠭⠬⠂⠻"),
              ("<mn>5</mn><menclose notation=\"phasorangle\"><mrow><mn>60</mn><mo>°</mo></mrow></menclose>", "⠼⠢⠫⠪⠸⠫⠼⠖⠴⠘⠨⠡⠐⠻"),
          ])
    func inShape(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§103: a root drawn with menclose's radical notation is the radical, its content and the termination indicator")
    func radicalNotation() throws {
        #expect(try Self.nemeth("<menclose notation=\"radical\"><mi>x</mi><mo>+</mo><mn>1</mn></menclose>") == "⠜⠭⠬⠂⠻")
        #expect(try Self.nemeth("<mn>2</mn><menclose notation=\"radical\"><mn>5</mn></menclose>") == "⠼⠆⠜⠢⠻")
    }
}
