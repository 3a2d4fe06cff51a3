import BookModel
import ReadingModel
import Foundation
import XMLTree

/// An index set as paragraphs, its subentries told by class: the nested lists it stands
/// for, so that every format reads its levels and braille places them as BANA's Formats
/// places an index's levels ("The main entry begins in cell 1. Each subentry level begins
/// two cells to the right of the previous level. All runovers begin two cells to the right
/// of the farthest indented subentry", Formats 2011 §22.2.1b).
extension ContentConverter {
    /// The subentry level an index paragraph's classes give; 0 for a main entry.
    ///
    /// Publishers' and converters' names: Project Gutenberg's `isub1` ... `isub6`; one level
    /// `subentry`, `sub`, `indexsub`, `index-sub`, `idxsub`, `idx-sub`, `subindex`, `ixsub`,
    /// `indent`; two `subsubentry`, `indexsubsub`, `subsub`; a numbered level `indexN`,
    /// `index-N`, `idxN`, `idx-N`, `ixN`, `levelN` (1 the main entry, as InDesign and Word
    /// name their index styles "Index 1", "Index 2"), or an indent `indentN`, `indN`, `subN`
    /// (N levels in).
    static func indexEntryLevel(_ classes: [String]) -> Int {
        func number(_ name: String, after prefix: String) -> Int? {
            guard name.hasPrefix(prefix), let value = Int(name.dropFirst(prefix.count)), (0...7).contains(value) else { return nil }
            return value
        }
        for name in classes {
            switch name {
            case "subentry", "sub", "indexsub", "index-sub", "idxsub", "idx-sub", "subindex", "ixsub", "indent": return 1
            case "subsubentry", "indexsubsub", "index-subsub", "subsub": return 2
            default: break
            }
            if let value = number(name, after: "isub") ?? number(name, after: "indent") ?? number(name, after: "ind")
                ?? number(name, after: "sub") { return min(value, 6) }
            for prefix in ["index-", "index", "idx-", "idx", "ix", "level"] {
                if let value = number(name, after: prefix) { return min(max(value - 1, 0), 6) }
            }
        }
        return 0
    }

    /// Notes a heading that names an index (`<h2>INDEX</h2>`, ``partNamedByHeading``), so
    /// that the paragraphs after it have their subentry classes read, and closes it at the
    /// next heading of its level or higher.
    mutating func noteIndexHeading(_ blocks: [Block], level: Int) {
        if let open = namedIndexLevel, level <= open { namedIndexLevel = nil }
        guard let heading = blocks.first(where: { $0.role.headingLevel != nil }) else { return }
        let name = heading.inlines.plainText.trimmingWhitespace().lowercased()
            .trimmingCharacters(in: CharacterSet(charactersIn: ".:"))
        if Self.partNamedByHeading[name] == .index { namedIndexLevel = level }
    }

    /// Each run of an index's paragraphs (``BookPart/index``) in which some paragraph is a
    /// subentry by its class becomes the nested list it stands for: its main entries the
    /// items, each subentry in a list inside the entry above it. A division letter ("A")
    /// stays a paragraph between runs, centred in braille (§22.2.3).
    mutating func nestIndexParagraphs(_ blocks: inout [Block]) {
        func isEntry(_ block: Block) -> Bool {
            guard block.role == .paragraph, block.part == .index, block.children.isEmpty else { return false }
            let text = block.inlines.plainText.trimmingWhitespace().trimmingCharacters(in: CharacterSet(charactersIn: "."))
            return !(text.count == 1 && text.first?.isLetter == true)
        }
        var index = 0
        while index < blocks.count {
            guard isEntry(blocks[index]) else {
                // Into containers (a blockquote, a box), not into lists, which keep their items.
                if case .list = blocks[index].role {} else if !blocks[index].children.isEmpty {
                    nestIndexParagraphs(&blocks[index].children)
                }
                index += 1
                continue
            }
            var end = index
            while end < blocks.count, isEntry(blocks[end]) { end += 1 }
            let run = Array(blocks[index..<end])
            let levels = run.map { indexLevels.levels[$0.id] ?? 0 }
            guard levels.contains(where: { $0 > 0 }) else { index = end; continue }
            blocks.replaceSubrange(index..<end, with: [nestedList(run, levels: levels, part: .index, line: run[0].source.line,
                                                                 language: run[0].language)])
            index += 1
        }
    }
}
