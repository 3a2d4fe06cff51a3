import ReadingModel

/// Typeform passages over several paragraphs (UEB Rulebook §9.9.1: a passage that extends
/// over more than one text element opens each element with the passage indicator and is
/// terminated only where the typeform changes, after its last element).
///
/// liblouis translates a paragraph at a time, so it opens and closes a passage in every
/// paragraph; the transcriber drops the terminator of each paragraph the next one continues.
extension BrailleTranscriber {
    /// The ids of paragraphs wholly in one typeform whose next sibling is a paragraph wholly
    /// in the same typeform: their passage runs on, so they end without a terminator.
    static func continuedPassages(_ nodes: [PlanNode]) -> Set<String> {
        var result: Set<String> = []
        func scan(_ siblings: [PlanNode]) {
            let emphases = siblings.map(passageEmphasis)
            for index in siblings.indices.dropLast() where emphases[index] != nil && emphases[index] == emphases[index + 1] {
                result.insert(siblings[index].id)
            }
            for node in siblings where !node.children.isEmpty { scan(node.children) }
        }
        scan(nodes)
        return result
    }

    /// The typeforms every word of a paragraph of three words or more shares (a passage by
    /// UEB §9.4: a typeform over three or more words), `nil` when there are none.
    static func passageEmphasis(_ node: PlanNode) -> Emphasis? {
        guard case .paragraph = node.role, node.children.isEmpty else { return nil }
        var common: Emphasis?
        var words = 0
        for inline in node.inlines {
            switch inline {
            case .text(let text, let style):
                guard !WhiteSpace.isBlank(text) else { continue }
                common = common.map { $0.intersection(style.emphasis) } ?? style.emphasis
                // Most paragraphs have a plain run: no passage, and no need to read further.
                if common?.isEmpty == true { return nil }
                words += text.split(whereSeparator: \.isWhitespace).count
            case .lineBreak, .noteReference, .pageBreak, .lineNumber:
                continue
            case .image, .math:
                return nil
            }
        }
        guard let common, !common.isEmpty, words >= 3 else { return nil }
        return common
    }

    /// UEB's typeform indicator prefixes: italic dots 46, bold 45, underline 456.
    private static let typeformPrefixes: [(Emphasis, Unicode.Scalar)] = [(.italic, "⠨"), (.bold, "⠘"), (.underline, "⠸")]

    /// `cells` without the passage terminators (the typeform's prefix and dots 3) of
    /// `emphasis` that end them.
    static func withoutPassageTerminators(_ cells: Cells, emphasis: Emphasis) -> Cells {
        var result = cells
        var removed = true
        while removed {
            removed = false
            for (form, prefix) in typeformPrefixes where emphasis.contains(form) {
                if result.count >= 2, result[result.count - 2] == prefix, result[result.count - 1] == "⠄" {
                    result.removeLast(2)
                    removed = true
                }
            }
        }
        return result
    }
}
