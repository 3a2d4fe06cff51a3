import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
import XMLTree

/// The layout examples of the DAISY *eBraille Styling Best Practices*
/// (`../shared/ebraille/styling-best-practices.md`), made by braille experts, as golden
/// tests: the example's print, written by the project as XHTML fixtures
/// (`Fixtures/braille/styling/`), goes in; the first rows of the first braille page come out
/// of the BRF and the PEF and are compared with the example's rows line by line
/// (indentation, blank lines, words). The examples are uncontracted, so the fixtures are
/// transcribed with `en-ueb-g1.ctb`; they have no page numbers, so none are written.
@Suite("Braille: eBraille styling best practices examples, BRF and PEF")
struct StylingExamplesTests {
    /// The first page's rows of `fixture` in `output` (BRF back to Unicode braille), each
    /// without its trailing blank cells.
    static func rows(_ fixture: String, cells: Int, output: BrailleExporter.Output) throws -> [String] {
        var settings = BrailleSettings()
        settings.tables = ["en-ueb-g1.ctb"]
        settings.cells = cells
        settings.titlePage = false
        settings.chapterNewPage = false
        settings.pageNumbers = false
        return try BrailleCheck.pages(TestPaths.fixture("braille/styling/" + fixture), output: output, settings: settings).first ?? []
    }

    static func trimmed(_ row: String) -> String { BrailleCheck.trimmed(row) }

