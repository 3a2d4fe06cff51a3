import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule VII, reference signs and symbols: §46 a sign certain to be a reference is not
/// a superscript; §47 a footnote numeral is the general reference indicator `⠈⠻` and the
/// numeral; §48 the sign follows the word it is attached to, a space between, and takes
/// mathematical punctuation unspaced. Cases written from the rules' text.
@Suite("Nemeth Rule VII reference signs")
struct MathBrailleNemethReferenceTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§46, §48: a reference sign raised on a word is written on the baseline, spaced after the word",
          arguments: [
              ("<msup><mtext>quarterly</mtext><mo>*</mo></msup><mtext>&#xA0;interest</mtext>",
               "⠟⠥⠁⠗⠞⠑⠗⠇⠽⠀⠈⠼⠀⠊⠝⠞⠑⠗⠑⠎⠞"),
              ("<msup><mtext>table</mtext><mo>†</mo></msup><mtext>&#xA0;below</mtext>", "⠞⠁⠃⠇⠑⠀⠸⠻⠀⠃⠑⠇⠕⠺"),
              ("<msup><mtext>rule</mtext><mo>‡</mo></msup>", "⠗⠥⠇⠑⠀⠸⠸⠻"),
              ("<msup><mtext>proof</mtext><mo>**</mo></msup>", "⠏⠗⠕⠕⠋⠀⠈⠼⠈⠼"),
          ])
    func signAfterWord(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§48: punctuation after a reference sign is unspaced and mathematical")
    func punctuationAfterSign() throws {
        #expect(try Self.nemeth("<msup><mtext>quotient</mtext><mo>∗</mo></msup><mo>.</mo>") == "⠟⠥⠕⠞⠊⠑⠝⠞⠀⠈⠼⠸⠲")
    }

    @Test("§48: a sign attached to the start of a word moves after the word; one standing apart stays where print has it")
    func signBeforeWord() throws {
        #expect(try Self.nemeth("<msup><mi></mi><mo>*</mo></msup><mtext>quarterly interest</mtext>")
                == "⠟⠥⠁⠗⠞⠑⠗⠇⠽⠀⠈⠼⠀⠊⠝⠞⠑⠗⠑⠎⠞")
        #expect(try Self.nemeth("<msup><mi></mi><mo>§</mo></msup><mtext>&#xA0;Note on sums</mtext>")
                == "⠈⠠⠎⠀⠠⠝⠕⠞⠑⠀⠕⠝⠀⠎⠥⠍⠎")
    }

    @Test("§47: a footnote numeral raised on a word is the general reference indicator and the numeral")
    func footnoteNumeral() throws {
        #expect(try Self.nemeth("<msup><mtext>radical</mtext><mn>2</mn></msup><mtext>&#xA0;sign</mtext>")
                == "⠗⠁⠙⠊⠉⠁⠇⠀⠈⠻⠼⠆⠀⠎⠊⠛⠝")
    }

    @Test("§46: a numeral after a reference sign takes the numeric indicator")
    func numeralAfterSign() throws {
        #expect(try Self.nemeth("<msup><mi></mi><mo>†</mo></msup><mn>12</mn>") == "⠸⠻⠼⠂⠆")
    }

    @Test("A sign raised on a letter or an expression is a superscript, not a reference",
          arguments: [
              ("<msup><mi>z</mi><mo>*</mo></msup>", "⠵⠘⠈⠼"),
              ("<msup><mi>G</mi><mo>†</mo></msup><mo>=</mo><mi>H</mi>", "⠠⠛⠘⠸⠻⠀⠨⠅⠀⠠⠓"),
              ("<msup><mi>x</mi><mn>2</mn></msup>", "⠭⠘⠆"),
          ])
    func superscriptNotReference(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §28: the English letter indicator marks a letter standing alone; the one-letter
/// words a, I and O in running text are words, not letters.
@Suite("Nemeth §28 one-letter words")
struct MathBrailleNemethOneLetterWordTests {
    @Test("a, A, I and O in running text take no English letter indicator; another lone letter does",
          arguments: [
              ("<mtext>A set is</mtext>", "⠠⠁⠀⠎⠑⠞⠀⠊⠎"),
              ("<mtext>take a point</mtext>", "⠞⠁⠅⠑⠀⠁⠀⠏⠕⠊⠝⠞"),
              ("<mtext>then I add</mtext>", "⠞⠓⠑⠝⠀⠠⠊⠀⠁⠙⠙"),
              ("<mtext>find x</mtext>", "⠋⠊⠝⠙⠀⠰⠭"),
          ])
    func oneLetterWords(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth(markup) == braille)
    }

    @Test("Capital letters as numerals or letters keep the indicator: I, II, III")
    func romanNumeralsKeepIndicator() throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth("<mtext>I, II, III</mtext>") == "⠰⠠⠊⠠⠀⠠⠠⠊⠊⠠⠀⠠⠠⠊⠊⠊")
    }
}

