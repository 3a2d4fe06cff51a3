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
        if (0x1D7CE...0x1D7FF).contains(value) {
            let offset = Int(value - 0x1D7CE)
            let styles: [String?] = ["bold", "double-struck", "sans-serif", "sans-serif-bold", "monospace"]
            return Letter(base: Unicode.Scalar(0x30 + UInt32(offset % 10))!, style: styles[offset / 10])
        }
        return Letter(base: scalar, style: nil)
    }
}
