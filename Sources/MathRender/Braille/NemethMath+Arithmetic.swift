import ReadingModel

/// Spatial arrangements for computation (Nemeth Code 1972, Rule XXV; §178 as M. Denault's
/// CTEBVI 2012 workshop on spatial arrangements cites it, read with APH's *BrailleBrain*
/// Nemeth Unit 5 "Spatial Arrangement: Addition and Subtraction" and Unit 16 "Spatial
/// Arrangement: Division"), written from MathML's elementary math: `mstack` (addition,
/// subtraction, multiplication: rows, `msrow`, `msline`, `mscarries`, `msgroup`) and
/// `mlongdiv` (long division).
///
/// - the numerals are aligned "by place value, commas, and decimals just as they are in
///   print": each row on its decimal point, or on its last digit when it has none, moved
///   left by its `position` (MathML's shift in columns);
/// - "the numeric indicator is generally not used";
/// - a sign of operation "is placed one cell left of the widest number regardless of where
///   it appears in print", the widest number above the separation line (a dollar sign is
///   part of its number, so the sign comes before it);
/// - the separation line (`⠒`) "extends one cell on either side of the expression": one
///   cell left of its leftmost symbol, the sign included, to one cell right of its
///   rightmost; in long division it "begins in the column just above the division symbol
///   and extends one cell beyond the widest part of the division problem";
/// - a division of a numeral by a numeral with no quotient and no steps is linear: the
///   divisor, the curved division sign `⠕`, the dividend, one numeric indicator at the
///   start (`⠼⠢⠕⠆⠢`); with a quotient or steps the quotient stands above the separation
///   line, over the dividend's places.
extension NemethMath {
    /// One row of a computation: its sign of operation (if any), the cells of its numeral,
    /// where in those cells it is aligned, and how far left it is moved.
    private struct StackRow {
        enum Kind { case numeral, line, carries }
        var kind: Kind
        var sign = ""
        var cells: [Character] = []
        /// The offset in `cells` of the alignment point (the decimal point, or the end).
        var anchor = 0
        var shift = 0
        /// The column (relative to the alignment column) of the first cell, set by the layout.
        var left: Int { -anchor - shift }
        var right: Int { left + cells.count }
    }

    /// Writes a computation in one line (inline math, the `math` command): its horizontal
    /// form, or, with steps, partial products or carries, a line per row as linear text reads
    /// them (`ElementaryMath`). `false` for a node that is no computation.
    mutating func linearComputation(_ node: MathNode) -> Bool {
        if let horizontal = ElementaryMath.horizontal(node) {
            row(horizontal)
        } else if let form = ElementaryMath.readingForm(node) {
            self.node(form)
        } else {
            return false
        }
        return true
    }

    /// `true` for a node MathML's elementary math lays out spatially.
    static func isComputation(_ node: MathNode) -> Bool { ElementaryMath.isComputation(node) }

    /// The braille lines of an `mstack` or an `mlongdiv`.
    static func computationLines(_ node: MathNode) -> [String] {
        guard case .unknown(let name) = node.kind else { return [] }
        return name == "mlongdiv" ? longDivisionLines(node) : stackLines(node.children)
    }

    /// Rows of a stack, in order; `msgroup` rows take the group's `position` too, and each
    /// child of a group its `shift` once more than the child before (MathML 3 §3.6.3: "an
    /// incremental shift of position for successive children", partial products).
    private static func stackRows(_ children: [MathNode], shift: Int = 0, step: Int = 0,
                                  fractions: FractionColumns? = nil) -> [StackRow] {
        var rows: [StackRow] = []
        for (index, child) in children.enumerated() {
            let own = ElementaryMath.columns(child, "position") + index * step
            switch child.kind {
            case .unknown("msgroup"):
                let increment = ElementaryMath.columns(child, "shift")
                rows += stackRows(child.children, shift: shift + own, step: increment, fractions: fractions)
            case .unknown("msline"):
                rows.append(StackRow(kind: .line))
            case .unknown("mscarries"):
                var row = StackRow(kind: .carries)
                for carry in child.children {
                    let cells = carry.kind == .none ? "⠀" : cellsWithoutIndicator(carry.kind == .unknown("mscarry") ? carry.children : [carry])
                    row.cells += cells.isEmpty ? ["⠀"] : Array(cells)
                }
                row.anchor = row.cells.count
                row.shift = shift + own
                rows.append(row)
            default:
                var row = numeralRow(child.kind == .unknown("msrow") || child.kind == .mrow ? child.children : [child], fractions: fractions)
                row.shift = shift + own
                rows.append(row)
            }
        }
        // Carries stand over the columns of the row after them.
        for index in rows.indices where rows[index].kind == .carries && index + 1 < rows.count {
            let next = rows[index + 1]
            rows[index].shift += next.shift - (next.cells.count - next.anchor)
        }
        return rows
    }

