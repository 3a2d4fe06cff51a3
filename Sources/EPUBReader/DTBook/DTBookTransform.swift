import BookModel
import ReadingModel
import XMLTree

/// Rewrites a DTBook document (ANSI/NISO Z39.86-2005, DTBook 2005-1/2/3, the content of
/// NIMAS 1.1 and DAISY 3 filesets) as the XHTML the content reader already knows, so a
/// DTBook is read by the same code as an EPUB and every format reads it the same way.
///
/// What each element becomes is listed in `docs/reading.md` ("DTBook, NIMAS and DAISY 3").
/// In short: `level1`-`level6` and `level` are sections whose `hd` is the heading of their
/// depth; `pagenum` is a page break (`epub:type="pagebreak"`); `noteref`/`annoref` are note
/// references and `note`/`annotation` the notes (`footnote`, `endnote` in the rear matter,
/// `note`); `sidebar` and `prodnote` are asides read in place, except a `prodnote` in an
/// `imggroup`, which is the description of its images (`aria-describedby`); `imggroup` is a
/// figure; `linegroup` and `poem` are line groups whose `line`s are lines; `epigraph` a
/// quotation; `sent`, `w` and `lic` are spans.
struct DTBookTransform {
    let href: String
    /// Every image source the document names, resolved against ``href``, in order.
    private(set) var imageSources: [String] = []
    private var generatedIDs = 0

    init(href: String) {
        self.href = href
    }

    /// The XHTML `html` element for the DTBook rooted at `dtbook`.
    mutating func xhtml(_ dtbook: XMLElement) -> XMLElement {
        var attributes: [XMLAttribute] = []
        if let language = dtbook[attribute: "xml:lang"] { attributes.append(XMLAttribute(name: "xml:lang", value: language)) }
        var children: [XMLNode] = []
        let title = dtbook.descendants(named: "doctitle").first?.textContent.collapsingWhitespace()
            ?? dtbook.first("head")?.elements.first { $0[attribute: "name"]?.lowercased() == "dc:title" }?[attribute: "content"]
        var head = Self.element("head")
        if let title, !title.isEmpty { head.children = [.element(Self.element("title", children: [.text(title)]))] }
        children.append(.element(head))
        let book = dtbook.first("book") ?? XMLElement(name: "book")
        var body = Self.element("body", line: book.line)
        body.children = convert(children: book.children, parent: "book", depth: 0, rear: false)
        children.append(.element(body))
        return Self.element("html", attributes: attributes, children: children, line: dtbook.line)
    }

    // MARK: - Elements

    /// Elements whose children are blocks: `author`, `line` and the like there are paragraphs.
    private static let blockContainers: Set<String> = [
        "book", "frontmatter", "bodymatter", "rearmatter", "level", "level1", "level2", "level3", "level4",
        "level5", "level6", "blockquote", "epigraph", "poem", "poem-stanzas", "linegroup", "sidebar", "note", "annotation",
        "prodnote", "div", "caption", "imggroup", "address",
    ]

    /// The same element in XHTML, by name.
    private static let sameName: Set<String> = [
        "p", "div", "em", "strong", "sub", "sup", "br", "hr", "cite", "q", "code", "kbd", "samp", "dfn", "span",
        "a", "bdo", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "col", "colgroup",
        "address", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "caption", "li",
    ]

    /// Attributes kept, with their meaning in XHTML.
    private static let keptAttributes: Set<String> = [
        "id", "xml:lang", "dir", "title", "src", "alt", "colspan", "rowspan", "scope", "headers", "href", "start",
    ]

    private mutating func convert(children: [XMLNode], parent: String, depth: Int, rear: Bool) -> [XMLNode] {
        var result: [XMLNode] = []
        result.reserveCapacity(children.count)
        for child in children {
            switch child {
            case .text(let text): result.append(.text(text))
            case .element(let element): result += convert(element, parent: parent, depth: depth, rear: rear)
            }
        }
        return result
    }

