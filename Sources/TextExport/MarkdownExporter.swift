import ReadingModel
/// The reading text as CommonMark (`--to markdown`): `#` headings, lists, `>` quotes,
/// fenced code, `[text](url)` links, `![alt](href)` images and `[^n]` footnotes.
///
/// Footnotes are the one extension used (pandoc's `commonmark_x`, GitHub and most
/// renderers read them); everything else is plain CommonMark.
public struct MarkdownExporter: Exporter {
    public let settings: TextSettings
    public let reading: ReadingSettings

    /// Fails when ``TextSettings/width`` is narrower than ``TextSettings/minimumWidth``.
    public init(settings: TextSettings = TextSettings(), reading: ReadingSettings = ReadingSettings()) throws(ExportError) {
        try settings.validate()
        self.settings = settings
        self.reading = reading
    }

    public var fileExtension: String { "md" }

    /// Notes at the end of each section unless `--notes` says otherwise.
    public var planSettings: PlanSettings { PlanSettings(reading: reading, defaultNotes: .endOfSection) }

    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        var renderer = TextRenderer(plan: plan, dialect: .markdown, settings: settings)
        return [OutputFile(fileExtension: fileExtension, contents: Array(renderer.render().utf8))]
    }
}
