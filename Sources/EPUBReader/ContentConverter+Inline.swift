import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Inline content: emphasis, links, abbreviations, images, note references, page breaks
/// and line numbers within a run of text, collected before white space is normalised.
extension ContentConverter {
    mutating func inline(_ element: XMLElement, _ parentContext: Context, into builder: inout InlineBuilder) {
        if Self.skipped.contains(element.name) || isHidden(element, parentContext) { return }
        if Self.embedded.contains(element.name) { warnIfNoFallback(element) }
        var context = parentContext
        let css = apply(element, to: &context)
        if isInlineNote(element) {
            // Its id is the note's, not the citing block's.
            inlineNote(element, context, into: &builder)
            return
        }
        if let id = element[attribute: "id"], !id.isEmpty, !isPageBreak(element) {
            builder.anchors.append(id)
            // A page-list target in the text (`<a id="page5"/>`): a print page break here.
            if let label = pageAnchors[id] { builder.append(.pageBreak(PageBreak(label: label, anchor: href + "#" + id))) }
        } else if element.name == "a", let name = element[attribute: "name"], !name.isEmpty {
            // HTML's `a name` is a fragment's target too (HTML, "the indicated part of the
            // document"): Word's and older books' anchors (`<a name="_ftn1">`).
            builder.anchors.append(name)
        }
        if isPageBreak(element) {
            builder.append(.pageBreak(pageBreak(element)))
            return
        }
        if let number = lineNumber(element) {
            builder.append(.lineNumber(number))
            return
        }
        if let number = printedParagraphNumber(element) {
            // Kept aside and set before the paragraph's words when it is finished.
            if builder.paragraphNumber == nil { builder.paragraphNumber = number }
            return
        }
        if let number = printedLineNumber(element) {
            builder.appendPrintedLineNumber(number)
            return
        }
        if let number = verseNumber(element) {
            // Braille Formats 2016 §15.9: a verse number is a word of its own, not print's
            // raised or small type (ContentConverter+VerseNumbers.swift).
            builder.appendVerseNumber(number, language: context.language)
            return
        }
        if isMediaWikiBacklinks(element) || isNoteLabelWithBacklink(element) { return }
        if isBacklink(element), !builder.isEmpty {
            // A link back from a note to its reference (`↩`, "Return to text") after the
            // note's text is the e-book's navigation, not the note: no format reads it.
            // One that opens its paragraph is the note's printed label ("1.") and stays.
            return
        }
        if isNoteReference(element) {
            let target = Href.resolve(element[attribute: "href"] ?? "", against: href)
            builder.append(.noteReference(NoteReference(label: element.textContent.collapsingWhitespace(),
                                                        href: Href.join(target.path, target.fragment), noteID: nil)))
            return
        }
        switch element.name {
        case "br":
            builder.append(.lineBreak)
            return
        case "img", "image":
            let source = element[attribute: "src"] ?? element[attribute: "xlink:href"] ?? element[attribute: "href"] ?? ""
            var alt = element[attribute: "alt"]
            if element[attribute: "role"] == "presentation" || element[attribute: "role"] == "none" { alt = "" }
            if alt == nil, let label = element[attribute: "aria-label"] { alt = label }
            builder.append(.image(ImageInfo(source: source.isEmpty ? "" : Href.resolve(source, against: href).path,
                                            alt: alt.map { $0.collapsingWhitespace() },
                                            description: referencedDescription(element) ?? takeFigureDescription())))
            return
        case "svg":
            svg(element, context, into: &builder)
            return
        case "ruby":
            ruby(element, context, into: &builder)
            return
        case "math":
            var math = mathInfo(element)
            // Its own language, else the one it stands in (the block's is dropped when the
            // runs are normalised).
            math.language = language(of: element).flatMap { $0.isEmpty ? nil : $0 } ?? context.language
            builder.append(.math(math))
            return
        case "em", "i", "cite", "dfn", "var":
            context.style.emphasis.insert(.italic)
        case "strong", "b":
            context.style.emphasis.insert(.bold)
        case "u", "ins":
            context.style.emphasis.insert(.underline)
        case "s", "del", "strike":
            context.style.emphasis.insert(.strikethrough)
        case "sup":
            context.style.script = .superscript
        case "sub":
            context.style.script = .subscript
        case "code", "kbd", "samp", "tt":
            context.style.code = true
        case "abbr", "acronym":
            let title = element[attribute: "title"]?.collapsingWhitespace()
            context.style.abbreviation = Abbreviation(expansion: title?.isEmpty == false ? title : nil)
        case "a":
            if let target = element[attribute: "href"] ?? element[attribute: "xlink:href"], !target.isEmpty {
                if Href.isExternal(target) {
                    context.style.link = .external(target.trimmingWhitespace())
                } else {
                    let resolved = Href.resolve(target, against: href)
                    context.style.link = .internal(href: Href.join(resolved.path, resolved.fragment), blockID: nil)
                }
            }
        default:
            break
        }
        if let phoneme = element[attribute: "ssml:ph"], !phoneme.isEmpty {
            context.style.pronunciation = Pronunciation(phoneme: phoneme, alphabet: context.alphabet)
        }
        if context.smallCaps, element.name == "abbr" || element.name == "acronym" || context.style.romanNumeral {
            context.capitals = true
        }
        context.style.language = context.language
        let separate = isBlockElement(element)
        // An inline element the book's CSS displays as a block (CSS 2 §9.2.1: it generates a
        // block box, so its words start a line and what follows it starts another):
        // Project Gutenberg's poems, whose lines are `span.i0 { display: block }` and whose
        // `<br>` the same sheet hides (Braille Formats 2016 §13.3: each line of a poem
        // starts a braille line).
        // A floated one (a drop capital: `span.dropcap { display: block; float: left }`)
        // stands beside the words it begins, not on a line of its own.
        let displayedAsBlock = !separate && Self.blockDisplays.contains(css?["display"] ?? "")
            && (css?["float"].map { $0 == "none" } ?? true)
        if separate { builder.appendText(" ", style: context.style, preformatted: false) }
        if displayedAsBlock { builder.breakLine() }
        for child in element.children {
            switch child {
            case .text(let text):
                builder.appendText(context.capitals ? text.uppercased() : text, style: context.style,
                                   preformatted: context.preformatted)
            case .element(let child): inline(child, context, into: &builder)
            }
        }
        if separate { builder.appendText(" ", style: context.style, preformatted: false) }
        if displayedAsBlock { builder.breakLine() }
    }
}

