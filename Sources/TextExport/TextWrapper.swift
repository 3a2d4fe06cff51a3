import ReadingModel
/// Greedy word wrapping for the text exports.
///
/// Lines break only at spaces, or between East Asian wide characters (which UAX #14 lets
/// break anywhere). A word or URL longer than the line is never split: it gets a line of
/// its own. No-break spaces stay inside their line.
struct TextWrapper {
    /// Columns for the first line and for the following ones (prefixes may differ).
    var firstWidth: Int
    var restWidth: Int
    /// Whether a line may begin with this token (Markdown forbids `#`, `1.` ... there).
    var canStartLine: (Substring) -> Bool = { _ in true }

    /// Wraps one line of text (no newlines) into lines that fit, where possible.
    func wrap(_ line: String) -> [String] {
        let tokens = Self.tokens(line)
        guard !tokens.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for token in tokens {
            let width = DisplayWidth.of(token.text)
            let limit = lines.isEmpty ? firstWidth : restWidth
            let gap = token.spaceBefore && !current.isEmpty ? 1 : 0
            if !current.isEmpty && currentWidth + gap + width > limit && canStartLine(token.text) {
                lines.append(current)
                current = String(token.text)
                currentWidth = width
            } else {
                if gap == 1 { current.append(" ") }
                current += token.text
                currentWidth += gap + width
            }
        }
        lines.append(current)
        return lines
    }

    /// Break opportunities: runs between spaces, further split around wide characters.
    private static func tokens(_ line: String) -> [(text: Substring, spaceBefore: Bool)] {
        var tokens: [(text: Substring, spaceBefore: Bool)] = []
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            var start = word.startIndex
            var index = word.startIndex
            var previousWide = false
            var first = true
            while index < word.endIndex {
                let wide = word[index].unicodeScalars.first.map(DisplayWidth.isWide) ?? false
                if index > start && (wide || previousWide) && !isClosingPunctuation(word[index]) {
                    tokens.append((word[start..<index], first))
                    first = false
                    start = index
                }
                previousWide = wide
                index = word.index(after: index)
            }
            tokens.append((word[start..<word.endIndex], first))
        }
        return tokens
    }

    /// Punctuation that must not begin a line in East Asian text (a small kinsoku set).
    private static func isClosingPunctuation(_ character: Character) -> Bool {
        "、。，．：；？！）」』】〕〉》ー々ゝゞ・".contains(character) || character.isPunctuation && !(character.unicodeScalars.first.map(DisplayWidth.isWide) ?? false)
    }
}
