extension String {
    /// `true` when the text is one Unicode scalar: a cheaper test than counting
    /// characters, which the rules make for every token.
    var isOneScalar: Bool {
        var iterator = unicodeScalars.makeIterator()
        return iterator.next() != nil && iterator.next() == nil
    }

    /// `true` when the text is non-empty and every scalar is an ASCII digit.
    var isASCIIDigits: Bool {
        !utf8.isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
