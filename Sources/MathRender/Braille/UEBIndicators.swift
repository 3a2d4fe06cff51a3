/// The second pass of ``UEBMath``: the indicators that depend on the whole expression.
///
/// Grade 1 (UEB Rulebook §5; Guidelines for Technical Material §5): a symbol that could
/// be read as a contraction, or a letter standing alone, needs grade 1 mode. A numeric
/// indicator sets grade 1 mode for the rest of its symbols-sequence, so nothing after a
/// number needs it. One such symbol in a symbols-sequence takes the grade 1 symbol
/// indicator when it falls in the sequence's first three cells or marks a letter standing
/// alone (BANA *Guidance*, 2019); otherwise, and for two or more, the sequence takes the
/// grade 1 word indicator at its start; and when the expression as a whole cannot be
/// written with only those symbol indicators, it is a grade 1 passage
/// (``gradeOnePassage(_:)``).
///
/// Capitals (Rulebook §8): two or more capital letters together are a capitalised
/// word; three or more capitalised words make a capitalised passage.
struct UEBIndicators {
    typealias Piece = UEBMath.Piece
    var pieces: [Piece]

    init(pieces: [Piece]) {
        self.pieces = UEBIndicators.tidySpaces(pieces)
    }

    /// Spaces added around signs collapse with the print's own, and are not kept at the
    /// edges of the expression.
    static func tidySpaces(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces {
            if piece.role == .space, let last = result.last, last.role == .space {
                if piece.explicit { result[result.count - 1].explicit = true }
                continue
            }
            if piece.role == .space && !piece.explicit && result.isEmpty { continue }
            result.append(piece)
        }
        if let last = result.last, last.role == .space, !last.explicit { result.removeLast() }
        return spaceFunctionNames(result)
    }

    /// A function name is spaced from a letter beside it, so the two are not read as one
    /// word (Guidelines §9.3).
    static func spaceFunctionNames(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for (index, piece) in pieces.enumerated() {
            if piece.role == .word, piece.function {
                if piece.text.first?.isLowercase == true, let last = result.last,
                   last.latin, last.role == .letter || last.role == .word {
                    result.append(Piece(role: .space))
                }
                result.append(piece)
                if index + 1 < pieces.count, pieces[index + 1].role == .letter,
                   pieces[index + 1].latin, !pieces[index + 1].capital {
                    result.append(Piece(role: .space))
                }
                continue
            }
            result.append(piece)
        }
        return result
    }

    struct Sequence {
        var range: Range<Int>
        /// Pieces that need grade 1 mode, and whether a letter standing alone is among them.
        var needs: [Int] = []
        var symbolNeeds = 0
        var mode: Mode = .none
        enum Mode { case none, symbol, word }
    }

    private func sequences() -> [Sequence] {
        var result: [Sequence] = []
        var start = 0
        for index in 0...pieces.count where index == pieces.count || pieces[index].role == .space {
            if index > start { result.append(Sequence(range: start..<index)) }
            start = index + 1
        }
        return result
    }

    private func analyse(_ sequence: inout Sequence) {
        var grade1 = false
        for index in sequence.range {
            let piece = pieces[index]
            switch piece.role {
            case .number: grade1 = true
            case .symbol where piece.ambiguous && !grade1:
                sequence.needs.append(index)
                sequence.symbolNeeds += 1
            default: break
            }
        }
        let content = sequence.range.filter { !pieces[$0].punctuation }
        if content.count == 1, let only = content.first, pieces[only].role == .letter,
           pieces[only].latin, !["a", "i", "o"].contains(pieces[only].text) {
            sequence.needs.append(only)
        } else if sequence.range.contains(where: isHyphen) {
            // A hyphen bounds a letter standing alone as a space does (Rulebook §2.6.2:
            // `x-axis` `⠰⠭⠤⠁⠭⠊⠎`).
            var part: [Int] = []
            for index in Array(sequence.range) + [sequence.range.upperBound] {
                if index == sequence.range.upperBound || isHyphen(index) {
                    if part.count == 1, let only = part.first, pieces[only].role == .letter, pieces[only].latin,
                       !["a", "i", "o"].contains(pieces[only].text), !sequence.needs.contains(only) {
                        sequence.needs.append(only)
                    }
                    part = []
                } else if !pieces[index].punctuation {
                    part.append(index)
                }
            }
        }
        // Letters standing alone as a sequence that spells a shortform (`ac` is "according")
        // take the grade 1 symbol indicator before the first (Rulebook §10.9, §5.7).
        // Capitals do not change what the cells spell: `CD` in capitals is `⠠⠠⠉⠙`, the
        // shortform "COULD" (the Guidelines' Roman numeral CD is `⠰⠠⠠⠉⠙`), nor does a
        // capital first letter: `Ab` is `⠠⠁⠃`, "About" (it had no indicator). A word of
        // letters written as one piece is checked too, unless it is a function name.
        if content.count >= 2, content.count <= 4, let first = content.first,
           content.allSatisfy({ pieces[$0].role == .letter && pieces[$0].latin }),
           content.dropFirst().allSatisfy({ pieces[$0].capital == pieces[content[1]].capital }),
           pieces[first].capital || !pieces[content[1]].capital,
           Self.shortforms.contains(content.map { pieces[$0].text.lowercased() }.joined()) {
            sequence.needs.append(first)
        } else if content.count == 1, let only = content.first, pieces[only].role == .word, pieces[only].latin,
                  !pieces[only].function, Self.shortforms.contains(pieces[only].text.lowercased()),
                  Self.capitalisedAsWord(pieces[only].text) {
            sequence.needs.append(only)
        }
        switch sequence.needs.count {
        case 0: sequence.mode = .none
        case 1:
            let only = sequence.needs[0]
            let letterStandingAlone = content == [only] && pieces[only].role == .letter
            sequence.mode = letterStandingAlone || cellsBefore(only, from: sequence.range.lowerBound) < 3 ? .symbol : .word
        default: sequence.mode = .word
        }
    }

