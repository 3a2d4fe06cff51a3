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
        /// The proof for a transcriber: one HTML page showing every braille page's rows
        /// beside their back-translation to print (``ProofPage``).
        case proof
    }

    public let output: Output
    public let settings: BrailleSettings
    /// What is read: `--lang` (which also chooses the default table), `--notes` (BANA's
    /// default is after the paragraph) and `--labels-lang`.
    public let reading: ReadingSettings
    /// Where the body's translation may run in parallel (worker processes); `nil`
    /// translates everything in this process. The output is the same.
    public var translationService: (any BrailleTranslationService)?
    /// Whether each page keeps the print text of the blocks it came from, which the proof
    /// shows; on for the proof, and for any braille format whose pages the proof shares.
    public var keepsPrintText: Bool

    public init(output: Output, settings: BrailleSettings = BrailleSettings(),
                reading: ReadingSettings = ReadingSettings()) {
        self.output = output
        self.settings = settings
        self.reading = reading
        keepsPrintText = output == .proof
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
        case .proof: return "proof.html"
        }
    }

    /// Notes after the paragraph that refers to them (BANA's default) unless `--notes` says otherwise.
    /// Notes at the end of the print page they are referenced on (Braille Formats 2016 §16.1a).
    public var planSettings: PlanSettings { PlanSettings(reading: reading, defaultNotes: .endOfPage) }

    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        files(for: try render(plan))
    }

    /// Translates and lays out the plan: the pages every braille format writes.
    public func render(_ plan: ReadingPlan) throws(ExportError) -> BrailleDocument {
        try render(plan, sharing: nil)
    }

    /// Translates and lays out the plan with `translation`'s cells, when given, so that
    /// another format of the same run (eBraille) reuses them.
    public func render(_ plan: ReadingPlan, sharing translation: BrailleTranslation?) throws(ExportError) -> BrailleDocument {
        let shared: BrailleTranslation
        if let translation { shared = translation } else { shared = try makeTranslation(for: plan) }
        let choiceWarnings = shared.choiceWarnings
        let tables = shared.tables
        let translator = shared.translator
        var numbers: [String: Cells] = [:]
        func number(_ label: String) -> Cells? {
            if let cached = numbers[label] { return cached }
            let cells = (try? translator.translate(label)) ?? []
            numbers[label] = cells
            return cells
        }

        // The body first: the contents page needs its page numbers.
        var bodyLayout = BrailleLayout(cells: settings.cells, lines: settings.lines) { page in
            settings.pageNumbers ? number(String(page)) : nil
        }
        bodyLayout.preliminaryNumber = { page in settings.pageNumbers ? number("p" + String(page)) : nil }
        bodyLayout.keepsPrintText = keepsPrintText
        // A math expression too long for the line is divided by its code's rules.
        if translator.usesUEB { bodyLayout.mathCode = settings.mathCode }
        // A running head on every page but the volume's first (BANA Braille Formats §1.8):
        // the body opens the volume when no transcriber-generated page comes before it.
        let head = try runningHead(plan.metadata.title ?? plan.labels.untitled, translator: translator)
        bodyLayout.setRunningHead(head, opensVolume: !settings.titlePage && !settings.tableOfContents)
        // BANA places notes after the paragraph that refers to them.
        renderMath(plan, translator: translator)
        try startTranslation(plan: plan, translator: translator)
        // On an error the session's workers are stopped, never left running.
        defer { translator.cancelSession() }
        var transcriber = BrailleTranscriber(plan: plan, settings: settings, translator: translator,
                                             layout: bodyLayout)
        try transcriber.transcribe()
        try translator.finishSession()
        let body = transcriber.layout.finish()
        let bodyStart = transcriber.layout.bodyStart

        // Print page numbers where the book has them (BANA §2), else braille pages.
        let citesPrint = settings.contentsCitesPrintPages && transcriber.headings.contains { $0.printPage != nil }
        var headings = transcriber.headings
        // A heading before the book's first print page break is on that print page.
        var following: Cells?
        for index in headings.indices.reversed() {
            if let page = headings[index].printPage { following = page } else { headings[index].printPage = following }
        }

        let bookNotes = settings.titlePage && settings.transcribersNotesPage
            ? transcriptionNotes(plan, usesUEB: transcriber.usesUEB, runningHead: head) : []
        let ranges = Self.volumeRanges(body, pagesPerVolume: settings.volumePages)
        var volumes: [BrailleVolume] = []
        for (index, range) in ranges.enumerated() {
            var part = Array(body[range])
            let volume = ranges.count > 1 ? (index + 1, ranges.count) : nil
            // Each volume ends with a line saying so, the last with "The End" (BANA Braille
            // Formats §1.6); a single volume ends with "The End" when it is a whole
            // transcription, with its title page (without one it is taken as an excerpt).
            let ending: String? = if let (number, count) = volume {
                number == count ? plan.labels.theEnd : plan.labels.volumeEnd(number)
            } else {
                settings.titlePage ? plan.labels.theEnd : nil
            }
            if let ending {
                part = Self.endingVolume(part, with: Array(try translator.translate(ending).prefix(settings.cells)),
                                         cells: settings.cells, runningHead: head)
            }
            if index > 0, head != nil, !settings.titlePage, !settings.tableOfContents, !part.isEmpty {
                part[0] = Self.withoutRunningHead(part[0])
            }
            var pages: [BraillePage] = []
            if settings.titlePage {
                pages += try titlePage(plan.metadata, labels: plan.labels, tables: tables, translator: translator,
                                       volume: volume, printPages: Self.printPages(of: part))
            }
            // The symbols of this volume's text that BANA lists (§2.5), after the title page.
            var symbolPages: [BraillePage] = []
            if settings.titlePage, transcriber.usesUEB {
                symbolPages = try specialSymbolsPages(Self.specialSymbols(in: part), defined: translator.mathSymbols.symbols,
                                                      labels: plan.labels,
                                                      translator: translator, runningHead: head,
                                                      opensVolume: pages.isEmpty, number: number)
                pages += symbolPages
            }
            // The notes about the transcription as a whole, after the special symbols page
            // (Braille Formats 2016 §2.6), numbered on from it.
            if settings.titlePage, settings.transcribersNotesPage {
                pages += try transcribersNotesPages(Self.transcriptionNotes(bookNotes, volume: part), labels: plan.labels,
                                                    translator: translator, runningHead: head, opensVolume: pages.isEmpty,
                                                    firstPage: symbolPages.count + 1, number: number)
            }
            if settings.tableOfContents {
                // Each volume lists the headings it holds (BANA Braille Formats §2).
                let own = headings.filter { range.contains($0.page - 1) }
                // The book's front matter (volume 1) is numbered on from the contents pages.
                let opens = pages.isEmpty
                var contents = try contentsPages(own, citesPrint: citesPrint, labels: plan.labels, translator: translator,
                                                 head: head, opensVolume: opens, number: number,
                                                 pageLabel: { Self.label(ofPage: $0, bodyStart: bodyStart, offset: 0) })
                if index == 0, let bodyStart, bodyStart > 1, !contents.isEmpty {
                    let offset = contents.count
                    contents = try contentsPages(own, citesPrint: citesPrint, labels: plan.labels, translator: translator,
                                                 head: head, opensVolume: opens, number: number,
                                                 pageLabel: { Self.label(ofPage: $0, bodyStart: bodyStart, offset: offset) })
                    for page in 0..<min(bodyStart - 1, part.count) where settings.pageNumbers {
                        part[page] = Self.renumbered(part[page], number: number("p" + String(page + 1 + offset)) ?? [],
                                                     cells: settings.cells)
                    }
                }
                pages += contents
            }
            pages += part
            volumes.append(BrailleVolume(pages: pages))
        }
        return BrailleDocument(title: plan.metadata.title ?? plan.labels.untitled,
                               identifier: plan.metadata.identifier ?? "exporttool:" + (plan.metadata.title ?? "book"),
                               language: plan.language,
                               cells: settings.cells, lines: settings.lines, duplex: settings.duplex,
                               volumes: volumes, warnings: choiceWarnings + translator.warnings, tables: tables)
    }

    /// The layout a transcriber-generated page starts with: pages numbered with `prefix`
    /// (`p1`, `t1` ..., from `firstPage`), the running head when one is used, then `heading` centred between
    /// blank lines (on line 1, or line 3 under a running head).
    func generatedPagesLayout(numberedBy prefix: String, heading: String, translator: BrailleTranslator,
                              runningHead: Cells?, opensVolume: Bool, firstPage: Int = 1,
                              number: @escaping (String) -> Cells?) throws(ExportError) -> BrailleLayout {
        var layout = BrailleLayout(cells: settings.cells, lines: settings.lines) { page in
            settings.pageNumbers ? number(prefix + String(page + firstPage - 1)) : nil
        }
        layout.setRunningHead(runningHead, opensVolume: opensVolume)
        layout.blankLine()
        layout.addCentred(try translator.translate(heading))
        layout.blankLine()
        return layout
    }

    /// Contents pages (preliminary pages `p1`, `p2` ...): every heading (centred, cell-5 and
    /// cell-7) with guide dots to its print page, or braille page.
    private func contentsPages(_ headings: [BrailleTranscriber.Heading], citesPrint: Bool, labels: Labels,
                               translator: BrailleTranslator, head: Cells?, opensVolume: Bool,
                               number: @escaping (String) -> Cells?,
                               pageLabel: (Int) -> String) throws(ExportError) -> [BraillePage] {
        var layout = try generatedPagesLayout(numberedBy: "p", heading: labels.contents, translator: translator,
                                              runningHead: head, opensVolume: opensVolume, number: number)
        // Each level two cells further in than the one above it, and every runover two
        // cells past the deepest level the volume's contents has (Braille Formats 2016
        // §2.10: 1-3; 1-5, 3-5; 1-7, 3-7, 5-7), so a runover never starts where an entry of
        // a lower level does.
        let deepest = headings.map(\.level).max() ?? 1
        for heading in headings {
            let indent = 2 * (heading.level - 1)
            let page = citesPrint ? heading.printPage ?? [] : number(pageLabel(heading.page)) ?? []
            layout.addContentsEntry(heading.text, page: page, first: indent, runover: 2 * deepest)
        }
        return layout.finish()
    }

    /// The body pages of each volume: at most `pagesPerVolume`, ending where the second
    /// half of the volume has its last chapter start, else its last heading, else its last
    /// page that opens a paragraph, so a volume never ends mid-paragraph (BANA Braille
    /// Formats §1.6) unless one paragraph fills half a volume.
    static func volumeRanges(_ pages: [BraillePage], pagesPerVolume: Int?) -> [Range<Int>] {
        guard let size = pagesPerVolume, pages.count > size else { return [0..<pages.count] }
        var result: [Range<Int>] = []
        var start = 0
        while start < pages.count {
            var end = min(start + size, pages.count)
            if end < pages.count {
                let window = (start + max(size / 2, 1) ... end).filter { $0 > start && $0 < pages.count }
                if let chapter = window.last(where: { pages[$0].startsChapter }) {
                    end = chapter
                } else if let heading = window.last(where: { pages[$0].startsHeading }) {
                    end = heading
                } else if let block = window.last(where: { pages[$0].startsBlock }) {
                    end = block
                }
            }
            result.append(start..<end)
            start = end
        }
        return result
    }

    /// The number a body page (1-based index) is cited by: `p` and its place after `offset`
    /// contents pages for the front matter, else its place from the body's first page.
    static func label(ofPage page: Int, bodyStart: Int?, offset: Int) -> String {
        guard let bodyStart else { return String(page) }
        return page < bodyStart ? "p" + String(page + offset) : String(page - bodyStart + 1)
    }

    /// The page with another braille page number at the right of its last line (its text
    /// was laid out with a cell to spare for it).
    static func renumbered(_ page: BraillePage, number: Cells, cells: Int) -> BraillePage {
        guard var last = page.rows.last else { return page }
        if let old = page.number, last.hasSuffix(old) { last.removeLast(old.count) }
        while last.last == "\u{2800}" { last.removeLast() }
        let text = last.unicodeScalars.count
        var result = page
        let label = BrailleLayout.string(number)
        result.rows[result.rows.count - 1] = last + String(repeating: "\u{2800}", count: max(cells - text - number.count, 0)) + label
        result.number = label
        return result
    }

    /// A body page laid out under the running head that opens a later volume (no title or
    /// contents page before it): line 1 keeps only its print page number (§1.8).
    static func withoutRunningHead(_ page: BraillePage) -> BraillePage {
        guard let first = page.rows.first else { return page }
        var result = page
        var scalars = Array(first.unicodeScalars)
        var end = scalars.count
        // The print page number is the last run of cells after three blank cells or more.
        if page.firstPrintPage != nil, let gap = scalars.indices.reversed().first(where: { index in
            index >= 3 && scalars[index - 3..<index].allSatisfy { $0 == "\u{2800}" } && scalars[index] != "\u{2800}"
        }) { end = gap - 3 }
        for index in 0..<end { scalars[index] = "\u{2800}" }
        result.rows[0] = scalars.allSatisfy { $0 == "\u{2800}" } ? "" : String(cells: scalars)
        return result
    }

    /// The first and last print page a volume's pages hold, when the book has print pages.
    static func printPages(of pages: [BraillePage]) -> (String, String)? {
        guard let first = pages.lazy.compactMap(\.firstPrintPage).first,
              let last = pages.reversed().lazy.compactMap(\.lastPrintPage).first else { return nil }
        return (first, last)
    }

    /// The volume's pages with `line` centred after a blank line below the text of its last
    /// page, or on a page of its own (unnumbered; under the running head, after a blank
    /// line 2) when the last page has no room.
    static func endingVolume(_ pages: [BraillePage], with line: Cells, cells: Int, runningHead: Cells? = nil) -> [BraillePage] {
        guard var last = pages.last, last.rows.count >= 3 else { return pages }
        let lines = last.rows.count
        let centred = String(cells: Cells(repeating: .blankCell, count: max((cells - line.count) / 2, 0)) + line)
        // The last line holds the page number: the text must end two rows above it.
        let used = last.rows[..<(lines - 1)].lastIndex { !$0.isEmpty } ?? -1
        var result = pages
        if used + 2 <= lines - 2 {
            last.rows[used + 2] = centred
            result[result.count - 1] = last
        } else {
            var rows = Array(repeating: "", count: lines)
            if let runningHead, lines >= 4 {
                rows[0] = BrailleLayout.string(BrailleLayout.headLine(runningHead, printNumber: nil, cells: cells))
                rows[2] = centred
            } else {
                rows[0] = centred
            }
            result.append(BraillePage(rows: rows, number: nil))
        }
        return result
    }

    /// The title page (BANA Braille Formats §2.3): title, subtitle and edition, authors,
    /// translators, editors and illustrators, publisher and year, copyright, ISBN, the
    /// transcriber (``BrailleSettings/producer``), the braille code, the volume and the print
    /// pages it holds.
    private func titlePage(_ metadata: Metadata, labels: Labels, tables: [String], translator: BrailleTranslator,
                           volume: (Int, Int)?, printPages: (String, String)?) throws(ExportError) -> [BraillePage] {
        var layout = BrailleLayout(cells: settings.cells, lines: settings.lines) { _ in nil }
        // The title with its subtitle and edition; the authors; who translated, edited or
        // illustrated it, each on its own line (Braille Formats 2016 §2.3).
        var title = [metadata.title ?? labels.untitled]
        if let subtitle = metadata.subtitle { title.append(subtitle) }
        if let edition = metadata.edition { title.append(edition) }
        var groups: [[String]] = [title]
        if !metadata.authors.isEmpty { groups.append([metadata.authors.joined(separator: ", ")]) }
        var contributors: [String] = []
        for role in Labels.titlePageRoles {
            let names = metadata.contributors.filter { $0.role == role }.map(\.name)
            if !names.isEmpty, let line = labels.contributorLine(role: role) {
                contributors.append(Labels.fill(line, names.joined(separator: ", ")))
            }
        }
        if !contributors.isEmpty { groups.append(contributors) }
        var publication: [String] = []
        let year = metadata.date.map { String($0.prefix(4)) }.flatMap { Int($0) != nil ? $0 : nil }
        switch (metadata.publisher, year) {
        case (let publisher?, let year?): publication.append(publisher + ", " + year)
        case (let publisher?, nil): publication.append(publisher)
        case (nil, let year?): publication.append(year)
        default: break
        }
        if let rights = metadata.rights { publication.append(rights) }
        if let isbn = Self.isbn(metadata.identifier) { publication.append(Labels.fill(labels.isbn, isbn)) }
        if !publication.isEmpty { groups.append(publication) }
        groups.append([labels.transcribed(by: settings.producer), Self.codeName(tables, labels: labels)])
        var part: [String] = []
        if let (number, count) = volume { part.append(labels.volume(number, of: count)) }
        if let (first, last) = printPages, volume != nil || first != last {
            part.append(Labels.fill(labels.printPages, first, last))
        }
        if !part.isEmpty { groups.append(part) }
        for group in groups {
            layout.blankLine()
            for line in group { layout.addCentred(try translator.translate(line)) }
        }
        return layout.finish()
    }

    /// The ISBN in a book identifier (`urn:isbn:978...`, `ISBN 978-...`), when it is one.
    public static func isbn(_ identifier: String?) -> String? {
        guard let identifier else { return nil }
        let lower = identifier.lowercased()
        var digits = ""
        for character in identifier where character.isNumber || character == "X" || character == "x" || character == "-" {
            digits.append(character)
        }
        let count = digits.filter { $0 != "-" }.count
        guard lower.contains("isbn") || (count == 13 && identifier.allSatisfy { $0.isNumber || $0 == "-" }),
              count == 10 || count == 13 else { return nil }
        return digits.uppercased()
    }

    /// A reader's name for the braille code of a table list, in the book's words: the
    /// English codes by name, any other by its table's file name.
    static func codeName(_ tables: [String], labels: Labels) -> String {
        let main = tables.last ?? ""
        switch main {
        case "en-ueb-g2.ctb": return labels.uebContracted
        case "en-ueb-g1.ctb": return labels.uebUncontracted
        case "en-us-g2.ctb": return labels.ebaeContracted
        default: return main
        }
    }
}
