import ReadingModel

/// Matrices, determinants, lines of a table and enclosures (ClearSpeak Rules, "Matrices,
/// vectors, and combinatorics", "Multi-line entries"; MathML 3 §3.3.9 for `menclose`).
extension MathSpeaker {
    /// A table inside `fence` (`nil` for none): a matrix or determinant inside parentheses,
    /// brackets or bars, otherwise lines (ClearSpeak "Multi-line entries"; a left brace
    /// alone makes them cases).
    mutating func speakTable(_ table: MathNode, fence: String?) {
        let cells = tableCells(table)
        guard let fence, fence != "{" else {
            let (lines, labels) = equationLabels(table, cells)
            speakLines(lines, cases: fence == "{", labels: labels)
            return
        }
        speakMatrix(cells, determinant: fence == "|")
    }

    /// The cells of a table, row by row.
    func tableCells(_ table: MathNode) -> [[MathNode]] {
        let rows = table.children.filter { $0.kind == .mtr || $0.kind == .mlabeledtr || $0.kind == .mtd }
        return rows.map { row in
            row.kind == .mtd ? [row] : row.children.filter { $0.kind == .mtd || $0.kind != .mtr }
        }
    }

    /// ClearSpeak "Matrices, vectors, and combinatorics": "the 2 by 2 matrix. Row 1: 2, 1.
    /// Row 2: …", with the `Matrix` preference deciding column numbers (Auto: unless every
    /// entry is simple and the matrix has at most three rows and three columns), end
    /// words, vectors and combinations. `determinant` is set for bars (and by `det` before parentheses).
    mutating func speakMatrix(_ cells: [[MathNode]], determinant: Bool, afterDet: Bool = false) {
        let rowCount = cells.count
        let columnCount = cells.map(\.count).max() ?? 0
        let preference = clearSpeak ? options.matrix : .auto
        if preference == .combinatoric, !determinant, rowCount == 2, columnCount == 1 {
            speak(cells[0][0])
            say(.choose)
            speak(cells[1][0])
            return
        }
        let vectors = preference == .vector || preference == .endVector
        let isRow = rowCount == 1 && columnCount > 1
        let isColumn = columnCount == 1 && rowCount > 1
        let noun: MathWords.Phrase = isRow ? (vectors ? .rowVector : .rowMatrix)
            : isColumn ? (vectors ? .columnVector : .columnMatrix) : .matrix
        if determinant { say(.determinantOf) }
        say(.the)
        say("\(rowCount)")
        say(.by)
        say("\(columnCount)")
        say(noun)
        defer {
            let end: MathWords.Phrase? = switch preference {
            case .endMatrix: determinant && !afterDet ? .endDeterminant : .endMatrix
            case .endVector: isRow || isColumn ? .endVector : determinant && !afterDet ? .endDeterminant : .endMatrix
            default: nil
            }
            if let end {
                pause(.long)
                say(end)
            }
            pause(.long)
        }
        if rowCount == 1, columnCount == 1 {
            say(.withEntry)
            speak(cells[0][0])
            return
        }
        pause(.long)
        let simple = cells.allSatisfy { $0.allSatisfy { isSimple(cellContent($0)) } }
        if isRow || isColumn {
            let entries = isRow ? cells[0] : cells.compactMap(\.first)
            let numbered = switch preference {
            case .speakColNum: true
            case .silentColNum: false
            default: !(simple && entries.count <= 3)
            }
            for (index, entry) in entries.enumerated() {
                if numbered {
                    say(isRow ? .column : .row)
                    say("\(index + 1)")
                    pause(.medium)
                }
                speak(entry)
                pause(isColumn && preference != .silentColNum ? .medium : .short)
            }
            return
        }
        let numbered = switch preference {
        case .speakColNum: true
        case .silentColNum: false
        default: !(simple && columnCount <= 3 && rowCount <= 3)
        }
        for (index, row) in cells.enumerated() {
            say(.row)
            say("\(index + 1)")
            pause(.medium)
            for (column, cell) in row.enumerated() {
                if numbered {
                    say(.column)
                    say("\(column + 1)")
                    pause()
                }
                speak(cell)
                pause(numbered ? .medium : .short)
            }
            pause(.long)
        }
    }

    func cellContent(_ cell: MathNode) -> MathNode {
        cell.kind == .mtd && cell.children.count == 1 ? cell.children[0] : MathNode(.mrow, children: cell.children)
    }

