/// The words of a braille volume's special symbols page (BANA Braille Formats §2.5): its
/// heading and the meaning of each symbol it lists, in the labels' language. The page lists
/// UEB's symbols, so English is the fallback of every language without its own words.
extension Labels {
    /// A symbol the special symbols page may list, in the order the page lists them.
    public enum SpecialSymbol: Int, Sendable, CaseIterable, Comparable {
        case dotLocatorForMention
        case italicSymbol, italicWord, italicPassage, italicTerminator
        case boldSymbol, boldWord, boldPassage, boldTerminator
        case underlineSymbol, underlineWord, underlinePassage, underlineTerminator
        /// The first transcriber-defined typeform, which shows crossed-out type (UEB §9.5.1).
        case crossedOutSymbol, crossedOutWord, crossedOutPassage, crossedOutTerminator
        case openingNemeth, closingNemeth
        /// Nemeth's single-word switch indicator, which the page lists after the switch
        /// indicators under its own name (it is not a UEB symbol).
        case singleWordSwitch
        case openingTranscribersNote, closingTranscribersNote

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The heading of the special symbols page.
    public var specialSymbolsHeading: String {
        Self.specialSymbols[language]?.heading ?? Self.englishSpecialSymbols.heading
    }

    /// What `symbol` means, as the special symbols page says it.
    public func meaning(of symbol: SpecialSymbol) -> String {
        (Self.specialSymbols[language] ?? Self.englishSpecialSymbols).meanings[symbol.rawValue]
    }

    /// What a transcriber-defined print symbol stands for, as the special symbols page says
    /// it (UEB Rulebook §3.26: its meaning is given on the page or in a note): the print
    /// symbol's Unicode name, lower-cased ("star operator" for ⋆), which braille can write
    /// where the symbol itself is what it has no sign for.
    public func transcriberDefinedSymbol(_ character: String) -> String {
        let name = character.unicodeScalars.map { scalar in
            scalar.properties.name?.lowercased() ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
        }.joined(separator: " ")
        switch language.split(separator: "-").first {
        case "fr": return "symbole défini par le transcripteur : " + name
        case "de": return "von der Übertragung festgelegtes Zeichen: " + name
        default: return "transcriber-defined symbol: " + name
        }
    }

    private typealias SymbolWords = (heading: String, meanings: [String])

    private static let englishSpecialSymbols: SymbolWords = (
        "Special Symbols Used in This Volume",
        ["dot locator for mention",
         "italic symbol indicator", "italic word indicator", "italic passage indicator", "italic terminator",
         "bold symbol indicator", "bold word indicator", "bold passage indicator", "bold terminator",
         "underline symbol indicator", "underline word indicator", "underline passage indicator", "underline terminator",
         "first transcriber-defined typeform symbol indicator (crossed-out type)",
         "first transcriber-defined typeform word indicator (crossed-out type)",
         "first transcriber-defined typeform passage indicator (crossed-out type)",
         "first transcriber-defined typeform terminator (crossed-out type)",
         "opening Nemeth Code indicator", "closing Nemeth Code indicator",
         "Nemeth Code single-word switch indicator",
         "opening transcriber's note indicator", "closing transcriber's note indicator"])

    private static let specialSymbols: [String: SymbolWords] = [
        "en": englishSpecialSymbols,
        "fr": ("Symboles spéciaux utilisés dans ce volume",
               ["localisateur de points pour mention",
                "indicateur d'italique (symbole)", "indicateur d'italique (mot)", "indicateur d'italique (passage)", "fin d'italique",
                "indicateur de gras (symbole)", "indicateur de gras (mot)", "indicateur de gras (passage)", "fin de gras",
                "indicateur de soulignement (symbole)", "indicateur de soulignement (mot)", "indicateur de soulignement (passage)", "fin de soulignement",
                "indicateur de texte barré (symbole)", "indicateur de texte barré (mot)",
                "indicateur de texte barré (passage)", "fin de texte barré",
                "indicateur d'ouverture du code Nemeth", "indicateur de fermeture du code Nemeth",
                "indicateur de passage au braille intégral pour un mot (code Nemeth)",
                "début de note du transcripteur", "fin de note du transcripteur"]),
        "de": ("In diesem Band verwendete Sonderzeichen",
               ["Punktlokator für Erwähnung",
                "Kursiv-Ankündigung (Zeichen)", "Kursiv-Ankündigung (Wort)", "Kursiv-Ankündigung (Abschnitt)", "Kursiv-Ende",
                "Fett-Ankündigung (Zeichen)", "Fett-Ankündigung (Wort)", "Fett-Ankündigung (Abschnitt)", "Fett-Ende",
                "Unterstreichung (Zeichen)", "Unterstreichung (Wort)", "Unterstreichung (Abschnitt)", "Unterstreichung Ende",
                "Durchgestrichen (Zeichen)", "Durchgestrichen (Wort)", "Durchgestrichen (Abschnitt)", "Durchgestrichen Ende",
                "Beginn des Nemeth-Codes", "Ende des Nemeth-Codes",
                "Umschaltung für ein einzelnes Wort (Nemeth-Code)",
                "Beginn einer Anmerkung der Übertragung", "Ende einer Anmerkung der Übertragung"]),
    ]
}
