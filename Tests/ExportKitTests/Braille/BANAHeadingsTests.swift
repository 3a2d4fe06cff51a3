import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import ReadingModel

/// Braille Formats 2016 §4.1.1 (heading levels from the book's hierarchy, not from its tags)
/// and §2.10 (contents entries: each level two cells further in, every runover two cells past
/// the deepest level), each case written from the rule's text.
@Suite("Braille: BANA §4.1.1 heading hierarchy and §2.10 contents")
struct BANAHeadingsTests {
    /// Headings of these levels, all in one document, or each in the document `documents` gives.
    static func headings(_ levels: [Int], documents: [Int]? = nil) -> [PlanNode] {
        levels.enumerated().map { index, level in
            PlanNode(role: .heading(level: level), id: "h\(index)", document: documents?[index] ?? 0, language: "en",
                     labels: Labels.forLanguage("en"))
        }
    }

    @Test("§4.1.1: the levels a book uses, from the highest, are centred, cell-5 and cell-7, whatever their tags",
          arguments: [
            ([1, 2, 2, 3, 2], [1: 1, 2: 2, 3: 3]),          // h1 chapters over h2 sections: as tagged
            ([2, 3, 2, 3], [2: 2, 3: 3]),                   // an excerpt in one document: as tagged
            ([1, 3, 3, 5], [1: 1, 3: 2, 5: 3]),             // skipped levels close up
            ([1, 2, 3, 4, 5, 6], [1: 1, 2: 2, 3: 3, 4: 3, 5: 3, 6: 3]),
            ([1, 2, 2, 2, 3], [1: 1, 2: 2, 3: 3]),          // a title over sections in one document
          ])
    func hierarchy(levels: [Int], expected: [Int: Int]) {
        let map = BrailleHeadingLevels(Self.headings(levels))
        for (print, braille) in expected {
            #expect(map.brailleLevel(print) == braille, "h\(print) in \(levels)")
        }
    }

    @Test("§4.1.1: the h1 title over h2 chapters that open the book's content documents (Project Gutenberg's EPUBs): both centred, the h3 in cell 5")
    func titleOverChapters() {
        let map = BrailleHeadingLevels(Self.headings([1, 2, 3, 2, 2], documents: [0, 1, 1, 2, 3]))
        #expect(map.brailleLevel(1) == 1 && map.brailleLevel(2) == 1 && map.brailleLevel(3) == 2)
        // The title in the first chapter's document: the chapters still open documents.
        let together = BrailleHeadingLevels(Self.headings([1, 2, 2, 2], documents: [0, 0, 1, 2]))
        #expect(together.brailleLevel(2) == 1)
        // One h2 opening a document is not a chapter level.
        let one = BrailleHeadingLevels(Self.headings([1, 2, 2, 2], documents: [0, 1, 1, 1]))
        #expect(one.brailleLevel(2) == 2)
    }

    @Test("§4.1.1: with no h1, h2 chapters that open content documents are centred and the h3 under them cell-5")
    func chaptersWithoutTitle() {
        let map = BrailleHeadingLevels(Self.headings([2, 3, 2, 2], documents: [0, 0, 1, 2]))
        #expect(map.brailleLevel(2) == 1 && map.brailleLevel(3) == 2)
    }

    @Test("§4.1.1: a highest level used more than once is the chapter level even when one of them opens the book")
    func repeatedTopLevel() {
        let map = BrailleHeadingLevels(Self.headings([1, 2, 1, 2]))
        #expect(map.brailleLevel(1) == 1 && map.brailleLevel(2) == 2)
        // The title is not first: a level used once elsewhere is not taken as the title.
        let late = BrailleHeadingLevels(Self.headings([2, 2, 1, 2]))
        #expect(late.brailleLevel(1) == 1 && late.brailleLevel(2) == 2)
    }

    @Test("§4.1.1: a heading level the tool adds above the book's is as many formats higher; between them, as the nearest level below")
    func addedLevels() {
        let excerpt = BrailleHeadingLevels(Self.headings([2, 3, 2]))
        #expect(excerpt.brailleLevel(1) == 1, "an added level-1 heading over cell-5 h2 sections is centred")
        #expect(excerpt.brailleLevel(4) == 3)
        let chapters = BrailleHeadingLevels(Self.headings([2, 4, 2], documents: [0, 0, 1]))
        #expect(chapters.brailleLevel(1) == 1, "over centred h2 chapters: centred")
        #expect(chapters.brailleLevel(3) == 2, "between h2 and h4: as h4, cell-5")
    }

