import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Normalising runs of text: white space collapsed as a browser does, invisible
/// characters removed, NFC, and languages equal to the block's dropped.
extension ContentConverter {
    /// Collapses white space as a browser would, removes invisible characters, applies
    /// NFC, and drops languages equal to the block's.
    mutating func finish(_ builder: InlineBuilder, preformatted: Bool, language: String?) -> [Inline] {
        var builder = builder
        builder.placePrintedLineNumbers()
        if !preformatted, let number = builder.paragraphNumber {
            // Braille Formats 2011 §15.2.1b: "The paragraph number is inserted before the
            // beginning of the paragraph", after the page breaks that open it, a space after it.
            let start = builder.items.firstIndex { if case .pageBreak = $0 { false } else { true } } ?? builder.items.count
            builder.items.insert(.text(number + " ", InlineStyle()), at: start)
        }
        var result: [Inline] = []
        result.reserveCapacity(builder.items.count)
        var atLineStart = true
        var total = 0
        for item in builder.items {
            switch item {
            case .text(let raw, var style):
                var text = cleanCharacters(raw)
                if !preformatted {
                    text = collapse(text, dropLeadingSpace: atLineStart)
                }
                if text.isEmpty { continue }
                total += text.utf8.count
                if style.language == language { style.language = nil }
                atLineStart = text.last == " " || (preformatted && text.last == "\n")
                if case .text(let previous, let previousStyle)? = result.last, previousStyle == style {
                    result[result.count - 1] = .text(previous + text, style)
                } else {
                    result.append(.text(text, style))
                }
            case .lineBreak:
                trimTrailingSpace(&result)
                result.append(.lineBreak)
                atLineStart = true
            case .pageBreak, .lineNumber:
                result.append(item)
            case .math(var math):
                if math.language == language { math.language = nil }
                result.append(.math(math))
                atLineStart = false
            case .noteReference, .image:
                result.append(item)
                atLineStart = false
            }
        }
        if preformatted {
            // HTML drops one newline right after <pre>; trailing newlines are layout too.
            if case .text(let first, let style)? = result.first, first.hasPrefix("\n") {
                result[0] = .text(String(first.dropFirst()), style)
            }
            while case .text(let last, let style)? = result.last, last.hasSuffix("\n") || last.isEmpty {
                let trimmed = String(last.dropLast())
                if trimmed.isEmpty { result.removeLast() } else { result[result.count - 1] = .text(trimmed, style) }
            }
        } else {
            trimTrailingSpace(&result)
            while case .lineBreak? = result.last { result.removeLast() }
            while case .lineBreak? = result.first { result.removeFirst() }
        }
        if total > limits.maxBlockLength, limitError == nil {
            limitError = .limitExceeded(path: displayPath, what: .blockText(bytes: total), limit: limits.maxBlockLength)
        }
        return result
    }

    /// Soft hyphens, zero-width spaces, word joiners and BOMs are removed; text is NFC.
    /// Works on UTF-8 bytes: this runs over every character of every book.
    func cleanCharacters(_ text: String) -> String {
        var needsWork = false
        var mayNeedNormalising = false
        for byte in text.utf8 where byte >= 0xC2 {
            needsWork = true
            // Scalars below U+0300 (lead bytes below 0xCC) are never changed by NFC.
            if byte >= 0xCC { mayNeedNormalising = true; break }
        }
        if !needsWork { return text }
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xAD {  // U+00AD soft hyphen
                index += 2
                continue
            }
            if index + 2 < bytes.count {
                let next = bytes[index + 1], last = bytes[index + 2]
                let removed = (byte == 0xE2 && next == 0x80 && last == 0x8B)  // U+200B zero-width space
                    || (byte == 0xE2 && next == 0x81 && last == 0xA0)          // U+2060 word joiner
                    || (byte == 0xEF && next == 0xBB && last == 0xBF)          // U+FEFF BOM
                if removed {
                    index += 3
                    continue
                }
            }
            kept.append(byte)
            index += 1
        }
        let cleaned = kept.count == bytes.count ? text : String(decoding: kept, as: UTF8.self)
        return mayNeedNormalising && Self.mayChangeUnderNFC(cleaned) ? cleaned.precomposedStringWithCanonicalMapping : cleaned
    }

    /// A quick check before the costly normalisation: only combining marks, Hangul jamo and
    /// the few canonical singletons (NFC_QC = No) can change under NFC.
    static func mayChangeUnderNFC(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.value >= 0x300 {
            switch scalar.value {
            case 0x0340...0x0344, 0x0374, 0x037E, 0x0387, 0x0958...0x095F, 0x09DC...0x09DF, 0x0A33, 0x0A36,
                 0x0A59...0x0A5E, 0x0B5C...0x0B5D, 0x0F43...0x0FB9, 0x1100...0x11FF, 0x1F71...0x1FFD,
                 0x2000...0x2001, 0x2126, 0x212A...0x212B, 0x2329...0x232A, 0x2ADC, 0xF900...0xFAFF,
                 0xFB1D...0xFB4E, 0x1D15E...0x1D1C0, 0x2F800...0x2FA1D:
                return true
            default:
                if scalar.properties.canonicalCombiningClass.rawValue != 0 { return true }
            }
        }
        return false
    }

    func collapse(_ text: String, dropLeadingSpace: Bool) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var inSpace = dropLeadingSpace
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                if !inSpace { result.append(0x20) }
                inSpace = true
            default:
                result.append(byte)
                inSpace = false
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    func trimTrailingSpace(_ inlines: inout [Inline]) {
        while case .text(let text, let style)? = inlines.last, text.last == " " {
            let trimmed = String(text.dropLast())
            if trimmed.isEmpty { inlines.removeLast() } else { inlines[inlines.count - 1] = .text(trimmed, style) }
        }
    }

    func trimLeadingSpace(_ inlines: inout [Inline]) {
        while case .text(let text, let style)? = inlines.first, text.first == " " {
            let trimmed = String(text.dropFirst())
            if trimmed.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(trimmed, style) }
        }
    }
}
