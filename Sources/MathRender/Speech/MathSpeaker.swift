import ReadingModel

/// Walks the canonical tree (``SpeechTree``) and says each node by the ClearSpeak or
/// SimpleSpeak rules; the rules for scripts, fractions and tables are in the extensions.
///
/// Structure is heard through words ("the fraction with numerator", "end root") and
/// pauses: a medium pause closes every part a listener must hold as one (a fraction read
/// with its numerator and denominator, a root, a matrix row), a short one separates
/// operands of relations and function arguments.
struct MathSpeaker {
    let style: MathSpeechStyle
    let options: MathSpeechOptions
    let words: MathWords
    var out = SpeechBuffer()
    /// Set while a fraction's numerator or denominator is spoken, until another element
    /// than a row (a root, a script, a table) stands between: SimpleSpeak brackets a simple
    /// fraction there with "fraction … end fraction" and says a simple fraction anywhere
    /// else "1 over y" (MathCAT's SimpleSpeak rules, `fraction`, "simple": a fraction of
    /// two leaves whose nearest ancestor other than an `mrow` is no fraction).
    var inFraction = false
    /// Set when the words before already said the article ("raised to the"), so a
    /// fraction starts without its own.
    var articleSaid = false
    /// Set while the content of parentheses is spoken: a lone `|` there reads "given".
    var inParens = false
    /// Set while the base of a script is spoken: its parentheses are heard even around a
    /// simple expression ("open paren 2 x close paren squared").
    var inScriptBase = false
    /// Inside a large operator's limit: its relations are not set apart by pauses
    /// (ClearSpeak Part 2: "the sum from n equals 1 to 10 of n").
    var inLimit = false
    /// Set once a degree sign was read in the row: primes after it are minutes and
    /// seconds, not feet and inches (ClearSpeak Part 3, "Prime").
    var afterDegrees = false
    /// The word count when a unit was last said: a unit to the power -1 right after
    /// another is read "per".
    var lastUnitAt = -1
    /// Set after ± or ∓ until the next operand: a square root there takes its sign from
    /// them, not "positive" (ClearSpeak Roots, PosNegSqRoot).
    var afterPlusMinus = false
    /// Rows being spoken inside one another. A row's large operator takes the rest of the
    /// row as its operand, so ten thousand ∑ in a row were ten thousand nested rows (the
    /// stack overflowed) each copying the rest (quadratic); past ``maximumRowDepth`` the
    /// rest of a row is read item by item.
    var rowDepth = 0
    static let maximumRowDepth = 200
    /// How deep the parentheses, brackets and braces being read are nested (ClearSpeak
    /// Paren SpeakNestingLevel: "open second paren").
    var nesting: [Int] = [0, 0, 0]
    /// Set while a function's argument is spoken: its parentheses are the function's
    /// notation, not a grouping, and take no nesting level ("f of, open paren, g of, open
    /// paren, x plus 1, close paren, close paren").
    var argumentParens = false
    /// Set while a subscript is spoken whose power follows as the next row item.
    var powerFollows = false
    /// The expression is a chemical formula or equation (``ChemicalFormula``): its upright
    /// letters are element and state symbols, not said "normal".
    var chemistry = false

    init(style: MathSpeechStyle, options: MathSpeechOptions, words: MathWords) {
        self.style = style
        self.options = options
        self.words = words
    }

    var clearSpeak: Bool { style == .clearSpeak }
    var terse: Bool { options.verbosity == .terse }
    var verbose: Bool { options.verbosity == .verbose }

    mutating func say(_ phrase: MathWords.Phrase) {
        let text = words(phrase)
        // The article is said once: after "raised to the", a function is "the sine of"
        // without its own ("3 raised to the sine of, …", not "raised to the the sine").
        if phrase == .the, let last = out.lastWords, last == text || last.hasSuffix(" " + text) { return }
        out.say(text)
    }
    mutating func say(_ text: String) { out.say(text) }
    mutating func pause(_ pause: MathSpeechPause = .short) { out.pause(pause) }

