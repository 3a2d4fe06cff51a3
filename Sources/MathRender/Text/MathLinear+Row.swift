import ReadingModel

extension MathLinear {
    /// What the text written so far in a row ends with, which decides the next gap.
    private enum Left {
        case start, operand, function, open, infix, prefix, separator, largeOperator
    }

    /// How an `<mo>` acts in a row.
    private enum OperatorRole {
        case open, close, bar, separator, punctuation, relation, binary, prefix, postfix, large, operand
    }

    /// Joins a row's children: infix operators spaced (`a + b`), prefix ones and fences
    /// tight (`-x`, `f(x)`), `, ` after separators, a space between words, and nothing for
    /// invisible times (`2x`). The row is one operand when it is one atomic piece or a
    /// group its first fence opens and its last fence closes.
    mutating func row(_ children: [MathNode]) -> Piece {
        var text = ""
        var left = Left.start
        var last = Piece.empty
        var items = 0
        var depth = 0
        var group = false
        var groupClosedEarly = false
        var wantSpace = false
        var openBars: [String] = []
        var braces = 0
        var only = Piece.empty

        func trimEnd() { while text.last == " " { text.removeLast() } }

        for child in children {
            if child.kind == .mspace {
                wantSpace = wantSpace || Self.isWide(child[attribute: "width"])
                continue
            }
            if let symbol = Self.soleOperator(child) {
                let role = Self.role(of: symbol, left: left, openBars: openBars, braces: braces)
                switch role {
                case .operand:
                    break // written below as a piece
                default:
                    if symbol == "\u{2061}" {
                        if left == .operand { left = .function }
                        continue
                    }
                    if symbol == "\u{2062}" { continue }
                    if symbol == "\u{2064}" { wantSpace = true; continue }
                    items += 1
                    if items == 1 { group = role == .open || role == .bar }
                    if depth == 0 && items > 1 { groupClosedEarly = true }
                    switch role {
                    case _ where role == .open
                        || (role == .bar && !(openBars.last == symbol && (left == .operand || left == .function))):
                        if left == .largeOperator || (wantSpace && left != .start) { text += " " }
                        text += symbol
                        if role == .bar { openBars.append(symbol) }
                        if symbol == "{" { braces += 1 }
                        depth += 1
                        left = .open
                    case .open, .close, .bar:
                        trimEnd()
                        text += symbol
                        if role == .bar { openBars.removeLast() }
                        if symbol == "}" { braces -= 1 }
                        depth -= 1
                        left = .operand
                        last = Piece(text: symbol, atomic: true)
                    case .separator, .punctuation:
                        trimEnd()
                        text += symbol + " "
                        left = .separator
                    case .relation, .binary:
                        if left == .operand || left == .function || role == .relation {
                            trimEnd()
                            text += (text.isEmpty ? "" : " ") + symbol + " "
                            left = .infix
                        } else {
                            if left == .largeOperator || (wantSpace && left != .start) { text += " " }
                            text += symbol
                            left = .prefix
                        }
                    case .prefix, .large:
                        if left == .operand || left == .largeOperator || (wantSpace && left != .start) {
                            if text.last != " " && !text.isEmpty { text += " " }
                        }
                        text += symbol
                        left = role == .large ? .largeOperator : .prefix
                    case .postfix:
                        trimEnd()
                        text += symbol
                        left = .operand
                        last = Piece(text: symbol, atomic: true)
                    case .operand:
                        break
                    }
                    wantSpace = false
                    continue
                }
            }
            // A table right after an opening fence is a matrix (or cases); elsewhere it lays out lines.
            let next: Piece
            if let grid = Self.soleTable(child) {
                next = table(grid, matrix: left == .open)
            } else {
                next = piece(child)
            }
            if next.text.isEmpty { continue }
            items += 1
            if items == 1 { only = next }
            if depth == 0 && items > 1 { groupClosedEarly = true }
            var gap = ""
            switch left {
            case .operand:
                if Self.needsSpace(last, next) { gap = " " }
            case .function:
                if next.text.first != "(" { gap = " " }
            case .largeOperator:
                gap = " "
            case .start, .open, .infix, .prefix, .separator:
                break
            }
            if wantSpace && left != .start && gap.isEmpty && text.last != " " { gap = " " }
            wantSpace = false
            text += gap + next.text
            last = next
            left = next.largeOperator ? .largeOperator : .operand
        }
        trimEnd()
        if items == 1 {
            // One operand is what it is; a lone operator (`|` as a base) is one token.
            return group || only.text.isEmpty ? Piece(text: text, atomic: true)
                : (only.text == text ? only : Piece(text: text, atomic: only.atomic))
        }
        return Piece(text: text, atomic: group && !groupClosedEarly && depth == 0)
    }

