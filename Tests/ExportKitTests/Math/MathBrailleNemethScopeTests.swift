import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Where Nemeth round thirteen's rules stop: §12 letters as digits only for a base that has
/// them, §57 omissions only for a blank wide enough to stand for an item.
@Suite("Math braille rules: Nemeth §12 and §57 where they stop")
struct MathBrailleNemethScopeTests {
    static func nemeth(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .nemeth)
    }

    @Test("§12: a chemical formula (one capital with a number under it) is no numeral of another base; a letter is a digit only when the base has it")
    func chemistry() throws {
        let sucrose = "<mn>2</mn><msub><mi mathvariant=\"normal\">C</mi><mn>12</mn></msub><msub><mi mathvariant=\"normal\">H</mi><mn>22</mn></msub>"
        #expect(try Self.nemeth(sucrose).hasPrefix("⠼⠆⠠⠉⠂⠆"))
        // Base 12's letters are T and E (dozenal) or A and B; C is no digit of it.
        let notDigits = "<mn>4</mn><msub><mi mathvariant=\"normal\">CD</mi><mn>12</mn></msub>"
        #expect(!(try Self.nemeth(notDigits)).hasPrefix("⠼⠲⠉⠙"))
        #expect(try Self.nemeth("<mn>27</mn><msub><mi mathvariant=\"normal\">TE</mi><mn>12</mn></msub>").hasPrefix("⠼⠆⠶⠞⠑"))
    }

    @Test("§57: a thin space between braces (the empty set written {\\,}) is typesetting, not an omitted item; a wide blank is")
    func thinSpace() throws {
        #expect(try Self.nemeth("<mo>{</mo><mspace width=\"0.167em\"/><mo>}</mo>") == "⠨⠷⠨⠾")
        #expect(try Self.nemeth("<mo>(</mo><mn>5</mn><mo>,</mo><mspace width=\"1em\"/><mo>)</mo>").contains("⠿"))
    }
}
