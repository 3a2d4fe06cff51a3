import ReadingModel

/// Signs print builds from other signs, and numerals printed as one character, in UEB
/// technical material.
///
/// - A shape with a sign inside it (⊕, ⊞, a letter or numeral in a circle) is the shape,
///   the interior modification ⠪, and the sign inside (ICEB *Guidelines for Technical
///   Material* §14, shapes and composite symbols, with UEB Rulebook §3.22: ⊕
///   `⠫⠿⠪⠐⠖`): one shape symbol, so it takes grade 1 mode and the shape terminator ⠱
///   when something follows it unspaced, as every shape does (§14.1).
/// - A sign printed directly above another (≟, ≜, ≝) is the upper sign, ⠻, and the lower
///   one (Guidelines §14.3, the device the binomial coefficient `n ⠰⠻ r` uses; BANA's
///   word-symbol example `⠰⠰⠦⠻⠐⠶` for ≟): ⠻ reads as the groupsign "er", and the upper
///   sign may read as a contraction too, so the grade 1 indicators are decided over the
///   parts as written, a symbol indicator for one, a word indicator for two (Rulebook §5).
/// - A Roman numeral printed as one character (Ⅻ, ⅳ) is its letters (Guidelines §2.6,
///   §2.8): `Ⅻ` is `⠠⠠⠭⠊⠊` as `XII` is; it was a transcriber-defined symbol, and in a
///   numeral (`mn`) it was dropped.
extension UEBMath {
    /// The shape and the interior modification indicator of a composite shape sign.
    static let interiorModification = "⠪"

    /// Operators drawn as a sign inside a circle or a square.
    static let shapedOperators: [String: UEBSymbols.Symbol] = {
        let circle = "⠫⠿", square = "⠫⠼⠙"
        let insides: [(Character, String, String)] = [
            ("⊕", circle, "⠐⠖"), ("⊖", circle, "⠐⠤"), ("⊗", circle, "⠐⠦"), ("⊘", circle, "⠸⠌"),
            ("⊙", circle, "⠐⠲"), ("⊚", circle, "⠐⠴"), ("⊛", circle, "⠐⠔"), ("⦸", circle, "⠸⠡"),
            ("⊞", square, "⠐⠖"), ("⊟", square, "⠐⠤"), ("⊠", square, "⠐⠦"), ("⊡", square, "⠐⠲"),
        ]
        var table: [String: UEBSymbols.Symbol] = [:]
        for (character, shape, inside) in insides {
            table[String(character)] = UEBSymbols.Symbol(cells: shape + interiorModification + inside, ambiguous: true)
        }
        return table
    }()

    /// Comparison signs printed as one sign above the equals sign, and the upper sign's
    /// print characters (a word of letters goes between grouping indicators, ≝).
    static let stackedOverEquals: [String: String] = [
        "≟": "?", "≜": "Δ", "≞": "m", "≝": "def", "≗": "∘", "≙": "∧", "≚": "∨",
    ]

    /// Writes a sign printed above the equals sign, spaced as the comparison it is.
    /// Returns false for any other sign.
    mutating func stacked(_ text: String) -> Bool {
        guard let upper = Self.stackedOverEquals[text] else { return false }
        let spaced = scriptDepth == 0
        if spaced { space() }
        let grouped = upper.count > 1
        if grouped { symbol("⠣", ambiguous: true) }
        for character in upper { letter(character, variant: nil) }
        if grouped { symbol("⠜", ambiguous: true) }
        symbol("⠻", ambiguous: true)
        symbol("⠐⠶")
        if spaced { space() }
        return true
    }

