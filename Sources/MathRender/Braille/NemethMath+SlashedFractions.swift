import ReadingModel

// Fractions printed with the fraction slash U+2044 (Rule XII). The Unicode Standard (§6.2,
// General Punctuation): "The standard form of a fraction built using the fraction slash is
// defined as follows: any sequence of one or more decimal digits, followed by the fraction
// slash, followed by any sequence of one or more decimal digits. Such a fraction should be
// displayed as a unit, such as ¾", that is with its terms raised and lowered against the
// slash in a smaller type, and "If the fraction is to be separated from a previous number,
// then a space can be used". The Code, Rule XII: "§62b. Simple-fraction indicators must be
// used to enclose a simple fraction whose numerator and denominator are separated by a
// diagonal line in ink print, when the expressions on either side of the diagonal line
// appear at different levels relative to it, or in different type size"; "§63a.
// Simple-fraction indicators must not be used to enclose the fractional part of a mixed
// number", whose indicators are `⠸⠹` `⠸⠼`; the list at the head of the Rule gives the
// diagonal fraction line `⠸⠌` with the simple-fraction indicators and with the fractional
// part of a mixed number, `⠠⠸⠌` with the complex ones. So `3⁄4` is `⠹⠒⠸⠌⠲⠼` and `1 3⁄4`
// `⠼⠂⠸⠹⠒⠸⠌⠲⠸⠼`, as MathML's bevelled fraction (`mfrac bevelled="true"`, drawn the same way)
// is written. The slash inside a token was dropped (`⠼⠒⠲`, thirty-four).
extension NemethMath {
    /// U+2044, the fraction slash.
    static let fractionSlash: Character = "\u{2044}"

    /// The fraction a numerator and a denominator of digits make, drawn with the diagonal line.
    static func bevelledFraction(_ numerator: String, _ denominator: String, attributes: [String: String] = [:]) -> MathNode {
        var attributes = attributes
        attributes["bevelled"] = "true"
        return MathNode(.mfrac, attributes: attributes, children: [
            MathNode(.mn, text: numerator), MathNode(.mn, text: denominator),
        ])
    }

    /// A numeral token holding the fraction slash in the standard form (`3⁄4`), after a whole
    /// number and a space for a mixed number (`1 3⁄4`): the whole number and the bevelled
    /// fraction, which the row then reads as a mixed number (§63a). `nil` for any other text
    /// (a slash with no digits on one side stays the sign `⠸⠌`, §63b).
    ///
    /// A vulgar fraction character after a whole number in one token (`2⅙`, `1¼`) is a mixed
    /// number the same way, its fraction written as a lone ⅙ is (`⠹⠂⠌⠖⠼`) but between the
    /// mixed number's indicators (§63a: `⠼⠆⠸⠹⠂⠌⠖⠸⠼`); the character was dropped (`⠼⠆`).
    static func slashedNumeral(_ node: MathNode) -> [MathNode]? {
        guard node.kind == .mn, node.text.count > 1,
              node.text.contains(where: { $0 == fractionSlash || MathAlphanumerics.vulgarFractions[$0] != nil }) else { return nil }
        let runs = node.text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{2009}" || $0 == "\u{202F}" }).map(String.init)
        guard (1...2).contains(runs.count), var last = runs.last else { return nil }
        var attributes = node.attributes
        attributes["bevelled"] = nil
        var whole = runs.count == 2 ? runs[0] : ""
        let fraction: MathNode
        if let character = last.last, let vulgar = MathAlphanumerics.vulgarFractions[character] {
            last.removeLast()
            guard runs.count == 1 || last.isEmpty else { return nil }
            whole += last
            fraction = MathNode(.mfrac, attributes: attributes, children: [
                MathNode(.mn, text: vulgar.numerator), MathNode(.mn, text: vulgar.denominator),
            ])
        } else {
            let terms = last.split(separator: fractionSlash, omittingEmptySubsequences: false).map(String.init)
            guard terms.count == 2, UEBMath.isDigits(terms[0]), UEBMath.isDigits(terms[1]) else { return nil }
            fraction = bevelledFraction(terms[0], terms[1], attributes: attributes)
        }
        if whole.isEmpty { return runs.count == 1 ? [fraction] : nil }
        guard UEBMath.isDigits(whole) else { return nil }
        return [MathNode(.mn, text: whole, attributes: attributes), fraction]
    }

