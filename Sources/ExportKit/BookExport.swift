/// Exports one book to several formats: read once, render every format in memory, then
/// write all files atomically (all or nothing). `export` and every batch worker use it.
public struct BookExport: Sendable {
    public var formats: [ExportFormat]
    public var settings: ExportSettings
    public var limits: ReadingLimits
    /// Where braille translation may run in parallel (``BrailleWorkerPool``); `nil` keeps
    /// it in this process.
    public var brailleService: (any BrailleTranslationService)?
    /// Where narration is spoken (``NarrationWorkerPool``); `nil` speaks in this process.
    public var narrationService: (any NarrationService)?
    /// Called after each narrated chapter.
    public var narrationProgress: @Sendable (NarrationProgress) -> Void = { _ in }

    public init(formats: [ExportFormat], settings: ExportSettings, limits: ReadingLimits) {
        self.formats = formats
        self.settings = settings
        self.limits = limits
    }

    /// Reads the book and renders every format, writing nothing.
    public func render(path: String) throws(ExportError) -> (book: Book, files: [OutputFile]) {
        try render(path: path, stem: nil)
    }

    /// Renders; `stem` names the audio files in `STEM.audio.json`.
    func render(path: String, stem: String?) throws(ExportError) -> (book: Book, files: [OutputFile]) {
        var exporters: [any Exporter] = []
        for format in formats { exporters.append(try format.makeExporter(settings)) }
        // A narrated EPUB is made from an EPUB 3 book: refused before any speech is made.
        let epubSource = formats.contains(.narratedEPUB) ? try NarratedEPUB.source(path: path, limits: limits) : nil
        var book = try BookLoader(limits: limits).load(path: path)
        if let language = settings.language { book.metadata.language = language }
        var files: [OutputFile] = []
        // BRF, PEF and Unicode braille are the same pages: translate and lay out once.
        var braillePages: BrailleDocument?
        // The EPUB's and the MP3 export's audio: spoken and encoded once.
        var narration: Narration?
        for (format, exporter) in zip(formats, exporters) {
            if format.isNarration, var narrator = exporter as? NarrationExporter {
                if narration == nil {
                    if let narrationService { narrator.service = narrationService }
                    narrator.progress = narrationProgress
                    narration = try narrator.render(book)
                }
                if let narration {
                    if format == .mp3 {
                        files += narrator.files(narration, stem: stem)
                    } else if let epubSource {
                        files.append(try NarratedEPUB.make(source: epubSource, book: book, narration: narration).file)
                    }
                }
            } else if var braille = exporter as? BrailleExporter {
                braille.translationService = brailleService
                let document: BrailleDocument
                if let braillePages { document = braillePages } else { document = try braille.render(book) }
                braillePages = document
                files += braille.files(for: document)
            } else {
                files += try exporter.export(book)
            }
        }
        return (book, files)
    }

    /// Renders the book and writes its files as `directory/stem<suffix>.<ext>`.
    /// Returns the book, the paths written, and every warning (reading and exporting).
    @discardableResult
    public func write(path: String, stem: String, into directory: String)
        throws(ExportError) -> (book: Book, paths: [String], warnings: [String]) {
        let (book, files) = try render(path: path, stem: stem)
        try OutputWriter.createDirectory(directory)
        let paths = try OutputWriter.write(files, stem: stem, into: directory)
        return (book, paths, Self.warnings(book: book, files: files))
    }

    /// The book's reading warnings, then each output's own (characters a braille table
    /// could not translate ...), once each.
    public static func warnings(book: Book, files: [OutputFile]) -> [String] {
        var seen: Set<String> = []
        return (book.warnings.map(\.description) + files.flatMap(\.warnings)).filter { seen.insert($0).inserted }
    }
}
