import ReadingModel

/// Math in UEB technical material, written in two passes.
///
/// The first pass walks the tree into *pieces* (numbers, letters, words, symbols,
/// spaces) and the layout indicators of ICEB's *Guidelines for Technical Material*
/// (2014): fractions §6, scripts §7, radicals §8, modifiers §12. The second pass decides
/// what only the whole expression shows: where grade 1 indicators are needed (symbol,
/// word or passage, Guidelines §5 and UEB Rulebook §5), which letters stand alone,
/// which capitals make a capitalised word or passage (Rulebook §8), and whether words are
/// contracted (not once a numeric indicator has set grade 1 mode for the symbols-sequence).
struct UEBMath {
    struct Piece {
        enum Role { case space, number, letter, word, symbol }
        var role: Role
        var cells: String = ""
        var text: String = ""
        var capital = false
        /// A Latin letter (Greek and script letters never stand alone as wordsigns).
        var latin = false
        /// Could be read as a contraction outside grade 1 mode.
        var ambiguous = false
        var punctuation = false
        /// A space the print has (kept at the edges), not one added around a sign.
        var explicit = false
        var function = false
        /// A word printed as text (`mtext`), which may be written as a wordsign or a
        /// shortform where it stands alone (UEB Rulebook §10).
        var prose = false
        /// Capitals that never join a capitalised word (chemical element symbols).
        var ownCapital = false
        /// A shape, which takes the shape terminator when something follows it unspaced
        /// (Guidelines §14.1).
        var shape = false
        /// Typeform indicators written before the grade 1 and capital indicators.
        var typeform = ""
        /// The terminator of a typeform word indicator in `cells`, written when the
        /// symbols-sequence goes on after the piece (Rulebook §9.3).
        var terminator = ""
        /// Printed as a unit of measure (`class="MathML-Unit"`, `intent=":unit"`): a
        /// symbols-sequence that begins with one is judged apart for grade 1 (BANA Guidance §5a).
        var unit = false
    }

    private(set) var pieces: [Piece] = []
    /// Print symbols UEB does not define, met in this expression.
    private var undefined = TranscriberSymbols()
    private let chemistry: Bool
    /// Inside a script or a modifier comparison signs are not spaced (Guidelines §7.9).
    var scriptDepth = 0
    /// Inside a row whose `intent` is a binomial coefficient.
    var binomialIntent = false
    /// The node before the one being written, in the same row (set by ``row(_:)``, taken
    /// by ``node(_:)``): a marked digit continues a numeral only after one at its level.
    var rowPrevious: MathNode?, siblingBefore: MathNode?
    /// The row about to be written is all that a pair of set braces holds (taken by ``row(_:)``).
    var braceBody = false

    init(_ expression: MathExpression) {
        chemistry = UEBMath.looksChemical(expression.root)
    }

    static func render(_ expression: MathExpression) -> String {
        var writer = UEBMath(expression)
        writer.row(expression.root.children)
        return UEBIndicators(pieces: writer.pieces).render()
    }

    // MARK: - The walk

    mutating func append(_ piece: Piece) { pieces.append(piece) }

    /// The last piece is a capital that never joins a capitalised word.
    mutating func markLastOwnCapital() { pieces[pieces.count - 1].ownCapital = true }

    /// The pieces written for `node` from `start` on are a unit of measure when the node is
    /// marked as one (the marks ``NemethMath/isUnit(_:)`` reads).
    mutating func markUnit(_ node: MathNode, from start: Int) {
        guard NemethMath.isUnit(node), start < pieces.count else { return }
        for index in start..<pieces.count where pieces[index].role != .space { pieces[index].unit = true }
    }

    mutating func symbol(_ cells: String, ambiguous: Bool = false) {
        append(Piece(role: .symbol, cells: cells, ambiguous: ambiguous))
    }

    mutating func space(explicit: Bool = false) {
        append(Piece(role: .space, explicit: explicit))
    }

    /// Marks of letters printed as one character that UEB writes as a mark over the letter:
    /// the dot above (Newton's `ẋ`), which no modifier of Rulebook §4.2 gives.
    static let splitLetterMarks: Set<Unicode.Scalar> = ["\u{0307}"]

