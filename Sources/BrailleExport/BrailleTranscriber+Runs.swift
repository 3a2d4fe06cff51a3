import MathRender
import ReadingModel

/// Runs: the pieces of print a paragraph is translated from, with their typeforms; note
/// references, images as transcriber's notes, and the words braille writes apart.
extension BrailleTranscriber {
    /// A note reference in the text: the note indicator and the plan's number of the note
    /// it placed (else the book's label), unspaced from the word before it (BANA Braille
    /// Formats §16.2).
    func reference(_ reference: NoteReference) -> BrailleRun {
        BrailleRun(Self.noteMark(reference.mark ?? reference.label))
    }

    /// The UEB note indicator (dots 5-35, the cells of UEB's asterisk, so liblouis writes
    /// it from `*` and back-translation reads it as `*`) followed by the note's number or
    /// letter, which takes its numeric or grade 1 indicator; a mark of reference symbols
    /// (`*`, `†`, `‡` ...) is those symbols as UEB writes them, print's own reference mark
    /// (Braille Formats 2016 §16.2), not the note indicator before an asterisk.
    static func noteMark(_ label: String) -> String {
        label.allSatisfy { $0.isLetter || $0.isNumber } ? "*" + label : label
    }

    func runs(_ inline: Inline, labels: Labels) -> [BrailleRun] {
        switch inline {
        case .text(let text, let style): return runs(text, style: style)
        case .image(let image): return [BrailleRun(Self.description(of: image, labels: labels))]
        case .math(let math): return inlineMathRuns(math) ?? [BrailleRun(math.spokenText)]
        case .lineBreak: return [BrailleRun(" ")]
        case .noteReference, .pageBreak, .lineNumber: return []
        }
    }

    /// Whether the braille code is UEB, whose indicators BANA's rules use.
    var usesUEB: Bool { translator.usesUEB }

    /// UEB's opening and closing transcriber's note indicators (dots 4-46-126 and 4-46-345).
    static let openingTranscribersNote: Cells = ["⠈", "⠨", "⠣"]
    static let closingTranscribersNote: Cells = ["⠈", "⠨", "⠜"]

    /// UEB's transcriber's note indicators around `text`.
    static func transcribersNote(_ text: Cells) -> Cells {
        openingTranscribersNote + text + closingTranscribersNote
    }

    /// What an image reads as: the plan's text for it; the word for an image when its
    /// figure's caption, read there, is its alt text; else the transcriber's note that it is
    /// not described (decorative images are not in the plan).
    static func description(of image: ImageInfo, labels: Labels) -> String {
        image.text ?? (image.describedByCaption ? labels.image : labels.imageOmitted)
    }

