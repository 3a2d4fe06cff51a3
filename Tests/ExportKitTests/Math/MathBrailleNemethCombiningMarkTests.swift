import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// A digit or letter printed with a combining mark in its token is the modified expression
/// Rule XIV writes for the mark over or under it (§86 five-step rule, §86b contracted form
/// for one character under a bar, §99a one modification over repeated digits); a caret
/// below a digit is the caret place indicator (NFB's course Lesson 13.1.1). The marked
/// characters were dropped or transcriber-defined. Cases written from the rules.
@Suite("Nemeth Rule XIV combining marks in a token")
struct MathBrailleNemethCombiningMarkTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§86, §99a: digits with a combining bar or dots are the modified digits",
          arguments: [
              ("<mn>0.3\u{0305}</mn>", "⠼⠴⠨⠒⠱"),
              ("<mn>0.14\u{0305}2\u{0305}</mn>", "⠼⠴⠨⠂⠐⠲⠆⠣⠱⠻"),
              ("<mn>0.3\u{0307}</mn>", "⠼⠴⠨⠐⠒⠣⠡⠻"),
          ])
    func markedDigits(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§86, §86b: a letter with a combining mark is the modified letter",
          arguments: [
              ("<mi>x\u{0305}</mi>", "⠭⠱"),
              ("<mi>x\u{0302}</mi>", "⠐⠭⠣⠸⠣⠻"),
              ("<mi>v\u{20D7}</mi>", "⠐⠧⠣⠫⠕⠻"),
          ])
    func markedLetters(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§85, §86: a letter printed with its mark as one character (Newton's dots, a bar, a hat, a tilde) is the modified letter",
          arguments: [
              ("<mi>ẋ</mi>", "⠐⠭⠣⠡⠻"),
              ("<mi>ẍ</mi>", "⠐⠭⠣⠡⠡⠻"),
              ("<mi>ā</mi>", "⠁⠱"),
              ("<mi>ñ</mi>", "⠐⠝⠣⠈⠱⠻"),
              ("<mi>é</mi>", "⠫⠈⠁"),
          ])
    func precomposedLetters(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("Lesson 13.1.1: a caret below a digit is the caret place indicator after it, the numeral going on")
    func caretBelow() throws {
        #expect(try Self.nemeth("<mn>4\u{032D}5</mn>") == "⠼⠲⠸⠣⠢")
        #expect(try Self.nemeth("<mn>.37\u{032D}688</mn>") == "⠼⠨⠒⠶⠸⠣⠖⠦⠦")
    }

    @Test("Symbol list: h with a stroke is the h-bar of physics, as ℏ")
    func hBar() throws {
        #expect(try Self.nemeth("<mi>ħ</mi>") == Self.nemeth("<mi>ℏ</mi>"))
        #expect(try Self.nemeth("<mi>ħ</mi>") == "⠈⠓")
    }
}
