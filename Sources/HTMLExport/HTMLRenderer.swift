import ReadingModel
import Speech

/// The walker behind ``HTMLExporter``: writes the reading plan as semantic HTML, each node
/// by its role, and marks the SSML exporter's sentences in the text. What is read, where
/// notes go and how a table is read are the plan's decisions.
struct HTMLRenderer {
    let plan: ReadingPlan
    let sentences: SentenceMap
    /// Every id the page's elements carry: block ids, sentence marks, page marks.
    private(set) var usedIDs: Set<String> = []
    /// Images the page shows as their alt text only.
    private(set) var imagesLeftOut = 0

    /// The page's text written so far (the reader page's escaping and HTML syntax).
    var out = ReaderPage.writer()
    /// The language in force around what is being written (the page's, then each `lang`).
    var languages: [String]
    /// Ids of the plan's nodes: internal links lead only to these.
    let nodeIDs: Set<String>
    /// The last sentence opened, for a sentence that goes on in the next cell paragraph.
    var lastSentence: SpokenSentence?
    /// Note numbers whose first reference has been written (it carries the back link's target).
    var referencedNotes: Set<Int> = []
    /// Sentence marks written so far.
    var emitted: Set<String> = []
    /// The sentence span being written, and the link open inside it.
    var span: OpenSpan?
    var openLink: String?

    init(plan: ReadingPlan, sentences: SentenceMap, language: String) {
        self.plan = plan
        self.sentences = sentences
        languages = [language]
        var ids: Set<String> = []
        func collect(_ nodes: [PlanNode]) {
            for node in nodes {
                ids.insert(node.id)
                collect(node.children)
            }
        }
        collect(plan.nodes)
        nodeIDs = ids
    }

    /// The page's main content: one `section` per content document.
    mutating func render() -> String {
        var document: Int?
        for node in plan.nodes {
            if case .sectionEnd = node.role { continue }
            // A note placed at the end of a section stays in the section it ends.
            var placed = false
            if case .placedNote = node.role { placed = document != nil }
            if node.document != document && !placed {
                if document != nil { out.end(line: true) }
                document = node.document
                out.start("section", ["class": "chapter"], line: true)
            }
            write(node)
        }
        if document != nil { out.end(line: true) }
        // A sentence no node held (none should be) is still spoken, at the end.
        for sentence in sentences.sentences where !emitted.contains(sentence.mark) { writeSpoken(sentence) }
        return out.finish()
    }

    // MARK: Ids and attributes

    /// ` id="..."` the first time an id is used; nothing for a repeat (ids stay unique).
    mutating func idAttribute(_ id: String) -> String {
        uniqueID(id).map { " id=\"\(HTMLText.attribute($0))\"" } ?? ""
    }

    /// `id` when the page has no element of that id yet (it then has one), else `nil`.
    mutating func uniqueID(_ id: String) -> String? {
        guard !id.isEmpty, usedIDs.insert(id).inserted else { return nil }
        return id
    }

    /// ` lang="..."` when `language` differs from the one around it.
    func langAttribute(_ language: String?) -> String {
        guard let language, !language.isEmpty, language.lowercased() != languages.last?.lowercased() else { return "" }
        return " lang=\"\(HTMLText.attribute(language))\""
    }

    /// Opens an element for a node: its id and language (the language holds until
    /// ``close(line:)``), then `extra`, attributes written as markup.
    mutating func open(_ tag: String, _ node: PlanNode, _ extra: String = "", line: Bool = false) {
        let attributes = openAttributes(node, extra)
        out.start(tag, markup: attributes, line: line)
    }

    /// The attributes ``open(_:_:_:)`` gives an element (its id and language, then `extra`),
    /// for an element another writer writes (``TableMarkup``); the node's language holds
    /// until ``close(_:)``.
    mutating func openAttributes(_ node: PlanNode, _ extra: String = "") -> String {
        let lang = langAttribute(node.language)
        languages.append(node.language ?? languages.last ?? "")
        return "\(idAttribute(node.id))\(lang)\(extra)"
    }

    /// Closes the element ``open(_:_:_:line:)`` opened, and its language.
    mutating func close(line: Bool = true) {
        languages.removeLast()
        out.end(line: line)
    }

    /// Ends the language of an element another writer closes (``TableMarkup``'s).
    mutating func closeLanguage() {
        languages.removeLast()
    }