    /// The text of an `<mo>`, or of a row holding only one (`<mrow><mo>=</mo></mrow>`).
    private static func soleOperator(_ node: MathNode) -> String? {
        switch node.kind {
        case .mo: return normalised(node.text)
        case .mrow, .mstyle, .mpadded:
            return node.children.count == 1 ? soleOperator(node.children[0]) : nil
        default: return nil
        }
    }

    /// The table a node is, or that a row holding only it wraps.
    private static func soleTable(_ node: MathNode) -> MathNode? {
        switch node.kind {
        case .mtable: return node
        case .mrow, .mstyle, .mpadded:
            return node.children.count == 1 ? soleTable(node.children[0]) : nil
        default: return nil
        }
    }

    private static func role(of symbol: String, left: Left, openBars: [String], braces: Int) -> OperatorRole {
        if symbol.isEmpty { return .operand }
        if symbol == "\u{2061}" || symbol == "\u{2062}" || symbol == "\u{2064}" { return .prefix }
        if symbol == "\u{2063}" { return .separator }
        if opens.contains(symbol) { return .open }
        if closes.contains(symbol) { return .close }
        if bars.contains(symbol) {
            // Inside braces after an operand, a bar is set-builder's "such that" (`{x | x > 0}`).
            if braces > 0 && openBars.last != symbol && (left == .operand || left == .function) { return .relation }
            return .bar
        }
        if symbol == "," || symbol == ";" { return .separator }
        if symbol == ":" || symbol == "." { return .punctuation }
        if relations.contains(symbol) { return .relation }
        if binaries.contains(symbol) { return .binary }
        if prefixes.contains(symbol) { return .prefix }
        if largeOperators.contains(symbol) { return .large }
        if postfixes.contains(symbol) { return .postfix }
        return .operand
    }

    /// Two operands side by side: a space when either is a word (`sin x`, `x if y`); nothing
    /// otherwise (`2x`, `ab`), and nothing between numbers either: converters split a
    /// number's digits into several `<mn>` (tex4ht writes 16 as `<mn>1</mn><mn>6</mn>`), and a
    /// mixed number's gap is an invisible plus, written as a space.
    private static func needsSpace(_ left: Piece, _ right: Piece) -> Bool {
        guard let end = left.text.last, let start = right.text.first else { return false }
        if start.isPunctuation && !opens.contains(String(start)) { return false }
        if relations.contains(String(start)) { return true }
        if left.bareScript && (start.isLetter || start.isNumber) { return true }
        if left.word || right.word { return end.isLetter || end.isNumber || right.word || start.isLetter || start.isNumber }
        return false
    }

    /// `true` for an `<mspace>` wide enough to read as a gap between words (at least 0.5em).
    private static func isWide(_ width: String?) -> Bool {
        guard let width else { return false }
        let number = Double(width.prefix { "0123456789.".contains($0) }) ?? 0
        if width.hasSuffix("em") { return number >= 0.5 }
        if width.hasSuffix("ex") { return number >= 1 }
        if width.hasSuffix("px") || width.hasSuffix("pt") { return number >= 6 }
        return ["mediummathspace", "thickmathspace", "verythickmathspace", "veryverythickmathspace"].contains(width)
    }

