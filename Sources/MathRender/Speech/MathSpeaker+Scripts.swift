import ReadingModel

/// Superscripts, subscripts, accents and prescripts (ClearSpeak Rules, "Exponents",
/// "Subscripts", "Bars and other marks above").
extension MathSpeaker {
    mutating func speakPower(base: MathNode, exponent: MathNode) {
        if base.kind == .mo, Self.largeOperators[base.text] != nil {
            speakLargeOperator(MathNode(.msup, children: [base, exponent]), operand: [])
            return
        }
        if exponent.kind == .mo || exponent.kind == .mi, let prime = primeWord(exponent.text) {
            if clearSpeak, base.kind == .mn || (options.prime != .auto && isSimpleToken(base) && !isPoint(base)),
               let unit = primeUnit(exponent.text) {
                // ClearSpeak Part 3 "Prime" (Auto): after a number, primes are feet and
                // inches, or minutes and seconds after degrees ("16 feet, 10 inches",
                // "45 degrees, 10 minutes"); Angle and Length read them so after a
                // variable too ("x feet, y inches"), but a capital letter names a point and
                // keeps its primes under every value ("A double prime, B double prime").
                speak(base)
                say(integerValue(base) == 1 ? unit.one : unit.many)
                return
            }
            speak(base)
            say(prime)
            return
        }
        if let mark = superscriptMark(exponent) {
            speak(base)
            say(mark)
            return
        }
        if exponent.kind == .mo || exponent.kind == .mi, exponent.text == "°" || exponent.text == "∘",
           exponent.text == "°" || base.kind == .mn || base.kind == .mi, let degree = words.units["°"] {
            // A degree sign set as a superscript (TeX's `30^\circ`, the ring operator raised
            // after a number or an angle's letter) is print's degree sign, read as the sign is
            // after a number ("tangent 35 degrees", ClearSpeak Trig029): it was "30 raised to
            // the composed with power".
            speak(base)
            say(integerValue(base) == 1 ? degree.0 : degree.1)
            return
        }
        if base.kind == .mi, Self.setLetters.contains(base.text) {
            if exponent.kind == .mo || exponent.kind == .mn, exponent.text == "+" || exponent.text == "-" || exponent.text == "−" {
                // ℤ⁺ is "the positive integers".
                let name = words.symbol(base.text) ?? base.text
                let sign = exponent.text == "+" ? "positive" : "negative"
                let parts = name.split(separator: " ", maxSplits: 1)
                if words.ordinals, parts.count == 2, parts[0] == "the" {
                    say("the \(sign) \(parts[1])")
                    return
                }
            }
            if clearSpeak, words.ordinals, let letter = MathSpeaker.setLetterNames[base.text] {
                // ClearSpeak "Named sets": ℝ² is "r-two", ℂⁿ "c-n" (a number up to ten in
                // words, a letter as it is).
                let power: String? = exponent.kind == .mn ? Int(exponent.text).flatMap(MathWords.englishCardinal)
                    : exponent.kind == .mi && exponent.text.isOneScalar
                        && exponent.text.unicodeScalars.allSatisfy(CharacterClass.isLetterASCII) ? exponent.text : nil
                if let power {
                    say(letter.lowercased() + "-" + power)
                    return
                }
            }
            if let letter = MathSpeaker.setLetterNames[base.text] {
                // ℝ³ is read by its letter: "R 3".
                say(letter)
                speak(exponent)
                return
            }
        }
        if base[attribute: "intent"] == ":unit", base.kind.isToken, speakUnitPower(base, exponent) { return }
        if isTranspose(exponent, of: base) {
            // The parentheses of a transposed group are read, as on any script's base:
            // (AB)ᵀ is not A Bᵀ.
            let wasInScriptBase = inScriptBase
            inScriptBase = true
            speak(base)
            inScriptBase = wasInScriptBase
            say(.transpose)
            return
        }
        let wasInScriptBase = inScriptBase
        inScriptBase = true
        speak(base)
        inScriptBase = wasInScriptBase
        speakPowerWords(exponent, baseWasSimple: isSimpleToken(base))
    }