    /// The widths a stack's numeric fractions are written to (§178e as Denault quotes it:
    /// "fraction lines must be vertically aligned, with each numerator right justified in the
    /// column for numerators and each denominator ... left justified in the column for
    /// denominator"), and whether any is a mixed number's.
    private struct FractionColumns {
        var numerator = 0
        var denominator = 0
        var mixed = false
    }

    private static func fractionColumns(_ children: [MathNode]) -> FractionColumns? {
        var columns: FractionColumns?
        func visit(_ nodes: [MathNode]) {
            var previous: MathNode?
            for node in nodes.map(unwrapped) {
                if node.kind == .mfrac, isNumeric(node) {
                    var found = columns ?? FractionColumns()
                    found.numerator = max(found.numerator, node.children[0].text.count)
                    found.denominator = max(found.denominator, node.children[1].text.count)
                    if previous?.kind == .mn { found.mixed = true }
                    columns = found
                } else if [.unknown("msrow"), .unknown("msgroup"), .mrow].contains(node.kind) {
                    visit(node.children)
                }
                previous = node
            }
        }
        visit(children)
        return columns
    }

    /// A row of a stack: a leading sign of operation apart, the rest one numeral. A numeric
    /// fraction is written to the stack's fraction columns and the row aligned on its
    /// fraction line; a row without one as if an empty fraction followed its numeral.
    private static func numeralRow(_ nodes: [MathNode], fractions: FractionColumns? = nil) -> StackRow {
        var row = StackRow(kind: .numeral)
        var items = nodes.map(unwrapped)
        if let first = items.first, first.kind == .mo, operationSigns.contains(first.text) {
            var writer = NemethMath()
            writer.sign(first.text)
            row.sign = trimmed(writer.out)
            items.removeFirst()
        }
        var anchor: Int?
        var previous: MathNode?
        for item in items {
            defer { previous = item }
            if item.kind == .none {
                row.cells.append("⠀")
                continue
            }
            if let omitted = spatialOmissions(item, after: previous) {
                row.cells += Array(omitted)
                continue
            }
            if let fractions, item.kind == .mfrac, isNumeric(item) {
                let mixed = previous?.kind == .mn
                let numerator = Array(cellsWithoutIndicator([item.children[0]]))
                let denominator = Array(cellsWithoutIndicator([item.children[1]]))
                row.cells += Array(mixed ? "⠸⠹" : "⠹")
                row.cells += Array(repeating: "⠀", count: max(0, fractions.numerator - numerator.count)) + numerator
                anchor = row.cells.count
                row.cells += Array("⠌") + denominator
                row.cells += Array(repeating: "⠀", count: max(0, fractions.denominator - denominator.count))
                row.cells += Array(mixed ? "⠸⠼" : "⠼")
                continue
            }
            let cells = Array(cellsWithoutIndicator([item]))
            if anchor == nil, item.kind == .mn, item.text.contains("."), let point = cells.firstIndex(of: "⠨") {
                anchor = row.cells.count + point
            }
            row.cells += cells
        }
        if anchor == nil, let fractions {
            anchor = row.cells.count + (fractions.mixed ? 2 : 1) + fractions.numerator
        }
        row.anchor = anchor ?? row.cells.count
        return row
    }

    /// §58 (the 1972 text as gh-mathspeak's rule viewer gives it): "In work arranged spatially
    /// for computation, only the general omission symbol may be used in braille regardless of
    /// how the omission is denoted in ink print. In addition, the number of general omission
    /// symbols to be used must be the same as the number of omission signs which occur in ink
    /// print." A long dash, a blank of underscores (one token, or one run of `_` tokens, which
    /// is one sign) or a question mark on a line is one `⠿`; each question mark printed as
    /// text is one. `""` for the rest of a run already written; nil for anything else.
    private static func spatialOmissions(_ item: MathNode, after previous: MathNode?) -> String? {
        let token = asOperator(item)
        if [.mo, .mi].contains(token.kind), token.text == "_" {
            return previous.map(unwrapped).map { [.mo, .mi].contains($0.kind) && $0.text == "_" } == true ? "" : "⠿"
        }
        if token.kind == .mtext, token.children.isEmpty {
            let text = token.text.trimmingWhitespace()
            guard !text.isEmpty, text.allSatisfy({ $0 == "?" || omissionDashes.contains($0) }) else { return nil }
            let marks = text.filter { $0 == "?" }.count
            return String(repeating: "⠿", count: max(1, marks))
        }
        return omissionCells(item) != nil ? "⠿" : nil
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.first == "⠀" { text.removeFirst() }
        while text.last == "⠀" { text.removeLast() }
        return text
    }

    /// The cells of a stack's item as on a line of their own, without the numeric
    /// indicator at the start (Rule XXV: "the numeric indicator is generally not used").
    private static func cellsWithoutIndicator(_ nodes: [MathNode]) -> String {
        var writer = NemethMath()
        writer.row(nodes)
        writer.settleLetters(false)
        var text = trimmed(writer.out)
        if text.first == "⠼", let second = text.dropFirst().first,
           BrailleAlphabet.lowerDigits.values.contains(second) || second == "⠨" {
            text.removeFirst()
        }
        return text
    }