    /// Characters written as ASCII so programs read them: the minus sign, the division
    /// slash, and the no-break and other fixed-width spaces (one space, none at the ends).
    static func normalised(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{2212}" || $0 == "\u{2215}" || isSpace($0) }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{2212}": result += "-"
            case "\u{2215}": result += "/"
            case _ where isSpace(scalar):
                if !result.isEmpty && result.last != " " { result += " " }
            default: result.unicodeScalars.append(scalar)
            }
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    static func isLargeOperator(_ text: String) -> Bool {
        largeOperators.contains(text) || limitWords.contains(text)
    }

    static let opens: Set<String> = ["(", "[", "{", "⟨", "〈", "⌈", "⌊", "⟦", "⦃"]
    static let closes: Set<String> = [")", "]", "}", "⟩", "〉", "⌉", "⌋", "⟧", "⦄"]
    static let bars: Set<String> = ["|", "‖", "∥"]
    static let relations: Set<String> = [
        "=", "≠", "<", ">", "≤", "≥", "≦", "≧", "≪", "≫", "≈", "≃", "≅", "≡", "∼", "∝", "≔", ":=",
        "∈", "∉", "∋", "∌", "⊂", "⊃", "⊆", "⊇", "⊊", "⊋", "⊄", "⊅", "⊈", "⊉", "→", "←", "↔", "⇒",
        "⇐", "⇔", "⟶", "⟵", "⟷", "⟹", "⟸", "⟺", "↦", "⟼", "⊥", "∣", "∤", "⊢", "⊨", "≺", "≻",
        "⪯", "⪰", "~", "≐", "≟", "≜", "⊏", "⊐", "⊑", "⊒", "↑", "↓", "⇑", "⇓", "↪", "↠", "≨", "≩",
    ]
    static let binaries: Set<String> = [
        "+", "-", "±", "∓", "×", "·", "⋅", "∗", "*", "÷", "∘", "∪", "∩", "∖", "\\", "⊕", "⊗", "⊙",
        "⊖", "∧", "∨", "△", "▵", "⊎", "⋆", "⊓", "⊔", "⊠", "⊞", "⊡", "⋄", "⋉", "⋊", "⊻", "⨯", "∔",
    ]
    static let prefixes: Set<String> = ["∀", "∃", "∄", "¬", "∂", "∇", "√", "∛", "∜", "∆", "ⅆ"]
    static let postfixes: Set<String> = ["!", "′", "″", "‴", "'", "°", "%", "‼"]
    static let primes: Set<String> = ["′", "″", "‴", "⁗", "'", "''"]
    static let largeOperators: Set<String> = [
        "∑", "∏", "∐", "∫", "∬", "∭", "∮", "∯", "∰", "⋃", "⋂", "⨁", "⨂", "⨀", "⨄", "⋀", "⋁", "⨆",
    ]
    /// Words whose limits sit under them (`lim`, `max`) and read as subscripts.
    static let limitWords: Set<String> = ["lim", "liminf", "limsup", "max", "min", "sup", "inf", "argmax", "argmin"]
    static let overAccents: [String: String] = [
        "¯": "bar", "‾": "bar", "\u{0304}": "bar", "\u{0305}": "bar", "^": "hat", "ˆ": "hat",
        "\u{0302}": "hat", "~": "tilde", "˜": "tilde", "\u{0303}": "tilde", "→": "vec",
        "\u{20D7}": "vec", "˙": "dot", "\u{0307}": "dot", "¨": "ddot", "\u{0308}": "ddot",
        "⏞": "overbrace", "︷": "overbrace", "ˇ": "check", "\u{030C}": "check", "˘": "breve",
    ]
    static let underAccents: [String: String] = [
        "_": "underline", "\u{0332}": "underline", "¯": "underline", "‾": "underline",
        "⏟": "underbrace", "︸": "underbrace",
    ]
}