    /// A unit raised to a power: a unit of length squared or cubed is an area or a volume,
    /// "square meters", "cubic inches"; any other unit's square is a power of its name as
    /// Exponents reads powers ("seconds squared", as in "meters per second squared"; not
    /// "square seconds"); to the power -1 "per second" after another unit, else
    /// "reciprocal seconds". Returns `false` for a symbol with no name.
    mutating func speakUnitPower(_ unit: MathNode, _ exponent: MathNode) -> Bool {
        let afterOne = out.lastWords == "1"
        let afterUnit = lastUnitAt == out.count && out.count > 0
        var power = exponent
        while power.kind == .mrow, power.children.count == 1 { power = power.children[0] }
        let text = power.kind == .mrow ? power.children.map(\.text).joined() : power.text
        let word: String?
        var plural = !afterOne
        let length = Self.isLengthUnit(unit.text)
        switch text {
        case "2" where length: word = "square"
        case "3" where length: word = "cubic"
        case "-1", "−1":
            word = afterUnit ? "per" : "reciprocal"
            plural = !afterUnit
        default: word = nil
        }
        guard let name = unitName(unit.text, plural: plural) else { return false }
        if let word {
            say(word)
            say(name)
        } else {
            say(name)
            speakPowerWords(exponent, baseWasSimple: true)
        }
        lastUnitAt = out.count
        return true
    }

    /// Units of length, whose squares and cubes are areas and volumes: the meter with any
    /// SI prefix, and the customary lengths (NIST Handbook 44, Appendix C).
    static let lengthUnits: Set<String> = ["m", "ft", "in", "yd", "mi", "rd", "li", "ch", "fur"]

    static func isLengthUnit(_ symbol: String) -> Bool {
        let plain = symbol.count > 1 && symbol.hasSuffix(".") ? String(symbol.dropLast()) : symbol
        if lengthUnits.contains(plain) { return true }
        guard let first = plain.unicodeScalars.first, siPrefixes[first] != nil else { return false }
        return String(String.UnicodeScalarView(plain.unicodeScalars.dropFirst())) == "m"
    }

    /// A single capital letter: in geometry, the name of a point ("A prime").
    func isPoint(_ node: MathNode) -> Bool {
        guard node.kind == .mi, let scalar = node.text.onlyScalar.flatMap(Unicode.Scalar.init) else { return false }
        return CharacterClass.isUpper(scalar)
    }

    func primeUnit(_ text: String) -> (one: String, many: String)? {
        // A degree sign before them makes primes an angle's minutes and seconds under
        // every value: Length is for primes that measure lengths ("x feet"), and 45°10′
        // is no length (ClearSpeak Part 3, "Prime").
        let angle = options.prime == .angle || afterDegrees
        switch text {
        case "′", "'": return angle ? ("minute", "minutes") : ("foot", "feet")
        case "″", "''": return angle ? ("second", "seconds") : ("inch", "inches")
        default: return nil
        }
    }

    static let setLetterNames: [String: String] = ["ℂ": "C", "ℕ": "N", "ℚ": "Q", "ℝ": "R", "ℤ": "Z", "ℙ": "P"]

    /// An operator standing alone as a superscript is no power (ClearSpeak "Exponents"
    /// reads numbers, letters and expressions as powers) but a mark on its base, read by
    /// the name it is given: A* and A^∗ "A star" (the adjoint, the conjugate transpose),
    /// A† "A dagger", V⊥ "V perp" (the orthogonal complement). They were "A raised to the
    /// times power" (linear-algebra: 309 times).
    func superscriptMark(_ exponent: MathNode) -> MathWords.Phrase? {
        guard exponent.kind == .mo else { return nil }
        switch exponent.text {
        case "*", "∗", "⋆", "☆", "★": return .star
        case "†": return .dagger
        case "‡": return .doubleDagger
        case "⊥", "⟂": return .perp
        default: return nil
        }
    }

    func primeWord(_ text: String) -> String? {
        switch text {
        case "′", "'": return words(.prime)
        case "″", "''": return words(.doublePrime)
        case "‴": return words(.triplePrime)
        default: return nil
        }
    }