    mutating func node(_ node: MathNode) {
        siblingBefore = rowPrevious
        rowPrevious = nil
        switch node.kind {
        case .math, .mrow, .mstyle, .mpadded, .merror, .mtd, .unknown:
            // A row whose intent names a binomial coefficient (`intent="binomial($n,$r)"`)
            // tells its one-column table from a column vector.
            let binomial = binomialIntent
            if node[attribute: "intent"]?.hasPrefix("binomial") == true { binomialIntent = true }
            defer { binomialIntent = binomial }
            // A calculation MathML lays out spatially is written on one line here
            // (Guidelines §4.1; its spatial form is `UEBMath+Spatial`).
            row(Self.isCalculation(node) ? Self.linearComputation(node) : node.children)
        case .semantics, .maction:
            if let first = node.children.first { self.node(first) }
        case .mphantom, .none, .mprescripts, .annotation, .annotationXML:
            break
        case .mspace:
            if Self.ems(node[attribute: "width"]) >= 0.25 { space(explicit: true) }
        case .mn:
            // A digit with a mark printed in its token: the mark over or under it.
            if let parts = MarkedTokens.parts(node, precomposed: Self.splitLetterMarks) { row(Self.eachDotted(parts)) } else { number(node) }
        case .mi:
            if let parts = MarkedTokens.parts(node, precomposed: Self.splitLetterMarks) {
                row(Self.eachDotted(parts))
                return
            }
            let start = pieces.count
            identifier(node)
            markUnit(node, from: start)
        case .mo:
            operatorSign(node.text)
        case .mtext, .ms:
            let start = pieces.count
            text(node.text, variant: node[attribute: "mathvariant"])
            markUnit(node, from: start)
        case .mfrac:
            fraction(node)
        case .msqrt:
            symbol("⠩", ambiguous: true)
            filled(node.children)
            symbol("⠬", ambiguous: true)
        case .mroot:
            symbol("⠩", ambiguous: true)
            script("⠔", child(node, 1))
            filled([child(node, 0)])
            symbol("⠬", ambiguous: true)
        case .msup:
            superscript(base: child(node, 0), child(node, 1))
        case .msub:
            self.node(child(node, 0))
            script("⠢", child(node, 1))
        case .msubsup:
            subSuperscript(base: child(node, 0), child(node, 1), child(node, 2))
        case .munder, .mover, .munderover:
            underOver(node)
        case .mmultiscripts:
            multiscripts(node)
        case .menclose:
            enclose(node)
        case .mtable:
            table(node)
        case .mtr, .mlabeledtr:
            for (index, cell) in node.children.enumerated() {
                if index > 0 { space(explicit: true) }
                self.node(cell)
            }
        }
    }

    func child(_ node: MathNode, _ index: Int) -> MathNode {
        index < node.children.count ? node.children[index] : MathNode(.mrow)
    }

