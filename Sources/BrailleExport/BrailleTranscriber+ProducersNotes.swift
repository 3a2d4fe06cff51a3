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

    /// Where the producers' notes in a run of inlines open and close (DTBook's inline
    /// `prodnote`, a `span` of `z3998:production`; §3.1.1: wording the transcriber, here the
    /// producer, inserted is a transcriber's note): a note opens at its first text inline
    /// holding words and closes at its last. Images, math, line and page breaks and note
    /// references inside it, or blank text between two of its pieces, do not part it; print's
    /// words do.
    struct ProducersNoteEdges: Sendable {
        var opens: Set<Int> = []
        var closes: Set<Int> = []

        init(_ inlines: [Inline]) {
            var first: Int?, last: Int?
            func end() {
                if let first, let last { opens.insert(first); closes.insert(last) }
                first = nil
                last = nil
            }
            for (index, inline) in inlines.enumerated() {
                guard case .text(let text, let style) = inline, text.contains(where: { !$0.isWhitespace }) else { continue }
                if style.producersNote {
                    if first == nil { first = index }
                    last = index
                } else {
                    end()
                }
            }
            end()
        }
    }

    /// `inline`'s runs, the inline at `index` of the inlines `edges` were found in: the
    /// opening transcriber's note indicator straight before the first word of a producer's
    /// note in the text and the closing one straight after its last (§3.1.4: a note embedded
    /// in the text, "preceded and followed, unspaced" by the indicators, as the 1997 Formats
    /// words it), so the spaces, line breaks and images around the note stay outside them.
    /// Codes other than UEB have no indicators here, as for image descriptions.
    func runs(_ inline: Inline, at index: Int, labels: Labels, producersNotes edges: ProducersNoteEdges) -> [BrailleRun] {
        guard case .text(let text, let style) = inline else { return runs(inline, labels: labels) }
        return runs(text, style: style, at: index, producersNotes: edges)
    }

    /// The runs of text `at index` of the inlines `edges` were found in, between the
    /// indicators where a producer's note opens or closes in it (`runs(_:at:labels:producersNotes:)`).
    func runs(_ text: String, style: InlineStyle, at index: Int, producersNotes edges: ProducersNoteEdges) -> [BrailleRun] {
        let opens = edges.opens.contains(index), closes = edges.closes.contains(index)
        guard usesUEB, opens || closes else { return runs(text, style: style) }
        let start = opens ? text.firstIndex { !$0.isWhitespace } ?? text.startIndex : text.startIndex
        let end = closes ? text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? text.endIndex : text.endIndex
        var result: [BrailleRun] = []
        if start > text.startIndex { result.append(BrailleRun(String(text[..<start]))) }
        if opens { result.append(BrailleRun(cells: Self.openingTranscribersNote)) }
        result += runs(String(text[start..<end]), style: style)
        if closes { result.append(BrailleRun(cells: Self.closingTranscribersNote)) }
        if end < text.endIndex { result.append(BrailleRun(String(text[end...]))) }
        return result
    }
}
