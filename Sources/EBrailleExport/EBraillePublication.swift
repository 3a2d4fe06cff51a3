import ReadingModel
import BrailleExport

/// The book's braille cut into content documents, one per chapter (eBraille 1.0 §6), and
/// what the navigation lists: headings, print pages and where each placed note is.
struct EBraillePublication {
    /// Everything but the package document and the entry page is in this folder (§4.2 note).
    static let folder = "ebraille/"
    static let styleSheet = folder + "ebraille.css"

    /// A heading the contents lists.
    struct Heading {
        var level: Int
        var braille: String
        var file: String
        var id: String
    }

    /// A print page break the page list lists.
    struct Page {
        var print: String
        var braille: String
        var file: String
        var id: String
    }

    /// Each content document's blocks, and its file name in ``folder``.
    let parts: [[BrailleBlock]]
    let files: [String]
    /// The BCP 47 tag of the content, with the `Brai` script (§5.3.3.8).
    let language: String
    let labels: Labels
    /// The file each placed note is in, by its number.
    private(set) var noteFiles: [Int: String] = [:]
    /// Filled by ``documents(title:)``.
    private(set) var headings: [Heading] = []
    private(set) var pages: [Page] = []

    init(blocks: [BrailleBlock], labels: Labels, language: String?) {
        var parts: [[BrailleBlock]] = []
        var current: [BrailleBlock] = []
        var document: Int?
        var hasHeading = false
        for block in blocks {
            if case .sectionEnd = block.role { continue }
            let level = block.role.headingLevel
            // A new spine document, or a chapter heading where this one already has a
            // heading, starts a content document.
            let starts = (document != nil && block.document != document) || (level.map { $0 <= 1 } ?? false && hasHeading)
            if starts && !current.isEmpty {
                parts.append(current)
                current = []
                hasHeading = false
            }
            document = block.document
            if level != nil && !block.spans.isEmpty { hasHeading = true }
            current.append(block)
        }
        if !current.isEmpty || parts.isEmpty { parts.append(current) }
        self.parts = parts
        files = parts.indices.map { "chapter-" + String($0 + 1).leftPadded(to: 3) + ".xhtml" }
        self.language = Self.brailleTag(language)
        self.labels = labels
        for (index, part) in parts.enumerated() {
            Self.forEachBlock(part) { block in
                if case .placedNote(let number, _, _) = block.role, noteFiles[number] == nil { noteFiles[number] = files[index] }
            }
        }
    }

    static func forEachBlock(_ blocks: [BrailleBlock], _ body: (BrailleBlock) -> Void) {
        for block in blocks {
            body(block)
            forEachBlock(block.children, body)
        }
    }

    /// `tag` with the `Brai` script subtag in place of any script it has: `en-US` is
    /// `en-Brai-US` (§5.3.3.8); a book without a language is `und-Brai`.
    static func brailleTag(_ tag: String?) -> String {
        let parts = (tag ?? "").split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = parts.first, !primary.isEmpty else { return "und-Brai" }
        let rest = parts.dropFirst().filter { !($0.count == 4 && $0.allSatisfy(\.isLetter)) }
        return ([primary.lowercased(), "Brai"] + rest).joined(separator: "-")
    }

    /// The content documents, in order; records the headings and pages they hold.
    mutating func documents(title: String) -> [String] {
        var result: [String] = []
        var writer = EBrailleWriter(noteFiles: noteFiles)
        for (index, part) in parts.enumerated() {
            writer.file = files[index]
            let body = writer.render(part)
            let own = writer.headings.first { $0.file == files[index] }?.braille ?? title
            result.append(Self.page(title: own, language: language, styleSheet: "ebraille.css", body: body))
        }
        headings = writer.headings
        pages = writer.pages
        return result
    }

    /// An XHTML document around `body` (§6.2): UTF-8, the braille language, the style sheet;
    /// `head` and `body` are markup.
    static func page(title: String, language: String, styleSheet: String, head: String = "", body: String) -> String {
        var out = EBrailleWriter.writer()
        out.declaration()
        out.doctype("html")
        out.start("html", ["xmlns": "http://www.w3.org/1999/xhtml", "xmlns:epub": "http://www.idpf.org/2007/ops",
                           "xml:lang": language, "lang": language], line: true)
        out.start("head", line: true)
        out.empty("meta", ["charset": "UTF-8"], line: true)
        out.element("title", text: EBrailleWriter.spaced(title), line: true)
        out.raw(head)
        out.empty("link", ["rel": "stylesheet", "type": "text/css", "href": styleSheet], line: true)
        out.end(line: true)
        out.start("body", line: true)
        out.raw(body)
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }
}
