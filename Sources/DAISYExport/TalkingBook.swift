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
    /// The layout of every table the text holds, by the table's id: DTBook writes the
    /// whole grid (header rows, blank cells, spans), though only data cells are heard.
    var tables: [String: TableGrid] = [:]
    /// The escapable structure each structure's node opens, by the node's id, as the plan
    /// decided it (``PlanRole/escapableStructure``): DAISY 3 nests its `par`s in a `seq`.
    var escapable: [String: EscapableStructure] = [:]
    /// How each ordered list is numbered, by the list's id, for DTBook's `enum` and `start`.
    var numberings: [String: Numbering] = [:]
    /// The marker heard before each ordered item's words ("3. "), by the item's id: DTBook
    /// numbers the items itself, so the marker is not written twice.
    var markers: [String: String] = [:]

    struct Numbering: Equatable {
        /// DTBook's `enum`: `1`, `a`, `A`, `i`, `I`.
        var style: String
        var start: Int
    }

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
        /// The id of the plan node it reads (`nil` for page numbers and the added title).
        var id: String? = nil
        /// The id of the note (or sidebar) it belongs to, so a player can skip it.
        var note: NoteOwner?
        var sentences: [Sentence]
        /// The structures it lies in, outermost first (a list item in a list in a note).
        var structures: [Structure] = []
        /// The skippable structure its sentences belong to: a page number's is `page`, a
        /// block's the innermost the plan decided around it (``PlanRole/skippableStructure``);
        /// each DAISY version names it in its own vocabulary.
        var skippable: SkippableStructure?

        var isPage: Bool {
            if case .page = kind { return true }
            return false
        }
    }

    /// A structure of the book that DTBook keeps as an element and a player can skip or
    /// escape: lists, tables, poems, notes, sidebars, images.
    enum Structure: Equatable {
        case list(id: String, ordered: Bool)
        case item(id: String)
        case table(id: String)
        case row(id: String)
        case cell(id: String)
        /// A table's caption.
        case caption(id: String)
        case lineGroup(id: String)
        case note(id: String)
        case sidebar(id: String)
        /// A producer's note: text the producer of the accessible edition added, not print's
        /// (``BlockTraits/producersNote``), DTBook's `prodnote`.
        case producersNote(id: String)
        /// An image, whose text (its description) is a producer's note.
        case image(id: String)

        /// The id of the plan node it comes from.
        var id: String {
            switch self {
            case .list(let id, _), .item(let id), .table(let id), .row(let id), .cell(let id), .caption(let id),
                 .lineGroup(let id), .note(let id), .sidebar(let id), .producersNote(let id),
                 .image(let id):
                return id
            }
        }

        /// A table or one of its parts, which DTBook writes from the table's grid.
        var isTablePart: Bool {
            switch self {
            case .table, .row, .cell, .caption: return true
            default: return false
            }
        }
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

    /// `dc:date`, `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`): the date of the DAISY publication,
    /// which DAISY 2.02 (Appendix 2, `dc:date`: mandatory) and Z39.86-2005 (*Package File*,
    /// `dc:Date`: required) both ask for in the W3C date format. It is the book's own, so
    /// the same book gives the same bytes on any day: its `dcterms:modified` (the date of
    /// this edition of the source), else its `dc:date`; only a book stating neither gets
    /// the day of export.
    static func publicationDate(_ metadata: Metadata, today: () -> String = Self.today) -> String {
        for candidate in [metadata.modified, metadata.date] {
            if let date = candidate.flatMap(Self.w3cDate) { return date }
        }
        return today()
    }

    /// The date part of a W3C date or date-time (`2021-03-04T10:00:00Z` is `2021-03-04`,
    /// `1922` stays `1922`); `nil` for anything else ("Spring 1922").
    static func w3cDate(_ text: String) -> String? {
        let text = text.trimmingWhitespace()
        let parts = text.prefix { $0 != "T" }.split(separator: "-", omittingEmptySubsequences: false)
        let lengths = parts.map(\.count)
        guard [[4], [4, 2], [4, 2, 2]].contains(lengths), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        if parts.count > 1, !(1...12).contains(Int(parts[1])!) { return nil }
        if parts.count > 2, !(1...31).contains(Int(parts[2])!) { return nil }
        // A date-time must go on as one ("1922-10-01T..."), not with other words.
        let rest = text.dropFirst(parts.joined(separator: "-").count)
        guard rest.isEmpty || rest.first == "T" else { return nil }
        return parts.joined(separator: "-")
    }

    /// The day of export (UTC), for a book that states no date.
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
