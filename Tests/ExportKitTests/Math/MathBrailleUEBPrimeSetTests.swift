import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Primes beside a subscript (Guidelines §7.7 with §11.5: primes are signs on the line, a
/// level indicator covers the next item only, Rulebook §11.4.1) and set-builder notation's
/// "such that" (Guidelines §10).
@Suite("UEB: primes with a subscript, set-builder's such-that sign")
struct MathBrailleUEBPrimeSetTests {
    static func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §7.7, §11.5, Rulebook §11.4.1: primes printed over a subscript follow their base, then the subscript (they were a superscript)",
          arguments: [
              ("<msubsup><mi>f</mi><mn>1</mn><mo>′</mo></msubsup>", "⠋⠶⠢⠼⠁"),
              ("<msubsup><mi>x</mi><mi>n</mi><mrow><mo>′</mo><mo>′</mo></mrow></msubsup>", "⠭⠶⠶⠢⠝"),
              ("<msubsup><mi>y</mi><mn>2</mn><mi>′</mi></msubsup>", "⠽⠶⠢⠼⠃"),
          ])
    func primeOverSubscript(markup: String, cells: String) throws {
        let braille = try Self.ueb(markup)
        #expect(braille.hasSuffix(cells), "\(braille)")
        #expect(!braille.contains("⠔"))
    }

    @Test("Guidelines §7.7: a prime over a subscript reads as the prime on the base, subscripted; a prime after the subscript follows it")
    func primeOrder() throws {
        let stacked = try Self.ueb("<msubsup><mi>f</mi><mn>1</mn><mo>′</mo></msubsup>")
        #expect(stacked == (try Self.ueb("<msub><msup><mi>f</mi><mo>′</mo></msup><mn>1</mn></msub>")))
        let after = try Self.ueb("<msup><msub><mi>f</mi><mn>1</mn></msub><mo>′</mo></msup>")
        #expect(after.hasSuffix("⠢⠼⠁⠶") && after != stacked, "\(after)")
    }

    @Test("Guidelines §10: the such-that colon in set braces is spaced as the such-that bar is, whatever stands beside it",
          arguments: [
              ("<mo>{</mo><mi>x</mi><mo>:</mo><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>", "⠀⠒⠀"),
              ("<mo>{</mo><mi>x</mi><mo>|</mo><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>", "⠀⠸⠳⠀"),
              ("<mo>{</mo><mi>x</mi><mo>:</mo><mn>0</mn><mo>&lt;</mo><mi>x</mi><mo>}</mo>", "⠀⠒⠀"),
              ("<mo>{</mo><mrow><mi>x</mi><mo>:</mo><mi>x</mi><mo>&gt;</mo><mn>0</mn></mrow><mo>}</mo>", "⠀⠒⠀"),
              ("<mo>{</mo><mrow><mi>x</mi><mo>∣</mo><mi>x</mi><mo>&gt;</mo><mn>0</mn></mrow><mo>}</mo>", "⠀⠸⠳⠀"),
          ])
    func suchThat(markup: String, sign: String) throws {
        let braille = try Self.ueb(markup)
        #expect(braille.contains(sign), "\(braille)")
    }

    @Test("Guidelines §10, §3.2: a colon outside set braces keeps its own spacing: a ratio unspaced, a mapping's colon unspaced before it")
    func otherColons() throws {
        #expect(!(try Self.ueb("<mi>x</mi><mo>:</mo><mi>y</mi>")).contains("⠀"))
        #expect(!(try Self.ueb("<mi>f</mi><mo>:</mo><mi>X</mi><mo>→</mo><mi>Y</mi>")).contains("⠀⠒"))
    }
}
