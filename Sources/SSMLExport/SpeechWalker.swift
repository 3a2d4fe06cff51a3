import ReadingModel
/// Walks the reading plan into spoken blocks. The plan has decided what is read and where
/// (notes placed and numbered, tables with their column headers, no navigation document,
/// no decorative images); the walker only decides how it sounds.
struct SpeechWalker: PlanVisitor {
    let settings: SSMLSettings
    let renderer: SpeechRenderer
    /// The language of the speech as a whole; blocks in another get `<lang>`.
    let language: String?

    private(set) var blocks: [SpokenBlock] = []
    /// The marker of a list item whose text is in its first paragraph, said before it.
    private var pendingMarker: (written: String, said: String?)?
    /// The skippable structures (notes, sidebars, pages, images' text) being read, innermost last.
    private var skippable: [SkippableStructure] = []

    init(settings: SSMLSettings, renderer: SpeechRenderer, language: String?) {
        self.settings = settings
        self.renderer = renderer
        self.language = language
    }

    /// The blocks walked so far, leaving none: a writer that streams takes them after each
    /// top-level node, so a whole book's speech is never held at once.
    mutating func takeBlocks() -> [SpokenBlock] {
        defer { blocks = [] }
        return blocks
    }

    mutating func visit(_ node: PlanNode, depth: Int) -> VisitAction {
        if let structure = node.role.skippableStructure { skippable.append(structure) }
        switch node.role {
        case .placedNote(_, let mark, _):
            readNote(node, announcement: node.labels.noteAnnouncement(mark: mark) + ".")
            return .visitChildren
        case .note(let kind) where kind != .aside:
            // A note nothing refers to, read where it stands: its text keeps the book's label.
            readNote(node, announcement: node.labels.note + ".")
            return .visitChildren
        case .pageBreak(let page):
            // The page's own mark (its anchor) stands for the block.
            if let piece = renderer.pagePiece(page, labels: node.labels) { append(node, pieces: [piece], marked: false) }
            return .skipChildren
        case .image(let image):
            announce(node, SpeechRenderer.imageText(image, labels: node.labels))
            return .skipChildren
        case .math(let math):
            let text = renderer.spokenText([.math(math)], labels: node.labels)
            append(node, pieces: renderer.sentences(text, blockID: node.id, language: blockLanguage(node)))
            return .skipChildren
        case .sceneBreak:
            blocks.append(SpokenBlock(id: node.id, open: "", close: "",
                                      pieces: [SpokenPiece(profile: renderer.profile, blockMark: node.id, body: #"<break strength="x-strong"/>"#,
                                                           isSentence: false, text: "")],
                                      document: node.document, sourceOrder: node.sourceOrder))
            return .skipChildren
        case .table:
            readTable(node, depth: depth)
            return .skipChildren
        case .list:
            if settings.announceLists {
                let count = node.children.filter { if case .listItem = $0.role { return true } else { return false } }.count
                if count > 0 { announce(node, node.labels.list(count: count) + ".") }
            }
            return .visitChildren
        case .sectionEnd:
            // The plan has already placed the section's notes before it.
            return .skipChildren
        case .listItem(let marker):
            // An item whose text is in paragraphs of its own: its marker opens the first.
            pendingMarker = node.inlines.isEmpty ? node.readMarker(marker) : nil
            if !node.inlines.isEmpty { readInlines(node) }
            return .visitChildren
        default:
            if !node.inlines.isEmpty { readInlines(node) }
            return .visitChildren
        }
    }

    mutating func leave(_ node: PlanNode, depth: Int) {
        if case .listItem = node.role { pendingMarker = nil }
        if node.role.skippableStructure != nil { skippable.removeLast() }
    }

    // MARK: Reading

    /// A node's inlines; headings, the book's and the tool's, with pauses and their prosody.
    private mutating func readInlines(_ node: PlanNode) {
        var code = false
        if case .preformatted(let isCode) = node.role { code = isCode }
        // An ordered item's marker is read before its text, as text and braille write it.
        var marker: (written: String, said: String?)?
        if case .listItem(let listMarker) = node.role { marker = node.readMarker(listMarker) }
        if marker == nil, let pending = pendingMarker {
            marker = pending
            pendingMarker = nil
        }
        let text = renderer.spokenText(node.inlines, labels: node.labels, code: code, prefix: marker.map { $0.written + " " },
                                       said: marker?.said.map { $0 + " " }, language: blockLanguage(node),
                                       sources: Self.sources(node))
        var style = SpeechRenderer.SentenceStyle.normal
        if node.role.headingLevel != nil { style = .heading }
        var pieces = renderer.sentences(text, blockID: node.id, language: blockLanguage(node), style: style)
        if style == .heading, !pieces.isEmpty {
            let pause = #"<break time="\#(Self.headingPause(settings.headingPause, level: node.role.headingLevel ?? 1))ms"/>"#
            pieces[0].before = pause + pieces[0].before
            pieces[pieces.count - 1].after += pause
        }
        append(node, pieces: pieces)
    }

