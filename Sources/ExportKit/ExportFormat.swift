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
    /// A proof for the transcriber: one HTML page showing each braille page's lines beside
    /// their translation back to print (`docs/braille.md`, "Proof page").
    case proof
    /// eBraille 1.0: reflowable digital braille for refreshable displays, a zipped file
    /// set of Unicode braille XHTML (`docs/ebraille.md`).
    case ebrl
    /// The reader page: one self-contained accessible HTML file that reads itself aloud
    /// (`docs/html.md`).
    case html
    /// The book as an EPUB 3 with Media Overlays: spoken by eSpeak NG, synchronised by
    /// sentence (`docs/narration.md`).
    case narratedEPUB = "narrated-epub"
    /// One MP3 per chapter and `STEM.audio.json` with every sentence's time (`docs/narration.md`).
    case mp3
    /// A DAISY 2.02 talking book, full text and full audio, zipped (`docs/daisy.md`).
    case daisy202
    /// A DAISY 3 (ANSI/NISO Z39.86-2005) talking book, full text and full audio, zipped (`docs/daisy.md`).
    case daisy3

    /// Whether the format is spoken audio (made once for all audio formats).
    public var isNarration: Bool { [.narratedEPUB, .mp3, .daisy202, .daisy3].contains(self) }

    /// Whether the format is braille made through liblouis and the `--table` list.
    public var writesBraille: Bool { [.brf, .pef, .braille, .proof, .ebrl].contains(self) }

    /// Whether the format always writes several files with these settings, whatever the
    /// book: MP3 (a file per chapter and `STEM.audio.json`) and chunked SSML (the chunks
    /// and their manifest). Such a run cannot write one file or standard output, and is
    /// refused before the book is read.
    public func writesSeveralFiles(_ settings: ExportSettings) -> Bool {
        switch self {
        case .mp3: return true
        case .ssml: return settings.ssml.effectiveMaxChars != nil
        default: return false
        }
    }

    /// The renderer of the reading plan for this format with these settings; `nil` for
    /// JSON, whose output is the book's model itself (``JSONExporter`` reads the ``Book``).
    public func makeExporter(_ settings: ExportSettings) throws(ExportError) -> (any Exporter)? {
        try work(settings).exporter
    }

    /// Parses a comma list such as `text,ssml,brf`.
    package static func parseList(_ list: String) throws(ExportError) -> [ExportFormat] {
        var formats: [ExportFormat] = []
        for name in list.split(separator: ",") {
            let trimmed = String(name).trimmingWhitespace().lowercased()
            guard let format = ExportFormat(rawValue: trimmed) else {
                throw .invalidSetting(InvalidSetting(.formats, value: trimmed, requirement: .oneOf(allCases.map(\.rawValue))))
            }
            if !formats.contains(format) { formats.append(format) }
        }
        if formats.isEmpty { throw .invalidSetting(InvalidSetting(.formats, value: list, requirement: .notEmpty)) }
        return formats
    }
}

/// Every exporter's settings, as the CLI and the batch runner pass them on.
public struct ExportSettings: Sendable, Hashable, Codable {
    /// Overrides the book's language (`--lang`).
    public var language: String?
    /// Where note bodies go; `nil` leaves it to each format's default.
    public var notes: NotePlacement?
    /// The language of the words the tool writes itself (`--labels-lang`).
    public var labelsLanguage: String?
    public var text = TextSettings()
    public var ssml = SSMLSettings()
    public var braille = BrailleSettings()
    public var ebraille = EBrailleSettings()
    public var html = HTMLSettings()
    public var narration = NarrationSettings()

    public init() {}

    /// What every format reads the same way.
    public var reading: ReadingSettings {
        ReadingSettings(language: language, notes: notes, labelsLanguage: labelsLanguage)
    }
}

extension TextExporter {
    /// The text exporter with the common settings.
    public init(settings: ExportSettings) throws(ExportError) {
        try self.init(settings: settings.text, reading: settings.reading)
    }
}

extension MarkdownExporter {
    /// The Markdown exporter with the common settings.
    public init(settings: ExportSettings) throws(ExportError) {
        try self.init(settings: settings.text, reading: settings.reading)
    }
}
