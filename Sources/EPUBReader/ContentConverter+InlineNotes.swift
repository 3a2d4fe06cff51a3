import BookModel
import ReadingModel
import XMLTree

/// Notes written where they are cited: HTMLBook's `<span data-type="footnote">` (the
/// markup O'Reilly's Atlas and Pressbooks' exports write), whose text stands inside the
/// sentence and whose mark print generates. Every format reads it as a note: a reference
/// where it stands, the note's text placed as notes are (Braille Formats 2016 §16.1, §16.2).
extension ContentConverter {
    /// Whether `element` is a note written inline.
    func isInlineNote(_ element: XMLElement) -> Bool {
        element[attribute: "data-type"] == "footnote" && !isBlockElement(element)
    }

    /// The reference to an inline note, its note kept (``inlineNotes``) to follow the block
    /// it stands in. The note's mark is the plan's, print printing none of its own.
    mutating func inlineNote(_ element: XMLElement, _ context: Context, into builder: inout InlineBuilder) {
        var noteContext = context
        noteContext.style = InlineStyle()
        noteContext.style.language = context.language
        var text = InlineBuilder()
        for child in element.children {
            switch child {
            case .text(let words): text.appendText(words, style: noteContext.style, preformatted: false)
            case .element(let child): inline(child, noteContext, into: &text)
            }
        }
        let inlines = finish(text, preformatted: false, language: context.language)
        guard !inlines.isEmpty else { return }
        // The anchors waiting for the next block are the citing block's, not the note's.
        let waiting = pendingAnchors
        pendingAnchors = []
        defer { pendingAnchors = waiting }
        let paragraph = makeBlock(nil, role: .paragraph, inlines: inlines, context: noteContext, line: element.line)
        let note = makeBlock(element, role: .note(.footnote), children: [paragraph], context: noteContext)
        anchors[note.id] = note.id
        builder.append(.noteReference(NoteReference(label: "", href: note.id, noteID: nil)))
        inlineNotes.append(note)
    }

    /// The inline notes read since the last call, to follow the block that cites them.
    mutating func takeInlineNotes() -> [Block] {
        defer { inlineNotes.removeAll() }
        return inlineNotes
    }
}
