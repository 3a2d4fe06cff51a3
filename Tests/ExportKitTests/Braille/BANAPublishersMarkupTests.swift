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

    static func cell(_ row: String) -> Int { BrailleCheck.cell(row) }

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

extension BANAPublishersMarkupTests {
    @Test("Formats 2016 §2.7.1a: in a one-file book each front matter section epub:type marks (title page, copyright page, dedication, epigraph, preface) begins on a new braille page")
    func oneFileFrontMatterItems() throws {
        let pages = try Self.document("front-matter-one-file.xhtml", titlePage: true).volumes.flatMap(\.pages)
        var seen: Set<Int> = []
        for text in ["The Mill Pond, being", "Printed for the parish", "For the children who fed", "Still water keeps", "Preface"] {
            let place = try Self.place(text, in: pages)
            #expect(!seen.contains(place.page), "\(text) shares a page with an item before it")
            seen.insert(place.page)
            #expect(Self.opensPage(place.row, of: pages[place.page]), "\(text) opens its page")
        }
    }

    @Test("Formats 2016 §2.7.1a: an epigraph inside a preface is part of the preface: it stays on the preface's page, under its heading")
    func epigraphInsidePrefaceStays() throws {
        let pages = try Self.document("front-matter-one-file.xhtml", titlePage: true).volumes.flatMap(\.pages)
        let heading = try Self.place("Preface", in: pages)
        let epigraph = try Self.place("A wheel turns", in: pages)
        let text = try Self.place("This preface explains", in: pages)
        #expect(heading.page == epigraph.page && epigraph.page == text.page, "the preface's parts on one page")
    }

    @Test("Formats 2016 §2.7.1a: HTMLBook's one-file front matter (data-type titlepage, copyright-page, dedication) begins each item on a new page")
    func htmlBookFrontMatterItems() throws {
        let pages = try Self.document("front-matter-htmlbook.html", titlePage: true).volumes.flatMap(\.pages)
        let places = try ["Lanterns of the Lock, a short", "All of this text", "To the lock keeper"].map { try Self.place($0, in: pages) }
        #expect(Set(places.map(\.page)).count == 3, "three items, three pages")
        for place in places { #expect(Self.opensPage(place.row, of: pages[place.page])) }
    }

    @Test("Formats 2016 §2.7.1a: the reader marks the first block of each front matter item, not an item nested in another")
    func frontMatterItemTrait() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/front-matter-one-file.xhtml"))
        var marked: [String] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if block.traits.contains(.opensFrontMatterItem) { marked.append(block.plainText) }
                walk(block.children)
            }
        }
        walk(book.blocks)
        #expect(marked.count == 5, "title page, copyright page, dedication, epigraph, preface: \(marked)")
        #expect(!marked.contains { $0.contains("A wheel turns") }, "the preface's own epigraph is no item")
    }
}

// MARK: - Formats 2011 §22.2.1b, 2016 §22.2: an index whose entries are div lines

extension BANAPublishersMarkupTests {
    @Test("Formats 2011 §22.2.1b: Project Gutenberg's TEI index (div.tei-l lines, subentries by margin-left) is 1-5, 3-5")
    func teiIndexLines() throws {
        let rows = BrailleCheck.rows(try Self.document("index-tei-lines.html")).map(BrailleCheck.trimmed)
        let anchors = try BANAMarkupVariantsTests.row("Anchors, weight of", in: rows)
        #expect(Self.cell(rows[anchors]) == 1, "a main entry in cell 1: \(rows[anchors])")
        let beacons = try BANAMarkupVariantsTests.row("Beacons, on the headland", in: rows)
        #expect(Self.cell(rows[beacons]) == 1)
        let ferryman = try BANAMarkupVariantsTests.row("lit by the ferryman", in: rows)
        #expect(Self.cell(rows[ferryman]) == 3, "the subentry in cell 3: \(rows[ferryman])")
        #expect(Self.cell(rows[ferryman + 1]) == 5, "its runover in cell 5: \(rows[ferryman + 1])")
        let cobbler = try BANAMarkupVariantsTests.row("Cobbler", in: rows)
        #expect(Self.cell(rows[cobbler]) == 1 && Self.cell(rows[cobbler + 1]) == 5,
                "a main entry's runover two cells past the deepest level: \(rows[cobbler]) / \(rows[cobbler + 1])")
        #expect(!rows[anchors...cobbler].contains { $0.isEmpty }, "no blank lines between entries")
    }

    @Test("Formats 2011 §22.2.1b: the reader nests a TEI index's div lines as the index's levels, for every format")
    func teiIndexModel() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("braille/index-tei-lines.html"))
        var lists: [Block] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if case .list = block.role, block.part == .index { lists.append(block) } else { walk(block.children) }
            }
        }
        walk(book.blocks)
        let list = try #require(lists.first, "the entries are one index list")
        let beacons = try #require(list.children.first { $0.plainText.contains("Beacons") })
        #expect(beacons.plainText.contains("lit by the ferryman"), "the subentry is inside its main entry")
        #expect(!list.children.contains { $0.plainText.hasPrefix("lit by") }, "the subentry is no main entry")
    }

    @Test("Formats 2011 §22.2.1b: a div holding only text outside an index is no index entry")
    func divLinesOutsideIndex() throws {
        let html = """
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Lines</title></head><body>
        <h1>Harbour Notes</h1>
        <div class="tei tei-l">The quay at dawn.</div>
        <div class="tei tei-l" style="margin-left: 2em">The boats at noon.</div>
        </body></html>
        """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("audit12-div-lines-\(UUID().uuidString).html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let book = try BookLoader().load(path: url.path)
        let blocks = book.blocks
        #expect(!blocks.contains { if case .list = $0.role { return true } else { return false } }, "no list is made")
        #expect(blocks.filter { $0.role == .paragraph }.count == 2)
    }
}