    /// The words after a base for its exponent.
    mutating func speakPowerWords(_ exponent: MathNode, baseWasSimple: Bool) {
        if exponent.kind == .mo || exponent.kind == .mi, let prime = primeWord(exponent.text) {
            // Part 3 "Prime": a prime raised beside a subscript marks the letter, as it does
            // alone ("A sub j, prime"); it is no power ("to the prime-th power").
            say(prime)
            return
        }
        if let mark = superscriptMark(exponent) {
            say(mark)
            return
        }
        let afterPower = clearSpeak && options.exponents == .afterPower
        let ordinalOnly = !clearSpeak || options.exponents == .ordinal
        let powerWord = !ordinalOnly
        if afterPower, exponent.kind == .mn || isSimpleToken(exponent) || !needsExponentForm(exponent) {
            // Exponents AfterPower: "raised to the power" before any exponent without a
            // power of its own ("x raised to the power y plus 1").
            say(.raisedToThePower)
            speak(exponent)
            pause(.medium)
            return
        }
        if let value = integerValue(exponent), words.ordinals {
            let squaredCubed = !clearSpeak || options.exponents == .auto
            if squaredCubed, value == 2 || value == 3 {
                say(value == 2 ? .squared : .cubed)
                return
            }
            say(.toThe)
            say(value >= 1 ? (MathWords.englishOrdinal(value) ?? exponent.text) : exponent.text)
            if powerWord { say(.power) }
            return
        }
        if exponent.kind == .mn, words.ordinals {
            // A decimal exponent.
            say(clearSpeak ? .raisedToThe : .toThe)
            say(exponent.text)
            if clearSpeak { say(.power) }
            return
        }
        if exponent.kind == .mi, exponent.text.isOneScalar, words.ordinals, !exponent.text.first!.isNumber {
            say(.toThe)
            say(letterName(exponent.text.first!) + words(.nthSuffix))
            if powerWord { say(.power) }
            return
        }
        if let negative = negativeInteger(exponent), words.ordinals {
            say(.toThe)
            say(.negative)
            say(negative)
            if powerWord { say(.power) }
            return
        }
        if !words.ordinals {
            if let value = integerValue(exponent), value == 2 || value == 3 {
                say(value == 2 ? .squared : .cubed)
                return
            }
            say(.raisedToThePower)
            if isSimpleToken(exponent) || exponent.kind == .mn {
                speak(exponent)
            } else {
                pause()
                speak(exponent)
                pause()
                say(.endExponent)
            }
            return
        }
        if !clearSpeak {
            say(.raisedToThe)
            speak(exponent)
            if endsWithHardPower(exponent) {
                pause()
                say(.endExponent)
            } else {
                say(.power)
            }
            return
        }
        if needsExponentForm(exponent) {
            say(.exponent)
            pause()
            speak(exponent)
            pause()
            say(.endExponent)
            return
        }
        say(.raisedToThe)
        articleSaid = true
        speak(exponent)
        articleSaid = false
        say(.power)
    }

    /// SimpleSpeak closes an exponent with "end exponent" when it holds a power whose own
    /// exponent is more than a number or a letter.
    func endsWithHardPower(_ node: MathNode) -> Bool {
        if node.kind == .msup {
            let exponent = node.children[1]
            return !(integerValue(exponent) != nil || (exponent.kind == .mi && exponent.text.isOneScalar))
        }
        if node.kind == .mfrac || node.kind == .msqrt || node.kind == .mroot { return false }
        return node.children.contains { endsWithHardPower($0) }
    }

    func negativeInteger(_ node: MathNode) -> String? {
        guard node.kind == .mrow, node.children.count == 2, node.children[0].kind == .mo,
              node.children[0].text == "-" || node.children[0].text == "−",
              integerValue(node.children[1]) != nil else { return nil }
        return node.children[1].text
    }

    /// An exponent holding a power that is not a simple square or cube is read between
    /// "raised to the exponent" and "end exponent", so the listener hears where it ends.
    func needsExponentForm(_ node: MathNode) -> Bool {
        if node.kind == .msup {
            let squaredCubed = !clearSpeak || options.exponents == .auto
            let simpleBase = isSimpleToken(node.children[0]) || isCommonFraction(node.children[0])
            if let value = integerValue(node.children[1]), squaredCubed, value == 2 || value == 3, simpleBase {
                return false
            }
            return true
        }
        if node.kind == .mfrac || node.kind == .msqrt || node.kind == .mroot { return false }
        // ClearSpeak "Exponents": a square or cube is heard in an exponent of one term
        // ("3 raised to the negative 2 x squared power"), not in a sum of terms ("2 raised
        // to the exponent, x squared plus 3 x cubed, end exponent").
        if clearSpeak, node.kind == .mrow,
           node.children.dropFirst().contains(where: { $0.kind == .mo && Self.additive.contains($0.text) }),
           node.children.contains(where: { $0.kind == .msup || ($0.kind == .mrow && $0.children.contains { $0.kind == .msup }) }) {
            return true
        }
        return node.children.contains { needsExponentForm($0) }
    }

