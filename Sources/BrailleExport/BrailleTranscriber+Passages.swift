import ReadingModel

/// Typeform and capitals passages over several text elements: "When transcribing a typeform
/// passage which extends over more than one text element (e.g. a series of consecutive
/// paragraphs), each text element is preceded by the typeform passage indicator and the
/// typeform is terminated only at the point where the typeform changes" (UEB Rulebook
/// §9.9.1); "When transcribing a capitalised passage which extends over more than one text
/// element (e.g. a series of paragraphs, or a numbered or bulleted list of points), each text
/// element is preceded by the capitalised passage indicator and the capitals mode is
/// terminated only at the end of the final text element" (§8.5). A text element is a
/// paragraph or a list item (its own text, or its one paragraph); headings are not: "a series
/// of headings" is capitalised element by element (§8.5), and they are not scanned.
///
/// liblouis translates a paragraph at a time, so it opens and closes a passage in every
/// element; the transcriber drops the terminator of each element the next one continues.
extension BrailleTranscriber {
    /// What runs on from a text element into the next: the typeforms of a typeform passage,
    /// and whether a capitals passage does.
    struct ContinuedPassage: Equatable {
        var emphasis: Emphasis?
        var capitals = false
    }

    /// The text elements whose passage the next sibling element continues, by id: paragraphs
    /// wholly in one typeform (or wholly in capitals) followed by a paragraph wholly in the
    /// same, and list items so followed by the next item of their list.
    static func continuedPassages(_ nodes: [PlanNode]) -> [String: ContinuedPassage] {
        var result: [String: ContinuedPassage] = [:]
        // One pass over each list of siblings, keeping only the previous element's facts: a
        // book of a million paragraphs is not copied to compare neighbours.
        func scan(_ siblings: [PlanNode]) {
            var previous: (id: String, emphasis: Emphasis?, capitals: Bool)?
            for node in siblings {
                let current = textElement(node).map { (id: $0.id, emphasis: passageEmphasis($0), capitals: isCapitalsPassage($0)) }
                if let previous, let current {
                    var passage = ContinuedPassage()
                    if let emphasis = previous.emphasis, emphasis == current.emphasis { passage.emphasis = emphasis }
                    passage.capitals = previous.capitals && current.capitals
                    if passage != ContinuedPassage() { result[previous.id] = passage }
                }
                previous = current
                if !node.children.isEmpty { scan(node.children) }
            }
        }
        scan(nodes)
        return result
    }

    /// The node holding a text element's words: a paragraph, a list item's own text, or a
    /// list item's one paragraph; `nil` for other blocks.
    static func textElement(_ node: PlanNode) -> PlanNode? {
        switch node.role {
        case .paragraph where node.children.isEmpty: return node
        case .listItem where node.children.isEmpty && !node.inlines.isEmpty: return node
        case .listItem where node.inlines.isEmpty && node.children.count == 1 && node.children[0].role == .paragraph
                && node.children[0].children.isEmpty:
            return node.children[0]
        default: return nil
        }
    }

    /// Whether a text element is a capitals passage: three words or more, with letters
    /// that have case all capitals (UEB §8.4: "A passage is three or more symbols-sequences").
    static func isCapitalsPassage(_ node: PlanNode) -> Bool {
        var words = 0
        var capitals = false
        for inline in node.inlines {
            switch inline {
            case .text(let text, _):
                for scalar in text.unicodeScalars where scalar.properties.changesWhenCaseMapped {
                    if scalar.properties.isLowercase { return false }
                    if scalar.properties.isUppercase { capitals = true }
                }
                words += text.split(whereSeparator: \.isWhitespace).count
            case .lineBreak, .noteReference, .pageBreak, .lineNumber:
                continue
            case .image, .math:
                return false
            }
        }
        return capitals && words >= 3
    }

    /// The typeforms every word of a text element of three words or more shares (a passage
    /// by UEB §9.4: a typeform over three or more words), `nil` when there are none.
    static func passageEmphasis(_ node: PlanNode) -> Emphasis? {
        guard node.children.isEmpty else { return nil }
        switch node.role {
        case .paragraph, .listItem: break
        default: return nil
        }
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

    /// `cells` without the passage terminators that end them: the typeform's prefix and
    /// dots 3 of `passage.emphasis`, and the capitals terminator (dots 6, 3) when a capitals
    /// passage runs on.
    static func withoutPassageTerminators(_ cells: Cells, passage: ContinuedPassage) -> Cells {
        var result = cells
        if passage.capitals, result.count >= 2, result[result.count - 2] == "⠠", result[result.count - 1] == "⠄" {
            result.removeLast(2)
        }
        guard let emphasis = passage.emphasis else { return result }
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
