import ReadingModel

/// Exercise material (Braille Formats 2016 §10): a question and the answer choices that
/// accompany it.
extension BrailleTranscriber {
    /// The nodes to keep on one braille page, by the id of the first: "When possible, keep
    /// all answer choices on the same braille page as the question(s) they accompany.
    /// Question and answer choices should appear on a single page whenever space permits,
    /// regardless of the amount of blank space resulting on a page" (Formats 2016 §10.1).
    ///
    /// An exercise's parts are read from the book's markup where it names them (EPUB 3's
    /// Structural Semantics Vocabulary, "Testing": a `question`, the lists of a
    /// `multiple-choice-problem`: ``BookPart/question``, ``BookPart/answerChoices``), else
    /// told by their form: the answer choices are a lettered list (`type="a"`/`"A"`,
    /// `lower-alpha`/`upper-alpha`) of at least two items, or a run of two or more
    /// paragraphs lettered in print from a or A ("a. …", "(b) …": ``choiceParagraphsEnd``);
    /// the question is the text they accompany when it is one (``isQuestion(_:)``): a list
    /// item holding the choices as its nested list (the numbered question of a quiz), or a
    /// paragraph straight before them. A lettered list after text that is no question (an
    /// outline's subpoints, "the steps are:") is not an exercise's choices and is laid out
    /// as before.
    static func exerciseGroups(in nodes: [PlanNode]) -> [String: [PlanNode]] {
        var groups: [String: [PlanNode]] = [:]
        func visit(_ nodes: [PlanNode], inQuestion: Bool) {
            for (index, node) in nodes.enumerated() {
                var question = false
                // The choices first: most list items hold none, and their text is not read.
                if case .listItem = node.role, node.children.contains(where: isAnswerChoices), isQuestionItem(node) {
                    groups[node.id] = [node]
                    question = true
                } else if index == 0 || nodes[index - 1].part != .matchList, let end = matchListsEnd(nodes, from: index) {
                    // A match problem's lists: the items and the choices they are matched with.
                    groups[node.id] = Array(nodes[index..<end])
                } else if !inQuestion, node.role == .paragraph, index + 1 < nodes.count {
                    // The choices first: few paragraphs have any after them.
                    let end = choicesEnd(nodes, question: index)
                    if end > index + 1, isQuestion(node) { groups[node.id] = Array(nodes[index..<end]) }
                }
                // A question item's own paragraph before its choices is kept with them already.
                visit(node.children, inQuestion: question)
            }
        }
        visit(nodes, inQuestion: false)
        return groups
    }

    /// Answer choices in a list: one the book marks as a multiple-choice problem's
    /// (``BookPart/answerChoices``), or a lettered list of two or more items (a, b, c ...
    /// or A, B, C ...).
    static func isAnswerChoices(_ node: PlanNode) -> Bool {
        guard case .list = node.role else { return false }
        let items = node.children.filter { if case .listItem = $0.role { return true } else { return false } }.count
        if node.part == .answerChoices { return items >= 1 }
        guard case .list(ordered: true) = node.role,
              let style = node.listNumbering?.style, style == .lowerAlpha || style == .upperAlpha else { return false }
        return items >= 2
    }

    /// The end of the answer choices after the question at `question`: after its list of
    /// choices, or after its lettered choice paragraphs; `question + 1` when none follows.
    static func choicesEnd(_ nodes: [PlanNode], question: Int) -> Int {
        guard question + 1 < nodes.count else { return question + 1 }
        if isAnswerChoices(nodes[question + 1]) { return question + 2 }
        return choiceParagraphsEnd(nodes, from: question + 1)
    }

    /// The end of a run of answer choices typed as paragraphs, each opening with print's
    /// letter ("a. …", "a) …", "(a) …"), the letters following on from a (or A) with no gap
    /// (a book made in a word processor or page layout program, whose lists are paragraphs
    /// numbered by hand: Formats 2016 §10.1, "Follow print for sequence, punctuation, and
    /// capitalization of all ... letters in exercise material"). `start` when fewer than
    /// two paragraphs so open.
    static func choiceParagraphsEnd(_ nodes: [PlanNode], from start: Int) -> Int {
        var end = start
        var expected: Character?
        while end < nodes.count, nodes[end].role == .paragraph, let letter = choiceLetter(nodes[end].inlines) {
            if let wanted = expected {
                guard letter == wanted else { break }
            } else {
                guard letter == "a" || letter == "A" else { return start }
            }
            expected = Character(Unicode.Scalar(letter.asciiValue! + 1))
            end += 1
        }
        return end - start >= 2 ? end : start
    }

    /// The letter a paragraph opens with as a choice's label: one ASCII letter followed by
    /// a full stop or a closing parenthesis, or in parentheses, then a space.
    static func choiceLetter(_ inlines: [Inline]) -> Character? {
        guard let label = printLabel(inlines, where: { $0.isASCII && $0.isLetter }), label.count == 1 else { return nil }
        return label.first
    }

