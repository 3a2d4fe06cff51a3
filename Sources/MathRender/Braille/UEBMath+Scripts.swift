import ReadingModel

/// Superscripts and subscripts in UEB technical material (Guidelines §7, Rulebook §11.4):
/// the level indicators over the next item, grouping for anything longer, prescripts, and
/// the marks print raises that braille keeps on the line (primes, the degree sign).
extension UEBMath {
    mutating func superscript(base: MathNode, _ script: MathNode) {
        // An ordinal ending raised on a numeral (`1ˢᵗ`) is written on the baseline, and
        // uncontracted, as the numeric indicator set grade 1 mode (Guidelines §2.5;
        // Rulebook §6.5.3 as BANA's UEB committee reads it: "if an ordinal ending is in
        // the superscript position in print, this can be ignored in braille").
        if base.kind == .mn, Self.isDigits(base.text), [.mi, .mtext].contains(script.kind),
           Self.ordinalEndings.contains(script.text) {
            node(base)
            identifierText(script.text, variant: nil)
            return
        }
        if let marks = Self.unraisedMarks(script) {
            node(base)
            for mark in marks { operatorSign(mark) }
            return
        }
        if Self.isSubscripted(base) {
            // A superscript printed after a subscript, not over it (`{x_1}^2`, MathML's
            // `msup` around an `msub`): "If print shows a subscript in space B and a
            // superscript in space C ... we group the baseline symbol and the subscript and
            // transcribe the superscript" after the group (BANA's UEB Technical Committee
            // chair on the NBA forum, on GTM §7.7, reply 38663), since ungrouped it reads as
            // the simultaneous scripts `x_1^2` (`⠭⠢⠼⠁⠔⠼⠃`): `⠣⠭⠢⠼⠁⠜⠔⠼⠃`. A superscript
            // before a subscript (`{x^2}_1`) is written in print's order already.
            symbol("⠣", ambiguous: true)
            node(base)
            symbol("⠜", ambiguous: true)
        } else {
            node(base)
        }
        self.script("⠔", script)
    }

    /// Simultaneous scripts (`msubsup`): the subscript, then the superscript (Guidelines
    /// §7.7: "If print shows simultaneous sub- and superscripts, then we transcribe first the
    /// subscript and then the superscript", as BANA's UEB Technical Committee chair quotes it,
    /// NBA forum reply 38663). Primes printed over the subscript (`f'_1`, `x''_n`) are no
    /// superscript: they are signs on the line (`unraisedMarks`), and a level indicator
    /// covers only the next item (Rulebook §11.4.1), so they follow the base they modify,
    /// before the subscript (`⠋⠶⠢⠼⠁`; they were the superscript `⠋⠢⠼⠁⠔⠶`). Written after
    /// the subscript they would read as print's prime after a subscript (`{f_1}'`
    /// `⠋⠢⠼⠁⠶`), which the same reply keeps apart from scripts stacked in one place.
    /// The degree sign raised over a subscript (`T_1^\circ`, `<msubsup>` with a ring) is
    /// such a mark too, as it is over a base alone (`unraisedMarks`): the sign `⠘⠚` on the
    /// line, then the subscript, `⠠⠞⠘⠚⠢⠼⠁` (it was the ring operator as a superscript,
    /// `⠢⠼⠁⠔⠐⠴`, "composed with").
    mutating func subSuperscript(base: MathNode, _ lower: MathNode, _ upper: MathNode) {
        if let marks = Self.unraisedMarks(upper) {
            node(base)
            for mark in marks { operatorSign(mark) }
            script("⠢", lower)
            return
        }
        node(base)
        script("⠢", lower)
        script("⠔", upper)
    }

    /// A base that is a subscripted item (an `msub`, alone or the one child of a row).
    static func isSubscripted(_ base: MathNode) -> Bool {
        var node = base
        while [.mrow, .mstyle].contains(node.kind), node.children.count == 1 { node = node.children[0] }
        return node.kind == .msub
    }

