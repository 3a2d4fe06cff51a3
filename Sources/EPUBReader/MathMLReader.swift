import ReadingModel
import XMLTree

/// Reads a `<math>` element into a ``MathExpression``: the typed tree every renderer reads.
///
/// It reads what it can and never fails: an unknown element keeps its children, a schema
/// with missing children gets empty rows, extra children are wrapped in a row. The tree is
/// bounded (``Limits``); what lies past a bound is left out and reported, once per
/// expression, in ``Result/problems``.
public enum MathMLReader {
    public struct Limits: Sendable {
        /// Deepest nesting kept: the reading limit of a whole document
        /// (``ReadingLimits/maxDepth``), so any expression a book can hold is read in full.
        public var maxDepth: Int
        /// Most nodes kept in one expression.
        public var maxNodes: Int
        public init(maxDepth: Int = ReadingLimits.default.maxDepth, maxNodes: Int = 50_000) {
            self.maxDepth = maxDepth
            self.maxNodes = maxNodes
        }
    }

    public struct Result: Sendable {
        public var expression: MathExpression
        /// What could not be read as MathML (unknown elements, missing children, bounds).
        public var problems: [String]
        /// `true` when part of the expression lay past a bound and was left out: the tree
        /// is not the whole expression, so a reader should prefer the book's alttext.
        public var truncated: Bool
    }

    /// Reads a parsed `<math>` element.
    public static func read(_ element: XMLElement, limits: Limits = Limits()) -> Result {
        readMath(element, limits: limits)
    }

    /// Parses MathML markup (one `<math>` element, with or without its namespace).
    /// Returns `nil` when the text is not well-formed XML or has no `<math>` element.
    ///
    /// The expression is read straight from libxml2's tree (``XMLParser/withRoot(_:limits:_:)``):
    /// `exporttool math` reads one small document per line, and converting each into
    /// ``XMLElement`` values first cost more than parsing it.
    public static func parse(_ markup: String, limits: Limits = Limits()) -> Result? {
        let result = try? XMLParser.withRoot(Array(markup.utf8)) { root -> Result? in
            switch root {
            case .view(let view): return firstMath(view).map { readMath($0, limits: limits) }
            case .converted(let element): return firstMath(element).map { readMath($0, limits: limits) }
            }
        }
        return result ?? nil
    }

    private static func readMath<Element: XMLElementReading>(_ element: Element, limits: Limits) -> Result {
        var reader = State(limits: limits)
        let name = element.name
        var root = reader.node(element, name: name, kind: MathKind(elementName: name), depth: 0, variant: nil)
        if root.kind != .math {
            root = MathNode(.math, children: [root])
        }
        let display = element[attribute: "display"]?.lowercased() == "block"
            || element[attribute: "mode"]?.lowercased() == "display"
        return Result(expression: MathExpression(root: root, display: display), problems: reader.problems,
                      truncated: reader.reportedDepth || reader.reportedSize)
    }

    /// The element itself when it is `<math>`, else its first `<math>` descendant in
    /// document order.
    private static func firstMath<Element: XMLElementReading>(_ element: Element) -> Element? {
        if element.name == "math" { return element }
        for child in element.childElements {
            if let math = firstMath(child) { return math }
        }
        return nil
    }

    /// What a token keeps: ``MathNode/keptAttributes`` and `class`, read only for
    /// ``unitClassAsIntent(_:)``.
    static let tokenAttributes: Set<String> = MathNode.keptAttributes.union(["class"])

    /// A unit of measure as converters mark it (MathJax, Pandoc and the W3C's MathML
    /// units note write `class="MathML-Unit"` on the unit's token) becomes MathML 4's
    /// `intent=":unit"`, the one mark the renderers read, unless the token has an intent of
    /// its own. Other classes are presentation and are dropped.
    static func unitClassAsIntent(_ attributes: inout [String: String]) {
        guard let index = attributes.index(forKey: "class") else { return }
        let names = attributes.remove(at: index).value
        if attributes["intent"] == nil, hasUnitClass(names) {
            attributes["intent"] = ":unit"
        }
    }

