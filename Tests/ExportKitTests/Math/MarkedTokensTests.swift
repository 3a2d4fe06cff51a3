import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// A digit or letter printed with a combining mark in its token (`<mn>0.3̅</mn>`, `<mi>x̂</mi>`)
/// or as one precomposed character (Newton's `<mi>ẋ</mi>`) is read as the mark over it, as
/// MathML's `mover` writes it, in every form (MathML 3 §3.4.5 accents; Nemeth Rule XIV
/// §86, UEB technical material's modifiers): it was spoken raw, and UEB made it a
/// transcriber-defined symbol.
@Suite("Marks printed in a token")
struct MarkedTokensTests {
    static func expression(_ markup: String) throws -> MathExpression {
        try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression
    }

    /// Each token with its mark, and the same written with `mover`.
    static let pairs: [(String, String)] = [
        ("<mn>0.3\u{0305}</mn>", "<mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover>"),
        ("<mi>x\u{0302}</mi>", "<mover><mi>x</mi><mo>^</mo></mover>"),
        ("<mi>ẋ</mi>", "<mover><mi>x</mi><mo>˙</mo></mover>"),
        ("<mi>x\u{0307}</mi>", "<mover><mi>x</mi><mo>˙</mo></mover>"),
    ]

    @Test("MathML 3 §3.4.5: a mark printed in the token reads as the same mark written with mover, in speech, linear text, Nemeth and UEB",
          arguments: pairs)
    func sameAsMover(marked: String, mover: String) throws {
        let a = try Self.expression(marked), b = try Self.expression(mover)
        #expect(MathRender.speech(a) == MathRender.speech(b))
        #expect(MathRender.linearText(a) == MathRender.linearText(b))
        #expect(MathRender.braille(a, code: .nemeth) == MathRender.braille(b, code: .nemeth))
        #expect(MathRender.braille(a, code: .ueb) == MathRender.braille(b, code: .ueb))
    }

    @Test("Speech says the mark, never the raw character")
    func speech() throws {
        #expect(MathRender.speech(try Self.expression("<mi>ẋ</mi>")) == "x dot")
        #expect(MathRender.speech(try Self.expression("<mi>x\u{0302}</mi>")) == "x hat")
        #expect(!MathRender.speech(try Self.expression("<mn>0.3\u{0305}</mn>")).contains("\u{0305}"))
    }

    @Test("UEB Rulebook §4.2: a letter its modifiers give (ä, ā, ñ) stays the modified letter; a dot above, which they lack, is the mark over it")
    func uebLetters() throws {
        #expect(MathRender.braille(try Self.expression("<mi>ä</mi>"), code: .ueb) == "⠘⠒⠁")
        #expect(MathRender.braille(try Self.expression("<mi>ñ</mi>"), code: .ueb) == "⠘⠻⠝")
        let dotted = MathRender.braille(try Self.expression("<mi>ż</mi>"), code: .ueb)
        #expect(dotted.hasPrefix("⠵"))
        #expect(dotted == MathRender.braille(try Self.expression("<mover><mi>z</mi><mo>˙</mo></mover>"), code: .ueb))
    }
}

extension MarkedTokensTests {
    @Test("A word or a unit keeps its accented letters: only a letter standing alone is a marked letter")
    func wordsKeepTheirLetters() throws {
        #expect(MathRender.linearText(try Self.expression("<mi>Schrödinger</mi>")) == "Schrödinger")
        #expect(MathRender.linearText(try Self.expression("<mi>año</mi>")) == "año")
        #expect(MathRender.linearText(try Self.expression("<mn>5</mn><mi>Å</mi>")) == "5Å")
        #expect(MathRender.linearText(try Self.expression("<mi>ā</mi>")) == MathRender.linearText(try Self.expression("<mover><mi>a</mi><mo>¯</mo></mover>")))
    }
}

/// ClearSpeak's absolute value (the specification's "Absolute value" section) around a symbol
/// converters write as `mo`.
@Suite("ClearSpeak absolute value around a symbol written as mo")
struct ClearSpeakBarsAroundSymbolTests {
    @Test("Absolute value: bars around ∅ or ∞ written as mo pair, as around an identifier")
    func barsAroundSymbol() throws {
        for symbol in ["∅", "∞"] {
            let expression = try #require(MathMLReader.parse("<math><mo>|</mo><mo>\(symbol)</mo><mo>|</mo><mo>=</mo><mn>0</mn></math>")).expression
            #expect(MathRender.speech(expression).hasPrefix("the absolute value of"), "\(symbol): \(MathRender.speech(expression))")
        }
    }
}

/// UEB Guidelines §12.1 (ueb15's recurring decimals) where it stops.
@Suite("UEB §12.1 recurring decimals: only within a numeral at its own level")
struct UEBRecurringDecimalScopeTests {
    static func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §12.1: a barred or dotted digit after a number in a script, a fraction or a subscript is a whole item, not grouped")
    func notWithinNumeral() throws {
        let cases = [
            "<msup><mi>x</mi><mn>2</mn></msup><mover><mn>5</mn><mo>¯</mo></mover>",
            "<mfrac><mn>1</mn><mn>2</mn></mfrac><mover><mn>3</mn><mo>¯</mo></mover>",
            "<msub><mi>a</mi><mn>1</mn></msub><mover><mn>3</mn><mo>˙</mo></mover>",
        ]
        for markup in cases {
            let cells = try Self.ueb(markup)
            #expect(!cells.contains("⠣"), "\(markup): \(cells)")
        }
        // Within a numeral it is grouped (ueb15's rule).
        #expect(try Self.ueb("<mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover>") == "⠼⠚⠲⠣⠼⠉⠜⠱")
    }

    @Test("Guidelines §12.1: a barred digit after a whole number in a token of its own is a second item (a conjugate), not a recurring decimal's period",
          arguments: [
              ("<mn>0</mn><mover><mn>0</mn><mo>¯</mo></mover>", "⠼⠚⠼⠚⠱"),
              ("<mn>12</mn><mover><mn>3</mn><mo>¯</mo></mover>", "⠼⠁⠃⠼⠉⠱"),
              ("<mn>2</mn><mover><mn>7</mn><mo>˙</mo></mover>", "⠼⠃⠼⠛⠘⠲"),
          ])
    func wholeNumberBefore(markup: String, cells: String) throws {
        #expect(try Self.ueb(markup) == cells)
    }

    @Test("Guidelines §12.1: after a decimal point, in the numeral's token or as an operator, the digits are the period, grouped",
          arguments: [
              ("<mn>5.81</mn><mover><mn>22</mn><mo>¯</mo></mover>", "⠼⠑⠲⠓⠁⠣⠼⠃⠃⠜⠱"),
              ("<mn>0</mn><mo>.</mo><mover><mn>6</mn><mo>¯</mo></mover>", "⠼⠚⠲⠣⠼⠋⠜⠱"),
              ("<mn>0.</mn><mover><mn>1</mn><mo>˙</mo></mover><mover><mn>4</mn><mo>˙</mo></mover>", "⠼⠚⠲⠣⠼⠁⠜⠘⠲⠣⠼⠙⠜⠘⠲"),
          ])
    func decimalBefore(markup: String, cells: String) throws {
        #expect(try Self.ueb(markup) == cells)
    }
}
