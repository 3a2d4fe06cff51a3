/// Where a chapter of the book starts, for the formats that cut a book into parts a
/// listener skips between (MP3 tracks, a talking book's audio files): one rule for all.
///
/// A chapter is opened by a heading of level 1 or 2 of the book (the plan's top-level
/// `heading` nodes; not the headings the tool adds, nor headings inside notes, sidebars,
/// lists or tables). A heading that follows another chapter heading with nothing read
/// between them (a part's title and its first chapter's) opens no chapter of its own: it
/// belongs to the chapter the first opened, whose title gets both. A heading's subtitles
/// are part of it (``ReadingPlan/subtitles(in:)``), not something read between. What is read before the
/// first chapter heading (a title page, front matter) is a part of its own, with no
/// ``PlanChapter``.
public struct PlanChapter: Sendable, Hashable {
    /// The id of the heading node that opens it.
    public var start: String
    /// The heading's words (`"Part One: Chapter 1"` for joined headings), whitespace collapsed.
    public var title: String

    public init(start: String, title: String) {
        self.start = start
        self.title = title
    }

    /// The headings that open chapters: levels 1 and 2.
    public static let levels = 1...2

    /// The chapters of these top-level plan nodes, in order; `subtitles` is the plan's
    /// decision of which paragraphs belong to a heading (``ReadingPlan/subtitles(in:)``).
    public static func chapters(_ nodes: [PlanNode], subtitles: [String: [PlanNode]]) -> [PlanChapter] {
        var chapters: [PlanChapter] = []
        /// Whether anything has been read since the last chapter heading.
        var readSince = true
        let partOfHeadings = Set(subtitles.values.joined().map(\.id))
        for node in nodes {
            if partOfHeadings.contains(node.id) { continue }
            switch node.role {
            case .heading(let level):
                let text = node.inlines.plainText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard levels.contains(level), !text.isEmpty else {
                    readSince = true
                    continue
                }
                if !readSince, !chapters.isEmpty {
                    chapters[chapters.count - 1].title += ": " + text
                } else {
                    chapters.append(PlanChapter(start: node.id, title: text))
                }
                readSince = false
            case .sectionEnd, .pageBreak:
                continue
            default:
                readSince = true
            }
        }
        return chapters
    }
}
