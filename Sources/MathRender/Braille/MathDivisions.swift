/// Where a math expression written in braille may be divided between lines, and how
/// good each place is, read from the code's own cells (the expression as ``MathRender``
/// writes it, an unspaced stretch between two spaces).
///
/// The Nemeth Code's order (1972 Code §183, "Division of mathematical expressions between
/// braille lines", as APH's *BrailleBrain*, Nemeth Unit 12 "Runovers", lists it): "before a
/// sign of comparison", "before a sign of operation", "before a fraction line", "before a
/// baseline indicator", "before a level change indicator", "between factors included in
/// signs of grouping", "after a comma in an enclosed list". A division before a comparison
/// sign is at the space before it and is made by the layout (the space after the sign is
/// unbreakable). Transcribers keep "the enclosed portions together on the same line" first
/// (NBA Nemeth forum, "Displayed linked expressions"), so a sign of operation inside a
/// grouping ranks below every sign outside one. UEB has no order of its own: BANA sends UEB
/// technical transcribers to the Nemeth format rules, and ICEB's *Guidelines for Technical
/// Material* §1.4.3 asks for the continuation indicator (dot 5) only "where the two portions
/// could be read as two separate expressions", which a runover starting with an operation
/// sign cannot be. A numeral is never divided where another place exists (the Rules of
/// UEB §6.10.1: "Avoid division of a number between lines unless considerable space is
/// saved"); where none does, UEB divides it at a numeric space or after a separating comma,
/// a long string of digits between two digits, and ends the line with the line continuation
/// indicator (§6.10.2-6.10.5, numeric mode going on).
public enum MathDivisions {
    /// A place to divide: before the cell at `offset`, with the rank of the rule that allows
    /// it (lower is better) and a cell to end the line with, if the code asks for one.
    public struct Point: Equatable, Sendable {
        public var offset: Int
        public var rank: Rank
        public var continuation: Unicode.Scalar?
        /// How many groupings enclose the place: of two places of one rank, the one in
        /// fewer is better (the enclosed portions kept together).
        public var depth = 0

        /// Whether this place is better than `other`: a better rank, or the same rank in
        /// fewer groupings; of two equal places the later one fills the line more.
        public func isBetter(than other: Point) -> Bool {
            rank != other.rank ? rank < other.rank : depth <= other.depth
        }
    }

    /// The kinds of place, best first.
    public enum Rank: Int, Comparable, Sendable {
        /// Before a sign of operation outside every grouping, fraction and radical, on the
        /// base line (Nemeth's "before a sign of operation", the enclosed portions kept).
        case operation = 1
        /// Between two groupings side by side ("between factors included in signs of grouping").
        case betweenFactors = 2
        /// Before a sign of operation inside a grouping, fraction or radical.
        case innerOperation = 3
        /// Before a fraction line (Nemeth's "before a fraction line"; UEB's general
        /// fraction line ⠨⠌).
        case fractionLine = 4
        /// Before a baseline or level indicator (Nemeth's "before a baseline indicator",
        /// "before a level change indicator"; UEB's superscript ⠔ and subscript ⠢).
        case level = 5
        /// Anywhere else outside a numeral and not straight after a prefix or indicator.
        case elsewhere = 6
        /// Inside a numeral: only when nothing else fits.
        case numeral = 7

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// UEB's line continuation indicator (dot 5).
    public static let continuation: Unicode.Scalar = "⠐"

    /// Whether `cells` hold a sign of operation at any level: a long unspaced stretch with
    /// one is a math expression to divide by these rules, not a word to hyphenate.
    public static func hasOperation(_ cells: [Unicode.Scalar], code: MathBrailleCode) -> Bool {
        guard cells.count >= 2 else { return false }
        switch code {
        case .ueb: return (1..<cells.count).contains { uebOperations.contains([cells[$0 - 1], cells[$0]]) }
        case .nemeth: return cells.indices.contains { nemethOperation(cells, at: $0) != nil }
        }
    }

    /// Every place `cells` may be divided, in order.
    public static func points(in cells: [Unicode.Scalar], code: MathBrailleCode) -> [Point] {
        switch code {
        case .ueb: return uebPoints(cells)
        case .nemeth: return nemethPoints(cells)
        }
    }

    /// The best place that leaves at most `available` cells on the line (a continuation
    /// cell counted), or `nil` when none does.
    public static func best(in cells: [Unicode.Scalar], code: MathBrailleCode, available: Int) -> Point? {
        var best: Point?
        for point in points(in: cells, code: code)
        where point.offset + (point.continuation == nil ? 0 : 1) <= available {
            if let chosen = best, !point.isBetter(than: chosen) { continue }
            best = point
        }
        return best
    }

