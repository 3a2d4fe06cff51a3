import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth signs whatever shape the tree gives them: primes carried by an empty base
/// (§83), compound comparison signs built of nested or combining marks (the Code's symbol
/// list), a decimal point before an omission (§177, §57) and a comparison sign that stands
/// for itself (§37). Cases written from the rules' text.
@Suite("Nemeth signs as the tree prints them")
struct MathBrailleNemethSignTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§83: a prime raised on nothing (TeX's {}' and x^{'n}) is a prime on the baseline, before any script",
          arguments: [
              ("<msup><mi>y</mi><mrow><msup><mi></mi><mo>″</mo></msup><mi>n</mi></mrow></msup>", "⠽⠄⠄⠘⠝"),
              ("<mi>f</mi><msup><mi></mi><mo>′</mo></msup><mo>(</mo><mi>x</mi><mo>)</mo>", "⠋⠄⠷⠭⠾"),
              ("<msubsup><mi>x</mi><mn>1</mn><mrow><msup><mi></mi><mo>′</mo></msup></mrow></msubsup>", "⠭⠄⠂"),
          ])
    func primesOnNothing(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Symbol list: marks over and under a sign make one compound sign, over first, however they are nested or printed",
          arguments: [
              // equals sign under superset, each in a row of its own
              ("<mi>A</mi><munder><mrow><mo>⊃</mo></mrow><mrow><mo>=</mo></mrow></munder><mi>B</mi>", "⠠⠁⠀⠸⠨⠂⠨⠅⠀⠠⠃"),
              // a combining low line in its own token, and in the sign's token
              ("<mi>A</mi><mo>⊂</mo><mo>&#x332;</mo><mi>B</mi>", "⠠⠁⠀⠸⠐⠅⠱⠀⠠⠃"),
              ("<mi>A</mi><mo>⊂&#x332;</mo><mi>B</mi>", "⠠⠁⠀⠸⠐⠅⠱⠀⠠⠃"),
              // a bar over a less-than sign that has a tilde under it
              ("<mi>x</mi><mover><mrow><munder><mo>&lt;</mo><mo>~</mo></munder></mrow><mo>¯</mo></mover><mi>y</mi>", "⠭⠀⠱⠐⠅⠈⠱⠀⠽"),
          ])
    func compoundSigns(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§177: a decimal point before a blank or a question mark for the omitted digits takes the multipurpose indicator, unspaced",
          arguments: [
              ("<mn>0.5</mn><mo>=</mo><mo>.</mo><mo>?</mo>", "⠼⠴⠨⠢⠀⠨⠅⠀⠨⠐⠿"),
              ("<mn>3</mn><mo>+</mo><mo>.</mo><mo>___</mo>", "⠼⠒⠬⠨⠐⠤⠤⠤⠤"),
              ("<mn>1</mn><mo>=</mo><mo>.</mo><mover><mspace width=\"1em\"/><mo>?</mo></mover>", "⠼⠂⠀⠨⠅⠀⠨⠐⠿"),
          ])
    func decimalPointBeforeOmission(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§37: a comparison sign standing for itself is unspaced from its quotation marks and from a plural ending",
          arguments: [
              ("<mo>“</mo><mo>&lt;</mo><mo>”</mo>", "⠦⠐⠅⠸⠴"),
              ("<mo>&lt;</mo><mtext>’s</mtext>", "⠐⠅⠸⠄⠎"),
              ("<mo>“</mo><mo>&lt;</mo><mo>”</mo><mo>.</mo>", "⠦⠐⠅⠸⠴⠲"),
          ])
    func comparisonStandingForItself(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Symbol list, §151: the one vertical bar in set-builder braces means \"such that\" and is spaced; a numeral after it takes the numeric indicator",
          arguments: [
              ("<mo>{</mo><mi>x</mi><mo>|</mo><mn>0</mn><mo>&lt;</mo><mi>x</mi><mo>}</mo>", "⠨⠷⠭⠀⠳⠀⠼⠴⠀⠐⠅⠀⠭⠨⠾"),
              ("<mo>{</mo><mo>(</mo><mi>a</mi><mo>,</mo><mi>b</mi><mo>)</mo><mo>∣</mo><mi>a</mi><mo>&gt;</mo><mi>b</mi><mo>}</mo>", "⠨⠷⠷⠁⠠⠀⠃⠾⠀⠳⠀⠁⠀⠨⠂⠀⠃⠨⠾"),
              // bars in pairs are absolute values, not "such that"
              ("<mo>{</mo><mi>z</mi><mo>:</mo><mo>|</mo><mi>z</mi><mo>|</mo><mo>=</mo><mn>1</mn><mo>}</mo>", "⠨⠷⠵⠸⠒⠀⠳⠵⠳⠀⠨⠅⠀⠼⠂⠨⠾"),
          ])
    func suchThat(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§57: an ellipsis is unspaced from the vertical bars that enclose it, as from other grouping signs",
          arguments: [
              ("<mo>‖</mo><mo>…</mo><mo>‖</mo>", "⠳⠳⠄⠄⠄⠳⠳"),
              ("<mo>|</mo><mo>…</mo><mo>|</mo>", "⠳⠄⠄⠄⠳"),
              // between two absolute values it keeps its spaces
              ("<mo>|</mo><mi>x</mi><mo>|</mo><mo>,</mo><mo>…</mo><mo>,</mo><mo>|</mo><mi>y</mi><mo>|</mo>", "⠳⠭⠳⠠⠀⠄⠄⠄⠠⠀⠳⠽⠳"),
          ])
    func ellipsisInsideBars(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§8-§9: a decimal point printed apart before the digits of a numeral belongs to it, with the numeric indicator before it",
          arguments: [
              ("<mi>x</mi><mo>=</mo><mo>.</mo><mn>5</mn>", "⠭⠀⠨⠅⠀⠼⠨⠢"),
              ("<mo>.</mo><mover><mn>6</mn><mo>¯</mo></mover>", "⠼⠨⠖⠱"),
              ("<mn>3</mn><mo>.</mo><mn>25</mn>", "⠼⠒⠨⠆⠢"),
          ])
    func decimalPointApart(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§177: comparison signs side by side in tokens of their own are one comparison, parted by the multipurpose indicator")
    func comparisonsSideBySide() throws {
        #expect(try Self.nemeth("<mi>a</mi><mo>≤</mo><mo>≥</mo><mi>b</mi>") == "⠁⠀⠐⠅⠱⠐⠨⠂⠱⠀⠃")
        // a tilde after a comparison sign negates what follows; it is not joined to the sign
        #expect(try !Self.nemeth("<mi>x</mi><mo>=</mo><mo>∼</mo><mi>y</mi>").contains("⠨⠅⠐⠈⠱"))
    }

    @Test("The one bar between two operands in parentheses is \"given\" and is spaced; bars in pairs stay absolute values",
          arguments: [
              ("<mi>P</mi><mo>(</mo><mi>E</mi><mo>|</mo><mi>F</mi><mo>)</mo>", "⠠⠏⠷⠠⠑⠀⠳⠀⠠⠋⠾"),
              ("<mo>(</mo><mo>|</mo><mi>x</mi><mo>|</mo><mo>)</mo>", "⠷⠳⠭⠳⠾"),
          ])
    func given(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§78-§79: a numeral in a script whose digit groups are printed apart by commas keeps the numeric comma; other commas there are the comma of the level",
          arguments: [
              ("<msub><mi>y</mi><mrow><mn>2</mn><mo>,</mo><mn>500</mn></mrow></msub>", "⠽⠆⠠⠢⠴⠴"),
              ("<msup><mn>10</mn><mrow><mn>1</mn><mo>,</mo><mn>000</mn><mo>,</mo><mn>000</mn></mrow></msup>", "⠼⠂⠴⠘⠂⠠⠴⠴⠴⠠⠴⠴⠴"),
              ("<msub><mi>x</mi><mrow><mn>1</mn><mo>,</mo><mn>2</mn></mrow></msub>", "⠭⠰⠂⠪⠆"),
          ])
    func digitGroupsInScripts(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§82: a superscript of a later pair of scripts is not left-aligned with the subscript: the baseline comes between; a prime of the pair goes first (§83)",
          arguments: [
              ("<mmultiscripts><mi>R</mi><mi>i</mi><none/><none/><mi>j</mi></mmultiscripts>", "⠠⠗⠰⠊⠐⠘⠚"),
              ("<mmultiscripts><mi>R</mi><mi>i</mi><mi>j</mi></mmultiscripts>", "⠠⠗⠰⠊⠘⠚"),
              ("<mmultiscripts><mi>y</mi><mn>1</mn><mo>′</mo></mmultiscripts>", "⠽⠄⠂"),
          ])
    func staggeredScripts(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§75: a left superscript right after the superscript of the term before stays on that level; after a subscript the baseline comes between",
          arguments: [
              ("<msup><mi>a</mi><mn>2</mn></msup><mmultiscripts><mi>y</mi><mprescripts/><none/><mn>3</mn></mmultiscripts>", "⠁⠘⠆⠘⠒⠐⠽"),
              ("<msub><mi>a</mi><mi>k</mi></msub><mmultiscripts><mi>y</mi><mprescripts/><none/><mn>3</mn></mmultiscripts>", "⠁⠰⠅⠐⠘⠒⠐⠽"),
          ])
    func leftScriptAfterScript(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§67-§68: a fraction holding a mixed number is complex; the mixed number alone keeps its own indicators")
    func mixedNumberInFraction() throws {
        #expect(try Self.nemeth("<mfrac><mrow><mn>2</mn><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow><mn>3</mn></mfrac>") == "⠠⠹⠆⠸⠹⠂⠌⠆⠸⠼⠠⠌⠒⠠⠼")
        #expect(try Self.nemeth("<mn>2</mn><mfrac><mn>1</mn><mn>2</mn></mfrac>") == "⠼⠆⠸⠹⠂⠌⠆⠸⠼")
    }

    @Test("§37: between operands the comparison sign keeps its spaces, and a period after mathematics its indicator")
    func comparisonBetweenOperands() throws {
        #expect(try Self.nemeth("<mi>x</mi><mo>=</mo><mi>y</mi><mo>.</mo>") == "⠭⠀⠨⠅⠀⠽⠸⠲")
        #expect(try Self.nemeth("<mi>x</mi><mo>=</mo><mtext>s</mtext>") == "⠭⠀⠨⠅⠀⠎")
    }
}
