import MathRender
import ReadingModel

/// Text: paragraphs filled and wrapped at blanks (BANA Braille Formats §1.9, §1.10), centred
/// lines (§4.4.3), print page change indicators (§1.11) and contents entries with guide dots.
extension BrailleLayout {
    /// Begins a paragraph whose first line starts at cell `first + 1` and whose runovers
    /// start at cell `runover + 1` (0-based indents).
    mutating func beginParagraph(first: Int, runover: Int, literal: Bool = false) {
        paragraph = (first, runover, false)
        self.literal = literal
    }

    /// Places text of the current paragraph starting on a new line (the paragraph's first
    /// line, or a runover after a line break or a print page indicator); `math` says where
    /// it holds math expressions' cells (``words(_:math:)``).
    mutating func addText(_ text: Cells, math: [Range<Int>]? = nil) {
        var state = paragraph ?? (0, 0, false)
        var all = Self.words(text, math: math)
        markNemeth(&all)
        var words = all[...]
        // Cells kept at the right of every row for line numbers (none in most text).
        let column = numberColumn(for: words)
        while !words.isEmpty {
            let width = nextRowWidth - column
            // Deep nesting on a narrow page: keep at least four cells for text.
            let indent = min(state.started ? state.runover : state.first, max(width - 4, 0))
            let available = width - indent
            var row = Cells(repeating: .blankCell, count: max(indent, 0))
            if available < 2 {
                rowOpensBlock = !state.started
                placeRow(row)
                state.started = true
                continue
            }
            var pending = pendingLineNumber
            let number = fill(&row, from: &words, available: available, runover: width - min(state.runover, max(width - 4, 0)), pendingNumber: &pending)
            pendingLineNumber = pending
            // Only a line number was left: its print line begins with the next text.
            if words.isEmpty, row.count == max(indent, 0) { break }
            if let number { row = Self.withLineNumber(row, number, width: nextRowWidth) }
            rowOpensBlock = !state.started
            placeRow(row)
            state.started = true
            for _ in 1..<max(lineSpacing, 1) where rows.count < lines { rows.append([]) }
        }
        paragraph = state
    }

    /// Moves words onto `row` while they fit in `available` cells, blank-separated. A word
    /// longer than a whole line is divided; its rest stays first in `words`.
    ///
    /// A line number in `words` (``words(_:)``) is not placed: it waits in `pendingNumber`
    /// for the first word of its print line, and is returned as this row's number when that
    /// word is placed here. A print line that begins inside the row is set off by three
    /// blank cells, one that begins the row by none; a second print line beginning on a row
    /// that has its number starts the next row, so that every number stands on the row its
    /// print line begins on (docs/braille.md, §15 "Line-numbered text").
    private func fill(_ row: inout Cells, from words: inout ArraySlice<Word>, available: Int, runover: Int,
                      pendingNumber: inout ArraySlice<Unicode.Scalar>?) -> ArraySlice<Unicode.Scalar>? {
        var used = 0
        var number: ArraySlice<Unicode.Scalar>?
        while let word = words.first {
            if let label = word.lineNumber {
                if number != nil { return number }
                pendingNumber = label
                words.removeFirst()
                continue
            }
            let gap = used == 0 ? 0 : pendingNumber == nil ? 1 : Self.lineNumberGap
            let needed = gap + word.cells.count
            if used + needed <= available, !startsNextLine(word, at: used + gap, available: available, next: runover) {
                if gap > 0 { row += Cells(repeating: .blankCell, count: gap) }
                row += word.cells
                used += needed
                words.removeFirst()
            } else if used == 0 {
                var word = word
                let divided = division(of: &word, available: available)
                row += divided.head
                if divided.hyphenated { row.append(Self.hyphen) }
                words[words.startIndex] = word
                if let label = pendingNumber { number = label; pendingNumber = nil }
                return number
            } else {
                return number
            }
            if let label = pendingNumber { number = label; pendingNumber = nil }
        }
        return number
    }

    /// A whole paragraph in one piece.
    mutating func addParagraph(_ text: Cells, first: Int, runover: Int, literal: Bool = false, math: [Range<Int>]? = nil) {
        record(.paragraph(text, first: first, runover: runover, math: math))
        beginParagraph(first: first, runover: runover, literal: literal)
        addText(text, math: math)
        self.literal = false
    }

