import ReadingModel

/// Tables, laid out from the plan's table grid (header rows, each cell at its column, empty
/// cells kept), following BANA *Braille Formats* §11: in columns as print has them when they
/// fit the line, otherwise listed, linear or stairstep after a transcriber's note naming
/// the format (docs/braille.md, "Tables").
extension BrailleTranscriber {
    /// One thing a table places on the page, in order.
    enum TablePiece {
        case blank
        /// A line placed as it is (a heading line, a separation line).
        case row(Cells)
        /// A data row of a table in columns: on a page the table continues onto, the
        /// column headings are repeated above it.
        case columnRow(Cells)
        /// Text wrapped with a first-line and a runover indent (0-based cells); `math` says
        /// where it holds math expressions' cells (``BrailleLayout/addText(_:math:)``).
        case text(Cells, first: Int, runover: Int, math: [Range<Int>]? = nil)
        /// A print page that begins inside a row: it changes after the row.
        case printPage(PageBreak)
    }

    /// The blank cells between two columns (§11: at least two).
    static let columnGap = 2
    /// The fewest cells guide dots take: a blank, two dots 5, a blank.
    static let guideDotsGap = 4
    static let separationCell: Unicode.Scalar = "\u{2812}"  // dots 2-5

    /// Lays a table out: its captions, the format's transcriber's note, its rows; a blank
    /// line before and after (§11), and kept on one page when it fits on one.
    mutating func table(_ node: PlanNode) throws(ExportError) {
        guard case .table(let grid) = node.role else { return }
        keepWhole(node)
        let entries = try translatedEntries(grid)
        let chosen = format(of: grid, entries: entries)
        if chosen == .auto && !entries.isEmpty {
            // Columned material takes a blank line even after a cell-5 or cell-7 heading
            // (BANA Braille Formats Appendix C).
            layout.blankLine()
        } else {
            blankLineBefore()
        }
        try walk(node.children.filter { $0.role == .caption }, depth: 1)
        guard grid.columnCount > 0, !grid.rows.isEmpty else { return }
        if translator.recorded != nil {
            // The first pass of a parallel translation sees no cells, so it cannot know the
            // format: it asks for the pieces of every format.
            for other in BrailleTableFormat.allCases where other != .auto { _ = try pieces(grid, entries: entries, format: other) }
        }
        // The column headings and their separation line, repeated at the top of each page
        // a columned table continues onto (BANA Braille Formats §11, column headings).
        var headings: [Cells] = []
        for piece in try pieces(grid, entries: entries, format: chosen) {
            switch piece {
            case .blank: layout.blankLine()
            case .row(let row):
                layout.addRow(row)
                headings.append(row)
            case .columnRow(let row): layout.addRow(row, repeating: headings)
            case .text(let cells, let first, let runover, let math): layout.addParagraph(cells, first: first, runover: runover, math: math)
            case .printPage(let page): try printPage(page)
            }
        }
        layout.blankLine()
    }

    /// Each grid row's cells translated, at their columns; an empty cell (or a column a
    /// row has no cell in) is no cells.
    private func translatedEntries(_ grid: TableGrid) throws(ExportError) -> [[Cells]] {
        var entries: [[Cells]] = []
        for row in grid.rows {
            var line = [Cells](repeating: [], count: grid.columnCount)
            for cell in row.cells where !cell.blank && cell.column < grid.columnCount {
                let runs = runs(ofCell: cell.node)
                if runs.allSatisfy({ $0.isBlank }) { continue }
                line[cell.column] = try translator.translate(runs)
            }
            entries.append(line)
        }
        return entries
    }

    /// The format a table takes: the setting when it names one; else columns when every
    /// column fits the line at its widest entry, two blank cells apart (a cell spanning
    /// columns within the columns it spans); else listed when column headings can be
    /// repeated before each entry, linear when there are none. Tables inside notes are
    /// never in columns.
    private func format(of grid: TableGrid, entries: [[Cells]]) -> BrailleTableFormat {
        guard settings.tableFormat == .auto else { return settings.tableFormat }
        if context.noteDepth == 0, let widths = columnWidths(entries, spans: Self.spans(grid)) {
            let total = format().runover + widths.reduce(0, +) + Self.columnGap * (widths.count - 1)
            if total <= settings.cells { return .auto }
        }
        return grid.headerRows > 0 ? .listed : .linear
    }

