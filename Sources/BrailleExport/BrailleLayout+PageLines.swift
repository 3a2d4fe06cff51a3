import ReadingModel

/// The numbers and head a page's first and last lines carry: print page numbers with their
/// continuation letters (BANA Braille Formats §1.11), the running head (§1.8).
extension BrailleLayout {
    /// A print page number with its continuation letter: none on the first braille page of
    /// the print page, then `a`, `b` ... `z`, `aa`, `bb` ...
    static func lettered(_ number: Cells, _ continuation: Int) -> Cells {
        guard continuation > 0 else { return number }
        let letters: [Unicode.Scalar] = ["⠁", "⠃", "⠉", "⠙", "⠑", "⠋", "⠛", "⠓", "⠊", "⠚", "⠅", "⠇", "⠍",
                                         "⠝", "⠕", "⠏", "⠟", "⠗", "⠎", "⠞", "⠥", "⠧", "⠺", "⠭", "⠽", "⠵"]
        let index = (continuation - 1) % letters.count
        let repeats = (continuation - 1) / letters.count + 1
        return Cells(repeating: letters[index], count: repeats) + number
    }

    /// Line 1 under a running head: the head centred, moved left when that would leave
    /// fewer than three blank cells before the print page number at the right.
    static func headLine(_ head: Cells, printNumber: Cells?, cells: Int) -> Cells {
        let number = printNumber ?? []
        let room = cells - (number.isEmpty ? 0 : number.count + separation)
        let text = Array(head.prefix(max(room, 0)))
        let start = min(max((cells - text.count) / 2, 0), max(room - text.count, 0))
        let line = Cells(repeating: .blankCell, count: start) + text
        return number.isEmpty ? line : rightAligned(number, after: line, cells: cells)
    }

    static func rightAligned(_ number: Cells, after row: Cells, cells: Int) -> Cells {
        var line = row
        while line.count < cells - number.count { line.append(.blankCell) }
        return line + number
    }
}
