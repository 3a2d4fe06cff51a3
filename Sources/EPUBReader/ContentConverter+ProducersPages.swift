import ReadingModel
import XMLTree

/// Print page numbers as Distributed Proofreaders and Project Gutenberg mark them: not
/// EPUB's `pagebreak`, but a short element of a page number class. In Gutenberg's HTML it
/// shows the number (`<span class="pagenum"><a id="Page_17">[Pg 17]</a></span>`); in the
/// EPUBs Gutenberg's ebookmaker makes from it, the element is emptied and marked
/// `x-ebookmaker-pageno`, the number kept in `title` (`<span class="x-ebookmaker-pageno"
/// title="[Pg 17]"><a id="Page_17" title="[Pg 17]"></a></span>`). Either is a print page
/// break, not words (Braille Formats 2016 §1.11: the print page number is shown at the
/// right margin and by the page change indicator, not in the text). Wikisource's exports
/// mark theirs the same way (`span.pagenum.ws-pagenum`, the number in `data-page-number`).
extension ContentConverter {
    /// The classes ebookmaker takes for page numbers (its `DP_PAGENUMBER_CLASSES`), and the
    /// class it gives them in an EPUB.
    static let producerPageNumberClasses: Set<String> = [
        "pagenum", "pageno", "page", "pb", "folionum", "foliono", "x-ebookmaker-pageno",
    ]

    /// The classes only producers of page-numbered transcriptions give (Distributed
    /// Proofreaders, ebookmaker, Wikisource).
    static let producerOnlyPageNumberClasses: Set<String> = ["pagenum", "folionum", "foliono", "x-ebookmaker-pageno"]

    /// The elements a producer's page number is written in.
    static let inlinePageElements: Set<String> = ["span", "a", "ins", "small", "sup", "sub", "b", "i", "em", "strong"]

    /// The print page label of a producer's page number element, `nil` for any other
    /// element. As ebookmaker does, an element holding more than ten characters is not
    /// taken for a page number; the label must be a page number (arabic, with a letter
    /// after it allowed, or roman), once the brackets and "Pg"/"Page"/"p." around it are
    /// taken off.
    ///
    /// Only an inline element is taken, with no element inside it but an anchor (a `div` or
    /// `p` of class `page` is a page of the book's own layout); and the classes other
    /// publishers also use for other things (`page`, `pb`, `pageno`: a contents entry's
    /// `<span class="page">45</span>`) only in Distributed Proofreaders' forms, the number
    /// in brackets or braces ("[Pg 17]", "{140}") or the element empty with the number in
    /// an attribute.
    func producerPageLabel(_ element: XMLElement) -> String? {
        guard element[attribute: "class"] != nil, Self.inlinePageElements.contains(element.name) else { return nil }
        let own = classes(element)
        guard own.contains(where: Self.producerPageNumberClasses.contains) else { return nil }
        guard element.elements.allSatisfy({ $0.name == "a" && $0.elements.isEmpty }) else { return nil }
        let text = element.textContent.collapsingWhitespace()
        guard text.count <= 10 else { return nil }
        if !own.contains(where: Self.producerOnlyPageNumberClasses.contains) {
            guard text.isEmpty || text.first == "[" || text.first == "{" else { return nil }
        }
        // Wikisource's `<span class="pagenum ws-pagenum" id="12" data-page-number="12"
        // title="Page:Book.djvu/14">` holds no number: the printed page is its
        // `data-page-number` (and its id), the title names the scan.
        let candidates = [text, element[attribute: "title"] ?? "", element[attribute: "data-page-number"] ?? "",
                          element[attribute: "id"] ?? "", element.elements.lazy.compactMap { $0[attribute: "title"] }.first ?? ""]
        for candidate in candidates.map({ $0.collapsingWhitespace() }) where !candidate.isEmpty {
            if let label = Self.pageLabel(in: candidate) { return label }
        }
        return nil
    }

    /// The page number in "[Pg 17]", "{140}", "17", "[xii]", "p. 5": `nil` when what is left
    /// is no page number.
    static func pageLabel(in text: String) -> String? {
        var rest = Substring(text.filter { !"[]{}()".contains($0) }).drop(while: \.isWhitespace)
        for prefix in ["pg.", "pg", "page", "p."] where rest.lowercased().hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count).drop(while: \.isWhitespace)
            break
        }
        let label = String(rest).trimmingWhitespace()
        // Two print pages under one marker ("[Pg 17-18]", "[Pg vi-vii]": a page printed
        // blank or a plate between them): the pair, as braille's combined page change
        // writes it (Formats 2016 §1.11, "5-6").
        let halves = label.split(whereSeparator: { $0 == "-" || $0 == "–" }).map(String.init)
        if halves.count == 2, label.count <= 17, halves.allSatisfy({ pageLabel(in: $0) == $0 }) {
            return halves[0] + "-" + halves[1]
        }
        guard !label.isEmpty, label.count <= 8 else { return nil }
        let scalars = label.lowercased().unicodeScalars
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        if !digits.isEmpty {
            let after = scalars.dropFirst(digits.count)
            return after.count <= 1 && after.allSatisfy({ ("a"..."z").contains($0) }) ? label : nil
        }
        return isRomanNumeral(String(String.UnicodeScalarView(scalars))) ? label : nil
    }

    /// `true` for a well-formed lower-case roman numeral (`xii`, `xlix`), not any word of
    /// its letters ("did", "civic").
    static func isRomanNumeral(_ text: String) -> Bool {
        var rest = Substring(text)
        guard !rest.isEmpty else { return false }
        // Each decimal place: its nine forms, longest first; thousands up to three.
        let places: [[String]] = [
            ["mmm", "mm", "m"],
            ["cm", "dccc", "dcc", "dc", "d", "cd", "ccc", "cc", "c"],
            ["xc", "lxxx", "lxx", "lx", "l", "xl", "xxx", "xx", "x"],
            ["ix", "viii", "vii", "vi", "v", "iv", "iii", "ii", "i"],
        ]
        for forms in places {
            if let form = forms.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(form.count) }
        }
        return rest.isEmpty
    }

    /// The id a link to the page points at: the element's own, else the first inside it
    /// (ebookmaker keeps Gutenberg's `<a id="Page_17">` inside the emptied span).
    func producerPageAnchor(_ element: XMLElement) -> String? {
        if let id = element[attribute: "id"], !id.isEmpty { return href + "#" + id }
        for child in element.elements {
            if let id = child[attribute: "id"] ?? child[attribute: "name"], !id.isEmpty { return href + "#" + id }
        }
        return nil
    }
}