/// The `mathvariant` names converters write for the fonts (MathJax's `-tex-calligraphic`
/// for `\mathcal`, `sans-serif-bold`) mark the letter as MathML's own names do (§22).
@Suite("Nemeth fonts named by converters")
struct MathBrailleNemethVariantNameTests {
    @Test("A converter's font name gives the same braille as the MathML name or the styled character",
          arguments: [
              ("-tex-calligraphic", "𝒜"), ("-tex-caligraphic", "𝒜"), ("-tex-calligraphic-bold", "𝓐"),
              ("sans-serif-bold", "𝗔"),
          ])
    func variantName(variant: String, styled: String) throws {
        let named = try MathBrailleNemethReferenceTests.nemeth("<mi mathvariant=\"\(variant)\">A</mi><mo>+</mo><mi>x</mi>")
        #expect(named == (try MathBrailleNemethReferenceTests.nemeth("<mi>\(styled)</mi><mo>+</mo><mi>x</mi>")))
        #expect(named != (try MathBrailleNemethReferenceTests.nemeth("<mi>A</mi><mo>+</mo><mi>x</mi>")))
    }
}

/// Nemeth §86, the five-step rule for modified expressions, with modifiers stacked on one
/// expression: one multipurpose indicator, the expression, each modifier after its own
/// directly-over or directly-under indicator (nearest the expression first, those under
/// before those over), one termination indicator.
@Suite("Nemeth §86 stacked modifiers")
struct MathBrailleNemethStackedModifierTests {
    @Test("Modifiers nested in MathML are one modified expression",
          arguments: [
              ("<mover><mover><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>¯</mo></mover><mo>¯</mo></mover>",
               "⠐⠁⠬⠃⠣⠱⠣⠱⠻"),
              ("<munder><munder><mrow><mi>p</mi><mi>q</mi></mrow><mo>―</mo></munder><mo>―</mo></munder>",
               "⠐⠏⠟⠩⠱⠩⠱⠻"),
              ("<mover><munder><mrow><mi>x</mi><mi>y</mi></mrow><mo>―</mo></munder><mo>~</mo></mover>",
               "⠐⠭⠽⠩⠱⠣⠈⠱⠻"),
              ("<mover><mover><mi>v</mi><mo>→</mo></mover><mo>˙</mo></mover>", "⠐⠧⠣⠫⠕⠣⠡⠻"),
          ])
    func stacked(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth(markup) == braille)
    }

    @Test("One modifier keeps the five steps; a bar on one letter keeps its short form")
    func single() throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth("<mover><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>¯</mo></mover>") == "⠐⠁⠬⠃⠣⠱⠻")
        #expect(try MathBrailleNemethReferenceTests.nemeth("<mover><mi>x</mi><mo>¯</mo></mover>") == "⠭⠱")
    }
}

/// Nemeth §82: scripts that are not left-aligned (each on its own base, the second on
/// nothing) have the baseline indicator between them, also after a numeric subscript
/// written without its indicator (§77).
@Suite("Nemeth §82 scripts on nothing after a numeric subscript")
struct MathBrailleNemethScriptOnNothingTests {
    @Test("A script on nothing after a subscript is preceded by the baseline indicator",
          arguments: [
              ("<msub><mi>y</mi><mn>2</mn></msub><msup><mrow></mrow><mn>3</mn></msup>", "⠽⠆⠐⠘⠒"),
              ("<msub><mi>y</mi><mi>k</mi></msub><msup><mrow></mrow><mn>3</mn></msup>", "⠽⠰⠅⠐⠘⠒"),
              ("<msubsup><mi>y</mi><mn>2</mn><mn>3</mn></msubsup>", "⠽⠆⠘⠒"),
              ("<msub><mi>y</mi><mn>2</mn></msub><mo>+</mo><mn>1</mn>", "⠽⠆⠬⠂"),
          ])
    func scriptOnNothing(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth(markup) == braille)
    }
}

