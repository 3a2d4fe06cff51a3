import ReadingModel

/// The formats of an exercise set (Braille Formats 2016 §10.2 Blank Lines, §10.3 Directions,
/// §10.4 Exercise Questions): directions blocked in cell 5, each question in 1-5 and its
/// answer choices in 3-5, a blank line before and after the set and none inside it.
extension BrailleTranscriber {
    /// What a block is in an exercise set laid out by §10.2-§10.4.
    enum ExercisePart: Equatable {
        /// Print's directions to the set (a paragraph opening "Directions:"), 5-5 (§10.3).
        case directions
        /// A question in a paragraph of its own before its lettered choices, 1-5 (§10.4);
        /// `opensSet` when nothing of the set is before it (the blank line before the set).
        case question(opensSet: Bool)
        /// A question's lettered choices, 3-5; `closesSet` when no question follows (the
        /// blank line after the set).
        case choices(closesSet: Bool)
        /// One of a question's choices typed as a paragraph of its own, opening with print's
        /// letter ("a. …"), 3-5; `closesSet` on the set's last.
        case choiceParagraph(closesSet: Bool)
        /// A question the book marks (``BookPart/question``) with no choices after it (a
        /// general or true/false problem), 1-5; a blank line before the set's first and after
        /// its last.
        case questionAlone(opensSet: Bool, closesSet: Bool)
        /// A numbered list of questions holding their choices, straight after directions:
        /// no blank line between the directions and the list (one set).
        case questionList
        /// Displayed text in the set (a `blockquote` after the directions or between its
        /// questions): in cell 5, its paragraphs 7-5, between blank lines (§10.7).
        case displayed
        /// One of a match problem's lists (``BookPart/matchList``): its items are the set's
        /// items, 1-5 (§10.4), no blank line between the lists or after the directions
        /// (§10.2); `opensSet` on the first when no directions are before it, `closesSet` on
        /// the last (the blank lines before and after the set).
        case matchList(opensSet: Bool, closesSet: Bool)
    }

