import ReadingModel

/// Letters, identifiers and signs written one at a time: a letter's alphabet and the
/// English letter indicator when it stands alone (§26-§28), a sign's cells and its spacing
/// (signs of comparison §37, ellipses and dashes of omission §57).
extension NemethMath {
    mutating func identifier(_ raw: String, variant: String? = nil) {
        spaceAfterShape()
        let characters = Array(raw)
        // A run of capitals in one token (a Roman numeral, an abbreviation) takes the double
        // capital indicator (§18a); `mathvariant="normal"` only says what such a token is
        // already, upright (`⠠⠠⠊⠧` either way; with it, it was `⠠⠊⠠⠧`).
        if characters.count > 1, characters.allSatisfy({ $0.isUppercase && $0.isASCII }), variant == nil || variant == "normal" {
            var cells = "⠠⠠"
            for character in characters { cells.append(BrailleAlphabet.letters[Character(character.lowercased())] ?? "⠁") }
            write(cells)
            return
        }
        let base: Character = characters.count != 1 ? " "
            : characters[0].isASCII ? characters[0] : MathAlphanumerics.styled(characters[0], variant: variant).base
        let mayStandAlone = base.isASCII && base.isLetter && letterMayStandAlone
        // A letter standing alone before this one is settled by what follows it, this
        // letter; settling it first keeps this letter's place in `out` where it is written
        // (the English letter indicator inserted before it moved it, so a letter right after
        // a letter standing alone lost its own: `p D z` was `⠰⠏⠀⠠⠙⠀⠰⠵`, §28).
        // "The English letter indicator must be used … with an uncapitalized combination of
        // letters corresponding to a short-form word" standing as a letter stands alone
        // (§28): a small letter straight after a pending one, the two the beginning of a
        // short-form word (`ab`, about; `cd`, could), joins it, and what follows the
        // combination decides (`ab, cd` is `⠰⠁⠃⠠⠀⠰⠉⠙`; it was `⠁⠃⠠⠀⠉⠙`).
        if let pending = letterAlone, !pending.spaced, !letterAloneRun.isEmpty, characters.count == 1,
           variant == nil || variant == "italic", base.isASCII, base.isLowercase,
           UEBIndicators.shortformBeginnings.contains(letterAloneRun + String(base)) {
            letterAlone = nil
            letter(raw.first ?? base, variant: variant)
            letterAlone = pending
            letterAloneRun.append(base)
            return
        }
        if characters.first?.isLetter == true, let pending = letterAlone { settleLetterAlone(pending.spaced) }
        let offset = out.endIndex
        for raw in characters { letter(raw, variant: characters.count == 1 || variant != "italic" ? variant : nil) }
        // An identifier of several small letters that is not a function name is a word
        // (`rate × time`): the punctuation after it is literary (§37 lists where the
        // punctuation indicator goes; after a word it does not).
        if characters.count > 1, characters.allSatisfy({ $0.isASCII && $0.isLetter }),
           characters.contains(where: \.isLowercase), !NemethSymbols.functionNames.contains(raw) {
            afterWord = true
        }
        // A single English letter in the regular font may stand alone (§28); what follows
        // it decides.
        guard mayStandAlone else { return }
        let written = out.unicodeScalars[offset...]
        if let last = written.last, BrailleAlphabet.letters.values.contains(Character(last)),
           written.count == 1 || (written.count == 2 && written.first == "⠠") {
            letterAlone = (offset, false, out[..<offset].unicodeScalars.last == "⠷")
            letterAloneRun = base.isLowercase ? String(base) : ""
        }
    }

