import ReadingModel

/// Enclosed lists and the English letter indicator (Nemeth Code, 1972 revision: Rule II §9
/// and Rule III §28 as BANA's 2022 edition words them; the enclosed list of §9b / §28c).
extension NemethMath {
    /// Commas between numbers are digit-group commas (`1,000`) only when every comma of the
    /// row is one: each between a number of one to three digits and a group of three. A row
    /// with any other comma (`25, 50, 75, 100`) is a list, and all its commas are list commas.
    static func commasGroupDigits(_ children: [MathNode]) -> Bool {
        for (index, child) in children.enumerated() where child.kind == .mo && child.text == "," {
            guard index > 0, index + 1 < children.count else { return false }
            let before = children[index - 1], after = children[index + 1]
            let groups = before.text.split(separator: ",", omittingEmptySubsequences: false)
            // A numeral's digits before its first comma do not begin with a zero: `000, 010`
            // (codes printed as a list, the spaces after the commas lost in the MathML) are
            // numerals apart, each with its numeric indicator (§9); `1,000,000` is one.
            let opensNumeral = index < 2 || !(children[index - 2].kind == .mo && children[index - 2].text == ",")
            if opensNumeral, before.text.first == "0" { return false }
            guard before.kind == .mn, let first = groups.first, (1...3).contains(first.count),
                  groups.allSatisfy({ UEBMath.isDigits(String($0)) }), groups.dropFirst().allSatisfy({ $0.count == 3 }),
                  after.kind == .mn, UEBMath.isDigits(after.text), after.text.count == 3 else { return false }
        }
        return true
    }

