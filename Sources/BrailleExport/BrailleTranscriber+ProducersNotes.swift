import ReadingModel

/// Producers' notes: text the producer of an accessible edition added (DTBook's `prodnote`,
/// EPUB 3's `z3998:production`), which braille reads as what it is, a transcriber's note
/// (BANA Braille Formats 2016 §3): between the transcriber's note indicators, seven words or
/// fewer embedded in the text, longer notes in 7-5 (§3.1.4).
extension BrailleTranscriber {
    /// A block producer's note: each of its paragraphs translated, the opening indicator
    /// before the first and the closing indicator after the last (UEB; other codes have
    /// none, as for image descriptions), and how many words the note has.
    func producersNoteParagraphs(_ node: PlanNode) throws(ExportError) -> (paragraphs: [Cells], words: Int) {
        var texts: [String] = []
        node.forEachLeaf { leaf in
            let words = leaf.inlines.plainText.split(whereSeparator: \.isWhitespace)
            if !words.isEmpty { texts.append(words.joined(separator: " ")) }
        }
        var paragraphs: [Cells] = []
        for text in texts { paragraphs.append(try translator.translate(text)) }
        if usesUEB, !paragraphs.isEmpty {
            paragraphs[0] = Self.openingTranscribersNote + paragraphs[0]
            paragraphs[paragraphs.count - 1] += Self.closingTranscribersNote
        }
        let words = texts.reduce(0) { $0 + $1.split(separator: " ").count }
        return (paragraphs, words)
    }

    /// Lays out a block producer's note as a transcriber's note (§3.1.4): one paragraph of
    /// seven words or fewer in the format of the text around it, any longer note in 7-5
    /// (relative to the text's runover), every paragraph of it; no box lines (it is not
    /// print's sidebar, §7).
    mutating func producersNote(_ node: PlanNode) throws(ExportError) {
        let note = try producersNoteParagraphs(node)
        let format = self.format()
        let embedded = note.paragraphs.count == 1 && note.words <= 7
        let first = embedded ? format.first : format.runover + 6
        let runover = embedded ? format.runover : format.runover + 4
        for cells in note.paragraphs { layout.addParagraph(cells, first: first, runover: runover) }
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
