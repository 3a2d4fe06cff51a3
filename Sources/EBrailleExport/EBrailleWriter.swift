import ReadingModel
import BrailleExport

/// Writes braille blocks as the XHTML of eBraille content documents, after the eBraille
/// Tagging Best Practices (headings, paragraphs, lists with their markers in the braille,
/// tables with scoped headers, notes and their references, page numbers, transcriber's
/// notes, preformatted text).
struct EBrailleWriter {
    /// The content document being written (for links and the navigation).
    var file = ""
    let noteFiles: [Int: String]
    private(set) var headings: [EBraillePublication.Heading] = []
    private(set) var pages: [EBraillePublication.Page] = []
    private var out = EBrailleWriter.writer()

    init(noteFiles: [Int: String]) {
        self.noteFiles = noteFiles
    }

    /// The body of one content document.
    mutating func render(_ blocks: [BrailleBlock]) -> String {
        out = Self.writer()
        out.start("main", line: true)
        for block in blocks { write(block) }
        out.end(line: true)
        return out.finish()
    }

    // MARK: Blocks

    private mutating func write(_ block: BrailleBlock) {
        switch block.role {
        case .heading(let level), .addedHeading(let level):
            heading(block, level: level)
        case .paragraph, .math, .caption, .definitionTerm:
            let tag = block.role == .definitionTerm ? "dt" : "p"
            element(tag, block)
        case .list(let ordered):
            container(ordered ? "ol" : "ul", block, item: "li")
        case .listItem:
            element("li", block, ownParagraph: false)
        case .blockquote:
            element("blockquote", block)
        case .preformatted:
            let text = spans(block.spans, preformatted: true)
            out.element("pre", line: true) { $0.raw(text) }
        case .table:
            table(block)
        case .figure:
            element("figure", block)
        case .image:
            element("p", block, attributes: ["class": "transcriber-note"])
        case .note(.aside) where block.isTranscribersNote:
            // A producer's note is a transcriber's note (Braille Formats 2016 §3), marked
            // as the image descriptions are.
            element("div", block, attributes: ["class": "transcriber-note"])
        case .note(.aside):
            // A sidebar is boxed text (Tagging Best Practices §2.2).
            element("div", block, attributes: ["class": "box"])
        case .note:
            element("div", block, attributes: ["class": "note"])
        case .placedNote(let number, _, _):
            // Placed after the paragraph that refers to it, any note reads as a footnote
            // (Tagging Best Practices §2.7). Not an `aside`: several unnamed complementary
            // landmarks on a page are ambiguous (axe landmark-unique).
            element("div", block, attributes: ["id": "note-\(number)", "role": "doc-footnote", "epub:type": "footnote"])
        case .pageBreak:
            let marker = spans(block.spans, block: true)
            out.raw(marker)
            out.newline()
        case .sceneBreak:
            out.empty("hr", line: true)
        case .definitionList:
            container("dl", block, item: "dd")
        case .definitionDescription:
            element("dd", block)
        case .lineGroup:
            element("div", block, attributes: ["class": "poetry"])
        case .tableRow, .tableCell, .sectionEnd:
            break
        }
    }

    private mutating func heading(_ block: BrailleBlock, level: Int) {
        let text = spans(block.spans)
        guard block.spans.contains(where: { if case .text = $0 { return true } else { return false } }) else {
            if !text.isEmpty {
                out.raw(text)
                out.newline()
            }
            return
        }
        let id = "h" + String(headings.count + 1)
        var braille = ""
        for case .text(let words) in block.spans { braille += words }
        headings.append(.init(level: level, braille: braille, file: file, id: id))
        let tag = "h" + String(min(max(level, 1), 6))
        out.element(tag, ["id": id], line: true) { $0.raw(text) }
    }

    /// An element with the block's own text (in a paragraph of its own when the element
    /// holds blocks, unless `ownParagraph` is false) and then its children.
    private mutating func element(_ tag: String, _ block: BrailleBlock, attributes: KeyValuePairs<String, String?> = [:],
                                  ownParagraph: Bool = true) {
        var own = spans(block.spans)
        var attributes = attributes
        if let page = block.contentsPage {
            // A contents entry as the Tagging Best Practices write it (§2.12, example 25;
            // its class `toc` "used to denote a table of contents entry"): the title in a
            // span, the page number after it, which the style sheet sets at the right
            // margin after guide dots (Styling Best Practices, example 23).
            attributes = ["class": "toc"]
            var entry = Self.writer()
            entry.element("span") { $0.raw(own) }
            entry.raw(" ")
            entry.element("span", ["class": "page"]) { $0.raw(Self.text(page)) }
            own = entry.finish()
        }
        if tag == "p" || tag == "dt" {
            // Phrasing content only: blocks a paragraph holds follow it.
            if !own.isEmpty || block.children.isEmpty { out.element(tag, attributes, line: true) { $0.raw(own) } }
            for child in block.children { write(child) }
            return
        }
        if block.children.isEmpty {
            out.element(tag, attributes, line: true) { $0.raw(own) }
            return
        }
        out.start(tag, attributes)
        if !own.isEmpty {
            if ownParagraph {
                out.element("p", line: true) { $0.raw(own) }
            } else {
                out.raw(own)
                out.newline()
            }
        }
        for child in block.children { write(child) }
        out.end(line: true)
    }

