/// The one writer of XML, XHTML and HTML markup for the documents the formats build
/// (DAISY's NCC, DTBook, SMIL, NCX and package files, eBraille's content documents, entry
/// page and package, the narrated EPUB's overlays, the proof page, the reader page):
/// elements with their attributes, text, and trusted fragments, written straight into one
/// `String` (no tree: this runs over whole books).
///
/// What it guarantees, after XML 1.0 (Fifth Edition):
/// - every text and attribute value goes through ``XMLEscaping`` (§2.4: `&` and `<` never
///   stand for themselves in content; §3.1: an attribute value is quoted and holds no `<`,
///   `&` or its own quotation mark), with the writer's one set of options, so a document
///   cannot escape its text one way and its attributes another;
/// - an end-tag names the element it closes (§3.1, well-formedness constraint "Element Type
///   Match"): ``end(line:)`` closes the innermost open element, and ``finish()`` refuses a
///   document with an element left open. Both are programming errors, stopped by a
///   precondition (in debug and release builds alike);
/// - indentation is the depth of nesting: with an `indentation` unit, a tag that starts a
///   line is indented once per open element around it, as the EPUB overlays are written;
///   without one (DAISY's files, eBraille's) nothing is indented.
///
/// Markup built elsewhere (a table from ``TableMarkup``, braille text with its `<wbr/>`,
/// a pre-escaped fragment) goes in with ``raw(_:)``: it is written as it is, and the caller
/// answers for it being well formed.
public struct XMLWriter: Sendable {
    /// The markup written so far.
    public private(set) var markup = ""
    /// The names of the open elements, outermost first.
    private var open: [String] = []
    private let indentation: String
    private var atLineStart = true
    private let syntax: Syntax
    private let foldingSpaces: Bool
    private let escapingApostrophe: Bool
    private let escapingQuotationMarkInText: Bool
    private let droppingC1Controls: Bool

    /// How an element with no content is written.
    public enum Syntax: Sendable {
        /// `<br/>`: XML's empty-element tag (XML 1.0 §3.1), which XHTML also reads.
        case xml
        /// `<br>`: HTML's syntax for a void element (HTML Living Standard §13.1.2: a void
        /// element has a start tag only), for a page served as `text/html`.
        case html
    }

    /// A writer whose text and attribute values are escaped with these ``XMLEscaping``
    /// options (`foldingSpaces`: runs of white space become one space; `escapingApostrophe`:
    /// `'` is written `&apos;`, which XHTML 1.0 Appendix C.16 advises against for HTML 4
    /// readers; `escapingQuotationMarkInText`: `"` is written `&quot;` in text as well;
    /// `droppingC1Controls`: U+007F-U+009F go too, as HTML's text allows none). In an
    /// attribute the quotation mark is always escaped: every attribute is written in double
    /// quotes. `indentation` is written once per open element before a tag that starts a line.
    public init(syntax: Syntax = .xml, foldingSpaces: Bool = false, escapingApostrophe: Bool = true,
                escapingQuotationMarkInText: Bool = true, droppingC1Controls: Bool = false, indentation: String = "") {
        self.syntax = syntax
        self.foldingSpaces = foldingSpaces
        self.escapingApostrophe = escapingApostrophe
        self.escapingQuotationMarkInText = escapingQuotationMarkInText
        self.droppingC1Controls = droppingC1Controls
        self.indentation = indentation
    }

    /// How deep the writer is: the number of open elements.
    public var depth: Int { open.count }

    /// The finished document. An element still open is a programming error.
    public func finish() -> String {
        precondition(open.isEmpty, "XMLWriter: <\(open.last ?? "")> was never closed")
        return markup
    }

    // MARK: Prolog

    /// The XML declaration (XML 1.0 §2.8) on a line of its own.
    public mutating func declaration(encoding: String = "UTF-8") {
        raw(#"<?xml version="1.0" encoding=""# + encoding + #""?>"#)
        newline()
    }

    /// A document type declaration, as written (`<!DOCTYPE ...>`), on a line of its own.
    public mutating func doctype(_ declaration: String) {
        raw("<!DOCTYPE " + declaration + ">")
        newline()
    }

    // MARK: Elements

    /// A start-tag, `<name a="v">`; attributes whose value is nil are left out. The element
    /// stays open until ``end(line:)``. With `line`, a line ends after the tag.
    public mutating func start(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], line: Bool = false) {
        tag(name, attributes)
        markup += ">"
        open.append(name)
        if line { newline() }
    }

