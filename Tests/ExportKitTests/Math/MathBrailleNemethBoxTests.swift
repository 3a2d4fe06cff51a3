import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rule XIX, shapes with an interior, for the boxes MathML draws (`menclose` `box`): the
/// shape (a rectangle `⠫⠗`, a square `⠫⠲` around one character), the interior
/// modification indicator `⠸⠫`, what is inside, the termination indicator `⠻`; an empty
/// box stands for what is left out, a box around a question mark is the answer's blank
/// (§57). A rounded box is a key (`⠫⠅ … ⠻`, NFB's course Lesson 11.23). Cases written
/// from the rules.
@Suite("Nemeth Rule XIX boxes")
struct MathBrailleNemethBoxTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Rule XIX: an expression in a box is the rectangle, ⠸⠫, the expression, ⠻; one character the square",
          arguments: [
              ("<menclose notation=\"box\"><mi>x</mi><mo>+</mo><mn>1</mn></menclose>", "⠫⠗⠸⠫⠭⠬⠂⠻"),
              ("<menclose notation=\"box\"><mn>7</mn></menclose>", "⠫⠲⠸⠫⠼⠶⠻"),
              ("<menclose notation=\"box\"><mi>A</mi></menclose>", "⠫⠲⠸⠫⠠⠁⠻"),
              ("<mi>y</mi><mo>=</mo><menclose notation=\"box\"><mrow><mn>2</mn><mi>x</mi></mrow></menclose>", "⠽⠀⠨⠅⠀⠫⠗⠸⠫⠼⠆⠭⠻"),
          ])
    func inBox(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Rule XIX, §57: an empty box stands for the omitted item; a boxed question mark is one omission")
    func omission() throws {
        #expect(try Self.nemeth("<mn>3</mn><mo>+</mo><menclose notation=\"box\"><mspace width=\"1em\"/></menclose><mo>=</mo><mn>8</mn>")
                == "⠼⠒⠬⠫⠲⠀⠨⠅⠀⠼⠦")
        #expect(try Self.nemeth("<mn>2</mn><mo>+</mo><mn>3</mn><mo>=</mo><menclose notation=\"box\"><mo>?</mo></menclose>")
                == "⠼⠆⠬⠒⠀⠨⠅⠀⠿")
    }

    @Test("Rule XXV, Unit 16: a long division drawn around the dividend with no quotient is linear, the curved division sign ⠕ before the dividend")
    func longDivision() throws {
        #expect(try Self.nemeth("<mn>4</mn><menclose notation=\"longdiv\"><mn>128</mn></menclose>") == "⠼⠲⠕⠂⠆⠦")
        #expect(try Self.nemeth("<mi>x</mi><mo>+</mo><mn>1</mn><menclose notation=\"longdiv\"><msup><mi>x</mi><mn>2</mn></msup><mo>−</mo><mn>1</mn></menclose>")
                == "⠭⠬⠂⠕⠭⠘⠆⠐⠤⠂")
    }

    @Test("NFB Lesson 11.23: a rounded box is a key, ⠫⠅, its label, ⠻")
    func key() throws {
        #expect(try Self.nemeth("<menclose notation=\"roundedbox\"><msqrt><mi>x</mi></msqrt></menclose>") == "⠫⠅⠜⠭⠻⠻")
        #expect(try Self.nemeth("<menclose notation=\"roundedbox\"><mn>7</mn></menclose>") == "⠫⠅⠼⠶⠻")
    }
}
