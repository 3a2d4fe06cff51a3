import ReadingModel

/// Tables: the plan reads them row by row, each data cell after its column header; the
/// page shows them as tables, the header row as `th scope="col"` and empty cells kept, so
/// a screen reader's table commands work. The layout (which rows are header rows, where
/// the empty cells are) is the plan's table grid; every cell shown is the plan's node. The
/// markup around the cells is ``TableMarkup``'s, which eBraille and DTBook write too.
extension HTMLRenderer {
    mutating func writeTable(_ node: PlanNode) {
        guard case .table(let grid) = node.role else { return }
        let captions = node.children.filter { $0.role == .caption }
        var markup = TableMarkup(attributes: openAttributes(node))
        // What the captions and cells write goes into the table's markup, not the page
        // (swapped, not copied: the page so far is the whole book's).
        var page = ReaderPage.writer()
        swap(&page, &out)
        if let first = captions.first {
            let attributes = openAttributes(first)
            for (index, caption) in captions.enumerated() {
                if index > 0 {
                    out.raw(" ")
                    open("span", caption)
                }
                writeInlines(caption)
                for child in caption.children { write(child) }
                if index > 0 { close(line: false) }
            }
            closeLanguage()
            markup.caption = (attributes, out.finish())
            out = ReaderPage.writer()
        }
        for row in grid.rows.prefix(grid.headerRows) {
            markup.headRows.append(TableMarkup.Row(cells: row.cells.map { cell in
                TableMarkup.Cell(header: true, scope: TableMarkup.scope(of: cell, in: row, headerRow: true),
                                 columnSpan: cell.columnSpan, rowSpan: cell.rowSpan,
                                 trailingAttributes: langAttribute(cell.node.language),
                                 content: HTMLText.text(cell.node.plainText.collapsingWhitespace()))
            }))
        }
        for row in grid.bodyRows {
            var markupRow = TableMarkup.Row(attributes: openAttributes(row.node))
            var first = true
            for cell in row.cells {
                let tag = cell.header ? "th" : "td"
                let scope = TableMarkup.scope(of: cell, in: row, headerRow: false)
                if cell.blank {
                    markupRow.cells.append(TableMarkup.Cell(cell, scope: scope))
                    continue
                }
                let attributes = openAttributes(cell.node)
                // What the plan puts in a row besides cells (a page break) goes in its first cell.
                if first { for other in row.others { write(other) } }
                first = false
                writeInlinesAsParagraph(cell.node, inside: tag)
                writeChildren(cell.node)
                closeLanguage()
                markupRow.cells.append(TableMarkup.Cell(cell, scope: scope, leadingAttributes: attributes, content: out.finish()))
                out = ReaderPage.writer()
            }
            closeLanguage()
            markup.bodyRows.append(markupRow)
        }
        closeLanguage()
        swap(&page, &out)
        out.raw(markup.written())
    }
}
