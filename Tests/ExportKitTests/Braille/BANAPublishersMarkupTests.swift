import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport
@testable import EPUBReader
import BookModel
import ReadingModel

/// Book parts as real publishers mark them, round three (issue 38's audit on unseen books):
/// Standard Ebooks' front matter, one content document per item, and Project Gutenberg's
/// TEI-made index, whose entries are `div` lines indented by `margin-left`. Each test
/// asserts what the Formats section says of the layout, on fixtures of the project's own
/// words written in the publisher's markup pattern.
@Suite("Braille: BANA Formats in publishers' markups, round three (§2.7.1a, §22.2)")
struct BANAPublishersMarkupTests {
    static func document(_ name: String, titlePage: Bool = false) throws -> BrailleDocument {
        try BrailleCheck.render(TestPaths.fixture("braille/\(name)")) { settings in
            settings.titlePage = titlePage
            settings.cells = 40
        }
    }

    static func cell(_ row: String) -> Int { BANAMarkupVariantsTests.cell(row) }

    /// The page whose rows hold `text`, and the row's index on it.
    static func place(_ text: String, in pages: [BraillePage]) throws -> (page: Int, row: Int) {
        let cells = try BrailleCheck.braille(text)
        for (index, page) in pages.enumerated() {
            if let row = page.rows.firstIndex(where: { $0.contains(cells) }) { return (index, row) }
        }
        throw Missing(text: text)
    }

    struct Missing: Error, CustomStringConvertible {
        let text: String
        var description: String { "no page holds \(text)" }
    }

    /// Whether nothing but blank rows stands above `row` on `page`.
    static func opensPage(_ row: Int, of page: BraillePage) -> Bool {
        page.rows[..<row].allSatisfy { BrailleCheck.trimmed($0).isEmpty }
    }
}

// MARK: - Formats 2016 §2.7.1a: each item of the front matter on a new page

extension BANAPublishersMarkupTests {
    @Test("Formats 2016 §2.7.1a, §2.9.1a: each front matter item (a content document: title page, dedication, epigraph, preface) begins on a new braille page")
    func frontMatterItemsOnNewPages() throws {
        let document = try Self.document("front-matter-items", titlePage: true)
        let pages = document.volumes.flatMap(\.pages)
        let items = ["The Harbour Lamps, a tale", "the keepers of", "A lamp upon the water", "Preface"]
        var seen: Set<Int> = []
        for text in items {
            let place = try Self.place(text, in: pages)
            #expect(!seen.contains(place.page), "\(text) shares a page with an item before it")
            seen.insert(place.page)
            // The item's first row opens the page (the dedication's "To" is the row above
            // its second line).
            let first = text == "the keepers of" ? place.row - 1 : place.row
            #expect(Self.opensPage(first, of: pages[place.page]), "\(text) opens its page: \(pages[place.page].rows.prefix(place.row + 1))")
            // Preliminary pages are numbered p1, p2 ... (§1.15): "p" is dots 1-2-3-4.
            #expect(pages[place.page].number?.hasPrefix("\u{280F}") == true, "\(text) is on a preliminary page: \(pages[place.page].number ?? "none")")
        }
    }

    @Test("Formats 2016 §2.7.1a: one item's blocks stay together (the preface's heading and text on one page), and the body still starts on page 1")
    func frontMatterItemKeepsItsBlocks() throws {
        let pages = try Self.document("front-matter-items", titlePage: true).volumes.flatMap(\.pages)
        let heading = try Self.place("Preface", in: pages)
        let text = try Self.place("These pages tell how", in: pages)
        #expect(heading.page == text.page, "the preface's text is on its heading's page")
        let dedicationTo = try Self.place("the keepers of", in: pages)
        let dedicationEnd = try Self.place("the western light", in: pages)
        #expect(dedicationTo.page == dedicationEnd.page, "the dedication's lines on one page")
        let chapter = try Self.place("The First Lamp", in: pages)
        #expect(pages[chapter.page].number == (try BrailleCheck.braille("1")), "the body opens on page 1: \(pages[chapter.page].number ?? "none")")
    }

    @Test("Formats 2016 §2.7.1a: without a title page the front matter items still begin on new pages")
    func frontMatterItemsWithoutTitlePage() throws {
        let pages = try Self.document("front-matter-items").volumes.flatMap(\.pages)
        let dedication = try Self.place("the keepers of", in: pages)
        let epigraph = try Self.place("A lamp upon the water", in: pages)
        let title = try Self.place("The Harbour Lamps, a tale", in: pages)
        #expect(Set([dedication.page, epigraph.page, title.page]).count == 3, "three items, three pages")
        #expect(Self.opensPage(epigraph.row, of: pages[epigraph.page]))
    }
}