    /// A row, with the numbers print splits into several tokens joined again
    /// (`5`, `.`, `72` is one number; so is `10`, `,`, `000`).
    mutating func row(_ children: [MathNode]) {
        let inBraces = braceBody
        braceBody = false
        var index = 0
        while index < children.count {
            let current = children[index]
            // Spacing elements side by side add up (`0.167em` + `0.111em` is a space).
            if Self.spaceWidth(current) != nil {
                var width = 0.0
                let start = index
                while index < children.count, let next = Self.spaceWidth(children[index]) {
                    width += next
                    index += 1
                }
                if width >= 0.25 || (width > 0 && Self.spacesUnit(children, from: start, to: index)) { space(explicit: true) }
                continue
            }
            if current.kind == .mn, let (joined, next) = Self.digitGroups(children, at: index) {
                row([joined] + children[next...])
                return
            }
            if current.kind == .mn, index + 2 < children.count,
               children[index + 1].kind == .mo, children[index + 2].kind == .mn,
               Self.isDigits(children[index + 2].text) {
                let separator = children[index + 1].text
                let next = children[index + 2].text
                // In a script the comma is not followed by a space (Guidelines §7.9), and
                // "the numeric mode is terminated by a space or any symbol other than a digit,
                // full stop, comma, numeric space or simple fraction line" (Rulebook §6.2.1):
                // the digits after it go on in numeric mode (`a₁,₂` `⠁⠢⠣⠼⠁⠂⠃⠜`; the second
                // digit took a numeric indicator of its own).
                let unspacedComma = separator == "," && scriptDepth > 0 && current.text.last?.isNumber == true
                if separator == "." || (separator == "," && next.count == 3) || separator == Self.fractionSlash || unspacedComma {
                    var joined = current
                    joined.text += separator + next
                    var rest = Array(children[(index + 3)...])
                    rest.insert(joined, at: 0)
                    row(rest)
                    return
                }
            }
            // A colon between two operands is the ratio sign, unspaced (Guidelines §3.1
            // `1:200`, §3.2 `x:y` `⠭⠰⠒⠽`: after a letter ⠒ reads as the groupsign "cc",
            // so it takes grade 1 mode). A colon before a mapping (`f: X → Y`) or in set
            // braces ("such that") is punctuation, followed by a space.
            // A colon in set braces reads "such that", as the bar does (`{x : x > 0}`), and is
            // spaced as the bar is, whatever stands beside it (it was unspaced before it).
            if current.kind == .mo, current.text == ":" || current.text == "∶",
               Self.isSuchThat(children, sign: index, inBraces: inBraces) {
                space()
                append(Piece(role: .symbol, cells: "⠒", punctuation: true))
                space()
                index += 1
                continue
            }
            if current.kind == .mo, current.text == ":", index > 0, children[index - 1].kind != .mn,
               index + 1 < children.count, children[index + 1].kind != .mn {
                if Self.isRatio(children, colon: index) {
                    symbol("⠒", ambiguous: true)
                } else {
                    // Punctuation: a letter before it stands alone (Rulebook §2.6.3),
                    // `f: A → B` `⠰⠋⠒`, as `⠋⠒` reads "from:".
                    append(Piece(role: .symbol, cells: "⠒", punctuation: true))
                    space()
                }
                index += 1
                continue
            }
            // The one vertical bar in set braces, with something before it, reads "such
            // that" and is spaced as a sign of comparison (Guidelines §10 sets:
            // `{(x, y) | x + y = 6}` `⠸⠣⠐⠣⠭⠂⠀⠰⠽⠐⠜⠀⠸⠳⠀⠭⠐⠖⠽…`).
            if current.kind == .mo, ["|", "∣"].contains(current.text),
               Self.isSuchThat(children, sign: index, inBraces: inBraces) {
                space()
                symbol("⠸⠳")
                space()
                index += 1
                continue
            }
            if let blank = Self.omittedBlank(children, at: index) {
                symbol("⠬", ambiguous: true)
                index += blank
                continue
            }
            rowPrevious = index > 0 ? children[index - 1] : nil
            // A row that is all the braces hold (`{`, `<mrow>x | x > 0</mrow>`, `}`) is read
            // as in them.
            braceBody = current.kind == .mrow && index > 0 && index + 1 < children.count
                && children[index - 1].kind == .mo && children[index - 1].text == "{"
                && children[index + 1].kind == .mo && children[index + 1].text == "}"
            node(current)
            braceBody = false
            index += 1
        }
    }

    /// Arrows that make a colon before them a function's (`f: X → Y`).
    static let mappingArrows: Set<String> = ["→", "↦", "⟶", "⟼", "↪", "↠", "⇀"]

    /// Whether the colon at `colon` sits between two operands as a ratio: not before a
    /// mapping arrow and not inside set braces.
    static func isRatio(_ children: [MathNode], colon: Int) -> Bool {
        let after = children[(colon + 1)...]
        if after.contains(where: { $0.kind == .mo && mappingArrows.contains($0.text) }) { return false }
        if children[..<colon].contains(where: { $0.kind == .mo && $0.text == "{" }) { return false }
        let operand: (MathNode) -> Bool = { $0.kind == .mi || $0.kind == .mn || $0.kind == .msub || $0.kind == .msup }
        return operand(children[colon - 1]) && operand(children[colon + 1])
    }

    /// Whether the sign at `sign` (a bar or a colon) is the only one of its kind in set
    /// braces, with something before and after it there: set-builder's "such that". The
    /// braces are in the row, or around all of it (`inBraces`).
    static func isSuchThat(_ children: [MathNode], sign: Int, inBraces: Bool = false) -> Bool {
        let text = children[sign].text
        let kind: Set<String> = ["|", "∣"].contains(text) ? ["|", "∣"] : [":", "∶"]
        let isSign: (MathNode) -> Bool = { $0.kind == .mo && kind.contains($0.text) }
        var first = 0, end = children.count
        if let open = children[..<sign].lastIndex(where: { $0.kind == .mo && $0.text == "{" }),
           let close = children[(sign + 1)...].firstIndex(where: { $0.kind == .mo && $0.text == "}" }) {
            first = open + 1
            end = close
        } else if !inBraces {
            return false
        }
        guard first < sign, sign + 1 < end else { return false }
        return children[first..<end].filter(isSign).count == 1
    }