    // MARK: Nodes

    mutating func write(_ node: PlanNode) {
        switch node.role {
        case .heading(let level), .addedHeading(let level):
            let tag = "h\(min(max(level, 1), 6))"
            open(tag, node)
            writeInlines(node)
            close()
            writeChildren(node)
        case .paragraph, .definitionTerm, .definitionDescription, .caption:
            let tag: String
            switch node.role {
            case .definitionTerm: tag = "dt"
            case .definitionDescription: tag = "dd"
            case .caption: tag = node.children.isEmpty ? "p" : "div"
            default: tag = node.children.isEmpty ? "p" : "div"
            }
            let extra = node.role == .caption ? " class=\"caption\"" : ""
            open(tag, node, extra)
            writeInlinesAsParagraph(node, inside: tag)
            writeChildren(node)
            close()
        case .list(let ordered):
            writeList(node, ordered: ordered)
        case .listItem:
            open("li", node)
            writeInlinesAsParagraph(node, inside: "li")
            writeChildren(node)
            close()
        case .blockquote:
            open("blockquote", node)
            writeInlinesAsParagraph(node, inside: "blockquote")
            writeChildren(node)
            close()
        case .preformatted(let code):
            open("pre", node)
            if code { out.start("code") }
            writeInlines(node)
            if code { out.end() }
            close()
            writeChildren(node)
        case .table:
            writeTable(node)
        case .tableRow, .tableCell:
            // Only inside a table the page lays out; elsewhere a plain group.
            open("div", node)
            writeInlinesAsParagraph(node, inside: "div")
            writeChildren(node)
            close()
        case .figure:
            writeFigure(node)
        case .image(let image):
            open("div", node, " class=\"image\"")
            writeAnnouncements(node) { renderer in renderer.imageElement(image, labels: node.labels) }
            close()
        case .math(let math):
            open("p", node, " class=\"math\"")
            writeAnnouncements(node) { renderer in renderer.mathElement(math) }
            close()
        case .note(let kind):
            // Named by its opening words: axe counts each aside as a landmark that must
            // be told apart from the others.
            let opening = String(node.plainText.collapsingWhitespace().prefix(60))
            let name = kind == .aside ? opening : node.labels.note + ": " + opening
            open("aside", node, " role=\"note\" class=\"note note-\(kind.rawValue)\" aria-label=\"\(HTMLText.attribute(name))\"")
            if kind != .aside {
                out.start("p", ["class": "note-label"])
                writeAnnouncements(node, limit: 1) { _ in HTMLText.text(node.labels.note) }
                out.end()
            }
            writeInlinesAsParagraph(node, inside: "aside")
            writeChildren(node)
            close()
        case .placedNote(let number, let mark, _):
            let name = HTMLText.attribute(node.labels.noteName(mark: mark, number: number))
            open("aside", node, " role=\"doc-footnote\" class=\"note placed-note\" aria-label=\"\(name)\"")
            out.start("p", ["class": "note-label"])
            writeAnnouncements(node, limit: 1) { _ in HTMLText.text("\(node.labels.note) \(mark)") }
            out.raw(" ")
            out.element("a", ["class": "backlink", "href": "#" + HTMLText.fragment(Self.referenceID(number))], text: ReaderWords.backToText)
            out.end()
            writeInlinesAsParagraph(node, inside: "aside")
            writeChildren(node)
            close()
        case .pageBreak(let page):
            let marker = pageMarker(page, labels: node.labels, block: true)
            out.raw(marker)
            out.newline()
        case .sceneBreak:
            let id = idAttribute(node.id)
            out.empty("hr", markup: id, line: true)
        case .definitionList:
            writeGroup(node, tag: "dl", itemTags: ["dt", "dd"], strayTag: "dd")
        case .lineGroup:
            open("div", node, " class=\"lines\"")
            writeInlinesAsParagraph(node, inside: "div")
            writeChildren(node)
            close()
        case .sectionEnd:
            break
        }
    }

    mutating func writeChildren(_ node: PlanNode) {
        for child in node.children { write(child) }
    }

    /// A container's own inlines: in a `p` of their own when it holds blocks as well.
    mutating func writeInlinesAsParagraph(_ node: PlanNode, inside tag: String) {
        guard !node.inlines.isEmpty else {
            writeAnnouncements(node) { _ in "" }
            return
        }
        if node.children.isEmpty || tag == "p" || tag == "dt" {
            writeInlines(node)
        } else {
            out.start("p")
            writeInlines(node)
            out.end()
        }
    }

