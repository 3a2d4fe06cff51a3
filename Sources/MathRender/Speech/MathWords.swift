/// The words spoken math uses in one language: structure phrases, symbol names, letters and
/// (where the language forms them the English way) ordinals for fractions and powers.
///
/// One table per language, English as the fallback for a symbol a table lacks; no rule
/// writes a word of its own. Numbers stay digits: the speech engine reads them in the
/// document's language.
struct MathWords: Sendable {
    enum Phrase: Sendable, Hashable {
        case negative, plus, minus, times, of, and, comma, capital, bold, script, fraktur, doubleStruck
        case squared, cubed, toThe, power, raisedToThe, raisedToThePower, exponent, endExponent
        case sub, subscriptWord, endSub, superscript, superShort, base
        case squareRoot, cubeRoot, rootOf, endRoot, nthSuffix
        case fraction, fractionWithNumerator, fractionWithNumeratorNoArticle, andDenominator, over, per, endFraction, theFraction
        case choose, binomial, endBinomial
        case the, sum, product, integral, contourIntegral, intersection, union, limit, from, to, over2, approaches
        case absoluteValue, endAbsoluteValue, cardinality, determinant, norm, endNorm
        case openParen, closeParen, openBracket, closeBracket, openBrace, closeBrace
        case emptySet, theSet, setOfAll, suchThat, inSet, memberOf
        case matrix, rowMatrix, columnMatrix, by, withEntry, row, column, lines, line, entry
        case rowVector, columnVector, determinantOf, endMatrix, endVector, endDeterminant, blank
        case italic, sansSerif, monospace, calligraphic, upright, spelledNumber
        case not, circled, parenthesized, doubleCircled, blackCircled, squaredLetter, blackSquared, period
        case open, close, paren, bracket, brace, pointWithCoordinates, intervalFrom, including, notIncluding, but, or
        case permute, complexConjugateOf
        case positive, cross, dot, divides, andSoOn, andSoOnUpTo, setOf
        case equals, rows, caseWord, cases, constraint, constraints, equation, equations, step, steps
        case enclosing, endEnclosure, lineOn, crossOut, arrow
        case inverse, log, naturalLog, logBase, prime, doublePrime, triplePrime, transpose
        case star, dagger, doubleDagger, perp, restrictedTo, evaluatedAt, evaluatedFrom
        case with, above, below, lineSegment, vector, given, elementOf, anElementOf
        case ray, arc, divergenceOf, curlOf, gradientOf, laplacianOf, withLabel, dotless
    }

    let phrases: [Phrase: String]
    /// Names of operators, fences and other symbols, keyed by the character; English's
    /// for a symbol the table does not name (see ``init(phrases:symbols:functions:letters:greek:ordinals:units:)``).
    let symbols: [String: String]
    /// Names of functions (`sin` → "sine"), keyed by the name as written.
    let functions: [String: String]
    /// Names of letters that a speech engine would misread on their own (English "a").
    let letters: [String: String]
    /// Greek letter names.
    let greek: [Character: String]
    /// Whether fractions and powers are read with ordinals ("2 thirds", "to the fifth"):
    /// English only; other tables read them with "over" and "to the power".
    let ordinals: Bool
    /// Two- and three-letter units (`:unit` intent) and their singular and plural names.
    let units: [String: (String, String)]

    /// A table; its symbols are completed with English's once here, so that naming a
    /// symbol is one look-up, not a second one in English's table after every miss.
    init(phrases: [Phrase: String], symbols: [String: String], functions: [String: String],
         letters: [String: String], greek: [Character: String], ordinals: Bool,
         units: [String: (String, String)]) {
        self.phrases = phrases
        self.symbols = symbols.merging(MathWords.englishSymbols) { own, _ in own }
        self.functions = functions
        self.letters = letters
        self.greek = greek
        self.ordinals = ordinals
        self.units = units
    }

    func callAsFunction(_ phrase: Phrase) -> String {
        phrases[phrase] ?? MathWords.english.phrases[phrase] ?? ""
    }

    func symbol(_ text: String) -> String? {
        symbols[text]
    }

    /// The table for a BCP 47 tag (its primary language), or `nil` when there is none.
    /// English's region chooses its spelling: "metre" where the Commonwealth writes it
    /// (`en-GB`), "meter" in `en-US`; without a region each style spells as its source
    /// does, ClearSpeak "meter" as its (American) specification, SimpleSpeak "metre" as
    /// MathCAT's English does.
    static func table(for language: String, style: MathSpeechStyle = .clearSpeak) -> MathWords? {
        let plain: MathWords = style == .simpleSpeak ? .englishCommonwealth : .english
        if language == "en" { return plain }
        let subtags = language.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let primary = subtags.first.map { $0.lowercased() } ?? ""
        switch primary {
        case "en":
            guard let region = subtags.dropFirst().first(where: { $0.count == 2 })?.lowercased() else { return plain }
            return commonwealthRegions.contains(region) ? .englishCommonwealth : .english
        case "": return plain
        case "fr": return .french
        case "de": return .german
        case "es": return .spanish
        case "it": return .italian
        case "pt": return .portuguese
        default: return nil
        }
    }
}
