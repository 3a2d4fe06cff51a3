import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Prose in a bibliography, from the rules' words: "List each bibliography entry using 1-3
/// margins" (Braille Formats 2016 §22.2, read) rules entries; a paragraph of prose there (a
/// bibliographic essay under "Further Reading", a bibliography's introduction) is a paragraph
/// of the text, 3-1 (§1.9). Fixture `braille/bibliographic-essay.xhtml`, the project's own
/// words: a `doc-bibliography` section opening with a paragraph of prose before its entries
/// (an inverted name, a name then a comma, a corporate author, a name with particles, an
/// italic title), and a "Further Reading" section of essay paragraphs.
@Suite("Braille: prose in a bibliography (BANA Braille Formats §22.2 with §1.9)")
struct BANABibliographicProseTests {
    static let fixture = TestPaths.fixture("braille/bibliographic-essay.xhtml")

    static func rows() throws -> [String] {
        BrailleCheck.rows(try BrailleCheck.render(fixture) { settings in
            settings.titlePage = false
        }).map(BrailleCheck.trimmed)
    }

    @Test("Formats 2016 §22.2 with §1.9: a bibliographic essay's paragraphs under Further Reading, and a bibliography's introduction, are 3-1 paragraphs, not 1-3 entries",
          arguments: ["Anyone who wants to read", "The lamp trade itself", "The works below were"])
    func proseIsParagraphs(opening: String) throws {
        let rows = try Self.rows()
        let index = try BrailleCheck.row(opening, in: rows)
        #expect(BrailleCheck.cell(rows[index]) == 3, "first line in cell 3: \(rows[index])")
        #expect(BrailleCheck.cell(rows[index + 1]) == 1, "runover in cell 1: \(rows[index + 1])")
    }

    @Test("Formats 2016 §22.2: the entries after a bibliography's introduction stay 1-3, however the citation opens",
          arguments: ["Vane, Ellen.", "Ellen Vane,", "U.S. Board of Trade.", "van der Berg, Anna.", "edited by a"])
    func entriesStayEntries(opening: String) throws {
        let rows = try Self.rows()
        let index = try BrailleCheck.row(opening, in: rows)
        #expect(BrailleCheck.cell(rows[index]) == 1, "entry in cell 1: \(rows[index])")
        #expect(BrailleCheck.cell(rows[index + 1]) == 3, "runover in cell 3: \(rows[index + 1])")
        #expect(!rows[index - 1].isEmpty, "no blank line before an entry")
    }

    @Test("Formats 2016 §22.2: a short line that is not a citation stays as the part sets it (1-3), too short to be prose")
    func shortLine() throws {
        let rows = try Self.rows()
        #expect(BrailleCheck.cell(rows[try BrailleCheck.row("Short note.", in: rows)]) == 1)
    }

    @Test("Formats 2016 §22.2: what opens a citation",
          arguments: [
            ("Vane, Ellen. Oil and Ice.", true), ("Ellen Vane, Oil and Ice", true), ("U.S. Board of Trade. Reports", true),
            ("van der Berg, Anna. Ships", true), ("de Beauvoir, Simone. The Second Sex", true), ("[4] Vane, Ellen", true),
            ("12. Vane, Ellen", true), ("⸺. The Lamp Makers", true), ("“Whaling.” In the Encyclopaedia", true),
            ("Smith and Jones, A History", true), ("The best short history of the fishery is", false),
            ("Anyone who wants to read further", false), ("In 1990, a new account", false), ("For the trade, see Vane", false),
          ])
    func opensAsEntry(text: String, entry: Bool) {
        #expect(BrailleTranscriber.opensAsEntry(text.split(separator: " ").map(String.init)) == entry, "\(text)")
    }
}
