import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

@Suite("Block roles")
struct RoleTests: FixtureBookSuite {
    static let fixture = "model/roles.xhtml"
    let book: Book
    let index: [String: Block]

    private func block(_ fragment: String) -> Block? {
        index["roles.xhtml#" + fragment]
    }

    @Test("h1 to h6 and role=heading with aria-level give heading levels")
    func headings() {
        let levels = book.headings.map { $0.role.headingLevel ?? 0 }
        #expect(levels == [1, 2, 3, 4, 5, 6, 3, 2])
        #expect(block("aria-heading")?.role == .heading(level: 3))
        #expect(book.headings.allSatisfy { $0.traits.contains(.header) })
    }

    @Test("hgroup keeps its heading and reads the subtitle as a paragraph")
    func hgroup() {
        let texts = book.blocks.map(\.plainText)
        let title = texts.firstIndex(of: "Grouped title")
        #expect(title != nil)
        if let title { #expect(texts[title + 1] == "A subtitle") }
    }

    @Test("ordered lists number from start and honour value; nested lists nest")
    func lists() throws {
        let list = try #require(block("numbered"))
        #expect(list.role == .list(ordered: true, start: 4))
        let numbers = list.children.map { child -> Int? in
            if case .listItem(let number) = child.role { return number }
            return nil
        }
        #expect(numbers == [4, 5, 10])
        let nested = try #require(list.children[1].children.last)
        #expect(nested.role == .list(ordered: false, start: 1))
        #expect(nested.children.first?.plainText == "nested bullet")
    }

    @Test("blockquote, preformatted code and plain preformatted text")
    func quotesAndCode() {
        #expect(block("quote")?.role == .blockquote)
        #expect(block("quote")?.children.first?.plainText == "Quoted words.")
        #expect(block("code")?.role == .preformatted(code: true))
        #expect(block("code")?.plainText == "let x = 1\n  indented()")
        #expect(block("poem-pre")?.role == .preformatted(code: false))
        #expect(block("poem-pre")?.plainText == "Not   code,\n  but kept.")
    }

    @Test("tables have rows of header and data cells")
    func table() throws {
        let table = try #require(block("tbl"))
        #expect(table.role == .table)
        #expect(table.children.count == 2)
        #expect(table.children[0].children.map(\.role) == [.tableCell(header: true), .tableCell(header: true)])
        #expect(table.children[1].children.map(\.plainText) == ["Ann", "30"])
    }

    @Test("figures hold their image with alt text and a caption; empty alt is decorative")
    func images() throws {
        let figure = try #require(block("fig"))
        #expect(figure.role == .figure)
        guard case .image(let image) = figure.children[0].role else {
            Issue.record("first child of the figure is not an image")
            return
        }
        #expect(image.alt == "A red kite")
        #expect(!image.decorative)
        #expect(figure.children[1].role == .caption)
        let images = book.blocks.compactMap { block -> ImageInfo? in
            if case .image(let image) = block.role { return image }
            return nil
        }
        #expect(images.map(\.source) == ["rule.png", "noalt.png"])
        #expect(images[0].decorative)
        #expect(images[1].alt == nil && !images[1].decorative)
    }

    @Test("notes by epub:type and DPUB-ARIA role, and plain asides")
    func notes() {
        #expect(block("fn1")?.role == .note(.footnote))
        #expect(block("en1")?.role == .note(.endnote))
        #expect(block("rn1")?.role == .note(.rearnote))
        #expect(block("sidebar")?.role == .note(.aside))
    }

    @Test("page breaks keep their labels from title and aria-label")
    func pageBreaks() {
        #expect(block("pg7")?.role == .pageBreak(PageBreak(label: "7", anchor: "roles.xhtml#pg7")))
        #expect(block("pg8")?.role == .pageBreak(PageBreak(label: "viii", anchor: "roles.xhtml#pg8")))
    }

    @Test("hr, definition lists, MathML and line groups")
    func otherRoles() throws {
        let roles = book.blocks.map(\.role.name)
        #expect(roles.contains("sceneBreak"))
        let list = try #require(book.blocks.first { $0.role == .definitionList })
        #expect(list.children.map(\.role.name) == ["definitionTerm", "definitionDescription"])
        let math = try #require(book.blocks.first { $0.role.name == "math" })
        if case .math(let info) = math.role {
            #expect(info.alt == "x squared")
            #expect(info.linearText == "x 2")
        }
        #expect(block("linear")?.plainText == "a + b is linear.")
        let lines = try #require(book.blocks.first { $0.role == .lineGroup })
        #expect(lines.children.map(\.plainText) == ["Line one,", "line two."])
    }

    @Test("every block knows its language and source line")
    func languageAndSource() {
        book.forEachBlock { block, _ in
            #expect(block.language == "en-GB")
            #expect(block.source.href == "roles.xhtml")
            #expect(block.source.line > 0)
        }
    }

    @Test("the single file's title, author and language become metadata")
    func metadata() {
        #expect(book.metadata.title == "Every role")
        #expect(book.metadata.creators == ["Test Writer"])
        #expect(book.metadata.language == "en-GB")
    }
}
