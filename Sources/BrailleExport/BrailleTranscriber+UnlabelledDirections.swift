import ReadingModel

/// Directions print gives without a label (Braille Formats 2016 §10.3 Directions; "The actual
/// directions are blocked in cell 5", the NBA's answer on §10.7; §10.1: "Do not change the
/// wording for directions"). Print's directions tell the student what to do with the questions
/// that follow; most textbooks set them with no "Directions:" label ("Choose the best answer
/// for each question.", "For each sentence below, circle the letter of the answer."). They are
/// told by form, as the questions are: a paragraph straight before a question with its
/// lettered choices, or a numbered list of such questions (or before the displayed text the
/// set holds), whose first word is an instruction's verb, or whose opening phrase ("For each
/// question,", "In the sentences below,") ends in a comma followed by such a verb. A paragraph
/// of the text that no question follows is never directions, whatever its first word.
extension BrailleTranscriber {
    /// Whether a paragraph reads as an instruction to the student (see the type's comment).
    static func instructs(_ inlines: [Inline]) -> Bool {
        let words = inlines.plainText.split(whereSeparator: \.isWhitespace).prefix(60).map(String.init)
        guard let first = words.first, words.count < 60 else { return false }
        if directionVerbs.contains(bare(first)) { return true }
        // An opening phrase, then the verb after its comma.
        guard openingWords.contains(bare(first)),
              let comma = words.prefix(10).firstIndex(where: { $0.hasSuffix(",") }), comma + 1 < words.count else { return false }
        return directionVerbs.contains(bare(words[comma + 1]))
    }

    /// A word lower-cased, without the punctuation around it.
    private static func bare(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { !",.;:!?\"“”‘’()[]".unicodeScalars.contains($0) })
    }

    /// The verbs exercise directions open with.
    static let directionVerbs: Set<String> = [
        "answer", "choose", "circle", "select", "pick", "mark", "underline", "write", "fill", "complete", "match",
        "read", "decide", "tell", "identify", "find", "number", "check", "tick", "cross", "draw", "label", "list",
        "name", "explain", "describe", "use", "look", "study", "put", "rewrite", "correct", "compare",
    ]

    /// Words that open a phrase before the directions' verb ("For each question, choose ...").
    private static let openingWords: Set<String> = ["for", "in", "on", "after", "using", "from", "with", "below"]
}