    /// Primes and the degree sign that print raises (MathML's pseudo-scripts, which it
    /// writes as superscripts: TeX's `'` is `^{\prime}`, its degree sign `^\circ`) are
    /// written on the line as the signs they are, `⠶` and `⠘⠚`, not as superscripts,
    /// however the converter wraps them: one token, an `mrow` of several (`^{\prime\prime}`),
    /// an `mi` as well as an `mo`. A ring operator (`∘`, `◦`) raised alone is the degree
    /// sign (`45^\circ` `⠼⠙⠑⠘⠚`; it was the superscript ring `⠔⠐⠴`); on the line it stays
    /// the composition sign. `nil` when the script holds anything else.
    static func unraisedMarks(_ script: MathNode) -> [String]? {
        var marks: [String] = []
        func collect(_ node: MathNode) -> Bool {
            switch node.kind {
            case .mo, .mi:
                if MathNode.isInvisible(node.text) { return true }
                if node.text.count == 1, let mark = node.text.first, MathAlphanumerics.primes.contains(mark) {
                    marks.append(node.text)
                    return true
                }
                // Several primes in one token (`<mo>′′</mo>`, two U+2032) are the sign of
                // as many primes, as U+2033 is (`f''` was the superscript `⠋⠔⠣⠶⠶⠜`).
                if let run = MathAlphanumerics.primeRun(node.text) {
                    marks += run.map(String.init)
                    return true
                }
                if ["°", "∘", "◦"].contains(node.text) { marks.append("°"); return true }
                return false
            case .mrow, .mstyle, .mpadded:
                return node.children.allSatisfy(collect)
            default:
                return false
            }
        }
        // The degree sign is raised alone, not among primes.
        guard collect(script), !marks.isEmpty, marks == ["°"] || !marks.contains("°") else { return nil }
        return marks
    }

    static let ordinalEndings: Set<String> = ["st", "nd", "rd", "th", "d"]

    /// A level change applies to the next item; anything longer is grouped (Guidelines §7.2).
    mutating func script(_ indicator: String, _ script: MathNode) {
        if script.kind == .none || (script.kind == .mrow && script.children.isEmpty) { return }
        symbol(indicator, ambiguous: true)
        scriptDepth += 1
        item(script)
        scriptDepth -= 1
    }

    /// `node` as one item: as it is when it already is one, else between grouping indicators.
    mutating func item(_ node: MathNode) {
        if Self.isItem(node) {
            self.node(node)
        } else {
            symbol("⠣", ambiguous: true)
            self.node(node)
            symbol("⠜", ambiguous: true)
        }
    }

    /// UEB Rulebook §11.4.1: a number, a fraction, a radical, a single symbol, or what a
    /// pair of matching brackets encloses.
    static func isItem(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mn: return true
        case .mi, .mo, .mtext: return node.text.count == 1
        case .mfrac, .msqrt, .mroot: return true
        case .math, .mrow, .mstyle, .mpadded:
            let visible = node.children.filter { !($0.kind == .mo && MathNode.isInvisible($0.text)) }
            if visible.count == 1 { return isItem(visible[0]) }
            guard let first = visible.first, let last = visible.last,
                  first.kind == .mo, last.kind == .mo else { return false }
            let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
            guard pairs[first.text] == last.text else { return false }
            var depth = 0
            for (index, element) in visible.enumerated() where element.kind == .mo {
                if element.text == first.text { depth += 1 }
                if element.text == last.text { depth -= 1 }
                if depth == 0 && index < visible.count - 1 { return false }
            }
            return true
        default: return false
        }
    }

    mutating func multiscripts(_ node: MathNode) {
        guard let (base, post, pre) = node.multiscriptParts else { return }
        scriptPairs(pre)
        self.node(base)
        scriptPairs(post)
    }

    mutating func scriptPairs(_ scripts: [MathNode]) {
        var index = 0
        while index < scripts.count {
            script("⠢", scripts[index])
            if index + 1 < scripts.count { script("⠔", scripts[index + 1]) }
            index += 2
        }
    }
}
