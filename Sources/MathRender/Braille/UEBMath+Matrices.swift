import ReadingModel

/// Matrices, determinants and systems of equations in UEB technical material, laid out
/// spatially as APH's *UEB Math* lesson 7.3 ("Matrices") teaches:
///
/// - "The enlarged version of a grouping symbol (bracket, brace, parenthesis, vertical bar)
///   is formed with the usual grouping symbol preceded by a dot six": `⠠⠐⠣ ⠠⠐⠜`, `⠠⠨⠣ ⠠⠨⠜`,
///   `⠠⠸⠣ ⠠⠸⠜`, `⠠⠸⠳`;
/// - "each row of the matrix begins with the enlarged opening grouping symbol and ends with
///   the enlarged closing grouping symbol. The enlarged grouping symbols must be aligned
///   vertically, with the columns left adjusted. One column of blank spaces should be left
///   between columns of the matrix. Any values appearing outside of the grouping symbols
///   must appear on the top line of the expression";
/// - "If a signed numeral is included in the matrix, the placement of the values in columns
///   should be adjusted for the minus sign to stand out" (`(8 0; 8 −4)`: `⠠⠐⠣⠼⠓⠀⠀⠀⠼⠚⠠⠐⠜`
///   over `⠠⠐⠣⠼⠓⠀⠐⠤⠼⠙⠠⠐⠜`).
///
/// This is the layout Nemeth's Rule XXV gives (``SpatialTables``); each entry is written as
/// UEB writes it standing alone (a numeral with its numeric indicator, a lone letter with
/// its grade 1 indicator), and the lesson's `V = 7[⋯]` (`⠼⠛⠀⠠⠨⠣`) sets an operand before
/// the table apart from it by a space, as a sign of comparison is.
extension UEBMath {
    static let spatialCode = SpatialTables.Code(
        linear: { nodes, afterBlock, beforeBlock in
            var text = trimmedCells(nodes)
            guard !text.isEmpty else { return "" }
            let printed = nodes.map(NemethMath.unwrapped).filter { !($0.kind == .mo && MathNode.isInvisible($0.text)) }
            if afterBlock, let first = printed.first, isComparison(first) { text = "⠀" + text }
            // No space after a sign of operation, which is unspaced in UEB (Guidelines §3):
            // `A + [⋯]` is `⠐⠖⠠⠨⠣`.
            if beforeBlock, let last = printed.last,
               !(last.kind == .mo && !isComparison(last) && !closingSigns.contains(last.text) && ![",", ";"].contains(last.text)) {
                text += "⠀"
            }
            return text
        },
        entry: trimmedCells,
        enlarged: uebEnlarged,
        computation: { _ in nil },
        leadingSign: { content in
            var nodes = content
            while nodes.count == 1, [.mrow, .mstyle, .mpadded].contains(nodes[0].kind) { nodes = nodes[0].children }
            guard nodes.count > 1, let first = nodes.first.map(NemethMath.unwrapped), first.kind == .mo,
                  entrySigns.contains(first.text), let sign = UEBSymbols.listed[first.text]?.cells,
                  trimmedCells(content).hasPrefix(sign) else { return 0 }
            return sign.unicodeScalars.count
        })

    /// The signs a signed entry begins with.
    private static let entrySigns: Set<String> = ["−", "-", "+", "±", "∓"]

    /// Closing grouping signs: an operand ends with one.
    private static let closingSigns: Set<String> = [")", "]", "}", "⟩", "|", "‖"]

    private static func isComparison(_ node: MathNode) -> Bool {
        node.kind == .mo && UEBSymbols.listed[node.text]?.spaced == true
    }

    /// The enlarged form of a grouping sign printed around a table: dot 6 before the sign's
    /// cells (lesson 7.3); a double bar is two enlarged bars, as in Nemeth. An empty fence
    /// writes nothing.
    static func uebEnlarged(_ sign: String?) -> String {
        guard let sign, !sign.isEmpty else { return "" }
        if sign == "‖" { return "⠠⠸⠳⠠⠸⠳" }
        guard let cells = UEBSymbols.listed[sign]?.cells else { return "" }
        return "⠠" + cells
    }

    /// `nodes` written as an expression of their own, without blank cells at its ends.
    private static func trimmedCells(_ nodes: [MathNode]) -> String {
        var text = render(MathExpression(root: MathNode(.math, children: nodes), display: false))
        while text.first == "⠀" { text.removeFirst() }
        while text.last == "⠀" { text.removeLast() }
        return text
    }
}
