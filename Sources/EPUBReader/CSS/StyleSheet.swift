import Foundation
import ReadingModel
import XMLTree

/// One compound selector: `p.note#n1[data-x="y"]` (Selectors Level 3, §3 "Selector syntax").
struct CompoundSelector: Equatable, Sendable {
    enum AttributeMatch: Equatable, Sendable {
        case exists
        case equals(String), includes(String), dashMatch(String), prefix(String), suffix(String), substring(String)
    }
    /// Lower-cased element name; `nil` for `*` or none.
    var element: String?
    var id: String?
    var classes: [String] = []
    var attributes: [(name: String, match: AttributeMatch)] = []
    /// Structural pseudo-classes (Selectors Level 3, §6.6.5): the element's place among
    /// its parent's element children.
    enum Position: String, Equatable, Sendable {
        case firstChild = "first-child", lastChild = "last-child", onlyChild = "only-child"
    }
    var positions: [Position] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.element == rhs.element && lhs.id == rhs.id && lhs.classes == rhs.classes && lhs.positions == rhs.positions
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.match) == rhs.attributes.map(\.match)
    }
}

/// A complex selector of the kinds this reader supports: compounds joined by descendant
/// (white space), child (`>`), next-sibling (`+`) and subsequent-sibling (`~`) combinators.
/// The rightmost compound is `compounds.last`.
struct ComplexSelector: Equatable, Sendable {
    enum Combinator: Equatable, Sendable {
        case descendant, child, nextSibling, subsequentSibling
        /// Whether the compound on its left is matched by an ancestor.
        var isAncestral: Bool { self == .descendant || self == .child }
    }
    var compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    var combinators: [Combinator]
    /// The names, ids and classes of every compound but the rightmost, each of which
    /// some ancestor must have: an element whose ancestors' filter lacks one is not matched.
    private(set) var ancestorKeys = AncestorFilter()

    /// Selectors Level 3, §9 "Calculating a selector's specificity": (ids, classes and
    /// attributes, type selectors), compared in that order.
    var specificity: Int {
        var ids = 0, classes = 0, types = 0
        for compound in compounds {
            if compound.id != nil { ids += 1 }
            classes += compound.classes.count + compound.attributes.count + compound.positions.count
            if compound.element != nil { types += 1 }
        }
        return ids << 20 | classes << 10 | types
    }

    /// Parses one selector of a rule's prelude; `nil` for anything beyond type, universal,
    /// class, id and attribute selectors with descendant, child and sibling combinators
    /// (pseudo-classes, pseudo-elements): unsupported selectors are ignored, never guessed
    /// at. An attribute's namespace prefix (`[epub|type~=toc]`) is one the stylesheet
    /// declared with `@namespace` (`namespaces`, prefix to URI; CSS Namespaces §3), or none
    /// (`[|type]`).
    init?(_ components: ArraySlice<CSSComponent>, namespaces: [String: String] = [:]) {
        compounds = []
        combinators = []
        var current = CompoundSelector()
        var hasCurrent = false
        var pending: Combinator?
        var index = components.startIndex
        func closeCompound() -> Bool {
            guard hasCurrent else { return pending == nil }
            if !compounds.isEmpty { combinators.append(pending ?? .descendant) }
            compounds.append(current)
            current = CompoundSelector()
            hasCurrent = false
            pending = nil
            return true
        }
        while index < components.endIndex {
            let component = components[index]
            index += 1
            switch component {
            case .token(.whitespace):
                if hasCurrent { guard closeCompound() else { return nil } }
            case .token(.delim(let symbol)) where symbol == ">" || symbol == "+" || symbol == "~":
                if hasCurrent { guard closeCompound() else { return nil } }
                guard !compounds.isEmpty, pending == nil else { return nil }
                pending = symbol == ">" ? .child : symbol == "+" ? .nextSibling : .subsequentSibling
            case .token(.ident(let name)):
                guard !hasCurrent else { return nil }
                current.element = name.lowercased()
                hasCurrent = true
            case .token(.delim("*")):
                guard !hasCurrent else { return nil }
                hasCurrent = true
            case .token(.delim(".")):
                guard index < components.endIndex, case .token(.ident(let name)) = components[index] else { return nil }
                index += 1
                current.classes.append(name)
                hasCurrent = true
            case .token(.hash(let name, let isID)):
                guard isID else { return nil }
                current.id = name
                hasCurrent = true
            case .token(.colon):
                // `:first-child`, `:last-child`, `:only-child`; any other pseudo-class, and
                // every pseudo-element (`::first-line`), is not supported.
                guard index < components.endIndex, case .token(.ident(let name)) = components[index],
                      let position = CompoundSelector.Position(rawValue: name.lowercased()) else { return nil }
                index += 1
                current.positions.append(position)
                hasCurrent = true
            case .block(.openSquare, let inner):
                guard let attribute = Self.attribute(inner, namespaces: namespaces) else { return nil }
                current.attributes.append(attribute)
                hasCurrent = true
            default:
                return nil
            }
        }
        if hasCurrent { _ = closeCompound() }
        guard pending == nil, !compounds.isEmpty else { return nil }
        for (compound, combinator) in zip(compounds, combinators) where combinator.isAncestral {
            ancestorKeys = ancestorKeys.union(AncestorFilter(name: compound.element, id: compound.id, classes: compound.classes))
        }
    }

