import ReadingModel
/// Walks the reading-order model into spoken blocks: what to read, in which order, and
/// what to skip (the navigation document, page numbers, note bodies read elsewhere).
struct SpeechWalker: BookVisitor {
    let book: Book
    let settings: SSMLSettings
    let notePlacement: NotePlacement
    let renderer: SpeechRenderer
    /// The language of the speech as a whole; blocks in another get `<lang>`.
    let language: String?
    /// With `--lang`, block languages are the book's (wrong) ones and are not trusted.
    let trustsBlockLanguages: Bool

    private(set) var blocks: [SpokenBlock] = []
    /// Notes that some reference cites: read where the placement says, not in place.
    private let citedNotes: Set<String>
    private let notes: [String: Block]
    private var pendingNotes: [String] = []
    private var readNotes: Set<String> = []
    private var currentDocument: Int?

    init(book: Book, settings: SSMLSettings, notePlacement: NotePlacement, renderer: SpeechRenderer,
         language: String?, trustsBlockLanguages: Bool) {
        self.book = book
        self.settings = settings
        self.notePlacement = notePlacement
        self.renderer = renderer
        self.language = language
        self.trustsBlockLanguages = trustsBlockLanguages
        var cited: Set<String> = []
        var notes: [String: Block] = [:]
        book.forEachBlock { block, _ in
            if case .note(let kind) = block.role, kind != .aside { notes[block.id] = block }
            if book.documents.indices.contains(block.document), book.documents[block.document].isNavigation { return }
            for case .noteReference(let reference) in block.inlines {
                if let id = reference.noteID { cited.insert(id) }
            }
        }
        self.notes = notes
        self.citedNotes = cited.filter { notes[$0] != nil }
    }

    /// Walks the whole book, then reads notes still waiting.
    mutating func walkBook() {
        walk(book.blocks)
        flushNotes()
    }

