import ReadingModel
/// Where the addresses of external links go in the text and Markdown exports (`--links`).
public enum LinkPlacement: String, Sendable, Hashable, CaseIterable, Codable {
    /// After the link text: `archive (https://example.org)`; Markdown `[archive](https://example.org)`.
    case inline
    /// As a numbered list at the end of the section: `archive [link 1]` ... `[link 1] https://example.org`;
    /// Markdown uses reference links `[archive][1]` ... `[1]: https://example.org`.
    case end
    /// Link text only.
    case none
}

/// Settings of the text and Markdown exports.
public struct TextSettings: Sendable, Hashable, Codable {
    /// Wrap running text at this many columns (East Asian wide characters count two);
    /// `nil` writes each paragraph on one line.
    public var width: Int?
    /// Where link addresses go; `nil` leaves it to the format: ``LinkPlacement/none`` for
    /// text, ``LinkPlacement/inline`` for Markdown.
    public var links: LinkPlacement?
    /// Write `--- page 12 ---` lines where print pages change.
    public var pageMarkers = false

    /// The narrowest `width` accepted: a line must hold a list marker and a word.
    public static let minimumWidth = 20

    public init(width: Int? = nil, links: LinkPlacement? = nil, pageMarkers: Bool = false) {
        self.width = width
        self.links = links
        self.pageMarkers = pageMarkers
    }
}