    static func rows(contents: Bool = false) throws -> [String] {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/gutenberg")) { settings in
            settings.titlePage = false
            settings.tableOfContents = contents
        }
        return BrailleCheck.rows(document)
    }

    @Test("§4.1.1, §4.4: Gutenberg's h2 chapters under an h1 title are centred, each on a new page; the h3 inside a chapter is a cell-5 heading")
    func gutenbergChapters() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/gutenberg")) { $0.titlePage = false }
        let pages = document.volumes.flatMap(\.pages)
        for chapter in ["CHAPTER I", "CHAPTER II", "CHAPTER III"] {
            let cells = try BrailleCheck.braille(chapter)
            let page = try #require(pages.first { $0.rows.contains { BrailleCheck.trimmed($0).hasSuffix(cells) } }, "\(chapter)")
            let row = try #require(page.rows.first { BrailleCheck.trimmed($0).hasSuffix(cells) })
            let indent = row.prefix { $0 == BrailleCheck.blank }.count
            #expect(indent >= 3 && indent == (40 - cells.count) / 2, "\(chapter) centred: \(indent) blank cells")
            #expect(page.rows.prefix { BrailleCheck.trimmed($0).isEmpty || !$0.contains(cells) }.allSatisfy { BrailleCheck.trimmed($0).isEmpty
                || $0.hasPrefix(String(repeating: "⠀", count: 30)) }, "\(chapter) opens its page")
        }
        let section = try BrailleCheck.braille("The Harbour")
        let row = try #require(BrailleCheck.rows(document).first { $0.contains(section) })
        #expect(row.hasPrefix("⠀⠀⠀⠀" + section), "cell 5: \(row)")
    }

    @Test("§2.10: contents entries of three levels are 1-7, 3-7 and 5-7: no runover starts where a subentry does")
    func contentsRunovers() throws {
        let long = Cells(try BrailleCheck.braille("a chapter heading long enough to run over").unicodeScalars)
        for first in [0, 2, 4] {
            var layout = BrailleLayout(cells: 20, lines: 25) { _ in nil }
            layout.addContentsEntry(long, page: ["⠼", "⠁"], first: first, runover: 6)
            let rows = layout.finish().flatMap(\.rows).map(BrailleCheck.trimmed).filter { !$0.isEmpty }
            #expect(rows.count >= 2, "the entry runs over")
            let indents = rows.map { $0.prefix { $0 == BrailleCheck.blank }.count }
            #expect(indents.first == first, "the entry starts in cell \(first + 1)")
            #expect(indents.dropFirst().allSatisfy { $0 == 6 }, "its runovers start in cell 7: \(indents)")
            #expect(rows.last?.hasSuffix("⠐⠀⠼⠁") == true, "guide dots to the page number on its last line")
        }
        // In the export: the contents of the fixture has levels 1 (title and chapters) and 2
        // (the section): entries 1-5 and 3-5.
        let contents = try Self.rows(contents: true)
        let section = try BrailleCheck.braille("The Harbour")
        let entry = try #require(contents.first { $0.contains(section) })
        #expect(entry.hasPrefix("⠀⠀" + section), "the cell-5 heading's entry starts in cell 3: \(entry)")
    }

    @Test("§2.3: the title page names the subtitle and edition under the title, the authors, then who translated and edited the book, and the producer given")
    func titlePage() throws {
        let document = try BrailleCheck.render(TestPaths.fixture("braille/gutenberg")) { $0.producer = "Example Braille Services" }
        let title = try #require(document.volumes.first?.pages.first).rows.map(BrailleCheck.trimmed).filter { !$0.isEmpty }
        var order: [Int] = []
        for line in ["The Voyage Out", "A Tale of Ships", "Second Edition", "Exporttool Fixtures", "Translated by Ana Tradutora",
                     "Edited by Ed Itor", "Example Braille Services"] {
            let cells = try BrailleCheck.braille(line)
            let index = try #require(title.firstIndex { $0.hasSuffix(cells) }, "the title page has \(line): \(title)")
            order.append(index)
        }
        #expect(order == order.sorted(), "in the order of §2.3")
        let authors = try #require(title.first { $0.hasSuffix(try BrailleCheck.braille("Exporttool Fixtures")) })
        let translator = try BrailleCheck.braille("Ana")
        #expect(!authors.contains(translator), "the translator is not an author")
        let nobody = try BrailleCheck.braille("Nobody Special")
        #expect(!title.contains { $0.contains(nobody) }, "a contributor without a title-page role is not named")
    }

    @Test("--producer is checked: a name on one line")
    func producerChecked() {
        var settings = BrailleSettings()
        settings.producer = "  "
        #expect(throws: ExportError.self) { try settings.validate() }
        settings.producer = "Two\nlines"
        #expect(throws: ExportError.self) { try settings.validate() }
        settings.producer = "Braille Services"
        #expect(throws: Never.self) { try settings.validate() }
    }
}