    /// An empty place in a fraction or radical is an omission (Guidelines §3.6).
    private mutating func filled(_ children: [MathNode]) {
        if !children.contains(where: \.hasTokenText) {
            symbol("⠬", ambiguous: true)
        } else {
            row(children)
        }
    }

    private mutating func identifier(_ node: MathNode) {
        identifierText(node.text, variant: node[attribute: "mathvariant"])
    }

    mutating func identifierText(_ text: String, variant: String?) {
        let characters = Array(text)
        if characters.isEmpty { return }
        if characters.count == 1 {
            letter(characters[0], variant: variant)
            return
        }
        if characters.allSatisfy({ $0.isUppercase }) && characters.allSatisfy({ $0.isASCII }) {
            let split = chemistry && Set(characters).count > 1
            if !chemistry || split {
                for character in characters {
                    letter(character, variant: variant)
                    if split { pieces[pieces.count - 1].ownCapital = true }
                }
                return
            }
        }
        let function = UEBSymbols.functionNames.contains(text) || UEBSymbols.functionNames.contains(text.lowercased())
        // Letters in a marked font (bold, script …) are letters of that typeform, however
        // many the token holds; the indicators make them a typeform word (Rulebook §9.2).
        let marked = variant.flatMap(MathFont.init(rawValue:)).map { !UEBAlphabets.typeform($0, latin: true).isEmpty } ?? false
        if !characters.allSatisfy({ $0.isLetter && $0.isASCII }) || (marked && !function) {
            for character in characters { letter(character, variant: variant) }
            return
        }
        var piece = Piece(role: .word, text: text)
        piece.function = UEBSymbols.functionNames.contains(text)
            || UEBSymbols.functionNames.contains(text.lowercased())
        piece.latin = true
        // An abbreviation after a quantity (a unit: `6 in`, `3 ft`) is a word: standing
        // alone it takes its wordsign, "regardless of meaning" (Rulebook §10.1-10.5;
        // Guidelines §2.10 writes `1 ft 6 in` with the wordsign ⠔). Other identifiers
        // of several letters (`it = 1`) are no words of text, and neither are function
        // names (Guidelines §9).
        let afterQuantity = pieces.last?.role == .space && pieces.dropLast().last?.role == .number
        piece.prose = !piece.function && afterQuantity
        append(piece)
    }

