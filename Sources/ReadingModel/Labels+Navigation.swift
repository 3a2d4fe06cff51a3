/// The headings of a navigation page (eBraille's entry page) beside the contents: the
/// list of print pages and the landmarks, in the labels' language.
extension Labels {
    /// The heading of the list of print pages.
    public var pageList: String { Self.navigation[language]?.pages ?? "Pages" }
    /// The heading of the list of landmarks (the contents, the start of the text).
    public var landmarks: String { Self.navigation[language]?.landmarks ?? "Landmarks" }

    private static let navigation: [String: (pages: String, landmarks: String)] = [
        "en": ("Pages", "Landmarks"),
        "fr": ("Pages", "Repères"),
        "de": ("Seiten", "Orientierungspunkte"),
        "es": ("Páginas", "Puntos de referencia"),
        "it": ("Pagine", "Punti di riferimento"),
        "nl": ("Pagina's", "Oriëntatiepunten"),
        "pt": ("Páginas", "Pontos de referência"),
        "sv": ("Sidor", "Landmärken"),
        "pl": ("Strony", "Punkty orientacyjne"),
        "ja": ("ページ", "ランドマーク"),
    ]
}
