import Foundation
import CLouis
import ReadingModel

// Greek letters with accents and breathings. The reader gives text in NFC (ContentConverter's
// normalisation), so an accented Greek letter reaches braille precomposed (ά U+03AC), and
// the UEB tables define only its parts: the Greek letter (⠨⠁, UEB §4.5) and the combining
// mark, written before the letter as a modifier (the acute ⠘⠌, §4.2). Precomposed, the
// whole letter was dropped with a warning: The Waste Land's Greek lost "ά", "έ", "ί".
extension BrailleTranslator {
    /// The Greek blocks: Greek and Coptic, Greek Extended.
    static func isGreek(_ value: widechar) -> Bool {
        (0x0370...0x03FF).contains(value) || (0x1F00...0x1FFF).contains(value)
    }

    /// `input` with each Greek character the tables do not define replaced by its
    /// compatibility decomposition (NFKD: the letter, then its marks; ϴ is Θ), each part
    /// keeping the character's typeform; `nil` when nothing changes (no Greek, or every
    /// Greek character defined, as in a Greek table), so most text is not copied. A mark
    /// the tables cannot write either is dropped and reported as before, the letter kept.
    func decomposingGreek(_ input: [widechar], typeforms: [Typeform]?) throws(ExportError)
        -> (input: [widechar], typeforms: [Typeform]?)? {
        guard input.contains(where: Self.isGreek) else { return nil }
        var changed = false
        var output: [widechar] = []
        var forms: [Typeform]? = typeforms == nil ? nil : []
        output.reserveCapacity(input.count + 8)
        for (index, value) in input.enumerated() {
            var parts: [widechar] = [value]
            if Self.isGreek(value), let scalar = Unicode.Scalar(value), try !isDefinedCached(scalar) {
                let decomposed = String(Character(scalar)).decomposedStringWithCompatibilityMapping.unicodeScalars
                if decomposed.count > 1 || decomposed.first != scalar {
                    parts = decomposed.map(\.value)
                    changed = true
                }
            }
            output += parts
            if let typeforms { forms?.append(contentsOf: repeatElement(typeforms[index], count: parts.count)) }
        }
        return changed ? (output, forms) : nil
    }
}
