/// UEB's print symbols for MathML operators, from the symbol lists of ICEB's *Guidelines
/// for Technical Material* (2014) §3 (operation and comparison signs), §10 (sets and logic),
/// §11 (calculus), §12 (modifiers) and §14 (shapes).
enum UEBSymbols {
    struct Symbol {
        var cells: String
        /// Comparison signs take a space on each side (Guidelines §3.1, §9).
        var spaced: Bool = false
        /// The cells could be read as a contraction, so they need grade 1 mode
        /// (Guidelines §5; UEB Rulebook §5.7).
        var ambiguous: Bool = false
        /// Opening or closing punctuation: a letter between such marks still stands alone.
        var punctuation: Bool = false
    }

    static let listed: [String: Symbol] = [
        "+": Symbol(cells: "⠐⠖"), "-": Symbol(cells: "⠐⠤"), "−": Symbol(cells: "⠐⠤"),
        "×": Symbol(cells: "⠐⠦"), "÷": Symbol(cells: "⠐⠌"), "±": Symbol(cells: "⠸⠖"),
        "∓": Symbol(cells: "⠸⠤"), "∗": Symbol(cells: "⠐⠔"), "*": Symbol(cells: "⠐⠔"),
        "◦": Symbol(cells: "⠐⠴"), "∘": Symbol(cells: "⠐⠴"), "⋅": Symbol(cells: "⠐⠲"),
        "·": Symbol(cells: "⠐⠲"), "/": Symbol(cells: "⠸⠌"), "∕": Symbol(cells: "⠸⠌"), "∖": Symbol(cells: "⠸⠡"),
        "=": Symbol(cells: "⠐⠶", spaced: true), "≠": Symbol(cells: "⠐⠶⠈⠱", spaced: true),
        "<": Symbol(cells: "⠈⠣", spaced: true), ">": Symbol(cells: "⠈⠜", spaced: true),
        "≤": Symbol(cells: "⠸⠈⠣", spaced: true), "≥": Symbol(cells: "⠸⠈⠜", spaced: true),
        "≃": Symbol(cells: "⠸⠔", spaced: true), "≈": Symbol(cells: "⠘⠔", spaced: true),
        "≅": Symbol(cells: "⠐⠸⠔", spaced: true), "≡": Symbol(cells: "⠸⠿", spaced: true),
        "∝": Symbol(cells: "⠸⠐⠶", spaced: true), "∼": Symbol(cells: "⠈⠔", spaced: true),
        "⊂": Symbol(cells: "⠘⠣", spaced: true), "⊃": Symbol(cells: "⠘⠜", spaced: true),
        "⊆": Symbol(cells: "⠸⠘⠣", spaced: true), "⊇": Symbol(cells: "⠸⠘⠜", spaced: true),
        "∈": Symbol(cells: "⠘⠑", spaced: true), "∉": Symbol(cells: "⠘⠑⠈⠱", spaced: true),
        "→": Symbol(cells: "⠳⠕", spaced: true, ambiguous: true),
        "←": Symbol(cells: "⠳⠪", spaced: true, ambiguous: true),
        "↔": Symbol(cells: "⠳⠺⠗⠕", spaced: true, ambiguous: true),
        "⇒": Symbol(cells: "⠳⠶⠕", spaced: true, ambiguous: true), "⇐": Symbol(cells: "⠳⠶⠪", spaced: true, ambiguous: true),
        "⇔": Symbol(cells: "⠳⠺⠶⠗⠕", spaced: true, ambiguous: true),
        "⇌": Symbol(cells: "⠘⠸⠶", spaced: true), "⊢": Symbol(cells: "⠸⠒", spaced: true),
        "::": Symbol(cells: "⠒⠒", spaced: true), "∷": Symbol(cells: "⠒⠒", spaced: true),
        "∩": Symbol(cells: "⠨⠦"), "∪": Symbol(cells: "⠨⠖"), "∨": Symbol(cells: "⠈⠖"),
        "∧": Symbol(cells: "⠈⠦"), "¬": Symbol(cells: "⠈⠹"), "~": Symbol(cells: "⠈⠔"),
        "∀": Symbol(cells: "⠘⠁"), "∃": Symbol(cells: "⠘⠢"), "∅": Symbol(cells: "⠈⠚"),
        "∂": Symbol(cells: "⠈⠙"), "∇": Symbol(cells: "⠘⠙"), "∞": Symbol(cells: "⠼⠿"),
        "∫": Symbol(cells: "⠮", ambiguous: true), "∮": Symbol(cells: "⠈⠮", ambiguous: true),
        "∑": Symbol(cells: "⠠⠨⠎"), "∏": Symbol(cells: "⠠⠨⠏"),
        ":": Symbol(cells: "⠒"), ",": Symbol(cells: "⠂", punctuation: true),
        ";": Symbol(cells: "⠆", punctuation: true), ".": Symbol(cells: "⠲", punctuation: true),
        "!": Symbol(cells: "⠖"), "?": Symbol(cells: "⠦", ambiguous: true),
        "%": Symbol(cells: "⠨⠴"), "°": Symbol(cells: "⠘⠚"), "$": Symbol(cells: "⠈⠎"),
        "¢": Symbol(cells: "⠈⠉"), "£": Symbol(cells: "⠈⠇"), "€": Symbol(cells: "⠈⠑"),
        "'": Symbol(cells: "⠶", ambiguous: true), "′": Symbol(cells: "⠶", ambiguous: true),
        "″": Symbol(cells: "⠶⠶", ambiguous: true), "‴": Symbol(cells: "⠶⠶⠶", ambiguous: true),
        "(": Symbol(cells: "⠐⠣", punctuation: true), ")": Symbol(cells: "⠐⠜", punctuation: true),
        "[": Symbol(cells: "⠨⠣", punctuation: true), "]": Symbol(cells: "⠨⠜", punctuation: true),
        "{": Symbol(cells: "⠸⠣", punctuation: true), "}": Symbol(cells: "⠸⠜", punctuation: true),
        "⟨": Symbol(cells: "⠈⠣", punctuation: true), "⟩": Symbol(cells: "⠈⠜", punctuation: true),
        "|": Symbol(cells: "⠸⠳"), "‖": Symbol(cells: "⠸⠳⠸⠳"), "_": Symbol(cells: "⠨⠤"),
        "…": Symbol(cells: "⠲⠲⠲"), "⋯": Symbol(cells: "⠲⠲⠲"),
        "△": Symbol(cells: "⠫⠼⠉", ambiguous: true), "□": Symbol(cells: "⠫⠼⠙", ambiguous: true),
        "■": Symbol(cells: "⠸⠫⠼⠙"), "▲": Symbol(cells: "⠸⠫⠼⠉"),
        "∠": Symbol(cells: "⠸⠪"), "⊥": Symbol(cells: "⠼⠤"),
        "∥": Symbol(cells: "⠼⠇"), "&": Symbol(cells: "⠈⠯"),
        "#": Symbol(cells: "⠸⠹"), "@": Symbol(cells: "⠈⠁"), "\\": Symbol(cells: "⠸⠡"),
    ]

    /// Known function names (UEB Guidelines §9.3), written as words and spaced from a
    /// letter beside them so they are not read as part of one word.
    static let functionNames: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "cosec", "sinh", "cosh", "tanh", "coth",
        "sech", "csch", "arcsin", "arccos", "arctan", "arccot", "arcsec", "arccsc", "log",
        "ln", "lg", "exp", "lim", "max", "min", "sup", "inf", "det", "dim", "ker", "deg",
        "gcd", "lcm", "arg", "mod", "erf", "sgn", "tr", "Pr", "Exp", "Var", "Cov", "Re", "Im",
    ]
}
