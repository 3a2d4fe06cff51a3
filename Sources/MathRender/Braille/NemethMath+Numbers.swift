import ReadingModel

// Numerals in the Nemeth Code: digits in the lower cells, the numeric indicator where §9
// asks for it, decimal points and digit groups (§11), and the digits of a level.
extension NemethMath {
    mutating func number(_ text: String, variant: String? = nil) {
        guard text.contains(where: { $0.isNumber }) else {
            identifier(text, variant: variant)
            return
        }
        spaceAfterShape()
        if let first = text.first, let vulgar = MathAlphanumerics.vulgarFractions[first], text.count == 1 {
            // A fraction printed as one character is a simple fraction (§62).
            var cells = "⠹"
            for digit in vulgar.numerator { cells.append(BrailleAlphabet.lowerDigits[digit]!) }
            cells += "⠌"
            for digit in vulgar.denominator { cells.append(BrailleAlphabet.lowerDigits[digit]!) }
            write(cells + "⠼")
            return
        }
        if let first = text.first, MathAlphanumerics.levelDigits[first] != nil {
            levelDigits(text)
            return
        }
        if let first = text.first, let enclosed = MathAlphanumerics.enclosed(first) {
            self.enclosed(enclosed.text, enclosed.enclosure)
            return
        }
        if text.count == 1, let first = text.first, let shape = Self.shaped(first) {
            shaped(shape)
            return
        }
        if text.count == 1, let first = text.first, let punctuated = Self.punctuatedDigits(first) {
            // A numeral printed with its period or comma as one character (`⒈`, `🄁`) is the
            // numeral and then the mark: the period after a numeral with the punctuation
            // indicator (§37, `⠼⠂⠸⠲`), the comma the mathematical comma (§78, `⠼⠴⠠`). Its
            // digits were dropped (`⠼` alone).
            number(punctuated.digits, variant: variant)
            write(punctuated.mark == "." ? "⠸⠲" : "⠠")
            return
        }
        // A numeral in a marked font takes its typeform indicator and then always the
        // numeric indicator (§22).
        let font = text.first.map { MathAlphanumerics.styled($0, variant: variant).font } ?? nil
        let typeform = NemethAlphabets.numeralPrefix(font)
        var cells = typeform
        // On a script level ⠐ would mean the baseline, so the rule is the baseline's.
        let letterBefore = afterLetter && !levelChanged && level.isEmpty
        // After a numeric subscript written without its level indicator (`c₀`) a numeral
        // would read as more of the subscript: the multipurpose indicator comes between
        // (§177.ii: `c₀10²` is `⠉⠴⠐⠂⠴⠘⠆`).
        let subscriptBefore = afterDirectSubscript && !levelChanged && level.isEmpty
        let quoteBefore = afterOpeningQuote
        // A minus beginning an item of an enclosed list is part of the item (§? Rule XVII).
        let listItemMinus = inEnclosedList && lastSpace == .list && out.hasSuffix("⠀⠤")
        let minusAtStart = out == "⠤" || (out.hasSuffix("⠀⠤") && !listItemMinus) || out == "⠦" || out == "⠦⠤"
            || out.hasSuffix("⠤⠤") || Self.numeralIndicatorAfter.contains { out.hasSuffix($0) } || quoteBefore
            || afterReference
            || out.hasSuffix("⠸⠒")
            || (afterHyphenedWord && out.hasSuffix("⠤"))
        let afterSpace = (atStart && (!inEnclosedList || lastSpace != .list)) || out.isEmpty
        if !typeform.isEmpty || ((afterSpace || minusAtStart) && level.isEmpty && !levelChanged && !continuesNumber) {
            cells += "⠼"
        }
        continuesNumber = false
        // A numeral right after a letter on the same level takes the multipurpose
        // indicator, or it would read as the letter's subscript (§177).
        if (letterBefore || subscriptBefore) && typeform.isEmpty { cells = "⠐" + cells }
        var runTypeform = typeform
        for character in text {
            let plain = MathAlphanumerics.decompose(character)?.base ?? character
            if let digit = BrailleAlphabet.lowerDigits[plain] {
                // A numeral whose digits change typeform (`𝟒35`) restates the typeform
                // indicator, or for regular digits the numeric indicator alone, where the
                // change comes (Rule V §32: the typeform covers the numeral it precedes).
                let digitTypeform = NemethAlphabets.numeralPrefix(MathAlphanumerics.styled(character, variant: variant).font)
                if digitTypeform != runTypeform {
                    cells += digitTypeform + "⠼"
                    runTypeform = digitTypeform
                }
                cells.append(digit)
            } else if character == " " || character == "\u{A0}" || character == "\u{2009}" {
                // Digit groups printed apart keep their space (§11).
                cells += "⠀"
            } else if character == "." {
                cells += "⠨"
            } else if character == "," {
                cells += "⠠"
            } else if Self.caretPlaceIndicators.contains(character) {
                // The caret showing where a decimal point is moved to is a place indicator,
                // "treated as a numeric symbol" (NFB's Nemeth course, Lesson 13.1.1, with the
                // Code's caret `⠸⠣`): the numeral goes on after it (`.37‸688` `⠼⠨⠒⠶⠸⠣⠖⠦⠦`).
                cells += "⠸⠣"
            } else if character == "?" {
                // A question mark standing for an omitted digit is the general omission
                // symbol, one for each (§57); it was dropped, losing the blank.
                cells += "⠿"
            } else if character.isASCII, character.isLetter, let letter = BrailleAlphabet.letters[Character(character.lowercased())] {
                // A letter in a numeral is a digit of a nondecimal base (§12: "uncapitalized
                // letters must be used in braille", "treated as numerals"): `13T8` is
                // `⠼⠂⠒⠞⠦`, no capital or multipurpose indicator; it was dropped (`⠼⠂⠒⠦`).
                cells.append(letter)
            }
        }
        // A decimal point ending a number is followed by the multipurpose indicator when
        // something else follows (§177).
        if text.hasSuffix(".") { cells += "⠐" }
        write(cells)
    }

