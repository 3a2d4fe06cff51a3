import ReadingModel

/// Numerals in UEB technical material (Rulebook §6; Guidelines §2): numeric mode, digit
/// groups, emphasised digits, letters inside a numeral.
extension UEBMath {
    mutating func number(_ node: MathNode) {
        let text = node.text
        if let vulgar = Self.vulgarFractions[text] ?? Self.slashedFraction(text) {
            append(Piece(role: .number, cells: vulgar))
            return
        }
        if text.contains(where: Self.isNumeralCharacter) {
            // Roman numerals and circled numerals printed as one character have their own
            // reading (letters, a shape); the digits around them are numerals.
            numeral(text, apart: Self.isNumeralCharacter, variant: node[attribute: "mathvariant"])
            return
        }
        guard text.contains(where: { $0.isNumber }) else {
            identifierText(text, variant: node[attribute: "mathvariant"])
            return
        }
        if let first = text.first, MathAlphanumerics.levelDigits[first] != nil {
            // Digits printed raised or lowered are a superscript or subscript (§7.1).
            let (digits, raised) = MathAlphanumerics.levelled(text)
            script(raised ? "⠔" : "⠢", MathNode(.mn, text: digits))
            return
        }
        if text.contains(where: { $0.isASCII && $0.isLetter }) {
            // A numeral holding letters (hexadecimal `1A`, Guidelines §2.9) keeps them:
            // the digits in numeric mode, each letter after them as a letter, which the
            // capital indicator or the grade 1 indicator (a-f) sets apart from the digits.
            numeral(text, apart: { $0.isASCII && $0.isLetter }, variant: node[attribute: "mathvariant"])
            return
        }
        if let mixed = Self.emphasisedDigits(text) {
            append(Piece(role: .number, cells: mixed))
            return
        }
        var cells = "⠼"
        var pendingSpace = false
        var font: MathFont?
        for raw in text {
            let styled = MathAlphanumerics.decompose(raw)
            if let styledFont = styled?.font { font = styledFont }
            let character = styled?.base ?? raw
            if let digit = BrailleAlphabet.upperDigits[character] {
                if pendingSpace { cells += "⠐" }
                pendingSpace = false
                cells.append(digit)
            } else if character == "," {
                cells += "⠂"
            } else if character == "." {
                cells += "⠲"
            } else if character.isWhitespace {
                pendingSpace = true
            } else if let vulgar = Self.vulgarFractions[String(character)] {
                cells += vulgar
            } else if String(character) == Self.fractionSlash {
                // A fraction slash in a numeral of another form: the numeric fraction
                // line still, never dropped.
                cells += "⠌"
            }
        }
        let variant = font?.rawValue ?? node[attribute: "mathvariant"]
        var terminator = ""
        if variant == "bold" {
            // One bold symbol takes the symbol indicator; a bold number of more symbols the
            // word indicator, terminated where the symbols-sequence goes on (Rulebook §9.2-9.3).
            let long = cells.unicodeScalars.count > 2
            cells = (long ? "⠘⠂" : "⠘⠆") + cells
            if long { terminator = "⠘⠄" }
        } else if let other = variant.flatMap(MathFont.init(rawValue:)) {
            cells = UEBAlphabets.typeform(other, latin: true) + cells
        }
        var piece = Piece(role: .number, cells: cells)
        piece.terminator = terminator
        append(piece)
    }

    /// Bold digits inside a numeral of regular ones (Guidelines §2.7, emphasis of digits;
    /// Rulebook §9.2-9.3): one bold digit takes the bold symbol indicator and the
    /// numeric indicator again, the numeral going on after it in numeric mode
    /// (`67𝟖45` `⠼⠋⠛⠘⠆⠼⠓⠙⠑`); two or more take the bold word indicator, and the
    /// terminator and the numeric indicator before regular digits after them
    /// (`67𝟖𝟒5` `⠼⠋⠛⠘⠂⠼⠓⠙⠘⠄⠼⠑`). `nil` when the digits are not mixed.
    static func emphasisedDigits(_ text: String) -> String? {
        var runs: [(bold: Bool, cells: String)] = []
        for raw in text {
            let styled = MathAlphanumerics.decompose(raw)
            guard let digit = BrailleAlphabet.upperDigits[styled?.base ?? raw] else {
                // Only digits with the decimal point and digit-group comma.
                guard raw == "." || raw == "," else { return nil }
                guard !runs.isEmpty else { return nil }
                runs[runs.count - 1].cells += raw == "." ? "⠲" : "⠂"
                continue
            }
            let bold = styled?.font == .bold
            if styled != nil && !bold { return nil }
            if runs.last?.bold == bold {
                runs[runs.count - 1].cells.append(digit)
            } else {
                runs.append((bold, String(digit)))
            }
        }
        guard runs.contains(where: \.bold), runs.contains(where: { !$0.bold }) else { return nil }
        var cells = ""
        var afterWord = false
        for (index, run) in runs.enumerated() {
            if run.bold {
                let digits = run.cells.unicodeScalars.filter { BrailleAlphabet.upperDigits.values.contains(Character($0)) }.count
                afterWord = digits > 1
                cells += (afterWord ? "⠘⠂⠼" : "⠘⠆⠼") + run.cells
            } else {
                if index == 0 { cells += "⠼" } else if afterWord { cells += "⠘⠄⠼" }
                cells += run.cells
            }
        }
        return cells
    }

    /// A numeral whose characters `apart` are read each as a letter (a Roman numeral or a
    /// circled numeral printed as one character, a hexadecimal digit), the digits between
    /// them as numerals.
    private mutating func numeral(_ text: String, apart: (Character) -> Bool, variant: String?) {
        var digits = ""
        for character in text {
            if apart(character) {
                if !digits.isEmpty { number(MathNode(.mn, text: digits)) }
                digits = ""
                letter(character, variant: variant)
            } else {
                digits.append(character)
            }
        }
        if !digits.isEmpty { number(MathNode(.mn, text: digits)) }
    }

