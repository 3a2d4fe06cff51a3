/// Every character has a reading: a symbol the word table does not name is read by its
/// Unicode character name ("⊠" is "squared times", "■" "black square"), never passed to
/// the speech engine raw, which would say nothing or "question mark".
extension MathWords {
    /// The words for an operator or symbol token: the table's name for the whole text,
    /// else each character's (the table's, else Unicode's); letters and digits stay as
    /// they are.
    func symbolWords(_ text: String) -> String {
        if let name = symbol(text) { return name }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            // A combining mark with no character before it to combine with (an accent
            // written alone in an `mo`, U+20DB over a letter in `mover`) is no letter of a
            // script: the engine would say nothing. Its Unicode name, without "combining".
            let part = result.isEmpty && Self.isCombiningMark(scalar) && symbol(String(scalar)) == nil
                ? Self.markName(scalar) : scalarWords(scalar)
            if part.isEmpty { continue }
            if !result.isEmpty, result.last != " " { result.append(" ") }
            result.append(part)
        }
        return result
    }

    /// Text that may hold symbols among its words (an `mtext`): symbols are read by name,
    /// the rest is kept. A Greek letter standing alone between words ("for all ε > 0",
    /// "where λ is real") is a variable, not a word of Greek: it is read by its name, as
    /// it is in an `mi` ("epsilon"); a Greek word ("λόγος") stays text.
    func textWords(_ text: String) -> String {
        // Plain text without symbols or Greek outside ASCII: as it is (the common case).
        if !text.unicodeScalars.contains(where: { $0.value >= 0x80 && (Self.isSymbol($0) || Self.isGreek($0)) }) { return text }
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if Self.isLoneGreekLetter(scalars, at: index) {
                // Its name takes its place; a digit beside it ("2λ") is set off by a space.
                if let last = result.unicodeScalars.last, last.properties.numericType != nil { result.append(" ") }
                result.append(greekWord(scalar))
                if index + 1 < scalars.count, scalars[index + 1].properties.numericType != nil { result.append(" ") }
            } else if scalar.value >= 0x80, Self.isSymbol(scalar) {
                if !result.isEmpty, result.last != " " { result.append(" ") }
                result.append(scalarWords(scalar))
                result.append(" ")
            } else if !(scalar == " " && result.last == " ") {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// A Greek letter's name, a capital's capitalised as ClearSpeak writes it ("Delta");
    /// the letter itself when the table has no name for it.
    private func greekWord(_ scalar: Unicode.Scalar) -> String {
        if let name = greek[Character(scalar)] { return name }
        if let name = greek[Character(scalar.properties.lowercaseMapping)] { return name.prefix(1).uppercased() + name.dropFirst() }
        return String(scalar)
    }

    /// A letter of the Greek and Coptic or Greek Extended blocks.
    static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        (0x370...0x3FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value)
    }

    /// A Greek letter with no letter or combining mark on either side: a one-letter word.
    static func isLoneGreekLetter(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        func joins(_ neighbour: Unicode.Scalar) -> Bool {
            neighbour.properties.isAlphabetic || isCombiningMark(neighbour)
        }
        guard isGreek(scalars[index]), scalars[index].properties.isAlphabetic else { return false }
        if index > 0, joins(scalars[index - 1]) { return false }
        if index + 1 < scalars.count, joins(scalars[index + 1]) { return false }
        return true
    }

    private func scalarWords(_ scalar: Unicode.Scalar) -> String {
        let single = String(scalar)
        if let name = symbol(single) { return name }
        if scalar.value < 0x80 || !Self.isSymbol(scalar) {
            // Letters, digits and marks the engine reads; invisible format characters say nothing.
            return scalar.properties.generalCategory == .format ? "" : single
        }
        return Self.unicodeName(scalar)
    }

    /// Symbols, punctuation and other characters that are not a letter, a digit or a space.
    static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .otherSymbol, .currencySymbol, .modifierSymbol, .otherPunctuation, .dashPunctuation,
             .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .connectorPunctuation, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// A combining mark's Unicode name without its "combining " ("COMBINING RING ABOVE"
    /// is "ring above").
    static func markName(_ scalar: Unicode.Scalar) -> String {
        let name = unicodeName(scalar)
        return name.hasPrefix("combining ") ? String(name.dropFirst("combining ".count)) : name
    }

    /// Unicode's name of a character, lower-cased and with its hyphens as spaces
    /// ("LEFT-POINTING ANGLE BRACKET" is "left pointing angle bracket"); "symbol" for one
    /// without a name (private use).
    static func unicodeName(_ scalar: Unicode.Scalar) -> String {
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return "symbol" }
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for character in name.lowercased() {
            result.append(character == "-" ? " " : character)
        }
        return result
    }
}