    /// How many columns each entry spans, by row and column (1 for an ordinary cell).
    private static func spans(_ grid: TableGrid) -> [[Int]] {
        grid.rows.map { row in
            var spans = [Int](repeating: 1, count: grid.columnCount)
            for cell in row.cells where cell.column < grid.columnCount {
                spans[cell.column] = min(max(cell.columnSpan, 1), grid.columnCount - cell.column)
            }
            return spans
        }
    }

    /// Each column's width: its widest entry or heading. An entry that spans columns stands
    /// at the first of them and may take their width and the gaps between them; when it is
    /// wider still, the last column it spans widens (narrower spans first, so an entry over
    /// two columns widens them before one over three is measured).
    private func columnWidths(_ entries: [[Cells]], spans: [[Int]]) -> [Int]? {
        guard let count = entries.first?.count, count > 0 else { return nil }
        var widths = [Int](repeating: 0, count: count)
        var spanning: [(column: Int, span: Int, width: Int)] = []
        for (rowIndex, row) in entries.enumerated() {
            for (index, entry) in row.enumerated() {
                let span = spans[rowIndex][index]
                if span > 1 {
                    spanning.append((index, span, entry.count))
                } else {
                    widths[index] = max(widths[index], entry.count)
                }
            }
        }
        for entry in spanning.sorted(by: { $0.span < $1.span }) {
            let covered = entry.column..<(entry.column + entry.span)
            let room = covered.map { widths[$0] }.reduce(0, +) + Self.columnGap * (entry.span - 1)
            if entry.width > room { widths[covered.upperBound - 1] += entry.width - room }
        }
        return widths
    }

    /// What the table places in `format` (`.auto` means columns).
    private func pieces(_ grid: TableGrid, entries: [[Cells]], format: BrailleTableFormat) throws(ExportError) -> [TablePiece] {
        switch format {
        case .auto: return columnPieces(grid, entries: entries)
        case .listed: return try listedPieces(grid)
        case .linear: return try linearPieces(grid)
        case .stairstep: return try stairstepPieces(grid, entries: entries)
        }
    }

    /// The print page changes inside a grid row, after it.
    private func pageChanges(_ row: TableGrid.Row) -> [TablePiece] {
        // The row's node holds what the row has besides cells (a page break) among its children.
        Self.pageBreaks(in: row.node).map { .printPage($0) }
    }

    // MARK: Columns

    /// Columns (§11): the heading rows over a separation line of dots 2-5 the width of each
    /// column, then each row on one line, each entry at its column's first cell, two blank
    /// cells at least between columns. Where an entry is followed by four blank cells or
    /// more before the next entry of its row, guide dots (dot 5) lead to it, a blank cell
    /// before and after them; they run through an empty column between. A heading that
    /// spans columns is centred over them, a data entry that does stands at the first of
    /// them, the others left blank; a row a cell above spans into is blank in that column.
    /// No transcriber's note: the table is as print has it.
    private func columnPieces(_ grid: TableGrid, entries: [[Cells]]) -> [TablePiece] {
        let spans = Self.spans(grid)
        guard let widths = columnWidths(entries, spans: spans) else { return [] }
        let base = format().runover
        var starts: [Int] = []
        var next = base
        for width in widths {
            starts.append(next)
            next += width + Self.columnGap
        }
        // A heading spanning columns is centred over them (§11, column headings), its
        // extra cell, when the room left is odd, to its right.
        func start(_ column: Int, _ entry: Cells, span: Int, centred: Bool) -> Int {
            guard centred, span > 1 else { return starts[column] }
            let room = widths[column..<(column + span)].reduce(0, +) + Self.columnGap * (span - 1)
            return starts[column] + max(room - entry.count, 0) / 2
        }
        func line(_ row: [Cells], spans: [Int], guideDots: Bool) -> Cells {
            var line = Cells(repeating: .blankCell, count: base)
            for (column, entry) in row.enumerated() where !entry.isEmpty {
                let gap = start(column, entry, span: spans[column], centred: !guideDots) - line.count
                if guideDots && line.count > base && gap >= Self.guideDotsGap {
                    line.append(.unbreakableBlank)
                    line += Cells(repeating: BrailleLayout.guideDot, count: gap - 2)
                    line.append(.unbreakableBlank)
                } else {
                    line += Cells(repeating: .unbreakableBlank, count: gap)
                }
                line += entry.map { $0 == .blankCell ? .unbreakableBlank : $0 }
            }
            return line
        }
        var pieces: [TablePiece] = []
        let headerRows = grid.headerRows
        // A row with nothing in it takes no line.
        for index in 0..<headerRows where entries[index].contains(where: { !$0.isEmpty }) {
            pieces.append(.row(line(entries[index], spans: spans[index], guideDots: false)))
        }
        if headerRows > 0 && !pieces.isEmpty {
            var separation = Cells(repeating: .blankCell, count: base)
            for (column, width) in widths.enumerated() where width > 0 {
                separation += Cells(repeating: .unbreakableBlank, count: starts[column] - separation.count)
                separation += Cells(repeating: Self.separationCell, count: width)
            }
            pieces.append(.row(separation))
            for row in grid.rows.prefix(headerRows) { pieces += pageChanges(row) }
        }
        for index in headerRows..<grid.rows.count {
            if entries[index].contains(where: { !$0.isEmpty }) {
                pieces.append(.columnRow(line(entries[index], spans: spans[index], guideDots: true)))
            }
            pieces += pageChanges(grid.rows[index])
        }
        return pieces
    }

