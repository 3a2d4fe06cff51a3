import ReadingModel

/// A print symbol neither math code defines, with the cells a transcriber assigned it.
///
/// Both codes leave such symbols to the transcriber, who lists each one and its meaning on
/// the special symbols page or in a transcriber's note: UEB Rulebook §3.26 gives seven
/// transcriber-defined print symbols for this; the Nemeth Code has the transcriber devise
/// one (a shape with a letter is the form this project uses: ⠫⠈ and a letter, which no
/// Nemeth shape begins with). They are assigned in order of first appearance, so a symbols
/// page built from ``MathRender/transcriberDefinedSymbols(_:code:)`` matches the braille.
public struct TranscriberDefinedSymbol: Sendable, Hashable {
    /// The print character, as it appeared in the MathML.
    public var character: String
    /// Its cells in the expression's braille.
    public var cells: String
}

/// The order in which undefined characters were met, and the cells each one got.
struct TranscriberSymbols {
    private(set) var assigned: [TranscriberDefinedSymbol] = []
    private var index: [Character: Int] = [:]

    /// UEB Rulebook §3.26, first to seventh transcriber-defined print symbol.
    private static let uebSlots = ["⠹", "⠼⠹", "⠈⠼⠹", "⠘⠼⠹", "⠸⠼⠹", "⠐⠼⠹", "⠨⠼⠹"]

    /// The cells of `character`, assigning the next free symbol the first time.
    mutating func cells(for character: Character, code: MathBrailleCode) -> String {
        if let known = index[character] { return assigned[known].cells }
        let number = assigned.count
        let cells: String
        switch code {
        case .ueb:
            // Past the seventh, the slots repeat after one more dot-4 prefix per round.
            cells = String(repeating: "⠈", count: number / Self.uebSlots.count) + Self.uebSlots[number % Self.uebSlots.count]
        case .nemeth:
            let letters = Array(BrailleAlphabet.letters.keys.sorted())
            let letter = BrailleAlphabet.letters[letters[number % letters.count]]!
            cells = "⠫⠈" + String(repeating: "⠈", count: number / letters.count) + String(letter)
        }
        index[character] = assigned.count
        assigned.append(TranscriberDefinedSymbol(character: String(character), cells: cells))
        return cells
    }
}

extension MathRender {
    /// The print symbols of `expression` that `code` does not define, in the order they
    /// appear, with the transcriber-defined cells ``braille(_:code:)`` wrote for them:
    /// what a special symbols page must list.
    public static func transcriberDefinedSymbols(_ expression: MathExpression,
                                                 code: MathBrailleCode = .ueb) -> [TranscriberDefinedSymbol] {
        switch code {
        case .ueb: return UEBMath.transcriberSymbols(expression)
        case .nemeth: return NemethMath.transcriberSymbols(expression)
        }
    }
}
