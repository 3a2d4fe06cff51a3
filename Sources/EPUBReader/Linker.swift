import BookModel
import ReadingModel
/// Finishes the model once every document is read: resolves links, note references and
/// navigation to block ids, labels notes, assigns sections, and chains the blocks.
struct Linker {
    /// `href#id` (and bare document hrefs) to block ids.
    let anchors: [String: String]

    func link(_ book: inout Book) {
        // Note labels come from the first reference to each note.
        var noteLabels: [String: String] = [:]
        let insideNotes = Self.blocksInsideNotes(book.blocks)
        let notes = Self.noteIDs(book.blocks)
        transformAll(&book.blocks) { block in
            linkNoteReferences(&block, notes: notes, insideNotes: insideNotes)
            for index in block.inlines.indices {
                switch block.inlines[index] {
                case .noteReference(var reference):
                    reference.noteID = anchors[reference.href].map { insideNotes[$0] ?? $0 }
                    if let id = reference.noteID, noteLabels[id] == nil, !reference.label.isEmpty {
                        noteLabels[id] = reference.label
                    }
                    block.inlines[index] = .noteReference(reference)
                case .text(let text, var style):
                    if case .internal(let href, nil)? = style.link {
                        style.link = .internal(href: href, blockID: anchors[href])
                        block.inlines[index] = .text(text, style)
                    }
                default:
                    break
                }
            }
        }
        book.noteLabels = noteLabels
        book.navigation.toc = resolve(book.navigation.toc)
        book.navigation.pageList = resolve(book.navigation.pageList)
        book.navigation.landmarks = resolve(book.navigation.landmarks)

        // Sections: the nearest heading before a block in its document.
        var section = ""
        var currentDocument = -1
        transformAll(&book.blocks) { block in
            if block.document != currentDocument {
                currentDocument = block.document
                section = block.source.href
            }
            if block.role.headingLevel != nil { section = block.id }
            block.section = section
            if !book.documents[block.document].linear { block.traits.insert(.supplementary) }
        }

        // One continuous chain across documents, and page turns.
        let count = book.blocks.count
        for index in 0..<count {
            book.blocks[index].previous = index > 0 ? book.blocks[index - 1].id : nil
            book.blocks[index].next = index + 1 < count ? book.blocks[index + 1].id : nil
            let endsDocument = index + 1 == count || book.blocks[index + 1].document != book.blocks[index].document
            var nextIsPageBreak = false
            if index + 1 < count, case .pageBreak = book.blocks[index + 1].role { nextIsPageBreak = true }
            let containsPageBreak = book.blocks[index].inlines.contains { if case .pageBreak = $0 { true } else { false } }
            if case .pageBreak = book.blocks[index].role {
                continue
            }
            if endsDocument || nextIsPageBreak || containsPageBreak {
                book.blocks[index].traits.insert(.causesPageTurn)
            }
        }
    }

    /// The ids of the footnotes, endnotes and rear notes (not asides: a box is no note).
    static func noteIDs(_ blocks: [Block]) -> Set<String> {
        var result: Set<String> = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if case .note(let kind) = block.role, kind != .aside { result.insert(block.id) }
                walk(block.children)
            }
        }
        walk(blocks)
        return result
    }

    /// A plain link whose target is a note, and whose words are a print reference mark
    /// ("3", "[3]", "*"), is a note reference, as a link the book marks `noteref` is: books
    /// converted without semantics write `<a href="#fn3">3</a>` or `<sup><a
    /// href="notes.xhtml#n3">3</a></sup>` to a `footnote` or `endnote` (Braille Formats 2016
    /// §16.2: the reference mark where print has it, the note placed as notes are). Its
    /// runs (one link may hold several, `<a><sup>3</sup></a>`) become one reference; a link
    /// with words ("see note 3"), a link inside the note it targets (print's number opening
    /// the note), and the links of a contents or an index stay links.
    func linkNoteReferences(_ block: inout Block, notes: Set<String>, insideNotes: [String: String]) {
        guard block.part != .contents, block.part != .index,
              block.inlines.contains(where: { if case .text(_, let style) = $0, case .internal? = style.link { true } else { false } })
        else { return }
        func target(_ inline: Inline) -> String? {
            guard case .text(_, let style) = inline, case .internal(let href, _)? = style.link else { return nil }
            return href
        }
        var result: [Inline] = []
        var index = block.inlines.startIndex
        while index < block.inlines.endIndex {
            guard let href = target(block.inlines[index]), let anchor = anchors[href] else {
                result.append(block.inlines[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < block.inlines.endIndex, target(block.inlines[end]) == href { end += 1 }
            let note = insideNotes[anchor] ?? anchor
            let label = block.inlines[index..<end].map { if case .text(let text, _) = $0 { text } else { "" } }.joined()
            if notes.contains(note), note != block.id, insideNotes[block.id] != note,
               NoteReference.printMark(label) != nil {
                result.append(.noteReference(NoteReference(label: label.trimmingWhitespace(), href: href, noteID: nil)))
            } else {
                result += block.inlines[index..<end]
            }
            index = end
        }
        block.inlines = result
    }

    /// The note each block inside a note belongs to, by the block's id: a reference whose
    /// target is an anchor inside the note (Project Gutenberg's `<div class="footnote"><p>
    /// <a id="Footnote_1">[1]</a> ...`, the id on the back link) refers to the note.
    static func blocksInsideNotes(_ blocks: [Block]) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ blocks: [Block], note: String?) {
            for block in blocks {
                if case .note(let kind) = block.role, kind != .aside {
                    walk(block.children, note: block.id)
                    continue
                }
                if let note { result[block.id] = note }
                walk(block.children, note: note)
            }
        }
        walk(blocks, note: nil)
        return result
    }

    private func resolve(_ entries: [NavigationEntry]) -> [NavigationEntry] {
        entries.map { entry in
            var entry = entry
            if let href = entry.href {
                entry.blockID = anchors[href] ?? anchors[String(href.prefix { $0 != "#" })]
            }
            entry.children = resolve(entry.children)
            return entry
        }
    }
}

/// Applies `body` to every block, parents before children, in reading order.
func transformAll(_ blocks: inout [Block], _ body: (inout Block) -> Void) {
    for index in blocks.indices {
        body(&blocks[index])
        transformAll(&blocks[index].children, body)
    }
}
