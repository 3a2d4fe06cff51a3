import ReadingModel

extension ReadingPlan {
    /// Plans `book` with these settings: the one place where what is read is decided.
    public init(book: Book, settings: PlanSettings) {
        var planner = Planner(book: book, settings: settings.reading, placement: settings.notes)
        let nodes = planner.plan()
        // `--lang` is the book's language for every format: computed here, once.
        var metadata = book.metadata
        if let language = settings.reading.language { metadata.language = LanguageTag.normalized(language) ?? language }
        self.init(settings: settings, metadata: metadata, documents: book.documents, navigation: book.navigation,
                  lexicons: book.lexicons, images: book.images, nodes: nodes, labels: planner.bookLabels,
                  noteNumbers: planner.numbers)
        boxBorders = book.boxBorders
        cellIndents = book.cellIndents
        subtitles = ReadingPlan.subtitles(in: nodes)
        chapters = PlanChapter.chapters(nodes, subtitles: subtitles)
    }

    /// Plans `book`; `defaultNotes` is the format's placement when `settings` gives none.
    public init(book: Book, settings: ReadingSettings = ReadingSettings(), defaultNotes: NotePlacement = .endOfSection) {
        self.init(book: book, settings: PlanSettings(reading: settings, defaultNotes: defaultNotes))
    }
}

/// Builds a ``ReadingPlan``: one pass over the book's blocks.
private struct Planner {
    let book: Book
    let placement: NotePlacement
    let labelsLanguage: String?
    let bookLabels: Labels
    /// With `--lang`, the block languages that came with the book are not trusted.
    let trustsBlockLanguages: Bool
    let skippedDocuments: Set<Int>
    /// Notes that a reference in a read document points at.
    private var notes: [String: Block] = [:]
    private(set) var numbers: [String: Int] = [:]
    /// The mark each numbered note is shown with, by its id (``NoteReference/mark``).
    private(set) var marks: [String: String] = [:]
    private var placed: Set<String> = []
    /// Endnotes read where the book has them (under `end-of-book` and `end-of-page`): print
    /// already gathers them at the end of a chapter or of the book, after their references
    /// (Braille Formats 2016 §16.9).
    private var inPlace: Set<String> = []
    /// Notes waiting for the end of the paragraph, section or book.
    private var pending: [String] = []
    private var output: [PlanNode] = []
    private var lastDocument: Int?
    /// The caption of each figure being planned (comparable form), innermost last.
    private var figureCaptions: [String?] = []
    /// The next block's place in the book's order (depth first), for ``PlanNode/sourceOrder``.
    private var order: Int32 = 0
    /// Where each note placed elsewhere stands in the book's order.
    private var noteOrders: [String: Int32] = [:]
    private var supplementaryStarted = false

    init(book: Book, settings: ReadingSettings, placement: NotePlacement) {
        self.book = book
        self.placement = placement
        labelsLanguage = settings.labelsLanguage
        trustsBlockLanguages = settings.language == nil
        bookLabels = Labels.forLanguage(settings.labelsLanguage ?? settings.language ?? book.metadata.language)
        var skipped: Set<Int> = []
        for (index, document) in book.documents.enumerated() where document.isNavigation { skipped.insert(index) }
        skippedDocuments = skipped

        // Notes by id, and the order of their first references in what is read.
        var allNotes: [String: Block] = [:]
        var references: [(id: String, label: String)] = []
        var noteOrders: [String: Int32] = [:]
        var referenceOrders: [String: Int32] = [:]
        var order: Int32 = 0
        func collect(_ blocks: [Block]) {
            for block in blocks where !skipped.contains(block.document) {
                if case .note(let kind) = block.role, kind != .aside {
                    allNotes[block.id] = block
                    noteOrders[block.id] = order
                }
                order &+= 1
                for case .noteReference(let reference) in block.inlines {
                    if let id = reference.noteID {
                        references.append((id, reference.label))
                        if referenceOrders[id] == nil { referenceOrders[id] = order }
                    }
                }
                collect(block.children)
            }
        }
        collect(book.blocks)
        self.noteOrders = noteOrders
        guard placement != .skip else { return }
        for (id, label) in references where allNotes[id] != nil && numbers[id] == nil {
            let number = numbers.count + 1
            numbers[id] = number
            notes[id] = allNotes[id]
            // The book's mark: at its first reference, else at the note itself.
            if let mark = NoteReference.printMark(label) ?? NoteReference.printMark(book.noteLabels[id] ?? "") {
                marks[id] = mark
            }
            // At the end of the book or of the print page, an endnote the book gathers after
            // its reference is already where the notes go; at the end of the section or
            // after the paragraph, it is brought to its reference.
            if placement == .endOfBook || placement == .endOfPage,
               case .note(let kind)? = allNotes[id]?.role, kind == .endnote || kind == .rearnote,
               let at = noteOrders[id], let referred = referenceOrders[id], at > referred {
                inPlace.insert(id)
            }
        }
        // A note print shows no mark for gets a number no print mark in the book uses, so that
        // it never reads as another note's "1" (Braille Formats 2016 §16.2, §16.4).
        let printed = Set(marks.values.compactMap { Int($0) })
        var next = 0
        for (id, _) in references where numbers[id] != nil && marks[id] == nil {
            repeat { next += 1 } while printed.contains(next)
            marks[id] = String(next)
        }
    }

