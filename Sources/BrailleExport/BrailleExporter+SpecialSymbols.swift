import MathRender
import ReadingModel

/// The special symbols page (BANA Braille Formats §2.5) and the running head's words
/// (§1.8): transcriber-generated parts of a volume that depend on what the volume holds.
extension BrailleExporter {
    typealias SpecialSymbol = Labels.SpecialSymbol

    /// The UEB cells of each symbol the page may list: the typeform indicators (UEB §9),
    /// the first transcriber-defined typeform's (crossed-out type, UEB §9.5.1: "List the
    /// transcriber-defined typeform indicator on the special symbols page"), the Nemeth Code switch indicators (BANA's Nemeth-in-UEB guidance) and UEB's
    /// transcriber's note indicators. The dot locator for mention (dots 45-123456)
    /// comes before every listed symbol and heads the list.
    static let specialSymbolCells: [SpecialSymbol: Cells] = [
        .dotLocatorForMention: ["⠘", "⠿"],
        .italicSymbol: ["⠨", "⠆"], .italicWord: ["⠨", "⠂"], .italicPassage: ["⠨", "⠶"], .italicTerminator: ["⠨", "⠄"],
        .boldSymbol: ["⠘", "⠆"], .boldWord: ["⠘", "⠂"], .boldPassage: ["⠘", "⠶"], .boldTerminator: ["⠘", "⠄"],
        .underlineSymbol: ["⠸", "⠆"], .underlineWord: ["⠸", "⠂"], .underlinePassage: ["⠸", "⠶"],
        .underlineTerminator: ["⠸", "⠄"],
        .crossedOutSymbol: ["⠈", "⠼", "⠆"], .crossedOutWord: ["⠈", "⠼", "⠂"], .crossedOutPassage: ["⠈", "⠼", "⠶"],
        .crossedOutTerminator: ["⠈", "⠼", "⠄"],
        .openingNemeth: BrailleTranscriber.openingNemeth, .closingNemeth: BrailleTranscriber.closingNemeth,
        .singleWordSwitch: BrailleTranslator.singleWordSwitch,
        .openingTranscribersNote: BrailleTranscriber.openingTranscribersNote,
        .closingTranscribersNote: BrailleTranscriber.closingTranscribersNote,
    ]

    /// The symbols the rows of `pages` use that the special symbols page lists, in its order,
    /// the dot locator first; empty when none is used. Read from the cells written, so the
    /// page names exactly what the volume shows.
    static func specialSymbols(in pages: [BraillePage]) -> [SpecialSymbol] {
        // Every cell of the volume is looked at, so the symbols are found by their first
        // cell in a table of the 256 braille patterns (no hashing per cell), and a symbol
        // once found is not looked for again.
        var byFirstCell = [[(symbol: SpecialSymbol, rest: Cells)]](repeating: [], count: 256)
        for symbol in SpecialSymbol.allCases where symbol != .dotLocatorForMention {
            guard let cells = specialSymbolCells[symbol], let first = cells.first,
                  let pattern = brailleDots(first) else { continue }
            byFirstCell[pattern].append((symbol, Array(cells.dropFirst())))
        }
        var found = [Bool](repeating: false, count: SpecialSymbol.allCases.count)
        // The single-word switch's cells are UEB's capitals terminator outside Nemeth: they
        // are its only between the switch indicators (a switch may run over rows).
        var inNemeth = false
        for page in pages {
            for row in page.rows {
                let scalars = Array(row.unicodeScalars)
                for index in scalars.indices {
                    guard let pattern = brailleDots(scalars[index]) else { continue }
                    if scalars[index] == "⠸", index + 1 < scalars.count {
                        if scalars[index + 1] == "⠩" { inNemeth = true } else if scalars[index + 1] == "⠱" { inNemeth = false }
                    }
                    for candidate in byFirstCell[pattern] where !found[candidate.symbol.rawValue]
                        && (candidate.symbol != .singleWordSwitch || inNemeth)
                        && scalars[(index + 1)...].starts(with: candidate.rest) {
                        found[candidate.symbol.rawValue] = true
                    }
                }
            }
        }
        let symbols = SpecialSymbol.allCases.filter { found[$0.rawValue] }
        guard !symbols.isEmpty else { return [] }
        return [.dotLocatorForMention] + symbols.sorted()
    }

