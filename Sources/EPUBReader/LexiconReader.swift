import ReadingModel
import XMLTree

/// Reads a W3C Pronunciation Lexicon Specification (PLS 1.0) document.
package enum LexiconReader {
    /// Reads a PLS file of the user's (`--lexicon FILE.pls`).
    package static func load(path: String, limit: Int = 16 * 1024 * 1024) throws(ExportError) -> Lexicon {
        let bytes = try RegularFile.read(path, displayPath: path, limit: limit)
        let root: XMLElement
        do {
            root = try XMLParser.parse(bytes, url: path).root
        } catch {
            throw .malformedDocument(path: path, line: 0, cause: .wrongRoot(expected: "lexicon", found: nil))
        }
        guard root.name == "lexicon" else {
            throw .malformedDocument(path: path, line: 0, cause: .wrongRoot(expected: "lexicon", found: root.name))
        }
        return read(root, href: path)
    }

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
        return Lexicon(href: href, language: LanguageTag.normalized(root[attribute: "xml:lang"]), alphabet: alphabet,
                       lexemes: lexemes.filter { !$0.graphemes.isEmpty })
    }
}
