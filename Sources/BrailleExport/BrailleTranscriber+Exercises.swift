import ReadingModel

/// Exercise material (Braille Formats 2016 §10): a question and the answer choices that
/// accompany it.
extension BrailleTranscriber {
    /// The nodes to keep on one braille page, by the id of the first: "When possible, keep
    /// all answer choices on the same braille page as the question(s) they accompany.
    /// Question and answer choices should appear on a single page whenever space permits,
    /// regardless of the amount of blank space resulting on a page" (Formats 2016 §10.1).
    ///
    /// No markup a book uses names an exercise's parts, so they are told by their form: the
    /// answer choices are a lettered list (`type="a"`/`"A"`, `lower-alpha`/`upper-alpha`) of
    /// at least two items, and the question is the text they accompany when it asks (ends
    /// in a question mark, quotes and brackets after it allowed) or holds a blank to fill in
    /// (three or more low lines): a list item holding the choices as its nested list (the
    /// numbered question of a quiz), or a paragraph straight before the list. A lettered
    /// list after text that does not ask (an outline's subpoints, "the steps are:") is
    /// not an exercise's choices and is laid out as before.
    static func exerciseGroups(in nodes: [PlanNode]) -> [String: [PlanNode]] {
        var groups: [String: [PlanNode]] = [:]
        func visit(_ nodes: [PlanNode], inQuestion: Bool) {
            for (index, node) in nodes.enumerated() {
                var question = false
                // The choices first: most list items hold none, and their text is not read.
                if case .listItem = node.role, node.children.contains(where: isAnswerChoices),
                   asks(node.inlines) || asks(leadingText(of: node)) {
                    groups[node.id] = [node]
                    question = true
                } else if !inQuestion, node.role == .paragraph, index + 1 < nodes.count, isAnswerChoices(nodes[index + 1]),
                          asks(node.inlines) {
                    groups[node.id] = [node, nodes[index + 1]]
                }
                // A question item's own paragraph before its choices is kept with them already.
                visit(node.children, inQuestion: question)
            }
        }
        visit(nodes, inQuestion: false)
        return groups
    }

    /// A lettered list of two or more items: answer choices a, b, c ... or A, B, C ...
    static func isAnswerChoices(_ node: PlanNode) -> Bool {
        guard case .list(ordered: true) = node.role,
              let style = node.listNumbering?.style, style == .lowerAlpha || style == .upperAlpha else { return false }
        return node.children.filter { if case .listItem = $0.role { return true } else { return false } }.count >= 2
    }

    /// The text of a list item's paragraphs before its nested list (an item whose words are
    /// in a `<p>` of their own).
    static func leadingText(of item: PlanNode) -> [Inline] {
        item.children.prefix { $0.role == .paragraph }.flatMap(\.inlines)
    }

    /// Whether text is a question: it ends in a question mark (closing quotes, brackets and
    /// spaces after it allowed), or holds a blank to fill in (three or more low lines).
    static func asks(_ inlines: [Inline]) -> Bool {
        let text = inlines.plainText
        if text.contains("___") { return true }
        let closing: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}", ")", "]", " ", "\u{00A0}", "\n"]
        return text.reversed().first { !closing.contains($0) } == "?"
    }

    /// The notes the plan places before a table (Formats 2016 §16.1.5b, §16.8), with the
    /// table (or the figure holding it), by the id of the first note: the notes are read
    /// before the table, so they are kept on its page when the whole fits (a table is not
    /// divided, §11; a note left alone at a page's foot would be read apart from it).
    static func tableNoteGroups(in nodes: [PlanNode]) -> [String: [PlanNode]] {
        var groups: [String: [PlanNode]] = [:]
        func isTabular(_ node: PlanNode) -> Bool {
            if case .table = node.role { return true }
            return node.role == .figure && node.children.contains { if case .table = $0.role { return true } else { return false } }
        }
        func visit(_ nodes: [PlanNode]) {
            var index = nodes.startIndex
            while index < nodes.endIndex {
                guard nodes[index].isPlacedNote else {
                    visit(nodes[index].children)
                    index += 1
                    continue
                }
                var end = index
                while end < nodes.endIndex, nodes[end].isPlacedNote { end += 1 }
                if end < nodes.endIndex, isTabular(nodes[end]) {
                    groups[nodes[index].id] = Array(nodes[index...end])
                }
                index = end
            }
        }
        visit(nodes)
        return groups
    }

    /// Keeps a question and its answer choices on one page when they fit (§10.1a): the
    /// nodes are measured together, and a new page starts before them when the rest of this
    /// one cannot hold them. When they are too long for one page, the choices are kept
    /// together instead: "When question and answer choices are too long to fit on a single
    /// page, all answer choices should appear together on one page whenever space permits"
    /// (Formats 2011 §10.1.6b; 2016 §10.1b).
    mutating func keepExercise(_ node: PlanNode) {
        guard !measuring else { return }
        if !longExercises.isEmpty, longExercises.contains(node.id) {
            keepWhole([node])
            return
        }
        guard let group = exerciseGroups[node.id] else { return }
        // A table's notes kept with it (``tableNoteGroups(in:)``) are not a question.
        let questionGroup = !group.contains(where: \.isPlacedNote) && group.contains { node in
            if case .listItem = node.role { return true }
            return node.role == .paragraph
        }
        guard !keepWhole(group, measureAtTop: questionGroup), questionGroup,
              let choices = Self.choices(of: group) else { return }
        longExercises.insert(choices.id)
    }

    /// The answer choices of a question group: the lettered list after the question
    /// paragraph, or the one a question item holds.
    static func choices(of group: [PlanNode]) -> PlanNode? {
        if let list = group.last(where: isAnswerChoices) { return list }
        return group.last?.children.last(where: isAnswerChoices)
    }
}
