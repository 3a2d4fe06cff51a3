import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB technical material, read section by section: BANA's *Guidance for Transcription
/// Using the UEB Technical Material* (2019) on grade 1 mode, and ICEB's *Guidelines for
/// Technical Material* (2014) §2.7, §3.2, §7.9, §10 and §12.1. Cases written from the
/// rules' texts, not copied from the vectors.
@Suite("UEB Guidance grade 1: symbol indicator only in the first three cells")
struct MathBrailleUEBGradeOneTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("BANA Guidance §5 (Guidelines §1.7): one grade 1 symbol indicator in the first three cells of its symbols-sequence stays a symbol indicator",
          arguments: [
              ("<msup><mi>a</mi><mn>2</mn></msup><mo>+</mo><mn>1</mn>", "⠁⠰⠔⠼⠃⠐⠖⠼⠁"),
              ("<mi>a</mi><msup><mi>b</mi><mn>2</mn></msup>", "⠁⠃⠰⠔⠼⠃"),
              // Capital indicators are not counted among the three cells.
              ("<mi>P</mi><msup><mi>Q</mi><mn>2</mn></msup>", "⠠⠠⠏⠟⠰⠔⠼⠃"),
          ])
    func symbolIndicator(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("BANA Guidance §5: a grade 1 symbol needed past the first three cells makes the sequence a grade 1 word",
          arguments: [
              ("<mi>a</mi><mi>b</mi><msup><mi>c</mi><mn>2</mn></msup>", "⠰⠰⠁⠃⠉⠔⠼⠃"),
              ("<msub><mi>log</mi><mi>b</mi></msub><mi>m</mi>", "⠰⠰⠇⠕⠛⠢⠃⠍"),
              // Only the first sequence needs grade 1: the word indicator begins the expression.
              ("<msup><mrow><mo>(</mo><mi>x</mi><mo>+</mo><mi>y</mi><mo>)</mo></mrow><mn>2</mn></msup><mo>=</mo><mn>1</mn>",
               "⠰⠰⠐⠣⠭⠐⠖⠽⠐⠜⠔⠼⠃⠀⠐⠶⠀⠼⠁"),
          ])
    func wordIndicator(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("BANA Guidance §5: the three cells are counted in the symbols-sequence; a later sequence needing a word indicator takes it at its start")
    func laterSequence() throws {
        let symbol = "<mi>p</mi><mo>+</mo><mi>q</mi><mo>=</mo><msup><mi>r</mi><mn>2</mn></msup>"
        #expect(try Self.ueb(symbol) == "⠏⠐⠖⠟⠀⠐⠶⠀⠗⠰⠔⠼⠃")
        let word = "<mi>p</mi><mo>+</mo><mi>q</mi><mo>=</mo><mi>r</mi><mi>s</mi><msup><mi>t</mi><mn>2</mn></msup>"
        #expect(try Self.ueb(word) == "⠏⠐⠖⠟⠀⠐⠶⠀⠰⠰⠗⠎⠞⠔⠼⠃")
    }

    @Test("Guidelines §11.5: the binomial coefficient's sign is ⠰⠻, kept inside a grade 1 passage")
    func binomialSign() throws {
        let binomial = "<mo>(</mo><mfrac linethickness=\"0\"><mi>k</mi><mi>j</mi></mfrac><mo>)</mo>"
        #expect(try Self.ueb(binomial) == "⠐⠣⠅⠰⠻⠚⠐⠜")
        let passage = try Self.ueb("<mi>m</mi><mo>=</mo>" + binomial + "<mo>=</mo><mfrac><mi>a</mi><mi>b</mi></mfrac>")
        #expect(passage.hasPrefix("⠰⠰⠰") && passage.contains("⠅⠰⠻⠚"))
    }

    @Test("Guidelines §11.5 with MathML 4's binomial intent: a one-column table is a binomial coefficient only when its intent says so; a column vector's entries are read in turn")
    func binomialTable() throws {
        let column = "<mtable><mtr><mtd><mi arg=\"n\">n</mi></mtd></mtr><mtr><mtd><mi arg=\"r\">r</mi></mtd></mtr></mtable>"
        #expect(try Self.ueb("<mrow intent=\"binomial($n,$r)\"><mo>(</mo>" + column + "<mo>)</mo></mrow>") == "⠐⠣⠝⠰⠻⠗⠐⠜")
        #expect(try Self.ueb("<mo>[</mo>" + column + "<mo>]</mo>") == "⠨⠣⠰⠝⠀⠰⠗⠨⠜")
        #expect(try Self.ueb("<mo>(</mo>" + column + "<mo>)</mo>") == "⠐⠣⠰⠝⠀⠰⠗⠐⠜")
    }

    @Test("BANA Guidance §5: a single letter standing alone keeps its symbol indicator anywhere in the expression")
    func letterStandingAlone() throws {
        let markup = "<mn>2</mn><mo>+</mo><mn>3</mn><mo>=</mo><mi>n</mi>"
        #expect(try Self.ueb(markup) == "⠼⠃⠐⠖⠼⠉⠀⠐⠶⠀⠰⠝")
    }
}

@Suite("UEB Guidelines §12.1 and §7.9: modifiers and limits")
struct MathBrailleUEBModifierTests {
    @Test("Guidelines §12.1: a dot over a letter follows the letter, ungrouped; over a digit of a numeral the digit is grouped",
          arguments: [
              ("<mover><mi>y</mi><mo>˙</mo></mover>", "⠽⠘⠲"),
              ("<mover><mi>θ</mi><mo>˙</mo></mover>", "⠨⠹⠘⠲"),
              ("<mn>1</mn><mo>.</mo><mover><mn>6</mn><mo>˙</mo></mover>", "⠼⠁⠲⠣⠼⠋⠜⠘⠲"),
          ])
    func dotAbove(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == braille)
    }

    @Test("Guidelines §12.1: a bar or an arrow under an item follows it as the under-modifier",
          arguments: [
              ("<munder><mi>a</mi><mo>_</mo></munder>", "⠁⠰⠠⠱"),
              ("<munder><mi>v</mi><mo>→</mo></munder>", "⠧⠰⠠⠘⠱"),
              ("<munder><mrow><mi>p</mi><mi>q</mi></mrow><mo>¯</mo></munder>", "⠰⠰⠣⠏⠟⠜⠠⠱"),
          ])
    func underModifiers(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == braille)
    }

    @Test("Guidelines §7.9: limits under a function name follow the name, which is not grouped")
    func limitsUnderFunctionName() throws {
        let markup = "<munder><mi>max</mi><mrow><mi>t</mi><mo>∈</mo><mi>T</mi></mrow></munder><mi>g</mi>"
        let braille = try MathBrailleUEBGradeOneTests.ueb(markup)
        #expect(braille.hasPrefix("⠰⠰⠍⠁⠭⠨⠢⠣"))
        #expect(!braille.contains("⠣⠍⠁⠭⠜"))
    }
}

