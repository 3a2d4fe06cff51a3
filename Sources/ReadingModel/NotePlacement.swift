/// Where note bodies go relative to the running text (`--notes`).
public enum NotePlacement: String, Sendable, Hashable, CaseIterable, Codable {
    case afterParagraph = "after-paragraph"
    /// After the last block of the print page the note is referenced on, before the next
    /// print page break (at the end of the section when none follows): "At the end of the
    /// print page, separated from text by a separation line" (BANA Braille Formats 2016
    /// §16.1a). A page break inside a paragraph places the notes after that paragraph; the
    /// notes of a table follow the table (§16.1b).
    case endOfPage = "end-of-page"
    case endOfSection = "end-of-section"
    case endOfBook = "end-of-book"
    case skip
}

/// What every format reads the same way: the settings of the reading plan.
public struct ReadingSettings: Sendable, Hashable, Codable {
    /// Overrides the book's language (`--lang`): block languages that came with the
    /// book are then not trusted.
    public var language: String?
    /// Where note bodies go; `nil` leaves it to each format's default.
    public var notes: NotePlacement?
    /// The language of the words the tool writes itself (`--labels-lang`); `nil` follows
    /// the book and each block's language.
    public var labelsLanguage: String?

    /// A language given as `en_US` or `EN-us` is kept in canonical BCP 47 form (`en-US`,
    /// ``LanguageTag/normalized(_:)``), as the command line and the reader keep theirs.
    public init(language: String? = nil, notes: NotePlacement? = nil, labelsLanguage: String? = nil) {
        self.language = language.map { LanguageTag.normalized($0) ?? $0 }
        self.notes = notes
        self.labelsLanguage = labelsLanguage
    }
}