    /// The lines of a stack: rows aligned, signs one cell left of the widest numeral above
    /// the first separation line, separation lines one cell beyond the whole on each side.
    private static func stackLines(_ children: [MathNode]) -> [String] {
        let rows = stackRows(children, fractions: fractionColumns(children))
        return layout(rows, lineStart: nil)
    }

    /// Places the rows on lines: columns are counted from the alignment column, every line
    /// starts at the leftmost cell of the problem (a separation line's first cell, or
    /// `lineStart`'s), and `prefix` puts cells before a row (a long division's divisor and
    /// sign, ending at `right`).
    private static func layout(_ rows: [StackRow], lineStart: Int?, prefix: [Int: (cells: String, right: Int)] = [:]) -> [String] {
        // The sign of each section (rows between separation lines) goes one cell left of
        // the section's widest numeral; above the first line, of every numeral there.
        var signColumn: [Int: Int] = [:]
        var section: [Int] = []
        func settle() {
            let numerals = section.filter { rows[$0].kind == .numeral && !rows[$0].cells.isEmpty }
            guard let widest = numerals.map({ rows[$0].left }).min() else { return }
            for index in section where !rows[index].sign.isEmpty {
                signColumn[index] = widest - rows[index].sign.count
            }
        }
        for index in rows.indices {
            if rows[index].kind == .line {
                settle()
                section = []
            } else {
                section.append(index)
            }
        }
        settle()
        var lowest = Int.max, highest = Int.min
        for index in rows.indices where rows[index].kind != .line {
            let left = signColumn[index] ?? rows[index].left
            lowest = min(lowest, left)
            highest = max(highest, rows[index].right)
        }
        for (_, item) in prefix {
            lowest = min(lowest, item.right - item.cells.count)
        }
        guard lowest != Int.max else { return [] }
        let lineFrom = lineStart ?? (lowest - 1)
        let lineTo = highest + 1
        let origin = min(lowest, lineFrom)
        return rows.indices.map { index in
            let row = rows[index]
            var line: [Character] = []
            func put(_ cells: [Character], at column: Int) {
                let start = column - origin
                if line.count < start { line += Array(repeating: "⠀", count: start - line.count) }
                for (offset, cell) in cells.enumerated() {
                    if start + offset < line.count { line[start + offset] = cell } else { line.append(cell) }
                }
            }
            if row.kind == .line {
                put(Array(repeating: "⠒", count: lineTo - lineFrom), at: lineFrom)
            } else {
                if let item = prefix[index] { put(Array(item.cells), at: item.right - item.cells.count) }
                if let column = signColumn[index] {
                    put(Array(row.sign), at: column)
                } else if !row.sign.isEmpty {
                    put(Array(row.sign), at: row.left - row.sign.count)
                }
                put(row.cells, at: row.left)
            }
            var text = String(line)
            while text.last == "⠀" { text.removeLast() }
            return text
        }
    }

    /// Long division (`mlongdiv`: divisor, result, dividend, then the steps as in a stack),
    /// in the layout print uses in the United States (`longdivstyle` `lefttop`, the
    /// default; the other styles are laid out the same way): the quotient over the
    /// dividend, a separation line from the column over the division sign to one cell past
    /// the widest part, the divisor and the curved division sign `⠕` before the dividend,
    /// the steps below aligned with the dividend's places.
    private static func longDivisionLines(_ node: MathNode) -> [String] {
        guard node.children.count >= 3 else { return [] }
        let divisor = cellsWithoutIndicator([node.children[0]])
        let result = node.children[1]
        let dividend = numeralRow(Array(node.children[2...2]))
        let steps = stackRows(Array(node.children.dropFirst(3)))
        let hasResult = result.kind != .none && result.hasTokenText
        let numerals = [node.children[0], node.children[2]].map(unwrapped).allSatisfy {
            $0.kind == .mn && $0.text.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
        }
        if !hasResult && steps.isEmpty && numerals {
            // A numeral divided by a numeral, nothing more: written linearly, one numeric
            // indicator at the start (Unit 16: `⠼⠢⠕⠆⠢`).
            return ["⠼" + divisor + "⠕" + String(dividend.cells)]
        }
        var rows: [StackRow] = []
        if hasResult { rows.append(numeralRow(result.kind == .unknown("msrow") ? result.children : [result])) }
        rows.append(StackRow(kind: .line))
        let dividendIndex = rows.count
        rows.append(dividend)
        rows += steps
        // The divisor and the division sign stand just left of the dividend.
        let sign = divisor + "⠕"
        let lineStart = dividend.left - 1
        return layout(rows, lineStart: lineStart, prefix: [dividendIndex: (sign, dividend.left)])
    }
}
