import ReadingModel
import BrailleExport

/// The primary entry page, `index.html` (eBraille 1.0 §8): an EPUB navigation document
/// with the link to the package, the contents (`toc`, `doc-toc`), the page list (print page
/// numbers in braille as link text, in print in `title`) and the landmarks, every word in
/// braille.
struct EBrailleNavigation {
    let publication: EBraillePublication
    let title: String
    let translation: BrailleTranslation

    func page() throws(ExportError) -> String {
        let labels = publication.labels
        var body = "<header><h1>" + EBrailleWriter.text(title) + "</h1></header>\n<main>\n"
        body += "<nav epub:type=\"toc\" role=\"doc-toc\" id=\"toc\" aria-labelledby=\"toc-heading\">\n"
        body += "<h2 id=\"toc-heading\">" + EBrailleWriter.text(try translation.braille(labels.contents)) + "</h2>\n"
        body += contents() + "</nav>\n"
        if !publication.pages.isEmpty {
            body += "<nav epub:type=\"page-list\" role=\"doc-pagelist\" aria-labelledby=\"pages-heading\">\n"
            body += "<h2 id=\"pages-heading\">" + EBrailleWriter.text(try translation.braille(labels.pageList)) + "</h2>\n<ol>\n"
            for page in publication.pages {
                body += "<li><a href=\"\(link(page.file, page.id))\" title=\"\(EBrailleWriter.escape(page.print))\">"
                    + EBrailleWriter.text(page.braille) + "</a></li>\n"
            }
            body += "</ol>\n</nav>\n"
        }
        body += "<nav epub:type=\"landmarks\" aria-labelledby=\"landmarks-heading\">\n"
        body += "<h2 id=\"landmarks-heading\">" + EBrailleWriter.text(try translation.braille(labels.landmarks)) + "</h2>\n<ol>\n"
        // The entry page is not in the spine (§8.2), so the contents is no landmark: EPUB
        // navigation may only point into spine items.
        let start = publication.headings.first
        body += "<li><a epub:type=\"bodymatter\" href=\"\(EBraillePublication.folder + publication.files[0])\">"
            + EBrailleWriter.text(start?.braille ?? title) + "</a></li>\n"
        body += "</ol>\n</nav>\n</main>\n"
        let head = "<link rel=\"publication\" href=\"package.opf\" type=\"application/oebps-package+xml\"/>\n"
        return EBraillePublication.page(title: title, language: publication.language,
                                        styleSheet: EBraillePublication.styleSheet, head: head, body: body)
    }

    private func link(_ file: String, _ id: String) -> String {
        EBraillePublication.folder + file + "#" + id
    }

    /// The headings as nested lists, each level under the heading above it; a book
    /// without headings lists its content documents under its title.
    private func contents() -> String {
        let headings = publication.headings
        guard !headings.isEmpty else {
            return "<ol>\n" + publication.files.map { "<li><a href=\"\(EBraillePublication.folder + $0)\">" + EBrailleWriter.text(title) + "</a></li>\n" }.joined() + "</ol>\n"
        }
        var result = ""
        // Levels of the open lists; a deeper heading opens a list inside the open item.
        var open: [Int] = []
        for heading in headings {
            if open.isEmpty {
                result += "<ol>\n"
                open.append(heading.level)
            } else if heading.level > open.last! {
                result += "\n<ol>\n"
                open.append(heading.level)
            } else {
                result += "</li>\n"
                // Up to the list whose parent is above this heading's level.
                while open.count > 1 && heading.level <= open[open.count - 2] {
                    open.removeLast()
                    result += "</ol>\n</li>\n"
                }
                open[open.count - 1] = heading.level
            }
            result += "<li><a href=\"\(link(heading.file, heading.id))\">" + EBrailleWriter.text(heading.braille) + "</a>"
        }
        result += "</li>\n"
        while open.count > 1 {
            open.removeLast()
            result += "</ol>\n</li>\n"
        }
        return result + "</ol>\n"
    }
}