    /// Whether the spacing elements `children[from..<to]`, narrower than a space, stand
    /// between a quantity and its unit of measure (marked `class="MathML-Unit"` or
    /// `intent=":unit"`, alone or carrying a script: `5\,\mathrm{kg}`, `9.8\,\mathrm{m\,s^{-2}}`).
    /// Print sets a thin space there (the SI's rule: a space separates the number and the
    /// unit; siunitx and converters write it 0.167em wide), and "follow print for spacing
    /// abbreviations" (APH's *UEB Math* lesson 3.6, Guidelines §2.10): the unit is spaced
    /// from its number, `⠼⠑⠀⠅⠛`, a one-letter unit then standing alone (`⠼⠃⠀⠰⠓`). It was
    /// unspaced, `2 h` read as `⠼⠃⠰⠓`, "2h". A thin space elsewhere (`2\,\mathrm{NaOH}`,
    /// an integral's `\,dx`) stays no space.
    static func spacesUnit(_ children: [MathNode], from: Int, to: Int) -> Bool {
        guard from > 0, to < children.count, children[from - 1].kind != .mo else { return false }
        func startsWithUnit(_ node: MathNode) -> Bool {
            switch node.kind {
            case .mi, .mtext: return NemethMath.isUnit(node)
            case .msup, .msub, .msubsup, .mrow, .mstyle:
                guard let first = node.children.first else { return false }
                return NemethMath.isUnit(node) || startsWithUnit(first)
            default: return false
            }
        }
        return startsWithUnit(children[to])
    }

    /// A numeral whose digit groups print sets apart with a thin space between tokens
    /// (`1\,000`: `<mn>1</mn><mspace width="0.167em"/><mn>000</mn>`, as TeX writes it) is one
    /// number: the groups joined by the space, which ``number(_:)`` writes as the numeric
    /// space `⠐` (Rulebook §6.6: `⠼⠁⠐⠚⠚⠚`; NBA's answer: "only the first number in the
    /// symbols-sequence is preceded by the numeric indicator"), as it already wrote
    /// `<mn>1&#x2009;000</mn>`; it was two numbers, `⠼⠁⠼⠚⠚⠚`. A group is three digits, or
    /// any run of digits after a decimal point (`3.141\,59`); the spaces are narrower than
    /// the quarter em that makes a space (``row(_:)``). The numeral and the index after the
    /// spaces and the group; `nil` when `children[index]` starts no such numeral.
    static func digitGroups(_ children: [MathNode], at index: Int) -> (MathNode, Int)? {
        let first = children[index]
        guard first.kind == .mn, first.text.last?.isASCII == true, first.text.last?.isNumber == true,
              first.text.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." || $0 == "\u{2009}" })
        else { return nil }
        var next = index + 1, width = 0.0
        while next < children.count, let more = spaceWidth(children[next]) {
            width += more
            next += 1
        }
        guard next > index + 1, width > 0, width < 0.25, next < children.count else { return nil }
        let group = children[next]
        guard group.kind == .mn, isDigits(group.text), group.text.count == 3 || first.text.contains(".") else { return nil }
        var joined = first
        joined.text += "\u{2009}" + group.text
        return (joined, next + 1)
    }

    /// U+2044, the fraction slash.
    static let fractionSlash = "\u{2044}"

    /// A numeral written with the fraction slash (`3⁄4`, `1 3⁄4`), as a simple numeric
    /// fraction (Guidelines §6.1, Rulebook §11.3.1: `⠼⠉⠌⠙`). The Unicode Standard (§6.2,
    /// General Punctuation): "The standard form of a fraction built using the fraction slash
    /// is defined as follows: Any sequence of one or more decimal digits, followed by the
    /// fraction slash, followed by any sequence of one or more decimal digits. Such a fraction
    /// should be displayed as a unit", a vulgar fraction, "If the fraction is to be separated
    /// from a previous number, then a space can be used": a whole number, a space and such a
    /// fraction are a mixed number, "two unspaced numeric items" (Rulebook §11.3.2,
    /// `⠼⠁⠼⠉⠌⠙`). Not the ordinary slash, which stays as printed (§11.3.3). The slash was
    /// dropped in a token (`<mn>3⁄4</mn>` read `⠼⠉⠙`, thirty-four) and written as a linear
    /// slash between tokens. `nil` when the text is not of that form.
    static func slashedFraction(_ text: String) -> String? {
        guard text.contains(Character(fractionSlash)) else { return nil }
        let runs = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard (1...2).contains(runs.count) else { return nil }
        func digits(_ run: Substring) -> String? {
            guard !run.isEmpty else { return nil }
            var cells = ""
            for character in run {
                if let digit = BrailleAlphabet.upperDigits[character] {
                    cells.append(digit)
                } else if character == "." {
                    cells += "⠲"
                } else if character == "," {
                    cells += "⠂"
                } else {
                    return nil
                }
            }
            return cells.contains(where: { $0 != "⠲" && $0 != "⠂" }) ? cells : nil
        }
        var cells = ""
        for (index, run) in runs.enumerated() {
            let parts = run.split(separator: Character(fractionSlash), omittingEmptySubsequences: false)
            if parts.count == 2, index == runs.count - 1, let top = digits(parts[0]), let bottom = digits(parts[1]) {
                cells += "⠼" + top + "⠌" + bottom
            } else if parts.count == 1, index == 0, runs.count == 2, let whole = digits(parts[0]) {
                cells += "⠼" + whole
            } else {
                return nil
            }
        }
        return cells
    }
}
