/// White-space folding for running text, on UTF-8 bytes: it runs over every character of
/// a book, and Unicode property look-ups per scalar cost more than the rest of the export.
public enum WhiteSpace {
    /// Folds each run of white space to one space. No-break spaces (U+00A0, U+202F, U+2007)
    /// are kept: they are content. With `keepLineBreaks`, `\n` survives as a hard break and,
    /// with `trimAroundLineBreaks`, spaces next to it (and at the very start) are dropped.
    public static func collapse(_ text: String, keepLineBreaks: Bool, trimAroundLineBreaks: Bool) -> String {
        // Over the string's own UTF-8 storage with integer offsets: stepping String.UTF8View
        // indices checks each one, and cost more than the folding itself.
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable {
            collapse($0, keepLineBreaks: keepLineBreaks, trimAroundLineBreaks: trimAroundLineBreaks)
        } ?? ""
    }

    private static func collapse(_ bytes: UnsafeBufferPointer<UInt8>, keepLineBreaks: Bool,
                                 trimAroundLineBreaks: Bool) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        var atLineStart = trimAroundLineBreaks
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = spaceLength(bytes, at: index)
            if byte == 0x0A && keepLineBreaks {
                result.append(byte)
                pendingSpace = false
                atLineStart = trimAroundLineBreaks
                index += 1
            } else if length > 0 {
                if !atLineStart { pendingSpace = true }
                index += length
            } else if byte < 0x20 || byte == 0x7F {
                index += 1
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                atLineStart = false
                result.append(byte)
                index += 1
            }
        }
        if pendingSpace && !trimAroundLineBreaks { result.append(0x20) }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether every character of `text` is white space (`Character.isWhitespace`). ASCII
    /// is answered from the bytes: the reader, the planner and the renderers ask of every
    /// text run, and breaking text into characters cost more than a short paragraph's
    /// braille translation.
    package static func isBlank(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09...0x0D: continue
            case 0x80...: return text.allSatisfy(\.isWhitespace)
            default: return false
            }
        }
        return true
    }

    /// The byte length of the collapsible white-space character at `index`, or 0.
    @inline(__always)
    private static func spaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
            return 1
        case 0xC2, 0xE1, 0xE2, 0xE3:
            guard index + 1 < bytes.count else { return 0 }
            let b1 = bytes[index + 1]
            if byte == 0xC2 { return b1 == 0x85 ? 2 : 0 }
            guard index + 2 < bytes.count else { return 0 }
            let b2 = bytes[index + 2]
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

extension String {
    /// Trims spaces, tabs and line ends at both ends.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }

    /// Collapses every run of white space to one space and trims the ends; no-break
    /// spaces are content and stay.
    public func collapsingWhitespace() -> String {
        // Most math tokens and words are printable ASCII without a space: nothing to fold.
        if utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return self }
        // ASCII text (a MathML alttext, a token with spaces around it) folds byte by byte:
        // appending scalar by scalar cost about 700 instructions a character. Its white
        // space is U+0009 to U+000D and the space, as the scalar property below says.
        if utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            var pendingSpace = false
            for byte in utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !bytes.isEmpty
                } else {
                    if pendingSpace { bytes.append(0x20) }
                    pendingSpace = false
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace && !WhiteSpace.isNoBreak(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The string padded on the left to `width` characters.
    public func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

extension WhiteSpace {
    /// The no-break spaces (U+00A0, U+2007, U+202F): white space that is content, never
    /// folded or broken at.
    public static func isNoBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xA0 || scalar.value == 0x2007 || scalar.value == 0x202F
    }
}
