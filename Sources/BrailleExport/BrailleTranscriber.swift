import ReadingModel
/// Walks the reading-order model and lays its text out as braille body pages.
///
/// It owns the braille output rules: which blocks are transcribed (not the EPUB nav
/// document, not skipped notes), each role's indents, where note bodies go, and where
/// print pages change. Translation is done a paragraph at a time (a paragraph's runs with
/// their typeforms in one liblouis call).
struct BrailleTranscriber: BookVisitor {
    /// A heading as the contents page lists it.
    struct Heading {
        var level: Int
        var text: Cells
        var page: Int
    }

    let book: Book
    let settings: BrailleSettings
    let notePlacement: NotePlacement
    let translator: BrailleTranslator
    var layout: BrailleLayout
    private(set) var headings: [Heading] = []
    /// The first error; the walk stops transcribing after it.
    private(set) var failure: ExportError?

    private var quoteDepth = 0
    private var listDepth = 0
    private var lineGroupDepth = 0
    private var noteDepth = 0
    /// Open list items: the print number to put before the item's first paragraph
    /// (`nil` once used, or for unordered lists), and paragraphs placed so far.
    private var items: [(prefix: String?, paragraphs: Int)] = []
    private var definitionDepth = 0
    /// The label to put before the next paragraph of a note being transcribed.
    private var noteLabel: String?
    private var placingNotes = 0
    /// Ids of the open blocks that changed the context (quote, list, note ... depth).
    private var opened: [String] = []

    private let notes: [String: Block]
    private let referencedNotes: Set<String>
    private var placedNotes: Set<String> = []
    private var pendingNotes: [String] = []

    init(book: Book, settings: BrailleSettings, notePlacement: NotePlacement,
         translator: BrailleTranslator, layout: BrailleLayout) {
        self.book = book
        self.settings = settings
        self.notePlacement = notePlacement
        self.translator = translator
        self.layout = layout
        var notes: [String: Block] = [:]
        var referenced: Set<String> = []
        book.forEachBlock { block, _ in
            if case .note = block.role { notes[block.id] = block }
            for inline in block.inlines {
                if case .noteReference(let reference) = inline, let id = reference.noteID { referenced.insert(id) }
            }
        }
        self.notes = notes
        self.referencedNotes = referenced.intersection(notes.keys)
    }

    /// Transcribes the whole book.
    mutating func transcribe() throws(ExportError) {
        walk(book.blocks)
        placeNotes(pendingNotes)
        pendingNotes = []
        if let failure { throw failure }
    }

    // MARK: The walk

    mutating func visit(_ block: Block, depth: Int) -> VisitAction {
        if failure != nil { return .skipChildren }
        if book.documents.indices.contains(block.document), book.documents[block.document].isNavigation {
            return .skipChildren
        }
        do throws(ExportError) {
            return try transcribe(block)
        } catch {
            failure = error
            return .skipChildren
        }
    }

    mutating func leave(_ block: Block, depth: Int) {
        // Only blocks that changed the context when visited restore it.
        guard opened.last == block.id else { return }
        opened.removeLast()
        switch block.role {
        case .blockquote: quoteDepth -= 1
        case .list: listDepth -= 1
        case .listItem: items.removeLast()
        case .lineGroup: lineGroupDepth -= 1
        case .definitionDescription: definitionDepth -= 1
        case .note: noteDepth -= 1
        default: break
        }
    }

