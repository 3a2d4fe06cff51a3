/// Renders single MathML expressions, one `<math>` element at a time, in one of the forms
/// a book's math takes (linear text, speech, braille): what `exporttool math` prints, for
/// checking an expression against the guidelines or for other programs.
package struct MathConverter: Sendable {
    /// The form an expression is written in.
    package enum Output: Sendable, Hashable {
        /// The linear text form (docs/math.md, "Linear text").
        case text
        /// Words for a listener, in a speech style and language (BCP 47), with the
        /// reader's ClearSpeak preferences.
        case speech(MathSpeechStyle, language: String, options: MathSpeechOptions = MathSpeechOptions())
        /// Unicode braille in a math code.
        case braille(MathBrailleCode)
    }

    package var output: Output
    package var limits: MathMLReader.Limits

    package init(output: Output, limits: MathMLReader.Limits = MathMLReader.Limits()) {
        self.output = output
        self.limits = limits
    }

    /// The expression in ``output``, on one line; `nil` when `markup` is not well-formed
    /// XML holding a `<math>` element.
    package func convert(_ markup: String) -> String? {
        render(markup)?.text
    }

    /// The expression in ``output``, on one line, and what could not be read of it (an
    /// unknown element, a wrong number of children, a part past the reading limits, left
    /// out): a book warns of these, and so must the command, never cutting silently.
    package func render(_ markup: String) -> (text: String, problems: [String])? {
        guard let result = MathMLReader.parse(markup, limits: limits) else { return nil }
        let rendered: String
        switch output {
        case .text: rendered = MathRender.linearText(result.expression)
        case .speech(let style, let language, let options):
            rendered = MathRender.speech(result.expression, style: style, language: language, options: options)
        case .braille(let code): rendered = MathRender.braille(result.expression, code: code)
        }
        // One expression is one output line, whatever a renderer does with a table's rows.
        let line = Self.hasNewline(rendered) ? rendered.split(whereSeparator: \.isNewline).joined(separator: " ") : rendered
        return (line, result.problems)
    }

    /// `true` when a Character of `text` is a newline: one of these scalars is there (a
    /// newline never combines with what follows it). Looking at scalars, not Characters,
    /// spares breaking every rendering into graphemes just to find none.
    static func hasNewline(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
    }
}