@Suite("UEB Guidelines §3.2 and §10: the ratio colon and the such-that bar")
struct MathBrailleUEBRatioTests {
    @Test("Guidelines §3.2: a colon between letters is the ratio sign, unspaced, in grade 1 mode")
    func ratioOfLetters() throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb("<mi>p</mi><mo>:</mo><mi>q</mi>") == "⠏⠰⠒⠟")
        #expect(try MathBrailleUEBGradeOneTests.ueb("<mi>a</mi><mo>:</mo><mi>b</mi><mo>=</mo><mi>c</mi><mo>:</mo><mi>d</mi>")
            == "⠰⠰⠰⠁⠒⠃⠀⠐⠶⠀⠉⠒⠙⠰⠄")
    }

    @Test("Guidelines §3.2: a colon before a mapping arrow is punctuation, followed by a space")
    func mappingColon() throws {
        let braille = try MathBrailleUEBGradeOneTests.ueb("<mi>g</mi><mo>:</mo><mi>A</mi><mo>→</mo><mi>B</mi>")
        #expect(braille.contains("⠛⠒⠀⠠⠁"))
    }

    @Test("Rulebook §2.6.3, §5.7: a letter before set-builder's colon stands alone and takes the grade 1 indicator (the colon spaced as the such-that bar, Guidelines §10)")
    func letterBeforeColon() throws {
        let markup = "<mo>{</mo><mi>t</mi><mo>:</mo><mi>t</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>"
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == "⠸⠣⠰⠞⠀⠒⠀⠰⠞⠀⠈⠜⠀⠼⠚⠸⠜")
    }

    @Test("Guidelines §10: the one bar in set braces reads such that and is spaced as a sign of comparison")
    func suchThat() throws {
        let markup = "<mo>{</mo><mi>n</mi><mo>|</mo><mi>n</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>"
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup).contains("⠀⠸⠳⠀"))
        // Bars in pairs (an absolute value) are not "such that".
        let pairs = "<mo>{</mo><mo>|</mo><mi>x</mi><mo>|</mo><mo>}</mo>"
        #expect(try !MathBrailleUEBGradeOneTests.ueb(pairs).contains("⠀⠸⠳⠀"))
    }
}

