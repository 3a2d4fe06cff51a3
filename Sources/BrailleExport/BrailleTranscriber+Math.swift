import MathRender
import ReadingModel

/// Math in the braille body: the expression written by ``MathRender`` in the code the
/// settings choose, placed as cells (never translated again as text).
extension BrailleTranscriber {
    /// The opening and closing Nemeth Code indicators (dots 456-146 and 456-156) that
    /// switch from UEB text to Nemeth and back (BANA, *Guidance for Transcription Using
    /// the Nemeth Code within UEB Contexts*, 2018, §1-§2).
    static let openingNemeth: Cells = ["⠸", "⠩"]
    static let closingNemeth: Cells = ["⠸", "⠱"]

    /// The expression's cells, or `nil` when there is no tree to write (the alttext or
    /// tokens are read as text then) or the text is not in UEB, whose technical material
    /// and Nemeth switches these are. Its transcriber-defined symbols are the book's
    /// (``BrailleTranslator/mathSymbols``): an expression rendered ahead on its own is
    /// written again when one of its symbols has other cells in the book.
    func mathCells(_ math: MathInfo, display: Bool) -> Cells? {
        guard usesUEB, let expression = math.expression else { return nil }
        return mathCells(expression, code: settings.mathCode, display: display)
    }

    /// The runs of an expression in a line of text. In Nemeth, as BANA's *Guidance for
    /// Transcription Using the Nemeth Code within UEB Contexts* (2016) has it: "All other
    /// text, including punctuation that is logically associated with surrounding sentences,
    /// should be done in UEB" (§2), so a period, comma, question mark, semicolon, colon or
    /// exclamation mark printed at the end of the expression follows the terminator as UEB
    /// punctuation (`⠀⠸⠱⠲`; it was `⠼⠆⠸⠲⠀⠸⠱`); and "avoid switching … Freestanding, unmodified
    /// numbers and/or letters can be transcribed in UEB" (§3a): an expression that is one
    /// number of digits or one letter is written in UEB without the switch (`⠼⠃⠑`, `⠰⠭`;
    /// it was `⠸⠩⠀⠼⠆⠢⠀⠸⠱`). `nil` when the expression has no cells (its words are read).
    func inlineMathRuns(_ math: MathInfo) -> [BrailleRun]? {
        guard usesUEB, var expression = math.expression else { return nil }
        var trailing: String?
        if settings.mathCode == .nemeth, let split = Self.sentencePunctuation(expression) {
            (expression, trailing) = split
        }
        let code: MathBrailleCode = settings.mathCode == .nemeth && Self.isFreestanding(expression) ? .ueb : settings.mathCode
        guard let cells = mathCells(expression, code: code, display: false) else { return nil }
        var run = BrailleRun(math: cells)
        if code == .nemeth { run.nemeth = [.expression(expression)] }
        return [run] + (trailing.map { [BrailleRun($0)] } ?? [])
    }

    /// The expression without the sentence's punctuation printed at its end (its last
    /// token, in the `math` element or the one row it holds), and that punctuation.
    static func sentencePunctuation(_ expression: MathExpression) -> (MathExpression, String)? {
        var path: [Int] = []
        var node = expression.root
        while node.children.count == 1, [.mrow, .mstyle].contains(node.children[0].kind) {
            node = node.children[0]
            path.append(0)
        }
        guard node.children.count > 1, let last = node.children.last, last.kind == .mo || last.kind == .mtext,
              [".", ",", "?", ";", ":", "!"].contains(last.text) else { return nil }
        func removingLast(_ node: MathNode, _ path: ArraySlice<Int>) -> MathNode {
            var node = node
            if let first = path.first {
                node.children[first] = removingLast(node.children[first], path.dropFirst())
            } else {
                node.children.removeLast()
            }
            return node
        }
        return (MathExpression(root: removingLast(expression.root, path[...]), display: expression.display), last.text)
    }

