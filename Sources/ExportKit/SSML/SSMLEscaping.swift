/// Text and attribute escaping for SSML: the five XML entities, and only characters
/// XML 1.0 allows.
enum SSMLEscaping {
    /// Escapes `& < > " '` and drops characters XML 1.0 forbids (C0 controls other than
    /// tab and newlines, U+FFFE, U+FFFF). Runs of whitespace become one space.
    static func escape(_ text: some StringProtocol) -> String {
        // Works on UTF-8 bytes: every character of the book passes through here.
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        var lastWasSpace = false
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "&"): result += Array("&amp;".utf8)
            case UInt8(ascii: "<"): result += Array("&lt;".utf8)
            case UInt8(ascii: ">"): result += Array("&gt;".utf8)
            case UInt8(ascii: "\""): result += Array("&quot;".utf8)
            case UInt8(ascii: "'"): result += Array("&apos;".utf8)
            case 0x20, 0x09, 0x0A, 0x0D:
                if !lastWasSpace { result.append(0x20) }
                lastWasSpace = true
                continue
            case 0x00..<0x20:
                continue  // C0 controls XML 1.0 forbids
            case 0xEF where bytes.count >= 2 && bytes[bytes.startIndex] == 0xBF
                && (bytes[bytes.startIndex + 1] == 0xBE || bytes[bytes.startIndex + 1] == 0xBF):
                bytes = bytes.dropFirst(2)  // U+FFFE, U+FFFF
                continue
            default:
                result.append(byte)
            }
            lastWasSpace = false
        }
        return String(decoding: result, as: UTF8.self)
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
