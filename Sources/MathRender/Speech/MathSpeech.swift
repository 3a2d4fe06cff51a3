import ReadingModel

/// The speech styles of MathML read aloud.
public enum MathSpeechStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// ClearSpeak (ETS): the default.
    case clearSpeak = "clearspeak"
    /// SimpleSpeak (MathCAT's plain style).
    case simpleSpeak = "simplespeak"
}

/// How much a listener hears around the structure (ClearSpeak's and SimpleSpeak's
/// verbosity): `terse` leaves out articles and end words, `verbose` says where every
/// fraction ends.
public enum MathSpeechVerbosity: String, Sendable, CaseIterable, Codable {
    case terse, medium, verbose
}

/// The reader's choices beyond the style: verbosity and the ClearSpeak preferences this
/// renderer honours (ClearSpeak Rules and Preferences, ETS 2015, Part 2: each preference's
/// "Auto" value is the default). The preferences by name are in
/// `MathSpeechOptions+Preferences.swift`.
public struct MathSpeechOptions: Sendable, Hashable, Codable {
    /// ClearSpeak `Fractions` preference.
    public enum Fractions: String, Sendable, CaseIterable, Codable {
        case auto, ordinal, over, fracOver, general, generalEndFrac, endFrac, overEndFrac, per
    }
    /// ClearSpeak `Exponents` preference.
    public enum Exponents: String, Sendable, CaseIterable, Codable {
        case auto, ordinal, ordinalPower, afterPower
    }
    /// ClearSpeak `AbsoluteValue` preference.
    public enum AbsoluteValue: String, Sendable, CaseIterable, Codable {
        case auto, absEnd, cardinality, determinant
    }
    /// ClearSpeak `Roots` preference: say "positive" before a square root with a sign
    /// around it, and "end root" after any root.
    public enum Roots: String, Sendable, CaseIterable, Codable {
        case auto, posNegSqRoot, posNegSqRootEnd, rootEnd
    }
    /// ClearSpeak `ImpliedTimes` preference.
    public enum ImpliedTimes: String, Sendable, CaseIterable, Codable {
        case auto, moreImpliedTimes, none
    }
    /// ClearSpeak `Functions` preference: `none` reads `f(x)` as "f times x".
    public enum Functions: String, Sendable, CaseIterable, Codable {
        case auto, none
    }
    /// ClearSpeak `Trig` preference: how `sin⁻¹` is read.
    public enum Trig: String, Sendable, CaseIterable, Codable {
        case auto, trigInverse, arcTrig
    }
    /// ClearSpeak `Caps` preference: `sayCaps` says "cap" before a capital letter.
    public enum Caps: String, Sendable, CaseIterable, Codable {
        case auto, sayCaps
    }
    /// ClearSpeak `Log` preference: `lnAsNaturalLog` reads "ln" as "natural log".
    public enum Log: String, Sendable, CaseIterable, Codable {
        case auto, lnAsNaturalLog
    }
    /// ClearSpeak `Paren` preference: `speak` reads every pair of parentheses, `silent`
    /// none, `speakNestingLevel` says how deep a nested one is ("open second paren"),
    /// `coordPoint` reads a pair with commas as a point ("the point with coordinates 1
    /// comma 2"), `interval` as an interval ("the interval from 0 to 1, not including 0,
    /// but including 1").
    public enum Paren: String, Sendable, CaseIterable, Codable {
        case auto, speak, silent, speakNestingLevel, coordPoint, interval
    }
    /// ClearSpeak `Prime` preference: `angle` reads primes as minutes and seconds,
    /// `length` as feet and inches, after letters too.
    public enum Prime: String, Sendable, CaseIterable, Codable {
        case auto, angle, length
    }
    /// ClearSpeak `SetMemberSymbol` preference: the words for ∈.
    public enum SetMemberSymbol: String, Sendable, CaseIterable, Codable {
        case auto, member, element, belongs, `in`
    }
    /// ClearSpeak `Currency` preference: where a currency sign's name is said. `auto`
    /// reads the amount first, singular for 1 ("$1" is "1 dollar"); `position` where the
    /// sign is printed ("dollars 2", "2 dollars"); `prefix` always before the amount
    /// ("dollars 2" for "2 $"); both of these say the plural name.
    public enum Currency: String, Sendable, CaseIterable, Codable {
        case auto, position, prefix
    }
    /// ClearSpeak `Bar` preference: `conjugate` reads a bar over an expression that is not
    /// a line segment as its complex conjugate ("the complex conjugate of z").
    public enum Bar: String, Sendable, CaseIterable, Codable {
        case auto, conjugate
    }
    /// ClearSpeak `CombinationPermutation` preference: `choosePermute` reads ₙCᵣ "n choose
    /// r" and ₙPᵣ "n permute r" (Auto: "n C r").
    public enum CombinationPermutation: String, Sendable, CaseIterable, Codable {
        case auto, choosePermute
    }
    /// ClearSpeak `MultsymbolX` preference: × as "times", "by" or "cross".
    public enum MultsymbolX: String, Sendable, CaseIterable, Codable {
        case auto, by, cross
    }
    /// ClearSpeak `MultsymbolDot` preference: a centred dot as "times" or "dot".
    public enum MultsymbolDot: String, Sendable, CaseIterable, Codable {
        case auto, dot
    }
    /// ClearSpeak `Ellipses` preference: `andSoOn` reads an ellipsis that ends a list
    /// "and so on", one between items "and so on up to"; a list that starts with one keeps
    /// "dot dot dot".
    public enum Ellipses: String, Sendable, CaseIterable, Codable {
        case auto, andSoOn
    }
    /// ClearSpeak `VerticalLine` preference: a vertical line between operands as
    /// "divides", "given" or "such that".
    public enum VerticalLine: String, Sendable, CaseIterable, Codable {
        case auto, divides, given, suchThat
    }
    /// ClearSpeak `TriangleSymbol` preference: `delta` reads Δ as the Greek letter
    /// "Delta" everywhere; `auto` reads it "triangle" where it names a triangle (before
    /// three vertices, "triangle A B C") and "Delta" elsewhere ("Delta x", "Delta H").
    public enum TriangleSymbol: String, Sendable, CaseIterable, Codable {
        case auto, delta
    }
    /// ClearSpeak `Sets` preference: `woAll` says "the set of x such that" without "all",
    /// `silentBracket` reads a listed set without "the set".
    public enum Sets: String, Sendable, CaseIterable, Codable {
        case auto, woAll, silentBracket
    }
    /// ClearSpeak `Matrix` preference: whether column numbers are spoken (`speakColNum`
    /// always, `silentColNum` never, `auto` unless every entry is simple and there are at
    /// most three columns), whether "end matrix" closes a matrix (`endMatrix`), whether a
    /// one-row or one-column matrix is a vector (`vector`, `endVector`), and whether a
    /// two-entry column in parentheses is a combination ("n choose r", `combinatoric`).
    public enum Matrix: String, Sendable, CaseIterable, Codable {
        case auto, speakColNum, silentColNum, endMatrix, vector, endVector, combinatoric
    }
    /// ClearSpeak `MultiLineLabel` preference: the word that names each line of a table
    /// that is not a matrix (`auto`: "case" after a left brace, "line" otherwise; `none`
    /// numbers no line).
    public enum MultiLineLabel: String, Sendable, CaseIterable, Codable {
        case auto, `case`, constraint, equation, line, none, row, step
    }
    /// ClearSpeak `MultiLineOverview` preference: `none` leaves out "2 lines" before the
    /// lines.
    public enum MultiLineOverview: String, Sendable, CaseIterable, Codable {
        case auto, none
    }
    /// ClearSpeak `MultiLinePausesBetweenColumns` preference: the pause between the
    /// columns of a line (`auto` a medium one).
    public enum MultiLinePausesBetweenColumns: String, Sendable, CaseIterable, Codable {
        case auto, short, long
    }