    mutating func visit(_ block: Block, depth: Int) -> VisitAction {
        if book.documents.indices.contains(block.document), book.documents[block.document].isNavigation {
            return .skipChildren
        }
        if notePlacement == .endOfSection, depth == 0 {
            if block.role.headingLevel != nil || (currentDocument != nil && currentDocument != block.document) {
                flushNotes()
            }
        }
        if depth == 0 { currentDocument = block.document }
        switch block.role {
        case .note(let kind) where kind != .aside:
            if citedNotes.contains(block.id) { return .skipChildren }
            readNote(block)
            return .skipChildren
        case .pageBreak(let page):
            // The page's own mark (its anchor) stands for the block.
            if let piece = renderer.pagePiece(page) { append(block, pieces: [piece], marked: false) }
            return .skipChildren
        case .image(let image):
            if !image.decorative {
                let text = renderer.spokenText([], prefix: SpeechRenderer.imageText(image))
                append(block, pieces: renderer.sentences(text, blockID: block.id, language: blockLanguage(block)))
            }
            return .skipChildren
        case .math(let math):
            let text = renderer.spokenText([.math(math)])
            append(block, pieces: renderer.sentences(text, blockID: block.id, language: blockLanguage(block)))
            return .skipChildren
        case .sceneBreak:
            blocks.append(SpokenBlock(id: block.id, open: "", close: "",
                                      pieces: [SpokenPiece(markup: renderer.profile.mark(block.id) + #"<break strength="x-strong"/>"#, text: "")]))
            return .skipChildren
        case .table:
            readTable(block)
            return .skipChildren
        case .list:
            if settings.announceLists {
                let count = block.children.filter { if case .listItem = $0.role { return true } else { return false } }.count
                if count > 0 {
                    let text = renderer.spokenText([], prefix: count == 1 ? "List of 1 item." : "List of \(count) items.")
                    append(block, pieces: renderer.sentences(text, blockID: block.id, language: blockLanguage(block)))
                }
            }
            return .visitChildren
        default:
            if !block.inlines.isEmpty { readInlines(block) }
            return .visitChildren
        }
    }

    mutating func leave(_ block: Block, depth: Int) {}

    // MARK: Reading

    private mutating func readInlines(_ block: Block) {
        var code = false
        if case .preformatted(let isCode) = block.role { code = isCode }
        let text = renderer.spokenText(block.inlines, code: code)
        var style = SpeechRenderer.SentenceStyle.normal
        if block.role.headingLevel != nil { style = .heading }
        var pieces = renderer.sentences(text, blockID: block.id, language: blockLanguage(block), style: style)
        if style == .heading, !pieces.isEmpty {
            let pause = #"<break time="\#(settings.headingPause)ms"/>"#
            pieces[0].markup = pause + pieces[0].markup
            pieces[pieces.count - 1].markup += pause
        }
        append(block, pieces: pieces)
        for id in text.noteIDs where citedNotes.contains(id) && !readNotes.contains(id) && !pendingNotes.contains(id) {
            pendingNotes.append(id)
        }
        if notePlacement == .afterParagraph { flushNotes() }
    }

    /// A note body: "Note 3." and its content.
    private mutating func readNote(_ note: Block) {
        readNotes.insert(note.id)
        let label = book.noteLabels[note.id].map { " " + $0 } ?? ""
        let text = renderer.spokenText([], prefix: "Note\(label).")
        append(note, pieces: renderer.sentences(text, blockID: note.id, language: blockLanguage(note)))
        walk(note.children, depth: 1)
    }

    private mutating func flushNotes() {
        guard notePlacement != .skip else {
            pendingNotes.removeAll()
            return
        }
        while !pendingNotes.isEmpty {
            let id = pendingNotes.removeFirst()
            guard !readNotes.contains(id), let note = notes[id] else { continue }
            readNote(note)
        }
    }

    /// A table row by row; data cells are read after their column header.
    private mutating func readTable(_ table: Block) {
        var rows: [Block] = []
        var captions: [Block] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.role {
                case .tableRow: rows.append(block)
                case .caption: captions.append(block)
                default: collect(block.children)
                }
            }
        }
        collect(table.children)
        walk(captions, depth: 1)
        var headers: [String] = []
        for row in rows {
            let cells = row.children.filter { if case .tableCell = $0.role { return true } else { return false } }
            let allHeaders = !cells.isEmpty && cells.allSatisfy { $0.role == .tableCell(header: true) }
            if allHeaders, headers.isEmpty {
                headers = cells.map { $0.plainText.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            }
            var pieces: [SpokenPiece] = []
            var number = 1
            for (column, cell) in cells.enumerated() {
                var inlines: [Inline] = []
                cell.forEachLeaf { leaf in
                    if !inlines.isEmpty { inlines.append(.text(" ", InlineStyle())) }
                    inlines += leaf.inlines
                }
                var prefix: String?
                if !allHeaders, cell.role == .tableCell(header: false), column < headers.count, !headers[column].isEmpty {
                    prefix = headers[column] + ": "
                }
                let text = renderer.spokenText(inlines, prefix: prefix)
                let cellPieces = renderer.sentences(text, blockID: row.id, language: blockLanguage(row), firstNumber: number)
                number += cellPieces.count
                pieces += cellPieces
            }
            append(row, pieces: pieces)
        }
    }

    // MARK: Output

    private func blockLanguage(_ block: Block) -> String? {
        guard trustsBlockLanguages, let blockLanguage = block.language else { return language }
        return blockLanguage
    }

    private mutating func append(_ block: Block, pieces: [SpokenPiece], marked: Bool = true) {
        guard !pieces.isEmpty else { return }
        var pieces = pieces
        if marked { pieces[0].markup = renderer.profile.mark(block.id) + pieces[0].markup }
        var open = "<p>", close = "</p>"
        let blockLanguage = self.blockLanguage(block)
        if let blockLanguage, SSMLLanguage.differs(blockLanguage, from: language) {
            open = renderer.profile.openLanguage(blockLanguage) + open
            close += renderer.profile.closeLanguage()
        }
        blocks.append(SpokenBlock(id: block.id, open: open, close: close, pieces: pieces))
    }
}

extension Block {
    /// Calls `body` for every block with inlines in this subtree, in order.
    func forEachLeaf(_ body: (Block) -> Void) {
        if !inlines.isEmpty { body(self) }
        for child in children { child.forEachLeaf(body) }
    }
}
