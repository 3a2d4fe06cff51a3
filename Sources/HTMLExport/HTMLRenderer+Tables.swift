import ReadingModel

/// Tables: the plan reads them row by row, each data cell after its column header; the
/// page shows them as tables, the header row as `th scope="col"` and empty cells kept, so
/// a screen reader's table commands work. The layout (which rows are header rows, where
/// the empty cells are) comes from the book's table; every cell shown with content is the
/// plan's node.
extension HTMLRenderer {
    mutating func writeTable(_ node: PlanNode) {
        guard let table = tables[node.id] else {
            out += open("div", node, " class=\"table\"")
            writeChildren(node)
            out += close("div") + "\n"
            return
        }
        var planned: [String: PlanNode] = [:]
        for child in node.children { planned[child.id] = child }
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
        var rows: [Block] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.role {
                case .tableRow: rows.append(block)
                case .table, .caption: break
                default: collect(block.children)
                }
            }
        }
        collect(table.children)
        let headerRows = rows.prefix { row in
            let cells = row.children.filter(Self.isCell)
            return !cells.isEmpty && cells.allSatisfy { $0.role == .tableCell(header: true) }
        }.count
        let shownHeaderRows = headerRows < rows.count ? headerRows : 0
        if shownHeaderRows > 0 {
            out += "<thead>\n"
            for row in rows.prefix(shownHeaderRows) {
                out += "<tr>"
                for cell in row.children where Self.isCell(cell) {
                    out += "<th scope=\"col\"\(langAttribute(cell.language))>\(HTMLText.text(cell.plainText.collapsingWhitespace()))</th>"
                }
                out += "</tr>\n"
            }
            out += "</thead>\n"
        }
        out += "<tbody>\n"
        for row in rows.dropFirst(shownHeaderRows) {
            guard let plannedRow = planned[row.id] else { continue }
            var cells: [String: PlanNode] = [:]
            var others: [PlanNode] = []
            for cell in plannedRow.children {
                if case .tableCell = cell.role { cells[cell.id] = cell } else { others.append(cell) }
            }
            let hasData = row.children.contains { $0.role == .tableCell(header: false) }
            out += open("tr", plannedRow)
            var first = true
            for cell in row.children where Self.isCell(cell) {
                let header = cell.role == .tableCell(header: true)
                let tag = header ? "th" : "td"
                let scope = header ? (hasData ? " scope=\"row\"" : " scope=\"col\"") : ""
                guard let plannedCell = cells[cell.id] else {
                    out += "<\(tag)\(scope)></\(tag)>"
                    continue
                }
                out += open(tag, plannedCell, scope)
                // What the plan puts in a row besides cells (a page break) goes in its first cell.
                if first { for other in others { write(other) } }
                first = false
                writeInlinesAsParagraph(plannedCell, inside: tag)
                writeChildren(plannedCell)
                out += close(tag)
            }
            out += close("tr") + "\n"
        }
        out += "</tbody>\n"
        out += close("table") + "\n"
    }

    static func isCell(_ block: Block) -> Bool {
        if case .tableCell = block.role { return true }
        return false
    }
}