    /// The caret characters print uses as a place indicator inside a numeral.
    static let caretPlaceIndicators: Set<Character> = ["‸", "⁁"]

    /// The digits and the mark of a number printed with a full stop (`⒈`-`⒛`, `🄀`) or a
    /// comma (`🄁`-`🄊`) in one character.
    static func punctuatedDigits(_ character: Character) -> (digits: String, mark: Character)? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0x2488...0x249B: return (String(scalar.value - 0x2488 + 1), ".")
        case 0x1F100: return ("0", ".")
        case 0x1F101...0x1F10A: return (String(scalar.value - 0x1F101), ",")
        default: return nil
        }
    }

    /// Digits printed raised or lowered (`²`, `₂`) are a superscript or subscript (§74).
    mutating func levelDigits(_ text: String) {
        let (digits, raised) = MathAlphanumerics.levelled(text)
        scripted(raised ? "⠘" : "⠰", MathNode(.mn, text: digits))
    }
}

// Numerals in nondecimal bases (§12, as BRL's Nemeth course, session 3, quotes it: "A
// nondecimal numeration system may use letters to supplement the 10 Arabic numerals ...
// uncapitalized letters must be used in braille. If capitalized letters are used in print,
// a transcriber's note must be included ... The letters used to represent digits in a
// nondecimal numeration system must be treated as numerals, and the numeric indicator must
// be used where required").
extension NemethMath {
    /// A numeral of a nondecimal base that the tree splits into letters and numbers
    /// (`27TE₁₂` as `<mn>27</mn>` and `TE` subscripted, `E5T₁₂` as a row of `mi` and `mn`),
    /// written as one numeral: a subscripted base of digits and upright capitals whose
    /// subscript names a base of eleven to thirty-six (only those use letters as digits),
    /// holding a digit or following a numeral printed against it. The capitals were
    /// capitalized letters (`⠠⠞⠐⠢`, with the multipurpose indicator between letter and
    /// digit). `nil` when the row has none.
    static func nondecimalNumerals(_ children: [MathNode]) -> [MathNode]? {
        var result: [MathNode] = []
        var changed = false
        for child in children {
            guard child.kind == .msub, child.children.count == 2,
                  let radix = Int(unwrapped(child.children[1]).text), (11...36).contains(radix),
                  unwrapped(child.children[1]).kind == .mn, unwrapped(child.children[0]).kind != .mn,
                  var digits = nondecimalDigits(unwrapped(child.children[0]), radix: radix),
                  // One capital with a number under it is a chemical element (`2C₁₂H₂₂O₁₁`).
                  digits.count >= 2 else {
                result.append(child)
                continue
            }
            if let previous = result.last, previous.kind == .mn, previous.text.allSatisfy(\.isNumber) {
                digits = previous.text + digits
                result.removeLast()
            } else if !digits.contains(where: \.isNumber) {
                result.append(child)
                continue
            }
            result.append(MathNode(.msub, children: [MathNode(.mn, text: digits), child.children[1]]))
            changed = true
        }
        return changed ? result : nil
    }

    /// The digits of a subscripted base made of numbers and upright capitals, at least one
    /// capital among them, each a digit of `radix`: A for ten, B for eleven, and so on, or
    /// in base twelve the dozenal T and E (ten and eleven).
    private static func nondecimalDigits(_ base: MathNode, radix: Int) -> String? {
        let tokens = base.kind == .mrow ? base.children : [base]
        var text = ""
        for token in tokens {
            let upright = token.kind == .mn || token[attribute: "mathvariant"] == "normal" || token.text.count > 1
            guard token.kind == .mn || token.kind == .mi, upright, !token.text.isEmpty,
                  token.text.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }) else { return nil }
            text += token.text
        }
        for letter in text where letter.isLetter {
            let value = Int(letter.asciiValue ?? 0) - Int(Character("A").asciiValue ?? 0) + 10
            guard value < radix || (radix == 12 && (letter == "T" || letter == "E")) else { return nil }
        }
        return text.contains(where: \.isLetter) ? text : nil
    }
}