    /// BANA *Guidance for Transcription Using the UEB Technical Material* (2019), grade 1
    /// mode: "unless a math expression can be correctly represented with only a grade 1
    /// symbol indicator in the first three cells or before a single letter standing alone
    /// anywhere in the expression, begin the expression with a grade 1 word indicator (or
    /// a passage indicator ...)". So one symbol needing grade 1 mode keeps the symbol
    /// indicator only when the indicator falls in the first three cells (`x⠰⠔⠼⠃`,
    /// `⠠⠎⠠⠕⠰⠢⠼⠙`); further on its sequence takes the word indicator
    /// (`⠰⠰⠇⠕⠛⠢⠭⠽`). The cells are counted from the start of the symbols-sequence,
    /// as the Guidance's own unit example does (`25 km²` `⠼⠃⠑⠀⠅⠍⠰⠔⠼⠃`: the
    /// indicator is the third cell of its sequence, the sixth of the expression);
    /// capital indicators are not counted, as the Guidelines' examples keep
    /// `⠠⠁⠠⠃⠰⠐⠱⠠⠉` and `⠠⠠⠁⠃⠰⠔⠼⠃`.
    func cellsBefore(_ index: Int, from start: Int) -> Int {
        pieces[start..<index].reduce(0) { count, piece in
            switch piece.role {
            case .space: count + 1
            case .word: count + piece.typeform.count + piece.text.count
            case .number, .letter, .symbol: count + piece.typeform.count + piece.cells.count
            }
        }
    }

    /// Letters capitalised as a word is: all small, all capitals, or a capital and small
    /// letters after it (`ab`, `AB`, `Ab`; not `aB`).
    static func capitalisedAsWord(_ text: String) -> Bool {
        text == text.lowercased() || text == text.uppercased()
            || (text.first?.isUppercase == true && text.dropFirst() == text.dropFirst().lowercased())
    }

    /// The shortforms of UEB Rulebook §10.9.1 spelt with letters only (those holding a
    /// contraction, like "first" `⠋⠌`, cannot arise from letters written one by one).
    static let shortforms: Set<String> = [
        "ab", "abv", "ac", "acr", "af", "afn", "afw", "ag", "al", "alm", "alr", "alt", "alw", "bl",
        "brl", "cd", "dcv", "dcvg", "dcl", "dclg", "ei", "fr", "gd", "grt", "hm", "hmf", "imm", "ll",
        "lr", "myf", "nec", "nei", "pd", "qk", "rcv", "rcvg", "rjc", "rjcg", "sd", "td", "tgr", "tm",
        "tn", "wd", "xf", "xs", "yr", "yrf", "yrvs",
    ]

    /// Every beginning of a shortform in ``shortforms`` (`a`, `ab`, `abv` ...).
    static let shortformBeginnings: Set<String> = Set(shortforms.flatMap { form in
        (1...form.count).map { String(form.prefix($0)) }
    })

