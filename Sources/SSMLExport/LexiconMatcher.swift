import ReadingModel
/// The PLS lexicons (the user's `--lexicon` files first, then the book's) as a lookup of
/// words and phrases. Cloud engines cannot fetch a lexicon file from inside a book, so each
/// entry is applied where its grapheme occurs: a lexicon for another language than the
/// book's applies to text in that language.
struct LexiconMatcher: Sendable {
    private struct Entry: Sendable {
        var lexeme: Lexeme
        var alphabet: String
    }

    /// Entries by language (`nil`: the book's language, or a lexicon that states none),
    /// then by grapheme (words joined by one space), in lexicon order: the first the engine
    /// can speak wins, so an X-SAMPA entry an engine does not read leaves the next
    /// lexicon's IPA for the same word in force.
    private var entries: [String?: [String: [Entry]]] = [:]
    /// The most words in any grapheme.
    private(set) var longestPhrase = 1
    private let language: String?

    var isEmpty: Bool { entries.isEmpty }

    /// The first lexicon to name a grapheme in a form the engine speaks wins.
    init(lexicons: [Lexicon], language: String?) {
        self.language = language
        for lexicon in lexicons {
            var key: String?
            if let lexiconLanguage = lexicon.language, let language, SSMLLanguage.differs(lexiconLanguage, from: language) {
                key = Self.base(lexiconLanguage)
            }
            for lexeme in lexicon.lexemes {
                for grapheme in lexeme.graphemes {
                    let words = grapheme.split(whereSeparator: \.isWhitespace)
                    guard !words.isEmpty else { continue }
                    let phrase = words.joined(separator: " ")
                    entries[key, default: [:]][phrase, default: []].append(
                        Entry(lexeme: lexeme, alphabet: lexeme.alphabet ?? lexicon.alphabet ?? "ipa"))
                    longestPhrase = max(longestPhrase, words.count)
                }
            }
        }
    }

    private static func base(_ tag: String) -> String {
        (tag.split(separator: "-").first.map(String.init) ?? tag).lowercased()
    }

    /// How a word or phrase (words joined by one space) in `language` (`nil`: the book's)
    /// is spoken by the lexicon: an alias as `<sub>`, else its first phoneme when the
    /// engine reads that alphabet.
    func kind(for phrase: String, language textLanguage: String? = nil, profile: SSMLProfile) -> SpokenRun.Kind? {
        var key: String?
        if let textLanguage, SSMLLanguage.differs(textLanguage, from: language) { key = Self.base(textLanguage) }
        for entry in entries[key]?[phrase] ?? [] {
            if let alias = entry.lexeme.aliases.first, !alias.isEmpty { return .alias(alias) }
            if let phoneme = entry.lexeme.phonemes.first, !phoneme.isEmpty, profile.supportsPhoneme,
               profile.accepts(alphabet: entry.alphabet) {
                return .phoneme(ph: phoneme, alphabet: entry.alphabet)
            }
        }
        return nil
    }
}