    /// A letter or numeral printed inside a circle: the circle shape with its interior
    /// modification, one shape symbol (Ⓐ `⠫⠿⠪⠠⠁`, ① `⠫⠿⠪⠼⠁`).
    mutating func circled(_ inside: String, shape: String = "⠫⠿") {
        var cells = shape + Self.interiorModification
        if inside.allSatisfy({ $0.isASCII && $0.isNumber }) {
            cells += "⠼"
            for digit in inside { cells.append(BrailleAlphabet.upperDigits[digit] ?? "⠚") }
        } else if inside.allSatisfy({ $0.isASCII && $0.isLetter }) {
            for character in inside {
                if character.isUppercase { cells += "⠠" }
                cells.append(BrailleAlphabet.letters[Character(character.lowercased())] ?? "⠁")
            }
        } else if let sign = UEBSymbols.operators[inside] {
            cells += sign.cells
        }
        var piece = Piece(role: .symbol, cells: cells, ambiguous: true)
        piece.shape = true
        append(piece)
    }

    /// `menclose` drawing a circle or a box: around one numeral, letter or sign, the shape
    /// with that interior, as the characters printed so are (§14); around anything else,
    /// the shape joined to its contents as one item. Returns false for other notations.
    mutating func enclosedInShape(_ node: MathNode, notation: String) -> Bool {
        let notations = Set(notation.split(separator: " ").map(String.init))
        let shape: String
        if notations == ["circle"] {
            shape = "⠫⠿"
        } else if notations == ["box"] || notations == ["roundedbox"] {
            shape = "⠫⠼⠙"
        } else {
            return false
        }
        var content = node.children
        while content.count == 1, [.mrow, .mstyle].contains(content[0].kind) { content = content[0].children }
        guard !content.isEmpty else { return false }
        // An empty shape (an answer blank: a box around a space or a phantom) is the shape
        // alone; there is no inner item to combine with it.
        if !content.contains(where: \.hasTokenText) || content.allSatisfy({ $0.kind == .mphantom || $0.kind == .mspace
            || ($0.kind == .mtext && $0.text.allSatisfy(\.isWhitespace)) }) {
            symbol(shape, ambiguous: true)
            return true
        }
        if content.count == 1, [.mn, .mi, .mo].contains(content[0].kind) {
            let text = content[0].text
            let digits = content[0].kind == .mn && !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
            let letter = content[0].kind == .mi && text.count == 1 && text.allSatisfy { $0.isASCII && $0.isLetter }
            let sign = content[0].kind == .mo && UEBSymbols.operators[text] != nil
            if digits || letter || sign {
                circled(text, shape: shape)
                return true
            }
        }
        // Anything else inside the shape: "The physical enclosure indicator signals a
        // combining of the item just prior (the outer symbol) with the item immediately
        // following it (the inner symbol), where 'item' is as defined in Section 11.4.1"
        // (Rulebook §3.22): the shape, the indicator, and the contents as one item,
        // grouped when they are more than one (`x+y` circled `⠫⠿⠪⠣⠭⠐⠖⠽⠜`).
        symbol(shape + Self.interiorModification, ambiguous: true)
        item(MathNode(.mrow, children: content))
        return true
    }

    /// An ion: element symbols of two letters or more raised to a charge (`OH⁻`, `NH₄⁺`
    /// as a superscript on `NH`), which makes the expression chemistry, each element
    /// capitalised on its own (Guidelines §16.2: `⠠⠕⠠⠓⠰⠔⠐⠤`, not the capitalised word
    /// `⠠⠠⠕⠓`).
    static func isIon(_ node: MathNode) -> Bool {
        guard node.kind == .msup, node.children.count == 2, node.children[0].kind == .mi,
              node.children[0].text.count > 1, ChemicalElements.splits(node.children[0].text) else { return false }
        let charge = node.children[1]
        let signs: Set<String> = ["+", "-", "−"]
        if charge.kind == .mo { return signs.contains(charge.text) }
        guard charge.kind == .mrow, let last = charge.children.last, last.kind == .mo, signs.contains(last.text) else { return false }
        return charge.children.dropLast().allSatisfy { $0.kind == .mn || ($0.kind == .mo && signs.contains($0.text)) }
    }

