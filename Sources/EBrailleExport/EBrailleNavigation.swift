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
        var out = EBrailleWriter.writer()
        out.element("header", line: true) { out in
            out.element("h1") { $0.raw(EBrailleWriter.text(title)) }
        }
        out.start("main", line: true)
        let contentsHeading = try translation.braille(labels.contents)
        out.start("nav", ["epub:type": "toc", "role": "doc-toc", "id": "toc", "aria-labelledby": "toc-heading"], line: true)
        out.element("h2", ["id": "toc-heading"], line: true) { $0.raw(EBrailleWriter.text(contentsHeading)) }
        contents(&out)
        out.end(line: true)
        if !publication.pages.isEmpty {
            let pagesHeading = try translation.braille(labels.pageList)
            out.start("nav", ["epub:type": "page-list", "role": "doc-pagelist", "aria-labelledby": "pages-heading"], line: true)
            out.element("h2", ["id": "pages-heading"], line: true) { $0.raw(EBrailleWriter.text(pagesHeading)) }
            out.start("ol", line: true)
            for page in publication.pages {
                out.element("li", line: true) { out in
                    out.element("a", ["href": link(page.file, page.id), "title": EBrailleWriter.spaced(page.print)]) {
                        $0.raw(EBrailleWriter.text(page.braille))
                    }
                }
            }
            out.end(line: true)
            out.end(line: true)
        }
        let landmarksHeading = try translation.braille(labels.landmarks)
        out.start("nav", ["epub:type": "landmarks", "aria-labelledby": "landmarks-heading"], line: true)
        out.element("h2", ["id": "landmarks-heading"], line: true) { $0.raw(EBrailleWriter.text(landmarksHeading)) }
        out.start("ol", line: true)
        // The entry page is not in the spine (§8.2), so the contents is no landmark: EPUB
        // navigation may only point into spine items.
        let start = publication.headings.first
        out.element("li", line: true) { out in
            out.element("a", ["epub:type": "bodymatter", "href": EBraillePublication.folder + publication.files[0]]) {
                $0.raw(EBrailleWriter.text(start?.braille ?? title))
            }
        }
        out.end(line: true)
        out.end(line: true)
        out.end(line: true)
        var head = EBrailleWriter.writer()
        head.empty("link", ["rel": "publication", "href": "package.opf", "type": "application/oebps-package+xml"], line: true)
        return EBraillePublication.page(title: title, language: publication.language,
                                        styleSheet: EBraillePublication.styleSheet, head: head.finish(), body: out.finish())
    }

    private func link(_ file: String, _ id: String) -> String {
        EBraillePublication.folder + file + "#" + id
    }

    /// The headings as nested lists, each level under the heading above it; a book
    /// without headings lists its content documents under its title.
    private func contents(_ out: inout XMLWriter) {
        let headings = publication.headings
        guard !headings.isEmpty else {
            out.start("ol", line: true)
            for file in publication.files {
                out.element("li", line: true) { out in
                    out.element("a", ["href": EBraillePublication.folder + file]) { $0.raw(EBrailleWriter.text(title)) }
                }
            }
            out.end(line: true)
            return
        }
        // Levels of the open lists; a deeper heading opens a list inside the open item.
        var open: [Int] = []
        for heading in headings {
            if open.isEmpty {
                out.start("ol", line: true)
                open.append(heading.level)
            } else if heading.level > open.last! {
                out.newline()
                out.start("ol", line: true)
                open.append(heading.level)
            } else {
                out.end(line: true)  // the item
                // Up to the list whose parent is above this heading's level.
                while open.count > 1 && heading.level <= open[open.count - 2] {
                    open.removeLast()
                    out.end(line: true)  // the list
                    out.end(line: true)  // the item that holds it
                }
                open[open.count - 1] = heading.level
            }
            out.start("li")
            out.element("a", ["href": link(heading.file, heading.id)]) { $0.raw(EBrailleWriter.text(heading.braille)) }
        }
        out.end(line: true)
        while open.count > 1 {
            open.removeLast()
            out.end(line: true)
            out.end(line: true)
        }
        out.end(line: true)
    }
}
