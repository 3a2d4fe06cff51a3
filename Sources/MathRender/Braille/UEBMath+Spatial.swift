import ReadingModel

/// Spatial calculations in UEB technical material (ICEB *Guidelines for Technical
/// Material* §4.1), written from MathML's elementary math (`mstack`: rows, `msrow`,
/// `msgroup`, `msline`). The Guidelines' own text for §4.1 is not readable here; the rules
/// applied are those two UEB teaching texts state for it:
///
/// - APH *BrailleBrain*, UEB Unit 18 "Spatial Math", Method One: "Align the numeric
///   indicator on the left and align the numbers in columns by place value. A space may
///   follow the number sign. A horizontal line is placed under the number columns
///   initiated by dot 5 and followed by unspaced dots 2-5 at least as wide as the math
///   problem" (`1231 + 26`: `⠀⠀⠼⠁⠃⠉⠁` / `⠐⠖⠼⠀⠀⠃⠋` / `⠀⠀⠐⠒⠒⠒⠒` / `⠀⠀⠼⠁⠃⠑⠛`);
/// - UMass Boston, *UEB: Spatial Arrangements*: "The numerals should be aligned beneath each
///   other in columns for units, tens, hundreds, etc. The numeric indicator is used with
///   each numeral in the arrangement. No line is skipped between rows … The horizontal line
///   (dots 5, 25 in series) appears below the numerals"; "Numeric indicators and operation
///   signs must be aligned under each other in their own columns"; numerals of fewer digits
///   take "the spaced numeric indicator" (`⠼⠀⠁⠋` over `⠼⠑⠚⠙`).
///
/// So a row is: the sign of operation in the signs' column (on the row print puts it on),
/// the numeric indicator in the indicators' column, blank cells up to the numeral's first
/// place, the numeral aligned by place value (on its decimal point, or its last digit when
/// it has none; MathML's `position` moves a row left by whole places). A horizontal line is
/// dot 5 in the indicators' column and dots 2-5 over every place column of the problem.
///
/// Carried digits (`mscarries`) and long division (`mlongdiv`) are not laid out: no rule text
/// for them in UEB was read. Such an expression is written linearly (``linearComputation(_:)``).
extension UEBMath {
    /// One row of a spatial calculation.
    private struct SpatialRow {
        enum Kind { case numeral, line }
        var kind: Kind
        /// The sign of operation (`⠐⠖`), or empty.
        var sign = ""
        /// Cells before the numeral that are not a sign of operation (a dollar sign `⠈⠎`).
        var lead = ""
        /// Whether the row holds a numeral, whose numeric indicator goes in its own column.
        var numeric = false
        /// The numeral and what follows it, without the numeric indicator.
        var cells: [Character] = []
        /// The offset in `cells` of the alignment point: the decimal point, or the numeral's end.
        var anchor = 0
        /// Places the row is moved left by (`position`, `msgroup`'s `shift`).
        var shift = 0
        /// Column of the first cell, counted from the alignment column.
        var left: Int { -anchor - shift }
        var right: Int { left + cells.count }
    }

    /// The signs of operation a row of a calculation may begin with.
    static let calculationSigns: Set<String> = ["+", "−", "-", "±", "∓", "×", "÷", "·", "⋅", "∗", "*"]

    /// `true` for a node MathML's elementary math lays out spatially (`mstack`, `mlongdiv`).
    static func isCalculation(_ node: MathNode) -> Bool { ElementaryMath.isComputation(node) }

    /// The braille lines of an expression that is one spatial calculation (an `mstack`, the
    /// row around it and white space aside); `nil` for anything else, or for a calculation
    /// this layout does not cover (carries, long division), which is then written linearly.
    static func spatialLines(_ expression: MathExpression) -> [String]? {
        if let lines = calculationLines(expression) { return lines }
        return SpatialTables.lines(expression.root.children, code: spatialCode)?.map { line in
            var line = line
            while line.last == "⠀" { line.removeLast() }
            return line
        }
    }

    /// The lines of an expression that is one spatial calculation; `nil` for anything else.
    private static func calculationLines(_ expression: MathExpression) -> [String]? {
        var nodes = expression.root.children.filter { $0.hasTokenText || isCalculation(unwrapped($0)) }
        while nodes.count == 1, [.mrow, .mstyle, .semantics, .mpadded].contains(nodes[0].kind) {
            let inner = nodes[0].kind == .semantics ? Array(nodes[0].children.prefix(1)) : nodes[0].children
            nodes = inner.filter { $0.hasTokenText || isCalculation(unwrapped($0)) }
        }
        guard nodes.count == 1, nodes[0].kind == .unknown("mstack"),
              let rows = spatialRows(nodes[0].children), rows.contains(where: { $0.kind == .numeral }) else { return nil }
        return layout(rows)
    }

    private static func unwrapped(_ node: MathNode) -> MathNode {
        var current = node
        while current.kind == .mrow || current.kind == .mstyle, current.children.count == 1 { current = current.children[0] }
        return current
    }

