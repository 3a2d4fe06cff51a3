import Foundation
import Testing
@testable import BrailleExport
@testable import ExportKit

/// Math in the braille exports: written by the math rules, placed without liblouis,
/// display math on its own lines, Nemeth between its indicators.
@Suite("Math in braille exports")
struct MathBrailleExportTests {
    static let fixture = TestPaths.fixture("braille/math.xhtml")

    @Test("UEB math is placed as the UEB rules write it, not the placeholder alttext")
    func uebInline() throws {
        let rows = BrailleCheck.rows(try BrailleCheck.render(Self.fixture) { _ in })
        let text = rows.joined(separator: "\n")
        // x + y = 6 (ICEB Guidelines §3, BANA example 5.1), inside the paragraph's line.
        #expect(text.contains("⠗⠥⠇⠑⠀⠭⠐⠖⠽⠀⠐⠶⠀⠼⠋⠀⠓⠕⠇⠙⠎"))
        let placeholder = try BrailleCheck.braille("Alternative text not available")
        #expect(!text.contains(placeholder))
    }

    @Test("Display math sits on its own line in cell 5")
    func uebDisplay() throws {
        let rows = BrailleCheck.rows(try BrailleCheck.render(Self.fixture) { _ in })
        let display = try #require(rows.first { $0.contains("⠩⠭⠔⠼⠃") })
        #expect(display == "⠀⠀⠀⠀⠰⠰⠰⠗⠀⠐⠶⠀⠩⠭⠔⠼⠃⠐⠖⠽⠔⠼⠃⠬⠰⠄")
    }

    @Test("A paragraph of nothing but inline math is written (its runs have cells and no text)",
          arguments: [BrailleExporter.Output.unicode, .pef])
    func mathOnlyParagraph(output: BrailleExporter.Output) throws {
        let expression = try #require(MathMLReader.parse("<math><mi>z</mi><mo>+</mo><mn>1</mn></math>")).expression
        let cells = MathRender.braille(expression, code: .ueb)
        let book = try BookLoader().load(path: Self.fixture)
        let file = try BrailleExporter(output: output, settings: BrailleSettings()).export(book)[0]
        #expect(String(decoding: file.contents, as: UTF8.self).contains(cells), "the paragraph z + 1 is missing")
    }

    @Test("A long expression is divided at a space before a comparison sign, never after it")
    func division() {
        let cells = BrailleTranscriber.keepingSignsWithWhatFollows(Array("⠭⠀⠐⠶⠀⠼⠋".unicodeScalars), code: .ueb)
        #expect(cells == Array("⠭⠀⠐⠶\u{A0}⠼⠋".unicodeScalars))
    }

    @Test("Nemeth math sits between the opening and closing Nemeth Code indicators")
    func nemeth() throws {
        let rows = BrailleCheck.rows(try BrailleCheck.render(Self.fixture) { $0.mathCode = .nemeth })
        let text = rows.joined(separator: "\n")
        #expect(text.contains("⠗⠥⠇⠑⠀⠸⠩⠀⠭⠬⠽⠀⠨⠅⠀⠼⠖⠀⠸⠱⠀⠓⠕⠇⠙⠎"))
        // The display: the opening indicator alone at the margin, the expression in cell 3.
        let index = try #require(rows.firstIndex { $0.contains("⠜⠭⠘⠆") })
        #expect(rows[index - 1] == "⠸⠩")
        #expect(rows[index] == "⠀⠀⠗⠀⠨⠅⠀⠜⠭⠘⠆⠐⠬⠽⠘⠆⠐⠻")
        #expect(rows[index + 1] == "⠸⠱")
    }

    @Test("BRF and PEF carry the same math cells", arguments: [BrailleExporter.Output.brf, .pef])
    func otherFormats(output: BrailleExporter.Output) throws {
        var settings = BrailleSettings()
        settings.mathCode = .nemeth
        let book = try BookLoader().load(path: Self.fixture)
        let files = try BrailleExporter(output: output, settings: settings).export(book)
        let text = String(decoding: files[0].contents, as: UTF8.self)
        switch output {
        case .brf: #expect(text.contains("_% X+Y .K #6 _:"))
        default: #expect(text.contains("⠸⠩⠀⠭⠬⠽⠀⠨⠅⠀⠼⠖⠀⠸⠱"))
        }
    }