    /// Compares the first rows with the example's, by line.
    static func check(_ fixture: String, cells: Int, expected: [String], output: BrailleExporter.Output,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = try Self.rows(fixture, cells: cells, output: output)
        let want = expected.map(Self.trimmed)
        for (index, line) in want.enumerated() {
            let got = index < rows.count ? rows[index] : "(no row)"
            #expect(got == line, "row \(index + 1) of \(fixture) in \(output)", sourceLocation: sourceLocation)
        }
        let after = rows.dropFirst(want.count).filter { !$0.isEmpty }
        #expect(after.isEmpty, "nothing after the example's rows: \(Array(after.prefix(3)))",
                sourceLocation: sourceLocation)
    }

    static let outputs: [BrailleExporter.Output] = [.brf, .pef]

    @Test("Example 4: a centred heading followed by a cell-5 heading", arguments: outputs)
    func centredThenCell5(output: BrailleExporter.Output) throws {
        try Self.check("example4.xhtml", cells: 40, expected: [
            "⠀⠀⠠⠞⠓⠑⠀⠞⠑⠭⠞⠀⠏⠗⠑⠉⠑⠙⠊⠝⠛⠀⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙",
            "⠓⠑⠁⠙⠊⠝⠛⠲",
            "",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠠⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙⠀⠓⠑⠁⠙⠊⠝⠛",
            "",
            "⠀⠀⠀⠀⠠⠁⠀⠉⠑⠇⠇⠤⠼⠑⠀⠓⠑⠁⠙⠊⠝⠛",
            "⠀⠀⠠⠞⠓⠑⠀⠞⠑⠭⠞⠀⠋⠕⠇⠇⠕⠺⠊⠝⠛⠀⠁⠀⠉⠑⠇⠇⠤⠼⠑⠀⠓⠑⠁⠙⠊⠝⠛",
        ], output: output)
    }

    @Test("Example 6: a multiple-choice exercise, a list of two levels (1-5, 3-5)", arguments: outputs)
    func exercise(output: BrailleExporter.Output) throws {
        try Self.check("example6.xhtml", cells: 40, expected: [
            "⠼⠁⠲⠀⠠⠺⠓⠊⠉⠓⠀⠏⠇⠁⠝⠑⠞⠀⠊⠎⠀⠉⠇⠕⠎⠑⠎⠞⠀⠞⠕⠀⠞⠓⠑⠀⠎⠥⠝⠦",
            "⠀⠀⠁⠲⠀⠠⠧⠑⠝⠥⠎",
            "⠀⠀⠃⠲⠀⠠⠍⠑⠗⠉⠥⠗⠽",
            "⠀⠀⠉⠲⠀⠍⠁⠗⠎",
            "⠼⠃⠲⠀⠓⠕⠺⠀⠍⠁⠝⠽⠀⠍⠕⠕⠝⠎⠀⠙⠕⠑⠎⠀⠠⠍⠁⠗⠎⠀⠓⠁⠧⠑⠦",
            "⠀⠀⠁⠲⠀⠼⠚",
            "⠀⠀⠃⠲⠀⠼⠁",
            "⠀⠀⠉⠲⠀⠼⠃",
        ], output: output)
    }

    @Test("Example 7: the exercise on 20 cells: the outer items' runovers in cell 5, past the inner items", arguments: outputs)
    func exerciseNarrow(output: BrailleExporter.Output) throws {
        try Self.check("example7.xhtml", cells: 20, expected: [
            "⠼⠁⠲⠀⠠⠺⠓⠊⠉⠓⠀⠏⠇⠁⠝⠑⠞⠀⠊⠎",
            "⠀⠀⠀⠀⠉⠇⠕⠑⠎⠞⠀⠞⠕⠀⠞⠓⠑",
            "⠀⠀⠀⠀⠎⠥⠝⠦",
            "⠀⠀⠁⠲⠀⠠⠧⠑⠝⠥⠎",
            "⠀⠀⠃⠲⠀⠠⠍⠑⠗⠉⠥⠗⠽",
            "⠀⠀⠉⠲⠀⠠⠍⠁⠗⠎",
            "⠼⠃⠲⠀⠠⠓⠕⠺⠀⠍⠁⠝⠽⠀⠍⠕⠕⠝⠎",
            "⠀⠀⠀⠀⠙⠕⠑⠎⠀⠠⠍⠁⠗⠎⠀⠓⠁⠧⠑⠦",
            "⠀⠀⠁⠲⠀⠼⠚",
            "⠀⠀⠃⠲⠀⠼⠁",
            "⠀⠀⠉⠲⠀⠼⠃",
        ], output: output)
    }

    @Test("Example 8: a centred heading with a blank line before and after", arguments: outputs)
    func centredHeading(output: BrailleExporter.Output) throws {
        try Self.check("example8.xhtml", cells: 40, expected: [
            "⠀⠀⠠⠞⠓⠑⠀⠞⠑⠭⠞⠀⠏⠗⠑⠉⠑⠙⠊⠝⠛⠀⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙",
            "⠓⠑⠁⠙⠊⠝⠛⠲",
            "",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠠⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙⠀⠓⠑⠁⠙⠊⠝⠛",
            "",
            "⠀⠀⠠⠞⠓⠑⠀⠞⠑⠭⠞⠀⠋⠕⠇⠇⠕⠺⠊⠝⠛⠀⠁⠀⠉⠑⠇⠇⠤⠼⠑⠀⠓⠑⠁⠙⠊⠝⠛",
        ], output: output)
    }

    /// BANA §4.4.3: a centred heading longer than a line is divided into balanced lines.
    /// The example's second line is centred one cell left of the others' rule (its 33 cells
    /// on 49 leave 16, yet it has 7 before it); the project centres every line the same way,
    /// so that line is compared with 8 blank cells.
    @Test("Example 14: a centred heading on several lines is balanced", arguments: outputs)
    func balancedHeading(output: BrailleExporter.Output) throws {
        try Self.check("example14.xhtml", cells: 49, expected: [
            "⠀⠀⠠⠞⠓⠑⠀⠞⠑⠭⠞⠀⠏⠗⠑⠉⠑⠙⠊⠝⠛⠀⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙⠀⠓⠑⠁⠙⠊⠝⠛⠲",
            "",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠠⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙⠀⠓⠑⠁⠙⠊⠝⠛⠀⠎⠏⠇⠊⠞⠀⠕⠝",
            "⠀⠀⠀⠀⠀⠀⠀⠀" + "⠍⠥⠇⠞⠊⠏⠇⠑⠀⠇⠊⠝⠑⠎⠀⠺⠊⠞⠓⠀⠞⠓⠑⠀⠙⠊⠧⠊⠎⠊⠕⠝⠎",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠓⠁⠏⠏⠑⠝⠊⠝⠛⠀⠁⠞⠀⠇⠕⠛⠊⠉⠁⠇⠀⠏⠕⠊⠝⠞⠎",
            "",
            "⠀⠀⠞⠓⠑⠀⠞⠑⠭⠞⠀⠋⠕⠇⠇⠕⠺⠊⠝⠛⠀⠁⠀⠉⠑⠝⠞⠑⠗⠑⠙⠀⠓⠑⠁⠙⠊⠝⠛",
        ], output: output)
    }
}
