import ReadingModel

/// What the Nemeth writer asks of the tree: function names, fraction order, wrapped rows.
extension NemethMath {
    /// A function name, alone or carrying scripts (`log₂`, `cos²`).
    static func isFunction(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mi, .mo: return NemethSymbols.functionNames.contains(node.text) || NemethSymbols.functionWords(node.text) != nil
        case .msub, .msup, .msubsup: return node.children.first.map(isFunction) ?? false
        case .mrow where node.children.count == 1: return isFunction(node.children[0])
        default: return false
        }
    }

    /// Writes a token that prints function names one after another (`lim sup`): each name,
    /// and between them the space that "must be left between two or more consecutive
    /// abbreviated or unabbreviated function names unless they are clearly unspaced in the
    /// print" (§158b). Its blank was a transcriber-defined symbol (`⠇⠊⠍⠫⠈⠁⠎⠥⠏`).
    mutating func functionRun(_ text: String) -> Bool {
        guard let words = NemethSymbols.functionWords(text) else { return false }
        for (index, word) in words.enumerated() {
            if index > 0 { space(.function) }
            identifier(word)
        }
        return true
    }

    /// The node inside single-child rows.
    static func unwrapped(_ node: MathNode) -> MathNode {
        var current = node
        while current.kind == .mrow || current.kind == .mstyle, current.children.count == 1 {
            current = current.children[0]
        }
        return current
    }

    static func isNumeric(_ fraction: MathNode) -> Bool {
        fraction.children.count == 2 && fraction.children.allSatisfy { $0.kind == .mn && UEBMath.isDigits($0.text) }
    }

    /// How many fractions deep a fraction is built (§67-§68): 0 for a simple fraction,
    /// 1 for a complex one, 2 for a hypercomplex one. Fractions in scripts do not count;
    /// the fraction of a mixed number counts as a simple fraction.
    static func fractionOrder(_ node: MathNode) -> Int {
        var deepest = -1
        func visit(_ node: MathNode, after previous: MathNode?) {
            switch node.kind {
            case .mfrac:
                // The fraction of a mixed number is a simple fraction: it makes the fraction
                // holding it complex, as any fraction does (§67-§68: 1¼ over 1⅗ is complex).
                deepest = max(deepest, fractionOrder(node))
            case .msup, .msub, .msubsup, .mmultiscripts:
                if let base = node.children.first { visit(base, after: nil) }
            default:
                var last: MathNode?
                for child in node.children {
                    visit(child, after: last)
                    last = child
                }
            }
        }
        for child in node.children { visit(child, after: nil) }
        return deepest + 1
    }
}
