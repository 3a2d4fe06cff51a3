import ReadingModel
/// Plain reading text (`--to text`): the book's words in reading order with its structure
/// kept and its layout noise gone, as a simplified reader view shows them.
///
/// The rules are in `docs/text.md`; ``MarkdownExporter`` writes the same content as CommonMark.
public struct TextExporter: Exporter {
    public let settings: TextSettings
    public let reading: ReadingSettings

    /// Fails when ``TextSettings/width`` is narrower than ``TextSettings/minimumWidth``.
    public init(settings: TextSettings = TextSettings(), reading: ReadingSettings = ReadingSettings()) throws(ExportError) {
        try settings.validate()
        self.settings = settings
        self.reading = reading
    }

    public var fileExtension: String { "txt" }

    /// Notes at the end of each section unless `--notes` says otherwise.
    public var planSettings: PlanSettings { PlanSettings(reading: reading, defaultNotes: .endOfSection) }

    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        var renderer = TextRenderer(plan: plan, dialect: .plain, settings: settings)
        return [OutputFile(fileExtension: fileExtension, contents: Array(renderer.render().utf8))]
    }
}

extension TextSettings {
    /// Checks the settings an API caller or the CLI gave.
    public func validate() throws(ExportError) {
        if let width, width < Self.minimumWidth {
            throw .invalidSetting(InvalidSetting(.width, value: String(width), requirement: .atLeast(Self.minimumWidth)))
        }
    }
}