    func render() -> String {
        var sequences = sequences()
        for index in sequences.indices { analyse(&sequences[index]) }
        let passage = gradeOnePassage(sequences)
        let capitals = capitalWords()
        let passageBounds = capitalPassage(capitals)

        var out = ""
        if passage { out += "⠰⠰⠰" }
        if passageBounds?.start == 0 { out += "⠠⠠⠠" }
        var next = 0
        for sequence in sequences {
            while next < sequence.range.lowerBound {
                if next == passageBounds?.end, next < pieces.count { out += "⠠⠄" }
                out += "⠀"
                next += 1
            }
            var grade1 = passage || sequence.mode == .word
            if !passage && sequence.mode == .word { out += "⠰⠰" }
            let typeformWords = typeformWords(in: sequence.range)
            var numeric = false
            for index in sequence.range {
                let piece = pieces[index]
                let needs = sequence.needs.contains(index)
                if let bounds = passageBounds, bounds.start > 0, index == bounds.start { out += "⠠⠠⠠" }
                if let bounds = passageBounds, index == bounds.end, index > sequence.range.lowerBound { out += "⠠⠄" }
                switch piece.role {
                case .space:
                    out += "⠀"
                case .number:
                    out += piece.typeform
                    out += piece.cells
                    numeric = true
                    grade1 = true
                    // A typeform word indicator ending inside the symbols-sequence takes its
                    // terminator (UEB Rulebook §9.3): bold `⠘⠄`.
                    if !piece.terminator.isEmpty, index + 1 < sequence.range.upperBound { out += piece.terminator }
                case .letter, .word:
                    // A letter a-j after a number would read as a digit (Rulebook §6.5).
                    let first = piece.role == .letter ? piece.text : String(piece.text.prefix(1)).lowercased()
                    let breaksNumber = numeric && piece.latin && !piece.capital
                        && "abcdefghij".contains(first) && !(piece.role == .word && piece.text.first!.isUppercase)
                    // A typeform indicator comes before the grade 1 and capital indicators
                    // (UEB Rulebook §9.7).
                    let cells = piece.cells
                    out += typeformWords.indicators[index] ?? piece.typeform
                    if breaksNumber || (needs && !grade1) { out += "⠰" }
                    if piece.role == .letter {
                        if !(passageBounds.map { ($0.start..<$0.end).contains(index) } ?? false) {
                            if let word = capitals.first(where: { $0.lowerBound == index }) {
                                if word.count > 1 { out += "⠠⠠" }
                            } else if piece.capital && !capitals.contains(where: { $0.contains(index) }) {
                                out += "⠠"
                            }
                        }
                        out += cells
                    } else {
                        let standing = piece.prose ? standing(of: index, in: sequence.range) : .inSequence
                        out += UEBWords.cells(piece.text, contracted: !grade1, standing: standing, prose: piece.prose)
                    }
                    if let terminator = typeformWords.terminators[index] {
                        out += terminator
                    } else {
                        out += piece.terminator
                    }
                    numeric = false
                case .symbol:
                    out += piece.typeform
                    if needs && !grade1 { out += "⠰" }
                    out += piece.cells
                    if piece.shape, index + 1 < sequence.range.upperBound { out += "⠱" }
                    // A comma or a full stop right after a numeral continues numeric mode
                    // (Rulebook §6.2.1), so a letter a-j after it still reads as a digit and
                    // takes the grade 1 indicator (§6.5: "unless a lowercase letter a-j
                    // follows a digit, full stop/period or comma"): `a_{1,j}` is
                    // `⠁⠢⠣⠼⠁⠂⠰⠚⠜`, and so after an ellipsis of full stops, `2⋯c` `⠼⠃⠲⠲⠲⠰⠉`
                    // (both were written without it, reading 1,0 and 2...3).
                    numeric = numeric && Self.continuesNumericMode(piece)
                }
            }
            next = sequence.range.upperBound
        }
        while next < pieces.count {
            if next == passageBounds?.end { out += "⠠⠄" }
            out += "⠀"
            next += 1
        }
        if passageBounds?.end == pieces.count { out += "⠠⠄" }
        if passage { out += "⠰⠄" }
        return out
    }

    /// Whether a symbol after a numeral leaves numeric mode in force: commas and full stops
    /// only (the numeric space and the simple fraction line are written inside the numeral).
    static func continuesNumericMode(_ piece: Piece) -> Bool {
        piece.typeform.isEmpty && !piece.cells.isEmpty && piece.cells.allSatisfy { $0 == "⠂" || $0 == "⠲" }
    }

    /// Letters in one typeform side by side, two or more, are a typeform word (UEB Rulebook
    /// §9.2-9.3): the word indicator (the symbol indicator's last cell ⠆ made ⠂: bold `⠘⠂`,
    /// italic `⠨⠂`, script `⠈⠂`) before the first, no indicator on the others, and the
    /// terminator (`⠘⠄` …) after the last when the symbols-sequence goes on. By piece
    /// index: what to write in place of a letter's typeform, and the terminator after it.
    private func typeformWords(in range: Range<Int>) -> (indicators: [Int: String], terminators: [Int: String]) {
        var indicators: [Int: String] = [:], terminators: [Int: String] = [:]
        var index = range.lowerBound
        while index < range.upperBound {
            let typeform = pieces[index].typeform
            guard pieces[index].role == .letter, typeform.hasSuffix("⠆") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < range.upperBound, pieces[end].role == .letter, pieces[end].typeform == typeform { end += 1 }
            if end - index >= 2 {
                let stem = String(typeform.unicodeScalars.dropLast())
                indicators[index] = stem + "⠂"
                for other in (index + 1)..<end { indicators[other] = "" }
                if end < range.upperBound { terminators[end - 1] = stem + "⠄" }
            }
            index = end
        }
        return (indicators, terminators)
    }

