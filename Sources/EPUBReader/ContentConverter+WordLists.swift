import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Microsoft Word's lists as its HTML (and the EPUBs converted from it) carries them: no
/// `ul` or `ol`, but paragraphs of the list paragraph style (`p.MsoListParagraphCxSpFirst`,
/// `...CxSpMiddle`, `...CxSpLast`, or `p.MsoListParagraph` for a list of one item), each
/// opening with its marker typed as text ("1.", "a)", or a bullet from the Symbol font: `·`,
/// `o`, `§`) and a run of no-break spaces, its level in `mso-list: l0 level2 lfo1` or in its
/// left margin. Braille Formats 2016 §8 lays out lists, not paragraphs: each run of such
/// paragraphs is read as the list it stands for, its items nested by level.
extension ContentConverter {
    /// A Word list paragraph's place in its list: its level (1 for the outermost), and its
    /// marker's number when it is a decimal number ("3." is 3).
    struct WordListItem {
        var level: Int
        var number: Int?
    }

    /// Whether the element is a paragraph of Word's list paragraph style.
    func isWordListParagraph(_ element: XMLElement) -> Bool {
        guard element.name == "p", let value = element[attribute: "class"] else { return false }
        return value.lowercased().hasPrefix("msolistparagraph")
    }

    /// The paragraph of a Word list item, its marker taken off and its place recorded
    /// (``wordListItems``) for ``gatherWordLists(_:)``; a paragraph of the style that
    /// opens with no marker (a further paragraph of an item) stays a paragraph.
    mutating func wordListParagraph(_ element: XMLElement, context: Context) -> [Block] {
        var blocks = leaf(element, role: .paragraph, context: context)
        guard let index = blocks.firstIndex(where: { $0.role == .paragraph }),
              let (marker, rest) = Self.splitWordListMarker(blocks[index].inlines) else { return blocks }
        let number = marker.last == "." || marker.last == ")" ? Int(marker.dropLast()) : nil
        // A bullet or a number the list gives back is taken off; a letter or a roman
        // numeral ("a)", "iv.") stays the item's first word, as print shows it, unless its
        // list is lettered throughout (``numberLetteredItems(_:)``).
        let isBullet = marker.count == 1
        blocks[index].inlines = number != nil || isBullet ? rest : [.text(marker + " ", InlineStyle())] + rest
        if number == nil, !isBullet { wordListLetters[blocks[index].id] = WordListLetter(letters: String(marker.dropLast()), rest: rest) }
        let style = (element[attribute: "style"] ?? "").lowercased()
        wordListItems[blocks[index].id] = WordListItem(level: Self.wordListLevel(style: style), number: number)
        return blocks
    }

    /// The level `mso-list: l0 level2 lfo1` gives; else the left margin's, Word's default
    /// indent being half an inch a level (`margin-left: 1.0in` is level 2); else 1.
    static func wordListLevel(style: String) -> Int {
        if let range = style.range(of: "mso-list:") {
            let words = style[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == ";" })
            for word in words.prefix(3) where word.hasPrefix("level") {
                if let level = Int(word.dropFirst("level".count)), (1...9).contains(level) { return level }
            }
        }
        if let range = style.range(of: "margin-left:") {
            let value = style[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
            if value.hasSuffix("in"), let inches = Double(value.dropLast(2)), inches > 0 {
                return min(max(Int((inches / 0.5).rounded()), 1), 9)
            }
        }
        return 1
    }

    /// The marker a Word list paragraph opens with (up to five characters, not a word:
    /// "1.", "iv.", "a)", "·", "o", "§") and the inlines after it and the spaces that
    /// follow it (at least two, or one no-break space); `nil` when it opens otherwise.
    static func splitWordListMarker(_ inlines: [Inline]) -> (String, [Inline])? {
        var leading = ""
        for inline in inlines {
            guard case .text(let text, _) = inline else { break }
            leading += text
            if leading.count > 24 { break }
        }
        let start = leading.prefix { $0 == " " || $0 == "\u{A0}" }
        let afterStart = leading.dropFirst(start.count)
        let marker = afterStart.prefix { $0 != " " && $0 != "\u{A0}" }
        let gap = afterStart.dropFirst(marker.count).prefix { $0 == " " || $0 == "\u{A0}" }
        guard (1...5).contains(marker.count), gap.count >= 2 || gap.contains("\u{A0}"), isListMarker(marker) else { return nil }
        var dropCount = start.count + marker.count + gap.count
        var rest: [Inline] = []
        for inline in inlines {
            if dropCount > 0, case .text(let text, let style) = inline {
                if text.count <= dropCount {
                    dropCount -= text.count
                    continue
                }
                rest.append(.text(String(text.dropFirst(dropCount)), style))
                dropCount = 0
            } else {
                rest.append(inline)
            }
        }
        return (String(marker), rest)
    }

