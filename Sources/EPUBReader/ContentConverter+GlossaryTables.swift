import BookModel
import ReadingModel
import Foundation

/// A glossary set as a table of two columns, each row a term and its definition.
extension ContentConverter {
    /// The definition list a glossary's two-column table stands for (Braille Formats 2011
    /// §22.2: a glossary's entries are its terms, each with its definition, in 1-3, not the
    /// columns of a table, §11): each row a term (its first cell) and a definition (its
    /// second); a row of header cells ("Term", "Definition") is the columns' heads and is
    /// left out. `nil`, and the table kept, when a row has other than two cells with text.
    static func glossaryList(_ table: Block) -> Block? {
        var rows: [Block] = []
        func collect(_ block: Block) {
            for child in block.children {
                if child.role == .tableRow { rows.append(child) } else if child.role != .caption { collect(child) }
            }
        }
        collect(table)
        func isHeader(_ cell: Block) -> Bool { if case .tableCell(header: true, _, _) = cell.role { return true } else { return false } }
        var entries: [Block] = []
        for row in rows {
            let cells = row.children.filter { !$0.plainText.trimmingWhitespace().isEmpty }
            if !cells.isEmpty, cells.allSatisfy(isHeader) { continue }
            guard cells.count == 2 else { return nil }
            var term = cells[0]
            term.role = .definitionTerm
            term.inlines = leafInlines(cells[0])
            term.children = []
            var definition = cells[1]
            definition.role = .definitionDescription
            if definition.children.isEmpty {
                definition.children = [Block(id: cells[1].id + "-definition", role: .paragraph, inlines: cells[1].inlines,
                                             source: cells[1].source, document: cells[1].document, language: cells[1].language)]
                definition.inlines = []
            }
            entries += [term, definition]
        }
        guard !entries.isEmpty else { return nil }
        var list = table
        list.role = .definitionList
        list.children = entries
        list.inlines = []
        var lists = [list]
        giveThrough(.glossary, to: &lists)
        return lists[0]
    }
}
