import ReadingModel

/// Words and punctuation printed as text inside a Nemeth expression (`mtext`): letters a
/// word at a time (§28), apostrophes and periods after words (§37), omissions printed
/// with dashes (§57).
extension NemethMath {
    mutating func text(_ text: String) {
        // A question mark printed with hyphens or dashes around it ("-?-") stands for one
        // omitted item: the general omission symbol alone (§57).
        if text.contains("?"), text.count > 1,
           text.allSatisfy({ $0 == "?" || Self.omissionDashes.contains($0) }),
           text.filter({ $0 == "?" }).count == 1 {
            write("⠿")
            return
        }
        // A word or plural ending printed against a comparison sign that stands for itself
        // ("=’s") stays against it (§37).
        if comparisonStandsAlone, out.last == "⠀", let first = text.first,
           first.isLetter || first == "’" || first == "'" {
            out.removeLast()
        }
        // A word of capitals may be a Roman numeral, after which the punctuation indicator
        // is used (§37.iii): only a word with small letters leaves the mathematics.
        defer {
            let lastWord = text.split(whereSeparator: { !$0.isLetter }).last ?? ""
            afterWord = text.last?.isLetter == true && lastWord.count > 1 && lastWord.contains(where: \.isLowercase)
            afterTextWord = afterWord
        }
        var previous: Character = " "
        let characters = Array(text)
        // Letters are written a word at a time: a word of one English letter may stand
        // alone and take the English letter indicator (§28), as it does in `mi`; a word
        // of capitals takes the double capital indicator (§? capitalization: `VII`).
        var word = ""
        // In running text (a word of two or more letters, not all capitals, beside it) the
        // one-letter words a, A, I and O are words, not letters standing alone, and take no
        // English letter indicator (§28); any other lone letter ("find x") still does.
        let prose = text.split(whereSeparator: { !$0.isLetter }).contains { $0.count > 1 && $0.contains(where: \.isLowercase) }
        func flush(_ writer: inout NemethMath) {
            defer { word = "" }
            guard !word.isEmpty else { return }
            let ascii = word.allSatisfy { $0.isASCII && $0.isLetter }
            if prose, ["a", "A", "I", "O"].contains(word) {
                writer.letter(word.first!)
                return
            }
            if ascii, word.count == 1 || word.allSatisfy(\.isUppercase) {
                writer.identifier(word)
            } else {
                for letter in word { writer.letter(letter) }
            }
        }
        var skipped = 0
        for (position, character) in characters.enumerated() {
            defer { previous = character }
            if skipped > 0 {
                skipped -= 1
                continue
            }
            // Two or three hyphens typed for a dash (`---`, as TeX sources spell it) are the
            // dash `⠤⠤`, not minus signs parted by multipurpose indicators; a numeral after it
            // takes the numeric indicator (§9).
            if character == "-", position + 1 < characters.count, characters[position + 1] == "-" {
                var run = 1
                while position + run < characters.count, characters[position + run] == "-" { run += 1 }
                if run <= 3 {
                    flush(&self)
                    // The dash is unspaced from the words on each side, as in literary braille
                    // (print's `Probability --- 0` is `⠠⠏⠗⠕⠃⠁⠃⠊⠇⠊⠞⠽⠤⠤⠼⠴`).
                    if out.last == "⠀", afterWord || out.dropLast().last.map({ BrailleAlphabet.letters.values.contains($0) }) == true {
                        out.removeLast()
                    }
                    write("⠤⠤")
                    skipped = run - 1
                    while position + skipped + 1 < characters.count, characters[position + skipped + 1] == " " { skipped += 1 }
                    continue
                }
            }
            if character.isLetter {
                word.append(character)
                continue
            }
            let finished = word
            flush(&self)
            // Punctuation after a word of the text is literary (§37, §38, §78).
            if previous.isLetter, finished.count > 1 && finished.contains(where: \.isLowercase)
                || (prose && ["a", "A", "I", "O"].contains(finished)),
               let cells = Self.literaryMarks[String(character)] {
                write(cells)
                continue
            }
            if character == "’" || character == "'", position + 1 < characters.count, characters[position + 1].isLetter {
                // An apostrophe before letters ("=’s"): after mathematics it takes the
                // punctuation indicator (§37), after a letter of the word it does not.
                write(previous.isLetter ? "⠄" : "⠸⠄")
                continue
            }
            if character.isWhitespace || character == "\u{A0}" {
                space(.word)
                // Words spaced apart in a script each restate the level (§79).
                if !level.isEmpty { levelChanged = true }
            } else if character == ".", previous.isLetter {
                // A period ending an abbreviation inside words is the literary period.
                write("⠲")
            } else if character == "." {
                write("⠸⠲")
            } else if !MathNode.isInvisible(String(character)) {
                sign(String(character))
                // A hyphen joining a numeral to the word before it: the numeral takes the
                // numeric indicator (§9f, `hydrogen-3` `⠓⠽⠙⠗⠕⠛⠑⠝⠤⠼⠒`).
                if Self.hyphens.contains(character), previous.isLetter, finished.count > 1,
                   finished.contains(where: \.isLowercase), out.hasSuffix("⠤") {
                    afterHyphenedWord = true
                }
            }
        }
        flush(&self)
    }

