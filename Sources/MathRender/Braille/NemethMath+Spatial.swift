import ReadingModel

/// Spatial arrangements of the Nemeth Code (1972 revision, Rule XXV, §180ff: determinants,
/// matrices, vectors and systems of equations): a table is written over as many braille lines
/// as it has rows, its columns aligned, each entry beginning with the indicators it would
/// take at the start of a line (a numeral its numeric indicator), and the grouping signs
/// around it enlarged (dot 6 before each: `⠠⠷ ⠠⠾`, `⠈⠠⠷`, `⠨⠠⠷`, `⠠⠳`) and repeated on every
/// line. What stands before or after the table (`A =`) is written on its first line, the
/// lines below left blank beneath it.
extension NemethMath {
    /// A part of the top-level row: linear material, or a table with the grouping signs
    /// printed around it.
    private enum Segment {
        case linear([MathNode])
        case table(open: String?, table: MathNode, close: String?)
        /// A computation laid out spatially (`mstack`, `mlongdiv`: NemethMath+Arithmetic).
        case computation(MathNode)
    }

    /// The braille lines of `expression` laid out spatially, all of one width; `nil` when it
    /// holds no table to lay out (its linear form is then the whole of it).
    static func spatialLines(_ expression: MathExpression) -> [String]? {
        spatialLines(expression.root.children)
    }

    /// The lines of a row holding a table or a computation; `nil` when it holds none.
    static func spatialLines(_ row: [MathNode]) -> [String]? {
        let children = flattenedRow(row)
        let segments = Self.segments(children)
        guard segments.contains(where: { if case .linear = $0 { return false } else { return true } }) else { return nil }
        var blocks: [[String]] = []
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .linear(let nodes):
                var writer = NemethMath()
                writer.row(nodes)
                writer.settleLetters(false)
                var text = writer.out
                // "A space must be left after a function name or its abbreviation" (§158, as
                // BRL's Nemeth session 7 gives it): a name before a table (`det`, then the
                // matrix) keeps it, though the table is written apart (`⠙⠑⠞⠀⠠⠷`; it was
                // `⠙⠑⠞⠠⠷`).
                if position + 1 < segments.count, text.last != "⠀",
                   let last = nodes.last(where: { !($0.kind == .mo && MathNode.isInvisible($0.text)) }),
                   isFunction(unwrapped(last)) {
                    text += "⠀"
                }
                if blocks.isEmpty {
                    while text.first == "⠀" { text.removeFirst() }
                } else if let first = nodes.first.map(unwrapped), first.kind == .mo,
                          NemethSymbols.signs[first.text]?.comparison == true, text.first != "⠀" {
                    // A sign of comparison after a table is spaced from it, as from any operand.
                    text = "⠀" + text
                }
                if !text.isEmpty { blocks.append([text]) }
            case .table(let open, let table, let close):
                blocks.append(tableLines(table, open: open, close: close))
            case .computation(let node):
                if !blocks.isEmpty { blocks.append(["⠀"]) }
                blocks.append(computationLines(node))
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
    private static func flattenedRow(_ children: [MathNode]) -> [MathNode] {
        var result: [MathNode] = []
        for child in children {
            if let inner = openedWrapper(child), inner.contains(where: holdsLayout) {
                result += flattenedRow(inner)
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// The children a wrapper shows: a row's or a style's children, the presentation child
    /// of `semantics`; `nil` for anything else.
    private static func openedWrapper(_ node: MathNode) -> [MathNode]? {
        switch node.kind {
        case .mrow, .mstyle, .mpadded: return node.children
        case .semantics: return Array(node.children.prefix(1))
        default: return nil
        }
    }

    /// Whether a table or a computation stands at `node` or inside the wrappers around it.
    private static func holdsLayout(_ node: MathNode) -> Bool {
        let node = unwrapped(node)
        if node.kind == .mtable || isComputation(node) { return true }
        return openedWrapper(node)?.contains(where: holdsLayout) ?? false
    }

    private static let fences: Set<String> = ["(", ")", "[", "]", "{", "}", "|", "‖", "⟨", "⟩", ""]

    private static func segments(_ children: [MathNode]) -> [Segment] {
        var segments: [Segment] = []
        var linear: [MathNode] = []
        var index = 0
        func fence(_ node: MathNode?) -> String? {
            guard let node, node.kind == .mo, fences.contains(node.text) else { return nil }
            return node.text
        }
        while index < children.count {
            let node = unwrapped(children[index])
            if isComputation(node) {
                if !linear.isEmpty { segments.append(.linear(linear)) }
                linear = []
                segments.append(.computation(node))
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

    /// The enlarged form of a grouping sign: dot 6 before its cells; a double bar is two
    /// enlarged bars. An empty fence writes nothing.
    static func enlarged(_ sign: String?) -> String {
        guard let sign, !sign.isEmpty else { return "" }
        switch sign {
        case "(": return "⠠⠷"
        case ")": return "⠠⠾"
        case "[": return "⠈⠠⠷"
        case "]": return "⠈⠠⠾"
        case "{": return "⠨⠠⠷"
        case "}": return "⠨⠠⠾"
        case "|": return "⠠⠳"
        case "‖": return "⠠⠳⠠⠳"
        case "⟨": return "⠨⠨⠠⠷"
        case "⟩": return "⠨⠨⠠⠾"
        default: return NemethSymbols.signs[sign]?.cells ?? ""
        }
    }

    /// The lines of one table: the enlarged opening sign, the entries of each column
    /// aligned at the left and padded to the column's widest entry with one blank cell
    /// between columns, the enlarged closing sign. An entry holding a table of its own (a
    /// matrix inside a matrix) is laid out spatially too, over as many lines as it needs;
    /// a row of such entries is followed by a line blank between the grouping signs, as
    /// SRE's Nemeth layout for PreTeXt writes nested matrices (the Code's text on it was not
    /// read), so that the next row is not read as more of the entry.
    private static func tableLines(_ table: MathNode, open: String?, close: String?) -> [String] {
        let rows: [[[String]]] = table.children.map { row in
            let cells = row.kind == .mlabeledtr ? Array(row.children.dropFirst()) : row.children
            return cells.map { cell in
                let content = cell.kind == .mtd ? cell.children : [cell]
                if let lines = spatialLines(content) {
                    return lines.map { line in
                        var line = line
                        while line.last == "⠀" { line.removeLast() }
                        return line
                    }
                }
                var writer = NemethMath()
                writer.row(content)
                writer.settleLetters(false)
                var text = writer.out
                while text.last == "⠀" { text.removeLast() }
                while text.first == "⠀" { text.removeFirst() }
                return [text]
            }
        }
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, entry) in row.enumerated() {
                widths[column] = max(widths[column], entry.map { $0.unicodeScalars.count }.max() ?? 0)
            }
        }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let height = row.map(\.count).max() ?? 1
            for part in 0..<max(height, 1) {
                var line = enlarged(open)
                for column in 0..<columns {
                    let entry = column < row.count && part < row[column].count ? row[column][part] : ""
                    line += entry + String(repeating: "⠀", count: widths[column] - entry.unicodeScalars.count)
                    if column + 1 < columns { line += "⠀" }
                }
                lines.append(line + enlarged(close))
            }
            if height > 1, index + 1 < rows.count {
                let width = widths.reduce(0, +) + max(columns - 1, 0)
                lines.append(enlarged(open) + String(repeating: "⠀", count: width) + enlarged(close))
            }
        }
        return lines
    }
}