    /// The exercise sets' blocks, by id. A set is a run of sibling questions, each a
    /// paragraph that is one (``isQuestion(_:)``) followed by its choices, a list
    /// (``isAnswerChoices(_:)``) or lettered paragraphs (``choiceParagraphsEnd``), or a
    /// paragraph the book marks as a question with no choices, with the directions before
    /// it when print gives them: a paragraph opening with "Directions" or "Instructions" and
    /// a colon (print's own label, kept as print words it, §10.1b), or an instruction
    /// (``instructs(_:)``), straight before a question or a numbered list of questions.
    /// Questions in a list's items are left to the list's levels (§8.3: two levels 1-5 /
    /// 3-5, the same margins), so lists are not searched.
    static func exerciseParts(in nodes: [PlanNode]) -> [String: ExercisePart] {
        var parts: [String: ExercisePart] = [:]
        /// The end of the question at `index` with its choices, or `nil` when no question
        /// stands there.
        func questionEnd(_ nodes: [PlanNode], _ index: Int) -> Int? {
            guard index < nodes.count, nodes[index].role == .paragraph else { return nil }
            let end = choicesEnd(nodes, question: index)
            if end > index + 1 { return Self.isQuestion(nodes[index]) ? end : nil }
            return nodes[index].part == .question ? end : nil
        }
        func isQuestion(_ nodes: [PlanNode], _ index: Int) -> Bool { questionEnd(nodes, index) != nil }
        func visit(_ nodes: [PlanNode]) {
            var index = 0
            while index < nodes.count {
                let node = nodes[index]
                if let end = matchListsEnd(nodes, from: index) {
                    let directed = index > 0 && parts[nodes[index - 1].id] == .directions
                    for list in index..<end {
                        parts[nodes[list].id] = .matchList(opensSet: list == index && !directed, closesSet: list == end - 1)
                    }
                    index = end
                    continue
                }
                if case .list = node.role {
                    index += 1
                    continue
                }
                if isQuestion(nodes, index) {
                    let directed = index > 0 && (parts[nodes[index - 1].id] == .directions || parts[nodes[index - 1].id] == .displayed)
                    var first = !directed
                    while let end = questionEnd(nodes, index) {
                        // Displayed text between this question's choices and the next question
                        // is the set's too.
                        let next = displayedEnd(nodes, from: end)
                        let closes = !isQuestion(nodes, next)
                        if end == index + 1 {
                            parts[nodes[index].id] = .questionAlone(opensSet: first, closesSet: closes)
                        } else {
                            parts[nodes[index].id] = .question(opensSet: first)
                            if end == index + 2, isAnswerChoices(nodes[index + 1]) {
                                parts[nodes[index + 1].id] = .choices(closesSet: closes)
                            } else {
                                for choice in (index + 1)..<end {
                                    parts[nodes[choice].id] = .choiceParagraph(closesSet: closes && choice == end - 1)
                                }
                            }
                        }
                        first = false
                        if !closes {
                            for display in end..<next { parts[nodes[display].id] = .displayed }
                        }
                        index = closes ? end : next
                    }
                    continue
                }
                if node.role == .paragraph, index + 1 < nodes.count {
                    // Displayed text the directions introduce stands between them and the
                    // questions. (The label is read last: most paragraphs precede no question.)
                    let next = displayedEnd(nodes, from: index + 1)
                    if next < nodes.count,
                       isQuestion(nodes, next) || isQuestionList(nodes[next]) || matchListsEnd(nodes, from: next) != nil,
                       isDirections(node.inlines) || instructs(node.inlines) {
                        parts[node.id] = .directions
                        for display in (index + 1)..<next { parts[nodes[display].id] = .displayed }
                        if isQuestionList(nodes[next]) {
                            // Straight after the directions, no blank line between them; after
                            // displayed text, the blank line that ends it.
                            if next == index + 1 { parts[nodes[next].id] = .questionList }
                            index = next + 1
                            continue
                        }
                        index = next
                        continue
                    }
                }
                visit(node.children)
                index += 1
            }
        }
        visit(nodes)
        return parts
    }

    /// The end of a match problem's lists starting at `start`: two or more sibling lists the
    /// book marks as a match problem's (``BookPart/matchList``); `nil` when none start there
    /// or one stands alone (nothing to match it with).
    static func matchListsEnd(_ nodes: [PlanNode], from start: Int) -> Int? {
        func isMatchList(_ node: PlanNode) -> Bool {
            guard case .list = node.role else { return false }
            return node.part == .matchList
        }
        guard start < nodes.count, isMatchList(nodes[start]) else { return nil }
        var end = start + 1
        while end < nodes.count, isMatchList(nodes[end]) { end += 1 }
        return end - start >= 2 ? end : nil
    }

    /// The index after the `blockquote`s that start at `start` (`start` when none does).
    static func displayedEnd(_ nodes: [PlanNode], from start: Int) -> Int {
        var end = start
        while end < nodes.count, nodes[end].role == .blockquote { end += 1 }
        return end
    }

    /// Whether a paragraph is labelled as directions: its text opens with "Directions" or
    /// "Instructions" (or the singular) and a colon.
    static func isDirections(_ inlines: [Inline]) -> Bool {
        let text = inlines.plainText.drop { $0.isWhitespace }.prefix(16).lowercased()
        return ["directions", "direction", "instructions", "instruction"].contains { label in
            text.hasPrefix(label) && text.dropFirst(label.count).drop { $0 == " " }.first == ":"
        }
    }

    /// A list whose items hold exercise questions with their choices (a numbered quiz).
    static func isQuestionList(_ node: PlanNode) -> Bool {
        guard case .list = node.role else { return false }
        return node.children.contains { item in
            guard case .listItem = item.role, item.children.contains(where: isAnswerChoices) else { return false }
            return isQuestionItem(item)
        }
    }