    /// `true` for a cell with nothing in it: ClearSpeak reads it "blank".
    /// The lines of a table without fences and their equation labels: an `mlabeledtr`'s
    /// first cell (MathML 3 §3.5.3), or a last column holding nothing but labels in
    /// parentheses ("(1)", "(2.3)"), where converters that have no `mlabeledtr` put
    /// LaTeX's equation numbers. ClearSpeak "Multi-line entries" names each line ("Line
    /// 1:"), and its label follows the name, "line 1 with label (1)", as MathCAT's
    /// ClearSpeak and SimpleSpeak read it; the label was read as the line's first or last
    /// column ("line 1; (1); x equals 2"). A line without a label has `nil`.
    func equationLabels(_ table: MathNode, _ cells: [[MathNode]]) -> ([[MathNode]], [MathNode?]) {
        let rows = table.children.filter { $0.kind == .mtr || $0.kind == .mlabeledtr || $0.kind == .mtd }
        if rows.contains(where: { $0.kind == .mlabeledtr }), rows.count == cells.count {
            var lines: [[MathNode]] = []
            var labels: [MathNode?] = []
            for (row, line) in zip(rows, cells) {
                let labelled = row.kind == .mlabeledtr && line.count > 1
                lines.append(labelled ? Array(line.dropFirst()) : line)
                labels.append(labelled ? line[0] : nil)
            }
            return (lines, labels)
        }
        let lastColumn = cells.compactMap { $0.count > 1 ? $0.last : nil }
        guard lastColumn.count == cells.count, lastColumn.contains(where: { !isBlank($0) }),
              lastColumn.allSatisfy({ isBlank($0) || isEquationTag($0) }) else { return (cells, []) }
        return (cells.map { Array($0.dropLast()) }, lastColumn.map { isBlank($0) ? nil : $0 })
    }

    /// An equation label: one made of reference marks ("(∗)", "(†)", "(∗∗)", the marks books
    /// use for a starred equation) is read by the marks' names, "star", "dagger" (a star
    /// between parentheses was read as multiplication: "open paren times close paren");
    /// any other is read as it is printed.
    mutating func speakLabel(_ tag: MathNode) {
        let marks: [Character: MathWords.Phrase] = ["*": .star, "∗": .star, "⋆": .star, "†": .dagger, "‡": .doubleDagger]
        if let text = equationTagText(tag) {
            let inner = text.dropFirst().dropLast()
            if !inner.isEmpty, inner.allSatisfy({ marks[$0] != nil }) {
                for phrase in inner.compactMap({ marks[$0] }) { say(phrase) }
                return
            }
        }
        speak(tag)
    }

    /// A cell holding only a short text in parentheses: "(1)", "(2.3)", "(A1)", "(*)".
    private func isEquationTag(_ cell: MathNode) -> Bool {
        equationTagText(cell) != nil
    }

    /// The text of a cell holding only a short text in parentheses, `nil` for any other.
    private func equationTagText(_ cell: MathNode) -> String? {
        var node = cell
        while (node.kind == .mtd || node.kind == .mrow), node.children.count == 1 { node = node.children[0] }
        let text: String
        if node.kind == .mtext {
            text = node.text.trimmingWhitespace()
        } else if node.kind == .mrow, node.children.allSatisfy({ $0.kind.isToken }) {
            text = node.children.map(\.text).joined()
        } else {
            return nil
        }
        guard text.count >= 3, text.count <= 8, text.first == "(", text.last == ")",
              !text.dropFirst().dropLast().contains(where: { $0 == "(" || $0 == ")" || $0 == " " }) else { return nil }
        return text
    }

    func isBlank(_ cell: MathNode) -> Bool {
        cell.children.allSatisfy { ($0.kind == .mrow && isBlank($0)) || $0.kind == .mspace || $0.kind == .none }
    }

