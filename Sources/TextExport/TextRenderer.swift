import MathRender
import ReadingModel
/// The two dialects of the reading-text export.
enum TextDialect: Sendable {
    /// Plain UTF-8 text (`--to text`).
    case plain
    /// CommonMark with footnotes (`--to markdown`).
    case markdown
}

/// The walker behind ``TextExporter`` and ``MarkdownExporter``: it renders the reading plan
/// once, writing each node by its role. What is read and where notes go is the plan's
/// decision, not this renderer's.
struct TextRenderer: PlanVisitor {
    let dialect: TextDialect
    let width: Int?
    let linkPlacement: LinkPlacement
    let pageMarkers: Bool

    private let plan: ReadingPlan
    /// The linear form of the plan's math, written ahead on two threads.
    let linearMath: MathRenderings<String>
    /// The tool's words for the node being written.
    var labels: Labels

    private var writer = LineWriter()
    /// What each open visit opened, undone in ``leave(_:depth:)``.
    private var opened: [Opened] = []
    private var lists: [ListState] = []
    private var links: [(number: Int, url: String)] = []
    private var linkCount = 0
    private var pages: [String] = []
    private var pendingTerms: [String] = []
    /// Markdown only: alternate list markers so that two adjacent lists stay two lists.
    private var listAlternation: [Int: Bool] = [:]

    private struct Opened {
        var frames = 0
        /// For a placed note: the output's length when it opened (an empty note still
        /// writes its line).
        var noteStart: Int?
        var list = false
        var definitionList = false
    }

    private struct ListState {
        var ordered: Bool
        var alternate: Bool
        var tight: Bool
    }

    init(plan: ReadingPlan, dialect: TextDialect, settings: TextSettings) {
        self.plan = plan
        self.dialect = dialect
        width = settings.width
        linkPlacement = settings.links ?? (dialect == .markdown ? .inline : .none)
        pageMarkers = settings.pageMarkers
        labels = plan.labels
        linearMath = MathRenderings(plan) { expression, _ in MathRender.linearText(expression) }
    }

    /// Renders the whole book.
    mutating func render() -> String {
        writeTitleBlock()
        walk(plan.nodes)
        flushLinks()
        flushPages()
        return writer.finished
    }

    // MARK: - Visiting

