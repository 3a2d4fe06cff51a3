import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB technical material, signs print builds from other signs (ICEB *Guidelines for
/// Technical Material* §14, shapes and composite symbols; UEB Rulebook §3.22): a sign
/// inside a shape is the shape, the interior modification ⠪ and the sign, one shape
/// symbol taking grade 1 mode and the shape terminator; a sign directly above another is
/// the upper sign, ⠻ and the lower one, the grade 1 indicators decided over the parts.
/// Cases written from the rules' text.
@Suite("UEB Guidelines §14 composite symbols")
struct MathBrailleUEBCompositeTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("§14: a sign inside a circle or a square is the shape, ⠪ and the sign, terminated before what follows unspaced",
          arguments: [
              ("<mi>a</mi><mo>⊕</mo><mi>b</mi>", "⠁⠰⠫⠿⠪⠐⠖⠱⠃"),
              ("<mi>A</mi><mo>⊗</mo><mi>B</mi>", "⠠⠁⠰⠫⠿⠪⠐⠦⠱⠠⠃"),
              ("<mn>2</mn><mo>⊞</mo><mn>3</mn>", "⠼⠃⠫⠼⠙⠪⠐⠖⠱⠼⠉"),
              ("<mi>v</mi><mo>⊙</mo>", "⠧⠰⠫⠿⠪⠐⠲"),
          ])
    func signInsideShape(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("§14: a letter or numeral printed in a circle is the circle with that interior, in a numeral too",
          arguments: [
              ("<mi>Ⓐ</mi>", "⠰⠫⠿⠪⠠⠁"),
              ("<mi>ⓑ</mi><mo>+</mo><mi>x</mi>", "⠰⠫⠿⠪⠃⠱⠐⠖⠭"),
              ("<mn>①</mn><mo>+</mo><mn>2</mn>", "⠰⠫⠿⠪⠼⠁⠱⠐⠖⠼⠃"),
          ])
    func circledCharacter(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("§14.1: a regular polygon is the shape indicator and its number of sides; a filled one takes no grade 1 indicator",
          arguments: [
              ("<mo>⬠</mo>", "⠰⠫⠼⠑"),
              ("<mo>⬢</mo>", "⠸⠫⠼⠋"),
              ("<mn>2</mn><mo>⬡</mo><mn>3</mn>", "⠼⠃⠫⠼⠋⠱⠼⠉"),
          ])
    func regularPolygon(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("§14: one numeral, letter or sign enclosed in a circle or a box (menclose) is that shape with the interior",
          arguments: [
              ("<menclose notation='circle'><mn>5</mn></menclose>", "⠰⠫⠿⠪⠼⠑"),
              ("<mn>3</mn><mo>×</mo><menclose notation='box'><mn>7</mn></menclose>", "⠼⠉⠐⠦⠫⠼⠙⠪⠼⠛"),
              ("<menclose notation='circle'><mi>x</mi></menclose><mo>+</mo><mn>1</mn>", "⠰⠫⠿⠪⠭⠱⠐⠖⠼⠁"),
          ])
    func enclosedInShape(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("§14.3: a sign above the equals sign is the upper sign, ⠻ and the equals sign, spaced as a comparison",
          arguments: [
              // One part reading as a contraction in the first three cells: a symbol indicator.
              ("<mn>3</mn><mo>≜</mo><mn>3</mn>", "⠼⠉⠀⠠⠨⠙⠰⠻⠐⠶⠀⠼⠉"),
              ("<mn>1</mn><mo>≞</mo><mn>1</mn>", "⠼⠁⠀⠍⠰⠻⠐⠶⠀⠼⠁"),
              // Two parts reading as contractions (? and ⠻): the sequence is a grade 1 word.
              ("<mn>2</mn><mo>≟</mo><mn>3</mn>", "⠼⠃⠀⠰⠰⠦⠻⠐⠶⠀⠼⠉"),
          ])
    func signAboveEquals(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("§14.3: inside a script the stacked sign is unspaced, as every comparison sign there (§7.9)")
    func stackedInScript() throws {
        #expect(try Self.ueb("<msub><mi>x</mi><mrow><mn>1</mn><mo>≟</mo><mn>2</mn></mrow></msub>").contains("⠼⠁⠦⠻⠐⠶⠼⠃"))
    }
}

/// UEB technical material, numerals printed as one character: a Roman numeral character
/// is its letters (Guidelines §2.6, ancient numeration §2.8), a numeral of a numeration
/// UEB does not define is a transcriber-defined symbol (Rulebook §3.26). Cases written
/// from the rules.
@Suite("UEB Guidelines §2.6, §2.8 numerals printed as one character")
struct MathBrailleUEBAncientNumeralTests {
    @Test("§2.6, §2.8: a Roman numeral character reads as its letters, capitals as a capitalised word",
          arguments: [
              ("<mi>Ⅻ</mi>", "<mi>XII</mi>"),
              ("<mn>Ⅳ</mn>", "<mi>IV</mi>"),
              ("<mi>ⅲ</mi>", "<mi>iii</mi>"),
              ("<mn>Ⅴ</mn><mo>+</mo><mn>Ⅰ</mn>", "<mi mathvariant='normal'>V</mi><mo>+</mo><mi mathvariant='normal'>I</mi>"),
          ])
    func romanNumeralCharacter(character: String, letters: String) throws {
        let braille = try MathBrailleUEBCompositeTests.ueb(character)
        #expect(braille == (try MathBrailleUEBCompositeTests.ueb(letters)))
        #expect(!braille.isEmpty && braille != "⠼")
    }

    @Test("§2.6: Ⅻ is ⠠⠠⠭⠊⠊ and ⅳ is ⠊⠧")
    func romanNumeralCells() throws {
        #expect(try MathBrailleUEBCompositeTests.ueb("<mi>Ⅻ</mi>") == "⠠⠠⠭⠊⠊")
        #expect(try MathBrailleUEBCompositeTests.ueb("<mn>ⅳ</mn>") == "⠊⠧")
    }

    @Test("§2.8, Rulebook §3.26: a Babylonian numeral in a numeral is a transcriber-defined symbol, not dropped")
    func otherNumeration() throws {
        let braille = try MathBrailleUEBCompositeTests.ueb("<mn>\u{12415}</mn>")
        #expect(braille.contains("⠹"))
        #expect(braille != "⠼")
    }
}

/// UEB technical material, the hyphen (Guidelines §3.3, use of the braille hyphen; UEB
/// Rulebook §7.2, §2.6.2): a hyphen joining letters in words of text is the hyphen ⠤, not
/// the minus sign ⠐⠤, and a letter it bounds stands alone. Cases written from the rules.
@Suite("UEB Guidelines §3.3 the braille hyphen")
struct MathBrailleUEBHyphenTests {
    @Test("§3.3: a hyphen between letters of text is ⠤; a letter it bounds stands alone",
          arguments: [
              ("<mtext>x-axis</mtext>", "⠰⠭⠤⠁⠭⠊⠎"),
              ("<mtext>non-zero</mtext>", "⠝⠕⠝⠤⠵⠻⠕"),
              ("<mi>y</mi><mtext>-intercept</mtext>", "⠰⠽⠤⠔⠞⠻⠉⠑⠏⠞"),
              // A word joined to a numeral, and a numeral to a word.
              ("<mtext>hydrogen-3</mtext>", "⠓⠽⠙⠗⠕⠛⠢⠤⠼⠉"),
              ("<mtext>1-to-1</mtext>", "⠼⠁⠤⠞⠕⠤⠼⠁"),
              // The hyphen character U+2010 is a hyphen wherever it is.
              ("<mi>x</mi><mo>‐</mo><mtext>axis</mtext>", "⠰⠭⠤⠁⠭⠊⠎"),
          ])
    func hyphen(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBCompositeTests.ueb(markup) == braille)
    }

    @Test("§3.3: between a letter and a number, or between operands in math, it stays the minus sign ⠐⠤",
          arguments: [
              ("<mtext>x-3</mtext>", "⠭⠐⠤⠼⠉"),
              ("<mi>x</mi><mo>-</mo><mi>y</mi>", "⠭⠐⠤⠽"),
          ])
    func minus(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBCompositeTests.ueb(markup) == braille)
    }
}

/// UEB technical material, omission (Guidelines §3.6): a blank printed for a missing sign
/// or number is the general omission sign ⠬. Cases written from the rule.
@Suite("UEB Guidelines §3.6 a blank for an omission")
struct MathBrailleUEBOmittedBlankTests {
    @Test("§3.6: two or more spaces between numbers are the omission sign; one space is a space",
          arguments: [
              ("<mn>4</mn><mo>\u{A0}</mo><mo>\u{A0}</mo><mn>2</mn><mo>=</mo><mn>8</mn>", "⠼⠙⠬⠼⠃⠀⠐⠶⠀⠼⠓"),
              ("<mn>9</mn><mtext>\u{A0}</mtext><mtext>\u{A0}\u{A0}</mtext><mn>3</mn>", "⠼⠊⠬⠼⠉"),
              ("<mn>4</mn><mo>\u{A0}</mo><mn>2</mn>", "⠼⠙⠀⠼⠃"),
          ])
    func blank(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBCompositeTests.ueb(markup) == braille)
    }
}

/// UEB technical material, function names (Guidelines §9, §7.9): a function name is a word
/// spaced from a letter beside it, carrying its limits after it, whether the converter
/// writes it as an identifier (`<mi>sin</mi>`) or as an operator (MathJax's
/// `<mo>lim</mo>`, `<mo>det</mo>`). Cases written from the rule.
@Suite("UEB Guidelines §9 function names written as operators")
struct MathBrailleUEBFunctionOperatorTests {
    @Test("§9, §7.9: a function name in an mo is written as the same name in an mi",
          arguments: [
              "<mi>x</mi><FN>max</FN><mi>y</mi>",
              "<FN>det</FN><mi>A</mi>",
              "<FN>min</FN><mo>(</mo><mi>a</mi><mo>,</mo><mi>b</mi><mo>)</mo>",
              "<munder><FN>lim</FN><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mi>f</mi><mo>(</mo><mi>x</mi><mo>)</mo>",
          ])
    func operatorName(template: String) throws {
        let asOperator = template.replacingOccurrences(of: "<FN>", with: "<mo>").replacingOccurrences(of: "</FN>", with: "</mo>")
        let asIdentifier = template.replacingOccurrences(of: "<FN>", with: "<mi>").replacingOccurrences(of: "</FN>", with: "</mi>")
        #expect(try MathBrailleUEBCompositeTests.ueb(asOperator) == (try MathBrailleUEBCompositeTests.ueb(asIdentifier)))
    }

    @Test("§9.3: a function name is spaced from a letter beside it, and lim carries its limits ungrouped")
    func spacedAndLimits() throws {
        #expect(try MathBrailleUEBCompositeTests.ueb("<mi>x</mi><mo>max</mo><mi>y</mi>").contains("⠍⠁⠭⠀"))
        #expect(try MathBrailleUEBCompositeTests.ueb("<munder><mo>lim</mo><mi>n</mi></munder><msub><mi>a</mi><mi>n</mi></msub>").hasPrefix("⠰⠰⠇⠊⠍⠨⠢⠝"))
    }
}

/// UEB technical material, chemistry (Guidelines §16.2): in a chemical formula each element
/// symbol is capitalised on its own, never as a capitalised word, an ion's too. Cases
/// written from the rule.
@Suite("UEB Guidelines §16.2 ions")
struct MathBrailleUEBIonTests {
    @Test("§16.2: element symbols with a subscript and a charge, or with a charge alone, are capitalised one by one",
          arguments: [
              ("<msubsup><mi>SO</mi><mn>4</mn><mrow><mn>2</mn><mo>−</mo></mrow></msubsup>", "⠠⠎⠠⠕⠰⠢⠼⠙⠔⠣⠼⠃⠐⠤⠜"),
              ("<msup><mi>OH</mi><mo>−</mo></msup>", "⠠⠕⠠⠓⠰⠔⠐⠤"),
          ])
    func ion(markup: String, braille: String) throws {
        #expect(try MathBrailleUEBCompositeTests.ueb(markup) == braille)
    }

    @Test("§16.2: capitals that are no element symbols keep the capitalised word (Rulebook §8)")
    func notElements() throws {
        #expect(try MathBrailleUEBCompositeTests.ueb("<msup><mi>AB</mi><mo>+</mo></msup>").hasPrefix("⠠⠠⠁⠃"))
    }
}
