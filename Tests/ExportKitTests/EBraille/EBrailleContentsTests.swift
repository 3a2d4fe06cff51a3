import Testing
import XMLTree
@testable import ExportKit

/// A contents the book prints, in eBraille: as the Tagging Best Practices write it (§2.12,
/// example 25, `ol class="toc"`, the title in a span and the page number after it) and as
/// the pages set it (BANA Braille Formats 2016 §2.10: no print number or bullet before an
/// entry; its page number at the right margin after guide dots).
@Suite("eBraille contents entries")
struct EBrailleContentsTests {
    private func contents() throws -> EBrailleFileSet {
        var book = try BookLoader().load(path: TestPaths.fixture("braille/contents-markup.xhtml"))
        book.metadata.rights = "Copyright © 2004 Harbour Press"
        return try EBrailleTest.fileSet(book)
    }

    @Test("§2.10 with Tagging Best Practices §2.12: a printed contents is an ol of class toc in each of its print forms (a nav's nested lists, a table, paragraphs), with no list marker before an entry")
    func contentsLists() throws {
        let set = try contents()
        let first = try set.xml(set.contentDocuments[0])
        let lists = first.descendants(named: "ol") + first.descendants(named: "ul")
        #expect(!lists.isEmpty)
        for list in lists { #expect(list[attribute: "class"] == "toc", "\(list.textContent)") }
        // The nav's list, its nested list and the table's rows: none starts with a print number.
        let items = first.descendants(named: "li")
        #expect(items.count == 5)
        for item in items { #expect(!item.textContent.hasPrefix("⠼"), "\(item.textContent)") }
    }

    @Test("§2.10: each entry's page number is apart from its title, in order, for list items and for the paragraphs of a contents printed as paragraphs")
    func pageNumbers() throws {
        let set = try contents()
        let first = try set.xml(set.contentDocuments[0])
        let pages = first.descendants(named: "span").filter { $0[attribute: "class"] == "page" }
        #expect(pages.map(\.textContent) == ["⠼⠁", "⠼⠙", "⠼⠁⠃", "⠼⠁⠛", "⠼⠃⠊", "⠼⠙⠁", "⠼⠑⠑"])
        let entries = first.descendants(named: "li") + first.descendants(named: "p")
        let titled = entries.filter { $0.elements.contains { $0[attribute: "class"] == "page" } }
        #expect(titled.count == 7)
        for entry in titled {
            // The title is the entry's first span, and it does not end with the page number.
            let title = try #require(entry.elements.first { $0.name == "span" })
            #expect(title[attribute: "class"] == nil)
            #expect(entry[attribute: "class"] == "toc")
            #expect(!title.textContent.hasSuffix("⠼⠁") && !title.textContent.isEmpty, "\(title.textContent)")
        }
        let css = set.text("ebraille/ebraille.css")
        #expect(css.contains("span.page { order: 3;"))
    }

    @Test("epubcheck: the contents' markup and the style sheet's rules for it are valid EPUB 3",
          .enabled(if: EPUBCheck.available, "epubcheck is not installed"))
    func epubcheck() throws {
        #expect(try EPUBCheck.problems(try contents().raw) == [])
    }

    @Test("an entry without a page number stays a list item of words; a list outside a contents keeps its markers")
    func otherLists() throws {
        let set = try EBrailleTest.fileSet(try EBrailleTest.harbour())
        for document in set.contentDocuments {
            let xml = try set.xml(document)
            #expect(xml.descendants(named: "span").allSatisfy { $0[attribute: "class"] != "page" })
            #expect(xml.descendants(named: "ol").allSatisfy { $0[attribute: "class"] != "toc" })
        }
    }
}