    /// A bullet (one character that is no letter or digit, or Word's `o` from the Courier
    /// New bullet) or a number or letter with a full stop or bracket after it.
    static func isListMarker(_ marker: Substring) -> Bool {
        if marker.count == 1 { return marker == "o" || !(marker.first!.isLetter || marker.first!.isNumber) }
        guard let last = marker.last, last == "." || last == ")" else { return false }
        let body = marker.dropLast()
        return !body.isEmpty && (body.allSatisfy(\.isNumber) || body.count <= 4 && body.allSatisfy(\.isLetter))
    }

    /// Gathers each run of Word list paragraphs (``wordListItems``) into a list: an item
    /// each, nested by level; ordered when its first item is numbered.
    mutating func gatherWordLists(_ blocks: inout [Block]) {
        guard !wordListItems.isEmpty, blocks.contains(where: { wordListItems[$0.id] != nil }) else { return }
        var result: [Block] = []
        var index = 0
        while index < blocks.count {
            guard wordListItems[blocks[index].id] != nil else {
                result.append(blocks[index])
                index += 1
                continue
            }
            var run: [Block] = []
            while index < blocks.count, wordListItems[blocks[index].id] != nil {
                run.append(blocks[index])
                index += 1
            }
            result.append(wordList(run))
        }
        blocks = result
    }

    mutating func wordList(_ paragraphs: [Block]) -> Block {
        let places = paragraphs.map { wordListItems[$0.id]! }
        let base = places.map(\.level).min() ?? 1
        let ordered = places.first?.number != nil
        var items: [Block] = []
        for (paragraph, place) in zip(paragraphs, places) {
            var item = Block(id: blockID(for: nil), role: .listItem(number: ordered ? place.number : nil), children: [paragraph],
                             source: paragraph.source, document: documentIndex, language: paragraph.language)
            if ordered { item.listNumbering = ListNumbering() }
            items.append(item)
        }
        let levels = places.map { $0.level - base }
        if levels.contains(where: { $0 > 0 }) {
            let ids = levels.filter { $0 > 0 }.map { _ in blockID(for: nil) }
            items = Self.nested(items, levels: levels, listIDs: ids, line: paragraphs[0].source.line, document: documentIndex,
                                language: paragraphs[0].language, href: href)
        }
        var list = Block(id: blockID(for: nil), role: .list(ordered: ordered, start: places.first?.number ?? 1), children: items,
                         source: paragraphs[0].source, document: documentIndex, language: paragraphs[0].language)
        if ordered { list.listNumbering = ListNumbering() }
        if !wordListLetters.isEmpty { numberLetteredItems(&list) }
        return list
    }
}

/// Word's contents: its TOC field written as paragraphs of the styles `TOC 1` to `TOC 9`
/// (`p.MsoToc1` ... `p.MsoToc9`), each an entry whose style gives its level, the page
/// number at its end. Braille Formats 2016 §2.10 lays a contents out by its levels (main
/// entries 1-3, each level two cells further in): each run of them is the contents' nested
/// list, as a `nav` or a `p.toc` with its indent classes is.
extension ContentConverter {
    /// The level Word's contents style names: `msotoc1` is 1 ... `msotoc9` is 9 (a main
    /// entry's depth, 0, in ``contentsLevel(_:)``, as `toc1`'s).
    static func wordContentsStyleLevel(_ name: String) -> Int? {
        guard name.hasPrefix("msotoc"), name.count == "msotoc".count + 1, let digit = name.last?.wholeNumberValue,
              (1...9).contains(digit) else { return nil }
        return digit
    }

    /// Whether the element is a paragraph of Word's contents styles.
    func isWordContentsParagraph(_ element: XMLElement) -> Bool {
        guard element.name == "p", element[attribute: "class"] != nil else { return false }
        return classes(element).contains { Self.wordContentsStyleLevel($0) != nil }
    }

    /// Each run of Word contents paragraphs (``wordContentsEntries``) with more than one level
    /// as the nested list its levels stand for.
    mutating func gatherWordContents(_ blocks: inout [Block]) {
        guard !wordContentsEntries.isEmpty else { return }
        var index = 0
        while index < blocks.count {
            guard wordContentsEntries.contains(blocks[index].id) else { index += 1; continue }
            var end = index
            while end < blocks.count, wordContentsEntries.contains(blocks[end].id) { end += 1 }
            let run = Array(blocks[index..<end])
            let levels = run.map { contentsLevels.levels[$0.id] ?? 0 }
            if levels.contains(where: { $0 > 0 }) {
                let list = nestedList(run, levels: levels, part: .contents, line: run[0].source.line, language: run[0].language)
                blocks.replaceSubrange(index..<end, with: [list])
                index += 1
            } else {
                index = end
            }
        }
    }
}
