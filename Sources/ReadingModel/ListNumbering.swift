/// How an ordered list numbers its items (`type` on `ol`, and `reversed`).
///
/// The item's value itself is ``BlockRole/listItem(number:)``: `start`, `value` and
/// `reversed` are already applied to it. ``markerText(for:)`` turns that value into what a
/// reader sees, following the HTML rendering of `type` (HTML Living Standard, "The ol
/// element" and the CSS Counter Styles `lower-alpha`, `upper-alpha`, `lower-roman`,
/// `upper-roman` and `decimal` styles).
public struct ListNumbering: Sendable, Hashable {
    /// The counter style of the item markers.
    public var style: ListNumberStyle
    /// `true` for `<ol reversed>`: the values count down.
    public var reversed: Bool

    public init(style: ListNumberStyle = .decimal, reversed: Bool = false) {
        self.style = style
        self.reversed = reversed
    }

    /// The marker text for an item's value, without the trailing full stop ("c", "iv", "12").
    public func markerText(for value: Int) -> String { style.markerText(for: value) }
}

/// The counter styles an HTML `ol type` can name.
public enum ListNumberStyle: String, Sendable, Hashable, CaseIterable {
    /// `type="1"`: 1, 2, 3.
    case decimal
    /// `type="a"`: a, b, ... z, aa, ab.
    case lowerAlpha = "lower-alpha"
    /// `type="A"`: A, B, ... Z, AA.
    case upperAlpha = "upper-alpha"
    /// `type="i"`: i, ii, iii, iv.
    case lowerRoman = "lower-roman"
    /// `type="I"`: I, II, III, IV.
    case upperRoman = "upper-roman"

    /// The style an `ol` `type` attribute names (case matters: `a` and `A` differ), or
    /// `nil` for anything else.
    public init?(typeAttribute: String) {
        switch typeAttribute.trimmingWhitespace() {
        case "1": self = .decimal
        case "a": self = .lowerAlpha
        case "A": self = .upperAlpha
        case "i": self = .lowerRoman
        case "I": self = .upperRoman
        default: return nil
        }
    }

    /// The marker text for `value`. Like CSS Counter Styles, a value outside the style's
    /// range (below 1 for the alphabetic styles, outside 1...3999 for the roman ones) falls
    /// back to decimal.
    public func markerText(for value: Int) -> String {
        switch self {
        case .decimal:
            return String(value)
        case .lowerAlpha, .upperAlpha:
            guard value >= 1 else { return String(value) }
            // Bijective base 26 (CSS "alphabetic" system): z is followed by aa.
            var remaining = value
            var letters: [Character] = []
            while remaining > 0 {
                remaining -= 1
                letters.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(remaining % 26))))
                remaining /= 26
            }
            let text = String(letters.reversed())
            return self == .upperAlpha ? text.uppercased() : text
        case .lowerRoman, .upperRoman:
            guard let text = RomanNumeral.text(for: value) else { return String(value) }
            return self == .lowerRoman ? text.lowercased() : text
        }
    }
}

/// Roman numerals, both ways.
public enum RomanNumeral {
    private static let symbols: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    /// Upper-case roman numeral for 1...3999, else `nil`.
    public static func text(for value: Int) -> String? {
        guard (1...3999).contains(value) else { return nil }
        var remaining = value
        var result = ""
        for (amount, symbol) in symbols {
            while remaining >= amount {
                result += symbol
                remaining -= amount
            }
        }
        return result
    }

    /// The value of a roman numeral in either case ("xiv" is 14), or `nil` when `text` is
    /// not one written in the standard subtractive form. Surrounding white space and a
    /// trailing full stop ("XIV.") are allowed.
    public static func value(of text: String) -> Int? {
        var body = text.trimmingWhitespace().uppercased()
        if body.hasSuffix(".") { body.removeLast() }
        guard !body.isEmpty, body.count <= 15 else { return nil }
        var total = 0
        var rest = Substring(body)
        for (amount, symbol) in symbols {
            // At most three of I, X, C, M in a row; the others once.
            let repeats = symbol.count == 1 && "IXCM".contains(symbol) ? 3 : 1
            var count = 0
            while count < repeats, rest.hasPrefix(symbol) {
                total += amount
                rest = rest.dropFirst(symbol.count)
                count += 1
            }
        }
        guard rest.isEmpty, let canonical = Self.text(for: total), canonical == body else { return nil }
        return total
    }
}
