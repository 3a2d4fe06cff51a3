import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of the Nemeth Code and of UEB technical material, each shown on an expression
/// written from the rule's text (not taken from a vector file).
@Suite("Math braille rules")
struct MathBrailleRuleTests {
    static func expression(_ markup: String) throws -> MathExpression {
        try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression
    }

    static func nemeth(_ markup: String) throws -> String {
        MathRender.braille(try expression(markup), code: .nemeth)
    }

    static func ueb(_ markup: String) throws -> String {
        MathRender.braille(try expression(markup), code: .ueb)
    }

    // MARK: - Nemeth

    @Test("Nemeth §22: a typeform indicator is followed by the alphabetic indicator, a numeral's by the numeric indicator",
          arguments: [
              ("<mi>𝐀</mi><mo>+</mo><mi>x</mi>", "⠸⠰⠠⠁⠬⠭"),   // bold English capital
              ("<mi>𝔄</mi><mo>+</mo><mi>x</mi>", "⠸⠠⠁⠬⠭"),    // German (fraktur): ⠸, no English indicator
              ("<mi>𝛂</mi><mo>+</mo><mi>x</mi>", "⠸⠨⠁⠬⠭"),    // bold Greek
              ("<mi>𝒜</mi><mo>+</mo><mi>x</mi>", "⠈⠰⠠⠁⠬⠭"),   // script
              ("<mi>𝖺</mi><mo>+</mo><mi>x</mi>", "⠠⠨⠰⠁⠬⠭"),   // sans-serif
              ("<mi mathvariant=\"bold\">v</mi><mo>+</mo><mi>x</mi>", "⠸⠰⠧⠬⠭"),
              ("<mi>x</mi><mo>+</mo><mn>𝟏</mn>", "⠭⠬⠸⠼⠂"),
          ])
    func nemethTypeforms(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Nemeth §22: italic letters, Latin and Greek, are the regular font of variables; bold italic is boldface")
    func nemethItalic() throws {
        #expect(try Self.nemeth("<mi>𝑥</mi><mo>+</mo><mn>1</mn>") == "⠭⠬⠂")
        #expect(try Self.nemeth("<mi>𝛼</mi><mo>+</mo><mn>1</mn>") == "⠨⠁⠬⠂")
        #expect(try Self.nemeth("<mi>𝜶</mi><mo>+</mo><mn>1</mn>") == "⠸⠨⠁⠬⠂")
    }

    @Test("Nemeth §9: a numeral after a reference mark takes the numeric indicator; §37 a semicolon takes the punctuation indicator and a space")
    func nemethNumeralAfterMarks() throws {
        #expect(try Self.nemeth("<mn>3</mn><mo>§</mo><mn>4</mn>") == "⠼⠒⠈⠠⠎⠼⠲")
        #expect(try Self.nemeth("<mn>8</mn><mo>;</mo><mn>8</mn>") == "⠼⠦⠸⠆⠀⠼⠦")
    }

    @Test("Nemeth §9: a numeral after a space takes the numeric indicator; §11: a group of three digits continues the number")
    func nemethNumericIndicatorAfterSpace() throws {
        #expect(try Self.nemeth("<mn>5</mn><mspace width=\"1em\"/><mn>10</mn>") == "⠼⠢⠀⠼⠂⠴")
        #expect(try Self.nemeth("<mn>10</mn><mspace width=\"0.3em\"/><mn>000</mn>") == "⠼⠂⠴⠀⠴⠴⠴")
        #expect(try Self.nemeth("<mn>987 654</mn>") == "⠼⠔⠦⠶⠀⠖⠢⠲")
    }

    @Test("Nemeth §177: a numeral right after a letter takes the multipurpose indicator, a subscript does not")
    func nemethMultipurposeAfterLetter() throws {
        #expect(try Self.nemeth("<mi>T</mi><mn>1</mn>") == "⠠⠞⠐⠂")
        #expect(try Self.nemeth("<mi>x</mi><mn>.6</mn>") == "⠭⠐⠨⠖")
        #expect(try Self.nemeth("<msub><mi>T</mi><mn>1</mn></msub>") == "⠠⠞⠂")
        #expect(try Self.nemeth("<mi>sin</mi><mo>&#x2061;</mo><mn>1</mn>") == "⠎⠊⠝⠀⠼⠂")
    }

    @Test("Nemeth §57: an ellipsis is spaced as a term, but not before punctuation")
    func nemethEllipsis() throws {
        #expect(try Self.nemeth("<msub><mi>r</mi><mn>1</mn></msub><mo>…</mo><msub><mi>r</mi><mi>n</mi></msub>") == "⠗⠂⠀⠄⠄⠄⠀⠗⠰⠝")
        #expect(try Self.nemeth("<mn>1</mn><mo>,</mo><mn>3</mn><mo>,</mo><mo>…</mo><mo>.</mo>") == "⠼⠂⠠⠀⠼⠒⠠⠀⠄⠄⠄⠸⠲")
    }

    @Test("Nemeth §57: a blank of underscores is one long dash, spaced as a term, whatever its length")
    func nemethOmissionBlank() throws {
        let blank = String(repeating: "<mi mathvariant=\"normal\">_</mi>", count: 6)
        #expect(try Self.nemeth("<mn>79</mn><mo>×</mo><mn>542</mn><mo>=</mo>" + blank) == "⠼⠶⠔⠈⠡⠢⠲⠆⠀⠨⠅⠀⠤⠤⠤⠤")
        #expect(try Self.nemeth("<mn>7</mn><mo>+</mo>" + blank + "<mo>=</mo><mn>9</mn>") == "⠼⠶⠬⠀⠤⠤⠤⠤⠀⠨⠅⠀⠼⠔")
    }

    @Test("Nemeth §26: a unit after a number is spaced from it; a one-letter unit takes the English letter indicator")
    func nemethUnits() throws {
        #expect(try Self.nemeth("<mn>7</mn><msup><mi mathvariant=\"normal\" intent=\":unit\">m</mi><mn>2</mn></msup>") == "⠼⠶⠀⠰⠍⠘⠆")
        #expect(try Self.nemeth("<mn>3</mn><msup><mi intent=\":unit\">cm</mi><mn>2</mn></msup>") == "⠼⠒⠀⠉⠍⠘⠆")
    }

    @Test("Nemeth §37: a closing quotation mark after math takes the punctuation indicator, after a word it does not; §9: a numeral after an opening one takes the numeric indicator")
    func nemethQuotationMarks() throws {
        #expect(try Self.nemeth("<mo>“</mo><mn>40</mn><mo>+</mo><mn>10</mn><mo>”</mo>") == "⠦⠼⠲⠴⠬⠂⠴⠸⠴")
        #expect(try Self.nemeth("<mo>(</mo><mo>“</mo><mn>20</mn><mo>”</mo><mo>)</mo>") == "⠷⠸⠦⠼⠆⠴⠸⠴⠾")
        #expect(try Self.nemeth("<mo>“</mo><mn>3</mn><mtext>&#xA0;dogs</mtext><mo>”</mo>") == "⠦⠼⠒⠀⠙⠕⠛⠎⠴")
    }

    @Test("Nemeth §37: a comparison sign standing for itself is not spaced from a grouping sign or punctuation")
    func nemethComparisonAlone() throws {
        #expect(try Self.nemeth("<mo>(</mo><mo>&lt;</mo><mo>,</mo><mo>=</mo><mo>,</mo><mo>&gt;</mo><mo>)</mo>") == "⠷⠐⠅⠠⠀⠨⠅⠠⠀⠨⠂⠾")
        #expect(try Self.nemeth("<mi>x</mi><mo>=</mo><mi>A</mi>") == "⠭⠀⠨⠅⠀⠠⠁")
    }

    @Test("Nemeth signs of negation: the crossing slash ⠌ before the sign it negates, spaced as that sign",
          arguments: [("≮", "⠌⠐⠅"), ("≯", "⠌⠨⠂"), ("∌", "⠌⠈⠢"), ("⊈", "⠌⠸⠐⠅⠱"), ("≢", "⠌⠸⠇"), ("∦", "⠌⠫⠇")])
    func nemethNegation(sign: String, cells: String) throws {
        let braille = try Self.nemeth("<mi>x</mi><mo>\(sign)</mo><mi>y</mi>")
        #expect(braille.contains(cells))
    }

    @Test("Nemeth compound comparison signs: what is over, the sign, what is under, on the line")
    func nemethCompoundSigns() throws {
        #expect(try Self.nemeth("<mi>x</mi><mo>≧</mo><mi>y</mi>") == "⠭⠀⠨⠂⠨⠅⠀⠽")
        #expect(try Self.nemeth("<mi>x</mi><mo>⋜</mo><mi>y</mi>") == "⠭⠀⠱⠐⠅⠀⠽")
        #expect(try Self.nemeth("<mover><mo>⋁</mo><mo>=</mo></mover>") == "⠨⠅⠈⠬")
        #expect(try Self.nemeth("<munder><mo>∩</mo><mo>―</mo></munder>") == "⠨⠩⠱")
    }

    @Test("Nemeth §177: comparison signs printed side by side are parted by the multipurpose indicator")
    func nemethJuxtaposedComparisons() throws {
        #expect(try Self.nemeth("<mo>&gt;&lt;</mo>") == "⠨⠂⠐⠐⠅")
    }

    @Test("Nemeth: signs enclosed in a circle are the circle, the interior modification, the sign and the termination")
    func nemethEnclosedSigns() throws {
        #expect(try Self.nemeth("<mi>a</mi><mo>⊗</mo><mi>b</mi>") == "⠁⠫⠉⠸⠫⠈⠡⠻⠃")
        #expect(try Self.nemeth("<mi>a</mi><mo>⊕</mo><mi>b</mi>") == "⠁⠫⠉⠸⠫⠬⠻⠃")
    }

    /// Characters a real book (linear-algebra.epub) uses that once read as ⠿.
    static let bookCharacters = ["∶", "†", "‡", "§", "¶", "≻", "≧", "∋", "–", "—", "⊊", "♦", "⊠", "⋆", "⋮", "▴", "ℝ", "𝔽"]

    @Test("Every character has a reading: the book's symbols are the codes' own, never ⠿ or a transcriber's symbol",
          arguments: bookCharacters)
    func nemethReadsEveryCharacter(character: String) throws {
        let expression = try Self.expression("<mi>a</mi><mo>\(character)</mo><mi>b</mi>")
        let braille = MathRender.braille(expression, code: .nemeth)
        #expect(!braille.contains("⠿"))
        #expect(MathRender.transcriberDefinedSymbols(expression, code: .nemeth).isEmpty)
    }

    // MARK: - Transcriber-defined symbols

    @Test("A symbol no code defines is a transcriber-defined symbol: assigned in order, reused, listed for the symbols page")
    func transcriberDefinedSymbols() throws {
        // ☽ (♮ until ICEB's symbol list gave UEB's natural sign ⠼⠡) is defined by neither code.
        let expression = try Self.expression("<mi>a</mi><mo>☾</mo><mi>b</mi><mo>☽</mo><mi>c</mi><mo>☾</mo>")
        let nemeth = MathRender.transcriberDefinedSymbols(expression, code: .nemeth)
        #expect(nemeth.map(\.character) == ["☾", "☽"])
        #expect(nemeth.map(\.cells) == ["⠫⠈⠁", "⠫⠈⠃"])
        #expect(MathRender.braille(expression, code: .nemeth) == "⠁⠫⠈⠁⠃⠫⠈⠃⠉⠫⠈⠁")
        // UEB Rulebook §3.26: first and second transcriber-defined print symbols.
        let ueb = MathRender.transcriberDefinedSymbols(expression, code: .ueb)
        #expect(ueb.map(\.cells) == ["⠹", "⠼⠹"])
        let braille = MathRender.braille(expression, code: .ueb)
        #expect(!braille.contains("⠿"))
    }

    // MARK: - UEB

    @Test("UEB Rulebook §9: a typeform indicator comes before the capital indicator; §9.5 transcriber-defined typeforms",
          arguments: [
              ("<mi>𝐀</mi>", "⠘⠆⠠⠁"),
              ("<mi mathvariant=\"bold\">v</mi><mo>+</mo><mi>ℝ</mi>", "⠘⠆⠧⠐⠖⠈⠼⠆⠠⠗"),
              ("<mi>ℜ</mi>", "⠈⠆⠰⠠⠗"),
          ])
    func uebTypeforms(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB: a struck-through sign is the sign followed by the negation ⠈⠱ (Guidelines §3.1)",
          arguments: [("≯", "⠈⠜⠈⠱"), ("⊄", "⠘⠣⠈⠱"), ("∉", "⠘⠑⠈⠱")])
    func uebNegation(sign: String, cells: String) throws {
        #expect(try Self.ueb("<mi>x</mi><mo>\(sign)</mo><mi>y</mi>").contains(cells))
    }

    @Test("UEB Rulebook §3 and §7: dagger, section, paragraph and dashes have their own symbols",
          arguments: [("†", "⠈⠠⠹"), ("‡", "⠈⠠⠻"), ("§", "⠘⠎"), ("¶", "⠘⠏"), ("–", "⠠⠤"), ("—", "⠐⠠⠤")])
    func uebGeneralSymbols(sign: String, cells: String) throws {
        let expression = try Self.expression("<mi>x</mi><mo>\(sign)</mo><mi>y</mi>")
        #expect(MathRender.braille(expression, code: .ueb).contains(cells))
        #expect(MathRender.transcriberDefinedSymbols(expression, code: .ueb).isEmpty)
    }

    @Test("A tilde opening an expression is negation and unspaced, in both codes")
    func tildeOfNegation() throws {
        #expect(try Self.nemeth("<mo>∼</mo><mi>p</mi>") == "⠈⠱⠏")
        #expect(try !Self.ueb("<mo>∼</mo><mi>p</mi>").contains("⠀"))
        #expect(try Self.ueb("<mi>p</mi><mo>∼</mo><mi>q</mi>").contains("⠀⠈⠔⠀"))
    }

    @Test("UEB Rulebook §4.2: an accented letter is its modifier then the letter, after the capital indicator")
    func uebAccentedLetters() throws {
        #expect(try Self.ueb("<mn>1</mn><mo>&#xA0;</mo><mi mathvariant=\"normal\">Å</mi>") == "⠼⠁⠀⠠⠘⠫⠁")
    }

    @Test("UEB Guidelines §14.1: filled and shaded shapes are not contractions and take the shape terminator before a comma")
    func uebFilledShapes() throws {
        #expect(try Self.ueb("<mo>▲</mo><mo>,</mo><mo>◍</mo>") == "⠸⠫⠼⠉⠱⠂⠀⠨⠫⠿")
    }

    @Test("UEB Rulebook §9.2-9.3: one bold symbol takes the symbol indicator; a longer bold number the word indicator, terminated where the sequence goes on")
    func uebTypeformTerminator() throws {
        #expect(try Self.ueb("<mn mathvariant=\"bold\">7</mn><mo>+</mo><mn>1</mn>") == "⠘⠆⠼⠛⠐⠖⠼⠁")
        #expect(try Self.ueb("<mn mathvariant=\"bold\">12</mn><mi>x</mi>") == "⠘⠂⠼⠁⠃⠘⠄⠭")
        #expect(try Self.ueb("<mn mathvariant=\"bold\">12</mn>") == "⠘⠂⠼⠁⠃")
    }

    @Test("UEB Rulebook §10.9: letters standing alone that spell a shortform take the grade 1 symbol indicator; others do not")
    func uebShortformLetters() throws {
        #expect(try Self.ueb("<mi>a</mi><mi>c</mi>") == "⠰⠁⠉")
        // In the first three cells; after a letter standing alone the expression is a grade 1
        // passage instead (BANA Guidance: `MathBrailleUEBGradeOnePassageTests`).
        #expect(try Self.ueb("<mi>a</mi><mi>b</mi><mo>=</mo><mi>x</mi>") == "⠰⠁⠃⠀⠐⠶⠀⠰⠭")
        #expect(try Self.ueb("<mi>x</mi><mi>y</mi>") == "⠭⠽")
    }
}
