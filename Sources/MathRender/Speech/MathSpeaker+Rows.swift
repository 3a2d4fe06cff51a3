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
        let wasInRow = inRow
        inRow = false
        defer { inRow = wasInRow }
        if let fence = Fence(items) {
            speakFenced(fence)
            return
        }
        var index = 0
        var afterOperand = false
        while index < items.count {
            let item = items[index]
            if let op = largeOperator(item) {
                let end = operandEnd(items, from: index + 1, integral: op.text == "∫" || op.text == "∮")
                speakLargeOperator(item, operand: Array(items[(index + 1)..<end]))
                index = end
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
                } else {
                    let isRelation = Self.relations.contains(text)
                    if isRelation { pause() }
                    speakOperator(text, prefix: !afterOperand)
                    if isRelation || text == "," { pause() }
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
            let wasInRow = inRow
            inRow = true
            speak(item)
            inRow = wasInRow
            if complex || (clearSpeak && item.kind == .msqrt) { pause(.medium) }
            afterOperand = true
            index += 1
        }
    }

    static let relations: Set<String> = [
        "=", "≠", "<", ">", "≤", "≥", "≈", "≡", "≅", "∼", "∝", "→", "⇒", "⇔", "∈", "∉", "⊂", "⊆", "⊃", "⊇",
        "≦", "≧", "⩽", "⩾", "⟹", "⟺", "↦",
    ]
    static let postfix: Set<String> = ["!", "′", "″", "‴", "%", "°"]

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
        if left.kind == .mn, isCommonFraction(right) {
            say(.and)
            return
        }
        let rightBase = right.kind == .msup || right.kind == .msub ? right.children[0] : right
        let rightParen = Fence(rightBase)?.isParen == true
        if Fence(left)?.isParen == true, !isBinomial(left), right.kind == .mi || right.kind == .mn || rightParen {
            say(.times)
            return
        }
        let leftIsValue = left.kind == .mn || left.kind == .mfrac || left.kind == .msqrt || left.kind == .mroot
            || Fence(left)?.isParen == true
        if rightParen && leftIsValue && !isBinomial(right) || (isRoot(left) && isRoot(right)) {
            say(.times)
        } else if rightParen, isBinomial(right), left.kind == .mn {
            say(.times)
        }
    }

    func isRoot(_ node: MathNode) -> Bool { node.kind == .msqrt || node.kind == .mroot }

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

    // MARK: Functions

    /// Reads `f(x)`, `sin x`, `log_b x`, `sin^2 x` with their argument; returns the number
    /// of row items used, or `nil` when `items[index]` is not a function applied here.
    mutating func speakFunctionCall(_ items: [MathNode], at index: Int) -> Int? {
        let item = items[index]
        var next = index + 1
        var explicit = false
        if next < items.count, items[next].kind == .mo, items[next].text.onlyScalar == 0x2061 {
            explicit = true
            next += 1
        }
        guard next < items.count else { return nil }
        let argument = items[next]
        if argument.kind == .mo, !isOperand(argument), Fence(argument) == nil { return nil }
        let (name, base) = functionParts(item)
        let known = name.map { functionName($0) != nil } ?? false
        let argumentFence = Fence(argument)
        let letterCall = base.kind == .mi && base.text.isOneScalar && argumentFence?.isParen == true
            && (Self.functionLetters.contains(base.text) || simpleContent(argumentFence!))
        guard known || explicit || letterCall else { return nil }
        if known, let name, name == "lim" { return nil }

        let isLog = name == "log" || name == "ln" || name == "lg"
        let isTrig = name.map { Self.trig.contains($0) } ?? false
        switch item.kind {
        case .msup where known:
            // sin²x is "sine squared of x"; sin⁻¹x is "inverse sine of x".
            let exponent = item.children[1]
            if isNegativeOne(exponent) {
                say(.inverse)
                speak(base)
            } else if exponent.kind == .mn, exponent.text == "2" || exponent.text == "3" {
                speak(base)
                say(exponent.text == "2" ? .squared : .cubed)
            } else {
                say(.the)
                if exponent.kind == .mn, let ordinal = ordinalWord(exponent.text) {
                    say(ordinal)
                } else {
                    speak(exponent)
                }
                say(.power)
                say(.of)
                pause()
                speak(base)
            }
            say(.of)
        case .msub where known && isLog:
            say(.the)
            speak(base)
            say(.logBase)
            speak(item.children[1])
            pause()
            say(.of)
        default:
            if isLog, !(terse && !clearSpeak) { say(.the) }
            speak(item)
            let simpleArgument = argumentFence.map(simpleContent) ?? isSimple(argument)
            if terse && !clearSpeak && name == "ln" {
                // Terse SimpleSpeak says "l n x".
            } else if clearSpeak && isTrig && simpleArgument && argumentFence == nil {
                // ClearSpeak: "sine x" for a simple argument without parentheses.
            } else {
                say(.of)
            }
        }
        if let fence = argumentFence, fence.isParen, simpleContent(fence) {
            speakRow(fence.content)
        } else {
            if argumentFence != nil { pause() }
            speak(argument)
        }
        return next - index + 1
    }

    static let functionLetters: Set<String> = ["f", "g", "h", "F", "G", "H"]
    static let trig: Set<String> = [
        "sin", "cos", "tan", "sec", "csc", "cot", "sinh", "cosh", "tanh", "sech", "csch", "coth",
    ]

    /// The written name of a function item (`sin`, or the base of `sin²`, `log_b`) and its base node.
    func functionParts(_ item: MathNode) -> (String?, MathNode) {
        switch item.kind {
        case .mi: return (item.text, item)
        case .msup, .msub, .msubsup:
            let base = item.children[0]
            return base.kind == .mi ? (base.text, base) : (nil, base)
        default: return (nil, item)
        }
    }

    func isNegativeOne(_ node: MathNode) -> Bool {
        node.kind == .mrow && node.children.count == 2 && node.children[0].kind == .mo
            && (node.children[0].text == "-" || node.children[0].text == "−") && node.children[1].text == "1"
    }

    // MARK: Large operators

    func largeOperator(_ node: MathNode) -> MathNode? {
        var op = node
        switch node.kind {
        case .munderover, .msubsup, .munder, .msub, .mover, .msup: op = node.children[0]
        default: break
        }
        guard op.kind == .mo || op.kind == .mi else { return nil }
        // The large operators are all non-ASCII: most tokens are told by their bytes.
        if !op.text.isAllASCII, Self.largeOperators[op.text] != nil { return op }
        if op.text == "lim", node.kind == .munder { return op }
        return nil
    }

    static let largeOperators: [String: MathWords.Phrase] = [
        "∑": .sum, "∏": .product, "∫": .integral, "∮": .contourIntegral, "⋂": .intersection, "⋃": .union,
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
        let op = largeOperator(node)!
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
        switch node.kind {
        case .munderover, .msubsup:
            both = true
            say(.from)
            speak(node.children[1])
            pause()
            say(.to)
            speak(node.children[2])
        case .munder, .msub:
            say(.over2)
            speak(node.children[1])
        case .mover, .msup:
            say(.to)
            speak(node.children[1])
        default: break
        }
        if operand.isEmpty { return }
        say(.of)
        let simple = operand.count == 1 && isSimpleToken(operand[0])
        let generalFraction = operand.count == 1 && operand[0].kind == .mfrac && fractionForm(operand[0]) == .general
        if operand.count == 1, isComplex(operand[0]) || generalFraction || (both && !simple) {
            pause(.medium)
        } else if !simple, node.kind != op.kind, operand.count == 1 {
            pause()
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

    mutating func speakFenced(_ fence: Fence) {
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
        if fence.isParen, fence.content.count == 1, fence.content[0].kind == .mn || fence.content[0].kind == .mi {
            speak(fence.content[0])
            return
        }
        speakOperator(fence.open, prefix: false)
        if let first = fence.content.first, isComplex(first) { pause(.medium) }
        let wasInParens = inParens
        inParens = fence.open == "("
        speakRow(fence.content)
        inParens = wasInParens
        speakOperator(fence.close, prefix: false)
    }

    mutating func speakAbsoluteValue(_ fence: Fence) {
        if options.absoluteValue == .cardinality {
            say(.cardinality)
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
            say(.setOfAll)
            var left = Array(items[..<bar])
            if left.count == 1, left[0].kind == .mrow { left = left[0].children }
            for item in left {
                if item.kind == .mo, item.text == "∈" { say(clearSpeak ? .inSet : .anElementOf) } else { speak(item) }
            }
            say(.suchThat)
            speakRow(Array(items[(bar + 1)...]))
            return
        }
        say(.theSet)
        speakRow(items)
    }

    // MARK: Intent

    /// The MathML intent values this renderer knows: `:unit` on a token, and the interval
    /// concepts `open-interval($a,$b)` and friends. Returns `false` to read the node as usual.
    mutating func speakIntent(_ intent: String, _ node: MathNode) -> Bool {
        let name = intent.split(separator: "(").first.map(String.init) ?? intent
        switch name {
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
        default:
            return false
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
