/// Nemeth Code signs for MathML operators (Nemeth Code, 1972 revision, BANA 2022 edition:
/// §37 punctuation, §82-§87 modifiers, §150 comparison signs, §152 operation signs,
/// §172-§177 miscellaneous symbols).
enum NemethSymbols {
    struct Sign {
        var cells: String
        /// Signs of comparison take a space before and after (Nemeth §37, §150).
        var comparison: Bool = false
    }

    static let listed: [String: Sign] = [
        "+": Sign(cells: "⠬"), "-": Sign(cells: "⠤"), "−": Sign(cells: "⠤"),
        "×": Sign(cells: "⠈⠡"), "÷": Sign(cells: "⠨⠌"), "±": Sign(cells: "⠬⠤"),
        "∓": Sign(cells: "⠤⠬"), "∗": Sign(cells: "⠈⠼"), "*": Sign(cells: "⠈⠼"),
        "⋅": Sign(cells: "⠡"), "·": Sign(cells: "⠡"), "∘": Sign(cells: "⠨⠡"), "◦": Sign(cells: "⠨⠡"),
        "/": Sign(cells: "⠸⠌"), "∕": Sign(cells: "⠸⠌"), "■": Sign(cells: "⠫⠸⠲"), "∩": Sign(cells: "⠨⠩"), "∪": Sign(cells: "⠨⠬"),
        "∨": Sign(cells: "⠈⠬"), "∧": Sign(cells: "⠈⠩"), "¬": Sign(cells: "⠈⠹"),
        "=": Sign(cells: "⠨⠅", comparison: true), "≠": Sign(cells: "⠌⠨⠅", comparison: true),
        "<": Sign(cells: "⠐⠅", comparison: true), ">": Sign(cells: "⠨⠂", comparison: true),
        "≤": Sign(cells: "⠐⠅⠱", comparison: true), "≥": Sign(cells: "⠨⠂⠱", comparison: true),
        "≈": Sign(cells: "⠈⠱⠈⠱", comparison: true), "≅": Sign(cells: "⠈⠱⠨⠅", comparison: true),
        "≡": Sign(cells: "⠸⠇", comparison: true), "∼": Sign(cells: "⠈⠱", comparison: true),
        "∝": Sign(cells: "⠸⠿", comparison: true), "∈": Sign(cells: "⠈⠑", comparison: true),
        "∉": Sign(cells: "⠌⠈⠑", comparison: true), "⊂": Sign(cells: "⠸⠐⠅", comparison: true),
        "⊆": Sign(cells: "⠸⠐⠅⠱", comparison: true), "⊃": Sign(cells: "⠸⠨⠂", comparison: true),
        "⊇": Sign(cells: "⠸⠨⠂⠱", comparison: true), "→": Sign(cells: "⠫⠕", comparison: true),
        "←": Sign(cells: "⠫⠪⠒⠒", comparison: true), "↔": Sign(cells: "⠫⠪⠒⠒⠕", comparison: true),
        "⇒": Sign(cells: "⠫⠶⠶⠕", comparison: true), "⇔": Sign(cells: "⠫⠪⠶⠶⠕", comparison: true),
        "∷": Sign(cells: "⠰⠆", comparison: true), "::": Sign(cells: "⠰⠆", comparison: true),
        "∣": Sign(cells: "⠳"), "∤": Sign(cells: "⠌⠳"), "≢": Sign(cells: "⠌⠸⠇", comparison: true),
        "⊄": Sign(cells: "⠌⠸⠐⠅", comparison: true), "⇐": Sign(cells: "⠫⠪⠶⠶", comparison: true),
        "⊕": Sign(cells: "⠫⠉⠸⠫⠬⠻"), "⋊": Sign(cells: "⠈⠡⠳"), "⪯": Sign(cells: "⠨⠐⠅⠱", comparison: true),
        "~": Sign(cells: "⠈⠱"), ":": Sign(cells: "⠸⠒"), ",": Sign(cells: "⠠"),
        "(": Sign(cells: "⠷"), ")": Sign(cells: "⠾"), "[": Sign(cells: "⠈⠷"), "]": Sign(cells: "⠈⠾"),
        "{": Sign(cells: "⠨⠷"), "}": Sign(cells: "⠨⠾"), "⟨": Sign(cells: "⠨⠨⠷"), "⟩": Sign(cells: "⠨⠨⠾"),
        "|": Sign(cells: "⠳"), "‖": Sign(cells: "⠳⠳"), "∀": Sign(cells: "⠈⠯"), "∃": Sign(cells: "⠈⠿"),
        "∅": Sign(cells: "⠸⠴"), "∂": Sign(cells: "⠈⠙"), "∇": Sign(cells: "⠨⠫"), "∞": Sign(cells: "⠠⠿"),
        "∫": Sign(cells: "⠮"), "∮": Sign(cells: "⠮⠈⠫⠉⠻"), "∑": Sign(cells: "⠨⠠⠎"), "∏": Sign(cells: "⠨⠠⠏"),
        "'": Sign(cells: "⠄"), "′": Sign(cells: "⠄"), "″": Sign(cells: "⠄⠄"), "‴": Sign(cells: "⠄⠄⠄"),
        "⟌": Sign(cells: "⠕"), "𝍷": Sign(cells: "⠸"), "𝍸": Sign(cells: "⠸⠸⠸⠸⠸"), "‸": Sign(cells: "⠸⠣"), "⁁": Sign(cells: "⠸⠣"), "%": Sign(cells: "⠈⠴"), "°": Sign(cells: "⠘⠨⠡"), "$": Sign(cells: "⠈⠎"), "¢": Sign(cells: "⠈⠉"),
        "£": Sign(cells: "⠈⠇"), "€": Sign(cells: "⠈⠑"), "…": Sign(cells: "⠄⠄⠄"), "⋯": Sign(cells: "⠄⠄⠄"),
        "∠": Sign(cells: "⠫⠪"), "''": Sign(cells: "⠄⠄"), "⏞": Sign(cells: "⠨⠷"), "⏟": Sign(cells: "⠨⠾"),
        "⎵": Sign(cells: "⠈⠾"), "⎴": Sign(cells: "⠈⠷"), "○": Sign(cells: "⠫⠉"), "∟": Sign(cells: "⠫⠪⠨⠗⠻"), "△": Sign(cells: "⠫⠞"), "□": Sign(cells: "⠫⠲"), "⊥": Sign(cells: "⠫⠏", comparison: true),
        "∥": Sign(cells: "⠫⠇", comparison: true), "!": Sign(cells: "⠯"), "?": Sign(cells: "⠿"), ";": Sign(cells: "⠆"),
        "_": Sign(cells: "⠤⠤⠤⠤"), "⋃": Sign(cells: "⠨⠬"), "⋂": Sign(cells: "⠨⠩"),
        "“": Sign(cells: "⠦"), "”": Sign(cells: "⠴"), "≟": Sign(cells: "⠨⠅⠸⠦", comparison: true), "&": Sign(cells: "⠸⠯"), "#": Sign(cells: "⠨⠼"),
    ]