    /// The fractional part of a mixed number at the start of `rest`, after its whole number:
    /// a numeric fraction straight after it, or after MathML's invisible plus (U+2064) a
    /// numeric fraction or numerals about a slash (`2/3`, `2⁄3`, `2∕3`, as tokens or a row of
    /// them), read as the fraction drawn with the diagonal line. The fraction and how many
    /// nodes of `rest` it takes; `nil` when no mixed number's fraction follows.
    static func mixedFraction(_ rest: ArraySlice<MathNode>) -> (MathNode, Int)? {
        guard let first = rest.first else { return nil }
        if first.kind == .mfrac, isNumeric(first) { return (first, 1) }
        guard first.kind == .mo, first.text == "\u{2064}", rest.count > 1 else { return nil }
        let next = rest[rest.index(after: rest.startIndex)]
        if next.kind == .mfrac, isNumeric(next) { return (next, 2) }
        func slashed(_ nodes: [MathNode]) -> MathNode? {
            guard nodes.count == 3, nodes[0].kind == .mn, UEBMath.isDigits(nodes[0].text), nodes[1].kind == .mo,
                  ["/", "\u{2044}", "\u{2215}"].contains(nodes[1].text),
                  nodes[2].kind == .mn, UEBMath.isDigits(nodes[2].text) else { return nil }
            return bevelledFraction(nodes[0].text, nodes[2].text)
        }
        let row = unwrapped(next)
        if row.kind == .mrow, let fraction = slashed(row.children) { return (fraction, 2) }
        if let fraction = slashed(Array(rest.dropFirst().prefix(3))) { return (fraction, 4) }
        return nil
    }

    /// A row with fractions printed as a numeral, the fraction slash as an operator and a
    /// numeral (`<mn>3</mn><mo>⁄</mo><mn>4</mn>`): each such three is the bevelled fraction
    /// (§62b), and a whole number set before it by a space (Unicode: a space separates the
    /// fraction "from a previous number") is a mixed number with it (§63a), the space not
    /// written. `nil` when the row has none.
    static func slashedFractions(_ children: [MathNode]) -> [MathNode]? {
        // Tokens holding a slashed or vulgar fraction after a whole number are split first,
        // so that the row reads the whole number and the fraction as a mixed number.
        // A vulgar fraction character of its own after a whole number token is one too.
        var splitAny = false
        let split = children.flatMap { child -> [MathNode] in
            guard child.kind == .mn else { return [child] }
            if let character = child.text.first, child.text.count == 1, let vulgar = MathAlphanumerics.vulgarFractions[character] {
                splitAny = true
                return [MathNode(.mfrac, attributes: child.attributes, children: [
                    MathNode(.mn, text: vulgar.numerator), MathNode(.mn, text: vulgar.denominator),
                ])]
            }
            guard let parts = slashedNumeral(child) else { return [child] }
            splitAny = true
            return parts
        }
        guard splitAny || children.contains(where: {
            ($0.kind == .mo && $0.text == String(fractionSlash)) || ($0.kind == .mfrac && $0[attribute: "bevelled"] == "true")
        }) else { return nil }
        var result: [MathNode] = []
        var index = 0
        var changed = splitAny
        let children = split
        while index < children.count {
            let current = children[index]
            if current.kind == .mo, current.text == String(fractionSlash), index + 1 < children.count,
               let last = result.last, last.kind == .mn, UEBMath.isDigits(last.text),
               unwrapped(children[index + 1]).kind == .mn, UEBMath.isDigits(unwrapped(children[index + 1]).text) {
                result.removeLast()
                _ = dropSpaceBeforeFraction(&result)
                changed = true
                result.append(bevelledFraction(last.text, unwrapped(children[index + 1]).text))
                index += 2
                continue
            }
            if current.kind == .mfrac, current[attribute: "bevelled"] == "true", isNumeric(current) {
                changed = dropSpaceBeforeFraction(&result) || changed
            }
            result.append(current)
            index += 1
        }
        return changed ? result : nil
    }

    /// Drops the spaces between a whole number and the diagonal fraction about to follow it
    /// (a mixed number, §63a); whether any was dropped.
    private static func dropSpaceBeforeFraction(_ result: inout [MathNode]) -> Bool {
        var spaces = 0
        while spaces < result.count, isSpace(result[result.count - 1 - spaces]) { spaces += 1 }
        guard spaces > 0, spaces < result.count, result[result.count - 1 - spaces].kind == .mn,
              UEBMath.isDigits(result[result.count - 1 - spaces].text) else { return false }
        result.removeLast(spaces)
        return true
    }

    /// A token that prints only a space.
    private static func isSpace(_ node: MathNode) -> Bool {
        if UEBMath.spaceWidth(node) != nil { return true }
        return (node.kind == .mtext || node.kind == .mo) && !node.text.isEmpty
            && node.text.allSatisfy { $0.isWhitespace || $0 == "\u{2009}" || $0 == "\u{202F}" }
    }
}
