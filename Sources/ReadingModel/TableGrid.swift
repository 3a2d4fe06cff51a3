/// A table's layout as the book gives it, decided once by the plan: every row (header rows
/// included), every cell at its column, empty cells kept as cells. Formats that lay a
/// table out (the reader page's `table`, braille's columns) read it here; formats that
/// read a table row by row read the table node's children.
public struct TableGrid: Sendable, Hashable {
    /// Every row of the table in order: the header rows first.
    public var rows: [Row]
    /// How many leading rows hold only header cells and head the columns: 0 when every
    /// row does (such a table has no data to head, and its rows are read as rows).
    public var headerRows: Int
    /// The number of columns: the most cells any row spans.
    public var columnCount: Int

    public init(rows: [Row], headerRows: Int, columnCount: Int) {
        self.rows = rows
        self.headerRows = headerRows
        self.columnCount = columnCount
    }

    /// The rows that hold data: every row after the header rows.
    public var bodyRows: ArraySlice<Row> { rows.dropFirst(headerRows) }

    /// One row of the grid.
    public struct Row: Sendable, Hashable {
        /// The row's node: its id, language and labels (its children are the cells the
        /// plan reads; a header row's node reads its cells too).
        public var node: PlanNode
        /// The row's cells in column order, empty ones included.
        public var cells: [Cell]
        /// What the row holds besides cells (a page break), in order.
        public var others: [PlanNode]

        public init(node: PlanNode, cells: [Cell], others: [PlanNode] = []) {
            self.node = node
            self.cells = cells
            self.others = others
        }

        /// Whether the row holds a data cell (its header cells then head the row).
        public var hasData: Bool { cells.contains { !$0.header } }
    }

    /// One cell at its place in the grid.
    public struct Cell: Sendable, Hashable {
        /// The first column it covers (0-based), after the cells that rows above span into.
        public var column: Int
        /// How many columns and rows it covers (`colspan`, `rowspan`; 1 when not given).
        public var columnSpan: Int
        public var rowSpan: Int
        /// A header cell (`th`).
        public var header: Bool
        /// An empty cell: nothing to read (no text, image or formula); it keeps its place.
        public var blank: Bool
        /// The cell's node (for a data cell that is read, the same node as in the table's rows).
        public var node: PlanNode

        public init(column: Int, columnSpan: Int = 1, rowSpan: Int = 1, header: Bool, blank: Bool, node: PlanNode) {
            self.column = column
            self.columnSpan = columnSpan
            self.rowSpan = rowSpan
            self.header = header
            self.blank = blank
            self.node = node
        }
    }
}
