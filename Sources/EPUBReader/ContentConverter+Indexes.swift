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
            let levels = printIndentLevels(run)
            guard levels.contains(where: { $0 > 0 }) else { index = end; continue }
            blocks.replaceSubrange(index..<end, with: [nestedList(run, levels: levels, part: .index, line: run[0].source.line,
                                                                 language: run[0].language)])
            index += 1
        }
    }

    /// The levels of a run of index entries: their class levels when any entry of the run
    /// has one; else each entry's print indent (a margin, an indent class, no-break spaces)
    /// against the entries above it: deeper than the entry above, a level further in;
    /// back to an earlier indent, that entry's level (Braille Formats 2016 §22.2: "Each
    /// subentry level begins two cells to the right of the previous level").
    func printIndentLevels(_ run: [Block]) -> [Int] {
        let classLevels = run.map { indexLevels.levels[$0.id] ?? 0 }
        if classLevels.contains(where: { $0 > 0 }) { return classLevels }
        var open: [Double] = []
        return run.map { entry in
            let indent = indexLevels.printIndents[entry.id] ?? 0
            while let last = open.last, last > indent { open.removeLast() }
            if open.last.map({ indent > $0 }) ?? true { open.append(indent) }
            return min(open.count - 1, 6)
        }
    }

    /// An index paragraph's print indent recorded (``BlockLevels/printIndents``), and one
    /// of `<br/>` lines split into an entry a line (an index's print line is an entry: a
    /// long one runs over, it is not broken): the lines after the first are its subentries
    /// when print indents them (no-break spaces, an indent class or margin on a line's
    /// span), main entries of their own when print does not.
    mutating func splitIndexLines(_ blocks: inout [Block], level: Int) {
        var result: [Block] = []
        for block in blocks {
            guard block.role == .paragraph else { result.append(block); continue }
            var inlines = block.inlines
            Self.indentLinesBySpaces(&inlines)
            let lines = Self.lines(of: inlines)
            let indents = lines.map { Self.firstIndent($0) }
            guard lines.count > 1 else {
                var entry = block
                entry.inlines = inlines
                if let indent = indents.first, indent > 0 { indexLevels.printIndents[entry.id] = indent }
                result.append(entry)
                continue
            }
            for (number, line) in lines.enumerated() {
                var entry = block
                entry.inlines = line
                if number > 0 { entry.id = blockID(for: nil) }
                if level > 0 { indexLevels.levels[entry.id] = level }
                if indents[number] > 0 { indexLevels.printIndents[entry.id] = indents[number] }
                result.append(entry)
            }
        }
        blocks = result
    }

    /// `inlines` cut at their line breaks, the lines with no words joined to the line
    /// before (a page change alone on a line stays with the entry above it).
    static func lines(of inlines: [Inline]) -> [[Inline]] {
        var lines: [[Inline]] = [[]]
        for inline in inlines {
            if case .lineBreak = inline { lines.append([]) } else { lines[lines.count - 1].append(inline) }
        }
        var result: [[Inline]] = []
        for line in lines {
            let words = line.contains { inline in
                if case .text(let text, _) = inline { return !text.allSatisfy(\.isWhitespace) }
                if case .image = inline { return true }
                if case .math = inline { return true }
                return false
            }
            if words || result.isEmpty { result.append(line) } else { result[result.count - 1] += line }
        }
        return result
    }

    /// The print indent of a line's first words (0 for none).
    static func firstIndent(_ line: [Inline]) -> Double {
        for inline in line {
            if case .text(let text, let style) = inline, !text.allSatisfy(\.isWhitespace) { return style.lineIndent ?? 0 }
            if case .image = inline { return 0 }
            if case .math = inline { return 0 }
        }
        return 0
    }
}
