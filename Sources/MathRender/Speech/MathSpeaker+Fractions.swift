import ReadingModel

/// Fractions, roots and what counts as "simple" (ClearSpeak Rules, "Fractions" and
/// "Roots"; SimpleSpeak's "fraction … over … end fraction").
extension MathSpeaker {
    enum FractionForm { case common, over, general, binomial }

    /// A single number or letter, possibly negated.
    func isSimpleToken(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mn, .mi, .mtext: return true
        case .mrow:
            return node.children.count == 2 && node.children[0].kind == .mo
                && (node.children[0].text == "-" || node.children[0].text == "−") && isSimpleToken(node.children[1])
        default: return false
        }
    }

    /// ClearSpeak's simple expression: a number, a letter, a common fraction, a number or
    /// fraction followed by letters or words ("2 x", "2 miles"), a function of a simple
    /// argument ("f of x"), or the negation of one.
    func isSimple(_ node: MathNode) -> Bool {
        if isSimpleToken(node) || isCommonFraction(node) { return true }
        // In ClearSpeak a fraction is simple only when it is read as a common fraction:
        // under Fractions Over "1 over 2" is not ("h of, open paren, 1 over 2, close
        // paren"). SimpleSpeak counts any fraction of two whole numbers.
        if !clearSpeak, isWholeNumberFraction(node) {
            return true
        }
        if node.kind == .msub {
            return isSimpleToken(node.children[0]) && isSimpleToken(node.children[1])
        }
        guard node.kind == .mrow else { return false }
        return isSimpleRow(node.children)
    }

    func isSimpleRow(_ items: [MathNode]) -> Bool {
        if items.count == 1 { return isSimple(items[0]) }
        var rest = items[...]
        if let first = rest.first, first.kind == .mo, first.text == "-" || first.text == "−" { rest = rest.dropFirst() }
        guard let lead = rest.first else { return false }
        // A trigonometric function or log of a simple argument: "sine 2 x", "log 3 y",
        // "the log base 10 of, x".
        if clearSpeak, rest.count >= 2 {
            let (name, _) = functionParts(lead)
            if let name, Self.trig.contains(name) || name == "log" || name == "ln",
               lead.kind == .mi || (lead.kind == .msub && name == "log") {
                var argument = rest.dropFirst()
                if let apply = argument.first, apply.kind == .mo, apply.text.onlyScalar == 0x2061 {
                    argument = argument.dropFirst()
                }
                if !argument.isEmpty, Fence(Array(argument)) == nil, isSimpleRow(Array(argument)) { return true }
            }
        }
        // A function of a simple argument ("g of negative 2 x"), as a function's argument
        // is judged (`simpleArgument`): its parentheses around it are silent too, also
        // under Functions None ("g times, g times negative 2 x").
        if rest.count == 2 || rest.count == 3, lead.kind == .mi, let last = rest.last, let fence = Fence(last),
           fence.isParen, simpleContent(fence) || isSimpleRow(fence.content),
           rest.count == 2 || (rest.dropFirst().first?.text == "\u{2061}") {
            return true
        }
        // A number of degrees is a number and its unit, as "2 miles" is: "tangent 35
        // degrees" (Trig029), so "sine 30 degrees" for sin(30°) too.
        if clearSpeak, rest.count == 2, lead.kind == .mn, let sign = rest.last, sign.kind == .mo, sign.text == "°" {
            return true
        }
        // A number or a common fraction followed by letters and words.
        guard lead.kind == .mn || isCommonFraction(lead) || lead.kind == .mi else { return false }
        for item in rest.dropFirst() {
            if item.kind == .mo, item.text == "\u{2062}" { continue }
            if item.kind != .mi && item.kind != .mtext { return false }
        }
        return rest.count > 1 || isSimple(lead)
    }

    /// A fenced group whose content is one simple item: its fences are not read when it is
    /// a function's argument ("f of x").
    func simpleContent(_ fence: Fence) -> Bool {
        fence.content.count == 1 && isSimpleToken(fence.content[0])
    }

    func integerValue(_ node: MathNode) -> Int? {
        guard node.kind == .mn, node.text.isASCIIDigits else { return nil }
        return Int(node.text)
    }

    /// A fraction of two whole numbers read with an ordinal ("2 thirds"): ClearSpeak's
    /// common fractions (numerator below 20, denominator 2 to 10; any with the Ordinal
    /// preference), SimpleSpeak's denominators up to 99.
    func isCommonFraction(_ node: MathNode) -> Bool {
        guard words.ordinals, node.kind == .mfrac, !isBinomialFraction(node),
              let numerator = integerValue(node.children[0]), let denominator = integerValue(node.children[1]),
              denominator >= 2, denominator < 100 else { return false }
        if !clearSpeak { return true }
        switch options.fractions {
        case .ordinal: return true
        case .auto, .endFrac: return numerator < 20 && denominator <= 10
        default: return false
        }
    }

    func isWholeNumberFraction(_ node: MathNode) -> Bool {
        node.kind == .mfrac && integerValue(node.children[0]) != nil && integerValue(node.children[1]) != nil
    }

    func isBinomialFraction(_ node: MathNode) -> Bool {
        guard node.kind == .mfrac, let thickness = node[attribute: "linethickness"] else { return false }
        return thickness.allSatisfy { $0 == "0" || $0 == "." } || thickness.hasPrefix("0p") || thickness.hasPrefix("0e")
    }

    func isBinomial(_ node: MathNode) -> Bool {
        if isBinomialFraction(node) { return true }
        if let fence = Fence(node), fence.isParen, fence.content.count == 1 { return isBinomialFraction(fence.content[0]) }
        return false
    }

    func fractionForm(_ node: MathNode) -> FractionForm {
        if isBinomialFraction(node) { return .binomial }
        if isCommonFraction(node) { return .common }
        let numerator = node.children[0], denominator = node.children[1]
        if !clearSpeak {
            return isSimpleToken(numerator) && isSimpleToken(denominator) ? .over : .general
        }
        switch options.fractions {
        case .over, .overEndFrac, .fracOver, .per: return .over
        case .general, .generalEndFrac: return .general
        case .auto, .ordinal, .endFrac:
            // A fraction inside a fraction is simple only when it is a common one ("1 over
            // two thirds"; "the fraction with numerator, 10 over 22, …").
            func simplePart(_ part: MathNode) -> Bool {
                isSimple(part) && (part.kind != .mfrac || isCommonFraction(part))
            }
            return simplePart(numerator) && simplePart(denominator) ? .over : .general
        }
    }

    mutating func speakFraction(_ node: MathNode) {
        let numerator = node.children[0], denominator = node.children[1]
        // ClearSpeak "Units": units divided by a unit are read "per" ("miles per gallon",
        // "3 gallons per mile"); a fraction with a part that is no unit, or a count of
        // units below, is a fraction like any other ("2 kilometers over b", "m over
        // kilometers").
        if isUnit(numerator), isUnit(denominator), !holdsNumber(denominator) {
            speakUnit(numerator, plural: true)
            say(.per)
            speakUnit(denominator, plural: false)
            return
        }
        let nested = inFraction
        inFraction = true
        defer { inFraction = nested }
        switch fractionForm(node) {
        case .binomial:
            let simple = isSimpleToken(numerator) && isSimpleToken(denominator)
            if !simple, !isSimpleToken(numerator) { say(.binomial) }
            speak(numerator)
            say(.choose)
            speak(denominator)
            if !simple, isSimpleToken(numerator) { say(.endBinomial) }
        case .common:
            // ClearSpeak "Fractions": a common fraction's numerator is a word, as the
            // denominator is ("one half", "three fourths", "twelve thirty seconds");
            // SimpleSpeak keeps the digits ("1 half").
            let count = integerValue(numerator)!
            say(clearSpeak ? MathWords.englishCardinalWords(count) ?? Self.number(numerator.text)
                           : Self.number(numerator.text))
            say(MathWords.englishDenominator(integerValue(denominator)!, plural: count != 1) ?? denominator.text)
        case .over:
            if clearSpeak {
                if options.fractions == .fracOver { say(.theFraction) }
                articleSaid = false
                speak(numerator)
                say(options.fractions == .per ? .per : .over)
                speak(denominator)
                // EndFrac closes a fraction the listener cannot tell the end of: one
                // holding another fraction.
                if verbose || options.fractions == .overEndFrac
                    || (options.fractions == .endFrac && (holdsFraction(numerator) || holdsFraction(denominator))) {
                    pause()
                    say(.endFraction)
                }
            } else if nested {
                say(.fraction)
                pause()
                speak(numerator)
                say(.over)
                speak(denominator)
                pause()
                say(.endFraction)
                pause(.medium)
            } else {
                speak(numerator)
                say(.over)
                speak(denominator)
                pause(.medium)
            }
        case .general:
            if clearSpeak {
                say(articleSaid ? .fractionWithNumeratorNoArticle : .fractionWithNumerator)
                articleSaid = false
                // A pause sets a long numerator apart; a fraction of two whole numbers is
                // short however it is read.
                if !isSimple(numerator), !isWholeNumberFraction(numerator) { pause(.medium) }
                speak(numerator)
                pause(.medium)
                say(.andDenominator)
                speak(denominator)
                pause(.medium)
                // EndFrac: a denominator that ended with its own "end fraction" ends this
                // one too; the specification's nested examples say it once (NestFrac020).
                if verbose || options.fractions == .generalEndFrac
                    || (options.fractions == .endFrac && out.lastWords != words(.endFraction)) {
                    say(.endFraction)
                    pause(.medium)
                }
            } else {
                say(.fraction)
                pause()
                speak(numerator)
                if !isSimpleToken(numerator) { pause() }
                say(.over)
                if !isSimpleToken(denominator) { pause() }
                speak(denominator)
                pause()
                say(.endFraction)
                pause(.medium)
            }
        }
    }

    func holdsNumber(_ node: MathNode) -> Bool {
        node.kind == .mn || (node.kind == .mrow && node.children.contains { holdsNumber($0) })
    }

    func holdsFraction(_ node: MathNode) -> Bool {
        node.kind == .mfrac || node.children.contains { holdsFraction($0) }
    }

    // MARK: Units

    func isUnit(_ node: MathNode) -> Bool {
        if node[attribute: "intent"] == ":unit" { return true }
        if node.kind == .mrow, let last = node.children.last { return isUnit(last) }
        if node.kind == .msup { return isUnit(node.children[0]) }
        return false
    }

    /// The name of a unit symbol: the table's own, else an SI prefix and a unit of the
    /// table (`kΩ` "kilohms", `μs` "microseconds"); `nil` when it is neither.
    func unitName(_ symbol: String, plural: Bool) -> String? {
        func named(_ text: String) -> String? {
            guard let names = words.units[text] ?? MathWords.english.units[text] else { return nil }
            return plural ? names.1 : names.0
        }
        if let name = named(symbol) { return name }
        // A unit written in words or several abbreviations ("sq ft", "fl. oz.", "square
        // feet"): the last word is the unit, in the count's number; "sq", "cu" and "fl"
        // before it are "square", "cubic", "fluid"; a word spelled out is read as written.
        let parts = symbol.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" })
        if parts.count > 1 {
            var spoken: [String] = []
            for (index, part) in parts.enumerated() {
                let word = part.hasSuffix(".") ? part.dropLast() : part[...]
                if index == parts.count - 1, let name = unitName(String(word), plural: plural) {
                    spoken.append(name)
                } else if let modifier = Self.unitModifiers[String(word)] {
                    spoken.append(modifier)
                } else if word.count > 2, word.allSatisfy({ $0.isLowercase }) {
                    spoken.append(String(word))
                } else {
                    return nil
                }
            }
            return spoken.joined(separator: " ")
        }
        if let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1,
           let plain = Self.fullwidthCurrencies[scalar], let name = named(String(plain)) {
            return name
        }
        // An abbreviation's period is not read ("in." is inches).
        if symbol.count > 1, symbol.hasSuffix("."), let name = named(String(symbol.dropLast())) { return name }
        guard let first = symbol.unicodeScalars.first, symbol.unicodeScalars.count > 1,
              let prefix = Self.siPrefixes[first] else { return nil }
        let rest = String(String.UnicodeScalarView(symbol.unicodeScalars.dropFirst()))
        // SI Brochure (9th ed.) §3 and Table 8: prefixes join the SI units and the litre;
        // the tonne takes only multiples ("kilotonne"); minute, hour, day, degree, the
        // imperial units and currencies take none ("ch" is no "centihour", "pt" no "picotonne").
        guard Self.prefixedUnits.contains(rest) || (rest == "t" && Self.multiplePrefixes.contains(first)),
              let base = named(rest) else { return nil }
        // "kilo" + "ohms" is "kilohms", as SI writes it; other prefixes join whole.
        if prefix.hasSuffix("o"), base.hasPrefix("o") { return String(prefix.dropLast()) + base }
        return prefix + base
    }

    /// Abbreviations written before a unit: "sq ft" is square feet (NIST Handbook 44, Appendix C).
    static let unitModifiers: [String: String] = ["sq": "square", "cu": "cubic", "fl": "fluid"]

    /// The units an SI prefix may join: the SI base and named derived units, the gram (the
    /// kilogram's base), the litre and the radian.
    static let prefixedUnits: Set<String> = [
        "m", "s", "g", "l", "L", "N", "J", "W", "V", "A", "K", "Hz", "Pa", "Ω", "mol", "C", "F", "T",
        "cd", "rad",
    ]
    /// The prefixes that make multiples (the tonne takes only these).
    static let multiplePrefixes: Set<Unicode.Scalar> = ["k", "M", "G", "T"]

    static let siPrefixes: [Unicode.Scalar: String] = [
        "k": "kilo", "M": "mega", "G": "giga", "T": "tera", "h": "hecto", "d": "deci",
        "c": "centi", "m": "milli", "μ": "micro", "µ": "micro", "n": "nano", "p": "pico",
    ]

    mutating func speakUnit(_ node: MathNode, plural: Bool) {
        switch node.kind {
        case .mrow:
            var count: Int?
            for child in node.children {
                if child.kind == .mn { count = Int(child.text) }
                if isUnit(child) { speakUnit(child, plural: count != 1) } else { speak(child) }
            }
        case .msup:
            speakUnit(node.children[0], plural: plural)
            speakPowerWords(node.children[1], baseWasSimple: true)
        default:
            if let name = unitName(node.text, plural: plural) {
                say(name)
            } else {
                speak(MathNode(node.kind, text: node.text))
            }
        }
    }

    // MARK: Roots

    enum RootSign { case positive, negative }

    /// A root (ClearSpeak "Roots"): "the square root of x", "the cube root of", "the n-th
    /// root of"; a square root after a minus sign is "the negative square root of", and
    /// with PosNegSqRoot one without a sign is "the positive square root of"; RootEnd
    /// closes every root with "end root".
    mutating func speakRoot(_ radicand: MathNode, index: MathNode?, sign: RootSign?) {
        if let sign, index == nil {
            say(.the)
            say(sign == .positive ? "positive" : "negative")
            say("square root of")
        } else if let index, !(index.kind == .mn && index.text == "2") {
            if index.kind == .mn, index.text == "3" {
                say(.cubeRoot)
            } else {
                say(.the)
                if index.kind == .mn, let ordinal = ordinalWord(index.text) {
                    say(ordinal)
                } else if index.kind == .mi, index.text.isOneScalar {
                    say(letterName(index.text.first!) + words(.nthSuffix))
                } else {
                    speak(index)
                }
                say(.rootOf)
            }
        } else {
            say(.squareRoot)
        }
        speak(radicand)
        let rootEnd = clearSpeak && (options.roots == .rootEnd || options.roots == .posNegSqRootEnd)
        if (!clearSpeak && !isSimpleToken(radicand)) || rootEnd {
            pause()
            say(.endRoot)
        }
        pause(.medium)
    }

    /// The ordinal word for a whole number in the table's language, or `nil`.
    func ordinalWord(_ text: String) -> String? {
        guard words.ordinals, text.isASCIIDigits, let value = Int(text) else { return nil }
        return MathWords.englishOrdinal(value)
    }
}