    /// The dots of a braille pattern (its offset from U+2800), `nil` for any other scalar.
    private static func brailleDots(_ scalar: Unicode.Scalar) -> Int? {
        (0x2800...0x28FF).contains(scalar.value) ? Int(scalar.value - 0x2800) : nil
    }

    /// The special symbols pages of a volume: the centred heading, a blank line, then each
    /// symbol in 1-3 (after the dot locator for mention, a blank cell, its meaning),
    /// numbered as transcriber-generated pages, `t1`, `t2` ... (§1.15).
    ///
    /// `defined` are the book's transcriber-defined math symbols (UEB Rulebook §3.26: "the
    /// meaning of the symbol must be explained in a transcriber's note or on the special
    /// symbols page"), listed where BANA's order puts math symbols, after the typeform
    /// indicators and before the code switch indicators, each with the name of the print
    /// symbol it stands for. They are the book's, on every volume's page: their cells
    /// (UEB's `⠹` first) are also text's, so a volume's cells cannot tell which it uses.
    func specialSymbolsPages(_ symbols: [SpecialSymbol], defined: [TranscriberDefinedSymbol] = [], labels: Labels,
                             translator: BrailleTranslator, runningHead: Cells?, opensVolume: Bool,
                             number: @escaping (String) -> Cells?) throws(ExportError) -> [BraillePage] {
        guard !symbols.isEmpty || !defined.isEmpty else { return [] }
        let symbols = symbols.isEmpty ? [.dotLocatorForMention] : symbols
        // Line 1, or line 3 under a running head (the NBA quoting Formats §2.5.2a).
        var layout = try generatedPagesLayout(numberedBy: "t", heading: labels.specialSymbolsHeading,
                                              translator: translator, runningHead: runningHead,
                                              opensVolume: opensVolume, number: number)
        let locator = Self.specialSymbolCells[.dotLocatorForMention] ?? []
        var definedListed = defined.isEmpty
        func listDefined() throws(ExportError) {
            definedListed = true
            for symbol in defined {
                layout.addParagraph(locator + Cells(symbol.cells.unicodeScalars) + [.blankCell]
                                        + (try translator.translate(labels.transcriberDefinedSymbol(symbol.character))),
                                    first: 0, runover: 2)
            }
        }
        for symbol in symbols {
            if !definedListed, symbol >= .openingNemeth { try listDefined() }
            let cells = Self.specialSymbolCells[symbol] ?? []
            let shown = symbol == .dotLocatorForMention ? cells : locator + cells
            layout.addParagraph(shown + [.blankCell] + (try translator.translate(labels.meaning(of: symbol))),
                                first: 0, runover: 2)
        }
        if !definedListed { try listDefined() }
        return layout.finish()
    }

    /// The running head: the book's title, with no subtitle after a colon, shortened to its
    /// leading words so that it stands centred with room for three blank cells and a print
    /// page number on each side (§1.8); `nil` when running heads are off.
    func runningHead(_ title: String, translator: BrailleTranslator) throws(ExportError) -> Cells? {
        guard settings.runningHeads else { return nil }
        let main = title.split(separator: ":", maxSplits: 1).first.map(String.init) ?? title
        let words = main.split(whereSeparator: \.isWhitespace).map(String.init)
        let widest = settings.cells - 2 * (BrailleLayout.separation + 5)
        guard widest > 0, !words.isEmpty else { return nil }
        for count in stride(from: words.count, to: 0, by: -1) {
            var text = words[..<count].joined(separator: " ")
            while let last = text.last, ",;:.-–—".contains(last) { text.removeLast() }
            let cells = try translator.translate(text)
            if cells.count <= widest { return cells }
        }
        return Array(try translator.translate(words[0]).prefix(widest))
    }
}
