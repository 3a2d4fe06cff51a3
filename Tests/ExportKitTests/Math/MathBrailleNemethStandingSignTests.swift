import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Signs of comparison written where print gives them no operand, and signs print strikes
/// through with a combining mark: cases written from the rules' text (Nemeth Code 1972
/// revision, BANA 2022 edition), none taken from a vector.
@Suite("Math braille rules: Nemeth comparison signs standing for themselves in scripts, negated signs")
struct MathBrailleNemethStandingSignTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§37: a sign of comparison that is a whole superscript or subscript stands for itself and follows its level indicator unspaced; after the script the level returns as after any script",
          arguments: [
              ("<msup><mi>C</mi><mo>⊥</mo></msup>", "⠠⠉⠘⠫⠏"),
              ("<msup><mi>W</mi><mrow><mo>⊥</mo></mrow></msup><mo>=</mo><mi>U</mi>", "⠠⠺⠘⠫⠏⠀⠨⠅⠀⠠⠥"),
              ("<msup><mi>A</mi><mo>⊥</mo></msup><mo>+</mo><mi>B</mi>", "⠠⠁⠘⠫⠏⠐⠬⠠⠃"),
              ("<msub><mi>R</mi><mo>&lt;</mo></msub><mi>x</mi>", "⠠⠗⠰⠐⠅⠐⠭"),
              ("<msup><mi>x</mi><mo>≠</mo></msup>", "⠭⠘⠌⠨⠅"),
          ])
    func comparisonAsScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37: a sign of comparison opening a script has no operand before it: no space between the level indicator and the sign; the space after it stays, as between operands (§79)",
          arguments: [
              ("<msub><mi>ℝ</mi><mrow><mo>≥</mo><mn>0</mn></mrow></msub>", "⠨⠰⠠⠗⠰⠨⠂⠱⠀⠴"),
              ("<msub><mi>x</mi><mrow><mo>&gt;</mo><mn>0</mn></mrow></msub><mo>+</mo><mi>y</mi>", "⠭⠰⠨⠂⠀⠴⠐⠬⠽"),
          ])
    func comparisonOpeningScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§79: a sign of comparison with operands in its script is spaced from them, the level restated before it, as the Code book writes S sub u = a (⠠⠎⠰⠥⠀⠰⠨⠅⠀⠁)",
          arguments: [
              ("<msub><mi>S</mi><mrow><mi>u</mi><mo>=</mo><mi>a</mi></mrow></msub>", "⠠⠎⠰⠥⠀⠰⠨⠅⠀⠁"),
              ("<msup><mi>e</mi><mrow><mi>a</mi><mo>⊥</mo><mi>b</mi></mrow></msup>", "⠑⠘⠁⠀⠘⠫⠏⠀⠃"),
          ])
    func comparisonBetweenOperandsInScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§74-§77, §79c, §150: a sign of comparison carrying a script writes the script right after it at its level, then the comparison's space, which returns to the baseline by itself; a numeral after it takes the numeric indicator",
          arguments: [
              ("<mi>x</mi><msub><mo>∼</mo><mi>G</mi></msub><mi>y</mi>", "⠭⠀⠈⠱⠰⠠⠛⠀⠽"),
              ("<mi>a</mi><msub><mo>≡</mo><mi>n</mi></msub><mi>b</mi>", "⠁⠀⠸⠇⠰⠝⠀⠃"),
              ("<mi>x</mi><msub><mo>≡</mo><mn>5</mn></msub><mn>3</mn>", "⠭⠀⠸⠇⠰⠢⠀⠼⠒"),
              ("<mi>x</mi><msubsup><mo>=</mo><mi>a</mi><mi>b</mi></msubsup><mi>y</mi>", "⠭⠀⠨⠅⠰⠁⠘⠃⠀⠽"),
              ("<mi>f</mi><msup><mo>→</mo><mi>h</mi></msup><mi>g</mi>", "⠋⠀⠫⠕⠘⠓⠀⠛"),
          ])
    func comparisonCarryingScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Negation (the crossing slash before the sign it negates, as ≠ ⠌⠨⠅): a sign struck through by the combining long solidus, with no character of its own, is the slash and the sign, spaced as that sign",
          arguments: [
              ("<mi>a</mi><mo>⪯\u{338}</mo><mi>b</mi>", "⠁⠀⠌⠨⠐⠅⠱⠀⠃"),
              ("<mi>a</mi><mo>⪰\u{338}</mo><mi>b</mi>", "⠁⠀⠌⠨⠨⠂⠱⠀⠃"),
              ("<mi>a</mi><mo>⊏\u{338}</mo><mi>b</mi>", "⠁⠀⠌⠫⠲⠐⠅⠀⠃"),
              // Printed as an identifier, it is still the negated sign.
              ("<mi>a</mi><mi>⪯\u{338}</mi><mi>b</mi>", "⠁⠀⠌⠨⠐⠅⠱⠀⠃"),
              // A precomposed negation and its decomposed spelling are one sign.
              ("<mi>x</mi><mo>=\u{338}</mo><mi>y</mi>", "⠭⠀⠌⠨⠅⠀⠽"),
              // A sign of operation struck through stays unspaced.
              ("<mi>a</mi><mo>+\u{338}</mo><mi>b</mi>", "⠁⠌⠬⠃"),
          ])
    func negated(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}
