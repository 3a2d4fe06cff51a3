import ReadingModel

/// The speech styles of MathML read aloud.
public enum MathSpeechStyle: String, Sendable, CaseIterable {
    /// ClearSpeak (ETS): the default.
    case clearSpeak = "clearspeak"
    /// SimpleSpeak (MathCAT's plain style).
    case simpleSpeak = "simplespeak"
}

extension MathRender {
    /// The words a listener hears for an expression, in `language` (BCP 47).
    ///
    /// Interface placeholder: helper "mathspeech" replaces this body with the ClearSpeak and
    /// SimpleSpeak rules (issue #25 item 2).
    public static func speech(_ expression: MathExpression, style: MathSpeechStyle = .clearSpeak,
                              language: String = "en") -> String {
        expression.root.tokenText
    }
}
