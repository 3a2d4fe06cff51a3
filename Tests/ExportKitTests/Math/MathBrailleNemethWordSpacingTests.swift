import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Words in a Nemeth expression (NFB's *Provisional Revised Nemeth Course* Lesson 4.1: the
/// words of an expression are brailled inside it, spaced as print spaces them, unspaced from a
/// sign of operation; a sign of comparison is spaced whatever the print): a word the print
/// sets apart from the mathematics by a space given as `mspace` (`\quad\text{and}\quad`, since
/// MathML trims the spaces inside the `mtext` token) is spaced from it; a letter then standing
/// alone takes the English letter indicator (§28). Cases written from the lesson's text.
@Suite("Nemeth words spaced from the mathematics as print spaces them")
struct MathBrailleNemethWordSpacingTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    static let quad = "<mstyle scriptlevel=\"0\"><mspace width=\"1em\"/></mstyle>"

    @Test("A word set apart by a printed space is spaced from the operands beside it",
          arguments: [
              ("<mi>x</mi>\(quad)<mtext>and</mtext>\(quad)<mi>y</mi>", "⠰⠭⠀⠁⠝⠙⠀⠰⠽"),
              ("<msup><mi>x</mi><mn>2</mn></msup>\(quad)<mtext>and</mtext>\(quad)<msup><mi>y</mi><mn>2</mn></msup>", "⠭⠘⠆⠀⠁⠝⠙⠀⠽⠘⠆"),
              ("<mi>x</mi><mo>&gt;</mo><mn>0</mn>\(quad)<mtext>if</mtext>\(quad)<mi>y</mi><mo>&gt;</mo><mn>0</mn>", "⠭⠀⠨⠂⠀⠼⠴⠀⠊⠋⠀⠽⠀⠨⠂⠀⠼⠴"),
              ("<mi>f</mi><mo>(</mo><mi>x</mi><mo>)</mo><mo>=</mo><mn>0</mn>\(quad)<mtext>for all</mtext>\(quad)<mi>x</mi>", "⠋⠷⠭⠾⠀⠨⠅⠀⠼⠴⠀⠋⠕⠗⠀⠁⠇⠇⠀⠰⠭"),
          ])
    func spaced(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Print's own spacing is kept where it sets no space: a word against its operand, an ending, a thin space",
          arguments: [
              ("<mi mathvariant=\"bold\">y</mi><mtext>for</mtext><mi mathvariant=\"bold\">x</mi>", "⠸⠰⠽⠋⠕⠗⠸⠰⠭"),
              ("<mn>1</mn><mtext>st</mtext>", "⠼⠂⠎⠞"),
              ("<mi>x</mi><mspace width=\"0.167em\"/><mtext>and</mtext><mi>y</mi>", "⠭⠁⠝⠙⠽"),
              ("<mtext>Dividend</mtext><mo>÷</mo><mtext>Divisor</mtext>", "⠠⠙⠊⠧⠊⠙⠑⠝⠙⠨⠌⠠⠙⠊⠧⠊⠎⠕⠗"),
          ])
    func unspaced(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