    // MARK: Listed, linear, stairstep

    /// The transcriber's note naming a format, as a piece.
    private func notePiece(_ words: String) throws(ExportError) -> TablePiece {
        let note = try transcribersNoteText(words)
        return .text(note.cells, first: note.first, runover: note.runover)
    }

    /// Listed (§11): each row's first entry in cell 1, every other entry on a line of its
    /// own in cell 3, runovers in cell 5; each data entry after its column heading and a
    /// colon, as the text and speech exports read it.
    private func listedPieces(_ grid: TableGrid) throws(ExportError) -> [TablePiece] {
        let base = format().runover
        var pieces = [try notePiece(labels.tableAsList)]
        for row in grid.bodyRows {
            var first = true
            for cell in row.cells where !cell.blank {
                let cellRuns = runs(ofCell: cell.node)
                if cellRuns.allSatisfy({ $0.isBlank }) { continue }
                var entry: [BrailleRun] = []
                if case .tableCell(_, let header?) = cell.node.role { entry += runs(header + ": ", style: InlineStyle()) }
                entry += cellRuns
                var math: [Range<Int>] = []
                let cells = try translator.translate(entry, math: &math)
                pieces.append(.text(cells, first: first ? base : base + 2, runover: base + 4, math: math))
                first = false
            }
            pieces += pageChanges(row)
        }
        return pieces
    }

    /// A row's entries in column order, up to its last one; an empty cell between two
    /// entries keeps its place.
    private func rowEntries(_ row: TableGrid.Row, columns: Int) -> [[BrailleRun]] {
        var entries = [[BrailleRun]](repeating: [], count: columns)
        for cell in row.cells where !cell.blank && cell.column < columns {
            let cellRuns = runs(ofCell: cell.node)
            if !cellRuns.allSatisfy({ $0.isBlank }) { entries[cell.column] = cellRuns }
        }
        while entries.last?.isEmpty == true { entries.removeLast() }
        return entries
    }

    /// Linear (§11): each row one paragraph in 1-3, its first entry followed by a colon,
    /// the others separated by semicolons, an empty cell between two entries written as a
    /// dash; the column headings first, in the same form.
    private func linearPieces(_ grid: TableGrid) throws(ExportError) -> [TablePiece] {
        let base = format().runover
        var pieces = [try notePiece(labels.tableLinear)]
        func paragraph(_ row: TableGrid.Row) throws(ExportError) {
            let entries = rowEntries(row, columns: grid.columnCount)
            guard !entries.isEmpty else { return }
            var runs: [BrailleRun] = []
            for (index, entry) in entries.enumerated() {
                if index == 1 { runs.append(BrailleRun(": ")) } else if index > 1 { runs.append(BrailleRun("; ")) }
                runs += entry.isEmpty ? [BrailleRun("\u{2014}")] : entry
            }
            var math: [Range<Int>] = []
            let cells = try translator.translate(runs, math: &math)
            pieces.append(.text(cells, first: base, runover: base + 2, math: math))
        }
        if grid.headerRows > 0 { try paragraph(grid.rows[grid.headerRows - 1]) }
        for row in grid.rows.prefix(grid.headerRows) { pieces += pageChanges(row) }
        for row in grid.bodyRows {
            try paragraph(row)
            pieces += pageChanges(row)
        }
        return pieces
    }

