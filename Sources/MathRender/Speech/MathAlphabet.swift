/// Reads the Mathematical Alphanumeric Symbols block (U+1D400–U+1D7FF) and the letterlike
/// symbols that fill its holes back into a plain letter and its style, as Unicode's
/// block description lays them out: so "𝑏" is read "b" and "𝐱" "bold x".
enum MathAlphabet {
    struct Letter {
        var base: Unicode.Scalar
        /// A `mathvariant` value ("bold", "sans-serif-bold-italic", ...) or `nil` for plain and
        /// italic.
        var style: String?
    }

    /// Latin blocks of 52 letters (A–Z, a–z), in Unicode's order, with the style they carry.
    private static let latinStyles: [String?] = [
        "bold", nil, "bold-italic", "script", "bold-script", "fraktur", "double-struck", "bold-fraktur",
        "sans-serif", "sans-serif-bold", "sans-serif-italic", "sans-serif-bold-italic", "monospace",
    ]
    /// Greek blocks of 58 symbols (U+1D6A8 on), in order: bold, italic, bold italic, sans
    /// bold, sans bold italic.
    private static let greekStyles: [String?] = ["bold", nil, "bold-italic", "sans-serif-bold", "sans-serif-bold-italic"]
    private static let greekOrder: [Unicode.Scalar] = Array(
        "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡϴΣΤΥΦΧΨΩ∇αβγδεζηθικλμνξοπρςστυφχψω∂ϵϑϰϕϱϖ".unicodeScalars)
    /// Letterlike symbols that stand in the block's holes.
    private static let letterlike: [UInt32: (Character, String?)] = [
        0x210E: ("h", nil), 0x212C: ("B", "script"), 0x2130: ("E", "script"), 0x2131: ("F", "script"),
        0x210B: ("H", "script"), 0x2110: ("I", "script"), 0x2112: ("L", "script"), 0x2133: ("M", "script"),
        0x211B: ("R", "script"), 0x212F: ("e", "script"), 0x210A: ("g", "script"), 0x2134: ("o", "script"),
        0x212D: ("C", "fraktur"), 0x210C: ("H", "fraktur"), 0x2111: ("I", "fraktur"), 0x211C: ("R", "fraktur"),
        0x2128: ("Z", "fraktur"),
        0x2102: ("C", "double-struck"), 0x210D: ("H", "double-struck"), 0x2115: ("N", "double-struck"),
        0x2119: ("P", "double-struck"), 0x211A: ("Q", "double-struck"), 0x211D: ("R", "double-struck"),
        0x2124: ("Z", "double-struck"),
        // The double-struck Greek letters and the double-struck italic letters of the
        // Letterlike Symbols block (U+213C–U+213F, U+2145–U+2149): a font and a letter,
        // as 𝔸 is ("double struck Gamma", "double struck italic d").
        0x213C: ("π", "double-struck"), 0x213D: ("γ", "double-struck"), 0x213E: ("Γ", "double-struck"),
        0x213F: ("Π", "double-struck"),
        0x2145: ("D", "double-struck-italic"), 0x2146: ("d", "double-struck-italic"),
        0x2147: ("e", "double-struck-italic"), 0x2148: ("i", "double-struck-italic"),
        0x2149: ("j", "double-struck-italic"),
        // The two italic dotless letters between the Latin and Greek blocks (U+1D6A4,
        // U+1D6A5): the dotless letters themselves, italic as every letter is.
        0x1D6A4: ("\u{0131}", nil), 0x1D6A5: ("\u{0237}", nil),
    ]

