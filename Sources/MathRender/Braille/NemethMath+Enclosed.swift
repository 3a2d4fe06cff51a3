import ReadingModel

/// Letters and numerals printed inside a shape (§? shapes, the symbol list's signs in
/// circles and squares): the shape, the interior modification indicator `⠸⠫`, what is
/// inside, the termination indicator `⠻`. A filled shape is the shape with `⠸` after the
/// shape indicator (`⠫⠸⠉` a filled circle, `⠫⠸⠲` a filled square, as ◼ is written); a
/// shape inside a shape nests (⓵ is `⠫⠉⠸⠫⠫⠉⠸⠫⠼⠂⠻⠻`); a sans-serif numeral keeps its
/// typeform indicator before the numeric indicator (§22).
extension NemethMath {
    /// A letter or number printed inside a circle is enclosed in the circle shape (§? the
    /// enclosed-shape form ⠫⠉⠸⠫ ... ⠻); inside parentheses, between parentheses.
    mutating func enclosed(_ inner: String, _ enclosure: MathAlphanumerics.Enclosure) {
        var cells = ""
        if let first = inner.first, first.isNumber {
            if enclosure == .circle { cells += "⠼" }
            for digit in inner { cells.append(BrailleAlphabet.lowerDigits[digit] ?? "⠴") }
        } else {
            for letter in inner {
                cells += (letter.isUppercase ? "⠠" : "") + String(BrailleAlphabet.letters[Character(letter.lowercased())] ?? "⠁")
            }
        }
        write(enclosure == .circle ? "⠫⠉⠸⠫" + cells + "⠻" : "⠷" + cells + "⠾")
    }

    /// What a character prints in a shape: the shapes, outermost first, and what is inside.
    struct Shaped {
        var shapes: [String]
        var inner: String
        var sansSerif = false
    }

    /// The shaped letters and numbers Unicode encodes besides the circled and parenthesized
    /// ones of ``MathAlphanumerics/enclosed(_:)``.
    static func shaped(_ character: Character) -> Shaped? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        let value = scalar.value
        func capital(_ start: UInt32) -> String { String(Unicode.Scalar(0x41 + value - start)!) }
        let circle = "⠫⠉", filledCircle = "⠫⠸⠉", square = "⠫⠲", filledSquare = "⠫⠸⠲"
        switch value {
        case 0x1F130...0x1F149: return Shaped(shapes: [square], inner: capital(0x1F130))
        case 0x1F150...0x1F169: return Shaped(shapes: [filledCircle], inner: capital(0x1F150))
        case 0x1F170...0x1F189: return Shaped(shapes: [filledSquare], inner: capital(0x1F170))
        case 0x2776...0x277F: return Shaped(shapes: [filledCircle], inner: String(value - 0x2776 + 1))
        case 0x2780...0x2789: return Shaped(shapes: [circle], inner: String(value - 0x2780 + 1), sansSerif: true)
        case 0x278A...0x2793: return Shaped(shapes: [filledCircle], inner: String(value - 0x278A + 1), sansSerif: true)
        case 0x24EB...0x24F4: return Shaped(shapes: [filledCircle], inner: String(value - 0x24EB + 11))
        case 0x24FF: return Shaped(shapes: [filledCircle], inner: "0")
        case 0x24F5...0x24FE: return Shaped(shapes: [circle, circle], inner: String(value - 0x24F5 + 1))
        case 0x1F10B: return Shaped(shapes: [circle], inner: "0", sansSerif: true)
        case 0x1F10C: return Shaped(shapes: [filledCircle], inner: "0", sansSerif: true)
        default: return nil
        }
    }

    mutating func shaped(_ shaped: Shaped) {
        var cells = ""
        if shaped.inner.first?.isNumber == true {
            cells = (shaped.sansSerif ? NemethAlphabets.numeralPrefix(.sansSerif) : "") + "⠼"
            for digit in shaped.inner { cells.append(BrailleAlphabet.lowerDigits[digit] ?? "⠴") }
        } else {
            for letter in shaped.inner {
                cells += (letter.isUppercase ? "⠠" : "") + String(BrailleAlphabet.letters[Character(letter.lowercased())] ?? "⠁")
            }
        }
        for shape in shaped.shapes.reversed() { cells = shape + "⠸⠫" + cells + "⠻" }
        write(cells)
    }
}

// MathML's boxes (`menclose` `box` and `roundedbox`) in the Nemeth Code.
extension NemethMath {
    /// Writes a `menclose` box, and says whether it did. Rule XIX, shapes with an
    /// interior: what print sets inside a shape is the shape, the interior modification
    /// indicator `⠸⠫`, what is inside and the termination indicator `⠻` (as a circle
    /// already is); the box MathML draws is a rectangle `⠫⠗` of the Code's shapes, a square
    /// `⠫⠲` around one character. An empty box is the square standing for what is left
    /// out (`□`, Rule XIX's omission). A box around a question mark is the blank for the
    /// answer: one general omission symbol `⠿` (§57, as a question mark on a line is). A
    /// rounded box is a key of a calculator or keyboard: the key indicator `⠫⠅`, its label,
    /// `⠻` (NFB's course, Lesson 11.23, as MathCAT reads it; nemeth.json `lesson_11_24_1`).
    /// They were written as their content, the box dropped.
    mutating func boxed(_ node: MathNode, _ notations: [Substring]) -> Bool {
        let inner = Self.unwrapped(MathNode(.mrow, children: node.children.filter { $0.kind != .mspace }))
        if notations.contains("longdiv") {
            // MathML's long division sign drawn around the dividend, the divisor printed
            // before it: the curved division sign `⠕` and the dividend, the linear division
            // APH's BrailleBrain Unit 16 asks for when there is no quotient (Rule XXV row;
            // `⟌` printed as a character is written so); the sign was dropped, the divisor
            // and dividend reading as one numeral (`4⟌128` was `⠼⠲⠂⠆⠦`).
            row([MathNode(.mo, text: "⟌")] + node.children)
            return true
        }
        if notations.contains("roundedbox") {
            write("⠫⠅")
            row(node.children)
            write("⠻")
            return true
        }
        guard notations.contains("box") else { return false }
        if inner.kind == .mrow, inner.children.isEmpty {
            self.node(MathNode(.mi, text: "□"))
        } else if inner.kind == .mo, inner.text == "?" {
            write("⠿")
        } else {
            let single = [.mi, .mn, .mo].contains(inner.kind) && inner.text.count == 1
            write((single ? "⠫⠲" : "⠫⠗") + "⠸⠫")
            row(node.children)
            write("⠻")
        }
        return true
    }
}