    /// A row that is nothing but one numeral whose digit groups are printed apart by
    /// commas (`10`, `,`, `000`), as that one numeral (`10,000`); `nil` for anything else.
    /// In a script its commas are the numeric comma, not the comma of the level (§78-§79).
    static func digitGroupNumeral(_ node: MathNode) -> MathNode? {
        var node = unwrapped(node)
        node.children = node.children.map { asOperator(unwrapped($0)) }
        guard node.kind == .mrow, node.children.count >= 3, node.children.count % 2 == 1,
              node.children.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element.kind == .mn : ($0.element.kind == .mo && $0.element.text == ",") }),
              commasGroupDigits(node.children) else { return nil }
        return MathNode(.mn, text: node.children.map(\.text).joined(), attributes: node.children[0].attributes)
    }

    /// The tokens of a row with single-purpose rows (`mrow`, `mstyle`, `mpadded`) opened up,
    /// so a group's content is seen whatever rows a converter wrapped it in.
    static func flattened(_ nodes: ArraySlice<MathNode>) -> [MathNode] {
        var tokens: [MathNode] = []
        for node in nodes {
            switch node.kind {
            case .mrow, .mstyle, .mpadded: tokens += flattened(node.children[...])
            case .msup, .msub, .msubsup:
                // A closing grouping sign carrying a script (`(2, 2)ᵗ`) closes the group.
                if let base = node.children.first.map(unwrapped), base.kind == .mo, closers.contains(base.text) {
                    tokens.append(base)
                } else {
                    tokens.append(node)
                }
            default: tokens.append(asOperator(node))
            }
        }
        return tokens
    }

    static let openers: Set<String> = ["(", "[", "{", "⟨"]
    static let closers: Set<String> = [")", "]", "}", "⟩"]

    /// Whether the group opened at `children[index]` is an enclosed list: two or more items
    /// separated by commas, with no word, abbreviation, sign of comparison or punctuation
    /// other than those commas (§9b). Its items take neither the numeric indicator nor the
    /// English letter indicator.
    static func isEnclosedList(_ children: [MathNode], openingAt index: Int) -> Bool {
        let tokens = flattened(children[(index + 1)...])
        var depth = 0, commas = 0
        for token in tokens {
            if token.kind == .mo, openers.contains(token.text) { depth += 1; continue }
            if token.kind == .mo, closers.contains(token.text) {
                if depth == 0 { break }
                depth -= 1
                continue
            }
            if token.kind == .mtext || token.kind == .ms {
                if token.text.contains(where: { $0.isLetter }) { return false }
                continue
            }
            if hasComparisonOrPunctuation(token) { return false }
            if depth == 0, token.kind == .mo, token.text == "," { commas += 1 }
        }
        return commas > 0
    }

    /// The vertical bar that means "such that" in set-builder notation: the only bar
    /// between a pair of braces of `children` (`{x | x > 0}`, `{(x, y) ∣ x + y < 6}`), with
    /// something before it in the braces; and the bar "given" of a conditional probability,
    /// the only `|` between two operands in parentheses (`P(A | B)`). Its index, for each
    /// pair of braces or parentheses in the row.
    static func suchThatBars(_ children: [MathNode]) -> Set<Int> {
        var result: Set<Int> = []
        guard children.contains(where: { $0.kind == .mo && ($0.text == "|" || $0.text == "∣") }) else { return result }
        var openBraces: [(index: Int, bars: [Int], depth: Int)] = []
        var depth = 0
        for (index, child) in children.enumerated() where child.kind == .mo {
            if openers.contains(child.text) {
                if child.text == "{" || child.text == "(" { openBraces.append((index, [], depth)) }
                depth += 1
            } else if closers.contains(child.text) {
                depth -= 1
                if child.text == "}" || child.text == ")", let brace = openBraces.last, brace.depth == depth,
                   (children[brace.index].text == "{") == (child.text == "}") {
                    openBraces.removeLast()
                    // In parentheses the bar is "given" (P(A | B)) only between two operands.
                    let parenthesis = child.text == ")"
                    if brace.bars.count == 1, let bar = brace.bars.first, bar > brace.index + 1,
                       !parenthesis || (bar + 1 < index && children[bar].text == "|") {
                        result.insert(bar)
                    }
                }
            } else if child.text == "|" || child.text == "∣", let brace = openBraces.last, brace.depth == depth - 1 {
                openBraces[openBraces.count - 1].bars.append(index)
            }
        }
        return result
    }

    /// A sign of comparison or a mark of punctuation other than the comma, anywhere in `node`.
    static func hasComparisonOrPunctuation(_ node: MathNode) -> Bool {
        if node.kind == .mo {
            if [";", ":", ".", "!"].contains(node.text) { return true }
            if NemethSymbols.signs[node.text]?.comparison == true { return true }
            return false
        }
        if node.kind == .mtext { return node.text.contains { $0.isLetter } }
        return node.children.contains { hasComparisonOrPunctuation($0) }
    }

    /// Cells after which a letter just written stands alone (§28): punctuation (comma,
    /// period, semicolon, closing quotation mark).
    static func endsLetterAlone(_ cells: String) -> Bool {
        cells == "⠠" || cells.hasScalarPrefix("⠸⠲") || cells.hasScalarPrefix("⠸⠆") || cells.hasScalarPrefix("⠸⠴")
    }

    /// Closing grouping signs, which a letter standing alone may be enclosed in: what comes
    /// after them decides.
    static func isClosingGroup(_ cells: String) -> Bool {
        // (A letter alone between a pair of grouping signs, `(x)`, `[x]`, is the group's
        // content, not a letter standing alone: see `write`.)
        cells == "⠾" || cells == "⠈⠾" || cells == "⠨⠾"
    }

    /// Whether a letter written now would begin where a letter standing alone begins (§28):
    /// at the start, after a colon, or after a space that is not the space after a sign of
    /// comparison or a function name, with any opening grouping signs and quotation marks
    /// between (`(p and q)`, but not the argument of `f(x)`).
    var letterMayStandAlone: Bool {
        guard level.isEmpty, !levelChanged, !inEnclosedList else { return false }
        var scalars = out.unicodeScalars[...]
        var quoted = false
        while let last = scalars.last, last == "⠷" || last == "⠦" {
            scalars = scalars.dropLast()
            if last == "⠷", let prefix = scalars.last, prefix == "⠈" || prefix == "⠨" { scalars = scalars.dropLast() }
            if last == "⠦", scalars.last == "⠸" {
                scalars = scalars.dropLast()
                // An opening quotation mark after a sign is punctuation beside the letter.
                quoted = true
            }
        }
        guard let last = scalars.last, !quoted else { return true }
        // The items of a list after a sign of comparison are its operands (`i = 1, …, n`).
        if last == "⠀" { return lastSpace == .word || (lastSpace == .list && !comparisonWritten) }
        return last == "⠒" && scalars.dropLast().last == "⠸"
    }

    /// Settles the pending letter and the letters before commas waiting with it: a sign of
    /// comparison after them makes them its operands (`a, b ∈ G`); the end of the expression
    /// leaves them standing alone (`1, i, −1, −i`).
    mutating func settleLetters(_ standAlone: Bool) {
        settleLetterAlone(standAlone)
        for index in lettersBeforeComma.reversed() where standAlone {
            out.unicodeScalars.insert("⠰", at: index)
        }
        lettersBeforeComma = []
    }

    /// Writes the English letter indicator `⠰` for the pending letter if `standsAlone`, and
    /// forgets it either way.
    mutating func settleLetterAlone(_ standsAlone: Bool) {
        guard let pending = letterAlone else { return }
        letterAlone = nil
        let run = letterAloneRun
        letterAloneRun = ""
        // Letters side by side stand alone only when they spell a short-form word whole.
        guard standsAlone, run.count <= 1 || UEBIndicators.shortforms.contains(run) else { return }
        out.unicodeScalars.insert("⠰", at: pending.offset)
    }

    /// A colon (§40): in a proportion, and between the numerals of a ratio, it is the ratio
    /// sign `⠐⠂`, spaced as a sign of comparison (§151; APH's Nemeth tutorial 9.2: "The sign
    /// for ratios is a mathematical sign of comparison and is not a colon"; *BrailleBrain*
    /// Nemeth Unit 17: "Although print uses the punctuation 'colon' for ratio ... Nemeth Code
    /// considers ratio and proportion mathematical symbols and the punctuation colon is not
    /// used": `2:7` `⠼⠆⠀⠐⠂⠀⠼⠶`); otherwise the punctuation colon `⠸⠒`, followed by a space
    /// where the print spaces it (a function's domain `f: A → B`, set-builder notation), not
    /// in a time of day (APH's Nemeth lesson 1.2: `2:30-2:45` `⠼⠆⠸⠒⠼⠒⠴⠤⠆⠸⠒⠼⠲⠢`),
    /// before a grouping sign, inside brackets (`[K:F]`) or between letters (`p:r = q:s`, as
    /// NFB's AATA writes it). A numeral after it takes the numeric indicator (§9).
    mutating func colon(_ children: [MathNode], at index: Int) {
        if literaryPunctuation(":", spaced: index + 1 < children.count) { return }
        if children.contains(where: { $0.kind == .mo && ($0.text == "∷" || $0.text == "::") })
            || (groups.last?.opener != "[" && Self.isNumericRatio(children, colon: index)) {
            emit(NemethSymbols.Sign(cells: "⠐⠂", comparison: true), text: ":")
            return
        }
        let next = index + 1 < children.count ? children[index + 1] : nil
        let betweenNumbers = index > 0 && children[index - 1].kind == .mn && next?.kind == .mn
        let twice = children.filter({ $0.kind == .mo && $0.text == ":" }).count > 1
        let opensGroup = next.map { $0.kind == .mo && Self.openers.contains($0.text) } ?? false
        let inBraces = groups.contains { $0.opener == "{" }
        let spaced = next != nil && !betweenNumbers && !twice && (!opensGroup || inBraces) && groups.last?.opener != "["
        // A letter before an unspaced colon stands alone (§28).
        settleLetterAlone(!spaced)
        write("⠸⠒")
        if spaced { space(.word) }
    }

    /// Whether the colon at `colon` stands between two numerals as the ratio sign: not in a
    /// time of day. A colon marked `intent="time"` (or `ratio`) says which it is; otherwise a
    /// run of numerals joined by colons is a time when it reads as one, hours of one or two
    /// digits up to 24 then minutes (and seconds) of two digits up to 59 (`3:30`, `1:00:15`;
    /// print writes minutes with two digits, a ratio's terms need not), unless the row
    /// compares (an equation of ratios, `1:30 = 2:60`).
    static func isNumericRatio(_ children: [MathNode], colon: Int) -> Bool {
        let sign = children[colon]
        if let intent = sign[attribute: "intent"]?.lowercased() {
            if intent.hasPrefix("time") { return false }
            if intent.hasPrefix("ratio") { return true }
        }
        func numeral(_ at: Int) -> String? {
            guard at >= 0, at < children.count else { return nil }
            let node = unwrapped(children[at])
            return node.kind == .mn && UEBMath.isDigits(node.text) ? node.text : nil
        }
        // A colon the print spaces on both sides between numerals (`1 : 10`, a scale) is the
        // ratio: a time's colon, like a colon of punctuation, has no space before it, and
        // print spaces a colon only as a sign between terms ("the colon should be used
        // without a space before, exactly like other punctuation marks ... The spacing
        // option is intended to be used in such examples as: dollar : yen = 1 : 20").
        var before = colon - 1, after = colon + 1
        while before >= 0, isPrintSpace(children[before]) { before -= 1 }
        while after < children.count, isPrintSpace(children[after]) { after += 1 }
        // (An `mo`'s `lspace`/`rspace` would say the same, but the reader does not keep them:
        // ``MathNode/keptAttributes``.)
        if before < colon - 1, after > colon + 1, numeral(before) != nil, numeral(after) != nil { return true }
        guard numeral(colon - 1) != nil, numeral(colon + 1) != nil else { return false }
        // The run of numerals joined by colons the colon belongs to.
        var start = colon - 1
        while start >= 2, children[start - 1].kind == .mo, children[start - 1].text == ":", numeral(start - 2) != nil { start -= 2 }
        var end = colon + 1
        while end + 2 < children.count, children[end + 1].kind == .mo, children[end + 1].text == ":", numeral(end + 2) != nil { end += 2 }
        let terms = stride(from: start, through: end, by: 2).compactMap(numeral)
        let time = terms.count <= 3 && terms[0].count <= 2 && (Int(terms[0]) ?? 99) <= 24
            && terms.dropFirst().allSatisfy { $0.count == 2 && (Int($0) ?? 99) <= 59 }
        let compares = children.contains { node in
            let node = unwrapped(node)
            return node.kind == .mo && NemethSymbols.signs[node.text]?.comparison == true
        }
        return !time || compares
    }

    /// Whether `node` is a space of the print: a spacing element of some width, or text of
    /// white space alone (`&#xA0;`).
    static func isPrintSpace(_ node: MathNode) -> Bool {
        if let width = UEBMath.spaceWidth(node) { return width > 0 }
        return node.kind == .mtext && !node.text.isEmpty
            && node.text.allSatisfy { $0.isWhitespace || $0 == "\u{A0}" }
    }

    /// Signs of omission (§57) the print writes in pieces or that stand for a missing sign:
    /// three periods in a row are an ellipsis; a question mark between two operands stands
    /// for an omitted sign. The general omission symbol follows the rules of the sign it
    /// stands for (APH's Nemeth lesson 3.5: "if it is being used to represent an omitted sign
    /// of operation, then the rules governing signs of operation apply to it. If it is used
    /// to indicate that a sign of comparison ... is omitted, then it should have a space
    /// before and after it"). In an expression that already compares (`6 ? 4 = 10`) the
    /// missing sign is an operation: unspaced, no numeric indicator after it (`⠼⠖⠿⠲`, the
    /// lesson's example); in one that does not (`3 ? 24 ÷ 4`) it is the comparison: spaced,
    /// the numeral after it taking the numeric indicator (`⠼⠒⠀⠿⠀⠼⠆⠲⠨⠌⠲`, the Code book's
    /// Example 2.11-4). Returns whether it wrote one.
    mutating func omission(_ children: [MathNode], at index: Int) -> Bool {
        let current = children[index]
        guard current.kind == .mo else { return false }
        if current.text == ".", index + 2 < children.count,
           children[index + 1].kind == .mo, children[index + 1].text == ".",
           children[index + 2].kind == .mo, children[index + 2].text == "." {
            emit(NemethSymbols.Sign(cells: "⠄⠄⠄"), text: "…")
            return true
        }
        guard current.text == "?", index > 0, index + 1 < children.count else { return false }
        func operand(_ node: MathNode, before: Bool) -> Bool {
            let node = Self.unwrapped(node)
            switch node.kind {
            case .mn, .mi, .mfrac, .msqrt, .mroot, .msup, .msub, .msubsup: return true
            case .mo: return before ? Self.closers.contains(node.text) : Self.openers.contains(node.text)
            default: return false
            }
        }
        guard operand(children[index - 1], before: true), operand(children[index + 1], before: false) else { return false }
        if expressionCompares {
            write("⠿")
            return true
        }
        space(.comparison)
        write("⠿")
        space(.comparison)
        return true
    }

    /// Whether the expression holds a sign of comparison anywhere (an `mo`, or a sign printed
    /// as an identifier): a question mark between two operands then stands for an omitted
    /// sign of operation, not for the comparison (§57 with APH's lesson 3.5).
    static func compares(_ node: MathNode) -> Bool {
        let token = asOperator(node)
        if token.kind == .mo, NemethSymbols.signs[token.text]?.comparison == true { return true }
        return node.children.contains(where: compares)
    }

    /// A question mark ending the expression right after an operand (`x = 2?`, `x²?`) is the
    /// mark of punctuation, which after mathematics takes the punctuation indicator (§37:
    /// `⠸⠦`, as the period is `⠸⠲`) and itself returns to the baseline; it was the general
    /// omission symbol `⠿`, which stands for a missing item (§57: after a comparison sign,
    /// `2 + 3 = ?`, or between two operands, it still is).
    static func closingQuestionMark(_ text: inout String, root: MathNode) {
        guard text.hasSuffix("⠿") else { return }
        var items: [MathNode] = []
        func blank(_ node: MathNode) -> Bool {
            switch node.kind {
            case .mspace: true
            case .mtext: node.children.isEmpty && node.text.trimmingWhitespace().isEmpty
            case .mtd, .mrow: node.children.allSatisfy(blank)
            default: false
            }
        }
        func walk(_ node: MathNode) {
            for (index, child) in node.children.enumerated() {
                if [.mrow, .mstyle, .semantics].contains(child.kind) {
                    walk(child)
                } else if child.kind == .mtable, index == node.children.count - 1,
                          let row = child.children.last(where: { $0.kind == .mtr || $0.kind == .mlabeledtr }) {
                    // An aligned display (LaTeX's `align*`, one line) ends with its last
                    // row's last cell that holds something: its gap and label cells are empty.
                    if let cell = row.children.last(where: { !blank($0) }) { walk(cell) }
                } else {
                    items.append(asOperator(child))
                }
            }
        }
        walk(root)
        guard items.count >= 2, let last = items.last, last.kind == .mo, last.text == "?" else { return }
        let before = items[items.count - 2]
        let scripted: Set<MathKind> = [.msup, .msub, .msubsup, .mmultiscripts]
        let operands: Set<MathKind> = [.mn, .mi, .mfrac, .msqrt, .mroot, .mover, .munder, .munderover]
        guard operands.contains(before.kind) || scripted.contains(before.kind)
                || (before.kind == .mo && closers.contains(before.text)) else { return }
        text.removeLast()
        if scripted.contains(before.kind), text.hasSuffix("⠐") { text.removeLast() }
        // A single English letter with the mark after it stands alone (§28), as before a
        // period (`x.` is `⠰⠭⠸⠲`).
        let letters = Set(BrailleAlphabet.letters.values)
        if before.kind == .mi, before.text.count == 1, before.text.first?.isASCII == true,
           text.count == 1 && letters.contains(text.first!) || text.count == 2 && text.first == "⠠" && letters.contains(text.last!) {
            text = "⠰" + text
        }
        text += "⠸⠦"
    }

    /// A question mark printed after a numeral and before a hyphen joining another numeral
    /// (`1885?-1946`, a doubtful date) is a mark of punctuation, with the punctuation
    /// indicator after the numeral (§37), not an omission; the numeral after the hyphen takes
    /// the numeric indicator, as after a hyphen joining a numeral to a word (§9f; it was
    /// `⠼⠂⠦⠦⠢⠿⠤⠂⠔⠲⠖`, an omission and a minus). Writes the mark and the hyphen and returns
    /// true when it applies.
    mutating func doubtfulNumeral(_ children: [MathNode], at index: Int) -> Bool {
        guard children[index].kind == .mo, children[index].text == "?", index > 0, index + 2 < children.count,
              Self.endsNumeral(children[index - 1]), children[index + 1].kind == .mo,
              ["-", "‐", "‑", "−"].contains(children[index + 1].text),
              Self.unwrapped(children[index + 2]).kind == .mn else { return false }
        write("⠸⠦")
        write("⠤")
        afterHyphenedWord = true
        return true
    }
}