    static func decode(_ scalar: Unicode.Scalar) -> Letter {
        let value = scalar.value
        if let (character, style) = letterlike[value], let base = character.unicodeScalars.first {
            return Letter(base: base, style: style)
        }
        if (0x1D400...0x1D6A3).contains(value) {
            let offset = Int(value - 0x1D400)
            let block = offset / 52, index = offset % 52
            let base = index < 26 ? 0x41 + UInt32(index) : 0x61 + UInt32(index - 26)
            let style = block < latinStyles.count ? latinStyles[block] : nil
            return Letter(base: Unicode.Scalar(base)!, style: style)
        }
        if (0x1D6A8...0x1D7C9).contains(value) {
            let offset = Int(value - 0x1D6A8)
            let block = offset / 58, index = offset % 58
            if index < greekOrder.count {
                return Letter(base: greekOrder[index], style: greekStyles[min(block, greekStyles.count - 1)])
            }
        }
        if (0xFF10...0xFF19).contains(value) || (0xFF21...0xFF3A).contains(value) || (0xFF41...0xFF5A).contains(value) {
            // Fullwidth forms are the plain letters and digits at another width.
            return Letter(base: Unicode.Scalar(value - 0xFEE0)!, style: nil)
        }
        if (0x1D7CE...0x1D7FF).contains(value) {
            let offset = Int(value - 0x1D7CE)
            let styles: [String?] = ["bold", "double-struck", "sans-serif", "sans-serif-bold", "monospace"]
            return Letter(base: Unicode.Scalar(0x30 + UInt32(offset % 10))!, style: styles[offset / 10])
        }
        return Letter(base: scalar, style: nil)
    }

    /// A letter or number printed inside a mark (Unicode's Enclosed Alphanumerics,
    /// Enclosed Alphanumeric Supplement, Enclosed CJK numbers and the Dingbats' circled
    /// digits): the words for the mark, what is inside, and a word after it for a number
    /// printed with a full stop or comma ("circled 12", "parenthesized cap N", "5 period").
    struct Enclosed {
        var marks: [MathWords.Phrase]
        var inner: String
        var after: MathWords.Phrase?
    }

    static func enclosed(_ scalar: Unicode.Scalar) -> Enclosed? {
        let value = scalar.value
        func number(_ start: UInt32, _ first: UInt32) -> String { String(value - start + first) }
        func letter(_ start: UInt32, _ base: UInt32) -> String { String(Unicode.Scalar(value - start + base)!) }
        switch value {
        case 0x2460...0x2473: return Enclosed(marks: [.circled], inner: number(0x2460, 1))
        case 0x24EA: return Enclosed(marks: [.circled], inner: "0")
        case 0x3251...0x325F: return Enclosed(marks: [.circled], inner: number(0x3251, 21))
        case 0x32B1...0x32BF: return Enclosed(marks: [.circled], inner: number(0x32B1, 36))
        case 0x2474...0x2487: return Enclosed(marks: [.parenthesized], inner: number(0x2474, 1))
        case 0x2488...0x249B: return Enclosed(marks: [], inner: number(0x2488, 1), after: .period)
        case 0x1F100: return Enclosed(marks: [], inner: "0", after: .period)
        case 0x1F101...0x1F10A: return Enclosed(marks: [], inner: number(0x1F101, 0), after: .comma)
        case 0x249C...0x24B5: return Enclosed(marks: [.parenthesized], inner: letter(0x249C, 0x61))
        case 0x24B6...0x24CF: return Enclosed(marks: [.circled], inner: letter(0x24B6, 0x41))
        case 0x24D0...0x24E9: return Enclosed(marks: [.circled], inner: letter(0x24D0, 0x61))
        case 0x24EB...0x24F4: return Enclosed(marks: [.blackCircled], inner: number(0x24EB, 11))
        case 0x24F5...0x24FE: return Enclosed(marks: [.doubleCircled], inner: number(0x24F5, 1))
        case 0x24FF: return Enclosed(marks: [.blackCircled], inner: "0")
        case 0x2776...0x277F: return Enclosed(marks: [.blackCircled], inner: number(0x2776, 1))
        case 0x2780...0x2789: return Enclosed(marks: [.circled, .sansSerif], inner: number(0x2780, 1))
        case 0x1F10B: return Enclosed(marks: [.circled, .sansSerif], inner: "0")
        case 0x278A...0x2793: return Enclosed(marks: [.blackCircled, .sansSerif], inner: number(0x278A, 1))
        case 0x1F10C: return Enclosed(marks: [.blackCircled, .sansSerif], inner: "0")
        case 0x1F110...0x1F129: return Enclosed(marks: [.parenthesized], inner: letter(0x1F110, 0x41))
        case 0x1F130...0x1F149: return Enclosed(marks: [.squaredLetter], inner: letter(0x1F130, 0x41))
        case 0x1F150...0x1F169: return Enclosed(marks: [.blackCircled], inner: letter(0x1F150, 0x41))
        case 0x1F170...0x1F189: return Enclosed(marks: [.blackSquared], inner: letter(0x1F170, 0x41))
        default: return nil
        }
    }
}
