import ReadingModel
import Speech

/// The inline text of a node, cut into the SSML exporter's sentences: each sentence is a
/// `span class="s"` whose id is its mark's name. A sentence that goes on in the next
/// paragraph of a table cell continues there in a `span class="s-part"` naming it.
extension HTMLRenderer {
    /// A sentence span being written: its content is kept until it closes, because the
    /// opening tag says (`data-say`) what is spoken when the text shown differs.
    struct OpenSpan {
        var sentence: SpokenSentence
        var continuation: Bool
        var content = ""
        /// What the page's script would speak from the text shown (text nodes, not page
        /// numbers, note references or ruby readings).
        var shown = ""
    }

    // MARK: Output

    mutating func emit(_ markup: String, shown: String = "") {
        if span != nil {
            span!.content += markup
            span!.shown += shown
        } else {
            out.raw(markup)
        }
    }

    mutating func startSentence(_ sentence: SpokenSentence, continuation: Bool = false) {
        closeSentence()
        span = OpenSpan(sentence: sentence, continuation: continuation)
        if !continuation {
            emitted.insert(sentence.mark)
            lastSentence = sentence
        }
    }

    mutating func closeSentence() {
        guard let open = span else { return }
        span = nil
        if open.continuation {
            if !open.content.isEmpty {
                out.element("span", ["class": "s-part", "data-part-of": open.sentence.mark]) { $0.raw(open.content) }
            }
            return
        }
        var say = ""
        if HTMLText.collapse(open.shown) != HTMLText.collapse(open.sentence.text) {
            say = " data-say=\"\(HTMLText.attribute(open.sentence.text))\""
        }
        let id = idAttribute(open.sentence.mark)
        out.start("span", markup: " class=\"s\"" + id + say)
        out.raw(open.content)
        out.end()
    }

    mutating func closeLink() {
        guard openLink != nil else { return }
        openLink = nil
        crossLinkEdge("</a>")
    }

    /// Writes a link's start or end tag. A link is never cut (one link, one target, one
    /// tab stop): the sentence span open at its edge ends there and goes on, as a part of
    /// the same sentence, on the other side; a span with nothing written yet moves across.
    mutating func crossLinkEdge(_ tag: String) {
        // The link's tags are written as markup: a link is open across the sentence spans
        // written around it, which are themselves kept as markup until they close.
        guard let open = span else {
            out.raw(tag)
            return
        }
        if open.content.isEmpty {
            span = nil
            out.raw(tag)
            span = open
            return
        }
        closeSentence()
        out.raw(tag)
        span = OpenSpan(sentence: open.sentence, continuation: true)
    }

    // MARK: Sentences of the tool's words

    /// The node's sentences that hold only the tool's words ("Note 3.", "Image: ..."): the
    /// first (up to `limit`) wraps `content`, the others are spoken from empty spans.
    /// Without such a sentence, `content` is written as it is.
    mutating func writeAnnouncements(_ node: PlanNode, limit: Int = .max,
                                     _ content: (inout HTMLRenderer) -> String) {
        let pending = sentences.sentences(in: node.id).filter { $0.start == nil && !emitted.contains($0.mark) }.prefix(limit)
        let markup = content(&self)
        guard let first = pending.first else {
            emit(markup)
            return
        }
        startSentence(first)
        emit(markup)
        closeSentence()
        for sentence in pending.dropFirst() { writeSpoken(sentence) }
    }

    /// A sentence with nothing of its own to show: an empty span the script speaks.
    mutating func writeSpoken(_ sentence: SpokenSentence) {
        closeSentence()
        emitted.insert(sentence.mark)
        lastSentence = sentence
        let id = idAttribute(sentence.mark)
        let say = out.escaped(sentence.text)
        out.start("span", markup: " class=\"s said\"" + id + " data-say=\"" + say + "\" aria-hidden=\"true\"")
        out.end()
    }

    // MARK: Inlines

