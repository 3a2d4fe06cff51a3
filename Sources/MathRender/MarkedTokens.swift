import ReadingModel

/// Digits and letters printed with a combining mark in their token (`<mn>0.3̅</mn>`,
/// `<mi>x̅</mi>`, `<mn>4̭5</mn>`), as word processors and some converters write them, and
/// letters printed with the mark as one character (`<mi>ẋ</mi>`), read as the marks over or
/// under them that MathML writes with `mover` and `munder`, by every form: Nemeth dropped the
/// marked character (`⠼⠴⠨`) or wrote a transcriber-defined symbol, UEB made the digit one
/// (`0.3̅` `⠼⠚⠲⠹`), speech and linear text read the character raw ("0.3̅", "ẋ"). Nemeth's rules
/// for what it reads (Rule XIV §86, §86b, §99a) are in the coverage table of docs/math.md.
enum MarkedTokens {
    /// A combining mark of the Code's list of modifiers (Rule XIV) and the spacing
    /// character MathML sets over or under its base for the same mark.
    static let combiningModifiers: [Unicode.Scalar: (kind: MathKind, mark: String)] = [
        "\u{0304}": (.mover, "¯"), "\u{0305}": (.mover, "¯"), "\u{0307}": (.mover, "˙"),
        "\u{0308}": (.mover, "¨"), "\u{0302}": (.mover, "^"), "\u{0303}": (.mover, "~"),
        "\u{030A}": (.mover, "˚"), "\u{20D7}": (.mover, "→"), "\u{20D6}": (.mover, "\u{20D6}"),
        "\u{20E1}": (.mover, "\u{20E1}"), "\u{0332}": (.munder, "_"), "\u{0331}": (.munder, "_"),
    ]

    /// Letters printed with such a mark as one character (Newton's dots `ẋ` `ẍ`, `ā`, `â`,
    /// `ñ`, `å`): the letter and the combining mark of their canonical decomposition, as
    /// strings of precomposed letters beside their bases, one pair per mark.
    static let precomposedLetters: [Character: (base: Character, mark: Unicode.Scalar)] = {
        let rows: [(Unicode.Scalar, String, String)] = [
            ("\u{0304}", "ĀāĒēĪīŌōŪūȲȳḠḡ", "AaEeIiOoUuYyGg"),
            ("\u{0307}", "ĊċĖėĠġİŻżȦȧȮȯḂḃḊḋḞḟḢḣṀṁṄṅṖṗṘṙṠṡṪṫẆẇẊẋẎẏ", "CcEeGgIZzAaOoBbDdFfHhMmNnPpRrSsTtWwXxYy"),
            ("\u{0308}", "ÄËÏÖÜäëïöüÿŸḦḧẄẅẌẍẗ", "AEIOUaeiouyYHhWwXxt"),
            ("\u{0302}", "ÂÊÎÔÛâêîôûĈĉĜĝĤĥĴĵŜŝŴŵŶŷẐẑ", "AEIOUaeiouCcGgHhJjSsWwYyZz"),
            ("\u{0303}", "ÃÑÕãñõĨĩŨũṼṽẼẽỸỹ", "ANOanoIiUuVvEeYy"),
            // Å and å are left out: after a number Å is the ångström, a unit.
            ("\u{030A}", "Ůůẘẙ", "Uuwy"),
        ]
        var table: [Character: (base: Character, mark: Unicode.Scalar)] = [:]
        for (mark, letters, bases) in rows {
            for (letter, base) in zip(letters, bases) { table[letter] = (base, mark) }
        }
        return table
    }()

    /// The combining caret below (U+032D) that print sets under a digit to show where a
    /// decimal point is moved: the caret place indicator.
    static let combiningCaretBelow: Unicode.Scalar = "\u{032D}"

    /// A token holding a character with a combining mark, split into what MathML would
    /// write for it: the characters before and after as tokens of the same kind, and each
    /// run of characters carrying the same mark of the modifier list as that mark over or
    /// under them (Rule XIV §86: the modified expression; one digit or letter under a bar
    /// takes the contracted form, §86b, as `mover` already writes it; marked digits in a
    /// row are one modified expression, §99a). A caret below a digit is the caret place
    /// indicator after it (NFB's *Provisional Revised Nemeth Course* Lesson 13.1.1: "it is
    /// treated as a numeric symbol"), which Nemeth's ``NemethMath/number(_:variant:)`` writes for `‸`. `nil`
    /// when the token has no such mark.
    ///
    /// `precomposed` names the marks of letters printed as one character that are split
    /// (every one by default; UEB writes an accented letter as the letter with its modifier,
    /// Rulebook §4.2, and splits only those its modifiers lack).
    static func parts(_ node: MathNode, precomposed: Set<Unicode.Scalar>? = nil) -> [MathNode]? {
        func split(_ character: Character) -> (base: Character, mark: Unicode.Scalar)? {
            // Only a letter standing alone: in a word or a unit (`Schrödinger`, `año`, `Å`
            // after a number) the accent is the letter's own.
            guard node.kind == .mi, node.text.count == 1, let letter = precomposedLetters[character] else { return nil }
            return precomposed.map { $0.contains(letter.mark) } ?? true ? letter : nil
        }
        guard node.kind == .mn || node.kind == .mi,
              node.text.contains(where: { ($0.unicodeScalars.count > 1 && isMarked($0)) || split($0) != nil }) else { return nil }
        var parts: [MathNode] = []
        var plain = ""
        var marked: (text: String, kind: MathKind, mark: String)?
        func token(_ text: String) -> MathNode { MathNode(node.kind, text: text, attributes: node.attributes) }
        func flushPlain() {
            if !plain.isEmpty { parts.append(token(plain)) }
            plain = ""
        }
        func flushMarked() {
            if let run = marked {
                parts.append(MathNode(run.kind, children: [token(run.text), MathNode(.mo, text: run.mark)]))
            }
            marked = nil
        }
        for character in node.text {
            let scalars = split(character).map { Array(String($0.base).unicodeScalars) + [$0.mark] } ?? Array(character.unicodeScalars)
            let base = String(String.UnicodeScalarView(scalars.prefix(1)))
            let marks = scalars.dropFirst()
            if node.kind == .mn, marks.count == 1, marks.first == combiningCaretBelow, base.first?.isNumber == true {
                flushMarked()
                plain += base + "‸"
            } else if marks.count == 1, let mark = marks.first, let modifier = combiningModifiers[mark] {
                flushPlain()
                if let run = marked, run.kind == modifier.kind, run.mark == modifier.mark {
                    marked?.text += base
                } else {
                    flushMarked()
                    marked = (base, modifier.kind, modifier.mark)
                }
            } else {
                flushMarked()
                plain.append(character)
            }
        }
        flushMarked()
        flushPlain()
        return parts
    }

    private static func isMarked(_ character: Character) -> Bool {
        let marks = character.unicodeScalars.dropFirst()
        return marks.count == 1 && (marks.first.map { combiningModifiers[$0] != nil || $0 == combiningCaretBelow } ?? false)
    }
}