    /// A list: what is not an item (a page break between items) goes in an item of its own.
    private mutating func container(_ tag: String, _ block: BrailleBlock, item: String) {
        // A list of contents entries is the contents (Tagging Best Practices §2.12: the
        // class `toc`), an ordered list as in example 25.
        if block.children.contains(where: Self.isContentsEntry) {
            out.start("ol", ["class": "toc"], line: true)
        } else {
            out.start(tag, line: true)
        }
        if !block.spans.isEmpty {
            let own = spans(block.spans)
            out.element(item, line: true) { $0.raw(own) }
        }
        for child in block.children {
            switch child.role {
            case .listItem, .definitionTerm, .definitionDescription: write(child)
            default:
                out.start(item)
                write(child)
                out.end(line: true)
            }
        }
        out.end(line: true)
    }

    /// A table laid out from the plan's grid, as the reader page and DTBook lay it out (the
    /// markup ``TableMarkup`` writes): its captions, its header rows with their cells scoped
    /// to their columns, each body row's cells at their columns with their spans, blank
    /// cells kept (HTML §4.9.12: a cell's column is its place in the grid), a header cell
    /// scoped to its row when the row holds data; what else it holds follows it.
    private mutating func table(_ block: BrailleBlock) {
        guard case .table(let grid) = block.role else { return }
        let rows = block.children.filter { $0.role == .tableRow }
        let captions = block.children.filter { $0.role == .caption }
        let others = block.children.filter { $0.role != .tableRow && $0.role != .caption }
        var markup = TableMarkup(compactHead: true)
        if !captions.isEmpty || !block.spans.isEmpty {
            // A caption's words are its own or its paragraphs' (`<caption><p>...</p></caption>`).
            markup.caption = ("", spans(block.spans) + captions.map { caption in
                let parts = ([caption.spans] + Self.descendantSpans(of: caption)).filter { !$0.isEmpty }
                return parts.isEmpty ? spans([]) : parts.map { spans($0) }.joined(separator: " ")
            }.joined(separator: " "))
        }
        for (row, braille) in zip(grid.rows.prefix(grid.headerRows), block.headerRows) {
            markup.headRows.append(TableMarkup.Row(cells: zip(row.cells, braille).map { cell, words in
                TableMarkup.Cell(header: true, scope: TableMarkup.scope(of: cell, in: row, headerRow: true),
                                 columnSpan: cell.columnSpan, rowSpan: cell.rowSpan, content: Self.text(words))
            }))
        }
        let rowsByID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for row in grid.bodyRows {
            let brailleRow = rowsByID[row.node.id]
            let cellsByID = Dictionary((brailleRow?.children ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let gridCellIDs = Set(row.cells.map(\.node.id))
            // What the row holds besides cells (a page break) goes in its first cell.
            var rowOthers = (brailleRow?.children ?? []).filter { !gridCellIDs.contains($0.id) }
            var cells: [TableMarkup.Cell] = []
            for cell in row.cells {
                let scope = TableMarkup.scope(of: cell, in: row, headerRow: false)
                guard !cell.blank, let braille = cellsByID[cell.node.id] else {
                    cells.append(TableMarkup.Cell(cell, scope: scope))
                    continue
                }
                let before = rowOthers.map { spans($0.spans) }.joined()
                rowOthers = []
                cells.append(TableMarkup.Cell(cell, scope: scope, content: before + spans(braille.spans)))
            }
            markup.bodyRows.append(TableMarkup.Row(cells: cells))
        }
        out.raw(markup.written())
        for other in others { write(other) }
    }

    /// The spans of a block's descendants, in order.
    private static func descendantSpans(of block: BrailleBlock) -> [[BrailleSpan]] {
        block.children.flatMap { [$0.spans] + descendantSpans(of: $0) }
    }

    /// A contents entry, or a list item whose first paragraph is one.
    private static func isContentsEntry(_ block: BrailleBlock) -> Bool {
        block.contentsPage != nil || block.children.first?.contentsPage != nil
    }

    // MARK: Text

    /// A block's spans as inline XHTML; `block` writes a page break standing alone as a
    /// `div`.
    private mutating func spans(_ spans: [BrailleSpan], preformatted: Bool = false, block: Bool = false) -> String {
        var result = Self.writer()
        var spans = spans
        if !preformatted {
            // Blank cells at the edges of a block (around an image's note) are no spaces.
            if case .text(let first)? = spans.first { spans[0] = .text(Self.trimmed(first, leading: true)) }
            if case .text(let last)? = spans.last { spans[spans.count - 1] = .text(Self.trimmed(last, leading: false)) }
        }
        for span in spans {
            switch span {
            case .text(let braille):
                if preformatted { result.text(Self.spaced(braille)) } else { result.raw(Self.text(braille)) }
            case .lineBreak:
                if preformatted { result.raw("\n") } else { result.empty("br") }
            case .pageBreak(let print, let braille):
                let id = "page-" + String(pages.count + 1)
                pages.append(.init(print: print, braille: braille, file: file, id: id))
                result.element(block ? "div" : "span", ["id": id, "role": "doc-pagebreak", "epub:type": "pagebreak"]) {
                    $0.raw(Self.text(braille))
                }
            case .noteReference(let number, let braille):
                if let noteFile = noteFiles[number] {
                    let target = (noteFile == file ? "" : noteFile) + "#note-" + String(number)
                    result.element("a", ["href": target, "role": "doc-noteref", "epub:type": "noteref"]) { $0.raw(Self.text(braille)) }
                } else {
                    result.raw(Self.text(braille))
                }
            case .transcribersNote(let braille):
                if !result.markup.isEmpty { result.raw(" ") }
                result.element("span", ["class": "transcriber-note"]) { $0.raw(Self.text(braille)) }
            case .lineNumber(_, let braille):
                // Tagging Best Practices §2.10: an empty span, its number in aria-label. ARIA
                // names no generic span (axe: aria-prohibited-attr), so it has the role of what
                // it is, a note beside the text, whose name the label may give.
                result.element("span", ["class": "linenum", "role": "note", "aria-label": Self.spaced(braille)], text: "")
            }
        }
        return result.finish()
    }

    /// Braille for reflowing: blank cells become ordinary spaces (a reading system wraps
    /// at them), unbreakable blanks stay no-break spaces, and a `<wbr/>` marks where a word
    /// may break after a hyphen or a slash (Tagging Best Practices §2.17).
    static func text(_ braille: String) -> String {
        // Written as UTF-8 bytes: this runs on all the book's braille.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(braille.utf8.count + 16)
        var previous: Unicode.Scalar = " "
        var beforePrevious: Unicode.Scalar = " "
        let scalars = Array(braille.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{2800}" {
                bytes.append(UInt8(ascii: " "))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            // Dots 3-6 (a hyphen) or 456-34 (UEB's slash) between two cells of a word.
            let hyphen = scalar == "\u{2824}" && previous != "\u{2820}"
            let slash = scalar == "\u{280C}" && previous == "\u{2838}"
            if (hyphen || slash) && Self.isWordCell(next) && Self.isWordCell(hyphen ? previous : beforePrevious) {
                bytes.append(contentsOf: "<wbr/>".utf8)
            }
            beforePrevious = previous
            previous = scalar
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The braille without its blank cells at the start (`leading`) or the end. A span
    /// with none (nearly every one) is returned as it is, and a trimmed one is copied
    /// whole, not scalar by scalar: this runs on the first and last span of every block.
    private static func trimmed(_ braille: String, leading: Bool) -> String {
        let scalars = braille.unicodeScalars
        if leading {
            guard let start = scalars.firstIndex(where: { $0 != "\u{2800}" }) else { return "" }
            return start == scalars.startIndex ? braille : String(scalars[start...])
        }
        guard let last = scalars.lastIndex(where: { $0 != "\u{2800}" }) else { return "" }
        let end = scalars.index(after: last)
        return end == scalars.endIndex ? braille : String(scalars[..<end])
    }

    private static func isWordCell(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x2800 && scalar.value <= 0x28FF && scalar != "\u{2824}"
    }

    /// The writer of eBraille's XHTML and package: attributes in double quotes, so an
    /// apostrophe stands as it is.
    static func writer() -> XMLWriter { XMLWriter(escapingApostrophe: false) }

    /// The text with its blank cells as spaces (a reading system wraps at them).
    static func spaced(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{2800}") else { return text }
        var spaced = ""
        spaced.unicodeScalars.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "\u{2800}" ? " " : $0 })
        return spaced
    }
}