    /// Whether a Nemeth braille line starting at `offset` of `cells` would start with a
    /// numeral that has no numeric indicator: the Code's §9 asks for one "before a numeral
    /// ... occurring at the beginning of a braille line", so a division there would need a
    /// cell the expression does not have. A numeral divided inside itself goes on with
    /// none (NBA forum, a partitioned numeral), so a digit after a digit, a decimal point
    /// or a comma of the numeral does not count.
    public static func nemethNeedsNumericIndicator(_ cells: ArraySlice<Unicode.Scalar>, at offset: Int) -> Bool {
        guard cells.indices.contains(offset), nemethDigits.contains(cells[offset]) else { return false }
        guard offset > cells.startIndex else { return true }
        let previous = cells[offset - 1]
        if nemethDigits.contains(previous) { return false }
        if previous == "⠨" || previous == "⠠", offset - 2 >= cells.startIndex, nemethDigits.contains(cells[offset - 2]) { return false }
        return true
    }

    /// Whether dividing `cells` before `offset` would part a sign from the prefix or
    /// indicator cell before it (UEB's ⠐ of ⠐⠣, Nemeth's ⠨ of ⠨⠅): a line never ends with
    /// one, which would be read with the cell that starts the next line.
    public static func splitsSign(_ cells: ArraySlice<Unicode.Scalar>, at offset: Int, code: MathBrailleCode) -> Bool {
        guard offset > cells.startIndex, offset < cells.endIndex else { return false }
        let previous = cells[offset - 1]
        switch code {
        case .ueb: return previous != "⠀" && previous != "\u{00A0}" && uebPrefixes.contains(previous)
        case .nemeth: return previous != "⠀" && previous != "\u{00A0}" && nemethPrefixes.contains(previous)
        }
    }

    // MARK: UEB

    private static let uebDigits: Set<Unicode.Scalar> = ["⠁", "⠃", "⠉", "⠙", "⠑", "⠋", "⠛", "⠓", "⠊", "⠚"]
    /// Cells that are a prefix, indicator or script sign: nothing divides right after one.
    /// The interior modification ⠪ of a shape joins it to the sign inside (⊕ `⠫⠿⠪⠐⠖`,
    /// Guidelines §14): the plus sign there is no operation to divide before.
    private static let uebPrefixes: Set<Unicode.Scalar> = ["⠐", "⠨", "⠸", "⠈", "⠘", "⠠", "⠰", "⠔", "⠢", "⠼", "⠪", "⠀", "\u{00A0}"]
    /// Operation signs (Guidelines §3): + − × ÷ · ± ∓ ∗.
    private static let uebOperations: Set<[Unicode.Scalar]> = [
        ["⠐", "⠖"], ["⠐", "⠤"], ["⠐", "⠦"], ["⠐", "⠌"], ["⠐", "⠲"], ["⠸", "⠖"], ["⠸", "⠤"], ["⠐", "⠔"],
    ]
    /// The last cells of the opening signs (⠣ of a bracket or grouping, ⠷ fraction, ⠩ radical).
    private static let uebOpenings: Set<Unicode.Scalar> = ["⠣", "⠷", "⠩"]
    private static let uebOpeners: Set<[Unicode.Scalar]> = [["⠐", "⠣"], ["⠨", "⠣"], ["⠸", "⠣"]]
    private static let uebClosers: Set<[Unicode.Scalar]> = [["⠐", "⠜"], ["⠨", "⠜"], ["⠸", "⠜"]]

