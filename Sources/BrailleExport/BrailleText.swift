import ReadingModel
/// One-string translation for checking a table (`exporttool translate`): the same
/// translator the exporters use, without layout.
package enum BrailleText {
    /// Translates `text`, with emphasis over character ranges (offsets in Unicode scalars),
    /// to Unicode braille or, with `ascii`, BRF ASCII.
    package static func translate(_ text: String, tables: [String], emphasis: [(Range<Int>, Emphasis)] = [],
                                 uncontracted: Bool = false,
                                 ascii: Bool = false) throws(ExportError) -> (text: String, warnings: [ExportWarning]) {
        let translator = try BrailleTranslator(tables: tables)
        let scalars = Array(text.unicodeScalars)
        var forms = [Typeform](repeating: uncontracted ? .noContract : [], count: scalars.count)
        for (range, kind) in emphasis {
            // Only the part of a range inside the text is visited: `--italic 0-2147483647`
            // walked two billion indices for a word of five letters.
            let inside = range.clamped(to: 0..<forms.count)
            for index in inside { forms[index].formUnion(translator.typeform(for: kind)) }
        }
        // Runs of equal typeform, so only styled input passes a typeform array.
        var runs: [BrailleRun] = []
        for (index, scalar) in scalars.enumerated() {
            if let last = runs.last, last.typeform == forms[index] {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append(BrailleRun(String(scalar), forms[index]))
            }
        }
        let cells = try translator.translate(runs)
        if ascii { return (BRFWriter.text(cells), translator.warnings) }
        var output = ""
        for cell in cells { output.unicodeScalars.append(cell == .unbreakableBlank ? Unicode.Scalar.blankCell : cell) }
        return (output, translator.warnings)
    }

    /// Back-translates braille: Unicode braille, or BRF ASCII with `ascii`. The cells go
    /// through `en-us-brf.dis` as characters, which back-translation handles best.
    package static func backTranslate(_ braille: String, tables: [String], ascii: Bool = false) throws(ExportError) -> String {
        var characters = ""
        for scalar in braille.unicodeScalars {
            if scalar.value >= 0x2800 && scalar.value <= 0x28FF || scalar == .unbreakableBlank {
                characters.unicodeScalars.append(Unicode.Scalar(BRFWriter.character(for: scalar == .unbreakableBlank ? .blankCell : scalar)))
            } else {
                characters.unicodeScalars.append(scalar)
            }
        }
        return try Louis.backTranslate(characters, tables: ["en-us-brf.dis"] + tables)
    }
}
