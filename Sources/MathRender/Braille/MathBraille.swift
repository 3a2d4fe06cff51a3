import ReadingModel

/// The braille codes math is written in.
public enum MathBrailleCode: String, Sendable, Hashable, CaseIterable, Codable {
    /// UEB technical material (the default inside UEB text).
    case ueb
    /// Nemeth Code inside UEB, with the opening and closing Nemeth indicators.
    case nemeth
}

extension MathRender {
    /// The expression in Unicode braille (U+2800 block; U+2800 is a blank cell), in the
    /// code's own symbols only: UEB technical material as ICEB's *Guidelines for Technical
    /// Material* write it, or the Nemeth Code without the indicators that switch to it
    /// from UEB text (``nemethInUEB(_:)`` adds those).
    public static func braille(_ expression: MathExpression, code: MathBrailleCode = .ueb) -> String {
        switch code {
        case .ueb: return UEBMath.render(expression)
        case .nemeth: return NemethMath.render(expression)
        }
    }
}

extension MathRender {
    /// The expression laid out over several braille lines where the code lays it out
    /// spatially: one string a line. Nemeth: matrices, determinants, systems of equations
    /// and calculations (Rule XXV), all lines of one width. UEB: a calculation (`mstack`,
    /// Guidelines §4.1), matrices, determinants and systems of equations (APH *UEB Math*
    /// lesson 7.3), lines without the blank cells that would end them. `nil` when the
    /// expression has nothing to lay out so;
    /// ``braille(_:code:)`` is then the whole of it.
    public static func brailleLines(_ expression: MathExpression, code: MathBrailleCode = .nemeth) -> [String]? {
        code == .nemeth ? NemethMath.spatialLines(expression) : UEBMath.spatialLines(expression)
    }
}
