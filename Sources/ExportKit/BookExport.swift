/// Exports one book to several formats: read once, render every format, write all files
/// atomically (all or nothing). `export` and every batch worker use it.
///
/// Writing goes a format at a time: each is rendered and written to its temporary before
/// the next is rendered, and formats that can stream (JSON, text, Markdown, one-file SSML)
/// write as they render, so no more than one format's output is in memory at once.
public struct BookExport: Sendable {
    public var formats: [ExportFormat]
    public var settings: ExportSettings
    public var limits: ReadingLimits
    /// Where braille translation may run in parallel (``BrailleWorkerPool``); `nil` keeps
    /// it in this process.
    public var brailleService: (any BrailleTranslationService)?

    public init(formats: [ExportFormat], settings: ExportSettings, limits: ReadingLimits) {
        self.formats = formats
        self.settings = settings
        self.limits = limits
    }

    /// Reads the book and renders every format, writing nothing.
    public func render(path: String) throws(ExportError) -> (book: Book, files: [OutputFile]) {
        let (exporters, book) = try load(path: path)
        var files: [OutputFile] = []
        // BRF, PEF and Unicode braille are the same pages: translate and lay out once.
        var braillePages: BrailleDocument?
        for exporter in exporters {
            if var braille = exporter as? BrailleExporter {
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
        let (exporters, book) = try load(path: path)
        try OutputWriter.createDirectory(directory)
        let folder = OutputFolder(directory: directory, stem: stem)
        var warnings: [String] = []
        try each(exporters, book) { exporter throws(ExportError) in
            try folder.stream(fileExtension: exporter.fileExtension) { sink throws(ExportError) in
                warnings += try exporter.stream(book, to: sink)
            }
        } files: { files throws(ExportError) in
            for file in files { try folder.add(file) }
            warnings += files.flatMap(\.warnings)
        }
        let paths = try folder.commit()
        return (book, paths, Self.warnings(book: book, warnings: warnings))
    }

    /// Renders the book's one output and writes it to `output` (all or nothing; a link is
    /// written through). Fails, writing nothing, when the formats give more than one file.
    /// Returns the book and every warning.
    @discardableResult
    public func write(path: String, to output: String) throws(ExportError) -> (book: Book, warnings: [String]) {
        let (exporters, book) = try load(path: path)
        let staged = StagedOutputs()
        var count = 0
        var warnings: [String] = []
        func checkOne(_ more: Int) throws(ExportError) {
            count += more
            if count > 1 {
                throw ExportError.invalidSetting(InvalidSetting(.outputDirectory, value: "", requirement: .folderForFiles(count)))
            }
        }
        try each(exporters, book) { exporter throws(ExportError) in
            try checkOne(1)
            try staged.stream(path: output) { sink throws(ExportError) in
                warnings += try exporter.stream(book, to: sink)
            }
        } files: { files throws(ExportError) in
            try checkOne(files.count)
            for file in files { try staged.add(file.contents, path: output) }
            warnings += files.flatMap(\.warnings)
        }
        try staged.commit()
        return (book, Self.warnings(book: book, warnings: warnings))
    }

    private func load(path: String) throws(ExportError) -> (exporters: [any Exporter], book: Book) {
        var exporters: [any Exporter] = []
        for format in formats { exporters.append(try format.makeExporter(settings)) }
        // Only the reader page shows images: the other formats never pay for reading them.
        let images = formats.contains(.html) ? settings.html.images : nil
        var book = try BookLoader(limits: limits, images: images).load(path: path)
        if let language = settings.language { book.metadata.language = language }
        return (exporters, book)
    }

    /// Gives each format to `stream` when it writes one file as it renders, else renders
    /// it and gives its files to `files`; braille's three formats share one translation.
    private func each(_ exporters: [any Exporter], _ book: Book,
                      stream: (any StreamingExporter) throws(ExportError) -> Void,
                      files: ([OutputFile]) throws(ExportError) -> Void) throws(ExportError) {
        var braillePages: BrailleDocument?
        for exporter in exporters {
            if var braille = exporter as? BrailleExporter {
                braille.translationService = brailleService
                let document: BrailleDocument
                if let braillePages { document = braillePages } else { document = try braille.render(book) }
                braillePages = document
                try files(braille.files(for: document))
            } else if let streaming = exporter as? any StreamingExporter, streaming.streamsOneFile {
                try stream(streaming)
            } else {
                try files(try exporter.export(book))
            }
        }
    }

    /// The book's reading warnings, then the outputs' own, once each.
    static func warnings(book: Book, warnings: [String]) -> [String] {
        var seen: Set<String> = []
        return (book.warnings.map(\.description) + warnings).filter { seen.insert($0).inserted }
    }

    /// The book's reading warnings, then each output's own (characters a braille table
    /// could not translate ...), once each.
    public static func warnings(book: Book, files: [OutputFile]) -> [String] {
        var seen: Set<String> = []
        return (book.warnings.map(\.description) + files.flatMap(\.warnings)).filter { seen.insert($0).inserted }
    }
}