    /// ClearSpeak "Multi-line entries": an overview ("2 lines,", unless `MultiLineOverview`
    /// is `None`), then each line with its label ("Line 1:"; `MultiLineLabel`; "Case" after
    /// a left brace) and its columns apart by the pause of `MultiLinePausesBetweenColumns`,
    /// an empty column read "blank"; a long pause ends each line.
    mutating func speakLines(_ cells: [[MathNode]], cases: Bool, labels: [MathNode?] = []) {
        let label = clearSpeak ? options.multiLineLabel : .auto
        let (one, many): (MathWords.Phrase, MathWords.Phrase) = switch label {
        case .auto: cases ? (.caseWord, .cases) : (.line, .lines)
        case .case: (.caseWord, .cases)
        case .constraint: (.constraint, .constraints)
        case .equation: (.equation, .equations)
        case .line, .none: (.line, .lines)
        case .row: (.row, .rows)
        case .step: (.step, .steps)
        }
        if !clearSpeak || options.multiLineOverview == .auto {
            say("\(cells.count)")
            say(cells.count == 1 ? one : many)
            pause(clearSpeak ? .short : .medium)
        }
        let columnPause: MathSpeechPause = switch options.multiLinePausesBetweenColumns {
        case .short: .short
        case .long: .long
        case .auto: .medium
        }
        // ClearSpeak "Multi-line entries" reads an empty entry "blank" so the listener knows
        // a column of the line holds nothing there (Multiline025: "blank; blank; 8; equals
        // …"). A column empty in every line is no entry of any line: an alignment gap or a
        // label column no line uses (LaTeX's align* writes both), not read.
        let width = cells.map(\.count).max() ?? 0
        let unused = Set((0..<width).filter { column in
            cells.allSatisfy { row in column >= row.count || (row[column].kind == .mtd && isBlank(row[column])) }
        })
        for (index, row) in cells.enumerated() {
            if label != .none {
                say(one)
                say("\(index + 1)")
                if index < labels.count, let tag = labels[index] {
                    say(.withLabel)
                    speakLabel(tag)
                }
                pause(.medium)
            }
            if row.allSatisfy({ $0.kind == .mtd && isBlank($0) }) {
                // A line with nothing in it is read "blank", as an empty column is, so the
                // listener hears that the line is empty, not a label without a line.
                say(.blank)
                pause(.long)
                continue
            }
            for (column, cell) in row.enumerated() where !unused.contains(column) {
                if row.count > 1, cell.kind == .mtd, isBlank(cell) {
                    say(.blank)
                } else {
                    speak(cell)
                }
                pause(columnPause)
            }
            pause(.long)
        }
    }

    // MARK: Enclosures

    /// Notations in the order they are read, and how: a line on a side, a strike, an arrow
    /// or a named symbol.
    static let enclosureOrder: [(String, Enclosure)] = [
        ("box", .named("box")), ("roundedbox", .named("rounded box")), ("circle", .named("circle")),
        ("left", .side("left")), ("right", .side("right")), ("top", .side("top")), ("bottom", .side("bottom")),
        ("updiagonalstrike", .strike("up diagonal")), ("downdiagonalstrike", .strike("down diagonal")),
        ("verticalstrike", .strike("vertical")), ("horizontalstrike", .strike("horizontal")),
        ("uparrow", .named("up arrow")), ("downarrow", .named("down arrow")),
        ("leftarrow", .named("left arrow")), ("rightarrow", .named("right arrow")),
        ("northeastarrow", .named("northeast arrow")), ("southeastarrow", .named("southeast arrow")),
        ("southwestarrow", .named("southwest arrow")), ("northwestarrow", .named("northwest arrow")),
        ("updownarrow", .named("double ended vertical arrow")),
        ("leftrightarrow", .named("double ended horizontal arrow")),
        ("northeastsouthwestarrow", .named("double ended up diagonal arrow")),
        ("northwestsoutheastarrow", .named("double ended down diagonal arrow")),
        ("actuarial", .named("actuarial symbol")), ("madruwb", .named("arabic factorial symbol")),
        ("phasorangle", .named("phasor angle")), ("longdiv", .named("long division symbol")),
        ("radical", .named("square root")),
    ]

    enum Enclosure {
        case named(String), side(String), strike(String)
    }

    mutating func speakEnclosure(_ node: MathNode) {
        let written = Set((node[attribute: "notation"] ?? "longdiv").split(separator: " ").map(String.init))
        let notations = written.isEmpty ? ["longdiv"] : written
        var sides: [String] = []
        var strikes: [String] = []
        for (name, kind) in Self.enclosureOrder where notations.contains(name) {
            switch kind {
            case .named(let words):
                say(words)
                pause()
            case .side(let side): sides.append(side)
            case .strike(let strike): strikes.append(strike)
            }
        }
        if !sides.isEmpty {
            say(.lineOn)
            for side in sides {
                say(side)
                pause()
            }
        }
        if !strikes.isEmpty {
            for strike in strikes {
                say(strike)
                pause()
            }
            say(.crossOut)
            pause()
        }
        say(.enclosing)
        speak(node.children.first ?? MathNode(.mrow))
        say(.endEnclosure)
    }
}