    mutating func plan() -> [PlanNode] {
        // About one node a block, and a few the tool adds: grown once, not by doubling.
        output.reserveCapacity(book.blocks.count + book.documents.count + 8)
        for block in book.blocks where !skippedDocuments.contains(block.document) {
            startTopLevel(block)
            if placement == .endOfPage, case .pageBreak = block.role { placePending() }
            if placement == .endOfPage && Self.isTabular(block) {
                // The notes a table's cells and caption refer to are placed before the table
                // ("Corresponding braille notes may be located ... before or within tabular
                // material", Braille Formats 2016 §16.1.5b; 2011: "before tabular material";
                // §16.8 Notes in Tables and Columned Material): the reader meets them before
                // the rows, and the table is not divided by them. Notes the text before the
                // table refers to still wait for the end of the print page, after the table.
                let waiting = pending
                pending = []
                let planned = node(block)
                placePending()
                output += planned
                pending = waiting
                placePending()
                continue
            }
            // A print page that ends where the block begins (its page break the first thing
            // in it, as InDesign anchors a page's number in the page's first paragraph):
            // the notes of the page before are placed before the block, at the end of their
            // print page (Braille Formats 2016 §16.1a), not one paragraph late.
            let breaks = placement == .endOfPage ? Self.pageBreaks(block) : (opening: false, later: false)
            if breaks.opening && !pending.isEmpty { placePending() }
            let planned = node(block)
            output += planned
            if placement == .afterParagraph && !planned.isEmpty { placePending() }
            // A print page that changes inside the block: its notes follow the block (a
            // table's come before it, above).
            if placement == .endOfPage && !pending.isEmpty && breaks.later {
                placePending()
            }
        }
        // A note referred to only from text that is never read (its own body, say) is not
        // lost: it is placed at the end.
        for (id, _) in numbers.sorted(by: { $0.value < $1.value }) where !placed.contains(id) {
            placed.insert(id)
            pending.append(id)
        }
        if !output.isEmpty || !pending.isEmpty { endSection(document: lastDocument ?? -1) }
        if placement == .endOfBook && !pending.isEmpty {
            let labels = labelsFor(nil)
            output.append(PlanNode(role: .addedHeading(level: 1), id: "exporttool:notes",
                                   inlines: [.text(labels.notes, InlineStyle())], document: -1,
                                   language: labels.language, labels: labels))
            placePending()
            output.append(PlanNode(role: .sectionEnd, id: "exporttool:notes-end", document: -1,
                                   language: nil, labels: labels))
        }
        return output
    }

    // MARK: Sections

