/// The kind of a note, from `epub:type` or its DPUB-ARIA role.
public enum NoteKind: String, Sendable, Hashable, CaseIterable {
    case footnote, endnote, rearnote, note
    /// A sidebar (`aside` with no note semantics): read in place, but skippable.
    case aside
}

/// Accessibility traits, after UIKit's `UIAccessibilityTraits`.
public struct BlockTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A heading: part of the navigation rotor.
    public static let header = BlockTraits(rawValue: 1 << 0)
    /// Contains a link.
    public static let link = BlockTraits(rawValue: 1 << 1)
    /// The last block before a print page break or the end of a document, after which a
    /// reader turns the page (`causesPageTurn`).
    public static let causesPageTurn = BlockTraits(rawValue: 1 << 2)
    /// From a `linear="no"` spine item: read after the main text.
    public static let supplementary = BlockTraits(rawValue: 1 << 3)
    /// The book's front matter (`epub:type="frontmatter"` and its parts, or pages before the
    /// first arabic print page that are numbered in roman numerals): braille numbers its
    /// pages as preliminary pages.
    public static let frontMatter = BlockTraits(rawValue: 1 << 4)
    /// Content an image names as its extended description (`aria-describedby`,
    /// `aria-details`, or its figure's `details`): read once, as the image's description
    /// (``ImageInfo/description``), so the plan leaves it out where it stands.
    public static let imageDescription = BlockTraits(rawValue: 1 << 5)
    /// A paragraph the book's CSS sets blocked: no first-line indent and space between
    /// paragraphs. Braille keeps it blocked (BANA Braille Formats §1.9).
    public static let blocked = BlockTraits(rawValue: 1 << 6)
    /// A paragraph that is part of the heading before it: a subtitle (`epub:type="subtitle"`,
    /// `class="subtitle"`) or a paragraph of an `<hgroup>`. Braille sets it under the heading,
    /// in the heading's format (BANA Braille Formats §4).
    public static let subtitle = BlockTraits(rawValue: 1 << 7)
    /// A paragraph whose first line starts at the margin because a style sheet written for
    /// braille says so (its `text-indent` is zero, set or initial; see
    /// `docs/braille.md`, "Style sheets written for braille"). A print book's unindented
    /// paragraph is not marked: braille indents it (BANA Braille Formats §1.9 is about
    /// blocked paragraphs; the others are 3-1).
    public static let flush = BlockTraits(rawValue: 1 << 8)
    /// A paragraph double spaced by a style sheet written for braille (`line-height: 2rem`,
    /// a line box two braille lines high, CSS Inline 3 §4.2): a blank line after each of its
    /// lines.
    public static let doubleSpaced = BlockTraits(rawValue: 1 << 9)
    /// A block a style sheet written for braille starts on a new page (`break-before: page`,
    /// CSS Fragmentation 3 §3.1, or CSS 2's `page-break-before: always`).
    public static let pageBreakBefore = BlockTraits(rawValue: 1 << 10)
    /// A block after which a style sheet written for braille starts a new page
    /// (`break-after: page`, `page-break-after: always`).
    public static let pageBreakAfter = BlockTraits(rawValue: 1 << 11)
    /// A contents entry whose gap to its page number a style sheet written for braille
    /// leaves blank: the sheet lays the contents out and generates no guide dots for it
    /// (eBraille styling best practices, examples 9 and 23).
    public static let blankLeader = BlockTraits(rawValue: 1 << 12)
    /// The first heading of a division the book marks as a chapter inside a document
    /// (`div.chapter`, `epub:type="chapter"`, `role="doc-chapter"`): a one-file book's
    /// chapter opens as a content document of a book split by chapters does, and braille
    /// reads its level as a chapter's (BANA Braille Formats 2016 §4.1.1).
    public static let opensChapter = BlockTraits(rawValue: 1 << 13)
    /// The first block of an item of the front matter the book marks inside a document (a
    /// `dedication`, `epigraph`, `copyright-page` ... section of a one-file book: HTMLBook's
    /// `data-type`, `epub:type`): braille begins each item on a new page (BANA Braille
    /// Formats 2016 §2.7.1a), as it does each front matter document.
    public static let opensFrontMatterItem = BlockTraits(rawValue: 1 << 14)
    /// A producer's note: text the producer of an accessible edition added, not print's
    /// (DTBook's `prodnote`, `epub:type="z3998:production"`, `class="prodnote"`). Read in
    /// place as the sidebar it is tagged as; braille lays it out as a transcriber's note
    /// (BANA Braille Formats 2016 §3), the eBraille marks it `transcriber-note`.
    public static let producersNote = BlockTraits(rawValue: 1 << 15)
    /// The book's back matter: a division the book marks `epub:type="backmatter"` (EPUB 3
    /// Structural Semantics Vocabulary, the partition "back matter", beside `frontmatter`
    /// and `bodymatter`), DTBook's `rearmatter`. The JSON export writes it as the block's
    /// `matter`.
    public static let backMatter = BlockTraits(rawValue: 1 << 16)
}

/// A tree whose nodes carry inline content: the model's blocks and the plan's nodes.
public protocol InlineTree {
    var inlines: [Inline] { get }
    var children: [Self] { get }
}

extension InlineTree {
    /// The visible text including the children, one node per line.
    public var plainText: String {
        if children.isEmpty { return inlines.plainText }
        var parts: [String] = []
        if !inlines.isEmpty { parts.append(inlines.plainText) }
        for child in children { parts.append(child.plainText) }
        return parts.joined(separator: "\n")
    }

    /// Calls `body` for every node with inlines in this subtree, in order.
    public func forEachLeaf(_ body: (Self) -> Void) {
        if !inlines.isEmpty { body(self) }
        for child in children { child.forEachLeaf(body) }
    }
}
