import ReadingModel
/// Names for punctuation spoken in source code (`.preformatted(code: true)`), so that
/// `rotate(every: 10)` is heard with its brackets and colon. English only.
enum PunctuationNames {
    static let english: [Character: String] = [
        "(": "open paren", ")": "close paren", "[": "open bracket", "]": "close bracket",
        "{": "open brace", "}": "close brace", "<": "less than", ">": "greater than",
        "=": "equals", ";": "semicolon", ":": "colon", ",": "comma", ".": "dot",
        "\"": "quote", "'": "single quote", "`": "backtick", "/": "slash", "\\": "backslash",
        "+": "plus", "-": "minus", "*": "star", "&": "ampersand", "|": "bar", "!": "bang",
        "?": "question mark", "#": "hash", "%": "percent", "^": "caret", "~": "tilde",
        "_": "underscore", "@": "at", "$": "dollar",
    ]
}
