import Foundation
import NarrationExport
import ReadingModel

/// A spoken book as both DAISY filesets see it: sections opened by headings, each a run
/// of text blocks whose sentences carry their audio clip. It is built from the narration
/// (which decides the order heard) and the reading plan (which says what each sentence's
/// block is: a heading, a note, where print pages break), so DAISY 2.02 and DAISY 3 only
/// write it out. Documented in `docs/daisy.md`.
struct TalkingBook {
    var metadata: Metadata
    var language: String
    /// The tool's own words (the resource file's "Page", "Note").
    var labels: Labels
    /// eSpeak NG and its voice, for `ncc:narrator` and `dtb:narrator`.
    var narrator: String
    var audioFiles: [AudioFile]
    var sections: [Section]

    struct AudioFile {
        /// The name in the fileset (`a001.mp3`).
        var name: String
        var bytes: [UInt8]
        var duration: Double
    }

    /// What a heading opens (the first may have no heading: words before the book's first).
    struct Section {
        var heading: Heading?
        var blocks: [TextBlock] = []

        /// Seconds of audio in the section.
        var duration: Double {
            blocks.reduce(0) { $0 + $1.sentences.reduce(0) { $0 + ($1.clip.map { $0.end - $0.begin } ?? 0) } }
        }
    }

    struct Heading {
        /// 1 to 6, never more than one deeper than the heading before it.
        var level: Int
        /// The heading's written text.
        var text: String
        /// The tool's title heading, added when the book does not start with a level-1 heading.
        var isTitle = false
    }

    enum Kind: Equatable {
        case heading(Int)
        case paragraph
        /// A print page number (its kind by its label: roman numerals are front matter).
        case page(label: String, kind: PageKind)
    }

    enum PageKind: String {
        case front, normal, special
    }

    /// One element of text: a heading, a paragraph, a page number.
    struct TextBlock {
        var kind: Kind
        /// The id of the note (or sidebar) it belongs to, so a player can skip it.
        var note: NoteOwner?
        var sentences: [Sentence]
    }

    struct NoteOwner: Equatable {
        var id: String
        var label: String
        var isSidebar: Bool
    }

    /// One sentence (or page number) and where it is heard; `clip` is `nil` for a page
    /// number that is not spoken.
    struct Sentence {
        var text: String
        var clip: Clip?
    }

    struct Clip {
        /// Index into ``audioFiles``.
        var audio: Int
        var begin: Double
        var end: Double
    }

    /// Seconds of audio in the whole book.
    var duration: Double { audioFiles.reduce(0) { $0 + $1.duration } }

    /// Every heading, in order.
    var headings: [Heading] { sections.compactMap(\.heading) }

    /// Every page number, in order.
    var pages: [(label: String, kind: PageKind)] {
        sections.flatMap(\.blocks).compactMap { block in
            if case .page(let label, let kind) = block.kind { return (label, kind) }
            return nil
        }
    }

    static func pageKind(_ label: String) -> PageKind {
        if !label.isEmpty, label.allSatisfy(\.isASCII), label.allSatisfy(\.isNumber), label.first != "0" { return .normal }
        if isRoman(label) { return .front }
        return .special
    }

    /// Whether `label` is a well-formed roman numeral (`xiv`, not `iiii`) and nothing else.
    static func isRoman(_ label: String) -> Bool {
        label.allSatisfy { $0.isASCII && $0.isLetter } && RomanNumeral.value(of: label) != nil
    }
}

extension TalkingBook {
    /// The book's title, else its first heading.
    var title: String {
        let title = metadata.title?.collapsingWhitespace() ?? ""
        return title.isEmpty ? headings.first?.text ?? "" : title
    }

    /// The book's identifier, else one made from its title and creators (the same book
    /// gets the same one), as DAISY requires one.
    var identifier: String {
        if let identifier = metadata.identifier?.trimmingWhitespace(), !identifier.isEmpty { return identifier }
        // FNV-1a: stable across runs, unlike Swift's seeded hashing.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (title + "\u{1F}" + metadata.creators.joined(separator: "\u{1F}")).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "exporttool-" + String(hash, radix: 16)
    }

    /// `dc:date`: the date the talking book is made (DAISY 2.02 Appendix 2; Z39.86-2005, *Package File* metadata), `YYYY-MM-DD`.
    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    /// The number every sentence gets in the fileset's ids, in order: `[section][block][sentence]`.
    var sentenceNumbers: [[[Int]]] {
        var next = 0
        return sections.map { section in
            section.blocks.map { block in
                block.sentences.map { _ in
                    next += 1
                    return next
                }
            }
        }
    }

    /// Seconds heard before each section.
    var elapsedBefore: [Double] {
        var total = 0.0
        return sections.map { section in
            defer { total += section.duration }
            return total
        }
    }
}
