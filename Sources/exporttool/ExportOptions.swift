import ArgumentParser
import ExportKit

/// The options `export` and `batch` share: formats, language, notes, each format's own
/// options and the reading limits.
struct ExportOptions: ParsableArguments {
    @Option(name: .customLong("to"), help: "Comma list of formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var formats: String

    @Option(help: "Language to use instead of the book's (BCP 47, e.g. en-GB).")
    var lang: String?

    @Option(name: .customLong("labels-lang"),
            help: "Language of the words the tool writes itself (Image, Note, Page, Contents ...); default: the book's and each passage's language, English where it has no table.")
    var labelsLanguage: String?

    @Option(help: "Where note bodies go: \(NotePlacement.allCases.map(\.rawValue).joined(separator: ", ")) (default depends on the format).")
    var notes: NotePlacement?

    @OptionGroup(title: "Text, Markdown and the reader page") var textOptions: TextOptions
    @OptionGroup(title: "SSML") var ssmlOptions: SSMLOptions
    @OptionGroup(title: "Braille") var brailleOptions: BrailleOptions
    @OptionGroup(title: "Narration (narrated-epub, mp3, daisy202, daisy3)") var narrationOptions: NarrationOptions
    @OptionGroup(title: "Reading limits") var reading: ReadingOptions

    /// The library's settings for these options.
    var settings: ExportSettings {
        var settings = ExportSettings()
        // Canonical BCP 47 (`en_US` -> `en-US`): the tag reaches xml:lang and lang attributes.
        settings.language = lang.flatMap(LanguageTag.normalized)
        settings.notes = notes
        settings.labelsLanguage = labelsLanguage.flatMap(LanguageTag.normalized)
        textOptions.apply(to: &settings)
        ssmlOptions.apply(to: &settings)
        brailleOptions.apply(to: &settings)
        narrationOptions.apply(to: &settings.narration)
        settings.narration.voice = ssmlOptions.voice
        return settings
    }

    func validate() throws {
        for (name, value) in [("--lang", lang), ("--labels-lang", labelsLanguage)] {
            if let value, LanguageTag.normalized(value) == nil {
                throw ValidationError("\(name) '\(value)' is not a BCP 47 language tag (e.g. en, fr-CA)")
            }
        }
    }

    func bookExport() throws(ExportError) -> BookExport {
        var settings = self.settings
        try NamedFiles.checkTables(settings.braille.tables ?? [])
        for path in ssmlOptions.lexiconFiles { settings.ssml.lexicons.append(try LexiconReader.load(path: path)) }
        if let path = textOptions.readerFont {
            let bytes = try RegularFile.read(path, displayPath: path, limit: ReaderFont.maximumBytes)
            guard let font = ReaderFont(bytes: bytes) else {
                throw .invalidSetting(InvalidSetting(.readerFont, value: path, requirement: .fontFile(maximumBytes: ReaderFont.maximumBytes)))
            }
            settings.html.readerFont = font
        }
        let export = BookExport(formats: try ExportFormat.parseList(formats), settings: settings, limits: reading.limits)
        try export.refuseUncompilableTables()
        return export
    }
}

extension NotePlacement: ExpressibleByArgument {}
