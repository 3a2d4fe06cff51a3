import ReadingModel

/// Math in the Nemeth Code (BANA 2022 edition of the 1972 revision), written in one walk
/// that keeps what the code's context rules need: the current level (superscript and
/// subscript path, §74-§80) so a level indicator is written whenever the level changes,
/// whether a number starts after a space or at the start (numeric indicator, §9), and how
/// deeply radicals and fractions are nested (§64-§68, §105).
struct NemethMath {
    var out = ""
    /// The level indicators of the current script level ("" on the baseline).
    var level = ""
    /// A script was just closed: the level must be restated before the next sign.
    var levelChanged = false
    var radicalDepth = 0
    /// Open grouping signs around the current point, innermost last: the opening sign and
    /// whether the group is an enclosed list (§? Rule XVII: items separated by commas, no
    /// word, no comparison sign, no other punctuation), where the numeric and English letter
    /// indicators are not used at the start of an item.
    var groups: [(opener: String, isList: Bool)] = []
    var groupDepth: Int { groups.count }
    var inEnclosedList: Bool { groups.last?.isList == true }
    /// Set by `row` just before an opening grouping sign is written: the group it opens is an
    /// enclosed list.
    var nextGroupIsList = false
    /// A single English letter written where it may stand alone: where the English letter
    /// indicator goes (an offset in `out`'s scalars), and whether a space has followed it
    /// (§28: it stands alone when a space, punctuation or a grouping sign is on each side,
    /// and no sign of comparison is beside it).
    var letterAlone: (offset: String.Index, spaced: Bool, enclosed: Bool)?
    /// The small letters written side by side from the pending letter on (`a`, `ab`), while
    /// they may still spell a short-form word, which stands alone as a letter does (§28).
    var letterAloneRun = ""
    /// A sign of comparison has been written on the baseline outside grouping signs.
    var comparisonWritten = false
    /// Letters followed by a comma, waiting for what ends their list (§28).
    var lettersBeforeComma: [String.Index] = []
    /// Why the last space was written: after a comparison sign, a function name or a word a
    /// number takes the numeric indicator even inside grouping signs; after a comma in a
    /// list, or a space between digit groups, it does not (§9, §11).
    enum SpaceKind { case comparison, function, word, list }
    var lastSpace: SpaceKind = .comparison
    /// The next number continues the one before (digit groups spaced apart).
    var continuesNumber = false
    /// Just after a comma in a script: the print's space there is not written.
    var suppressSpace = false
    /// A letter was just written on the current level: a numeral right after it would
    /// read as its subscript, so it takes the multipurpose indicator (§177).
    var afterLetter = false
    /// A word of text was just written.
    var afterWord = false
    /// The word just written was printed as text (`mtext`), not an identifier of several
    /// letters, which may be a product (§37 viii): the punctuation after it is literary.
    var afterTextWord = false
    /// An opening quotation mark was just written: a numeral takes the numeric indicator.
    var afterOpeningQuote = false
    /// An ellipsis or a comparison sign was just written and spaced after (§37, §57).
    var afterSpacedSign = false
    /// The comparison sign just written had no operand before it: it stands for itself
    /// (`“=”`, "=’s"), and is unspaced from the word or mark that follows it (§37).
    var comparisonStandsAlone = false
    /// A closing quotation mark was just written: the punctuation after it is literary.
    var afterClosingQuote = false
    /// Vertical bars (absolute value, norm) written so far pair up: after an odd number
    /// of them a bar has opened and the next one closes.
    var barOpen = false
    /// An ellipsis was just written and spaced after.
    var afterEllipsis = false
    /// A reference sign was just written (§46): a numeral after it takes the numeric
    /// indicator.
    var afterReference = false
    /// A hyphen was just written after a word of text: a numeral it joins to the word takes
    /// the numeric indicator (§9f: `hydrogen-3`, `1-to-1`).
    var afterHyphenedWord = false
    /// How many neutral quotation marks (`"` as an operator) have been written (§37).
    var neutralQuotes = 0
    /// A numeric subscript was just written without its level indicator (§77).
    var afterDirectSubscript = false
    /// A sign of shape was just written with no operand before it: a letter or numeral
    /// after it identifies it and is spaced from it.
    var shapeAwaitsIdentifier = false
    /// The level of the script last closed, and whether left scripts are being written.
    var closedLevel = ""
    var inPrescripts = false
    /// A tally mark was just written (§177.vi).
    var afterTally = false
    /// A script's level indicator was just written: nothing of the script precedes.
    var scriptStart = false

