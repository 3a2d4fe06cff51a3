import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Text in math set in a marked font keeps its typeform in UEB (Rulebook §9.2-9.4): word
/// indicators for one or two symbols-sequences, a passage for three or more. Cases written
/// from the rules' text.
@Suite("UEB: text in a marked font")
struct MathBrailleUEBTextTypeformTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("Rulebook §9.2-9.4: a bold or italic word in mtext takes the typeform word indicator, one symbol the symbol indicator, three sequences a passage",
          arguments: [
              ("<mtext mathvariant=\"bold\">Step</mtext>", "⠘⠂⠠⠌⠑⠏"),
              ("<mtext mathvariant=\"bold\">Step 1</mtext>", "⠘⠂⠠⠌⠑⠏⠀⠘⠆⠼⠁"),
              ("<mtext mathvariant=\"italic\">and</mtext>", "⠨⠂⠯"),
              ("<mtext mathvariant=\"bold\">x</mtext>", "⠘⠆⠰⠭"),
              ("<mtext mathvariant=\"bold\">is the sum</mtext>", "⠘⠶⠊⠎⠀⠮⠀⠎⠥⠍⠘⠄"),
              // regular text is unchanged
              ("<mtext>Step 1</mtext>", "⠠⠌⠑⠏⠀⠼⠁"),
          ])
    func typeformText(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }
}