    private mutating func convert(_ element: XMLElement, parent: String, depth: Int, rear: Bool) -> [XMLNode] {
        let name = element.name
        if element.namespace == XMLNamespace.mathML || name == "math" { return [.element(element)] }
        let inBlocks = Self.blockContainers.contains(parent)
        func children(_ parentName: String = name, depth childDepth: Int = depth, rear childRear: Bool = rear) -> [XMLNode] {
            convert(children: element.children, parent: parentName, depth: childDepth, rear: childRear)
        }
        func made(_ newName: String, _ extra: [XMLAttribute] = [], _ content: [XMLNode]? = nil) -> [XMLNode] {
            [.element(Self.element(newName, attributes: kept(element) + extra, children: content ?? children(), line: element.line))]
        }
        switch name {
        case "frontmatter":
            return made("section", [Self.type("frontmatter")], children(depth: 0))
        case "bodymatter":
            return made("section", [Self.type("bodymatter")], children(depth: 0))
        case "rearmatter":
            return made("section", [Self.type("backmatter")], children(depth: 0, rear: true))
        case "level1", "level2", "level3", "level4", "level5", "level6":
            let level = Int(String(name.last!))!
            return made("section", Self.divisionTypes(element), children(depth: level))
        case "level":
            return made("section", Self.divisionTypes(element), children(depth: min(depth + 1, 6)))
        case "hd":
            if parent.hasPrefix("level") { return made("h\(max(1, min(depth, 6)))") }
            // The title of a poem of stanzas, or of one of its parts (The Waste Land's "I. THE
            // BURIAL OF THE DEAD"): a heading one below the level holding the poem.
            if parent == "poem-stanzas" { return made("h\(max(1, min(depth + 1, 6)))") }
            // A heading of a list, a sidebar, a poem...: a heading line, not a new section.
            return made("p", [XMLAttribute(name: "class", value: "hd")],
                        [.element(Self.element("strong", children: children(), line: element.line))])
        case "bridgehead":
            return made(inBlocks ? "p" : "span", [XMLAttribute(name: "class", value: "bridgehead")],
                        [.element(Self.element("strong", children: children(), line: element.line))])
        case "doctitle":
            if inBlocks { return made("h1", [Self.type("fulltitle")]) }
            return made("span")
        case "docauthor", "author", "byline", "dateline", "covertitle", "line":
            let classes = name == "line" ? "line" : name
            return made(inBlocks ? "p" : "span", [XMLAttribute(name: "class", value: classes)])
        case "linegroup":
            return made("div", [XMLAttribute(name: "class", value: "linegroup")])
        case "poem":
            // A poem of stanzas is a run of line groups; a poem of lines, one line group.
            let stanzas = element.elements.contains { $0.name == "linegroup" }
            if stanzas { return made("div", [], children("poem-stanzas")) }
            return made("div", [XMLAttribute(name: "class", value: "poem")])
        case "epigraph":
            return made("blockquote", [Self.type("epigraph")])
        case "pagenum":
            let label = element.textContent.collapsingWhitespace()
            var attributes = kept(element).filter { $0.name != "title" }
            attributes += [Self.type("pagebreak"), XMLAttribute(name: "title", value: label)]
            if let page = element[attribute: "page"] { attributes.append(XMLAttribute(name: "class", value: "page-" + page)) }
            return [.element(Self.element(inBlocks ? "div" : "span", attributes: attributes, children: [.text(label)],
                                          line: element.line))]
        case "noteref", "annoref":
            let target = element[attribute: "idref"] ?? ""
            return made("a", [Self.type("noteref"), XMLAttribute(name: "href", value: target)])
        case "note":
            return made("aside", [Self.type(rear ? "endnote" : "footnote")])
        case "annotation":
            return made("aside", [Self.type("note")])
        case "sidebar":
            return made("aside", [Self.type("sidebar")])
        case "prodnote":
            if inBlocks { return made("aside", [XMLAttribute(name: "class", value: "prodnote")]) }
            return made("span", [XMLAttribute(name: "class", value: "prodnote")])
        case "imggroup":
            return imageGroup(element, depth: depth, rear: rear)
        case "img":
            return image(element, describedBy: [])
        case "caption" where parent == "imggroup":
            return made("figcaption")
        case "list":
            return list(element, depth: depth, rear: rear)
        case "lic", "sent", "w":
            return made("span", [XMLAttribute(name: "class", value: name)])
        case "linenum":
            return made("span", [XMLAttribute(name: "class", value: "linenum")])
        case "abbr", "acronym":
            return made(name)
        case "head":
            return []
        default:
            if Self.sameName.contains(name) { return made(name) }
            // An element this reader does not know (a DTBook extension): its content in place.
            return made(inBlocks ? "div" : "span", [XMLAttribute(name: "class", value: name)])
        }
    }

