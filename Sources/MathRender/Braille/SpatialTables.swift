import ReadingModel

/// The spatial arrangement of matrices, determinants and systems of equations that the
/// Nemeth Code (Rule XXV, §180ff) and UEB's teaching of the UEB technical material (APH
/// *UEB Math* lesson 7.3, "Matrices") agree on: a table over as many braille lines as it
/// has rows, its columns left adjusted one blank cell apart, the enlarged grouping signs
/// repeated on every line and aligned, what stands outside them on the top line, the lines
/// below left blank beneath it. Each code says how it writes what the layout places
/// (``Code``): its linear material, an entry, its enlarged signs, and whether an entry's
/// leading sign stands out to the left of its column (UEB).
enum SpatialTables {
    /// What a braille code gives the layout.
    struct Code: Sendable {
        /// The cells of material outside the tables: `nodes`, whether a block stands before
        /// it and whether one follows it. Empty when it writes nothing.
        var linear: @Sendable (_ nodes: [MathNode], _ afterBlock: Bool, _ beforeBlock: Bool) -> String
        /// An entry written on one line, without blank cells at its ends.
        var entry: @Sendable ([MathNode]) -> String
        /// The enlarged form of a grouping sign printed around a table ("" for none).
        var enlarged: @Sendable (String?) -> String
        /// A computation the code lays out spatially in the row (`mstack`, `mlongdiv`), and
        /// its lines; `nil` when the code writes it with the linear material.
        var computation: @Sendable (MathNode) -> [String]?
        /// The cells of a sign an entry begins with that stands out to the left of the
        /// column's other entries ("the placement of the values in columns should be
        /// adjusted for the minus sign to stand out", lesson 7.3); 0 when none does.
        var leadingSign: @Sendable ([MathNode]) -> Int = { _ in 0 }
    }

    /// A part of the top-level row: linear material, or a table with the grouping signs
    /// printed around it.
    private enum Segment {
        case linear([MathNode])
        case table(open: String?, table: MathNode, close: String?)
        case computation([String])
    }

