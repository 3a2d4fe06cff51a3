import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import BrailleExport
@testable import EBrailleExport

/// The "must"s of eBraille 1.0 (DAISY, 14 August 2025), each on the harbour fixture, with
/// the section it comes from.
@Suite("eBraille 1.0 requirements")
struct EBrailleSpecTests {
    @Test("§4.2, §4.7: an OCF ZIP container with mimetype first and stored, package.opf and index.html at the root, the rest under ebraille/, nothing in META-INF but container.xml")
    func fileSet() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        let first = set.firstEntry
        #expect(first.name == "mimetype" && first.method == 0 && first.contents == "application/epub+zip")
        #expect(set.paths.contains("package.opf") && set.paths.contains("index.html"))
        let container = try set.xml("META-INF/container.xml")
        #expect(container.descendants(named: "rootfile").map { $0[attribute: "full-path"] } == ["package.opf"])
        for path in set.paths where !["mimetype", "package.opf", "index.html", "META-INF/container.xml"].contains(path) {
            #expect(path.hasPrefix("ebraille/"), "\(path)")
        }
        // Every resource is in the manifest; nothing is remote or path-absolute (§3.5, §4.4).
        let package = try set.xml("package.opf")
        let manifest = package.descendants(named: "item").compactMap { $0[attribute: "href"] }
        #expect(Set(manifest) == Set(set.paths.filter { !["mimetype", "package.opf"].contains($0) && !$0.hasPrefix("META-INF/") }))
        for path in set.paths where path.hasSuffix("html") {
            for element in try set.xml(path).descendants(named: "a") + set.xml(path).descendants(named: "link") {
                let href = element[attribute: "href"] ?? ""
                #expect(!href.contains("://") && !href.hasPrefix("/"), "\(path): \(href)")
            }
        }
    }

    @Test("§5.3.3: every required metadata item, once each (creators one or more), with the values eBraille allows")
    func requiredMetadata() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        let package = try set.xml("package.opf")
        #expect(package[attribute: "version"] == "3.0" && package[attribute: "unique-identifier"] == "uid")
        func elements(_ name: String) -> [String] { package.descendants(named: name).map(\.textContent) }
        func property(_ name: String) -> [String] {
            package.descendants(named: "meta").filter { $0[attribute: "property"] == name && $0[attribute: "refines"] == nil }.map(\.textContent)
        }
        #expect(property("a11y:brailleCellType") == ["6"])
        #expect(property("a11y:brailleSystem") == ["ueb grade2"])
        #expect(property("a11y:completeTranscription") == ["true"])
        #expect(property("dcterms:dateCopyrighted") == ["2004"])
        #expect(elements("creator") == ["Ada Quay"])
        #expect(elements("format") == ["eBraille 1.0"])
        let identifier = package.descendants(named: "identifier")
        #expect(identifier.count == 1 && identifier.first?[attribute: "id"] == "uid")
        #expect(elements("language") == ["en-Brai-GB"])
        #expect(property("dcterms:modified") == ["2025-02-14T12:00:00Z"])
        #expect(property("a11y:producer") == ["exporttool"])
        #expect(elements("date") == ["2025-02-14T12:00:00Z"])
        #expect(property("a11y:tactileGraphics") == ["none"])
        #expect(elements("title") == ["The harbour book"])
    }

    @Test("§5.3.4: the recommended metadata the book gives: the print ISBN as the source, its publisher, the rights")
    func recommendedMetadata() throws {
        let package = try EBrailleTest.fileSet(try EBrailleTest.harbour()).xml("package.opf")
        let source = package.descendants(named: "source")
        #expect(source.map(\.textContent) == ["urn:isbn:9780618596645"])
        #expect(package.descendants(named: "publisher").map(\.textContent) == ["Harbour Press"])
        #expect(package.descendants(named: "rights").map(\.textContent) == ["Copyright © 2004 Harbour Press"])
        #expect(package.descendants(named: "meta").contains { $0[attribute: "refines"] == "#src" && $0[attribute: "property"] == "dcterms:publisher" })
    }

    @Test("§5.3.3.4: the copyright date comes from --copyright-date, else the book's copyright statement; a book without one is refused, never given a date")
    func copyrightDate() throws {
        var book = try EBrailleTest.harbour()
        var settings = EBrailleTest.settings
        settings.copyrightDate = "1998-07"
        let given = try EBrailleTest.fileSet(book, settings: settings).xml("package.opf")
        #expect(given.descendants(named: "meta").contains { $0[attribute: "property"] == "dcterms:dateCopyrighted" && $0.textContent == "1998-07" })

        book.metadata.rights = "Public domain in the USA."
        #expect(throws: ExportError.invalidSetting(InvalidSetting(.copyrightDate, value: "The harbour book", requirement: .copyrightDateForBook))) {
            _ = try EBrailleExporter(settings: EBrailleTest.settings).export(book)
        }
        for bad in ["2004-13", "04", "2004-02-30", "2004/01", "２００４"] {
            var wrong = EBrailleTest.settings
            wrong.copyrightDate = bad
            #expect(throws: ExportError.self, "\(bad)") { _ = try EBrailleExporter(settings: wrong).export(book) }
        }
        #expect(EBrailleSettings.isDate("2024-02-29") && !EBrailleSettings.isDate("2023-02-29"))
    }

    @Test("§5.3.3.8: the language tag carries the Brai script, in place of any script it had")
    func brailleLanguage() {
        #expect(EBraillePublication.brailleTag("en-US") == "en-Brai-US")
        #expect(EBraillePublication.brailleTag("it") == "it-Brai")
        #expect(EBraillePublication.brailleTag("zh-Hant-TW") == "zh-Brai-TW")
        #expect(EBraillePublication.brailleTag(nil) == "und-Brai")
    }

    @Test("§5.3.3.3: characters the tables cannot write make the transcription incomplete")
    func incomplete() throws {
        var book = try EBrailleTest.harbour()
        book.blocks.append(Block(id: "extra", role: .paragraph, inlines: [.text("Weather \u{1FD6} today", InlineStyle())],
                                source: BlockSource(href: "harbour.xhtml", line: 1)))
        let package = try EBrailleTest.fileSet(book).xml("package.opf")
        #expect(package.descendants(named: "meta").contains { $0[attribute: "property"] == "a11y:completeTranscription" && $0.textContent == "false" })
    }

    @Test("§5.4, §5.6, §7: no fallbacks, collections, guide, NCX or fixed layout; the entry page is the nav item and not in the spine (§8.2)")
    func packageLimits() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        let package = try set.xml("package.opf")
        #expect(package.descendants(named: "guide").isEmpty && package.descendants(named: "collection").isEmpty)
        #expect(!package.descendants(named: "item").contains { $0[attribute: "fallback"] != nil || $0[attribute: "media-type"] == "application/x-dtbncx+xml" })
        #expect(!set.text("package.opf").contains("rendition:"))
        let nav = package.descendants(named: "item").filter { $0[attribute: "properties"] == "nav" }
        #expect(nav.map { $0[attribute: "href"] } == ["index.html"])
        let spine = package.descendants(named: "itemref").compactMap { $0[attribute: "idref"] }
        #expect(!spine.contains("nav") && spine.count == set.contentDocuments.count)
    }

    @Test("§6.2.1, §6.2.3: content and user-facing attributes in Unicode braille only; no script, no form action; §6.2.2 list markers in the braille")
    func brailleOnly() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        for path in set.contentDocuments + ["index.html"] {
            let root = try set.xml(path)
            #expect(EBrailleTest.nonBraille(root).isEmpty, "\(path): \(EBrailleTest.nonBraille(root))")
            #expect(root.descendants(named: "script").isEmpty && root.descendants(named: "form").isEmpty)
            // Ordinary spaces between words: no blank braille cell in the text (§6.2.1 note, wbr).
            #expect(!set.text(path).contains("\u{2800}"), "\(path)")
        }
        let first = try set.xml(set.contentDocuments[0])
        let items = first.descendants(named: "li").map(\.textContent)
        #expect(items.first?.hasPrefix("⠼⠁⠲ ") == true && items.last?.hasPrefix("⠼⠃⠲ ") == true, "\(items)")
        #expect(set.text(set.contentDocuments[0]).contains("⠤<wbr/>"))
    }

    @Test("§6.3.2, §6.3.3: the style sheet is UTF-8, with no -epub- property, no font, colour or decoration, only font-relative lengths, and no braille or grid media query")
    func styleSheet() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        let bytes = try #require(set.bytes("ebraille/ebraille.css"))
        let css = try #require(String(validating: bytes, as: UTF8.self))
        #expect(css.hasPrefix("@charset \"UTF-8\";"))
        for forbidden in ["-epub-", "font-", "color", "text-decoration", "text-shadow", "@media", "grid"] {
            #expect(!css.contains(forbidden), "\(forbidden)")
        }
        let lengths = try Regex(#"[0-9.]+(px|pt|pc|cm|mm|in|Q|vw|vh|%)\b"#)
        #expect(css.matches(of: lengths).isEmpty)
        // Only braille is inserted by the style sheet.
        for match in css.matches(of: try Regex(#"content: "([^"]*)""#)) {
            let text = String(css[match.range]).dropFirst(10).dropLast()
            #expect(text.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) }, "\(text)")
        }
    }

    @Test("§8.2, §8.3: the entry page links the package, lists the contents (toc, doc-toc) with nested headings, the page list (doc-pagelist) with braille page numbers and the print number in title, and the landmarks; every link reaches an element")
    func navigation() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        let index = try set.xml("index.html")
        let publication = index.descendants(named: "link").filter { $0[attribute: "rel"] == "publication" }
        #expect(publication.map { $0[attribute: "href"] } == ["package.opf"])
        #expect(publication.first?[attribute: "type"] == "application/oebps-package+xml")
        let navs = index.descendants(named: "nav")
        let toc = try #require(navs.first { $0[attribute: "epub:type"] == "toc" })
        #expect(toc[attribute: "role"] == "doc-toc")
        #expect(toc.elements.filter { $0.name == "ol" }.count == 1)
        // Chapter one holds "Rules of the harbour" in a nested list.
        #expect(toc.descendants(named: "ol").count == 2 && toc.descendants(named: "a").count == 3)
        let pages = try #require(navs.first { $0[attribute: "epub:type"] == "page-list" })
        #expect(pages[attribute: "role"] == "doc-pagelist")
        let pageLinks = pages.descendants(named: "a")
        #expect(pageLinks.map { $0[attribute: "title"] } == ["2", "3"])
        #expect(pageLinks.map(\.textContent) == ["⠼⠃", "⠼⠉"])
        let landmarks = try #require(navs.first { $0[attribute: "epub:type"] == "landmarks" })
        #expect(landmarks.descendants(named: "a").map { $0[attribute: "epub:type"] } == ["bodymatter"])

        var ids: [String: Set<String>] = [:]
        for path in set.contentDocuments {
            ids[path] = Set(Self.ids(try set.xml(path)))
        }
        for link in navs.flatMap({ $0.descendants(named: "a") }) {
            let parts = (link[attribute: "href"] ?? "").split(separator: "#", maxSplits: 1).map(String.init)
            #expect(ids[parts[0]] != nil, "\(parts)")
            if parts.count == 2 { #expect(ids[parts[0]]?.contains(parts[1]) == true, "\(parts)") }
        }
    }

    static func ids(_ element: XMLElement) -> [String] {
        (element[attribute: "id"].map { [$0] } ?? []) + element.elements.flatMap(ids)
    }

    @Test("content documents: one per chapter; headings, the note reference linked to its footnote, print page breaks, the image described in a transcriber's note, the table with scoped headers")
    func contentDocuments() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        #expect(set.contentDocuments == ["ebraille/chapter-001.xhtml", "ebraille/chapter-002.xhtml"])
        let first = try set.xml(set.contentDocuments[0])
        #expect(first[attribute: "xml:lang"] == "en-Brai-GB")
        #expect(first.descendants(named: "h1").count == 1 && first.descendants(named: "h2").count == 1)
        let reference = try #require(first.descendants(named: "a").first { $0[attribute: "role"] == "doc-noteref" })
        #expect(reference[attribute: "href"] == "#note-1" && reference.textContent == "⠐⠔⠼⠁")
        let note = try #require(first.descendants(named: "div").first { $0[attribute: "role"] == "doc-footnote" })
        #expect(note[attribute: "id"] == "note-1" && note[attribute: "role"] == "doc-footnote")
        #expect(first.descendants(named: "div").contains { $0[attribute: "role"] == "doc-pagebreak" && $0.textContent == "⠼⠃" })
        let description = try #require(first.descendants(named: "p").first { $0[attribute: "class"] == "transcriber-note" })
        #expect(description.textContent.hasPrefix("⠈⠨⠣") && description.textContent.hasSuffix("⠈⠨⠜"))
        #expect(first.descendants(named: "th").allSatisfy { $0[attribute: "scope"] == "col" })
        #expect(first.descendants(named: "img").isEmpty)
    }

    @Test("the content document of the fixture's first chapter, whole")
    func golden() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        assertGolden(set.text(set.contentDocuments[0]), named: "ebraille/harbour-chapter-001.xhtml")
        assertGolden(set.text("index.html"), named: "ebraille/harbour-index.html")
    }

    @Test("one translation: after the pages, eBraille asks liblouis only for note marks and the entry page's own words; its text is the pages' cells")
    func translatesOnce() throws {
        let book = try EBrailleTest.harbour()
        let paged = BrailleExporter(output: .brf)
        let ebraille = EBrailleExporter(settings: EBrailleTest.settings)
        // Both read one plan: BANA's notes after the paragraph.
        #expect(paged.planSettings == ebraille.planSettings)
        let plan = paged.plan(book)
        let translation = try paged.makeTranslation(for: plan, shared: true)
        _ = try paged.render(plan, sharing: translation)
        let afterPages = try #require(translation.translator.memo).count
        _ = try ebraille.export(plan, sharing: translation)
        let added = try #require(translation.translator.memo).count - afterPages
        // "*1", the title, "Contents", "Pages", "Landmarks": nothing of the text.
        #expect(added <= 5, "\(added) pieces translated again")

        // And the file set is the same with or without a shared translation.
        let alone = try ebraille.export(plan)
        let shared = try ebraille.export(plan, sharing: translation)
        #expect(alone[0].contents == shared[0].contents)
    }

    @Test("epubcheck: the file set is a valid EPUB 3 but for the eBraille a11y: properties epubcheck 4.2.6 does not know, and the entry page's required name",
          .enabled(if: EPUBCheck.available, "epubcheck is not installed"))
    func epubcheck() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        #expect(try EPUBCheck.problems(set.raw) == [])
    }
}