    /// Whether a class list names `MathML-Unit` (ASCII case folded), read byte by byte.
    static func hasUnitClass(_ names: String) -> Bool {
        let target: [UInt8] = Array("mathml-unit".utf8)
        var matched = 0
        var atStart = true
        for byte in names.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                if matched == target.count { return true }
                matched = 0
                atStart = true
                continue
            }
            if atStart, matched < target.count, lower == target[matched] {
                matched += 1
            } else {
                atStart = false
                matched = 0
            }
        }
        return matched == target.count
    }

    private struct State {
        let limits: Limits
        var count = 0
        var problems: [String] = []
        var reportedDepth = false
        var reportedSize = false
        var reportedUnknown: Set<String> = []

        init(limits: Limits) { self.limits = limits }

        /// The node for `element`, whose `name` and `kind` the caller has already read.
        /// `variant` is the `mathvariant` an enclosing `mstyle` sets, which a token without
        /// one of its own inherits (``MathMLReader/inheritedVariantKinds``).
        mutating func node<Element: XMLElementReading>(_ element: Element, name: String, kind: MathKind,
                                                      depth: Int, variant: String?) -> MathNode {
            count += 1
            if depth > limits.maxDepth {
                if !reportedDepth {
                    problems.append("MathML nested deeper than \(limits.maxDepth) elements; the rest is left out")
                    reportedDepth = true
                }
                return MathNode(.mrow)
            }
            if count > limits.maxNodes {
                reportSize()
                return MathNode(.mrow)
            }
            if name == "mfenced" {
                return fenced(element, depth: depth, variant: variant)
            }
            if kind.isToken || kind == .annotation {
                // Only `mi` is read for a unit's class: units are identifiers, and books put
                // a class on most operators (tex4ht's `MathClass-bin`), which would cost a
                // string per token for nothing.
                var attributes = element.attributes(in: kind == .mi ? MathMLReader.tokenAttributes
                                                                   : MathNode.keptAttributes)
                if kind == .mi { MathMLReader.unitClassAsIntent(&attributes) }
                if let variant, attributes["mathvariant"] == nil, MathMLReader.inheritedVariantKinds.contains(kind) {
                    attributes["mathvariant"] = variant
                }
                let content = element.textContent
                let text = kind == .annotation ? content : MathMLReader.tokenText(content)
                let token = MathNode(MathMLReader.operatorKind(kind, text: text), text: text, attributes: attributes)
                return MathMLReader.signedNumber(token) ?? MathMLReader.solidusNumber(token) ?? token
            }
            let attributes = element.attributes(in: MathNode.keptAttributes)
            let variant = kind == .mstyle ? attributes["mathvariant"] ?? variant : variant
            if case .unknown(let name) = kind, !kind.isElementaryMath, !reportedUnknown.contains(name) {
                reportedUnknown.insert(name)
                if !Self.ignorable.contains(name) {
                    problems.append("unknown MathML element <\(name)>; its content is read as a row")
                }
            }
            var children: [MathNode] = []
            for child in element.childElements {
                let childName = child.name
                let childKind = MathKind(elementName: childName)
                // Only names MathKind does not know can be ignorable ones.
                if case .unknown = childKind, Self.ignorable.contains(childName) { continue }
                // Past the bound, the rest of the expression is not read at all, so a huge
                // expression costs no more than the bound.
                if count >= limits.maxNodes {
                    reportSize()
                    break
                }
                children.append(node(child, name: childName, kind: childKind, depth: depth + 1, variant: variant))
            }
            MathMLReader.unwrapTokens(&children)
            if let arity = kind.fixedArity {
                children = fit(children, arity: arity, element: name)
            } else if kind.isRow, !MathMLReader.isStack(kind) {
                MathMLReader.joinNumbers(&children)
            }
            return MathNode(kind, attributes: attributes, children: children)
        }

        mutating func reportSize() {
            if reportedSize { return }
            problems.append("MathML expression over \(limits.maxNodes) elements; the rest is left out")
            reportedSize = true
        }

        /// `<mfenced open="(" close=")" separators=",">a b</mfenced>` is
        /// `<mrow><mo>(</mo>a<mo>,</mo>b<mo>)</mo></mrow>` (MathML 3 §3.3.8.1).
        mutating func fenced<Element: XMLElementReading>(_ element: Element, depth: Int, variant: String?) -> MathNode {
            let open = element[attribute: "open"] ?? "("
            let close = element[attribute: "close"] ?? ")"
            let separators = Array((element[attribute: "separators"] ?? ",").filter { !$0.isWhitespace })
            func fence(_ text: String) -> MathNode {
                MathNode(.mo, text: text, attributes: ["fence": "true"])
            }
            var children: [MathNode] = []
            if !open.isEmpty { children.append(fence(open)) }
            var index = 0
            for item in element.childElements {
                let name = item.name
                let kind = MathKind(elementName: name)
                if case .unknown = kind, Self.ignorable.contains(name) { continue }
                if count >= limits.maxNodes {
                    reportSize()
                    break
                }
                if index > 0, !separators.isEmpty {
                    let separator = separators[min(index - 1, separators.count - 1)]
                    children.append(MathNode(.mo, text: String(separator), attributes: ["separator": "true"]))
                }
                children.append(node(item, name: name, kind: kind, depth: depth + 1, variant: variant))
                index += 1
            }
            MathMLReader.unwrapTokens(&children)
            MathMLReader.joinNumbers(&children)
            if !close.isEmpty { children.append(fence(close)) }
            return MathNode(.mrow, children: children)
        }

        /// Gives a fixed-arity schema exactly `arity` children: missing ones are empty rows,
        /// extra ones are joined into the last position's row.
        mutating func fit(_ children: [MathNode], arity: Int, element: String) -> [MathNode] {
            if children.count == arity { return children }
            problems.append("<\(element)> has \(children.count) children, not \(arity)")
            if children.count < arity {
                return children + Array(repeating: MathNode(.mrow), count: arity - children.count)
            }
            let kept = Array(children.prefix(arity - 1))
            return kept + [MathNode(.mrow, children: Array(children.dropFirst(arity - 1)))]
        }

        /// Elements that carry nothing to read.
        static let ignorable: Set<String> = ["malignmark", "maligngroup", "mglyph"]
    }
}
