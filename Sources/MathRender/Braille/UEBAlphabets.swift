/// Letters of every math font in UEB: the typeform symbol indicators of UEB Rulebook §9
/// (bold ⠘⠆, italic ⠨⠆, script ⠈⠆) and, for fonts UEB does not name, the transcriber-
/// defined typeform symbol indicators of §9.5 (first ⠈⠼⠆ for double-struck, second ⠘⠼⠆
/// for sans-serif), listed on the symbols page. A typeform indicator comes before the
/// grade 1 and capital indicators (§9.7). Fraktur takes the script indicator, as BANA's
/// *Guidance for Transcription Using the UEB Technical Material* §11.6 shows (ℜ ⠈⠆⠰⠠⠗).
///
/// Mathematical italic letters (Latin and Greek) are the regular font of variables and
/// take no indicator.
enum UEBAlphabets {
    static func typeform(_ font: MathFont?, latin: Bool) -> String {
        switch font {
        case nil, .monospace: return ""
        case .italic: return ""
        case .bold: return "⠘⠆"
        case .boldItalic: return "⠘⠆⠨⠆"
        case .script, .fraktur: return "⠈⠆"
        case .boldScript, .boldFraktur: return "⠘⠆⠈⠆"
        case .doubleStruck: return "⠈⠼⠆"
        case .sansSerif: return "⠘⠼⠆"
        case .sansSerifBold: return "⠘⠆⠘⠼⠆"
        case .sansSerifItalic: return "⠨⠆⠘⠼⠆"
        case .sansSerifBoldItalic: return "⠘⠆⠨⠆⠘⠼⠆"
        }
    }

    /// Greek forms that read as the ordinary letter in UEB, which has one sign per letter.
    static let greekAliases: [Character: Character] = [
        "ϴ": "Θ", "ϰ": "κ", "ϱ": "ρ", "ϖ": "π", "ϵ": "ε", "µ": "μ", "Ϝ": "F", "ϝ": "f",
        // The increment sign is the capital delta (ICEB's symbol lists: ⠠⠨⠙).
        "∆": "Δ",
    ]

    /// Accented Latin letters: the modifier (UEB Rulebook §4.2: grave ⠘⠡, acute ⠘⠌,
    /// circumflex ⠘⠩, tilde ⠘⠻, diaeresis ⠘⠒, ring ⠘⠫, cedilla ⠘⠯, macron ⠈⠤, breve ⠈⠬,
    /// caron ⠘⠬, stroke ⠈⠒, diagonal stroke ⠈⠡) written before the letter, after its capital
    /// indicator (the ångström sign Å is ⠠⠘⠫⠁). The letters are those ICEB's UEB symbol list
    /// gives (as liblouis's UEB symbol specs hold it); only Latin-1's were here, and `č`, `ā`,
    /// `ł` in a name inside math (Čech, Łukasiewicz) were transcriber-defined symbols.
    static let accented: [Character: (modifier: String, letter: Character)] = {
        let runs: [(String, String, String)] = [
            ("⠘⠡", "ÀÈÌÒÙàèìòùǸǹẀẁỲỳ", "AEIOUaeiouNnWwYy"),
            ("⠘⠌", "ÁÉÍÓÚÝáéíóúýĆćĹĺŃńŔŕŚśŹźǴǵḰḱḾḿṔṕẂẃ", "AEIOUYaeiouyCcLlNnRrSsZzGgKkMmPpWw"),
            ("⠘⠩", "ÂÊÎÔÛâêîôûĈĉĜĝĤĥĴĵŜŝŴŵŶŷẐẑ", "AEIOUaeiouCcGgHhJjSsWwYyZz"),
            ("⠘⠻", "ÃÑÕãñõĨĩŨũṼṽẼẽỸỹ", "ANOanoIiUuVvEeYy"),
            ("⠘⠒", "ÄËÏÖÜäëïöüÿŸḦḧẄẅẌẍẗ", "AEIOUaeiouyYHhWwXxt"),
            ("⠘⠫", "ÅåŮůẘẙ", "AaUuwy"),
            ("⠘⠯", "ÇçĢģĶķĻļŅņŖŗŞşŢţȨȩḐḑḨḩ", "CcGgKkLlNnRrSsTtEeDdHh"),
            ("⠈⠤", "ĀāĒēĪīŌōŪūȲȳḠḡ", "AaEeIiOoUuYyGg"),
            ("⠈⠬", "ĂăĔĕĞğĬĭŎŏŬŭ", "AaEeGgIiOoUu"),
            ("⠘⠬", "ČčĎďĚěĽľŇňŘřŠšŤťŽžǍǎǏǐǑǒǓǔǦǧǨǩǰȞȟ", "CcDdEeLlNnRrSsTtZzAaIiOoUuGgKkjHh"),
            ("⠈⠒", "ĐđĦħŦŧƀƗƵƶǤǥɃɈɉɌɍɎɏᵽⱣꝀꝁꝐꝑꝖꝗꞘꞙ", "DdHhTtbIZzGgBJjRrYypPKkPpQqFf"),
            ("⠈⠡", "ØøŁłȺȻȼȾɆɇⱥⱦꝂꝃꝘꝙꝞꝟ", "OoLlACcTEeatKkQqVv"),
        ]
        var table: [Character: (modifier: String, letter: Character)] = [:]
        for (modifier, letters, plain) in runs {
            for (letter, base) in zip(letters, plain) { table[letter] = (modifier, base) }
        }
        return table
    }()
}
