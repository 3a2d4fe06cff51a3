/// The one XML escaping every XML and HTML writer uses (SSML, PEF, eBraille, the reader
/// page, and the documents built from the model): the five predefined entities, and only
/// characters XML 1.0 allows.
public enum XMLEscaping {
    /// Escapes `& < > " '` and drops characters XML 1.0 forbids (C0 controls other than
    /// tab and line ends, U+FFFE, U+FFFF). With `foldingSpaces`, each run of spaces, tabs
    /// and line ends becomes one space. Element content needs no `&apos;`: without
    /// `escapingApostrophe` it is written as it is, and without `escapingQuotationMark`
    /// neither is `"` (XML 1.0 §2.4: only `&` and `<` must be escaped in content). With
    /// `droppingC1Controls` the controls U+007F-U+009F go too, as HTML's text allows none
    /// (HTML Living Standard §13.1.4: a control other than ASCII whitespace is a parse error).
    public static func escape(_ text: some StringProtocol, foldingSpaces: Bool = false,
                              escapingApostrophe: Bool = true, escapingQuotationMark: Bool = true,
                              droppingC1Controls: Bool = false) -> String {
        // Works on UTF-8 bytes: every character of a book passes through here. Most text
        // needs no change at all: one look at its bytes, and it is returned as it is.
        // The look is at the bytes in place (a native string's are contiguous): walking a
        // generic string's view byte by byte costs more than the escaping it would save.
        // The copy is made of the bytes, as the full pass makes it: a result that shared the
        // text's storage would keep that storage's spare capacity alive as long as it lives
        // (2 MB more at the peak of Moby-Dick's reader page).
        let unchanged = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !needsChange(bytes, foldingSpaces: foldingSpaces, escapingApostrophe: escapingApostrophe,
                               escapingQuotationMark: escapingQuotationMark, droppingC1Controls: droppingC1Controls) else {
                return nil
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        if let unchanged = unchanged ?? nil { return unchanged }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        var lastWasSpace = false
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "&"): result += Array("&amp;".utf8)
            case UInt8(ascii: "<"): result += Array("&lt;".utf8)
            case UInt8(ascii: ">"): result += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where escapingQuotationMark: result += Array("&quot;".utf8)
            case UInt8(ascii: "'") where escapingApostrophe: result += Array("&apos;".utf8)
            case 0x20, 0x09, 0x0A, 0x0D:
                if foldingSpaces {
                    if !lastWasSpace { result.append(0x20) }
                    lastWasSpace = true
                    continue
                }
                result.append(byte)
            case 0x00..<0x20:
                continue  // C0 controls XML 1.0 forbids
            case 0x7F where droppingC1Controls:
                continue
            case 0xC2 where droppingC1Controls && bytes.count >= 1 && (0x80...0x9F).contains(bytes[bytes.startIndex]):
                bytes = bytes.dropFirst()  // U+0080-U+009F
                continue
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

    /// Whether ``escape(_:foldingSpaces:escapingApostrophe:escapingQuotationMark:droppingC1Controls:)``
    /// would change the text: a byte it escapes or drops, a white-space character other than
    /// a single space while folding, or the lead byte of U+FFFE/U+FFFF (or, dropping C1
    /// controls, of U+0080-U+009F), looked at again by the full pass.
    private static func needsChange(_ bytes: UnsafeBufferPointer<UInt8>, foldingSpaces: Bool, escapingApostrophe: Bool,
                                    escapingQuotationMark: Bool, droppingC1Controls: Bool) -> Bool {
        var lastWasSpace = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF:
                return true
            case UInt8(ascii: "\""):
                if escapingQuotationMark { return true }
            case UInt8(ascii: "'"):
                if escapingApostrophe { return true }
            case 0x20:
                if foldingSpaces && lastWasSpace { return true }
                lastWasSpace = true
                continue
            case 0x00..<0x20:
                // Tab and line ends stay as they are unless spaces are folded; other C0 controls go.
                if foldingSpaces || (byte != 0x09 && byte != 0x0A && byte != 0x0D) { return true }
            case 0x7F, 0xC2:
                if droppingC1Controls { return true }
            default:
                break
            }
            lastWasSpace = false
        }
        return false
    }

    /// Whether XML 1.0 allows the character in a document.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
        return value != 0xFFFE && value != 0xFFFF
    }
}
