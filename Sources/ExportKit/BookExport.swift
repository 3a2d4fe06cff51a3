/// Exports one book to several formats: read once, render every format, write all files
/// atomically (all or nothing). `export` and every batch worker use it.
///
/// Writing goes a format at a time: each is rendered and written to its temporary before
/// the next is rendered, and formats that can stream (JSON, one-file SSML) write as they
/// render, so no more than one format's output is in memory at once.
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
    /// Told, after each format is rendered and written, how long that took (the book's
    /// reading not counted; work that formats share, one braille translation or one
    /// synthesis, counted for the first format that needs it).
    public var formatTimed: @Sendable (ExportFormat, Duration) -> Void = { _, _ in }

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
        let loaded = try load(path: path)
        var files: [OutputFile] = []
        try each(loaded, stem: stem) { exporter throws(ExportError) in
            files += try exporter.export()
        } files: { more throws(ExportError) in
            files += more
        }
        return (loaded.book, files)
    }

    /// Renders the book and writes its files as `directory/stem<suffix>.<ext>`.
    /// Returns the book, the paths written, and every warning (reading and exporting).
    @discardableResult
    public func write(path: String, stem: String, into directory: String)
        throws(ExportError) -> (book: Book, paths: [String], warnings: [ExportWarning]) {
        let loaded = try load(path: path)
        let book = loaded.book
        let created = try OutputWriter.createDirectory(directory)
        let folder = OutputFolder(directory: directory, stem: stem)
        var warnings: [ExportWarning] = []
        do throws(ExportError) {
            try each(loaded, stem: stem) { exporter throws(ExportError) in
                try folder.stream(fileExtension: exporter.fileExtension) { sink throws(ExportError) in
                    warnings += try exporter.stream(sink)
                }
            } files: { files throws(ExportError) in
                for file in files { try folder.add(file) }
                warnings += files.flatMap(\.warnings)
            }
            let paths = try folder.commit()
            return (book, paths, Self.warnings(book: book, warnings: warnings))
        } catch {
            // No partial output: neither the staged files nor a folder this run made for them.
            folder.discard()
            OutputWriter.removeEmptyFolders(created)
            throw error
        }
    }

    /// Renders the book's one output and writes it to `output` (all or nothing; a link is
    /// written through). Fails, writing nothing, when the formats give more than one file.
    /// Returns the book and every warning.
    @discardableResult
    public func write(path: String, to output: String) throws(ExportError) -> (book: Book, warnings: [ExportWarning]) {
        try refuseOneFile()
        let loaded = try load(path: path)
        let book = loaded.book
        let staged = StagedOutputs()
        var count = 0
        var warnings: [ExportWarning] = []
        func checkOne(_ more: Int) throws(ExportError) {
            count += more
            if count > 1 {
                throw ExportError.invalidSetting(InvalidSetting(.outputDirectory, value: "", requirement: .folderForFiles(count)))
            }
        }
        try each(loaded, stem: nil) { exporter throws(ExportError) in
            try checkOne(1)
            try staged.stream(path: output) { sink throws(ExportError) in
                warnings += try exporter.stream(sink)
            }
        } files: { files throws(ExportError) in
            try checkOne(files.count)
            for file in files { try staged.add(file.contents, path: output) }
            warnings += files.flatMap(\.warnings)
        }
        try staged.commit()
        return (book, Self.warnings(book: book, warnings: warnings))
    }

    /// Refuses, before the book is read, formats that cannot be one file (`-o FILE` or
    /// standard output): several formats, MP3, chunked SSML.
    public func refuseOneFile() throws(ExportError) {
        if formats.count > 1 {
            throw .invalidSetting(InvalidSetting(.outputDirectory, value: "", requirement: .folderForFormats(formats.count)))
        }
        if let format = formats.first(where: { $0.writesSeveralFiles(settings) }) {
            throw .invalidSetting(InvalidSetting(.outputDirectory, value: "", requirement: .folderForFormat(format.rawValue)))
        }
    }

    /// Refuses, before any book is read, a `--table` list liblouis cannot compile when a
    /// braille format is asked for: a batch would otherwise read and fail every book. The
    /// message names the list as given, not the project's layers before it.
    public func refuseUncompilableTables() throws(ExportError) {
        guard formats.contains(where: \.writesBraille), let explicit = settings.braille.tables, !explicit.isEmpty else { return }
        try Louis.checkTables(BrailleTables.tableList(explicit: explicit, language: nil))
    }

    /// Each format's work, the book, and for a narrated EPUB the source it copies.
    private struct Loaded {
        var works: [FormatWork]
        var book: Book
        var epubSource: NarratedEPUB.Source?
    }

    /// One format's file written as it is rendered: JSON from the book, a streaming
    /// renderer from its plan.
    struct Streamed {
        let fileExtension: String
        let body: (any OutputSink) throws(ExportError) -> [ExportWarning]

        init(fileExtension: String, body: @escaping (any OutputSink) throws(ExportError) -> [ExportWarning]) {
            self.fileExtension = fileExtension
            self.body = body
        }

        func stream(_ sink: any OutputSink) throws(ExportError) -> [ExportWarning] { try body(sink) }

        /// The file, gathered in memory.
        func export() throws(ExportError) -> [OutputFile] {
            let sink = MemorySink()
            let warnings = try stream(sink)
            return [OutputFile(fileExtension: fileExtension, contents: sink.bytes, warnings: warnings)]
        }
    }

    private func load(path: String) throws(ExportError) -> Loaded {
        var works: [FormatWork] = []
        for format in formats { works.append(try format.work(settings)) }
        // A book a narrated EPUB cannot be made from is refused before any speech is made.
        let epubSource = formats.contains(.narratedEPUB) ? try NarratedEPUB.source(path: path, limits: limits) : nil
        // Only the reader page shows images: the other formats never pay for reading them.
        let images = formats.contains(.html) ? settings.html.images : nil
        let loader = BookLoader(limits: limits, images: images)
        // The narrated EPUB's source has the book open already: the model is read from it.
        var book: Book
        if let opened = epubSource?.opened {
            book = try loader.load(opened)
        } else {
            book = try loader.load(path: path)
        }
        if let language = settings.reading.language { book.metadata.language = language }
        // What the book itself must give is asked before any format's work: an eBraille
        // without a copyright date would otherwise fail after the braille was made.
        for case .ebraille(let ebraille) in works {
            _ = try ebraille.copyrightDate(of: book.metadata)
        }
        return Loaded(works: works, book: book, epubSource: epubSource)
    }

    /// Gives each format to `stream` when it writes one file as it renders, else renders
    /// it and gives its files to `files`. What formats share is read from their
    /// ``FormatWork``: braille's paged formats one layout (and eBraille its translation),
    /// and the narrated EPUB, the MP3s and both DAISY talking books one synthesis.
    ///
    /// The reading plan is made once for each distinct ``PlanSettings`` (the formats'
    /// default note placements differ) and given to every format that reads it; a plan no
    /// later format reads is let go before the next format renders, and a format that
    /// renders in memory (braille, eBraille ...) lets it go (`consume`) before its files are
    /// written: a big book's plan and its largest output are never held at once (#24: a PEF
    /// of 1,000,000 paragraphs peaked 14% higher while the plan outlived the layout).
    private func each(_ loaded: Loaded, stem: String?,
                      stream: (Streamed) throws(ExportError) -> Void,
                      files: ([OutputFile]) throws(ExportError) -> Void) throws(ExportError) {
        let book = loaded.book
        var braillePages: BrailleDocument?
        // With eBraille and a paged braille format, one translation serves both (both
        // read the same plan: BANA's notes after the paragraph).
        let ebraille = loaded.works.lazy.compactMap { work -> EBrailleExporter? in
            if case .ebraille(let exporter) = work { return exporter }
            return nil
        }.first
        let paged = loaded.works.contains(where: \.isPaged)
        var sharedBraille: BrailleTranslation?
        func shared(_ plan: ReadingPlan) throws(ExportError) -> BrailleTranslation? {
            guard let ebraille, paged else { return nil }
            if sharedBraille == nil { sharedBraille = try ebraille.braille.makeTranslation(for: plan, shared: true) }
            return sharedBraille
        }
        var narration: Narration?
        var plans: [PlanSettings: ReadingPlan] = [:]
        /// The plan of the format at `index`, kept for a later format that reads an equal
        /// one; a paged braille format after the first reuses the pages, never the plan.
        func takePlan(_ index: Int, _ work: FormatWork, _ key: PlanSettings) -> ReadingPlan {
            let plan = plans[key] ?? ReadingPlan(book: book, settings: key)
            let pagedBefore = braillePages != nil || work.isPaged
            plans[key] = loaded.works[(index + 1)...].contains { later in
                later.planSettings == key && !(later.isPaged && pagedBefore)
            } ? plan : nil
            return plan
        }
        for (index, (format, work)) in zip(formats, loaded.works).enumerated() {
            let begun = ContinuousClock.now
            defer { formatTimed(format, ContinuousClock.now - begun) }
            switch work {
            case .model(let json):
                // The model reads the book, not a plan.
                try stream(Streamed(fileExtension: json.fileExtension) { sink throws(ExportError) in
                    try json.stream(book, to: sink)
                })
            case .spoken(var narrator, let output):
                let plan = takePlan(index, work, narrator.planSettings)
                if narration == nil {
                    if let narrationService { narrator.service = narrationService }
                    narrator.progress = narrationProgress
                    narration = try narrator.render(plan)
                }
                guard let narration else { continue }
                switch output {
                case .mp3:
                    try files(narrator.files(narration, stem: stem))
                case .daisy(let version):
                    try files([try DAISYExporter(version: version).export(plan: plan, narration: narration)])
                case .narratedEPUB:
                    if let epubSource = loaded.epubSource {
                        try files([try NarratedEPUB.make(source: epubSource, book: book, plan: plan, narration: narration).file])
                    }
                }
            case .pages(var braille):
                braille.translationService = brailleService
                // The proof shows the print text of each page: the pages it shares keep it.
                if formats.contains(.proof) { braille.keepsPrintText = true }
                let document: BrailleDocument
                if let braillePages {
                    document = braillePages
                } else {
                    let plan = takePlan(index, work, braille.planSettings)
                    let translation = try shared(plan)
                    document = try braille.render(consume plan, sharing: translation)
                }
                braillePages = document
                try files(braille.files(for: document))
            case .ebraille(let ebraille):
                let plan = takePlan(index, work, ebraille.planSettings)
                let translation = try shared(plan)
                try files(try ebraille.export(consume plan, sharing: translation))
            case .streamed(let streaming):
                let plan = takePlan(index, work, streaming.planSettings)
                try stream(Streamed(fileExtension: streaming.fileExtension) { sink throws(ExportError) in
                    try streaming.stream(plan, to: sink)
                })
            case .rendered(let exporter):
                try files(try exporter.export(takePlan(index, work, exporter.planSettings)))
            }
        }
    }

    /// The book's reading warnings, then the outputs' own (characters a braille table
    /// could not translate ...), once each: formats that share a translation report its
    /// warnings alike.
    static func warnings(book: Book, warnings: [ExportWarning]) -> [ExportWarning] {
        var seen: Set<ExportWarning> = []
        return (book.warnings.map(ExportWarning.reading) + warnings).filter { seen.insert($0).inserted }
    }

    /// ``warnings(book:warnings:)`` for files rendered in memory.
    package static func warnings(book: Book, files: [OutputFile]) -> [ExportWarning] {
        warnings(book: book, warnings: files.flatMap(\.warnings))
    }
}