    /// Print symbols the Code does not define, met in this expression.
    var undefined = TranscriberSymbols()
    /// The expression holds a comparison sign: an omission between operands is an operation (§57).
    var expressionCompares = false

    static func render(_ expression: MathExpression) -> String {
        var writer = NemethMath()
        writer.expressionCompares = compares(expression.root)
        writer.row(expression.root.children)
        // A capital letter that is the whole expression is a symbol (the Code's symbol list
        // writes the relation R as `⠠⠗`); any other letter standing at the end stands alone.
        let wholeCapital = writer.letterAlone?.offset == writer.out.startIndex && writer.out.unicodeScalars.count == 2
            && writer.letterAloneRun.isEmpty
        writer.settleLetters(!wholeCapital)
        return writer.finish(expression.root)
    }

    static func transcriberSymbols(_ expression: MathExpression) -> [TranscriberDefinedSymbol] {
        var writer = NemethMath()
        writer.expressionCompares = compares(expression.root)
        writer.row(expression.root.children)
        return writer.undefined.assigned
    }

    func finish(_ root: MathNode) -> String {
        var text = out
        while text.last == "⠀" { text.removeLast() }
        // A numeral printed with a period after it at the very end (`x = 10.`, one `mn` as
        // converters write it) ends a sentence: the period is a mark of punctuation, which
        // after a numeral takes the punctuation indicator (§37); a decimal point is one only
        // with digits or more of the expression after it (§177).
        if text.hasSuffix("⠨⠐") {
            text.removeLast()
            var last = root.children.last
            while let node = last, node.kind == .mrow || node.kind == .mstyle { last = node.children.last }
            if let last, last.kind == .mn, last.text.hasSuffix("."), last.text.dropLast().last?.isNumber == true {
                text.removeLast()
                text += "⠸⠲"
            }
        }
        Self.closingQuestionMark(&text, root: root)
        while text.first == "⠀" { text.removeFirst() }
        // A single letter standing alone takes the English letter indicator (§26).
        if let only = text.first, text.count == 1, BrailleAlphabet.letters.values.contains(only) {
            return "⠰" + text
        }
        return text
    }

    // MARK: - Output

    var atStart: Bool { out.isEmpty || out.last == "⠀" }

