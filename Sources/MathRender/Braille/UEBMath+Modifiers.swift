import ReadingModel

/// Modifiers and limits set over and under an item (Guidelines for Technical Material
/// §7.9 and §12), and lines drawn by `menclose`.
extension UEBMath {
    mutating func underOver(_ node: MathNode) {
        let previous = siblingBefore
        // Two harpoons stacked in opposite directions, however a converter builds them
        // (mhchem's `<=>` is `↽` under `⇀` with minus signs for shafts), are the
        // equilibrium sign ⇌, spaced as a sign of comparison (Guidelines §16.5).
        if Self.isEquilibrium(node), let known = UEBSymbols.operators["⇌"] {
            emit(known, spacing: scriptDepth == 0)
            return
        }
        let base = child(node, 0)
        let under: MathNode? = node.kind == .mover ? nil : child(node, 1)
        let over: MathNode? = node.kind == .munder ? nil : child(node, node.kind == .munderover ? 2 : 1)
        // A sign of comparison with a mark over or under it is a sign of its own, spaced
        // (below), not an item carrying a modifier.
        let comparison = base.kind == .mo && UEBSymbols.operators[base.text]?.spaced == true
        if let over, under == nil, over.kind == .mo, !comparison, let mark = Accent(over.text) {
            if mark == .bar || mark == .dot, base.kind == .mn,
               (withinNumeral && Self.continuesNumeral(previous)) || node[attribute: Self.inNumeralMark] != nil {
                // Digits within a numeral (a recurring decimal's period) are grouped, and
                // the numeral goes on after them with the numeric indicator again
                // (`0.3̇` `⠼⠚⠲⠣⠼⠉⠜⠘⠲`, `0.3̅` `⠼⠚⠲⠣⠼⠉⠜⠱`); a whole numeral is one item.
                symbol("⠣", ambiguous: true)
                self.node(base)
                symbol("⠜", ambiguous: true)
            } else {
                modified(base)
            }
            if mark == .twoDots {
                symbol("⠨⠔")
                symbol("⠣", ambiguous: true)
                symbol("⠲⠲")
                symbol("⠜", ambiguous: true)
            } else {
                symbol(mark.over, ambiguous: mark.ambiguous)
            }
            return
        }
        // A mark under an item follows it as the under-modifier: bar `⠠⠱`, right arrow
        // `⠠⠘⠱`, tilde `⠠⠸⠱`, dot `⠠⠘⠲`, hat `⠠⠐⠱` (Guidelines §12.1, as APH's
        // *BrailleBrain* UEB Advanced unit 8 lists them; `x+y` underlined is
        // `⠣⠭⠐⠖⠽⠜⠠⠱`, as `menclose` `bottom` writes it).
        if let under, over == nil, under.kind == .mo, !comparison, let mark = Accent(under.text), let cells = mark.under {
            modified(base)
            symbol(cells, ambiguous: mark.ambiguous)
            return
        }
        // An arrow or other comparison sign with words over or under it is spaced as a
        // whole (Guidelines §16.5).
        let spacedBase = base.kind == .mo && UEBSymbols.operators[base.text]?.spaced == true && scriptDepth == 0
        if spacedBase, let known = UEBSymbols.operators[base.text] {
            space()
            emit(known, spacing: false)
        } else if base.kind == .mi || base.kind == .mo, UEBSymbols.functionNames.contains(base.text.lowercased()) {
            // A function name carrying limits (`lim` with `x → a` under it) is written
            // as a word, its limits after it, ungrouped (Guidelines §7.9:
            // `⠇⠊⠍⠨⠢⠣⠭⠳⠕⠁⠜`).
            self.node(base)
        } else {
            item(base)
        }
        // Limits under and over a sign use the directly-under and directly-over
        // indicators (Guidelines §7.9).
        scriptDepth += 1
        if let under { symbol("⠨⠢"); item(under) }
        if let over { symbol("⠨⠔"); item(over) }
        scriptDepth -= 1
        if spacedBase { space() }
    }

