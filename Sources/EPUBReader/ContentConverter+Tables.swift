import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Tables: data tables with their captions, rows and cells, and the tables that stand for
/// something else (a play's speeches, a print contents, a cast of characters).
extension ContentConverter {
    mutating func table(_ element: XMLElement, _ context: Context) -> Block {
        let id = anchoredID(for: element)
        var children: [Block] = []
        for part in element.elements where part.name == "caption" && !isHidden(part, context) {
            var captionContext = context
            apply(part, to: &captionContext)
            children.append(container(part, role: .caption, context: captionContext))
        }
        for row in visibleRows(of: element, context) {
            var rowContext = context
            apply(row, to: &rowContext)
            let rowID = blockID(for: row)
            var cells: [Block] = []
            for cell in row.elements where (cell.name == "td" || cell.name == "th") && !isHidden(cell, rowContext) {
                var cellContext = rowContext
                apply(cell, to: &cellContext)
                // A verse cell's lines keep their print indents, as a poem's do (§13.3).
                if isLineGroup(cell) { cellContext.inLineGroup = true }
                cells.append(container(cell, role: .tableCell(header: Self.isHeaderCell(cell), columnSpan: Self.span(cell, "colspan", 1...1000),
                                                              rowSpan: Self.span(cell, "rowspan", 0...65534)),
                                       context: cellContext))
            }
            children.append(Block(id: rowID, role: .tableRow, children: cells,
                                  source: BlockSource(href: href, line: row.line), document: documentIndex,
                                  language: rowContext.language))
        }
        return Block(id: id, role: .table, children: children, source: BlockSource(href: href, line: element.line),
                     document: documentIndex, language: context.language)
    }

    /// What stands between a speaker's name and the speech in a play set as a table: an
    /// em space (U+2003), the extended blank space print's two columns leave between them,
    /// which braille writes as three blank cells (Braille Formats 2011 §14.1.5).
    static let speakerGap = "\u{2003}"

    /// A play set as a table (Standard Ebooks' drama pattern: `z3998:drama` on the table or a
    /// section around it, a row per speech, the speaker in a `z3998:persona` cell, else the
    /// first of two cells, and the speech in the other): read as the speeches it holds, the
    /// speaker's name opening the speech's first paragraph ("Dialogue starts on the same
    /// braille line as the character's name", Braille Formats 2011 §14.1.4); a row with no
    /// speaker is a stage direction. Every format reads a speech, never a data table.
    mutating func dramaTable(_ element: XMLElement, _ context: Context) -> [Block] {
        if let id = element[attribute: "id"], !id.isEmpty { pendingAnchors.append(href + "#" + id) }
        let rows = visibleRows(of: element, context)
        var blocks: [Block] = []
        for row in rows {
            var rowContext = context
            apply(row, to: &rowContext)
            if let id = row[attribute: "id"], !id.isEmpty { pendingAnchors.append(href + "#" + id) }
            let cells = row.elements.filter { ($0.name == "td" || $0.name == "th") && !isHidden($0, rowContext) }
            let personaIndex = cells.firstIndex { types($0).contains("z3998:persona") } ?? (cells.count == 2 ? 0 : nil)
            var speaker: [Inline] = []
            if let personaIndex {
                var personaContext = rowContext
                apply(cells[personaIndex], to: &personaContext)
                var builder = InlineBuilder()
                for child in cells[personaIndex].children {
                    switch child {
                    case .text(let text): builder.appendText(text, style: personaContext.style, preformatted: false)
                    case .element(let child): inline(child, personaContext, into: &builder)
                    }
                }
                speaker = finish(builder, preformatted: false, language: personaContext.language)
            }
            for (index, cell) in cells.enumerated() where index != personaIndex {
                var cellContext = rowContext
                apply(cell, to: &cellContext)
                // A verse cell's lines keep their print indents, as a poem's do (§13.3).
                if isLineGroup(cell) { cellContext.inLineGroup = true }
                // A speech in verse (Standard Ebooks' `z3998:verse` cell, or a poem inside the
                // cell): its paragraphs of lines, placed as a verse play's (Formats §14.6).
                // A speech of prose and verse (§14.7) has each paragraph in its own format.
                let unwrapped = Self.verseParagraphs(flow(cell, cellContext))
                var speech = unwrapped.blocks
                let wholeCellVerse = isLineGroup(cell)
                func isVerse(_ block: Block) -> Bool { wholeCellVerse || unwrapped.verseIDs.contains(block.id) }
                var first = true
                for blockIndex in speech.indices {
                    switch speech[blockIndex].role {
                    case .pageBreak: continue
                    default: break
                    }
                    if speaker.isEmpty {
                        speech[blockIndex].part = .stageDirection
                    } else if first, speech[blockIndex].role == .paragraph {
                        // The cells' gap: an extended space (an em space, ``Self.speakerGap``).
                        speech[blockIndex].inlines = speaker + [.text(Self.speakerGap, InlineStyle())] + speech[blockIndex].inlines
                        speech[blockIndex].part = isVerse(speech[blockIndex]) ? .verseSpeech : .speech
                    } else if first {
                        var name = makeBlock(nil, role: .paragraph, inlines: speaker, context: cellContext, line: row.line)
                        name.part = .speech
                        speech.insert(name, at: blockIndex)
                    } else if speech[blockIndex].role == .paragraph {
                        speech[blockIndex].part = isVerse(speech[blockIndex]) ? .verseContinued : .speechContinued
                    }
                    first = false
                }
                if first && !speaker.isEmpty {
                    var name = makeBlock(nil, role: .paragraph, inlines: speaker, context: cellContext, line: row.line)
                    name.part = .speech
                    speech.append(name)
                }
                blocks += speech
                speaker = []
            }
        }
        return blocks
    }

