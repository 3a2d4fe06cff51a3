import ReadingModel

/// Rows: operators and their operands, implied multiplication, function application,
/// large operators and fenced groups (ClearSpeak Rules, "Parentheses", "Functions",
/// "Implied multiplication", "Sets", "Absolute value").
extension MathSpeaker {
    mutating func speakRow(_ items: [MathNode]) {
        if items.count == 1 {
            speak(items[0])
            return
        }
        rowDepth += 1
        defer { rowDepth -= 1 }
        if rowDepth > Self.maximumRowDepth {
            for item in items { speak(item) }
            return
        }
        if clearSpeak, options.paren == .interval, let interval = Interval(items) {
            speakInterval(interval)
            return
        }
        if let fence = Fence(items) {
            speakFenced(fence)
            return
        }
        if let cases = casesTable(items) {
            speakTable(cases, fence: "{")
            return
        }
        var index = 0
        var afterOperand = false
        let wasAfterDegrees = afterDegrees
        afterDegrees = false
        defer { afterDegrees = wasAfterDegrees }
        while index < items.count {
            let item = items[index]
            if let used = speakVectorOperator(items, at: index, afterOperand: afterOperand) {
                // "divergence of", "curl of": the operand follows as an argument does.
                index += used
                afterOperand = false
                continue
            }
            if let words = speakMarkedRow(items, at: index, afterOperand: afterOperand) {
                index += words
                afterOperand = true
                continue
            }
            if clearSpeak, let names = currencyNames(item) {
                // ClearSpeak Currency: Auto reads a sign printed before the amount after it,
                // singular for 1 ("$1" is "1 dollar"), as a unit after its number is;
                // Position reads it where it is printed and Prefix always first, both plural
                // ("dollars 1").
                let amountBefore = index > 0 && items[index - 1].kind == .mn
                let amountAfter = index + 1 < items.count && items[index + 1].kind == .mn
                if options.currency == .auto, amountAfter, !amountBefore {
                    if afterOperand, index > 0 { speakImpliedOperator(items[index - 1], items[index + 1]) }
                    speak(items[index + 1])
                    say(items[index + 1].text == "1" ? names.0 : names.1)
                    index += 2
                    afterOperand = true
                    continue
                }
                if options.currency != .auto, !(options.currency == .prefix && amountBefore) {
                    say(names.1)
                    index += 1
                    afterOperand = true
                    continue
                }
            }
            if clearSpeak, options.currency == .prefix, item.kind == .mn, index + 1 < items.count,
               let names = currencyNames(items[index + 1]) {
                say(names.1)
                speak(item)
                index += 2
                afterOperand = true
                continue
            }
            if let op = largeOperator(item) ?? (afterOperand ? nil : prefixLargeOperator(item)) {
                let end = operandEnd(items, from: index + 1, integral: op.text == "∫" || op.text == "∮")
                speakLargeOperator(item, operand: Array(items[(index + 1)..<end]))
                index = end
                afterOperand = true
                continue
            }
            if clearSpeak, options.ellipses == .andSoOn, item.kind == .mo, item.text == "…" || item.text == "⋯",
               index > 0, let first = items.first, first.text != "…", first.text != "⋯" {
                // Ellipses AndSoOn: "1 comma 2 comma and so on", "… and so on up to 20"; a
                // list that starts with an ellipsis keeps "dot dot dot".
                let last = items[(index + 1)...].allSatisfy { $0.kind == .mtext && $0.text.allSatisfy(\.isWhitespace) }
                say(last ? .andSoOn : .andSoOnUpTo)
                index += 1
                if !last {
                    // "and so on up to 20": the comma after the ellipsis is the list's, and
                    // "up to" already joins the last item (it said "and so on up to comma 20").
                    while index < items.count, items[index].kind == .mtext, items[index].text.allSatisfy(\.isWhitespace) { index += 1 }
                    if index < items.count, items[index].kind == .mo, items[index].text == "," { index += 1 }
                }
                afterOperand = true
                continue
            }
            if item.kind == .mo, !isOperand(item) {
                let text = item.text
                let scalar = text.onlyScalar
                if scalar == 0x2064 {
                    say(.and)
                } else if scalar == 0x2062 {
                    if index + 1 < items.count, Fence(items[index + 1])?.isParen == true { say(.times) }
                } else if scalar == 0x2061 || scalar == 0x2063 {
                    // Function application is read with the function; a separator says nothing.
                } else if !afterOperand, text == "-" || text == "−", index + 1 < items.count,
                          items[index + 1].kind == .msqrt, clearSpeak {
                    // ClearSpeak "Roots": −√2 is "the negative square root of 2".
                    speakRoot(items[index + 1].children.first ?? MathNode(.mrow), index: nil, sign: .negative)
                    index += 2
                    afterOperand = true
                    continue
                } else {
                    let isRelation = Self.relations.contains(text) && !inLimit
                    if isRelation { pause() }
                    if text == "°", afterOperand, out.lastWords == "1", let degree = words.units["°"] {
                        // One degree is singular, as a unit after 1 is ("1 degree, 10 minutes").
                        say(degree.0)
                    } else if clearSpeak, options.verticalLine == .auto, !inParens, afterOperand, text == "|" || text == "∣",
                              index + 1 < items.count, items[index + 1].kind != .mo || isOperand(items[index + 1]) {
                        // ClearSpeak VerticalLine (Auto): a vertical line between two operands,
                        // not paired as an absolute value, in parentheses ("given") or set
                        // braces ("such that"), is "divides" ("3 divides 6").
                        say(.divides)
                    } else {
                        speakOperator(text, prefix: !afterOperand)
                    }
                    if isRelation || text == "," { pause() }
                    if text == "°" { afterDegrees = true }
                    afterPlusMinus = text == "±" || text == "∓"
                }
                afterOperand = Self.postfix.contains(text)
                index += 1
                continue
            }
            // An operand.
            if afterOperand, index > 0 { speakImpliedOperator(items[index - 1], item) }
            if let consumed = speakFunctionCall(items, at: index) {
                index += consumed
                afterOperand = true
                continue
            }
            let complex = isComplex(item)
            if complex, index > 0 { pause(.medium) }
            // A power written on an empty base after a subscript (`p_{x_1}{}^{10}`) is the
            // subscript's power: it closes the subscript as in msubsup.
            powerFollows = item.kind == .msub && index + 1 < items.count && items[index + 1].kind == .msup
                && items[index + 1].children[0].kind == .mrow && items[index + 1].children[0].children.isEmpty
            speak(item)
            powerFollows = false
            afterPlusMinus = false
            if complex || (clearSpeak && item.kind == .msqrt) { pause(.medium) }
            afterOperand = true
            index += 1
        }
    }

