/// Line-numbered text: print lines whose numbers stand in the margin (eBraille tagging best
/// practices §2.10; eBraille styling best practices, example 27).
///
/// BANA Braille Formats, line-numbered text (docs/braille.md, §15 "Line-numbered text"):
/// the number, with its numeric indicator, is placed at the right margin of the braille line
/// on which its print line begins, at least two blank cells after the text, and that
/// shortened line length holds for every line of the text, numbered or not. Where a print
/// line begins inside a braille line, three blank cells set its first word off (the
/// experts' layout of example 27, whose style sheet inserts them: "a gap of three blank
/// cells where the line number is in the print version"); a print line that begins a
/// braille line has none.
extension BrailleLayout {
    /// Opens a line number in a paragraph's cells (a private-use scalar, never a cell of
    /// any braille table): the number's cells follow, then ``lineNumberEnd``.
    static let lineNumberStart: Unicode.Scalar = "\u{E000}"
    static let lineNumberEnd: Unicode.Scalar = "\u{E001}"
    /// Blank cells before the first word of a print line that begins inside a braille line.
    static let lineNumberGap = 3
    /// Blank cells at least between the text and a line number.
    static let lineNumberSeparation = 2

    /// A line number's cells as a paragraph carries them to ``addText(_:)``: they stand
    /// where the print line begins, and ``words(_:)`` takes them out of the words.
    static func lineNumber(_ number: Cells) -> Cells {
        [lineNumberStart] + number + [lineNumberEnd]
    }

    /// The cells kept at the right of each row of `words`: the transcriber's column for the
    /// whole poem or paragraph, wide enough for each number here (and one still waiting for
    /// its print line) with two blank cells before it; 0 for text without line numbers.
    func numberColumn(for words: ArraySlice<Word>) -> Int {
        var widest = pendingLineNumber?.count ?? 0
        for word in words { if let number = word.lineNumber { widest = max(widest, number.count) } }
        guard widest > 0 else { return lineNumberColumn }
        return max(lineNumberColumn, widest + Self.lineNumberSeparation)
    }

    /// `row` with `number` at the right end of a row of `width` cells.
    static func withLineNumber(_ row: Cells, _ number: ArraySlice<Unicode.Scalar>, width: Int) -> Cells {
        let start = width - number.count
        guard start > row.count else { return row }
        return row + Cells(repeating: .blankCell, count: start - row.count) + number
    }
}
