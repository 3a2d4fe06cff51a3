import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Media and descriptions: extended descriptions (`aria-describedby`, `aria-details`, a
/// figure's `details`), inline SVG, ruby, embedded objects without fallback, and MathML.
extension ContentConverter {
    /// The elements images name as their extended description (WAI-ARIA 1.2
    /// `aria-describedby` and `aria-details`; DIAGRAM's and the EPUB accessibility
    /// techniques' extended-description pattern), hidden or not: assistive technology reads
    /// a description even when CSS hides it, so the reader takes its words for the image.
    /// Two walks, the second only when an image refers to something.
    mutating func findDescriptions(in body: XMLElement) {
        var wanted: Set<String> = []
        // Both walks visit every element of the body: children are read in place, not
        // gathered into a new array at each element.
        func references(_ element: XMLElement) {
            // Elements whose `aria-describedby` and `aria-details` are read as their
            // description (compared, not hashed: every element of the body is asked).
            let described = element.name == "img" || element.name == "image" || element.name == "svg"
            if described || element[attribute: "role"] == "img",
               element[attribute: "alt"] != "", element[attribute: "aria-hidden"] != "true" {
                for name in ["aria-describedby", "aria-details"] {
                    for id in (element[attribute: name] ?? "").split(whereSeparator: \.isWhitespace) { wanted.insert(String(id)) }
                }
            }
            for case .element(let child) in element.children { references(child) }
        }
        references(body)
        guard !wanted.isEmpty else { return }
        func find(_ element: XMLElement) {
            if let id = element[attribute: "id"], wanted.contains(id), descriptions.byID[id] == nil,
               let text = Self.descriptionText(element).nonEmpty {
                descriptions.byID[id] = text
            }
            for case .element(let child) in element.children { find(child) }
        }
        find(body)
    }

    /// An element's words as a description: a `details` element's `summary` ("Long
    /// description") is its label, not its content.
    static func descriptionText(_ element: XMLElement) -> String {
        var result = ""
        func collect(_ node: XMLElement) {
            for child in node.children {
                switch child {
                case .text(let text): result += text
                case .element(let child):
                    if child.name == "summary" || skipped.contains(child.name) { continue }
                    result += " "
                    collect(child)
                    result += " "
                }
            }
        }
        collect(element)
        return result.collapsingWhitespace()
    }

    /// A figure's `details` child that describes its image: the pattern publishers use
    /// for a long description a reader can open (DIAGRAM Center, "Extended descriptions",
    /// the `details` element), when the figure holds an image that is not decorative and
    /// names no description of its own.
    static func describingDetails(of figure: XMLElement) -> XMLElement? {
        guard let details = figure.elements.first(where: { $0.name == "details" }) else { return nil }
        let images = figure.descendants(named: "img") + figure.descendants(named: "svg")
        guard let image = images.first, image[attribute: "alt"] != "",
              image[attribute: "aria-describedby"] == nil, image[attribute: "aria-details"] == nil else { return nil }
        return details
    }

    /// The figure's `details` words for the first image of the figure that asks.
    mutating func takeFigureDescription() -> String? {
        guard let details = descriptions.figure, !details.taken, !details.text.isEmpty else { return nil }
        descriptions.figure?.taken = true
        return details.text
    }

    /// The words of the descriptions an image refers to, in the order it names them.
    func referencedDescription(_ element: XMLElement) -> String? {
        var parts: [String] = []
        for name in ["aria-describedby", "aria-details"] {
            for id in (element[attribute: name] ?? "").split(whereSeparator: \.isWhitespace) {
                if let text = descriptions.byID[String(id)], !parts.contains(text) { parts.append(text) }
            }
        }
        return parts.joined(separator: " ").nonEmpty
    }

    /// Inline SVG: `<title>` (else `aria-label`) is the image's alternative text and `<desc>`
    /// its description (SVG 2, "The 'title' and 'desc' elements"); the words of its `<text>`
    /// elements are read after it, as a browser's accessibility tree exposes them.
    mutating func svg(_ element: XMLElement, _ context: Context, into builder: inout InlineBuilder) {
        let title = element.first("title")?.textContent.collapsingWhitespace().nonEmpty
            ?? element[attribute: "aria-label"]?.collapsingWhitespace().nonEmpty
        let description = [element.first("desc")?.textContent.collapsingWhitespace().nonEmpty, referencedDescription(element)]
            .compactMap { $0 }.joined(separator: " ").nonEmpty ?? takeFigureDescription()
        if let image = element.descendants(named: "image").first {
            let source = image[attribute: "xlink:href"] ?? image[attribute: "href"] ?? ""
            builder.append(.image(ImageInfo(source: Href.resolve(source, against: href).path, alt: title,
                                            description: description)))
        } else if title != nil || description != nil {
            builder.append(.image(ImageInfo(source: "", alt: title ?? description, description: description)))
        }
        var texts: [String] = []
        func collect(_ node: XMLElement) {
            if ["title", "desc", "metadata", "style", "script", "defs"].contains(node.name) { return }
            if node.name == "text" {
                let text = node.textContent.collapsingWhitespace()
                if !text.isEmpty { texts.append(text) }
                return
            }
            for child in node.elements { collect(child) }
        }
        collect(element)
        var style = context.style
        style.language = context.language
        for text in texts {
            builder.appendText(" " + text + " ", style: style, preformatted: false)
        }
    }

    /// Ruby: the base text is the text, each `<rt>` is the reading of the base text before
    /// it (HTML Living Standard, "The ruby element"); `<rp>` fallback parentheses are dropped.
    mutating func ruby(_ element: XMLElement, _ parentContext: Context, into builder: inout InlineBuilder) {
        var context = parentContext
        context.style.language = context.language
        var base: [XMLNode] = []
        func emit(_ nodes: [XMLNode], reading: String?, into builder: inout InlineBuilder) {
            var baseContext = context
            baseContext.style.reading = reading
            for node in nodes {
                switch node {
                case .text(let text): builder.appendText(text, style: baseContext.style, preformatted: context.preformatted)
                case .element(let child): inline(child, baseContext, into: &builder)
                }
            }
        }
        for child in element.children {
            switch child {
            case .element(let part) where part.name == "rt" || part.name == "rtc":
                let reading = part.textContent.collapsingWhitespace()
                emit(base, reading: reading.isEmpty ? nil : reading, into: &builder)
                base = []
            case .element(let part) where part.name == "rp":
                continue
            case .element(let part) where part.name == "rb":
                base += part.children
            default:
                base.append(child)
            }
        }
        emit(base, reading: nil, into: &builder)
    }

    /// Embedded media and objects: what they show cannot be read, only their fallback content.
    static let embedded: Set<String> = ["object", "embed", "video", "audio", "iframe", "canvas"]

    /// Says what was left out when an embedded resource has no fallback a reader can use.
    mutating func warnIfNoFallback(_ element: XMLElement) {
        let hasFallback = !element.textContent.collapsingWhitespace().isEmpty
            || !element.descendants(named: "img").isEmpty || element[attribute: "aria-label"] != nil
            || element[attribute: "title"] != nil
        guard !hasFallback else { return }
        let source = element[attribute: "src"] ?? element[attribute: "data"]
            ?? element.first("source")?[attribute: "src"] ?? ""
        let type = element[attribute: "type"] ?? element.first("source")?[attribute: "type"]
        warnings.append(BookWarning(file: href, line: element.line, .noFallback(element: element.name, source: source, type: type)))
    }

    /// The expression as a tree (``MathMLReader``), its alttext and its tokens. What the
    /// reader could not read is reported once per document.
    mutating func mathInfo(_ element: XMLElement) -> MathInfo {
        let result = MathMLReader.read(element)
        if result.truncated {
            // Never cut silently: an expression past the reader's bounds is read from its
            // alttext or its text, and each one is named.
            warnings.append(BookWarning(file: href, line: element.line,
                                        .mathReadFromFallback(detail: result.problems.first { $0.contains("left out") })))
        } else if let problem = result.problems.first, !warnedAboutMath {
            warnedAboutMath = true
            warnings.append(BookWarning(file: href, line: element.line, .mathProblem(detail: problem)))
        }
        let alt = (element[attribute: "alttext"] ?? element[attribute: "aria-label"])?.collapsingWhitespace()
        return MathInfo(alt: alt?.isEmpty == false ? alt : nil, linearText: result.expression.root.tokenText,
                        expression: result.truncated ? nil : result.expression)
    }
}

/// A document's extended descriptions, the converter's state for them.
struct Descriptions {
    /// Extended descriptions (`aria-describedby`, `aria-details`) by the id of the element
    /// holding them, and the ids themselves: read as the image's description, and marked
    /// where they stand so that the plan reads them once.
    var byID: [String: String] = [:]
    /// The figure being read when its `details` child describes its image: the `details`
    /// element's line, its words, and whether an image has taken them.
    var figure: (line: Int, text: String, taken: Bool)?
}
