import ReadingModel
import XMLTree

/// Reads a W3C Pronunciation Lexicon Specification (PLS 1.0) document.
enum LexiconReader {
    static func read(_ root: XMLElement, href: String) -> Lexicon {
        let alphabet = root[attribute: "alphabet"]
        let lexemes = root.elements.filter { $0.name == "lexeme" }.map { lexeme in
            var graphemes: [String] = []
            var phonemes: [String] = []
            var aliases: [String] = []
            for child in lexeme.elements {
                let text = child.textContent.collapsingWhitespace()
                guard !text.isEmpty else { continue }
                switch child.name {
                case "grapheme": graphemes.append(text)
                case "phoneme": phonemes.append(text)
                case "alias": aliases.append(text)
                default: break
                }
            }
            return Lexeme(graphemes: graphemes, phonemes: phonemes, aliases: aliases,
                          alphabet: lexeme.first("phoneme")?[attribute: "alphabet"] ?? alphabet)
        }
        return Lexicon(href: href, language: root[attribute: "xml:lang"], alphabet: alphabet,
                       lexemes: lexemes.filter { !$0.graphemes.isEmpty })
    }
}