    mutating func visit(_ block: PlanNode, depth: Int) -> VisitAction {
        var record = Opened()
        defer { opened.append(record) }
        labels = block.labels

        switch block.role {
        case .heading(let level), .addedHeading(let level):
            writeHeading(text: inlineText(block.inlines), level: level)
            return .skipChildren

        case .list(let ordered):
            let key = writer.depth
            let alternate = dialect == .markdown ? !(listAlternation[key] ?? true) : false
            listAlternation[key] = alternate
            let tight = dialect == .plain || block.children.allSatisfy { item in
                item.children.count <= 1 && item.children.allSatisfy(\.children.isEmpty)
            }
            lists.append(ListState(ordered: ordered, alternate: alternate, tight: tight))
            record.list = true
            writer.open(separator: tight ? .newline : .blankLine)
            record.frames = 1

        case .listItem(let marker):
            let text = listMarker(marker, of: block)
            let tight = lists.last?.tight ?? true
            writer.open(first: text, rest: String(repeating: " ", count: DisplayWidth.of(text)),
                        separator: tight ? .newline : .blankLine)
            record.frames = 1
            writeParagraph(block.inlines)

        case .blockquote:
            writer.open(first: dialect == .markdown ? "> " : "    ", separator: .blankLine)
            record.frames = 1
            writeParagraph(block.inlines)

        case .preformatted:
            writePreformatted(block)
            return .skipChildren

        case .table:
            writeTable(block)
            return .skipChildren

        case .figure:
            writer.open(separator: dialect == .plain ? .newline : .blankLine)
            record.frames = 1
            writeParagraph(block.inlines)

        case .image(let image):
            writeText(imageText(image))
            return .skipChildren

        case .math(let math):
            writeText(mathText(math))
            return .skipChildren

        case .note:
            writeParagraph(block.inlines)

        case .placedNote(let number, let mark, _):
            // Markdown's footnote label must be unique in the document: the plan's number;
            // text shows the book's mark.
            let label = dialect == .markdown ? "[^\(number)]: " : "[\(mark)] "
            writer.open(first: label, rest: String(repeating: " ", count: dialect == .markdown ? 4 : label.count),
                        separator: .blankLine)
            record.frames = 1
            record.noteStart = writer.text.utf8.count
            writeParagraph(block.inlines)

        case .pageBreak(let pageBreak):
            if pageMarkers { pages.append(pageBreak.label) }
            flushPages()
            return .skipChildren

        case .sceneBreak:
            // pandoc's commonmark_x reads "* * *" as nested empty lists; "***" is a break everywhere.
            writeLeaf(dialect == .markdown ? "***" : "* * *")
            return .skipChildren

        case .definitionList:
            writer.open(separator: dialect == .plain ? .newline : .blankLine)
            record.frames = 1
            record.definitionList = true

        case .definitionTerm:
            let term = flattenedText(block)
            if !term.isEmpty { pendingTerms.append(term) }
            return .skipChildren

        case .definitionDescription:
            if !pendingTerms.isEmpty {
                let terms = pendingTerms.joined(separator: ", ")
                // A term that ends in its own colon or dash is not given a second one.
                var label = terms + (terms.last.map { ":—–-".contains($0) } == true ? " " : ": ")
                if dialect == .markdown { label = Self.escapeLineStart(label) }
                pendingTerms = []
                writer.open(first: label, rest: dialect == .plain ? "  " : "",
                            separator: dialect == .plain ? .newline : .blankLine)
                record.frames = 1
            }
            writeParagraph(block.inlines)

        case .lineGroup:
            var lines: [String] = []
            collectLines(block.children, into: &lines)
            writeText(lines.joined(separator: "\n"))
            return .skipChildren

        case .sectionEnd:
            // The section's notes are placed before this; its links and pages follow them.
            flushLinks()
            flushPages()
            return .skipChildren

        case .paragraph, .caption, .tableRow, .tableCell:
            writeParagraph(block.inlines)
        }
        return .visitChildren
    }

    mutating func leave(_ block: PlanNode, depth: Int) {
        let record = opened.removeLast()
        if record.definitionList { flushTerms() }
        if let start = record.noteStart, writer.text.utf8.count == start { writer.write([""]) }
        for _ in 0..<record.frames { writer.close() }
        if record.list { lists.removeLast() }
        if depth == 0 { flushPages() }
    }

    // MARK: - Blocks

    private mutating func writeTitleBlock() {
        guard let title = plan.metadata.title.map(collapse), !title.isEmpty else { return }
        let creators = plan.metadata.creators.map(collapse).filter { !$0.isEmpty }.joined(separator: ", ")
        switch dialect {
        case .plain:
            let wrapper = TextWrapper(firstWidth: width ?? .max, restWidth: width ?? .max)
            writer.write(wrapper.wrap(title) + (creators.isEmpty ? [] : wrapper.wrap(creators)))
        case .markdown:
            writer.write(["**" + escaped(title) + "**"])
            if !creators.isEmpty { writer.write([Self.escapeLineStart(escaped(creators))]) }
        }
    }

