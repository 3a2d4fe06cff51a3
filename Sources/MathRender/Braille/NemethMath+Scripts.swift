import ReadingModel

// Fractions, radicals and scripts in the Nemeth Code: the fraction indicators by nesting
// (§64-§68), the radical and its index (§105), primes, and the level indicators of
// superscripts and subscripts, left scripts included (§74-§80, §82).
extension NemethMath {
    /// A unit, as MathML 4 marks it (`intent=":unit"`) or as converters do
    /// (`class="MathML-Unit"`, kept only if the reader keeps `class`).
    static func isUnit(_ node: MathNode) -> Bool {
        if let intent = node[attribute: "intent"], intent.contains(":unit") { return true }
        if let kind = node[attribute: "class"], kind.lowercased().contains("unit") { return true }
        return false
    }

    /// An abbreviation (a unit), alone or carrying a script (`cm²`). Rule VIII (§49-§54, as
    /// APH's *BrailleBrain* Nemeth Unit 8 teaches it: "A space is left on either side of an
    /// abbreviation regardless of print except between a related period, indicator, slash or
    /// fraction line, grouping sign"; `12 hrs + 25 min` is `⠼⠂⠆⠀⠓⠗⠎⠀⠬⠆⠢⠀⠍⠊⠝`):
    /// abbreviations are spaced from the signs of operation beside them.
    static func endsWithUnit(_ node: MathNode) -> Bool {
        let node = unwrapped(node)
        if node.kind == .mi { return isUnit(node) }
        if [.msup, .msub, .msubsup].contains(node.kind), let base = node.children.first { return endsWithUnit(base) }
        return false
    }

    /// A unit standing on its own, no script on it.
    static func isBareUnit(_ node: MathNode) -> Bool {
        let node = unwrapped(node)
        return node.kind == .mi && isUnit(node)
    }

    /// Signs of operation (Rule XIX of the 1972 Code's list) that are spaced from an
    /// abbreviation beside them; the slash and the fraction line are not.
    static let operationSigns: Set<String> = ["+", "−", "-", "±", "∓", "×", "÷", "·", "⋅", "∙", "∗", "*"]

    /// Signs after which a numeral takes the numeric indicator though unspaced (§9d): the
    /// reference marks (section, paragraph, daggers), the crosshatch `⠨⠼` and the asterisk
    /// `⠈⠼` (the Code's `3§4` `⠼⠒⠈⠠⠎⠼⠲`, `3#4` `⠼⠒⠨⠼⠼⠲`, `3*4` `⠼⠒⠈⠼⠼⠲`, `†3` `⠸⠻⠼⠒`):
    /// each ends in a cell that a digit after it would otherwise run on from.
    /// So does a numeral right after the interior modification indicator of a shape
    /// (`⠫⠉⠸⠫⠼⠂⠻`, as the symbol list writes a circled numeral), and one on a key right
    /// after its indicator `⠫⠅` (Rule XIX, boxes), where it would read as the letter's.
    static let numeralIndicatorAfter = ["⠈⠠⠎", "⠈⠠⠏", "⠸⠻", "⠨⠼", "⠈⠼", "⠸⠫", "⠫⠅"]

    mutating func fraction(_ node: MathNode, mixed: Bool) {
        if let thickness = node[attribute: "linethickness"], thickness.first == "0" {
            self.node(child(node, 0))
            write("⠩")
            self.node(child(node, 1))
            return
        }
        // A fraction holding a fraction is complex: its indicators take dots 6 (§67).
        let prefix = mixed ? "⠸" : String(repeating: "⠠", count: Self.fractionOrder(node))
        let bevelled = node[attribute: "bevelled"] == "true"
        write(prefix + "⠹")
        self.node(child(node, 0))
        write((mixed ? "" : prefix) + (bevelled ? "⠸⠌" : "⠌"))
        self.node(child(node, 1))
        write(prefix + "⠼")
    }

    mutating func radical(index: MathNode?, _ children: [MathNode]) {
        let nesting = String(repeating: "⠨", count: radicalDepth)
        if let index {
            // A nested radical with an index: the nesting indicators go before the index-of-
            // radical indicator, and the radical sign after the index takes none (§105:
            // `√(∛x)` is `⠜⠨⠣⠒⠜⠭⠨⠻⠻`).
            write(nesting + "⠣")
            let saved = level
            row([index])
            level = saved
            write("⠜")
        } else {
            write(nesting + "⠜")
        }
        radicalDepth += 1
        row(children)
        radicalDepth -= 1
        write(nesting + "⠻")
    }

    /// Radical signs printed as tokens, and the index each prints ("" for none).
    static let radicalIndexes: [String: String] = ["√": "", "∛": "3", "∜": "4"]

