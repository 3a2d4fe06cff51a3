/// Emphasis kinds carried by inline runs; braille passes them to liblouis as typeforms.
public struct Emphasis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let italic = Emphasis(rawValue: 1 << 0)
    public static let bold = Emphasis(rawValue: 1 << 1)
    public static let underline = Emphasis(rawValue: 1 << 2)
    /// Crossed-out type (`<s>`, `<del>`, `<strike>`, CSS `text-decoration: line-through`):
    /// print shows the words as struck out, so no format reads them as if they stood.
    public static let strikethrough = Emphasis(rawValue: 1 << 3)
}

/// A run printed above or below the line of type (`<sup>`, `<sub>`, CSS `vertical-align:
/// super` / `sub`): a reference mark, an ordinal ending, an exponent, a chemical formula's
/// count. Print shows the level, so no format may glue it to the word before it as if it
/// stood on the line (`mc<sup>2</sup>` is not "mc2").
public enum ScriptPosition: UInt8, Sendable, Hashable {
    case superscript
    case `subscript`

    /// Unicode's raised or lowered form of a digit or of `+ - = ( )` (the minus sign U+2212
    /// as the hyphen), the characters both levels have; `nil` for any other character.
    public func form(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let forms = self == .superscript ? Self.superscriptForms : Self.subscriptForms
        return forms[scalar == "\u{2212}" ? "-" : scalar]
    }

    private static let superscriptForms = forms(
        ["\u{2070}", "\u{00B9}", "\u{00B2}", "\u{00B3}", "\u{2074}", "\u{2075}", "\u{2076}", "\u{2077}", "\u{2078}", "\u{2079}",
         "\u{207A}", "\u{207B}", "\u{207C}", "\u{207D}", "\u{207E}"])
    private static let subscriptForms = forms(
        ["\u{2080}", "\u{2081}", "\u{2082}", "\u{2083}", "\u{2084}", "\u{2085}", "\u{2086}", "\u{2087}", "\u{2088}", "\u{2089}",
         "\u{208A}", "\u{208B}", "\u{208C}", "\u{208D}", "\u{208E}"])

    /// `0`-`9`, then `+ - = ( )`, each to the form at its place in `forms`.
    private static func forms(_ forms: [Unicode.Scalar]) -> [Unicode.Scalar: Unicode.Scalar] {
        let plain: [Unicode.Scalar] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "-", "=", "(", ")"]
        return Dictionary(uniqueKeysWithValues: zip(plain, forms))
    }
}

/// Where a link leads.
public enum LinkTarget: Sendable, Hashable {
    /// An address outside the book (`https:`, `mailto:` ...).
    case external(String)
    /// A place inside the book: the resolved href (`chapter2.xhtml#p4`) and, when it
    /// could be resolved, the id of the ``Block`` there.
    case `internal`(href: String, blockID: String?)
}

/// An `abbr` (or `acronym`) element.
public struct Abbreviation: Sendable, Hashable {
    /// The `title` expansion, when the book gives one.
    public var expansion: String?
    public init(expansion: String?) { self.expansion = expansion }
}

/// An EPUB 3 SSML attribute pair (`ssml:ph`, `ssml:alphabet`).
public struct Pronunciation: Sendable, Hashable {
    public var phoneme: String
    /// `ipa`, `x-sampa` ...; inherited from ancestors as EPUB 3 specifies.
    public var alphabet: String?
    public init(phoneme: String, alphabet: String?) {
        self.phoneme = phoneme
        self.alphabet = alphabet
    }
}

/// CSS Speech `speak-as` values the book wrote inline.
public enum SpeakAs: String, Sendable, Hashable {
    case normal
    case spellOut = "spell-out"
    case digits
    case literalPunctuation = "literal-punctuation"
    case noPunctuation = "no-punctuation"
}

/// Everything an inline run carries besides its characters.
///
/// Stored compactly: the flags every run has sit in the value, the attributes few runs
/// have (links, languages, pronunciations ...) in one shared box that is absent for a
/// plain run, so an ``Inline`` stays small in a book of millions of runs.
public struct InlineStyle: Sendable, Hashable {
    public var emphasis: Emphasis = []
    /// Code, keyboard input, sample output: read literally, translated uncontracted.
    public var code = false
    /// `false` for CSS `speak: none`: shown, never spoken.
    public var spoken = true
    /// A roman numeral the book marked (`epub:type="z3998:roman"`): speech can say it as the
    /// number ``romanNumeralValue``.
    public var romanNumeral = false
    /// Raised or lowered print (the innermost `<sup>`/`<sub>` when they nest); `nil` on the line.
    public var script: ScriptPosition?
    private var rare: Shared<Rare>?

    /// The attributes few runs have.
    private struct Rare: Sendable, Hashable {
        var link: LinkTarget?
        var language: String?
        var abbreviation: Abbreviation?
        var pronunciation: Pronunciation?
        var speakAs: SpeakAs?
        var romanNumeralValue: Int?
        var reading: String?
        var lineIndent: Double?
        var producersNote = false
    }

