import ReadingModel

/// Functions applied to an argument (ClearSpeak Rules and Preferences, Part 1
/// "Functions", "Trigonometric functions", "Logarithms", and Part 2's "Parentheses"
/// for the silent parentheses around a simple argument).
///
/// - A simple argument is said without its parentheses: "f of 2 x", "g of negative 2 x",
///   "h inverse of one half", "f inverse of, f of x" (a function of a simple argument is
///   itself simple); any other keeps them: "f of, open paren, x plus 1, close paren".
/// - f⁻¹ is "f inverse"; a power of a function is "the fourth power of, f of x"
///   (squares and cubes: "sine squared x").
/// - The six trigonometric functions and their arc forms take a simple argument without
///   "of" ("sine x", "arc cosine x"), any other with "the … of" ("the cosine of, pi over
///   2"); inverses are "the inverse sine of x". Hyperbolic functions always say "of".
/// - log and ln take a simple argument without "of" ("log x", "l n x"), any other with it
///   ("the log of, open paren …", "l n of, open paren …"); "the log base b of, x".
extension MathSpeaker {
    static let functionLetters: Set<String> = ["f", "g", "h", "F", "G", "H"]
    /// The functions read "sine x" with a simple argument.
    static let trig: Set<String> = [
        "sin", "cos", "tan", "sec", "csc", "cot", "arcsin", "arccos", "arctan", "arcsec", "arccsc", "arccot",
    ]
    static let hyperbolic: Set<String> = ["sinh", "cosh", "tanh", "sech", "csch", "coth"]

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
        if clearSpeak, options.functions != .none, let fence = argumentFence, fence.isParen, isAdornedFunctionLetter(item) {
            // ClearSpeak "Functions" and Part 3 "Bar": f, g or h under an accent (f̄, ĝ, f̃,
            // with or without a subscript) is still that function, applied to what follows
            // in parentheses: "f sub 1, bar of x"; the accent is read with the letter.
            speak(item)
            say(.of)
            speakArgument(argument, silent: simpleArgument(argument))
            return next - index + 1
        }
        let letterCall = base.kind == .mi && base.text.isOneScalar && argumentFence?.isParen == true
            && (Self.functionLetters.contains(base.text) || simpleContent(argumentFence!)
                // ClearSpeak "Functions" and the implied-multiplication section's examples:
                // a letter before parentheses holding one number or letter is applied to it
                // ("a of 0", "x of t"), a negative one too ("a of negative 1"), and before
                // a list of them ("B of, open paren, 2 comma 6, close paren"); Functions None
                // reads each "times" instead.
                || clearSpeak && (item.kind == .mi || item.kind == .msub) && simpleArguments(argumentFence!)
                // A capital letter is applied to any parenthesised expression, as it is to
                // a simple one ("T of x", "T of, open paren, x plus y, close paren"; P(A ∪ B),
                // Γ(n + 1), A(x + y) for a matrix as the map it is); it was read with no word
                // between ("T open paren x plus y close paren"). A lower-case letter
                // multiplies one ("x times, open paren, y plus z, close paren").
                || clearSpeak && (item.kind == .mi || item.kind == .msub) && isCapitalName(base))
            // ClearSpeak "Functions": f, g, h before an absolute value apply to it ("f of,
            // the absolute value of a"); any other letter multiplies it.
            || clearSpeak && base.kind == .mi && Self.functionLetters.contains(base.text)
            && argumentFence.map(isBars) == true
        // Functions None: a letter is never a function, "f times x".
        guard known || ((explicit || letterCall) && !(clearSpeak && options.functions == .none)) else { return nil }
        if known, let name, name == "lim" { return nil }
        // ClearSpeak "Matrices": det before a matrix in parentheses is "the determinant of
        // the 2 by 2 matrix"; the matrix is its argument.
        if clearSpeak, known, name == "det", item.kind == .mi, let fence = argumentFence, fence.isParen,
           fence.content.count == 1, fence.content[0].kind == .mtable {
            speakMatrix(tableCells(fence.content[0]), determinant: true, afterDet: true)
            return next - index + 1
        }

