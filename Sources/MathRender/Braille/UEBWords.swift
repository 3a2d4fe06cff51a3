/// Words inside math (function names, text, units) in UEB. Outside grade 1 mode they are
/// contracted (UEB Rulebook §10: the groupsigns), which is why `sin` is ⠎⠔ but, after a
/// number has set grade 1 mode, ⠎⠊⠝ (Guidelines for Technical Material §9.3).
///
/// The groupsigns are written here; a word of text standing alone may also be a wordsign
/// or a shortform (`UEBWords+Wordsigns`), which function names and units never are.
enum UEBWords {
    /// Cells of `word` with its capitals; `contracted` applies the groupsigns, and the
    /// wordsigns and shortforms where the word stands alone (`UEBWords+Wordsigns`).
    /// `prose`: a word of text, which also takes the initial-letter contractions inside it.
    static func cells(_ word: String, contracted: Bool, standing: Standing = .inSequence, prose: Bool = false) -> String {
        let letters = Array(word)
        var out = ""
        let allCaps = letters.count > 1 && letters.allSatisfy { $0.isUppercase }
        if allCaps { out += "⠠⠠" }
        let lower = letters.map { Character($0.lowercased()) }
        // A word with a capital inside (`McLean`) is not looked up whole.
        let wordCase = allCaps || letters.dropFirst().allSatisfy { !$0.isUppercase }
        if contracted, lower.count > 1, let whole = (wordCase ? wholeWord(String(lower), allCaps: allCaps, standing: standing) : nil)
            ?? wholeWords[String(lower)] {
            if !allCaps && letters[0].isUppercase { out += "⠠" }
            return out + whole
        }
        var index = 0
        while index < lower.count {
            if !allCaps && letters[index].isUppercase { out += "⠠" }
            // §10.8.2: no final-letter groupsign right after a capital indicator.
            let capitalHere = !allCaps && letters[index].isUppercase
            if contracted, let (cells, length) = (prose ? initialLetter(lower, at: index) : nil)
                ?? groupsign(lower, at: index, prose: prose, finals: !capitalHere)
                ?? (prose ? doubleLetter(lower, at: index) : nil),
               !(allCaps == false && letters[index + 1 ..< index + length].contains { $0.isUppercase }) {
                out += cells
                index += length
                continue
            }
            out.append(BrailleAlphabet.letters[lower[index]] ?? (lower[index] == "'" ? "⠄" : "⠿"))
            index += 1
        }
        return out
    }

    private static let wholeWords: [String: String] = [
        "and": "⠯", "for": "⠿", "of": "⠷", "the": "⠮", "with": "⠾",
    ]

    /// Groupsigns by where UEB allows them (Rulebook §10.4-10.10): the strong ones
    /// anywhere, the lower ones not at the start or end, the final ones only finishing a word.
    private static let strong: [(String, String)] = [
        ("and", "⠯"), ("for", "⠿"), ("the", "⠮"), ("with", "⠾"), ("of", "⠷"),
        ("ch", "⠡"), ("gh", "⠣"), ("sh", "⠩"), ("th", "⠹"), ("wh", "⠱"), ("ed", "⠫"),
        ("er", "⠻"), ("ou", "⠳"), ("ow", "⠪"), ("st", "⠌"), ("ar", "⠜"),
    ]
    private static let final: [(String, String)] = [
        ("ment", "⠰⠞"), ("tion", "⠰⠝"), ("ness", "⠰⠎"), ("ence", "⠰⠑"), ("ound", "⠨⠙"),
        ("ance", "⠨⠑"), ("sion", "⠨⠝"), ("less", "⠨⠎"), ("ount", "⠨⠞"), ("ful", "⠰⠇"),
        ("ity", "⠰⠽"), ("ong", "⠰⠛"),
    ]

    /// Words the Rulebook names where "ity" is not the final-letter groupsign (§10.8.3: "Do
    /// not use the final-letter groupsign for "ity" in the words: biscuity, dacoity, fruity,
    /// hoity-toity and rabbity"); hoity-toity's halves are words of their own here.
    private static let ityLetters: Set<String> = ["biscuity", "dacoity", "fruity", "hoity", "toity", "rabbity"]

    /// `finals`: whether a final-letter groupsign may start here (§10.8.2: "Do not use the
    /// final-letter groupsign when the letters it represents follow a capitals indicator").
    private static func groupsign(_ word: [Character], at index: Int, prose: Bool = false, finals: Bool = true) -> (String, Int)? {
        func matches(_ text: String) -> Bool {
            let chars = Array(text)
            guard index + chars.count <= word.count else { return false }
            for offset in 0..<chars.count where word[index + offset] != chars[offset] { return false }
            return true
        }
        // A final-letter groupsign follows a letter (§10.8.1): anywhere after the first letter
        // of a word of text (`nationality`), only ending other words as before.
        for (text, cells) in final where finals && index > 0 && index + text.count <= word.count
            && (prose || index + text.count == word.count) && matches(text) {
            if text == "ity", ityLetters.contains(String(word)) { continue }
            return (cells, text.count)
        }
        if index > 0, matches("ing") { return ("⠬", 3) }
        for (text, cells) in strong where matches(text) { return (cells, text.count) }
        let inside = index > 0 && index + 2 < word.count
        if inside, matches("ea") { return ("⠂", 2) }
        if matches("in") && word.count > 2 { return ("⠔", 2) }
        if matches("en") && word.count > 2 { return ("⠢", 2) }
        return nil
    }
}
