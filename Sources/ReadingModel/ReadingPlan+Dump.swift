/// The plan as a tree of lines, as swift-markdown dumps a parsed document: every decision
/// the plan took (what is read, in what order, with which words, markers, image text,
/// note numbers and table grid) on one page. Tests compare it with golden files.
extension ReadingPlan: CustomDebugStringConvertible {
    public var debugDescription: String {
        var lines = ["ReadingPlan notes: \(notePlacement.rawValue) language: \(language ?? "-") labels: \(labels.language)"]
        Self.dump(nodes, prefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ nodes: [PlanNode], prefix: String, into lines: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            lines.append(prefix + (last ? "└─ " : "├─ ") + node.dumpLine)
            let inner = prefix + (last ? "   " : "│  ")
            var parts: [(String, [String])] = node.inlines.map { ($0.dumpLine, []) }
            if case .table(let grid) = node.role { parts.append(("grid", grid.dumpLines)) }
            let hasChildren = !node.children.isEmpty
            for (partIndex, part) in parts.enumerated() {
                let lastPart = partIndex == parts.count - 1 && !hasChildren
                lines.append(inner + (lastPart ? "└─ " : "├─ ") + part.0)
                let partPrefix = inner + (lastPart ? "   " : "│  ")
                lines += part.1.map { partPrefix + $0 }
            }
            dump(node.children, prefix: inner, into: &lines)
        }
    }
}

extension PlanNode {
    /// The node's role and what sets it apart, on one line.
    var dumpLine: String {
        var line = role.dumpName + " id=" + id
        if document >= 0 { line += " doc=\(document)" }
        if let language { line += " lang=" + language }
        line += " labels=" + labels.language
        if case .listItem(let marker) = role, let read = readMarker(marker) {
            line += " marker=\"\(read.written)\"" + (read.said.map { " said=\"\($0)\"" } ?? "")
        }
        if traits.contains(.supplementary) { line += " supplementary" }
        if traits.contains(.blocked) { line += " blocked" }
        if traits.contains(.subtitle) { line += " subtitle" }
        if part != .none { line += " part=" + part.name }
        return line
    }
}

extension PlanRole {
    var dumpName: String {
        switch self {
        case .heading(let level): return "heading(\(level))"
        case .paragraph: return "paragraph"
        case .list(let ordered): return ordered ? "list(ordered)" : "list"
        case .listItem(.bullet): return "listItem(bullet)"
        case .listItem(.ordinal(let value)): return "listItem(\(value))"
        case .blockquote: return "blockquote"
        case .preformatted(let code): return code ? "preformatted(code)" : "preformatted"
        case .table: return "table"
        case .tableRow: return "tableRow"
        case .tableCell(let header, let columnHeader):
            return (header ? "headerCell" : "cell") + (columnHeader.map { " under=\"\($0)\"" } ?? "")
        case .figure: return "figure"
        case .caption: return "caption"
        case .image(let image): return "image " + image.dumpText
        case .math(let math): return "math \"\(math.spokenText)\""
        case .note(let kind): return "note(\(kind.rawValue))"
        case .placedNote(let number, let mark, let kind):
            return mark == String(number) ? "placedNote(\(number), \(kind.rawValue))"
                                          : "placedNote(\(number), mark \"\(mark)\", \(kind.rawValue))"
        case .pageBreak(let page): return "pageBreak \"\(page.label)\""
        case .sceneBreak: return "sceneBreak"
        case .definitionList: return "definitionList"
        case .definitionTerm: return "definitionTerm"
        case .definitionDescription: return "definitionDescription"
        case .lineGroup: return "lineGroup"
        case .addedHeading(let level): return "addedHeading(\(level))"
        case .sectionEnd: return "sectionEnd"
        }
    }
}

extension ImageInfo {
    /// The text the plan gives the image (or that it has none) and its source.
    var dumpText: String {
        (text.map { "text=\"\($0)\"" } ?? "text=none") + " src=" + (source.isEmpty ? "-" : source)
    }
}

extension Inline {
    var dumpLine: String {
        switch self {
        case .text(let text, let style):
            var line = "text \"\(text)\""
            if !style.emphasis.isEmpty { line += " emphasis=\(style.emphasis.rawValue)" }
            if let script = style.script { line += " script=\(script)" }
            if style.code { line += " code" }
            if !style.spoken { line += " unspoken" }
            if let language = style.language { line += " lang=" + language }
            if style.romanNumeral { line += " roman=" + (style.romanNumeralValue.map(String.init) ?? "?") }
            if style.link != nil { line += " link" }
            return line
        case .image(let image): return "image " + image.dumpText
        case .math(let math): return "math \"\(math.spokenText)\""
        case .noteReference(let reference):
            let mark = reference.mark.flatMap { $0 == reference.number.map(String.init) ? nil : " mark=\"\($0)\"" } ?? ""
            return "noteReference \"\(reference.label)\"" + (reference.number.map { " number=\($0)" + mark } ?? " unplaced")
        case .pageBreak(let page): return "pageBreak \"\(page.label)\""
        case .lineBreak: return "lineBreak"
        case .lineNumber(let label): return "lineNumber \"\(label)\""
        }
    }
}

extension TableGrid {
    /// One line per row: each cell at its column, `h` for a header, empty cells as `·`.
    var dumpLines: [String] {
        var lines = ["columns=\(columnCount) headerRows=\(headerRows)"]
        for (index, row) in rows.enumerated() {
            let cells = row.cells.map { cell -> String in
                let span = (cell.columnSpan > 1 ? " cols=\(cell.columnSpan)" : "") + (cell.rowSpan > 1 ? " rows=\(cell.rowSpan)" : "")
                let content = cell.blank ? "·" : "\"" + cell.node.plainText.collapsingWhitespace() + "\""
                return "\(cell.column):" + (cell.header ? "h " : "") + content + span
            }
            lines.append("row \(index): " + cells.joined(separator: " | "))
        }
        return lines
    }
}