    /// Whether `text` is one of the Guidelines' function names (§9), in any case.
    static func isFunctionName(_ text: String) -> Bool {
        text.count > 1 && (UEBSymbols.functionNames.contains(text) || UEBSymbols.functionNames.contains(text.lowercased()))
    }

    /// The letters of a Roman numeral printed as one character (U+2160-U+217F).
    static func romanNumeral(_ character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              (0x2160...0x217F).contains(scalar.value) else { return nil }
        let offset = Int(scalar.value - 0x2160)
        let letters = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "L", "C", "D", "M"]
        let roman = letters[offset % 16]
        return offset < 16 ? roman : roman.lowercased()
    }

    /// Whether `character` is a number with a reading of its own rather than a digit:
    /// a Roman numeral, a numeral in a circle or parentheses, or a numeral of another
    /// numeration (Babylonian, Egyptian …), which UEB does not define and the
    /// transcriber defines (Rulebook §3.26; the Guidelines' §2.8 example of Babylonian
    /// numerals does so). Such characters were dropped from a numeral (`mn`), leaving
    /// its numeric indicator alone.
    static func isNumeralCharacter(_ character: Character) -> Bool {
        if romanNumeral(character) != nil || MathAlphanumerics.enclosed(character) != nil { return true }
        guard character.isNumber, !character.isASCII, MathAlphanumerics.levelDigits[character] == nil,
              MathAlphanumerics.vulgarFractions[character] == nil else { return false }
        if let base = MathAlphanumerics.decompose(character)?.base, base.isASCII { return false }
        return true
    }

    /// A blank printed where a number or sign is missing, between two numbers (`3  7 =
    /// 10`: two spaces or more), is the general omission sign ⠬ (Guidelines §3.6), not a
    /// space: one space between numbers is a space. Returns how many space tokens the
    /// blank spans at `index`, or nil.
    static func omittedBlank(_ children: [MathNode], at index: Int) -> Int? {
        guard index > 0, children[index - 1].kind == .mn else { return nil }
        var end = index
        while end < children.count, isBlank(children[end]) { end += 1 }
        guard end - index >= 2, end < children.count, children[end].kind == .mn else { return nil }
        return end - index
    }

    /// A token holding only spaces (no-break spaces included).
    static func isBlank(_ node: MathNode) -> Bool {
        (node.kind == .mo || node.kind == .mtext) && !node.text.isEmpty
            && node.text.allSatisfy { $0 == "\u{A0}" || $0.isWhitespace || MathNode.isInvisible(String($0)) }
            && node.text.contains { $0 == "\u{A0}" || $0.isWhitespace }
    }

    /// A hyphen between a word of text and the letters after it (`x-axis`, `non-zero`) is
    /// the hyphen ⠤ of UEB Rulebook §7.2, not the minus sign ⠐⠤; a letter beside it may
    /// stand alone (§2.6.2: `⠰⠭⠤⠁⠭⠊⠎`).
    /// A word of two letters or more before it joins a numeral by the hyphen too
    /// (`hydrogen-3` `⠓⠽⠙⠗⠕⠛⠢⠤⠼⠉`), as in literary text (§7.2); after one letter (`x-3`)
    /// the sign is the minus sign.
    func isHyphen(_ characters: [Character], at index: Int) -> Bool {
        guard ["-", "‐", "‑"].contains(characters[index]), index + 1 < characters.count else { return false }
        if characters[index + 1].isNumber {
            return index >= 2 && characters[index - 1].isLetter && characters[index - 2].isLetter
        }
        guard characters[index + 1].isLetter else { return false }
        if index > 0 { return characters[index - 1].isLetter || characters[index - 1].isNumber }
        // At the start of the text: after a letter or a word written just before it.
        guard let last = pieces.last else { return false }
        return last.role == .letter || last.role == .word
    }
}