    /// Notations read as a whole from several row items (ClearSpeak Part 2 and 3):
    /// "triangle A B C" for Δ before a triangle's vertices (`namesTriangle`), "the measure of angle A" for m∠A, and a
    /// parenthesised combination of functions applied to an argument ("open paren, f
    /// plus g, close paren, of x"). Returns the number of items read, or `nil`.
    mutating func speakMarkedRow(_ items: [MathNode], at index: Int, afterOperand: Bool) -> Int? {
        let item = items[index]
        guard clearSpeak, index + 1 < items.count else { return nil }
        let next = items[index + 1]
        if namesTriangle(items, at: index) {
            say("triangle")
            return 1
        }
        if let used = speakRepeatingDecimal(items, at: index) { return used }
        if item.kind == .mi, item.text == "m", next.kind == .mo, next.text == "∠" {
            say(.the)
            say("measure of")
            return 1
        }
        // ClearSpeak "Functions": (f + g)(x), (f g)(x) and (f/g)(x), functions combined, are
        // applied to what follows: "open paren, f over g, close paren, of, …".
        let content = Fence(item).map { fence in
            fence.content.count == 1 && fence.content[0].kind == .mfrac ? fence.content[0].children : fence.content
        } ?? []
        // A map restricted to a set in parentheses is applied too: "open paren, S restricted
        // to U, close paren, of u".
        let restricted = content.count == 2 && content[0].kind == .mi && isScriptedBar(content[1])
        if options.functions != .none, let fence = Fence(item), fence.open == "(", restricted || content.contains(where: {
            $0.kind == .mi && Self.functionLetters.contains($0.text) })
           && content.allSatisfy({ $0.kind == .mo || ($0.kind == .mi && Self.functionLetters.contains($0.text)) }),
           let argument = Fence(next), argument.open == "(" {
            speak(item)
            pause()
            say(.of)
            if isSimpleRow(argument.content) {
                speakRow(argument.content)
            } else {
                pause()
                speak(next)
            }
            return 2
        }
        return nil
    }