    mutating func speak(_ node: MathNode) {
        let wasInFraction = inFraction
        defer { inFraction = wasInFraction }
        switch node.kind {
        case .mrow, .mstyle, .mpadded, .mfrac, .math: break
        default: inFraction = false
        }
        if let intent = node[attribute: "intent"], speakIntent(intent, node) { return }
        switch node.kind {
        case .mi, .mtext, .ms: speakIdentifier(node)
        case .mn:
            if let variant = node[attribute: "mathvariant"], variant != "normal", node.text.utf8.allSatisfy({ $0 < 0x80 }) {
                // A number in a font is read with it, as a letter is (ClearSpeak "Fonts");
                // digits are upright, so an italic number says "italic" too.
                if variant == "italic" { say(.italic) } else { speakFont(variant) }
            }
            speakNumber(node.text)
        case .mo: speakOperator(node.text, prefix: false)
        case .mrow, .math, .mstyle, .mpadded, .merror, .maction, .unknown, .mtd, .semantics:
            speakRow(node.children)
        case .mfrac: speakFraction(node)
        case .msqrt:
            let positive = options.roots == .posNegSqRoot || options.roots == .posNegSqRootEnd
            speakRoot(node.children.first ?? MathNode(.mrow), index: nil,
                      sign: positive && clearSpeak && !afterPlusMinus ? .positive : nil)
        case .mroot: speakRoot(node.children[0], index: node.children[1], sign: nil)
        case .msup: speakPower(base: node.children[0], exponent: node.children[1])
        case .msub where speakScriptedBar(node), .msubsup where speakScriptedBar(node): break
        case .msub:
            let beforePower = powerFollows
            powerFollows = false
            speakSubscript(base: node.children[0], script: node.children[1], beforePower: beforePower)
        case .msubsup:
            speakSubscript(base: node.children[0], script: node.children[1], beforePower: true)
            pause()
            if isTranspose(node.children[2], of: node.children[0], script: node.children[1]) {
                // A₁ᵀ is "A sub 1, transpose", as Aᵀ is "A transpose".
                say(.transpose)
            } else {
                speakPowerWords(node.children[2], baseWasSimple: true)
            }
        case .munder, .mover, .munderover: speakUnderOver(node)
        case .mmultiscripts: speakMultiscripts(node)
        case .mtable: speakTable(node, fence: nil)
        case .mtr, .mlabeledtr: speakRow(node.children)
        case .menclose: speakEnclosure(node)
        case .mphantom, .mspace, .none, .mprescripts, .annotation, .annotationXML: break
        }
    }

    // MARK: Tokens

    mutating func speakIdentifier(_ node: MathNode) {
        var node = node
        if node.text.unicodeScalars.count > 1, node.text.unicodeScalars.contains(where: { $0.value >= 0x1D400 }) {
            // "𝒔𝒊𝒏" is the function sin in bold italic.
            var plain = ""
            var style: String?
            for scalar in node.text.unicodeScalars {
                let letter = MathAlphabet.decode(scalar)
                plain.unicodeScalars.append(letter.base)
                style = style ?? letter.style
            }
            node.text = plain
            if let style { node.attributes["mathvariant"] = style }
        }
        let text = node.text
        if node.kind == .mi, let name = functionName(text) {
            if node[attribute: "mathvariant"]?.contains("bold") == true { say(.bold) }
            say(name)
            return
        }
        let single = text.isOneScalar
        if node.kind == .mi || single {
            if single, let set = words.symbol(text), !text.first!.isLetter || Self.setLetters.contains(text) {
                say(set)
                return
            }
            // ClearSpeak "Fonts": a letter is italic unless written otherwise, so one set
            // upright says so ("normal A", "x plus normal i"); a name of several letters is
            // upright anyway.
            // A chemical formula's element symbols are upright by convention, not emphasis.
            if clearSpeak, !chemistry, single, node.kind == .mi, node[attribute: "mathvariant"] == "normal",
               text.first!.isLetter, !isUnit(node), MathAlphabet.decode(text.unicodeScalars.first!).style == nil {
                say(.upright)
            }
            speakLetters(text, variant: node[attribute: "mathvariant"], spell: node.kind == .mi || single)
            return
        }
        // ClearSpeak "Multi-line entries": a colon ending a label is read ("Equation 1
        // colon"); a speech engine would drop it.
        if clearSpeak, node.kind == .mtext, let colon = text.lastIndex(where: { $0 != " " && $0 != "\u{A0}" }),
           text[colon] == ":", colon > text.startIndex {
            say(words.textWords(String(text[..<colon])))
            say(words.symbolWords(":"))
            return
        }
        say(words.textWords(text))
    }