    /// A start-tag with attributes known only at run time (an element read from the book),
    /// in the order given, each value escaped.
    public mutating func start(_ name: String, attributeList: [(name: String, value: String)], line: Bool = false) {
        indent()
        markup += "<" + name
        for (attribute, value) in attributeList { markup += " " + attribute + "=\"" + escaped(value) + "\"" }
        markup += ">"
        atLineStart = false
        open.append(name)
        if line { newline() }
    }

    /// A start-tag whose attributes are already written as markup (each with its leading
    /// space), as ``TableMarkup`` takes them from a format: the caller answers for their
    /// escaping.
    public mutating func start(_ name: String, markup attributes: String, line: Bool = false) {
        indent()
        markup += "<" + name + attributes + ">"
        atLineStart = false
        open.append(name)
        if line { newline() }
    }

    /// An empty-element tag (a void element's start tag in HTML syntax) whose attributes are
    /// already written as markup, each with its leading space.
    public mutating func empty(_ name: String, markup attributes: String, line: Bool = false) {
        indent()
        markup += "<" + name + attributes + (syntax == .xml ? "/>" : ">")
        atLineStart = false
        if line { newline() }
    }

    /// The end-tag of the innermost open element. With `line`, a line ends after it.
    public mutating func end(line: Bool = false) {
        precondition(!open.isEmpty, "XMLWriter: an end-tag with no element open")
        let name = open.removeLast()
        indent()
        markup += "</" + name + ">"
        if line { newline() }
    }

    /// An empty-element tag, `<name a="v"/>`; in HTML syntax a void element's `<name a="v">`.
    public mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], line: Bool = false) {
        tag(name, attributes)
        markup += syntax == .xml ? "/>" : ">"
        if line { newline() }
    }

    /// An element holding only text, `<name a="v">text</name>`, the text escaped.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String,
                                 line: Bool = false) {
        start(name, attributes)
        self.text(text)
        end(line: line)
    }

    /// An element whose content `content` writes.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], line: Bool = false,
                                 content: (inout XMLWriter) -> Void) {
        let depth = open.count
        start(name, attributes)
        content(&self)
        precondition(open.count == depth + 1, "XMLWriter: <\(name)>'s content left an element open or closed one too many")
        end(line: line)
    }

    // MARK: Content

    /// Text, escaped.
    public mutating func text(_ text: String) {
        guard !text.isEmpty else { return }
        markup += XMLEscaping.escape(text, foldingSpaces: foldingSpaces, escapingApostrophe: escapingApostrophe,
                                     escapingQuotationMark: escapingQuotationMarkInText, droppingC1Controls: droppingC1Controls)
        atLineStart = false
    }

    /// Trusted markup written as it is: the caller answers for it being well formed.
    public mutating func raw(_ fragment: String) {
        guard !fragment.isEmpty else { return }
        markup += fragment
        atLineStart = markup.utf8.last == UInt8(ascii: "\n")
    }

    /// A line end.
    public mutating func newline() {
        markup += "\n"
        atLineStart = true
    }

    /// An attribute value as this writer escapes it (text as well, when the writer escapes
    /// the quotation mark in text).
    public func escaped(_ text: String) -> String {
        XMLEscaping.escape(text, foldingSpaces: foldingSpaces, escapingApostrophe: escapingApostrophe,
                           droppingC1Controls: droppingC1Controls)
    }

    private mutating func tag(_ name: String, _ attributes: KeyValuePairs<String, String?>) {
        indent()
        markup += "<" + name
        for (attribute, value) in attributes {
            guard let value else { continue }
            markup += " " + attribute + "=\"" + escaped(value) + "\""
        }
        atLineStart = false
    }

    private mutating func indent() {
        if atLineStart, !indentation.isEmpty {
            for _ in open.indices { markup += indentation }
        }
        atLineStart = false
    }
}