    /// A string's quotation mark: the one given, the neutral `"` (MathML's default) as the
    /// opening or closing double quotation mark.
    static func quote(_ given: String?, opening: Bool) -> String {
        guard let given, given != "\"" else { return opening ? "“" : "”" }
        return given
    }

    /// The hyphens print uses between a word and a numeral.
    static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2011}"]

    /// Marks of punctuation after a word are literary (Rule VI): the punctuation indicator
    /// goes before a mark that follows mathematical material (§37: a braille indicator, a
    /// numeral, a Roman numeral, a single letter, letters each with its own identity…), not
    /// one that follows a word, which is punctuated as in literary braille; the comma there
    /// is the literary comma `⠂`, the mathematical comma `⠠` following a numeral or other
    /// mathematical expression (§78). Period `⠲`, question mark `⠦`, comma `⠂`, colon `⠒`,
    /// semicolon `⠆`, exclamation point `⠖`.
    static let literaryMarks: [String: String] = [".": "⠲", "?": "⠦", ",": "⠂", ":": "⠒", ";": "⠆", "!": "⠖"]

    /// Writes `mark` as literary punctuation when it follows a word and returns true.
    /// A period or question mark follows any word, a multi-letter identifier read as a word
    /// included (`rate × time.`), and a period a closing quotation mark (the quotation mark
    /// has left the mathematics); the comma after a closing quotation mark that follows
    /// mathematics stays mathematical, as the Code book writes `“-”, “=”.`
    /// (`⠦⠤⠸⠴⠠⠀⠦⠨⠅⠸⠴⠲`), and so after a string (`ms`), printed between quotation marks.
    /// The other marks follow only a word printed as text, since a
    /// comma, colon or semicolon after an identifier of several letters (`hk:`, `ab,`)
    /// follows a product of letters, each with its own identity (§37 viii). A comma,
    /// semicolon or colon with more after it is followed by a space, as print sets it.
    mutating func literaryPunctuation(_ mark: String, spaced: Bool = true) -> Bool {
        guard let cells = Self.literaryMarks[mark] else { return false }
        switch mark {
        case ".": guard afterWord || afterClosingQuote else { return false }
        case "?": guard afterWord else { return false }
        default: guard afterTextWord else { return false }
        }
        write(cells)
        if spaced, [",", ";", ":"].contains(mark) { space(.word) }
        return true
    }

    /// Endings printed against what they belong to (ordinals, plurals): never spaced.
    static let attachedEndings: Set<String> = ["st", "nd", "rd", "th", "d", "s", "es", "’s", "'s"]

    /// A word printed as text (`mtext`, two or more letters) set apart from an operand by a
    /// space the print gives as `mspace` (MathML trims the spaces inside a token, so
    /// `x \quad\text{and}\quad y` is `mspace`, `mtext` "and", `mspace`): the word with a
    /// space on that side, as print shows it and as a word between letters must be read
    /// (`⠰⠭⠀⠁⠝⠙⠀⠰⠽`; the `mspace` was dropped and it was `⠭⠁⠝⠙⠽`, the letters of one
    /// word). NFB's *Provisional Revised Nemeth Course* Lesson 4.1 writes the words of an
    /// expression spaced as print spaces them. A word printed against its operand with no
    /// space (`\text{for}` with none, as NFB's AATA transcription keeps it) stays so. Nil when
    /// nothing changes.
    static func wordSpacedFromOperands(_ children: [MathNode], at index: Int) -> MathNode? {
        let node = children[index]
        let text = node.text
        guard text.filter(\.isLetter).count >= 2, !attachedEndings.contains(text) else { return nil }
        func operand(_ neighbour: MathNode, before: Bool) -> Bool {
            let neighbour = unwrapped(neighbour)
            switch neighbour.kind {
            case .mi, .mn, .msup, .msub, .msubsup, .mfrac, .msqrt, .mroot, .mover, .munder, .munderover, .menclose, .mmultiscripts:
                return true
            case .mo:
                return before ? closers.contains(neighbour.text) : openers.contains(neighbour.text)
            default:
                return false
            }
        }
        // The operand beyond the print's space on one side, if a space is there.
        func spacedNeighbour(_ step: Int) -> MathNode? {
            var position = index + step, spaced = false
            while position >= 0, position < children.count,
                  UEBMath.spaceWidth(children[position]) != nil || (children[position].kind == .mo && MathNode.isInvisible(children[position].text)) {
                if let width = UEBMath.spaceWidth(children[position]), width > 0.2 { spaced = true }
                position += step
            }
            return spaced && position >= 0 && position < children.count ? children[position] : nil
        }
        let spaceBefore = text.first?.isLetter == true && spacedNeighbour(-1).map { operand($0, before: true) } == true
        let spaceAfter = text.last?.isLetter == true && spacedNeighbour(1).map { operand($0, before: false) } == true
        guard spaceBefore || spaceAfter else { return nil }
        var spaced = node
        spaced.text = (spaceBefore ? "\u{A0}" : "") + text + (spaceAfter ? "\u{A0}" : "")
        return spaced
    }
}
