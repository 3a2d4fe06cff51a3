import Testing
@testable import ReadingModel

/// ``TableMarkup``, the one writer of table markup the reader page, eBraille and DTBook
/// share: HTML's table model (HTML Living Standard §4.9 "Tabular data").
@Suite("Table markup")
struct TableMarkupTests {
    @Test("HTML §4.9.1 and §4.9.2: a table holds its caption first, then its rows")
    func captionFirst() {
        let markup = TableMarkup(attributes: #" id="t1""#, caption: (#" lang="fr""#, "Prix"),
                                 bodyRows: [TableMarkup.Row(cells: [TableMarkup.Cell(header: false, content: "4")])])
        #expect(markup.written() == "<table id=\"t1\">\n<caption lang=\"fr\">Prix</caption>\n<tbody>\n<tr><td>4</td></tr>\n</tbody>\n</table>\n")
    }

    @Test("HTML §4.9.6 and §4.9.5: the rows that head the columns go in thead, the rest in tbody")
    func headAndBody() {
        let head = TableMarkup.Row(cells: [TableMarkup.Cell(header: true, scope: .column, content: "Crew")])
        let body = TableMarkup.Row(attributes: #" id="r2""#, cells: [TableMarkup.Cell(header: false, content: "four")])
        let lines = TableMarkup(headRows: [head], bodyRows: [body]).written()
        #expect(lines == "<table>\n<thead>\n<tr><th scope=\"col\">Crew</th></tr>\n</thead>\n<tbody>\n<tr id=\"r2\"><td>four</td></tr>\n</tbody>\n</table>\n")
        // eBraille's content documents keep the head on one line; the markup is the same.
        let compact = TableMarkup(headRows: [head], bodyRows: [body], compactHead: true).written()
        #expect(compact == "<table>\n<thead><tr><th scope=\"col\">Crew</th></tr></thead>\n<tbody>\n<tr id=\"r2\"><td>four</td></tr>\n</tbody>\n</table>\n")
    }

    @Test("HTML §4.9.6: a table without header rows has no thead")
    func noHead() {
        let body = TableMarkup.Row(cells: [TableMarkup.Cell(header: false)])
        #expect(!TableMarkup(bodyRows: [body]).written().contains("thead"))
    }

    @Test("HTML §4.9.10: a header cell's scope says whether it heads its column or its row; a data cell has none")
    func scopes() {
        let row = TableMarkup.Row(cells: [TableMarkup.Cell(header: true, scope: .row, content: "Mass"),
                                          TableMarkup.Cell(header: false, content: "2 kg"),
                                          TableMarkup.Cell(header: true, scope: .column, content: "Total")])
        #expect(TableMarkup(bodyRows: [row]).written().contains(#"<tr><th scope="row">Mass</th><td>2 kg</td><th scope="col">Total</th></tr>"#))
    }

    @Test("HTML §4.9.11: colspan and rowspan are written when a cell covers more than one column or row, after the scope")
    func spans() {
        let cells = [TableMarkup.Cell(header: true, scope: .column, columnSpan: 2, content: "a"),
                     TableMarkup.Cell(header: false, rowSpan: 3, content: "b"),
                     TableMarkup.Cell(header: false, columnSpan: 1, rowSpan: 1, content: "c")]
        let written = TableMarkup(bodyRows: [TableMarkup.Row(cells: cells)]).written()
        #expect(written.contains(#"<th scope="col" colspan="2">a</th><td rowspan="3">b</td><td>c</td>"#))
    }

    @Test("HTML §4.9.11: a cell of the plan's grid keeps its spans; a format's own attributes go before and after the cell's")
    func gridCell() {
        let node = PlanNode(role: .tableCell(header: false, columnHeader: nil), id: "c", document: 0, language: "en",
                            labels: .english)
        let grid = TableGrid.Cell(column: 1, columnSpan: 3, rowSpan: 2, header: false, blank: false, node: node)
        let cell = TableMarkup.Cell(grid, leadingAttributes: #" id="c""#, trailingAttributes: #" lang="de""#, content: "x")
        let written = TableMarkup(bodyRows: [TableMarkup.Row(cells: [cell])]).written()
        #expect(written.contains(#"<td id="c" colspan="3" rowspan="2" lang="de">x</td>"#))
    }

    @Test("HTML §4.9.12: an empty cell keeps its place in the row, so the cells after it stay under their columns")
    func emptyCellKept() {
        let cells = [TableMarkup.Cell(header: false, content: "1"), TableMarkup.Cell(header: false),
                     TableMarkup.Cell(header: false, content: "3")]
        #expect(TableMarkup(bodyRows: [TableMarkup.Row(cells: cells)]).written().contains("<tr><td>1</td><td></td><td>3</td></tr>"))
    }

    @Test("HTML §4.9.12.2: a header row's cells head columns; a header cell heads its row when the row holds data, else its column")
    func scopeOfGridCells() {
        func cell(_ header: Bool) -> TableGrid.Cell {
            TableGrid.Cell(column: 0, header: header, blank: false,
                           node: PlanNode(role: .tableCell(header: header, columnHeader: nil), id: "c", document: 0,
                                          language: "en", labels: .english))
        }
        let withData = TableGrid.Row(node: cell(false).node, cells: [cell(true), cell(false)])
        let headersOnly = TableGrid.Row(node: cell(false).node, cells: [cell(true), cell(true)])
        #expect(TableMarkup.scope(of: cell(true), in: headersOnly, headerRow: true) == .column)
        #expect(TableMarkup.scope(of: cell(true), in: withData, headerRow: false) == .row)
        #expect(TableMarkup.scope(of: cell(true), in: headersOnly, headerRow: false) == .column)
        #expect(TableMarkup.scope(of: cell(false), in: withData, headerRow: false) == nil)
    }
}