    /// One run per piece of `text`: emphasis as typeforms; code and addresses (URLs, e-mail)
    /// uncontracted.
    func runs(_ written: String, style: InlineStyle) -> [BrailleRun] {
        // Japanese braille is phonetic: a ruby reading is brailled instead of its base text.
        var text = written
        if let reading = style.reading, !reading.isEmpty,
           translator.tables.contains(where: { $0.hasPrefix("ja") }) {
            text = reading
        }
        var form = translator.typeform(for: style.emphasis)
        if settings.uncontractedForeignWords, translator.usesUEB, LanguageTag.isUsable(style.language),
           let language = style.language, language.lowercased().split(separator: "-").first != "en" {
            // UEB §13.2.1: no contractions in a foreign word or phrase, even in English context.
            form.formUnion(.noContract)
        }
        if style.code {
            form.formUnion(.noContract)
            return [BrailleRun(text, form)]
        }
        if translator.usesUEB { text = Self.joiningMixedNumbers(Self.closingSpacedEllipses(Self.fillInBlanksAsOne(text))) }
        if let level = style.script, translator.usesUEB {
            // Raised and lowered print (UEB §3.24, §11.4): a run the paragraph writes with
            // the grade 1 mode of the text before it (``BrailleTranslator/translate(_:)``).
            let scalars = text.unicodeScalars
            if let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
               let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) {
                var raised = BrailleRun(String(scalars[start...last]), form)
                raised.level = level
                return [BrailleRun(String(scalars[..<start]), form), raised,
                        BrailleRun(String(scalars[scalars.index(after: last)...]), form)].filter { !$0.text.isEmpty }
            }
        }
        // A link's text is ordinary text (UEB §11.10.2); an address in it, or anywhere in
        // the text, is uncontracted unless the settings follow UEB's grade 2 norm.
        guard !settings.contractedAddresses, Self.mayHoldAddress(text) else { return [BrailleRun(text, form)] }
        // Addresses inside prose: only those words go uncontracted.
        var result: [BrailleRun] = []
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            let piece = (index == 0 ? "" : " ") + word
            let isAddress = Self.mayHoldAddress(word)
            let pieceForm = isAddress ? form.union(.noContract) : form
            if let last = result.last, last.typeform == pieceForm {
                result[result.count - 1].text += piece
            } else {
                result.append(BrailleRun(piece, pieceForm))
            }
        }
        return result
    }

    /// ASCII digits as Unicode's superscript (U+2070 ...) or subscript (U+2080 ...) digits,
    /// which `exporttool-ueb-levels.uti` writes with one level indicator for the number.
    static func levelDigits(_ digits: String, _ level: ScriptPosition) -> String {
        String(String.UnicodeScalarView(digits.unicodeScalars.compactMap(level.form(of:))))
    }

    /// `text` with each run of three or more low lines (a blank to be filled in, typed as a
    /// line of underscores) written as one: "Regardless of the length of the character in
    /// print, use one low line (underscore) in braille for each print dash below the line of
    /// type which indicates a blank to be filled in" (Rules of UEB 2013 §7.2.3). Two low
    /// lines are kept as they are (they may be meant as two); code keeps every one.
    static func fillInBlanksAsOne(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "_")) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var run = 0
        func flush() {
            result += run >= 3 ? "_" : String(repeating: "_", count: run)
            run = 0
        }
        for scalar in text.unicodeScalars {
            if scalar == "_" {
                run += 1
                continue
            }
            if run > 0 { flush() }
            result.unicodeScalars.append(scalar)
        }
        if run > 0 { flush() }
        return result
    }

    /// `text` with each ellipsis print spaces (". . .", its dots apart by a space, a no-break
    /// space or a thin space) written unspaced: UEB's ellipsis is its dots, dots 256 each,
    /// side by side ("Follow print for the number of dots used in the ellipsis", Rules of
    /// UEB 2013 §7.3.1; the spacing *within* it is print's typography, as the em dash's
    /// length is). liblouis wrote a spaced full stop for each dot (`⠲⠀⠲⠀⠲`), which reads as
    /// three sentences' ends and may be divided over two lines. A dot attached to the word
    /// before a run of four ("so. . . .") is that sentence's full stop: it stays, and the
    /// three after it are the ellipsis. Two spaced dots are left as they are.
    static func closingSpacedEllipses(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ".")) else { return text }
        let scalars = Array(text.unicodeScalars)
        func isGap(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\u{00A0}" || scalar == "\u{2009}" || scalar == "\u{202F}" || scalar == "\u{200A}"
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "." else {
                result.append(scalars[index])
                index += 1
                continue
            }
            // The dots of a run spaced one gap apart, from here.
            var dots = [index]
            while let last = dots.last, last + 2 < scalars.count, isGap(scalars[last + 1]), scalars[last + 2] == "." {
                dots.append(last + 2)
            }
            guard dots.count >= 3 else {
                result.append(scalars[index])
                index += 1
                continue
            }
            let attached = index > 0 && !isGap(scalars[index - 1]) && scalars[index - 1] != "."
            if attached && dots.count == 4 {
                // The sentence's full stop, print's space, then the ellipsis.
                result.append(".")
                result.append(scalars[index + 1])
                result.append(contentsOf: repeatElement(".", count: 3))
            } else {
                result.append(contentsOf: repeatElement(".", count: dots.count))
            }
            index = dots.last! + 1
        }
        return String(result)
    }

    /// `text` with the space of a mixed number ("2 1/2", "3 ½") taken out of the braille:
    /// "Mixed numbers should be treated as two unspaced numeric items" (Rules of UEB 2013
    /// §11.3.2), each with its numeric indicator (`⠼⠃⠼⠁⠸⠌⠼⠃`; the slash stays print's,
    /// §11.3.3). liblouis read the space between two numbers as the numeric space of a
    /// number's digit groups (`⠼⠃⠐⠁⠸⠌⠼⠃`, "21/2"), or kept it (`⠼⠃⠀⠼⠁⠌⠃`). The space is
    /// given as a word joiner (U+2060), which ends the first number's numeric mode and
    /// writes nothing (`exporttool-fixes.uti`). A mixed number is a whole number, one space
    /// (or a no-break space), and a proper fraction: digits, a slash and larger digits not
    /// followed by more digits or a slash (a date "3/4/2020" is none), or a vulgar fraction
    /// character (½ ⅓ ¾ ...).
    static func joiningMixedNumbers(_ text: String) -> String {
        // Byte scans first: most runs hold spaces but no digit, and need no scalar array.
        guard text.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              text.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var scalars = Array(text.unicodeScalars)
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < scalars.count && ("0"..."9").contains(scalars[index]) }
        func isVulgar(_ scalar: Unicode.Scalar) -> Bool {
            (0xBC...0xBE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
        }
        /// The end of the digits from `start`.
        func digits(from start: Int) -> Int {
            var end = start
            while isDigit(end) { end += 1 }
            return end
        }
        var changed = false
        for index in scalars.indices where scalars[index] == " " || scalars[index] == "\u{00A0}" {
            guard isDigit(index - 1), index + 1 < scalars.count else { continue }
            // The whole number stands alone: no digit group, decimal or fraction before it.
            var start = index - 1
            while isDigit(start - 1) { start -= 1 }
            if start > 0, ".,/".unicodeScalars.contains(scalars[start - 1]) || scalars[start - 1] == "\u{00A0}"
                || (scalars[start - 1] == " " && isDigit(start - 2)) { continue }
            if isVulgar(scalars[index + 1]) {
                scalars[index] = "\u{2060}"
                changed = true
                continue
            }
            let numeratorEnd = digits(from: index + 1)
            guard numeratorEnd > index + 1, numeratorEnd < scalars.count, scalars[numeratorEnd] == "/" else { continue }
            let denominatorEnd = digits(from: numeratorEnd + 1)
            guard denominatorEnd > numeratorEnd + 1,
                  denominatorEnd == scalars.count || (scalars[denominatorEnd] != "/" && !isDigit(denominatorEnd)),
                  let numerator = Int(String(String.UnicodeScalarView(scalars[(index + 1)..<numeratorEnd]))),
                  let denominator = Int(String(String.UnicodeScalarView(scalars[(numeratorEnd + 1)..<denominatorEnd]))),
                  numerator < denominator else { continue }
            scalars[index] = "\u{2060}"
            changed = true
        }
        return changed ? String(String.UnicodeScalarView(scalars)) : text
    }

    /// Whether text holds `@`, `://` or `www.`: a byte scan, as Foundation's substring
    /// search on every run of a book costs more than the layout.
    static func mayHoldAddress<S: StringProtocol>(_ text: S) -> Bool {
        var last: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "@"):
                return true
            case UInt8(ascii: "/") where last.1 == UInt8(ascii: ":") && last.2 == UInt8(ascii: "/"):
                return true
            case UInt8(ascii: ".") where last == (UInt8(ascii: "w"), UInt8(ascii: "w"), UInt8(ascii: "w")):
                return true
            default:
                break
            }
            last = (last.1, last.2, byte)
        }
        return false
    }
}