    mutating func letter(_ raw: Character, variant: String?) {
        if let roman = Self.romanNumeral(raw) {
            identifierText(roman, variant: variant)
            return
        }
        if let enclosed = MathAlphanumerics.enclosed(raw) {
            // A letter or number printed in a circle: the circle shape with the letter
            // inside (Guidelines §14, a shape with an interior modification); in
            // parentheses: the letter between them.
            if enclosed.enclosure == .circle {
                circled(enclosed.text)
            } else {
                symbol("⠐⠣")
                identifierText(enclosed.text, variant: nil)
                symbol("⠐⠜")
            }
            return
        }
        let styled = MathAlphanumerics.styled(raw, variant: variant)
        let character = styled.base
        if (character.isNumber && character.isASCII) || MathAlphanumerics.levelDigits[raw] != nil
            || MathAlphanumerics.vulgarFractions[raw] != nil {
            number(MathNode(.mn, text: String(raw)))
            return
        }
        if character.isASCII && character.isLetter {
            let lower = Character(character.lowercased())
            var piece = Piece(role: .letter, cells: String(BrailleAlphabet.letters[lower] ?? "⠁"))
            piece.capital = character.isUppercase
            piece.latin = true
            piece.ownCapital = chemistry
            piece.text = String(lower)
            piece.typeform = UEBAlphabets.typeform(styled.font, latin: true)
            append(piece)
            return
        }
        if let (modifier, base) = UEBAlphabets.accented[character] {
            var piece = Piece(role: .letter, cells: modifier + String(BrailleAlphabet.letters[Character(base.lowercased())] ?? "⠁"))
            piece.capital = base.isUppercase
            piece.text = String(base).lowercased()
            append(piece)
            return
        }
        let greek = UEBAlphabets.greekAliases[character] ?? character
        if let latin = BrailleAlphabet.greek[greek] {
            var piece = Piece(role: .letter, cells: "⠨" + String(BrailleAlphabet.greekCell(latin)))
            piece.typeform = UEBAlphabets.typeform(styled.font, latin: false)
            append(piece)
            return
        }
        if let lower = BrailleAlphabet.lowerGreek(greek), let latin = BrailleAlphabet.greek[lower] {
            var piece = Piece(role: .letter, cells: "⠨" + String(BrailleAlphabet.greekCell(latin)))
            piece.capital = true
            piece.typeform = UEBAlphabets.typeform(styled.font, latin: false)
            append(piece)
            return
        }
        if character != raw, let known = UEBSymbols.operators[String(character)] {
            // A styled ∇ or ∂: its typeform, then the sign.
            let typeform = UEBAlphabets.typeform(styled.font, latin: false)
            if !typeform.isEmpty { symbol(typeform) }
            emit(known)
            return
        }
        if stacked(String(character)) { return }
        if let known = UEBSymbols.operators[String(character)] {
            emit(known)
        } else if character.isNumber, character.isASCII {
            number(MathNode(.mn, text: String(character)))
        } else {
            // A print symbol UEB does not define: a transcriber-defined print symbol,
            // listed on the symbols page (Rulebook §3.26); its cells may read as a
            // contraction, so it takes grade 1 mode when needed.
            symbol(undefined.cells(for: character, code: .ueb), ambiguous: true)
        }
    }

    static func transcriberSymbols(_ expression: MathExpression) -> [TranscriberDefinedSymbol] {
        var writer = UEBMath(expression)
        writer.row(expression.root.children)
        return writer.undefined.assigned
    }

    mutating func operatorSign(_ text: String) {
        if text.isEmpty || MathNode.isInvisible(text) { return }
        if text.allSatisfy({ $0 == "\u{A0}" || $0.isWhitespace || MathNode.isInvisible(String($0)) }) {
            space(explicit: true)
            return
        }
        if stacked(text) { return }
        if Self.isFunctionName(text) {
            // A function name is a word however the converter marks it up: MathJax writes
            // `\lim`, `\max`, `\det` as operators (`<mo>det</mo>`), `\sin` as an
            // identifier; both are the Guidelines' §9 function names.
            identifierText(text, variant: nil)
            return
        }
        if let known = UEBSymbols.operators[text] {
            emit(known)
            return
        }
        for character in text {
            if MathNode.isInvisible(String(character)) { continue }
            if let known = UEBSymbols.operators[String(character)] {
                emit(known)
            } else if character.isWhitespace {
                space(explicit: true)
            } else {
                letter(character, variant: nil)
            }
        }
    }

    /// A tally mark and a group of five (Guidelines §4.2).
    static let tallyCells: Set<String> = ["⠸", "⠸⠸⠸⠸⠒"]

    /// Signs of operation after which a tilde has no operand before it: and, or, not,
    /// plus, minus, times, dot (the logic connectives and the operations of §3.1).
    static let operationsBeforeNegation: Set<String> = ["⠈⠦", "⠈⠖", "⠈⠹", "⠐⠖", "⠐⠤", "⠐⠦", "⠐⠲", "⠈⠔"]

