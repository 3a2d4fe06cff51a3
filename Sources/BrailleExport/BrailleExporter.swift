import ReadingModel
/// Contracted braille through liblouis: a title page, an optional contents page and the
/// book's text laid out on pages, written as BRF, PEF or Unicode braille.
public struct BrailleExporter: Exporter {
    /// The file format the pages are written in.
    public enum Output: Sendable, Hashable {
        /// North American ASCII braille (`en-us-brf.dis`), one file per volume.
        case brf
        /// PEF 1.0, all volumes in one file.
        case pef
        /// Unicode braille text, one file per volume.
        case unicode
    }

    public let output: Output
    public let settings: BrailleSettings
    /// What is read: `--lang` (which also chooses the default table), `--notes` (BANA's
    /// default is after the paragraph) and `--labels-lang`.
    public let reading: ReadingSettings
    /// Where the body's translation may run in parallel (worker processes); `nil`
    /// translates everything in this process. The output is the same.
    public var translationService: (any BrailleTranslationService)?

    public init(output: Output, settings: BrailleSettings = BrailleSettings(),
                reading: ReadingSettings = ReadingSettings()) {
        self.output = output
        self.settings = settings
        self.reading = reading
    }

    public init(output: Output, settings: BrailleSettings = BrailleSettings(), language: String? = nil,
                notes: NotePlacement? = nil) {
        self.init(output: output, settings: settings, reading: ReadingSettings(language: language, notes: notes))
    }

    /// Overrides the book's language when choosing the default table (`--lang`).
    public var language: String? { reading.language }

    public var fileExtension: String {
        switch output {
        case .brf: return "brf"
        case .pef: return "pef"
        case .unicode: return "braille.txt"
        }
    }

    public func export(_ book: Book) throws(ExportError) -> [OutputFile] {
        files(for: try render(book))
    }

    /// Translates and lays out the book: the pages every braille format writes.
    public func render(_ book: Book) throws(ExportError) -> BrailleDocument {
        try settings.validate()
        let choice = try BrailleTables.choose(explicit: settings.tables, language: language ?? book.metadata.language)
        let tables = choice.tables
        let translator = try BrailleTranslator(tables: tables)
        var numbers: [String: Cells] = [:]
        func number(_ label: String) -> Cells? {
            if let cached = numbers[label] { return cached }
            let cells = (try? translator.translate(label)) ?? []
            numbers[label] = cells
            return cells
        }

        // The body first: the contents page needs its page numbers.
        let bodyLayout = BrailleLayout(cells: settings.cells, lines: settings.lines) { page in
            settings.pageNumbers ? number(String(page)) : nil
        }
        // BANA places notes after the paragraph that refers to them.
        let plan = ReadingPlan(book: book, settings: reading, defaultNotes: .afterParagraph)
        try startTranslation(plan: plan, translator: translator)
        // On an error the session's workers are stopped, never left running.
        defer { translator.cancelSession() }
        var transcriber = BrailleTranscriber(plan: plan, settings: settings, translator: translator,
                                             layout: bodyLayout)
        try transcriber.transcribe()
        try translator.finishSession()
        let body = transcriber.layout.finish()

        var contents: [BraillePage] = []
        if settings.tableOfContents {
            var layout = BrailleLayout(cells: settings.cells, lines: settings.lines) { page in
                settings.pageNumbers ? number("p" + String(page)) : nil
            }
            layout.addCentred(try translator.translate(plan.labels.contents))
            layout.blankLine()
            // Print page numbers where the book has them (BANA §2), else braille pages.
            let citesPrint = settings.contentsCitesPrintPages && transcriber.headings.contains { $0.printPage != nil }
            var headings = transcriber.headings
            // A heading before the book's first print page break is on that print page.
            var following: Cells?
            for index in headings.indices.reversed() {
                if let page = headings[index].printPage { following = page } else { headings[index].printPage = following }
            }
            for heading in headings where heading.level <= 2 {
                let indent = heading.level <= 1 ? 0 : 2
                let page = citesPrint ? heading.printPage ?? [] : number(String(heading.page)) ?? []
                layout.addContentsEntry(heading.text, page: page,
                                        first: indent, runover: indent + 2)
            }
            contents = layout.finish()
        }

        let parts = Self.volumes(body, pagesPerVolume: settings.volumePages)
        var volumes: [BrailleVolume] = []
        for (index, part) in parts.enumerated() {
            var pages: [BraillePage] = []
            if settings.titlePage {
                pages += try titlePage(book, labels: plan.labels, tables: tables, translator: translator,
                                       volume: parts.count > 1 ? (index + 1, parts.count) : nil)
            }
            if index == 0 { pages += contents }
            pages += part
            volumes.append(BrailleVolume(pages: pages))
        }
        return BrailleDocument(title: book.metadata.title ?? plan.labels.untitled,
                               identifier: book.metadata.identifier ?? "exporttool:" + (book.metadata.title ?? "book"),
                               language: language ?? book.metadata.language,
                               cells: settings.cells, lines: settings.lines, duplex: settings.duplex,
                               volumes: volumes, warnings: choice.warnings + translator.warnings)
    }

    /// Splits body pages into volumes of at most `pagesPerVolume` pages, ending a volume
    /// before a page that starts a chapter when one falls in the second half of the volume.
    static func volumes(_ pages: [BraillePage], pagesPerVolume: Int?) -> [[BraillePage]] {
        guard let size = pagesPerVolume, pages.count > size else { return [pages] }
        var result: [[BraillePage]] = []
        var start = 0
        while start < pages.count {
            var end = min(start + size, pages.count)
            if end < pages.count,
               let chapter = (start + max(size / 2, 1) ... end).last(where: { $0 < pages.count && pages[$0].startsChapter }),
               chapter > start {
                end = chapter
            }
            result.append(Array(pages[start..<end]))
            start = end
        }
        return result
    }

    /// The title page: title, authors, the transcriber, the braille code and the volume.
    private func titlePage(_ book: Book, labels: Labels, tables: [String], translator: BrailleTranslator,
                           volume: (Int, Int)?) throws(ExportError) -> [BraillePage] {
        var layout = BrailleLayout(cells: settings.cells, lines: settings.lines) { _ in nil }
        layout.blankLine()
        layout.addCentred(try translator.translate(book.metadata.title ?? labels.untitled))
        if !book.metadata.creators.isEmpty {
            layout.blankLine()
            layout.addCentred(try translator.translate(book.metadata.creators.joined(separator: ", ")))
        }
        for line in ["", labels.transcribedBy, Self.codeName(tables)] {
            if line.isEmpty { layout.blankLine(); continue }
            layout.blankLine()
            layout.addCentred(try translator.translate(line))
        }
        if let (number, count) = volume {
            layout.blankLine()
            layout.addCentred(try translator.translate(labels.volume(number, of: count)))
        }
        return layout.finish()
    }

    /// A reader's name for the braille code of a table list: the English codes by name, any
    /// other by its table's file name (no English words on a book in another language).
    static func codeName(_ tables: [String]) -> String {
        let main = tables.last ?? ""
        switch main {
        case "en-ueb-g2.ctb": return "Unified English Braille, grade 2"
        case "en-ueb-g1.ctb": return "Unified English Braille, grade 1"
        case "en-us-g2.ctb": return "English Braille American Edition, grade 2"
        default: return main
        }
    }
}