    /// Lays out a block of an exercise set, or returns `nil` to leave it to its role's
    /// format (a question inside a list item, a poem ...).
    mutating func exerciseBlock(_ node: PlanNode, as part: ExercisePart) throws(ExportError) -> VisitAction? {
        switch part {
        case .directions, .question, .questionAlone, .choiceParagraph:
            guard context.items.isEmpty, context.lineGroupDepth == 0, context.listDepth == 0 else { return nil }
            // The paragraph's own margin: where its runovers would stand.
            let base = format().runover
            var closes = false
            switch part {
            case .directions:
                blankLineBefore()
                forcedFormat = (base + 4, base + 4)
            case .question(let opens), .questionAlone(let opens, _):
                if opens { blankLineBefore() }
                if case .questionAlone(_, let last) = part { closes = last }
                forcedFormat = (base, base + 4)
            case .choiceParagraph(let last):
                // A choice is the set's second level (3-5), as a lettered list's item is.
                closes = last
                forcedFormat = (base + 2, base + 4)
            default: break
            }
            defer { forcedFormat = nil }
            if !node.inlines.isEmpty { try paragraph(entryInlines(node)) }
            if closes { layout.blankLineAfter() }
            return .visitChildren
        case .displayed:
            guard context.items.isEmpty, context.listDepth == 0 else { return nil }
            // "Displayed material in exercises in cell 5", its indented paragraphs 7-5 (the
            // NBA on §10.7): two levels of displayed material's indent, between blank lines.
            blankLineBefore()
            context.quoteDepth += 2
            opened.append(node.id)
            return .visitChildren
        case .matchList(let opens, _):
            guard context.listDepth == 0, context.lineGroupDepth == 0 else { return nil }
            if opens { blankLineBefore() }
            // Each list's items are items of the set, 1-5 ("The numbered item is 1-5", the
            // NBA on §10.4): the set's two levels, the list the first.
            context.listLevels = max(2, Self.listLevels(node))
            context.listDepth += 1
            opened.append(node.id)
            return .visitChildren
        case .choices, .questionList:
            guard context.listDepth == 0, context.lineGroupDepth == 0 else { return nil }
            // No blank line between a question (or the directions) and what follows it.
            context.listLevels = Self.listLevels(node)
            // A question's choices are the set's second level (3-5).
            if case .choices = part { context.listOffset = 1 }
            context.listDepth += 1
            opened.append(node.id)
            return .visitChildren
        }
    }

    /// Whether the blank line after a list is left off: a question of its set follows it.
    func exerciseContinues(after node: PlanNode) -> Bool {
        guard !exerciseParts.isEmpty, let part = exerciseParts[node.id] else { return false }
        switch part {
        case .choices(closesSet: false), .matchList(_, closesSet: false): return true
        default: return false
        }
    }

    /// The directions with the first question and its choices, by the directions' id: kept
    /// on one page as the question and its choices are (§10.1a; BrailleBlaster's BANA
    /// "Directions" style keeps them with what follows).
    static func directionsGroups(in nodes: [PlanNode], parts: [String: ExercisePart]) -> [String: [PlanNode]] {
        var groups: [String: [PlanNode]] = [:]
        func isChoice(_ node: PlanNode) -> Bool {
            switch parts[node.id] {
            case .choices?, .choiceParagraph?, .matchList?: return true
            default: return false
            }
        }
        func opensGroup(_ part: ExercisePart?) -> Bool {
            switch part {
            case .question?, .matchList?: return true
            default: return false
            }
        }
        func visit(_ nodes: [PlanNode]) {
            for (index, node) in nodes.enumerated() {
                if parts[node.id] == .directions, index + 2 < nodes.count, opensGroup(parts[nodes[index + 1].id]) {
                    let end = nodes[(index + 2)...].firstIndex { !isChoice($0) } ?? nodes.endIndex
                    groups[node.id] = Array(nodes[index..<end])
                }
                visit(node.children)
            }
        }
        visit(nodes)
        return groups
    }
}
