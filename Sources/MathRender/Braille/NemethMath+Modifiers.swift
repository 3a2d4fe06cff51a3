import ReadingModel

/// Modified expressions and compound signs (§86, §96, the symbol list's signs with marks
/// over and under them) and enclosures (`menclose`): moved out of `NemethMath.swift` to keep
/// that file about the walk.
extension NemethMath {
    /// Modified expressions (§86): the multipurpose indicator, the expression, the
    /// directly-under or directly-over indicator and the modifier, and the termination
    /// indicator. A bar over a single letter is written directly after it.
    mutating func modified(_ node: MathNode) {
        let base = Self.asOperator(Self.unwrapped(child(node, 0)))
        // A base or modifier wrapped in a row of one child is that child (MathML's `mrow`
        // of one argument).
        let under: MathNode? = node.kind == .mover ? nil : Self.asOperator(Self.unwrapped(child(node, 1)))
        let over: MathNode? = node.kind == .munder ? nil : Self.asOperator(Self.unwrapped(child(node, node.kind == .munderover ? 2 : 1)))
        // A question mark with a line under or over it marks one omission: the general
        // omission symbol alone, as many as the print's omission signs (§57).
        if base.kind == .mo, base.text == "?", (under == nil) != (over == nil),
           let mark = under ?? over, mark.kind == .mo, UEBMath.modifier(mark.text) == .bar {
            write("⠿")
            return
        }
        // So does a question mark over or under a blank (a line drawn as a space).
        if node.kind != .munderover, let omitted = Self.omissionCells(node) {
            write(omitted)
            return
        }
        // A bar over or under a single letter or digit follows it directly (§86), also when
        // the converter wraps the letter in rows of its own (`\bar{\mathbb{Q}}` is
        // `⠨⠰⠠⠟⠱`; it was the five-step form, `⠐⠨⠰⠠⠟⠣⠱⠻`).
        if case let single = Self.unwrapped(base), single.kind == .mi || single.kind == .mn, single.text.count == 1,
           (under == nil) != (over == nil),
           let mark = under ?? over, mark.kind == .mo, UEBMath.modifier(mark.text) == .bar {
            self.node(single)
            write(under == nil ? "⠱" : "⠩⠱")
            return
        }
        if let compound = Self.compoundSign(node) {
            // A sign with a bar, an equals sign or a tilde over or under it is one compound
            // sign written on the line: what is over, the sign, what is under (the Code's
            // symbol list of modified comparison and logic signs), however the marks are
            // nested or wrapped (`\underline{\bar{∨}}`, `\stackrel{=}{\subset}`).
            if compound.relation { space(.comparison) }
            write(compound.cells)
            if compound.relation { space(.comparison) }
            return
        }
        if case let sign = Self.unwrapped(base), sign.kind == .mo, let arrow = NemethSymbols.signs[sign.text], arrow.comparison {
            // An arrow with words over or under it is spaced as a comparison sign, in its
            // long form (§96); so when the print wraps the sign in a row of its own
            // (`<mover><mrow><mo>→</mo></mrow>…`, it was spaced inside the modification).
            space(.comparison)
            writeMultipurpose()
            write(arrow.cells == "⠫⠕" ? "⠫⠒⠒⠕" : arrow.cells)
            if let under { write("⠩"); modifierPart(under) }
            if let over { write("⠣"); modifierPart(over) }
            write("⠻")
            space(.comparison)
            return
        }
        // Modifiers stacked on one expression (`\bar{\bar{z}}`, a bar under an expression
        // with a bar under it) are one modified expression (§86): one multipurpose
        // indicator, the expression, each modifier with its own indicator, nearest first,
        // those under before those over as for one `munderover`, one termination indicator.
        var expression = base, unders = under.map { [$0] } ?? [], overs = over.map { [$0] } ?? []
        while case let inner = Self.unwrapped(expression), [.munder, .mover, .munderover].contains(inner.kind),
              inner.children.count >= 2, Self.compoundSign(inner) == nil {
            if inner.kind != .mover { unders.insert(inner.children[1], at: 0) }
            if inner.kind != .munder { overs.insert(inner.children[inner.kind == .munderover ? 2 : 1], at: 0) }
            expression = inner.children[0]
        }
        writeMultipurpose()
        let isFunction = Self.isFunction(expression)
        self.node(expression)
        // A modifier that is itself modified (a label set over a bar or a brace, in either
        // nesting MathML gives it) is of the second order: its label follows the doubled
        // indicator, `⠣⠣` over, `⠩⠩` under (§87a: `x+y` with a bar and `a = 3` over the bar
        // is `⠐⠭⠬⠽⠣⠱⠣⠣⠁⠀⠨⠅⠀⠼⠒⠻`); a sign over a sign (two bars) keeps one indicator each.
        for (part, second) in Self.modifierOrders(unders, over: false) { write(second ? "⠩⠩" : "⠩"); modifierPart(part) }
        for (part, second) in Self.modifierOrders(overs, over: true) { write(second ? "⠣⠣" : "⠣"); modifierPart(part) }
        write("⠻")
        // "The required space after the function name must follow the termination of the
        // modifier" (§158, modified function names): the expression after it is spaced as
        // after any function name.
        if isFunction { space(.function) }
    }

