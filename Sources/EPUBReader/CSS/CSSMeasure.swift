/// Reads the lengths ``CSSDeclaration/measures`` writes (`0`, `1.5em`, `-2px`, `10%`): what
/// the stylesheet keeps of margins and what the reader asks of them are one reading.
enum CSSMeasure {
    /// The number a length starts with (`1.5` of `1.5em`), `nil` when there is none.
    static func number(_ length: Substring) -> Double? {
        Double(length.prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }

    /// `true` for a length above zero; `false` for zero, a negative length, a keyword or none.
    static func isPositive(_ length: Substring?) -> Bool {
        length.flatMap { number($0) }.map { $0 > 0 } ?? false
    }

    /// The top and bottom of the `margin` shorthand: its first value, and its third (the
    /// first again when there are fewer than three), as CSS Box Model §"margin" orders them.
    static func verticalSides(ofMargin value: String) -> (top: Substring?, bottom: Substring?) {
        let sides = value.split(separator: " ")
        return (sides.first, sides.count >= 3 ? sides[2] : sides.first)
    }
}
