import ReadingModel
import CLouis

/// Where a braille word may be divided between lines, and how each part is then written:
/// between print syllables, giving up a groupsign or strong contraction that the division
/// falls in or beside when it must (UEB §10.13; BANA Braille Formats §1.10).
///
/// The layout sees cells, not print, so the word's print is found again by back-translating
/// its cells and is trusted only when translating it forward gives exactly the same cells.
/// liblouis's hyphenation dictionary (`lou_hyphenate`) gives the print syllables. Each part
/// of a division is the table's translation of its own letters standing alone, so the rules
/// UEB §10.13 gives for a divided word hold where the table applies them to a word's start
/// and end (no final-letter groupsign or "ing" at the start of the line, no lower groupsign
/// "ea", "bb" ... at either side). A division is kept only when:
/// - each part back-translates to exactly its letters (a valid translation of them);
/// - outside the signs that touch the boundary, every cell stays as in the whole word, and
///   those signs are single letters, one-cell groupsigns or strong contractions, or
///   two-cell initial- and final-letter groupsigns: UEB §10.13.1 gives up a groupsign or a
///   strong contraction to divide between syllables (coun-ter, where `ount` is one
///   groupsign), never a shortform (§10.13: a shortform is not divided and keeps its form);
/// - no part is an alphabetic or strong wordsign (`but`, `this` standing for a part);
/// - no part is lower signs only, the hyphen being one too (UEB §10.6.10 and §10.13: the
///   final lower groupsign is not used in a sequence with no upper dots; `in-` would be
///   all lower).
///
/// A word that opens with typeform word or passage indicators, or ends with a typeform
/// terminator, is divided without them, and they are put back on its first and last part:
/// the word indicator's effect is not ended by the end of a braille line in a divided
/// symbols-sequence (UEB §9.2), so it is not repeated on the second line.
final class SyllableDivider {
    /// One way to divide a word: the cells that end the line (before the added hyphen) and
    /// the cells that start the next one.
    struct Division: Hashable {
        var head: Cells
        var tail: Cells
    }

    /// The translation tables.
    let tables: [String]
    /// The tables with the hyphenation dictionary after them.
    private let hyphenationTables: [String]
    /// Divisions already worked out, by word.
    private var known: [Cells: [Division]] = [:]

    /// The fewest print letters a syllable division leaves on either side (UEB §10.13 and
    /// the usual print practice: no single letter is divided from a word).
    static let shortestPart = 2

    /// The longest word, in cells, that is divided between syllables: four 40-cell lines,
    /// longer than any word of a dictionary. Finding a word's syllables back-translates and
    /// translates the whole word, so a longer run of letters (a hostile input, a run joined
    /// by no-break spaces) would cost each of its lines its whole length; it is cut at the
    /// line ends instead, which keeps division linear in the word's length.
    static let longestWord = 160

    /// The liblouis hyphenation dictionaries by the primary language subtag of the tables
    /// they serve. Only English is used: the division rules followed are UEB's.
    static let dictionaries = ["en": "hyph_en_US.dic"]

    /// Whether the dictionary compiles with the tables: asked at the first division, so an
    /// export that divides no word never compiles the second table list. When it does not,
    /// words are divided at the line end.
    private lazy var usable: Bool = Louis.compiles(hyphenationTables)

    /// A divider for `tables`, or `nil` when liblouis has no dictionary for `language`.
    init?(tables: [String], language: String) {
        guard let dictionary = Self.dictionaries[language] else { return nil }
        self.tables = tables
        self.hyphenationTables = tables + [dictionary]
    }

    /// The ways `word` may be divided, from the earliest print syllable boundary to the last.
    func divisions(of word: Cells) -> [Division] {
        if let divisions = known[word] { return divisions }
        guard usable else { return [] }
        let (lead, core, trail) = Self.typeformIndicators(around: word)
        let divisions = ((try? coreDivisions(of: core)) ?? []).map {
            Division(head: lead + $0.head, tail: $0.tail + trail)
        }
        known[word] = divisions
        return divisions
    }

