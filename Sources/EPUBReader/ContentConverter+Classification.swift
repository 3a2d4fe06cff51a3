import BookModel
import ReadingModel
import Foundation
import XMLTree

/// What an element is: the element names read as blocks, skipped or transparent, its
/// `epub:type` and classes, headings, page breaks and line numbers, and the part of the
/// book (``BookPart``) its semantics make it.
extension ContentConverter {
    static let transparent: Set<String> = [
        "div", "section", "article", "header", "footer", "main", "hgroup", "body", "nav", "center",
        "address", "details", "summary", "fieldset", "legend", "form", "html", "search", "span",
        "video", "audio", "object", "iframe", "canvas", "picture", "noscript",
    ]
    static let blockLevel: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd",
        "blockquote", "pre", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption",
        "figure", "figcaption", "aside", "section", "article", "header", "footer", "nav", "main",
        "hr", "address", "hgroup", "details", "summary", "fieldset", "legend", "form", "center",
        "body", "html", "search", "colgroup", "col",
    ]
    static let skipped: Set<String> = [
        "head", "script", "style", "template", "rt", "rp", "colgroup", "col", "input", "button",
        "select", "textarea", "param", "source", "track", "link", "meta", "base",
    ]
    static let lineGroupClasses: Set<String> = ["linegroup", "stanza", "poem", "verse", "lg", "poetry"]
    static let lineGroupTypes: Set<String> = ["z3998:poem", "z3998:verse", "z3998:stanza", "z3998:song"]

    /// `epub:type` values of front matter (EPUB 3 Structural Semantics Vocabulary).
    static let frontMatterTypes: Set<String> = [
        "frontmatter", "titlepage", "halftitlepage", "copyright-page", "dedication", "foreword", "preface",
    ]

    /// `epub:type` values (and HTMLBook `data-type` values read as them) of one item of the
    /// front matter: what Braille Formats 2016 §2.7.1a begins on a new braille page. The
    /// division `frontmatter` itself is none.
    static let frontMatterItemTypes: Set<String> = [
        "titlepage", "halftitlepage", "copyright-page", "dedication", "foreword", "preface", "epigraph",
        "acknowledgments", "imprint", "introduction", "prologue", "preamble", "contributors",
    ]

    static func markFrontMatter(_ blocks: inout [Block]) {
        for index in blocks.indices { blocks[index].traits.insert(.frontMatter) }
    }

    /// Marks as back matter the blocks of a division the book marks `backmatter` (the EPUB 3
    /// Structural Semantics partition; DTBook's `rearmatter` is read as one), unless front
    /// matter claims them first.
    static func markBackMatter(types: Set<String>, _ blocks: inout [Block]) {
        guard types.contains("backmatter") else { return }
        for index in blocks.indices where !blocks[index].traits.contains(.frontMatter) {
            blocks[index].traits.insert(.backMatter)
        }
    }

    /// The element's structural semantics: its `epub:type` values and, from O'Reilly's
    /// HTMLBook (the markup Pressbooks and Atlas books are written in), the `data-type`
    /// values that name the same parts of a book (``htmlBookTypes``: `<section
    /// data-type="glossary">`, `<section data-type="chapter">`, `<aside data-type="sidebar">`).
    func types(_ element: XMLElement) -> Set<String> {
        var types: Set<String> = []
        if let value = element[attribute: "epub:type"] { types = Set(value.split(separator: " ").map(String.init)) }
        if let value = element[attribute: "data-type"], Self.htmlBookTypes.contains(value) { types.insert(value) }
        return types
    }

    /// HTMLBook's `data-type` values that mean what the EPUB Structural Semantics term of the
    /// same name means. Its `note`, `warning`, `footnote` and `xref` are left out: an
    /// admonition is no note, and a footnote there is written inline, where it stands.
    static let htmlBookTypes: Set<String> = [
        "chapter", "appendix", "glossary", "index", "bibliography", "sidebar", "dedication", "titlepage",
        "halftitlepage", "copyright-page", "preface", "foreword", "colophon", "afterword", "acknowledgments",
    ]

    /// The element's classes, lower-cased.
    func classes(_ element: XMLElement) -> [String] {
        guard let value = element[attribute: "class"] else { return [] }
        return value.lowercased().split(separator: " ").map(String.init)
    }

    func isPageBreak(_ element: XMLElement) -> Bool {
        element[attribute: "role"] == "doc-pagebreak" || types(element).contains("pagebreak")
            || producerPageLabel(element) != nil
    }

    /// The number of a print line that begins here: an element of class `linenum` with no
    /// content of its own, its number in `aria-label` (eBraille tagging best practices §2.10,
    /// "Line numbers": `<span id="line135" class="linenum" aria-label="⠼⠁⠉⠑"/>`). A `linenum`
    /// holding text (DTBook's `linenum`, whose number stands in the line) is read as text.
    func lineNumber(_ element: XMLElement) -> String? {
        guard element.name == "span", let label = element[attribute: "aria-label"]?.collapsingWhitespace(),
              !label.isEmpty, classes(element).contains("linenum"),
              WhiteSpace.isBlank(element.textContent) else { return nil }
        return label
    }

    /// The number of a print line printed beside it, set in the margin by the book's style:
    /// a `span` of a line-number class (`lnum`, `linenum`, `line-number`, `linenumber`,
    /// `lineno`, `line-num`: The Waste Land's `<span class="lnum">90</span>`, DTBook's
    /// `linenum`) holding only a number of up to six digits. It is the line's number, not its
    /// words: braille sets it at the right margin (Braille Formats §15, line-numbered
    /// text), text and speech leave print's margin out, as for ``lineNumber(_:)``.
    func printedLineNumber(_ element: XMLElement) -> String? {
        guard element.name == "span", !classes(element).allSatisfy({ !Self.lineNumberClasses.contains($0) }) else { return nil }
        let number = element.textContent.trimmingWhitespace()
        guard (1...6).contains(number.utf8.count), number.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return number
    }

    static let lineNumberClasses: Set<String> = ["lnum", "linenum", "line-number", "linenumber", "lineno", "line-num"]

    /// The number of a margin-numbered paragraph (Braille Formats 2011 §15.2.1, "Margin-numbered
    /// print paragraphs may have numbers in the right or left margin which are typically used
    /// as a reference for discussion"): an element of a paragraph-number class (`paranum`,
    /// `para-num`, `paranumber`, `para-number`, `paragraph-number`, `paragraphnumber`,
    /// `parnum`, `par-num`) holding only a number of up to six digits, a full stop after it
    /// allowed. Where it stands in the paragraph (the left margin, floated; the right margin,
    /// after the words) does not matter: it is "inserted before the beginning of the
    /// paragraph" (§15.2.1b), in every format (``InlineBuilder/paragraphNumber``).
    func printedParagraphNumber(_ element: XMLElement) -> String? {
        guard element.name == "span" || element.name == "a" || element.name == "b" || element.name == "strong",
              !classes(element).allSatisfy({ !Self.paragraphNumberClasses.contains($0) }) else { return nil }
        var number = Substring(element.textContent.trimmingWhitespace())
        if number.last == "." { number = number.dropLast() }
        guard (1...6).contains(number.utf8.count), number.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return String(number)
    }

    static let paragraphNumberClasses: Set<String> = [
        "paranum", "para-num", "paranumber", "para-number", "paragraph-number", "paragraphnumber", "parnum", "par-num",
    ]

    func headingLevel(_ element: XMLElement) -> Int? {
        // Over the name's bytes: every element is asked, and `h1` ... `h6` are ASCII.
        let name = element.name.utf8
        if name.count == 2, name.first == UInt8(ascii: "h"), let digit = name.last,
           (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(digit) {
            return Int(digit - UInt8(ascii: "0"))
        }
        if element[attribute: "role"] == "heading" {
            return min(max(Int(element[attribute: "aria-level"] ?? "") ?? 2, 1), 6)
        }
        // A paragraph whose style names a heading (InDesign's `p.Chapter-Title`, `p.Head-A`).
        if name.count == 1, name.first == UInt8(ascii: "p"), element[attribute: "class"] != nil {
            return Self.paragraphStyleHeadingLevel(classes(element))
        }
        return nil
    }

    /// The element's language in canonical BCP 47 form (`en_US` -> `en-US`); an empty or
    /// unusable value (`C`, `und`) is `""`, which keeps the language around it.
    func language(of element: XMLElement) -> String? {
        let value = element[attribute: "xml:lang"] ?? element[attribute: "lang"]
        guard let value else { return nil }
        return LanguageTag.normalized(value) ?? ""
    }

    func pageBreak(_ element: XMLElement) -> PageBreak {
        if element[attribute: "role"] != "doc-pagebreak", !types(element).contains("pagebreak"),
           let label = producerPageLabel(element) {
            return PageBreak(label: label, anchor: producerPageAnchor(element))
        }
        var label = element[attribute: "title"] ?? element[attribute: "aria-label"] ?? ""
        if label.isEmpty { label = element.textContent.collapsingWhitespace() }
        if label.isEmpty, let id = element[attribute: "id"] {
            label = String(id.drop { !$0.isNumber })
            if label.isEmpty { label = id }
        }
        return PageBreak(label: label.collapsingWhitespace(), anchor: element[attribute: "id"].map { href + "#" + $0 })
    }

    /// The part of the book the element is (its own semantics), or the quotation it opens.
    func applyPart(_ element: XMLElement, to context: inout Context) {
        if let kind = notesSectionKind(element) { context.notesSection = kind }
        if !types(element).isDisjoint(with: Self.frontMatterItemTypes) { context.inFrontMatterItem = true }
        if element[attribute: "class"] != nil, classes(element).contains("pg-boilerplate") { context.inProducersNotice = true }
        let named = BookPart.named(types: types(element), role: element[attribute: "role"], classes: classes(element))
        if named == .attribution, context.inFigure, !context.inQuotation, element[attribute: "role"] == "doc-credit" {
            // An image's credit or copyright line (`doc-credit` in a `figure`): "Any
            // associated copyright information that may appear alongside the image should
            // be included in a new paragraph after the completion of the caption" (Braille
            // Formats 2016 §6.2a): a paragraph of the caption's, not a quotation's source
            // blocked to the right (§9.4.1).
        } else if let named {
            context.part = named
        } else if element.name == "p", element[attribute: "class"] != nil, let line = Self.letterStylePart(classes(element)) {
            context.part = line
        } else if context.inQuotation, element.name == "footer" || element.name == "cite" || classes(element).contains("author") {
            // (DTBook's `author` in an `epigraph` or `blockquote`, read as `<p class="author">`.)
            context.part = .attribution
        }
        // A list of class `toc` is a contents (eBraille tagging best practices, "Lists"); the
        // class on other elements (a paragraph of a print contents, a `nav`) is left alone.
        if named == nil, element.name == "ol" || element.name == "ul",
           context.inContents || classes(element).contains("toc") { context.part = .contents }
        // A print contents the book marks as one (EPUB 3 `toc`, DPUB-ARIA `doc-toc`, or the
        // class `toc` or `contents` on the element that holds it): its lists, tables and
        // paragraphs are its entries.
        if named == nil, types(element).contains("toc") || element[attribute: "role"] == "doc-toc"
            || (element.name != "ol" && element.name != "ul" && classes(element).contains { $0 == "toc" || $0 == "contents" }) {
            context.inContents = true
            if element.name == "p" || element.name == "table" { context.part = .contents }
        }
        if context.inContents, element.name == "p" || element.name == "table", named == nil { context.part = .contents }
        // DTBook's preformatted list (`list type="pl"`, written as `div.list-pl`, its items
        // `div`s) in a contents is a list of its entries, as an `ol`/`ul` there is.
        if context.inContents, element.name == "div", named == nil, classes(element).contains("list-pl") { context.part = .contents }
        // docutils' citations are a bibliography's entries (ContentConverter+Citations.swift).
        if named == nil, isCitationList(element) || isCitation(element) { context.part = .bibliography }
        // Word's contents, paragraphs of its `TOC 1` ... `TOC 9` styles (Formats §2.10).
        if named == nil, element.name == "p", element[attribute: "class"] != nil, isWordContentsParagraph(element) {
            context.part = .contents
        }
        if element.name == "blockquote" || named == .epigraph || isQuotationDiv(element) { context.inQuotation = true }
        if types(element).contains("z3998:drama") { context.inDrama = true }
        // A multiple-choice problem's choices: its lists outside its question (EPUB 3
        // Structural Semantics Vocabulary, "Testing"; the choices are often a plain `ol`).
        if types(element).contains("multiple-choice-problem") { context.inChoiceProblem = true }
        if context.inChoiceProblem, named == nil, element.name == "ol" || element.name == "ul",
           context.part != .question { context.part = .answerChoices }
        // A match problem's lists, in its question or beside it (EPUB 3 SSV, "Testing":
        // `match-problem`, "match the contents of one list with the corresponding items in
        // another list"; its example sets both lists in the problem's question).
        if types(element).contains("match-problem") { context.inMatchProblem = true }
        if context.inMatchProblem, named == nil, element.name == "ol" || element.name == "ul" { context.part = .matchList }
        if named == nil, context.inLetter, context.part == .none || context.part == .attribution,
           let line = classes(element).lazy.compactMap({ Self.letterClasses[$0] }).first {
            context.part = line
        }
        // HTML's `address` in a letter: its inside address (Formats §9.7, lines blocked).
        if named == nil, context.inLetter, element.name == "address", context.part == .none { context.part = .address }
        if isLetter(element) { context.inLetter = true }
    }

    /// Gives `part` to the blocks made without one (lists, tables and their rows and items),
    /// down to the blocks that have their own.
    static func give(_ part: BookPart, to blocks: inout [Block]) {
        for index in blocks.indices where blocks[index].part == .none {
            blocks[index].part = part
            give(part, to: &blocks[index].children)
        }
    }
}