    /// A displayed matrix in Nemeth: the Code's spatial arrangement (Rule XXV, §180ff), the
    /// enlarged parentheses on both lines and the second line's entries beneath the first's,
    /// indented two cells like any displayed expression between the indicators.
    @Test("Nemeth Rule XXV: a displayed matrix is laid out spatially, line by line, when it fits the line")
    func nemethSpatialMatrix() throws {
        let fixture = TestPaths.fixture("braille/math-matrix.xhtml")
        let rows = BrailleCheck.rows(try BrailleCheck.render(fixture) { $0.mathCode = .nemeth })
            .map(BrailleCheck.trimmed)
        let first = try #require(rows.firstIndex(of: "⠀⠀⠠⠁⠀⠨⠅⠀⠠⠷⠁⠀⠃⠠⠾"), "\(rows)")
        #expect(rows[first - 1] == "⠸⠩")
        #expect(rows[first + 1] == "⠀⠀⠀⠀⠀⠀⠀⠀⠠⠷⠉⠀⠙⠠⠾")
        #expect(rows[first + 2] == "⠸⠱")

        // Twelve cells cannot hold the first line after the indent: the matrix is written
        // linearly, as one paragraph between the indicators.
        let narrow = BrailleCheck.rows(try BrailleCheck.render(fixture) {
            $0.mathCode = .nemeth
            $0.cells = BrailleSettings.minimumCells
        }).map(BrailleCheck.trimmed)
        #expect(!narrow.contains("⠀⠀⠀⠀⠀⠀⠀⠀⠠⠷⠉⠀⠙⠠⠾"))
        #expect(narrow.contains("⠸⠩") && narrow.contains("⠸⠱"))
    }

    /// The same matrix in UEB (APH *UEB Math* lesson 7.3): the enlarged parentheses `⠠⠐⠣`
    /// `⠠⠐⠜` on both lines, the second line's entries beneath the first's, placed as
    /// displayed material in cell 5.
    @Test("APH UEB Math lesson 7.3: a displayed matrix is laid out spatially in UEB too, line by line, in cell 5")
    func uebSpatialMatrix() throws {
        let fixture = TestPaths.fixture("braille/math-matrix.xhtml")
        let rows = BrailleCheck.rows(try BrailleCheck.render(fixture) { $0.mathCode = .ueb })
            .map(BrailleCheck.trimmed)
        let first = try #require(rows.firstIndex(of: "⠀⠀⠀⠀⠠⠁⠀⠐⠶⠀⠠⠐⠣⠁⠀⠀⠰⠃⠠⠐⠜"), "\(rows)")
        #expect(rows[first + 1] == "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠠⠐⠣⠰⠉⠀⠰⠙⠠⠐⠜")
    }

    /// A displayed addition in Nemeth (Rule XXV, spatial computation): the problem's lines
    /// placed as a displayed expression's, between the indicators, in cell 3.
    @Test("Nemeth Rule XXV: a displayed mstack is placed as the spatial problem's lines between the Nemeth indicators")
    func nemethSpatialAddition() throws {
        let fixture = TestPaths.fixture("braille/math-stack.xhtml")
        let rows = BrailleCheck.rows(try BrailleCheck.render(fixture) { $0.mathCode = .nemeth })
            .map(BrailleCheck.trimmed)
        let first = try #require(rows.firstIndex(of: "⠀⠀⠀⠀⠒⠲⠢"), "\(rows)")
        #expect(rows[first - 1] == "⠸⠩")
        #expect(Array(rows[first + 1...first + 3]) == ["⠀⠀⠀⠬⠀⠆⠶", "⠀⠀⠒⠒⠒⠒⠒⠒", "⠀⠀⠀⠀⠒⠶⠆"])
        #expect(rows[first + 4] == "⠸⠱")
    }

    /// The same addition in UEB (Guidelines §4.1, spatial calculations): the problem's lines
    /// placed as displayed material, in cell 5, the numeric indicators in one column.
    @Test("UEB Guidelines §4.1: a displayed mstack is placed as the spatial calculation's lines in cell 5")
    func uebSpatialAddition() throws {
        let fixture = TestPaths.fixture("braille/math-stack.xhtml")
        let rows = BrailleCheck.rows(try BrailleCheck.render(fixture) { $0.mathCode = .ueb })
            .map(BrailleCheck.trimmed)
        let first = try #require(rows.firstIndex(of: "⠀⠀⠀⠀⠀⠀⠼⠉⠙⠑"), "\(rows)")
        #expect(Array(rows[first + 1...first + 3]) == ["⠀⠀⠀⠀⠐⠖⠼⠀⠃⠛", "⠀⠀⠀⠀⠀⠀⠐⠒⠒⠒", "⠀⠀⠀⠀⠀⠀⠼⠉⠛⠃"])
    }
}