    mutating func letter(_ raw: Character, variant: String? = nil) {
        if let enclosed = MathAlphanumerics.enclosed(raw) {
            self.enclosed(enclosed.text, enclosed.enclosure)
            return
        }
        if let shape = Self.shaped(raw) {
            shaped(shape)
            return
        }
        let styled = MathAlphanumerics.styled(raw, variant: variant)
        if (styled.base.isNumber && styled.base.isASCII) || MathAlphanumerics.levelDigits[raw] != nil
            || MathAlphanumerics.vulgarFractions[raw] != nil || Self.punctuatedDigits(raw) != nil {
            number(String(raw), variant: variant)
        } else if let cells = NemethAlphabets.cells(styled) {
            write(cells)
            afterLetter = true
        } else if let known = NemethSymbols.signs[String(raw)] ?? NemethSymbols.negated(String(raw)) {
            emit(known, text: String(raw))
        } else if let mark = NemethSymbols.combiningMarks[raw] {
            write(mark)
        } else {
            write(undefined.cells(for: raw, code: .nemeth))
        }
    }

    mutating func sign(_ text: String) {
        if text.isEmpty || MathNode.isInvisible(text) { return }
        if text.allSatisfy({ $0 == "\u{A0}" || $0.isWhitespace || MathNode.isInvisible(String($0)) }) {
            space()
            return
        }
        if literaryPunctuation(text) { return }
        if let known = NemethSymbols.signs[text] ?? NemethSymbols.negated(text) {
            emit(known, text: text)
            afterTally = text.allSatisfy { $0 == "𝍷" || $0 == "𝍸" }
            return
        }
        // A sign printed with combining marks (`⊂̿`) is a compound sign.
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 1,
           let compound = Self.combined(String(scalars[0]), marks: scalars.dropFirst().map { Character($0) }) {
            modified(compound)
            return
        }
        let characters = text.map { NemethSymbols.signs[String($0)] }
        if characters.count > 1, characters.allSatisfy({ $0?.comparison == true }),
           !(characters.allSatisfy { $0?.cells == "⠈⠱" } && (out.isEmpty || out.last == "⠷")) {
            // Comparison signs printed side by side are one comparison, each after the
            // first preceded by the multipurpose indicator (§177).
            space(.comparison)
            write(characters.map { $0!.cells }.joined(separator: "⠐"))
            space(.comparison)
            return
        }
        for character in text where !MathNode.isInvisible(String(character)) {
            if let known = NemethSymbols.signs[String(character)] {
                emit(known, text: String(character))
            } else if character == "." {
                write("⠸⠲")
            } else {
                letter(character)
            }
        }
    }

