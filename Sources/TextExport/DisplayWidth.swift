import ReadingModel
/// Terminal column widths, after Unicode's East Asian Width (UAX #11): wide and
/// fullwidth characters take two columns, combining marks and format characters none.
enum DisplayWidth {
    /// The columns `text` takes.
    static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one grapheme cluster takes.
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x300 { return first.value < 0x20 ? 0 : 1 }
        if isZeroWidth(first) { return 0 }
        if isWide(first) { return 2 }
        return 1
    }

    /// `true` for scalars that take two columns (East Asian Wide or Fullwidth, and emoji
    /// shown as emoji).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        for range in wideRanges where range.contains(value) { return true }
        return scalar.properties.isEmojiPresentation
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// The East Asian Wide and Fullwidth blocks (Unicode 15, grouped).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
