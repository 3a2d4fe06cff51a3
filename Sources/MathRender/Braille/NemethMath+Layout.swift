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

    /// The children of a row as the walk reads them. A row of one child is that child
    /// (MathML's `mrow` with one argument; MathJax wraps `{4}` or an ORD atom so), so every
    /// rule that reads a token's neighbours (§63 mixed numbers, §9 and §11 digit groups, §8 a
    /// decimal point apart) sees it however wrapped; a row holding only a space stays one
    /// (TeX4ht writes the empty set's braces `{ }` so, which no §57 blank is). An operator
    /// printed as an identifier is that operator (``asOperator(_:)``). A space printed as
    /// text after a comma (`<mtext>&#xA0;</mtext>`) is the comma's space, as a space token
    /// is: in a script it is not written (§78: `x_{i, j}` `⠭⠰⠊⠪⠚`; it was `⠭⠰⠊⠪⠰⠚`).
    static func opened(_ children: [MathNode]) -> [MathNode] {
        var result: [MathNode] = []
        for child in children {
            var node = (child.kind == .mrow || child.kind == .mstyle) && child.children.count == 1
                && unwrapped(child).kind != .mspace ? unwrapped(child) : child
            if node.kind == .mtext, !node.text.isEmpty, node.text.allSatisfy({ $0 == " " || $0 == "\u{A0}" }),
               let last = result.last, last.kind == .mo, last.text == "," {
                node.kind = .mo
            }
            result.append(asOperator(node))
        }
        return result
    }

    /// A sign of comparison or of operation printed as an identifier (`<mi>=</mi>`,
    /// `<mi>÷</mi>`, as converters write some of them) is that operator: the token element
    /// does not change what print shows, so it is spaced, negated, stacked and read beside
    /// its neighbours as the operator is. Letters, digits and the reference signs stay. So
    /// is a mark of punctuation printed as text.
    static func asOperator(_ node: MathNode) -> MathNode {
        // A mark of punctuation printed as text (`<mtext>,</mtext>`) is that mark: the list
        // rules (§9b, §78) and the punctuation rules (§37) read it as they read an `mo`; so is
        // one print sets off by a space (TeX's `\text{ ?}` after a question, "… ∈ E ?"), which
        // the text rule read as the general omission symbol ⠿: a question mark is an omission
        // only where it is "not used as a mark of punctuation" (§57; APH's lesson 3.5), and
        // the `mo` rules tell the two apart by its place.
        if node.kind == .mtext, node.children.isEmpty {
            let mark = node.text.trimmingWhitespace()
            if [",", ".", ";", ":", "?", "!"].contains(mark) {
                var token = node
                token.kind = .mo
                token.text = mark
                return token
            }
        }
        guard node.kind == .mi, node.children.isEmpty, node.text.count == 1, let character = node.text.first,
              !character.isLetter, !character.isNumber, !["*", "∗"].contains(node.text),
              let sign = NemethSymbols.signs[node.text],
              sign.comparison || operationSigns.contains(node.text) || ["∪", "∩", "∧", "∨"].contains(node.text) else { return node }
        var token = node
        token.kind = .mo
        return token
    }

    /// Whether a wide space (half an em or more: `\quad`) printed between `before` and
    /// `after` sets numerals apart: an operand ends before it and a numeral (bare, scripted or
    /// in a fraction) starts after it. It is a space in braille too, which returns to the
    /// baseline (§79c) and after which the numeral takes the numeric indicator (§9: "when
    /// there are several numerals on the same line with spaces separating them, the numeric
    /// indicator must be placed before each numeral that follows a space", APH's lesson 1.1);
    /// the Code book writes `10² 10³ 10⁴` `⠼⠂⠴⠘⠆⠀⠼⠂⠴⠘⠒⠀⠼⠂⠴⠘⠲`. A space before anything else
    /// is left to the rules of what follows: NFB writes the `\quad` before `(mod n)` as
    /// nothing (`⠼⠆⠔⠆⠘⠒⠂⠶⠂⠐⠷⠍⠕⠙⠀⠼⠢⠦⠆⠾`); narrower spaces are typesetting.
    static func spacesOperands(_ before: MathNode, _ after: MathNode) -> Bool {
        let before = unwrapped(before)
        var first = unwrapped(after)
        while [.msup, .msub, .msubsup, .mfrac, .mrow].contains(first.kind), let inner = first.children.first { first = unwrapped(inner) }
        let operands: Set<MathKind> = [.mn, .mi, .msup, .msub, .msubsup, .mmultiscripts, .mfrac, .msqrt, .mroot,
                                       .mover, .munder, .munderover]
        return (operands.contains(before.kind) || (before.kind == .mo && closers.contains(before.text)))
            && first.kind == .mn
    }

    static func isNumeric(_ fraction: MathNode) -> Bool {
        fraction.children.count == 2
            && fraction.children.map(unwrapped).allSatisfy { $0.kind == .mn && UEBMath.isDigits($0.text) }
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
            case .mn where slashedNumeral(node) != nil || node.text.contains(where: { MathAlphanumerics.vulgarFractions[$0] != nil }):
                // A fraction printed in a numeral (`1 3⁄4`, `1¼`) is a fraction as any
                // other (§67).
                deepest = max(deepest, 0)
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

    /// Whether a grouping sign may open right after `node`: it is an operator that is not a
    /// closing sign (an operand before ∥ makes it the relation "is parallel to").
    static func opensAfter(_ node: MathNode) -> Bool {
        node.kind == .mo && !closers.contains(node.text) && node.text != "∥"
    }

    /// Hyphens and dashes that print a blank around an omission's question mark.
    static let omissionDashes: Set<Character> = ["-", "‐", "‑", "–", "—", "−", "_"]

    /// Whether `node` ends in a digit: a decimal point after it continues that numeral.
    static func endsNumeral(_ node: MathNode) -> Bool {
        let node = unwrapped(node)
        return node.kind == .mn && node.text.last?.isNumber == true
    }

    /// The general omission sign a token prints (§57): a long dash for a blank printed as
    /// dashes or underscores, `⠿` for a question mark, alone or over or under a blank.
    static func omissionCells(_ node: MathNode) -> String? {
        let node = unwrapped(node)
        if node.kind == .mo || node.kind == .mi {
            if node.text == "?" { return "⠿" }
            if node.text == "—" || node.text == "―" || (node.text.count >= 2 && node.text.allSatisfy(omissionDashes.contains)) {
                return "⠤⠤⠤⠤"
            }
            return nil
        }
        if [.mover, .munder].contains(node.kind), node.children.count == 2 {
            let blank = unwrapped(node.children[0])
            let mark = unwrapped(node.children[1])
            if blank.kind == .mspace || isEmpty(blank), mark.kind == .mo, mark.text == "?" { return "⠿" }
        }
        return nil
    }
}