    /// One number of digits (digit-group commas allowed) or one Latin letter in the
    /// regular or italic font, the whole expression.
    static func isFreestanding(_ expression: MathExpression) -> Bool {
        var node = expression.root
        while node.children.count == 1, [.mrow, .mstyle].contains(node.children[0].kind) { node = node.children[0] }
        guard node.children.count == 1, let token = node.children.first else { return false }
        switch token.kind {
        case .mn:
            return token.text.first?.isNumber == true && token.text.last?.isNumber == true
                && token.text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "," }
        case .mi:
            let variant = token[attribute: "mathvariant"]
            return token.text.count == 1 && token.text.allSatisfy { $0.isASCII && $0.isLetter }
                && (variant == nil || variant == "italic" || variant == "normal")
        default:
            return false
        }
    }

    func mathCells(_ expression: MathExpression, code: MathBrailleCode, display: Bool) -> Cells? {
        var rendered = translator.math.flatMap { $0.code == code ? $0.cells.value(for: expression) : nil }
            ?? Self.renderedMath(expression, code: code, book: translator.mathSymbols.cells)
        if !rendered.symbols.isEmpty, translator.mathSymbols.register(rendered.symbols, code: code) {
            rendered = Self.renderedMath(expression, code: code, book: translator.mathSymbols.cells)
        }
        guard var cells = rendered.cells else { return nil }
        if code == .nemeth && !display { cells = Self.switched(cells) }
        return cells
    }

    /// Inline Nemeth: the opening indicator and a space, the math, a space and the closing
    /// indicator (Guidance §2.2, the simple method).
    static func switched(_ cells: Cells) -> Cells {
        openingNemeth + [.unbreakableBlank] + cells + [.blankCell] + closingNemeth
    }

    /// The lines of a spatial arrangement of a displayed expression (Nemeth; UEB's spatial
    /// calculations, Guidelines §4.1), when it has one and every line fits the page's width
    /// after the display's indent (``spatialIndent``); else `nil`. The blank cells that
    /// align a shorter line with the longest are not written at its end.
    func spatialMath(_ math: MathInfo) -> [Cells]? {
        guard usesUEB, let expression = math.expression,
              let lines = MathRender.brailleLines(expression, code: settings.mathCode, book: translator.mathSymbols.cells),
              lines.count > 1 else { return nil }
        let rows = lines.map { line in
            var cells = Cells(line.unicodeScalars)
            while cells.last == .blankCell { cells.removeLast() }
            return cells
        }
        guard rows.allSatisfy({ $0.count + spatialIndent <= settings.cells }) else { return nil }
        return rows
    }

    /// The cells before each line of a spatial arrangement: Nemeth's display in 3-5 (cell
    /// 3), UEB's displayed material in 5-7 (cell 5).
    var spatialIndent: Int { settings.mathCode == .nemeth ? 2 : 4 }

    /// The expression's cells in `code`, before any indicator that switches to it (`nil`
    /// when it writes nothing), with its transcriber-defined symbols written as `book`
    /// gives them, and the symbols it met.
    static func renderedMath(_ expression: MathExpression, code: MathBrailleCode, book: [String: String]) -> RenderedMath {
        guard expression.hasContent else { return RenderedMath(cells: nil, symbols: []) }
        let written = MathRender.braille(expression, code: code, book: book)
        guard !written.braille.isEmpty else { return RenderedMath(cells: nil, symbols: written.symbols) }
        return RenderedMath(cells: keepingSignsWithWhatFollows(Cells(written.braille.unicodeScalars), code: code),
                            symbols: written.symbols)
    }

    /// A long expression is divided before a sign of comparison, never after it (ICEB
    /// Guidelines for Technical Material §9.3; Nemeth Code §183): the blank after the sign
    /// becomes one no line may break at, so the sign starts the runover line. The blank
    /// after a comma (UEB ⠂, Nemeth ⠠; no comparison sign ends with it) stays one a line
    /// may break at, whatever the item before it starts with: §183 divides "after a comma
    /// in an enclosed list" (`(α, β, γ)`, whose items start with ⠨ as some signs do).
    static func keepingSignsWithWhatFollows(_ cells: Cells, code: MathBrailleCode) -> Cells {
        let comma: Unicode.Scalar = code == .nemeth ? "⠠" : "⠂"
        var result = cells
        var index = 1
        while index < result.count {
            if result[index] == .blankCell, result[index - 1] != .blankCell, result[index - 1] != comma,
               index >= 2, result[index - 2] != .blankCell,
               let start = result[..<index].lastIndex(of: .blankCell), index - start <= 5,
               result[start + 1] == "⠐" || result[start + 1] == "⠨" || result[start + 1] == "⠸"
                || result[start + 1] == "⠈" || result[start + 1] == "⠘" || result[start + 1] == "⠳"
                || result[start + 1] == "⠫" {
                result[index] = .unbreakableBlank
            }
            index += 1
        }
        return result
    }
    /// A math block: an expression alone in its paragraph, or standing as a block of its
    /// own. On a line of its own in print, it is a displayed expression whether or not its
    /// MathML says `display="block"` (converters write `<p class="eqn"><math>` without it):
    /// "When a math expression is set apart on a line by itself for purposes of example or
    /// display, it is called a displayed expression" (APH BrailleBrain, Nemeth Unit 21,
    /// Basic Nemeth Code Formatting). Before, only a `<math display="block">` standing
    /// outside a paragraph was laid out as one.
    mutating func mathBlock(_ math: MathInfo) throws(ExportError) {
        if let cells = mathCells(math, display: true) {
            try displayMath(cells, spatial: spatialMath(math))
        } else {
            try paragraph([.math(math)])
        }
    }

    /// The expression a paragraph holds alone (spaces around it allowed), `nil` when it
    /// holds anything else.
    static func loneMath(_ inlines: [Inline]) -> MathInfo? {
        var found: MathInfo?
        for inline in inlines {
            switch inline {
            case .math(let math):
                guard found == nil else { return nil }
                found = math
            case .text(let text, _) where WhiteSpace.isBlank(text):
                continue
            default:
                return nil
            }
        }
        return found
    }


    /// Display math on its own lines: UEB technical material in 5-7 (BANA *Braille
    /// Formats* 2016 §11.5 for displayed material, *Guidance for Transcription Using the
    /// UEB Technical Material* §2), Nemeth in 3-5 between the Nemeth Code indicators, each
    /// on a line of its own at the margin (Guidance for Nemeth within UEB Contexts §2.3).
    ///
    /// A matrix, determinant or system of equations Nemeth lays out spatially (Rule XXV,
    /// §180ff: enlarged grouping signs on every line, columns aligned) is placed line by
    /// line in 3 when it fits the line, all on one page when it fits one (the Code keeps
    /// an arrangement together); wider than the line it is written linearly, row after row.
    /// A UEB spatial calculation (Guidelines §4.1) is placed so in 5, each line of it.
    mutating func displayMath(_ cells: Cells, spatial: [Cells]? = nil) throws(ExportError) {
        if settings.mathCode == .nemeth {
            layout.addParagraph(Self.openingNemeth, first: 0, runover: 0)
            if let spatial {
                layout.keep(spatial.count + 1)
                for line in spatial { layout.addRow(Cells(repeating: .blankCell, count: 2) + line) }
            } else {
                layout.addParagraph(cells, first: 2, runover: 4, math: [cells.indices])
            }
            layout.addParagraph(Self.closingNemeth, first: 0, runover: 0)
        } else if let spatial {
            // A UEB spatial calculation: its lines kept together, each at cell 5.
            layout.keep(spatial.count)
            for line in spatial { layout.addRow(Cells(repeating: .blankCell, count: spatialIndent) + line) }
        } else {
            layout.addParagraph(cells, first: 4, runover: 6, math: [cells.indices])
        }
    }
}

/// An expression in braille, rendered ahead or as asked: its cells and the transcriber-
/// defined symbols among them.
struct RenderedMath: Sendable {
    var cells: Cells?
    var symbols: [TranscriberDefinedSymbol]
}