    /// The blocks of a speech with its poems unwrapped: the paragraphs of lines a line group
    /// (a `z3998:verse` or `z3998:poem`, a `div.poem`, a stanza) holds, in order, and the ids
    /// of those that were verse. A verse play's speech is placed as the play's, not as a
    /// displayed poem (no blank lines around it: Braille Formats 2011 §14.6).
    static func verseParagraphs(_ blocks: [Block], inVerse: Bool = false) -> (blocks: [Block], verseIDs: Set<String>) {
        var result: [Block] = []
        var verseIDs: Set<String> = []
        for block in blocks {
            if block.role == .lineGroup {
                if !block.inlines.isEmpty {
                    var lines = block
                    lines.role = .paragraph
                    lines.children = []
                    result.append(lines)
                    verseIDs.insert(lines.id)
                }
                let inner = verseParagraphs(block.children, inVerse: true)
                result += inner.blocks
                verseIDs.formUnion(inner.verseIDs)
            } else {
                result.append(block)
                if inVerse && block.role == .paragraph { verseIDs.insert(block.id) }
            }
        }
        return (result, verseIDs)
    }

    /// A table's rows in order, straight or in `thead`/`tbody`/`tfoot`, hidden ones left out.
    /// A `td` in a `thead` stays a data cell: the head holds "the column labels (headers)
    /// and any ancillary non-header cells" (HTML §4.9.6), and books put a data row there
    /// (the EPUB 3 specification's property tables, `<thead><tr><td>Name:</td>`).
    func visibleRows(of table: XMLElement, _ context: Context) -> [XMLElement] {
        var rows: [XMLElement] = []
        for part in table.elements where !isHidden(part, context) {
            switch part.name {
            case "thead", "tbody", "tfoot": rows += part.elements.filter { $0.name == "tr" && !isHidden($0, context) }
            case "tr": rows.append(part)
            default: break
            }
        }
        return rows
    }

    /// A header cell: a `th`, or a `td` given a `scope` (HTML 4.01 §11.2.6 lets `scope` on a
    /// `td` make it the header of the row or column it names, as `th` is).
    static func isHeaderCell(_ cell: XMLElement) -> Bool {
        if cell.name == "th" { return true }
        guard let scope = cell[attribute: "scope"]?.trimmingWhitespace().lowercased() else { return false }
        return ["row", "col", "rowgroup", "colgroup"].contains(scope)
    }

