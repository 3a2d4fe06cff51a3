import BookModel
import ReadingModel
import XMLTree

/// A chapter's number or label that print sets above its title, inside the chapter's
/// heading wrapper: `<header><p class="chapter-label">Chapter 12</p><h1>The Relay</h1>`,
/// Pressbooks' `<div class="chapter-title-wrap"><p class="chapter-number">3</p><h1
/// class="chapter-title">`, a heading group's `<hgroup><p>Part One</p><h2>`. It is part of
/// the heading (Braille Formats 2016 §4: the heading is what print sets as the division's
/// title), so it is read as the heading's first line: a chapter that starts a new braille
/// page no longer leaves its number behind on the page before (or on a page of its own).
extension ContentConverter {
    /// The words a label may have: "Chapter 12", "Part the First", "3", "CHAPTER TWELVE".
    static let headingLabelWords = 4

    /// Whether `element` wraps a heading with its label: `header`, `hgroup`, or a `div` of
    /// a class ending in `-title-wrap` (Pressbooks' chapter, part, front and back matter).
    func wrapsHeading(_ element: XMLElement) -> Bool {
        element.name == "header" || element.name == "hgroup"
            || element.name == "div" && classes(element).contains { $0.hasSuffix("-title-wrap") }
    }

    /// Joins the short paragraphs standing before the first heading of a heading wrapper's
    /// blocks to that heading, each as a line of it (a line break after it). Nothing else
    /// may stand before them; a longer paragraph, or none, leaves the blocks as they are.
    /// Links to a label go to the heading; the label's traits that open a division (a
    /// chapter, a front matter item, a forced page) are the heading's.
    mutating func joinLabelsToHeading(_ blocks: inout [Block]) {
        guard let heading = blocks.firstIndex(where: { if case .heading = $0.role { true } else { false } }),
              heading > 0, heading <= 2 else { return }
        let labels = blocks[..<heading]
        guard labels.allSatisfy({ $0.role == .paragraph && $0.children.isEmpty && Self.isLabel($0.plainText) }) else { return }
        var inlines: [Inline] = []
        let opening: BlockTraits = [.opensChapter, .opensFrontMatterItem, .pageBreakBefore]
        for label in labels {
            inlines += label.inlines
            inlines.append(.lineBreak)
            blocks[heading].traits.formUnion(label.traits.intersection(opening))
        }
        blocks[heading].inlines = inlines + blocks[heading].inlines
        let removed = Set(labels.map(\.id))
        for (anchor, id) in anchors where removed.contains(id) { anchors[anchor] = blocks[heading].id }
        blocks.removeSubrange(..<heading)
    }

    /// Whether a paragraph's words are short enough to be a label: at most
    /// ``headingLabelWords`` words and not a sentence (no full stop, question or
    /// exclamation mark after a word, which a numbered label's "12." is not).
    static func isLabel(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= headingLabelWords else { return false }
        return !words.dropLast().contains { $0.last == "." || $0.last == "?" || $0.last == "!" }
            && !(words.count > 1 && (words.last?.last == "?" || words.last?.last == "!"))
    }
}