    /// Whether the piece at `index` is the hyphen of a word of text.
    private func isHyphen(_ index: Int) -> Bool { pieces[index].punctuation && pieces[index].cells == "⠤" }

    /// Whether the word at `index` stands alone in its symbols-sequence (UEB Rulebook §2.6):
    /// nothing else in it, or only punctuation and grouping signs beside it (opening ones
    /// before, closing ones and marks after; §2.6.2-2.6.3 list them).
    private func standing(of index: Int, in range: Range<Int>) -> UEBWords.Standing {
        if range.count == 1 { return .bare }
        let before = range.lowerBound..<index
        var after = Array((index + 1)..<range.upperBound)
        // An apostrophe with d, ll, re, s, t or ve after the word leaves it standing alone
        // for the alphabetic and strong wordsigns and the shortforms (§10.1.2, §10.2.2, §10.9.2).
        if after.count >= 2, pieces[after[0]].cells == "⠄", Self.apostropheEndings.contains(pieces[after[1]].text.lowercased()) {
            after.removeFirst(2)
        }
        let opening = before.allSatisfy { pieces[$0].punctuation || Self.openingSigns.contains(pieces[$0].cells) }
        let closing = after.allSatisfy { pieces[$0].punctuation || Self.closingSigns.contains(pieces[$0].cells) }
        return opening && closing ? .withPunctuation : .inSequence
    }

    /// Grouping signs (parentheses, brackets, braces) that may open or close a word
    /// standing alone, and the marks after it that UEB does not flag as punctuation
    /// (colon, exclamation mark, question mark).
    static let openingSigns: Set<String> = ["⠐⠣", "⠨⠣", "⠸⠣"]
    static let apostropheEndings: Set<String> = ["d", "ll", "re", "s", "t", "ve"]
    static let closingSigns: Set<String> = ["⠐⠜", "⠨⠜", "⠸⠜", "⠒", "⠖", "⠦"]

    /// Runs of two or more capital Latin letters, by piece index.
    private func capitalWords() -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        func close(_ end: Int) {
            // The capitalised word indicator "sets capitals mode for the next
            // letters-sequence or the remainder of the current letters-sequence" (Rulebook
            // §8.4): small letters straight after the capitals (`QRx`, `ABc`) would read as
            // capitals too. Those capitals take a capital indicator each, as a word written
            // in one token does (`⠠⠟⠠⠗⠭`; it was `⠠⠠⠟⠗⠭`, "QRX").
            if let begin = start, end - begin >= 2, end >= pieces.count || !isSmallLetters(end) { words.append(begin..<end) }
            start = nil
        }
        for (index, piece) in pieces.enumerated() {
            if piece.role == .letter && piece.capital && piece.latin && !piece.ownCapital {
                if start == nil { start = index }
            } else {
                close(index)
            }
        }
        close(pieces.count)
        return words
    }

    /// A piece of small letters: a small Latin letter, or a word holding one, which
    /// capitals mode would capitalise.
    func isSmallLetters(_ index: Int) -> Bool {
        let piece = pieces[index]
        switch piece.role {
        case .letter: return piece.latin && !piece.capital
        case .word: return piece.text.contains { $0.isASCII && $0.isLowercase }
        default: return false
        }
    }

    /// Where a capitalised passage (three or more capitalised words, Rulebook §8.5) opens
    /// and where its terminator goes: from the start of the expression, or from its first
    /// capitalised word when small letters come before it, to the end, or to just after
    /// its last capitalised word when small letters follow it, which capitals mode would
    /// capitalise (`PQ = RS = TU + v`: the terminator was at the end, after `⠧`, a capital
    /// V). `nil` when the words are fewer than three or small letters stand between them.
    func capitalPassage(_ capitals: [Range<Int>]) -> (start: Int, end: Int)? {
        guard capitals.count >= 3, let first = capitals.first?.lowerBound, let last = capitals.last?.upperBound,
              !(first..<last).contains(where: isSmallLetters) else { return nil }
        let start = (0..<first).contains(where: isSmallLetters) ? first : 0
        let end = (last..<pieces.count).contains(where: isSmallLetters) ? last : pieces.count
        return (start, end)
    }
}