    /// A print contents set as a table (Project Gutenberg's `<table class="toc">`: a row per
    /// entry, the title in one cell and its page number in the last): read as the list of
    /// entries it is, each row one entry, its cells' text in order, so the page number ends
    /// it (BANA Braille Formats §2.10: a contents entry, its page number at the right margin).
    /// A row with no text (a spacer) is left out; a heading row (`th` only) is an entry too.
    ///
    /// A play's cast of characters set as a table (a name and its identification side by
    /// side) is read the same way, as the list it stands for: "If names and identifications
    /// are printed side by side in two columns, ignore this format ... brailled as a list";
    /// where no print punctuation ends the name, a dash separates it from its identification
    /// (Braille Formats 1997 Rule 9 §1a(3); 2011 §14.2.1b: "each name followed on the same
    /// line by the character identification").
    mutating func contentsTable(_ element: XMLElement, _ context: Context, part: BookPart) -> [Block] {
        let rows = visibleRows(of: element, context)
        let id = anchoredID(for: element)
        var items: [Block] = []
        var levels: [Int] = []
        for row in rows {
            var rowContext = context
            apply(row, to: &rowContext)
            var builder = InlineBuilder()
            var cellsRead = 0
            var previousEndsInPunctuation = false
            for cell in row.elements where (cell.name == "td" || cell.name == "th") && !isHidden(cell, rowContext) {
                var cellContext = rowContext
                apply(cell, to: &cellContext)
                // A verse cell's lines keep their print indents, as a poem's do (§13.3).
                if isLineGroup(cell) { cellContext.inLineGroup = true }
                if part == .cast {
                    let text = cell.textContent.trimmingWhitespace()
                    guard !text.isEmpty else { continue }
                    let punctuated = previousEndsInPunctuation || text.first.map { Self.castSeparators.contains($0) } == true
                    builder.appendText(cellsRead > 0 && !punctuated ? " — " : " ", style: InlineStyle(), preformatted: false)
                    previousEndsInPunctuation = text.last.map { Self.castSeparators.contains($0) } ?? false
                    cellsRead += 1
                } else {
                    builder.appendText(" ", style: cellContext.style, preformatted: false)
                }
                for child in cell.children {
                    switch child {
                    case .text(let text): builder.appendText(text, style: cellContext.style, preformatted: false)
                    case .element(let child): inline(child, cellContext, into: &builder)
                    }
                }
            }
            let inlines = finish(builder, preformatted: false, language: rowContext.language)
            guard !inlines.plainText.allSatisfy(\.isWhitespace) else { continue }
            items.append(makeBlock(row, role: .listItem(number: nil), inlines: inlines, context: rowContext))
            let firstCell = row.elements.first { $0.name == "td" || $0.name == "th" }
            levels.append(part == .contents ? Self.contentsLevel(classes(row) + (firstCell.map(classes) ?? [])) : 0)
        }
        guard !items.isEmpty else { return [] }
        if levels.contains(where: { $0 > 0 }) {
            // Levels told by the rows' indent classes: the nested lists they stand for (§2.10).
            let ids = levels.filter { $0 > 0 }.map { _ in blockID(for: nil) }
            items = Self.nested(items, levels: levels, listIDs: ids, line: element.line, document: documentIndex,
                                language: context.language, href: href)
            Self.giveThrough(part, to: &items)
        }
        var list = Block(id: id, role: .list(ordered: false, start: 1), children: items,
                         source: BlockSource(href: href, line: element.line), document: documentIndex,
                         language: context.language)
        list.part = part
        return [list]
    }

