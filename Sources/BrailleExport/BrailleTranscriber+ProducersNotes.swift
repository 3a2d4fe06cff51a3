import ReadingModel

/// Producers' notes: text the producer of an accessible edition added (DTBook's `prodnote`,
/// EPUB 3's `z3998:production`), which braille reads as what it is, a transcriber's note
/// (BANA Braille Formats 2016 §3): between the transcriber's note indicators, seven words or
/// fewer embedded in the text, longer notes in 7-5 (§3.1.4).
extension BrailleTranscriber {
    /// Whether `node` is laid out as a transcriber's note: a producer's note whose every
    /// block is a paragraph of plain words (no emphasis, scripts, code, note references,
    /// images, math, line or page breaks). Its words are translated as plain text, so a note
    /// holding more stays what it was, a box that reads all of it, rather than losing any.
    static func readsAsProducersNote(_ node: PlanNode) -> Bool {
        guard node.traits.contains(.producersNote) else { return false }
        func plain(_ node: PlanNode) -> Bool {
            node.inlines.allSatisfy { inline in
                guard case .text(_, let style) = inline else { return false }
                return style.emphasis.isEmpty && style.script == nil && !style.code
            }
        }
        func paragraphs(_ nodes: [PlanNode]) -> Bool {
            nodes.allSatisfy { $0.role == .paragraph && plain($0) && paragraphs($0.children) }
        }
        return plain(node) && paragraphs(node.children)
    }

    /// A piece of a block producer's note, in reading order.
    enum ProducersNotePiece {
        /// A paragraph's braille (with the indicators on the first and the last).
        case paragraph(Cells)
        /// A print page break inside the note: placed where it stands (§1.11), after the
        /// paragraph that holds it.
        case pageBreak(PageBreak)
    }

    /// A block producer's note: each of its paragraphs translated, the opening indicator
    /// before the first and the closing indicator after the last (UEB; other codes have
    /// none, as for image descriptions), its print page breaks among them, and how many
    /// words the note has.
    func producersNotePieces(_ node: PlanNode) throws(ExportError) -> (pieces: [ProducersNotePiece], words: Int) {
        enum Found { case text(String), page(PageBreak) }
        var found: [Found] = []
        func visit(_ node: PlanNode) {
            if case .pageBreak(let page) = node.role { found.append(.page(page)) }
            let words = node.inlines.plainText.split(whereSeparator: \.isWhitespace)
            if !words.isEmpty { found.append(.text(words.joined(separator: " "))) }
            for case .pageBreak(let page) in node.inlines { found.append(.page(page)) }
            node.children.forEach(visit)
        }
        visit(node)
        var pieces: [ProducersNotePiece] = []
        var words = 0
        for item in found {
            switch item {
            case .text(let text):
                words += text.split(separator: " ").count
                pieces.append(.paragraph(try translator.translate(text)))
            case .page(let page): pieces.append(.pageBreak(page))
            }
        }
        let paragraphs = pieces.indices.filter { if case .paragraph = pieces[$0] { return true } else { return false } }
        if usesUEB, let first = paragraphs.first, let last = paragraphs.last {
            if case .paragraph(let cells) = pieces[first] { pieces[first] = .paragraph(Self.openingTranscribersNote + cells) }
            if case .paragraph(let cells) = pieces[last] { pieces[last] = .paragraph(cells + Self.closingTranscribersNote) }
        }
        return (pieces, words)
    }

    /// Lays out a block producer's note as a transcriber's note (§3.1.4): one paragraph of
    /// seven words or fewer in the format of the text around it, any longer note in 7-5
    /// (relative to the text's runover), every paragraph of it; no box lines (it is not
    /// print's sidebar, §7).
    mutating func producersNote(_ node: PlanNode) throws(ExportError) {
        let note = try producersNotePieces(node)
        let paragraphs = note.pieces.filter { if case .paragraph = $0 { return true } else { return false } }.count
        let format = self.format()
        let embedded = paragraphs == 1 && note.words <= 7
        let first = embedded ? format.first : format.runover + 6
        let runover = embedded ? format.runover : format.runover + 4
        for piece in note.pieces {
            switch piece {
            case .paragraph(let cells): layout.addParagraph(cells, first: first, runover: runover)
            case .pageBreak(let page): try printPage(page)
            }
        }
    }

    /// `inline`'s runs, with the opening transcriber's note indicator before the words of
    /// a producer's note in the text (DTBook's inline `prodnote`; §3: an embedded note) and
    /// the closing one after them; `open` says whether a note is open. Use
    /// ``closingProducersNote(_:)`` at the paragraph's end.
    func runs(_ inline: Inline, labels: Labels, producersNote open: inout Bool) -> [BrailleRun] {
        guard usesUEB, case .text(let text, let style) = inline, style.producersNote != open else {
            return runs(inline, labels: labels)
        }
        open = style.producersNote
        guard open else { return [BrailleRun(cells: Self.closingTranscribersNote)] + runs(inline, labels: labels) }
        // The indicator stands before the note's first word, after the space before it.
        let body = text.drop(while: \.isWhitespace)
        var result: [BrailleRun] = []
        if body.count < text.count { result.append(BrailleRun(String(text.prefix(text.count - body.count)))) }
        result.append(BrailleRun(cells: Self.openingTranscribersNote))
        return result + runs(String(body), style: style)
    }

    /// The closing indicator of a producer's note still open at a paragraph's end.
    static func closingProducersNote(_ open: inout Bool) -> [BrailleRun] {
        defer { open = false }
        return open ? [BrailleRun(cells: closingTranscribersNote)] : []
    }
}
