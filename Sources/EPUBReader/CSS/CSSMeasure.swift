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

    /// A length in ems: `2em`, `1.5rem`, `4ch` (2: a `ch` is about half an em), `32px` (2,
    /// at 16 to the em), `24pt` (2, at 12 to the em), `0`; `nil` for a percentage (which
    /// measures the page) or a keyword.
    static func ems(_ length: String) -> Double? {
        guard let number = number(Substring(length)) else { return nil }
        let unit = length.drop { $0.isNumber || $0 == "." || $0 == "-" }.lowercased()
        switch unit {
        case "em", "rem": return number
        case "ch": return number / 2
        case "px": return number / 16
        case "pt": return number / 12
        case "": return number == 0 ? 0 : nil
        default: return nil
        }
    }

    /// A length in cells: a whole `ch` (a style sheet written for braille measures in
    /// cells); 0 for any other length or none.
    static func cells(_ length: String?) -> Int {
        guard let length, length.lowercased().hasSuffix("ch"), let number = number(Substring(length)),
              number == number.rounded(), abs(number) <= 40 else { return 0 }
        return Int(number)
    }
}