    /// The level of a print contents' entry its classes tell, for the paragraphs and table
    /// rows of a contents set without lists (Project Gutenberg's `p.toc` with `indent1`,
    /// `ind2`, `toc2`, `sub`, `level3` ...; Word's `MsoToc1` to `MsoToc9`): 0 for a main entry.
    static func contentsLevel(_ classes: [String]) -> Int {
        func number(_ name: String, after prefix: String) -> Int? {
            guard name.hasPrefix(prefix), let value = Int(name.dropFirst(prefix.count)), (0...6).contains(value) else { return nil }
            return value
        }
        for name in classes {
            switch name {
            case "indent", "sub", "subentry", "tocsub", "toc-sub", "subsection": return 1
            case "subsub", "subsubsection": return 2
            default: break
            }
            if let value = number(name, after: "indent") ?? number(name, after: "ind") ?? number(name, after: "sub") { return value }
            if let value = number(name, after: "toc") ?? number(name, after: "level") ?? number(name, after: "toclevel")
                ?? wordContentsStyleLevel(name) {
                return max(value - 1, 0)
            }
        }
        return 0
    }

    /// The paragraphs of a print contents whose levels only their indent classes tell, each
    /// run of them the nested list it stands for, so that every format reads the levels and
    /// braille places them as a contents' levels: each level two cells in, runovers two
    /// cells past the deepest (Braille Formats 2016 §2.10).
    mutating func nestContentsParagraphs(_ blocks: inout [Block], line: Int, language: String?) {
        var index = 0
        while index < blocks.count {
            guard blocks[index].role == .paragraph, blocks[index].part == .contents else { index += 1; continue }
            var end = index
            while end < blocks.count, blocks[end].role == .paragraph, blocks[end].part == .contents { end += 1 }
            let run = Array(blocks[index..<end])
            let levels = run.map { contentsLevels.levels[$0.id] ?? 0 }
            guard levels.contains(where: { $0 > 0 }) else { index = end; continue }
            blocks.replaceSubrange(index..<end, with: [nestedList(run, levels: levels, part: .contents, line: line, language: language)])
            index += 1
        }
    }

    /// A run of a part's paragraphs as the nested list their levels (0 for a main entry)
    /// stand for: each paragraph an item, each deeper level a list inside the item above it,
    /// the part given through. Contents and indexes set as paragraphs are read so.
    mutating func nestedList(_ run: [Block], levels: [Int], part: BookPart, line: Int, language: String?) -> Block {
        let items = run.map { paragraph -> Block in
            var item = paragraph
            item.role = .listItem(number: nil)
            return item
        }
        let ids = levels.filter { $0 > 0 }.map { _ in blockID(for: nil) }
        var nestedItems = Self.nested(items, levels: levels, listIDs: ids, line: line, document: documentIndex,
                                      language: language, href: href)
        Self.giveThrough(part, to: &nestedItems)
        var list = Block(id: blockID(for: nil), role: .list(ordered: false, start: 1), children: nestedItems,
                         source: run[0].source, document: documentIndex, language: language)
        list.part = part
        return list
    }

    /// Gives `part` to the blocks without one at any depth, through blocks that have it.
    static func giveThrough(_ part: BookPart, to blocks: inout [Block]) {
        for index in blocks.indices where blocks[index].part == .none || blocks[index].part == part {
            blocks[index].part = part
            giveThrough(part, to: &blocks[index].children)
        }
    }

    /// Print punctuation that separates a character's name from its identification.
    static let castSeparators: Set<Character> = [",", ".", ":", ";", "—", "–", "-"]

    /// A cell's `colspan` or `rowspan` (HTML §4.9.11 "Processing model": a valid
    /// non-negative integer, 1 when absent or not a number, clamped to `range`; a colspan
    /// of 0 is 1).
    static func span(_ cell: XMLElement, _ name: String, _ range: ClosedRange<UInt16>) -> UInt16 {
        guard let text = cell[attribute: name]?.trimmingWhitespace(), !text.isEmpty else { return 1 }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return 1 }
        let value = digits.count > 6 ? Int.max : Int(digits) ?? 1
        if value == 0 && range.lowerBound > 0 { return 1 }
        return UInt16(min(max(value, Int(range.lowerBound)), Int(range.upperBound)))
    }
}
