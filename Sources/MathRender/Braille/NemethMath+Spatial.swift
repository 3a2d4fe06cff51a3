import ReadingModel

/// Spatial arrangements of the Nemeth Code (1972 revision, Rule XXV, §180ff: determinants,
/// matrices, vectors and systems of equations): a table is written over as many braille lines
/// as it has rows, its columns aligned, each entry beginning with the indicators it would
/// take at the start of a line (a numeral its numeric indicator), and the grouping signs
/// around it enlarged (dot 6 before each: `⠠⠷ ⠠⠾`, `⠈⠠⠷`, `⠨⠠⠷`, `⠠⠳`) and repeated on every
/// line. What stands before or after the table (`A =`) is written on its first line, the
/// lines below left blank beneath it.
extension NemethMath {
    /// The braille lines of `expression` laid out spatially, all of one width; `nil` when it
    /// holds no table to lay out (its linear form is then the whole of it).
    static func spatialLines(_ expression: MathExpression) -> [String]? {
        spatialLines(expression.root.children)
    }

    /// The lines of a row holding a table or a computation; `nil` when it holds none.
    static func spatialLines(_ row: [MathNode]) -> [String]? {
        SpatialTables.lines(row, code: spatialCode)
    }

    /// What the Nemeth Code gives the layout of ``SpatialTables``: entries as the Code
    /// writes them at the start of a line, the enlarged signs, computations (Rule XXV).
    static let spatialCode = SpatialTables.Code(
        linear: { nodes, afterBlock, beforeBlock in
            var writer = NemethMath()
            writer.row(nodes)
            writer.settleLetters(false)
            var text = writer.out
            // "A space must be left after a function name or its abbreviation" (§158, as
            // BRL's Nemeth session 7 gives it): a name before a table (`det`, then the
            // matrix) keeps it, though the table is written apart (`⠙⠑⠞⠀⠠⠷`; it was
            // `⠙⠑⠞⠠⠷`).
            if beforeBlock, text.last != "⠀",
               let last = nodes.last(where: { !($0.kind == .mo && MathNode.isInvisible($0.text)) }),
               isFunction(unwrapped(last)) {
                text += "⠀"
            }
            if !afterBlock {
                while text.first == "⠀" { text.removeFirst() }
            } else if let first = nodes.first.map(unwrapped), first.kind == .mo,
                      NemethSymbols.signs[first.text]?.comparison == true, text.first != "⠀" {
                // A sign of comparison after a table is spaced from it, as from any operand.
                text = "⠀" + text
            }
            return text
        },
        entry: { content in
            var writer = NemethMath()
            writer.row(content)
            writer.settleLetters(false)
            var text = writer.out
            while text.last == "⠀" { text.removeLast() }
            while text.first == "⠀" { text.removeFirst() }
            return text
        },
        enlarged: enlarged,
        computation: { isComputation($0) ? computationLines($0) : nil })

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
}
