import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule XVII, function names and their abbreviations (§158ff, as BRL's Nemeth course,
/// session 7, quotes them): "A space must be left after a function name or its abbreviation
/// ... even when the function name ... is directly followed by a sign of operation"; "No
/// space should be left before a function name ... unless it is preceded by a symbol
/// requiring a space"; "The English letter indicator must not be used with an English
/// letter ... following a function or its abbreviation"; "A space must be left between two
/// or more consecutive abbreviated or unabbreviated function names unless they are clearly
/// unspaced in the print"; "When a function name ... carries a modifier, the required space
/// after the function name must follow the termination of the modifier"; "When a function
/// name ... carries a superscript or subscript, the required space after the function name
/// must follow the superscript or subscript. A letter, numeral, or other mathematical
/// expression following this space assumes the same level as the function name." Cases
/// written from the rule's text.
@Suite("Nemeth Rule XVII function names")
struct MathBrailleNemethFunctionNameTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§158a: a space after the function name, none before it, no English letter indicator after it",
          arguments: [
              ("<mi>sin</mi><mo>&#x2061;</mo><mi>x</mi>", "⠎⠊⠝⠀⠭"),
              ("<mi>sin</mi><mo>&#x2061;</mo><mrow><mo>−</mo><mi>x</mi></mrow>", "⠎⠊⠝⠀⠤⠭"),
              ("<mi>cos</mi><mo>&#x2061;</mo><mn>60</mn><mo>°</mo>", "⠉⠕⠎⠀⠼⠖⠴⠘⠨⠡"),
              ("<mn>2</mn><mi>sin</mi><mo>&#x2061;</mo><mi>x</mi>", "⠼⠆⠎⠊⠝⠀⠭"),
              ("<mi>sin</mi><mo>&#x2061;</mo><mi>x</mi><mi>cos</mi><mo>&#x2061;</mo><mi>y</mi>", "⠎⠊⠝⠀⠭⠉⠕⠎⠀⠽"),
          ])
    func spacing(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§158: the Code's list of abbreviated function names, written with no function application mark",
          arguments: [
              ("<mi>erf</mi><mi>x</mi>", "⠑⠗⠋⠀⠭"),
              ("<mi>erf</mi><mo>(</mo><mi>x</mi><mo>)</mo>", "⠑⠗⠋⠀⠷⠭⠾"),
              ("<mi>vers</mi><mi>θ</mi>", "⠧⠑⠗⠎⠀⠨⠹"),
              ("<mi>colog</mi><mn>2</mn>", "⠉⠕⠇⠕⠛⠀⠼⠆"),
              ("<mi>arccot</mi><mi>x</mi>", "⠁⠗⠉⠉⠕⠞⠀⠭"),
          ])
    func listedNames(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§158b: consecutive function names are spaced, also printed in one token (lim sup, lim inf)",
          arguments: [
              ("<mi>log</mi><mo>&#x2061;</mo><mi>log</mi><mo>&#x2061;</mo><mi>x</mi>", "⠇⠕⠛⠀⠇⠕⠛⠀⠭"),
              ("<mo>lim sup</mo><msub><mi>a</mi><mi>n</mi></msub>", "⠇⠊⠍⠀⠎⠥⠏⠀⠁⠰⠝"),
              ("<mo>lim&#x2009;inf</mo><msub><mi>a</mi><mi>n</mi></msub>", "⠇⠊⠍⠀⠊⠝⠋⠀⠁⠰⠝"),
          ])
    func consecutiveNames(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§158, modified function names: the space follows the termination indicator")
    func modifiedName() throws {
        #expect(try Self.nemeth("<munder><mo movablelimits=\"true\">lim&#x2009;sup</mo><mrow><mi>n</mi><mo>→</mo><mi>∞</mi></mrow></munder><msub><mi>a</mi><mi>n</mi></msub>")
                == "⠐⠇⠊⠍⠀⠎⠥⠏⠩⠝⠀⠫⠕⠀⠠⠿⠻⠀⠁⠰⠝")
        #expect(try Self.nemeth("<munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mn>2</mn><mi>x</mi>")
                == "⠐⠇⠊⠍⠩⠭⠀⠫⠕⠀⠼⠴⠻⠀⠼⠆⠭")
    }

    @Test("§158, scripts: the space follows the script; what follows it is on the function name's level, with no baseline or multipurpose indicator",
          arguments: [
              ("<msub><mi>log</mi><mn>2</mn></msub><mo>&#x2061;</mo><mn>8</mn>", "⠇⠕⠛⠆⠀⠼⠦"),
              ("<msub><mi>log</mi><mn>10</mn></msub><mo>&#x2061;</mo><mn>100</mn><mo>=</mo><mn>2</mn>", "⠇⠕⠛⠂⠴⠀⠼⠂⠴⠴⠀⠨⠅⠀⠼⠆"),
              ("<msub><mi>log</mi><mi>a</mi></msub><mo>&#x2061;</mo><mn>8</mn>", "⠇⠕⠛⠰⠁⠀⠼⠦"),
              ("<msup><mi>sin</mi><mn>2</mn></msup><mo>&#x2061;</mo><mi>x</mi>", "⠎⠊⠝⠘⠆⠀⠭"),
              ("<msup><mi>sin</mi><mn>2</mn></msup><mo>&#x2061;</mo><mn>30</mn><mo>°</mo>", "⠎⠊⠝⠘⠆⠀⠼⠒⠴⠘⠨⠡"),
              ("<msup><mi>e</mi><mrow><mi>sin</mi><mo>&#x2061;</mo><mi>x</mi></mrow></msup><mi>y</mi>", "⠑⠘⠎⠊⠝⠀⠭⠐⠽"),
          ])
    func scripts(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§177.ii still holds where no space comes between: a numeral right after a letter's numeric subscript")
    func unspacedNumeral() throws {
        #expect(try Self.nemeth("<msub><mi>c</mi><mn>0</mn></msub><msup><mn>10</mn><mn>2</mn></msup>") == "⠉⠴⠐⠂⠴⠘⠆")
    }
}
