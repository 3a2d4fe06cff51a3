import BookModel
import ReadingModel
import XMLTree

/// Word's lettered and roman-numbered lists ("a)", "b)", "iv."). Word types each item's
/// marker as text (``ContentConverter/splitWordListMarker(_:)``); a list whose items are
/// all lettered in one counter style is an ordered list of that style, so that every format
/// writes the marker once, from the list's numbering (HTML's `ol type="a"`; Braille Formats
/// 2016 §8: a list's items keep print's numbering or lettering). Kept as the item's first
/// word, it was read after a bullet: "- a) Check the chart."
extension ContentConverter {
    /// A lettered Word list item's marker (its letters, without the full stop or bracket)
    /// and the paragraph's inlines without the marker.
    struct WordListLetter {
        var letters: String
        var rest: [Inline]
    }

    /// The counter style and values of a run of lettered markers, when every one is read in
    /// the style its first marker shows: a roman numeral (`i`, `ii`, `iv`; "i" opens a roman
    /// list, as print's first item does) or a letter (`a`, `b`, ... `z`, `aa`), in one case.
    /// `nil` when one of them is read otherwise (a letter list that skips, a mix of cases).
    static func wordLetterNumbering(_ markers: [String]) -> (ListNumberStyle, [Int])? {
        guard let first = markers.first, !first.isEmpty else { return nil }
        let upper = first.allSatisfy(\.isUppercase)
        guard upper || first.allSatisfy(\.isLowercase),
              markers.allSatisfy({ upper ? $0.allSatisfy(\.isUppercase) : $0.allSatisfy(\.isLowercase) }) else { return nil }
        let romanFirst = first.lowercased() == "i" || first.count > 1 && RomanNumeral.value(of: first) != nil
        let style: ListNumberStyle = romanFirst ? (upper ? .upperRoman : .lowerRoman) : (upper ? .upperAlpha : .lowerAlpha)
        var values: [Int] = []
        for marker in markers {
            let value: Int? = romanFirst ? RomanNumeral.value(of: marker) : alphabeticValue(marker)
            guard let value, value == (values.last ?? value - 1) + 1 else { return nil }
            values.append(value)
        }
        return (style, values)
    }

    /// `a` is 1, `z` 26, `aa` 27 (bijective base 26, CSS Counter Styles' `lower-alpha`).
    static func alphabeticValue(_ letters: String) -> Int? {
        var value = 0
        for scalar in letters.lowercased().unicodeScalars {
            guard ("a"..."z").contains(scalar), value < 1_000_000 else { return nil }
            value = value * 26 + Int(scalar.value - 96)
        }
        return value == 0 ? nil : value
    }

    static func isList(_ block: Block) -> Bool {
        if case .list = block.role { true } else { false }
    }

    /// Makes each list of `list` (itself and those nested in it) whose items all open with a
    /// lettered marker of one counter style (``wordListLetters``) an ordered list of that
    /// style, each item's marker taken off its paragraph and kept as its value.
    func numberLetteredItems(_ list: inout Block) {
        for index in list.children.indices {
            for child in list.children[index].children.indices where Self.isList(list.children[index].children[child]) {
                numberLetteredItems(&list.children[index].children[child])
            }
        }
        let letters = list.children.map { item in item.children.first.flatMap { wordListLetters[$0.id] } }
        guard !letters.isEmpty, letters.allSatisfy({ $0 != nil }),
              let (style, values) = Self.wordLetterNumbering(letters.map { $0!.letters }) else { return }
        list.role = .list(ordered: true, start: values[0])
        list.listNumbering = ListNumbering(style: style)
        for index in list.children.indices {
            list.children[index].role = .listItem(number: values[index])
            list.children[index].listNumbering = ListNumbering(style: style)
            list.children[index].children[0].inlines = letters[index]!.rest
        }
    }
}