    /// Marks printed in a token, with each character printed with a dot over it its own
    /// modified item: a dot marks one digit (`0.1̇4̇`, the first and last digits of the
    /// period, is two dots, not one over `14`), where a bar runs over all it covers.
    /// Marked digits of a token holding other digits too stand within that numeral, even
    /// before the first of them (`1̇42857̇`), which `withinNumeral` cannot see.
    static func eachDotted(_ parts: [MathNode]) -> [MathNode] {
        let numeral = parts.count > 1 || (parts.first?.children.first?.text.count ?? 0) > 1
        let split = parts.flatMap { part -> [MathNode] in
            guard part.kind == .mover, part.children.count == 2, part.children[1].kind == .mo,
                  modifier(part.children[1].text) == .dot, part.children[0].text.count > 1 else { return [part] }
            let base = part.children[0]
            return base.text.map { character in
                MathNode(.mover, children: [MathNode(base.kind, text: String(character), attributes: base.attributes), part.children[1]])
            }
        }
        return split.map { part in
            guard numeral, part.kind == .mover, part.children.first?.kind == .mn else { return part }
            return MathNode(.mover, attributes: [inNumeralMark: "true"], children: part.children)
        }
    }

    /// Whether `previous`, the node before a marked digit in its row, is part of the same
    /// numeral: digits or a decimal point (`0.` before `3̅`), or a digit marked so (`0.1̇`
    /// before `4̇`). A number in a script, a fraction or a root before it is not (`x²5̅`).
    static func continuesNumeral(_ previous: MathNode?) -> Bool {
        guard let previous else { return false }
        if previous.kind == .mn { return previous.text.last.map { $0.isNumber || $0 == "." || $0 == "," } ?? false }
        // A decimal point or digit-group comma written as an operator (`<mn>1</mn><mo>.</mo>`).
        if previous.kind == .mo { return previous.text == "." || previous.text == "," }
        if previous.kind == .mover || previous.kind == .munder { return previous.children.first?.kind == .mn }
        return false
    }

    /// Whether the numeral the braille so far ends in holds a decimal point or digit-group
    /// comma: its number pieces, the points between them and the groups of marked digits
    /// within it (`⠣ … ⠜⠘⠲`), read back to where the numeral starts.
    var numeralHoldsPoint: Bool {
        let within: Set<String> = ["⠣", "⠜", "⠘⠲", "⠱"]
        for piece in pieces.reversed() {
            if piece.role == .number {
                if piece.cells.contains("⠲") || piece.cells.contains("⠂") { return true }
            } else if piece.cells == "⠲" || piece.cells == "⠂" {
                return true
            } else if !within.contains(piece.cells) {
                return false
            }
        }
        return false
    }

    /// The attribute marking a modified part of a numeral split from its token.
    static let inNumeralMark = "data-ueb-in-numeral"

    /// Whether what comes next stands within a numeral: the braille so far ends in a
    /// digit, a decimal point or a digit-group comma of a number (`0.` before `3̅`), or in
    /// digits of one grouped and modified so (`0.1̇` before `4̇`).
    ///
    /// The Guidelines' §12.1 rule for a modifier "applied to a single digit within a
    /// numeral" is the recurring decimal's (APH *UEB Math* 6.2 restates it under "Bars and
    /// Dots Over": its digits repeat after the decimal point, `0.3̅`, `5.8122̅`), so the
    /// numeral must hold a decimal point or digit-group comma before the marked digit: a
    /// whole number in a token of its own before it is another item, `0 0̄` (linear-algebra's
    /// `0\overline{0}`, a product with a conjugate) `⠼⠚⠼⠚⠱` (it was one numeral,
    /// `⠼⠚⠣⠼⠚⠜⠱`). A marked digit inside one token (`<mn>1̇42857̇</mn>`) is print's one
    /// numeral still (`inNumeralMark`).
    var withinNumeral: Bool {
        guard let last = pieces.last, let cell = last.cells.unicodeScalars.last else { return false }
        guard numeralHoldsPoint else { return false }
        let numeric: Set<Unicode.Scalar> = ["⠁", "⠃", "⠉", "⠙", "⠑", "⠋", "⠛", "⠓", "⠊", "⠚", "⠲", "⠂"]
        if last.role == .number { return numeric.contains(cell) }
        let before = pieces.dropLast()
        if last.cells == "⠲" || last.cells == "⠂" { return before.last?.role == .number }
        if last.cells == "⠘⠲" || last.cells == "⠱" {
            return before.last?.cells == "⠜" && before.dropLast().last?.role == .number
        }
        return false
    }

