import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

/// SSML speaks the reading plan: what is read, where notes go and the tool's own words
/// are the plan's, the same as in every other format.
@Suite("SSML speaks the reading plan")
struct SSMLPlanTests {
    let german: Book
    let cases: Book

    init() throws {
        german = try SSMLTest.load(SSMLTest.germanFixture)
        cases = try SSMLTest.load(TestPaths.fixture("ssml/plan.xhtml"))
    }

    static func announceEverything(_ settings: inout SSMLSettings) {
        settings.pageNumbers = .announce
        settings.announceLinks = true
        settings.announceLists = true
    }

    /// What an engine says, white space collapsed.
    static func said(_ ssml: String) -> String {
        SSMLTest.spokenText(ssml).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("a German book hears the tool's words in German")
    func germanWords() throws {
        let ssml = try SSMLTest.document(german, Self.announceEverything)
        assertGolden(ssml, named: "ssml/german-announce.ssml")
        #expect(SSMLValidator.problems(ssml) == [])
        // The image has no alt text: its label alone.
        #expect(ssml.contains(#":s1"/>Bild.</s></p>"#))
        #expect(ssml.contains(#"<s><mark name="german.xhtml#fn1:s1"/>Anmerkung 1.</s>"#))
        #expect(ssml.contains(#"Der Wärter stieg die Treppe hinauf.</s><s><mark name="german.xhtml#p12"/>Seite 12</s>"#))
        #expect(ssml.contains(">Liste mit 2 Einträgen.</s>"))
        #expect(ssml.contains("Siehe das Archiv, Link für mehr.</s>"))
        let said = Self.said(ssml)
        for english in ["Image", "Note", "Page", "List of", "link"] {
            #expect(!said.contains(english), "\(english) in: \(said)")
        }
    }

    @Test("--labels-lang chooses the language of the tool's words, not of the book")
    func labelsLanguage() throws {
        let ssml = try SSMLTest.document(german, reading: ReadingSettings(labelsLanguage: "en"), Self.announceEverything)
        #expect(ssml.contains(#"xml:lang="de">"#))
        let said = Self.said(ssml)
        #expect(said.contains("Image.") && said.contains("Note 1.") && said.contains("Page 12"))
        #expect(said.contains("List of 2 items.") && said.contains("das Archiv, link für mehr."))
        #expect(!said.contains("Bild") && !said.contains("Anmerkung") && !said.contains("Seite"))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("a referenced footnote is read once, after its section, with its number and without the book's label")
    func placedNote() throws {
        let ssml = try SSMLTest.document(cases)
        #expect(SSMLValidator.problems(ssml) == [])
        let said = Self.said(ssml)
        // Two references, one reading: at the end of the section, after the table.
        #expect(said.components(separatedBy: "Force ten").count == 2)
        #expect(said.contains("High water: 6:10 Note 1. Force ten on the Beaufort scale. Next section"))
        // "Note 1." is the number; the book's own "1." is not read again.
        #expect(ssml.contains(#":s1"/>Force ten on the Beaufort scale.</s></p>"#))
        #expect(ssml.contains(#"<p><mark name="plan.xhtml#fn1"/><s><mark name="plan.xhtml#fn1:s1"/>Note 1.</s></p>"#))
        // Nor is the reference read inside the sentence.
        #expect(said.contains("The gale was severe. The boats stayed in."))
        let afterParagraph = Self.said(try SSMLTest.document(cases, notes: .afterParagraph))
        #expect(afterParagraph.contains("The boats stayed in. Note 1. Force ten on the Beaufort scale. It blew again"))
        let german = Self.said(try SSMLTest.document(self.german))
        #expect(german.contains("Die Boote blieben im Hafen."))
        #expect(!german.contains("1 Windstärke"))
        #expect(german.contains("Anmerkung 1. Windstärke zehn auf der Beaufortskala. Am nächsten Tag"))
    }

    @Test("notes gathered at the end of the book are read under the added heading, in the book's language")
    func endOfBookHeading() throws {
        let ssml = try SSMLTest.document(german, notes: .endOfBook)
        #expect(ssml.contains(#"<p><mark name="exporttool:notes"/><break time="600ms"/><s><mark name="exporttool:notes:s1"/><prosody pitch="+10%" rate="90%">Anmerkungen</prosody></s><break time="600ms"/></p>"#))
        #expect(Self.said(ssml).hasSuffix("Ende. Anmerkungen Anmerkung 1. Windstärke zehn auf der Beaufortskala."))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("an image without alt text is announced as an image")
    func imageWithoutAlt() throws {
        let ssml = try SSMLTest.document(cases)
        #expect(ssml.contains(#":s1"/>Image.</s></p>"#))
        #expect(Self.said(ssml).contains("It blew again the next night. Image. Tides at the point"))
        #expect(SSMLValidator.problems(ssml) == [])
    }

    @Test("a table's header row is read over each data cell, not as a row of its own")
    func tableHeaders() throws {
        let ssml = try SSMLTest.document(cases)
        // Each cell is a block of its own, so a player moves cell by cell.
        #expect(ssml.contains(#"<p><mark name="plan.xhtml#b8"/><s><mark name="plan.xhtml#b8:s1"/>Day: Monday</s></p>"# + "\n"
            + #"<p><mark name="plan.xhtml#b10"/><s><mark name="plan.xhtml#b10:s1"/>High water: 6:10</s></p>"#))
        #expect(!SSMLTest.marks(ssml).contains { $0.hasPrefix("plan.xhtml#head") })
        #expect(Self.said(ssml).contains("Image. Tides at the point Day: Monday High water: 6:10"))
        let german = Self.said(try SSMLTest.document(self.german))
        #expect(german.contains("Gezeiten am Kap Tag: Montag Hochwasser: 6:10 Tag: Dienstag Hochwasser: 6:55"))
        #expect(SSMLValidator.problems(ssml) == [])
    }
}
