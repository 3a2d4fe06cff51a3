import ReadingModel

// §57, omissions (the 1972 Code's text as gh-mathspeak's rule viewer gives it): "When a
// question mark, either by itself or in combination with hyphens or dashes, or a blank space
// is employed in ink print to denote omission, the general omission symbol must be used in
// the transcription. The number of general omission symbols to be used must be the same as
// the omission signs in ink print." The Code's example: `(5, ) + ( , 15) = (7, 13)`.
extension NemethMath {
    /// A row whose blanks stand for omitted items, each blank (a run of spaces printed
    /// together) given as the question mark that the rest of the walk writes as the general
    /// omission symbol `⠿` (§57): a blank where an item of a group or list belongs, between
    /// an opening grouping sign or a comma and a comma or a closing grouping sign (any
    /// printed space: `mspace`, no-break spaces in a token). A blank elsewhere is spacing,
    /// as before: converters end and begin the lines of a long display with wide spaces
    /// after a sign (`+ \qquad`), which are no omission. `nil` when the row has none.
    static func omittedBlanks(_ children: [MathNode]) -> [MathNode]? {
        var result: [MathNode] = []
        var changed = false
        var index = 0
        while index < children.count {
            guard isBlank(children[index]) else {
                result.append(children[index])
                index += 1
                continue
            }
            var end = index
            while end + 1 < children.count, isBlank(children[end + 1]) { end += 1 }
            let before = index > 0 ? children[index - 1] : nil
            let after = end + 1 < children.count ? children[end + 1] : nil
            let run = children[index...end]
            if before.map(opensItem) == true && after.map(closesItem) == true {
                result.append(MathNode(.mo, text: "?"))
                changed = true
            } else {
                result.append(contentsOf: run)
            }
            index = end + 1
        }
        return changed ? result : nil
    }

    /// A printed blank wide enough to stand for an item: an `mspace` of at least half an em,
    /// a space, a no-break space or an en or em space. A thin space (`\{\,\}`, the empty
    /// set's braces, 0.167em; U+2009, U+200A) is typesetting, not a blank.
    private static func isBlank(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mspace: return UEBMath.ems(node[attribute: "width"]) >= 0.5
        case .mo, .mtext:
            return !node.text.isEmpty && node.text.allSatisfy { $0 == " " || $0 == "\u{A0}" || ("\u{2000}"..."\u{2003}").contains($0) }
        default: return false
        }
    }

    private static func opensItem(_ node: MathNode) -> Bool {
        node.kind == .mo && (openers.contains(node.text) || node.text == ",")
    }

    private static func closesItem(_ node: MathNode) -> Bool {
        node.kind == .mo && (closers.contains(node.text) || node.text == ",")
    }
}
