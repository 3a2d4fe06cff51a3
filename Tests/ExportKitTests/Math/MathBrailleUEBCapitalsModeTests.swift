import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB Rulebook §8 capitals in technical expressions: "The capitalised word indicator sets
/// capitals mode for the next letters-sequence or the remainder of the current
/// letters-sequence" (§8.4), "terminated by a space, a single capital letter, a nonalphabetic
/// symbol, or a capitals terminator"; a capitalised passage (three or more capitalised words,
/// §8.5) ends with the capitals terminator after its last capitalised word. And §10.9.5 /
/// §5.7.2, the grade 1 symbol indicator "before a letters-sequence that could be read as a
/// shortform when standing alone", whatever its capitals. Cases written from the rules' text.
@Suite("UEB §8 capitals mode and §10.9.5 shortforms in technical expressions")
struct MathBrailleUEBCapitalsModeTests {
    @Test("§8.4: capitals followed by small letters in one letters-sequence take a capital indicator each, as a token holding them does; capitals alone or before a sign keep the word indicator",
          arguments: [
              ("<mi>Q</mi><mi>R</mi><mi>x</mi>", "⠠⠟⠠⠗⠭"),
              ("<mi>QRx</mi>", "⠠⠟⠠⠗⠭"),
              ("<mi>A</mi><mi>B</mi><mi>x</mi><mo>=</mo><mi>b</mi>", "⠠⠁⠠⠃⠭⠀⠐⠶⠀⠰⠃"),
              ("<mi>P</mi><mi>Q</mi><mo>+</mo><mi>x</mi>", "⠠⠠⠏⠟⠐⠖⠭"),
          ])
    func capitalsBeforeSmallLetters(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.ueb(markup) == braille)
    }

    @Test("§8.5: a capitalised passage ends with its terminator after the last capitalised word when small letters follow, opens at the first when small letters come before, and is not used when small letters stand between its words",
          arguments: [
              ("<mi>P</mi><mi>Q</mi><mo>=</mo><mi>R</mi><mi>S</mi><mo>=</mo><mi>T</mi><mi>U</mi>", "⠠⠠⠠⠏⠟⠀⠐⠶⠀⠗⠎⠀⠐⠶⠀⠞⠥⠠⠄"),
              ("<mi>P</mi><mi>Q</mi><mo>=</mo><mi>R</mi><mi>S</mi><mo>=</mo><mi>T</mi><mi>U</mi><mo>+</mo><mi>v</mi>", "⠠⠠⠠⠏⠟⠀⠐⠶⠀⠗⠎⠀⠐⠶⠀⠞⠥⠠⠄⠐⠖⠧"),
              ("<mi>v</mi><mo>+</mo><mi>P</mi><mi>Q</mi><mo>=</mo><mi>R</mi><mi>S</mi><mo>=</mo><mi>T</mi><mi>U</mi>", "⠧⠐⠖⠠⠠⠠⠏⠟⠀⠐⠶⠀⠗⠎⠀⠐⠶⠀⠞⠥⠠⠄"),
              ("<mi>P</mi><mi>Q</mi><mo>=</mo><mi>v</mi><mo>=</mo><mi>R</mi><mi>S</mi><mo>=</mo><mi>T</mi><mi>U</mi>", "⠠⠠⠏⠟⠀⠐⠶⠀⠰⠧⠀⠐⠶⠀⠠⠠⠗⠎⠀⠐⠶⠀⠠⠠⠞⠥"),
          ])
    func capitalPassage(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.ueb(markup) == braille)
    }

    @Test("§10.9.5: letters standing alone that spell a shortform take the grade 1 symbol indicator, small, capitals, or a capital and small letters",
          arguments: [
              ("<mi>a</mi><mi>b</mi>", "⠰⠁⠃"),
              ("<mi>A</mi><mi>B</mi>", "⠰⠠⠠⠁⠃"),
              ("<mi>A</mi><mi>b</mi>", "⠰⠠⠁⠃"),
              ("<mi>Cd</mi>", "⠰⠠⠉⠙"),
              ("<mi>X</mi><mi>s</mi>", "⠰⠠⠭⠎"),
              ("<mi>a</mi><mi>B</mi>", "⠁⠠⠃"),
          ])
    func shortformLetters(markup: String, braille: String) throws {
        #expect(try MathBrailleRuleTests.ueb(markup) == braille)
    }
}