    static let relations: Set<String> = [
        "=", "≠", "<", ">", "≤", "≥", "≈", "≡", "≅", "∼", "∝", "→", "⇒", "⇔", "∈", "∉", "⊂", "⊆", "⊃", "⊇",
        "≦", "≧", "⩽", "⩾", "⟹", "⟺", "↦",
    ]
    static let postfix: Set<String> = ["!", "′", "″", "‴", "%", "°"]

    static let currencies: Set<String> = ["$", "€", "£", "¥", "₹", "¢"]

    /// The singular and plural names of a currency sign token (fullwidth signs as theirs).
    func currencyNames(_ node: MathNode) -> (String, String)? {
        guard node.kind.isToken, var scalar = node.text.unicodeScalars.first, node.text.unicodeScalars.count == 1 else {
            return nil
        }
        if let plain = Self.fullwidthCurrencies[scalar] { scalar = plain }
        let sign = String(scalar)
        guard Self.currencies.contains(sign) else { return nil }
        return words.units[sign] ?? MathWords.english.units[sign]
    }

    static let fullwidthCurrencies: [Unicode.Scalar: Unicode.Scalar] = ["\u{FF04}": "$", "\u{FFE1}": "£", "\u{FFE5}": "¥", "\u{FFE0}": "¢"]

    /// A fraction of two whole numbers, the numerator below the denominator (the fraction
    /// part of a mixed number).
    func isProperNumericFraction(_ node: MathNode) -> Bool {
        guard node.kind == .mfrac, !isBinomialFraction(node), let numerator = integerValue(node.children[0]),
              let denominator = integerValue(node.children[1]) else { return false }
        return numerator < denominator
    }

    /// Operators read as operands: ∞ ∅ … ⋯ ∂ ∇ (none has another canonical spelling).
    func isOperand(_ node: MathNode) -> Bool {
        guard node.kind == .mo else { return false }
        switch node.text.onlyScalar {
        case 0x221E, 0x2205, 0x2026, 0x22EF, 0x2202, 0x2207: return true
        default: return false
        }
    }