    mutating func write(_ cells: String) {
        if let pending = letterAlone {
            if !pending.spaced && cells == "⠠" && level.isEmpty {
                if letterAloneRun.count <= 1 || UEBIndicators.shortforms.contains(letterAloneRun) {
                    lettersBeforeComma.append(pending.offset)
                }
                letterAlone = nil
                letterAloneRun = ""
            } else if pending.enclosed && !pending.spaced && Self.isClosingGroup(cells) {
                settleLetterAlone(false)
            } else if pending.spaced || !Self.isClosingGroup(cells) {
                settleLetterAlone(pending.spaced || Self.endsLetterAlone(cells))
            }
        }
        suppressSpace = false
        scriptStart = false
        afterLetter = false
        afterOpeningQuote = false
        afterWord = false
        afterTextWord = false
        afterReference = false
        afterHyphenedWord = false
        afterDirectSubscript = false
        shapeAwaitsIdentifier = false
        // The space after an ellipsis or a comparison sign gives way to the punctuation or
        // closing grouping sign that follows it (§37, §57).
        if afterSpacedSign, out.last == "⠀", cells == "⠠" || cells.hasScalarPrefix("⠾") || cells.hasScalarPrefix("⠈⠾")
            || cells.hasScalarPrefix("⠸⠆") || (comparisonStandsAlone && cells.hasScalarPrefix("⠸⠴"))
            || (afterEllipsis && barOpen && (cells == "⠳" || cells == "⠳⠳"))
            || cells.hasScalarPrefix("⠨⠾") || cells.hasScalarPrefix("⠸⠲") || cells.hasScalarPrefix("⠈⠉")
            || cells.hasScalarPrefix("⠈⠴") {
            out.removeLast()
        }
        // "The multipurpose indicator must be used between a tally mark and the punctuation
        // indicator" (§177.vi).
        if afterTally, ["⠸⠲", "⠸⠒", "⠸⠆", "⠸⠦", "⠸⠴"].contains(where: { cells.hasScalarPrefix($0) }) { out += "⠐" }
        afterTally = false
        afterSpacedSign = false
        afterEllipsis = false
        comparisonStandsAlone = false
        afterClosingQuote = false
        if levelChanged {
            // Punctuation after a script is written with the punctuation indicator, which
            // itself returns to the baseline: no baseline indicator before it (`x²:` is
            // `⠭⠘⠆⠸⠒`, `x².` `⠭⠘⠆⠸⠲`; Rule XIII, the level indicators).
            if !(level.isEmpty && Self.punctuationAfterLevel.contains(where: { cells.hasScalarPrefix($0) })) {
                out += level.isEmpty ? "⠐" : level
            }
            levelChanged = false
        }
        out += cells
    }

    /// Punctuation marks written with the punctuation indicator: period, colon, semicolon.
    static let punctuationAfterLevel = ["⠸⠲", "⠸⠒", "⠸⠆"]

    mutating func space(_ kind: SpaceKind = .list) {
        // A letter beside a sign of comparison does not stand alone (§28).
        if kind == .comparison { settleLetters(false) } else if letterAlone != nil { letterAlone?.spaced = true }
        if suppressSpace && kind != .comparison { return }
        if out.isEmpty || out.last == "⠀" {
            // A space already written returns to the baseline before a comparison sign.
            if kind == .comparison && level.isEmpty { levelChanged = false }
            return
        }
        afterLetter = false
        // A numeral after a space is not unspaced from the numeric subscript before it:
        // no multipurpose indicator (§177.ii asks for it between a letter and a numeral
        // that follows it directly); after a function name's subscript the numeral takes
        // the function name's level (§158: `log₂ 8` is `⠇⠕⠛⠆⠀⠼⠦`, it was `⠆⠀⠐⠼⠦`).
        afterDirectSubscript = false
        lastSpace = kind
        out += "⠀"
        // A space returns to the level in force; a comparison sign restates it itself.
        levelChanged = false
    }

    // MARK: - The walk

