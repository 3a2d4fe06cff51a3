import ReadingModel
import Sentences

/// Splits text into sentences: ICU's sentence break iterator with its abbreviation
/// suppressions (`@ss=standard`), refined by rules for what ICU still splits.
///
/// Offsets are in UTF-16 code units, which is what ICU counts and what the SSML renderer
/// slices by. The ICU iterator is opened once and reused, so one splitter serves one
/// export (one thread) at a time.
package final class SentenceSplitter {
    /// The ICU locale, e.g. `en@ss=standard`.
    package let locale: String
    private let breaker: SentenceBreaker?
    /// Whether the language writes ordinal numbers with a dot ("am 3. Oktober").
    let ordinalDots: Bool

    /// A splitter for a BCP 47 language (`en-GB`, `fr`); `nil` uses English.
    package init(language: String?) {
        let base = String((language ?? "en").map { $0 == "-" ? "_" : $0 })
        locale = base + "@ss=standard"
        let primary = base.prefix { $0 != "_" }.lowercased()
        ordinalDots = Self.ordinalDotLanguages.contains(primary)
        breaker = SentenceBreaker(locale: locale) ?? SentenceBreaker(locale: "en@ss=standard")
    }

    /// Languages that write an ordinal number as the number and a dot (`3.` for "third"):
    /// German, the Nordic languages, Czech, Slovak, Polish, Hungarian, the South Slavic
    /// languages, Estonian, Latvian and Turkish.
    static let ordinalDotLanguages: Set<String> = [
        "de", "da", "nb", "nn", "no", "sv", "fi", "is", "fo", "cs", "sk", "pl", "hu", "sl", "hr", "sr", "bs",
        "et", "lv", "tr",
    ]

    /// Titles: a capitalised word after them is a name, never a new sentence ("Dr. Watson").
    static let titles: Set<String> = [
        "mr", "mrs", "ms", "mssrs", "messrs", "dr", "prof", "rev", "gen", "capt", "col", "lt", "sgt",
        "hon", "sr", "jr", "mme", "mlle", "mgr", "hr", "fr", "frl", "hrn",
    ]

    /// Abbreviations that end a sentence only when a word that opens sentences follows
    /// ("Baker St. was busy" goes on; "he lived on Baker St. Then" does not), in English,
    /// French and German. ICU's own suppressions miss some of them before a capital.
    static let abbreviations: Set<String> = [
        "st", "mt", "ft", "no", "nos", "vol", "vols", "fig", "figs", "ch", "chap", "pp", "p", "cf", "vs",
        "viz", "e.g", "i.e", "al", "approx", "dept", "est", "ave", "rd", "blvd", "co", "corp", "inc",
        "ltd", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "etc", "ca", "env", "av", "z.b", "d.h", "u.a", "usw", "bzw", "vgl", "nr", "s", "bd", "hrsg",
        "op", "ed", "eds", "trans", "ext", "tel", "ziff",
    ]

    /// Words that open sentences: after an abbreviation or initialism, one of these starts
    /// a new sentence; any other capitalised word goes on ("the U.S. Army").
    static let openers: Set<String> = [
        // English
        "the", "a", "an", "it", "he", "she", "we", "they", "i", "this", "that", "these", "those",
        "there", "then", "but", "and", "or", "so", "yet", "in", "on", "at", "when", "after", "before",
        "his", "her", "its", "our", "their", "my", "your", "you", "if", "as", "now", "however",
        "meanwhile", "later", "soon", "what", "why", "how", "who", "where", "one", "some", "all",
        "no", "nothing", "everyone", "nobody", "somebody", "someone", "everybody", "none", "today",
        "yesterday", "here",
        // French
        "le", "la", "les", "il", "elle", "ils", "elles", "nous", "vous", "je", "on", "un", "une",
        "ce", "cette", "ces", "mais", "puis", "alors", "ensuite", "dans", "quand", "son", "sa", "ses",
        // German
        "der", "die", "das", "er", "sie", "es", "wir", "ich", "ihr", "ein", "eine", "aber", "dann",
        "und", "im", "am", "als", "wenn", "danach", "sein", "seine", "dort", "heute", "man",
    ]

    /// Pronouns that can stand before a verb of saying (`"Stop!" I said`).
    static let subjectPronouns: Set<String> = ["i", "he", "she", "we", "they", "you", "it", "il", "elle", "er", "sie", "es", "ich"]

    /// Verbs of saying: after `"Stop!"` a clause with one of these goes on (`"Stop!" I said.`).
    static let speechVerbs: Set<String> = [
        "said", "says", "asked", "asks", "cried", "cries", "replied", "replies", "shouted", "whispered",
        "answered", "exclaimed", "called", "added", "muttered", "yelled", "screamed", "began", "continued",
        "insisted", "demanded", "laughed", "sighed", "thought", "wondered", "repeated", "roared",
        "dit", "demanda", "répondit", "cria", "s'écria", "ajouta", "murmura", "reprit", "fit", "dis",
        "sagte", "fragte", "rief", "antwortete", "flüsterte", "schrie", "meinte", "dachte", "sagt", "fragt",
    ]

    /// The end offset (UTF-16) of each sentence of `units`; the last is `units.count`.
    package func sentenceEnds(_ units: [UInt16]) -> [Int] {
        guard !units.isEmpty else { return [] }
        var ends = breaker?.ends(units) ?? []
        if ends.isEmpty { ends = [units.count] }
        if ends.last != units.count { ends.append(units.count) }
        // French sets closing guillemets off with a space (« Arrêtez ! »): ICU breaks before
        // them; they belong to the sentence they close.
        for index in ends.indices where ends[index] < units.count {
            var position = ends[index]
            while position < units.count, Self.isSpace(units[position]) { position += 1 }
            // Only marks that never open a quotation: a `"` after a space opens the next one.
            guard position < units.count, Self.isOnlyClosing(units[position]) else { continue }
            while position < units.count, Self.isOnlyClosing(units[position]) { position += 1 }
            while position < units.count, Self.isSpace(units[position]) { position += 1 }
            if index + 1 < ends.count, position >= ends[index + 1] { continue }
            ends[index] = position
        }
        var kept: [Int] = []
        for (index, end) in ends.enumerated() {
            if index == ends.count - 1 {
                kept.append(end)
            } else if !Self.continues(units, at: end, ordinalDots: ordinalDots), !Self.isWordless(units[end..<ends[index + 1]]) {
                kept.append(end)
            }
        }
        return kept
    }

    /// Splits a string into its sentences, whitespace kept with the sentence before.
    package func sentences(_ text: String) -> [String] {
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
        // Nearly every sentence starts with an ASCII letter or digit: no decoding for those.
        for unit in units {
            guard unit < 0x80 else { break }
            if (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) { return false }
        }
        return !utf16String(units[...]).unicodeScalars.contains {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
    }

    /// Whether a break ICU placed at `offset` falls inside a sentence after all;
    /// `ordinalDots` for a language that writes "3." for "third".
    static func continues(_ units: [UInt16], at offset: Int, ordinalDots: Bool = false) -> Bool {
        // The sentence so far, without trailing spaces.
        var end = offset
        while end > 0, isSpace(units[end - 1]) { end -= 1 }
        guard end > 0, end < offset || offset < units.count else { return false }
        // A hard line break (poetry, code) is a real boundary.
        if units[end..<offset].contains(where: { $0 == 0x0A || $0 == 0x2028 || $0 == 0x2029 }) { return false }
        guard offset < units.count else { return false }
        let next = units[offset]
        let last = units[end - 1]
        // Closing quotes and brackets after the terminator.
        var terminatorEnd = end
        while terminatorEnd > 0, isClosing(units[terminatorEnd - 1]) || isSpace(units[terminatorEnd - 1]) {
            terminatorEnd -= 1
        }
        guard terminatorEnd > 0 else { return false }
        let terminator = units[terminatorEnd - 1]
        let isTerminator = terminator == 0x21 || terminator == 0x3F || terminator == 0x2E || terminator == 0x2026
        // `"Stop!" she said`, `"Really?" he asked`, `wait... and then`: the sentence goes on
        // when a lower-case word follows.
        if isLowercase(next), isTerminator { return true }
        let following = words(units, from: offset, count: 4)
        // `'Stop!' I said.`, `"Fire!" cried Ahab.`: a quotation the sentence goes on after.
        if terminatorEnd < end, terminator == 0x21 || terminator == 0x3F || terminator == 0x2026 {
            // Before the verb: a subject pronoun or a name, nothing else.
            for word in following.prefix(3) {
                let lowered = word.lowercased()
                if speechVerbs.contains(lowered) { return true }
                guard let first = word.unicodeScalars.first, first.properties.isUppercase,
                      subjectPronouns.contains(lowered) || !openers.contains(lowered) else { break }
            }
        }
        guard last == 0x2E else { return false }
        var wordStart = end - 1
        while wordStart > 0, isWordUnit(units[wordStart - 1]) { wordStart -= 1 }
        let word = utf16String(units[wordStart..<(end - 1)])
        let lowered = word.lowercased()
        let nextWord = following.first ?? ""
        let opensSentence = openers.contains(nextWord.lowercased())
        // "Dr. Watson": a title is always followed by a name.
        if titles.contains(lowered) { return true }
        // "3. Alden", "iv. The", "b. Rope": a marker that opens the text (a list item's, read
        // before it as text and braille write it) opens the item's first sentence.
        if end <= 6, isMarker(utf16String(units[..<(end - 1)]).trimmingWhitespace()) { return true }
        // "Am 3. Oktober", "der 2. Weltkrieg": in a language that writes ordinals with a
        // dot, a number of up to four digits and its dot go on unless a word that opens
        // sentences follows ("im Jahr 1990. Dann").
        if ordinalDots, word.isEmpty, end >= 2, isDigit(units[end - 2]), !opensSentence, !isDigit(next) {
            var digits = end - 1
            while digits > 0, isDigit(units[digits - 1]) { digits -= 1 }
            let before = digits > 0 ? units[digits - 1] : 0x20
            if end - 1 - digits <= 4, isSpace(before) || before == 0x28 { return true }
        }
        // "ext. 42", "no. 5", "fig. 3": an abbreviation before a number names it.
        // ("the 1990s. 42 people": a letter after digits is no abbreviation.)
        if abbreviations.contains(lowered), isDigit(next), wordStart == 0 || !isDigit(units[wordStart - 1]) { return true }
        // "J. R. R. Tolkien": an initial.
        if word.count == 1, let scalar = word.unicodeScalars.first, scalar.properties.isUppercase {
            // "John A. Smith": a one-letter word after an initial is another initial.
            return !opensSentence || nextWord.count == 1
        }
        // "the U.S. Army", "A.D. 890", "U.S.S.R.", "z.B. der": initialisms and abbreviations
        // go on unless a word that opens sentences follows.
        let isInitialism = word.contains(".") && word.split(separator: ".").allSatisfy { $0.count == 1 }
        if isInitialism || abbreviations.contains(lowered) { return !opensSentence }
        return false
    }

    /// A list marker's text: a number, one letter, or a roman numeral of i, v and x.
    static func isMarker(_ word: String) -> Bool {
        guard !word.isEmpty, word.count <= 5 else { return false }
        if word.allSatisfy(\.isASCII) && word.allSatisfy(\.isNumber) { return true }
        if word.count == 1, word.first?.isLetter == true { return true }
        return word.allSatisfy { "ivx".contains($0) } || word.allSatisfy { "IVX".contains($0) }
    }

    /// Up to `count` words from `offset`, letters and apostrophes only.
    private static func words(_ units: [UInt16], from offset: Int, count: Int) -> [String] {
        var result: [String] = []
        var index = offset
        while result.count < count, index < units.count {
            while index < units.count, !isLetterUnit(units[index]) { index += 1 }
            var wordEnd = index
            while wordEnd < units.count, isLetterUnit(units[wordEnd]) || units[wordEnd] == 0x27 || units[wordEnd] == 0x2019 { wordEnd += 1 }
            if wordEnd > index { result.append(utf16String(units[index..<wordEnd])) }
            index = wordEnd
        }
        return result
    }

    private static func isDigit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit)
    }

    private static func isLetterUnit(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return true }
        return scalar.properties.isAlphabetic
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0xA0 || unit == 0x2028 || unit == 0x2029
    }

    private static func isOnlyClosing(_ unit: UInt16) -> Bool {
        unit == 0xBB || unit == 0x203A || unit == 0x201D
    }

    private static func isClosing(_ unit: UInt16) -> Bool {
        // U+201C and U+2018 close quotations in German („…“, ‚…‘).
        [0x22, 0x27, 0x29, 0x5D, 0x2019, 0x201D, 0xBB, 0x203A, 0x201C, 0x2018].contains(unit)
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

/// Decodes UTF-16 code units into a String. The standard library transcodes UTF-16 one
/// scalar at a time through a generic parser (9% of an SSML export of a math book, whose
/// spoken text is cut into many short runs); text without surrogates, which is nearly all
/// text, is written here as UTF-8 directly (one to three bytes per unit, the scalar being
/// the unit). Surrogates go to the standard library, which pairs them and repairs a lone
/// one, so the result is the same String either way.
package func utf16String(_ units: ArraySlice<UInt16>) -> String {
    units.withUnsafeBufferPointer { buffer in
        guard !buffer.contains(where: { (0xD800...0xDFFF).contains($0) }) else {
            return String(decoding: buffer, as: UTF16.self)
        }
        return String(unsafeUninitializedCapacity: buffer.count * 3) { bytes in
            var count = 0
            for unit in buffer {
                if unit < 0x80 {
                    bytes[count] = UInt8(truncatingIfNeeded: unit)
                    count += 1
                } else if unit < 0x800 {
                    bytes[count] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
                    bytes[count + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                    count += 2
                } else {
                    bytes[count] = UInt8(truncatingIfNeeded: 0xE0 | (unit >> 12))
                    bytes[count + 1] = UInt8(truncatingIfNeeded: 0x80 | ((unit >> 6) & 0x3F))
                    bytes[count + 2] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                    count += 3
                }
            }
            return count
        }
    }
}
