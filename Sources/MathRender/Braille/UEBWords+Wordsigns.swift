/// Whole words of text that UEB writes as one contraction when they stand alone (UEB
/// Rulebook §10; "standing alone" is §2.6: spaces, or the punctuation §2.6.2 lists, on each
/// side). Only words printed as text inside math (`mtext`) are looked up here: a function
/// name or a unit is not a word of English (`in` for inches is no wordsign, §10.1.3 prefers
/// letters pronounced separately to be spelt), and a word in grade 1 mode is never contracted.
extension UEBWords {
    /// Where a word stands in its symbols-sequence.
    enum Standing {
        /// Other letters, digits or signs touch it.
        case inSequence
        /// Only punctuation touches it.
        case withPunctuation
        /// It is the whole symbols-sequence.
        case bare
    }

    /// The cells of a whole word written as a contraction, or nil.
    /// - Alphabetic wordsigns (§10.1.1) and strong wordsigns (§10.2.1) standing alone; not
    ///   for a word all in capitals, which may be letters said one by one (§10.1.3: `US`).
    /// - Lower wordsigns be, were, his, was (§10.5.1) and enough, in (§10.5.3-10.5.4) only
    ///   when nothing touches them: with punctuation beside them the sequence could be all
    ///   lower signs, which the rules forbid unless a sign with upper dots is present.
    /// - Initial-letter contractions as whole words (§10.7.1) and shortforms (§10.9.1)
    ///   standing alone, in capitals too (capitals do not change what the cells spell).
    /// - The letters ch, sh, th, wh, ou, st standing alone spelt out (§10.4.2: "When the use
    ///   of a strong groupsign for "ch", "sh", "th", "wh", "ou" or "st" would be misread as
    ///   a word, braille the letters individually"): their groupsign alone is the strong
    ///   wordsign child, shall, this, which, out, still (§10.2).
    static func wholeWord(_ lower: String, allCaps: Bool, standing: Standing) -> String? {
        guard standing != .inSequence else { return nil }
        if groupsignsReadAsWords.contains(lower) { return String(lower.compactMap { BrailleAlphabet.letters[$0] }) }
        if let cells = shortforms[lower] ?? initialLetter[lower] { return cells }
        if !allCaps, let cells = alphabeticWordsigns[lower] ?? strongWordsigns[lower] { return cells }
        if standing == .bare, let cells = lowerWordsigns[lower] { return cells }
        return nil
    }

    /// §10.1: the alphabetic wordsigns.
    static let alphabeticWordsigns: [String: String] = [
        "but": "⠃", "can": "⠉", "do": "⠙", "every": "⠑", "from": "⠋", "go": "⠛", "have": "⠓",
        "just": "⠚", "knowledge": "⠅", "like": "⠇", "more": "⠍", "not": "⠝", "people": "⠏",
        "quite": "⠟", "rather": "⠗", "so": "⠎", "that": "⠞", "us": "⠥", "very": "⠧", "will": "⠺",
        "it": "⠭", "you": "⠽", "as": "⠵",
    ]

    /// §10.2: the strong wordsigns.
    static let strongWordsigns: [String: String] = [
        "child": "⠡", "shall": "⠩", "this": "⠹", "which": "⠱", "out": "⠳", "still": "⠌",
    ]

    /// §10.4.2: the strong groupsigns whose cells standing alone are a strong wordsign.
    static let groupsignsReadAsWords: Set<String> = ["ch", "sh", "th", "wh", "ou", "st"]

    /// §10.5: the lower wordsigns.
    static let lowerWordsigns: [String: String] = [
        "be": "⠆", "enough": "⠢", "were": "⠶", "his": "⠦", "in": "⠔", "was": "⠴",
    ]

    /// §10.7: the initial-letter contractions (dot 5, dots 4-5, dots 4-5-6 before the letter).
    static let initialLetter: [String: String] = [
        "day": "⠐⠙", "ever": "⠐⠑", "father": "⠐⠋", "here": "⠐⠓", "know": "⠐⠅", "lord": "⠐⠇",
        "mother": "⠐⠍", "name": "⠐⠝", "one": "⠐⠕", "part": "⠐⠏", "question": "⠐⠟", "right": "⠐⠗",
        "some": "⠐⠎", "time": "⠐⠞", "under": "⠐⠥", "work": "⠐⠺", "young": "⠐⠽", "there": "⠐⠮",
        "character": "⠐⠡", "through": "⠐⠹", "where": "⠐⠱", "ought": "⠐⠳",
        "upon": "⠘⠥", "word": "⠘⠺", "these": "⠘⠮", "those": "⠘⠹", "whose": "⠘⠱",
        "cannot": "⠸⠉", "had": "⠸⠓", "many": "⠸⠍", "spirit": "⠸⠎", "world": "⠸⠺", "their": "⠸⠮",
    ]