    /// Whether `node` draws the equilibrium sign: its signs are a right harpoon and a
    /// left harpoon (or ⇌ itself), with nothing but shafts (minus signs) and spaces.
    static func isEquilibrium(_ node: MathNode) -> Bool {
        var signs: [String] = []
        func collect(_ node: MathNode) -> Bool {
            switch node.kind {
            case .mo:
                if !["−", "-", "\u{2212}"].contains(node.text) { signs.append(node.text) }
                return true
            case .mspace: return true
            case .mrow, .mstyle, .mpadded, .mover, .munder, .munderover: return node.children.allSatisfy(collect)
            default: return false
            }
        }
        guard collect(node) else { return false }
        let rights: Set<String> = ["⇀", "⇁"], lefts: Set<String> = ["↽", "↼"]
        return signs == ["⇌"] || (signs.count == 2 && signs.contains(where: rights.contains) && signs.contains(where: lefts.contains))
    }

    enum Modifier { case bar, dot, arrow, hat, twoDots }

    static func modifier(_ text: String) -> Modifier? {
        switch text {
        case "¯", "_", "‾", "\u{305}", "-", "−", "―", "ˉ": return .bar
        case "˙", ".", "·", "⋅", "\u{307}": return .dot
        case "→", "\u{20D7}": return .arrow
        case "^", "ˆ", "\u{302}": return .hat
        case "¨", "\u{308}": return .twoDots
        default: return nil
        }
    }

    /// The modifiers of Guidelines §12.1 that follow the item they modify, with their
    /// signs over and under it (APH's *BrailleBrain* UEB Advanced unit 8, "Directly
    /// Under/Directly Over": arc over `⠨⠸⠱`, right-pointing arrow `⠘⠱` `⠠⠘⠱`, bar `⠱`
    /// `⠠⠱`, tilde `⠸⠱` `⠠⠸⠱`, dot `⠘⠲` `⠠⠘⠲`, hat `⠐⠱` `⠠⠐⠱`), and two dots over.
    /// "The bar and hat accents have a contracted meaning" (wh, where; the arrow `⠘⠱` is
    /// whose, and the capital indicator before ⠱ the groupsign), so they need grade 1 mode.
    /// (``Modifier`` is the part of this list the Nemeth writer reads too.)
    enum Accent {
        case bar, dot, arrow, hat, tilde, arc, twoDots

        init?(_ text: String) {
            switch UEBMath.modifier(text) {
            case .bar: self = .bar
            case .dot: self = .dot
            case .arrow: self = .arrow
            case .hat: self = .hat
            case .twoDots: self = .twoDots
            case nil:
                switch text {
                case "~", "˜", "\u{303}": self = .tilde
                case "⌒", "⌢", "⏜": self = .arc
                default: return nil
                }
            }
        }

        var over: String {
            switch self {
            case .bar: "⠱"
            case .dot: "⠘⠲"
            case .arrow: "⠘⠱"
            case .hat: "⠐⠱"
            case .tilde: "⠸⠱"
            case .arc: "⠨⠸⠱"
            case .twoDots: "⠨⠔⠣⠲⠲⠜"
            }
        }

        /// The sign under the item; the arc and two dots have none here (they are
        /// written with the directly-under indicator, as any other sign).
        var under: String? {
            switch self {
            case .bar: "⠠⠱"
            case .dot: "⠠⠘⠲"
            case .arrow: "⠠⠘⠱"
            case .hat: "⠠⠐⠱"
            case .tilde: "⠠⠸⠱"
            case .arc, .twoDots: nil
            }
        }

        var ambiguous: Bool { [.bar, .arrow, .hat].contains(self) }
    }

    /// The item a modifier follows (Guidelines §12.1): "These symbols apply to the previous
    /// item only. Any exception to the "item" rule requires braille grouping symbols"
    /// (APH, as above): a letter, a numeral, a bracketed group is written as it is, two
    /// letters or more are grouped (the vector or ray `AB` with an arrow over both,
    /// `⠣⠠⠠⠁⠃⠜⠘⠱`; it was the arrow over `B` alone). A modified capital letter is its own
    /// item, never part of a capitalised word (`AB̄C` `⠠⠁⠠⠃⠱⠠⠉`).
    mutating func modified(_ base: MathNode) {
        item(base)
        if base.kind == .mi, base.text.count == 1, pieces.last?.capital == true { markLastOwnCapital() }
    }

    mutating func enclose(_ node: MathNode) {
        let notation = node[attribute: "notation"] ?? ""
        if enclosedInShape(node, notation: notation) { return }
        if notation.contains("bottom") {
            symbol("⠣", ambiguous: true)
            row(node.children)
            symbol("⠜", ambiguous: true)
            symbol("⠠⠱")
        } else if notation.contains("top") {
            symbol("⠣", ambiguous: true)
            row(node.children)
            symbol("⠜", ambiguous: true)
            symbol("⠱", ambiguous: true)
        } else {
            row(node.children)
        }
    }
}
