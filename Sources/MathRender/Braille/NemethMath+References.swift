import ReadingModel

/// Reference signs and footnote numerals (Rule VII, §46-§48).
///
/// §46: the reference signs (asterisk, daggers, paragraph and section marks, star) are
/// written with the Code's own symbols, and when it is certain a sign is used for reference
/// its superscript position in print is ignored. §47: a footnote reference printed as a
/// numeral is the general reference indicator `⠈⠻` followed by the numeral, not a
/// superscript. §48: a reference sign attached to the beginning or the end of a word
/// follows the word with a space between; one standing apart is written where print has it;
/// no space comes between it and its punctuation, which is mathematical.
///
/// A raised sign is certain to be a reference when it is raised on a word of text or on
/// nothing; on a letter or an expression (`z*`, `G*`) it is a superscript, an operation.
extension NemethMath {
    /// A reference mark: the cells of its signs, or of the general reference indicator and
    /// the numeral that follows it.
    struct ReferenceMark {
        var cells: String
        var numeral: String?
    }

    /// The print signs that serve as reference signs (§46).
    static let referenceSigns: Set<Character> = ["*", "∗", "†", "‡", "§", "¶", "☆", "⋆"]

    /// The reference mark an `msup` prints, if it is one: reference signs raised on a word
    /// of text or on nothing, or digits raised on a word (§46, §47).
    static func referenceMark(_ node: MathNode) -> ReferenceMark? {
        guard node.kind == .msup, node.children.count == 2 else { return nil }
        let base = unwrapped(node.children[0]), script = unwrapped(node.children[1])
        let onWord = base.kind == .mtext && base.text.contains(where: \.isLetter)
        guard onWord || isEmpty(base) else { return nil }
        if [.mo, .mi, .mtext].contains(script.kind), !script.text.isEmpty,
           script.text.allSatisfy({ referenceSigns.contains($0) }) {
            let cells = script.text.map { NemethSymbols.signs[String($0)]?.cells ?? "" }.joined()
            return cells.isEmpty ? nil : ReferenceMark(cells: cells)
        }
        if onWord, script.kind == .mn, UEBMath.isDigits(script.text) {
            return ReferenceMark(cells: "⠈⠻", numeral: script.text)
        }
        return nil
    }

    /// Writes `node`'s base, then its reference mark spaced after a word (§48).
    mutating func reference(_ node: MathNode, _ mark: ReferenceMark) {
        let base = Self.unwrapped(child(node, 0))
        if !Self.isEmpty(base) { self.node(base) }
        // Attached to the end of what comes before: spaced from it (§48).
        if !atStart, out.last != "⠷" { space(.word) }
        writeMark(mark)
    }

    /// A reference sign printed against the start of a word is written after the word, a
    /// space between (§48): `*quarterly interest` is `quarterly ⠈⠼ interest`.
    mutating func referenceBeforeWord(_ mark: ReferenceMark, _ text: String) {
        let word = text.prefix { $0.isLetter || $0 == "’" || $0 == "'" || $0 == "-" }
        self.text(String(word))
        space(.word)
        writeMark(mark)
        let rest = text.dropFirst(word.count)
        if !rest.isEmpty { self.text(String(rest)) }
    }

    mutating func writeMark(_ mark: ReferenceMark) {
        write(mark.cells)
        // A reference sign is no sign of operation: a numeral after it, the footnote's
        // own numeral included, takes the numeric indicator (§9, §47).
        afterReference = true
        if let numeral = mark.numeral { number(numeral) }
    }
}