    mutating func emit(_ known: UEBSymbols.Symbol, spacing: Bool = true) {
        // A tilde with no operand before it (opening an expression or a group, or after
        // a sign of operation: p ∧ ∼q) is the sign of negation, not a comparison, and is
        // unspaced (Guidelines §10, logic).
        let negation = known.cells == "⠈⠔" && (pieces.last == nil || pieces.last?.role == .space
            || (pieces.last?.punctuation == true && ["⠐⠣", "⠨⠣", "⠸⠣"].contains(pieces.last?.cells ?? ""))
            || (pieces.last?.role == .symbol && Self.operationsBeforeNegation.contains(pieces.last?.cells ?? "")))
        let spaced = known.spaced && scriptDepth == 0 && spacing && !negation
        if spaced { space() }
        if Self.tallyCells.contains(known.cells), pieces.last?.cells == "⠸⠸⠸⠸⠒", scriptDepth == 0 {
            // Tally marks are grouped as print groups them, a space between the groups
            // (Guidelines §4.2; APH's *UEB Math* 10.5: "⠸⠸⠸⠸⠒⠀⠸⠸⠸⠸⠒⠀⠸⠸"): a mark after a
            // group of five starts the next group.
            space()
        }
        var piece = Piece(role: .symbol, cells: known.cells, ambiguous: known.ambiguous)
        piece.punctuation = known.punctuation
        // Regular polygons and the circle, filled (⠸⠫) or shaded (⠨⠫) as well (§14.1).
        piece.shape = known.cells.hasScalarPrefix("⠫⠼") || known.cells.hasScalarPrefix("⠫⠿")
            || known.cells.hasScalarPrefix("⠸⠫") || known.cells.hasScalarPrefix("⠨⠫")
        append(piece)
        if spaced || (known.cells == "⠂" && scriptDepth == 0) { space() }
    }

    private mutating func text(_ text: String, variant: String? = nil) {
        let start = pieces.count
        var word = ""
        func flush(_ writer: inout UEBMath) {
            guard !word.isEmpty else { return }
            if word.count == 1 {
                writer.letter(word.first!, variant: nil)
            } else if word.allSatisfy({ $0.isLetter && $0.isASCII }) || UEBWords.isOClock(word) {
                var piece = Piece(role: .word, text: String(word.map { $0 == "’" ? "'" : $0 }))
                piece.latin = true
                piece.prose = true
                writer.append(piece)
            } else {
                // A word mixing letters, digits and signs ("25", "3rd", "x2,") is written
                // run by run: a numeral is one number in numeric mode (Rulebook §6), not a
                // number per digit; letters are a word; signs are signs.
                writer.mixedWord(word)
            }
            word = ""
        }
        for character in text {
            if character.isWhitespace || character == "\u{A0}" {
                flush(&self)
                space(explicit: true)
            } else if !MathNode.isInvisible(String(character)) {
                word.append(character)
            }
        }
        flush(&self)
        textTypeform(variant, from: start)
    }

    /// Text set in a marked font (`<mtext mathvariant="bold">`) keeps its typeform (UEB
    /// Rulebook §9.2-9.4): each symbols-sequence of it takes the typeform word indicator
    /// (bold `⠘⠂`, italic `⠨⠂`, script `⠈⠂`), a sequence of one symbol the symbol
    /// indicator (`⠘⠆`); three or more sequences are a typeform passage, the passage
    /// indicator (`⠘⠶`) before the first and the terminator (`⠘⠄`) after the last. The
    /// typeform was dropped (`Step 1` in bold read as regular text).
    private mutating func textTypeform(_ variant: String?, from start: Int) {
        guard let font = variant.flatMap(MathFont.init(variant:)) else { return }
        // Italic is the regular font of variables, but text set in italics is emphasised.
        let symbolIndicator = font == .italic ? "⠨⠆" : UEBAlphabets.typeform(font, latin: true)
        // One typeform only (bold, italic, script; the transcriber-defined ones end in ⠼⠆).
        guard symbolIndicator.unicodeScalars.count == 2, symbolIndicator.hasSuffix("⠆") else { return }
        let stem = String(symbolIndicator.unicodeScalars.first!)
        var sequences: [Range<Int>] = []
        var index = start
        while index < pieces.count {
            while index < pieces.count, pieces[index].role == .space { index += 1 }
            var end = index
            while end < pieces.count, pieces[end].role != .space { end += 1 }
            if end > index { sequences.append(index..<end) }
            index = end
        }
        guard let first = sequences.first, let last = sequences.last else { return }
        for range in sequences {
            for position in range { pieces[position].typeform = "" }
        }
        if sequences.count >= 3 {
            pieces[first.lowerBound].typeform = stem + "⠶"
            pieces[last.upperBound - 1].terminator = stem + "⠄"
            return
        }
        for range in sequences {
            // One letter, one sign or a one-digit number is one symbol.
            let piece = pieces[range.lowerBound]
            let single = range.count == 1 && piece.role != .word
                && (piece.role != .number || piece.cells.unicodeScalars.count <= 2)
            pieces[range.lowerBound].typeform = stem + (single ? "⠆" : "⠂")
        }
    }