    /// What is said between two operands written side by side: "and" between a whole
    /// number and a fraction (3½), "times" before a parenthesised group after a number,
    /// a fraction, a root or another group, and between two roots (ClearSpeak Rules,
    /// "Implied multiplication"); nothing otherwise ("2 x").
    mutating func speakImpliedOperator(_ left: MathNode, _ right: MathNode) {
        if left.kind == .mn, isCommonFraction(right) || isProperNumericFraction(right), integerValue(left) != nil {
            // A whole number and a proper fraction of whole numbers side by side are a mixed
            // number, however the fraction is read ("3 and 1 half", "5 and, 3 over 224").
            say(.and)
            return
        }
        if clearSpeak, options.impliedTimes == .none { return }
        if clearSpeak, options.caps == .sayCaps, isPoint(left), right.kind == .mi {
            // Caps SayCaps: a short pause after a capital before the next letter, as the
            // specification writes it ("cap A, cap B", "cap B, a").
            pause()
            return
        }
        if clearSpeak, options.impliedTimes == .moreImpliedTimes || options.functions == .none {
            // MoreImpliedTimes says "times" wherever multiplication is implied; with
            // Functions None a letter before parentheses multiplies them.
            let rightParen = Fence(right.kind == .msup ? right.children[0] : right)?.isParen == true
            if options.impliedTimes == .moreImpliedTimes || rightParen {
                pause()
                say(.times)
                return
            }
        }
        let rightBase = right.kind == .msup || right.kind == .msub ? right.children[0] : right
        let rightParen = Fence(rightBase)?.isParen == true
        // ClearSpeak "Implied multiplication" (Auto): "times" before a factor in
        // absolute-value bars as before one in parentheses ("r times the absolute value of
        // a", "close paren times the absolute value of phi").
        // A norm's double bars are bars too ("r times norm of a").
        let rightAbsolute = clearSpeak && Fence(rightBase).map(isBars) == true
        if Fence(left)?.isParen == true, !isBinomial(left),
           rightBase.kind == .mi || rightBase.kind == .mn || rightParen || rightAbsolute {
            say(.times)
            return
        }
        if let leftFence = Fence(left), let rightFence = Fence(right), leftFence.open == "|", rightFence.open == "|" {
            // Two absolute values side by side: "the absolute value of x, times, the
            // absolute value of y".
            pause()
            say(.times)
            pause()
            return
        }
        // A letter before a parenthesised expression that is not its argument ("x times,
        // open paren, y plus z, close paren"); a number's "2 (3)" is below.
        // Capitals before parentheses name functions and probabilities (P(A), T(t)).
        // A power of a parenthesised group is that factor too ("x times, open paren, x plus
        // 1, close paren, squared", as "3 times …" is); after f, g or h it may be the
        // function's argument raised (TeX's f(x)^2), so it is left without a word.
        // A capital before a power of a group multiplies it too (P(1 + r/n)^{nt}, "P times,
        // open paren …"): the power is the group's, so the group is a factor, not the
        // capital's argument (MathCAT's ClearSpeak "times" rule: a superscript whose base
        // is bracketed); it said nothing there. TeX's T(x)^2 puts the power on the
        // closing parenthesis, not on the group, and stays "T of x".
        let lowerCase = left.text.unicodeScalars.first.map { $0.properties.isLowercase } == true
        let letterTimes = clearSpeak && left.kind == .mi && left.text.isOneScalar && (rightParen || rightAbsolute)
            && (right.kind == .mrow && lowerCase || right.kind == .msup && !Self.functionLetters.contains(left.text)
                && (lowerCase || left.text.unicodeScalars.first.map(CharacterClass.isUpper) == true))
        // A power of one of these is a value too ("x squared times, open paren, x plus 1,
        // close paren", as ImpTimes026 reads it with Functions None, where the letter before
        // it is no function and the power multiplies). A subscripted letter is not: it may
        // name a function, as f₁(x) does (linear-algebra's α_A(λ), "alpha sub A, of …").
        let scriptedValue = clearSpeak && (left.kind == .msup || left.kind == .msubsup)
            && isScriptedValue(left.kind == .msubsup ? left : left.children[0])
        let leftIsValue = left.kind == .mn || left.kind == .mfrac || left.kind == .msqrt || left.kind == .mroot
            || Fence(left)?.isParen == true || letterTimes || scriptedValue
        // Two roots side by side: ClearSpeak (Auto) sets them apart with a pause alone ("the
        // square root of 3, the square root of 10"); MoreImpliedTimes and SimpleSpeak say
        // "times".
        if (rightParen || rightAbsolute) && leftIsValue && !isBinomial(right) || (!clearSpeak && isRoot(left) && isRoot(right)) {
            say(.times)
        } else if rightParen, isBinomial(right), left.kind == .mn {
            say(.times)
        }
    }

    func isRoot(_ node: MathNode) -> Bool { node.kind == .msqrt || node.kind == .mroot }

    /// The base of a script that makes a quantity a factor multiplies: a number, a lower-case
    /// letter (a capital before parentheses may name a function, as P(A) or T(t) do), a group
    /// in parentheses or a root.
    func isScriptedValue(_ base: MathNode) -> Bool {
        if base.kind == .msubsup { return base.children[0].kind == .mn || Fence(base.children[0])?.isParen == true }
        switch base.kind {
        case .mn, .msqrt, .mroot: return true
        case .mi:
            return base.text.isOneScalar && base.text.unicodeScalars.first.map { $0.properties.isLowercase } == true
        default: return Fence(base)?.isParen == true
        }
    }

    /// A part a listener must hold as one, set apart by medium pauses in a row: a fraction
    /// read with "numerator … denominator", or a group holding one.
    func isComplex(_ node: MathNode) -> Bool {
        if node.kind == .mfrac { return clearSpeak && fractionForm(node) == .general }
        if node.kind == .msup || node.kind == .msub { return isComplex(node.children[0]) }
        if let fence = Fence(node), fence.isParen, fence.content.count == 1 { return isComplex(fence.content[0]) }
        if let fence = Fence(node), fence.isParen, let first = fence.content.first, fence.content.count > 1 {
            return isComplex(first)
        }
        return false
    }

