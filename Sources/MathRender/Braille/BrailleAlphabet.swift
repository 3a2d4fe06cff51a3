/// Cells both math codes share: the Latin letters, the digits in their upper-cell (UEB)
/// and lower-cell (Nemeth) forms, and the Greek letters, which both codes write as the
/// Greek prefix (dots 46) followed by the Latin letter of the same sound.
enum BrailleAlphabet {
    /// `a`...`z` as UEB and Nemeth write them.
    static let letters: [Character: Character] = {
        let cells = Array("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵")
        var table: [Character: Character] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { table[letter] = cells[offset] }
        return table
    }()

    /// Digits in the upper cells (letters a-j), which follow a numeric indicator in UEB.
    static let upperDigits: [Character: Character] = [
        "1": "⠁", "2": "⠃", "3": "⠉", "4": "⠙", "5": "⠑",
        "6": "⠋", "7": "⠛", "8": "⠓", "9": "⠊", "0": "⠚",
    ]

    /// Digits in the lower cells, as the Nemeth Code writes them (Nemeth §8).
    static let lowerDigits: [Character: Character] = [
        "1": "⠂", "2": "⠆", "3": "⠒", "4": "⠲", "5": "⠢",
        "6": "⠖", "7": "⠶", "8": "⠦", "9": "⠔", "0": "⠴",
    ]

    /// Greek letters by the Latin letter that follows the Greek prefix (UEB §4.5,
    /// Nemeth §24); a capital Greek letter is the capital of that Latin letter.
    static let greek: [Character: Character] = [
        "α": "a", "β": "b", "γ": "g", "δ": "d", "ε": "e", "ϵ": "e", "ζ": "z", "η": ":",
        "θ": "?", "ϑ": "?", "ι": "i", "κ": "k", "λ": "l", "μ": "m", "µ": "m", "ν": "n",
        "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "u",
        "φ": "f", "ϕ": "f", "χ": "&", "ψ": "y", "ω": "w",
    ]

    /// The cell of a Greek letter after its prefix (`:` stands for dots 156 and `?` for
    /// dots 1456, `&` for dots 12346, the cells of η, θ and χ).
    static func greekCell(_ latin: Character) -> Character {
        switch latin {
        case ":": return "⠱"
        case "?": return "⠹"
        case "&": return "⠯"
        default: return letters[latin] ?? "⠿"
        }
    }

    /// The lower-case Greek letter for a capital one (Α...Ω), if `scalar` is one.
    static func lowerGreek(_ character: Character) -> Character? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              (0x391...0x3A9).contains(scalar.value),
              let lower = Unicode.Scalar(scalar.value + 0x20) else { return nil }
        return Character(lower)
    }

    /// Letterlike script capitals and the script small l, by the letter they are drawn from.
    static let script: [Character: Character] = [
        "ℓ": "l", "ℛ": "R", "ℒ": "L", "ℰ": "E", "ℬ": "B", "ℱ": "F", "ℋ": "H", "ℐ": "I",
        "ℳ": "M", "℘": "p", "ℯ": "e", "ℊ": "g", "ℴ": "o",
    ]

    /// Letterlike double-struck capitals (ℂ ℕ ℚ ℝ ℤ ...), by their letter.
    static let doubleStruck: [Character: Character] = [
        "ℂ": "C", "ℕ": "N", "ℚ": "Q", "ℝ": "R", "ℤ": "Z", "ℍ": "H", "ℙ": "P",
    ]

    /// Mathematical alphanumeric letters (U+1D400 block) and a few letterlike symbols
    /// fold to the plain letter they are drawn from.
    ///
    /// Told by scalar: each of these letterlike symbols is its own only canonical
    /// equivalent, so comparing Characters (which every letter paid) finds nothing more.
    static func plainLetter(_ character: Character) -> Character {
        var scalars = character.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return character }
        switch scalar.value {
        case 0x211C: return "R"  // ℜ
        case 0x2111: return "I"  // ℑ
        case 0x211D: return "R"  // ℝ
        case 0x2115: return "N"  // ℕ
        case 0x2124: return "Z"  // ℤ
        case 0x211A: return "Q"  // ℚ
        case 0x2102: return "C"  // ℂ
        case 0x1D400...0x1D6A3: break
        default: return character
        }
        let offset = Int(scalar.value - 0x1D400) % 52
        let base: UInt32 = offset < 26 ? 0x41 : 0x61
        return Character(Unicode.Scalar(base + UInt32(offset % 26))!)
    }
}
