import MathRender

/// Words and their division at a line end: a word is a stretch of cells between breakable
/// blanks; one longer than the line is divided by the rule for its kind (an electronic
/// address, a hyphenated compound, syllables, a math expression by its code's division rules).
extension BrailleLayout {
    /// A word of the text being laid out: a slice of the text's cells (never copied, so a
    /// word many lines long costs each line only that line) and whether it is an electronic
    /// address, decided once for the whole word when it first has to be divided (its rest
    /// is divided by the same rule on every line it takes).
    struct Word {
        var cells: ArraySlice<Unicode.Scalar>
        /// Whether the word stands between the Nemeth Code indicators (``markNemeth(_:)``);
        /// its math code is ``BrailleLayout/mathCode(of:)``.
        var inNemeth = false
        /// Whether the word holds a math expression's cells (``words(_:math:)``): `nil`
        /// when the text's maker did not say (a heading, a stairstep table's entry).
        var isMath: Bool?
        /// What few words need (a line number's cells, what was found when the word was
        /// first divided), kept apart so that a paragraph of millions of words holds a
        /// slice, its math code and one reference for each (48 bytes, not 96).
        private var extras: Extras?

        final class Extras {
            var lineNumber: ArraySlice<Unicode.Scalar>?
            var isAddress: Bool?
            var mathPoints: [MathDivisions.Point]?
            var hasOperation = false
            var expressionEnd: Int?
        }

        init(_ cells: ArraySlice<Unicode.Scalar>, isMath: Bool? = nil) {
            self.cells = cells
            self.isMath = isMath
        }

        init(lineNumber: ArraySlice<Unicode.Scalar>) {
            cells = lineNumber[lineNumber.startIndex..<lineNumber.startIndex]
            extras = Extras()
            extras?.lineNumber = lineNumber
        }

        /// For a line number (no cells of its own): the number's cells.
        var lineNumber: ArraySlice<Unicode.Scalar>? { extras?.lineNumber }

        /// Whether it is an electronic address, decided once for the whole word when it
        /// first has to be divided (its rest is divided by the same rule on every line).
        var isAddress: Bool? {
            get { extras?.isAddress }
            set { made().isAddress = newValue }
        }

        /// Where the word may be divided by its math code (indices into the text, in order),
        /// found once for the whole word when it first has to be divided.
        var mathPoints: [MathDivisions.Point]? {
            get { extras?.mathPoints }
            set { made().mathPoints = newValue }
        }

        /// Where the math expression that starts in this word ends (an offset into the
        /// text, past its last cell; ``words(_:math:)``), `nil` in a word no expression
        /// starts in.
        var expressionEnd: Int? {
            get { extras?.expressionEnd }
            set { made().expressionEnd = newValue }
        }

        /// Whether the word holds a sign of operation (a UEB word without one is text).
        var hasOperation: Bool {
            get { extras?.hasOperation ?? false }
            set { made().hasOperation = newValue }
        }

        private mutating func made() -> Extras {
            if let extras { return extras }
            let extras = Extras()
            self.extras = extras
            return extras
        }
    }

    /// A word divided at a line end: the cells that stay on this line, whether a hyphen
    /// (dots 3-6) follows them, and the cells that start the next line. The two parts hold
    /// the word's cells unless a contraction was given up to divide between syllables.
    struct Division: Equatable {
        var head: Cells
        var hyphenated: Bool
        var rest: ArraySlice<Unicode.Scalar>
    }

    /// Where to divide a word longer than the `available` cells (see
    /// ``division(of:available:)-(inout Word,Int)``).
    func division(of word: Cells, available: Int) -> Division {
        var laid = Word(word[...])
        return division(of: &laid, available: available)
    }

