/// The spoken names of print's reference symbols, so that speech and screen readers say
/// "Note dagger" where print shows "†" (Braille Formats 2016 §16.2 keeps the symbol; a voice
/// drops a dagger it has no name for). English is the fallback of every other language.
extension Labels {
    /// `mark` as it is said after "Note": a number or letter as it is; reference symbols by
    /// their names, one for each symbol ("**" is "asterisk asterisk").
    public func spokenMark(_ mark: String) -> String {
        guard NoteReference.isSymbolMark(mark) else { return mark }
        let names = Self.symbolNames[language] ?? Self.englishSymbolNames
        var words: [String] = []
        var rest = Substring(mark)
        while let symbol = rest.first {
            // Two vertical bars are the parallels, one symbol.
            if symbol == "|" && rest.dropFirst().first == "|" { rest = rest.dropFirst() }
            let index = NoteReference.referenceSymbols.firstIndex(of: symbol == "|" ? "‖" : symbol) ?? 0
            words.append(names[index])
            rest = rest.dropFirst()
        }
        return words.joined(separator: " ")
    }

    /// A placed note as speech announces it where it is read: "Note 3", "Note asterisk",
    /// the mark print shows and nothing more (the listener hears it after its reference).
    public func noteAnnouncement(mark: String) -> String {
        "\(note) \(spokenMark(mark))"
    }

    /// A placed note's name where it is reached by navigation, the same in every format
    /// that lists or names notes (a talking book's note list, the reader page's note and
    /// reference): "Note 3"; with a printed symbol or letter, its name and the note's
    /// number in the plan, "Note asterisk, 12". Print may mark many notes with one symbol
    /// (The Waste Land marks all 95 with *), and a list of notes or landmarks must tell
    /// one from another.
    public func noteName(mark: String, number: Int) -> String {
        let name = noteAnnouncement(mark: mark)
        return mark.allSatisfy(\.isNumber) ? name : name + ", \(number)"
    }

    /// In ``NoteReference/referenceSymbols`` order: *, †, ‡, §, ‖, ¶.
    private static let englishSymbolNames = ["asterisk", "dagger", "double dagger", "section sign", "parallels", "paragraph sign"]

    private static let symbolNames: [String: [String]] = [
        "en": englishSymbolNames,
        "fr": ["astérisque", "obèle", "double obèle", "signe de section", "double barre verticale", "pied-de-mouche"],
        "de": ["Sternchen", "Kreuz", "Doppelkreuz", "Paragrafzeichen", "Doppelstrich", "Absatzzeichen"],
        "es": ["asterisco", "obelisco", "doble obelisco", "signo de sección", "doble barra vertical", "calderón"],
        "it": ["asterisco", "croce", "doppia croce", "simbolo di sezione", "doppia barra verticale", "segno di paragrafo"],
        "nl": ["sterretje", "kruisje", "dubbel kruisje", "paragraafteken", "dubbele verticale streep", "alineateken"],
        "pt": ["asterisco", "adaga", "adaga dupla", "símbolo de seção", "barra vertical dupla", "pé-de-mosca"],
    ]
}
