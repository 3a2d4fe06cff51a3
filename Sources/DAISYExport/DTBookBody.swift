import ReadingModel

/// Writes a talking book's sections as DTBook 2005-3's `bodymatter`: headings open nested
/// `levelN` elements; the book's structures become DTBook's (Z39.86-2005, *Textual Content
/// File*; DTBook element set): lists are `list type="ol|ul"` of `li` (nested lists inside
/// their item), tables are `table` with `caption`, `thead`, `tbody`, `tr` and `th`/`td`
/// (spans from the plan's grid, blank cells kept), poems `linegroup` of `line`s, notes
/// `note`, sidebars `sidebar`, an image's text a `prodnote`, page numbers `pagenum`.
/// Every sentence is a `sent` with the id its SMIL `par` names.
struct DTBookBody {
    let book: TalkingBook
    let numbers: [[[Int]]]
    let smilName: (Int) -> String
    /// The first section's first block is the tool's title, written in the front matter.
    let skipsTitle: Bool

    private var out = DAISY3Writer.writer()
    /// The body written, once ``write()`` has run.
    var text: String { out.finish() }
    /// Open levels: their depth and whether anything follows their heading yet.
    private var levels: [(level: Int, filled: Bool)] = []
    /// The structures open inside the current level, outermost first.
    private var open: [TalkingBook.Structure] = []
    /// An ordered item's marker, until its first words are written without it.
    private var pendingMarker: String?
    /// The last element id given (`b1` is the front matter's title).
    private var nextID = 1

    init(book: TalkingBook, numbers: [[[Int]]], smilName: @escaping (Int) -> String, skipsTitle: Bool) {
        self.book = book
        self.numbers = numbers
        self.smilName = smilName
        self.skipsTitle = skipsTitle
    }

    private mutating func id(_ prefix: String) -> String {
        nextID += 1
        return prefix + String(nextID)
    }

    mutating func write() {
        for (sectionIndex, section) in book.sections.enumerated() {
            var blocks = Array(section.blocks.indices)
            let isTitle = sectionIndex == 0 && skipsTitle
            if isTitle {
                blocks.removeFirst()
                if blocks.isEmpty { continue }
            }
            let level = !isTitle ? section.heading?.level ?? 1 : 1
            closeLevels(downTo: level)
            if !levels.isEmpty { levels[levels.count - 1].filled = true }
            out.start("level\(level)", line: true)
            levels.append((level, false))
            var position = blocks.startIndex
            while position < blocks.endIndex {
                let index = blocks[position]
                let block = section.blocks[index]
                if let table = block.structures.firstIndex(where: \.isTablePart) {
                    position = writeTable(sectionIndex, from: position, in: blocks, depth: table)
                } else {
                    write(block, sectionIndex, index, structures: block.structures)
                    position += 1
                }
            }
            sync(to: [])
        }
        closeLevels(downTo: 1)
    }

    private mutating func closeLevels(downTo level: Int) {
        while let last = levels.last, last.level >= level {
            // A level holds more than its heading (DTBook's levelN content model).
            if !last.filled { out.empty("p", line: true) }
            out.end(line: true)
            levels.removeLast()
        }
    }

    private mutating func filled() {
        if !levels.isEmpty { levels[levels.count - 1].filled = true }
    }

    // MARK: Structures

    /// Closes the open structures `structures` does not share and opens the ones it adds.
    private mutating func sync(to structures: [TalkingBook.Structure]) {
        let common = zip(open, structures).prefix { $0 == $1 }.count
        while open.count > common {
            open.removeLast()
            out.end(line: true)
        }
        for structure in structures[common...] {
            let attributes = attributes(structure)
            out.start(Self.element(structure), markup: attributes, line: true)
            if case .item(let id) = structure { pendingMarker = book.markers[id] }
            open.append(structure)
            filled()
        }
    }

    private static func element(_ structure: TalkingBook.Structure) -> String {
        switch structure {
        case .list: return "list"
        case .item: return "li"
        case .lineGroup: return "linegroup"
        case .note: return "note"
        case .sidebar: return "sidebar"
        case .image, .producersNote: return "prodnote"
        // Tables are written whole by ``writeTable``.
        case .table, .row, .cell, .caption: return "div"
        }
    }