    /// Divides `word` for a line of `available` cells, leaving its rest in `word`. An
    /// electronic address is divided after a slash or before a dot or at sign, never with a
    /// hyphen, which would read as part of the address (BANA Braille Formats §1.10; UEB
    /// §10.13 divides words with a hyphen); code is divided at the line end without one.
    /// Each call costs the line, not the word: only the cells that can end this line are
    /// looked at, the address test is made once per word, and syllables are sought only in
    /// a word short enough to be one (``SyllableDivider/longestWord``).
    func division(of word: inout Word, available: Int) -> Division {
        let cells = word.cells
        func cut(_ take: Int, hyphenated: Bool) -> Division {
            let end = cells.startIndex + take
            word.cells = cells[end...]
            return Division(head: Array(cells[..<end]), hyphenated: hyphenated, rest: cells[end...])
        }
        if let breaks = addressBreaks {
            let isAddress = word.isAddress ?? Self.contains(cells, anyOf: breaks.markers)
            word.isAddress = isAddress
            if isAddress {
                var best = 0
                let limit = min(available, cells.count - 1)
                if limit >= 1 {
                    for end in 1...limit {
                        let before = cells[..<(cells.startIndex + end)], after = cells[(cells.startIndex + end)...]
                        if breaks.after.contains(where: { before.count >= $0.count && before.suffix($0.count).elementsEqual($0) })
                            || breaks.before.contains(where: { after.count >= $0.count && after.prefix($0.count).elementsEqual($0) }) {
                            best = end
                        }
                    }
                }
                // A break point in the last part of the line; else the line is simply filled.
                if best * 2 >= available { return cut(best, hyphenated: false) }
                return cut(min(max(available, 1), cells.count), hyphenated: false)
            }
        }
        if literal { return cut(min(max(available, 1), cells.count), hyphenated: false) }
        // A math expression (an electronic address or code, which may hold a + too, is
        // divided by its own rules above).
        if mathCode(of: word) != nil, let division = mathDivision(of: &word, available: available) { return division }
        // A hyphenated compound is divided after one of its own hyphens, adding none (UEB
        // §10.13.5; BANA Braille Formats §1.10); the last that fits is taken.
        if available >= 2 {
            let limit = min(available, cells.count - 1)
            var index = limit - 1
            let base = cells.startIndex
            while index >= 1 {
                if cells[base + index] == Self.hyphen && cells[base + index - 1] != "\u{2820}"
                    && cells[base + index + 1] != Self.hyphen {
                    return cut(index + 1, hyphenated: false)
                }
                index -= 1
            }
        }
        // Between syllables, as many as the line takes with the hyphen (UEB §10.13), when
        // that fills at least half the line; else at the line end.
        if let syllables, available >= 3, cells.count <= SyllableDivider.longestWord,
           let division = syllables.divisions(of: Array(cells)).last(where: { $0.head.count <= available - 1 }),
           division.head.count * 2 >= available {
            word.cells = division.tail[...]
            return Division(head: division.head, hyphenated: true, rest: division.tail[...])
        }
        let take = min(max(available - 1, 1), cells.count)
        if mathCode(of: word) == .ueb, take < cells.count, let points = word.mathPoints,
           Self.firstPoint(in: points, after: cells.startIndex + take - 1).map({
               points[$0].offset == cells.startIndex + take && points[$0].rank == .numeral
           }) == true {
            // A numeral too long for the line goes on after dot 5, in numeric mode, with no
            // hyphen (the Rules of UEB's long numeral; ICEB Guidelines §1.4.3).
            var divided = cut(take, hyphenated: false)
            divided.head.append(MathDivisions.continuation)
            return divided
        }
        return cut(take, hyphenated: true)
    }

    static func contains(_ word: ArraySlice<Unicode.Scalar>, anyOf patterns: [Cells]) -> Bool {
        for pattern in patterns where !pattern.isEmpty && word.count >= pattern.count {
            for start in word.startIndex...(word.endIndex - pattern.count)
            where word[start..<start + pattern.count].elementsEqual(pattern) {
                return true
            }
        }
        return false
    }

