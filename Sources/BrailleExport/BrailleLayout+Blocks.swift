import ReadingModel

/// Blocks that take whole rows: blank lines (BANA Braille Formats §7.2c, the 2024 update on
/// the blank line after a list, box or poem), box lines and the sides a style sheet draws
/// (§7), rows placed as they are (tables, §11), the note separation line (§16.5), and
/// keeping rows together on a page.
extension BrailleLayout {
    /// The blank line after a list, displayed material, a poem or a box (and between
    /// stanzas): when what it follows ends on the page's last line (or, `lastTwoLines`,
    /// either of its last two lines), the blank line is the next page's first (line 2
    /// under a running head) and the text goes on there. BANA's *Updates to Braille
    /// Formats 2016* (2024): "when rules determine that a blank line follows the text (e.g.,
    /// a list, a box or poem) and the text end on line 24 or 25 of a braille page, the
    /// required blank line is placed at the top of the next braille page; line 1 if there
    /// is no running head or line 2 if a running head is used"; Formats 2011 §13.4.1d: "When
    /// a stanza ends on the last line of a braille page, a blank line is left at the top of
    /// the next braille page."
    mutating func blankLineAfter(lastTwoLines: Bool = true) {
        guard rows.count >= (lastTwoLines ? lines - 1 : lines), rows.count <= lines, kept == nil, sides.isEmpty,
              !afterTopBoxLine, let last = rows.last, !last.isEmpty else {
            blankLine()
            return
        }
        while rows.count < lines { rows.append([]) }
        blankOnNextPage = true
    }

    /// A blank line, except at the top of a page, after another blank line or after a top
    /// box line (BANA Braille Formats §7.2c); at the top of a page it is the one a list, poem
    /// or box ending the page before left for it (``blankLineAfter(lastTwoLines:)``).
    mutating func blankLine() {
        record(.blank)
        if rows.isEmpty, blankOnNextPage {
            blankOnNextPage = false
            rows.append([])
            return
        }
        guard rows.count < lines, !afterTopBoxLine else { return }
        // Under a running head the blank line before a heading, a box ... stays on line 2
        // (NBA's reading of Formats: "when a running head is used, the top box line is on
        // line 3"); without one, nothing is left blank at the top of a page.
        if let last = rows.last { guard !last.isEmpty else { return } } else { guard headed else { return } }
        if indicatorFollowsBlank, let row = indicatorRow {
            // A blank line wanted before a page change indicator (after a heading) and one
            // wanted after it (before a heading, a quotation, a poem) are one blank line,
            // after the indicator (BANA Braille Formats 2016, Appendix C).
            rows.remove(at: row - 1)
            indicatorRow = row - 1
            for index in pageSources.indices where pageSources[index].row >= row { pageSources[index].row -= 1 }
            if let start = kept?.start, start >= row { kept?.start = start - 1 }
        }
        rows.append([])
    }

    /// `row` between the side cells of the open boxes, its text padded to `width` cells.
    func framed(_ row: Cells, width: Int) -> Cells {
        var framed = Cells()
        framed.reserveCapacity(width + sideWidth)
        for side in sides { if let left = side.left { framed.append(left) } }
        framed += row.prefix(width)
        if row.count < width { framed += Cells(repeating: .blankCell, count: width - row.count) }
        for side in sides.reversed() { if let right = side.right { framed.append(right) } }
        return framed
    }

    /// Opens a box whose sides a style sheet draws (``BoxBorder``): the rows until
    /// ``closeSides()`` are framed by `left` and `right` (either may be absent).
    mutating func openSides(left: Unicode.Scalar?, right: Unicode.Scalar?) {
        sides.append((left, right))
        sideWidth += (left == nil ? 0 : 1) + (right == nil ? 0 : 1)
    }

    /// Closes the innermost box ``openSides(left:right:)`` opened.
    mutating func closeSides() {
        guard let side = sides.popLast() else { return }
        sideWidth -= (side.left == nil ? 0 : 1) + (side.right == nil ? 0 : 1)
    }

    static let topBoxLine: Unicode.Scalar = "\u{2836}"     // dots 2-3-5-6
    static let bottomBoxLine: Unicode.Scalar = "\u{281B}"  // dots 1-2-4-5
    /// The top and bottom lines of the outermost of a set of nested boxes (BANA Braille
    /// Formats §7.6: full cells).
    static let fullCell: Unicode.Scalar = "\u{283F}"       // dots 1-2-3-4-5-6

