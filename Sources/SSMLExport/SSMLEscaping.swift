import ReadingModel
/// Text and attribute escaping for SSML: the five XML entities, and only characters
/// XML 1.0 allows.
enum SSMLEscaping {
    /// Escapes `& < > " '` and drops characters XML 1.0 forbids (C0 controls other than
    /// tab and newlines, U+FFFE, U+FFFF). Runs of whitespace become one space.
    /// For attribute values, always written in double quotes.
    static func escape(_ text: some StringProtocol) -> String {
        XMLEscaping.escape(text, foldingSpaces: true)
    }

    /// Text content for `profile`'s engine: `&`, `<` and `>` escaped, quotation marks as
    /// they are. An engine may read an entity aloud: eSpeak NG reads `yes.&quot;` as "yes
    /// dot" and `am!&quot;` as "am exclamation", where it reads the marks themselves as
    /// pauses. Only Polly documents `&apos;`, for an apostrophe used as one, between two
    /// letters ("Reserved characters in SSML"); a quotation mark in text needs no escape in
    /// any engine's documentation, nor in XML 1.0 §2.4. See docs/ssml.md.
    static func text(_ text: some StringProtocol, for profile: SSMLProfile) -> String {
        let escaped = XMLEscaping.escape(text, foldingSpaces: true, escapingApostrophe: false, escapingQuotationMark: false)
        guard profile.escapesApostropheInText, escaped.utf8.contains(UInt8(ascii: "'")) else { return escaped }
        var result = ""
        var previous: Character?
        var characters = escaped.makeIterator()
        var current = characters.next()
        while let character = current {
            let next = characters.next()
            if character == "'", previous?.isLetter == true, next?.isLetter == true {
                result += "&apos;"
            } else {
                result.append(character)
            }
            previous = character
            current = next
        }
        return result
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
    ///
    /// Works on the UTF-8 bytes: building the result a scalar at a time was an eighth of
    /// an SSML export's time (perf, Moby-Dick).
    static func collapse(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length: Int
                let white: Bool
                if lead < 0x80 {
                    length = 1
                    white = (0x09...0x0D).contains(lead) || lead == 0x20
                } else if lead < 0xE0 {
                    length = 2
                    white = isWhitespace(Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))!)
                } else if lead < 0xF0 {
                    length = 3
                    let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    white = Unicode.Scalar(value).map(isWhitespace) ?? false
                } else {
                    length = 4
                    white = false
                }
                if white {
                    pendingSpace = !result.isEmpty
                } else {
                    if pendingSpace { result.append(0x20) }
                    pendingSpace = false
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                }
                index += length
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// A mark name (`xsd:token`): no whitespace, escaped.
    static func markName(_ name: String) -> String {
        guard name.utf8.contains(0x20) else { return escape(name) }
        return escape(name.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20"))
    }
}