    /// Digits printed side by side, each with the same mark over it (the dots of a repeating
    /// decimal printed over every digit, `.1̇3̇5̇`), are one numeral under one mark: the
    /// modified expression is the digits together (§99a: `⠼⠨⠐⠂⠒⠢⠣⠡⠻`; each digit was a
    /// modified expression of its own). Nil when the row has no such run.
    static func mergedMarkedDigits(_ children: [MathNode]) -> [MathNode]? {
        // Most rows have no two modified nodes side by side: nothing to look at.
        guard children.count > 1 else { return nil }
        var previousMover = false, sideBySide = false
        for position in children.indices {
            let kind = children[position].kind
            let mover = kind == .mover || (kind == .mrow && children[position].children.count == 1
                && children[position].children[0].kind == .mover)
            if mover && previousMover {
                sideBySide = true
                break
            }
            previousMover = mover
        }
        guard sideBySide else { return nil }
        func marked(_ node: MathNode) -> (digits: String, mark: MathNode)? {
            let node = unwrapped(node)
            guard node.kind == .mover, node.children.count == 2, case let base = unwrapped(node.children[0]),
                  base.kind == .mn, UEBMath.isDigits(base.text), unwrapped(node.children[1]).kind == .mo else { return nil }
            return (base.text, unwrapped(node.children[1]))
        }
        var result: [MathNode] = [], index = 0, changed = false
        while index < children.count {
            guard let first = marked(children[index]) else {
                result.append(children[index])
                index += 1
                continue
            }
            var digits = first.digits, next = index + 1
            while next < children.count, let following = marked(children[next]), following.mark.text == first.mark.text {
                digits += following.digits
                next += 1
            }
            if next - index > 1 {
                result.append(MathNode(.mover, children: [MathNode(.mn, text: digits), first.mark]))
                changed = true
            } else {
                result.append(children[index])
            }
            index = next
        }
        return changed ? result : nil
    }

    /// The modifiers of one side, nearest the expression first, each with whether it is of the
    /// second order (§87a): a label (anything but a sign) over or under another modifier; a
    /// modifier given as a sign carrying its own label (`<mover><mo>¯</mo><mi>a</mi></mover>`)
    /// is the sign and then its label.
    static func modifierOrders(_ parts: [MathNode], over: Bool) -> [(MathNode, Bool)] {
        var result: [(MathNode, Bool)] = []
        for part in parts {
            let inner = unwrapped(part)
            if inner.kind == (over ? .mover : .munder), inner.children.count == 2, unwrapped(inner.children[0]).kind == .mo {
                result.append((inner.children[0], !result.isEmpty && unwrapped(inner.children[0]).kind != .mo))
                result.append((inner.children[1], true))
                continue
            }
            result.append((part, !result.isEmpty && inner.kind != .mo))
        }
        return result
    }

    /// The multipurpose indicator that opens a modified expression (§86). On a script level,
    /// anywhere but right after that level's indicator, the level indicator is restated
    /// first, or the `⠐` would read as the baseline indicator (§80b: `A_{x̃+ỹ}` is
    /// `⠠⠁⠰⠐⠭⠣⠈⠱⠻⠬⠰⠐⠽⠣⠈⠱⠻`).
    mutating func writeMultipurpose() {
        write(!level.isEmpty && !levelChanged && !out.hasSuffix(level) ? level + "⠐" : "⠐")
    }

    /// A sign under or over which only bars, equals signs and tildes are set, through rows
    /// of one child and nested `munder`/`mover`: its cells on the line (marks over it, the
    /// sign, marks under it, outermost over first and outermost under last), and whether it
    /// is spaced as a relation; `nil` for anything else.
    static func compoundSign(_ node: MathNode) -> (cells: String, relation: Bool)? {
        let node = asOperator(unwrapped(node))
        if node.kind == .mo {
            guard !"()[]{}|⟨⟩‖".contains(node.text), let sign = NemethSymbols.signs[node.text],
                  !sign.cells.hasScalarPrefix("⠮"), !sign.cells.hasScalarPrefix("⠨⠠") else { return nil }
            return (sign.cells, sign.comparison)
        }
        guard [.munder, .mover, .munderover].contains(node.kind), node.children.count >= 2 else { return nil }
        let under: MathNode? = node.kind == .mover ? nil : node.children[1]
        let over: MathNode? = node.kind == .munder ? nil : node.children[node.kind == .munderover ? 2 : 1]
        guard let inner = compoundSign(node.children[0]), let overCells = compoundMark(over),
              let underCells = compoundMark(under) else { return nil }
        return (overCells + inner.cells + underCells, inner.relation || !(overCells + underCells).isEmpty)
    }