    /// An `imggroup`: a figure whose `prodnote`s describe its images (the image
    /// description NIMAS asks for), named by `imgref` or else every image of the group.
    private mutating func imageGroup(_ group: XMLElement, depth: Int, rear: Bool) -> [XMLNode] {
        var notesByImage: [String: [String]] = [:]
        var allNotes: [String] = []
        var noteIDs: [Int: String] = [:]
        let imageIDs = group.elements.filter { $0.name == "img" }.enumerated().map { $0.element[attribute: "id"] ?? "dtbook-img-\($0.offset)" }
        for (index, child) in group.children.enumerated() {
            guard case .element(let note) = child, note.name == "prodnote" else { continue }
            let id = note[attribute: "id"] ?? newID()
            noteIDs[index] = id
            allNotes.append(id)
            for ref in (note[attribute: "imgref"] ?? "").split(whereSeparator: \.isWhitespace) {
                notesByImage[String(ref.drop { $0 == "#" }), default: []].append(id)
            }
        }
        var children: [XMLNode] = []
        var imageIndex = 0
        for (index, child) in group.children.enumerated() {
            guard case .element(let element) = child else { children += convert(children: [child], parent: "imggroup", depth: depth, rear: rear); continue }
            switch element.name {
            case "img":
                let id = element[attribute: "id"] ?? imageIDs[imageIndex]
                imageIndex += 1
                let notes = notesByImage[id] ?? (notesByImage.isEmpty ? allNotes : [])
                var image = element
                if image[attribute: "id"] == nil { image.attributes.append(XMLAttribute(name: "id", value: id)) }
                children += self.image(image, describedBy: notes)
            case "prodnote":
                var attributes = kept(element).filter { $0.name != "id" }
                attributes += [XMLAttribute(name: "id", value: noteIDs[index]!), XMLAttribute(name: "class", value: "prodnote")]
                children.append(.element(Self.element("div", attributes: attributes,
                                                      children: convert(children: element.children, parent: "prodnote", depth: depth, rear: rear),
                                                      line: element.line)))
            default:
                children += convert(element, parent: "imggroup", depth: depth, rear: rear)
            }
        }
        return [.element(Self.element("figure", attributes: kept(group), children: children, line: group.line))]
    }

    private mutating func image(_ element: XMLElement, describedBy notes: [String]) -> [XMLNode] {
        var attributes = kept(element)
        if let source = element[attribute: "src"], !source.isEmpty, !Href.isExternal(source) {
            imageSources.append(Href.resolve(source, against: href).path)
        }
        if !notes.isEmpty { attributes.append(XMLAttribute(name: "aria-describedby", value: notes.joined(separator: " "))) }
        return [.element(Self.element("img", attributes: attributes, line: element.line))]
    }

