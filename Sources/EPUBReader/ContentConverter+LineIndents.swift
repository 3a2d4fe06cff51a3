import BookModel
import ReadingModel
import XMLTree

/// The print indents of a poem's lines: what braille's poetry format ranks over the whole
/// poem, each level two cells further in (BANA Braille Formats 2016 §13.3).
extension ContentConverter {
    /// The indent, in ems, a line of a poem or an index entry sets on itself: an indent
    /// class (Project Gutenberg's and Standard Ebooks' `i2`, ppgen's `in2`, `indent2`; a
    /// bare `indent` is one level) or its own `margin-left` and `padding-left` with its own
    /// `text-indent` (a hanging indent's negative `text-indent` taken off the margin, as
    /// the first line starts there), from a style sheet or its `style` attribute. `nil`
    /// for none or zero.
    func printLineIndent(_ element: XMLElement, css: [String: String]?) -> Double? {
        var indent = 0.0
        for name in classes(element) {
            if name == "indent" { indent = max(indent, 1); continue }
            for prefix in ["indent", "in", "i"] where name.hasPrefix(prefix) {
                if let number = Double(name.dropFirst(prefix.count)), number >= 0, number <= 40 {
                    indent = max(indent, number)
                }
                break
            }
        }
        if let css {
            var own = 0.0
            for property in ["margin-left", "padding-left", "text-indent"] {
                own += css[property].flatMap(CSSMeasure.ems) ?? 0
            }
            indent += own
        }
        return indent > 0 ? indent : nil
    }
}

extension ContentConverter {
    /// Records the cells a style sheet written for braille starts `blocks`' paragraphs in
    /// (``cellIndents``), where they are not what the sheet's flush and `2ch` paragraphs
    /// already are: a left margin (its own or an enclosing block's), or a `text-indent`
    /// in `ch` other than 0 and 2 (`4ch`, a cell-5 first line; `-2ch`, a hanging indent).
    mutating func recordCellIndents(_ blocks: [Block], context: Context) {
        let indent = context.textIndent.map { CSSMeasure.cells($0) } ?? 0
        guard context.leftCells > 0 || (indent != 0 && indent != 2) else { return }
        let indents = CellIndent(first: max(context.leftCells + indent, 0), runover: max(context.leftCells, 0))
        for block in blocks where block.role == .paragraph { cellIndents[block.id] = indents }
    }

    /// Print's indent written as no-break spaces at the start of a line (older Project
    /// Gutenberg books: `&nbsp;&nbsp;&nbsp;&nbsp;and gulls go wheeling`): taken off the
    /// words and kept as the line's indent, two spaces to the em, on every line of `block`
    /// and of the blocks in it. Braille had set the spaces as blank cells, which no level
    /// of §13.3 is; text drops them anyway.
    static func indentLinesBySpaces(_ block: inout Block) {
        indentLinesBySpaces(&block.inlines)
        for index in block.children.indices { indentLinesBySpaces(&block.children[index]) }
    }

    /// ``indentLinesBySpaces(_:)-(Block)`` on one run of inlines: each line's first words
    /// take the no-break spaces before them, in their run or in runs of spaces alone (which
    /// are then left out).
    static func indentLinesBySpaces(_ inlines: inout [Inline]) {
        var start = true
        var spaces = 0
        var emptied = false
        for index in inlines.indices {
            switch inlines[index] {
            case .lineBreak:
                start = true
                spaces = 0
            case .text(let text, var style) where start:
                let blank = text.unicodeScalars.prefix { $0 == "\u{00A0}" || $0.properties.isWhitespace }
                spaces += blank.filter { $0 == "\u{00A0}" }.count
                let rest = String(text.unicodeScalars.dropFirst(blank.count))
                guard spaces > 0 else {
                    if !rest.isEmpty { start = false }
                    continue
                }
                if rest.isEmpty {
                    inlines[index] = .text("", style)
                    emptied = true
                    continue
                }
                style.lineIndent = (style.lineIndent ?? 0) + Double(spaces) / 2
                inlines[index] = .text(rest, style)
                start = false
                spaces = 0
            case .image, .math:
                start = false
                spaces = 0
            default:
                break
            }
        }
        if emptied {
            inlines.removeAll { if case .text(let text, _) = $0 { return text.isEmpty } else { return false } }
        }
    }
}
