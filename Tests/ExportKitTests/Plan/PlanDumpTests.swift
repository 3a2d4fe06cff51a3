import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel

/// The reading plan of each fixture, dumped as a tree (as swift-markdown's tests compare
/// parsed documents): every decision the plan takes is on one page, and a change to any of
/// them shows in the golden file (`Golden/plan/`, re-recorded with RECORD_SNAPSHOTS=1).
@Suite("Reading plan trees")
struct PlanDumpTests {
    static let fixtures = [
        "plan/decisions.xhtml", "plan/described.xhtml", "plan/note-marks.xhtml", "plan/reference-symbols.xhtml", "plan/edge-cases", "plan/french.xhtml", "plan/german.xhtml",
        "Text/rules.xhtml", "ssml/speech.xhtml", "ssml/plan.xhtml", "model/roles.xhtml", "model/inline.xhtml",
        "braille/table-notes.xhtml", "braille/nested.xhtml", "wild",
        "braille/bana.xhtml", "braille/division/emphasised.xhtml", "braille/division/long-words.xhtml",
        "braille/formats.xhtml", "braille/french.xhtml", "braille/inherited-indent.xhtml", "braille/japanese.xhtml",
        "braille/layout.xhtml", "braille/math.xhtml", "braille/pagelist", "braille/pages.xhtml",
        "braille/round3.xhtml", "braille/round4.xhtml", "braille/print-signs.xhtml", "braille/book-parts.xhtml", "braille/play.xhtml", "braille/notes-pages.xhtml", "braille/gutenberg",
        "braille/styling/example4.xhtml", "braille/styling/example6.xhtml", "braille/styling/example7.xhtml",
        "braille/styling/example8.xhtml", "braille/styling/example14.xhtml",
        "braille/tables/columns.xhtml", "braille/tables/continued.xhtml", "braille/tables/heading.xhtml",
        "braille/tables/keep.xhtml", "braille/tables/spans.xhtml", "braille/tables/wide.xhtml", "braille/tables/headings.xhtml",
        "daisy/levels.xhtml", "daisy/structures.xhtml", "ebraille/harbour.xhtml",
        "math/math.xhtml", "math/bad.xhtml", "mathspeech/math.xhtml", "mathspeech/math-de.xhtml", "mathspeech/math-nl.xhtml",
        "model/broken.html", "model/epub2", "narration/book", "narration/single/page.xhtml",
        "ssml/cjk-long.xhtml", "ssml/engines.xhtml", "ssml/german.xhtml", "ssml/lexicon.xhtml", "ssml/pacing.xhtml",
    ]

    /// `plan/edge-cases` -> `plan-edge-cases`.
    static func goldenName(_ fixture: String) -> String {
        var stem = fixture
        for suffix in [".xhtml", ".html"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        return "plan/" + stem.replacingOccurrences(of: "/", with: "-") + ".txt"
    }

    @Test("each fixture's plan tree is the golden one", arguments: fixtures)
    func planTree(fixture: String) throws {
        let book = try BookLoader().load(path: TestPaths.fixture(fixture))
        assertGolden(ReadingPlan(book: book).debugDescription, named: Self.goldenName(fixture))
    }

    @Test("the sample book's plan tree, with notes after the paragraph as braille reads them")
    func sampleBookTree() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        assertGolden(ReadingPlan(book: book, settings: ReadingSettings(), defaultNotes: .afterParagraph).debugDescription,
                     named: "plan/sample-book-after-paragraph.txt")
    }

    @Test("--lang takes the block languages off every node and is the plan's language")
    func languageOverride() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("plan/decisions.xhtml"))
        let plan = ReadingPlan(book: book, settings: ReadingSettings(language: "en-GB"))
        #expect(plan.language == "en-GB")
        #expect(plan.metadata.language == "en-GB")
        var languages: Set<String> = []
        func collect(_ nodes: [PlanNode]) {
            for node in nodes {
                if let language = node.language { languages.insert(language) }
                if case .table(let grid) = node.role {
                    for row in grid.rows { collect(row.cells.map(\.node)) }
                }
                collect(node.children)
            }
        }
        collect(plan.nodes)
        #expect(languages.isEmpty, "nodes keep \(languages)")
    }

    @Test("formats with equal plan settings share one plan; braille's default placement makes its own")
    func planSettingsShared() throws {
        let settings = ExportSettings()
        let text = try #require(try ExportFormat.text.makeExporter(settings))
        let ssml = try #require(try ExportFormat.ssml.makeExporter(settings))
        let html = try #require(try ExportFormat.html.makeExporter(settings))
        let brf = try #require(try ExportFormat.brf.makeExporter(settings))
        #expect(text.planSettings == ssml.planSettings && ssml.planSettings == html.planSettings)
        #expect(brf.planSettings.notes == .endOfPage && brf.planSettings != text.planSettings)
        var endOfBook = settings
        endOfBook.notes = .endOfBook
        #expect(try ExportFormat.brf.makeExporter(endOfBook)?.planSettings == ExportFormat.text.makeExporter(endOfBook)?.planSettings)
    }
}
