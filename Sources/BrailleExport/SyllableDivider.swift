import ReadingModel
import CLouis

/// Where a braille word may be divided between lines: between print syllables, and only
/// where the division leaves every cell of the word as it was (UEB §10.13; BANA Braille
/// Formats §1.10).
///
/// The layout sees cells, not print, so the word's print is found again by back-translating
/// its cells and is trusted only when translating it forward gives exactly the same cells.
/// liblouis's hyphenation dictionary (`lou_hyphenate`) gives the print syllables; a syllable
/// boundary becomes a cell boundary through the forward translation's input positions when
/// a cell starts exactly at it (a contraction that spans the boundary has no such cell, so
/// the word is never divided inside it). Each of the two parts, translated alone, must give
/// the same cells again: that keeps a part from reading differently once it stands at a
/// line's end or start (UEB §10.13: no final-letter groupsign or "ing" at the start of the
/// line, no lower groupsign "ea", "bb" ... at either side, no alphabetic wordsign as part of
/// a divided word, no shortform divided), since the table applies those rules to a part
/// translated on its own. A word that passes no check is not divided between syllables.
final class SyllableDivider {
    /// The translation tables.
    let tables: [String]
    /// The tables with the hyphenation dictionary after them.
    private let hyphenationTables: [String]
    /// Division points already worked out, by word.
    private var known: [Cells: [Int]] = [:]

    /// The fewest print letters a syllable division leaves on either side (UEB §10.13 and
    /// the usual print practice: no single letter is divided from a word).
    static let shortestPart = 2

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

    /// The cell offsets (each between 1 and `word.count - 1`) where `word` may be divided,
    /// in increasing order; the cells before an offset end a line (with a hyphen), the cells
    /// from it start the next.
    func points(in word: Cells) -> [Int] {
        if let points = known[word] { return points }
        guard usable else { return [] }
        let points = (try? divisions(of: word)) ?? []
        known[word] = points
        return points
    }

    private func divisions(of word: Cells) throws(ExportError) -> [Int] {
        guard word.count >= 2 * Self.shortestPart,
              word.allSatisfy({ $0.value >= 0x2800 && $0.value <= 0x28FF && $0 != .blankCell }) else { return [] }
        var cellText = ""
        cellText.unicodeScalars.append(contentsOf: word)
        let print = Array(try BrailleText.backTranslate(cellText, tables: tables).unicodeScalars)
        let forward = try cells(print[...])
        guard forward.output == word else { return [] }
        var points: [Int] = []
        for boundary in syllableBoundaries(print) {
            // The cell that starts the second part: the first one made from print at or
            // after the boundary; it must come from the boundary itself.
            guard let cell = forward.inputPositions.firstIndex(where: { $0 >= boundary }),
                  cell > 0, forward.inputPositions[cell] == boundary else { continue }
            guard try cells(print[..<boundary]).output.elementsEqual(word[..<cell]),
                  try cells(print[boundary...]).output.elementsEqual(word[cell...]) else { continue }
            points.append(cell)
        }
        return points
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

    private func cells(_ print: ArraySlice<Unicode.Scalar>) throws(ExportError) -> Translation {
        try Louis.translate(print.map { widechar($0.value) }, tables: tables, typeforms: nil,
                            mode: [.dotsIO, .ucBrl, .noUndefined], backward: false)
    }
}
