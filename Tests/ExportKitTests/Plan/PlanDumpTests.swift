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
        "plan/decisions.xhtml", "plan/described.xhtml", "plan/edge-cases", "plan/french.xhtml", "plan/german.xhtml",
        "Text/rules.xhtml", "ssml/speech.xhtml", "ssml/plan.xhtml", "model/roles.xhtml", "model/inline.xhtml",
        "braille/table-notes.xhtml", "braille/nested.xhtml", "wild",
    ]

    /// `plan/edge-cases` -> `plan-edge-cases`.
    static func goldenName(_ fixture: String) -> String {
        let stem = fixture.hasSuffix(".xhtml") ? String(fixture.dropLast(6)) : fixture
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
        #expect(brf.planSettings.notes == .afterParagraph && brf.planSettings != text.planSettings)
        var endOfBook = settings
        endOfBook.notes = .endOfBook
        #expect(try ExportFormat.brf.makeExporter(endOfBook)?.planSettings == ExportFormat.text.makeExporter(endOfBook)?.planSettings)
    }
}
