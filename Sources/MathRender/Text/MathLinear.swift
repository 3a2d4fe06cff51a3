import ReadingModel

extension MathRender {
    /// A linear form people can read and programs can parse (`x^2 + 1 = 0`, `(a + b)/2`,
    /// `√(x)`, `x_i`), always on one line; the grammar is in docs/math.md ("Linear text").
    public static func linearText(_ expression: MathExpression) -> String {
        var writer = MathLinear()
        let text = writer.piece(expression.root).text
        // Rows joined from cells and spaces can meet with two spaces; the form has one.
        guard text.hasDoubleSpace else { return text }
        var result = ""
        for character in text where !(character == " " && result.last == " ") { result.append(character) }
        return result
    }
}

/// Writes a ``MathNode`` tree as linear text. Each node becomes a ``Piece``; a row joins its
/// pieces with the spacing its operators ask for (spaced infix operators, unspaced prefix
/// ones and fences, `, ` after separators) and knows whether the result is one operand, so
/// that a script, fraction part or base is put in parentheses only when it needs them.
struct MathLinear {
    /// The text of one node and what its neighbours need to know about it.
    struct Piece {
        var text: String
        /// Reads as one operand: a token, a fenced group or a function form (`√(x)`).
        var atomic: Bool
        /// A word (`sin`, `det`, an `mtext`): a letter or digit beside it needs a space.
        var word = false
        /// A large operator with its limits (`∑_(i=1)^n`): its operand follows after a space.
        var largeOperator = false
        /// Ends with a script written without parentheses (`x_1`): a letter or digit after it
        /// would read as part of the script, so it needs a space (`a_1 w_1`).
        var bareScript = false
        static let empty = Piece(text: "", atomic: false)
    }

    mutating func piece(_ node: MathNode) -> Piece {
        switch node.kind {
        case .mi, .mn:
            if let parts = MarkedTokens.parts(node) { return row(parts) }
            let text = Self.normalised(node.text)
            return Piece(text: text, atomic: true, word: text.unicodeScalars.count > 1 && node.kind == .mi)
        case .mo:
            // A lone operator (the whole of a script, say): its text as it is.
            return Piece(text: Self.normalised(node.text), atomic: true)
        case .mtext:
            let text = Self.normalised(node.text)
            return Piece(text: text, atomic: !text.hasSpace, word: true)
        case .ms:
            let open = node[attribute: "lquote"] ?? "\""
            let close = node[attribute: "rquote"] ?? "\""
            return Piece(text: open + node.text + close, atomic: true, word: true)
        case .mspace, .mphantom, .none, .mprescripts, .annotation, .annotationXML:
            return .empty
        case .unknown where ElementaryMath.isComputation(node):
            // A stack's rows are not one number ("345+27372"): its horizontal form, or a
            // line for each of its rows.
            guard let form = ElementaryMath.readingForm(node) else { return .empty }
            return form.kind == .mtable ? table(form, matrix: false) : row(form.children)
        case .math, .mrow, .mstyle, .mpadded, .merror, .mtd, .mtr, .mlabeledtr, .unknown:
            return row(node.children)
        case .semantics:
            return node.children.first.map { piece($0) } ?? .empty
        case .maction:
            let selection = node[attribute: "selection"].flatMap(Int.init) ?? 1
            let index = node.children.indices.contains(selection - 1) ? selection - 1 : 0
            return node.children.isEmpty ? .empty : piece(node.children[index])
        case .mfrac:
            let numerator = operand(node.children[0])
            let denominator = operand(node.children[1])
            let thickness = node[attribute: "linethickness"]?.filter { !$0.isWhitespace }
            // A fraction without a bar (a binomial coefficient's stack) is UnicodeMath's `n¦k`.
            let stacked = thickness.map { Double($0.prefix { "0123456789.".contains($0) }) == 0 } ?? false
            return Piece(text: numerator + (stacked ? "¦" : "/") + denominator, atomic: false)
        case .msqrt:
            return Piece(text: "√(" + row(node.children).text + ")", atomic: true)
        case .mroot:
            let radicand = piece(node.children[0]).text
            let index = piece(node.children[1]).text
            switch index {
            case "3": return Piece(text: "∛(" + radicand + ")", atomic: true)
            case "4": return Piece(text: "∜(" + radicand + ")", atomic: true)
            default: return Piece(text: "root(" + index + ", " + radicand + ")", atomic: true)
            }
        case .msub:
            return scripted(node.children[0], sub: node.children[1], sup: nil)
        case .msup:
            return scripted(node.children[0], sub: nil, sup: node.children[1])
        case .msubsup:
            return scripted(node.children[0], sub: node.children[1], sup: node.children[2])
        case .munder:
            return underOver(node, under: node.children[1], over: nil)
        case .mover:
            return underOver(node, under: nil, over: node.children[1])
        case .munderover:
            return underOver(node, under: node.children[1], over: node.children[2])
        case .mmultiscripts:
            return multiscripts(node)
        case .mtable:
            return table(node, matrix: false)
        case .menclose:
            let content = row(node.children)
            let notation = Set((node[attribute: "notation"] ?? "").split(separator: " ").map(String.init))
            if notation.contains("radical") { return Piece(text: "√(" + content.text + ")", atomic: true) }
            if !notation.isDisjoint(with: ["box", "roundedbox", "circle"]) {
                return Piece(text: "box(" + content.text + ")", atomic: true)
            }
            if !notation.isDisjoint(with: ["updiagonalstrike", "downdiagonalstrike", "horizontalstrike"]) {
                return Piece(text: "cancel(" + content.text + ")", atomic: true)
            }
            return content
        }
    }

