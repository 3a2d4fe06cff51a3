import ReadingModel
import Sentences

/// Splits text into sentences: ICU's sentence break iterator with its abbreviation
/// suppressions (`@ss=standard`), refined by rules for what ICU still splits.
///
/// Offsets are in UTF-16 code units, which is what ICU counts and what the SSML renderer
/// slices by. The ICU iterator is opened once and reused, so one splitter serves one
/// export (one thread) at a time.
final class SentenceSplitter {
    /// The ICU locale, e.g. `en@ss=standard`.
    let locale: String
    private let breaker: SentenceBreaker?

    /// A splitter for a BCP 47 language (`en-GB`, `fr`); `nil` uses English.
    init(language: String?) {
        let base = String((language ?? "en").map { $0 == "-" ? "_" : $0 })
        locale = base + "@ss=standard"
        breaker = SentenceBreaker(locale: locale) ?? SentenceBreaker(locale: "en@ss=standard")
    }

    /// Titles and Latin abbreviations after which a capitalised word does not start a
    /// sentence. ICU's English suppressions miss some of them before a name ("Dr. Watson").
    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "mssrs", "messrs", "dr", "st", "prof", "rev", "gen", "capt", "col",
        "lt", "sgt", "hon", "sr", "jr", "mt", "ft", "no", "vol", "vols", "fig", "figs", "ch",
        "chap", "pp", "p", "cf", "vs", "viz", "e.g", "i.e", "al", "approx", "dept", "est",
    ]

    /// The end offset (UTF-16) of each sentence of `units`; the last is `units.count`.
    func sentenceEnds(_ units: [UInt16]) -> [Int] {
        guard !units.isEmpty else { return [] }
        var ends = breaker?.ends(units) ?? []
        if ends.isEmpty { ends = [units.count] }
        if ends.last != units.count { ends.append(units.count) }
        var kept: [Int] = []
        for (index, end) in ends.enumerated() {
            if index == ends.count - 1 {
                kept.append(end)
            } else if !Self.continues(units, at: end), !Self.isWordless(units[end..<ends[index + 1]]) {
                kept.append(end)
            }
        }
        return kept
    }

    /// Splits a string into its sentences, whitespace kept with the sentence before.
    func sentences(_ text: String) -> [String] {
        let units = Array(text.utf16)
        var start = 0
        return sentenceEnds(units).map { end in
            defer { start = end }
            return utf16String(units[start..<end])
        }
    }

    /// A stretch with no letters or digits (a closing quote after a space, a lone dash)
    /// belongs to the sentence before it.
    static func isWordless(_ units: ArraySlice<UInt16>) -> Bool {
        !utf16String(units[...]).unicodeScalars.contains {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
    }

    /// Whether a break ICU placed at `offset` falls inside a sentence after all.
    static func continues(_ units: [UInt16], at offset: Int) -> Bool {
        // The sentence so far, without trailing spaces.
        var end = offset
        while end > 0, isSpace(units[end - 1]) { end -= 1 }
        guard end > 0, end < offset || offset < units.count else { return false }
        // A hard line break (poetry, code) is a real boundary.
        if units[end..<offset].contains(where: { $0 == 0x0A || $0 == 0x2028 || $0 == 0x2029 }) { return false }
        let nextIndex = offset < units.count ? offset : nil
        guard let nextIndex else { return false }
        let next = units[nextIndex]
        let last = units[end - 1]
        // Closing quotes and brackets after the terminator.
        var terminatorEnd = end
        while terminatorEnd > 0, isClosing(units[terminatorEnd - 1]) { terminatorEnd -= 1 }
        guard terminatorEnd > 0 else { return false }
        let terminator = units[terminatorEnd - 1]
        // `"Stop!" she said`, `"Really?" he asked`, `wait... and then`: the sentence goes on
        // when a lower-case word follows.
        if isLowercase(next), terminator == 0x21 || terminator == 0x3F || terminator == 0x2E || terminator == 0x2026 {
            return true
        }
        // "Dr. Watson", "J. R. R. Tolkien", "e.g. Paris": an abbreviation or an initial
        // before the break.
        if last == 0x2E {
            var wordStart = end - 1
            while wordStart > 0, isWordUnit(units[wordStart - 1]) { wordStart -= 1 }
            let word = utf16String(units[wordStart..<(end - 1)])
            if word.count == 1, let scalar = word.unicodeScalars.first, scalar.properties.isUppercase {
                return true
            }
            if abbreviations.contains(word.lowercased()) { return true }
        }
        return false
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0xA0 || unit == 0x2028 || unit == 0x2029
    }

    private static func isClosing(_ unit: UInt16) -> Bool {
        [0x22, 0x27, 0x29, 0x5D, 0x2019, 0x201D, 0xBB, 0x203A].contains(unit)
    }

    private static func isLowercase(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isLowercase
    }

    /// Letters and the dots inside "e.g".
    private static func isWordUnit(_ unit: UInt16) -> Bool {
        if unit == 0x2E { return true }
        guard let scalar = Unicode.Scalar(unit) else { return true }
        return scalar.properties.isAlphabetic
    }
}

/// Decodes UTF-16 code units through a contiguous buffer: decoding an `ArraySlice`
/// directly takes the standard library's slow generic path, which dominated SSML export.
func utf16String(_ units: ArraySlice<UInt16>) -> String {
    units.withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) }
}