    private mutating func transcribe(_ block: Block) throws(ExportError) -> VisitAction {
        switch block.role {
        case .heading(let level):
            if notePlacement == .endOfSection && noteDepth == 0 {
                placeNotes(pendingNotes)
                pendingNotes = []
            }
            try heading(block, level: level)
            return .skipChildren
        case .note:
            if notePlacement == .skip { return .skipChildren }
            if referencedNotes.contains(block.id) && placingNotes == 0 { return .skipChildren }
            noteDepth += 1
            opened.append(block.id)
            noteLabel = book.noteLabels[block.id]
            if !block.inlines.isEmpty { try paragraph(block.inlines) }
            return .visitChildren
        case .blockquote:
            quoteDepth += 1
            opened.append(block.id)
        case .list:
            listDepth += 1
            opened.append(block.id)
        case .listItem(let number):
            items.append((number.map { "\($0). " }, 0))
            opened.append(block.id)
            if !block.inlines.isEmpty { try paragraph(block.inlines) }
            return .visitChildren
        case .lineGroup:
            if lineGroupDepth > 0 { layout.blankLine() }
            lineGroupDepth += 1
            opened.append(block.id)
            if !block.inlines.isEmpty { try paragraph(block.inlines) }
            return .visitChildren
        case .definitionDescription:
            definitionDepth += 1
            opened.append(block.id)
            if !block.inlines.isEmpty { try paragraph(block.inlines) }
            return .visitChildren
        case .pageBreak(let pageBreak):
            layout.printPage(try translator.translate(pageBreak.label))
            return .skipChildren
        case .sceneBreak:
            layout.blankLine()
            layout.addCentred(Cells(repeating: "\u{2812}", count: 3))
            return .skipChildren
        case .image(let image):
            if let alt = image.alt, !image.decorative { try paragraph([.text(alt, InlineStyle())]) }
            return .skipChildren
        case .math(let math):
            try paragraph([.text(math.spokenText, InlineStyle())])
            return .skipChildren
        case .preformatted(let code):
            var style = InlineStyle()
            style.code = code
            let format = self.format()
            for line in block.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
                let runs = self.runs(String(line), style: style)
                if runs.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) { continue }
                layout.addParagraph(try translator.translate(runs), first: format.runover, runover: format.runover + 2)
            }
            return .skipChildren
        case .tableRow:
            var runs: [BrailleRun] = []
            for cell in block.children {
                let text = cell.plainText.split(whereSeparator: \.isNewline).joined(separator: " ")
                if text.allSatisfy(\.isWhitespace) { continue }
                if !runs.isEmpty { runs.append(BrailleRun("; ")) }
                runs.append(contentsOf: self.runs(text, style: InlineStyle()))
            }
            if !runs.isEmpty {
                let format = self.format()
                layout.addParagraph(try translator.translate(runs), first: format.runover, runover: format.runover + 2)
            }
            return .skipChildren
        default:
            break
        }
        if !block.inlines.isEmpty { try paragraph(block.inlines) }
        return .visitChildren
    }

    // MARK: Formats

    /// First-line and runover indents (0-based cells) for a paragraph here.
    private func format() -> (first: Int, runover: Int) {
        let base = 2 * quoteDepth + (noteDepth > 0 ? 4 : 0)
        if lineGroupDepth > 0 { return (base, base + 2) }
        if let item = items.last, listDepth > 0 {
            let first = base + 2 * (listDepth - 1)
            return item.paragraphs == 0 ? (first, first + 2) : (first + 2, first + 2)
        }
        if definitionDepth > 0 { return (base + 2, base + 4) }
        if noteDepth > 0 { return (base + 2, base) }
        return (base + 2, base)
    }

    private mutating func heading(_ block: Block, level: Int) throws(ExportError) {
        var runs: [BrailleRun] = []
        for inline in block.inlines {
            switch inline {
            case .pageBreak(let pageBreak): layout.printPage(try translator.translate(pageBreak.label))
            case .lineBreak: runs.append(BrailleRun(" "))
            default: runs.append(contentsOf: self.runs(inline))
            }
        }
        if runs.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) { return }
        let text = try translator.translate(runs)
        let inMainText = noteDepth == 0 && placingNotes == 0
        if level <= 1 {
            if settings.chapterNewPage && inMainText {
                layout.newPage()
                layout.markChapterStart()
            }
            // Centred, a blank line before and after, and one line of text after it.
            layout.keep(layout.rowCount(text, first: 4, runover: 4) + 3)
            layout.blankLine()
            if inMainText { headings.append(Heading(level: level, text: text, page: pageOfNextRow)) }
            layout.addCentred(text)
            layout.blankLine()
        } else {
            let indent = level == 2 ? 4 : 6
            layout.keep(layout.rowCount(text, first: indent, runover: indent) + 2)
            layout.blankLine()
            if inMainText { headings.append(Heading(level: level, text: text, page: pageOfNextRow)) }
            layout.addParagraph(text, first: indent, runover: indent)
        }
    }

    private var pageOfNextRow: Int {
        layout.rowsOnPage >= settings.lines ? layout.currentPageIndex + 1 : layout.currentPageIndex
    }

    /// A paragraph: runs translated together, broken only at line breaks and print page
    /// changes; note bodies follow it when notes go after the paragraph.
    private mutating func paragraph(_ inlines: [Inline]) throws(ExportError) {
        let format = self.format()
        layout.beginParagraph(first: format.first, runover: format.runover)
        var runs: [BrailleRun] = []
        if let label = noteLabel {
            runs.append(BrailleRun(label + " "))
            noteLabel = nil
        }
        if let item = items.last {
            if let prefix = item.prefix { runs.append(BrailleRun(prefix)) }
            items[items.count - 1] = (nil, item.paragraphs + 1)
        }
        var references: [String] = []
        for inline in inlines {
            switch inline {
            case .lineBreak:
                try flush(&runs)
            case .pageBreak(let pageBreak):
                try flush(&runs)
                layout.printPage(try translator.translate(pageBreak.label))
            case .noteReference(let reference):
                guard notePlacement != .skip else { continue }
                runs.append(BrailleRun("\u{00A0}[" + reference.label + "]"))
                if let id = reference.noteID, referencedNotes.contains(id) { references.append(id) }
            default:
                runs.append(contentsOf: self.runs(inline))
            }
        }
        try flush(&runs)
        guard noteDepth == 0, placingNotes == 0 else { return }
        switch notePlacement {
        case .afterParagraph: placeNotes(references)
        case .endOfSection, .endOfBook: pendingNotes += references
        case .skip: break
        }
    }

    private mutating func flush(_ runs: inout [BrailleRun]) throws(ExportError) {
        defer { runs = [] }
        if runs.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) { return }
        layout.addText(try translator.translate(runs))
    }

    /// Transcribes note bodies here (each once), at the outer margin.
    private mutating func placeNotes(_ ids: [String]) {
        let saved = (quoteDepth, listDepth, lineGroupDepth, items, definitionDepth)
        (quoteDepth, listDepth, lineGroupDepth, items, definitionDepth) = (0, 0, 0, [], 0)
        placingNotes += 1
        for id in ids where !placedNotes.contains(id) {
            placedNotes.insert(id)
            if let note = notes[id] { walk([note]) }
        }
        placingNotes -= 1
        (quoteDepth, listDepth, lineGroupDepth, items, definitionDepth) = saved
    }

    // MARK: Runs

    private func runs(_ inline: Inline) -> [BrailleRun] {
        switch inline {
        case .text(let text, let style): return runs(text, style: style)
        case .image(let image): return image.decorative ? [] : [BrailleRun(image.alt ?? "")]
        case .math(let math): return [BrailleRun(math.spokenText)]
        case .lineBreak: return [BrailleRun(" ")]
        case .noteReference, .pageBreak: return []
        }
    }

    /// One run per piece of `text`: emphasis as typeforms; code, external links and
    /// addresses (URLs, e-mail) uncontracted.
    private func runs(_ text: String, style: InlineStyle) -> [BrailleRun] {
        var form = translator.typeform(for: style.emphasis)
        var literal = style.code
        if case .external = style.link { literal = true }
        if literal {
            form.formUnion(.noContract)
            return [BrailleRun(text, form)]
        }
        guard Self.mayHoldAddress(text) else { return [BrailleRun(text, form)] }
        // Addresses inside prose: only those words go uncontracted.
        var result: [BrailleRun] = []
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            let piece = (index == 0 ? "" : " ") + word
            let isAddress = Self.mayHoldAddress(word)
            let pieceForm = isAddress ? form.union(.noContract) : form
            if let last = result.last, last.typeform == pieceForm {
                result[result.count - 1].text += piece
            } else {
                result.append(BrailleRun(piece, pieceForm))
            }
        }
        return result
    }

    /// Whether text holds `@`, `://` or `www.`: a byte scan, as Foundation's substring
    /// search on every run of a book costs more than the layout.
    static func mayHoldAddress<S: StringProtocol>(_ text: S) -> Bool {
        var last: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "@"):
                return true
            case UInt8(ascii: "/") where last.1 == UInt8(ascii: ":") && last.2 == UInt8(ascii: "/"):
                return true
            case UInt8(ascii: ".") where last == (UInt8(ascii: "w"), UInt8(ascii: "w"), UInt8(ascii: "w")):
                return true
            default:
                break
            }
            last = (last.1, last.2, byte)
        }
        return false
    }
}