    /// A new document, the first supplementary block or a heading ends the section.
    private mutating func startTopLevel(_ block: Block) {
        if let lastDocument, lastDocument != block.document { endSection(document: lastDocument) }
        lastDocument = block.document
        if block.traits.contains(.supplementary) && !supplementaryStarted {
            endSection(document: block.document)
            supplementaryStarted = true
            let labels = labelsFor(block)
            output.append(PlanNode(role: .addedHeading(level: 1), id: "exporttool:supplementary",
                                   inlines: [.text(labels.supplementary, InlineStyle())],
                                   document: block.document, language: language(of: block),
                                   traits: [.header, .supplementary], labels: labels))
        }
        if block.role.headingLevel != nil { endSection(document: block.document) }
    }

    private mutating func endSection(document: Int) {
        if placement == .endOfSection || placement == .afterParagraph || placement == .endOfPage { placePending() }
        if let last = output.last, last.role == .sectionEnd { return }
        if output.isEmpty { return }
        output.append(PlanNode(role: .sectionEnd, id: "exporttool:section-end-\(output.count)",
                               document: document, language: nil, labels: bookLabels))
    }

    /// Places the waiting notes, and the notes their bodies refer to, each once.
    private mutating func placePending() {
        while !pending.isEmpty {
            let id = pending.removeFirst()
            guard let note = notes[id], let number = numbers[id] else { continue }
            output.append(placedNote(note, number: number, mark: marks[id] ?? String(number)))
        }
    }

    // MARK: Blocks

    /// The plan of one block: nothing when no format reads it, else one node.
    private mutating func node(_ block: Block) -> [PlanNode] {
        if skippedDocuments.contains(block.document) { return [] }
        // Read once, as the description of the image that names it.
        if block.traits.contains(.imageDescription) {
            order &+= Int32(clamping: Self.count(block))
            return []
        }
        let role: PlanRole
        // The block's place in the book's order; what follows it starts after its subtree,
        // however much of it is read here.
        let order = self.order
        self.order &+= 1
        defer { self.order = order &+ Int32(clamping: Self.count(block)) }
        if case .figure = block.role {
            let caption = block.children.first { $0.role == .caption }
            figureCaptions.append(caption.map { Self.comparable($0.plainText) })
        }
        defer { if case .figure = block.role { figureCaptions.removeLast() } }
        switch block.role {
        case .note(let kind):
            if placement == .skip && kind != .aside { return [] }
            if let number = numbers[block.id] {
                // An endnote where print gathers it; any other note where the plan places it.
                guard inPlace.contains(block.id) else { return [] }
                return [placedNote(block, number: number, mark: marks[block.id] ?? String(number))]
            }
            role = .note(kind)
        case .image(let image):
            if image.decorative { return [] }
            role = .image(read(image))
        case .table:
            return [withOrder(table(block), order)]
        case .heading(let level): role = .heading(level: level)
        case .paragraph: role = .paragraph
        case .list(let isOrdered, _): return [withOrder(list(block, ordered: isOrdered), order)]
        case .listItem(let number): role = .listItem(marker: number.map(ListMarker.ordinal) ?? .bullet)
        case .blockquote: role = .blockquote
        case .preformatted(let code): role = .preformatted(code: code)
        case .tableRow: role = .tableRow
        case .tableCell(let header, _, _): role = .tableCell(header: header, columnHeader: nil)
        case .figure: role = .figure
        case .caption: role = .caption
        case .math(let math): role = .math(math)
        case .pageBreak(let page): role = .pageBreak(page)
        case .sceneBreak: role = .sceneBreak
        case .definitionList: role = .definitionList
        case .definitionTerm: role = .definitionTerm
        case .definitionDescription: role = .definitionDescription
        case .lineGroup: role = .lineGroup
        }
        return [withOrder(make(block, role: role, children: block.children.flatMap { node($0) }), order)]
    }

    /// The place of the next block in the book's order.
    private mutating func nextOrder() -> Int32 {
        defer { order &+= 1 }
        return order
    }

    private func withOrder(_ node: PlanNode, _ order: Int32) -> PlanNode {
        var node = node
        node.sourceOrder = order
        return node
    }

