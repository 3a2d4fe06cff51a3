import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Boxes drawn with a braille border image (CSS Backgrounds 3 §6 `border-image`; eBraille
/// styling best practices §2.9.1: the image holds eight braille cells, clockwise from the
/// top-left corner, and is named after them). docs/braille.md, "Style sheets written for
/// braille"; fixture `braille/border-images.xhtml`.
@Suite("Braille: boxes drawn with braille border images")
struct BrailleBorderImageTests {
    static func rows() throws -> [String] {
        try BANAStructuresTests.rows(TestPaths.fixture("braille/border-images.xhtml"))
    }

    static func index(of text: String, in rows: [String]) throws -> Int { try BANAStructuresTests.index(of: text, in: rows) }
    static func line(_ cell: String, _ count: Int = 40) -> String { String(repeating: cell, count: count) }

    @Test("CSS Backgrounds 3 §6: border-width 1rem 1ch draws the top and bottom lines with their corners and a side cell at each end of every row; the image's name may be percent-encoded")
    func allSides() throws {
        let rows = try Self.rows()
        let text = try Self.index(of: "Dot five on every side", in: rows)
        #expect(rows[text - 1] == Self.line("⠐"), "top line: \(rows[text - 1])")
        #expect(rows[text].hasPrefix("⠐⠀⠀⠠") && rows[text].hasSuffix("⠀⠐") && rows[text].count == 40, "\(rows[text])")
        #expect(rows[text + 1] == Self.line("⠐"), "bottom line: \(rows[text + 1])")
    }

    @Test("The eight cells clockwise from the top-left corner: corners, top, right, bottom, left; a paragraph runs over inside the sides")
    func corners() throws {
        let rows = try Self.rows()
        let text = try Self.index(of: "A box with corners", in: rows)
        #expect(rows[text - 1] == "⡏" + Self.line("⠉", 38) + "⢹", "\(rows[text - 1])")
        #expect(rows[text].hasPrefix("⡇⠀⠀⠠") && rows[text].hasSuffix("⢸") && rows[text].count == 40, "\(rows[text])")
        let runover = rows[text + 1]
        #expect(runover.hasPrefix("⡇") && !runover.hasPrefix("⡇⠀") && runover.hasSuffix("⢸") && runover.count == 40, "\(runover)")
        let bottom = rows.dropFirst(text).firstIndex { $0.hasPrefix("⣇") } ?? -1
        #expect(bottom > text && rows[bottom] == "⣇" + Self.line("⣀", 38) + "⣸", "bottom line")
    }

    @Test("Sides of width 0 are not drawn: lines above and below without corners, or a line below only (the pattern may be the service's query)")
    func someSides() throws {
        let rows = try Self.rows()
        let lines = try Self.index(of: "Lines above and below only", in: rows)
        #expect(rows[lines - 1] == Self.line("⠶") && rows[lines + 1] == Self.line("⠛"))
        #expect(rows[lines].hasPrefix("⠀⠀⠠"), "no side cell: \(rows[lines])")
        let under = try Self.index(of: "A line below only", in: rows)
        #expect(rows[under - 1].isEmpty, "no top line, a blank line before the box: \(rows[under - 1])")
        #expect(rows[under + 1] == Self.line("⠿"))
    }

    @Test("A border with no border-style draws nothing (CSS: style none makes its width 0); an image not named after braille cells leaves BANA's box lines (§7)")
    func notDrawn() throws {
        let rows = try Self.rows()
        let unstyled = try Self.index(of: "No border style", in: rows)
        #expect(rows[unstyled - 1].isEmpty && rows[unstyled + 1].isEmpty, "\(rows[unstyled - 1]) / \(rows[unstyled + 1])")
        let print = try Self.index(of: "An image not named in braille", in: rows)
        #expect(rows[print - 1] == Self.line("⠶"))
        #expect(rows[print + 2] == Self.line("⠛"), "BANA's bottom box line after the text's two rows: \(rows[print + 2])")
    }
}