@Suite("UEB Guidelines §2.7: emphasis of digits")
struct MathBrailleUEBDigitEmphasisTests {
    @Test("Guidelines §2.7, Rulebook §9.2-9.3: bold digits inside a numeral take the bold indicator and the numeric indicator again",
          arguments: [
              ("<mn>3𝟕1</mn>", "⠼⠉⠘⠆⠼⠛⠁"),
              ("<mn>5𝟐𝟗0</mn>", "⠼⠑⠘⠂⠼⠃⠊⠘⠄⠼⠚"),
              ("<mn>𝟒2</mn>", "⠘⠆⠼⠙⠃"),
          ])
    func boldDigits(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == braille)
    }

    @Test("Guidelines §2.9, Rulebook §6.5: a numeral holding letters keeps them; a capital ends numeric mode, a-f after a digit take the grade 1 indicator",
          arguments: [
              ("<mn>3F</mn>", "⠼⠉⠠⠋"),
              ("<mn>1a</mn>", "⠼⠁⠰⠁"),
          ])
    func lettersInNumerals(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == braille)
    }
}

@Suite("UEB Guidelines §2.10 and §16.5: abbreviations as words, the equilibrium sign")
struct MathBrailleUEBAbbreviationTests {
    @Test("Guidelines §2.10, Rulebook §10.1-10.5: an abbreviation printed as an identifier is a word; standing alone it takes its wordsign",
          arguments: [
              ("<mn>3</mn><mo>&#xA0;</mo><mi>in</mi>", "⠼⠉⠀⠔"),
              ("<mn>2</mn><mo>&#xA0;</mo><mi>ft</mi>", "⠼⠃⠀⠋⠞"),
          ])
    func abbreviationWord(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == braille)
    }

    @Test("Guidelines §9: a function name is not a word of text and takes no wordsign")
    func functionNameNoWordsign() throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb("<mi>sin</mi><mi>x</mi>").hasPrefix("⠎⠔"))
    }

    @Test("Guidelines §16.5: two harpoons stacked in opposite directions are the equilibrium sign, spaced")
    func equilibrium() throws {
        let stacked = "<mi>X</mi><mover><mo>⇀</mo><mo>↽</mo></mover><mi>Y</mi>"
        #expect(try MathBrailleUEBGradeOneTests.ueb(stacked) == "⠰⠠⠭⠀⠘⠸⠶⠀⠰⠠⠽")
        // Arrows that are not harpoons keep their own signs.
        #expect(try !MathBrailleUEBGradeOneTests.ueb("<mi>X</mi><mover><mo>→</mo><mo>←</mo></mover><mi>Y</mi>").contains("⠘⠸⠶"))
    }
}

@Suite("UEB Guidelines §2.5: ordinal endings")
struct MathBrailleUEBOrdinalTests {
    @Test("Guidelines §2.5, Rulebook §6.5.3: an ordinal ending raised on a numeral is written on the baseline, uncontracted in the numeral's grade 1 mode",
          arguments: [
              ("<msup><mn>1</mn><mi>st</mi></msup>", "⠼⠁⠎⠞"),
              ("<msup><mn>32</mn><mtext>nd</mtext></msup>", "⠼⠉⠃⠝⠙"),
              ("<mn>4</mn><mi>th</mi>", "⠼⠙⠞⠓"),
              // A letter a-j after the digits still takes the grade 1 indicator (Rulebook §6.5).
              ("<msup><mn>3</mn><mi>d</mi></msup>", "⠼⠉⠰⠙"),
          ])
    func ordinalEnding(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb(markup) == braille)
    }

    @Test("Guidelines §7: a script on a numeral that is no ordinal ending stays a superscript")
    func powerStaysRaised() throws {
        #expect(try MathBrailleUEBGradeOneTests.ueb("<msup><mn>10</mn><mi>n</mi></msup>") == "⠼⠁⠚⠔⠝")
    }
}