    /// The rows of a stack in order; an `msgroup`'s rows take its `position`, and each child
    /// its `shift` once more than the one before (MathML 3 §3.6.3: "an incremental shift of
    /// position for successive children", the partial products). `nil` when a row is one
    /// this layout does not cover.
    private static func spatialRows(_ children: [MathNode], shift: Int = 0, step: Int = 0) -> [SpatialRow]? {
        var rows: [SpatialRow] = []
        for (index, child) in children.enumerated() {
            let own = ElementaryMath.columns(child, "position") + index * step
            switch child.kind {
            case .unknown("msgroup"):
                let increment = ElementaryMath.columns(child, "shift")
                guard let group = spatialRows(child.children, shift: shift + own, step: increment) else { return nil }
                rows += group
            case .unknown("msline"):
                rows.append(SpatialRow(kind: .line))
            case .unknown("mscarries"), .unknown("mscarry"), .unknown("mlongdiv"), .unknown("mstack"):
                return nil
            default:
                guard var row = numeralRow(child.kind == .unknown("msrow") ? child.children : [child]) else { return nil }
                row.shift = shift + own
                rows.append(row)
            }
        }
        return rows
    }

    /// A row: a leading sign of operation apart, the rest written as UEB writes it on a line
    /// of its own, the numeric indicator of a numeral at its start taken out to go in the
    /// indicators' column. `nil` for a row holding a calculation of its own.
    private static func numeralRow(_ nodes: [MathNode]) -> SpatialRow? {
        var row = SpatialRow(kind: .numeral)
        var items = nodes
        if let first = items.first.map(unwrapped), first.kind == .mo, calculationSigns.contains(first.text) {
            row.sign = trimmed(cells([first]))
            items.removeFirst()
        }
        guard !items.contains(where: { isCalculation(unwrapped($0)) }) else { return nil }
        let written = Array(trimmed(cells(items)))
        guard let indicator = written.firstIndex(of: "⠼"), indicator + 1 < written.count,
              numeralCells.contains(written[indicator + 1]) else {
            row.cells = written
            row.anchor = written.count
            return row
        }
        row.lead = String(written[..<indicator])
        row.numeric = true
        row.cells = Array(written[(indicator + 1)...])
        // The numeral runs while its cells are digits, digit-group commas, decimal points
        // and numeric spaces; it is aligned on its decimal point, else on its end.
        var end = 0
        var point: Int?
        while end < row.cells.count, numeralCells.contains(row.cells[end]),
              row.cells[end] != "⠐" || (end + 1 < row.cells.count && digitCells.contains(row.cells[end + 1])) {
            if row.cells[end] == "⠲", point == nil { point = end }
            end += 1
        }
        row.anchor = point ?? end
        return row
    }

    /// The cells a numeral holds in numeric mode (Rulebook §6.2.1: the digits, the full stop,
    /// the comma, the numeric space).
    private static let numeralCells: Set<Character> = digitCells.union(["⠂", "⠲", "⠐"])
    private static let digitCells: Set<Character> = ["⠁", "⠃", "⠉", "⠙", "⠑", "⠋", "⠛", "⠓", "⠊", "⠚"]

    /// `nodes` written as an expression of their own.
    private static func cells(_ nodes: [MathNode]) -> String {
        render(MathExpression(root: MathNode(.math, children: nodes), display: false))
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.first == "⠀" { text.removeFirst() }
        while text.last == "⠀" { text.removeLast() }
        return text
    }

    /// Places the rows on lines. Columns, left to right: the signs of operation, the cells
    /// before a numeral (a dollar sign), the numeric indicators, then the places, the
    /// alignment column where every row's decimal point (or last digit) falls.
    private static func layout(_ rows: [SpatialRow]) -> [String] {
        let signWidth = rows.map { $0.sign.count }.max() ?? 0
        let leadWidth = rows.map { $0.lead.count }.max() ?? 0
        let numerals = rows.filter { $0.kind == .numeral }
        let lowest = numerals.map(\.left).min() ?? 0
        let highest = numerals.map(\.right).max() ?? 0
        // The indicators' column stands just left of the leftmost place.
        let indicatorColumn = signWidth + leadWidth
        let placesStart = indicatorColumn + 1
        let lines: [String] = rows.map { row in
            var line = [Character](repeating: "⠀", count: placesStart + highest - lowest)
            func put(_ cells: [Character], at column: Int) {
                for (offset, cell) in cells.enumerated() where column + offset >= 0 {
                    if column + offset < line.count { line[column + offset] = cell } else { line.append(cell) }
                }
            }
            switch row.kind {
            case .line:
                let start = leadWidth > 0 ? signWidth : indicatorColumn
                put(["⠐"] + [Character](repeating: "⠒", count: placesStart + highest - lowest - start - 1), at: start)
            case .numeral:
                put(Array(row.sign), at: signWidth - row.sign.count)
                put(Array(row.lead), at: indicatorColumn - row.lead.count)
                if row.numeric { put(["⠼"], at: indicatorColumn) }
                put(row.cells, at: placesStart + row.left - lowest)
            }
            var text = String(line)
            while text.last == "⠀" { text.removeLast() }
            return text
        }
        // Lines begin where the leftmost of them begins (no problem starts with blank columns).
        let margin = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == "⠀" }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(margin)) }
    }

    /// A calculation written on one line (inline math, or one the spatial layout does not
    /// cover): its horizontal form when it has one (``ElementaryMath/horizontal(_:)``: the
    /// rows above the line joined by their signs, the equals sign and the row below), a long
    /// division the dividend, `÷`, the divisor, and the equals sign and the quotient when
    /// print gives one; anything else (carries, partial products, the steps of a division)
    /// its rows one after another, a space between them, the horizontal lines left out.
    static func linearComputation(_ node: MathNode) -> [MathNode] {
        ElementaryMath.linearNodes(node, separator: space) ?? node.children
    }

    private static var space: MathNode { MathNode(.mspace, attributes: ["width": "1em"]) }
}