    mutating func node(_ node: MathNode) {
        // A sign of comparison carrying a script keeps it (NemethMath+Scripts).
        if [.msup, .msub, .msubsup].contains(node.kind), relationWithScripts(node) { return }
        // A script on nothing right after a numeric subscript written without its level
        // indicator is not left-aligned with it: the baseline indicator comes between, as
        // between the scripts of two bases (§82: `x₁ {}²` is `⠭⠂⠐⠘⠆`, not `x₁²`).
        if afterDirectSubscript, [.msup, .msub, .msubsup].contains(node.kind), let base = node.children.first,
           Self.isEmpty(base), Self.primeCells(node) == nil, Self.referenceMark(node) == nil {
            levelChanged = true
        }
        switch node.kind {
        case .math, .mrow, .mstyle, .mpadded, .merror, .mtd, .unknown:
            if !linearComputation(node) { row(node.children) }
        case .semantics, .maction:
            if let first = node.children.first { self.node(first) }
        case .mphantom, .none, .mprescripts, .annotation, .annotationXML:
            break
        case .mspace:
            break
        case .mn:
            if let parts = MarkedTokens.parts(node) ?? Self.slashedNumeral(node) { row(parts) } else { number(node.text, variant: node[attribute: "mathvariant"]) }
        case .mi:
            if let parts = MarkedTokens.parts(node) { row(parts); return }
            if Self.isUnit(node) {
                // A unit after a number is spaced from it as an abbreviation; a one-letter
                // unit takes the English letter indicator (§26, §? abbreviations).
                if let last = out.last, BrailleAlphabet.lowerDigits.values.contains(last) { space(.word) }
                if node.text.count == 1 { write("⠰") }
                if node.text.count > 1, node.text.last == ".", node.text.dropLast().allSatisfy(\.isLetter) {
                    // The period of an abbreviation (ft.) is the literary period ⠲, not
                    // the decimal point or the mathematical period (§? abbreviations).
                    identifier(String(node.text.dropLast()), variant: node[attribute: "mathvariant"])
                    write("⠲")
                    return
                }
            }
            if functionRun(node.text) { return }
            identifier(node.text, variant: node[attribute: "mathvariant"])
        case .mo:
            // Neutral quotation marks pair up in the order written: the first of each pair
            // opens (`“`, `⠦`), the second closes (`”`, `⠴`) (§37; both were `⠦`).
            if node.text == "\"" {
                sign(neutralQuotes % 2 == 0 ? "“" : "”")
                neutralQuotes += 1
                return
            }
            if NemethSymbols.functionNames.contains(node.text) { identifier(node.text) } else if !functionRun(node.text) { sign(node.text) }
        case .mtext:
            text(node.text)
        case .ms:
            // A string is printed between its quotation marks (MathML's `lquote`, `rquote`,
            // a neutral `"` by default, written as the opening and closing marks), which
            // take the punctuation indicator after mathematics (§37); they were dropped. A
            // comma after it follows a closing quotation mark, not a word (§37, §78).
            sign(Self.quote(node[attribute: "lquote"], opening: true))
            text(node.text)
            sign(Self.quote(node[attribute: "rquote"], opening: false))
            afterTextWord = false
        case .mfrac:
            fraction(node, mixed: false)
        case .msqrt:
            radical(index: nil, node.children)
        case .mroot:
            radical(index: child(node, 1), [child(node, 0)])
        case .msup:
            if let mark = Self.referenceMark(node) {
                reference(node, mark)
                return
            }
            // A prime raised on nothing follows what comes before it on the line (§83).
            if let cells = Self.primeCells(node) {
                write(cells)
                return
            }
            self.node(child(node, 0))
            raised(child(node, 1))
        case .msub:
            let base = child(node, 0)
            self.node(base)
            lowered(child(node, 1), base: base)
        case .msubsup:
            let base = child(node, 0)
            self.node(base)
            let sup = child(node, 2)
            if let prime = Self.primeCells(sup) {
                write(prime)
                lowered(child(node, 1), base: base)
            } else {
                lowered(child(node, 1), base: base)
                // A superscript right after the subscript of the same base needs no
                // return to the baseline between them (§82).
                levelChanged = false
                raised(sup)
            }
        case .munder, .mover, .munderover:
            modified(node)
        case .mmultiscripts:
            multiscripts(node)
        case .menclose:
            enclose(node)
        case .mtable:
            for (index, row) in node.children.enumerated() {
                if index > 0 { space() }
                self.node(row)
            }
        case .mtr, .mlabeledtr:
            for (index, cell) in node.children.enumerated() {
                if index > 0 { space() }
                self.node(cell)
            }
        }
    }

    func child(_ node: MathNode, _ index: Int) -> MathNode {
        index < node.children.count ? node.children[index] : MathNode(.mrow)
    }

