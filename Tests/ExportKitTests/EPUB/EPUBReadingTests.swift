import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

@Suite("Reading EPUB 3, EPUB 2 and folders")
struct EPUBReadingTests {
    @Test("package metadata, including accessibility metadata")
    func metadata() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let metadata = book.metadata
        #expect(metadata.title == "The Lighthouse Keeper's Notebook")
        #expect(metadata.creators == ["Ada Marsh"])
        #expect(metadata.language == "en")
        #expect(metadata.identifier == "urn:uuid:6f1d3c2a-9b7e-4c55-8a61-exporttool-sample")
        #expect(metadata.modified == "2026-11-22T00:00:00Z")
        #expect(metadata.epubVersion == "3.0")
        #expect(metadata.accessibility["accessMode"] == ["textual", "visual"])
        #expect(metadata.accessibilitySummary == "Every image has a text description; print page numbers are marked.")
    }

    @Test("spine order with linear=no items after the main text, marked supplementary")
    func spine() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        #expect(book.documents.map(\.href) == ["EPUB/chapter1.xhtml", "EPUB/chapter2.xhtml", "EPUB/notes.xhtml",
                                               "EPUB/nav.xhtml", "EPUB/about.xhtml"])
        #expect(book.documents.map(\.linear) == [true, true, true, false, false])
        #expect(book.documents[3].isNavigation)
        for block in book.blocks {
            #expect(block.traits.contains(.supplementary) == !book.documents[block.document].linear)
        }
    }

    @Test("EPUB 3 navigation: toc, page list and landmarks resolved to blocks")
    func navigation() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let toc = book.navigation.toc
        #expect(toc.map(\.label) == ["Chapter 1. The Light", "Chapter 2. The Storm", "Notes"])
        #expect(toc[0].children.first?.blockID == "EPUB/chapter1.xhtml#supplies")
        #expect(book.navigation.pageList.map(\.label) == ["1", "2", "3"])
        #expect(book.navigation.pageList.map(\.blockID) == ["EPUB/chapter1.xhtml#page1", "EPUB/chapter1.xhtml#b17",
                                                            "EPUB/chapter2.xhtml#page3"])
        #expect(book.navigation.landmarks.map(\.type) == ["toc", "bodymatter"])
    }

    @Test("one continuous next/previous chain across all documents")
    func chain() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        #expect(book.blocks.first?.previous == nil)
        #expect(book.blocks.last?.next == nil)
        for (current, following) in zip(book.blocks, book.blocks.dropFirst()) {
            #expect(current.next == following.id)
            #expect(following.previous == current.id)
        }
        #expect(Set(book.blocks.map(\.document)).count == 5)
        var ids = Set<String>()
        book.forEachBlock { block, _ in #expect(ids.insert(block.id).inserted, "duplicate id \(block.id)") }
    }

    @Test("causesPageTurn before page breaks and at document ends; sections follow headings")
    func pageTurnsAndSections() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let index = book.blockIndex()
        // The paragraph holding the inline break to page 2, the last block of chapter 1.
        #expect(index["EPUB/chapter1.xhtml#b17"]?.traits.contains(.causesPageTurn) == true)
        #expect(index["EPUB/chapter1.xhtml#b20"]?.traits.contains(.causesPageTurn) == true)
        #expect(index["EPUB/chapter1.xhtml#opening"]?.traits.contains(.causesPageTurn) == false)
        #expect(index["EPUB/chapter1.xhtml#page1"]?.section == "EPUB/chapter1.xhtml")
        #expect(index["EPUB/chapter1.xhtml#opening"]?.section == "EPUB/chapter1.xhtml#light")
        #expect(index["EPUB/chapter1.xhtml#b6"]?.section == "EPUB/chapter1.xhtml#supplies")
    }

    @Test("links across documents and note references resolve to block ids")
    func crossReferences() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let index = book.blockIndex()
        let opening = try #require(index["EPUB/chapter1.xhtml#opening"])
        guard case .noteReference(let reference)? = opening.inlines.last else {
            Issue.record("no note reference at the end of the opening paragraph")
            return
        }
        #expect(reference.noteID == "EPUB/notes.xhtml#n1")
        #expect(index["EPUB/notes.xhtml#n1"]?.role == .note(.endnote))
        #expect(book.noteLabels["EPUB/notes.xhtml#n2"] == "2")
        let links = try #require(index["EPUB/chapter2.xhtml#b17"]).inlines.compactMap { inline -> LinkTarget? in
            if case .text(_, let style) = inline { return style.link }
            return nil
        }
        #expect(links.contains(.internal(href: "EPUB/chapter1.xhtml#supplies", blockID: "EPUB/chapter1.xhtml#supplies")))
        #expect(links.contains(.external("https://example.org/lighthouses")))
    }

    @Test("PLS lexicons linked from content documents are parsed")
    func lexicons() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let lexicon = try #require(book.lexicons.first)
        #expect(lexicon.href == "EPUB/lexicon/en.pls")
        #expect(lexicon.alphabet == "ipa")
        #expect(lexicon.lexemes.map(\.graphemes) == [["paraffin"], ["NLB"]])
        #expect(lexicon.lexemes[0].phonemes == ["ˈpærəfɪn"])
        #expect(lexicon.lexemes[1].aliases == ["Northern Lighthouse Board"])
    }

    @Test("EPUB 2: NCX navigation, percent-encoded hrefs, several creators, EPUB 2 meta")
    func epub2() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("model/epub2"))
        #expect(book.metadata.epubVersion == "2.0")
        #expect(book.metadata.creators == ["First Author", "Second Author"])
        #expect(book.metadata.accessibility["accessMode"] == ["textual"])
        #expect(book.documents.map(\.href) == ["OEBPS/text/one two.html", "OEBPS/text/two.html"])
        #expect(book.navigation.toc.map(\.label) == ["One", "Two"])
        #expect(book.navigation.toc[0].children.first?.blockID == "OEBPS/text/one two.html#a")
        #expect(book.navigation.pageList.first?.blockID != nil)
        #expect(book.warnings.contains { $0.message.contains("missing-from-manifest") })
        #expect(book.blocks[1].plainText == "First\u{A0}page.")
    }

    @Test("a zipped EPUB reads the same as its unpacked folder")
    func zippedEqualsFolder() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.zip(try BookFactory.sampleEntries())
        let zipped = try BookLoader().load(path: path)
        let folder = try BookLoader().load(path: TestPaths.sampleBook.path)
        #expect(JSONExporter().value(of: zipped) == JSONExporter().value(of: folder))
    }

    @Test("a wrong mimetype and obfuscated fonts are fine, with a warning for the mimetype")
    func tolerated() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let encryption = """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
              <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
                <enc:CipherData><enc:CipherReference URI="EPUB/fonts/a.otf"/></enc:CipherData></enc:EncryptedData>
            </encryption>
            """
        let entries = try BookFactory.sampleEntries()
            .replacing("mimetype", with: "application/zip")
            .replacing("META-INF/encryption.xml", with: encryption)
        let book = try BookLoader().load(path: try factory.zip(entries))
        #expect(book.warnings.contains { $0.message.contains("mimetype") })
        #expect(!book.blocks.isEmpty)
    }

    @Test("not well-formed XHTML is recovered with the HTML parser and a warning naming file and line")
    func recovery() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("model/broken.html"))
        #expect(book.blocks.map(\.plainText) == ["One \u{A0} paragraph", "Another with unclosed bold", "Third\u{2014}end"])
        let warning = try #require(book.warnings.first)
        #expect(warning.file == "broken.html")
        #expect((warning.line ?? 0) > 0)
        #expect(warning.message.contains("read as HTML"))
    }
}