    public var verbosity: MathSpeechVerbosity
    public var fractions: Fractions
    public var exponents: Exponents
    public var absoluteValue: AbsoluteValue
    public var roots: Roots = .auto
    public var impliedTimes: ImpliedTimes = .auto
    public var functions: Functions = .auto
    public var trig: Trig = .auto
    public var caps: Caps = .auto

    /// The defaults of the spoken outputs (SSML, narration, the reader page): ClearSpeak's
    /// own, but Caps SayCaps. The specification's Auto marks a capital by the voice's pitch
    /// alone, and these outputs give the words no pitch: under Auto a capital would be heard
    /// as its small letter. SayCaps is the specification's own way to say it ("cap A").
    public static var spokenOutputDefaults: MathSpeechOptions {
        var options = MathSpeechOptions()
        options.caps = .sayCaps
        return options
    }
    public var log: Log = .auto
    public var setMemberSymbol: SetMemberSymbol = .auto
    public var currency: Currency = .auto
    public var paren: Paren = .auto
    public var prime: Prime = .auto
    public var matrix: Matrix = .auto
    public var multsymbolX: MultsymbolX = .auto
    public var combinationPermutation: CombinationPermutation = .auto
    public var bar: Bar = .auto
    public var multsymbolDot: MultsymbolDot = .auto
    public var ellipses: Ellipses = .auto
    public var verticalLine: VerticalLine = .auto
    public var triangleSymbol: TriangleSymbol = .auto
    public var sets: Sets = .auto
    public var multiLineLabel: MultiLineLabel = .auto
    public var multiLineOverview: MultiLineOverview = .auto
    public var multiLinePausesBetweenColumns: MultiLinePausesBetweenColumns = .auto

