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

    /// The cells of `character`, assigning the next free symbol the first time. Inside a
    /// book's scope (``MathRender/braille(_:code:book:)``) a character the book has already
    /// given cells keeps them, and every character met is recorded there.
    mutating func cells(for character: Character, code: MathBrailleCode) -> String {
        if let scope = TranscriberSymbolScope.current {
            let cells = scope.book[String(character)] ?? ownCells(for: character, code: code)
            scope.meet(TranscriberDefinedSymbol(character: String(character), cells: cells))
            return cells
        }
        return ownCells(for: character, code: code)
    }

    /// The expression's (or the book's) own next symbol for `character`, the first time.
    mutating func ownCells(for character: Character, code: MathBrailleCode) -> String {
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

/// The transcriber-defined symbols of a book while one expression is written: the cells
/// the book has given characters so far, and the symbols the expression meets, across
/// every writer the expression uses (a Nemeth spatial layout writes its parts with writers
/// of their own). Bound to the rendering thread for the one call
/// (``MathRender/braille(_:code:book:)``).
final class TranscriberSymbolScope: @unchecked Sendable {
    @TaskLocal static var current: TranscriberSymbolScope?

    let book: [String: String]
    private(set) var met: [TranscriberDefinedSymbol] = []

    init(book: [String: String]) {
        self.book = book
    }

    func meet(_ symbol: TranscriberDefinedSymbol) {
        if !met.contains(where: { $0.character == symbol.character }) { met.append(symbol) }
    }
}

extension MathRender {
    /// The expression in braille as ``braille(_:code:)`` writes it, with the print symbols
    /// `code` does not define written with the cells `book` gives them (a book assigns its
    /// transcriber-defined symbols once, in the order the braille meets them, so that one
    /// symbol keeps its cells throughout and two symbols never share them), and the symbols
    /// it met, each with the cells written. A symbol `book` lacks gets the expression's own
    /// next one, as without a book.
    public static func braille(_ expression: MathExpression, code: MathBrailleCode,
                               book: [String: String]) -> (braille: String, symbols: [TranscriberDefinedSymbol]) {
        let scope = TranscriberSymbolScope(book: book)
        let written = TranscriberSymbolScope.$current.withValue(scope) { braille(expression, code: code) }
        return (written, scope.met)
    }

    /// ``brailleLines(_:code:)`` with a book's transcriber-defined symbols, as
    /// ``braille(_:code:book:)``.
    public static func brailleLines(_ expression: MathExpression, code: MathBrailleCode,
                                    book: [String: String]) -> [String]? {
        TranscriberSymbolScope.$current.withValue(TranscriberSymbolScope(book: book)) { brailleLines(expression, code: code) }
    }
}

/// A book's transcriber-defined print symbols (UEB Rulebook §3.26; the Nemeth Code's
/// transcriber-devised symbols), assigned in the order the braille meets them: the first
/// symbol met gets the code's first, the next the second, whatever expression each is in.
/// An expression written on its own numbers its symbols from the first, so two symbols of
/// a book met in different expressions would share cells; the book's order keeps them
/// apart, and the special symbols page lists each once.
public struct BookTranscriberSymbols: Sendable {
    public private(set) var symbols: [TranscriberDefinedSymbol] = []
    /// The cells of each character, by the character.
    public private(set) var cells: [String: String] = [:]
    private var numbering = TranscriberSymbols()

    public init() {}

    /// Registers `met` (an expression's symbols, in its order); returns whether any of them
    /// is written with other cells in the book than in the expression alone, which must
    /// then be written again with ``cells``.
    public mutating func register(_ met: [TranscriberDefinedSymbol], code: MathBrailleCode) -> Bool {
        var differs = false
        for symbol in met {
            if cells[symbol.character] == nil, let character = symbol.character.first {
                let assigned = numbering.ownCells(for: character, code: code)
                cells[symbol.character] = assigned
                symbols.append(TranscriberDefinedSymbol(character: symbol.character, cells: assigned))
            }
            if cells[symbol.character] != symbol.cells { differs = true }
        }
        return differs
    }
}
