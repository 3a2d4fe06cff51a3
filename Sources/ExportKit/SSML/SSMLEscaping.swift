/// Text and attribute escaping for SSML: the five XML entities, and only characters
/// XML 1.0 allows.
enum SSMLEscaping {
    /// Escapes `& < > " '` and drops characters XML 1.0 forbids (C0 controls other than
    /// tab and newlines, U+FFFE, U+FFFF). Runs of whitespace become one space.
    static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case " ", "\t", "\n", "\r":
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
                continue
            default:
                guard isAllowed(scalar) else { continue }
                result.unicodeScalars.append(scalar)
            }
            lastWasSpace = false
        }
        return result
    }

    /// Whether XML 1.0 allows the character in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
        return value != 0xFFFE && value != 0xFFFF
    }

    /// A mark name (`xsd:token`): no whitespace, escaped.
    static func markName(_ name: String) -> String {
        escape(name.replacingOccurrences(of: " ", with: "%20"))
    }
}