    /// The node's inlines, each sentence in its span.
    mutating func writeInlines(_ node: PlanNode) {
        let mine = sentences.sentences(in: node.id).filter { !emitted.contains($0.mark) }
        for sentence in mine where sentence.start == nil { writeSpoken(sentence) }
        let starts = mine.filter { $0.start != nil }
        var next = 0
        // Text before the first sentence that starts here belongs to one begun in the
        // paragraph before (a table cell's second paragraph).
        let firstStart = starts.first?.start ?? SentencePosition(inline: node.inlines.count, offset: 0)
        if let last = lastSentence, last.node != node.id, leadingText(node.inlines, before: firstStart) {
            span = OpenSpan(sentence: last, continuation: true)
        }
        for (index, inline) in node.inlines.enumerated() {
            while next < starts.count, let start = starts[next].start,
                  start.inline < index || (start.inline == index && start.offset == 0) {
                startSentence(starts[next])
                next += 1
            }
            switch inline {
            case .text(let text, let style):
                let units = Array(text.utf16)
                var cuts: [(offset: Int, sentence: SpokenSentence)] = []
                while next < starts.count, let start = starts[next].start, start.inline == index, start.offset < units.count {
                    cuts.append((start.offset, starts[next]))
                    next += 1
                }
                var from = 0
                for cut in cuts {
                    if cut.offset > from { writeText(HTMLText.string(units[from..<cut.offset]), style) }
                    startSentence(cut.sentence)
                    from = max(from, cut.offset)
                }
                if from < units.count { writeText(HTMLText.string(units[from...]), style) }
            case .lineBreak:
                closeLink()
                emit("<br>")
            case .noteReference(let reference):
                closeLink()
                writeReference(reference, labels: node.labels)
            case .image(let image):
                closeLink()
                let markup = imageElement(image, labels: node.labels)
                emit(markup, shown: plan.images[image.source] == nil ? Self.shownText(image, labels: node.labels) : "")
            case .math(let math):
                // What the page shows is MathML, not words: the sentence keeps its words in data-say.
                emit(mathElement(math), shown: math.expression?.hasContent == true ? "" : math.spokenText)
            case .pageBreak(let page):
                closeLink()
                emit(pageMarker(page, labels: node.labels, block: false))
            case .lineNumber:
                // Print's margin: the page shows the words only.
                continue
            }
        }
        // Sentences the map starts past the text (after a trailing image, say).
        while next < starts.count {
            writeSpoken(starts[next])
            next += 1
        }
        closeLink()
        closeSentence()
    }

    /// Whether any visible text stands before `position`.
    private func leadingText(_ inlines: [Inline], before position: SentencePosition) -> Bool {
        for (index, inline) in inlines.enumerated() where index <= position.inline {
            guard case .text(let text, _) = inline else { continue }
            let units = index == position.inline ? Array(text.utf16.prefix(position.offset)) : Array(text.utf16)
            if HTMLText.string(units[...]).contains(where: { !$0.isWhitespace }) { return true }
        }
        return false
    }

    /// A text run with its emphasis, code, language, abbreviation, ruby and link.
    private mutating func writeText(_ text: String, _ style: InlineStyle) {
        let href = style.link.flatMap(linkHref)
        if href != openLink {
            closeLink()
            if let href {
                openLink = href
                let external = href.hasPrefix("#") ? "" : " rel=\"noopener noreferrer\""
                crossLinkEdge("<a href=\"\(HTMLText.attribute(href))\"\(external)>")
            }
        }
        var markup = HTMLText.text(text)
        var shown = text
        if let reading = style.reading, !reading.isEmpty {
            markup = "<ruby>\(markup)<rt>\(HTMLText.text(reading))</rt></ruby>"
        }
        if let abbreviation = style.abbreviation {
            let title = abbreviation.expansion.map { " title=\"\(HTMLText.attribute($0))\"" } ?? ""
            markup = "<abbr\(title)>\(markup)</abbr>"
        }
        if style.code { markup = "<code>\(markup)</code>" }
        switch style.script {
        case .superscript: markup = "<sup>\(markup)</sup>"
        case .subscript: markup = "<sub>\(markup)</sub>"
        case nil: break
        }
        if style.emphasis.contains(.underline) { markup = "<u>\(markup)</u>" }
        if style.emphasis.contains(.strikethrough) { markup = "<s>\(markup)</s>" }
        if style.emphasis.contains(.bold) { markup = "<strong>\(markup)</strong>" }
        if style.emphasis.contains(.italic) { markup = "<em>\(markup)</em>" }
        if let language = style.language, !language.isEmpty, language.lowercased() != languages.last?.lowercased() {
            markup = "<span lang=\"\(HTMLText.attribute(language))\">\(markup)</span>"
        }
        if WhiteSpace.isBlank(text) { shown = text }
        emit(markup, shown: shown)
    }

    /// Where a link leads on the page: a block the page shows, or an address outside the
    /// book; `nil` for a place in the book the page does not hold.
    private func linkHref(_ target: LinkTarget) -> String? {
        switch target {
        case .external(let url):
            let lowered = url.lowercased()
            guard lowered.hasPrefix("http:") || lowered.hasPrefix("https:") || lowered.hasPrefix("mailto:") else { return nil }
            return url
        case .internal(_, let blockID):
            guard let blockID, nodeIDs.contains(blockID) else { return nil }
            return "#" + HTMLText.fragment(blockID)
        }
    }

    /// A note reference: a link to the placed note, the first one also the back link's
    /// target.
    private mutating func writeReference(_ reference: NoteReference, labels: Labels) {
        guard let number = reference.number, let noteID = reference.noteID else {
            emit("<sup class=\"noteref\">\(HTMLText.text(reference.label))</sup>")
            return
        }
        var id = ""
        if referencedNotes.insert(number).inserted { id = idAttribute(Self.referenceID(number)) }
        // Named "Note 3", not "3": a screen reader says what the link leads to.
        let mark = reference.mark ?? String(number)
        let name = HTMLText.attribute(labels.noteName(mark: mark, number: number))
        emit("<a class=\"noteref\"\(id) href=\"#\(HTMLText.attribute(HTMLText.fragment(noteID)))\" aria-label=\"\(name)\">\(HTMLText.text(mark))</a>")
    }
}