    private func coreDivisions(of word: Cells) throws(ExportError) -> [Division] {
        guard word.count >= 2 * Self.shortestPart, word.count <= Self.longestWord,
              word.allSatisfy({ $0.value >= 0x2800 && $0.value <= 0x28FF && $0 != .blankCell }) else { return [] }
        let print = Array(try backTranslate(word[...]).unicodeScalars)
        let forward = try cells(print[...])
        guard forward.output == word else { return [] }
        let positions = forward.inputPositions
        var divisions: [Division] = []
        for boundary in syllableBoundaries(print) {
            // The signs that touch the boundary: the one holding its last letter before and
            // the one holding its first letter after (one sign when it spans the boundary).
            // A sign that may not be given up (a shortform) stays whole on its side.
            let before = sign(holding: boundary - 1, positions), after = sign(holding: boundary, positions)
            let low: Int, high: Int
            if before == after {
                guard Self.mayBeGivenUp(word[before]) else { continue }
                (low, high) = (before.lowerBound, before.upperBound)
            } else {
                low = Self.mayBeGivenUp(word[before]) ? before.lowerBound : before.upperBound
                high = Self.mayBeGivenUp(word[after]) ? after.upperBound : after.lowerBound
            }
            let head = try cells(print[..<boundary]).output, tail = try cells(print[boundary...]).output
            guard head.starts(with: word[..<low]), tail.reversed().starts(with: word[high...].reversed()),
                  Self.readsAsPart(head, letters: boundary, atLineStart: false),
                  Self.readsAsPart(tail, letters: print.count - boundary, atLineStart: true),
                  try backTranslate(head[...]) == String(cells: print[..<boundary]),
                  try backTranslate(tail[...]) == String(cells: print[boundary...]) else { continue }
            divisions.append(Division(head: head, tail: tail))
        }
        return divisions
    }

    /// The cells of the sign made from print at `letter`: the cells that share the input
    /// position of the last cell starting at or before it.
    private func sign(holding letter: Int, _ positions: [Int]) -> Range<Int> {
        guard let last = positions.lastIndex(where: { $0 <= letter }) else { return 0..<0 }
        let start = positions[last]
        var low = last
        while low > 0, positions[low - 1] == start { low -= 1 }
        return low..<(last + 1)
    }

    /// Whether a sign may be rewritten to divide the word: a letter, a one-cell groupsign
    /// or strong contraction, or a two-cell initial- or final-letter groupsign (a prefix
    /// cell and a letter), capitals indicators aside; a sign of other shape is a shortform
    /// (UEB §10.13: do not divide a shortform), which keeps its form.
    private static func mayBeGivenUp(_ sign: ArraySlice<Unicode.Scalar>) -> Bool {
        let cells = sign.drop { $0 == capital }
        return cells.count <= 1 || (cells.count == 2 && contractionPrefixes.contains(cells.first!))
    }

    /// Whether `part`, standing for `letters` print letters, may end a line before the
    /// hyphen (`atLineStart` false) or start the next line: not an alphabetic or strong
    /// wordsign (UEB §10.13); not lower signs only, since the hyphen after a first part and
    /// the line start before a second leave it no sign with upper dots (UEB §10.6.10; a
    /// capitals indicator does not count, §10.10.10); no lower groupsign `ea`, `bb`, `cc`,
    /// `ff`, `gg` before the hyphen or at the line start (UEB §10.13); and at the line start
    /// no `be`, `con`, `dis` (used only at the beginning of a word, UEB §10.6.2, which the
    /// rest of a divided word is not), no `ing` and no final-letter groupsign (UEB §10.13).
    private static func readsAsPart(_ part: Cells, letters: Int, atLineStart: Bool) -> Bool {
        let signs = part.drop { $0 == capital }
        guard let first = signs.first, let last = signs.last else { return false }
        if signs.count == 1, letters >= 2, letterCells.contains(first) || strongWordsigns.contains(first) { return false }
        guard signs.contains(where: { $0.value & upperDots != 0 }) else { return false }
        if atLineStart {
            return !lowerGroupsigns.contains(first) && !lineStartForbidden.contains(first)
        }
        return !lowerGroupsigns.contains(last)
    }