    public init(verbosity: MathSpeechVerbosity = .medium, fractions: Fractions = .auto,
                exponents: Exponents = .auto, absoluteValue: AbsoluteValue = .auto) {
        self.verbosity = verbosity
        self.fractions = fractions
        self.exponents = exponents
        self.absoluteValue = absoluteValue
    }
}

/// A pause between the words of spoken math: where a listener needs to hear the structure.
/// Plain speech text writes a short pause as a comma, a medium one as a semicolon and a
/// long one as a period, as the ClearSpeak specification writes them ("the 2 by 2 matrix.
/// Row 1: 2, 1"; its colon after "Row 1" is a medium pause); SSML writes each as a
/// `<break>` of that strength.
public enum MathSpeechPause: Int, Sendable, Comparable {
    case short = 1, medium = 2, long = 3
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The punctuation plain speech text writes for the pause.
    public var mark: String {
        switch self {
        case .short: ","
        case .medium: ";"
        case .long: "."
        }
    }
}

/// Spoken math as words and pauses, in order; no two pauses are adjacent and none comes first
/// or last.
public struct MathSpokenForm: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case words(String)
        /// A letter said as a letter: `written` as the ClearSpeak specification writes it
        /// ("a", "A"), `spoken` as a speech engine must be given it so that it says the
        /// letter's name and not a word ("eigh": eSpeak NG reads "a squared" with the
        /// article's schwa). The same when the engine cannot misread it.
        case letter(written: String, spoken: String)
        /// A capital letter that ClearSpeak's Caps preference, Auto, marks by a change of
        /// pitch and no word ("A B", "sine A over a"): `written` and `spoken` as for
        /// ``letter(written:spoken:)`` (a Greek capital by its name, "Delta"); `word` is the
        /// language's word for a capital ("cap"), for a voice that cannot change its pitch,
        /// so that A and a still sound apart.
        case capital(written: String, spoken: String, word: String)
        case pause(MathSpeechPause)
    }

    public var parts: [Part]
    /// `false` when the requested language has no word table and English words were used.
    public var languageSupported: Bool

    /// The words with pauses written as punctuation: a comma for a short pause, a
    /// semicolon for a medium one, a period for a long one; a letter as it is written ("a").
    public var text: String { joined(engine: false) }

    /// ``text`` for a speech engine that gets plain text (a screen reader's `aria-label`,
    /// the browser's read-aloud): a letter as the engine must be given it ("eigh").
    public var engineText: String { joined(engine: true) }

    private func joined(engine: Bool) -> String {
        // Sized once: growing the string word by word copied it again and again.
        var length = 0
        for part in parts {
            switch part {
            case .words(let words): length += words.utf8.count + 1
            case .letter(let written, let spoken), .capital(let written, let spoken, _):
                length += (engine ? spoken : written).utf8.count + 1
            case .pause: length += 1
            }
        }
        var result = ""
        result.reserveCapacity(length)
        for part in parts {
            switch part {
            case .words(let words):
                if !result.isEmpty { result.append(" ") }
                result.append(words)
            case .letter(let written, let spoken), .capital(let written, let spoken, _):
                if !result.isEmpty { result.append(" ") }
                result.append(engine ? spoken : written)
            case .pause(let pause):
                result.append(pause.mark)
            }
        }
        return result
    }
}

extension MathRender {
    /// The words a listener hears for an expression, in `language` (BCP 47).
    ///
    /// Pauses are written as punctuation (see ``MathSpokenForm/text``); renderers that
    /// can mark pauses themselves (SSML) use ``spokenForm(_:style:language:options:)``.
    public static func speech(_ expression: MathExpression, style: MathSpeechStyle = .clearSpeak,
                              language: String = "en",
                              options: MathSpeechOptions = MathSpeechOptions()) -> String {
        spokenForm(expression, style: style, language: language, options: options).text
    }

    /// The words and pauses a listener hears for an expression, in `language` (BCP 47); the
    /// rules are described in docs/math.md, "Speech".
    public static func spokenForm(_ expression: MathExpression, style: MathSpeechStyle = .clearSpeak,
                                  language: String = "en",
                                  options: MathSpeechOptions = MathSpeechOptions()) -> MathSpokenForm {
        let words = MathWords.table(for: language, style: style)
        var speaker = MathSpeaker(style: style, options: options, words: words ?? .english)
        let tree = SpeechTree.canonical(expression.root)
        speaker.chemistry = ChemicalFormula.isChemical(tree)
        speaker.speak(tree)
        return MathSpokenForm(parts: speaker.out.parts, languageSupported: words != nil)
    }

    /// `true` when math is spoken with its own words in `language` (BCP 47); otherwise it
    /// is spoken in English and the caller should say so once.
    public static func speechLanguageSupported(_ language: String) -> Bool {
        MathWords.table(for: language) != nil
    }
}
