import ReadingModel

/// Signs whose reading depends on what they stand beside: the triangle sign before a
/// triangle's vertices (ClearSpeak Rules and Preferences, Part 2 "Symbols", the
/// TriangleSymbol preference) and a superscript that transposes a matrix (a mark, not a
/// power: ClearSpeak "Exponents" reads numbers, letters and expressions as powers).
extension MathSpeaker {
    /// ClearSpeak TriangleSymbol Auto: Δ (and ∆, △) is "triangle" where it names a
    /// triangle, before its three vertices: three capital letters, each perhaps with a
    /// prime or a subscript (ΔABC, Δ A′B′C′, Δ A₁B₁C₁), or one identifier of three
    /// capitals (`<mi>ABC</mi>`). Elsewhere it is the Greek letter (Δx "Delta x", ΔH
    /// "Delta H", ΔT "Delta T": a change, not a triangle; they were "triangle H").
    /// TriangleSymbol Delta reads Δ as the letter everywhere; △, the triangle sign itself,
    /// is "triangle" under both values.
    func namesTriangle(_ items: [MathNode], at index: Int) -> Bool {
        let item = items[index]
        guard item.kind == .mi || item.kind == .mo else { return false }
        switch item.text {
        case "△": break
        case "Δ", "∆": guard options.triangleSymbol == .auto else { return false }
        default: return false
        }
        var vertices = 0
        var next = index + 1
        while next < items.count, isVertex(items[next]) {
            vertices += 1
            next += 1
        }
        if vertices == 0, index + 1 < items.count, items[index + 1].kind == .mi {
            let letters = items[index + 1].text.unicodeScalars
            return letters.count == 3 && letters.allSatisfy(Self.isCapitalASCII)
        }
        return vertices == 3
    }

    static func isCapitalASCII(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }

    /// A point named by one capital letter, perhaps marked with a prime or a subscript.
    private func isVertex(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mi:
            return node.text.onlyScalar.flatMap(Unicode.Scalar.init).map(Self.isCapitalASCII) ?? false
        case .msup, .msub, .msubsup:
            guard let base = node.children.first, isVertex(base), base.kind == .mi else { return false }
            if node.kind == .msub { return true }
            let mark = node.children.last!
            return primeWord(mark.text) != nil
        default:
            return false
        }
    }

    /// A superscript that transposes its base: ⊤ or ⊺ (TeX's `\top`, `\intercal`) on
    /// anything, a capital T (upright or not, as `mi`, `mo` or `mtext`) on what names a
    /// matrix or a vector. Read "transpose" after the base ("A transpose", "open paren A
    /// B close paren transpose"); it was "to the T-th power" everywhere but on a lone
    /// capital, and "raised to the top power" for ⊤.
    ///
    /// A subscript that is a list makes the superscript a label, not a transpose: in
    /// Beezer's *A First Course in Linear Algebra* M^T_{B,C} is the matrix representation
    /// of the linear transformation T relative to the bases B and C (81 times; it reads
    /// "M sub B comma C end sub, T-th power", as before).
    func isTranspose(_ exponent: MathNode, of base: MathNode, script: MathNode? = nil) -> Bool {
        if let script, isList(script) { return false }
        var mark = exponent
        while mark.kind == .mrow, mark.children.count == 1 { mark = mark.children[0] }
        guard mark.kind == .mi || mark.kind == .mo || mark.kind == .mtext else { return false }
        switch mark.text {
        case "⊤", "⊺", "ᵀ": return true
        // A lower-case t marks it too in books that write Aᵗ (it read "A to the t-th
        // power"); on a lower-case letter or a number it stays a power (eᵗ, 2ᵗ).
        case "T", "t": return namesMatrix(base)
        default: return false
        }
    }

    /// What a transpose applies to: a capital letter (A, Aᵢ, A⁻¹), a bold letter (a
    /// vector, 𝐱), a table (a matrix written out), or an expression in brackets whose
    /// letters are all such names ((AB), (A + B), (2A), (A⁻¹B)).
    func namesMatrix(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mi:
            guard let scalar = node.text.onlyScalar.flatMap(Unicode.Scalar.init) else { return false }
            let letter = MathAlphabet.decode(scalar)
            if letter.style?.contains("bold") == true || node[attribute: "mathvariant"]?.contains("bold") == true {
                return true
            }
            return CharacterClass.isUpper(letter.base)
        case .mtable:
            return true
        case .msub, .msup, .msubsup:
            if node.kind != .msup, node.children.count > 1, isList(node.children[1]) { return false }
            return node.children.first.map(namesMatrix) ?? false
        case .mrow:
            if node.children.count == 1 { return namesMatrix(node.children[0]) }
            if let fence = Fence(node) { return matrixExpression(fence.content) }
            return false
        default:
            return false
        }
    }

    /// A script holding a comma or a semicolon: a list of labels (B, C), not an index.
    private func isList(_ node: MathNode) -> Bool {
        if node.kind == .mo { return node.text == "," || node.text == ";" }
        return node.kind == .mrow && node.children.contains(where: isList)
    }

    /// Brackets' content that is a matrix expression: at least one matrix name, and no
    /// other letter (numbers and operators may join them).
    private func matrixExpression(_ items: [MathNode]) -> Bool {
        var names = 0
        for item in items {
            switch item.kind {
            case .mo, .mn: continue
            case .mrow:
                if namesMatrix(item) {
                    names += 1
                } else if !item.children.isEmpty, matrixExpression(item.children) {
                    names += 1
                } else {
                    return false
                }
            default:
                guard namesMatrix(item) else { return false }
                names += 1
            }
        }
        return names > 0
    }

    /// A vertical line carrying scripts after a map or an expression: with a subscript that
    /// is a set, the map restricted to it (T|_W "T restricted to W": the restriction of a
    /// map to a subset of its domain); with a relation as the subscript, the expression
    /// evaluated there (f|_{x=0} "f evaluated at x equals 0"); with limits below and above,
    /// evaluated between them (F(x)|_a^b "evaluated from a to b", F(b) − F(a)). The bar
    /// was read as a vertical line, and "given" inside parentheses ("S given sub U";
    /// linear-algebra, 40 times). `false` when `node` is no such bar.
    mutating func speakScriptedBar(_ node: MathNode) -> Bool {
        guard isScriptedBar(node) else { return false }
        let below = node.children[1]
        // Its relation is read as a large operator's limit is, without pauses.
        let wasInLimit = inLimit
        inLimit = true
        defer { inLimit = wasInLimit }
        if node.kind == .msubsup {
            say(.evaluatedFrom)
            speak(below)
            say(.to)
            speak(node.children[2])
        } else {
            say(holdsRelation(below) ? .evaluatedAt : .restrictedTo)
            speak(below)
        }
        pause()
        return true
    }

    /// A vertical line with a subscript, perhaps a superscript too.
    func isScriptedBar(_ node: MathNode) -> Bool {
        guard node.kind == .msub || node.kind == .msubsup, node.children.count >= 2 else { return false }
        var bar = node.children[0]
        while bar.kind == .mrow, bar.children.count == 1 { bar = bar.children[0] }
        return bar.kind == .mo && ["|", "∣", "｜", "│"].contains(bar.text)
    }

    private func holdsRelation(_ node: MathNode) -> Bool {
        if node.kind == .mo { return ["=", "<", ">", "≤", "≥", "→"].contains(node.text) }
        return node.kind == .mrow && node.children.contains(where: holdsRelation)
    }
}