    private mutating func writeHeading(text: String, level: Int) {
        let line = Self.headingLine(text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty })
        guard !line.isEmpty else { return }
        switch dialect {
        case .plain:
            let rule = Self.headingRules[min(max(level, 1), 6) - 1]
            // From the first column, so that the rule in docs/text.md holds inside lists too.
            writer.write([line, String(repeating: rule, count: max(DisplayWidth.of(line), 3))],
                         standAlone: true, prefixed: false)
        case .markdown:
            var content = line
            if content.hasSuffix("#") { content.removeLast(); content += "\\#" }
            writer.write([String(repeating: "#", count: min(max(level, 1), 6)) + " " + content], standAlone: true)
        }
        flushPages()
    }

    /// A heading's print lines as the one line docs/text.md promises (a heading is never
    /// wrapped, so that a program finds it by its underline), keeping the pause print's line
    /// break gave, as the SSML export's comma break does: after a line that ends in a mark, a
    /// space ("CHAPTER I." over "THE BEGINNING" is "CHAPTER I. THE BEGINNING"); after a label
    /// that ends in its number ("CHAPTER I", "Section 4"), a colon, as contents and references
    /// write a label and its title ("CHAPTER I: HOW THE ..."); after any other line, a dash
    /// ("Chapter Two — The Thaw", "THE KING OF THE GOLDEN RIVER — OR — THE BLACK BROTHERS"),
    /// so that the lines are not read as one name. A next line opening in lower case ("The
    /// Life and Adventures" over "of a Sailor") is one phrase the layout broke: a space.
    static func headingLine(_ lines: [String]) -> String {
        var line = ""
        for next in lines {
            if let last = line.last, let first = next.first {
                if last.isPunctuation || last.isSymbol || first.isLowercase {
                    line += " "
                } else {
                    line += endsInNumber(line) ? ": " : " \u{2014} "
                }
            }
            line += next
        }
        return line
    }

    /// Whether a line ends in a number: digits, or a well-formed roman numeral in capitals
    /// ("IV"; "CIVIL" is none).
    static func endsInNumber(_ line: String) -> Bool {
        guard let word = line.split(separator: " ").last else { return false }
        if word.allSatisfy(\.isNumber) { return true }
        return word.allSatisfy { "IVXLCDM".contains($0) } && RomanNumeral.value(of: String(word)) != nil
    }

    /// The underline character of each heading level in plain text (reStructuredText's order).
    static let headingRules: [Character] = ["=", "-", "~", "^", "\"", "'"]

    private mutating func writeParagraph(_ inlines: [Inline]) {
        guard !inlines.isEmpty else { return }
        writeText(inlineText(inlines))
    }

    /// Writes running text: hard line breaks kept, lines wrapped to `width` when set.
    private mutating func writeText(_ text: String) {
        // Split on the byte: 0x0A is only ever U+000A in UTF-8, and a substring of the
        // bytes is copied once, not rebuilt scalar by scalar.
        let hardLines = text.utf8.split(separator: 0x0A)
            .map { String(Substring($0)).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !hardLines.isEmpty else { flushPages(); return }
        var lines: [String] = []
        let widths = writer.prefixWidths
        for (index, hardLine) in hardLines.enumerated() {
            let line = dialect == .markdown ? Self.escapeLineStart(hardLine) : hardLine
            var wrapped: [String]
            if let width {
                let firstPrefix = index == 0 ? widths.first : widths.rest
                var wrapper = TextWrapper(firstWidth: max(width - firstPrefix, 1),
                                          restWidth: max(width - widths.rest, 1))
                if dialect == .markdown { wrapper.canStartLine = Self.markdownCanStartLine }
                wrapped = wrapper.wrap(line)
            } else {
                wrapped = [line]
            }
            if dialect == .markdown && index < hardLines.count - 1, let last = wrapped.popLast() {
                wrapped.append(last + "\\")
            }
            lines += wrapped
        }
        writer.write(lines)
        flushPages()
    }

    /// One line that is never wrapped (markers, images, breaks).
    private mutating func writeLeaf(_ line: String) {
        if !line.isEmpty { writer.write([line]) }
        flushPages()
    }

    private mutating func writePreformatted(_ block: PlanNode) {
        var lines = Self.verbatimLines(block.plainText)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { return }
        if dialect == .markdown {
            var longest = 0, run = 0
            for character in lines.joined(separator: "\n") {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: max(3, longest + 1))
            lines = [fence] + lines + [fence]
        }
        // Blank lines inside code are content: write them through the frame's prefixes.
        writer.write(lines)
        for inline in block.inlines { if case .pageBreak(let page) = inline, pageMarkers { pages.append(page.label) } }
        flushPages()
    }

    /// A table row by row: each data cell after its column header (the plan's decision).
    private mutating func writeTable(_ table: PlanNode) {
        writer.open(separator: .newline)
        defer { writer.close() }
        // Markdown writes the rows as a bullet list, alternating markers like other lists.
        let key = writer.depth
        let alternate = !(listAlternation[key] ?? true)
        listAlternation[key] = alternate
        let marker = alternate ? "* " : "- "
        for child in table.children {
            switch child.role {
            case .caption:
                writeText(flattenedText(child))
            case .tableRow:
                let parts = child.children.compactMap { cell -> String? in
                    guard case .tableCell(_, let columnHeader) = cell.role else { return nil }
                    let text = flattenedText(cell)
                    guard !text.isEmpty else { return nil }
                    guard let columnHeader else { return text }
                    return escaped(columnHeader) + ": " + text
                }
                guard !parts.isEmpty else { continue }
                // A wrapped row hangs under its first line so that it does not read as a new row.
                writer.open(first: dialect == .markdown ? marker : "", rest: "  ", separator: .newline)
                writeText(parts.joined(separator: "; "))
                writer.close()
            default:
                writeText(flattenedText(child))
            }
        }
    }

    private mutating func flushTerms() {
        guard !pendingTerms.isEmpty else { return }
        let terms = pendingTerms.joined(separator: ", ")
        pendingTerms = []
        writeText(terms)
    }

    /// The marker before an item: its number in the list's style ("3.", "c.", "iv.") or a
    /// bullet. CommonMark numbers only in digits: Markdown writes other styles after a bullet.
    private func listMarker(_ marker: ListMarker, of item: PlanNode) -> String {
        let alternate = lists.last?.alternate ?? false
        let bullet = alternate ? "* " : "- "
        guard case .ordinal(let value) = marker, let text = item.markerText(marker) else { return bullet }
        let decimal = (item.listNumbering?.style ?? .decimal) == .decimal
        if dialect == .markdown && !decimal { return bullet + Self.escapeMarkdown(text) + ". " }
        return (decimal ? "\(value)" : text) + (alternate ? ") " : ". ")
    }

    /// The lines of a line group (poetry, addresses): one per leaf node.
    private mutating func collectLines(_ nodes: [PlanNode], into lines: inout [String]) {
        for node in nodes {
            if case .pageBreak(let page) = node.role {
                if pageMarkers { pages.append(page.label) }
                continue
            }
            if node.children.isEmpty {
                lines.append(leafText(node))
            } else {
                if !node.inlines.isEmpty { lines.append(inlineText(node.inlines)) }
                collectLines(node.children, into: &lines)
            }
        }
    }

    /// A node's text on one line: its leaves' text joined by spaces (table cells, terms).
    private mutating func flattenedText(_ node: PlanNode) -> String {
        var parts: [String] = []
        func gather(_ node: PlanNode, _ renderer: inout TextRenderer) {
            if case .pageBreak(let page) = node.role {
                if renderer.pageMarkers { renderer.pages.append(page.label) }
                return
            }
            if node.children.isEmpty {
                parts.append(renderer.leafText(node))
            } else {
                if !node.inlines.isEmpty { parts.append(renderer.inlineText(node.inlines)) }
                for child in node.children { gather(child, &renderer) }
            }
        }
        gather(node, &self)
        return parts.map { collapse($0) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private mutating func leafText(_ node: PlanNode) -> String {
        switch node.role {
        case .image(let image): return imageText(image)
        case .math(let math): return mathText(math)
        case .sceneBreak, .sectionEnd: return ""
        default: return inlineText(node.inlines)
        }
    }

    // MARK: - Links, pages

    /// Records an external link for `--links end` and returns its number.
    mutating func linkForEnd(_ url: String) -> Int {
        linkCount += 1
        links.append((linkCount, url))
        return linkCount
    }

    private mutating func flushLinks() {
        guard !links.isEmpty else { return }
        let lines = links.map { link in
            dialect == .markdown ? "[\(link.number)]: \(Self.markdownDestination(link.url))"
                                 : "[\(labels.link) \(link.number)] \(link.url)"
        }
        links = []
        writer.write(lines)
    }

    mutating func pageBroke(_ label: String) {
        if pageMarkers { pages.append(label) }
    }

    private mutating func flushPages() {
        guard !pages.isEmpty else { return }
        let waiting = pages
        pages = []
        for label in waiting {
            writer.write(["--- " + labels.page(collapse(label)) + " ---"], forceBlankLine: dialect == .markdown)
        }
    }
}