    /// A fraction part, base or script: in parentheses unless it is one operand.
    private mutating func operand(_ node: MathNode) -> String {
        let piece = piece(node)
        return piece.atomic ? piece.text : "(" + piece.text + ")"
    }

    /// A script: bare when it is one token without spaces, else in parentheses; empty when
    /// the script has nothing in it (converters write `<msup><mi>ℂ</mi><mrow/></msup>`).
    private mutating func script(_ node: MathNode) -> String {
        let piece = piece(node)
        if piece.text.isEmpty { return "" }
        return piece.atomic && !piece.text.hasSpace ? piece.text : "(" + piece.text + ")"
    }

    private mutating func scripted(_ base: MathNode, sub: MathNode?, sup: MathNode?) -> Piece {
        let basePiece = piece(base)
        var text = basePiece.atomic || basePiece.text.isEmpty ? basePiece.text : "(" + basePiece.text + ")"
        var bare = false
        if let sub {
            let written = script(sub)
            if !written.isEmpty {
                text += "_" + written
                bare = written.last != ")"
            }
        }
        if let sup {
            let superscript = piece(sup)
            // Primes are written after the base as they are printed (`f′`, not `f^′`).
            if Self.primes.contains(superscript.text) {
                text += superscript.text
                bare = false
            } else {
                let written = script(sup)
                if !written.isEmpty {
                    text += "^" + written
                    bare = written.last != ")"
                }
            }
        }
        return Piece(text: text, atomic: true, largeOperator: Self.isLargeOperator(basePiece.text), bareScript: bare)
    }

    private mutating func underOver(_ node: MathNode, under: MathNode?, over: MathNode?) -> Piece {
        let base = node.children[0]
        let basePiece = piece(base)
        // Limits of a large operator read as its scripts (`∑_(i=1)^n`, `lim_(x→0)`).
        if Self.isLargeOperator(basePiece.text) || base[attribute: "movablelimits"] == "true" {
            return scripted(base, sub: under, sup: over)
        }
        var text = basePiece.text
        var atomic = basePiece.atomic
        if let under, case let mark = piece(under).text, !mark.isEmpty {
            if let name = Self.underAccents[mark] {
                text = name + "(" + text + ")"
            } else {
                text = "underset(" + mark + ", " + text + ")"
            }
            atomic = true
        }
        if let over, case let mark = piece(over).text, !mark.isEmpty {
            if let name = Self.overAccents[mark] {
                text = name + "(" + text + ")"
            } else {
                text = "overset(" + mark + ", " + text + ")"
            }
            atomic = true
        }
        return Piece(text: text, atomic: atomic)
    }

    /// `<mmultiscripts>`: the base, then (subscript, superscript) pairs, prescripts after
    /// `<mprescripts/>`; prescripts are written before the base after an empty group `{}`.
    private mutating func multiscripts(_ node: MathNode) -> Piece {
        guard let (base, post, pre) = node.multiscriptParts else { return .empty }
        func pairs(_ scripts: [MathNode], _ writer: inout MathLinear) -> String {
            var text = ""
            var index = 0
            while index < scripts.count {
                let sub = writer.script(scripts[index])
                if !sub.isEmpty { text += "_" + sub }
                if index + 1 < scripts.count {
                    let sup = writer.script(scripts[index + 1])
                    if !sup.isEmpty { text += "^" + sup }
                }
                index += 2
            }
            return text
        }
        let before = pairs(pre, &self)
        let basePiece = piece(base)
        let baseText = basePiece.atomic ? basePiece.text : "(" + basePiece.text + ")"
        return Piece(text: (before.isEmpty ? "" : "{}" + before + " ") + baseText + pairs(post, &self), atomic: before.isEmpty)
    }

    /// A table as a matrix (after an opening fence: cells `, `, rows `; `, a drawn column line
    /// `|`), or as laid-out lines (an aligned equation: each row's cells read as one row, rows `; `).
    mutating func table(_ node: MathNode, matrix: Bool) -> Piece {
        let lines = (node[attribute: "columnlines"] ?? "").split(separator: " ").map(String.init)
        var rows: [String] = []
        for rowNode in node.children {
            var cells = rowNode.kind == .mtr || rowNode.kind == .mlabeledtr ? rowNode.children : [rowNode]
            var label = ""
            if rowNode.kind == .mlabeledtr, !cells.isEmpty {
                label = piece(cells.removeFirst()).text
            }
            var text: String
            if matrix {
                text = ""
                for (index, cell) in cells.enumerated() {
                    if index > 0 {
                        let line = lines.isEmpty ? "none" : lines[min(index - 1, lines.count - 1)]
                        text += line == "none" ? ", " : " | "
                    }
                    text += piece(cell).text
                }
            } else {
                text = row(cells.flatMap { $0.kind == .mtd ? $0.children : [$0] }).text
            }
            if !label.isEmpty { text += (text.isEmpty ? "" : " ") + label }
            if !text.isEmpty || matrix { rows.append(text) }
        }
        return Piece(text: rows.joined(separator: "; "), atomic: false)
    }
}
