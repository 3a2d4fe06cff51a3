import ReadingModel
import CLouis
import MathRender

/// A piece of print with the typeform liblouis should apply to all of it.
struct BrailleRun: Sendable, Hashable {
    var text: String
    var typeform: Typeform
    /// Cells already in braille (math, which ``MathRender`` writes in its own code): they
    /// are placed as they are, never translated again as text.
    var cells: Cells?
    /// Whether ``cells`` are a math expression's: the layout divides them by the math
    /// code's rules, never as a word (``BrailleLayout/mathDivision(of:available:)``).
    var isMath = false
    /// Raised or lowered print that is not digits alone: its cells depend on the grade 1
    /// mode of the text before it (``BrailleLevels``), so they are made in the paragraph.
    var level: ScriptPosition?
    /// What an inline expression switched to Nemeth holds, for joining it with the next one
    /// in one switch (``BrailleTranslator/joiningNemethSwitches(_:)``); `nil` for any
    /// other run.
    var nemeth: [NemethPiece]?
    init(_ text: String, _ typeform: Typeform = []) {
        self.text = text
        self.typeform = typeform
    }

    init(cells: Cells) {
        self.text = ""
        self.typeform = []
        self.cells = cells
    }

    /// A math expression's cells (see ``isMath``).
    init(math cells: Cells) {
        self.init(cells: cells)
        isMath = true
    }

    /// Whether the run reads as nothing: a run of cells (math, which has no text) when it
    /// has none, any other run when its text is only white space.
    var isBlank: Bool { cells.map(\.isEmpty) ?? WhiteSpace.isBlank(text) }
}

/// Unicode braille cells. U+2800 is a blank where a line may break; U+00A0 is a blank
/// where it may not (from a no-break space in the print).
typealias Cells = [Unicode.Scalar]

extension String {
    /// Cells (or any scalars) as a string, written as UTF-8 in one pass: building a
    /// `String.UnicodeScalarView` from them appends a scalar at a time, which was a
    /// visible share of eBraille's profile (every span of every block is converted).
    package init(cells: some Collection<Unicode.Scalar>) {
        self.init(unsafeUninitializedCapacity: cells.count * 4) { buffer in
            var count = 0
            for scalar in cells {
                UTF8.encode(scalar) { unit in
                    buffer[count] = unit
                    count += 1
                }
            }
            return count
        }
    }
}

extension Unicode.Scalar {
    static let blankCell: Unicode.Scalar = "\u{2800}"
    static let unbreakableBlank: Unicode.Scalar = "\u{00A0}"
}

/// Translates print to braille cells with one table list, a paragraph at a time, and keeps
/// count of characters the tables do not define (they are dropped, never written as junk).
final class BrailleTranslator {
    let tables: [String]
    /// The typeform bits of the table list's italic, bold and underline classes, and of the
    /// first transcriber-defined typeform (UEB's `trans1`), which shows crossed-out type
    /// (Rules of UEB 2013 §9.5.1); empty for a table without the class.
    private let emphasisBits: (italic: Typeform, bold: Typeform, underline: Typeform, crossedOut: Typeform)
    private var known: Set<Unicode.Scalar> = []
    /// Characters the tables do not define (``isDefinedCached(_:)``).
    private var notDefined: Set<Unicode.Scalar> = []
    /// Undefined characters and how often each was dropped.
    private(set) var undefined: [Unicode.Scalar: Int] = [:]
    /// While non-`nil`, the translator only records the pieces it is asked for (in order)
    /// and returns no cells: the first pass of a parallel translation.
    var recorded: [BraillePiece]?
    /// Pieces being translated elsewhere (by a ``BrailleTranslationService``) and each
    /// one's index in the session, used before liblouis.
    var session: (translation: any BrailleTranslationSession, index: [BraillePiece: Int])?
    /// While non-`nil`, every piece's cells are kept, and a piece asked for again is
    /// answered from here: the formats of one run (BRF and eBraille) translate each piece
    /// once. The flag says whether the piece had characters the tables do not define.
    var memo: [BraillePiece: (cells: Cells, dropped: Bool)]?
    /// Whether the braille code is Unified English Braille (its tables are named `en-ueb-*`):
    /// decided once, the transcribers ask it for every paragraph and formula.
    let usesUEB: Bool
    /// The book's math in braille, rendered ahead in `code` for every transcriber of the
    /// book (``BrailleExporter/renderMath(_:translator:)``); `nil` renders as asked.
    var math: (code: MathBrailleCode, cells: MathRenderings<RenderedMath>)?
    /// The book's transcriber-defined math symbols, assigned in the order the transcribers
    /// meet them (every pass meets them in the same order), listed on the special symbols
    /// page.
    var mathSymbols = BookTranscriberSymbols()
    /// Pieces with undefined characters answered from ``memo``: they count as dropped
    /// again (a format adds its note), but are not warned about twice.
    private var repeatedDrops = 0

