/// The words of a braille title page (BANA Braille Formats 2016 §2.3) that name who made the
/// book and its transcription, in the labels' language; English for a language without them.
extension Labels {
    /// The contributor roles a title page names after the authors, in its order (MARC relator
    /// codes, as EPUB 3's `role` refinement and EPUB 2's `opf:role` give them).
    public static let titlePageRoles = ["trl", "edt", "ill"]

    /// "Translated by {n}" for `trl`, "Edited by {n}" for `edt`, "Illustrated by {n}" for `ill`;
    /// `nil` for another role.
    public func contributorLine(role: String) -> String? {
        guard let index = Self.titlePageRoles.firstIndex(of: role) else { return nil }
        return (Self.contributorWords[language] ?? Self.englishContributorWords)[index]
    }

    /// "Transcribed by {n}" for the producer of the transcription (`--producer`, by default
    /// exporttool).
    public func transcribed(by producer: String) -> String {
        Self.fill(Self.transcribedByWords[language] ?? "Transcribed by {n}", producer)
    }

    private static let englishContributorWords = ["Translated by {n}", "Edited by {n}", "Illustrated by {n}"]

    private static let contributorWords: [String: [String]] = [
        "en": englishContributorWords,
        "fr": ["Traduit par {n}", "Édité par {n}", "Illustré par {n}"],
        "de": ["Übersetzt von {n}", "Herausgegeben von {n}", "Illustriert von {n}"],
        "es": ["Traducido por {n}", "Edición de {n}", "Ilustrado por {n}"],
        "it": ["Tradotto da {n}", "A cura di {n}", "Illustrato da {n}"],
        "nl": ["Vertaald door {n}", "Bezorgd door {n}", "Geïllustreerd door {n}"],
        "pt": ["Traduzido por {n}", "Edição de {n}", "Ilustrado por {n}"],
        "sv": ["Översatt av {n}", "Redigerad av {n}", "Illustrerad av {n}"],
        "pl": ["Przekład: {n}", "Redakcja: {n}", "Ilustracje: {n}"],
        "ja": ["{n}訳", "{n}編", "{n}絵"],
    ]

    private static let transcribedByWords: [String: String] = [
        "en": "Transcribed by {n}", "fr": "Transcrit par {n}", "de": "Übertragen von {n}",
        "es": "Transcrito por {n}", "it": "Trascritto da {n}", "nl": "Getranscribeerd door {n}",
        "pt": "Transcrito por {n}", "sv": "Överförd av {n}", "pl": "Transkrypcja: {n}", "ja": "{n}による点訳",
    ]
}
