import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB signs checked against the symbol lists, one group per source: ICEB's *Current UEB
/// Symbol Lists* (List 1, as liblouis's UEB symbol specs give them by code point, in
/// `../shared/liblouis-specs-3.24/en-ueb-symbols_harness.yaml`), the Rulebook's arrows
/// (§3.2) and APH's *UEB Math* lesson 10.5 for tally marks (Guidelines §4.2). Each case is
/// a character rendered in an expression and its cells compared with the source's.
@Suite("UEB symbol lists: the signs by code point")
struct MathBrailleUEBSymbolListTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("ICEB symbol list 1: signs kept from the first commit that were Nemeth-like are the list's (∅ ∇ ∠ ∥ ⊥ √), ≅ stays ⠐⠸⠔",
          arguments: [
              ("<mi>A</mi><mo>=</mo><mi>∅</mi>", "⠠⠁⠀⠐⠶⠀⠈⠚"),
              ("<mo>∇</mo><mi>A</mi>", "⠘⠙⠠⠁"),
              ("<mo>∠</mo><mi>A</mi>", "⠸⠪⠠⠁"),
              ("<mi>A</mi><mo>∥</mo><mi>A</mi>", "⠠⠁⠼⠇⠠⠁"),
              ("<mi>A</mi><mo>⊥</mo><mi>A</mi>", "⠠⠁⠼⠤⠠⠁"),
              ("<mi>A</mi><mo>⟂</mo><mi>A</mi>", "⠠⠁⠼⠤⠠⠁"),
              ("<mi>A</mi><mo>∦</mo><mi>A</mi>", "⠠⠁⠼⠇⠈⠱⠠⠁"),
              ("<mo>√</mo><mn>2</mn>", "⠐⠩⠼⠃"),
              ("<mi>A</mi><mo>≅</mo><mi>A</mi>", "⠠⠁⠀⠐⠸⠔⠀⠠⠁"),
          ])
    func correctedSigns(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("ICEB symbol list 1: relations built on the comparison signs, spaced as comparison signs (Guidelines §3.1), none transcriber-defined",
          arguments: [
              ("∋", "⠈⠘⠑"), ("≪", "⠨⠈⠣"), ("≫", "⠨⠈⠜"), ("⊊", "⠨⠘⠣"), ("⊋", "⠨⠘⠜"),
              ("⊲", "⠈⠸⠣"), ("⊳", "⠈⠸⠜"), ("⊴", "⠸⠸⠣"), ("⊵", "⠸⠸⠜"), ("⊣", "⠈⠸⠒"),
              ("⊦", "⠸⠒"), ("⊨", "⠘⠸⠒"), ("⫤", "⠨⠸⠒"), ("≏", "⠘⠐⠶"), ("≑", "⠨⠐⠶"),
              // Struck through: the sign and the negation ⠈⠱ (Guidelines §3.1).
              ("∌", "⠈⠘⠑⠈⠱"), ("⋪", "⠈⠸⠣⠈⠱"), ("⋭", "⠸⠸⠜⠈⠱"), ("⊭", "⠘⠸⠒⠈⠱"),
          ])
    func relations(character: String, cells: String) throws {
        let markup = "<mn>3</mn><mo>\(character)</mo><mn>4</mn>"
        #expect(try Self.ueb(markup) == "⠼⠉⠀" + cells + "⠀⠼⠙")
        let expression = try MathBrailleRuleTests.expression(markup)
        #expect(MathRender.transcriberDefinedSymbols(expression, code: .ueb).isEmpty)
    }

    @Test("ICEB symbol list 1: geometry, the triple bar, the check mark, music, sex and currency signs, the ditto mark, the increment as capital delta, marks of Rulebook §7",
          arguments: [
              ("∡", "⠨⠸⠪"), ("⊾", "⠼⠸⠪"), ("⦀", "⠼⠸⠇"), ("⦵", "⠨⠚"), ("✓", "⠈⠩"),
              ("♀", "⠘⠭"), ("♂", "⠘⠽"), ("♭", "⠼⠣"), ("♮", "⠼⠡"), ("♯", "⠼⠩"),
              ("〃", "⠐⠂"), ("₣", "⠈⠋"), ("₦", "⠈⠝"), ("¦", "⠨⠳"), ("∆", "⠠⠨⠙"),
              ("ℏ", "⠈⠒⠓"), ("⨯", "⠐⠦"), ("`", "⠨⠡"), ("¿", "⠘⠰⠦"), ("»", "⠸⠴"),
          ])
    func otherSigns(character: String, cells: String) throws {
        let markup = "<mi>A</mi><mo>\(character)</mo>"
        #expect(try Self.ueb(markup) == "⠠⠁" + cells)
        let expression = try MathBrailleRuleTests.expression(markup)
        #expect(MathRender.transcriberDefinedSymbols(expression, code: .ueb).isEmpty)
    }

    @Test("Rulebook §3.2: an arrow with a double shaft or a half barb is the arrow indicator, the double line ⠶ or the barb, and the direction, in grade 1 mode as every arrow",
          arguments: [
              ("⇒", "⠳⠶⠕"), ("⇐", "⠳⠶⠪"), ("⇔", "⠳⠺⠶⠗⠕"), ("⟹", "⠳⠶⠕"), ("⇑", "⠳⠶⠬"),
              ("⇓", "⠳⠶⠩"), ("↦", "⠳⠳⠗⠕"), ("⇏", "⠳⠶⠕⠈⠱"),
              // Harpoons: the half barb, upper ⠈⠗ or lower ⠠⠗, then the direction.
              ("⇀", "⠳⠈⠗⠕"), ("⇁", "⠳⠠⠗⠕"), ("↼", "⠳⠈⠗⠪"), ("↽", "⠳⠠⠗⠪"),
          ])
    func doubleArrows(character: String, cells: String) throws {
        // The same place as the simple arrow → (⠳⠕), which reads "ou" outside grade 1 mode.
        let simple = try Self.ueb("<mn>1</mn><mo>→</mo><mn>2</mn>")
        #expect(simple == "⠼⠁⠀⠰⠳⠕⠀⠼⠃")
        #expect(try Self.ueb("<mn>1</mn><mo>\(character)</mo><mn>2</mn>") == "⠼⠁⠀⠰" + cells + "⠀⠼⠃")
    }

    @Test("Guidelines §4.2: a tally mark is ⠸, a group of five four marks and the horizontal mark ⠒, the groups spaced as print groups them",
          arguments: [
              // APH's example: twelve tallies.
              ("<mi>𝍸</mi><mi>𝍸</mi><mi>𝍷</mi><mi>𝍷</mi>", "⠸⠸⠸⠸⠒⠀⠸⠸⠸⠸⠒⠀⠸⠸"),
              ("<mo>𝍷</mo><mo>𝍷</mo><mo>𝍷</mo>", "⠸⠸⠸"),
              ("<mi>𝍸</mi><mi>𝍷</mi><mo>=</mo><mn>6</mn>", "⠸⠸⠸⠸⠒⠀⠸⠀⠐⠶⠀⠼⠋"),
              // The box-drawing vertical line is the same line segment.
              ("<mo>│</mo><mo>│</mo>", "⠸⠸"),
          ])
    func tallyMarks(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
        let expression = try MathBrailleRuleTests.expression(markup)
        #expect(MathRender.transcriberDefinedSymbols(expression, code: .ueb).isEmpty)
    }

    @Test("Guidelines §6.1, §6.2: every vulgar fraction character is a simple numeric fraction, after a whole number a mixed number",
          arguments: [
              ("<mn>⅐</mn>", "⠼⠁⠌⠛"), ("<mn>⅑</mn>", "⠼⠁⠌⠊"), ("<mn>⅒</mn>", "⠼⠁⠌⠁⠚"),
              ("<mn>⅖</mn>", "⠼⠃⠌⠑"), ("<mn>⅗</mn>", "⠼⠉⠌⠑"), ("<mn>⅘</mn>", "⠼⠙⠌⠑"),
              ("<mn>⅙</mn>", "⠼⠁⠌⠋"), ("<mn>⅚</mn>", "⠼⠑⠌⠋"), ("<mn>↉</mn>", "⠼⠚⠌⠉"),
              ("<mi>⅖</mi>", "⠼⠃⠌⠑"), ("<mn>2⅙</mn>", "⠼⠃⠼⠁⠌⠋"), ("<mn>¾</mn>", "⠼⠉⠌⠙"),
          ])
    func vulgarFractions(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }
}