    mutating func row(_ children: [MathNode]) {
        // Rows of one child opened, operators printed as identifiers read as operators.
        let children = Self.opened(children)
        if let merged = Self.mergedMarkedDigits(children) ?? Self.nondecimalNumerals(children) ?? Self.omittedBlanks(children)
            ?? Self.slashedFractions(children) {
            row(merged)
            return
        }
        // ∥ (PARALLEL TO) is also how converters print the double bars of a norm: when a
        // row holds them in pairs and the first opens (nothing it could relate stands before
        // it), they are the grouping signs ⠳⠳, not the comparison sign ⠫⠇ (symbol list).
        if let first = children.firstIndex(where: { $0.kind == .mo && $0.text == "∥" }),
           first == 0 || Self.opensAfter(children[first - 1]) {
            let count = children.reduce(0) { $0 + ($1.kind == .mo && $1.text == "∥" ? 1 : 0) }
            if count % 2 == 0 {
                row(children.map { $0.kind == .mo && $0.text == "∥" ? MathNode(.mo, text: "‖", attributes: $0.attributes) : $0 })
                return
            }
        }
        let suchThat = Self.suchThatBars(children)
        var index = 0
        while index < children.count {
            let current = children[index]
            // The vertical bar meaning "such that" in set-builder notation is spaced as a
            // sign of comparison; a numeral after it takes the numeric indicator (symbol
            // list, §151).
            if suchThat.contains(index) {
                emit(NemethSymbols.Sign(cells: "⠳", comparison: true), text: current.text)
                index += 1
                continue
            }
            // A reference sign raised on nothing against the start of a word follows the
            // word (§48).
            if let mark = Self.referenceMark(current), Self.isEmpty(Self.unwrapped(current.children[0])),
               index + 1 < children.count, Self.unwrapped(children[index + 1]).kind == .mtext,
               Self.unwrapped(children[index + 1]).text.first?.isLetter == true {
                referenceBeforeWord(mark, Self.unwrapped(children[index + 1]).text)
                index += 2
                continue
            }
            // A whole number followed by a fraction is a mixed number (§63), and so is one
            // joined to its fraction by MathML's invisible plus (U+2064, which MathML writes
            // between a mixed number's parts), whatever line the fraction is printed with:
            // a slashed one takes the mixed number's diagonal line `⠸⠌` (Rule XII's list,
            // "Used with the Fractional Part of a Mixed Number"). `7⁤2/3` was `⠼⠶⠆⠸⠌⠒`,
            // seventy-two thirds; `7⁤⅔` drawn as `mfrac` kept its simple-fraction indicators.
            if current.kind == .mn, UEBMath.isDigits(current.text),
               let (fractionNode, consumed) = Self.mixedFraction(children[(index + 1)...]) {
                number(current.text)
                fraction(fractionNode, mixed: true)
                index += 1 + consumed
                continue
            }
            // The decimal part of a numeral set apart in groups by spaces (π = 3.14159 26535,
            // the space printed as a character) stays one number too (§11): the space is
            // kept and the next group takes no numeric indicator.
            if (current.kind == .mo || current.kind == .mtext), !current.text.isEmpty,
               current.text.allSatisfy({ $0 == "\u{A0}" || $0 == " " || $0 == "\u{2009}" || $0 == "\u{202F}" }),
               index > 0, children[index - 1].kind == .mn, children[index - 1].text.contains("."),
               index + 1 < children.count, children[index + 1].kind == .mn,
               UEBMath.isDigits(children[index + 1].text), children[index + 1].text.count <= 5 {
                space(.list)
                continuesNumber = true
                index += 1
                continue
            }
            // Digit groups set apart by a space stay one number (§11): the space is kept
            // and the next group takes no numeric indicator.
            if UEBMath.spaceWidth(current) != nil {
                var next = index, width = 0.0
                while next < children.count, let more = UEBMath.spaceWidth(children[next]) {
                    width += more
                    next += 1
                }
                if index > 0, children[index - 1].kind == .mn, next < children.count, children[next].kind == .mn {
                    // Only a group of three digits set apart by a narrow space continues the
                    // number before it; any other numeral after a space starts anew, with its
                    // numeric indicator (§9).
                    let group = children[next].text
                    if group.count == 3 && UEBMath.isDigits(group) && width < 0.5 {
                        space(.list)
                        continuesNumber = true
                    } else {
                        space(width < 0.5 ? .list : .word)
                    }
                } else if width >= 0.5, index > 0, next < children.count, Self.spacesOperands(children[index - 1], children[next]) {
                    space(.word)
                }
                index = next
                continue
            }
            if current.kind == .mo, current.text == "?", doubtfulNumeral(children, at: index) {
                index += 2
                continue
            }
            if omission(children, at: index) {
                index += current.text == "." ? 3 : 1
                continue
            }
            // A blank to fill in, printed as a run of underscores, is one long dash,
            // whatever its length (§57, the general omission sign).
            if (current.kind == .mi || current.kind == .mo), current.text == "_" {
                var next = index
                while next < children.count, children[next].kind == current.kind, children[next].text == "_" { next += 1 }
                if let sign = NemethSymbols.signs["_"] { emit(sign, text: "_") }
                index = next
                continue
            }
            if current.kind == .mn, index + 2 < children.count, children[index + 1].kind == .mo,
               children[index + 2].kind == .mn, UEBMath.isDigits(children[index + 2].text),
               children[index + 1].text == "." || (children[index + 1].text == ","
                   && children[index + 2].text.count == 3 && level.isEmpty && groupDepth == 0
                   && Self.commasGroupDigits(children)) {
                var joined = current
                joined.text += children[index + 1].text + children[index + 2].text
                var rest = Array(children[(index + 3)...])
                rest.insert(joined, at: 0)
                row(rest)
                return
            }
            // A decimal point printed before a blank or a question mark that stands for the
            // omitted digits is followed by the multipurpose indicator, unspaced from the
            // omission sign (§177: what follows the decimal point is not a digit; §57).
            if current.kind == .mo, current.text == ".", index + 1 < children.count,
               let omitted = Self.omissionCells(children[index + 1]) {
                write("⠨⠐" + omitted)
                index += 2
                continue
            }
            // A decimal point printed apart before the digits of a numeral belongs to it:
            // `.` then `25` is the numeral .25 (§8-§9: numeric indicator, decimal point);
            // before digits with a bar or dots over them the numeral goes on in them.
            if current.kind == .mo, current.text == ".", index + 1 < children.count,
               index == 0 || !Self.endsNumeral(children[index - 1]) {
                let next = Self.unwrapped(children[index + 1])
                if next.kind == .mn, UEBMath.isDigits(next.text) {
                    number("." + next.text, variant: next[attribute: "mathvariant"])
                    index += 2
                    continue
                }
                // A decimal point before letters that stand for digits (`.a₁a₂a₃`) is followed by
                // the multipurpose indicator, as at the end of a numeral (§8c, §177: `⠨⠐⠁⠂…`; it
                // was the period `⠸⠲`).
                let letterBase = [.msub, .msup, .msubsup].contains(next.kind) ? next.children.first.map(Self.unwrapped) : next
                if let letterBase, letterBase.kind == .mi, letterBase.text.count == 1, letterBase.text.first?.isLetter == true,
                   index == 0 || (children[index - 1].kind == .mo && !Self.closers.contains(children[index - 1].text)) {
                    write("⠨⠐")
                    index += 1
                    continue
                }
                if [.menclose, .mover].contains(next.kind), let base = next.children.first.map(Self.unwrapped),
                   base.kind == .mn, UEBMath.isDigits(base.text) {
                    write((out.isEmpty || atStart ? "⠼" : "") + "⠨")
                    continuesNumber = true
                    node(next)
                    index += 2
                    continue
                }
            }
            // A numeral printed with its decimal point (`0.`, as converters write `0.\bar{3}`)
            // goes on in the digits with a bar or dots over them after it: the decimal point
            // takes no multipurpose indicator, which would say no digit follows (§177;
            // `0.3̄` is `⠼⠴⠨⠒⠱`, it was `⠼⠴⠨⠐⠒⠱`).
            if current.kind == .mn, current.text.count > 1, current.text.hasSuffix("."),
               UEBMath.isDigits(String(current.text.dropLast())), index + 1 < children.count,
               case let next = Self.unwrapped(children[index + 1]), [.menclose, .mover].contains(next.kind),
               let base = next.children.first.map(Self.unwrapped), base.kind == .mn, UEBMath.isDigits(base.text) {
                number(String(current.text.dropLast()), variant: current[attribute: "mathvariant"])
                write("⠨")
                continuesNumber = true
                node(next)
                index += 2
                continue
            }
            // A radical sign printed as a token of its own (`<mo>√</mo><mn>2</mn>`) is the radical
            // over what follows it, a group whole: its radicand ends with the termination
            // indicator (§103: `√2` is `⠜⠆⠻`, `∛x` `⠣⠒⠜⠭⠻`; the termination was missing).
            if current.kind == .mo, let rootIndex = Self.radicalIndexes[current.text], index + 1 < children.count {
                let end = Self.operandEnd(children, from: index + 1)
                radical(index: rootIndex.isEmpty ? nil : MathNode(.mn, text: rootIndex), Array(children[(index + 1)..<end]))
                index = end
                continue
            }
            // Signs of comparison printed side by side as tokens of their own are one
            // comparison, the multipurpose indicator between them (§177); a tilde after
            // another sign is a negation, not part of it.
            if current.kind == .mo, index + 1 < children.count, children[index + 1].kind == .mo,
               NemethSymbols.signs[current.text]?.comparison == true,
               let second = NemethSymbols.signs[children[index + 1].text], second.comparison, second.cells != "⠈⠱",
               current.text != "|", children[index + 1].text != "|" {
                sign(current.text + children[index + 1].text)
                index += 2
                continue
            }
            if current.kind == .mo, current.text == ":" {
                colon(children, at: index)
                index += 1
                continue
            }
            let applied = current.kind == .mi && current.text.count > 1 && index + 1 < children.count
                && children[index + 1].kind == .mo && children[index + 1].text == "\u{2061}"
            if Self.isFunction(current) || applied {
                node(current)
                // A function name (with its scripts) is followed by a space before its
                // argument (§158); a name the code does not list is not, before a parenthesis.
                let next = children[(index + 1)...].first { !($0.kind == .mo && MathNode.isInvisible($0.text)) }
                let closing = [",", ")", "]", "}"] + (Self.isFunction(current) ? [] : ["("])
                if let next, !(next.kind == .mo && closing.contains(next.text)) {
                    space(.function)
                }
                index += 1
                continue
            }
            if current.kind == .mo, Self.openers.contains(current.text) {
                nextGroupIsList = Self.isEnclosedList(children, openingAt: index)
            }
            // Combining marks printed as tokens of their own after a sign modify it.
            if current.kind == .mo {
                var marks: [Character] = [], next = index + 1
                while next < children.count, let mark = Self.combiningMark(children[next]) {
                    marks.append(mark)
                    next += 1
                }
                if let compound = Self.combined(current.text, marks: marks) {
                    modified(compound)
                    index = next
                    continue
                }
            }
            // A word printed against an operand is spaced from it (§? words in mathematics).
            if current.kind == .mtext, let spaced = Self.wordSpacedFromOperands(children, at: index) {
                node(spaced)
                index += 1
                continue
            }
            // An abbreviation is spaced from a sign of operation beside it (Rule VIII).
            let unitBeside = current.kind == .mo && Self.operationSigns.contains(current.text)
                && ((index > 0 && Self.endsWithUnit(children[index - 1]))
                    || (index + 1 < children.count && Self.endsWithUnit(children[index + 1])))
            // After a unit carrying a script the baseline indicator comes between, and no
            // space (the Code book: `2 m³ + 2 m³` is `⠼⠆⠀⠰⠍⠘⠒⠐⠬⠆⠀⠰⠍⠘⠒…`).
            if unitBeside, index > 0, Self.isBareUnit(children[index - 1]) { space(.word) }
            node(current)
            if unitBeside, index + 1 < children.count, Self.endsWithUnit(children[index + 1]) { space(.word) }
            index += 1
        }
    }
}
