import Foundation
import Testing
@testable import DAISYExport
@testable import ExportKit
@testable import NarrationExport

/// How a narration is laid out as a talking book, on a small fixture whose clips are made
/// from the plan's own sentences (one clip a second), so no speech is needed: levels, page
/// numbers, notes and the title item.
@Suite("Talking book layout")
struct TalkingBookTests {
    /// The fixture's plan, and a narration of it that gives every spoken sentence one second.
    static func planAndNarration(_ fixture: String = "levels.xhtml") throws -> (ReadingPlan, Narration) {
        let path = TestPaths.fixture("daisy/" + fixture)
        let book = try BookLoader().loadDocument(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), name: fixture)
        let narrator = NarrationExporter(settings: NarrationSettings(), ssml: SSMLSettings(), reading: ReadingSettings())
        let plan = narrator.plan(book)
        let script = narrator.speech.speechScript(plan)
        let chapters = script.chapters.map { document in
            NarratedChapter(document: document.document, href: document.href, title: "", audio: [], samples: document.sentences.count * 100,
                            sampleRate: 100, clips: document.sentences.enumerated().map { index, sentence in
                                SentenceClip(sentence: sentence, begin: Double(index), end: Double(index + 1))
                            })
        }
        return (plan, Narration(language: "en", settings: NarrationSettings(), chapters: chapters))
    }

    @Test("headings never skip a level; words before the first heading go under the title, which opens the NCC")
    func levels() throws {
        let (plan, narration) = try Self.planAndNarration()
        let book = try TalkingBook(plan: plan, narration: narration)
        #expect(book.headings.map(\.level) == [1, 1, 2, 1])
        #expect(book.headings.map(\.text) == ["Levels", "Part One", "A Heading Two Levels Down", "Part Two"])
        #expect(book.headings.first?.isTitle == true)
        #expect(book.sections[0].blocks.first?.sentences.first?.clip == nil)
        #expect(book.sections[0].blocks.dropFirst().first?.sentences.first?.text == "A title page line before any heading.")
    }

    @Test("page numbers stand where the page breaks, by kind: roman front, digits normal, anything else special")
    func pages() throws {
        let (plan, narration) = try Self.planAndNarration()
        let book = try TalkingBook(plan: plan, narration: narration)
        #expect(book.pages.map(\.label) == ["iv", "12", "A-3"])
        #expect(book.pages.map(\.kind) == [.front, .normal, .special])
        // The special page comes before "Part Two": at the end of the section before it.
        let last = try #require(book.sections.dropLast().last)
        if case .page(let label, _) = last.blocks.last?.kind { #expect(label == "A-3") } else { Issue.record("no page at the end") }
    }

    @Test("a footnote's sentences carry their note, so a player can skip them")
    func notes() throws {
        let (plan, narration) = try Self.planAndNarration()
        let book = try TalkingBook(plan: plan, narration: narration)
        let noted = book.sections.flatMap(\.blocks).filter { $0.note != nil }
        #expect(!noted.isEmpty)
        #expect(noted.contains { $0.note?.isSidebar == false } && noted.contains { $0.note?.isSidebar == true })
        #expect(noted.flatMap(\.sentences).contains { $0.text.contains("A footnote of one sentence.") })
    }

    @Test("every sentence of the narration is in the talking book once, in the order heard")
    func everySentence() throws {
        let (plan, narration) = try Self.planAndNarration()
        let book = try TalkingBook(plan: plan, narration: narration)
        let heard = book.sections.flatMap(\.blocks).flatMap(\.sentences).compactMap { $0.clip.map { [$0.begin] } }.flatMap { $0 }
        #expect(heard == narration.chapters.flatMap(\.clips).map(\.begin))
    }

    @Test("the layout fixtures' filesets are valid too: front and special pages, a skipped level, a footnote and a sidebar; lists, a table, a poem and an image",
          .enabled(if: DAISYCheck.hasDAISY202Schemas && DAISYCheck.hasDAISY3Schemas, "needs jing, xmllint and ../shared/schemas"),
          arguments: ["levels.xhtml", "structures.xhtml"])
    func fixtureFilesetsValid(_ fixture: String) throws {
        let (plan, narration) = try Self.planAndNarration(fixture)
        for version in DAISYExporter.Version.allCases {
            let files = Dictionary(uniqueKeysWithValues: try DAISYExporter(version: version).fileset(plan: plan, narration: narration)
                .map { ($0.name, $0.bytes) })
            let directory = try DAISYCheck.extract(files)
            defer { try? FileManager.default.removeItem(at: directory) }
            func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
            var problems: [String] = []
            for name in files.keys.sorted() {
                switch (version, name) {
                case (.daisy202, "ncc.html"): problems += try DAISYCheck.jing("d202ncc.rng", path(name))
                case (.daisy202, _) where name.hasSuffix(".smil"): problems += try DAISYCheck.jing("d202smil.rng", path(name))
                case (.daisy3, "book.xml"): problems += try DAISYCheck.xmllint("dtbook-2005-3.dtd", path(name))
                case (.daisy3, "navigation.ncx"): problems += try DAISYCheck.xmllint("ncx-2005-1.dtd", path(name))
                case (.daisy3, "book.opf"): problems += try DAISYCheck.xmllint("oebpkg12.dtd", path(name))
                case (.daisy3, "book.res"): problems += try DAISYCheck.xmllint("resource-2005-1.dtd", path(name))
                case (.daisy3, _) where name.hasSuffix(".smil"): problems += try DAISYCheck.xmllint("dtbsmil-2005-2.dtd", path(name))
                default: break
                }
            }
            #expect(problems == [], "\(version)")
        }
        let ncx = String(decoding: try DAISYExporter(version: .daisy3).fileset(plan: plan, narration: narration)
            .first { $0.name == "navigation.ncx" }!.bytes, as: UTF8.self)
        #expect(ncx.contains("OPTIONAL_SIDEBAR"))
        if fixture == "levels.xhtml" { #expect(ncx.contains(#"type="front""#) && ncx.contains(#"type="special""#)) }
    }

    @Test("dc:date is the book's own (dcterms:modified, else dc:date, as a W3C date), so the bytes do not change with the day; only a book stating neither gets the day of export",
          arguments: [("2021-03-04T10:00:00Z", "1922", "2021-03-04"), (nil, "1922-10", "1922-10"), ("soon", "1922", "1922"),
                      (nil, "Spring 1922", "today"), (nil, nil, "today"), ("2021-13-01", nil, "today")] as [(String?, String?, String)])
    func date(_ modified: String?, _ date: String?, _ expected: String) {
        var metadata = Metadata(title: "A book")
        metadata.modified = modified
        metadata.date = date
        #expect(TalkingBook.publicationDate(metadata, today: { "today" }) == expected)
    }

    @Test("roman numerals are read back to check them", arguments: [("xiv", true), ("iiii", false), ("mcmxc", true), ("vx", false), ("", false)])
    func roman(_ label: String, _ valid: Bool) {
        #expect(TalkingBook.isRoman(label) == valid)
    }
}
