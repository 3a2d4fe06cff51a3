/// The print fonts of math letters and digits that both braille codes mark: the styles of
/// Unicode's Mathematical Alphanumeric Symbols block (U+1D400-U+1D7FF), the letterlike
/// symbols that fill its holes (ℎ ℬ ℭ ℂ ...) and MathML's `mathvariant` values, which name
/// the same styles.
enum MathFont: String, Sendable, CaseIterable {
    case bold, italic, boldItalic = "bold-italic", script, boldScript = "bold-script"
    case fraktur, boldFraktur = "bold-fraktur", doubleStruck = "double-struck"
    case sansSerif = "sans-serif", sansSerifBold = "bold-sans-serif"
    case sansSerifItalic = "sans-serif-italic", sansSerifBoldItalic = "sans-serif-bold-italic"
    case monospace

    /// The font a `mathvariant` names: MathML's own values, and the names converters write
    /// for the same styles: MathJax's TeX fonts (`-tex-calligraphic` for `\mathcal`, which
    /// print sets in the script style, `-tex-caligraphic` as MathJax 2 spelled it, their bold
    /// forms, `-tex-mathit`) and `sans-serif-bold` for `bold-sans-serif`.
    init?(variant: String) {
        switch variant {
        case "-tex-calligraphic", "-tex-caligraphic": self = .script
        case "-tex-calligraphic-bold", "-tex-caligraphic-bold", "-tex-bold-calligraphic": self = .boldScript
        case "-tex-mathit": self = .italic
        case "sans-serif-bold": self = .sansSerifBold
        case "sans-serif-italic-bold", "bold-sans-serif-italic": self = .sansSerifBoldItalic
        default: self.init(rawValue: variant)
        }
    }
}

/// A letter or digit told apart from its font: `𝔄` is ``MathFont/fraktur`` and `A`.
struct StyledCharacter: Equatable {
    var font: MathFont?
    /// The plain character: `A`...`z`, a Greek letter (α...ω, Α...Ω, ϑ ϕ ϖ ϵ ϱ ϰ ϴ), `0`...`9`,
    /// or ∇ and ∂, which the Greek runs of the block also style.
    var base: Character
}

