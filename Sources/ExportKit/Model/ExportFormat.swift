/// The output formats of `exporttool export --to`.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// The whole reading-order model (`docs/json.md`).
    case json
    /// Simplified reading text (`docs/text.md`).
    case text
    /// The reading text as CommonMark with footnotes (`docs/text.md`).
    case markdown
    /// Speech for text-to-speech engines (`docs/ssml.md`).
    case ssml
    /// North American ASCII braille, laid out on pages (`docs/braille.md`).
    case brf
    /// Portable Embosser Format: the same pages as BRF, as PEF 1.0 XML.
    case pef
    /// The same pages in Unicode braille text, for displays and previews.
    case braille

    /// The exporter for this format with these settings.
    public func makeExporter(_ settings: ExportSettings) throws(ExportError) -> any Exporter {
        switch self {
        case .json: return JSONExporter()
        case .text: return try TextExporter(settings: settings)
        case .markdown: return try MarkdownExporter(settings: settings)
        case .ssml: return SSMLExporter(settings)
        case .brf: return BrailleExporter(output: .brf, settings: settings.braille, language: settings.language, notes: settings.notes)
        case .pef: return BrailleExporter(output: .pef, settings: settings.braille, language: settings.language, notes: settings.notes)
        case .braille: return BrailleExporter(output: .unicode, settings: settings.braille, language: settings.language, notes: settings.notes)
        }
    }

    /// Parses a comma list such as `text,ssml,brf`.
    public static func parseList(_ list: String) throws(ExportError) -> [ExportFormat] {
        var formats: [ExportFormat] = []
        for name in list.split(separator: ",") {
            let trimmed = String(name).trimmingWhitespace().lowercased()
            guard let format = ExportFormat(rawValue: trimmed) else {
                let known = allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidOption("unknown format '\(trimmed)' for --to (known: \(known))")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        if formats.isEmpty { throw .invalidOption("--to needs at least one format") }
        return formats
    }
}

/// Where note bodies go relative to the running text (`--notes`).
public enum NotePlacement: String, Sendable, Hashable, CaseIterable {
    case afterParagraph = "after-paragraph"
    case endOfSection = "end-of-section"
    case endOfBook = "end-of-book"
    case skip
}

/// Every exporter's settings, as the CLI and the batch runner pass them on.
public struct ExportSettings: Sendable, Hashable {
    /// Overrides the book's language (`--lang`).
    public var language: String?
    /// Where note bodies go; `nil` leaves it to each format's default.
    public var notes: NotePlacement?
    public var text = TextSettings()
    public var ssml = SSMLSettings()
    public var braille = BrailleSettings()

    public init() {}
}
