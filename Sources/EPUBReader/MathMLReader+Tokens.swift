import ReadingModel

/// What the reader normalises in tokens and rows so that every renderer (speech, braille,
/// linear text) reads the same thing: spaces a converter wrote as characters and numbers it
/// wrote digit by digit.
extension MathMLReader {
    /// A token's text: the white space MathML 3 §2.1.7 collapses (space, tab, newline,
    /// carriage return) is trimmed and collapsed; any other space character (no-break,
    /// thin, em, ideographic ...) is an author's spacing and reads as a word break, so it
    /// becomes one space that stays even at the edges (`<mtext>&#x2003;if&#x2003;</mtext>`
    /// is " if ": "x if y", not "xify").
    static func tokenText(_ content: String) -> String {
        // Most tokens are printable ASCII without a space: nothing to fold.
        if content.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return content }
        var result = ""
        var pendingSpace = false
        var lastWasSpace = false
        for scalar in content.unicodeScalars {
            if scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) {
                pendingSpace = !result.isEmpty
            } else if scalar.value >= 0x80, scalar.properties.isWhitespace || scalar.value == 0x200B {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
                pendingSpace = false
            } else {
                if pendingSpace, !lastWasSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                lastWasSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number printed with its sign inside the token (`<mn>−1</mn>`, `<mn>-3.5</mn>`, as
    /// some converters write a negative number) as MathML writes it, the sign an operator
    /// before the number: `<mrow><mo>−</mo><mn>1</mn></mrow>` (MathML 3 §3.2.4.4, "Numbers
    /// that should not be written using `mn` alone": a negative number is marked up with an
    /// explicit `mo`). Every form then reads
    /// the sign: UEB dropped it (`⠼⠁` for −1), as Nemeth did until it split the token itself.
    /// A hyphen-minus is the minus sign; `nil` for any other token.
    static func signedNumber(_ token: MathNode) -> MathNode? {
        guard token.kind == .mn, let sign = token.text.unicodeScalars.first,
              sign == "-" || sign == "\u{2212}" || sign == "+" else { return nil }
        let digits = String(token.text.unicodeScalars.dropFirst())
        guard let first = digits.unicodeScalars.first, (0x30...0x39).contains(first.value) || first == "." ,
              digits.unicodeScalars.contains(where: { (0x30...0x39).contains($0.value) }) else { return nil }
        let number = MathNode(.mn, text: digits, attributes: token.attributes)
        return MathNode(.mrow, children: [MathNode(.mo, text: sign == "+" ? "+" : "\u{2212}"), solidusNumber(number) ?? number])
    }

    /// A fraction printed linearly inside one numeral token (`<mn>3/4</mn>`, the solidus or
    /// the division slash ∕ between two numerals) as MathML writes it: the numerals and the
    /// slash an operator between them, `<mn>3</mn><mo>/</mo><mn>4</mn>` (MathML 3 §3.2.4.4:
    /// "ratios of numbers shown as fractions" are among the numbers "that should not be
    /// written using `mn` alone"). Every code then writes the slash by its own rule for the
    /// operator: Nemeth dropped it (`⠼⠒⠲`, thirty-four), speech read "3/4" raw. The fraction
    /// slash ⁄ (`3⁄4`) is a vulgar fraction each code reads as one (Unicode §6.2) and stays.
    static func solidusNumber(_ token: MathNode) -> MathNode? {
        guard token.kind == .mn else { return nil }
        let slashes = token.text.filter { $0 == "/" || $0 == "\u{2215}" }
        let pieces = token.text.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\u{2215}" }
        guard pieces.count > 1, pieces.allSatisfy({ piece in
                  piece.contains(where: isDigit) && piece.allSatisfy { isDigit($0) || $0 == "." || $0 == "," }
              }) else { return nil }
        var children = [MathNode(.mn, text: String(pieces[0]), attributes: token.attributes)]
        for (slash, piece) in zip(slashes, pieces.dropFirst()) {
            children += [MathNode(.mo, text: String(slash)), MathNode(.mn, text: String(piece), attributes: token.attributes)]
        }
        return MathNode(.mrow, children: children)
    }

    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// A vertical bar or a colon a converter wrote as an `mi` (`<mi>|</mi>`, `<mi>∣</mi>`,
    /// `<mi>:</mi>`) is read as the operator it is: MathML 3 §3.2.3.1 gives `mi` to
    /// identifiers ("variables, function names, and symbolic constants"), §3.2.5.1 gives
    /// `mo` to operators, separators and fences, and none of these signs names anything. As an
    /// `mo`, every code finds set-builder's "such that" (`{x | x > 0}`, `{x : x > 0}`), a
    /// ratio, a divisor bar or an absolute value's bars by the rules it has for the operator.
    static func operatorKind(_ kind: MathKind, text: String) -> MathKind {
        kind == .mi && Self.operatorsWrittenAsIdentifiers.contains(text) ? .mo : kind
    }

    static let operatorsWrittenAsIdentifiers: Set<String> = ["|", "\u{2223}", ":", "\u{2236}"]

    /// A token a converter wrapped in an `mrow` of its own (TeX4ht writes a prime as
    /// `<mrow><mi>′</mi></mrow>`, an accent as `<mrow><mo>¯</mo></mrow>`, braced TeX groups
    /// `{5}` as one-token rows) is read as the token: a row of one argument lays out and reads
    /// as that argument (MathML 3 §3.1.3.1 infers no `mrow` around exactly one argument), and
    /// every rule that reads a token's neighbours (a number's digits, an accent, a fence, a
    /// ratio's operands) then sees it. A row carrying attributes (an `intent`) is kept.
    static func unwrapTokens(_ children: inout [MathNode]) {
        for index in children.indices {
            let child = children[index]
            if child.kind == .mrow, child.attributes.isEmpty, child.children.count == 1, child.children[0].kind.isToken {
                children[index] = child.children[0]
            }
        }
    }

    /// The tokens that inherit a `mathvariant` set on an enclosing `mstyle` (MathML 3
    /// §3.3.4.1: `mstyle` sets the attributes its descendants' tokens would otherwise take
    /// by default): letters, digits and text, so a typeform reaches them in every code
    /// (`<mstyle mathvariant="bold">x + y</mstyle>` holds two bold letters). Operators keep
    /// their own signs, as the renderers read typeforms only on letters and digits.
    static let inheritedVariantKinds: Set<MathKind> = [.mi, .mn, .mtext, .ms]

    /// The elements of MathML's elementary math whose children are rows or columns of a
    /// computation (`mstack`, `mlongdiv`, `msgroup`, `mscarries`): a numeral beside another
    /// there is the next row (or carry), never more digits of the same number.
    static func isStack(_ kind: MathKind) -> Bool {
        guard case .unknown(let name) = kind else { return false }
        return name == "mstack" || name == "mlongdiv" || name == "msgroup" || name == "mscarries"
    }

    /// Joins the digits a converter split across adjacent `<mn>` elements into one number
    /// (tex4ht writes 15 as `<mn>1</mn><mn>5</mn>`): side by side with no operator
    /// between them, print shows one number, so every renderer reads one ("15 b", not
    /// "1 5 b"). Only numbers of the same style are joined, and only digits and a decimal
    /// point meet at the join. A token holding a fraction written with a slash (`3⁄4`) is a
    /// whole number of its own, never more digits of its neighbour: the Unicode Standard
    /// (§6.2, fraction slash) makes "one or more decimal digits, followed by the fraction
    /// slash, followed by ... decimal digits" one fraction and has a number before it set
    /// apart "if the fraction is to be separated from a previous number" (1, a space, 3⁄4
    /// is 1¾). A converter that splits digits writes one digit per token, so `<mn>1</mn>
    /// <mn>3⁄4</mn>` is the whole number 1 and the fraction ¾, a mixed number (it was
    /// joined into thirteen quarters, "13⁄4").
    static func joinNumbers(_ children: inout [MathNode]) {
        guard children.count > 1 else { return }
        var index = 1
        while index < children.count {
            let left = children[index - 1], right = children[index]
            if left.kind == .mn, right.kind == .mn, joins(left, right) {
                children[index - 1].text = left.text + right.text
                children.remove(at: index)
            } else if left.kind == .mn, Self.scriptKinds.contains(right.kind), let base = right.children.first,
                      let number = base.kind == .mn ? base : (base.kind == .mrow && base.children.count == 1
                                                              ? base.children[0] : nil),
                      number.kind == .mn, joins(left, number) {
                // "10⁻¹⁸" written <mn>1</mn><msup><mrow><mn>0</mn></mrow>…</msup>: the
                // script's base is the whole number.
                children[index].children[0] = MathNode(.mn, text: left.text + number.text, attributes: number.attributes)
                children.remove(at: index - 1)
            } else if left.kind == .mn, right.kind == .mo, right.text == ".", index + 1 < children.count,
                      children[index + 1].kind == .mn, !left.text.contains("."),
                      left.text.unicodeScalars.last.map({ (0x30...0x39).contains($0.value) }) == true,
                      children[index + 1].text.unicodeScalars.first.map({ (0x30...0x39).contains($0.value) }) == true {
                // A period between digits is a decimal point: "1.287", not "1 point" and a
                // separate "287".
                children[index - 1].text = left.text + "." + children[index + 1].text
                children.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
    }

    private static let scriptKinds: Set<MathKind> = [.msup, .msub, .msubsup]

    private static func joins(_ left: MathNode, _ right: MathNode) -> Bool {
        guard left.attributes == right.attributes, let last = left.text.unicodeScalars.last,
              let first = right.text.unicodeScalars.first,
              !isSlashedFraction(left.text), !isSlashedFraction(right.text) else { return false }
        return isNumberPart(last) && isNumberPart(first) && !(last == "." && first == ".")
    }

    /// A numeral holding a slash between digits: the fraction slash ⁄, the division slash ∕
    /// or the solidus / (`3⁄4`, `3/4`).
    static func isSlashedFraction(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\u{2044}" || $0 == "\u{2215}" || $0 == "/" }
    }

    private static func isNumberPart(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value) || scalar == "."
    }
}

extension MathKind {
    /// Elements whose children form a row (MathML 3 §3.1.3.1's inferred mrow and `mrow`
    /// itself): their children are read one after another.
    var isRow: Bool {
        switch self {
        case .math, .mrow, .mstyle, .mpadded, .mphantom, .merror, .msqrt, .menclose, .mtd, .unknown: return true
        default: return false
        }
    }
}