    /// The lines of a row holding a table (or a computation the code lays out); `nil` when
    /// it holds none. All lines are of one width.
    static func lines(_ row: [MathNode], code: Code) -> [String]? {
        let children = flattenedRow(row, code: code)
        let segments = Self.segments(children, code: code)
        guard segments.contains(where: { if case .linear = $0 { return false } else { return true } }) else { return nil }
        var blocks: [[String]] = []
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .linear(let nodes):
                let text = code.linear(nodes, !blocks.isEmpty, position + 1 < segments.count)
                if !text.isEmpty { blocks.append([text]) }
            case .table(let open, let table, let close):
                blocks.append(tableLines(table, open: open, close: close, code: code))
            case .computation(let lines):
                if !blocks.isEmpty { blocks.append(["⠀"]) }
                blocks.append(lines)
            }
        }
        let height = blocks.map(\.count).max() ?? 1
        var lines = [String](repeating: "", count: height)
        for block in blocks {
            let width = block.map { $0.unicodeScalars.count }.max() ?? 0
            for line in 0..<height {
                let text = line < block.count ? block[line] : ""
                lines[line] += text + String(repeating: "⠀", count: width - text.unicodeScalars.count)
            }
        }
        return lines
    }

    /// The row's children with the rows around a table or a computation opened up, however
    /// deep: an `<mrow>` holding the whole expression, a fenced table's own row, and the
    /// `semantics` KaTeX and pandoc wrap the whole expression in (its first child is what
    /// print shows; the annotations are not). KaTeX writes `A = [⋯]` as `semantics` > `mrow`
    /// > (`A`, `=`, `mrow` > (`[`, `mtable`, `]`)): the table was two rows down and was
    /// written on one line, its rows run together, where the same table right under `math`
    /// was laid out (Rule XXV). A row that holds no table stays whole.
    private static func flattenedRow(_ children: [MathNode], code: Code) -> [MathNode] {
        var result: [MathNode] = []
        for child in children {
            if let inner = openedWrapper(child), inner.contains(where: { holdsLayout($0, code: code) }) {
                result += flattenedRow(inner, code: code)
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// The children a wrapper shows: a row's or a style's children, the presentation child
    /// of `semantics`; `nil` for anything else, and for a binomial coefficient's row.
    private static func openedWrapper(_ node: MathNode) -> [MathNode]? {
        // A row whose intent is a binomial coefficient holds its two parts as a one-column
        // table; it is no matrix (MathML 4's `binomial`).
        if node[attribute: "intent"]?.hasPrefix("binomial") == true { return nil }
        switch node.kind {
        case .mrow, .mstyle, .mpadded: return node.children
        case .semantics: return Array(node.children.prefix(1))
        default: return nil
        }
    }

    /// Whether a table or a computation stands at `node` or inside the wrappers around it.
    private static func holdsLayout(_ node: MathNode, code: Code) -> Bool {
        let node = NemethMath.unwrapped(node)
        if node.kind == .mtable || (ElementaryMath.isComputation(node) && code.computation(node) != nil) { return true }
        return openedWrapper(node)?.contains(where: { holdsLayout($0, code: code) }) ?? false
    }

    private static let fences: Set<String> = ["(", ")", "[", "]", "{", "}", "|", "‖", "⟨", "⟩", ""]

    private static func segments(_ children: [MathNode], code: Code) -> [Segment] {
        var segments: [Segment] = []
        var linear: [MathNode] = []
        var index = 0
        func fence(_ node: MathNode?) -> String? {
            guard let node, node.kind == .mo, fences.contains(node.text) else { return nil }
            return node.text
        }
        while index < children.count {
            let node = NemethMath.unwrapped(children[index])
            if ElementaryMath.isComputation(node), let lines = code.computation(node) {
                if !linear.isEmpty { segments.append(.linear(linear)) }
                linear = []
                segments.append(.computation(lines))
            } else if node.kind == .mtable {
                // The opening sign just before the table belongs to it, and the closing sign
                // just after (a system of equations has only the opening brace).
                var open: String?
                if let last = linear.last, let sign = fence(last), !")]}⟩".contains(sign) {
                    open = sign
                    linear.removeLast()
                }
                var close: String?
                if index + 1 < children.count, let sign = fence(children[index + 1]), open != nil, !"([{⟨".contains(sign) {
                    close = sign
                    index += 1
                }
                if !linear.isEmpty { segments.append(.linear(linear)) }
                linear = []
                segments.append(.table(open: open, table: node, close: close))
            } else {
                linear.append(children[index])
            }
            index += 1
        }
        if !linear.isEmpty { segments.append(.linear(linear)) }
        return segments
    }

    /// One entry of a table: its lines (a table of its own laid out over several) and the
    /// width of the sign it begins with that stands out of its column.
    private struct Entry {
        var lines: [String]
        var sign = 0
    }

    /// The lines of one table: the enlarged opening sign, the entries of each column
    /// aligned at the left and padded to the column's widest entry with one blank cell
    /// between columns, the enlarged closing sign. An entry holding a table of its own (a
    /// matrix inside a matrix) is laid out spatially too, over as many lines as it needs;
    /// a row of such entries is followed by a line blank between the grouping signs, as
    /// SRE's Nemeth layout for PreTeXt writes nested matrices (the Code's text on it was not
    /// read), so that the next row is not read as more of the entry. Where the code sets a
    /// leading sign out of the column, the column's other entries start after the widest
    /// such sign (lesson 7.3's `(8 0; 8 −4)`: `⠼⠚` over the `⠼⠙` of `⠐⠤⠼⠙`).
    private static func tableLines(_ table: MathNode, open: String?, close: String?, code: Code) -> [String] {
        let rows: [[Entry]] = table.children.map { row in
            let cells = row.kind == .mlabeledtr ? Array(row.children.dropFirst()) : row.children
            return cells.map { cell in
                let content = cell.kind == .mtd ? cell.children : [cell]
                if let lines = Self.lines(content, code: code) {
                    return Entry(lines: lines.map { line in
                        var line = line
                        while line.last == "⠀" { line.removeLast() }
                        return line
                    })
                }
                return Entry(lines: [code.entry(content)], sign: code.leadingSign(content))
            }
        }
        let columns = rows.map(\.count).max() ?? 0
        var signs = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, entry) in row.enumerated() { signs[column] = max(signs[column], entry.sign) }
        }
        let placed: [[[String]]] = rows.map { row in
            row.enumerated().map { column, entry in
                let indent = String(repeating: "⠀", count: signs[column] - entry.sign)
                return entry.lines.map { indent + $0 }
            }
        }
        var widths = [Int](repeating: 0, count: columns)
        for row in placed {
            for (column, entry) in row.enumerated() {
                widths[column] = max(widths[column], entry.map { $0.unicodeScalars.count }.max() ?? 0)
            }
        }
        var lines: [String] = []
        for (index, row) in placed.enumerated() {
            let height = row.map(\.count).max() ?? 1
            for part in 0..<max(height, 1) {
                var line = code.enlarged(open)
                for column in 0..<columns {
                    let entry = column < row.count && part < row[column].count ? row[column][part] : ""
                    line += entry + String(repeating: "⠀", count: widths[column] - entry.unicodeScalars.count)
                    if column + 1 < columns { line += "⠀" }
                }
                lines.append(line + code.enlarged(close))
            }
            if height > 1, index + 1 < placed.count {
                let width = widths.reduce(0, +) + max(columns - 1, 0)
                lines.append(code.enlarged(open) + String(repeating: "⠀", count: width) + code.enlarged(close))
            }
        }
        return lines
    }
}
