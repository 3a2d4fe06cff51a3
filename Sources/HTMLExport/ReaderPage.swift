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

    func html(body: String) -> String {
        let labels = plan.labels
        let title = plan.metadata.title?.collapsingWhitespace() ?? labels.untitled
        var page = """
        <!DOCTYPE html>
        <html lang="\(HTMLText.attribute(language))" data-theme="auto" data-read-pages="\(readPages)" data-read-notes="\(readNotes)"\(font == nil ? "" : " data-reader-font=\"true\"")>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
        <meta name="generator" content="exporttool">
        <title>\(HTMLText.text(title))</title>
        <style>\(font?.fontFace ?? "")\(ReaderStyle.css)</style>
        <script>\(ReaderScript.javascript)</script>
        </head>
        <body>
        <a class="skip" href="#content">\(HTMLText.text(ReaderWords.skipToText))</a>

        """
        page += header(title: title)
        page += contents(labels: labels)
        page += "<main id=\"content\" tabindex=\"-1\">\n" + body + "</main>\n</body>\n</html>\n"
        return page
    }

    // MARK: Controls

    private func header(title: String) -> String {
        var out = "<header class=\"reader\">\n<p class=\"book\">\(HTMLText.text(title))"
        if !plan.metadata.creators.isEmpty {
            out += " <span class=\"creators\">\(HTMLText.text(ReaderWords.by)) \(HTMLText.text(plan.metadata.creators.joined(separator: ", ")))</span>"
        }
        out += "</p>\n"
        out += "<div class=\"controls\" role=\"group\" aria-label=\"\(HTMLText.attribute(ReaderWords.readAloud))\">\n"
        out += button("previous-paragraph", ReaderWords.previousParagraph, keys: "Alt+Shift+ArrowUp")
        out += button("previous-sentence", ReaderWords.previousSentence, keys: "Alt+Shift+ArrowLeft")
        out += "<button type=\"button\" id=\"play\" aria-keyshortcuts=\"Alt+Shift+P\" data-play=\"\(ReaderWords.play)\" data-pause=\"\(ReaderWords.pause)\">\(ReaderWords.play)</button>\n"
        out += button("next-sentence", ReaderWords.nextSentence, keys: "Alt+Shift+ArrowRight")
        out += button("next-paragraph", ReaderWords.nextParagraph, keys: "Alt+Shift+ArrowDown")
        out += "</div>\n"
        out += "<details id=\"settings\"><summary aria-keyshortcuts=\"Alt+Shift+S\">\(HTMLText.text(ReaderWords.settings))</summary>\n<div class=\"settings-grid\">\n"
        out += select("set-font", ReaderWords.font, [("serif", ReaderWords.fontSerif), ("sans", ReaderWords.fontSans),
                                                   ("dyslexic", ReaderWords.fontDyslexic), ("mono", ReaderWords.fontMono)])
        // Shown by the script when no dyslexia-friendly font is embedded or installed.
        out += "<p class=\"font-note\" id=\"font-note\" hidden>\(HTMLText.text(ReaderWords.fontDyslexicMissing))</p>\n"
        out += range("set-size", ReaderWords.size, min: 0.75, max: 3, step: 0.125, value: 1.125)
        out += range("set-line", ReaderWords.lineSpacing, min: 1, max: 2.6, step: 0.1, value: 1.6)
        out += range("set-letter", ReaderWords.letterSpacing, min: 0, max: 0.3, step: 0.02, value: 0)
        out += range("set-word", ReaderWords.wordSpacing, min: 0, max: 1, step: 0.05, value: 0)
        out += range("set-width", ReaderWords.width, min: 20, max: 80, step: 2, value: 38)
        out += select("set-theme", ReaderWords.theme, [("auto", ReaderWords.themeAuto), ("light", ReaderWords.themeLight),
                                                     ("dark", ReaderWords.themeDark), ("sepia", ReaderWords.themeSepia),
                                                     ("contrast", ReaderWords.themeContrast)])
        out += range("set-rate", ReaderWords.rate, min: 0.5, max: 2, step: 0.1, value: 1)
        out += select("set-voice", ReaderWords.voice, [("", ReaderWords.automaticVoice)])
        out += checkbox("set-pages", ReaderWords.readPages)
        out += checkbox("set-notes", ReaderWords.readNotes)
        out += "<div><button type=\"button\" id=\"reset-settings\">\(HTMLText.text(ReaderWords.reset))</button></div>\n"
        out += "</div>\n</details>\n"
        out += "<details class=\"shortcuts\"><summary>\(HTMLText.text(ReaderWords.shortcuts))</summary>\n<dl>\n"
        for shortcut in ReaderWords.shortcutList {
            out += "<dt>\(HTMLText.text(shortcut.keys))</dt><dd>\(HTMLText.text(shortcut.action))</dd>\n"
        }
        out += "</dl>\n</details>\n"
        out += "<p class=\"status\" id=\"status\" role=\"status\" data-reading=\"\(ReaderWords.reading)\" data-paused=\"\(ReaderWords.paused)\" data-stopped=\"\(ReaderWords.stopped)\" data-ended=\"\(ReaderWords.ended)\" data-no-speech=\"\(HTMLText.attribute(ReaderWords.noSpeech))\"></p>\n"
        out += "</header>\n"
        return out
    }

    private func button(_ id: String, _ name: String, keys: String) -> String {
        "<button type=\"button\" id=\"\(id)\" aria-keyshortcuts=\"\(keys)\">\(HTMLText.text(name))</button>\n"
    }

    private func select(_ id: String, _ name: String, _ options: [(String, String)]) -> String {
        var out = "<label for=\"\(id)\">\(HTMLText.text(name))<select id=\"\(id)\">"
        for (value, text) in options { out += "<option value=\"\(value)\">\(HTMLText.text(text))</option>" }
        return out + "</select></label>\n"
    }

    /// A slider with its value shown beside it (the script writes it, and gives the slider
    /// the same words as `aria-valuetext`; the shown copy is hidden from the accessibility
    /// tree, which would read it twice).
    private func range(_ id: String, _ name: String, min: Double, max: Double, step: Double, value: Double) -> String {
        "<label for=\"\(id)\">\(HTMLText.text(name))<input type=\"range\" id=\"\(id)\" min=\"\(min)\" max=\"\(max)\" step=\"\(step)\" value=\"\(value)\">"
            + "<output id=\"\(id)-value\" for=\"\(id)\" aria-hidden=\"true\"></output></label>\n"
    }

    private func checkbox(_ id: String, _ name: String) -> String {
        "<label class=\"check\" for=\"\(id)\"><input type=\"checkbox\" id=\"\(id)\"> \(HTMLText.text(name))</label>\n"
    }

    // MARK: Contents

    /// The book's table of contents (its navigation), linking to the places the page
    /// holds; without one, the page's level 1 and 2 headings.
    private func contents(labels: Labels) -> String {
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
        guard !entries.isEmpty else { return "" }
        return "<nav class=\"toc\" aria-label=\"\(HTMLText.attribute(labels.contents))\">\n<p class=\"toc-title\">\(HTMLText.text(labels.contents))</p>\n"
            + list(entries) + "</nav>\n"
    }

    private func list(_ entries: [NavigationEntry]) -> String {
        var out = "<ol>\n"
        for entry in entries {
            let label = HTMLText.text(entry.label.collapsingWhitespace())
            out += "<li>"
            if let id = entry.blockID, renderedIDs.contains(id) {
                out += "<a href=\"#\(HTMLText.attribute(HTMLText.fragment(id)))\">\(label)</a>"
            } else {
                out += "<span>\(label)</span>"
            }
            if !entry.children.isEmpty { out += "\n" + list(entry.children) }
            out += "</li>\n"
        }
        return out + "</ol>\n"
    }
}