        let simple = simpleArgument(argument)
        let isLog = name == "log" || name == "ln" || name == "lg"
        let isTrig = clearSpeak && name.map { Self.trig.contains($0) } ?? false
        let isHyperbolic = name.map { Self.hyperbolic.contains($0) } ?? false
        var power: MathNode?
        var inverse = false
        var subscriptNode: MathNode?
        switch item.kind {
        case .msup: if isNegativeOne(item.children[1]) { inverse = true } else { power = item.children[1] }
        case .msub: subscriptNode = item.children[1]
        case .msubsup:
            subscriptNode = item.children[1]
            if isNegativeOne(item.children[2]) { inverse = true } else { power = item.children[2] }
        default: break
        }
        if known, let script = subscriptNode, isLog {
            // "the log base b of, x".
            say(.the)
            speak(base)
            say(.logBase)
            speak(script)
            pause()
            say(.of)
            speakArgument(argument, silent: simple)
            return next - index + 1
        }
        // f′(x) is "f prime of x": a prime marks the function, it is not a power.
        var prime: String?
        if let mark = power, mark.kind == .mo || mark.kind == .mi, let word = primeWord(mark.text) {
            prime = word
            power = nil
        }
        var squaredOrCubed: MathWords.Phrase?
        if let power, let value = integerValue(power), value == 2 || value == 3, known || clearSpeak {
            squaredOrCubed = value == 2 ? .squared : .cubed
        } else if let power {
            // "the fourth power of, f of x".
            say(.the)
            if power.kind == .mn, let ordinal = ordinalWord(power.text) {
                say(ordinal)
            } else if power.kind == .mi, power.text.isOneScalar {
                say(letterName(power.text.first!) + words(.nthSuffix))
            } else {
                speak(power)
            }
            say(.power)
            say(.of)
            pause()
        }
        let sayOf: Bool
        if inverse, known, isTrig, options.trig == .arcTrig {
            // Trig ArcTrig: "arc cosine x", read like the function itself.
            say("arc")
            speak(base)
            sayOf = !simple
        } else if inverse, known, isTrig, options.trig == .trigInverse {
            // Trig TrigInverse: "tangent inverse of x".
            speak(base)
            say(.inverse)
            sayOf = true
        } else if inverse, known {
            // "the inverse sine of x" (ClearSpeak Trig Auto); SimpleSpeak: "inverse sine of x".
            if clearSpeak { say(.the) }
            say(.inverse)
            speak(base)
            sayOf = true
        } else if inverse {
            // "f inverse of x", "f sub 1, inverse of x".
            speak(base)
            if let subscriptNode {
                say(.sub)
                speak(subscriptNode)
                pause()
            }
            say(.inverse)
            sayOf = true
        } else if isTrig || (clearSpeak && isLog) {
            // "sine x", "log x" for a simple argument; else "the cosine of", "the log of",
            // "the natural log of" (Log LnAsNaturalLog), but "l n of": the article goes
            // with a function's name, not with letters spelled.
            if !simple, name != "ln" || options.log == .lnAsNaturalLog { say(.the) }
            speak(base)
            if let squaredOrCubed { say(squaredOrCubed) }
            sayOf = !simple
        } else {
            if isLog, !(terse && !clearSpeak) { say(.the) }
            speak(base)
            if let prime { say(prime) }
            if let subscriptNode {
                say(.sub)
                speak(subscriptNode)
                pause()
            }
            if let squaredOrCubed { say(squaredOrCubed) }
            let plainTrig = !clearSpeak || isHyperbolic || !known
            sayOf = !(terse && !clearSpeak && name == "ln") && (plainTrig || !simple || argumentFence != nil)
        }
        if sayOf { say(.of) }
        speakArgument(argument, silent: simple && clearSpeak || (argumentFence.map(simpleContent) ?? false))
        return next - index + 1
    }

    /// The argument, its parentheses silent when it is simple.
    private mutating func speakArgument(_ argument: MathNode, silent: Bool) {
        if let fence = Fence(argument), fence.isParen, silent {
            if !isSimpleRow(fence.content) { pause() }
            speakRow(fence.content)
        } else {
            if Fence(argument) != nil || !isSimple(argument) { pause() }
            argumentParens = Fence(argument)?.isParen == true
            speak(argument)
            argumentParens = false
        }
    }

    /// A function's argument a listener can hear without its parentheses (ClearSpeak
    /// "Parentheses", Auto): a simple expression, or a function of one ("f of x"),
    /// with or without parentheses around it.
    func simpleArgument(_ argument: MathNode) -> Bool {
        if let fence = Fence(argument) {
            guard fence.isParen, fence.open == "(" else { return false }
            return isSimpleRow(fence.content) || isSimpleCall(fence.content)
        }
        return isSimple(argument)
    }

    /// A function applied to a simple argument: `f(x)`, `sin x`, `f⁻¹(2x)`.
    func isSimpleCall(_ items: [MathNode]) -> Bool {
        var rest = items[...]
        guard let head = rest.popFirst() else { return false }
        if let apply = rest.first, apply.kind == .mo, apply.text.onlyScalar == 0x2061 { rest = rest.dropFirst() }
        guard rest.count == 1, let argument = rest.first else { return false }
        let (name, base) = functionParts(head)
        let known = name.map { functionName($0) != nil } ?? false
        let letter = base.kind == .mi && Self.functionLetters.contains(base.text)
        guard known || letter else { return false }
        if let fence = Fence(argument) { return fence.isParen && isSimpleRow(fence.content) }
        return known && isSimple(argument)
    }

    /// Parentheses holding a negative number or letter ("−1", "−x") or a list of simple
    /// tokens separated by commas ("2, 6"): the arguments of a letter before them.
    func simpleArguments(_ fence: Fence) -> Bool {
        var pieces: [[MathNode]] = [[]]
        for item in fence.content {
            if item.kind == .mo, item.text == "," { pieces.append([]) } else { pieces[pieces.count - 1].append(item) }
        }
        func simplePiece(_ piece: [MathNode]) -> Bool {
            guard let last = piece.last, isSimpleToken(last), last.kind != .mtext else { return false }
            switch piece.count {
            case 1: return true
            case 2: return piece[0].kind == .mo && (piece[0].text == "-" || piece[0].text == "−")
            default: return false
            }
        }
        // One negative number or letter ("−1"), or a list of them and of plain ones ("2, 6").
        if pieces.count == 1 { return pieces[0].count == 2 && simplePiece(pieces[0]) }
        return pieces.allSatisfy(simplePiece)
    }

    /// Absolute-value bars or a norm's double bars around a factor: ClearSpeak treats the
    /// two alike before it ("times", "f of") as it treats parentheses.
    func isBars(_ fence: Fence) -> Bool {
        (fence.open == "|" && fence.close == "|") || (["‖", "∥"].contains(fence.open) && ["‖", "∥"].contains(fence.close))
    }

    /// f, g or h (or one with a subscript) under an accent: `f̄`, `ĝ`, `\bar{f_1}`.
    func isAdornedFunctionLetter(_ item: MathNode) -> Bool {
        guard item.kind == .mover, item.children.count == 2, item.children[1].kind == .mo else { return false }
        var base = item.children[0]
        while base.kind == .mrow, base.children.count == 1 { base = base.children[0] }
        if base.kind == .msub { base = base.children[0] }
        return base.kind == .mi && Self.functionLetters.contains(base.text)
    }

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

    /// One capital letter, Latin or Greek, that is not a named set (ℝ, ℤ).
    func isCapitalName(_ node: MathNode) -> Bool {
        guard node.kind == .mi, !Self.setLetters.contains(node.text),
              let scalar = node.text.onlyScalar.flatMap(Unicode.Scalar.init) else { return false }
        return CharacterClass.isUpper(MathAlphabet.decode(scalar).base)
    }

    func isNegativeOne(_ node: MathNode) -> Bool {
        node.kind == .mrow && node.children.count == 2 && node.children[0].kind == .mo
            && (node.children[0].text == "-" || node.children[0].text == "−") && node.children[1].text == "1"
    }
}
