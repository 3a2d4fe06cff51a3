import Foundation
import Testing
@testable import ExportKit
@testable import EBrailleExport

/// Display math in eBraille is written as the braille pages write it (BANA *Guidance for
/// Transcription Using the UEB Technical Material* §2; *Guidance for Transcription Using the
/// Nemeth Code within UEB Contexts* §2.3; Nemeth Rule XXV for spatial arrangements), not as
/// its spoken text translated as words (which lost a fraction's line: `(a+b)/2` read `a + b 2`).
@Suite("eBraille display math")
struct EBrailleMathTests {
    static func document(_ fixture: String, code: MathBrailleCode) throws -> String {
        var settings = EBrailleTest.settings
        settings.copyrightDate = "2026"
        var braille = BrailleSettings()
        braille.mathCode = code
        let book = try BookLoader().load(path: TestPaths.fixture(fixture))
        let files = try EBrailleExporter(settings: settings, braille: braille).export(book)
        let set = try EBrailleFileSet(files[0].contents)
        return set.contentDocuments.map { set.text($0) }.joined()
    }

    static func displayed(_ markup: String, code: MathBrailleCode) throws -> String {
        let expression = try #require(MathMLReader.parse(markup)).expression
        return MathRender.braille(expression, code: code)
    }

    @Test("UEB technical material: a displayed expression is its UEB cells, as on the braille page")
    func ueb() throws {
        let document = try Self.document("math/math.xhtml", code: .ueb)
        let fraction = try Self.displayed("<math display=\"block\"><mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac></math>", code: .ueb)
        #expect(fraction == "⠰⠰⠷⠁⠐⠖⠃⠨⠌⠼⠃⠾")
        #expect(document.contains("<p>" + fraction + "</p>"))
    }

    @Test("Nemeth within UEB §2.3: a displayed expression between the opening and closing indicators, each on a line of its own")
    func nemethLinear() throws {
        let document = try Self.document("math/math.xhtml", code: .nemeth)
        let fraction = try Self.displayed("<math display=\"block\"><mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac></math>", code: .nemeth)
        #expect(document.contains("<p>⠸⠩<br/>" + fraction + "<br/>⠸⠱</p>"))
    }

    @Test("Nemeth Rule XXV: a spatial arrangement is preformatted, its columns kept (eBraille Styling Best Practices, example 12)")
    func nemethSpatial() throws {
        let document = try Self.document("math/elementary.xhtml", code: .nemeth)
        // 48 + 35 = 83 with its carry: the rows aligned by place value, the sign one cell
        // left of the widest numeral, the separation line one cell beyond each side.
        #expect(document.contains("<pre>⠸⠩\n  ⠂\n  ⠲⠦\n ⠬⠒⠢\n⠒⠒⠒⠒⠒\n  ⠦⠒\n⠸⠱</pre>"))
        #expect(!document.contains("⠂⠲⠦⠬⠒⠢"))
    }

    @Test("UEB Guidelines §4.1: a spatial calculation is preformatted too, its columns kept")
    func uebSpatial() throws {
        let document = try Self.document("math/elementary.xhtml", code: .ueb)
        let expression = try #require(MathMLReader.parse(
            "<math display=\"block\"><mstack><mn>23</mn><msrow><mo>×</mo><mn>12</mn></msrow><msline/><msgroup shift=\"1\"><mn>46</mn><mn>23</mn></msgroup><msline/><mn>276</mn></mstack></math>")).expression
        let lines = try #require(MathRender.brailleLines(expression, code: .ueb))
        #expect(document.contains("<pre>" + lines.map { EBrailleWriter.spaced(String($0.reversed().drop { $0 == "⠀" }.reversed())) }.joined(separator: "\n") + "</pre>"))
    }
}
