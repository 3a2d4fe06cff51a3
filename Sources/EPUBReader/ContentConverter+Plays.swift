import BookModel
import ReadingModel
import Foundation
import XMLTree

/// A play set as paragraphs whose speakers' names nothing marks but their type: each
/// speech opens with the name in bold (`<p><b>MILLER.</b> The water is rising.</p>`), as
/// many converted books set their plays.
extension ContentConverter {
    /// The speaker's name a paragraph opens with: a bold run of one to four words in
    /// capitals (two letters or more), followed by a full stop (inside the run or straight
    /// after it) and then by the speech, as print sets a play's speakers (`MILLER.`,
    /// `FIRST WITCH.`); `nil` when the paragraph opens otherwise, or with a textbook's
    /// label (``labelWords``: `NOTE.`, `EXAMPLE.`). The name is compared without case.
    static func boldSpeaker(_ block: Block) -> String? {
        guard block.role == .paragraph, block.part == .none, block.children.isEmpty else { return nil }
        var items = block.inlines.drop { if case .text(let text, _) = $0 { return WhiteSpace.isBlank(text) } else { return false } }
        guard case .text(let first, let style)? = items.first, style.emphasis.contains(.bold), style.code == false else { return nil }
        items = items.dropFirst()
        var name = first.trimmingWhitespace()
        var rest = Array(items).plainText
        if name.last != "." {
            guard rest.first == "." else { return nil }
            name.append(".")
            rest.removeFirst()
        }
        let words = name.dropLast().split(whereSeparator: \.isWhitespace)
        let letters = name.filter { $0.isLetter }
        guard (1...4).contains(words.count), name.count <= 40, letters.count >= 2, letters.allSatisfy({ $0.isUppercase }),
              rest.contains(where: { $0.isLetter }) else { return nil }
        let key = String(name.dropLast()).trimmingWhitespace().lowercased()
        return labelWords.contains(key) ? nil : key
    }

    /// The speaker's name a paragraph opens with in small capitals (Project Gutenberg's
    /// `span.smcap`, the classes `smallcaps`, `small-caps`, `sc`, or CSS `font-variant:
    /// small-caps`): one to four words with a capital first letter and a full stop straight
    /// after them (inside the element or after it), then the speech, as print sets a play's
    /// speakers (`<span class="smcap">Keeper</span>. The gates ...`). Small capitals for
    /// design, a paragraph's opening words with no full stop, are no name (UEB §9.6.2).
    /// `nil` otherwise; the name is compared without case.
    func smallCapsSpeaker(_ element: XMLElement, opening block: Block, context: Context) -> String? {
        let smallCaps = classes(element).contains { Self.smallCapsClasses.contains($0) }
            || (cascadedStyle(element, context).map { ($0["font-variant-caps"] ?? $0["font-variant"] ?? "").contains("small-caps") } ?? false)
        guard smallCaps else { return nil }
        var name = element.textContent.collapsingWhitespace()
        let text = block.inlines.plainText.trimmingWhitespace()
        guard !name.isEmpty, text.hasPrefix(name) else { return nil }
        var rest = text.dropFirst(name.count)
        if name.last != "." {
            guard rest.first == "." else { return nil }
            rest = rest.dropFirst()
            name.append(".")
        }
        let words = name.dropLast().split(whereSeparator: \.isWhitespace)
        guard (1...4).contains(words.count), name.count <= 40, name.first?.isUppercase == true,
              rest.contains(where: { $0.isLetter }) else { return nil }
        let key = String(name.dropLast()).trimmingWhitespace().lowercased()
        return Self.labelWords.contains(key) ? nil : key
    }

    static let smallCapsClasses: Set<String> = ["smcap", "smallcaps", "small-caps", "sc", "smcp"]

    /// Labels textbooks set in bold capitals before a paragraph, which are no speakers.
    static let labelWords: Set<String> = [
        "note", "notes", "example", "examples", "solution", "answer", "question", "proof", "theorem", "lemma",
        "definition", "exercise", "hint", "warning", "caution", "tip", "important", "remember", "summary",
        "problem", "corollary", "remark", "step", "rule", "source", "see", "see also",
    ]

    /// Whether every letter of a paragraph is in italics (print's stage directions).
    static func isItalic(_ block: Block) -> Bool {
        guard block.part == .none, block.children.isEmpty else { return false }
        var letters = false
        for inline in block.inlines {
            guard case .text(let text, let style) = inline, text.contains(where: \.isLetter) else { continue }
            if !style.emphasis.contains(.italic) { return false }
            letters = true
        }
        return letters
    }

    /// Paragraphs that open with a speaker's name in bold are speeches (``BookPart/speech``,
    /// Braille Formats 2011 §14.1.4: "Dialogue starts on the same braille line as the
    /// character's name"; 1-3 in braille) when they make a dialogue: a run of at least three
    /// such paragraphs in a row (a paragraph between them that opens otherwise, a stage
    /// direction, does not end the run) in which at least two names speak, some name speaks
    /// again, and the speaker changes at least twice. A glossary's bold terms (each once)
    /// and a textbook's bold "Note." paragraphs (one name) are not read as a play.
    static func markBoldSpeeches(_ blocks: inout [Block], smallCaps: [String: String] = [:]) {
        let names = blocks.map { block in
            boldSpeaker(block) ?? (block.part == .none ? smallCaps[block.id] : nil)
        }
        var index = 0
        while index < blocks.count {
            guard names[index] != nil else { index += 1; continue }
            // The run: name-led paragraphs, each at most one other paragraph from the next.
            var run = [index]
            var next = index + 1
            while next < blocks.count {
                if names[next] != nil { run.append(next); next += 1; continue }
                if next + 1 < blocks.count, names[next + 1] != nil, blocks[next].role == .paragraph {
                    next += 1
                    continue
                }
                break
            }
            let speakers = run.compactMap { names[$0] }
            let changes = zip(speakers, speakers.dropFirst()).filter { $0 != $1 }.count
            let distinct = Set(speakers).count
            if run.count >= 3, distinct >= 2, distinct < speakers.count, changes >= 2 {
                for speech in run { blocks[speech].part = .speech }
                // Between two speeches, a paragraph wholly in italics is a stage direction
                // (Formats 2011 §14.1.3; set 1-3 as a speech is).
                for between in run[0]..<(run.last ?? run[0]) where names[between] == nil && isItalic(blocks[between]) {
                    blocks[between].part = .stageDirection
                }
            }
            index = (run.last ?? index) + 1
        }
    }
}