    /// ClearSpeak SetMemberSymbol: ∈ and ∉ as "is an element of", "belongs to", "is in"
    /// (Member and Auto: the table's "is a member of"); inside set-builder braces the
    /// short forms ("in", "belonging to", "member of", "element of"). `nil` for the
    /// table's words.
    func memberWords(negated: Bool, inSet: Bool) -> String? {
        switch (options.setMemberSymbol, inSet) {
        case (.auto, _): return nil
        case (.member, false): return nil
        case (.member, true): return "member of"
        case (.element, false): return negated ? "is not an element of" : "is an element of"
        case (.element, true): return "element of"
        case (.belongs, false): return negated ? "does not belong to" : "belongs to"
        case (.belongs, true): return "belonging to"
        case (.in, false): return negated ? "is not in" : "is in"
        case (.in, true): return "in"
        }
    }

    /// ClearSpeak MultsymbolX, MultsymbolDot and VerticalLine: the words for ×, ⋅ and a
    /// vertical line between operands when the reader chose them.
    func preferredOperatorWords(_ text: String) -> MathWords.Phrase? {
        switch text {
        case "×": options.multsymbolX == .by ? .by : options.multsymbolX == .cross ? .cross : nil
        case "⋅", "·": options.multsymbolDot == .dot ? .dot : nil
        case "|", "∣":
            switch options.verticalLine {
            case .auto: nil
            case .divides: .divides
            case .given: .given
            case .suchThat: .suchThat
            }
        default: nil
        }
    }

    static let setLetters: Set<String> = ["ℂ", "ℕ", "ℚ", "ℝ", "ℤ", "ℙ"]
    static let doubleStruck: [String: String] = ["C": "ℂ", "N": "ℕ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ", "P": "ℙ"]

    /// Says identifiers letter by letter when they are short names of several capitals
    /// ("Na", "HCl"), otherwise as one word the engine reads ("rise").
    mutating func speakLetters(_ text: String, variant: String?, spell: Bool) {
        let scalars = Array(text.unicodeScalars)
        let hasCapital = scalars.contains { CharacterClass.isUpper($0) }
        let readAsWord = scalars.count > 1 && !(hasCapital && scalars.count <= 4) && scalars.allSatisfy {
            CharacterClass.isLetterASCII($0)
        }
        if readAsWord || !spell {
            if variant?.contains("bold") == true { say(.bold) }
            say(text)
            return
        }
        for scalar in scalars {
            speakLetter(scalar, variant: variant)
        }
    }

    mutating func speakLetter(_ scalar: Unicode.Scalar, variant: String?) {
        if speakEnclosed(scalar) { return }
        let letter = MathAlphabet.decode(scalar)
        let style = letter.style ?? variant
        if let style { speakFont(style) }
        let base = letter.base
        let character = Character(base)
        if CharacterClass.isUpper(base) {
            let lower = Character(base.properties.lowercaseMapping)
            // ClearSpeak "Capital letters": Auto marks a capital by the voice's pitch, not
            // by a word ("A B", "sine A over a"), SayCaps says "cap" before it ("cap A,
            // cap B"); either way the capital itself is written, a Greek one by its name
            // capitalised ("Delta"). SimpleSpeak (MathCAT's) says "cap" and the letter's
            // name ("cap eigh").
            if clearSpeak {
                let name = words.greek[lower].map { $0.prefix(1).uppercased() + $0.dropFirst() }
                guard options.caps == .sayCaps else {
                    // Auto: the pitch marks it (SSML's prosody; a voice without pitch says
                    // the word). Other capitals (Latin letters with marks) keep their names.
                    if let name {
                        out.say(capital: name, spoken: name, word: words(.capital))
                    } else if character.unicodeScalars.count == 1, CharacterClass.isLetterASCII(base) {
                        let written = String(character)
                        out.say(capital: written, spoken: engineName(written), word: words(.capital))
                    } else {
                        sayLetter(character)
                    }
                    return
                }
                say(.capital)
                if let name { say(name) } else { sayLetter(character) }
                return
            }
            say(.capital)
            say(letterName(lower))
        } else {
            sayLetter(character)
        }
    }

