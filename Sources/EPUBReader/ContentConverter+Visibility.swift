import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Visibility and the cascade: what the book hides (`hidden`, `aria-hidden`, CSS `display:
/// none`), the CSS properties an element inherits or sets (language, speech, indent,
/// script), and whether a paragraph is blocked.
extension ContentConverter {
    /// Hidden from every reader: `hidden`, `aria-hidden="true"`, or CSS `display: none` /
    /// `visibility: hidden` from the book's stylesheets or the `style` attribute. (A
    /// `visibility: visible` descendant of a hidden element is left out with it.)
    func isHidden(_ element: XMLElement, _ context: Context) -> Bool {
        if element[attribute: "hidden"] != nil { return true }
        if element[attribute: "aria-hidden"]?.lowercased() == "true" { return true }
        if let value = element[attribute: "class"], value.contains("noexport") || value.contains("mw-editsection") || value.contains("headerlink"),
           classes(element).contains(where: Self.websiteOnlyClasses.contains) { return true }
        guard let css = cascadedStyle(element, context) else { return false }
        let hidden = css["display"] == "none" || css["visibility"] == "hidden" || css["visibility"] == "collapse"
        // An image's hidden description is read, as the image's: it is not reported as left out.
        if hidden && !styleSheet.isEmpty && element[attribute: "id"].map({ descriptions.byID[$0] == nil }) ?? true {
            hiddenByStyleSheet.insert(element.line)
        }
        return hidden
    }

    /// Classes that mark a web page's furniture, not the work: Wikisource's `ws-noexport`
    /// (its header, navigation and licence boxes, which its own EPUB export leaves out) and
    /// MediaWiki's "[edit]" links (`mw-editsection`), Sphinx's permalink "¶" after each
    /// heading (`a.headerlink`). No format reads them.
    static let websiteOnlyClasses: Set<String> = ["ws-noexport", "mw-editsection", "headerlink"]

    /// The element's cascaded CSS properties that matter here, `nil` when neither a
    /// stylesheet nor a `style` attribute could set any.
    func cascadedStyle(_ element: XMLElement, _ context: Context) -> [String: String]? {
        if styleSheet.isEmpty && element[attribute: "style"] == nil { return nil }
        if lastCascade.holds(element, parent: context.node, index: siblingIndex(context)), let css = lastCascade.css { return css }
        let node = styled(element, context)
        let css = styleSheet.cascaded(node, budget: matchBudget)
        lastCascade.css = css
        return css
    }

    /// The place among its parent's children of the element being walked, when the book's
    /// CSS has sibling selectors; else `nil`, so that identical siblings share one cascade.
    func siblingIndex(_ context: Context) -> Int? {
        styleSheet.hasSiblingSelectors ? lastCascade.siblingIndex(below: context.node) : nil
    }

    /// The element as selectors see it, below the context's node; the one made for the
    /// last element cascaded when it is that element.
    func styled(_ element: XMLElement, _ context: Context) -> StyledElement {
        let index = siblingIndex(context)
        if lastCascade.holds(element, parent: context.node, index: index), let node = lastCascade.node { return node }
        let node = StyledElement(element, parent: context.node, index: index)
        lastCascade.node = node
        lastCascade.css = nil
        return node
    }

    /// Applies the element's inheritable attributes (language, SSML, CSS speech) to the context.
    /// Returns the element's cascaded CSS properties (see ``cascadedStyle(_:_:)``).
    @discardableResult
    func apply(_ element: XMLElement, to context: inout Context) -> [String: String]? {
        defer { if !styleSheet.isEmpty { context.node = styled(element, context) } }
        if let language = language(of: element), !language.isEmpty { context.language = language }
        if let alphabet = element[attribute: "ssml:alphabet"] { context.alphabet = alphabet }
        // A roman numeral the book marks, inline or a whole block (a heading marked
        // `epub:type="ordinal z3998:roman"`): its value is the number speech says.
        if types(element).contains("z3998:roman") {
            context.style.romanNumeral = true
            context.style.romanNumeralValue = RomanNumeral.value(of: element.textContent.trimmingWhitespace())
        }
        // A producer's note inside a paragraph (DTBook's inline `prodnote`, a `span` of
        // `z3998:production`): its words are the producer's (Braille Formats 2016 §3.1.1),
        // read in place in every format; braille sets them between the transcriber's note
        // indicators, straight around its words.
        if element.name == "span", isProducersNote(element) { context.style.producersNote = true }
        applyPart(element, to: &context)
        // A line of a poem or an index entry indented in print: its words carry the indent,
        // which braille ranks over the whole poem or run of entries (Braille Formats 2016
        // §13.3, §22.2).
        if context.inLineGroup || context.part == .index || namedIndexLevel != nil,
           let indent = printLineIndent(element, css: cascadedStyle(element, context)) {
            context.style.lineIndent = (context.style.lineIndent ?? 0) + indent
        }
        if let css = cascadedStyle(element, context) {
            if let indent = css["text-indent"], indent != "inherit" { context.textIndent = indent }
            if let height = StyleSheet.linesOfHeight(css["line-height"]) { context.lineHeight = height }
            let decoration = css["text-decoration-line"] ?? css["text-decoration"] ?? ""
            if decoration.contains("line-through") { context.style.emphasis.insert(.strikethrough) }
            // Italic or bold type a span's CSS sets, as converters write print's `<i>` and `<b>`
            // (Calibre's `span.calibre3 { font-style: italic }`, Word's and Google Docs'
            // `style="font-weight:700"`): emphasis, kept as print's (Braille Formats 2016 §5.1,
            // "Retain all font attributes that add meaning to the text"). A block's type (a
            // quotation or a caption set in italics) is print's design and stays unread, as
            // before (§5.3).
            // Only where the type changes: a span set in italics inside a block already set
            // in italics shows print nothing new, and a floated span (a drop capital, `float:
            // left`) is a letter's design.
            let italic = StyleSheet.isItalic(css["font-style"]), bold = StyleSheet.isBold(css["font-weight"])
            if element.name == "span", css["float"].map({ $0 == "none" }) ?? true {
                if italic && !context.cssItalic { context.style.emphasis.insert(.italic) }
                if bold && !context.cssBold { context.style.emphasis.insert(.bold) }
            }
            if let style = css["font-style"] { context.cssItalic = italic || (context.cssItalic && style == "inherit") }
            if let weight = css["font-weight"] { context.cssBold = bold || (context.cssBold && weight == "inherit") }
            // CSS 2 §10.8.1: `super` and `sub` raise and lower the box as `<sup>`/`<sub>` do
            // (user agents' style sheets give them exactly these values); `baseline` undoes it.
            switch css["vertical-align"] {
            case "super": context.style.script = .superscript
            case "sub": context.style.script = .subscript
            case "baseline": context.style.script = nil
            default: break
            }
            if let variant = css["font-variant-caps"] ?? css["font-variant"] {
                context.smallCaps = variant.contains("small-caps")
            }
            if let speakAs = css["speak-as"] ?? css["-epub-speak-as"],
               let value = SpeakAs(rawValue: speakAs.split(separator: " ").first.map(String.init) ?? speakAs) {
                context.style.speakAs = value
            }
            if let speak = css["speak"] ?? css["-epub-speak"] {
                context.style.spoken = speak != "none"
            }
            return css
        }
        return nil
    }

    /// Whether the book's CSS sets the paragraph blocked: no first-line indent (a
    /// `textIndent` of zero, set on the paragraph or inherited from an ancestor, since CSS
    /// inherits `text-indent`) and space above or below it (a vertical margin above zero on
    /// the paragraph itself, from `margin-top`/`margin-bottom` or the `margin` shorthand;
    /// margins are not inherited).
    static func isBlocked(_ css: [String: String]?, textIndent: String?) -> Bool {
        guard let css, let indent = textIndent, CSSMeasure.number(Substring(indent)) == 0 else { return false }
        let shorthand = CSSMeasure.verticalSides(ofMargin: css["margin"] ?? "")
        return CSSMeasure.isPositive(css["margin-top"].map { Substring($0) } ?? shorthand.top)
            || CSSMeasure.isPositive(css["margin-bottom"].map { Substring($0) } ?? shorthand.bottom)
    }
}

/// One element's cascade, kept while the converter asks about it again (a class: the
/// converter's walk is non-mutating). An element's cascade depends on its name, its
/// attributes, its ancestors and, through sibling selectors, the elements before it, so
/// the memo holds for the same name and attributes at the same place under the same node.
final class CascadeMemo: @unchecked Sendable {
    /// The node whose children the converter is walking, and the position in its
    /// `children` of the child it is on: sibling selectors (`p + p`) look before it.
    private var walkedParent: StyledElement?
    private var walkedIndex: Int?

    /// The converter is on child `index` of `parent`'s element.
    func walking(_ parent: StyledElement?, index: Int) {
        walkedParent = parent
        walkedIndex = index
    }

    /// The position of the child being walked below `parent`, `nil` when the walk is
    /// elsewhere (an element reached some other way has no known siblings).
    func siblingIndex(below parent: StyledElement?) -> Int? {
        guard let parent, walkedParent === parent else { return nil }
        return walkedIndex
    }

    /// Held, not weak: a freed node's address could be reused by another.
    private(set) var parent: StyledElement?
    var node: StyledElement? {
        didSet { parent = node?.parent }
    }
    var css: [String: String]?

    /// Whether the memo is about `element` below `parent`, at `index` among its children
    /// (`nil` when no sibling selector makes the place matter).
    func holds(_ element: XMLElement, parent: StyledElement?, index: Int?) -> Bool {
        guard let node, self.parent === parent, node.index == index else { return false }
        return node.element.name == element.name && node.element.attributes == element.attributes
    }
}

/// Lines collected while converting, shared by copies of the converter's helpers.
final class LineSet: @unchecked Sendable {
    var lines: Set<Int> = []
    func insert(_ line: Int) { lines.insert(line) }
}
