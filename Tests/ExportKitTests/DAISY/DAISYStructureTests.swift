import Foundation
import Testing
import XMLTree
@testable import DAISYExport
@testable import ExportKit

/// The book's structures in the talking books, on a fixture holding a list with a nested
/// list, a table with a caption, a header row, spans and a blank cell, a footnote, a
/// sidebar, a poem and an image: DTBook keeps them as DTBook elements, the SMIL files let
/// a player skip and escape them, the DAISY 2.02 NCC lists the skippable ones, and every
/// table cell is a sentence and a `par` of its own. Clips come from the plan's sentences
/// (one a second), so no speech is needed.
@Suite("DAISY structures")
struct DAISYStructureTests {
    static func files(_ version: DAISYExporter.Version) throws -> [String: [UInt8]] {
        let (plan, narration) = try TalkingBookTests.planAndNarration("structures.xhtml")
        return Dictionary(uniqueKeysWithValues: try DAISYExporter(version: version).fileset(plan: plan, narration: narration)
            .map { ($0.name, $0.bytes) })
    }

    static func dtbook() throws -> XMLElement {
        try XMLParser.parse(try #require(try files(.daisy3)["book.xml"])).root
    }

    /// An element's children's names, in order.
    static func names(_ element: XMLElement) -> [String] { element.elements.map(\.name) }

    @Test("DTBook: a list is a list of items, its nested list inside the item it belongs to")
    func lists() throws {
        let lists = try Self.dtbook().descendants(named: "list")
        #expect(lists.map { $0[attribute: "type"] } == ["ul", "ol"])
        let outer = try #require(lists.first)
        #expect(Self.names(outer) == ["li", "li", "li"])
        let lamps = outer.elements[1]
        // The ordered list numbers its items (`enum`); their text does not repeat the marker heard.
        #expect(lamps.first("list")?[attribute: "type"] == "ol" && lamps.first("list")?[attribute: "enum"] == "1")
        #expect(lamps.first("list")?.elements.map { $0.textContent.collapsingWhitespace() } == ["Oil lamps.", "Gas lamps."])
        #expect(outer.elements[2].textContent.collapsingWhitespace() == "A bell.")
        // Every item's words are sentences, each with its SMIL par.
        #expect(outer.descendants(named: "sent").allSatisfy { $0[attribute: "smilref"]?.contains("#p") == true })
    }

    @Test("DTBook: a table keeps its caption, its header row, its spans and its blank cell; each data cell shows its own words")
    func table() throws {
        let table = try #require(try Self.dtbook().descendants(named: "table").first)
        #expect(Self.names(table) == ["caption", "thead", "tbody"])
        #expect(table.first("caption")?.textContent.collapsingWhitespace() == "Tides at the point.")
        #expect(table.first("thead")?.descendants(named: "th").map(\.textContent) == ["Day", "High", "Low"])
        let rows = try #require(table.first("tbody")).elements
        #expect(rows.count == 2)
        #expect(rows[0].elements.map { $0.textContent.collapsingWhitespace() } == ["Monday", "Six.", ""])
        #expect(rows[0].elements[0][attribute: "rowspan"] == "2")
        #expect(rows[1].elements.count == 1 && rows[1].elements[0][attribute: "colspan"] == "2")
        #expect(rows[1].elements[0].textContent.collapsingWhitespace() == "Calm all day.")
        // Each heard cell is its own sentence (the blank cell has none).
        #expect(rows.flatMap(\.elements).map { $0.descendants(named: "sent").count } == [1, 1, 0, 1])
    }

    @Test("DTBook: the footnote is a note, the sidebar a sidebar, the poem a linegroup of lines, the image's text a producer's note")
    func notesPoemsImages() throws {
        let body = try #require(try Self.dtbook().first("book")?.first("bodymatter"))
        #expect(body.descendants(named: "note").first?.textContent.contains("A footnote of one sentence.") == true)
        #expect(body.descendants(named: "sidebar").first?[attribute: "render"] == "optional")
        #expect(body.descendants(named: "sidebar").first?.textContent.contains("A sidebar beside the text.") == true)
        let lines = try #require(body.descendants(named: "linegroup").first).elements
        #expect(lines.map(\.name) == ["line", "line"])
        #expect(lines.map { $0.textContent.collapsingWhitespace() } == ["The sea is calm tonight.", "The tide is full."])
        let prodnote = try #require(body.descendants(named: "prodnote").first)
        #expect(prodnote[attribute: "render"] == "optional" && prodnote.textContent.contains("A chart of the tides."))
    }

    @Test("DTBook keeps every sentence the narration speaks, once, each with the par that names it")
    func everySentence() throws {
        let files = try Self.files(.daisy3)
        let dtbook = try XMLParser.parse(try #require(files["book.xml"])).root
        let sents = (dtbook.descendants(named: "sent") + dtbook.descendants(named: "pagenum")).compactMap { $0[attribute: "id"] }
        var texts: [String] = []
        for name in files.keys.sorted() where name.hasSuffix(".smil") {
            texts += try XMLParser.parse(files[name]!).root.descendants(named: "text").compactMap { $0[attribute: "src"] }
        }
        #expect(Set(sents).count == sents.count)
        #expect(Set(texts.map { String($0.split(separator: "#").last ?? "") }) == Set(sents))
    }

    @Test("DAISY 3 SMIL: tables, rows, lists, poems, notes and sidebars are seqs a player escapes; notes, sidebars, image texts and page numbers carry the custom test a player skips")
    func daisy3Skippable() throws {
        let files = try Self.files(.daisy3)
        var classes: [String] = []
        var tests: Set<String> = []
        for name in files.keys.sorted() where name.hasSuffix(".smil") {
            let smil = try XMLParser.parse(files[name]!).root
            classes += smil.descendants(named: "seq").compactMap { $0[attribute: "class"] }
            tests.formUnion(smil.descendants(named: "par").compactMap { $0[attribute: "customTest"] })
        }
        #expect(Set(classes).isSuperset(of: ["table", "tr", "list", "linegroup", "note", "sidebar"]))
        #expect(tests == ["note", "sidebar", "prodnote", "pagenum"])
        let ncx = String(decoding: try #require(files["navigation.ncx"]), as: UTF8.self)
        #expect(ncx.contains(#"bookStruct="OPTIONAL_PRODUCER_NOTE""#))
    }

    @Test("DAISY 2.02: the NCC lists the note, the sidebar and the image text as skippable items, counted in its head; their pars carry system-required")
    func daisy202Skippable() throws {
        let files = try Self.files(.daisy202)
        let ncc = try XMLParser.parse(try #require(files["ncc.html"])).root
        let spans = try #require(ncc.first("body")).elements.filter { $0.name == "span" }.compactMap { $0[attribute: "class"] }
        #expect(spans.filter { $0 != "page-normal" } == ["sidebar", "optional-prodnote", "noteref"])
        var metas: [String: String] = [:]
        for meta in ncc.descendants(named: "meta") {
            if let name = meta[attribute: "name"] { metas[name] = meta[attribute: "content"] }
        }
        #expect(metas["ncc:footnotes"] == "1" && metas["ncc:sidebars"] == "1" && metas["ncc:prodNotes"] == "1")
        var required: Set<String> = []
        for name in files.keys where name.hasSuffix(".smil") {
            required.formUnion(try XMLParser.parse(files[name]!).root.descendants(named: "par").compactMap { $0[attribute: "system-required"] })
        }
        #expect(required == ["footnote-on", "sidebar-on", "prodnote-on", "pagenumber-on"])
    }

    @Test("each table cell is a sentence of its own, heard after its column's header, in SSML as in the talking book")
    func cellSentences() throws {
        let (plan, narration) = try TalkingBookTests.planAndNarration("structures.xhtml")
        struct Cells: PlanVisitor {
            var ids: Set<String> = []
            mutating func visit(_ node: PlanNode, depth: Int) -> VisitAction {
                if case .tableCell = node.role { ids.insert(node.id) }
                return .visitChildren
            }
        }
        var collector = Cells()
        collector.walk(plan.nodes)
        let cells = collector.ids
        let heard = narration.chapters.flatMap(\.clips).map(\.sentence).filter { cells.contains($0.blockID) }
        #expect(heard.map(\.text) == ["Day: Monday", "High: Six.", "High: Calm all day."])
        #expect(Set(heard.map(\.blockID)).count == 3)
    }
}

/// A producer's note (`epub:type="z3998:production"`, text the producer of the accessible
/// edition added) in the talking books: DTBook's `prodnote`, skippable as one.
@Suite("DAISY producer's notes")
struct DAISYProducersNoteTests {
    static func files(_ version: DAISYExporter.Version) throws -> [String: [UInt8]] {
        let (plan, narration) = try TalkingBookTests.planAndNarration("../braille/producers-notes.xhtml")
        return Dictionary(uniqueKeysWithValues: try DAISYExporter(version: version).fileset(plan: plan, narration: narration)
            .map { ($0.name, $0.bytes) })
    }

    @Test("Z39.86-2005 DTBook prodnote: a block producer's note is a prodnote render=optional holding its paragraphs, not a sidebar; its pars skip as prodnote")
    func daisy3() throws {
        let files = try Self.files(.daisy3)
        let dtbook = try XMLParser.parse(try #require(files["book.xml"])).root
        #expect(dtbook.descendants(named: "sidebar").isEmpty)
        let notes = dtbook.descendants(named: "prodnote")
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0[attribute: "render"] == "optional" })
        #expect(notes.first?.descendants(named: "p").count == 2)
        #expect(notes.first?.textContent.contains("a list of crossings") == true)
        var tests: Set<String> = []
        var classes: [String] = []
        for name in files.keys.sorted() where name.hasSuffix(".smil") {
            let smil = try XMLParser.parse(files[name]!).root
            tests.formUnion(smil.descendants(named: "par").compactMap { $0[attribute: "customTest"] })
            classes += smil.descendants(named: "seq").compactMap { $0[attribute: "class"] }
        }
        #expect(tests.contains("prodnote") && !tests.contains("sidebar"))
        #expect(!classes.contains("sidebar"))
        let ncx = String(decoding: try #require(files["navigation.ncx"]), as: UTF8.self)
        #expect(ncx.contains(#"bookStruct="OPTIONAL_PRODUCER_NOTE""#) && !ncx.contains("OPTIONAL_SIDEBAR"))
    }

    @Test("DAISY 2.02 skippable structures: a producer's note is an optional-prodnote in the NCC, counted in ncc:prodNotes, its pars prodnote-on")
    func daisy202() throws {
        let files = try Self.files(.daisy202)
        let ncc = try XMLParser.parse(try #require(files["ncc.html"])).root
        let spans = try #require(ncc.first("body")).elements.filter { $0.name == "span" }.compactMap { $0[attribute: "class"] }
        #expect(spans.filter { $0 != "page-normal" } == ["optional-prodnote", "optional-prodnote"])
        var metas: [String: String] = [:]
        for meta in ncc.descendants(named: "meta") {
            if let name = meta[attribute: "name"] { metas[name] = meta[attribute: "content"] }
        }
        #expect(metas["ncc:prodNotes"] == "2" && metas["ncc:sidebars"] == "0")
        let smil = files.filter { $0.key.hasSuffix(".smil") }.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(smil.contains("prodnote-on") && !smil.contains("sidebar-on"))
    }
}
