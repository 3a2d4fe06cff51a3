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
        "⇒": Sign(cells: "⠫⠶⠕", comparison: true), "⇔": Sign(cells: "⠫⠪⠶⠶⠕", comparison: true),
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
        "%": Sign(cells: "⠈⠴"), "°": Sign(cells: "⠘⠨⠡"), "$": Sign(cells: "⠈⠎"), "¢": Sign(cells: "⠈⠉"),
        "£": Sign(cells: "⠈⠇"), "€": Sign(cells: "⠈⠑"), "…": Sign(cells: "⠄⠄⠄"), "⋯": Sign(cells: "⠄⠄⠄"),
        "∠": Sign(cells: "⠫⠪"), "''": Sign(cells: "⠄⠄"), "⏞": Sign(cells: "⠨⠷"), "⏟": Sign(cells: "⠨⠾"),
        "⎵": Sign(cells: "⠈⠾"), "○": Sign(cells: "⠫⠉"), "∟": Sign(cells: "⠫⠪⠨⠗⠻"), "△": Sign(cells: "⠫⠞"), "□": Sign(cells: "⠫⠲"), "⊥": Sign(cells: "⠫⠏", comparison: true),
        "∥": Sign(cells: "⠫⠇", comparison: true), "!": Sign(cells: "⠯"), "?": Sign(cells: "⠿"), ";": Sign(cells: "⠆"),
        "_": Sign(cells: "⠤⠤⠤⠤"), "⋃": Sign(cells: "⠨⠬"), "⋂": Sign(cells: "⠨⠩"),
        "“": Sign(cells: "⠦"), "”": Sign(cells: "⠴"), "≟": Sign(cells: "⠨⠅⠸⠦", comparison: true), "&": Sign(cells: "⠸⠯"), "#": Sign(cells: "⠨⠼"),
    ]

    /// Function names, abbreviated or not, followed by a space before their argument
    /// (Nemeth §158).
    static let functionNames: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "sinh", "cosh", "tanh", "coth", "sech",
        "csch", "arcsin", "arccos", "arctan", "log", "ln", "exp", "lim", "max", "min", "det",
        "dim", "ker", "deg", "gcd", "lcm", "arg", "mod", "sup", "inf", "Pr", "cis", "Hom", "char", "lcm", "ord",
    ]
}
