import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth §23-§27, the alphabetic indicators: a Russian letter is the Russian alphabetic
/// indicator `⠈⠈`, the capital indicator for a capital, and the letter's cell in the Russian
/// braille alphabet; a typeform indicator comes first, as for any alphabet. Cases written
/// from the rules' text.
@Suite("Nemeth §23-§27 Russian letters")
struct MathBrailleNemethRussianTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    @Test("§23-§27: a Russian letter takes the Russian alphabetic indicator, a capital the capital indicator after it",
          arguments: [
              ("<mi>Б</mi>", "⠈⠈⠠⠃"),
              ("<mi>ж</mi><mo>+</mo><mn>1</mn>", "⠈⠈⠚⠬⠂"),
              ("<mi>Ш</mi><mo>=</mo><mi>я</mi>", "⠈⠈⠠⠱⠀⠨⠅⠀⠈⠈⠫"),
              ("<msub><mi>ё</mi><mi>щ</mi></msub>", "⠈⠈⠡⠰⠈⠈⠭"),
          ])
    func russianLetter(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§22-§23: a typeform indicator comes before the Russian alphabetic indicator")
    func typeform() throws {
        #expect(try Self.nemeth("<mi mathvariant=\"bold\">Д</mi>") == "⠸⠈⠈⠠⠙")
    }

    @Test("Every letter of the Russian alphabet has its own cell")
    func everyLetter() throws {
        var seen: Set<String> = []
        for scalar in 0x0430...0x044F {
            let cells = try Self.nemeth("<mi>\(Character(Unicode.Scalar(UInt32(scalar))!))</mi>")
            #expect(cells.hasPrefix("⠈⠈") && cells.count == 3, "U+\(String(scalar, radix: 16)) \(cells)")
            seen.insert(cells)
        }
        #expect(seen.count == 32)
    }
}
