import ReadingModel

/// The page around the book's text: the head (no request leaves it: a Content Security
/// Policy allows only what is inline and data URIs), the reading controls, the table of
/// contents and the main text.
struct ReaderPage {
    let plan: ReadingPlan
    let language: String
    /// The font embedded for the dyslexia-friendly setting, if any.
    let font: ReaderFont?
    let readNotes: Bool
    let readPages: Bool
    /// Ids the main text holds: the contents link only to these.
    let renderedIDs: Set<String>

    /// No request leaves the page (`default-src 'none'`, images and an embedded font only as
    /// data URIs); the one
    /// script that runs is the page's own, named by its SHA-256 (CSP Level 3 §8.4), so an
    /// inline script smuggled into the text would not run even past the escaping; no
    /// `<base>` can redirect links and no form can post (`base-uri`, `form-action 'none'`).
    static let contentSecurityPolicy = "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; "
        + "script-src 'sha256-\(Base64.encode(SHA256.digest(Array(ReaderScript.javascript.utf8))))'; "
        + "base-uri 'none'; form-action 'none'"

    /// The page's writer: HTML syntax (void elements without a slash), text escaped as
    /// ``HTMLText`` escapes it.
    static func writer() -> XMLWriter {
        XMLWriter(syntax: .html, escapingApostrophe: false, escapingQuotationMarkInText: false, droppingC1Controls: true)
    }

    func html(body: String) -> String {
        let labels = plan.labels
        let title = plan.metadata.title?.collapsingWhitespace() ?? labels.untitled
        var out = Self.writer()
        out.doctype("html")
        out.start("html", ["lang": language, "data-theme": "auto", "data-read-pages": String(readPages),
                           "data-read-notes": String(readNotes), "data-reader-font": font == nil ? nil : "true"], line: true)
        out.start("head", line: true)
        out.empty("meta", ["charset": "utf-8"], line: true)
        out.empty("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"], line: true)
        out.empty("meta", ["http-equiv": "Content-Security-Policy", "content": Self.contentSecurityPolicy], line: true)
        out.empty("meta", ["name": "generator", "content": "exporttool"], line: true)
        out.element("title", text: title, line: true)
        out.element("style", line: true) { out in
            out.raw(font?.fontFace ?? "")
            out.raw(ReaderStyle.css)
        }
        out.element("script", line: true) { $0.raw(ReaderScript.javascript) }
        out.end(line: true)
        out.start("body", line: true)
        out.element("a", ["class": "skip", "href": "#content"], text: ReaderWords.skipToText, line: true)
        header(&out, title: title)
        contents(&out, labels: labels)
        out.element("main", ["id": "content", "tabindex": "-1"], line: true) { out in
            out.newline()
            out.raw(body)
        }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    // MARK: Controls