    private mutating func mixedWord(_ word: String) {
        let characters = Array(word)
        var index = 0
        while index < characters.count {
            let start = index
            let character = characters[index]
            if character.isASCII, character.isNumber {
                // Digits, with a decimal point or comma between digits, are one numeral.
                while index < characters.count, characters[index].isASCII,
                      characters[index].isNumber || ((characters[index] == "." || characters[index] == ",")
                        && index + 1 < characters.count && characters[index + 1].isASCII
                        && characters[index + 1].isNumber) {
                    index += 1
                }
                number(MathNode(.mn, text: String(characters[start..<index])))
            } else if character.isLetter, character.isASCII {
                while index < characters.count, characters[index].isLetter, characters[index].isASCII { index += 1 }
                let run = String(characters[start..<index])
                if run.count == 1 {
                    letter(run.first!, variant: nil)
                } else {
                    var piece = Piece(role: .word, text: run)
                    piece.latin = true
                    piece.prose = true
                    append(piece)
                }
            } else {
                index += 1
                if character == "'" || character == "’", start > 0, characters[start - 1].isLetter,
                   index < characters.count, characters[index].isLetter {
                    // An apostrophe inside a word (it's) is the apostrophe ⠄ (Rulebook §7.3).
                    append(Piece(role: .symbol, cells: "⠄", punctuation: true))
                } else if isHyphen(characters, at: start) {
                    append(Piece(role: .symbol, cells: "⠤", punctuation: true))
                } else if character.isLetter { letter(character, variant: nil) } else { operatorSign(String(character)) }
            }
        }
    }

    // MARK: - Layout

    private mutating func fraction(_ node: MathNode) {
        let numerator = child(node, 0), denominator = child(node, 1)
        if let thickness = node[attribute: "linethickness"], Self.ems(thickness) == 0,
           thickness.first == "0" {
            // The binomial coefficient's sign between its two parts is the two cells
            // ⠰⠻, not a grade 1 indicator: the Guidelines' §11.5 example keeps it
            // inside a grade 1 passage (`⠐⠣⠝⠰⠻⠗⠐⠜`), where an indicator would go.
            self.node(numerator)
            symbol("⠰⠻")
            self.node(denominator)
            return
        }
        if let top = Self.numeral(numerator), let bottom = Self.numeral(denominator) {
            // A simple numeric fraction stays in numeric mode (Guidelines §6.1): its
            // numerator and denominator are numerals, digit-group commas and decimal points
            // included (`1/10,000` is `⠼⠁⠌⠁⠚⠂⠚⠚⠚`).
            var cells = "⠼"
            for character in top { cells += Self.numeralCell(character) }
            cells += "⠌"
            for character in bottom { cells += Self.numeralCell(character) }
            append(Piece(role: .number, cells: cells))
            return
        }
        symbol("⠷", ambiguous: true)
        filled([numerator])
        symbol("⠨⠌", ambiguous: true)
        filled([denominator])
        symbol("⠾", ambiguous: true)
    }

    private mutating func table(_ node: MathNode) {
        let rows = node.children
        // A one-column two-row table is a binomial coefficient only when the intent says
        // so (MathML 4's `binomial`, as the Guidelines' §14.3.3 example is marked up); any
        // other is a column vector or matrix, its rows read in turn (`[x; y]` was
        // `⠨⠣⠭⠰⠻⠽⠨⠜`, "x choose y").
        if binomialIntent, rows.count == 2, rows.allSatisfy({ $0.children.count == 1 }) {
            self.node(rows[0])
            symbol("⠰⠻")
            self.node(rows[1])
            return
        }
        for (index, row) in rows.enumerated() {
            if index > 0 { space(explicit: true) }
            self.node(row)
        }
    }

    // MARK: - Helpers

    /// The width of an `mspace` (or a style wrapper holding only spaces), else `nil`.
    static func spaceWidth(_ node: MathNode) -> Double? {
        switch node.kind {
        case .mspace: return ems(node[attribute: "width"])
        case .mstyle, .mrow, .mpadded:
            guard !node.children.isEmpty else { return nil }
            var total = 0.0
            for child in node.children {
                guard let width = spaceWidth(child) else { return nil }
                total += width
            }
            return total
        default: return nil
        }
    }