enum MathAlphanumerics {
    /// The font and plain character of `character`; `nil` when it is not a styled
    /// letter or digit (a plain `a` has no font and is returned as is by ``styled(_:)``).
    static func decompose(_ character: Character) -> StyledCharacter? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        let value = scalar.value
        switch value {
        case 0x1D400...0x1D6A3:
            // Thirteen runs of 52 Latin letters (capitals, then small letters).
            let offset = Int(value - 0x1D400)
            let font = latinFonts[offset / 52]
            let letter = offset % 52
            let base: UInt32 = letter < 26 ? 0x41 : 0x61
            return StyledCharacter(font: font, base: Character(Unicode.Scalar(base + UInt32(letter % 26))!))
        case 0x1D6A4: return StyledCharacter(font: .italic, base: "ı")
        case 0x1D6A5: return StyledCharacter(font: .italic, base: "ȷ")
        case 0x1D6A8...0x1D7C9:
            // Five runs of 58 Greek characters: 25 capitals (ϴ in the gap after Ρ), ∇,
            // 25 small letters, ∂ and the six variant forms.
            let offset = Int(value - 0x1D6A8)
            let font = greekFonts[offset / 58]
            return StyledCharacter(font: font, base: greekRun[offset % 58])
        case 0x1D7CA: return StyledCharacter(font: .bold, base: "Ϝ")
        case 0x1D7CB: return StyledCharacter(font: .bold, base: "ϝ")
        case 0x1D7CE...0x1D7FF:
            let offset = Int(value - 0x1D7CE)
            return StyledCharacter(font: digitFonts[offset / 10],
                                   base: Character(Unicode.Scalar(0x30 + UInt32(offset % 10))!))
        case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            // Fullwidth forms are the plain characters at another width.
            return StyledCharacter(font: nil, base: Character(Unicode.Scalar(value - 0xFEE0)!))
        case 0x2126: return StyledCharacter(font: nil, base: "Ω")
        case 0x212A: return StyledCharacter(font: nil, base: "K")
        default:
            return letterlike[character]
        }
    }

    /// The font and plain form of `character` as print shows it, a font named by MathML's
    /// `mathvariant` applying to a plain letter or digit (`normal` and unknown names apply none).
    static func styled(_ character: Character, variant: String?) -> StyledCharacter {
        if let styled = decompose(character) { return styled }
        return StyledCharacter(font: variant.flatMap(MathFont.init(variant:)), base: character)
    }

    private static let latinFonts: [MathFont?] = [
        .bold, .italic, .boldItalic, .script, .boldScript, .fraktur, .doubleStruck,
        .boldFraktur, .sansSerif, .sansSerifBold, .sansSerifItalic, .sansSerifBoldItalic, .monospace,
    ]
    private static let greekFonts: [MathFont] = [.bold, .italic, .boldItalic, .sansSerifBold, .sansSerifBoldItalic]
    private static let digitFonts: [MathFont] = [.bold, .doubleStruck, .sansSerif, .sansSerifBold, .monospace]

    private static let greekRun: [Character] = Array("ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡϴΣΤΥΦΧΨΩ∇αβγδεζηθικλμνξοπρςστυφχψω∂ϵϑϰϕϱϖ")

    /// The letterlike symbols standing in the block's holes, and a few more of the same kind.
    private static let letterlike: [Character: StyledCharacter] = {
        var table: [Character: StyledCharacter] = ["ℎ": StyledCharacter(font: .italic, base: "h")]
        let runs: [(MathFont, String, String)] = [
            (.script, "ℬℰℱℋℐℒℳℛℯℊℴℓ℘", "BEFHILMRegolp"),
            (.fraktur, "ℭℌℑℜℨ", "CHIRZ"),
            (.doubleStruck, "ℂℍℕℙℚℝℤⅅⅆⅇⅈⅉℼℽℾℿ⅀", "CHNPQRZDdeijπγΓΠΣ"),
        ]
        for (font, styled, plain) in runs {
            for (symbol, letter) in zip(styled, plain) { table[symbol] = StyledCharacter(font: font, base: letter) }
        }
        return table
    }()

    /// The plain digits of raised or lowered digits (`²³` is `23`, raised), at the level of
    /// the last one: a superscript or subscript in both codes (Nemeth §74, UEB §7.1).
    static func levelled(_ text: String) -> (digits: String, raised: Bool) {
        var digits = "", raised = true
        for character in text {
            guard let (digit, up) = levelDigits[character] else { continue }
            digits.append(digit)
            raised = up
        }
        return (digits, raised)
    }

    /// Digits written above or below the line (`x²`, `H₂O`), with the level they sit at.
    static let levelDigits: [Character: (digit: Character, raised: Bool)] = {
        var table: [Character: (digit: Character, raised: Bool)] = [:]
        for (offset, character) in "⁰¹²³⁴⁵⁶⁷⁸⁹".enumerated() {
            table[character] = (Character(String(offset)), true)
        }
        for (offset, character) in "₀₁₂₃₄₅₆₇₈₉".enumerated() {
            table[character] = (Character(String(offset)), false)
        }
        return table
    }()

    /// The prime marks (apostrophe, prime, double and triple prime) print raises after what
    /// they mark; both codes write them on the line, never as a superscript, however many
    /// one token holds.
    static let primes: Set<Character> = ["'", "′", "″", "‴"]

    /// A token of several primes (`′′`, `′″`) as the one sign of as many primes (`″`, `‴`)
    /// print would show the same; `nil` when the text is not primes only or is one already.
    static func primeRun(_ text: String) -> String? {
        guard text.count > 1, text.allSatisfy(primes.contains) else { return nil }
        let count = text.reduce(0) { $0 + ($1 == "″" ? 2 : $1 == "‴" ? 3 : 1) }
        return count <= 3 ? ["′", "″", "‴"][count - 1] : String(repeating: "′", count: count)
    }

    /// Vulgar fractions (½ ⅔ ...), by numerator and denominator.
    static let vulgarFractions: [Character: (numerator: String, denominator: String)] = [
        "½": ("1", "2"), "⅓": ("1", "3"), "⅔": ("2", "3"), "¼": ("1", "4"), "¾": ("3", "4"),
        "⅕": ("1", "5"), "⅖": ("2", "5"), "⅗": ("3", "5"), "⅘": ("4", "5"), "⅙": ("1", "6"),
        "⅚": ("5", "6"), "⅐": ("1", "7"), "⅛": ("1", "8"), "⅜": ("3", "8"), "⅝": ("5", "8"),
        "⅞": ("7", "8"), "⅑": ("1", "9"), "⅒": ("1", "10"), "↉": ("0", "3"),
    ]

    /// Letters and numbers printed inside a circle or parentheses (Ⓐ ⓐ ① ⑴ ⒜ 🄐), by what
    /// is inside and which enclosure.
    enum Enclosure { case circle, parentheses }
    static func enclosed(_ character: Character) -> (text: String, enclosure: Enclosure)? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        let value = scalar.value
        func letter(_ base: UInt32, _ start: UInt32) -> String { String(Unicode.Scalar(base + value - start)!) }
        switch value {
        case 0x24B6...0x24CF: return (letter(0x41, 0x24B6), .circle)
        case 0x24D0...0x24E9: return (letter(0x61, 0x24D0), .circle)
        case 0x24EA: return ("0", .circle)
        case 0x2460...0x2473: return (String(value - 0x2460 + 1), .circle)
        case 0x3251...0x325F: return (String(value - 0x3251 + 21), .circle)
        case 0x32B1...0x32BF: return (String(value - 0x32B1 + 36), .circle)
        case 0x2474...0x2487: return (String(value - 0x2474 + 1), .parentheses)
        case 0x249C...0x24B5: return (letter(0x61, 0x249C), .parentheses)
        case 0x1F110...0x1F129: return (letter(0x41, 0x1F110), .parentheses)
        default: return nil
        }
    }
}