/// Letters with a modifier (UEB Rulebook §4.2), checked against ICEB's symbol list as
/// liblouis's UEB symbol specs give it: only Latin-1's accented letters had their modifier.
@Suite("UEB Rulebook §4.2: modified letters by code point")
struct MathBrailleUEBModifiedLetterTests {
    @Test("Rulebook §4.2: macron ⠈⠤, breve ⠈⠬, caron ⠘⠬, stroke ⠈⠒, diagonal stroke ⠈⠡ and the accents on letters past Latin-1, before the letter, after its capital indicator",
          arguments: [
              ("ā", "⠈⠤⠁"), ("Ō", "⠠⠈⠤⠕"), ("ă", "⠈⠬⠁"), ("ğ", "⠈⠬⠛"), ("č", "⠘⠬⠉"), ("Ř", "⠠⠘⠬⠗"),
              ("đ", "⠈⠒⠙"), ("ħ", "⠈⠒⠓"), ("Ł", "⠠⠈⠡⠇"), ("ø", "⠈⠡⠕"), ("ć", "⠘⠌⠉"), ("ŝ", "⠘⠩⠎"),
              ("ũ", "⠘⠻⠥"), ("ẅ", "⠘⠒⠺"), ("ů", "⠘⠫⠥"), ("ş", "⠘⠯⠎"), ("ǹ", "⠘⠡⠝"),
              // Latin-1's, as before.
              ("é", "⠘⠌⠑"), ("Ç", "⠠⠘⠯⠉"),
              // Letters with a sign of their own.
              ("ß", "⠨⠮"), ("ð", "⠼⠫"), ("Þ", "⠠⠼⠮"), ("ŋ", "⠘⠝"), ("ə", "⠸⠢"),
          ])
    func modifiedLetter(letter: String, cells: String) throws {
        let markup = "<mi>\(letter)</mi>"
        #expect(try MathBrailleRuleTests.ueb(markup) == cells)
        let expression = try MathBrailleRuleTests.expression(markup)
        #expect(MathRender.transcriberDefinedSymbols(expression, code: .ueb).isEmpty)
    }
}