    // MARK: Large operators

    /// ∩ and ∪ written before their operand, at the start of a row or after an operator,
    /// are the large operators ("the intersection of, S sub i").
    func prefixLargeOperator(_ node: MathNode) -> MathNode? {
        guard node.kind == .mo, node.text == "∩" || node.text == "∪" else { return nil }
        return node
    }

    func largeOperator(_ node: MathNode) -> MathNode? {
        var op = node
        switch node.kind {
        case .munderover, .msubsup, .munder, .msub, .mover, .msup: op = node.children[0]
        default: break
        }
        guard op.kind == .mo || op.kind == .mi else { return nil }
        // The large operators are all non-ASCII: most tokens are told by their bytes.
        if !op.text.isAllASCII, Self.largeOperators[op.text] != nil {
            // ∩ and ∪ are binary operators unless they carry limits.
            if op.text == "∩" || op.text == "∪" { return node.kind == op.kind ? nil : op }
            return op
        }
        if op.text == "lim", node.kind == .munder { return op }
        return nil
    }

    static let largeOperators: [String: MathWords.Phrase] = [
        "∑": .sum, "∏": .product, "∫": .integral, "∮": .contourIntegral, "⋂": .intersection, "⋃": .union,
        "∩": .intersection, "∪": .union,
    ]

    /// Where the operand of a large operator ends: at the next plus, minus or relation (for
    /// an integral, at the next relation).
    func operandEnd(_ items: [MathNode], from start: Int, integral: Bool) -> Int {
        var index = start
        while index < items.count {
            let item = items[index]
            if item.kind == .mo, Self.relations.contains(item.text) || item.text == "," { break }
            if !integral, index > start, item.kind == .mo, ["+", "-", "−", "±"].contains(item.text) { break }
            index += 1
        }
        return index
    }

    mutating func speakLargeOperator(_ node: MathNode, operand: [MathNode]) {
        let op = largeOperator(node) ?? node
        if op.text == "lim" {
            say(.the)
            say(.limit)
            say(.approaches)
            speakLimitCondition(node.children[1])
            pause()
            say(.of)
            pause()
            speakRow(operand)
            return
        }
        say(.the)
        say(words(Self.largeOperators[op.text]!))
        var both = false
        var overLimit = false
        let wasInLimit = inLimit
        inLimit = true
        switch node.kind {
        case .munderover, .msubsup:
            both = true
            say(.from)
            speak(node.children[1])
            say(.to)
            speak(node.children[2])
        case .munder, .msub:
            say(.over2)
            speak(node.children[1])
            overLimit = true
        case .mover, .msup:
            say(.to)
            speak(node.children[1])
        default: break
        }
        inLimit = wasInLimit
        if operand.isEmpty { return }
        // ClearSpeak Part 2: a limit read after "over" is set apart from "of" by a pause
        // ("the sum over i is a member of the positive integers, of i", "the intersection
        // over C, of, S sub i"); limits read "from … to" are not ("the sum from n equals 1
        // to 10 of n").
        if overLimit { pause() }
        say(.of)
        let simple = operand.count == 1 && isSimpleToken(operand[0])
        let generalFraction = operand.count == 1 && operand[0].kind == .mfrac && fractionForm(operand[0]) == .general
        if operand.count == 1, isComplex(operand[0]) || generalFraction || (both && !simple) {
            pause(.medium)
        } else if !simple, node.kind != op.kind, operand.count == 1 {
            pause()
        }
        if op.text == "∫" || op.text == "∮", operand.count > 2,
           let d = operand.dropLast().last, d.kind == .mi, d.text == "d" || d.text == "ⅆ",
           let variable = operand.last, variable.kind == .mi, variable.text.isOneScalar {
            // The differential ends an integral's operand: it is read after a pause, not
            // multiplied ("the integral of f of x, d x", not "f of x times d x").
            speakRow(Array(operand.dropLast(2)))
            pause()
            speak(d)
            speak(variable)
            return
        }
        speakRow(operand)
    }