// A program (or a test) that holds a book may render it directly: the umbrella plans it
// with the exporter's own plan settings. Renderers themselves never see a book.
extension Exporter {
    /// The plan this exporter renders for `book`.
    public func plan(_ book: Book) -> ReadingPlan {
        ReadingPlan(book: book, settings: planSettings)
    }

    /// Plans `book` and renders the plan.
    public func export(_ book: Book) throws(ExportError) -> [OutputFile] {
        try export(plan(book))
    }
}

extension StreamingExporter {
    /// Plans `book` and streams the plan's file to `sink`.
    public func stream(_ book: Book, to sink: any OutputSink) throws(ExportError) -> [ExportWarning] {
        try stream(plan(book), to: sink)
    }

    /// Plans `book`; the streamed file, gathered in memory.
    public func renderedInMemory(_ book: Book) throws(ExportError) -> [OutputFile] {
        try renderedInMemory(plan(book))
    }
}

extension BrailleExporter {
    /// Plans `book` and lays out its pages.
    public func render(_ book: Book) throws(ExportError) -> BrailleDocument {
        try render(plan(book))
    }
}

extension NarrationExporter {
    /// Plans `book` and speaks it.
    public func render(_ book: Book) throws(ExportError) -> Narration {
        try render(plan(book))
    }
}

extension SSMLExporter {
    /// Plans `book`; its speech, per content document.
    public func speechScript(_ book: Book) -> SpeechScript {
        speechScript(plan(book))
    }

    /// Plans `book`; the sentences this exporter marks.
    public func sentenceMap(_ book: Book) throws(ExportError) -> SentenceMap {
        try sentenceMap(plan(book))
    }
}
