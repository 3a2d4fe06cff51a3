/// Letters of every alphabet and font in the Nemeth Code: the typeform indicators (§22:
/// boldface ⠸, italic ⠨, script ⠈, sans-serif ⠠⠨), which are always followed by an
/// alphabetic indicator (English ⠰, German ⠸, Greek ⠨, Hebrew ⠠⠠, Russian ⠈⠈; §23-§28), and before
/// a numeral by the numeric indicator (§22).
///
/// Mathematical italic letters, Latin and Greek, are the regular font of variables in
/// print, so they take no typeform indicator: a font used throughout a text for letters is
/// regular, not modified (the Code's guidance on typeforms; the Code book writes an italic
/// π as ⠨⠏, Example 5.14-2).
enum NemethAlphabets {
    /// The typeform indicators of a font, and whether its letters are German (fraktur).
    static func typeform(_ font: MathFont?, latin: Bool) -> (cells: String, german: Bool) {
        switch font {
        case nil, .monospace: return ("", false)
        case .italic: return ("", false)
        case .bold: return ("⠸", false)
        // Italic is the regular font of letters, so an italic letter in another typeform
        // takes that typeform's indicator alone: "a typeform indicator is not required to
        // show regular type" (§22, as BRL's Nemeth course quotes it); the Code book writes
        // a bold italic i (`3_𝒊`) as boldface, `⠼⠒⠰⠸⠰⠊` (Example 8.8-8; it was `⠸⠨⠰⠊`).
        case .boldItalic: return ("⠸", false)
        case .script: return ("⠈", false)
        case .boldScript: return ("⠸⠈", false)
        case .fraktur: return ("", true)
        case .boldFraktur: return ("⠸", true)
        // Double-struck letters have no Nemeth indicator: the transcriber-defined ⠨⠰
        // (dots 46, 56) before the letter, as the project's symbols page lists.
        case .doubleStruck: return ("⠨", false)
        case .sansSerif: return ("⠠⠨", false)
        case .sansSerifBold: return ("⠠⠨⠸", false)
        case .sansSerifItalic: return ("⠠⠨", false)
        case .sansSerifBoldItalic: return ("⠠⠨⠸", false)
        }
    }

    /// Greek letters whose second form the Code writes with dot 4 after the Greek
    /// indicator (§24: final sigma, the open phi, the script theta).
    private static let greekVariants: Set<Character> = ["ς", "φ", "ϑ"]

    /// Greek forms that read as the ordinary letter.
    private static let greekAliases: [Character: Character] = [
        "ϴ": "Θ", "ϰ": "κ", "ϱ": "ρ", "ϖ": "π", "ϵ": "ε", "µ": "μ",
    ]

    /// Hebrew letters used in set theory (ℵ₀), after the Hebrew indicator (§27).
    private static let hebrew: [Character: String] = ["ℵ": "⠁", "ℶ": "⠃", "ℷ": "⠛", "ℸ": "⠙"]

    /// Russian letters, after the Russian alphabetic indicator `⠈⠈` (§23-§27: the Code's
    /// alphabets are English, German, Greek, Hebrew and Russian; `А` is `⠈⠈⠠⠁`), in the
    /// cells of the Russian braille alphabet the Code adopts.
    private static let russian: [Character: Character] = {
        let cells = Array("⠁⠃⠺⠛⠙⠑⠚⠵⠊⠯⠅⠇⠍⠝⠕⠏⠗⠎⠞⠥⠋⠓⠉⠟⠱⠭⠷⠮⠾⠪⠳⠫")
        var table: [Character: Character] = ["ё": "⠡"]
        for (offset, cell) in cells.enumerated() {
            table[Character(Unicode.Scalar(0x0430 + UInt32(offset))!)] = cell
        }
        return table
    }()

    /// The cells of a letter (with its typeform, alphabetic and capital indicators), or
    /// `nil` when `styled` is not a letter.
    static func cells(_ styled: StyledCharacter) -> String? {
        let base = styled.base
        if base.isASCII, base.isLetter, let cell = BrailleAlphabet.letters[Character(base.lowercased())] {
            let (typeform, german) = typeform(styled.font, latin: true)
            let capital = base.isUppercase ? "⠠" : ""
            if german { return typeform + "⠸" + capital + String(cell) }
            return typeform + (typeform.isEmpty ? "" : "⠰") + capital + String(cell)
        }
        if base == "ı" || base == "ȷ" {
            return cells(StyledCharacter(font: styled.font, base: base == "ı" ? "i" : "j"))
        }
        let (typeform, _) = typeform(styled.font, latin: false)
        if base == "∇" { return typeform + "⠨⠫" }
        if base == "∂" { return typeform + "⠈⠙" }
        if let letter = hebrew[base] { return typeform + "⠠⠠" + letter }
        if let letter = russian[Character(base.lowercased())] {
            return typeform + "⠈⠈" + (base.isUppercase ? "⠠" : "") + String(letter)
        }
        let variant = greekVariants.contains(base) ? "⠈" : ""
        let plain = greekAliases[base] ?? base
        if let latin = BrailleAlphabet.greek[plain] {
            return typeform + "⠨" + variant + String(BrailleAlphabet.greekCell(latin))
        }
        if let lower = BrailleAlphabet.lowerGreek(plain), let latin = BrailleAlphabet.greek[lower] {
            return typeform + "⠨⠠" + String(BrailleAlphabet.greekCell(latin))
        }
        return nil
    }

    /// A numeral's typeform indicator when its font is marked (`𝟏` is ⠸⠼⠂), which the
    /// numeric indicator follows. Italic marks a numeral as it does not a letter: the
    /// regular font of numerals is upright, so an italic numeral is set apart and takes the
    /// italic indicator (Rule V §32, the Code's §9e examples: italic `3` `⠨⠼⠒`, italic `.3`
    /// `⠨⠼⠨⠒`; it was written as a regular numeral). A German (fraktur) numeral has no
    /// typeform: German is an alphabet, not a typeform, and has no digits.
    static func numeralPrefix(_ font: MathFont?) -> String {
        // Numerals are upright in regular type: their italic is always marked.
        switch font {
        case .italic: return "⠨"
        case .boldItalic: return "⠸⠨"
        case .sansSerifItalic: return "⠠⠨⠨"
        case .sansSerifBoldItalic: return "⠠⠨⠸⠨"
        default: break
        }
        let (typeform, _) = typeform(font, latin: true)
        return typeform
    }
}