    private mutating func attributes(_ structure: TalkingBook.Structure) -> String {
        switch structure {
        case .list(let id, let ordered):
            guard ordered else { return #" type="ul""# }
            // Items are numbered by the list (its `enum` and `start`), not by their text.
            guard let numbering = book.numberings[id] else { return #" type="ol""# }
            return #" type="ol" enum="\#(numbering.style)""# + (numbering.start == 1 ? "" : #" start="\#(numbering.start)""#)
        // `note` requires an id; sidebars and producer's notes say whether a reader must
        // hear them (DTBook: `render`): both may be skipped.
        case .note: return #" id="\#(id("note"))""#
        case .sidebar, .image, .producersNote: return #" render="optional""#
        default: return ""
        }
    }

    // MARK: Blocks

    /// A block's sentences, each a `sent`, a space between two; the first without `prefix`.
    private static func sents(_ out: inout XMLWriter, _ block: TalkingBook.TextBlock, numbers: [Int], smil: String,
                              dropping prefix: String? = nil) {
        for (offset, (sentence, number)) in zip(block.sentences, numbers).enumerated() {
            var written = sentence.text
            if offset == 0, let prefix, written.hasPrefix(prefix), written.count > prefix.count {
                written = String(written.dropFirst(prefix.count))
            }
            if offset > 0 { out.raw(" ") }
            out.element("sent", ["id": "s\(number)", "smilref": "\(smil)#p\(number)"], text: written)
        }
    }

    /// The sentences of several blocks as markup for a table's cell or caption, a space between two blocks.
    private func sents(_ indices: [Int], _ section: Int, dropping prefix: String? = nil) -> String {
        var cell = DAISY3Writer.writer()
        for (offset, index) in indices.enumerated() {
            if offset > 0 { cell.raw(" ") }
            Self.sents(&cell, book.sections[section].blocks[index], numbers: numbers[section][index], smil: smilName(section),
                       dropping: prefix)
        }
        return cell.finish()
    }

    /// A block in the flow: its text in the element its innermost structure takes (an
    /// item's or an image's own text stands in the `li` or `prodnote`, a poem's blocks are
    /// `line`s, a list's own words its `hd`), else a `p`.
    private mutating func write(_ block: TalkingBook.TextBlock, _ section: Int, _ index: Int,
                                structures: [TalkingBook.Structure]) {
        let ids = numbers[section][index]
        switch block.kind {
        case .heading(let level):
            sync(to: [])
            let headingID = id("b")
            let smil = smilName(section)
            out.element("h\(level)", ["id": headingID], line: true) { Self.sents(&$0, block, numbers: ids, smil: smil) }
            return
        case .page(let label, let kind):
            guard let number = ids.first else { return }
            sync(to: structures)
            let smil = smilName(section)
            out.element("pagenum", ["id": "s\(number)", "page": kind.rawValue, "smilref": "\(smil)#p\(number)"],
                        text: label, line: true)
        case .paragraph:
            sync(to: structures)
            let marker = pendingMarker
            pendingMarker = nil
            let smil = smilName(section)
            func words(_ out: inout XMLWriter) { Self.sents(&out, block, numbers: ids, smil: smil, dropping: marker) }
            switch structures.last {
            case .item(let id)? where id == block.id:
                words(&out)
                out.newline()
            case .image?:
                words(&out)
                out.newline()
            case .lineGroup?:
                let lineID = id("b")
                out.element("line", ["id": lineID], line: true, content: words)
            case .list?:
                let headID = id("b")
                out.element("hd", ["id": headID], line: true, content: words)
            default:
                let paragraphID = id("b")
                out.element("p", ["id": paragraphID], line: true, content: words)
            }
        }
        filled()
    }

    // MARK: Tables

    /// The table the block at `position` lies in, written whole from its grid: the blocks of
    /// each cell in it, its header rows (read over each data cell, not as rows) as `thead`,
    /// its blank cells empty; the rest of its blocks (page numbers, notes placed in it)
    /// after it. Returns the position after the table's blocks.
    private mutating func writeTable(_ section: Int, from start: Int, in blocks: [Int], depth: Int) -> Int {
        let first = book.sections[section].blocks[blocks[start]]
        let table = first.structures[depth]
        let outer = Array(first.structures[..<depth])
        // The table's blocks, and page numbers between them.
        var end = start
        var last = start
        while end < blocks.endIndex {
            let block = book.sections[section].blocks[blocks[end]]
            if block.structures.contains(table) {
                last = end
            } else if !block.isPage {
                break
            }
            end += 1
        }
        let members = blocks[start...last]
        var cells: [String: [Int]] = [:]
        var captions: [Int] = []
        for index in members {
            let block = book.sections[section].blocks[index]
            switch block.structures.contains(table) ? block.structures.last(where: \.isTablePart) : nil {
            case .cell(let id)?: cells[id, default: []].append(index)
            case .caption?: captions.append(index)
            default: break
            }
        }
        guard let grid = book.tables[table.id], !grid.rows.isEmpty else {
            for index in members { write(book.sections[section].blocks[index], section, index, structures: outer) }
            return last + 1
        }
        sync(to: outer)
        var markup = TableMarkup(attributes: #" id="\#(id("t"))""#)
        if !captions.isEmpty {
            markup.caption = ("", sents(captions, section))
        }
        var written: Set<Int> = []
        func rows(_ rows: ArraySlice<TableGrid.Row>) -> [TableMarkup.Row] {
            rows.map { row in
                TableMarkup.Row(cells: row.cells.map { cell in
                    var content = ""
                    if let indices = cells[cell.node.id] {
                        // A data cell is heard after its column's header ("Crew: four"); the
                        // header is in the table's head, so the cell shows its own words.
                        var prefix: String?
                        if case .tableCell(_, let header?) = cell.node.role { prefix = header + ": " }
                        content = sents(indices, section, dropping: prefix)
                        written.formUnion(indices)
                    } else if !cell.blank {
                        // A header row is not heard as a row: its words are written, not synchronised.
                        content = out.escaped(cell.node.plainText.collapsingWhitespace())
                    }
                    return TableMarkup.Cell(cell, content: content)
                })
            }
        }
        if grid.headerRows > 0, grid.headerRows < grid.rows.count {
            markup.headRows = rows(grid.rows.prefix(grid.headerRows))
            markup.bodyRows = rows(grid.bodyRows)
        } else {
            markup.bodyRows = rows(grid.rows[...])
        }
        out.raw(markup.written())
        filled()
        // Cells the grid does not hold (none should be) and what else the table holds.
        let rest = members.filter { !written.contains($0) && !captions.contains($0) }
        for index in rest {
            let block = book.sections[section].blocks[index]
            write(block, section, index, structures: outer + block.structures.filter { !$0.isTablePart })
        }
        return last + 1
    }
}
