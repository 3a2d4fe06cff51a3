import ReadingModel

/// Poetry's indents: the print indents of a poem's lines ranked over the whole poem, each
/// level two cells further in, every runover two cells past the deepest level (BANA
/// Braille Formats 2016 §13.3: "The indention pattern is based on the entire poem").
extension BrailleTranscriber {
    /// The print indents of the lines of `poem`, each once, from the least to the most; a
    /// line at print's margin counts as indent 0.
    static func poemIndents(_ poem: PlanNode) -> [Double] {
        var indents: Set<Double> = []
        func visit(_ node: PlanNode) {
            var start = true
            for inline in node.inlines {
                if case .lineBreak = inline {
                    start = true
                } else if start, let indent = indent(of: inline) {
                    indents.insert(indent)
                    start = false
                }
            }
            node.children.forEach(visit)
        }
        visit(poem)
        return indents.sorted()
    }

    /// The print indent of the line that starts at `index` of `inlines`: its first words'
    /// (or image's, or expression's); 0 for a line with none.
    static func lineIndent(_ inlines: [Inline], from index: Int) -> Double {
        for inline in inlines[index...] {
            if case .lineBreak = inline { return 0 }
            if let indent = indent(of: inline) { return indent }
        }
        return 0
    }

    /// The indent a line starting with `inline` has; `nil` for what starts no line's words
    /// (white space, a page change, a note reference, a line number).
    private static func indent(of inline: Inline) -> Double? {
        switch inline {
        case .text(let text, let style):
            return text.allSatisfy(\.isWhitespace) ? nil : style.lineIndent ?? 0
        case .image, .math:
            return 0
        case .lineBreak, .noteReference, .pageBreak, .lineNumber:
            return nil
        }
    }

    /// First-line and runover cells (0-based) of the poem line in force, `base` cells in:
    /// the line's level of indent in the poem two cells a level, the runovers two cells
    /// past the deepest level (§13.3; a poem with no indented line is 1-3).
    func poemLineFormat(base: Int) -> (first: Int, runover: Int) {
        let levels = max(context.poemIndents.count, 1)
        let level = context.poemIndents.firstIndex(of: context.lineIndent) ?? 0
        return (base + 2 * level, base + 2 * levels)
    }
}