    /// Combining marks printed after a sign (`⊂` then U+033F) and the mark over or under it
    /// they stand for, to be written as a compound sign.
    static let combiningOver: [Character: String] = ["\u{304}": "¯", "\u{305}": "¯", "\u{33F}": "=", "\u{303}": "~"]
    static let combiningUnder: [Character: String] = ["\u{332}": "¯", "\u{331}": "¯", "\u{333}": "=", "\u{330}": "~"]

    /// A token holding one combining mark that can modify the sign before it.
    static func combiningMark(_ node: MathNode) -> Character? {
        let node = unwrapped(node)
        guard node.kind == .mo, node.text.unicodeScalars.count == 1, let mark = node.text.first,
              combiningOver[mark] != nil || combiningUnder[mark] != nil else { return nil }
        return mark
    }

    /// A sign followed by combining marks (in its own token or in the next ones) as the
    /// `mover`/`munder` they print; `nil` when `text` is no sign with such marks.
    static func combined(_ sign: String, marks: [Character]) -> MathNode? {
        guard !marks.isEmpty, NemethSymbols.signs[sign] != nil else { return nil }
        var node = MathNode(.mo, text: sign)
        for mark in marks {
            if let over = combiningOver[mark] {
                node = MathNode(.mover, children: [node, MathNode(.mo, text: over)])
            } else if let under = combiningUnder[mark] {
                node = MathNode(.munder, children: [node, MathNode(.mo, text: under)])
            } else {
                return nil
            }
        }
        return node
    }

    /// The cells of a bar, equals sign or tilde that makes a compound sign with the sign it
    /// is over or under; "" for no mark, `nil` for any other mark.
    static func compoundMark(_ mark: MathNode?) -> String? {
        guard let mark = mark.map({ asOperator(unwrapped($0)) }) else { return "" }
        guard mark.kind == .mo else { return nil }
        if UEBMath.modifier(mark.text) == .bar { return "⠱" }
        switch mark.text {
        case "=": return "⠨⠅"
        case "~", "∼", "˜": return "⠈⠱"
        case "≈": return "⠈⠱⠈⠱"
        default: return nil
        }
    }

    /// `true` for a tilde print draws stretched: the Code's list of modifiers has a simple
    /// tilde `⠈⠱` and an extended one `⠈⠠⠱` (Rule XIV, as the rule viewers list it; dot 6
    /// marks an enlarged sign, as it does the grouping signs of a spatial arrangement).
    /// MathML says a tilde is stretched with `stretchy="true"` (KaTeX's `\widetilde`), and
    /// the double tilde (U+0360) is one; a tilde with no such mark over an expression stays
    /// simple, as NFB's transcription of `r+s+t` with a tilde over it writes it (SRE's
    /// `nemeth_issues/nueb_12.6.3_2`, `⠐⠗⠬⠎⠬⠞⠣⠈⠱⠻`).
    static func isExtendedTilde(_ part: MathNode) -> Bool {
        part.text == "\u{360}" || part[attribute: "stretchy"] == "true"
    }

    mutating func modifierPart(_ part: MathNode) {
        if part.kind == .mo {
            switch UEBMath.modifier(part.text) {
            case .bar: write("⠱"); return
            case .dot: write("⠡"); return
            case .arrow: write("⠫⠕"); return
            case .hat: write("⠸⠣"); return
            case .twoDots: write("⠡⠡"); return
            case nil: break
            }
            if part.text == "~" || part.text == "˜" || part.text == "\u{360}" {
                write(Self.isExtendedTilde(part) ? "⠈⠠⠱" : "⠈⠱")
                return
            }
            if let cells = Self.listedModifiers[part.text] { write(cells); return }
            // A question mark as a modifier (`=` with `?` over it: "is it equal?") is the
            // question mark of the Code's list of modifiers, `⠸⠦`, not the general
            // omission symbol (§86; the omission's `⠿` stands for a missing item, §57).
            if part.text == "?" { write("⠸⠦"); return }
        }
        let saved = out.count
        node(part)
        // Signs of comparison inside a modifier are not spaced, before (a double arrow
        // over a line, `⠐⠠⠁⠠⠃⠣⠫⠪⠒⠒⠕⠻`: it was `⠣⠀⠫⠪…`) or after (§86).
        if out.count > saved && out.last == "⠀" { out.removeLast() }
        if out.count > saved, let start = out.index(out.startIndex, offsetBy: saved, limitedBy: out.endIndex),
           start < out.endIndex, out[start] == "⠀" {
            out.remove(at: start)
        }
    }

