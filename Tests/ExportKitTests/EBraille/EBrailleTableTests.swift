import Foundation
import Testing
import XMLTree
@testable import EPUBReader
@testable import EBrailleExport

/// eBraille's tables laid out from the plan's grid, as the reader page and DTBook lay them
/// out (``TableMarkup``): HTML's table model (HTML Living Standard §4.9), which eBraille's
/// content documents follow (eBraille Tagging Best Practices, "Tables": a table is marked
/// up as HTML marks it up, headers scoped).
@Suite("eBraille tables")
struct EBrailleTableTests {
    /// The first table of the eBraille content documents made from `body`.
    static func table(_ body: String) throws -> XMLElement {
        let factory = try BookFactory()
        defer { factory.remove() }
        let page = #"<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" lang="en">"#
            + "<head><title>Tables</title></head><body><h1>Tables</h1>\(body)</body></html>"
        let path = try factory.file("tables.xhtml", Data(page.utf8))
        var book = try BookLoader().load(path: path)
        book.metadata.rights = "Copyright © 2004 Harbour Press"
        let set = try EBrailleTest.fileSet(book)
        for document in set.contentDocuments {
            if let table = try set.xml(document).descendants(named: "table").first { return table }
        }
        throw NoTable()
    }

    struct NoTable: Error {}

    static func rows(_ table: XMLElement, in part: String) -> [XMLElement] {
        table.descendants(named: part).flatMap { $0.descendants(named: "tr") }
    }

    @Test("HTML §4.9.12: an empty cell keeps its place, so its row has as many cells as the columns and its column keeps its header")
    func emptyCellKeepsItsColumn() throws {
        let table = try Self.table("<table><tr><th>Ship</th><th>Crew</th><th>Port</th></tr>"
            + "<tr><td>Pequod</td><td></td><td>Nantucket</td></tr></table>")
        let head = try #require(Self.rows(table, in: "thead").first)
        #expect(head.elements.count == 3)
        #expect(head.elements.allSatisfy { $0.name == "th" && $0[attribute: "scope"] == "col" && !$0.textContent.isEmpty })
        let row = try #require(Self.rows(table, in: "tbody").first)
        #expect(row.elements.map(\.name) == ["td", "td", "td"])
        #expect(!row.elements[0].textContent.isEmpty && row.elements[1].textContent.isEmpty && !row.elements[2].textContent.isEmpty)
    }

    @Test("HTML §4.9.11: a cell covering two columns or rows keeps its colspan and rowspan")
    func spansKept() throws {
        let table = try Self.table("<table><tr><th>Ship</th><th>Crew</th><th>Port</th></tr>"
            + #"<tr><td colspan="2">Rachel</td><td rowspan="2">Nantucket</td></tr><tr><td>a</td><td>b</td></tr></table>"#)
        let rows = Self.rows(table, in: "tbody")
        #expect(rows.count == 2)
        #expect(rows[0].elements.map { $0[attribute: "colspan"] } == ["2", nil])
        #expect(rows[0].elements.map { $0[attribute: "rowspan"] } == [nil, "2"])
        #expect(rows[1].elements.count == 2)
    }

    @Test("HTML §4.9.12.2: a header cell in a row with data heads its row; in a row of headers only, its column")
    func rowHeaderScopes() throws {
        let table = try Self.table("<table><tr><th>Mass</th><td>2 kg</td></tr><tr><th>Part two</th></tr></table>")
        let rows = Self.rows(table, in: "tbody")
        #expect(rows.count == 2)
        #expect(rows[0].elements.first?[attribute: "scope"] == "row")
        #expect(rows[1].elements.first?[attribute: "scope"] == "col")
    }

    @Test("HTML §4.9.2: the caption's words are written, also when they stand in a paragraph of the caption")
    func captionParagraph() throws {
        let table = try Self.table("<table><caption><p>Whale ships</p></caption><tr><th>Ship</th></tr><tr><td>Pequod</td></tr></table>")
        let caption = try #require(table.descendants(named: "caption").first)
        #expect(!caption.textContent.trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
