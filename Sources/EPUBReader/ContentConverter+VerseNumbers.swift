import BookModel
import ReadingModel
import XMLTree

/// Verse numbers in religious material (Braille Formats 2016 §15.9, "Verse-Numbered Texts in
/// Religious Material"; the section's title read on the 2011 edition's section 15 page, its
/// rules as the NBA's Formats committee answers them: "15.9.2 addresses verse numbers within
/// the paragraph", nationalbraille.org reply 22466).
///
/// A Bible's verse number stands at the start of its verse, inside the paragraph, raised or
/// set small by print's style (`<sup class="versenum">16&nbsp;</sup>`,
/// `<span class="verse" id="V16">16&nbsp;</span>`). It is a reference number, not a raised
/// figure (UEB §3.24's level indicators are for superscripts that mean a level) nor an
/// emphasised word (print's small or bold type identifies it by design, Formats §5.3): the
/// reader keeps it as the plain number, a word of its own with a space before and after it,
/// so every format reads "16 For ..." (before: a superscript, `⠰⠔⠼⠁⠋` in braille, "¹⁶" in
/// text, or the number run into the verse's first word).
extension ContentConverter {
    /// Classes publishers and Bible converters give a verse number: BibleGateway's `versenum`,
    /// eBible.org's and USFM converters' `verse` (on an element holding only the number) and
    /// `v`, and the common spellings of "verse number".
    static let verseNumberClasses: Set<String> = [
        "versenum", "verse-num", "verse_num", "verse__num", "verse-number", "verse_number", "versenumber",
        "verseno", "verse-no", "vnum", "v-num", "v", "verse",
    ]

    /// The verse number an element holds, or `nil`: an inline element (`sup`, `span`, `b`,
    /// `strong`, `small`, `a`) of a verse-number class whose whole text is a number of one to
    /// three digits, a letter after it allowed ("35a", a lettered doublet), or a range of two
    /// ("1-2", "1–2", verses print joins). Anything else of those classes (a `span.verse`
    /// wrapping the verse's words) is read as the text it holds.
    func verseNumber(_ element: XMLElement) -> String? {
        guard Self.verseNumberElements.contains(element.name),
              classes(element).contains(where: { Self.verseNumberClasses.contains($0) }) else { return nil }
        let text = element.textContent.trimmingWhitespace()
        return Self.isVerseNumber(text) ? text : nil
    }

    static let verseNumberElements: Set<String> = ["sup", "span", "b", "strong", "small", "a"]

    /// "16", "35a", "1-2", "1–2".
    static func isVerseNumber(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "–", omittingEmptySubsequences: false) }
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            var scalars = Array(part.unicodeScalars)
            if let last = scalars.last, ("a"..."z").contains(last), scalars.count > 1 { scalars.removeLast() }
            return (1...3).contains(scalars.count) && scalars.allSatisfy { ("0"..."9").contains($0) }
        }
    }
}

extension InlineBuilder {
    /// A verse number as a word of its own: a space before it when it is glued to the words
    /// before (`winter,<sup class="versenum">23</sup>and`), a space after it, in the plain
    /// style of the language around it (no raised script, emphasis or link).
    mutating func appendVerseNumber(_ number: String, language: String?) {
        var style = InlineStyle()
        style.language = language
        if !isEmpty, case .text(let previous, let previousStyle)? = items.last,
           let last = previous.unicodeScalars.last, !WhiteSpace.isBlank(String(last)) {
            appendText(" ", style: previousStyle, preformatted: false)
        }
        appendText(number + " ", style: style, preformatted: false)
    }
}