    /// Whether a print page break stands in the block's text or below it.
    /// A table, or a figure that holds one (a table with its caption in a `figure`).
    private static func isTabular(_ block: Block) -> Bool {
        block.role == .table || (block.role == .figure && block.children.contains { $0.role == .table })
    }

    /// Where a block's print page breaks stand: one before anything of it is read
    /// (`opening`), and one after its first words (`later`: a page that changes inside it).
    private static func pageBreaks(_ block: Block) -> (opening: Bool, later: Bool) {
        var read = false
        var opening = false
        var later = false
        func walk(_ block: Block) {
            if case .pageBreak = block.role {
                if read { later = true } else { opening = true }
                return
            }
            for inline in block.inlines {
                switch inline {
                case .pageBreak: if read { later = true } else { opening = true }
                case .text(let text, _): if !WhiteSpace.isBlank(text) { read = true }
                default: read = true
                }
            }
            for child in block.children { walk(child) }
        }
        walk(block)
        return (opening, later)
    }

    /// How many blocks a subtree holds.
    private static func count(_ block: Block) -> Int {
        block.children.reduce(1) { $0 + count($1) }
    }

    private mutating func make(_ block: Block, role: PlanRole, inlines: [Inline]? = nil,
                               children: [PlanNode]) -> PlanNode {
        var node = PlanNode(role: role, id: block.id, inlines: self.inlines(inlines ?? block.inlines), children: children,
                            document: block.document, language: language(of: block), traits: block.traits,
                            labels: labelsFor(block))
        node.listNumbering = block.listNumbering
        node.part = block.part
        return node
    }