    private var rareValue: Rare {
        get { rare?.value ?? Rare() }
        set { rare = newValue == Rare() ? nil : Shared(newValue) }
    }

    public var link: LinkTarget? {
        get { rare?.value.link }
        set { rareValue.link = newValue }
    }
    /// BCP 47 tag, set only where it differs from the block's language.
    public var language: String? {
        get { rare?.value.language }
        set { rareValue.language = newValue }
    }
    public var abbreviation: Abbreviation? {
        get { rare?.value.abbreviation }
        set { rareValue.abbreviation = newValue }
    }
    public var pronunciation: Pronunciation? {
        get { rare?.value.pronunciation }
        set { rareValue.pronunciation = newValue }
    }
    public var speakAs: SpeakAs? {
        get { rare?.value.speakAs }
        set { rareValue.speakAs = newValue }
    }
    /// The numeral's value ("XIV" is 14); `nil` when the marked text is not a well-formed
    /// roman numeral.
    public var romanNumeralValue: Int? {
        get { rare?.value.romanNumeralValue }
        set { rareValue.romanNumeralValue = newValue }
    }
    /// The ruby reading (`<rt>`) of this run's base text, e.g. the furigana of kanji;
    /// `<rp>` parentheses are not kept.
    public var reading: String? {
        get { rare?.value.reading }
        set { rareValue.reading = newValue }
    }

    /// The print indent of the poem line this run is in (`span.i2`, `div.line.in2`, an
    /// inline `margin-left: 2em`), in ems as print sets it; `nil` at print's left margin.
    /// Only its rank among the indents of the whole poem matters: braille starts each
    /// level of indent two cells further in (BANA Braille Formats 2016 §13.3).
    public var lineIndent: Double? {
        get { rare?.value.lineIndent }
        set { rareValue.lineIndent = newValue }
    }

    /// Text the producer of an accessible edition added (DTBook's inline `prodnote`,
    /// `epub:type="z3998:production"` on a `span`): read in place in every format; braille
    /// sets it between the transcriber's note indicators (BANA Braille Formats 2016 §3).
    public var producersNote: Bool {
        get { rare?.value.producersNote ?? false }
        set { rareValue.producersNote = newValue }
    }

    public init() {}
}

/// A print page break (`epub:type="pagebreak"`, `role="doc-pagebreak"`).
public struct PageBreak: Sendable, Hashable {
    /// The printed page number ("12", "xiv").
    public var label: String
    /// Where the break stands in the source (`chapter.xhtml#page12`).
    public var anchor: String?
    public init(label: String, anchor: String?) {
        self.label = label
        self.anchor = anchor
    }
}

/// An image, inline or as a block.
public struct ImageInfo: Sendable, Hashable {
    /// Book-relative path of the image resource.
    public var source: String
    /// Alternative text; `nil` when the image has no `alt` attribute at all.
    public var alt: String?
    /// A longer description: an SVG's `<desc>`, the content `aria-describedby` or
    /// `aria-details` names (hidden or not), or its figure's `details`.
    public var description: String?
    /// What the image reads as in every format, decided once by the reading plan: its alt
    /// text, then its description; `nil` when it has neither, or when its alt text is its
    /// figure's caption (read once, as the caption) and it has no description. A renderer then says only the word for
    /// an image (braille: its transcriber's note). Always `nil` in the book's own model.
    public var text: String?
    /// Whether the image's alt text (or description) is its figure's caption, read there
    /// once: the image is described, by the caption, so a renderer says the word for an
    /// image, never that it has no description. Always `false` in the book's own model.
    public var describedByCaption = false
    /// `true` for `alt=""` or `role="presentation"`: skipped by every exporter.
    public var decorative: Bool {
        alt.map { $0.isEmpty } ?? false
    }
    public init(source: String, alt: String?, description: String? = nil) {
        self.source = source
        self.alt = alt
        self.description = description
    }
}

/// A MathML expression.
public struct MathInfo: Sendable, Hashable {
    /// The `alttext` attribute (or `aria-label`), as the book gives it.
    public var alt: String?
    /// The expression's tokens in order, separated by spaces, for when there is no alttext.
    public var linearText: String
    /// The expression as a tree; `nil` only for math built without one (tests, old callers).
    public var expression: MathExpression?
    /// BCP 47 tag of the language the expression is read in (its own `lang`/`xml:lang`, or
    /// the element's it stands in), set only where it differs from the block's language:
    /// math in a French quotation of an English book is spoken with French words.
    public var language: String?
    /// The alttext when it says something: a placeholder ("Alternative text not
    /// available", "equation", "image", "math", empty) is not an alternative.
    public var usefulAlt: String? {
        guard let alt, !MathInfo.isPlaceholder(alt) else { return nil }
        return alt
    }
    /// The best text to read without rendering the tree: a useful alttext, else the linear text.
    public var spokenText: String { usefulAlt ?? linearText }
    public init(alt: String?, linearText: String, expression: MathExpression? = nil) {
        self.alt = alt
        self.linearText = linearText
        self.expression = expression
    }