    private func header(_ out: inout XMLWriter, title: String) {
        out.start("header", ["class": "reader"], line: true)
        out.element("p", ["class": "book"], line: true) { out in
            out.text(title)
            if !plan.metadata.creators.isEmpty {
                out.raw(" ")
                out.element("span", ["class": "creators"], text: ReaderWords.by + " " + plan.metadata.creators.joined(separator: ", "))
            }
        }
        out.start("div", ["class": "controls", "role": "group", "aria-label": ReaderWords.readAloud], line: true)
        button(&out, "previous-paragraph", ReaderWords.previousParagraph, keys: "Alt+Shift+ArrowUp")
        button(&out, "previous-sentence", ReaderWords.previousSentence, keys: "Alt+Shift+ArrowLeft")
        out.element("button", ["type": "button", "id": "play", "aria-keyshortcuts": "Alt+Shift+P", "data-play": ReaderWords.play,
                               "data-pause": ReaderWords.pause], text: ReaderWords.play, line: true)
        button(&out, "next-sentence", ReaderWords.nextSentence, keys: "Alt+Shift+ArrowRight")
        button(&out, "next-paragraph", ReaderWords.nextParagraph, keys: "Alt+Shift+ArrowDown")
        out.end(line: true)
        out.start("details", ["id": "settings"])
        out.element("summary", ["aria-keyshortcuts": "Alt+Shift+S"], text: ReaderWords.settings, line: true)
        out.start("div", ["class": "settings-grid"], line: true)
        select(&out, "set-font", ReaderWords.font, [("serif", ReaderWords.fontSerif), ("sans", ReaderWords.fontSans),
                                                 ("dyslexic", ReaderWords.fontDyslexic), ("mono", ReaderWords.fontMono)])
        // Shown by the script when no dyslexia-friendly font is embedded or installed
        // (`hidden` is a boolean attribute, written bare).
        out.start("p", markup: #" class="font-note" id="font-note" hidden"#)
        out.text(ReaderWords.fontDyslexicMissing)
        out.end(line: true)
        range(&out, "set-size", ReaderWords.size, min: 0.75, max: 3, step: 0.125, value: 1.125)
        range(&out, "set-line", ReaderWords.lineSpacing, min: 1, max: 2.6, step: 0.1, value: 1.6)
        range(&out, "set-letter", ReaderWords.letterSpacing, min: 0, max: 0.3, step: 0.02, value: 0)
        range(&out, "set-word", ReaderWords.wordSpacing, min: 0, max: 1, step: 0.05, value: 0)
        range(&out, "set-width", ReaderWords.width, min: 20, max: 80, step: 2, value: 38)
        select(&out, "set-theme", ReaderWords.theme, [("auto", ReaderWords.themeAuto), ("light", ReaderWords.themeLight),
                                                   ("dark", ReaderWords.themeDark), ("sepia", ReaderWords.themeSepia),
                                                   ("contrast", ReaderWords.themeContrast)])
        range(&out, "set-rate", ReaderWords.rate, min: 0.5, max: 2, step: 0.1, value: 1)
        select(&out, "set-voice", ReaderWords.voice, [("", ReaderWords.automaticVoice)])
        checkbox(&out, "set-pages", ReaderWords.readPages)
        checkbox(&out, "set-notes", ReaderWords.readNotes)
        out.element("div", line: true) { $0.element("button", ["type": "button", "id": "reset-settings"], text: ReaderWords.reset) }
        out.end(line: true)
        out.end(line: true)
        out.start("details", ["class": "shortcuts"])
        out.element("summary", text: ReaderWords.shortcuts, line: true)
        out.start("dl", line: true)
        for shortcut in ReaderWords.shortcutList {
            out.element("dt", text: shortcut.keys)
            out.element("dd", text: shortcut.action, line: true)
        }
        out.end(line: true)
        out.end(line: true)
        out.element("p", ["class": "status", "id": "status", "role": "status", "data-reading": ReaderWords.reading,
                          "data-paused": ReaderWords.paused, "data-stopped": ReaderWords.stopped, "data-ended": ReaderWords.ended,
                          "data-no-speech": ReaderWords.noSpeech], text: "", line: true)
        out.end(line: true)
    }

    private func button(_ out: inout XMLWriter, _ id: String, _ name: String, keys: String) {
        out.element("button", ["type": "button", "id": id, "aria-keyshortcuts": keys], text: name, line: true)
    }

    private func select(_ out: inout XMLWriter, _ id: String, _ name: String, _ options: [(String, String)]) {
        out.element("label", ["for": id], line: true) { out in
            out.text(name)
            out.element("select", ["id": id]) { out in
                for (value, text) in options { out.element("option", ["value": value], text: text) }
            }
        }
    }

    /// A slider with its value shown beside it (the script writes it, and gives the slider
    /// the same words as `aria-valuetext`; the shown copy is hidden from the accessibility
    /// tree, which would read it twice).
    private func range(_ out: inout XMLWriter, _ id: String, _ name: String, min: Double, max: Double, step: Double, value: Double) {
        out.element("label", ["for": id], line: true) { out in
            out.text(name)
            out.empty("input", ["type": "range", "id": id, "min": "\(min)", "max": "\(max)", "step": "\(step)", "value": "\(value)"])
            out.element("output", ["id": id + "-value", "for": id, "aria-hidden": "true"], text: "")
        }
    }

    private func checkbox(_ out: inout XMLWriter, _ id: String, _ name: String) {
        out.element("label", ["class": "check", "for": id], line: true) { out in
            out.empty("input", ["type": "checkbox", "id": id])
            out.text(" " + name)
        }
    }

    // MARK: Contents

    /// The book's table of contents (its navigation), linking to the places the page
    /// holds; without one, the page's level 1 and 2 headings.
    private func contents(_ out: inout XMLWriter, labels: Labels) {
        var entries = plan.navigation.toc
        if entries.isEmpty {
            var headings: [NavigationEntry] = []
            func collect(_ nodes: [PlanNode]) {
                for node in nodes {
                    if let level = node.role.headingLevel, level <= 2, case .heading = node.role {
                        headings.append(NavigationEntry(label: node.plainText.collapsingWhitespace(), href: nil, blockID: node.id))
                    }
                    collect(node.children)
                }
            }
            collect(plan.nodes)
            entries = headings
        }
        guard !entries.isEmpty else { return }
        out.start("nav", ["class": "toc", "aria-label": labels.contents], line: true)
        out.element("p", ["class": "toc-title"], text: labels.contents, line: true)
        list(&out, entries)
        out.end(line: true)
    }

    private func list(_ out: inout XMLWriter, _ entries: [NavigationEntry]) {
        out.start("ol", line: true)
        for entry in entries {
            let label = entry.label.collapsingWhitespace()
            out.element("li", line: true) { out in
                if let id = entry.blockID, renderedIDs.contains(id) {
                    out.element("a", ["href": "#" + HTMLText.fragment(id)], text: label)
                } else {
                    out.element("span", text: label)
                }
                if !entry.children.isEmpty {
                    out.newline()
                    list(&out, entry.children)
                }
            }
        }
        out.end(line: true)
    }
}
