import Foundation
import Testing
@testable import BrailleExport
@testable import ExportKit

/// An expression alone in its paragraph is displayed: "When a math expression is set apart on
/// a line by itself for purposes of example or display, it is called a displayed expression"
/// (APH BrailleBrain, Nemeth Unit 21, Basic Nemeth Code Formatting). Converters write a
/// displayed equation as `<p class="eqn"><math>` with no `display="block"` (linear-algebra's
/// `p.d4p_eqn_block`), or `<p><math display="block">`; both were laid out as a 3-1 paragraph of
/// inline math. Fixture `braille/math-alone.xhtml`.
@Suite("Braille: an expression alone in its paragraph is displayed math")
struct MathAloneDisplayedTests {
    static let fixture = TestPaths.fixture("braille/math-alone.xhtml")

    static func rows(_ code: MathBrailleCode) throws -> [String] {
        let document = try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
            settings.mathCode = code
        }
        return BrailleCheck.rows(document).map(BrailleCheck.trimmed).filter { !$0.isEmpty }
    }

    @Test("UEB: an expression alone in a paragraph, with or without display=\"block\", is displayed in cell 5; inline math and math with print's punctuation after it stay in their paragraph")
    func ueb() throws {
        let rows = try Self.rows(.ueb)
        for variable in ["⠭", "⠽"] {
            let row = try #require(rows.first { $0.hasSuffix(variable + "⠀⠐⠶⠀⠼" + (variable == "⠭" ? "⠃" : "⠉")) }, "\(rows)")
            #expect(BrailleCheck.cell(row) == 5, "displayed in cell 5: \(row)")
        }
        let sentence = try #require(rows.first { $0.contains("⠰⠵⠀⠐⠶⠀⠼⠙") }, "\(rows)")
        #expect(BrailleCheck.cell(sentence) == 3, "inline math stays in its 3-1 paragraph: \(sentence)")
        let punctuated = try #require(rows.first { $0.contains("⠰⠺⠀⠐⠶⠀⠼⠑⠲") }, "\(rows)")
        #expect(BrailleCheck.cell(punctuated) == 3, "math with a full stop after it is a sentence: \(punctuated)")
    }

    @Test("Nemeth: an expression alone in a paragraph is a displayed expression between the switch indicators on lines of their own, the expression in cell 3")
    func nemeth() throws {
        let rows = try Self.rows(.nemeth)
        let opening = "⠸⠩", closing = "⠸⠱"
        let first = try #require(rows.firstIndex { $0.contains("⠭") && $0.contains("⠨⠅") }, "\(rows)")
        #expect(rows[first - 1] == opening && rows[first + 1] == closing, "\(rows[(first - 1)...(first + 1)])")
        #expect(BrailleCheck.cell(rows[first]) == 3)
        #expect(rows.contains { $0.contains(opening + "⠀⠵⠀⠨⠅") && BrailleCheck.cell($0) == 3 },
                "inline math keeps its switch in its paragraph's line: \(rows)")
    }
}
