extension String {
    /// `true` when the text is one Unicode scalar: a cheaper test than counting
    /// characters, which the rules make for every token.
    var isOneScalar: Bool {
        var iterator = unicodeScalars.makeIterator()
        return iterator.next() != nil && iterator.next() == nil
    }

    /// The text's scalar when it is exactly one, else `nil`. Rules that compare a token
    /// with a symbol no other spelling is canonically equivalent to (U+2061, `∞` ...)
    /// switch on this instead of comparing Strings, which normalises non-ASCII text.
    var onlyScalar: UInt32? {
        var iterator = unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first.value
    }

    /// `true` when every byte is ASCII (and so the text equals no non-ASCII string).
    var isAllASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// `true` when the text is non-empty and every scalar is an ASCII digit.
    var isASCIIDigits: Bool {
        !utf8.isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `true` when the text holds a space (U+0020): a byte test, where `contains(" ")`
    /// runs the generic substring search.
    var hasSpace: Bool { utf8.contains(0x20) }

    /// `true` when two spaces (U+0020) follow each other somewhere in the text.
    var hasDoubleSpace: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == 0x20 && previous == 0x20 { return true }
            previous = byte
        }
        return false
    }

    /// `hasPrefix` by Unicode scalar: for braille cells (U+2800 block, which neither
    /// compose nor decompose) the same answer as comparing Characters, without breaking
    /// either string into graphemes.
    func hasScalarPrefix(_ prefix: String) -> Bool {
        unicodeScalars.starts(with: prefix.unicodeScalars)
    }
}