    static let additive: Set<String> = ["+", "-", "−", "±", "∓"]

    mutating func speakSubscript(base: MathNode, script: MathNode, beforePower: Bool = false) {
        if base.kind == .mo, Self.largeOperators[base.text] != nil {
            speakLargeOperator(MathNode(.msub, children: [base, script]), operand: [])
            return
        }
        if clearSpeak, base.kind == .mi, base.text == "ℕ", script.kind == .mn, script.text == "0" {
            // ClearSpeak "Named sets": ℕ₀ is "the natural numbers with zero".
            say(words.symbol("ℕ") ?? "the natural numbers")
            say("with zero")
            return
        }
        if base.kind == .mi, base.text == "log" {
            say(.the)
            say(.log)
            say(.logBase)
            speak(script)
            return
        }
        speak(base)
        if !(terse && !clearSpeak && integerValue(script) != nil) {
            say(verbose && clearSpeak ? .subscriptWord : .sub)
        }
        speak(script)
        // ClearSpeak "Subscripts": the power that follows closes the subscript ("p sub, x
        // sub 1, squared"); elsewhere "end sub" does.
        if !isSimpleToken(script), !(beforePower && clearSpeak && isSimple(script)) {
            say(.endSub)
        }
        pause()
    }

    // MARK: Under and over

    static let accentsAfter: [String: MathWords.Phrase?] = [:]

    mutating func speakUnderOver(_ node: MathNode) {
        if largeOperator(node) != nil {
            speakLargeOperator(node, operand: [])
            return
        }
        let base = node.children[0]
        if node.kind == .mover, base.kind == .mo, base.text == "=", node.children[1].text == "def" {
            // ClearSpeak Part 2: "=" with "def" above is "is defined to be".
            say("is defined to be")
            return
        }
        // ClearSpeak Part 3 "Bar" and the geometry marks written like it: "the line segment
        // A B", "the line A B", "the ray A B", "arc A B".
        if speakGeometricMark(node) { return }
        if node.kind == .mover, let mark = accentName(node.children[1]) {
            let text = node.children[1].text
            let letters = base.kind == .mrow ? base.children.count : (base.kind == .mtext ? base.text.count : 1)
            if text == "⌒" {
                say(mark)
                speakSpelled(base)
            } else if (text == "¯" || text == "‾"), letters >= 2, !clearSpeak {
                say(.lineSegment)
                speakSpelled(base)
            } else if (text == "¯" || text == "‾"), clearSpeak, isSegmentName(base) {
                // ClearSpeak Part 3 "Bar": a bar over two or more capital letters (primes
                // allowed) is "the line segment C prime D prime".
                say(.the)
                say(.lineSegment)
                speak(base)
            } else if (text == "¯" || text == "‾"), clearSpeak, options.bar == .conjugate {
                // Bar Conjugate: "the complex conjugate of z".
                pause()
                say(.complexConjugateOf)
                speak(base)
            } else if text == "→" || text == "⃗" {
                say(.vector)
                speak(base)
            } else {
                speak(base)
                say(mark)
            }
            return
        }
        speak(base)
        // A combining mark alone (U+20D0 "left harpoon above", U+0332 "low line") names its
        // place itself: "x with left harpoon above", not "… above above".
        if node.kind != .munderover, node.children[1].kind == .mo || node.children[1].kind == .mi,
           let scalar = node.children[1].text.onlyScalar.flatMap(Unicode.Scalar.init),
           MathWords.isCombiningMark(scalar), words.symbol(node.children[1].text) == nil {
            let name = MathWords.markName(scalar)
            say(.with)
            say(name)
            if !(name.hasSuffix(" above") || name.hasSuffix(" below")) { say(node.kind == .mover ? .above : .below) }
            return
        }
        switch node.kind {
        case .munder:
            say(.with)
            speak(node.children[1])
            say(.below)
        case .mover:
            say(.with)
            speak(node.children[1])
            say(.above)
        default:
            say(.with)
            speak(node.children[1])
            say(.below)
            say(.and)
            speak(node.children[2])
            say(.above)
        }
    }

