import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import EPUBWriter
@testable import EPUBReader
@testable import ReadingModel

/// `--to narrated-epub` of an EPUB 2 book and of a single XHTML file: the tool writes an
/// EPUB 3 (package 3.0, a navigation document, media overlays) that epubcheck accepts.
@Suite("Narrated EPUB from EPUB 2 and XHTML", .serialized)
struct NarratedUpgradeTests {
    /// One narrated EPUB per fixture, made once: (folder, EPUB path).
    static let exports: [String: Result<String, Error>] = {
        var results: [String: Result<String, Error>] = [:]
        for fixture in ["model/epub2", "narration/single/page.xhtml"] {
            results[fixture] = Result {
                let directory = try NarrationCheck.scratch()
                let result = try NarrationCheck.export(TestPaths.fixture(fixture), formats: "narrated-epub,mp3", into: directory,
                                                       extra: ["--jobs", "1"])
                guard result.status == 0 else { throw NarrationCheck.Failure(message: "export failed: " + result.message) }
                let epub = try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".narrated.epub") }
                return directory.appendingPathComponent(try #require(epub)).path
            }
        }
        return results
    }()

    static func epub(_ fixture: String) throws -> String { try #require(exports[fixture]).get() }

    @Test("the EPUB 3 written for an EPUB 2 book or an XHTML file passes epubcheck, and its sync holds",
          .enabled(if: NarrationCheck.hasEpubcheck), arguments: ["model/epub2", "narration/single/page.xhtml"])
    func epubcheck(_ fixture: String) throws {
        let path = try Self.epub(fixture)
        var problems = try NarrationCheck.epubcheck(path)
        // What epubcheck says of the EPUB 2 fixture's own files, which the tool keeps as
        // they are: a file name with a space and XHTML named `.html` (renaming would break
        // the book's links), and an NCX
        // whose `head` lacks the `dtb:uid` meta (an EPUB 3 keeps the NCX for EPUB 2
        // reading systems; its navigation document is the tool's).
        if fixture == "model/epub2" {
            problems.removeAll { $0.hasPrefix("WARNING(PKG-010)") && $0.contains("one two.html") }
            problems.removeAll { $0.hasPrefix("WARNING(HTM-014a)") && $0.contains(".html\" should have the extension") }
            problems.removeAll { $0.hasPrefix("ERROR(RSC-005)") && $0.contains("toc.ncx(3,10)") && $0.contains("\"head\" incomplete") }
        }
        #expect(problems.isEmpty, "\(problems)")
        let manifest = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path.replacingOccurrences(of: ".narrated.epub", with: ".audio.json"))))
        #expect(try NarrationCheck.syncProblems(try NarrationCheck.unzip(path), audioJSON: manifest) == [])
    }

    @Test("EPUB 3.3 §5.6 manifest: the EPUB 3 written for an EPUB 2 book lists the book's items in its package's order, so the same book gives the same bytes on every run")
    func manifestOrder() throws {
        let source = try EPUBSource.open(path: TestPaths.fixture("model/epub2"))
        #expect(source.manifest.map(\.id) == ["ncx", "c1", "c2"])
        let files = try EPUB3Upgrade(book: try BookLoader().load(path: TestPaths.fixture("model/epub2")))
            .files(try NarratedEPUB.source(path: TestPaths.fixture("model/epub2")))
        let package = String(decoding: try files.read(files.packagePath), as: UTF8.self)
        let ids = package.components(separatedBy: "<item id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == ["ncx", "c1", "c2", "nav"])
    }

    @Test("EPUB 2: package 3.0 with the book's metadata and its own accessibility statement, a nav from the NCX, every document's text kept")
    func epub2() throws {
        let files = try NarrationCheck.unzip(try Self.epub("model/epub2"))
        let opf = try XMLParser.parse(try #require(files["OEBPS/content.opf"]))
        #expect(opf.root[attribute: "version"] == "3.0")
        #expect(opf.root.descendants(named: "creator").map(\.textContent) == ["First Author", "Second Author"])
        #expect(opf.root.descendants(named: "identifier").map(\.textContent) == ["isbn-0000"])
        // The spine item missing from the manifest is left out; the NCX stays for EPUB 2 readers.
        #expect(opf.root.descendants(named: "itemref").compactMap { $0[attribute: "idref"] } == ["c1", "c2"])
        #expect(opf.root.first("spine")?[attribute: "toc"] == "ncx")
        let nav = try #require(opf.root.descendants(named: "item").first { $0[attribute: "properties"] == "nav" })
        let navDocument = try XMLParser.parse(try #require(files["OEBPS/" + (nav[attribute: "href"] ?? "")]))
        let links = navDocument.root.descendants(named: "a").map { ($0.textContent, $0[attribute: "href"] ?? "") }
        #expect(links.map(\.0) == ["One", "One, part A", "Two", "1"])
        #expect(links.map(\.1) == ["text/one%20two.html", "text/one%20two.html#a", "text/two.html", "text/one%20two.html#page1"])
        // The book's own accessMode is kept, once, before what the narrated copy adds.
        let properties = try NarrationCheck.packageProperties(files)
        #expect(properties["schema:accessMode"] == ["textual", "auditory"])
        #expect(properties["schema:accessibilityFeature"]?.contains("pageNavigation") == true)
        // The XHTML 1.1 doctype is EPUB 3's, its entity a character reference; the text is the same.
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("model/epub2/OEBPS/text/one two.html"))))
        let copy = try #require(files["OEBPS/text/one two.html"])
        let text = String(decoding: copy, as: UTF8.self)
        #expect(text.contains("<!DOCTYPE html>\n<html") && text.contains("First&#xA0;page."))
        #expect(try XMLParser.parse(original).root.textContent == XMLParser.parse(copy).root.textContent)
    }

    @Test("XHTML: the file, its image and style sheet in an EPUB 3 with a nav from its headings; the image makes the content visual")
    func single() throws {
        let files = try NarrationCheck.unzip(try Self.epub("narration/single/page.xhtml"))
        #expect(Set(files.keys).isSuperset(of: ["mimetype", "META-INF/container.xml", "package.opf", "nav.xhtml", "page.xhtml",
                                                "kite.png", "style.css"]))
        let navDocument = try XMLParser.parse(try #require(files["nav.xhtml"]))
        let links = navDocument.root.descendants(named: "a").map { ($0.textContent, $0[attribute: "href"] ?? "") }
        #expect(links.map(\.0) == ["The Kite", "Making one"])
        #expect(links.map(\.1) == ["page.xhtml#kite", "page.xhtml#making"])
        let properties = try NarrationCheck.packageProperties(files)
        #expect(properties["schema:accessMode"] == ["textual", "visual", "auditory"])
        #expect(properties["schema:accessModeSufficient"] == ["textual", "auditory"])
        #expect(properties["schema:accessibilityFeature"]?.contains("alternativeText") == true)
        // A two-line doctype keeps its line break: every element stays on its source line.
        let text = String(decoding: try #require(files["page.xhtml"]), as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n\n<html"))
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("narration/single/page.xhtml"))))
        #expect(try XMLParser.parse(original).root.textContent == XMLParser.parse(try #require(files["page.xhtml"])).root.textContent)
    }

    @Test("a doctype with an internal subset is kept (its entities are the document's); XML's own entities and numeric ones are left")
    func documentUpgrade() {
        let kept = #"<!DOCTYPE html [<!ENTITY me "Ann">]><html><p>&me; &amp; &#160;</p></html>"#
        #expect(String(decoding: EPUB3Upgrade.upgradeDocument(Array(kept.utf8)), as: UTF8.self) == kept)
        let upgraded = EPUB3Upgrade.upgradeDocument(Array(#"<!doctype html PUBLIC "x" "y"><html><p>a&rsquo;b &lt; &unknownname;</p></html>"#.utf8))
        #expect(String(decoding: upgraded, as: UTF8.self) == #"<!DOCTYPE html><html><p>a&#x2019;b &lt; &unknownname;</p></html>"#)
    }
}

/// The nesting of a media overlay's pars in `seq`s, without speech.
@Suite("Media overlay structure")
struct OverlayStructureTests {
    static func par(_ id: String, _ structures: [OverlayStructure]) -> NarratedEPUB.Par {
        NarratedEPUB.Par(id: id, begin: 0, end: 1, structures: structures)
    }

    @Test("a table is a seq of row seqs; a cell of two clips is a seq, a cell of one a par; leaving the table closes every seq")
    func table() {
        let table = OverlayStructure(type: "table", block: "t", container: true)
        let row = OverlayStructure(type: "table-row", block: "r", container: true)
        let cell1 = OverlayStructure(type: "table-cell", block: "c1", container: false)
        let cell2 = OverlayStructure(type: "table-cell", block: "c2", container: false)
        let nodes = OverlayNode.nest([Self.par("a", [table, row, cell1]), Self.par("b", [table, row, cell1]),
                                      Self.par("c", [table, row, cell2]), Self.par("d", [])])
        let a = Self.par("a", [table, row, cell1]), b = Self.par("b", [table, row, cell1])
        let c = Self.par("c", [table, row, cell2]), d = Self.par("d", [])
        #expect(OverlayNode.seqBlocks(nodes) == ["t", "r", "c1"])
        #expect(nodes == [
            .seq(type: "table", block: "t", children: [.seq(type: "table-row", block: "r", children: [
                .seq(type: "table-cell", block: "c1", children: [.par(a, type: nil), .par(b, type: nil)]),
                .par(c, type: "table-cell"),
            ])]),
            .par(d, type: nil),
        ])
    }

    static func node(_ role: PlanRole, _ id: String, _ children: [PlanNode] = []) -> PlanNode {
        PlanNode(role: role, id: id, children: children, document: 0, language: "en", labels: .english)
    }

    @Test("two neighbouring lists are two seqs; a one-clip footnote is a par; structures come from the plan's nodes")
    func planNodes() throws {
        let list = { (id: String) in Self.node(.list(ordered: false), id, [Self.node(.listItem(marker: .bullet), id + "-i")]) }
        let note = Self.node(.placedNote(number: 1, mark: "1", kind: .footnote), "n")
        let chains = OverlayStructure.chains([list("l1"), list("l2"), note])
        let pars = ["l1-i", "l2-i", "n"].map { Self.par($0, chains[$0] ?? []) }
        let nodes = OverlayNode.nest(pars)
        #expect(OverlayNode.seqBlocks(nodes) == ["l1", "l2"])
        #expect(nodes == [
            .seq(type: "list", block: "l1", children: [.par(pars[0], type: "list-item")]),
            .seq(type: "list", block: "l2", children: [.par(pars[1], type: "list-item")]),
            .par(pars[2], type: "footnote"),
        ])
    }

    @Test("Z39.86-2005 SMIL escapable structures, EPUB MO 3.2 Escapability: the overlay nests in a seq exactly the structures the plan makes escapable, named in the EPUB vocabulary")
    func escapableFromPlan() {
        let roles: [PlanRole] = [
            .table(TableGrid(rows: [], headerRows: 0, columnCount: 0)), .tableRow, .list(ordered: true), .list(ordered: false), .lineGroup,
            .note(.footnote), .note(.endnote), .note(.rearnote), .note(.note), .note(.aside),
            .placedNote(number: 2, mark: "*", kind: .endnote), .paragraph, .heading(level: 2), .blockquote,
            .tableCell(header: false, columnHeader: nil), .listItem(marker: .bullet), .figure, .caption,
        ]
        for role in roles {
            let structure = OverlayStructure(Self.node(role, "x"))
            switch role.escapableStructure {
            case .lineGroup?:
                // The vocabulary has no term for a poem or a stanza: left unmarked.
                #expect(structure == nil)
            case let escapable?:
                #expect(structure != nil, "\(escapable) is escapable: the overlay marks it")
                // Always a seq, unless it is skippable too (a note, a sidebar: one clip is a par skipped by its type).
                #expect(structure?.container == (role.skippableStructure == nil), "\(role)")
            case nil:
                #expect(structure?.container != true, "\(role) is not escapable: never a seq of its own around one par")
            }
        }
        #expect(OverlayStructure(Self.node(.tableRow, "r"))?.type == "table-row")
        #expect(OverlayStructure(Self.node(.note(.rearnote), "n"))?.type == "endnote")
        #expect(OverlayStructure(Self.node(.note(.aside), "s"))?.type == "sidebar")
        #expect(OverlayStructure(Self.node(.placedNote(number: 1, mark: "1", kind: .footnote), "f"))?.type == "footnote")
    }

    @Test("EPUB MO 3.2 Skippability: a page number is a par of type pagebreak; an image's text, a producer's note, has no term and is not marked")
    func skippableFromPlan() {
        let page = OverlayStructure(Self.node(.pageBreak(PageBreak(label: "12", anchor: nil)), "p"))
        #expect(page == OverlayStructure(type: "pagebreak", block: "p", container: false))
        let image = Self.node(.image(ImageInfo(source: "a.png", alt: "A tide chart")), "i")
        #expect(image.role.skippableStructure == .prodnote)
        #expect(OverlayStructure(image) == nil)
    }
}