/// Letters and numerals printed inside shapes: the shape, the interior modification
/// indicator `⠸⠫`, what is inside, the termination indicator `⠻`, as the symbol list writes
/// signs in circles and squares; a filled shape is `⠫⠸` and the shape's cell, a shape in a
/// shape nests, a sans-serif numeral keeps its typeform indicator (§22).
@Suite("Nemeth letters and numerals in shapes")
struct MathBrailleNemethShapedCharacterTests {
    @Test("Squared, filled and double-circled characters are written as shapes with an interior",
          arguments: [
              ("<mi>🄱</mi><mo>+</mo><mi>x</mi>", "⠫⠲⠸⠫⠠⠃⠻⠬⠭"),
              ("<mi>🅒</mi>", "⠫⠸⠉⠸⠫⠠⠉⠻"),
              ("<mi>🅲</mi>", "⠫⠸⠲⠸⠫⠠⠉⠻"),
              ("<mn>❸</mn>", "⠫⠸⠉⠸⠫⠼⠒⠻"),
              ("<mn>⓬</mn>", "⠫⠸⠉⠸⠫⠼⠂⠆⠻"),
              ("<mn>⓶</mn>", "⠫⠉⠸⠫⠫⠉⠸⠫⠼⠆⠻⠻"),
              ("<mn>➂</mn>", "⠫⠉⠸⠫⠠⠨⠼⠒⠻"),
              ("<mn>➌</mn>", "⠫⠸⠉⠸⠫⠠⠨⠼⠒⠻"),
          ])
    func shaped(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth(markup) == braille)
    }

    @Test("A circled letter keeps the same form")
    func circled() throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth("<mi>Ⓐ</mi>") == "⠫⠉⠸⠫⠠⠁⠻")
    }
}

/// Nemeth §105, nested radicals: the nesting indicators of a radical inside a radical come
/// before its index-of-radical indicator when it has an index, and the radical sign after
/// the index takes none; the termination indicator takes them.
@Suite("Nemeth §105 nested radicals with an index")
struct MathBrailleNemethNestedIndexTests {
    @Test("A root with an index inside a square root, and a square root inside a root with an index",
          arguments: [
              ("<msqrt><mroot><mi>y</mi><mn>4</mn></mroot><mo>+</mo><mn>1</mn></msqrt>", "⠜⠨⠣⠲⠜⠽⠨⠻⠬⠂⠻"),
              ("<mroot><mrow><msqrt><mi>y</mi></msqrt><mo>+</mo><mn>1</mn></mrow><mn>5</mn></mroot>", "⠣⠢⠜⠨⠜⠽⠨⠻⠬⠂⠻"),
              ("<mroot><mi>y</mi><mn>4</mn></mroot>", "⠣⠲⠜⠽⠻"),
          ])
    func nestedIndex(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth(markup) == braille)
    }
}

/// Nemeth §80b: on a script level the multipurpose indicator opening a modified expression
/// is preceded by the level indicator, unless that indicator was just written, so that it
/// is not read as the baseline indicator.
@Suite("Nemeth §80b modified expressions in a script")
struct MathBrailleNemethModifiedInScriptTests {
    @Test("A modified expression after a sign in a script restates the level",
          arguments: [
              ("<msup><mi>e</mi><mrow><mover><mi>u</mi><mo>~</mo></mover><mo>−</mo><mover><mi>w</mi><mo>~</mo></mover></mrow></msup>",
               "⠑⠘⠐⠥⠣⠈⠱⠻⠤⠘⠐⠺⠣⠈⠱⠻"),
              ("<msub><mi>B</mi><mrow><mi>k</mi><mo>+</mo><mover><mi>m</mi><mo>→</mo></mover></mrow></msub>",
               "⠠⠃⠰⠅⠬⠰⠐⠍⠣⠫⠕⠻"),
              ("<mover><mi>u</mi><mo>~</mo></mover><mo>+</mo><mover><mi>w</mi><mo>~</mo></mover>", "⠐⠥⠣⠈⠱⠻⠬⠐⠺⠣⠈⠱⠻"),
          ])
    func restated(markup: String, braille: String) throws {
        #expect(try MathBrailleNemethReferenceTests.nemeth(markup) == braille)
    }
}