    mutating func speakLimitCondition(_ node: MathNode) {
        let items = node.kind == .mrow ? node.children : [node]
        for item in items {
            if item.kind == .mo, item.text == "→" {
                say("approaches")
            } else {
                speak(item)
            }
        }
    }

    // MARK: Fences

    /// A group between matching fences.
    struct Fence {
        var open: String
        var close: String
        var content: [MathNode]

        init?(_ items: [MathNode]) {
            guard items.count >= 2, let first = items.first, let last = items.last,
                  let open = SpeechTree.fenceChar(first), let close = SpeechTree.fenceChar(last),
                  SpeechTree.closer(of: open) == close else { return nil }
            // As written (fenceChar gives the canonical scalar of an angle bracket).
            self.open = first.text
            self.close = last.text
            let inner = Array(items[1..<(items.count - 1)])
            content = inner.count == 1 && inner[0].kind == .mrow && Fence(inner[0]) == nil
                && inner[0][attribute: "intent"] == nil ? inner[0].children : inner
        }

        init?(_ node: MathNode) {
            guard node.kind == .mrow else { return nil }
            self.init(node.children)
        }

        var isParen: Bool { open == "(" || open == "[" }
    }

    /// The table of a left brace with nothing to close it: cases (ClearSpeak
    /// "Multi-line entries", `MultiLineLabel` Auto).
    func casesTable(_ items: [MathNode]) -> MathNode? {
        guard items.count == 2 || (items.count == 3 && items[2].kind == .mo && items[2].text.isEmpty),
              items[0].kind == .mo, items[0].text == "{" else { return nil }
        let body = items[1]
        if body.kind == .mtable { return body }
        if body.kind == .mrow, body.children.count == 1, body.children[0].kind == .mtable { return body.children[0] }
        return nil
    }

    mutating func speakFenced(_ fence: Fence) {
        let isArgument = argumentParens
        argumentParens = false
        if fence.content.count == 1, fence.content[0].kind == .mtable {
            speakTable(fence.content[0], fence: fence.open)
            return
        }
        switch fence.open {
        case "|":
            speakAbsoluteValue(fence)
            return
        case "‖", "∥":
            say(.norm)
            speakRow(fence.content)
            if !isSimpleRow(fence.content) { say(.endNorm) }
            return
        case "{":
            speakSet(fence)
            return
        default:
            break
        }
        if fence.isParen, fence.content.count == 1, isBinomial(fence.content[0]) {
            speak(fence.content[0])
            return
        }
        // With ImpliedTimes None the parentheses are what says "times": they are read.
        let silentParen = clearSpeak && options.paren == .silent && options.impliedTimes != .none
        if fence.isParen, fence.content.count == 1, fence.content[0].kind == .mn || fence.content[0].kind == .mi,
           !clearSpeak || (options.impliedTimes != .none && options.paren != .speak) {
            speak(fence.content[0])
            return
        }
        if silentParen || (clearSpeak && options.paren == .auto && options.impliedTimes != .none
                           && fence.open == "(" && !inScriptBase && isSimpleRow(fence.content)) {
            // ClearSpeak "Parentheses" (Auto): parentheses around a simple expression
            // are not spoken ("2 plus negative 2", "one half", "2 x"); around the base
            // of a power they are. Paren Silent speaks none.
            if silentParen { pause() }
            speakRow(fence.content)
            if silentParen { pause() }
            return
        }
        if clearSpeak, options.paren == .coordPoint, fence.open == "(",
           fence.content.contains(where: { $0.kind == .mo && $0.text == "," }) {
            // Paren CoordPoint: "the point with coordinates 1 comma 2".
            say(.pointWithCoordinates)
            speakRow(fence.content)
            return
        }
        let kind = clearSpeak && options.paren == .speakNestingLevel && !isArgument
            ? Self.nestingKinds.firstIndex(of: fence.open) : nil
        if let kind {
            // Paren SpeakNestingLevel: "open second paren" inside another paren; a
            // function's parentheses are not counted (`argumentParens`).
            nesting[kind] += 1
            say(.open)
            if nesting[kind] > 1, let ordinal = ordinalWord("\(nesting[kind])") { say(ordinal) }
            say(Self.nestingNouns[kind])
            pause()
        } else {
            speakOperator(fence.open, prefix: false)
        }
        if let first = fence.content.first, isComplex(first) { pause(.medium) }
        let wasInParens = inParens
        inParens = fence.open == "("
        speakRow(fence.content)
        inParens = wasInParens
        if let kind {
            pause()
            say(.close)
            if nesting[kind] > 1, let ordinal = ordinalWord("\(nesting[kind])") { say(ordinal) }
            say(Self.nestingNouns[kind])
            pause()
            nesting[kind] -= 1
        } else {
            speakOperator(fence.close, prefix: false)
        }
    }

