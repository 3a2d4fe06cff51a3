import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Lists: ordered, reversed and unordered lists, lists of notes, and indexes whose
/// subentries are told by class, nested as the lists they stand for.
extension ContentConverter {
    mutating func list(_ element: XMLElement, _ context: Context) -> [Block] {
        let ordered = element.name == "ol"
        let reversed = element[attribute: "reversed"] != nil
        let numbering = ordered
            ? ListNumbering(style: element[attribute: "type"].flatMap(ListNumberStyle.init(typeAttribute:)) ?? .decimal,
                            reversed: reversed)
            : nil
        // HTML: a reversed list without `start` counts down from its number of items.
        // Each item is cascaded at its place among the list's children (`li:first-child`).
        var itemCount = 0
        for (index, child) in element.children.enumerated() {
            guard case .element(let item) = child, item.name == "li" else { continue }
            lastCascade.walking(context.node, index: index)
            if !isHidden(item, context) { itemCount += 1 }
        }
        let start = Int((element[attribute: "start"] ?? "").trimmingWhitespace()) ?? (reversed ? itemCount : 1)
        let id = anchoredID(for: element)
        var items: [Block] = []
        var levels: [Int] = []
        var number = start
        var allNotes = true
        for (index, child) in element.children.enumerated() {
            guard case .element(let item) = child else { continue }
            lastCascade.walking(context.node, index: index)
            if Self.skipped.contains(item.name) || isHidden(item, context) { continue }
            if item.name == "li" {
                var itemContext = context
                apply(item, to: &itemContext)
                if let value = Int((item[attribute: "value"] ?? "").trimmingWhitespace()) { number = value }
                if let kind = noteKind(item), kind != .aside {
                    items.append(makeBlock(item, role: .note(kind), children: flow(item, itemContext), context: itemContext))
                } else if let kind = context.notesSection, !context.inNote, noteKind(item) == nil {
                    // An item of a notes section's list is a note, marked or not (`<section
                    // role="doc-endnotes"><ol><li id="n3">`).
                    itemContext.inNote = true
                    items.append(makeBlock(item, role: .note(kind), children: flow(item, itemContext), context: itemContext))
                } else {
                    allNotes = false
                    let itemID = blockID(for: item)
                    if let elementID = item[attribute: "id"], !elementID.isEmpty { anchors[href + "#" + elementID] = itemID }
                    let children = flow(item, itemContext)
                    var itemBlock = Block(id: itemID, role: .listItem(number: ordered ? number : nil), children: children,
                                          source: BlockSource(href: href, line: item.line), document: documentIndex,
                                          language: itemContext.language)
                    itemBlock.listNumbering = numbering
                    items.append(itemBlock)
                    levels.append(Self.subentryLevel(classes(item)))
                }
                // Wrapping arithmetic: a book may say value="9223372036854775807".
                number = number &+ (reversed ? -1 : 1)
            } else {
                allNotes = false
                let blocks = blockElement(item, context)
                items += blocks
                levels += Array(repeating: 0, count: blocks.count)
            }
        }
        if allNotes && !items.isEmpty {
            // A list of endnotes is a run of notes, not a list a reader navigates.
            if let elementID = element[attribute: "id"], !elementID.isEmpty { anchors[href + "#" + elementID] = items[0].id }
            return items
        }
        if items.count == levels.count, levels.contains(where: { $0 > 0 }) {
            // An index set as one flat list whose subentries are told by class (Project
            // Gutenberg's `li.isub1`, `li.isub2`): nested as the lists they stand for, each
            // subentry in a list inside the entry above it (Braille Formats 2011 §22.2.1b:
            // each subentry level two cells further in).
            let ids = levels.filter { $0 > 0 }.map { _ in blockID(for: nil) }
            items = Self.nested(items, levels: levels, listIDs: ids, line: element.line, document: documentIndex,
                                language: context.language, href: href)
        }
        var listBlock = Block(id: id, role: .list(ordered: ordered, start: start), children: items,
                              source: BlockSource(href: href, line: element.line), document: documentIndex,
                              language: context.language)
        listBlock.listNumbering = numbering
        return [listBlock]
    }

    /// The subentry level a list item's classes give: Project Gutenberg's index classes
    /// `isub1` ... `isub6`, or `subentry`/`sub` for one level; 0 for an entry.
    static func subentryLevel(_ classes: [String]) -> Int {
        for name in classes {
            if name.hasPrefix("isub"), let level = Int(name.dropFirst(4)), (1...6).contains(level) { return level }
            if name == "subentry" || name == "sub" { return 1 }
        }
        return 0
    }

    /// Items of a flat list nested by their levels: an item deeper than the one before it
    /// goes in a list at the end of that one's children (a first item deeper than the
    /// list stays where it is).
    static func nested(_ items: [Block], levels: [Int], listIDs: [String], line: Int, document: Int,
                       language: String?, href: String) -> [Block] {
        var position = 0
        var nextID = 0
        func level(_ depth: Int) -> [Block] {
            var out: [Block] = []
            while position < items.count, levels[position] >= depth {
                if levels[position] > depth, nextID < listIDs.count, var parent = out.popLast() {
                    let id = listIDs[nextID]
                    nextID += 1
                    let children = level(depth + 1)
                    parent.children.append(Block(id: id, role: .list(ordered: false, start: 1), children: children,
                                                 source: BlockSource(href: href, line: line), document: document,
                                                 language: language))
                    out.append(parent)
                    continue
                }
                out.append(items[position])
                position += 1
            }
            return out
        }
        var result = level(0)
        // Items shallower than the first (a list opening with subentries) are kept in order.
        while position < items.count {
            result.append(items[position])
            position += 1
        }
        return result
    }
}