    /// A line centred on the row with at least three blank cells on each side; a longer
    /// one is divided into balanced lines, as many as filling would take but each as
    /// short as that allows (BANA Braille Formats §4.4.3).
    mutating func addCentred(_ text: Cells) {
        record(.centred(text))
        let words = Self.words(text)
        let widest = max(nextRowWidth - 2 * Self.separation, min(8, nextRowWidth))
        let lineCount = centredLines(words, width: widest).count
        var width = widest
        // The narrowest width that still takes no more lines.
        var low = 1, high = widest
        let longest = words.map(\.cells.count).max() ?? 0
        while low < high {
            let middle = (low + high) / 2
            if middle >= longest, centredLines(words, width: middle).count <= lineCount {
                high = middle
            } else {
                low = middle + 1
            }
        }
        width = lineCount > 1 ? low : widest
        for line in centredLines(words, width: width) {
            let row = nextRowWidth
            let indent = max((row - line.count) / 2, 0)
            rowOpensBlock = true
            placeRow(Cells(repeating: .blankCell, count: indent) + line)
        }
    }

    /// A print page change: a row of dots 3-6 ending in the print page number, and that
    /// number at the right of line 1 of the following pages, with continuation letters
    /// while the print page runs on. At the top of a page the row is left out, as line 1
    /// already shows the new number; the row is never the last line of a page (BANA
    /// Braille Formats §1.11): the page ends and the next one shows the number.
    mutating func printPage(_ label: Cells, text: String? = nil, combined: Bool = false) {
        let first = combined ? unfollowedPrintPage ?? text : text
        defer { unfollowedPrintPage = first }
        if combined, let row = indicatorRow, row == rows.count - 1 {
            // The change before this one has nothing after it: one indicator names both.
            rows.removeLast()
            indicatorRow = nil
        }
        let shown = shownPrintText
        printNumber = label
        printText = text
        continuation = 0
        if rows.isEmpty {
            pagePrintNumber = label
            pagePrintText = text
            shownPrintText = text
            return
        }
        // A blank line a rule put before the change goes after the indicator instead, as
        // one blank line (BANA Braille Formats Appendix C: a page change indicator where
        // blank lines are wanted before and after it has one blank line, after it).
        var blankAfter = false
        if kept == nil, let last = rows.last, last.isEmpty {
            rows.removeLast()
            blankAfter = true
        }
        if rows.count >= lines - 1 {
            breakPage { layout in
                layout.continuation = 0
                layout.pagePrintNumber = label
                layout.pagePrintText = text
                layout.shownPrintText = text
            }
            return
        }
        let width = nextRowWidth
        let dashes = max(width - label.count, 2)
        // The indicator is not text: a heading before it still waits for its text (it moves
        // with it to the next page, and a cell-7 heading after it is still the cell-5
        // heading's: no blank line between them, Appendix C).
        placeRow(Cells(repeating: "\u{2824}", count: dashes) + label, releasesKept: false)
        // The indicator row itself shows no text of the new page.
        shownPrintText = shown
        // A page whose top is before the book's first print page (a chapter heading over
        // the page 1 marker) holds its print pages from this one: a volume's title page
        // names them from here (BANA Braille Formats §2.3).
        if pagePrintText == nil { pagePrintText = first }
        indicatorRow = rows.count - 1
        if blankAfter { rows.append([]) }
    }

    /// A contents entry: the text, then guide dots (dot 5) to the page number at the
    /// right margin, with a blank on each side of the guide dots.
    /// Without `guideDots` the gap before the page number is blank.
    mutating func addContentsEntry(_ text: Cells, page: Cells, first: Int, runover: Int, guideDots: Bool = true) {
        // Wrap the text so that its last line leaves room for " ⠐⠐ page".
        let reserve = page.count + 4
        var words = Self.words(text)[...]
        var indent = first
        var lastRow = Cells()
        while true {
            let available = max(nextRowWidth - indent - reserve, 2)
            var row = Cells(repeating: .blankCell, count: indent)
            var noNumber: ArraySlice<Unicode.Scalar>?
            _ = fill(&row, from: &words, available: available, runover: available, pendingNumber: &noNumber)
            if words.isEmpty { lastRow = row; break }
            placeRow(row)
            indent = runover
        }
        let width = nextRowWidth
        let dots = width - lastRow.count - page.count - 2
        if dots >= 2, guideDots {
            lastRow += [.blankCell] + Cells(repeating: Self.guideDot, count: dots) + [.blankCell] + page
        } else {
            while lastRow.count < width - page.count { lastRow.append(.blankCell) }
            lastRow += page
        }
        placeRow(lastRow)
    }
}