    private static func uebPoints(_ cells: [Unicode.Scalar]) -> [Point] {
        var points: [Point] = []
        var depth = 0
        var inNumeral = false
        var separated = false
        var lastClosedAtTop = -1
        var index = 0
        while index < cells.count {
            let cell = cells[index]
            let pair = index + 1 < cells.count ? [cell, cells[index + 1]] : [cell]
            let previous = index > 0 ? cells[index - 1] : nil
            // Not at the start, nor straight after a prefix, an indicator or an opening sign.
            let dividable = index > 0 && !(previous.map { uebPrefixes.contains($0) || uebOpenings.contains($0) } ?? true)
            if inNumeral {
                // Digits, the decimal point (⠲), the comma (⠂), the simple fraction line (⠌)
                // and the numeric space (⠐ before a digit) go on in numeric mode.
                let digitNext = index + 1 < cells.count && uebDigits.contains(cells[index + 1])
                let goesOn = uebDigits.contains(cell) || (cell == "⠲" || cell == "⠂" || cell == "⠌" || cell == "⠐") && digitNext
                if goesOn {
                    // Rules of UEB §6.10.2-6.10.4: a numeral with separators is divided only
                    // after a separating comma (the line ending `⠂⠐`) or at a numeric space
                    // (the space's dot 5 and the continuation's: `⠐⠐`, the next line
                    // starting with the digit), "not between two digits"; one without
                    // separators, a long string of digits, between two digits (`⠐`).
                    if separated {
                        if cell == "⠂" || cell == "⠐" {
                            points.append(Point(offset: index + 1, rank: .numeral, continuation: continuation, depth: depth))
                        }
                    } else if uebDigits.contains(cell), let previous, uebDigits.contains(previous) {
                        points.append(Point(offset: index, rank: .numeral, continuation: continuation, depth: depth))
                    }
                    index += cell == "⠐" ? 2 : 1
                    continue
                }
                inNumeral = false
            }
            if uebOperations.contains(pair) {
                if dividable {
                    points.append(Point(offset: index, rank: depth == 0 ? .operation : .innerOperation, continuation: nil, depth: depth))
                }
                index += 2
                continue
            }
            if pair == ["⠨", "⠌"], depth > 0 {
                // The general fraction line.
                if dividable { points.append(Point(offset: index, rank: .fractionLine, continuation: nil, depth: depth)) }
                index += 2
                continue
            }
            if uebOpeners.contains(pair) || cell == "⠣" || cell == "⠷" || cell == "⠩" {
                if depth == 0, lastClosedAtTop == index, index > 0 {
                    points.append(Point(offset: index, rank: .betweenFactors, continuation: nil))
                } else if dividable {
                    points.append(Point(offset: index, rank: .elsewhere, continuation: continuation, depth: depth))
                }
                depth += 1
                index += uebOpeners.contains(pair) ? 2 : 1
                continue
            }
            if uebClosers.contains(pair) || cell == "⠜" || cell == "⠾" || cell == "⠬" {
                depth = max(depth - 1, 0)
                index += uebClosers.contains(pair) ? 2 : 1
                if depth == 0 { lastClosedAtTop = index }
                continue
            }
            if dividable, cell != "⠀", cell != "\u{00A0}" {
                // A runover starting with a fraction line or a level indicator cannot be
                // read as an expression of its own: no continuation indicator.
                if cell == "⠔" || cell == "⠢" {
                    points.append(Point(offset: index, rank: .level, continuation: nil, depth: depth))
                } else {
                    points.append(Point(offset: index, rank: .elsewhere, continuation: continuation, depth: depth))
                }
            }
            if cell == "⠼" {
                inNumeral = true
                separated = hasSeparators(cells, after: index)
            }
            index += 1
        }
        return points
    }

    /// Whether the numeral whose numeric indicator is at `start` holds a separator: a digit
    /// group comma (`⠂` between digits) or a numeric space (`⠐` before a digit).
    private static func hasSeparators(_ cells: [Unicode.Scalar], after start: Int) -> Bool {
        var index = start + 1
        while index < cells.count {
            let cell = cells[index]
            let digitNext = index + 1 < cells.count && uebDigits.contains(cells[index + 1])
            if (cell == "⠂" || cell == "⠐") && digitNext { return true }
            guard uebDigits.contains(cell) || (cell == "⠲" || cell == "⠌") && digitNext else { return false }
            index += 1
        }
        return false
    }

    // MARK: Nemeth

    private static let nemethDigits: Set<Unicode.Scalar> = ["⠂", "⠆", "⠒", "⠲", "⠢", "⠖", "⠶", "⠦", "⠔", "⠴"]
    /// Level indicators: superscript ⠘, subscript ⠰ (and their combinations).
    private static let nemethLevels: Set<Unicode.Scalar> = ["⠘", "⠰"]
    /// Prefixes and indicators: nothing divides right after one.
    private static let nemethPrefixes: Set<Unicode.Scalar> = ["⠐", "⠘", "⠰", "⠨", "⠸", "⠈", "⠠", "⠀", "\u{00A0}"]