    /// Modifiers of the Code's list (Rule XIV) printed with characters that have no sign of
    /// their own there: the hollow dot `⠨⠡` (a ring above, `˚`, U+030A), the caret `⠸⠣`
    /// and inverted caret `⠸⠩` (`⌃`, `⌄`), the left- and right-pointing carets `⠰⠣`, `⠰⠩`
    /// (`˂`, `˃`), the left-pointing and two-headed arrows drawn as combining arrows above
    /// (U+20D6, U+20E1); and the horizontal grouping signs over and under an expression
    /// (§121: a brace above is the opening brace `⠨⠷`, below the closing `⠨⠾`, a bracket
    /// below the closing bracket `⠈⠾`), so a parenthesis above (`⏜`) is the opening
    /// parenthesis `⠷` and below (`⏝`) the closing `⠾`. They were transcriber-defined
    /// symbols or the degree sign.
    static let listedModifiers: [String: String] = [
        "˚": "⠨⠡", "\u{030A}": "⠨⠡", "⌃": "⠸⠣", "⌄": "⠸⠩", "˂": "⠰⠣", "˃": "⠰⠩",
        "\u{20D6}": "⠫⠪⠒⠒", "\u{20E1}": "⠫⠪⠒⠒⠕", "⏜": "⠷", "⏝": "⠾",
    ]

    /// The `menclose` notations that draw a shape of the Code's list around their content.
    static let enclosingShapes: [Substring: String] = ["circle": "⠫⠉", "phasorangle": "⠫⠪"]

    /// The `menclose` notations that strike their content through: print's cancellation.
    static let strikes: Set<Substring> = ["updiagonalstrike", "downdiagonalstrike", "horizontalstrike", "verticalstrike"]

    mutating func enclose(_ node: MathNode) {
        let notation = node[attribute: "notation"] ?? ""
        if notation.split(whereSeparator: \.isWhitespace).contains(where: Self.strikes.contains) {
            // Material struck through in print is cancelled: the opening cancellation
            // indicator `⠪`, the material, the termination indicator `⠻` (Rule XI §60: "The
            // cancellation indicators must be used to show the extent of a mathematical
            // expression which has been cancelled in ink print"); it was written as if
            // nothing were struck. The Code lays a fraction with cancelled parts out
            // spatially; here it stays linear, the cancellations marked in it.
            write("⠪")
            row(node.children)
            write("⠻")
            return
        }
        if notation.split(whereSeparator: \.isWhitespace).contains("radical") {
            // MathML draws a square root with the `radical` notation: the radical, its
            // content and the termination indicator (§103); the radical was dropped.
            radical(index: nil, node.children)
            return
        }
        if let shape = notation.split(whereSeparator: \.isWhitespace).lazy.compactMap({ Self.enclosingShapes[$0] }).first {
            // An expression printed inside a shape is the shape, the interior modification
            // indicator `⠸⠫`, the expression and the termination indicator `⠻`, as the Code
            // writes a letter in a circle (`⠫⠉⠸⠫⠠⠁⠻`) and a phasor's angle
            // (`⠫⠪⠸⠫⠼⠒⠴⠘⠨⠡⠐⠻`); the shape was dropped.
            write(shape + "⠸⠫")
            row(node.children)
            write("⠻")
            return
        }
        if boxed(node, notation.split(whereSeparator: \.isWhitespace)) { return }
        let marks = (notation.contains("bottom") ? "⠩⠱" : "") + (notation.contains("top") ? "⠣⠱" : "")
        guard !marks.isEmpty else {
            row(node.children)
            return
        }
        let inner = Self.unwrapped(MathNode(.mrow, children: node.children))
        // A question mark with a line under or over it, drawn as an enclosure's side, is
        // one omission: the general omission symbol alone (§57), as `munder` writes it.
        if inner.kind == .mo, inner.text == "?", !notation.contains("box"), !notation.contains("circle") {
            write("⠿")
            return
        }
        if (inner.kind == .mi || inner.kind == .mn), inner.text.count == 1, marks.count == 2 {
            self.node(inner)
            write(marks == "⠣⠱" ? "⠱" : marks)
            return
        }
        writeMultipurpose()
        row(node.children)
        write(marks + "⠻")
    }
}