    /// §10.7.1: an initial-letter contraction is used "wherever the letters it represents
    /// occur" (`birthday` `⠃⠊⠗⠹⠐⠙`, `apart` `⠁⠐⠏`), but §10.7.2-10.7.9 tie upon, these,
    /// those, whose, there, had, ever, here, name, one, some, time and under to meaning,
    /// pronunciation or syllables, which the letters alone do not tell: inside a longer word
    /// only the others are used. Only for words of text (a unit or a function name keeps
    /// its letters). Returns the cells and the number of letters they stand for.
    static func initialLetter(_ word: [Character], at index: Int) -> (String, Int)? {
        for (text, cells) in initialLetterAnywhere {
            let letters = Array(text)
            guard index + letters.count <= word.count, word[index..<(index + letters.count)].elementsEqual(letters) else { continue }
            return (cells, letters.count)
        }
        return nil
    }

    /// Longest first, so `character` is not cut short by a shorter contraction.
    static let initialLetterAnywhere: [(String, String)] = [
        "character", "question", "through", "father", "mother", "cannot", "spirit", "young", "right",
        "ought", "where", "world", "their", "know", "lord", "part", "work", "word", "many", "day",
    ].map { ($0, initialLetter[$0]!) }

    /// §10.6.5: the lower groupsigns bb, cc, ff, gg between two letters of a word of text. A
    /// function name keeps the form the Guidelines give it (`arccos` `⠜⠉⠉⠕⠎`: arc and cos,
    /// no groupsign across the two).
    static func doubleLetter(_ word: [Character], at index: Int) -> (String, Int)? {
        guard index > 0, index + 2 < word.count, word[index] == word[index + 1] else { return nil }
        return ["b": ("⠆", 2), "c": ("⠒", 2), "f": ("⠖", 2), "g": ("⠶", 2)][word[index]]
    }

    /// o'clock, the one shortform with an apostrophe, is one word of text, not letters and a
    /// sign (`UEBMath.text`); either apostrophe.
    static func isOClock(_ word: String) -> Bool {
        String(word.lowercased().map { $0 == "’" ? "'" : $0 }) == "o'clock"
    }

    /// §10.9: the shortforms (Appendix 1's 75 words).
    static let shortforms: [String: String] = [
        "about": "⠁⠃", "above": "⠁⠃⠧", "according": "⠁⠉", "across": "⠁⠉⠗", "after": "⠁⠋",
        "afternoon": "⠁⠋⠝", "afterward": "⠁⠋⠺", "again": "⠁⠛", "against": "⠁⠛⠌", "almost": "⠁⠇⠍",
        "already": "⠁⠇⠗", "also": "⠁⠇", "although": "⠁⠇⠹", "altogether": "⠁⠇⠞", "always": "⠁⠇⠺",
        "because": "⠆⠉", "before": "⠆⠋", "behind": "⠆⠓", "below": "⠆⠇", "beneath": "⠆⠝",
        "beside": "⠆⠎", "between": "⠆⠞", "beyond": "⠆⠽", "blind": "⠃⠇", "braille": "⠃⠗⠇",
        "children": "⠡⠝", "conceive": "⠒⠉⠧", "conceiving": "⠒⠉⠧⠛", "could": "⠉⠙", "deceive": "⠙⠉⠧",
        "deceiving": "⠙⠉⠧⠛", "declare": "⠙⠉⠇", "declaring": "⠙⠉⠇⠛", "either": "⠑⠊", "first": "⠋⠌",
        "friend": "⠋⠗", "good": "⠛⠙", "great": "⠛⠗⠞", "herself": "⠓⠻⠋", "him": "⠓⠍",
        "himself": "⠓⠍⠋", "immediate": "⠊⠍⠍", "its": "⠭⠎", "itself": "⠭⠋", "letter": "⠇⠗",
        "little": "⠇⠇", "much": "⠍⠡", "must": "⠍⠌", "myself": "⠍⠽⠋", "necessary": "⠝⠑⠉",
        "neither": "⠝⠑⠊", "oneself": "⠐⠕⠋", "ourselves": "⠳⠗⠧⠎", "paid": "⠏⠙",
        "perceive": "⠏⠻⠉⠧", "perceiving": "⠏⠻⠉⠧⠛", "perhaps": "⠏⠻⠓", "quick": "⠟⠅",
        "receive": "⠗⠉⠧", "receiving": "⠗⠉⠧⠛", "rejoice": "⠗⠚⠉", "rejoicing": "⠗⠚⠉⠛", "said": "⠎⠙",
        "should": "⠩⠙", "such": "⠎⠡", "themselves": "⠮⠍⠧⠎", "thyself": "⠹⠽⠋", "today": "⠞⠙",
        "together": "⠞⠛⠗", "tomorrow": "⠞⠍", "tonight": "⠞⠝", "would": "⠺⠙", "your": "⠽⠗",
        "yourself": "⠽⠗⠋", "yourselves": "⠽⠗⠧⠎", "o'clock": "⠕⠉",
    ]
}
