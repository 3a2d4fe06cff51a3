import ReadingModel

/// Matrices, determinants, lines of a table and enclosures (ClearSpeak Rules, "Matrices,
/// vectors, and combinatorics", "Multi-line entries"; MathML 3 §3.3.9 for `menclose`).
extension MathSpeaker {
    mutating func speakTable(_ table: MathNode, fence: String?) {
        let rows = table.children.filter { $0.kind == .mtr || $0.kind == .mlabeledtr || $0.kind == .mtd }
        let cells: [[MathNode]] = rows.map { row in
            row.kind == .mtd ? [row] : row.children.filter { $0.kind == .mtd || $0.kind != .mtr }
        }
        let rowCount = cells.count
        let columnCount = cells.map(\.count).max() ?? 0
        guard let fence else {
            speakLines(cells)
            return
        }
        let determinant = fence == "|"
        let noun: MathWords.Phrase = determinant ? .determinant
            : rowCount == 1 && columnCount > 1 ? .rowMatrix
            : columnCount == 1 && rowCount > 1 ? .columnMatrix : .matrix
        say(.the)
        say("\(rowCount)")
        say(.by)
        say("\(columnCount)")
        say(noun)
        if rowCount == 1, columnCount == 1 {
            say(.withEntry)
            speak(cells[0][0])
            return
        }
        pause(.medium)
        let simple = cells.allSatisfy { $0.allSatisfy { isSimple(cellContent($0)) } }
        if rowCount == 1 {
            speakCells(cells[0], numbered: !(simple && columnCount <= 3))
            return
        }
        if columnCount == 1 {
            let numbered = !(simple && rowCount <= 3)
            for (index, row) in cells.enumerated() {
                if numbered {
                    say(.row)
                    say("\(index + 1)")
                    pause(.medium)
                }
                if let cell = row.first { speak(cell) }
                pause(.medium)
            }
            return
        }
        for (index, row) in cells.enumerated() {
            say(.row)
            say("\(index + 1)")
            pause(.medium)
            speakCells(row, numbered: !(simple && columnCount <= 3))
            pause(.medium)
        }
    }

    func cellContent(_ cell: MathNode) -> MathNode {
        cell.kind == .mtd && cell.children.count == 1 ? cell.children[0] : MathNode(.mrow, children: cell.children)
    }

    mutating func speakCells(_ cells: [MathNode], numbered: Bool) {
        for (index, cell) in cells.enumerated() {
            if numbered {
                say(.column)
                say("\(index + 1)")
                pause(.medium)
            }
            speak(cell)
            pause()
        }
    }

    /// A table without fences is read line by line: "2 lines; line 1; …".
    mutating func speakLines(_ cells: [[MathNode]]) {
        say("\(cells.count)")
        say(cells.count == 1 ? .line : .lines)
        pause(.medium)
        for (index, row) in cells.enumerated() {
            say(.line)
            say("\(index + 1)")
            pause(.medium)
            for cell in row { speak(cell) }
            pause(.medium)
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