// MARK: The vector differential operator

extension MathSpeaker {
    /// ∇ where an operand must come (at the start of a row or after an operator) and
    /// before one is the operator it forms: ∇ · F "divergence of F", ∇ × F "curl of F",
    /// ∇f "gradient of f", ∇²f "laplacian of f", a short pause after "of" before anything
    /// but a single token (MathCAT's calculus rules, shared by its ClearSpeak and
    /// SimpleSpeak; the ClearSpeak specification has no example of ∇). It was read
    /// "nahblah times bold F": the dot and the cross there are no products, and ∇ is no
    /// factor. After an operand (u · ∇) ∇ stays the symbol. Returns the items used (∇
    /// and its dot or cross); the operand is read next, by the row, without "times".
    mutating func speakVectorOperator(_ items: [MathNode], at index: Int, afterOperand: Bool) -> Int? {
        guard !afterOperand, index + 1 < items.count else { return nil }
        let item = items[index]
        var phrase: MathWords.Phrase
        if isNabla(item) {
            phrase = .gradientOf
        } else if item.kind == .msup, isNabla(item.children[0]), integerValue(item.children[1]) == 2 {
            phrase = .laplacianOf
        } else {
            return nil
        }
        var next = index + 1
        if phrase == .gradientOf, items[next].kind == .mo {
            switch items[next].text {
            case "·", "⋅", "∙", "•": phrase = .divergenceOf
            case "×", "⨯": phrase = .curlOf
            default: return nil
            }
            next += 1
        }
        guard next < items.count else { return nil }
        let operand = items[next]
        guard operand.kind != .mo || isOperand(operand) || Fence(operand) != nil else { return nil }
        say(phrase)
        if !isSimpleToken(operand) { pause() }
        return next - index
    }

    private func isNabla(_ node: MathNode) -> Bool {
        (node.kind == .mo || node.kind == .mi) && (node.text == "∇" || node.text == "𝛁")
    }
}
