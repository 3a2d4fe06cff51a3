import ReadingModel
/// The book's PLS lexicons as a word lookup. Cloud engines cannot fetch a lexicon file
/// from inside a book, so each entry is applied where its word occurs.
struct LexiconMatcher: Sendable {
    private var entries: [String: Lexeme] = [:]
    private var alphabets: [String: String] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// Entries of the lexicons for `language` (or for no stated language); the first
    /// lexicon to name a word wins.
    init(lexicons: [Lexicon], language: String?) {
        for lexicon in lexicons {
            if let lexiconLanguage = lexicon.language, let language,
               SSMLLanguage.differs(lexiconLanguage, from: language) { continue }
            for lexeme in lexicon.lexemes {
                for grapheme in lexeme.graphemes where entries[grapheme] == nil {
                    entries[grapheme] = lexeme
                    alphabets[grapheme] = lexeme.alphabet ?? lexicon.alphabet ?? "ipa"
                }
            }
        }
    }

    /// How a word is spoken by the lexicon: an alias as `<sub>`, else its first phoneme
    /// when the engine reads that alphabet.
    func kind(for word: String, profile: SSMLProfile) -> SpokenRun.Kind? {
        guard let lexeme = entries[word] else { return nil }
        if let alias = lexeme.aliases.first, !alias.isEmpty { return .alias(alias) }
        if let phoneme = lexeme.phonemes.first, !phoneme.isEmpty, profile.supportsPhoneme,
           let alphabet = alphabets[word], profile.accepts(alphabet: alphabet) {
            return .phoneme(ph: phoneme, alphabet: alphabet)
        }
        return nil
    }
}