    private static func nemethPoints(_ cells: [Unicode.Scalar]) -> [Point] {
        var points: [Point] = []
        var depth = 0
        var scripted = false
        var lastClosedAtTop = -1
        var index = 0
        func add(_ offset: Int, _ rank: Rank) {
            guard offset > 0 else { return }
            if let last = points.last, last.offset == offset {
                if rank < last.rank { points[points.count - 1].rank = rank }
                return
            }
            points.append(Point(offset: offset, rank: rank, continuation: nil, depth: depth))
        }
        while index < cells.count {
            let cell = cells[index]
            let next = index + 1 < cells.count ? cells[index + 1] : nil
            let previous = index > 0 ? cells[index - 1] : nil
            let dividable = index > 0 && !(previous.map { nemethPrefixes.contains($0) || $0 == "⠷" || $0 == "⠹" || $0 == "⠜" } ?? true)
            if cell == "⠀" || cell == "\u{00A0}" {
                // A space (after a comparison sign) returns to the base line.
                scripted = false
                index += 1
                continue
            }
            // A numeral: its digits, decimal point (⠨ before a digit) and comma (⠠ between digits).
            if nemethDigits.contains(cell) || cell == "⠼" && next.map({ nemethDigits.contains($0) || $0 == "⠨" }) == true {
                // A runover may start with a numeral only after its numeric indicator (the
                // Code's "at the beginning of a braille line", §9), so not before a digit.
                if dividable, cell == "⠼" { add(index, .elsewhere) }
                var end = index + 1
                while end < cells.count, nemethDigits.contains(cells[end])
                        || (cells[end] == "⠨" || cells[end] == "⠠") && end + 1 < cells.count && nemethDigits.contains(cells[end + 1]) {
                    if nemethDigits.contains(cells[end]), cells[end - 1] != "⠼" { add(end, .numeral) }
                    end += 1
                }
                index = end
                continue
            }
            // The baseline indicator ⠐ after a script: a division before it is a division before
            // what follows on the base line.
            if cell == "⠐", scripted {
                scripted = false
                let sign = index + 1
                if sign < cells.count, let rank = nemethOperation(cells, at: sign) {
                    add(index, depth == 0 ? .operation : .innerOperation)
                    index = sign + rank
                    continue
                }
                add(index, .level)
                index += 1
                continue
            }
            if nemethLevels.contains(cell) {
                if dividable { add(index, .level) }
                scripted = true
                index += 1
                while index < cells.count, nemethLevels.contains(cells[index]) { index += 1 }
                continue
            }
            if !scripted, dividable, let length = nemethOperation(cells, at: index) {
                add(index, depth == 0 ? .operation : .innerOperation)
                index += length
                continue
            }
            // Openers: ( ⠷, [ ⠈⠷, { ⠨⠷, fractions ⠹ ⠠⠹, radical ⠜; closers ⠾ ⠈⠾ ⠨⠾ ⠼ ⠠⠼ ⠻.
            let opener = cell == "⠷" || cell == "⠹" || cell == "⠜"
                || (cell == "⠈" || cell == "⠨" || cell == "⠠") && (next == "⠷" || next == "⠹")
            if opener {
                if !scripted, depth == 0, lastClosedAtTop == index { add(index, .betweenFactors) } else if dividable { add(index, .elsewhere) }
                depth += 1
                index += cell == "⠷" || cell == "⠹" || cell == "⠜" ? 1 : 2
                continue
            }
            let closer = cell == "⠾" || cell == "⠼" || cell == "⠻"
                || (cell == "⠈" || cell == "⠨" || cell == "⠠") && (next == "⠾" || next == "⠼")
            if closer {
                depth = max(depth - 1, 0)
                index += cell == "⠾" || cell == "⠼" || cell == "⠻" ? 1 : 2
                if depth == 0, !scripted { lastClosedAtTop = index }
                continue
            }
            // The fraction line of a simple (⠌) or complex (⠠⠌) fraction.
            if dividable, cell == "⠌" || cell == "⠠" && next == "⠌" {
                add(index, .fractionLine)
                index += cell == "⠌" ? 1 : 2
                continue
            }
            if dividable { add(index, .elsewhere) }
            index += 1
        }
        return points
    }

    /// The length of the Nemeth sign of operation at `index` (+ ⠬, − ⠤, × ⠈⠡, · ⠡, ÷ ⠨⠌,
    /// ± ⠬⠤, ∓ ⠤⠬), or `nil`.
    private static func nemethOperation(_ cells: [Unicode.Scalar], at index: Int) -> Int? {
        let cell = cells[index]
        let next = index + 1 < cells.count ? cells[index + 1] : nil
        switch cell {
        case "⠬": return next == "⠤" ? 2 : 1
        case "⠤": return next == "⠬" ? 2 : 1
        case "⠡": return 1
        case "⠈": return next == "⠡" ? 2 : nil
        case "⠨": return next == "⠌" ? 2 : nil
        default: return nil
        }
    }
}
