import ReadingModel

/// A bibliographic essay: prose under a "Bibliography" or "Further Reading" heading that
/// talks about the works rather than lists them.
///
/// Braille Formats 2016 §22.2 rules a bibliography's *entries*: "List each bibliography entry
/// using 1-3 margins" (read). A paragraph of prose is no entry: it keeps the paragraph format
/// of the text (§1.9, 3-1), as a bibliographic essay's paragraphs, or a bibliography's
/// introduction ("The works below were consulted ..."), are paragraphs in print (before: every
/// paragraph of the part was set 1-3, an essay's paragraphs reading as a list of entries).
///
/// An entry opens as a citation does: with its author's or editor's name and a comma or full
/// stop ("Vane, Ellen.", "Ellen Vane, *Oil and Ice*", "U.S. Board of Trade."), every word
/// before that mark capitalised (a name's particles, "van", "de", "von" ..., and "and", "&"
/// allowed); with a title in a typeform or in quotation marks; with print's number ("1.",
/// "[1]") or a repeated author's dash. After a comma, an entry goes on with given names,
/// initials or a title, capitalised or quoted; a sentence adverb and its comma ("However,
/// most ...") go on in lower case, and so read as prose. A paragraph that opens otherwise ("The best short
/// history of the fishery is ...") and runs to twelve words or more is prose. A short line
/// that opens otherwise stays an entry, as before.
extension BrailleTranscriber {
    /// Whether a bibliography's paragraph reads as prose, not as an entry.
    static func readsAsBibliographicProse(_ inlines: [Inline]) -> Bool {
        for inline in inlines {
            switch inline {
            case .pageBreak, .lineNumber: continue
            case .text(let text, let style):
                if WhiteSpace.isBlank(text) { continue }
                // A title in italics, or an entry word in bold, opens an entry.
                if !style.emphasis.isEmpty { return false }
            default:
                // A note reference, an image or an expression first: not prose's opening.
                return false
            }
            break
        }
        let words = inlines.plainText.split(whereSeparator: \.isWhitespace)
        guard words.count >= 12 else { return false }
        return !opensAsEntry(words.prefix(8).map(String.init))
    }

    /// Whether the first words open a citation (see the type's comment).
    static func opensAsEntry(_ words: [String]) -> Bool {
        guard let first = words.first else { return true }
        if first.first.map({ Self.entryOpeners.contains($0) || $0.isNumber }) == true { return true }
        for (index, word) in words.enumerated() {
            let bare = word.drop { Self.openingMarks.contains($0) }
            guard let initial = bare.first else { return false }
            let particle = Self.nameParticles.contains(bare.lowercased().trimmingCharacters(in: Self.closingMarks))
            guard initial.isUppercase || particle else { return false }
            if bare.last == "," { return continuesAsEntry(words.dropFirst(index + 1)) }
            if let last = bare.last, ".;:)".contains(last) { return true }
        }
        return false
    }

    /// Whether the words after an opening's comma go on as a citation's: an inverted name's
    /// given names or initials ("Vane, Ellen.", "Smith, J. A.", "Wren, Thomas, and ..."), or a
    /// title, capitalised or in quotation marks ("Ellen Vane, “The Ledger.”"), up to the next
    /// mark. A sentence's opening word and its comma ("However, most of what we know ...",
    /// "Moreover, Vane's survey is ...") go on in lower-case words: prose, not an entry.
    private static func continuesAsEntry(_ words: ArraySlice<String>) -> Bool {
        for word in words.prefix(4) {
            guard let first = word.first else { continue }
            if Self.openingMarks.contains(first) || Self.entryOpeners.contains(first) || first.isNumber { return true }
            let particle = Self.nameParticles.contains(word.lowercased().trimmingCharacters(in: Self.closingMarks))
            if !first.isUppercase && !particle { return false }
            if let last = word.last, ",.;:)".contains(last) { return true }
        }
        return true
    }

    /// Characters that open an entry as its first character: quotation marks around a title,
    /// brackets around print's number, a repeated author's dash or rule.
    private static let entryOpeners: Set<Character> = ["“", "\"", "‘", "'", "[", "—", "―", "⸺", "⸻", "–", "-", "_"]
    private static let openingMarks: Set<Character> = ["(", "“", "\"", "‘", "'"]
    private static let closingMarks: Set<Character> = [",", ".", ";", ":", ")"]
    private static let nameParticles: Set<String> = [
        "and", "&", "van", "von", "de", "der", "den", "del", "della", "di", "da", "du", "des", "la", "le", "ten", "ter", "y", "al", "el", "bin", "ibn",
    ]
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