    /// A list: `ul` or `ol` holding only `li`; anything else the plan puts in it (a page
    /// break between items) goes inside the next item, or an item of its own at the end.
    mutating func writeList(_ node: PlanNode, ordered: Bool) {
        var extra = ""
        if ordered, let style = node.listNumbering?.style, style != .decimal {
            extra = " type=\"\(Self.typeAttribute(style))\""
        }
        let tag = ordered ? "ol" : "ul"
        // "List of 3 items." when the speech announces lists: spoken before the list.
        writeAnnouncements(node) { _ in "" }
        open(tag, node, extra, line: true)
        var strays: [PlanNode] = []
        for child in node.children {
            guard case .listItem(let marker) = child.role else {
                strays.append(child)
                continue
            }
            var itemExtra = ""
            if ordered, case .ordinal(let value) = marker { itemExtra = " value=\"\(value)\"" }
            open("li", child, itemExtra)
            for stray in strays { write(stray) }
            strays = []
            writeInlinesAsParagraph(child, inside: "li")
            writeChildren(child)
            close()
        }
        if !strays.isEmpty {
            out.start("li", ["class": "stray"])
            for stray in strays { write(stray) }
            out.end(line: true)
        }
        if node.children.isEmpty { out.element("li", ["class": "stray"], text: "") }
        close()
    }

    /// A `dl` holding only `dt` and `dd`; anything else goes in a `dd`.
    mutating func writeGroup(_ node: PlanNode, tag: String, itemTags: Set<String>, strayTag: String) {
        open(tag, node, line: true)
        for child in node.children {
            switch child.role {
            case .definitionTerm, .definitionDescription:
                write(child)
            default:
                out.start(strayTag)
                write(child)
                out.end(line: true)
            }
        }
        close()
    }

    static func typeAttribute(_ style: ListNumberStyle) -> String {
        switch style {
        case .decimal: return "1"
        case .lowerAlpha: return "a"
        case .upperAlpha: return "A"
        case .lowerRoman: return "i"
        case .upperRoman: return "I"
        }
    }

    /// A figure with its caption as `figcaption` when it comes first or last.
    mutating func writeFigure(_ node: PlanNode) {
        open("figure", node, line: true)
        writeInlinesAsParagraph(node, inside: "figure")
        for (index, child) in node.children.enumerated() {
            if case .caption = child.role, index == 0 || index == node.children.count - 1 {
                open("figcaption", child)
                writeInlinesAsParagraph(child, inside: "figcaption")
                writeChildren(child)
                close()
            } else {
                write(child)
            }
        }
        close()
    }

    // MARK: Images and page numbers

    /// An image as an `img` with a data URI when the book's image was kept, else its alt
    /// text in a box.
    mutating func imageElement(_ image: ImageInfo, labels: Labels) -> String {
        if let kept = plan.images[image.source] {
            let alt = image.text ?? labels.image
            var out = ReaderPage.writer()
            out.empty("img", ["src": "data:\(kept.mediaType);base64,\(Base64.encode(kept.bytes))", "alt": alt])
            return out.finish()
        }
        imagesLeftOut += 1
        var out = ReaderPage.writer()
        out.element("span", ["class": "img-alt"], text: Self.shownText(image, labels: labels))
        return out.finish()
    }

    /// What the page shows for an image it does not embed: the word for an image and the
    /// text the plan gives it.
    static func shownText(_ image: ImageInfo, labels: Labels) -> String {
        image.text.map { labels.image + ": " + $0 } ?? labels.image
    }

    /// A print page number: a small marker a screen reader can skip, with the id the
    /// SSML gives the page's mark.
    mutating func pageMarker(_ page: PageBreak, labels: Labels, block: Bool) -> String {
        let label = page.label.trimmingWhitespace()
        let tag = block ? "div" : "span"
        let id = page.anchor ?? "page-\(label)"
        var out = ReaderPage.writer()
        out.element(tag, ["class": "page", "role": "doc-pagebreak", "id": uniqueID(id), "aria-label": labels.page(label),
                          "data-say": labels.pageSpoken(label)], text: label)
        return out.finish()
    }

    static func referenceID(_ number: Int) -> String { "noteref-\(number)" }
}