    /// Words between breakable blanks (runs of blanks count once), as slices of `text`; a
    /// line number (``lineNumber(_:)``) is a word of its own, wherever it stands.
    ///
    /// `math` (offsets into `text`, in order, apart) says where the text holds math
    /// expressions' cells: a word holding some is math (``Word/isMath``), divided only by
    /// the math code's rules. Each word is matched in the same walk, the ranges taken in
    /// order (no pass of its own).
    static func words(_ text: Cells, math: [Range<Int>]? = nil) -> [Word] {
        var words: [Word] = []
        var start: Int?
        var number: Int?
        var range = 0
        func add(_ cells: ArraySlice<Unicode.Scalar>) {
            guard let math else { return words.append(Word(cells)) }
            while range < math.count, math[range].upperBound <= cells.startIndex { range += 1 }
            var word = Word(cells, isMath: range < math.count && math[range].lowerBound < cells.endIndex)
            // The expressions starting in this word (one, but for math joined to math).
            var next = range
            while next < math.count, math[next].lowerBound < cells.endIndex {
                if math[next].lowerBound >= cells.startIndex { word.expressionEnd = math[next].upperBound }
                next += 1
            }
            words.append(word)
        }
        for index in text.indices {
            let cell = text[index]
            if let opened = number {
                if cell == lineNumberEnd {
                    words.append(Word(lineNumber: text[(opened + 1)..<index]))
                    number = nil
                }
            } else if cell == .blankCell {
                if let first = start { add(text[first..<index]); start = nil }
            } else if cell == lineNumberStart {
                if let first = start { add(text[first..<index]); start = nil }
                number = index
            } else if start == nil {
                start = index
            }
        }
        if let first = start { add(text[first...]) }
        return words
    }

    /// Whether `word`, which fits the line at cell `start` of the `available` cells, must
    /// start the next line (of `next` cells: a runover's) instead: a math expression starts
    /// in it whose whole does not fit the rest of this line but fits the next line (Nemeth
    /// Code §183 (2), as APH's course lists it: "If there is not enough room on the current
    /// line, the entire expression should start on the next line"), as one whose words are
    /// apart (the blank before a comparison sign, after a list's comma) would not by itself.
    func startsNextLine(_ word: Word, at start: Int, available: Int, next: Int) -> Bool {
        guard start > 0, let end = word.expressionEnd else { return false }
        let length = end - word.cells.startIndex
        return start + length > available && length <= next
    }

