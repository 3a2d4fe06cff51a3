import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule XIV, the list of modifiers at the head of the rule (arcs concave upward `⠫⠁`
/// and downward `⠫⠄`, arrows, bars `⠱` `⠳`, the caret `⠸⠣` inverted `⠸⠩`, left-pointing
/// `⠰⠣` and right-pointing `⠰⠩`, dot `⠡`, hollow dot `⠨⠡`, question mark, tilde `⠈⠱`,
/// triangle `⠫⠞`), "those most commonly used, but other modifiers must be treated in the
/// same manner" (§85), each written by the five-step rule (§86). Print draws some of them
/// with characters the symbol table did not read as the modifier: a ring above is the hollow
/// dot, not the degree sign. Cases written from the list.
@Suite("Nemeth Rule XIV the list of modifiers")
struct MathBrailleNemethModifierListTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("Rule XIV list: each modifier, however print draws it, after the directly-over indicator",
          arguments: [
              ("˚", "⠐⠭⠣⠨⠡⠻"), ("&#x30A;", "⠐⠭⠣⠨⠡⠻"), ("∘", "⠐⠭⠣⠨⠡⠻"),
              ("⌃", "⠐⠭⠣⠸⠣⠻"), ("^", "⠐⠭⠣⠸⠣⠻"), ("⌄", "⠐⠭⠣⠸⠩⠻"), ("ˇ", "⠐⠭⠣⠸⠩⠻"),
              ("˂", "⠐⠭⠣⠰⠣⠻"), ("˃", "⠐⠭⠣⠰⠩⠻"),
              ("&#x20D6;", "⠐⠭⠣⠫⠪⠒⠒⠻"), ("&#x20E1;", "⠐⠭⠣⠫⠪⠒⠒⠕⠻"), ("↔", "⠐⠭⠣⠫⠪⠒⠒⠕⠻"),
              ("⌢", "⠐⠭⠣⠫⠁⠻"), ("⌣", "⠐⠭⠣⠫⠄⠻"),
          ])
    func over(mark: String, braille: String) throws {
        #expect(try Self.nemeth("<mover><mi>x</mi><mo>\(mark)</mo></mover>") == braille)
    }

    @Test("Rule XIV list: under an expression, after the directly-under indicator")
    func under() throws {
        #expect(try Self.nemeth("<munder><mrow><mi>A</mi><mi>B</mi></mrow><mo>⌣</mo></munder>") == "⠐⠠⠁⠠⠃⠩⠫⠄⠻")
        #expect(try Self.nemeth("<mover><mi>A</mi><mo>˚</mo></mover>") == "⠐⠠⠁⠣⠨⠡⠻")
    }

    @Test("§86, §177: digits with a bar over them after a numeral printed with its decimal point go on in the numeral",
          arguments: [
              ("<mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover>", "⠼⠴⠨⠒⠱"),
              ("<mi>x</mi><mo>=</mo><mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover>", "⠭⠀⠨⠅⠀⠼⠴⠨⠒⠱"),
              ("<mn>0.</mn><mover><mn>36</mn><mo>¯</mo></mover>", "⠼⠴⠨⠐⠒⠖⠣⠱⠻"),
              ("<mn>0.1</mn><mover><mn>6</mn><mo>¯</mo></mover>", "⠼⠴⠨⠂⠖⠱"),
              // A decimal point with a letter after it keeps the multipurpose indicator (§177).
              ("<mn>8.</mn><mi>b</mi>", "⠼⠦⠨⠐⠃"),
          ])
    func repeatingDecimal(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §87a, modifiers of the second order: the directly-over and directly-under
/// indicators have a second order (`⠣⠣`, `⠩⠩` in the list at the head of Rule XIV) for a
/// modifier set over or under another modifier: a label over a bar or over a brace, however
/// MathML nests it (the label over the bar's `mover`, or the bar's `mover` holding its label).
/// Signs stacked on an expression (two bars) are each of the first order (§86). Cases written
/// from the rule.
@Suite("Nemeth §87 modifiers of the second order")
struct MathBrailleNemethSecondOrderModifierTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§87a: a label over or under a modifier follows the doubled indicator",
          arguments: [
              ("<mover><mover><mrow><mi>x</mi><mo>+</mo><mi>y</mi></mrow><mo>¯</mo></mover><mrow><mi>a</mi><mo>=</mo><mn>3</mn></mrow></mover>",
               "⠐⠭⠬⠽⠣⠱⠣⠣⠁⠀⠨⠅⠀⠼⠒⠻"),
              ("<mover><mrow><mi>x</mi><mo>+</mo><mi>y</mi></mrow><mover><mo>¯</mo><mrow><mi>a</mi><mo>=</mo><mn>3</mn></mrow></mover></mover>",
               "⠐⠭⠬⠽⠣⠱⠣⠣⠁⠀⠨⠅⠀⠼⠒⠻"),
              ("<mover><mover><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>⏞</mo></mover><mi>n</mi></mover>", "⠐⠁⠬⠃⠣⠨⠷⠣⠣⠝⠻"),
              ("<munder><munder><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>⏟</mo></munder><mi>n</mi></munder>", "⠐⠁⠬⠃⠩⠨⠾⠩⠩⠝⠻"),
          ])
    func secondOrder(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§86: signs stacked on an expression, and a label set directly over it, are of the first order",
          arguments: [
              ("<mover><mover><mrow><mi>z</mi><mo>+</mo><mi>r</mi></mrow><mo>¯</mo></mover><mo>¯</mo></mover>", "⠐⠵⠬⠗⠣⠱⠣⠱⠻"),
              ("<mover><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mi>n</mi></mover>", "⠐⠁⠬⠃⠣⠝⠻"),
          ])
    func firstOrder(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §99a, the dots (or bar) of a repeating decimal: the repeated digits under their
/// mark are one modified expression, also when print sets the mark over every digit and
/// MathML gives each digit its own `mover`. Cases written from the rule.
@Suite("Nemeth §99 marks over the digits of a repeating decimal")
struct MathBrailleNemethRepeatingDigitsTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§99a: digits side by side with the same mark are one modified numeral",
          arguments: [
              ("<mo>.</mo><mover><mn>1</mn><mo>˙</mo></mover><mover><mn>3</mn><mo>˙</mo></mover><mover><mn>5</mn><mo>˙</mo></mover>", "⠼⠨⠐⠂⠒⠢⠣⠡⠻"),
              ("<mn>0.1</mn><mover><mn>3</mn><mo>˙</mo></mover><mover><mn>6</mn><mo>˙</mo></mover>", "⠼⠴⠨⠂⠐⠒⠖⠣⠡⠻"),
              ("<mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover><mover><mn>6</mn><mo>¯</mo></mover>", "⠼⠴⠨⠐⠒⠖⠣⠱⠻"),
              // Different marks are different modified expressions.
              ("<mn>0.</mn><mover><mn>3</mn><mo>¯</mo></mover><mover><mn>6</mn><mo>˙</mo></mover>", "⠼⠴⠨⠒⠱⠐⠖⠣⠡⠻"),
          ])
    func merged(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }
}

/// Nemeth §121, horizontal grouping signs over and under an expression: the brace above is the
/// opening brace `⠨⠷`, below the closing brace `⠨⠾`, the bracket below the closing bracket
/// `⠈⠾`; so the bracket above is the opening bracket `⠈⠷` (`⎴` was a transcriber-defined
/// symbol), the parenthesis above the opening parenthesis `⠷`, below the closing `⠾`. Cases
/// written from the rule.
@Suite("Nemeth §121 grouping signs over and under")
struct MathBrailleNemethHorizontalGroupingTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§121: each horizontal grouping sign is the opening sign above, the closing sign below",
          arguments: [
              ("mover", "⏞", "⠣⠨⠷"), ("munder", "⏟", "⠩⠨⠾"), ("mover", "⎴", "⠣⠈⠷"), ("munder", "⎵", "⠩⠈⠾"),
              ("mover", "⏜", "⠣⠷"), ("munder", "⏝", "⠩⠾"),
          ])
    func grouping(element: String, sign: String, cells: String) throws {
        #expect(try Self.nemeth("<\(element)><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>\(sign)</mo></\(element)>") == "⠐⠁⠬⠃" + cells + "⠻")
    }
}
