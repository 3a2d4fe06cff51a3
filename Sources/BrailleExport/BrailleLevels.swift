import ReadingModel

/// Raised and lowered print in UEB text: the level indicators, superscript ⠔ (dots 35) and
/// subscript ⠢ (dots 26) (Rules of Unified English Braille 2013 §3.24), placed as §11.4
/// places them: the indicator applies to the next *item* only, so a script of more than one
/// item is enclosed in braille grouping indicators ⠣ … ⠜ (Guidelines for Technical
/// Material §12.1 defines the item: a number, a letter, a single symbol, or what print
/// encloses in one pair of brackets). Both indicators read as contractions in grade 2 ("in",
/// "gh", "ar"), so outside grade 1 mode they take the grade 1 symbol indicator ⠰ (a
/// number before them set grade 1 mode already: "War²" is `⠺⠜⠰⠔⠼⠃`, "1st" raised is
/// `⠼⠁⠔⠣⠎⠞⠜`); a script of several items in one symbols-sequence takes the grade 1 word
/// indicator ⠰⠰ instead, which sets grade 1 for the remainder of the sequence (§5.3.1), and
/// a script of several words keeps its contractions after its first word and closes with
/// ⠰⠜ (the NBA's answer on superscripted phrases).
///
/// A number of up to ``digitsInTable`` digits after a word does not come here: it is written
/// as Unicode's superscript or subscript digits, which `exporttool-ueb-levels.uti`
/// translates inside the paragraph's one liblouis call (``BrailleTranscriber/levelDigits(_:_:)``).
enum BrailleLevels {
    /// The longest run of script digits the layer table writes as one number.
    static let digitsInTable = 3
    static let raise: Unicode.Scalar = "⠔"
    static let lower: Unicode.Scalar = "⠢"
    static let grade1: Unicode.Scalar = "⠰"
    static let openGroup: Unicode.Scalar = "⠣"
    static let closeGroup: Unicode.Scalar = "⠜"

    /// The cells of one raised or lowered run, and whether grade 1 mode is still in force
    /// after them (the rest of the symbols-sequence must then be uncontracted).
    static func cells(_ content: String, _ level: ScriptPosition, grade1InForce: Bool,
                      translate: ([BrailleRun]) throws(ExportError) -> Cells) throws(ExportError) -> (cells: Cells, grade1After: Bool) {
        let indicator = level == .superscript ? raise : lower
        let words = content.split(whereSeparator: { $0 == " " })
        if grade1InForce {
            let body = try translate([BrailleRun(content, .noContract)])
            if isOneItem(content) { return ([indicator] + withoutStandingAlone(body), words.count < 2) }
            let close: Cells = words.count < 2 ? [closeGroup] : [grade1, closeGroup]
            return ([indicator, openGroup] + body + close, words.count < 2)
        }
        if isOneItem(content) {
            let body = withoutStandingAlone(try translate([BrailleRun(content)]))
            return ([grade1, indicator] + body, content.unicodeScalars.contains { $0.properties.numericType != nil })
        }
        if words.count < 2 {
            let body = withoutStandingAlone(try translate([BrailleRun(content, .noContract)]))
            return ([grade1, grade1, indicator, openGroup] + body + [closeGroup], true)
        }
        let first = String(words[0])
        let rest = String(content.dropFirst(first.count))
        let body = try translate([BrailleRun(first, .noContract), BrailleRun(rest)])
        return ([grade1, grade1, indicator, openGroup] + body + [grade1, closeGroup], false)
    }

    /// liblouis's grade 1 symbol indicator before a letter it took as standing alone: after
    /// a level indicator the letter is not (UEB §2.6.1: standing alone is between spaces,
    /// hyphens or dashes), and an extra indicator would read as the start of a new mode.
    private static func withoutStandingAlone(_ cells: Cells) -> Cells {
        guard cells.count >= 2, cells[0] == grade1, cells[1] != grade1 else { return cells }
        return Array(cells.dropFirst())
    }

    /// Whether `content` is one item (GTM §12.1): a number (digits with decimal points or
    /// commas between them), a single character, or one pair of brackets and what they hold.
    static func isOneItem(_ content: String) -> Bool {
        if content.count == 1 { return true }
        let scalars = Array(content.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
        if let first = scalars.first, let last = scalars.last, isDigit(first), isDigit(last),
           scalars.allSatisfy({ isDigit($0) || $0 == "." || $0 == "," }) {
            return true
        }
        let pairs: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}"]
        guard let open = scalars.first, let close = pairs[open], scalars.last == close else { return false }
        var depth = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar == open { depth += 1 }
            if scalar == close { depth -= 1 }
            if depth == 0 && index < scalars.count - 1 { return false }
        }
        return depth == 0
    }

    /// Whether grade 1 mode is in force at the end of `print`: a numeric indicator in the
    /// current symbols-sequence set it, and only a space, hyphen or dash ends it (UEB §6.1;
    /// the grade 1 mode a number sets lasts as long).
    static func grade1InForce(after print: some BidirectionalCollection<Unicode.Scalar>) -> Bool {
        for scalar in print.reversed() {
            if scalar.properties.isWhitespace || breaksSequence(scalar) { return false }
            if scalar.properties.numericType == .decimal { return true }
        }
        return false
    }

    /// A hyphen or dash: it ends grade 1 mode set by a number, as a space does.
    static func breaksSequence(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || (0x2010...0x2015).contains(scalar.value) || scalar == "\u{2E3A}" || scalar == "\u{2E3B}"
    }
}