/// Collects raw inline content before white space is normalised.
struct InlineBuilder {
    var items: [Inline] = []
    /// Ids of inline elements, which point at the block being built.
    var anchors: [String] = []
    private var hasContent = false
    /// The paragraph's printed margin number (``ContentConverter/printedParagraphNumber(_:)``),
    /// set before its words when the paragraph is finished, wherever print had it.
    var paragraphNumber: String?

    var isEmpty: Bool { !hasContent }

    mutating func appendText(_ text: String, style: InlineStyle, preformatted: Bool) {
        if text.isEmpty { return }
        if !printedNumbers.isEmpty, !WhiteSpace.isBlank(text) { printedNumbers.removeAll() }
        if !hasContent && !preformatted && WhiteSpace.isBlank(text) { return }
        hasContent = true
        if case .text(let previous, let previousStyle)? = items.last, previousStyle == style {
            items[items.count - 1] = .text(previous + text, style)
        } else {
            items.append(.text(text, style))
        }
    }

    /// Starts a new line unless the words so far end one (or there are none): a block box's
    /// edge in a run of inline content, where a `<br>` already ending the line adds no
    /// empty line (CSS 2 §9.2.1, ``ContentConverter/blockDisplays``).
    mutating func breakLine() {
        for item in items.reversed() {
            switch item {
            case .text(let text, _) where WhiteSpace.isBlank(text): continue
            case .pageBreak, .lineNumber: continue
            case .lineBreak: return
            default:
                append(.lineBreak)
                return
            }
        }
    }

    mutating func append(_ inline: Inline) {
        if !printedNumbers.isEmpty {
            if case .lineBreak = inline { placePrintedLineNumbers() } else if !inline.isMarker { printedNumbers.removeAll() }
        }
        hasContent = true
        items.append(inline)
    }

    /// Printed line numbers not yet followed by words in their print line.
    private var printedNumbers: [Int] = []

    /// A line number printed beside its line (``ContentConverter/printedLineNumber(_:)``).
    /// Where it stands after its line's words (The Waste Land's `ascended<span
    /// class="lnum">90</span>`), it is moved to where the line begins, which is what
    /// `Inline.lineNumber` marks; before words, it is there already.
    mutating func appendPrintedLineNumber(_ number: String) {
        printedNumbers.append(items.count)
        hasContent = true
        items.append(.lineNumber(number))
    }

    /// Moves the printed numbers that ended their print line (a `<br>` or the block's end)
    /// to the line's start: after the line break before them, else the block's start.
    mutating func placePrintedLineNumbers() {
        guard !printedNumbers.isEmpty else { return }
        // In order: moving one leaves the later ones where they are; two of one line keep
        // their order at its start.
        var moved: [Int: Int] = [:]
        for index in printedNumbers {
            let start = items[..<index].lastIndex { if case .lineBreak = $0 { true } else { false } }.map { $0 + 1 } ?? 0
            let place = start + moved[start, default: 0]
            guard place < index else { continue }
            let number = items.remove(at: index)
            items.insert(number, at: place)
            moved[start, default: 0] += 1
        }
        printedNumbers.removeAll()
    }
}

private extension Inline {
    /// Whether it is a mark in the text rather than words: a number printed after a line's
    /// words keeps ending that line past these.
    var isMarker: Bool {
        switch self {
        case .pageBreak, .lineNumber, .lineBreak: return true
        default: return false
        }
    }
}

extension ContentConverter {
    /// CSS `display` values that make an element block-level (CSS 2 §9.2.1, CSS Display 3
    /// §2: its outer display type is `block`).
    static let blockDisplays: Set<String> = ["block", "list-item", "flow-root", "flex", "grid", "table"]
}