    /// The label a paragraph opens with in print: characters of `kind`, followed by a full
    /// stop or a closing parenthesis, or in parentheses, then a space or no-break space.
    static func printLabel(_ inlines: [Inline], where kind: (Character) -> Bool) -> Substring? {
        var text = openingText(inlines)
        let bracketed = text.first == "("
        if bracketed { text = text.dropFirst() }
        let label = text.prefix(while: kind)
        guard !label.isEmpty else { return nil }
        text = text.dropFirst(label.count)
        guard let mark = text.first, bracketed ? mark == ")" : mark == "." || mark == ")" else { return nil }
        guard let after = text.dropFirst().first, after == " " || after == "\u{00A0}" else { return nil }
        return label
    }

    /// The first characters of the inlines' text after its leading white space: enough for
    /// any label ``printLabel(_:where:)`` accepts (three digits, or one letter, with its
    /// parentheses or full stop and the space after), read without joining the whole text
    /// of every paragraph of a book.
    static func openingText(_ inlines: [Inline], characters limit: Int = 16) -> Substring {
        var result = ""
        var count = 0
        for inline in inlines {
            for character in inline.plainText {
                if count == 0, character.isWhitespace { continue }
                result.append(character)
                count += 1
                if count == limit { return Substring(result) }
            }
        }
        return Substring(result)
    }

    /// The text of a list item's paragraphs before its nested list (an item whose words are
    /// in a `<p>` of their own).
    static func leadingText(of item: PlanNode) -> [Inline] {
        item.children.prefix { $0.role == .paragraph }.flatMap(\.inlines)
    }

    /// Whether a paragraph is a question: the book marks it as one (``BookPart/question``),
    /// its text asks (``asks(_:)``), or print numbers it ("1. The capital of France is"): a
    /// numbered paragraph before lettered choices is a question whether or not it ends in
    /// a question mark (an incomplete statement the choices complete).
    static func isQuestion(_ node: PlanNode) -> Bool {
        node.part == .question || asks(node.inlines) || isNumbered(node.inlines)
    }

    /// Whether a list item holding answer choices is a question: it, or a paragraph of it
    /// before the choices, is marked as one or asks.
    static func isQuestionItem(_ item: PlanNode) -> Bool {
        item.part == .question || asks(item.inlines) || asks(leadingText(of: item))
            || item.children.prefix { $0.role == .paragraph }.contains { $0.part == .question }
    }

    /// Whether text opens with print's number: digits then a full stop or a closing
    /// parenthesis, or digits in parentheses, then a space.
    static func isNumbered(_ inlines: [Inline]) -> Bool {
        guard let label = printLabel(inlines, where: { $0.isASCII && $0.isNumber }) else { return false }
        return (1...3).contains(label.count)
    }

    /// Whether text is a question: it ends in a question mark (closing quotes, brackets and
    /// spaces after it allowed), holds a blank to fill in (three or more low lines), or ends
    /// in an ellipsis (a statement left for the choices to complete: "The river rises in
    /// …").
    static func asks(_ inlines: [Inline]) -> Bool {
        // A blank ("___"), anywhere in the text: its bytes, over the runs' boundaries.
        var lowLines = 0
        for inline in inlines {
            for byte in inline.plainText.utf8 {
                lowLines = byte == UInt8(ascii: "_") ? lowLines + 1 : 0
                if lowLines == 3 { return true }
            }
        }
        // The text's last three characters before its closing marks, read from the end.
        var end: [Character] = []
        reading: for inline in inlines.reversed() {
            for character in inline.plainText.reversed() {
                if end.isEmpty, questionClosers.contains(character) { continue }
                end.append(character)
                if end.count == 3 { break reading }
            }
        }
        return end.first == "?" || end.first == "\u{2026}" || end == [".", ".", "."]
    }

    /// What may close a question after its question mark or ellipsis: quotation marks,
    /// brackets and spaces.
    static let questionClosers: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}", ")", "]", " ", "\u{00A0}", "\n"]

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
        if !longExercises.isEmpty, let choices = longExercises[node.id] {
            keepWhole(choices)
            return
        }
        guard let group = exerciseGroups[node.id] else { return }
        // A table's notes kept with it (``tableNoteGroups(in:)``) are not a question.
        let questionGroup = !group.contains(where: \.isPlacedNote) && group.contains { node in
            if case .listItem = node.role { return true }
            return node.role == .paragraph || node.part == .matchList
        }
        guard !keepWhole(group, measureAtTop: questionGroup), questionGroup,
              let choices = Self.choices(of: group), let first = choices.first else { return }
        longExercises[first.id] = choices
    }

    /// The answer choices of a question group: the list after the question paragraph, the
    /// choice paragraphs after it, or the list a question item holds.
    static func choices(of group: [PlanNode]) -> [PlanNode]? {
        // A match problem's choices: the list the first list's items are matched with.
        if group.first?.part == .matchList, group.count > 1, let last = group.last { return [last] }
        if let list = group.last(where: isAnswerChoices) { return [list] }
        if group.count > 2, group.dropFirst().allSatisfy({ $0.role == .paragraph }) { return Array(group.dropFirst()) }
        return group.last?.children.last(where: isAnswerChoices).map { [$0] }
    }
}
