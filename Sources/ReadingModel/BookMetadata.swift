/// Package metadata.
public struct Metadata: Sendable, Hashable {
    public var title: String?
    /// The title refined as `subtitle` (EPUB 3 `title-type`).
    public var subtitle: String?
    /// The title refined as `edition` (EPUB 3 `title-type`).
    public var edition: String?
    public var creators: [String] = []
    /// Every `dc:creator` and `dc:contributor` with the MARC relator role the package gives it
    /// (EPUB 3 `role` refinement, EPUB 2 `opf:role`), in the package's order.
    public var contributors: [Contributor] = []
    /// BCP 47 language of the book (`dc:language`, else the content's `xml:lang`).
    public var language: String?
    public var identifier: String?
    /// `dcterms:modified`.
    public var modified: String?
    public var publisher: String?
    /// `dc:date`: the publication date as the book gives it.
    public var date: String?
    /// `dc:rights`: the copyright statement.
    public var rights: String?
    /// 2.0 or 3.0 (the package `version`), `nil` for a single HTML file.
    public var epubVersion: String?
    /// `schema:` accessibility properties (`accessMode`, `accessibilityFeature` ...),
    /// without the prefix, each with all its values in order.
    public var accessibility: [String: [String]] = [:]
    /// The format the book was read from (``InputFormat/name``, or `NIMAS 1.1` when a
    /// fileset declares it); `nil` when the reader did not say.
    public var inputFormat: String?
    /// Metadata the source gives that has no field here, by its name in the source
    /// (`dc:Format`, `dc:Subject`, `nimas-SourceEdition`, `nimas-SourceDate` ...), each with
    /// its values in order.
    public var otherMetadata: [String: [String]] = [:]

    public init(title: String? = nil, creators: [String] = [], language: String? = nil) {
        self.title = title
        self.creators = creators
        self.language = language
    }

    /// The names of the creators that are authors: those with the role `aut` or no role;
    /// every creator when none is.
    public var authors: [String] {
        let creatorNames = Set(creators)
        let named = contributors.filter { creatorNames.contains($0.name) && ($0.role == nil || $0.role == "aut") }.map(\.name)
        return named.isEmpty ? creators : named
    }

    /// `schema:accessibilitySummary`.
    public var accessibilitySummary: String? { accessibility["accessibilitySummary"]?.first }
}

/// One spine document.
public struct ContentDocument: Sendable, Hashable {
    /// Book-relative path.
    public var href: String
    public var mediaType: String
    /// `false` for `linear="no"` spine items.
    public var linear: Bool
    /// `true` for the EPUB 3 navigation document when the spine lists it: its blocks are
    /// in the model, but text exports do not repeat it.
    public var isNavigation: Bool
    /// Document title (`<title>`), when given.
    public var title: String?

    public init(href: String, mediaType: String, linear: Bool = true, isNavigation: Bool = false,
                title: String? = nil) {
        self.href = href
        self.mediaType = mediaType
        self.linear = linear
        self.isNavigation = isNavigation
        self.title = title
    }
}

/// The book's own navigation: EPUB 3 nav document, or the EPUB 2 NCX.
public struct Navigation: Sendable, Hashable {
    public var toc: [NavigationEntry] = []
    public var pageList: [NavigationEntry] = []
    public var landmarks: [NavigationEntry] = []
    public init() {}
}

/// One entry of a navigation list.
public struct NavigationEntry: Sendable, Hashable {
    public var label: String
    /// Resolved book-relative href, `nil` for a heading-only entry.
    public var href: String?
    /// The block the entry points at, when it could be resolved.
    public var blockID: String?
    /// `epub:type` of a landmark (`bodymatter`, `toc` ...).
    public var type: String?
    public var children: [NavigationEntry] = []

    public init(label: String, href: String?, blockID: String? = nil, type: String? = nil,
                children: [NavigationEntry] = []) {
        self.label = label
        self.href = href
        self.blockID = blockID
        self.type = type
        self.children = children
    }
}

/// A W3C Pronunciation Lexicon (PLS) linked from the book.
public struct Lexicon: Sendable, Hashable, Codable {
    public var href: String
    public var language: String?
    public var alphabet: String?
    public var lexemes: [Lexeme]

    public init(href: String, language: String?, alphabet: String?, lexemes: [Lexeme]) {
        self.href = href
        self.language = language
        self.alphabet = alphabet
        self.lexemes = lexemes
    }
}

/// One lexicon entry: the spellings it matches and how to say them.
public struct Lexeme: Sendable, Hashable, Codable {
    public var graphemes: [String]
    /// Phonemes in the lexicon's (or the entry's) alphabet; the first is preferred.
    public var phonemes: [String]
    /// Text to speak instead (`<alias>`).
    public var aliases: [String]
    public var alphabet: String?

    public init(graphemes: [String], phonemes: [String], aliases: [String], alphabet: String?) {
        self.graphemes = graphemes
        self.phonemes = phonemes
        self.aliases = aliases
        self.alphabet = alphabet
    }
}

/// A person or body the package names as having made the book.
public struct Contributor: Sendable, Hashable {
    public var name: String
    /// The MARC relator code (`aut`, `trl`, `edt`, `ill` ...), lower-cased; `nil` when none is given.
    public var role: String?
    public init(name: String, role: String?) {
        self.name = name
        self.role = role
    }
}
