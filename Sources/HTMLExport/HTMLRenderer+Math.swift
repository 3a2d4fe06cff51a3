import MathRender
import ReadingModel

extension HTMLRenderer {
    /// An expression as MathML the browser draws (Chromium renders MathML Core), named by
    /// its speech text: `aria-label` is what a screen reader announces for the `math` role,
    /// and the sentence that holds it carries the same words in `data-say` for reading
    /// aloud. Math without a tree (or with nothing in it) is its alt text, as before.
    func mathElement(_ math: MathInfo) -> String {
        guard let expression = math.expression, expression.hasContent else {
            let text = math.spokenText
            return text.isEmpty ? "" : "<span class=\"formula\">\(HTMLText.text(text))</span>"
        }
        // A screen reader and the browser's voice read this text: a letter is given as
        // they must say it ("eigh", not the article "a").
        let speech = MathRender.spokenForm(expression, language: languages.last ?? "en").engineText
        var out = "<math"
        if expression.display { out += " display=\"block\"" }
        let name = speech.isEmpty ? math.usefulAlt ?? MathRender.linearText(expression) : speech
        out += " aria-label=\"\(HTMLText.attribute(name))\">"
        for child in expression.root.children { Self.writeMathML(child, to: &out) }
        return out + "</math>"
    }

    /// One node as MathML markup. Element names are MathML Core's; an element the reader did
    /// not know is written as the row it was read as, and XML annotations (Content MathML)
    /// are left out: the browser draws neither.
    private static func writeMathML(_ node: MathNode, to out: inout String) {
        let name: String
        switch node.kind {
        case .annotationXML: return
        case .unknown: name = "mrow"
        default: name = node.kind.elementName
        }
        out += "<" + name
        for key in node.attributes.keys.sorted() {
            out += " \(key)=\"\(HTMLText.attribute(node.attributes[key] ?? ""))\""
        }
        if node.kind.isToken || node.kind == .annotation {
            out += ">" + HTMLText.text(node.text) + "</" + name + ">"
            return
        }
        if node.children.isEmpty {
            out += "></" + name + ">"
            return
        }
        out += ">"
        for child in node.children { writeMathML(child, to: &out) }
        out += "</" + name + ">"
    }
}
