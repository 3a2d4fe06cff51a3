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
}