    mutating func emit(_ known: NemethSymbols.Sign, text: String) {
        if known.cells == "⠄⠄⠄" || known.cells == "⠤⠤⠤⠤" {
            // An ellipsis stands for omitted terms and is spaced as a term would be in a
            // list: a space before and after it, none after an opening grouping sign or
            // before punctuation (§57). Right after a superscript or subscript it follows the
            // baseline indicator unspaced (§43, §79); after the comma of a script it is spaced.
            suppressSpace = false
            // Vertical bars are grouping signs too: none after the bar that opens (`‖…‖`).
            // Nor after an opening indicator, of a fraction, a radical or a level: the dash
            // or ellipsis is the first thing it opens, as the Code book writes a numerator
            // omitted (Rule VI, §42: `⠹⠤⠤⠤⠤⠀⠌…⠼`; it was `⠹⠀⠤⠤⠤⠤`, and after `⠘` the space
            // ended the superscript before the dash, §79c).
            let opens = out.hasSuffix("⠹") || out.hasSuffix("⠜") || scriptStart
            if let last = out.last, !"⠷".contains(last), !out.hasSuffix("⠈⠷"), !out.hasSuffix("⠨⠷"), !opens,
               !out.hasSuffix("⠈⠎"), !(levelChanged && level.isEmpty), !(barOpen && last == "⠳") {
                space(.word)
            }
            write(known.cells)
            space(.word)
            afterSpacedSign = true
            afterEllipsis = true
            return
        }
        if known.comparison, known.cells == "⠈⠱", out.isEmpty || out.last == "⠷" || out.hasSuffix("⠈⠱") {
            // A tilde opening an expression or a group is the sign of negation, not of
            // comparison, and is unspaced (§? logic: ∼p).
            if out.hasSuffix("⠈⠱") { out += "⠐" }
            write(known.cells)
            return
        }
        if known.comparison {
            // A comparison sign standing for itself (in a list, in parentheses) has no
            // operand to space from: none after an opening grouping sign, none before
            // punctuation or a closing grouping sign (§37).
            // Nor after an opening quotation mark, or at the very start.
            // Nor at the start of a script, right after its level indicator (`ℝ_{≥0}`).
            let standsAlone = out.isEmpty || afterOpeningQuote, atScriptStart = scriptStart
            if !(out.last == "⠷" || out.hasSuffix("⠈⠷") || out.hasSuffix("⠨⠷") || afterOpeningQuote || atScriptStart) {
                space(.comparison)
            }
            if level.isEmpty && groups.isEmpty { comparisonWritten = true }
            if !level.isEmpty && !atScriptStart { levelChanged = true }
            write(known.cells)
            space(.comparison)
            afterSpacedSign = true
            comparisonStandsAlone = standsAlone
            return
        }
        if Self.isShapeSign(known) {
            // A shape is spaced from the letters or numeral that identify it, and as what
            // it replaces when it stands for an omission (Rule XIX; NemethMath+Shapes).
            shapeSign(known.cells)
            return
        }
        // Two signs of operation together, one of them a minus, are parted by the
        // multipurpose indicator; so are two vertical bars and two tildes (§177).
        let last = out.last
        if (known.cells == "⠤" && (last == "⠬" || last == "⠤"))
            || (known.cells == "⠬" && last == "⠤")
            || (known.cells.hasScalarPrefix("⠳") && last == "⠳" && !levelChanged)
            || (known.cells == "⠈⠱" && out.hasSuffix("⠈⠱")) {
            out += "⠐"
        }
        if known.cells == "⠳" || known.cells == "⠳⠳" {
            write(known.cells)
            barOpen.toggle()
            return
        }
        if text == "°" {
            write(known.cells)
            levelChanged = true
            return
        }
        if ["(", "[", "{", "⟨"].contains(text) {
            write(known.cells)
            groups.append((text, nextGroupIsList))
            nextGroupIsList = false
            return
        }
        if [")", "]", "}", "⟩"].contains(text), !groups.isEmpty { groups.removeLast() }
        if text == "”" || text == "’" {
            // A closing quotation mark after mathematical material takes the punctuation
            // indicator, or it would read as a digit or a sign (§37); after a word it does not.
            // At the start, with nothing before it (an apostrophe for omitted digits, `’49`),
            // no material precedes it: no punctuation indicator, and a numeral after it
            // starts the expression, with the numeric indicator (§9, §37: `⠴⠠⠼⠲⠔`).
            let leading = out.isEmpty || (out.last == "⠀" && !afterSpacedSign && !comparisonWritten)
            write((afterWord || leading ? "" : "⠸") + known.cells)
            afterClosingQuote = !leading
            afterOpeningQuote = leading
            return
        }
        if text == "“" || text == "‘" {
            // After an opening grouping sign the opening quotation mark takes the
            // punctuation indicator; a numeral after it takes the numeric indicator (§9, §37).
            // So after a sign of operation or anything else unspaced (`“x”+“y”`), where
            // `⠦` would read as the digit 8 (§37: the punctuation indicator after a sign).
            let afterGroup = out.last == "⠷" || out.hasSuffix("⠈⠷") || out.hasSuffix("⠨⠷")
            write((afterGroup || (!atStart && !afterWord) ? "⠸" : "") + known.cells)
            afterOpeningQuote = true
            return
        }
        if text == ";" && level.isEmpty {
            // A semicolon in math takes the punctuation indicator and, like a list
            // comma, the space after it (§37, §78).
            write("⠸⠆")
            space(.word)
            return
        }
        if text == "," {
            // A comma followed by a space returns to the baseline by itself (§78).
            if levelChanged && level.isEmpty { levelChanged = false }
            if level.isEmpty {
                write("⠠")
                space()
            } else {
                // At a script level the comma is its own sign and takes no space (§78).
                write("⠪")
                suppressSpace = true
            }
            return
        }
        let hyphenAfterWord = known.cells == "⠤" && afterTextWord
        write(known.cells)
        afterHyphenedWord = hyphenAfterWord
    }
}
