import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB technical material, logic: a tilde with no operand before it is the sign of
/// negation and is unspaced; between two operands it is the comparison "is similar to"
/// and is spaced (ICEB Guidelines for Technical Material, §3.1 and logic). Cases written
/// from the rule's text.
@Suite("UEB tilde of negation")
struct MathBrailleUEBLogicTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("After a sign of operation, at the start and after a tilde, the tilde negates and is unspaced",
          arguments: [
              ("<mi>p</mi><mo>∧</mo><mo>∼</mo><mi>q</mi>", "⠏⠈⠦⠈⠔⠟"),
              ("<mi>p</mi><mo>∨</mo><mo>∼</mo><mo>(</mo><mi>q</mi><mo>∧</mo><mi>r</mi><mo>)</mo>", "⠏⠈⠖⠈⠔⠐⠣⠟⠈⠦⠗⠐⠜"),
              ("<mo>∼</mo><mo>∼</mo><mi>p</mi>", "⠈⠔⠈⠔⠏"),
          ])
    func negation(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("Between two operands the tilde is a comparison sign and is spaced")
    func similarTo() throws {
        #expect(try Self.ueb("<mi>x</mi><mo>∼</mo><mi>y</mi>") == "⠰⠭⠀⠈⠔⠀⠰⠽")
    }
}

/// UEB Rulebook §9.2-9.3: a typeform symbol indicator covers the next symbol; letters of
/// one typeform side by side take the word indicator before the first and, when the
/// symbols-sequence goes on, the terminator after the last. Cases written from the rules.
@Suite("UEB typeform words of letters")
struct MathBrailleUEBTypeformTests {
    @Test("Two or more letters in one typeform are a typeform word, terminated where the sequence goes on",
          arguments: [
              ("<mi mathvariant=\"bold\">u</mi><mi mathvariant=\"bold\">v</mi>", "⠘⠂⠥⠧"),
              ("<mi mathvariant=\"bold\">uv</mi><mo>+</mo><mi>w</mi>", "⠘⠂⠥⠧⠘⠄⠐⠖⠺"),
              ("<mi mathvariant=\"script\">ab</mi><mi>x</mi>", "⠈⠂⠁⠃⠈⠄⠭"),
          ])
    func typeformWord(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBLogicTests.ueb(markup) == braille)
    }

    @Test("One letter in a typeform keeps the symbol indicator")
    func typeformSymbol() throws {
        #expect(try MathBrailleUEBLogicTests.ueb("<mi mathvariant=\"bold\">u</mi><mo>+</mo><mi>w</mi>") == "⠘⠆⠥⠐⠖⠺")
    }
}
