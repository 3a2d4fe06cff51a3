import BookModel
import ReadingModel
import XMLTree

/// docutils' (and so Sphinx's and Jupyter Book's) citations: a reStructuredText document's
/// bibliography, each entry under the key the text cites it by (`[Moss1990]`).
///
/// docutils before 0.18 writes them as `<dl class="citation">`, each entry a `<dt
/// class="label" id="moss1990">` holding the key (its brackets added by the style sheet,
/// the key a link back to the citing place when there is one) and a `<dd>` holding the
/// entry; from 0.18, `<div role="list" class="citation-list">` of `<div class="citation"
/// role="doc-biblioentry">`, each opening with `<span class="label">` ("[", the key, "]").
/// Either is a bibliography's list of entries, not a glossary's terms and definitions:
/// each entry is one paragraph of the bibliography, its key first as print shows it
/// ("[Moss1990] Ada Moss. *Lichens of Old Walls* ..."), which braille sets 1-3 (Braille
/// Formats 2016 §22.2: "List each bibliography entry using 1-3 margins") and every format
/// reads once. A citation is no note: the text's `a.citation-reference` stays its words.
extension ContentConverter {
    /// Whether the element is docutils' list of citations (`dl.citation`,
    /// `div.citation-list`).
    func isCitationList(_ element: XMLElement) -> Bool {
        guard element.name == "dl" || element.name == "div", element[attribute: "class"] != nil else { return false }
        let names = classes(element)
        return element.name == "dl" ? names.contains("citation") : names.contains("citation-list")
    }

    /// Whether the element is one citation of docutils 0.18 and later (`div.citation`, or a
    /// `div` of role `doc-biblioentry`; a list item of that role stays its list's item).
    func isCitation(_ element: XMLElement) -> Bool {
        guard element.name == "div", !element.attributes.isEmpty else { return false }
        return element[attribute: "role"] == "doc-biblioentry"
            || element[attribute: "class"] != nil && classes(element).contains("citation")
    }

    /// The entries of `dl.citation`: each `dt` key with its `dd` entry.
    mutating func citationDefinitionList(_ element: XMLElement, _ context: Context) -> [Block] {
        var entries: [Block] = []
        var label: XMLElement?
        for child in element.elements {
            if child.name == "dt" {
                label = child
            } else if child.name == "dd" {
                entries += citationEntry(key: label, body: child.children, line: child.line, context)
                label = nil
            }
        }
        return entries
    }

    /// One `div.citation`: its `span.label` key, then the entry.
    mutating func citation(_ element: XMLElement, _ context: Context) -> [Block] {
        var body = element.children
        var key: XMLElement?
        if let index = body.firstIndex(where: { node in
            if case .element(let child) = node { child.name == "span" && classes(child).contains("label") } else { false }
        }), case .element(let label) = body[index] {
            key = label
            body.remove(at: index)
        }
        if let id = element[attribute: "id"], !id.isEmpty { pendingAnchors.append(href + "#" + id) }
        return citationEntry(key: key, body: body, line: element.line, context)
    }

    /// An entry's blocks, its key in brackets before its first paragraph's words; the key
    /// element's id is the entry's anchor (the text's citations link to it).
    mutating func citationEntry(key: XMLElement?, body: [XMLNode], line: Int, _ context: Context) -> [Block] {
        var inner = context
        inner.part = .bibliography
        if let id = key?[attribute: "id"], !id.isEmpty { pendingAnchors.append(href + "#" + id) }
        let wrapper = XMLElement(name: "div", children: body, line: line)
        var blocks = flow(wrapper, inner)
        Self.give(.bibliography, to: &blocks)
        guard var text = key?.textContent.collapsingWhitespace(), !text.isEmpty else { return blocks }
        if !text.hasPrefix("[") { text = "[" + text + "]" }
        if let first = blocks.firstIndex(where: { $0.role == .paragraph }) {
            blocks[first].inlines.insert(.text(text + " ", context.style), at: 0)
        } else {
            blocks.insert(makeBlock(key, role: .paragraph, inlines: [.text(text, context.style)], context: inner), at: 0)
        }
        return blocks
    }
}