    /// A Latin letter as ClearSpeak writes it ("a", "A"), with the name a speech engine
    /// must be given when it would read the letter as a word (English "a", the article:
    /// eSpeak NG says "a squared" and "sine A over a" with a schwa; "eigh" it says as the
    /// letter). SimpleSpeak writes the name itself, as MathCAT does ("eigh"). Any other
    /// character is said by ``letterName(_:)``.
    mutating func sayLetter(_ character: Character) {
        guard clearSpeak, let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              CharacterClass.isLetterASCII(scalar) else {
            say(letterName(character))
            return
        }
        let written = String(character)
        out.say(letter: written, spoken: engineName(written))
    }

    /// How a speech engine must be given a Latin letter written `written` (English "a" and
    /// "A" as "eigh"), else as written.
    func engineName(_ written: String) -> String { words.letters[written.lowercased()] ?? written }

    /// A letter's font as ClearSpeak names it ("Fonts"): "sans serif bold italic",
    /// "calligraphic bold", "bold italic", "bold script", "monospace"; italic alone is how
    /// letters are written and is not said.
    mutating func speakFont(_ style: String) {
        let bold = style.contains("bold")
        let italic = style.contains("italic") || style.contains("mathit")
        if style.contains("caligraphic") || style.contains("calligraphic") {
            say(.calligraphic)
            if bold { say(.bold) }
            return
        }
        let sansSerif = style.contains("sans-serif")
        if sansSerif { say(.sansSerif) }
        if bold { say(.bold) }
        if italic, bold || sansSerif { say(.italic) }
        if style.contains("script") { say(.script) }
        if style.contains("fraktur") { say(.fraktur) }
        if style.contains("double-struck") {
            say(.doubleStruck)
            // ⅅ, ⅆ, ⅇ, ⅈ, ⅉ: Unicode's double-struck italic letters.
            if italic, !bold, !sansSerif { say(.italic) }
        }
        if style.contains("monospace") { say(.monospace) }
    }

    static let dotlessLetters: [Character: String] = ["\u{0131}": "i", "\u{0237}": "j"]

    func letterName(_ character: Character) -> String {
        if let greek = words.greek[character] { return greek }
        let text = String(character)
        if let name = words.letters[text] { return name }
        if let plain = Self.dotlessLetters[character] {
            // ı and ȷ (also the math italic 𝚤 and 𝚥): the letter without its dot, a symbol
            // of its own in math ("dotless i"); an English voice has no reading for them.
            return words(.dotless) + " " + plain
        }
        if let symbol = words.symbol(text), !character.isLetter { return symbol }
        // A letter of the Letterlike Symbols block (ℓ, ℘, ℑ, ℵ) is a math symbol, not a
        // letter of a script the engine knows: its table name ("script l"), else its
        // Unicode name ("every character has a reading").
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
           (0x2100...0x214F).contains(scalar.value) {
            return words.symbol(text) ?? MathWords.unicodeName(scalar)
        }
        if character.isLetter || character.isNumber { return text }
        return words.symbolWords(text)
    }

    func functionName(_ text: String) -> String? {
        if !text.isOneScalar, let name = words.functions[text] {
            // Log LnAsNaturalLog (SimpleSpeak always): "natural log".
            if text == "ln", (!clearSpeak && !terse) || (clearSpeak && options.log == .lnAsNaturalLog) {
                return words(.naturalLog)
            }
            return name
        }
        return nil
    }