    /// Function names, abbreviated or not, followed by a space before their argument
    /// (Nemeth §158): the Code's list of abbreviated function names (amp, antilog, arc,
    /// arg, colog, cos, cosh, cot, coth, covers, csc, csch, ctn, ctnh, det, erf, exp,
    /// exsec, grad, hav, im, inf, lim, ln, log, max, min, mod, re, sec, sech, sin, sinh,
    /// sup, tan, tanh, vers) and the names converters write for the others.
    static let functionNames: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "sinh", "cosh", "tanh", "coth", "sech",
        "csch", "arcsin", "arccos", "arctan", "arcsec", "arccsc", "arccot", "log", "ln", "exp", "lim", "max", "min", "det",
        "dim", "ker", "deg", "gcd", "lcm", "arg", "mod", "sup", "inf", "Pr", "cis", "Hom", "char", "ord",
        "amp", "antilog", "arc", "colog", "covers", "ctn", "ctnh", "erf", "exsec", "grad", "hav", "im", "re", "vers",
    ]

    /// The function names a token prints one after another with a space between (`lim sup`,
    /// `lim inf`, as converters write `\limsup` in one `mo`, with a space or a thin space),
    /// or nil when the token is not such a run.
    static func functionWords(_ text: String) -> [String]? {
        guard text.count > 4, text.contains(where: \.isWhitespace) else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard words.count > 1, words.allSatisfy(functionNames.contains) else { return nil }
        return words
    }
}
