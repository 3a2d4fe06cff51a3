/// The one writer of table markup, used by every format that writes a table as XML: the
/// reader page (HTML), eBraille's XHTML and DAISY 3's DTBook. A format says what its table
/// holds (rows, cells and their words, already written as markup with its own escaping,
/// ``XMLEscaping`` or a format's variant of it); this writes the elements around them the
/// same way for all: `table`, an optional `caption`, the header rows in `thead` (HTML
/// §4.9.6: the rows that head the columns), the rest in `tbody`, each cell a `th` or `td`
/// with its `scope` (HTML §4.9.10: `col` for a column's header, `row` for a row's) and its
/// `colspan` and `rowspan` when it covers more than one column or row (HTML §4.9.11).
public struct TableMarkup: Sendable {
    /// What a header cell heads (HTML's `scope`).
    public enum Scope: String, Sendable {
        case column = "col"
        case row = "row"
    }

    /// One cell.
    public struct Cell: Sendable {
        /// `th` when true, else `td`.
        public var header: Bool
        public var scope: Scope?
        public var columnSpan: Int
        public var rowSpan: Int
        /// Attributes a format writes before the cell's own (an id, a language), each with
        /// its leading space.
        public var leadingAttributes: String
        /// Attributes a format writes after the cell's own.
        public var trailingAttributes: String
        /// The cell's content, as markup.
        public var content: String

        public init(header: Bool, scope: Scope? = nil, columnSpan: Int = 1, rowSpan: Int = 1,
                    leadingAttributes: String = "", trailingAttributes: String = "", content: String = "") {
            self.header = header
            self.scope = scope
            self.columnSpan = columnSpan
            self.rowSpan = rowSpan
            self.leadingAttributes = leadingAttributes
            self.trailingAttributes = trailingAttributes
            self.content = content
        }

        /// A cell of the plan's grid: header or data, and its spans, as the grid has them.
        public init(_ cell: TableGrid.Cell, scope: Scope? = nil, leadingAttributes: String = "",
                    trailingAttributes: String = "", content: String = "") {
            self.init(header: cell.header, scope: scope, columnSpan: cell.columnSpan, rowSpan: cell.rowSpan,
                      leadingAttributes: leadingAttributes, trailingAttributes: trailingAttributes, content: content)
        }

        /// The cell's own attributes: `scope`, then `colspan` and `rowspan` above 1.
        var ownAttributes: String {
            (scope.map { " scope=\"\($0.rawValue)\"" } ?? "")
                + (columnSpan > 1 ? " colspan=\"\(columnSpan)\"" : "") + (rowSpan > 1 ? " rowspan=\"\(rowSpan)\"" : "")
        }
    }

    /// One row: its attributes (each with its leading space) and its cells in column order.
    public struct Row: Sendable {
        public var attributes: String
        public var cells: [Cell]

        public init(attributes: String = "", cells: [Cell] = []) {
            self.attributes = attributes
            self.cells = cells
        }
    }

    /// The scope of a cell of the plan's grid: a header row's cells head their columns; in
    /// the other rows, a header cell heads its row when the row holds data, else its column
    /// (HTML §4.9.12.2: a header cell whose rows hold no data cell is a column header); a
    /// data cell has none.
    public static func scope(of cell: TableGrid.Cell, in row: TableGrid.Row, headerRow: Bool) -> Scope? {
        if headerRow { return .column }
        guard cell.header else { return nil }
        return row.hasData ? .row : .column
    }

    /// The `table` element's attributes, each with its leading space.
    public var attributes: String
    /// The caption's attributes and content (markup), when the table has one.
    public var caption: (attributes: String, content: String)?
    /// The rows that head the columns (`thead`); none when no row does.
    public var headRows: [Row]
    /// The other rows (`tbody`).
    public var bodyRows: [Row]
    /// The head written on one line (`<thead><tr>...</tr></thead>`), as eBraille's content
    /// documents have it; else a line per row, as the body's.
    public var compactHead: Bool

    public init(attributes: String = "", caption: (attributes: String, content: String)? = nil,
                headRows: [Row] = [], bodyRows: [Row] = [], compactHead: Bool = false) {
        self.attributes = attributes
        self.caption = caption
        self.headRows = headRows
        self.bodyRows = bodyRows
        self.compactHead = compactHead
    }

    /// The table's markup, each of its parts on a line of its own.
    public func written() -> String {
        var out = "<table\(attributes)>\n"
        if let caption { out += "<caption\(caption.attributes)>\(caption.content)</caption>\n" }
        if !headRows.isEmpty {
            if compactHead {
                out += "<thead>" + headRows.map(Self.written).joined() + "</thead>\n"
            } else {
                out += "<thead>\n" + headRows.map { Self.written($0) + "\n" }.joined() + "</thead>\n"
            }
        }
        out += "<tbody>\n" + bodyRows.map { Self.written($0) + "\n" }.joined() + "</tbody>\n"
        out += "</table>\n"
        return out
    }

    private static func written(_ row: Row) -> String {
        var out = "<tr\(row.attributes)>"
        for cell in row.cells {
            let name = cell.header ? "th" : "td"
            out += "<\(name)\(cell.leadingAttributes)\(cell.ownAttributes)\(cell.trailingAttributes)>\(cell.content)</\(name)>"
        }
        return out + "</tr>"
    }
}
