/// White-space folding for running text, on UTF-8 bytes: it runs over every character of
/// a book, and Unicode property look-ups per scalar cost more than the rest of the export.
enum WhiteSpace {
    /// Folds each run of white space to one space. No-break spaces (U+00A0, U+202F, U+2007)
    /// are kept: they are content. With `keepLineBreaks`, `\n` survives as a hard break and,
    /// with `trimAroundLineBreaks`, spaces next to it (and at the very start) are dropped.
    static func collapse(_ text: String, keepLineBreaks: Bool, trimAroundLineBreaks: Bool) -> String {
        let bytes = text.utf8
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        var atLineStart = trimAroundLineBreaks
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let length = spaceLength(bytes, at: index)
            if byte == 0x0A && keepLineBreaks {
                result.append(byte)
                pendingSpace = false
                atLineStart = trimAroundLineBreaks
                index = bytes.index(after: index)
            } else if length > 0 {
                if !atLineStart { pendingSpace = true }
                index = bytes.index(index, offsetBy: length)
            } else if byte < 0x20 || byte == 0x7F {
                index = bytes.index(after: index)
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                atLineStart = false
                result.append(byte)
                index = bytes.index(after: index)
            }
        }
        if pendingSpace && !trimAroundLineBreaks { result.append(0x20) }
        return String(decoding: result, as: UTF8.self)
    }

    /// The byte length of the collapsible white-space character at `index`, or 0.
    @inline(__always)
    private static func spaceLength(_ bytes: String.UTF8View, at index: String.Index) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
            return 1
        case 0xC2, 0xE1, 0xE2, 0xE3:
            let second = bytes.index(after: index)
            guard second < bytes.endIndex else { return 0 }
            let b1 = bytes[second]
            if byte == 0xC2 { return b1 == 0x85 ? 2 : 0 }
            let third = bytes.index(after: second)
            guard third < bytes.endIndex else { return 0 }
            let b2 = bytes[third]
            switch (byte, b1) {
            case (0xE1, 0x9A): return b2 == 0x80 ? 3 : 0                       // U+1680
            case (0xE2, 0x80):                                                  // U+2000...U+200A, U+2028, U+2029
                return (0x80...0x8A).contains(b2) && b2 != 0x87 || b2 == 0xA8 || b2 == 0xA9 ? 3 : 0
            case (0xE2, 0x81): return b2 == 0x9F ? 3 : 0                       // U+205F
            case (0xE3, 0x80): return b2 == 0x80 ? 3 : 0                       // U+3000
            default: return 0
            }
        default:
            return 0
        }
    }
}
