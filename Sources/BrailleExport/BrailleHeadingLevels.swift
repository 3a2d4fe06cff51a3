import ReadingModel

/// The braille format of each print heading level, from the hierarchy the book's headings
/// make rather than from their tags (BANA *Braille Formats* 2016 §4.1.1: "Just as print
/// headings provide a hierarchy structure of levels, an effort should be made to achieve the
/// same type of structure in braille ... after a careful examination of headings in the table
/// of contents and the body of text").
///
/// The levels the book uses, from the highest, are centred (1), cell-5 (2) and cell-7 (3 and
/// below: Formats has no fourth format); a level the book skips is closed up (`<h1>` over
/// `<h3>`: centred and cell-5). The highest level is centred when it is `<h1>`, or when its
/// headings open the book's content documents (two or more of them are the first heading of
/// their document: EPUBs are split at their major divisions) or the chapters a one-file book
/// marks (`div.chapter`, `epub:type="chapter"`, `role="doc-chapter"`:
/// ``BlockTraits/opensChapter``), as `<h2>` chapters with no `<h1>` do. A highest level used once, by the book's first heading, over a level whose
/// headings open content documents is the book's title over its chapters (Project Gutenberg's
/// `<h1>` title over `<h2>` chapters): both are centred. Otherwise (an excerpt in one
/// document whose highest level is `<h2>`) the highest level keeps its tag's format, and a
/// title over sections in one document keeps its sections in cell 5. Levels the tool adds
/// ("Notes", "Supplementary") above the book's levels are that many formats higher (at most
/// centred); between them, they take the format of the nearest level the book uses below.
struct BrailleHeadingLevels: Sendable {
    /// The braille level (1 centred, 2 cell-5, 3 cell-7) of each print level the book uses.
    private(set) var levels: [Int: Int] = [:]

    init(_ nodes: [PlanNode]) {
        var counts: [Int: Int] = [:]
        var opening: [Int: Int] = [:]
        var first: Int?
        var documentsWithHeading: Set<Int> = []
        func scan(_ nodes: [PlanNode]) {
            for node in nodes {
                if case .heading(let level) = node.role {
                    counts[level, default: 0] += 1
                    if first == nil { first = level }
                    // A heading opens a division when it is its document's first or the
                    // first of a chapter the book marks inside a document (a one-file book).
                    let opensDocument = documentsWithHeading.insert(node.document).inserted
                    if opensDocument || node.traits.contains(.opensChapter) { opening[level, default: 0] += 1 }
                }
                if !node.children.isEmpty { scan(node.children) }
            }
        }
        scan(nodes)
        let used = counts.keys.sorted()
        guard let top = used.first else { return }
        let opensDocuments = { (level: Int) in (opening[level] ?? 0) >= 2 }
        let titleOverChapters = used.count >= 2 && counts[top] == 1 && first == top && opensDocuments(used[1])
        let base = top == 1 || opensDocuments(top) || titleOverChapters ? 1 : min(top, 3)
        for (rank, level) in used.enumerated() {
            levels[level] = min(max(base + rank - (titleOverChapters ? 1 : 0), 1), 3)
        }
    }

    /// The braille level of a heading of print `level`.
    func brailleLevel(_ level: Int) -> Int {
        if let known = levels[level] { return known }
        // A level the book does not use: above every used level, as many formats higher as
        // it is levels higher (at most centred); between used levels, as the nearest used
        // level below it; under every used level, cell-7; as tagged in a book with none.
        guard let top = levels.keys.min(), let topLevel = levels[top] else { return min(max(level, 1), 3) }
        if level < top { return max(topLevel - (top - level), 1) }
        if let below = levels.keys.filter({ $0 > level }).min() { return levels[below] ?? 1 }
        return 3
    }
}