    /// `list type="ol|ul|pl"` with `enum` and `start`; its `hd` stands before it. A
    /// preformatted list (`pl`), whose items carry their own marks, is a run of lines.
    private mutating func list(_ element: XMLElement, depth: Int, rear: Bool) -> [XMLNode] {
        let type = element[attribute: "type"] ?? "ul"
        var before: [XMLNode] = []
        var items: [XMLNode] = []
        for child in element.children {
            if case .element(let inner) = child {
                if inner.name == "hd" {
                    before += convert(inner, parent: "list", depth: depth, rear: rear)
                    continue
                }
                if inner.name == "li" {
                    let content = convert(children: inner.children, parent: "li", depth: depth, rear: rear)
                    items.append(.element(Self.element(type == "pl" ? "div" : "li", attributes: kept(inner),
                                                       children: content, line: inner.line)))
                    continue
                }
                items += convert(inner, parent: type == "pl" ? "div" : "list", depth: depth, rear: rear)
            } else {
                items.append(child)
            }
        }
        var attributes = kept(element)
        // A list of class `toc` is a print contents (the DAISY Pipeline's DTBook-to-braille
        // stylesheets read `list[@class='toc']` as one; eBraille tagging best practices,
        // "Lists", says the same of HTML's): the class is kept for the content reader.
        let toc = Self.classes(element).contains("toc")
        if toc, type != "pl" { attributes.append(XMLAttribute(name: "class", value: "toc")) }
        let name: String
        switch type {
        case "ol":
            name = "ol"
            if let numbering = element[attribute: "enum"] { attributes.append(XMLAttribute(name: "type", value: numbering)) }
        case "pl":
            name = "div"
            attributes.append(XMLAttribute(name: "class", value: toc ? "list-pl toc" : "list-pl"))
        default:
            name = "ul"
        }
        return before + [.element(Self.element(name, attributes: attributes, children: items, line: element.line))]
    }

    // MARK: - Helpers

    /// What a level's `class` names, as the `epub:type` of its section. The DAISY 3
    /// Structure Guidelines (Part I, "Structure and Hierarchy"; Part II(a), "Class
    /// Attributes") name a level's kind in its `class` (`<level1 class="chapter">`,
    /// `"toc"`, `"glossary"`, `"index"` ...); the names are the EPUB 3 Structural Semantics
    /// Vocabulary's divisions, which the DAISY Pipeline's DTBook-to-EPUB 3 migration copies
    /// over as they are. Read as `epub:type`, a DTBook's contents, glossary, index,
    /// bibliography, notes and front matter items are told as an EPUB's are; any other
    /// class (a producer's own name) is left out, as before.
    static func divisionTypes(_ element: XMLElement) -> [XMLAttribute] {
        let names = classes(element).compactMap { divisionClassNames[$0] }
        if names.isEmpty { return [] }
        var seen: Set<String> = []
        return [type(names.filter { seen.insert($0).inserted }.joined(separator: " "))]
    }

    /// A level's class names (lower-cased) and the Structural Semantics term each one is.
    /// Besides the vocabulary's own names, the spellings the DAISY Pipeline's Nordic
    /// DTBook migration reads as them (`title-page`, `halftitle-page`, `print_toc`,
    /// `print-toc`, `level_toc`, `brieftoc`). Not yet the notes' names (`rearnotes`,
    /// `footnotes`): a DTBook `note` in a notes part is laid out in cell 5 with runovers in 7,
    /// neither §16.5's 7-5 nor §16.9's 1-3, so a level of notes keeps its notes' 7-5 for now.
    static let divisionClassNames: [String: String] = {
        var names: [String: String] = [:]
        for term in ["abstract", "acknowledgments", "afterword", "appendix", "bibliography", "chapter", "colophon",
                     "conclusion", "contributors", "copyright-page", "dedication", "epigraph", "epilogue", "errata",
                     "foreword", "glossary", "halftitlepage", "imprimatur", "imprint", "index", "introduction",
                     "part", "preamble", "preface", "prologue", "titlepage", "toc", "volume", "division"] {
            names[term] = term
        }
        names["title-page"] = "titlepage"
        names["halftitle-page"] = "halftitlepage"
        for toc in ["print_toc", "print-toc", "level_toc", "brieftoc"] { names[toc] = "toc" }
        return names
    }()

    static func classes(_ element: XMLElement) -> [String] {
        (element[attribute: "class"] ?? "").lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private func kept(_ element: XMLElement) -> [XMLAttribute] {
        element.attributes.filter { Self.keptAttributes.contains($0.name) }
    }

    private mutating func newID() -> String {
        generatedIDs += 1
        return "dtbook-prodnote-\(generatedIDs)"
    }

    private static func type(_ value: String) -> XMLAttribute { XMLAttribute(name: "epub:type", value: value) }

    private static func element(_ name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [],
                                line: Int = 0) -> XMLElement {
        XMLElement(name: name, namespace: XMLNamespace.xhtml, attributes: attributes, children: children, line: line)
    }
}