    static let nestingKinds = ["(", "[", "{"]
    static let nestingNouns: [MathWords.Phrase] = [.paren, .bracket, .brace]

    /// An interval written with parentheses or brackets, either end open or closed: `(a, b]`.
    struct Interval {
        var lower: [MathNode]
        var upper: [MathNode]
        var lowerClosed: Bool
        var upperClosed: Bool

        init?(_ items: [MathNode]) {
            guard items.count >= 3, let first = items.first, let last = items.last, first.kind == .mo, last.kind == .mo,
                  first.text == "(" || first.text == "[", last.text == ")" || last.text == "]" else { return nil }
            var inner = Array(items[1..<(items.count - 1)])
            if inner.count == 1, inner[0].kind == .mrow { inner = inner[0].children }
            inner.removeAll { $0.kind == .mtext && $0.text.allSatisfy(\.isWhitespace) }
            let commas = inner.indices.filter { inner[$0].kind == .mo && inner[$0].text == "," }
            guard commas.count == 1, let comma = commas.first, comma > 0, comma < inner.count - 1 else { return nil }
            lower = Array(inner[..<comma])
            upper = Array(inner[(comma + 1)...])
            lowerClosed = first.text == "["
            upperClosed = last.text == "]"
        }
    }

    /// ClearSpeak Paren Interval: "the interval from a to b, not including a, but including
    /// b"; an infinite end is neither included nor excluded.
    mutating func speakInterval(_ interval: Interval) {
        say(.intervalFrom)
        speakEndpoint(interval.lower)
        say(.to)
        speakEndpoint(interval.upper)
        let ends = [(interval.lower, interval.lowerClosed), (interval.upper, interval.upperClosed)]
            .filter { !isInfinite($0.0) }
        guard !ends.isEmpty else { return }
        pause()
        if ends.count == 1 {
            say(ends[0].1 ? .including : .notIncluding)
            speakRow(ends[0].0)
        } else if ends[0].1 == ends[1].1 {
            say(ends[0].1 ? .including : .notIncluding)
            speakRow(ends[0].0)
            say(ends[0].1 ? .and : .or)
            speakRow(ends[1].0)
        } else {
            say(ends[0].1 ? .including : .notIncluding)
            speakRow(ends[0].0)
            pause()
            say(.but)
            say(ends[1].1 ? .including : .notIncluding)
            speakRow(ends[1].0)
        }
    }

    /// An end of an interval; a plus sign before it is "positive" ("positive infinity").
    mutating func speakEndpoint(_ items: [MathNode]) {
        if items.count == 2, items[0].kind == .mo, items[0].text == "+" {
            say(.positive)
            speak(items[1])
        } else {
            speakRow(items)
        }
    }

    func isInfinite(_ items: [MathNode]) -> Bool {
        guard let last = items.last, last.text == "∞" else { return false }
        return items.count == 1 || (items.count == 2 && items[0].kind == .mo)
    }

    mutating func speakAbsoluteValue(_ fence: Fence) {
        if options.absoluteValue == .cardinality {
            say(.cardinality)
        } else if clearSpeak, options.absoluteValue == .determinant {
            // AbsoluteValue Determinant: "the determinant of M".
            say(.determinantOf)
        } else {
            if !terse { say(.the) }
            say(.absoluteValue)
        }
        speakRow(fence.content)
        if options.absoluteValue == .absEnd {
            pause()
            say(.endAbsoluteValue)
        }
    }

