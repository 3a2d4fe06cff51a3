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

    public func export(_ book: Book) throws(ExportError) -> [OutputFile] {
        var renderer = TextRenderer(book: book, dialect: .markdown, settings: settings, reading: reading)
        return [OutputFile(fileExtension: fileExtension, contents: Array(renderer.render().utf8))]
    }
}
