import ReadingModel
/// Text and attribute escaping for SSML: the five XML entities, and only characters
/// XML 1.0 allows.
enum SSMLEscaping {
    /// Escapes `& < > " '` and drops characters XML 1.0 forbids (C0 controls other than
    /// tab and newlines, U+FFFE, U+FFFF). Runs of whitespace become one space.
    static func escape(_ text: some StringProtocol) -> String {
        XMLEscaping.escape(text, foldingSpaces: true)
    }

    /// Unicode White_Space, without a property look-up per character.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// Collapses runs of white space to one space and trims the ends.
    static func collapse(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A mark name (`xsd:token`): no whitespace, escaped.
    static func markName(_ name: String) -> String {
        var encoded = ""
        for character in name { encoded += character == " " ? "%20" : String(character) }
        return escape(encoded)
    }
}