    /// Where the operand starting at `start` ends (exclusive): one node, or an opening
    /// grouping sign through its matching closing sign.
    static func operandEnd(_ children: [MathNode], from start: Int) -> Int {
        let first = children[start]
        guard first.kind == .mo, openers.contains(first.text) else { return start + 1 }
        var depth = 0
        for position in start..<children.count where children[position].kind == .mo {
            if openers.contains(children[position].text) { depth += 1 }
            if closers.contains(children[position].text) {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
        }
        return start + 1
    }

    static func isPrime(_ node: MathNode) -> Bool { primeCells(node) != nil }

    /// The cells of a prime sign: a prime, or a prime raised on nothing, as MathJax writes
    /// a prime that opens a superscript (`x^{\prime 2}`, `{}'`). Primes are not raised
    /// (§83), whatever carries them in the tree, nor are several printed in one token
    /// (`<mo>′′</mo>`, `<mi>′′</mi>`, two U+2032 as converters write `f''`): they are the
    /// primes one after another, as U+2033 is (`⠋⠄⠄`; they were the superscript `⠋⠘⠄⠄`).
    static func primeCells(_ node: MathNode) -> String? {
        let node = unwrapped(node)
        if node.kind == .mo || node.kind == .mi,
           let cells = NemethSymbols.signs[node.text]?.cells, cells.hasScalarPrefix("⠄") {
            return cells
        }
        if node.kind == .mo || node.kind == .mi, let run = MathAlphanumerics.primeRun(node.text) {
            return run.compactMap { NemethSymbols.signs[String($0)]?.cells }.joined()
        }
        if node.kind == .msup, node.children.count == 2, isEmpty(node.children[0]) {
            return primeCells(node.children[1])
        }
        return nil
    }

    /// A node that prints nothing: an empty token or row.
    static func isEmpty(_ node: MathNode) -> Bool {
        let node = unwrapped(node)
        switch node.kind {
        case .mi, .mo, .mn, .mtext: return node.text.isEmpty
        case .mrow, .mstyle, .none: return node.children.isEmpty
        default: return false
        }
    }

    mutating func raised(_ script: MathNode) {
        if let cells = Self.primeCells(script) {
            // A letter's primes are part of it ("the letter may carry one or more primes",
            // §77: `x′₂` is `⠭⠄⠆`), so a numeral after them on the baseline would read as its
            // subscript: it takes the multipurpose indicator as after the bare letter
            // (§177.ii: `x′2` is `⠭⠄⠐⠆`; it was `⠭⠄⠆`, the cells of `x′₂`).
            let letter = afterLetter
            write(cells)
            afterLetter = letter
            return
        }
        // Primes are not raised (§83): those opening a superscript go on the baseline.
        let script = Self.unwrapped(script)
        if script.kind == .mrow, let first = script.children.first, Self.isPrime(first) {
            var rest = script.children[...]
            while let next = rest.first, let cells = Self.primeCells(next) {
                write(cells)
                rest = rest.dropFirst()
            }
            if !rest.isEmpty { scripted("⠘", MathNode(.mrow, children: Array(rest))) }
            return
        }
        // The degree sign is written at the superscript level, `⠘⠨⠡` (§165): raised in the
        // tree (`x^{°}`) it is that sign, not a second superscript (it was `⠘⠘⠨⠡`).
        if (script.kind == .mo || script.kind == .mi) && script.text == "°" {
            scripted("⠘", MathNode(.mo, text: "∘"))
            return
        }
        scripted("⠘", script)
    }

    mutating func lowered(_ script: MathNode, base: MathNode, prescript: Bool = false) {
        // A numeric subscript of a letter on the baseline needs no indicator (§77).
        let base = Self.unwrapped(base), script = Self.digitGroupNumeral(script) ?? Self.unwrapped(script)
        // The letter "may be part of a two-letter chemical abbreviation" (§77: `Cl₂` is
        // `⠠⠉⠇⠆`, as BANA's chemistry guidance writes it; it took the subscript indicator).
        let plainBase = (base.kind == .mi && (base.text.count == 1 || Self.isFunction(base)
                            || (base.text.count == 2 && ChemicalElements.symbols.contains(base.text))))
            || (base.kind == .msup && Self.unwrapped(base.children[0]).kind == .mi
                && base.children.count > 1 && Self.isPrime(base.children[1]))
            || (base.kind == .mo && ["∏", "∑"].contains(base.text))
        // "The numeric subscript may contain a segmenting comma or a decimal point" (§77):
        // `x₁,₀₀₀` and `x₂.₅` are one numeral each, written without the level indicator.
        let numeral = script.kind == .mn && Self.isSubscriptNumeral(script.text)
        if level.isEmpty, !levelChanged, numeral, plainBase, !prescript {
            var cells = ""
            for digit in script.text { cells.append(BrailleAlphabet.lowerDigits[digit] ?? (digit == "." ? "⠨" : "⠠")) }
            write(cells)
            afterDirectSubscript = true
            return
        }
        scripted("⠰", script)
    }

    /// Digits with segmenting commas or a decimal point (a leading one too: `x.₇`), which §77
    /// lets a numeric subscript hold.
    static func isSubscriptNumeral(_ text: String) -> Bool {
        func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
        guard let first = text.first, let last = text.last, isDigit(first) || first == ".", isDigit(last) else { return false }
        return text.allSatisfy { isDigit($0) || $0 == "," || $0 == "." }
    }

    mutating func scripted(_ indicator: String, _ script: MathNode) {
        if script.kind == .none || (script.kind == .mrow && script.children.isEmpty) { return }
        let script = Self.digitGroupNumeral(script) ?? script
        settleLetterAlone(false)
        let parent = level
        // A left script right after a script of the term before, on the same level, goes
        // on at that level: its level indicator alone, no return to the baseline (§75).
        let sameLevelPrescript = inPrescripts && closedLevel == parent + indicator
        if levelChanged && !sameLevelPrescript { out += parent.isEmpty ? "⠐" : parent }
        level = parent + indicator
        levelChanged = false
        afterLetter = false
        out += level
        if let sign = Self.comparisonStandingAlone(script) {
            // A sign of comparison that is the whole script (`C^⊥`, the orthogonal
            // complement) stands for itself: no operand in the script to space it from, so
            // it follows its level indicator directly (§37, a comparison sign standing for
            // itself; it was `⠠⠉⠘⠀⠘⠫⠏`, a space inside the script and the level restated).
            out += sign.cells
        } else {
            scriptStart = true
            node(script)
        }
        closedLevel = level
        level = parent
        levelChanged = true
    }

    /// A sign of comparison carrying a superscript or subscript (`x ∼_G y`, `a ≡_n b`): the
    /// script is the sign's own and follows it at once, its level indicator after the sign
    /// (§74-§77: a level indicator goes between a sign and the script it carries), and the
    /// spaces of the comparison (§37, §150) go around the sign with its script; the space
    /// after the script returns to the baseline by itself, as after any script (§79c, the
    /// Code book's `⠼⠖⠨⠖⠔⠖⠈⠡⠂⠴⠘⠦⠀⠍⠏⠓`). It was `⠭⠀⠈⠱⠀⠰⠠⠛⠐⠽`: the script parted from
    /// its sign and the next operand run against it. `false` when `node`'s base is no such
    /// sign.
    mutating func relationWithScripts(_ node: MathNode) -> Bool {
        let base = Self.unwrapped(child(node, 0))
        guard base.kind == .mo, let sign = NemethSymbols.signs[base.text] ?? NemethSymbols.negated(base.text),
              sign.comparison, !sign.cells.hasScalarPrefix("⠄") else { return false }
        emit(sign, text: base.text)
        if out.last == "⠀" { out.removeLast() }
        switch node.kind {
        case .msup: raised(child(node, 1))
        case .msub: lowered(child(node, 1), base: base)
        default:
            lowered(child(node, 1), base: base)
            levelChanged = false
            raised(child(node, 2))
        }
        space(.comparison)
        afterSpacedSign = true
        return true
    }

    /// The sign of a script that is one sign of comparison and nothing else.
    static func comparisonStandingAlone(_ script: MathNode) -> NemethSymbols.Sign? {
        let script = unwrapped(script)
        guard script.kind == .mo, let sign = NemethSymbols.signs[script.text] ?? NemethSymbols.negated(script.text),
              sign.comparison else { return nil }
        return sign
    }

    mutating func multiscripts(_ node: MathNode) {
        guard let (base, post, pre) = node.multiscriptParts else { return }
        inPrescripts = true
        pairs(pre, base: base, prescript: true)
        inPrescripts = false
        if !pre.isEmpty { levelChanged = true }
        self.node(base)
        pairs(post, base: base)
    }

    mutating func pairs(_ scripts: [MathNode], base: MathNode, prescript: Bool = false) {
        var index = 0
        while index < scripts.count {
            let superscript = index + 1 < scripts.count ? scripts[index + 1] : MathNode(.none)
            // A prime of the pair goes on the baseline before the subscript (§83).
            let prime = Self.primeCells(superscript)
            if let prime { write(prime) }
            lowered(scripts[index], base: base, prescript: prescript)
            // A superscript of the same pair is left-aligned with the subscript and follows
            // it directly; a superscript of a later pair is not, and the level returns to
            // the baseline first (§82).
            let paired = prime == nil && superscript.kind != .none && !(superscript.kind == .mrow && superscript.children.isEmpty)
            if scripts[index].kind != .none && paired { levelChanged = false }
            if prime == nil { raised(superscript) }
            index += 2
        }
    }
}