    /// Alt texts that publishers' tools write when they have none; they never stand in
    /// for readable MathML.
    public static func isPlaceholder(_ alt: String) -> Bool {
        let edges: Set<Character> = [".", ":", " ", "[", "]", "(", ")"]
        let lowered = alt.collapsingWhitespace().lowercased()
        let folded = String(lowered.drop(while: { edges.contains($0) }).reversed()
            .drop(while: { edges.contains($0) }).reversed())
        if folded.isEmpty { return true }
        return placeholders.contains(folded)
    }

    private static let placeholders: Set<String> = [
        "alternative text not available", "alt text not available", "no alt text",
        "equation", "formula", "math", "mathml", "image", "img", "graphic", "inline equation",
        "display equation", "expression", "math expression", "mathematical expression",
        "unknown", "null", "none", "alttext", "alt",
    ]
}

/// A reference to a note (`epub:type="noteref"`, `role="doc-noteref"`).
public struct NoteReference: Sendable, Hashable {
    /// What the book prints at the reference ("1", "*").
    public var label: String
    /// Resolved href of the note.
    public var href: String
    /// The note's block id when it could be resolved.
    public var noteID: String?
    /// The number the reading plan gave the note it placed (by first reference); `nil` in
    /// the model, and in a plan for a reference to no placed note.
    public var number: Int?
    /// The mark every format shows for the note the plan placed: the book's own print mark
    /// when it is a short one ("1", "a", "*", "†"), so that chapter 2's note 1 stays note 1,
    /// "see note 1" still holds and an asterisk stays an asterisk (BANA Braille Formats 2016
    /// §16.2, print reference marks); else a number print does not use. `nil` where
    /// ``number`` is.
    public var mark: String?
    public init(label: String, href: String, noteID: String?, number: Int? = nil, mark: String? = nil) {
        self.label = label
        self.href = href
        self.noteID = noteID
        self.number = number
        self.mark = mark
    }

    /// The book's print label as a reference mark, when it is one: at most four letters or
    /// digits, brackets, parentheses and a final full stop taken off ("[12]" is "12"), or at
    /// most four reference symbols ("*", "††"); `nil` for anything longer, empty or mixed.
    public static func printMark(_ label: String) -> String? {
        var mark = Substring(label.trimmingWhitespace())
        while let first = mark.first, "[(".contains(first) { mark = mark.dropFirst() }
        while let last = mark.last, "]).".contains(last) { mark = mark.dropLast() }
        guard !mark.isEmpty, mark.count <= 4,
              mark.allSatisfy({ $0.isLetter || $0.isNumber }) || isSymbolMark(mark) else { return nil }
        return String(mark)
    }

    /// Print's reference symbols, in their customary order: asterisk, dagger, double dagger,
    /// section sign, parallels (also as two vertical bars) and paragraph sign.
    public static let referenceSymbols: [Character] = ["*", "†", "‡", "§", "‖", "¶", "|"]

    /// Whether `mark` is made of reference symbols only ("*", "†", "**"), which every format
    /// shows as print has them rather than as a number.
    public static func isSymbolMark<S: StringProtocol>(_ mark: S) -> Bool {
        !mark.isEmpty && mark.allSatisfy(referenceSymbols.contains)
    }
}

/// One piece of a block's inline content.
///
/// The cases with a larger payload are `indirect`: the payload is kept once on the heap and
/// shared by every copy, so that an ``Inline`` stays as small as a text run.
public enum Inline: Sendable, Hashable {
    case text(String, InlineStyle)
    case lineBreak
    indirect case noteReference(NoteReference)
    indirect case image(ImageInfo)
    indirect case math(MathInfo)
    /// A print page break that falls inside running text.
    indirect case pageBreak(PageBreak)
    /// A numbered print line begins here: the number print sets in the margin beside it
    /// ("3", "135"), as the book gives it (an empty `span class="linenum"` whose
    /// `aria-label` holds the number: eBraille tagging best practices §2.10). It is no part
    /// of the words: braille sets it at the right margin of the line where the print line
    /// begins (BANA Braille Formats, line-numbered text); the other formats leave it out,
    /// as print's margin is not read.
    case lineNumber(String)
}

extension Inline {
    /// The characters a reader sees for this piece: alt text for images, math text,
    /// nothing for references, page breaks and line numbers.
    public var plainText: String {
        switch self {
        case .text(let text, _): return text
        case .lineBreak: return "\n"
        case .image(let image): return image.alt ?? ""
        case .math(let math): return math.spokenText
        case .noteReference, .pageBreak, .lineNumber: return ""
        }
    }
}

extension Array where Element == Inline {
    /// The text of all runs, images as their alt text, references left out.
    public var plainText: String {
        var result = ""
        for inline in self { result += inline.plainText }
        return result
    }
}

/// A value kept once on the heap and shared by every copy until one is changed (the
/// change makes a new box): it keeps ``InlineStyle``'s rare attributes to one pointer, which
/// is `nil` for a plain run.
struct Shared<Value: Sendable & Hashable>: Sendable, Hashable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
    }
}
