import ReadingModel
/// The two dialects of the reading-text export.
enum TextDialect: Sendable {
    /// Plain UTF-8 text (`--to text`).
    case plain
    /// CommonMark with footnotes (`--to markdown`).
    case markdown
}

/// The walker behind ``TextExporter`` and ``MarkdownExporter``: it visits the reading-order
/// model once, writes each block by its role, and decides what leaves the running text
/// (note bodies, the navigation document, decorative images) by skipping subtrees.
struct TextRenderer: BookVisitor {
    let dialect: TextDialect
    let width: Int?
    let notePlacement: NotePlacement
    let linkPlacement: LinkPlacement
    let pageMarkers: Bool

    private let book: Book
    /// Spine documents whose text is not repeated: the EPUB navigation document.
    private let skippedDocuments: Set<Int>
    /// Notes that references point at, numbered 1, 2, 3 ... in order of first reference.
    private let noteNumbers: [String: Int]
    private let notes: [String: Block]

    private var writer = LineWriter()
    /// What each open visit opened, undone in ``leave(_:depth:)``.
    private var opened: [Opened] = []
    private var lists: [ListState] = []
    private var queuedNotes: [String] = []
    private var bookNotes: [String] = []
    private var notesSeen: Set<String> = []
    private var inNoteBody = false
    private var links: [(number: Int, url: String)] = []
    private var linkCount = 0
    private var pages: [String] = []
    private var lastDocument: Int?
    private var supplementaryStarted = false
    private var pendingTerms: [String] = []
    /// Markdown only: alternate list markers so that two adjacent lists stay two lists.
    private var listAlternation: [Int: Bool] = [:]

    private struct Opened {
        var frames = 0
        var list = false
        var definitionList = false
    }

    private struct ListState {
        var ordered: Bool
        var next: Int
        var alternate: Bool
        var tight: Bool
    }