    /// While `true`, the translation is a trial (a block laid out to be measured, then laid
    /// out again): pieces are not kept in ``memo``, and what it drops is forgotten after.
    private var inTrial = false

    /// Runs `body` as a trial: the characters it drops are not counted and its pieces are
    /// not kept in ``memo``, so translating the same text again for the page counts and
    /// warns exactly as once.
    func trial<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        let saved = (undefined, repeatedDrops, inTrial)
        inTrial = true
        defer { (undefined, repeatedDrops, inTrial) = saved }
        try body()
    }

    /// Ends the translation session, if any: throws a worker's failure.
    func finishSession() throws(ExportError) {
        guard let session else { return }
        self.session = nil
        try session.translation.finish()
    }

    /// Ends the translation session, if any, at once: its workers are killed.
    func cancelSession() {
        guard let session else { return }
        self.session = nil
        session.translation.cancel()
    }

    init(tables: [String]) throws(ExportError) {
        self.tables = tables
        usesUEB = tables.contains { $0.hasPrefix("en-ueb-") }
        try Louis.checkTables(tables)
        emphasisBits = (Louis.typeform(forEmphasisClass: "italic", tables: tables),
                        Louis.typeform(forEmphasisClass: "bold", tables: tables),
                        Louis.typeform(forEmphasisClass: "underline", tables: tables),
                        Louis.typeform(forEmphasisClass: "trans1", tables: tables))
    }

    /// The liblouis typeform for model emphasis, using this table's class bits.
    func typeform(for emphasis: Emphasis) -> Typeform {
        var form: Typeform = []
        if emphasis.contains(.italic) { form.formUnion(emphasisBits.italic) }
        if emphasis.contains(.bold) { form.formUnion(emphasisBits.bold) }
        if emphasis.contains(.underline) { form.formUnion(emphasisBits.underline) }
        if emphasis.contains(.strikethrough) { form.formUnion(emphasisBits.crossedOut) }
        return form
    }

    /// How many characters have been dropped so far.
    var droppedCount: Int { undefined.values.reduce(0, +) + repeatedDrops }

    /// Warnings for the characters dropped so far, one per character, with counts. The
    /// tables named are the translation's, not the project's layers before them, which
    /// nobody chose and which define no text.
    var warnings: [ExportWarning] {
        let list = BrailleTables.withoutProjectLayers(tables).joined(separator: ",")
        return undefined.sorted { $0.key.value < $1.key.value }.map { scalar, count in
            .brailleCharacterDropped(scalar, tables: list, count: count)
        }
    }

    /// Translates runs as one piece of text: one liblouis call, with a typeform array only
    /// when some run has a typeform.
    func translate(_ runs: [BrailleRun]) throws(ExportError) -> Cells {
        var math: [Range<Int>] = []
        return try translate(runs, math: &math)
    }

    /// Translates runs as ``translate(_:)-([BrailleRun])`` does, and adds to `math` where
    /// the cells of each math run (``BrailleRun/isMath``) stand in the result, in order.
    func translate(_ runs: [BrailleRun], math: inout [Range<Int>]) throws(ExportError) -> Cells {
        if runs.contains(where: { $0.cells != nil || $0.level != nil }) { return try translateAround(runs, math: &math) }
        var input: [widechar] = []
        var forms: [Typeform] = []
        let styled = runs.contains { !$0.typeform.isEmpty }
        for run in runs {
            let start = input.count
            for scalar in run.text.unicodeScalars { input.append(scalar.value) }
            if styled { forms.append(contentsOf: repeatElement(run.typeform, count: input.count - start)) }
        }
        if usesUEB { Self.markApostrophes(&input) }
        if styled && usesUEB {
            Self.extendEmphasisOverClosingPunctuation(input, &forms)
            return try translateCuttingPassages(input[...], forms[...])
        }
        return try translate(input, typeforms: styled ? forms : nil)
    }

    /// Translates styled text, cut after each emphasised passage that ends inside a word
    /// before an apostrophe (`<i>The Great Gatsby</i>’s`). UEB writes the passage with its
    /// indicator and its terminator after the last emphasised letter: "If it is necessary to
    /// terminate the typeform before the end of a symbols-sequence, place the typeform
    /// terminator after the last affected letter" (Rulebook §9.2-§9.4, the terminator
    /// rules for word and passage). liblouis, seeing the emphasis end inside a word, gave up
    /// the passage and wrote a word indicator before every word (`⠨⠂⠠⠮⠀⠨⠂⠠⠛⠗⠞⠀⠨⠂⠠⠛⠁⠞⠎⠃⠽⠨⠄⠄⠎`).
    /// The passage is translated up to its end (where liblouis terminates it), and the rest
    /// after the letter `a`, whose cell (`⠁`, no contraction before an apostrophe) is taken
    /// off again, so that `’s` is read inside a word as it is.
    private func translateCuttingPassages(_ input: ArraySlice<widechar>, _ forms: ArraySlice<Typeform>) throws(ExportError) -> Cells {
        guard let cut = Self.midWordPassageEnd(input, forms) else {
            return try translate(Array(input), typeforms: Array(forms))
        }
        let passage = try translate(Array(input[..<cut]), typeforms: Array(forms[..<cut]))
        let rest = try translateCuttingPassages(([0x61] + input[cut...])[...], ([[]] + forms[cut...])[...])
        guard rest.first == "⠁" else { return try translate(Array(input), typeforms: Array(forms)) }
        return passage + rest.dropFirst()
    }

    /// Where the first emphasised passage of three words or more ends inside a word, before
    /// an apostrophe and a letter that are not emphasised: the apostrophe's index.
    static func midWordPassageEnd(_ input: ArraySlice<widechar>, _ forms: ArraySlice<Typeform>) -> Int? {
        func isLetter(_ value: widechar) -> Bool { Unicode.Scalar(value)?.properties.isAlphabetic == true }
        func isSpace(_ value: widechar) -> Bool { Unicode.Scalar(value)?.properties.isWhitespace == true }
        var index = input.startIndex
        while index + 2 < input.endIndex {
            defer { index += 1 }
            let ended = forms[index].subtracting(forms[index + 1])
            guard !ended.isEmpty, isLetter(input[index]), input[index + 1] == 0x27 || input[index + 1] == 0x2019,
                  isLetter(input[index + 2]) else { continue }
            // The words of the span that ends here.
            var words = 1
            var start = index
            while start > input.startIndex, !forms[start - 1].isDisjoint(with: ended) {
                start -= 1
                if isSpace(input[start]), start + 1 <= index, !isSpace(input[start + 1]) { words += 1 }
            }
            if words >= 3 { return index + 1 }
        }
        return nil
    }

    /// A right single quotation mark (U+2019) opening a word (`’Tis`, `the ’90s`, `’n’`) is
    /// print's apostrophe, which UEB writes `⠄` (Rulebook §7.1.1: follow print; the
    /// apostrophe is `⠄`, the closing single quotation mark `⠠⠴`); liblouis, seeing it at
    /// a word's start, wrote the closing quotation mark (`⠠⠴⠠⠞⠊⠎`). It is given to liblouis as
    /// the typewriter apostrophe, which it writes `⠄` there (`'60s` `⠄⠼⠋⠚⠎`).
    static func markApostrophes(_ input: inout [widechar]) {
        func scalar(_ index: Int) -> Unicode.Scalar? { Unicode.Scalar(input[index]) }
        for index in input.indices where input[index] == 0x2019 && index + 1 < input.count {
            guard let next = scalar(index + 1), next.properties.isAlphabetic || next.properties.numericType != nil else { continue }
            if index > 0, let before = scalar(index - 1),
               !(before.properties.isWhitespace || "([{“‘\"-\u{2014}\u{2013}".unicodeScalars.contains(before)) { continue }
            input[index] = 0x27
        }
    }

    /// The typeforms a word indicator stands for (italic, underline, bold, script and the
    /// transcriber-defined ones), not the translation modes.
    private static let wordEmphases: [Typeform] = [.italic, .underline, .bold, .script] + (6...10).map(Typeform.emphasisClass)

    /// Punctuation printed against an emphasised span takes the span's typeform (UEB
    /// Rulebook §9.7.2-§9.7.3), so liblouis writes the indicators around the words and
    /// punctuation together:
    /// - "For better readability, ignore a change in typeform for closing punctuation when a
    ///   typeform word indicator is used" (§9.7.3): closing punctuation right after a span of
    ///   one or two words (each under its word indicator) takes the span's typeform, so no
    ///   terminator comes before it (`<i>Hamlet</i>,` was `⠨⠂⠠⠓⠁⠍⠇⠑⠞⠨⠄⠂`, now `⠨⠂⠠⠓⠁⠍⠇⠑⠞⠂`);
    /// - "When there is doubt, except for the hyphen, dash and ellipsis, consider the
    ///   punctuation as being included in the typeform" (§9.7.2): a passage of three words or
    ///   more takes the closing punctuation after it and the opening punctuation before it
    ///   (`See <i>The Great Storms</i>, p. 12.` is `⠨⠶⠠⠮⠀⠠⠛⠗⠞⠀⠠⠌⠕⠗⠍⠎⠂⠨⠄`; liblouis, meeting
    ///   the comma outside the passage, wrote a word indicator before each word and a
    ///   terminator inside the last, and `(<i>The Great Storms</i>)` three word indicators).
    static func extendEmphasisOverClosingPunctuation(_ input: [widechar], _ forms: inout [Typeform]) {
        func isSpace(_ value: widechar) -> Bool { Unicode.Scalar(value)?.properties.isWhitespace ?? false }
        func closes(_ value: widechar) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            return ".,;:!?)]\u{201D}\u{2019}\"'".unicodeScalars.contains(scalar)
        }
        func opens(_ value: widechar) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            return "([\u{201C}\u{2018}\"'".unicodeScalars.contains(scalar)
        }
        for emphasis in wordEmphases where forms.contains(where: { $0.contains(emphasis) }) {
            var start = 0
            while start < forms.count {
                guard forms[start].contains(emphasis) else { start += 1; continue }
                var end = start
                var words = 0, inWord = false
                while end < forms.count, forms[end].contains(emphasis) {
                    if isSpace(input[end]) { inWord = false } else if !inWord { inWord = true; words += 1 }
                    end += 1
                }
                if end < forms.count, !isSpace(input[end - 1]) {
                    while end < forms.count, closes(input[end]), !forms[end].contains(emphasis) {
                        // An apostrophe before letters is the word's (`Gatsby’s`), not closing.
                        if end + 1 < forms.count, input[end] == 0x27 || input[end] == 0x2019,
                           Unicode.Scalar(input[end + 1])?.properties.isAlphabetic == true { break }
                        forms[end].insert(emphasis)
                        end += 1
                    }
                }
                if words >= 3, !isSpace(input[start]) {
                    var first = start
                    while first > 0, opens(input[first - 1]), !forms[first - 1].contains(emphasis) { first -= 1 }
                    if first == 0 || isSpace(input[first - 1]) {
                        for index in first..<start { forms[index].insert(emphasis) }
                    }
                }
                start = end
            }
        }
    }

    private static let numericIndicator: Unicode.Scalar = "⠼"
    private static let digitOne: Unicode.Scalar = "⠁"
    private static let letterA: Unicode.Scalar = "⠁"

    /// Punctuation that closes or follows a word (not an opening mark, a space or a letter).
    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        ".,;:?!)]}”’\"'".unicodeScalars.contains(scalar)
    }

    /// Straight quotation marks touching math, which liblouis would take by the side of its
    /// piece they stand on: one opening a quotation (after a space or at the start) before
    /// the expression is the opening mark, one straight after the expression the closing
    /// mark (UEB §7.6: `⠦` opens, `⠴` closes; `and "y = 3" here` had them reversed).
    private static func curlingQuotes(_ runs: [BrailleRun]) -> [BrailleRun] {
        var runs = runs
        for index in runs.indices where runs[index].cells != nil {
            if index > 0, runs[index - 1].cells == nil, runs[index - 1].level == nil {
                var scalars = Array(runs[index - 1].text.unicodeScalars)
                if let last = scalars.last, last == "\"" || last == "'",
                   scalars.count == 1 || scalars[scalars.count - 2].properties.isWhitespace
                    || (index > 1 && scalars.count == 1) {
                    scalars[scalars.count - 1] = last == "\"" ? "\u{201C}" : "\u{2018}"
                    runs[index - 1].text = String(String.UnicodeScalarView(scalars))
                }
            }
            if index + 1 < runs.count, runs[index + 1].cells == nil, runs[index + 1].level == nil {
                var scalars = Array(runs[index + 1].text.unicodeScalars)
                if let first = scalars.first, first == "\"" || first == "'",
                   scalars.count == 1 || !scalars[1].properties.isAlphabetic {
                    scalars[0] = first == "\"" ? "\u{201D}" : "\u{2019}"
                    runs[index + 1].text = String(String.UnicodeScalarView(scalars))
                }
            }
        }
        return runs
    }

    /// Runs holding cells already in braille: the text between them is translated, the
    /// cells are kept, and a space in the print beside them stays one blank cell.
    private func translateAround(_ runs: [BrailleRun], math: inout [Range<Int>]) throws(ExportError) -> Cells {
        let runs = Self.curlingQuotes(try joiningNemethSwitches(runs))
        var cells = Cells()
        var text: [BrailleRun] = []
        // Cells (math) were the last thing written: the text after them runs on from them.
        var afterCells = false
        func blank(_ cells: inout Cells) {
            if let last = cells.last, last == .blankCell || last == .unbreakableBlank { return }
            if !cells.isEmpty { cells.append(.blankCell) }
        }
        func flush(_ cells: inout Cells, beforeLevel: Bool = false) throws(ExportError) {
            defer { text = []; afterCells = false }
            let joined = text.map(\.text).joined()
            guard !WhiteSpace.isBlank(joined) else {
                if !joined.isEmpty { blank(&cells) }
                return
            }
            if joined.first!.isWhitespace { blank(&cells) }
            var translated: Cells
            if afterCells, let first = joined.unicodeScalars.first, Self.isPunctuation(first) {
                // Punctuation straight after math (the Nemeth terminator, an expression) does
                // not stand alone, but liblouis sees the start of its piece and would mark `?`
                // or `;` with a grade 1 indicator as the wordsign "his" or "be" (`⠸⠱⠰⠦`; UEB
                // §5.7: the indicator goes where the mark could be read as a contraction): a
                // letter before it keeps the context, and its cell is taken off again.
                translated = try translate([BrailleRun("a", text.first?.typeform ?? [])] + text)
                if translated.first == Self.letterA { translated.removeFirst() } else { translated = try translate(text) }
            } else if beforeLevel, joined.last!.isLetter, let form = text.last?.typeform {
                // A letter right before a level indicator does not stand alone (UEB §2.6.1:
                // only a space, hyphen or dash around it makes it so), but liblouis sees the
                // end of its piece and would mark "x" or "B" with a grade 1 indicator as the
                // wordsign "it" or "but": a digit after it keeps the word's context, and its
                // cells (⠼⠁) are taken off again.
                translated = try translate(text + [BrailleRun("1", form)])
                if translated.suffix(2) == [Self.numericIndicator, Self.digitOne] { translated.removeLast(2) }
            } else {
                translated = try translate(text)
            }
            while let first = translated.first, first == .blankCell, cells.last == .blankCell { translated.removeFirst() }
            cells += translated
            if joined.last!.isWhitespace { blank(&cells) }
        }
        // The print so far, for the grade 1 mode a raised run meets (``BrailleLevels``),
        // and whether a raised run left grade 1 in force for the rest of its sequence.
        var print = String.UnicodeScalarView()
        var grade1Left = false
        for run in runs {
            if let made = run.cells {
                try flush(&cells)
                if run.isMath, !made.isEmpty { math.append(cells.count..<(cells.count + made.count)) }
                cells += made
                afterCells = run.isMath
                print.append(" ")
                grade1Left = false
            } else if let level = run.level {
                let inForce = grade1Left || BrailleLevels.grade1InForce(after: print)
                if !inForce, run.text.utf8.count <= BrailleLevels.digitsInTable,
                   run.text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                    // A number after a word: Unicode's script digits, which the UEB layer
                    // table writes (⠰⠔⠼…) inside the paragraph's one liblouis call, so the
                    // word before keeps its context ("B" before "₁₂" does not stand alone).
                    text.append(BrailleRun(BrailleTranscriber.levelDigits(run.text, level), run.typeform))
                    print.append(contentsOf: run.text.unicodeScalars)
                    continue
                }
                try flush(&cells, beforeLevel: true)
                let made = try BrailleLevels.cells(run.text, level, grade1InForce: inForce) { (pieces) throws(ExportError) in
                    try translate(pieces)
                }
                cells += made.cells
                print.append(contentsOf: run.text.unicodeScalars)
                grade1Left = made.grade1After
            } else if grade1Left {
                // The rest of the symbols-sequence is in grade 1 mode: uncontracted up to the
                // next space, hyphen or dash.
                let scalars = Array(run.text.unicodeScalars)
                let end = scalars.firstIndex { $0.properties.isWhitespace || BrailleLevels.breaksSequence($0) } ?? scalars.count
                var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
                head.append(contentsOf: scalars[..<end])
                tail.append(contentsOf: scalars[end...])
                if !head.isEmpty { text.append(BrailleRun(String(head), run.typeform.union(.noContract))) }
                if !tail.isEmpty { text.append(BrailleRun(String(tail), run.typeform)) }
                print.append(contentsOf: run.text.unicodeScalars)
                grade1Left = end == scalars.count
            } else {
                text.append(run)
                print.append(contentsOf: run.text.unicodeScalars)
            }
        }
        try flush(&cells)
        return cells
    }

    func translate(_ text: String) throws(ExportError) -> Cells {
        try translate(text.unicodeScalars.map(\.value), typeforms: nil)
    }

    /// No-break spaces: blank cells from them must not become line breaks.
    private static func isNoBreakSpace(_ value: widechar) -> Bool {
        value == 0x00A0 || value == 0x202F || value == 0x2007
    }

    /// The longest text given to liblouis in one call. liblouis and its buffers take memory
    /// in proportion to the input (several output cells, positions and typeforms per
    /// character), so a paragraph longer than this is translated in pieces cut at spaces;
    /// ordinary paragraphs are far shorter and are translated whole.
    static let pieceLength = 16_384

    private func translate(_ input: [widechar], typeforms: [Typeform]?) throws(ExportError) -> Cells {
        if let decomposed = try decomposingGreek(input, typeforms: typeforms) {
            return try translate(decomposed.input, typeforms: decomposed.typeforms)
        }
        guard input.count > Self.pieceLength else { return try translateWhole(input[...], typeforms: typeforms?[...]) }
        var cells: Cells = []
        var start = 0
        while start < input.count {
            let end = Self.pieceEnd(input, typeforms: typeforms, from: start)
            cells += try translateWhole(input[start..<end], typeforms: typeforms?[start..<end])
            // The space the pieces were cut at is one blank cell between them.
            if end < input.count && input[end] == 0x20 {
                cells.append(.blankCell)
                start = end + 1
            } else {
                start = end
            }
        }
        return cells
    }

    /// Where the piece that starts at `start` ends: at a space between two words with no
    /// emphasis (so no emphasis passage is cut in two), else at any space, else at the limit.
    static func pieceEnd(_ input: [widechar], typeforms: [Typeform]?, from start: Int) -> Int {
        let limit = start + pieceLength
        guard limit < input.count else { return input.count }
        let floor = start + pieceLength / 2
        var anySpace: Int?
        var index = limit
        while index > floor {
            if input[index] == 0x20 {
                if anySpace == nil { anySpace = index }
                guard let typeforms else { return index }
                if typeforms[index - 1].isEmpty && typeforms[index].isEmpty && typeforms[index + 1].isEmpty {
                    return index
                }
            }
            index -= 1
        }
        return anySpace ?? limit
    }

    private func translateWhole(_ piece: ArraySlice<widechar>, typeforms pieceForms: ArraySlice<Typeform>?) throws(ExportError) -> Cells {
        let input = Array(piece)
        let typeforms = pieceForms.map(Array.init)
        if recorded != nil {
            recorded!.append(BraillePiece(text: input, typeforms: typeforms))
            return []
        }
        var key: BraillePiece?
        if memo != nil {
            let piece = BraillePiece(text: input, typeforms: typeforms)
            if let known = memo?[piece] {
                if known.dropped { repeatedDrops += 1 }
                return known.cells
            }
            key = piece
        }
        let dropped = droppedCount
        for value in input where value > 0x7E {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if undefined[scalar] != nil {
                undefined[scalar]! += 1
            } else if !known.contains(scalar) {
                if try isDefined(scalar) { known.insert(scalar) } else { undefined[scalar] = 1 }
            }
        }
        let cells: Cells
        if let session, let index = session.index[key ?? BraillePiece(text: input, typeforms: typeforms)] {
            cells = try session.translation.cells(index)
        } else {
            cells = try Self.cells(input, typeforms: typeforms, tables: tables)
        }
        if let key, !inTrial { memo?[key] = (cells, droppedCount > dropped) }
        return cells
    }

    /// The cells of one piece: what liblouis makes of it, with anything but braille made a
    /// blank and blanks from no-break spaces made unbreakable. A pure function of the piece
    /// and the tables, so a worker process computes exactly what this process would.
    static func cells(_ input: [widechar], typeforms: [Typeform]?, tables: [String]) throws(ExportError) -> Cells {
        let hasNoBreak = input.contains(where: isNoBreakSpace)
        let result = try Louis.translate(input, tables: tables, typeforms: typeforms,
                                         mode: [.dotsIO, .ucBrl, .noUndefined], backward: false)
        var cells = result.output
        for index in cells.indices {
            let cell = cells[index]
            // Only braille may come out in dots mode; a space or anything else is a blank.
            if cell.value < 0x2800 || cell.value > 0x28FF { cells[index] = .blankCell }
            if hasNoBreak, cells[index] == .blankCell {
                let source = result.inputPositions[index]
                if source >= 0, source < input.count, isNoBreakSpace(input[source]) {
                    cells[index] = .unbreakableBlank
                }
            }
        }
        return cells
    }

    /// Whether the tables define a character: undefined ones come back as a `\xNNNN/` escape.
    /// Whether the tables define `scalar`, asked of liblouis once per character.
    func isDefinedCached(_ scalar: Unicode.Scalar) throws(ExportError) -> Bool {
        if known.contains(scalar) { return true }
        if notDefined.contains(scalar) { return false }
        let defined = try isDefined(scalar)
        if defined { known.insert(scalar) } else { notDefined.insert(scalar) }
        return defined
    }

    private func isDefined(_ scalar: Unicode.Scalar) throws(ExportError) -> Bool {
        let probe = try Louis.translate([widechar(scalar.value)], tables: tables, typeforms: nil,
                                        mode: [], backward: false)
        return !probe.string.contains("\\x")
    }
}
