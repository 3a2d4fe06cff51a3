import Testing
@testable import ReadingModel

/// `String.collapsingWhitespace()`: every run of Unicode white space (the `White_Space`
/// property) one space, the ends trimmed, no-break spaces kept.
@Suite("Collapsing white space")
struct CollapsingWhitespaceTests {
    /// The rule itself, scalar by scalar, as the oracle for the byte-wise ASCII path.
    static func expected(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace && !WhiteSpace.isNoBreak(scalar) {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }

    @Test("every ASCII character between words, doubled and at the ends, folds as its White_Space property says")
    func everyASCIICharacter() {
        for value in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(value))
            let text = character + "x" + character + character + "y " + character
            #expect(Array(text.collapsingWhitespace().utf8) == Array(Self.expected(text).utf8), "U+\(String(value, radix: 16))")
        }
    }

    @Test("ASCII and other text", arguments: [
        "Alternative text not available", "  Alternative\n\ttext  not available ", "x", "", "   ",
        "a\u{A0} b", "caf\u{E9}  au\u{2003}lait", "\u{3000}\u{85}x\u{2028}y",
    ])
    func texts(_ text: String) {
        #expect(Array(text.collapsingWhitespace().utf8) == Array(Self.expected(text).utf8))
    }
}
