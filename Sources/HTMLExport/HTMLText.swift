import ReadingModel

/// Escaping and small text helpers for the page.
enum HTMLText {
    /// Element content: `&`, `<` and `>` escaped, the controls HTML does not allow in
    /// text (other than tab and line ends) left out.
    static func text(_ string: some StringProtocol) -> String {
        XMLEscaping.escape(string, escapingApostrophe: false, escapingQuotationMark: false, droppingC1Controls: true)
    }

    /// A double-quoted attribute value: as text, with the quotation mark escaped too (the
    /// escaping of ``ReaderPage/writer()``'s attributes).
    static func attribute(_ string: some StringProtocol) -> String {
        XMLEscaping.escape(string, escapingApostrophe: false, escapingQuotationMark: true, droppingC1Controls: true)
    }

    /// An id as a URL fragment: the characters a fragment cannot hold percent-encoded
    /// (the browser decodes them again to find the element).
    static func fragment(_ id: String) -> String {
        var result = ""
        for scalar in id.unicodeScalars {
            switch scalar {
            case " ", "#", "%", "\"", "<", ">", "`", "{", "}", "|", "\\", "^", "[", "]":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "%" + (hex.count < 2 ? "0" + hex : hex)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Runs of white space as one space, trimmed: what a listener hears the same.
    static func collapse(_ string: String) -> String {
        string.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func string(_ units: ArraySlice<UInt16>) -> String {
        String(decoding: units, as: UTF16.self)
    }
}

/// Base64 (RFC 4648) for data URIs.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output += [alphabet[Int(value >> 18 & 63)], alphabet[Int(value >> 12 & 63)],
                       alphabet[Int(value >> 6 & 63)], alphabet[Int(value & 63)]]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let value = UInt32(bytes[index]) << 16
            output += [alphabet[Int(value >> 18 & 63)], alphabet[Int(value >> 12 & 63)], 61, 61]
        } else if rest == 2 {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            output += [alphabet[Int(value >> 18 & 63)], alphabet[Int(value >> 12 & 63)], alphabet[Int(value >> 6 & 63)], 61]
        }
        return String(decoding: output, as: UTF8.self)
    }
}