    /// Stairstep (§11): each entry of a row on a line of its own, the first column in
    /// cell 1, each further column two cells further in, runovers two cells past the last
    /// column's cell; the column headings first, in the same steps, over a separation line
    /// of dots 2-5 as long as the widest heading line.
    private func stairstepPieces(_ grid: TableGrid, entries: [[Cells]]) throws(ExportError) -> [TablePiece] {
        let base = format().runover
        let columns = grid.columnCount
        let runover = base + 2 * columns
        var pieces = [try notePiece(labels.tableStairstep)]
        func steps(_ row: [Cells]) {
            for (column, entry) in row.enumerated() where !entry.isEmpty {
                pieces.append(.text(entry, first: base + 2 * column, runover: runover))
            }
        }
        if grid.headerRows > 0 {
            let headings = entries[grid.headerRows - 1]
            steps(headings)
            let widest = headings.enumerated().map { $0.element.isEmpty ? 0 : 2 * $0.offset + $0.element.count }.max() ?? 0
            let length = min(max(widest, 2), settings.cells - base)
            pieces.append(.row(Cells(repeating: .blankCell, count: base) + Cells(repeating: Self.separationCell, count: length)))
            for row in grid.rows.prefix(grid.headerRows) { pieces += pageChanges(row) }
        }
        for index in grid.headerRows..<grid.rows.count {
            steps(entries[index])
            pieces += pageChanges(grid.rows[index])
        }
        return pieces
    }

    // MARK: Keeping blocks whole

    /// Starts a new page when `node` would fit on one page but not on what is left of this
    /// one: a table (§11) and a box (§7.3) are not divided between pages when they need not
    /// be. The block is laid out first on a scratch page by a copy of this transcriber
    /// (its translation a trial: nothing it drops is counted twice).
    mutating func keepWhole(_ node: PlanNode) {
        keepWhole([node])
    }

    /// Keeps these nodes, laid out one after the other, together on one page when they fit.
    /// Returns whether they fit on one page; `true` when they were not measured (while
    /// measuring, or at the top of a page unless `measureAtTop`).
    @discardableResult
    mutating func keepWhole(_ nodes: [PlanNode], measureAtTop: Bool = false) -> Bool {
        guard !measuring, measureAtTop || !layout.isAtTopOfPage else { return true }
        // A block that fails here fails again, and is reported, when it is laid out for real.
        guard let rows = measuredRows(nodes) else { return true }
        // The blank line before it, and one row more: the last line, beside the page number,
        // is shorter than the others.
        let needed = rows + (layout.followsHeading ? 0 : 1) + 1
        // A page under a running head has a line less for text.
        let fits = needed <= settings.lines - (layout.runningHead == nil ? 0 : 1)
        if fits && !layout.isAtTopOfPage { layout.keep(needed) }
        return fits
    }

    /// The rows `nodes` fill laid out one after the other on a scratch page by a copy of
    /// this transcriber (its translation a trial: nothing it drops is counted twice); more
    /// than four pages' rows when they need more than the scratch page, `nil` when they fail.
    mutating func measuredRows(_ nodes: [PlanNode]) -> Int? {
        var probe = self
        probe.measuring = true
        // A scratch page long enough for any block that could fit on a page.
        probe.layout = BrailleLayout(cells: settings.cells, lines: settings.lines * 4) { _ in nil }
        probe.layout.addressBreaks = layout.addressBreaks
        probe.layout.syllables = layout.syllables
        // Divided as the real layout divides: math by its code's places (docs/math.md, "Layout").
        probe.layout.mathCode = layout.mathCode
        do throws(ExportError) {
            try translator.trial { () throws(ExportError) in try probe.walk(nodes, depth: 1) }
        } catch {
            return nil
        }
        return probe.layout.pages.isEmpty ? probe.layout.filledRows : settings.lines * 4 + 1
    }
}