    private static func attribute(_ inner: [CSSComponent], namespaces: [String: String]) -> (String, CompoundSelector.AttributeMatch)? {
        var parts = inner.filter { $0 != .token(.whitespace) }
        // `prefix|name` and `|name` (CSS Namespaces §6.4): the attribute's canonical name in
        // the document tree (`epub:type`, `{uri}name`); `*|name` is not supported. A `|`
        // followed by `=` is the dash-match operator, not a namespace.
        if parts.count >= 2, parts[0] == .token(.delim("|")), case .token(.ident(let local)) = parts[1] {
            parts = [.token(.ident(local))] + parts.dropFirst(2)
        } else if parts.count >= 3, case .token(.ident(let prefix)) = parts[0], parts[1] == .token(.delim("|")),
                  case .token(.ident(let local)) = parts[2] {
            guard let uri = namespaces[prefix] else { return nil }
            let canonical = XMLNamespace.canonicalPrefix(for: uri).map { $0 + ":" + local.lowercased() } ?? "{\(uri)}\(local)"
            guard let match = attribute([.token(.ident("x"))] + parts.dropFirst(3), namespaces: [:]) else { return nil }
            return (canonical, match.1)
        }
        guard case .token(.ident(let name))? = parts.first else { return nil }
        if parts.count == 1 { return (name.lowercased(), .exists) }
        var operatorEnd = 1
        var op: Unicode.Scalar = "="
        if case .token(.delim(let first)) = parts[1] {
            if first == "=" {
                operatorEnd = 2
            } else if parts.count > 2, parts[2] == .token(.delim("=")) {
                op = first
                operatorEnd = 3
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard parts.count == operatorEnd + 1 else { return nil }  // no `i` flag, no more
        let value: String
        switch parts[operatorEnd] {
        case .token(.ident(let word)): value = word
        case .token(.string(let text)): value = text
        default: return nil
        }
        switch op {
        case "=": return (name.lowercased(), .equals(value))
        case "~": return (name.lowercased(), .includes(value))
        case "|": return (name.lowercased(), .dashMatch(value))
        case "^": return (name.lowercased(), .prefix(value))
        case "$": return (name.lowercased(), .suffix(value))
        case "*": return (name.lowercased(), .substring(value))
        default: return nil
        }
    }
}

/// An element and its ancestors, as selector matching needs them.
final class StyledElement: @unchecked Sendable {
    let name: String
    let id: String?
    let classes: [String]
    let element: XMLElement
    let parent: StyledElement?
    /// The number of ancestors.
    let depth: Int
    /// The position of the element in its parent's `children`, `nil` when unknown (sibling
    /// selectors then match nothing).
    let index: Int?
    /// The names, ids and classes of this element and all its ancestors.
    let lineage: AncestorFilter

    init(_ element: XMLElement, parent: StyledElement?, index: Int? = nil) {
        self.element = element
        self.index = index
        self.name = element.name.lowercased()
        self.id = element[attribute: "id"]
        // Strings, not substrings: comparing two strings is not generic.
        self.classes = (element[attribute: "class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .map(String.init)
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        let own = AncestorFilter(name: name, id: id, classes: classes)
        self.lineage = parent.map { $0.lineage.union(own) } ?? own
    }

    func matches(_ compound: CompoundSelector, _ budget: MatchBudget) -> Bool {
        budget.spend(1)
        if let wanted = compound.element, wanted != name { return false }
        if let wanted = compound.id, wanted != id { return false }
        for wanted in compound.classes where !classes.contains(wanted) { return false }
        for position in compound.positions {
            switch position {
            case .firstChild: if !isFirstChild(budget) { return false }
            case .lastChild: if !isLastChild(budget) { return false }
            case .onlyChild: if !isFirstChild(budget) || !isLastChild(budget) { return false }
            }
        }
        for (name, match) in compound.attributes {
            guard let value = element[attribute: name] else { return false }
            // Comparing a value is linear in its length: long values cost more of the budget.
            let cost = value.utf8.count / MatchBudget.bytesPerStep
            switch match {
            case .exists: continue
            case .equals(let wanted): budget.spend(cost); if value != wanted { return false }
            case .includes(let wanted):
                budget.spend(cost)
                if !value.split(separator: " ").contains(where: { $0 == wanted }) { return false }
            case .dashMatch(let wanted): budget.spend(cost); if value != wanted && !value.hasPrefix(wanted + "-") { return false }
            case .prefix(let wanted): if wanted.isEmpty || !value.hasPrefix(wanted) { return false }
            case .suffix(let wanted): if wanted.isEmpty || !value.hasSuffix(wanted) { return false }
            case .substring(let wanted):
                var comparisons = 0
                let found = !wanted.isEmpty && SubstringSearch.contains(value, wanted, comparisons: &comparisons)
                budget.spend(comparisons / MatchBudget.bytesPerStep)
                if !found { return false }
            }
        }
        return true
    }

    /// Right to left, as browsers match: the last compound against this element, then each
    /// combinator up the ancestors. A descendant combinator backtracks, and without a memory
    /// a selector of n compounds over a chain of d ancestors tries up to d^n paths (150
    /// compounds against a deep document ran past a minute); remembering which (ancestor,
    /// compound) pairs failed makes it at most d × n compound tests.
    func matches(_ selector: ComplexSelector, _ budget: MatchBudget) -> Bool {
        if selector.compounds.count > 1 {
            guard let parent, parent.lineage.mayContain(selector.ancestorKeys) else { return false }
        }
        var failed: Set<Int> = []
        return matches(selector, at: selector.compounds.count - 1, &failed, budget)
    }

    /// Whether no element comes before this one in its parent (text may); `false` when its
    /// place is unknown. The walk stops at the first element found.
    private func isFirstChild(_ budget: MatchBudget) -> Bool {
        guard let index, let parent else { return false }
        let children = parent.element.children
        for position in stride(from: min(index, children.count) - 1, through: 0, by: -1) {
            budget.spend(1)
            if case .element = children[position] { return false }
        }
        return true
    }

    /// Whether no element comes after this one in its parent.
    private func isLastChild(_ budget: MatchBudget) -> Bool {
        guard let index, let parent else { return false }
        let children = parent.element.children
        guard index + 1 < children.count else { return index < children.count }
        for position in (index + 1)..<children.count {
            budget.spend(1)
            if case .element = children[position] { return false }
        }
        return true
    }

    /// The element siblings before this one, nearest first.
    private func previousSiblings() -> some Sequence<StyledElement> {
        let children = parent?.element.children ?? []
        let end = min(self.index ?? 0, children.count)
        let parent = self.parent
        return (0..<end).reversed().lazy.compactMap { position -> StyledElement? in
            guard case .element(let sibling) = children[position] else { return nil }
            return StyledElement(sibling, parent: parent, index: position)
        }
    }

    private func matches(_ selector: ComplexSelector, at index: Int, _ failed: inout Set<Int>, _ budget: MatchBudget) -> Bool {
        let siblings = selector.combinators.contains { !$0.isAncestral }
        // Each compound to the left needs an ancestor of its own (sibling selectors aside).
        guard siblings || index <= depth else { return false }
        let key = depth &* selector.compounds.count &+ index
        if failed.contains(key) { return false }
        var matched = matches(selector.compounds[index], budget)
        if matched && index > 0 {
            switch selector.combinators[index - 1] {
            case .child:
                matched = parent?.matches(selector, at: index - 1, &failed, budget) ?? false
            case .descendant:
                matched = false
                var ancestor = parent
                while let candidate = ancestor, !matched {
                    matched = candidate.matches(selector, at: index - 1, &failed, budget)
                    ancestor = candidate.parent
                }
            case .nextSibling:
                matched = previousSiblings().first { _ in true }?.matches(selector, at: index - 1, &failed, budget) ?? false
            case .subsequentSibling:
                matched = false
                for sibling in previousSiblings() where !matched {
                    budget.spend(1)
                    if budget.isSpent { break }
                    matched = sibling.matches(selector, at: index - 1, &failed, budget)
                }
            }
        }
        // Only a selector with something to its left can meet the same pair twice; siblings
        // share a depth, so a selector through siblings is not remembered.
        if !matched && !siblings && selector.compounds.count > 2 { failed.insert(key) }
        return matched
    }
}

/// The properties of a book's stylesheets that decide what is read and how it is spoken.
struct StyleSheet: Sendable {
    struct Rule: Sendable {
        var selector: ComplexSelector
        var declarations: [CSSDeclaration]
        /// Source order across every stylesheet of the document.
        var order: Int
    }

    /// The properties kept: what hides content, CSS Speech, and what makes a paragraph
    /// blocked (no first-line indent, space between: braille keeps it, BANA Braille Formats §1.9).
    static let properties: Set<String> = ["display", "visibility", "speak", "speak-as", "-epub-speak-as", "-epub-speak",
                                          "text-indent", "margin", "margin-top", "margin-bottom",
                                          "text-decoration", "text-decoration-line", "font-variant", "font-variant-caps",
                                          "line-height", "break-before", "break-after", "page-break-before", "page-break-after",
                                          "border-image-source", "border-width", "border-style", "white-space",
                                          "vertical-align", "margin-left", "padding-left", "font-style", "font-weight", "float"]
    /// Kept properties whose values are lengths, not keywords.
    static let lengthProperties: Set<String> = ["text-indent", "margin", "margin-top", "margin-bottom", "line-height",
                                                "border-width", "margin-left", "padding-left", "font-weight"]

    /// Whether a declaration is kept: a kept property, and for a margin only one that puts
    /// space above or below (a margin of zero cannot make a paragraph blocked). Publishers'
    /// stylesheets set `margin: 0 1em` on most rules; keeping those would keep every rule
    /// and its selector in memory.
    static func isKept(_ declaration: CSSDeclaration) -> Bool {
        guard properties.contains(declaration.name) else { return false }
        // A line height is kept only in braille lines (`rem`): see ``isWrittenForBraille``.
        if declaration.name == "line-height" { return Self.linesOfHeight(declaration.measures) != nil }
        if declaration.name == "border-image-source" { return Self.borderImageCells(declaration) != nil }
        // Only white space kept as it is (`pre`, `pre-wrap`, `break-spaces`) matters: a box of
        // lines (`.nemeth { white-space: pre }`, eBraille styling example 19).
        if declaration.name == "white-space" {
            let value = declaration.keywords ?? ""
            return value.hasPrefix("pre") && value != "pre-line" || value == "break-spaces"
        }
        if declaration.name.hasSuffix("break-before") || declaration.name.hasSuffix("break-after") {
            return forcesPage(declaration.keywords)
        }
        // Of decorations and font variants, only what braille shows (crossed-out type, UEB
        // §9.5.1; small capitals, §9.6): `text-decoration: none` on every link is not kept.
        if declaration.name.hasPrefix("text-decoration") { return (declaration.keywords ?? "").contains("line-through") }
        // Raised and lowered text (CSS 2 §10.8.1 `super`, `sub`, and `baseline` undoing
        // them); a table cell's `vertical-align: top` is not kept.
        if declaration.name == "vertical-align" { return ["super", "sub", "baseline"].contains(declaration.keywords ?? "") }
        if declaration.name.hasPrefix("font-variant") {
            let value = declaration.keywords ?? ""
            return value.contains("small-caps") || value == "normal"
        }
        // Italic and bold type (UEB §9, Braille Formats 2016 §5.1): only the values that set
        // them; `font-weight: 400` on every span of a word processor's HTML is not kept.
        if declaration.name == "font-style" { return isItalic(declaration.keywords) }
        if declaration.name == "font-weight" { return isBold(declaration.keywords ?? declaration.measures) }
        // A left margin or padding is kept only above zero: it indents a poem's line or an
        // index's subentry (Braille Formats 2016 §13.3, §22.2).
        guard declaration.name.hasPrefix("margin") || declaration.name == "padding-left" else { return true }
        let value = declaration.measures ?? ""
        guard declaration.name == "margin" else { return CSSMeasure.isPositive(value.split(separator: " ").first) }
        let sides = CSSMeasure.verticalSides(ofMargin: value)
        return CSSMeasure.isPositive(sides.top) || CSSMeasure.isPositive(sides.bottom)
    }

    /// Whether a `font-style` value is italic type: `italic`, or `oblique` (with its angle).
    static func isItalic(_ value: String?) -> Bool {
        guard let value else { return false }
        return value == "italic" || value.hasPrefix("oblique")
    }

    /// Whether a `font-weight` value is bold type: `bold`, `bolder`, or a weight of 600 or
    /// more (CSS Fonts 4 §2.2: 700 is bold, 600 semi-bold).
    static func isBold(_ value: String?) -> Bool {
        guard let value else { return false }
        if value == "bold" || value == "bolder" { return true }
        return Double(value).map { $0 >= 600 } ?? false
    }

    /// A `line-height` in braille lines: `2rem` is 2 (the eBraille styling best practices'
    /// reading system style sheet sets `line-height: 1rem` on every element, one braille
    /// line); `nil` for any other value (a print style sheet's `1.5`, `1.2em`, `normal`).
    static func linesOfHeight(_ value: String?) -> Int? {
        guard let value, value.hasSuffix("rem"), let number = Double(value.dropLast(3)),
              number >= 1, number <= 4, number == number.rounded() else { return nil }
        return Int(number)
    }

    /// The eight braille cells a border image is named after (eBraille styling best
    /// practices §2.9.1: the DAISY service makes the image from a `pattern` of eight cells,
    /// clockwise from the top-left corner, and the examples name the file after it,
    /// `border-images/⠐⠐⠐⠐⠐⠐⠐⠐.png`): the file name without its extension, percent-decoded,
    /// or the `pattern` query parameter; `nil` when that is not eight braille cells.
    static func borderImageCells(_ declaration: CSSDeclaration) -> String? {
        var address: String?
        for component in declaration.value {
            switch component {
            case .token(.url(let url)): address = url
            case .function(let name, let arguments) where name.lowercased() == "url":
                for case .token(.string(let url)) in arguments { address = url }
            default: continue
            }
        }
        guard let address else { return nil }
        var name = Substring(address)
        if let query = name.range(of: "pattern=") {
            name = name[query.upperBound...].prefix { $0 != "&" }
        } else {
            name = name.split(separator: "/").last ?? ""
            if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        }
        let cells = String(name).removingPercentEncoding ?? String(name)
        guard cells.unicodeScalars.count == 8, cells.unicodeScalars.allSatisfy({ (0x2800...0x28FF).contains($0.value) }) else {
            return nil
        }
        return cells
    }

    /// A `::before` or `::after` rule whose `content` is a line of braille (cells, blanks
    /// and spaces: the eBraille styling best practices' generated box lines, §2.9.2): the
    /// selector of the element it is generated in, and the declarations kept as
    /// `-before-content`/`-after-content` (the cells) and `-before-justify`/`-after-justify`
    /// (`justify-content`), which the element's cascade then holds. Other pseudo-elements
    /// and contents are not supported.
    static func generatedContent(_ part: ArraySlice<CSSComponent>, _ declarations: [CSSDeclaration],
                                 namespaces: [String: String]) -> (ComplexSelector, [CSSDeclaration])? {
        var tokens = part
        while tokens.last == .token(.whitespace) { tokens.removeLast() }
        guard tokens.count > 3, case .token(.ident(let name)) = tokens.last,
              ["before", "after"].contains(name.lowercased()),
              tokens[tokens.endIndex - 2] == .token(.colon), tokens[tokens.endIndex - 3] == .token(.colon) else { return nil }
        var content: String?
        for declaration in declarations where declaration.name == "content" {
            let strings = declaration.value.compactMap { component -> String? in
                if case .token(.string(let text)) = component { return text }
                return nil
            }
            content = strings.count == 1 ? strings[0] : nil
        }
        guard let content, !content.isEmpty, content.unicodeScalars.allSatisfy({
            (0x2800...0x28FF).contains($0.value) || $0 == " " || $0 == "\u{A0}"
        }) else { return nil }
        guard let selector = ComplexSelector(tokens.dropLast(3).drop { $0 == .token(.whitespace) }, namespaces: namespaces) else {
            return nil
        }
        let prefix = "-" + name.lowercased()
        var generated = [CSSDeclaration(name: prefix + "-content", value: [.token(.string(content))], important: false)]
        if let justify = declarations.last(where: { $0.name == "justify-content" }) {
            generated.append(CSSDeclaration(name: prefix + "-justify", value: justify.value, important: false))
        }
        return (selector, generated)
    }

    /// Whether a `::before`/`::after` rule generates a run of guide dots (dots 5, ⠐⠐),
    /// whatever its selector (`ol.toc li:has(span)::before`, whose `:has()` is not matched).
    static func generatesGuideDots(_ part: ArraySlice<CSSComponent>, _ declarations: [CSSDeclaration]) -> Bool {
        guard part.contains(where: { if case .token(.ident(let name)) = $0 { return ["before", "after"].contains(name.lowercased()) }; return false }),
              part.contains(.token(.colon)) else { return false }
        return declarations.contains { declaration in
            declaration.name == "content" && declaration.value.contains { component in
                if case .token(.string(let text)) = component { return text.contains("\u{2810}\u{2810}") }
                return false
            }
        }
    }

    /// Whether a `break-before`/`break-after` value forces a page break (CSS Fragmentation 3
    /// §3.1: `page`, `left`, `right`, `recto`, `verso`; CSS 2's `page-break-*: always`,
    /// `left`, `right`, which §3.1.1 maps onto them). `avoid` and `auto` do not.
    static func forcesPage(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["page", "left", "right", "recto", "verso", "always"].contains(value)
    }

    /// Whether the style sheet measures in braille: a length in `ch` (one braille cell:
    /// the eBraille styling best practices give every indent and margin in cells, `2ch`)
    /// or a `line-height` in `rem` (braille lines), in any rule, applied or not. Such a
    /// sheet is the book's braille layout (an eBraille's, or one written after those best
    /// practices), and its paragraph indents are taken as they are: see `docs/braille.md`,
    /// "Style sheets written for braille".
    private(set) var isWrittenForBraille = false
    /// Whether the style sheet generates guide dots: a `::before`/`::after` line of braille
    /// holding a run of dot 5 cells (⠐⠐), as the eBraille styling best practices fill a
    /// contents entry's gap (example 23).
    private(set) var generatesGuideDots = false

    /// Whether `components` hold a length in `ch` (at any depth: a media query's condition).
    static func holdsCells(_ components: [CSSComponent]) -> Bool {
        components.contains { component in
            switch component {
            case .token(.dimension(_, let unit)): return unit.lowercased() == "ch"
            case .block(_, let inner), .function(_, let inner): return holdsCells(inner)
            default: return false
            }
        }
    }

    /// Whether `declaration` measures in braille units (``isWrittenForBraille``).
    /// Only the properties the best practices measure cells with count: indents, margins,
    /// padding, borders and column gaps; a print sheet's `max-width: 60ch` (a measure of
    /// reading width) does not make it one written for braille.
    static func measuresInBraille(_ declaration: CSSDeclaration) -> Bool {
        if declaration.name == "line-height" { return linesOfHeight(declaration.measures) != nil }
        let name = declaration.name
        guard name == "text-indent" || name.hasPrefix("margin") || name.hasPrefix("padding") || name.hasPrefix("border")
                || name.hasPrefix("column") else { return false }
        return declaration.value.contains { component in
            if case .token(.dimension(_, let unit)) = component { return unit.lowercased() == "ch" }
            return false
        }
    }

    private(set) var rules: [Rule] = []
    private(set) var errors: [CSSParseError] = []
    /// Selectors this reader does not support, skipped.
    private(set) var unsupportedSelectors = 0
    /// Whether a rule's selector has a sibling combinator: an element's place among its
    /// siblings then matters to its cascade.
    private(set) var hasSiblingSelectors = false
    /// The rules by their rightmost compound's id, else its first class, else its element
    /// name, else none (`universal`), as positions in ``rules``: an element is matched
    /// only against the rules that can match it, as browsers' rule hashes do.
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byElement: [String: [Int]] = [:]
    private var universal: [Int] = []

    init() {}

    /// Parses `text`; `order` numbers the rules after those of earlier sheets. Rules are
    /// taken one at a time as the parser ends them and only the kept properties stay, so a
    /// stylesheet's component tree is never held whole.
    init(_ text: String, firstOrder: Int = 0) {
        var order = firstOrder
        // At-rules (`@media`, `@font-face`, `@import` ...) are not applied: their
        // conditions are about the page and the device, not about what is read.
        var namespaces: [String: String] = [:]
        errors = CSSParser.forEachRule(in: text, keepingAtRules: false) { rule in
            if case .at(let name, let prelude, _, _) = rule {
                if name.lowercased() == "namespace" { Self.declareNamespace(prelude, in: &namespaces) }
                // A media query measured in cells (`@media (width > 30ch)`) is written for
                // braille too, though the rule itself is not applied.
                if Self.holdsCells(prelude) { isWrittenForBraille = true }
                return
            }
            guard case .qualified(let prelude, let block, _) = rule else { return }
            let all = CSSParser.declarations(in: block)
            if !isWrittenForBraille, all.contains(where: Self.measuresInBraille) { isWrittenForBraille = true }
            let declarations = all.filter(Self.isKept)
            guard !declarations.isEmpty || all.contains(where: { $0.name == "content" }) else { return }
            for part in prelude.split(separator: .token(.comma), omittingEmptySubsequences: false) {
                if Self.generatesGuideDots(part, all) { generatesGuideDots = true }
                if let (selector, generated) = Self.generatedContent(part, all, namespaces: namespaces) {
                    add(Rule(selector: selector, declarations: generated, order: order))
                    continue
                }
                guard !declarations.isEmpty else { continue }
                guard let selector = ComplexSelector(part.drop { $0 == .token(.whitespace) }, namespaces: namespaces) else {
                    unsupportedSelectors += 1
                    continue
                }
                add(Rule(selector: selector, declarations: declarations, order: order))
            }
            order += 1
        }
    }

    /// `@namespace prefix "uri";` or `url(uri)` (CSS Namespaces §2): the prefix for
    /// attribute selectors. A default namespace (no prefix) is about element names, which
    /// are matched by local name here, so it changes nothing.
    private static func declareNamespace(_ prelude: [CSSComponent], in namespaces: inout [String: String]) {
        let parts = prelude.filter { $0 != .token(.whitespace) }
        guard parts.count == 2, case .token(.ident(let prefix)) = parts[0] else { return }
        switch parts[1] {
        case .token(.string(let uri)), .token(.url(let uri)): namespaces[prefix] = uri
        default: return
        }
    }

    private mutating func add(_ rule: Rule) {
        if rule.selector.combinators.contains(where: { !$0.isAncestral })
            || rule.selector.compounds.contains(where: { !$0.positions.isEmpty }) {
            hasSiblingSelectors = true
        }
        let position = rules.count
        rules.append(rule)
        let last = rule.selector.compounds[rule.selector.compounds.count - 1]
        if let id = last.id {
            byID[id, default: []].append(position)
        } else if let first = last.classes.first {
            byClass[first, default: []].append(position)
        } else if let element = last.element {
            byElement[element, default: []].append(position)
        } else {
            universal.append(position)
        }
    }

    var nextOrder: Int { (rules.last?.order ?? -1) + 1 }

    mutating func append(_ other: StyleSheet) {
        if other.isWrittenForBraille { isWrittenForBraille = true }
        if other.generatesGuideDots { generatesGuideDots = true }
        if rules.isEmpty {
            // Most documents link one stylesheet: its rules and indices are the combined
            // sheet's as they stand (the order offset is 0), shared, not rebuilt per document.
            rules = other.rules
            byID = other.byID
            byClass = other.byClass
            byElement = other.byElement
            universal = other.universal
            hasSiblingSelectors = other.hasSiblingSelectors
            return
        }
        let offset = nextOrder
        for var rule in other.rules {
            rule.order += offset
            add(rule)
        }
    }

    var isEmpty: Bool { rules.isEmpty }

    /// The cascaded value of each kept property for `element` (CSS Cascade Level 4, §6.1
    /// "Cascade Sorting Order": importance, then specificity, then order of appearance; the
    /// `style` attribute wins over selectors at equal importance).
    ///
    /// Selector matching spends `budget`; once it is spent, only `style` attributes apply
    /// (the caller warns).
    func cascaded(_ element: StyledElement, budget: MatchBudget) -> [String: String] {
        var winners: [String: (important: Bool, specificity: Int, order: Int, value: String)] = [:]
        func offer(_ declaration: CSSDeclaration, specificity: Int, order: Int) {
            let value = declaration.name.hasSuffix("-content") ? declaration.value.lazy.compactMap { component -> String? in
                if case .token(.string(let text)) = component { return text }
                return nil
            }.first
                : declaration.name == "border-image-source" ? Self.borderImageCells(declaration)
                : Self.lengthProperties.contains(declaration.name) ? declaration.measures : declaration.keywords
            guard let value else { return }
            let candidate = (declaration.important, specificity, order, value)
            if let current = winners[declaration.name] {
                let currentKey = (current.important ? 1 : 0, current.specificity, current.order)
                if currentKey > (candidate.0 ? 1 : 0, candidate.1, candidate.2) { return }
            }
            winners[declaration.name] = candidate
        }
        func apply(_ positions: [Int]?) {
            for position in positions ?? [] {
                guard !budget.isSpent else { return }
                let rule = rules[position]
                guard element.matches(rule.selector, budget) else { continue }
                for declaration in rule.declarations { offer(declaration, specificity: rule.selector.specificity, order: rule.order) }
            }
        }
        if !rules.isEmpty {
            if let id = element.id { apply(byID[id]) }
            for name in element.classes { apply(byClass[String(name)]) }
            apply(byElement[element.name])
            apply(universal)
        }
        if let style = element.element[attribute: "style"] {
            for declaration in CSSParser.parseDeclarations(style) where Self.isKept(declaration) {
                offer(declaration, specificity: Int.max, order: Int.max)
            }
        }
        return winners.mapValues(\.value)
    }
}