    /// The pause around a heading: `--heading-pause` for level 1, two thirds of it for
    /// level 2, half for deeper levels, so a chapter opening is heard apart from a section.
    static func headingPause(_ levelOne: Int, level: Int) -> Int {
        switch level {
        case ...1: return levelOne
        case 2: return levelOne * 2 / 3
        default: return levelOne / 2
        }
    }

    /// The tool's own words as the node's only sentence ("Image: a tide chart.").
    private mutating func announce(_ node: PlanNode, _ words: String) {
        let text = renderer.spokenText([], labels: node.labels, prefix: words)
        append(node, pieces: renderer.sentences(text, blockID: node.id, language: blockLanguage(node)))
    }

    /// A note body: its announcement ("Note 3.") as a sentence of its own, then the text it
    /// holds itself; its children follow as blocks of their own.
    private mutating func readNote(_ note: PlanNode, announcement: String) {
        let language = blockLanguage(note)
        var pieces = renderer.sentences(renderer.spokenText([], labels: note.labels, prefix: announcement),
                                        blockID: note.id, language: language)
        if !note.inlines.isEmpty {
            pieces += renderer.sentences(renderer.spokenText(note.inlines, labels: note.labels, language: language,
                                                             sources: Self.sources(note)),
                                         blockID: note.id, language: language, firstNumber: pieces.count + 1)
        }
        append(note, pieces: pieces)
    }

    /// A table as the plan reads it: its captions, then row by row, each data cell after
    /// the column header the plan gives it.
    private mutating func readTable(_ table: PlanNode, depth: Int) {
        for child in table.children {
            guard case .tableRow = child.role else {
                walk([child], depth: depth + 1)
                continue
            }
            readRow(child)
        }
    }

    /// A row, cell by cell: each cell is a block of its own (its sentences marked
    /// `CELLID:sN`), so a player moves cell by cell (DAISY's `par` per cell, the media
    /// overlay's `table-cell`). A cell's paragraphs are read as one text.
    private mutating func readRow(_ row: PlanNode) {
        for cell in row.children {
            var inlines: [Inline] = []
            var sources: [(node: String, inline: Int)] = []
            cell.forEachLeaf { leaf in
                if !inlines.isEmpty {
                    inlines.append(.text(" ", InlineStyle()))
                    sources.append((leaf.id, -1))
                }
                inlines += leaf.inlines
                sources += Self.sources(leaf)
            }
            var prefix: String?
            if case .tableCell(_, let columnHeader?) = cell.role { prefix = columnHeader + ": " }
            let language = blockLanguage(row)
            let text = renderer.spokenText(inlines, labels: cell.labels, prefix: prefix, language: language, sources: sources)
            // Read in the row's language, as the whole row is.
            var spoken = cell
            spoken.language = row.language
            append(spoken, pieces: renderer.sentences(text, blockID: cell.id, language: language))
        }
    }

    /// Each inline of `node` as coming from it, for the sentence map.
    static func sources(_ node: PlanNode) -> [(node: String, inline: Int)] {
        node.inlines.indices.map { (node.id, $0) }
    }

    // MARK: Output

    /// The node's language (the plan drops the book's block languages under `--lang`),
    /// else the speech's.
    private func blockLanguage(_ node: PlanNode) -> String? {
        node.language ?? language
    }

    private mutating func append(_ node: PlanNode, pieces: [SpokenPiece], marked: Bool = true) {
        guard !pieces.isEmpty else { return }
        var pieces = pieces
        if marked { pieces[0].blockMark = node.id }
        var open = "<p>", close = "</p>"
        let blockLanguage = self.blockLanguage(node)
        if !renderer.profile.languageInsideSentences, let blockLanguage, SSMLLanguage.differs(blockLanguage, from: language),
           let switchLanguage = renderer.languageSwitch(blockLanguage) {
            open = switchLanguage + open
            close += renderer.profile.closeLanguage()
        }
        blocks.append(SpokenBlock(id: node.id, open: open, close: close, pieces: pieces, skippable: skippable.last,
                                  document: node.document, sourceOrder: node.sourceOrder))
    }
}