    /// The text of a numeral printed as one `mn` or as a row of digit groups and the
    /// commas or decimal points between them (`10`, `,`, `000`); `nil` for anything else.
    static func numeral(_ node: MathNode) -> String? {
        var text = ""
        if node.kind == .mn {
            text = node.text
        } else if node.kind == .mrow, !node.children.isEmpty,
                  node.children.allSatisfy({ $0.kind == .mn || ($0.kind == .mo && ($0.text == "," || $0.text == ".")) }) {
            text = node.children.map(\.text).joined()
        } else {
            return nil
        }
        guard let first = text.first, let last = text.last, first.isASCII, first.isNumber,
              last.isASCII, last.isNumber,
              text.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." }) else { return nil }
        return text
    }

    /// A digit, comma or decimal point of a numeral in numeric mode.
    static func numeralCell(_ character: Character) -> String {
        switch character {
        case ",": return "⠂"
        case ".": return "⠲"
        default: return String(BrailleAlphabet.upperDigits[character]!)   // only ASCII digits reach here
        }
    }

    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Every vulgar fraction character as a simple numeric fraction (Guidelines §6.1:
    /// `⠼⠁⠌⠛` for ⅐), from the one table both codes read; nine of the nineteen were
    /// missing, and ⅐ ⅑ ⅒ ⅖ ⅗ ⅘ ⅙ ⅚ ↉ lost their digits (`⠼` alone).
    static let vulgarFractions: [String: String] = {
        var table: [String: String] = [:]
        for (character, parts) in MathAlphanumerics.vulgarFractions {
            let digits = { (text: String) in String(text.compactMap { BrailleAlphabet.upperDigits[$0] }) }
            table[String(character)] = "⠼" + digits(parts.numerator) + "⠌" + digits(parts.denominator)
        }
        return table
    }()

    /// A MathML length in ems (`0.278em`, `thickmathspace`...); 0 when unknown.
    ///
    /// Read as bytes: every row item is asked whether it is a space, and reading the
    /// length as characters cost more than writing the rest of the expression.
    static func ems(_ value: String?) -> Double {
        guard let value else { return 0 }
        var bytes = value.utf8[...]
        while bytes.first == 0x20 { bytes.removeFirst() }
        while bytes.last == 0x20 { bytes.removeLast() }
        if bytes.isEmpty { return 0 }
        let text = Substring(bytes)
        switch text {
        case "thinmathspace": return 0.167
        case "mediummathspace": return 0.222
        case "thickmathspace": return 0.278
        case "thin": return 0
        default: break
        }
        let number = bytes.prefix { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }
        guard let amount = Double(Substring(number)) else { return 0 }
        if text.hasSuffix("px") || text.hasSuffix("pt") { return amount / 16 }
        return amount
    }

    /// Chemical formulas capitalise each element symbol on its own (Guidelines §16), so
    /// the capitals never form a capitalised word. A formula shows itself by a
    /// mixed-case identifier made of element symbols, or an element with a numeric subscript.
    /// Whether an identifier is printed upright, as element symbols are (Guidelines §16;
    /// IUPAC's Green Book prints element symbols in roman type): a name of several letters, or one letter marked
    /// `mathvariant="normal"`. A single letter is italic by default in MathML (MathML 3
    /// §3.2.3.2), a variable: `I₃`, `B₁` in a matrix book are no iodine or boron (once
    /// converters' one-token rows are read as the token, `<mrow><mi>I</mi></mrow>` with a
    /// numeric subscript made a whole expression chemistry, its capitals each on its own).
    static func isUpright(_ identifier: MathNode) -> Bool {
        identifier.text.count > 1 || identifier[attribute: "mathvariant"] == "normal"
    }

    static func looksChemical(_ root: MathNode) -> Bool {
        var stack = [root]
        while let node = stack.popLast() {
            if node.kind == .mi, node.text.count > 1, node.text.contains(where: { $0.isLowercase }),
               node.text.first?.isUppercase == true, ChemicalElements.splits(node.text) {
                return true
            }
            if node.kind == .msub || node.kind == .msubsup || node.kind == .mmultiscripts, node.children.count > 1,
               node.children[1].kind == .mn || node.children[1].kind == .mpadded,
               (node.children[0].kind == .mi && node.children[0].text.first?.isUppercase == true
                   && ChemicalElements.splits(node.children[0].text) && Self.isUpright(node.children[0]))
                || node.children[0].kind == .mpadded {
                return true
            }
            if isIon(node) { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }
}