    /// Sets (ClearSpeak Rules, "Sets"): "the empty set", "the set 5 comma 10", "the set of
    /// all x such that …", with `∈` before the condition read "in".
    mutating func speakSet(_ fence: Fence) {
        var items = fence.content
        if items.count == 1, items[0].kind == .mrow, Fence(items[0]) == nil { items = items[0].children }
        if items.isEmpty {
            say(.emptySet)
            return
        }
        if let bar = items.firstIndex(where: { $0.kind == .mo && [":", "|", "∣"].contains($0.text) }), bar > 0 {
            say(clearSpeak && options.sets == .woAll ? .setOf : .setOfAll)
            var left = Array(items[..<bar])
            if left.count == 1, left[0].kind == .mrow { left = left[0].children }
            for item in left {
                if item.kind == .mo, item.text == "∉" {
                    // "the set of all x not in A such that …": the negation of the words for ∈
                    // there ("not belonging to", "not a member of", "not an element of").
                    say(.not)
                    switch (clearSpeak, options.setMemberSymbol) {
                    case (true, .member): say(words.symbol("∈").map { String($0.dropFirst(3)) } ?? "a member of")
                    case (true, .element): say(words(.anElementOf))
                    case (true, _):
                        if let member = memberWords(negated: false, inSet: true) { say(member) } else { say(.inSet) }
                    case (false, _): say(.anElementOf)
                    }
                } else if item.kind == .mo, item.text == "∈" {
                    if clearSpeak, let member = memberWords(negated: false, inSet: true) { say(member) } else {
                        say(clearSpeak ? .inSet : .anElementOf)
                    }
                } else {
                    speak(item)
                }
            }
            say(.suchThat)
            speakRow(Array(items[(bar + 1)...]))
            return
        }
        // Sets SilentBracket: the listed members alone.
        if !(clearSpeak && options.sets == .silentBracket) { say(.theSet) }
        speakRow(items)
    }

    // MARK: Intent

    /// The MathML intent values this renderer knows: `:unit` on a token, and the interval
    /// concepts `open-interval($a,$b)` and friends. Returns `false` to read the node as usual.
    mutating func speakIntent(_ intent: String, _ node: MathNode) -> Bool {
        let name = intent.split(separator: "(").first.map(String.init) ?? intent
        switch name {
        case ":unit" where node.kind.isToken:
            // A unit of measure is read by its name, singular after the number 1 ("1
            // millimetre", "4 millimetres", "kilometres plus seconds").
            guard let name = unitName(node.text, plural: out.lastWords != "1") else { return false }
            say(name)
            lastUnitAt = out.count
            return true
        case "open-interval", "closed-interval", "open-closed-interval", "closed-open-interval":
            let args = arguments(of: node)
            guard let start = args["start"], let end = args["end"] else { return false }
            say(.the)
            say(name.replacingOccurrences("-", with: " "))
            say(.from)
            speak(start)
            say(.to)
            speak(end)
            return true
        case "binomial":
            // MathML 4's core concept `binomial($n, $k)`, which a one-column table in
            // parentheses is marked up with: "n choose k", as ClearSpeak reads a binomial
            // coefficient (it was "the 2 by 1 column matrix").
            let names = Self.intentParameters(intent)
            let args = arguments(of: node)
            guard names.count == 2, let top = args[names[0]], let bottom = args[names[1]] else { return false }
            speak(top)
            say(.choose)
            speak(bottom)
            return true
        default:
            return false
        }
    }

    /// The argument names of an intent's parameters, without their `$`
    /// (`binomial($n,$r)`: `n`, `r`).
    static func intentParameters(_ intent: String) -> [String] {
        guard let open = intent.firstIndex(of: "("), let close = intent.lastIndex(of: ")"), open < close else { return [] }
        return intent[intent.index(after: open)..<close].split(separator: ",").map { part in
            String(part.drop { $0 == " " || $0 == "$" }.prefix { $0 != " " })
        }
    }

    func arguments(of node: MathNode) -> [String: MathNode] {
        var result: [String: MathNode] = [:]
        var stack = node.children
        while let child = stack.popLast() {
            if let arg = child[attribute: "arg"] {
                result[arg] = child
            } else {
                stack.append(contentsOf: child.children)
            }
        }
        return result
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` for one character, without Foundation.
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result.append(replacement) } else { result.append(character) }
        }
        return result
    }
}