    /// A box line across the whole row (BANA Braille Formats §7). A top box line is kept
    /// with the line after it (§7.3a); no blank line comes between a box line and the text
    /// inside the box (§7.2c, d), and a bottom box line never stands at the top of a page
    /// without a line of the box's text (§7.3b): the page's last row comes with it.
    /// `corners` start and end the line when the box has side cells (``BoxBorder``).
    mutating func boxLine(_ cell: Unicode.Scalar, top: Bool,
                          corners: (left: Unicode.Scalar?, right: Unicode.Scalar?) = (nil, nil)) {
        if top {
            keep(2)
        } else {
            if kept == nil, let last = rows.last, last.isEmpty { rows.removeLast() }
            if kept == nil, rows.count >= lines, indicatorRow == nil {
                // The page's last text row and the bottom box lines after it (inner boxes).
                var start = rows.count - 1
                while start > 0, Self.isBottomBoxLine(rows[start]) { start -= 1 }
                let carried = Array(rows[start...])
                let firstWidth = nextPageFirstRowWidth
                if start > 0, !rows[start].isEmpty, !Self.isBottomBoxLine(rows[start]), rows[start].count <= firstWidth {
                    rows.removeSubrange(start...)
                    finishPage()
                    for row in carried {
                        rowOpensBlock = false
                        placeRow(Array(row.prefix(nextRowWidth)))
                    }
                }
            }
        }
        rowOpensBlock = true
        var line = Cells(repeating: cell, count: nextRowWidth)
        if let left = corners.left, !line.isEmpty { line[0] = left }
        if let right = corners.right, line.count > 1 { line[line.count - 1] = right }
        placeRow(line)
        afterTopBoxLine = top
    }

    /// A line of braille a style sheet generates at a box's start or end (``BoxBorder``):
    /// placed as a box line, cut to the row (at its start when `atEnd`, which also sets a
    /// shorter line at the right).
    mutating func generatedLine(_ line: Cells, atEnd: Bool, top: Bool) {
        let width = nextRowWidth
        var row = atEnd ? Array(line.suffix(width)) : Array(line.prefix(width))
        if atEnd, row.count < width { row = Cells(repeating: .blankCell, count: width - row.count) + row }
        if top {
            keep(2)
        } else if kept == nil, let last = rows.last, last.isEmpty {
            rows.removeLast()
        }
        rowOpensBlock = true
        placeRow(row)
        afterTopBoxLine = top
    }

    private static func isBottomBoxLine(_ row: Cells) -> Bool {
        guard let first = row.first, first == bottomBoxLine || first == fullCell else { return false }
        return row.allSatisfy { $0 == first }
    }

    /// A row placed as it is (a table row in columns). A row longer than the next row's
    /// width (line 1 beside a print page number, the last line beside the page number) goes
    /// on the row after it, so a column's entries are never cut; only a row longer than
    /// the whole line is cut.
    mutating func addRow(_ row: Cells) {
        if rows.count >= lines { breakPage() }
        if row.count > nextRowWidth, row.count <= cells {
            if rows.count == lines - 1 {
                breakPage()
            } else if rows.isEmpty {
                rowOpensBlock = true
                placeRow([])
            }
        }
        rowOpensBlock = true
        placeRow(Array(row.prefix(nextRowWidth)))
    }

    /// A data row of a table in columns: when it starts a page (the table continues onto
    /// it), `headings` (the column headings and their separation line) come first at the
    /// top of that page (BANA Braille Formats §11, column headings). Headings that would fill half a page
    /// are not repeated.
    mutating func addRow(_ row: Cells, repeating headings: [Cells]) {
        let tooLong = row.count > nextRowWidth && row.count <= cells
        let newPage = rows.isEmpty || rows.count >= lines || tooLong && rows.count == lines - 1
        if newPage, !headings.isEmpty, headings.count * 2 < lines {
            if !rows.isEmpty { breakPage() }
            for heading in headings { addRow(heading) }
        }
        addRow(row)
    }

    /// Rows placed on the page being filled, blank rows at its end left out (what a block
    /// laid out alone on a scratch page takes).
    var filledRows: Int {
        rows.count - rows.reversed().prefix(while: \.isEmpty).count
    }

    /// The note separation line (BANA Braille Formats §16.5): six cells of dots 3-6 from
    /// cell 1, on its own line, never the last line of a page (a note follows it).
    mutating func separationLine() {
        keep(2)
        rowOpensBlock = true
        placeRow(Cells(repeating: Self.hyphen, count: 6))
    }

    /// Starts a page here when fewer than `needed` rows are left on the current one.
    mutating func keep(_ needed: Int) {
        if !rows.isEmpty, lines - rows.count < needed { breakPage() }
    }

    /// Starts a page when fewer than `needed` rows are left, taking the last row placed with
    /// it (a letter's last body line with its closing lines, EBAE §13.10a); it stays when
    /// it is blank, a page change row, in a box or a kept heading, or alone on its page.
    mutating func keepWithLastRow(_ needed: Int) {
        guard !rows.isEmpty, lines - rows.count < needed else { return }
        guard rows.count > 1, let last = rows.last, !last.isEmpty, indicatorRow == nil, kept == nil, sides.isEmpty else { return breakPage() }
        rows.removeLast()
        finishPage()
        placeRow(last)
    }

    /// Marks the current page as starting a chapter (when nothing is on it yet).
    mutating func markChapterStart() {
        if rows.isEmpty { pageStartsChapter = true }
    }
}
