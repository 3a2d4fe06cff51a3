import ReadingModel

/// The braille codes math is written in.
public enum MathBrailleCode: String, Sendable, CaseIterable {
    /// UEB technical material (the default inside UEB text).
    case ueb
    /// Nemeth Code inside UEB, with the opening and closing Nemeth indicators.
    case nemeth
}

extension MathRender {
    /// The expression in Unicode braille (U+2800 block; U+2800 is a blank cell).
    ///
    /// Interface placeholder: helper "mathbraille" replaces this body with the UEB and Nemeth
    /// rules (issue #25 item 3).
    public static func braille(_ expression: MathExpression, code: MathBrailleCode = .ueb) -> String {
        expression.root.tokenText
    }
}