    /// Inlines as every format reads them: decorative images out, references numbered (and
    /// their notes queued), or dropped under `--notes skip`.
    private mutating func inlines(_ inlines: [Inline]) -> [Inline] {
        // Most runs are read as they are: the node then shares the block's array.
        let unchanged = !inlines.contains { inline in
            switch inline {
            case .image: return true
            case .noteReference: return true
            default: return false
            }
        }
        if unchanged { return inlines }
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            switch inline {
            case .image(let image) where image.decorative:
                continue
            case .image(let image):
                result.append(.image(read(image)))
            case .noteReference(var reference):
                if placement == .skip { continue }
                if let id = reference.noteID, let number = numbers[id] {
                    reference.number = number
                    reference.mark = marks[id] ?? String(number)
                    if placed.insert(id).inserted && !inPlace.contains(id) { pending.append(id) }
                }
                result.append(.noteReference(reference))
            default:
                result.append(inline)
            }
        }
        return result
    }

    private mutating func list(_ block: Block, ordered: Bool) -> PlanNode {
        guard case .list(_, let start) = block.role else { return make(block, role: .list(ordered: ordered), children: []) }
        var next = start
        var children: [PlanNode] = []
        for child in block.children {
            guard case .listItem(let number) = child.role else {
                children += node(child)
                continue
            }
            let itemOrder = nextOrder()
            var marker = ListMarker.bullet
            if ordered {
                let value = number ?? next
                next = value &+ 1
                marker = .ordinal(value)
            }
            children.append(withOrder(make(child, role: .listItem(marker: marker), children: child.children.flatMap { node($0) }),
                                    itemOrder))
            order = itemOrder &+ Int32(clamping: Self.count(child))
        }
        return make(block, role: .list(ordered: ordered), children: children)
    }

    /// A table: captions first, then the rows; leading rows of header cells become the
    /// column headers of the data cells below them.
    private mutating func table(_ table: Block) -> PlanNode {
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
        let cellsOfRow = rows.map { row in row.children.filter { if case .tableCell = $0.role { true } else { false } } }
        let places = Self.layOut(cellsOfRow)
        let headerRows = cellsOfRow.prefix(while: Self.headsColumns).count
        // Each column's header is the lowest header cell that covers it (a header spanning
        // the header rows heads its column too).
        var columnHeaders: [String] = []
        if headerRows > 0 && headerRows < rows.count {
            for index in 0..<headerRows {
                for (cell, place) in zip(cellsOfRow[index], places[index]) {
                    let end = place.column + place.columnSpan
                    if columnHeaders.count < end { columnHeaders += Array(repeating: "", count: end - columnHeaders.count) }
                    for column in place.column..<end { columnHeaders[column] = cell.plainText.collapsingWhitespace() }
                }
            }
        }
        let readRows = headerRows == rows.count ? 0 : headerRows
        var children = captions.flatMap { node($0) }
        var gridRows: [TableGrid.Row] = []
        for (index, row) in rows.enumerated() {
            // Header rows are not read: planning their cells must not number the notes
            // they refer to, so what planning them queued is put back.
            let rowOrder = nextOrder()
            let saved = (placed, pending)
            defer { if index < readRows { (placed, pending) = saved } }
            var cells: [PlanNode] = []
            var gridCells: [TableGrid.Cell] = []
            var others: [PlanNode] = []
            var cellIndex = 0
            for cell in row.children {
                guard case .tableCell(let header, _, _) = cell.role else {
                    let planned = node(cell)
                    cells += planned
                    others += planned
                    continue
                }
                let place = places[index][cellIndex]
                let column = place.column
                cellIndex += 1
                let cellOrder = nextOrder()
                let blank = Self.isBlank(cell)
                var columnHeader: String?
                if !header, column < columnHeaders.count, !columnHeaders[column].isEmpty {
                    columnHeader = columnHeaders[column]
                }
                let planned = withOrder(make(cell, role: .tableCell(header: header, columnHeader: columnHeader),
                                           children: cell.children.flatMap { node($0) }), cellOrder)
                gridCells.append(TableGrid.Cell(column: column, columnSpan: place.columnSpan, rowSpan: place.rowSpan,
                                                header: header, blank: blank, node: planned))
                // An empty cell says nothing, not even its header.
                if !blank { cells.append(planned) }
            }
            let planned = withOrder(make(row, role: .tableRow, children: cells), rowOrder)
            if index >= readRows { children.append(planned) }
            gridRows.append(TableGrid.Row(node: planned, cells: gridCells, others: others))
        }
        let grid = TableGrid(rows: gridRows, headerRows: readRows,
                             columnCount: gridRows.map { $0.cells.map { $0.column + $0.columnSpan }.max() ?? 0 }.max() ?? 0)
        return make(table, role: .table(grid), children: children)
    }

    /// Whether a leading row heads the columns: every cell in it that holds something is a
    /// header cell, and one does. An empty cell does not stop it, `td` or `th`: the corner
    /// over the row headings is often an empty `td`, and the column headings are the row's
    /// headings whatever the corner holds (BANA *Braille Formats* §11, column headings;
    /// docs/braille.md, "Tables").
    static func headsColumns(_ cells: [Block]) -> Bool {
        var headed = false
        for cell in cells {
            guard case .tableCell(let header, _, _) = cell.role else { continue }
            if header && !isBlank(cell) { headed = true } else if !header && !isBlank(cell) { return false }
        }
        return headed
    }

    /// Where each cell stands: its first column, after the cells of rows above that span
    /// into its row, and how many columns and rows it covers (HTML §4.9.12.1 "Forming a
    /// table", for one row group: a `rowspan` of 0, or one past the last row, reaches the
    /// last row).
    static func layOut(_ cellsOfRow: [[Block]]) -> [[(column: Int, columnSpan: Int, rowSpan: Int)]] {
        // For each column, how many more rows a cell from above still covers.
        var covered: [Int] = []
        var places: [[(column: Int, columnSpan: Int, rowSpan: Int)]] = []
        for (index, cells) in cellsOfRow.enumerated() {
            let rowsLeft = cellsOfRow.count - index
            var row: [(column: Int, columnSpan: Int, rowSpan: Int)] = []
            var column = 0
            var next = covered.map { max($0 - 1, 0) }
            for cell in cells {
                guard case .tableCell(_, let columnSpan, let rowSpan) = cell.role else { continue }
                while column < covered.count && covered[column] > 0 { column += 1 }
                let rows = rowSpan == 0 ? rowsLeft : min(Int(rowSpan), rowsLeft)
                let columns = max(Int(columnSpan), 1)
                row.append((column, columns, rows))
                if next.count < column + columns { next += Array(repeating: 0, count: column + columns - next.count) }
                for spanned in column..<(column + columns) { next[spanned] = rows - 1 }
                column += columns
            }
            covered = next
            places.append(row)
        }
        return places
    }

    /// What an image reads as (``ImageInfo/text``): its alt text, then its description
    /// (SVG `desc`, `aria-describedby`, `aria-details`, its figure's `details`) as a
    /// screen reader reads a name and then a description; else nothing but the word for an
    /// image. Alt text that is its figure's caption is read once, as the caption, and a
    /// description that repeats the alt text is not read again.
    private func read(_ image: ImageInfo) -> ImageInfo {
        var image = image
        let caption = figureCaptions.last ?? nil
        func usable(_ text: String?) -> String? {
            guard let text = text?.collapsingWhitespace(), !text.isEmpty else { return nil }
            return caption == Self.comparable(text) ? nil : text
        }
        let alt = usable(image.alt), description = usable(image.description)
        image.describedByCaption = alt == nil && description == nil && caption != nil
            && [image.alt, image.description].contains { $0.map { caption == Self.comparable($0) } ?? false }
        if let alt, let description, Self.comparable(alt) != Self.comparable(description) {
            image.text = (".!?…:".contains(alt.last ?? ".") ? alt : alt + ".") + " " + description
        } else {
            image.text = alt ?? description
        }
        return image
    }

    /// Text as compared with a caption: white space folded, lower case, no final stop.
    static func comparable(_ text: String) -> String {
        var words = text.collapsingWhitespace().lowercased()
        while let last = words.last, ".!?".contains(last) { words.removeLast() }
        return words
    }

    /// Whether a block holds nothing to read: no text, no image, no formula.
    static func isBlank(_ block: Block) -> Bool {
        for inline in block.inlines {
            switch inline {
            case .text(let text, _): if !WhiteSpace.isBlank(text) { return false }
            case .image(let image): if !image.decorative { return false }
            case .math: return false
            case .noteReference: return false
            case .pageBreak: return false
            case .lineBreak, .lineNumber: continue
            }
        }
        return block.children.allSatisfy { child in
            switch child.role {
            case .image(let image): return image.decorative
            case .math: return false
            default: return isBlank(child)
            }
        }
    }

    /// A referenced note's body at its placement: the book's label taken off its first text.
    private mutating func placedNote(_ note: Block, number: Int, mark: String) -> PlanNode {
        guard case .note(let kind) = note.role else { return make(note, role: .paragraph, children: []) }
        let printed = (book.noteLabels[note.id] ?? "").collapsingWhitespace()
        // The label as printed at the reference ("[2]"), else as the mark ("2", for a body
        // that opens "2."): the mark is read before the body, so it is not read twice.
        func dropped(_ inlines: [Inline]) -> [Inline] {
            let once = ReadingPlan.droppingLabel(printed, from: inlines)
            return once != inlines || mark == printed ? once : ReadingPlan.droppingLabel(mark, from: inlines)
        }
        var inlines = note.inlines
        var children = note.children
        if inlines.isEmpty, let first = children.first, first.children.isEmpty, first.role == .paragraph {
            children[0].inlines = dropped(first.inlines)
        } else {
            inlines = dropped(inlines)
        }
        // The note's blocks keep their places in the book's order.
        let resumed = order
        order = noteOrders[note.id] ?? order
        let noteOrder = nextOrder()
        let planned = children.flatMap { node($0) }
        order = resumed
        return withOrder(make(note, role: .placedNote(number: number, mark: mark, kind: kind), inlines: inlines, children: planned), noteOrder)
    }

    // MARK: Languages

    private func language(of block: Block) -> String? {
        trustsBlockLanguages ? block.language : nil
    }

    /// The tool's words for a block: `--labels-lang`, else the block's language, else the book's.
    private func labelsFor(_ block: Block?) -> Labels {
        if labelsLanguage != nil { return bookLabels }
        if let block, let language = language(of: block) { return Labels.forLanguage(language) }
        return bookLabels
    }
}
