/// Signs of shape and their spacing (Rule XIX, the signs of shape; the Code book's §6.9).
///
/// A shape that names something (`△ABC`, `∠1`) is followed by a space before the letters
/// or numeral that identify it, and that numeral takes the numeric indicator. A shape that
/// stands for an omitted sign or number (`3 ○ 5 =`, `□ + 3`, `√□`) is spaced as what it
/// replaces: after an operand it is unspaced from what follows, and before a sign of
/// operation or a closing indicator there is no identifier to space from.
extension NemethMath {
    /// Whether `cells` are a sign of shape: the shape indicator and one cell (`⠫⠉`, `⠫⠲`,
    /// `⠫⠪`), a filled or inverted shape (`⠫⠸⠉`, `⠫⠨⠞`), an angle with a mark (∡), or a
    /// shape with a structural modification ended by the termination indicator (the right
    /// angle `⠫⠪⠨⠗⠻`). A sign
    /// inside a shape (⊕ `⠫⠉⠸⠫⠬⠻`) is an operation sign, and arrows are comparison signs.
    static func isShapeSign(_ sign: NemethSymbols.Sign) -> Bool {
        let cells = Array(sign.cells.unicodeScalars)
        guard !sign.comparison, cells.count >= 2, cells[0] == "⠫" else { return false }
        if cells.count == 2 { return true }
        if cells.count == 3 { return cells[1] == "⠸" || cells[1] == "⠨" }
        // Angles with a mark (∡ `⠫⠪⠨⠡`, ∢) are angles too.
        if cells[1] == "⠪" { return true }
        return cells[2] == "⠨" && cells.last == "⠻" && !cells.dropFirst().contains("⠫")
    }

    /// Whether an operand ends what is written so far: a digit, a letter, a closing
    /// grouping sign. A shape after it stands for an omitted sign, not for a named figure.
    var operandBefore: Bool {
        guard let last = out.unicodeScalars.last, last != "⠀" else { return false }
        let character = Character(last)
        return BrailleAlphabet.lowerDigits.values.contains(character)
            || BrailleAlphabet.letters.values.contains(character) || character == "⠾"
    }

    mutating func shapeSign(_ cells: String) {
        // An angle never stands for an omitted sign: it names the angle its letters or
        // numeral identify, also after an operand (`m∠ABC`, the measure of the angle, is
        // `⠍⠫⠪⠀⠠⠁⠠⠃⠠⠉`; it was unspaced).
        let named = !operandBefore || cells.hasScalarPrefix("⠫⠪")
        write(cells)
        shapeAwaitsIdentifier = named
    }

    /// Before a letter or numeral: a shape just written is the figure it names, and a space
    /// comes between them.
    mutating func spaceAfterShape() {
        if shapeAwaitsIdentifier { space(.function) }
    }
}
