import Foundation
import Testing
import XMLTree
@testable import ExportKit

/// `--to daisy202` and `--to daisy3` on the project's narration fixture (two chapters, a
/// page break, a footnote in the other chapter), exported in one run with the narrated EPUB
/// and the MP3s: each fileset is checked with the real validators, its links followed, its
/// clips measured against the MP3s with soxi.
@Suite("DAISY", .serialized)
struct DAISYTests {
    static let book = TestPaths.fixture("narration/book")

    /// One export of all four audio formats (page numbers not spoken).
    static let shared: Result<URL, Error> = Result {
        let directory = try NarrationCheck.scratch()
        let result = try NarrationCheck.export(book, formats: "narrated-epub,mp3,daisy202,daisy3", into: directory)
        guard result.status == 0 else { throw NarrationCheck.Failure(message: "export failed: " + result.message) }
        return directory
    }

    /// Every SMIL `audio` clip of the fileset (its begin and end in the attributes named)
    /// lies inside its MP3, as soxi measures it, and no clip runs backwards.
    static func checkClips(_ file: String, begin: String, end: String) throws {
        let files = try Self.fileset(file)
        let directory = try DAISYCheck.extract(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        var clips: [DAISYCheck.Clip] = []
        for name in files.keys.sorted() where name.hasSuffix(".smil") {
            for audio in try XMLParser.parse(files[name]!).root.descendants(named: "audio") {
                clips.append(DAISYCheck.Clip(smil: name, audio: audio[attribute: "src"] ?? "",
                                             begin: DAISYCheck.seconds(audio[attribute: begin] ?? "") ?? -1,
                                             end: DAISYCheck.seconds(audio[attribute: end] ?? "") ?? -1))
            }
        }
        #expect(clips.count > 10)
        #expect(DAISYCheck.clipProblems(clips, durations: try DAISYCheck.durations(files, in: directory)) == [])
    }

    static func fileset(_ name: String) throws -> [String: [UInt8]] {
        try NarrationCheck.unzip(try shared.get().appendingPathComponent(name).path)
    }

    /// The book's headings as the reading plan has them, in order.
    static func bookHeadings() throws -> [String] {
        let loaded = try BookLoader().load(path: book)
        let plan = NarrationExporter(settings: NarrationSettings(), ssml: SSMLSettings(), reading: ReadingSettings()).plan(loaded)
        var headings: [String] = []
        struct Collector: PlanVisitor {
            var headings: [String] = []
            mutating func visit(_ node: PlanNode, depth: Int) -> VisitAction {
                if node.role.headingLevel != nil { headings.append(node.plainText.collapsingWhitespace()) }
                return .visitChildren
            }
        }
        var collector = Collector()
        collector.walk(plan.nodes)
        headings = collector.headings
        return headings
    }

    // MARK: DAISY 2.02

    @Test("DAISY 2.02: the NCC and every SMIL file are valid against the DAISY 2.02 RELAX NG schemas (jing); the content is well-formed XHTML",
          .enabled(if: DAISYCheck.hasDAISY202Schemas, "needs jing and ../shared/schemas/daisy202"))
    func daisy202Valid() throws {
        let files = try Self.fileset("book.daisy202.zip")
        let directory = try DAISYCheck.extract(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try DAISYCheck.jing("d202ncc.rng", directory.appendingPathComponent("ncc.html").path) == [])
        let smils = files.keys.filter { $0.hasSuffix(".smil") }.sorted()
        #expect(smils.count == 2)
        for smil in smils {
            #expect(try DAISYCheck.jing("d202smil.rng", directory.appendingPathComponent(smil).path) == [], "\(smil)")
        }
        let content = try XMLParser.parse(try #require(files["content.html"]))
        #expect(content.root.name == "html" && content.root.namespace == XMLNamespace.xhtml)
        #expect(Set(files.keys) == Set(["ncc.html", "content.html", "a001.mp3", "a002.mp3"] + smils))
    }

    @Test("DAISY 2.02: the NCC has the required metadata with the right counts")
    func daisy202Metadata() throws {
        let files = try Self.fileset("book.daisy202.zip")
        let ncc = try XMLParser.parse(try #require(files["ncc.html"]))
        var metas: [String: String] = [:]
        for meta in ncc.root.descendants(named: "meta") {
            if let name = meta[attribute: "name"] { metas[name] = meta[attribute: "content"] }
        }
        #expect(metas["dc:format"] == "Daisy 2.02")
        #expect(metas["dc:title"] == "The Lighthouse Keeper")
        #expect(metas["ncc:multimediaType"] == "audioFullText")
        #expect(metas["ncc:files"] == String(files.count))
        #expect(metas["ncc:pageNormal"] == "1" && metas["ncc:pageFront"] == "0" && metas["ncc:pageSpecial"] == "0")
        #expect(metas["ncc:maxPageNormal"] == "2")
        #expect(metas["ncc:tocItems"] == String(ncc.root.first("body")?.elements.count ?? -1))
        #expect(metas["ncc:depth"] == "1")
        // The voice is named even when none was asked for (eSpeak NG's for the language).
        #expect(metas["ncc:narrator"] == "eSpeak NG (voice for \(metas["dc:language"] ?? "?"))")
        for name in ["dc:identifier", "dc:language", "dc:creator", "dc:date", "ncc:totalTime", "ncc:charset", "ncc:generator"] {
            #expect(metas[name] != nil, "\(name)")
        }
        let body = try #require(ncc.root.first("body"))
        #expect(body.elements.first?.name == "h1" && body.elements.first?[attribute: "class"] == "title")
        #expect(body.elements.contains { $0.name == "span" && $0[attribute: "class"] == "page-normal" && $0.textContent == "2" })
    }

    @Test("DAISY 2.02: an apostrophe is written as it is, never as &apos;, which HTML 4 readers do not know (XHTML 1.0 Appendix C.16)")
    func daisy202Apostrophe() throws {
        let files = try Self.fileset("book.daisy202.zip")
        let content = String(decoding: try #require(files["content.html"]), as: UTF8.self)
        #expect(content.contains("anyone's grandfather"))
        for (name, bytes) in files where name.hasSuffix(".html") || name.hasSuffix(".smil") {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("&apos;"), "\(name)")
        }
    }

    @Test("DAISY 2.02: the NCC's headings are the book's headings, in order")
    func daisy202Headings() throws {
        let files = try Self.fileset("book.daisy202.zip")
        let ncc = try XMLParser.parse(try #require(files["ncc.html"]))
        let headings = try #require(ncc.root.first("body")).elements.filter { $0.name.hasPrefix("h") }.map(\.textContent)
        #expect(headings == (try Self.bookHeadings()))
    }

    @Test("DAISY 2.02: every NCC link names a SMIL text element, and every SMIL text names an element of the content")
    func daisy202Links() throws {
        let files = try Self.fileset("book.daisy202.zip")
        let ncc = try XMLParser.parse(try #require(files["ncc.html"]))
        let content = try DAISYCheck.ids(try #require(files["content.html"]))
        var smilIDs: [String: [String: XMLElement]] = [:]
        for name in files.keys where name.hasSuffix(".smil") { smilIDs[name] = try DAISYCheck.ids(files[name]!) }
        let links = ncc.root.descendants(named: "a").compactMap { $0[attribute: "href"] }
        #expect(links.count == ncc.root.first("body")?.elements.count)
        for link in links {
            let parts = link.split(separator: "#").map(String.init)
            #expect(parts.count == 2 && smilIDs[parts[0]]?[parts[1]]?.name == "text", "\(link)")
        }
        var sentences = 0
        for (name, ids) in smilIDs {
            for text in ids.values where text.name == "text" {
                let parts = (text[attribute: "src"] ?? "").split(separator: "#").map(String.init)
                #expect(parts.count == 2 && parts[0] == "content.html" && content[parts[1]] != nil, "\(name): \(parts)")
                sentences += 1
            }
        }
        // Every sentence of the content is in a SMIL file.
        #expect(sentences == content.keys.filter { $0.hasPrefix("s") }.count)
    }

    @Test("DAISY 2.02: every clip lies inside its MP3 (soxi) and clips never run backwards", .enabled(if: NarrationCheck.hasSox))
    func daisy202Clips() throws {
        try Self.checkClips("book.daisy202.zip", begin: "clip-begin", end: "clip-end")
    }

    // MARK: DAISY 3

    @Test("DAISY 3: the DTBook, NCX, every SMIL, the package and the resource file are valid against their Z39.86-2005 DTDs",
          .enabled(if: DAISYCheck.hasDAISY3Schemas, "needs xmllint and ../shared/schemas/daisy3"))
    func daisy3Valid() throws {
        let files = try Self.fileset("book.daisy3.zip")
        let directory = try DAISYCheck.extract(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        #expect(try DAISYCheck.xmllint("dtbook-2005-3.dtd", path("book.xml")) == [])
        #expect(try DAISYCheck.xmllint("ncx-2005-1.dtd", path("navigation.ncx")) == [])
        #expect(try DAISYCheck.xmllint("oebpkg12.dtd", path("book.opf")) == [])
        #expect(try DAISYCheck.xmllint("resource-2005-1.dtd", path("book.res")) == [])
        let smils = files.keys.filter { $0.hasSuffix(".smil") }.sorted()
        #expect(smils.count == 2)
        for smil in smils { #expect(try DAISYCheck.xmllint("dtbsmil-2005-2.dtd", path(smil)) == [], "\(smil)") }
    }

    @Test("DAISY 3: the package lists every file of the fileset once, the SMIL files in the spine in order")
    func daisy3Package() throws {
        let files = try Self.fileset("book.daisy3.zip")
        let opf = try XMLParser.parse(try #require(files["book.opf"]))
        let hrefs = opf.root.descendants(named: "item").compactMap { $0[attribute: "href"] }
        #expect(hrefs.sorted() == files.keys.sorted())
        let ids = Dictionary(uniqueKeysWithValues: opf.root.descendants(named: "item").map { ($0[attribute: "id"]!, $0[attribute: "href"]!) })
        let spine = opf.root.descendants(named: "itemref").compactMap { ids[$0[attribute: "idref"] ?? ""] }
        #expect(spine == files.keys.filter { $0.hasSuffix(".smil") }.sorted())
        #expect(opf.root.descendants(named: "meta").contains { $0[attribute: "name"] == "dtb:multimediaType" && $0[attribute: "content"] == "audioFullText" })
    }

    @Test("DAISY 3: every NCX target and DTBook smilref names a SMIL par, and every SMIL text names a DTBook element that points back")
    func daisy3Links() throws {
        let files = try Self.fileset("book.daisy3.zip")
        let dtbook = try DAISYCheck.ids(try #require(files["book.xml"]))
        var smilIDs: [String: [String: XMLElement]] = [:]
        for name in files.keys where name.hasSuffix(".smil") { smilIDs[name] = try DAISYCheck.ids(files[name]!) }
        func par(_ ref: String) -> XMLElement? {
            let parts = ref.split(separator: "#").map(String.init)
            guard parts.count == 2, let element = smilIDs[parts[0]]?[parts[1]], element.name == "par" else { return nil }
            return element
        }
        let ncx = try XMLParser.parse(try #require(files["navigation.ncx"]))
        let targets = ncx.root.descendants(named: "content").compactMap { $0[attribute: "src"] }
        #expect(!targets.isEmpty)
        for target in targets { #expect(par(target) != nil, "\(target)") }
        // playOrder runs 1, 2, 3 ... in the order of the targets.
        let orders = ["navPoint", "pageTarget", "navTarget"].flatMap { name in
            ncx.root.descendants(named: name).map { (Int($0[attribute: "playOrder"] ?? "") ?? -1, $0.first("content")?[attribute: "src"] ?? "") }
        }
        #expect(Set(orders.map(\.0)) == Set(1...Set(orders.map(\.1)).count))
        for (id, element) in dtbook {
            guard let ref = element[attribute: "smilref"] else { continue }
            let target = try #require(par(ref), "\(id): \(ref)")
            #expect(target.first("text")?[attribute: "src"] == "book.xml#" + id)
        }
        for ids in smilIDs.values {
            for par in ids.values where par.name == "par" {
                let src = par.first("text")?[attribute: "src"] ?? ""
                #expect(src.hasPrefix("book.xml#") && dtbook[String(src.dropFirst(9))] != nil, "\(src)")
            }
        }
        // The footnote is in the notes' navList; the page number in the pageList.
        let notes = ncx.root.descendants(named: "navList").flatMap { $0.descendants(named: "navTarget") }
        #expect(notes.count == 1 && notes.first?.first("navLabel")?.textContent == "Note 1")
        #expect(ncx.root.descendants(named: "pageTarget").map(\.textContent) == ["2"])
    }

    @Test("DAISY 3: the NCX's navMap holds the book's headings, in order")
    func daisy3Headings() throws {
        let files = try Self.fileset("book.daisy3.zip")
        let ncx = try XMLParser.parse(try #require(files["navigation.ncx"]))
        let labels = ncx.root.descendants(named: "navMap").flatMap { $0.descendants(named: "navPoint") }
            .map { $0.first("navLabel")?.textContent ?? "" }
        #expect(labels == (try Self.bookHeadings()))
    }

    @Test("DAISY 3: every clip lies inside its MP3 (soxi) and clips never run backwards", .enabled(if: NarrationCheck.hasSox))
    func daisy3Clips() throws {
        try Self.checkClips("book.daisy3.zip", begin: "clipBegin", end: "clipEnd")
    }

    // MARK: One synthesis

    @Test("one synthesis: the MP3s of both DAISY books, of the narrated EPUB and of --to mp3 are the same bytes")
    func oneSynthesis() throws {
        let directory = try Self.shared.get()
        let daisy202 = try Self.fileset("book.daisy202.zip"), daisy3 = try Self.fileset("book.daisy3.zip")
        let epub = try NarrationCheck.unzip(directory.appendingPathComponent("book.narrated.epub").path)
        for index in 1...2 {
            let mp3 = try [UInt8](Data(contentsOf: directory.appendingPathComponent("book-00\(index).mp3")))
            #expect(daisy202["a00\(index).mp3"] == mp3)
            #expect(daisy3["a00\(index).mp3"] == mp3)
            #expect(epub["EPUB/narration/ch00\(index).mp3"] == mp3)
        }
    }

    @Test("page numbers spoken (--page-numbers announce) get their own clip in the page's par")
    func spokenPages() throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try NarrationCheck.export(Self.book, formats: "daisy3", into: directory, extra: ["--page-numbers", "announce"])
        #expect(result.status == 0, "\(result.message)")
        let files = try NarrationCheck.unzip(directory.appendingPathComponent("book.daisy3.zip").path)
        let pars = try files.keys.filter { $0.hasSuffix(".smil") }.flatMap { try XMLParser.parse(files[$0]!).root.descendants(named: "par") }
        let pages = pars.filter { $0[attribute: "customTest"] == "pagenum" }
        #expect(pages.count == 1 && pages.first?.first("audio") != nil)
        // Nothing but the page's par says "Page 2".
        let dtbook = try XMLParser.parse(try #require(files["book.xml"]))
        #expect(!dtbook.root.descendants(named: "sent").contains { $0.textContent.contains("Page 2") })
    }

    // MARK: Bad input

    @Test("a book that cannot be read gives a one-line error naming it, and no DAISY file", arguments: ["daisy202", "daisy3"])
    func unreadable(_ format: String) throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.epub").path
        let result = try NarrationCheck.export(missing, formats: "mp3,\(format)", into: directory.appendingPathComponent("out"))
        #expect(result.status != 0)
        #expect(result.message.contains("missing.epub"))
        let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)) ?? []
        #expect(written.isEmpty)
    }

    @Test("a speaking rate out of range is refused before anything is spoken, and nothing is written")
    func badRate() throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try NarrationCheck.export(Self.book, formats: "daisy202,daisy3", into: directory, extra: ["--rate", "5"])
        #expect(result.status != 0)
        #expect(result.message.contains("rate"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

/// Both talking books of a small corpus book (trees.epub: two chapters, about 9 s of
/// narration for both on two cores): every file valid, every link resolved.
@Suite("DAISY corpus", .serialized, .enabled(if: Corpus.available, Corpus.skipReason))
struct DAISYCorpusTests {
    @Test("trees.epub: every file of both filesets is valid and every navigation link and text reference resolves",
          .enabled(if: DAISYCheck.hasDAISY202Schemas && DAISYCheck.hasDAISY3Schemas, "needs jing, xmllint and ../shared/schemas"))
    func trees() throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try NarrationCheck.export(Corpus.book("trees.epub"), formats: "daisy202,daisy3", into: directory, extra: ["--jobs", "2"])
        #expect(result.status == 0, "\(result.message)")
        for (zip, navigation, textName) in [("trees.daisy202.zip", "ncc.html", "content.html"), ("trees.daisy3.zip", "navigation.ncx", "book.xml")] {
            let files = try NarrationCheck.unzip(directory.appendingPathComponent(zip).path)
            let extracted = try DAISYCheck.extract(files)
            defer { try? FileManager.default.removeItem(at: extracted) }
            func path(_ name: String) -> String { extracted.appendingPathComponent(name).path }
            var problems: [String] = []
            var smilIDs: [String: [String: XMLElement]] = [:]
            for name in files.keys.sorted() where name.hasSuffix(".smil") {
                problems += zip.contains("202") ? try DAISYCheck.jing("d202smil.rng", path(name)) : try DAISYCheck.xmllint("dtbsmil-2005-2.dtd", path(name))
                smilIDs[name] = try DAISYCheck.ids(files[name]!)
            }
            if zip.contains("202") {
                problems += try DAISYCheck.jing("d202ncc.rng", path("ncc.html"))
            } else {
                problems += try DAISYCheck.xmllint("dtbook-2005-3.dtd", path("book.xml"))
                problems += try DAISYCheck.xmllint("ncx-2005-1.dtd", path("navigation.ncx"))
                problems += try DAISYCheck.xmllint("oebpkg12.dtd", path("book.opf"))
                problems += try DAISYCheck.xmllint("resource-2005-1.dtd", path("book.res"))
            }
            let textIDs = try DAISYCheck.ids(try #require(files[textName]))
            let nav = try XMLParser.parse(try #require(files[navigation]))
            let links = nav.root.descendants(named: "a").compactMap { $0[attribute: "href"] }
                + nav.root.descendants(named: "content").compactMap { $0[attribute: "src"] }
            #expect(!links.isEmpty)
            for link in links {
                let parts = link.split(separator: "#").map(String.init)
                if parts.count != 2 || smilIDs[parts[0]]?[parts[1]] == nil { problems.append("\(zip): \(link) resolves nowhere") }
            }
            for name in smilIDs.keys.sorted() {
                for reference in try XMLParser.parse(files[name]!).root.descendants(named: "text") {
                    let parts = (reference[attribute: "src"] ?? "").split(separator: "#").map(String.init)
                    if parts.count != 2 || parts[0] != textName || textIDs[parts[1]] == nil {
                        problems.append("\(zip): \(name) names \(reference[attribute: "src"] ?? "nothing")")
                    }
                }
            }
            #expect(problems == [], "\(zip)")
        }
    }
}