    /// `words` filled into lines of at most `width` cells (a longer word divided).
    func centredLines(_ words: [Word], width: Int) -> [Cells] {
        var lines: [Cells] = []
        var rest = words[...]
        while !rest.isEmpty {
            var line = Cells()
            while let word = rest.first {
                let extra = (line.isEmpty ? 0 : 1) + word.cells.count
                if line.count + extra <= width {
                    if !line.isEmpty { line.append(.blankCell) }
                    line += word.cells
                    rest.removeFirst()
                } else if line.isEmpty {
                    var word = word
                    let divided = division(of: &word, available: width)
                    line += divided.head
                    if divided.hyphenated { line.append(Self.hyphen) }
                    rest[rest.startIndex] = word
                    break
                } else {
                    break
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// How many rows `text` takes at these indents on a full-width row.
    func rowCount(_ text: Cells, first: Int, runover: Int) -> Int {
        var count = 0
        var used = -1
        var indent = first
        for word in Self.words(text) where word.lineNumber == nil {
            var length = word.cells.count
            while true {
                let available = max(cells - indent, 2)
                if used < 0 {
                    count += 1
                    if length <= available { used = length; break }
                    length -= available - 1
                    indent = runover
                    continue
                }
                if used + 1 + length <= available { used += 1 + length; break }
                used = -1
                indent = runover
            }
        }
        return max(count, 1)
    }

    /// Divides a math expression where its code allows, the best place that fits (Nemeth
    /// Code §183; ICEB Guidelines for Technical Material §1.4.3; ``MathDivisions``), with
    /// UEB's continuation indicator (dot 5) at the line end where the code asks for one.
    /// A word made from an expression's cells (``Word/isMath``) is math whatever its signs:
    /// a sum with its scripts or a product of scripted factors has no sign of operation but
    /// is never divided as a word. A UEB word not known to be math is math only when it
    /// holds a sign of operation: else `nil` leaves it to the rules for words (a numeral in
    /// it is still not hyphenated, ``division(of:available:)-(inout Word,Int)``).
    ///
    /// With no place that fits, a UEB expression ends its line with dot 5 (Guidelines
    /// §1.4.3: the runover could be read as an expression of its own); a Nemeth one is cut
    /// at the line end with nothing added (a hyphen would read as a minus sign), but not
    /// before a numeral its runover would start without the numeric indicator (Nemeth §9).
    func mathDivision(of word: inout Word, available: Int) -> Division? {
        guard let code = mathCode(of: word), available >= 2 else { return nil }
        let cells = word.cells
        if word.mathPoints == nil {
            let base = cells.startIndex
            let all = Array(cells)
            word.hasOperation = MathDivisions.hasOperation(all, code: code)
            word.mathPoints = MathDivisions.points(in: all, code: code).map {
                var point = $0
                point.offset += base
                return point
            }
        }
        let points = word.mathPoints ?? []
        if code == .ueb, !word.hasOperation, word.isMath != true { return nil }
        var best: MathDivisions.Point?
        // Only the places this line can end at are looked at: a word many lines long costs
        // each line its own places, not the whole word's.
        let first = Self.firstPoint(in: points, after: cells.startIndex) ?? points.endIndex
        for point in points[first...] {
            let used = point.offset - cells.startIndex + (point.continuation == nil ? 0 : 1)
            guard used <= available else { break }
            if let chosen = best, !point.isBetter(than: chosen) { continue }
            best = point
        }
        var end = best?.offset ?? cells.startIndex + min(available, cells.count)
        var mark = best?.continuation
        if best == nil, end < cells.endIndex {
            // Never inside a sign (a prefix cell ending the line), nor in Nemeth before a
            // numeral that would need its numeric indicator.
            if code == .ueb {
                end -= 1
                mark = MathDivisions.continuation
            }
            while end - cells.startIndex > 1, MathDivisions.splitsSign(cells, at: end, code: code)
                    || code == .nemeth && MathDivisions.nemethNeedsNumericIndicator(cells, at: end) {
                end -= 1
            }
        }
        var head = Array(cells[..<end])
        if let mark { head.append(mark) }
        word.cells = cells[end...]
        return Division(head: head, hyphenated: false, rest: cells[end...])
    }

    /// The index of the first of `points` (in the order of their offsets) whose offset is
    /// past `offset`, found by halving: `nil` when none is.
    static func firstPoint(in points: [MathDivisions.Point], after offset: Int) -> Int? {
        var low = points.startIndex, high = points.endIndex
        while low < high {
            let middle = (low + high) / 2
            if points[middle].offset > offset { high = middle } else { low = middle + 1 }
        }
        return low < points.endIndex ? low : nil
    }

    /// The math code `word` is read in when it has to be divided: Nemeth between the Nemeth
    /// Code indicators, UEB elsewhere in UEB text (its technical material); `nil` outside UEB.
    func mathCode(of word: Word) -> MathBrailleCode? {
        guard mathCode != nil else { return nil }
        return word.inNemeth ? .nemeth : .ueb
    }

    /// Marks the words between the opening Nemeth Code indicator and the closing one, in
    /// place (a paragraph of millions of words is not copied); UEB text needs no marks.
    mutating func markNemeth(_ words: inout [Word]) {
        guard mathCode == .nemeth else { return }
        for index in words.indices where words[index].lineNumber == nil {
            let cells = words[index].cells
            if Self.contains(cells, anyOf: [Self.openingNemeth]) { inNemeth = true }
            words[index].inNemeth = inNemeth
            if inNemeth, Self.contains(cells, anyOf: [Self.closingNemeth]) { inNemeth = false }
        }
    }

    static let openingNemeth: Cells = ["⠸", "⠩"]
    static let closingNemeth: Cells = ["⠸", "⠱"]
}
