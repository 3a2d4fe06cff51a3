import ReadingModel

/// Line numbers of numbered print lines (``Inline/lineNumber(_:)``), set by the layout at
/// the right margin of the braille line each print line begins on
/// (``BrailleLayout/lineNumber(_:)``).
extension BrailleTranscriber {
    /// A line number's cells: a number given in braille (an eBraille's `aria-label`,
    /// "⠼⠉") as it is, print ("3") translated, which gives it its numeric indicator (BANA
    /// Braille Formats: line numbers take the numeric indicator).
    func lineNumberCells(_ label: String) throws(ExportError) -> Cells {
        let scalars = Array(label.unicodeScalars)
        if scalars.allSatisfy({ (0x2801...0x28FF).contains($0.value) }) { return scalars }
        return try translator.translate(label)
    }

    /// The cells every row of `node` keeps at its right for line numbers: its widest line
    /// number and two blank cells, 0 when it has none. Taken for a whole top-level block (a
    /// poem, a paragraph), so that the shortened line length holds for each of its lines,
    /// numbered or not.
    func lineNumberColumn(of node: PlanNode) throws(ExportError) -> Int {
        var widest = 0
        var failure: ExportError?
        func scan(_ node: PlanNode) {
            for case .lineNumber(let label) in node.inlines {
                do throws(ExportError) {
                    widest = max(widest, try lineNumberCells(label).count)
                } catch {
                    failure = error
                }
            }
            for child in node.children { scan(child) }
        }
        scan(node)
        if let failure { throw failure }
        return widest == 0 ? 0 : widest + BrailleLayout.lineNumberSeparation
    }
}