    /// Two or more capital letters, each possibly primed: the name of a segment.
    func isSegmentName(_ node: MathNode) -> Bool {
        guard node.kind == .mrow, node.children.count >= 2 else { return false }
        return node.children.allSatisfy { item in
            let letter = item.kind == .msup && primeWord(item.children[1].text) != nil ? item.children[0] : item
            return letter.kind == .mi && letter.text.isOneScalar
                && letter.text.unicodeScalars.first.map(CharacterClass.isUpper) == true
        }
    }

    /// An mtext such as "BC" under an arc is read letter by letter.
    mutating func speakSpelled(_ node: MathNode) {
        if node.kind == .mtext || node.kind == .mi {
            for scalar in node.text.unicodeScalars { speakLetter(scalar, variant: nil) }
        } else {
            speak(node)
        }
    }

    func accentName(_ node: MathNode) -> String? {
        guard node.kind == .mo || node.kind == .mi || node.kind == .mtext else { return nil }
        switch node.text {
        case "¯", "‾", "_", "―", "−", "-": return words.symbol("¯")
        case "^", "ˆ", "̂": return words.symbol("ˆ")
        case "~", "˜", "̃": return words.symbol("˜")
        case ".", "˙", "̇": return words.symbol("˙")
        case "¨", "̈": return words.symbol("¨")
        // Unicode's COMBINING THREE DOTS ABOVE and FOUR DOTS ABOVE: the third and fourth
        // derivative in Newton's notation, named as the one and two dots are.
        case "\u{20DB}", "\u{20DC}": return words.symbol(node.text)
        case "→", "⃗": return words(.vector)
        case "⌒": return words.symbol("⌒")
        case "`": return words.symbol("`")
        case "´": return words.symbol("´")
        case "ˇ", "̌": return words.symbol("ˇ")
        case "̆", "˘": return words.symbol("˘")
        default: return nil
        }
    }

    // MARK: Prescripts and tensors

    /// `mmultiscripts`: prescripts are read before the base (superscript first), the
    /// postscripts after it, each pair as "sub … super …".
    mutating func speakMultiscripts(_ node: MathNode) {
        guard case (let base, var post, var pre)? = node.multiscriptParts else { return }
        // A script list of odd length lacks its last superscript: it is none.
        if post.count % 2 == 1 { post.append(MathNode(.none)) }
        if pre.count % 2 == 1 { pre.append(MathNode(.none)) }
        if clearSpeak, base.kind == .mi, base.text == "C" || base.text == "P", pre.count == 2, post.count == 2,
           pre[1].kind == .none, post[1].kind == .none, pre[0].kind != .none, post[0].kind != .none {
            // ClearSpeak Part 3 "Combinations and permutations" (Auto): ₙCᵣ is "n C r";
            // ChoosePermute: "n choose r", "n permute r".
            speak(pre[0])
            if options.combinationPermutation == .choosePermute {
                say(base.text == "C" ? .choose : .permute)
            } else {
                speak(base)
            }
            speak(post[0])
            return
        }
        let sub: MathWords.Phrase = verbose ? .subscriptWord : .sub
        let sup: MathWords.Phrase = verbose ? .superscript : .superShort
        var index = 0
        while index + 1 < pre.count {
            if pre[index + 1].kind != .none {
                say(sup)
                speak(pre[index + 1])
                pause()
            }
            if pre[index].kind != .none {
                say(sub)
                speak(pre[index])
                pause()
            }
            index += 2
        }
        speak(base)
        index = 0
        while index + 1 < post.count {
            if post[index].kind != .none {
                say(sub)
                speak(post[index])
                pause()
            }
            if post[index + 1].kind != .none {
                say(sup)
                speak(post[index + 1])
                pause()
            }
            index += 2
        }
    }
}
