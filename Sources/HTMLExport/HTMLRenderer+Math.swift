import MathRender
import ReadingModel

extension HTMLRenderer {
    /// An expression as MathML the browser draws (Chromium renders MathML Core), named by
    /// its speech text: `aria-label` is what a screen reader announces for the `math` role,
    /// and the sentence that holds it carries the same words in `data-say` for reading
    /// aloud. Math without a tree (or with nothing in it) is its alt text, as before.
    func mathElement(_ math: MathInfo) -> String {
        var out = ReaderPage.writer()
        guard let expression = math.expression, expression.hasContent else {
            let text = math.spokenText
            if !text.isEmpty { out.element("span", ["class": "formula"], text: text) }
            return out.finish()
        }
        // A screen reader and the browser's voice read this text: a letter is given as
        // they must say it ("eigh", not the article "a").
        let speech = MathRender.spokenForm(expression, language: math.language ?? languages.last ?? "en").engineText
        let name = speech.isEmpty ? math.usefulAlt ?? MathRender.linearText(expression) : speech
        out.element("math", ["display": expression.display ? "block" : nil, "lang": math.language, "aria-label": name]) { out in
            for child in expression.root.children { Self.writeMathML(child, to: &out) }
        }
        return out.finish()
    }

    /// One node as MathML markup. Element names are MathML Core's; an element the reader did
    /// not know is written as the row it was read as, and XML annotations (Content MathML)
    /// are left out: the browser draws neither. Every MathML element has an end tag (none
    /// is void in HTML).
    private static func writeMathML(_ node: MathNode, to out: inout XMLWriter) {
        let name: String
        if let rows = MathRender.computationRows(node) {
            writeComputation(rows, to: &out)
            return
        }
        switch node.kind {
        case .annotationXML: return
        case .unknown: name = "mrow"
        default: name = node.kind.elementName
        }
        out.start(name, attributeList: node.attributes.keys.sorted().map { (name: $0, value: node.attributes[$0] ?? "") })
        if node.kind.isToken || node.kind == .annotation {
            out.text(node.text)
        } else {
            for child in node.children { writeMathML(child, to: &out) }
        }
        out.end()
    }

    /// Elementary math (MathML 3 §3.6), which MathML Core and so the browser do not draw (an
    /// `mstack` as a row showed `345+27372`), as a table of Core elements that stacks it as
    /// print does: each row at the right of one column (`display: flex; justify-content: flex-end`: Chromium 156 centres an `mtd` whatever its `text-align` or `columnalign`) and moved left by its shift in
    /// digit widths (`ch`), a separation line as the top border of the row under it (or of an
    /// empty last row), carries smaller over their columns.
    private static func writeComputation(_ rows: [MathRender.ComputationRow], to out: inout XMLWriter) {
        out.start("mtable", attributeList: [(name: "class", value: "computation")])
        var lineAbove = false
        func cell(_ style: String, _ content: (inout XMLWriter) -> Void) {
            out.start("mtr", attributeList: [])
            out.start("mtd", attributeList: [(name: "style", value: style)])
            content(&out)
            out.end()
            out.end()
        }
        for row in rows {
            if row.kind == .line {
                lineAbove = true
                continue
            }
            var style = "display: flex; justify-content: flex-end"
            if row.shift != 0 { style += "; padding-right: \(row.shift)ch" }
            if lineAbove { style += "; border-top: 0.08em solid" }
            if row.kind == .carries { style += "; font-size: 70%" }
            lineAbove = false
            cell(style) { out in
                for child in row.nodes {
                    if child.kind == .mspace {
                        out.start("mspace", attributeList: [(name: "width", value: "1ch")])
                        out.end()
                    } else {
                        writeMathML(child, to: &out)
                    }
                }
            }
        }
        if lineAbove { cell("border-top: 0.08em solid") { _ in } }
        out.end()
    }
}
