import ReadingModel

/// Tables: the plan reads them row by row, each data cell after its column header; the
/// page shows them as tables, the header row as `th scope="col"` and empty cells kept, so
/// a screen reader's table commands work. The layout (which rows are header rows, where
/// the empty cells are) is the plan's table grid; every cell shown is the plan's node.
extension HTMLRenderer {
    mutating func writeTable(_ node: PlanNode) {
        guard case .table(let grid) = node.role else { return }
        let captions = node.children.filter { $0.role == .caption }
        out += open("table", node) + "\n"
        if let first = captions.first {
            out += open("caption", first)
            for (index, caption) in captions.enumerated() {
                if index > 0 { out += " " + open("span", caption) }
                writeInlines(caption)
                for child in caption.children { write(child) }
                if index > 0 { out += close("span") }
            }
            out += close("caption") + "\n"
        }
        if grid.headerRows > 0 {
            out += "<thead>\n"
            for row in grid.rows.prefix(grid.headerRows) {
                out += "<tr>"
                for cell in row.cells {
                    out += "<th scope=\"col\"\(spanAttributes(cell))\(langAttribute(cell.node.language))>\(HTMLText.text(cell.node.plainText.collapsingWhitespace()))</th>"
                }
                out += "</tr>\n"
            }
            out += "</thead>\n"
        }
        out += "<tbody>\n"
        for row in grid.bodyRows {
            let hasData = row.hasData
            out += open("tr", row.node)
            var first = true
            for cell in row.cells {
                let tag = cell.header ? "th" : "td"
                let scope = (cell.header ? (hasData ? " scope=\"row\"" : " scope=\"col\"") : "") + spanAttributes(cell)
                if cell.blank {
                    out += "<\(tag)\(scope)></\(tag)>"
                    continue
                }
                out += open(tag, cell.node, scope)
                // What the plan puts in a row besides cells (a page break) goes in its first cell.
                if first { for other in row.others { write(other) } }
                first = false
                writeInlinesAsParagraph(cell.node, inside: tag)
                writeChildren(cell.node)
                out += close(tag)
            }
            out += close("tr") + "\n"
        }
        out += "</tbody>\n"
        out += close("table") + "\n"
    }

    /// `colspan` and `rowspan` when a cell covers more than one column or row.
    private func spanAttributes(_ cell: TableGrid.Cell) -> String {
        (cell.columnSpan > 1 ? " colspan=\"\(cell.columnSpan)\"" : "") + (cell.rowSpan > 1 ? " rowspan=\"\(cell.rowSpan)\"" : "")
    }
}