    /// A number token. Plain digits go to the engine whole; a digit in a math font is read
    /// with its font ("bold 9", "double struck 1"), a fullwidth digit as the digit, a
    /// number in a circle or parentheses by its mark ("circled 12"), and raised or lowered
    /// digits as the script they are ("squared", "cubed", "super 4", "sub 9"): every
    /// character has a reading, none reaches the engine raw.
    mutating func speakNumber(_ text: String) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            if text.contains(where: \.isLetter), text.contains(where: { $0.isNumber || $0 == "#" }) {
                // Digits and letters together ("3FA", "#FF0000", "t2e4") are no numeral the
                // engine can say: the number is spelled sign by sign, as SRE reads it.
                say(.spelledNumber)
                for scalar in text.unicodeScalars {
                    if CharacterClass.isLetterASCII(scalar) {
                        speakLetter(scalar, variant: nil)
                    } else {
                        say(scalar.properties.numericType != nil ? String(scalar) : words.symbolWords(String(scalar)))
                    }
                }
                return
            }
            say(Self.number(text))
            return
        }
        var run = "", runStyle: String?
        var level = "", raised = false
        func flush(_ speaker: inout MathSpeaker) {
            if !run.isEmpty {
                if let runStyle { speaker.speakFont(runStyle) }
                speaker.say(Self.number(run))
                run = ""
            }
            if !level.isEmpty {
                if raised, level == "2" {
                    speaker.say(.squared)
                } else if raised, level == "3" {
                    speaker.say(.cubed)
                } else {
                    speaker.say(raised ? .superShort : .sub)
                    speaker.say(level)
                }
                level = ""
            }
        }
        for scalar in text.unicodeScalars {
            if let (digit, up) = MathAlphanumerics.levelDigits[Character(scalar)] {
                if !run.isEmpty || (!level.isEmpty && up != raised) { flush(&self) }
                level.append(digit)
                raised = up
                continue
            }
            if !level.isEmpty { flush(&self) }
            if MathAlphabet.enclosed(scalar) != nil {
                flush(&self)
                _ = speakEnclosed(scalar)
                continue
            }
            let letter = MathAlphabet.decode(scalar)
            if letter.style != runStyle, !run.isEmpty { flush(&self) }
            runStyle = letter.style
            run.unicodeScalars.append(letter.base)
        }
        flush(&self)
    }

    /// A letter or number printed in a circle, parentheses or a square, read by its mark
    /// and what is inside ("circled cap A", "parenthesized 12", "7 comma"); `false` for any
    /// other character.
    mutating func speakEnclosed(_ scalar: Unicode.Scalar) -> Bool {
        guard let enclosed = MathAlphabet.enclosed(scalar) else { return false }
        for mark in enclosed.marks { say(mark) }
        if let inner = enclosed.inner.unicodeScalars.first, enclosed.inner.unicodeScalars.count == 1,
           CharacterClass.isLetterASCII(inner) {
            // An enclosed letter is a symbol, not a variable: its capital keeps the word of
            // its character name ("circled cap B") in either style; ClearSpeak's Caps rule
            // is about letters.
            if CharacterClass.isUpper(inner) {
                say(.capital)
                sayLetter(Character(inner.properties.lowercaseMapping))
            } else {
                speakLetter(inner, variant: nil)
            }
        } else {
            say(enclosed.inner)
        }
        if let after = enclosed.after { say(after) }
        return true
    }

    static func number(_ text: String) -> String {
        // Block separators (1,234.56) are not spoken: the engine reads the number whole.
        if text.utf8.contains(0x2C), text.utf8.contains(0x2E) { return text.filter { $0 != "," } }
        return text
    }

    mutating func speakOperator(_ text: String, prefix: Bool) {
        if MathNode.isInvisible(text) { return }
        if prefix, text == "-" || text == "−" {
            say(.negative)
            return
        }
        if clearSpeak, let phrase = preferredOperatorWords(text) {
            say(phrase)
        } else if text == "|" || text == "∣", inParens {
            // ClearSpeak VerticalLine (Auto): a vertical line in parentheses is "given",
            // TeX's \mid (U+2223) as the plain bar: P(A ∣ B) "P of A given B".
            say(.given)

        } else if clearSpeak, text == "=", let equals = words.phrases[.equals] {
            // ClearSpeak reads = as "equals" (its examples throughout; Part 2, "Symbols").
            say(equals)
        } else if text == "∈", !clearSpeak {
            say(.elementOf)
        } else if clearSpeak, text == "∈" || text == "∉", let words = memberWords(negated: text == "∉", inSet: false) {
            say(words)
        } else {
            say(words.symbolWords(text))
        }
    }
}

/// Letter tests on Unicode scalars without Foundation.
enum CharacterClass {
    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    static func isLetterASCII(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }
}