    /// The capitals indicator (dot 6).
    private static let capital: Unicode.Scalar = "\u{2820}"
    /// Dots 1 and 4, the upper dots of the left and right columns' top rows.
    private static let upperDots: UInt32 = 0x01 | 0x08
    /// The cells of the letters a-z, which stand alone as alphabetic wordsigns.
    private static let letterCells = Set("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵".unicodeScalars)
    /// The strong wordsigns: child, shall, this, which, out, still.
    private static let strongWordsigns = Set("⠡⠩⠹⠱⠳⠌".unicodeScalars)
    /// The lower groupsigns for `ea`, `bb`/`be`, `cc`/`con`, `ff`, `gg` and `dis`.
    private static let lowerGroupsigns = Set("⠂⠆⠒⠖⠶⠲".unicodeScalars)
    /// Cells that may not open the second part: `ing`, and dots 46 and 56, which open
    /// final-letter groupsigns.
    private static let lineStartForbidden = Set("⠬⠨⠰".unicodeScalars)
    /// Dots 5, 45, 456, 46, 56: the first cell of an initial- or final-letter groupsign.
    private static let contractionPrefixes = Set("⠐⠘⠸⠨⠰".unicodeScalars)

    /// The UEB typeform indicators' first cells: italic (46), bold (45), underline (456),
    /// script (4); the transcriber-defined ones put dots 4, 45, 456, 5 or 46 before 3456.
    private static let typeformPrefixes = Set("⠨⠘⠸⠈".unicodeScalars)
    private static let transcriberPrefixes = Set("⠈⠘⠸⠐⠨".unicodeScalars)
    /// The cell after the prefix of a typeform word indicator (dots 2) or passage
    /// indicator (dots 2-3-5-6), and of a terminator (dots 3).
    private static let wordOrPassage = Set("⠂⠶".unicodeScalars)
    private static let terminator: Unicode.Scalar = "\u{2804}"
    private static let transcriberDefined: Unicode.Scalar = "\u{283C}"

    /// `word` as its leading typeform word and passage indicators, the cells they apply
    /// to, and a typeform terminator that ends it.
    static func typeformIndicators(around word: Cells) -> (lead: Cells, core: Cells, trail: Cells) {
        var start = 0
        while let length = indicatorLength(word, at: start, last: wordOrPassage) { start += length }
        var end = word.count
        while end > start + 2 {
            if end - 3 >= start, indicatorLength(word, at: end - 3, last: [terminator]) == 3 {
                end -= 3
            } else if indicatorLength(word, at: end - 2, last: [terminator]) == 2 {
                end -= 2
            } else {
                break
            }
        }
        return (Array(word[..<start]), Array(word[start..<end]), Array(word[end...]))
    }

    /// The length of the typeform indicator at `index` whose last cell is one of `last`:
    /// a prefix and that cell, or a prefix, dots 3-4-5-6 and that cell.
    private static func indicatorLength(_ word: Cells, at index: Int, last: Set<Unicode.Scalar>) -> Int? {
        guard index + 1 < word.count else { return nil }
        if typeformPrefixes.contains(word[index]), last.contains(word[index + 1]) { return 2 }
        if index + 2 < word.count, transcriberPrefixes.contains(word[index]), word[index + 1] == transcriberDefined,
           last.contains(word[index + 2]) { return 3 }
        return nil
    }

    /// Print offsets where a syllable ends inside a run of letters, with at least
    /// ``shortestPart`` letters of the run on each side.
    private func syllableBoundaries(_ print: [Unicode.Scalar]) -> [Int] {
        var boundaries: [Int] = []
        var start = 0
        while start < print.count {
            guard print[start].properties.isAlphabetic else { start += 1; continue }
            var end = start
            while end < print.count, print[end].properties.isAlphabetic { end += 1 }
            if end - start >= 2 * Self.shortestPart,
               let flags = Louis.hyphenationPoints(Array(print[start..<end]), tables: hyphenationTables) {
                for index in Self.shortestPart...(end - start - Self.shortestPart) where flags[index] {
                    boundaries.append(start + index)
                }
            }
            start = end
        }
        return boundaries
    }

    private func backTranslate(_ cells: ArraySlice<Unicode.Scalar>) throws(ExportError) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: cells)
        return try BrailleText.backTranslate(text, tables: tables)
    }

    private func cells(_ print: ArraySlice<Unicode.Scalar>) throws(ExportError) -> Translation {
        try Louis.translate(print.map { widechar($0.value) }, tables: tables, typeforms: nil,
                            mode: [.dotsIO, .ucBrl, .noUndefined], backward: false)
    }
}