    init(book: Book, dialect: TextDialect, settings: TextSettings, reading: ReadingSettings) {
        self.book = book
        self.dialect = dialect
        width = settings.width
        notePlacement = reading.notes ?? .endOfSection
        linkPlacement = settings.links ?? (dialect == .markdown ? .inline : .none)
        pageMarkers = settings.pageMarkers
        var skipped: Set<Int> = []
        for (index, document) in book.documents.enumerated() where document.isNavigation {
            skipped.insert(index)
        }
        skippedDocuments = skipped

        var notes: [String: Block] = [:]
        var references: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks where !skipped.contains(block.document) {
                if case .note(let kind) = block.role, kind != .aside { notes[block.id] = block }
                for inline in block.inlines {
                    if case .noteReference(let reference) = inline, let id = reference.noteID {
                        references.append(id)
                    }
                }
                collect(block.children)
            }
        }
        collect(book.blocks)
        var numbers: [String: Int] = [:]
        for id in references where notes[id] != nil && numbers[id] == nil {
            numbers[id] = numbers.count + 1
        }
        self.notes = notes
        noteNumbers = numbers
    }

    /// Renders the whole book.
    mutating func render() -> String {
        writeTitleBlock()
        walk(book.blocks)
        endSection()
        if !bookNotes.isEmpty {
            writeHeading(text: "Notes", level: 1)
            while !bookNotes.isEmpty {
                queuedNotes = bookNotes
                bookNotes = []
                flushNotes()
            }
            flushLinks()
        }
        flushPages()
        return writer.finished
    }

    // MARK: - Visiting

    mutating func visit(_ block: Block, depth: Int) -> VisitAction {
        var record = Opened()
        defer { opened.append(record) }
        if skippedDocuments.contains(block.document) { return .skipChildren }
        if depth == 0 && !inNoteBody { startTopLevel(block) }

        switch block.role {
        case .heading(let level):
            writeHeading(text: inlineText(block.inlines), level: level)
            return .skipChildren

        case .list(let ordered, let start):
            let key = writer.depth
            let alternate = dialect == .markdown ? !(listAlternation[key] ?? true) : false
            listAlternation[key] = alternate
            let tight = dialect == .plain || block.children.allSatisfy { item in
                item.children.count <= 1 && item.children.allSatisfy(\.children.isEmpty)
            }
            lists.append(ListState(ordered: ordered, next: start, alternate: alternate, tight: tight))
            record.list = true
            writer.open(separator: tight ? .newline : .blankLine)
            record.frames = 1

        case .listItem(let number):
            let marker = listMarker(number: number)
            let tight = lists.last?.tight ?? true
            writer.open(first: marker, rest: String(repeating: " ", count: DisplayWidth.of(marker)),
                        separator: tight ? .newline : .blankLine)
            record.frames = 1
            writeParagraph(block.inlines)

        case .blockquote:
            writer.open(first: dialect == .markdown ? "> " : "    ", separator: .blankLine)
            record.frames = 1
            writeParagraph(block.inlines)

        case .preformatted:
            writePreformatted(block)
            return .skipChildren

        case .table:
            writeTable(block)
            return .skipChildren

        case .figure:
            writer.open(separator: dialect == .plain ? .newline : .blankLine)
            record.frames = 1
            writeParagraph(block.inlines)

        case .image(let image):
            writeText(imageText(image))
            return .skipChildren

        case .math(let math):
            writeText(escaped(collapse(math.spokenText)))
            return .skipChildren

        case .note(let kind):
            if kind == .aside || (noteNumbers[block.id] == nil && notePlacement != .skip) {
                writeParagraph(block.inlines)
                return .visitChildren
            }
            // Referenced notes are written where --notes puts them; --notes skip drops them.
            return .skipChildren

        case .pageBreak(let pageBreak):
            if pageMarkers { pages.append(pageBreak.label) }
            flushPages()
            return .skipChildren

        case .sceneBreak:
            // pandoc's commonmark_x reads "* * *" as nested empty lists; "***" is a break everywhere.
            writeLeaf(dialect == .markdown ? "***" : "* * *")
            return .skipChildren

        case .definitionList:
            writer.open(separator: dialect == .plain ? .newline : .blankLine)
            record.frames = 1
            record.definitionList = true

        case .definitionTerm:
            let term = flattenedText(block)
            if !term.isEmpty { pendingTerms.append(term) }
            return .skipChildren

        case .definitionDescription:
            if !pendingTerms.isEmpty {
                var label = pendingTerms.joined(separator: ", ") + ": "
                if dialect == .markdown { label = Self.escapeLineStart(label) }
                pendingTerms = []
                writer.open(first: label, rest: dialect == .plain ? "  " : "",
                            separator: dialect == .plain ? .newline : .blankLine)
                record.frames = 1
            }
            writeParagraph(block.inlines)

        case .lineGroup:
            var lines: [String] = []
            collectLines(block.children, into: &lines)
            writeText(lines.joined(separator: "\n"))
            return .skipChildren

        case .paragraph, .caption, .tableRow, .tableCell:
            writeParagraph(block.inlines)
        }
        return .visitChildren
    }

    mutating func leave(_ block: Block, depth: Int) {
        let record = opened.removeLast()
        if record.definitionList { flushTerms() }
        for _ in 0..<record.frames { writer.close() }
        if record.list { lists.removeLast() }
        if depth == 0 && !inNoteBody {
            if notePlacement == .afterParagraph { flushNotes() }
            flushPages()
        }
    }

    /// Section bookkeeping before a top-level block: a new document or a heading ends the
    /// section (its notes and links follow it); the first non-linear block opens "Supplementary".
    private mutating func startTopLevel(_ block: Block) {
        if let lastDocument, lastDocument != block.document { endSection() }
        lastDocument = block.document
        if block.traits.contains(.supplementary) && !supplementaryStarted {
            endSection()
            supplementaryStarted = true
            writeHeading(text: "Supplementary", level: 1)
        }
        if block.role.headingLevel != nil { endSection() }
    }

    private mutating func endSection() {
        flushNotes()
        flushLinks()
        flushPages()
    }

    // MARK: - Blocks

    private mutating func writeTitleBlock() {
        guard let title = book.metadata.title.map(collapse), !title.isEmpty else { return }
        let creators = book.metadata.creators.map(collapse).filter { !$0.isEmpty }.joined(separator: ", ")
        switch dialect {
        case .plain:
            let wrapper = TextWrapper(firstWidth: width ?? .max, restWidth: width ?? .max)
            writer.write(wrapper.wrap(title) + (creators.isEmpty ? [] : wrapper.wrap(creators)))
        case .markdown:
            writer.write(["**" + escaped(title) + "**"])
            if !creators.isEmpty { writer.write([Self.escapeLineStart(escaped(creators))]) }
        }
    }

    private mutating func writeHeading(text: String, level: Int) {
        let line = text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty }.joined(separator: " ")
        guard !line.isEmpty else { return }
        switch dialect {
        case .plain:
            let rule = Self.headingRules[min(max(level, 1), 6) - 1]
            // From the first column, so that the rule in docs/text.md holds inside lists too.
            writer.write([line, String(repeating: rule, count: max(DisplayWidth.of(line), 3))],
                         standAlone: true, prefixed: false)
        case .markdown:
            var content = line
            if content.hasSuffix("#") { content.removeLast(); content += "\\#" }
            writer.write([String(repeating: "#", count: min(max(level, 1), 6)) + " " + content], standAlone: true)
        }
        flushPages()
    }

    /// The underline character of each heading level in plain text (reStructuredText's order).
    static let headingRules: [Character] = ["=", "-", "~", "^", "\"", "'"]

    private mutating func writeParagraph(_ inlines: [Inline]) {
        guard !inlines.isEmpty else { return }
        writeText(inlineText(inlines))
    }

    /// Writes running text: hard line breaks kept, lines wrapped to `width` when set.
    private mutating func writeText(_ text: String) {
        let hardLines = text.unicodeScalars.split(separator: "\n")
            .map { String(String.UnicodeScalarView($0)).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !hardLines.isEmpty else { flushPages(); return }
        var lines: [String] = []
        let widths = writer.prefixWidths
        for (index, hardLine) in hardLines.enumerated() {
            let line = dialect == .markdown ? Self.escapeLineStart(hardLine) : hardLine
            var wrapped: [String]
            if let width {
                let firstPrefix = index == 0 ? widths.first : widths.rest
                var wrapper = TextWrapper(firstWidth: max(width - firstPrefix, 1),
                                          restWidth: max(width - widths.rest, 1))
                if dialect == .markdown { wrapper.canStartLine = Self.markdownCanStartLine }
                wrapped = wrapper.wrap(line)
            } else {
                wrapped = [line]
            }
            if dialect == .markdown && index < hardLines.count - 1, let last = wrapped.popLast() {
                wrapped.append(last + "\\")
            }
            lines += wrapped
        }
        writer.write(lines)
        flushPages()
    }

    /// One line that is never wrapped (markers, images, breaks).
    private mutating func writeLeaf(_ line: String) {
        if !line.isEmpty { writer.write([line]) }
        flushPages()
    }

    private mutating func writePreformatted(_ block: Block) {
        var lines = Self.verbatimLines(block.plainText)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { return }
        if dialect == .markdown {
            var longest = 0, run = 0
            for character in lines.joined(separator: "\n") {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: max(3, longest + 1))
            lines = [fence] + lines + [fence]
        }
        // Blank lines inside code are content: write them through the frame's prefixes.
        writer.write(lines)
        for inline in block.inlines { if case .pageBreak(let page) = inline, pageMarkers { pages.append(page.label) } }
        flushPages()
    }

    private mutating func writeTable(_ table: Block) {
        var captions: [Block] = []
        var rows: [Block] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.role {
                case .caption: captions.append(block)
                case .tableRow: rows.append(block)
                case .table: break
                default: collect(block.children)
                }
            }
        }
        collect(table.children)
        writer.open(separator: .newline)
        defer { writer.close() }
        for caption in captions { writeText(flattenedText(caption)) }
        let cells = rows.map { row in
            row.children.compactMap { cell -> (header: Bool, text: String)? in
                guard case .tableCell(let header) = cell.role else { return nil }
                return (header, flattenedText(cell))
            }
        }
        let headerRows = cells.prefix { row in !row.isEmpty && row.allSatisfy(\.header) }.count
        let columnHeaders = headerRows > 0 ? cells[headerRows - 1].map(\.text) : []
        let dataRows = headerRows == cells.count ? Array(cells) : Array(cells[headerRows...])
        let usesHeaders = headerRows < cells.count
        // Markdown writes the rows as a bullet list, alternating markers like other lists.
        let key = writer.depth
        let alternate = !(listAlternation[key] ?? true)
        listAlternation[key] = alternate
        let marker = alternate ? "* " : "- "
        for row in dataRows {
            let parts = row.enumerated().compactMap { column, cell -> String? in
                guard !cell.text.isEmpty else { return nil }
                if usesHeaders && !cell.header && column < columnHeaders.count && !columnHeaders[column].isEmpty {
                    return columnHeaders[column] + ": " + cell.text
                }
                return cell.text
            }
            guard !parts.isEmpty else { continue }
            // A wrapped row hangs under its first line so that it does not read as a new row.
            writer.open(first: dialect == .markdown ? marker : "", rest: "  ", separator: .newline)
            writeText(parts.joined(separator: "; "))
            writer.close()
        }
    }

    private mutating func flushTerms() {
        guard !pendingTerms.isEmpty else { return }
        let terms = pendingTerms.joined(separator: ", ")
        pendingTerms = []
        writeText(terms)
    }

    private mutating func listMarker(number: Int?) -> String {
        guard var list = lists.popLast() else { return "- " }
        defer { lists.append(list) }
        if list.ordered {
            let value = number ?? list.next
            list.next = value + 1
            return "\(value)" + (list.alternate ? ") " : ". ")
        }
        return list.alternate ? "* " : "- "
    }

    /// The lines of a line group (poetry, addresses): one per leaf block.
    private mutating func collectLines(_ blocks: [Block], into lines: inout [String]) {
        for block in blocks where !skippedDocuments.contains(block.document) {
            if case .note = block.role, noteNumbers[block.id] != nil || notePlacement == .skip { continue }
            if case .pageBreak(let page) = block.role {
                if pageMarkers { pages.append(page.label) }
                continue
            }
            if block.children.isEmpty {
                lines.append(leafText(block))
            } else {
                if !block.inlines.isEmpty { lines.append(inlineText(block.inlines)) }
                collectLines(block.children, into: &lines)
            }
        }
    }

    /// A block's text on one line: its leaves' text joined by spaces (table cells, terms).
    private mutating func flattenedText(_ block: Block) -> String {
        var parts: [String] = []
        func gather(_ block: Block, _ renderer: inout TextRenderer) {
            if renderer.skippedDocuments.contains(block.document) { return }
            if case .note = block.role, renderer.noteNumbers[block.id] != nil || renderer.notePlacement == .skip { return }
            if case .pageBreak(let page) = block.role {
                if renderer.pageMarkers { renderer.pages.append(page.label) }
                return
            }
            if block.children.isEmpty {
                parts.append(renderer.leafText(block))
            } else {
                if !block.inlines.isEmpty { parts.append(renderer.inlineText(block.inlines)) }
                for child in block.children { gather(child, &renderer) }
            }
        }
        gather(block, &self)
        return parts.map { collapse($0) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private mutating func leafText(_ block: Block) -> String {
        switch block.role {
        case .image(let image): return imageText(image)
        case .math(let math): return escaped(collapse(math.spokenText))
        case .sceneBreak: return ""
        default: return inlineText(block.inlines)
        }
    }

    // MARK: - Notes, links, pages

    /// Queues a referenced note for its placement and returns its number.
    mutating func noteReferenced(_ id: String) -> Int? {
        guard let number = noteNumbers[id] else { return nil }
        if notePlacement == .skip { return number }
        if notesSeen.insert(id).inserted {
            if notePlacement == .endOfBook { bookNotes.append(id) } else { queuedNotes.append(id) }
        }
        return number
    }

    private mutating func flushNotes() {
        while !queuedNotes.isEmpty {
            let id = queuedNotes.removeFirst()
            guard let note = notes[id], let number = noteNumbers[id] else { continue }
            let label = dialect == .markdown ? "[^\(number)]: " : "[\(number)] "
            writer.open(first: label, rest: String(repeating: " ", count: dialect == .markdown ? 4 : label.count),
                        separator: .blankLine)
            let before = writer.text.utf8.count
            let wasInNote = inNoteBody
            inNoteBody = true
            let printed = book.noteLabels[id].map(collapse) ?? ""
            if note.inlines.isEmpty, let first = note.children.first, first.children.isEmpty, first.role == .paragraph {
                // The book's own label opens many note bodies ("1 According to ..."); ours replaces it.
                var paragraph = first
                paragraph.inlines = Self.droppingLabel(printed, from: first.inlines)
                walk([paragraph] + note.children.dropFirst(), depth: 1)
            } else {
                writeParagraph(Self.droppingLabel(printed, from: note.inlines))
                walk(note.children, depth: 1)
            }
            inNoteBody = wasInNote
            if writer.text.utf8.count == before { writer.write([""]) }
            writer.close()
        }
    }

    /// `inlines` without a leading `label`, `[label]`, `label.` or `label)` followed by a space.
    static func droppingLabel(_ label: String, from inlines: [Inline]) -> [Inline] {
        guard !label.isEmpty else { return inlines }
        var leading = ""
        for inline in inlines {
            guard case .text(let text, _) = inline else { break }
            leading += text
            if leading.count > label.count + 3 { break }
        }
        let trimmed = leading.drop { $0.isWhitespace }
        var dropCount = leading.count - trimmed.count
        var rest = Substring(trimmed)
        let bracketed = rest.hasPrefix("[") || rest.hasPrefix("(")
        if bracketed { rest = rest.dropFirst() }
        guard rest.hasPrefix(label) else { return inlines }
        rest = rest.dropFirst(label.count)
        if let mark = rest.first, bracketed ? "])".contains(mark) : ".)".contains(mark) { rest = rest.dropFirst() }
        else if bracketed { return inlines }
        guard let space = rest.first, space.isWhitespace else { return inlines }
        dropCount += trimmed.count - rest.count + 1
        var result: [Inline] = []
        for inline in inlines {
            if dropCount > 0, case .text(let text, let style) = inline {
                if text.count <= dropCount {
                    dropCount -= text.count
                    continue
                }
                result.append(.text(String(text.dropFirst(dropCount)), style))
                dropCount = 0
            } else {
                result.append(inline)
            }
        }
        return result
    }

    /// Records an external link for `--links end` and returns its number.
    mutating func linkForEnd(_ url: String) -> Int {
        linkCount += 1
        links.append((linkCount, url))
        return linkCount
    }

    private mutating func flushLinks() {
        guard !links.isEmpty else { return }
        let lines = links.map { link in
            dialect == .markdown ? "[\(link.number)]: \(Self.markdownDestination(link.url))"
                                 : "[link \(link.number)] \(link.url)"
        }
        links = []
        writer.write(lines)
    }

    mutating func pageBroke(_ label: String) {
        if pageMarkers { pages.append(label) }
    }

    private mutating func flushPages() {
        guard !pages.isEmpty else { return }
        let labels = pages
        pages = []
        for label in labels {
            writer.write(["--- page \(collapse(label)) ---"], forceBlankLine: dialect == .markdown)
        }
    }
}
