/// One element of a presentation MathML expression, kept as a typed tree.
///
/// The tree mirrors MathML element by element, as MathML Core defines the elements, so
/// that every renderer (speech, braille, linear text, the reader page) reads the same
/// structure and none of them parses markup again. Token elements (`mi`, `mn`, `mo`,
/// `mtext`, `ms`) hold their text with white space trimmed and collapsed (MathML 3 §2.1.7);
/// layout elements hold their children in order, and the schemata whose children have
/// fixed roles (`mfrac`, `msub`, `mroot` ...) keep them by position (MathML 3 §3.1.3.2).
///
/// A few spellings are normalised when the tree is read: `mfenced` becomes an `mrow`
/// holding the fences and separators as `mo` (MathML 3 §3.3.8 gives this equivalence),
/// an element with more children than its schema allows gets them wrapped in an inferred
/// `mrow`, and unknown elements keep their name as ``MathKind/unknown(_:)``.
public struct MathNode: Sendable, Hashable {
    public var kind: MathKind
    /// The text of a token element (`mi`, `mn`, `mo`, `mtext`, `ms`, `annotation`); empty
    /// for the others.
    public var text: String
    /// The attributes renderers use (see ``MathNode/keptAttributes``), by name.
    public var attributes: [String: String]
    public var children: [MathNode]

    public init(_ kind: MathKind, text: String = "", attributes: [String: String] = [:],
                children: [MathNode] = []) {
        self.kind = kind
        self.text = text
        self.attributes = attributes
        self.children = children
    }

    /// The value of one attribute.
    public subscript(attribute name: String) -> String? { attributes[name] }

    /// The attributes a reader keeps: they change what an expression says or how it is laid
    /// out. Presentation-only ones (colours, fonts, sizes) are dropped.
    public static let keptAttributes: Set<String> = [
        "mathvariant", "linethickness", "bevelled", "notation", "form", "fence", "separator",
        "stretchy", "largeop", "movablelimits", "accent", "accentunder", "displaystyle",
        "columnalign", "rowalign", "columnlines", "rowlines", "frame", "width", "lquote",
        "rquote", "encoding", "definitionURL", "intent", "arg", "open", "close", "separators",
        "rowspan", "columnspan", "actiontype", "selection", "id", "scriptlevel",
        // Elementary math (`mstack`, `mlongdiv`): a row's place in columns, a group's shift per row,
        // the division's layout.
        "position", "shift", "longdivstyle",
    ]

    /// Number of nodes in this subtree.
    public var nodeCount: Int {
        var count = 1
        for child in children { count += child.nodeCount }
        return count
    }

    /// The text of every token below this node, in order, joined by spaces; annotations
    /// are left out.
    public var tokenText: String {
        var tokens: [String] = []
        collectTokens(into: &tokens)
        return tokens.joined(separator: " ")
    }

    /// `true` when ``tokenText`` would not be empty; stops at the first such token.
    public var hasTokenText: Bool {
        switch kind {
        case .annotation, .annotationXML: return false
        case .semantics: return children.first?.hasTokenText ?? false
        default: break
        }
        if kind.isToken { return !text.isEmpty && !MathNode.isInvisible(text) }
        return children.contains(where: \.hasTokenText)
    }

    private func collectTokens(into tokens: inout [String]) {
        switch kind {
        case .annotation, .annotationXML: return
        case .semantics:
            // The first child is the presentation; the rest are annotations.
            children.first?.collectTokens(into: &tokens)
            return
        default: break
        }
        if kind.isToken {
            if !text.isEmpty && !MathNode.isInvisible(text) { tokens.append(text) }
            return
        }
        for child in children { child.collectTokens(into: &tokens) }
    }

    /// `true` for the invisible operators U+2061 (function application), U+2062 (invisible
    /// times), U+2063 (invisible separator) and U+2064 (invisible plus).
    public static func isInvisible(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x2061...0x2064).contains($0.value) } && !text.isEmpty
    }
}

/// The MathML element a ``MathNode`` is.
public enum MathKind: Sendable, Hashable {
    /// The `<math>` element itself (an inferred row of its children).
    case math
    case mi, mn, mo, mtext, ms, mspace
    case mrow, mstyle, mpadded, mphantom, merror, maction
    case mfrac, msqrt, mroot
    case msub, msup, msubsup, munder, mover, munderover
    /// Children: the base, then (subscript, superscript) pairs; prescripts after an
    /// ``mprescripts`` node.
    case mmultiscripts
    case mprescripts
    /// An empty script position (`<none/>`).
    case none
    case mtable, mtr, mlabeledtr, mtd
    case menclose
    /// Children: the presentation, then `annotation` / `annotation-xml` nodes.
    case semantics
    /// Text annotation (`encoding` says which: `application/x-tex`, ...); the text is kept.
    case annotation
    /// XML annotation (Content MathML, ...); its children are kept.
    case annotationXML
    /// An element this reader does not know, or one of elementary math's (MathML 3 §3.6,
    /// ``isElementaryMath``), which the renderers read by name; its children are kept.
    case unknown(String)

    /// The elements of MathML 3's elementary math (§3.6): stacks, long division, their rows,
    /// groups, lines and carries. MathML Core leaves them out, so they have no case of their
    /// own; every renderer reads them (a spatial layout in braille, the computation in one
    /// line elsewhere).
    public static let elementaryMathNames: Set<String> = [
        "mstack", "mlongdiv", "msgroup", "msrow", "msline", "mscarries", "mscarry",
    ]

    /// `true` for an element of elementary math (``elementaryMathNames``).
    public var isElementaryMath: Bool {
        if case .unknown(let name) = self { return Self.elementaryMathNames.contains(name) }
        return false
    }

    /// `true` for token elements, whose content is text.
    public var isToken: Bool {
        switch self {
        case .mi, .mn, .mo, .mtext, .ms: return true
        default: return false
        }
    }

    /// The MathML element name.
    public var elementName: String {
        switch self {
        case .math: return "math"
        case .mi: return "mi"
        case .mn: return "mn"
        case .mo: return "mo"
        case .mtext: return "mtext"
        case .ms: return "ms"
        case .mspace: return "mspace"
        case .mrow: return "mrow"
        case .mstyle: return "mstyle"
        case .mpadded: return "mpadded"
        case .mphantom: return "mphantom"
        case .merror: return "merror"
        case .maction: return "maction"
        case .mfrac: return "mfrac"
        case .msqrt: return "msqrt"
        case .mroot: return "mroot"
        case .msub: return "msub"
        case .msup: return "msup"
        case .msubsup: return "msubsup"
        case .munder: return "munder"
        case .mover: return "mover"
        case .munderover: return "munderover"
        case .mmultiscripts: return "mmultiscripts"
        case .mprescripts: return "mprescripts"
        case .none: return "none"
        case .mtable: return "mtable"
        case .mtr: return "mtr"
        case .mlabeledtr: return "mlabeledtr"
        case .mtd: return "mtd"
        case .menclose: return "menclose"
        case .semantics: return "semantics"
        case .annotation: return "annotation"
        case .annotationXML: return "annotation-xml"
        case .unknown(let name): return name
        }
    }

    /// The kind for a MathML element name (`mfenced` is not here: the reader rewrites it).
    public init(elementName name: String) {
        self = MathKind.byName[name] ?? .unknown(name)
    }

    /// Every named kind by its element name: one hash lookup per element read, where a
    /// `switch` over the names compared the name with each case in turn.
    private static let byName: [String: MathKind] = {
        let kinds: [MathKind] = [
            .math, .mi, .mn, .mo, .mtext, .ms, .mspace, .mrow, .mstyle, .mpadded, .mphantom, .merror,
            .maction, .mfrac, .msqrt, .mroot, .msub, .msup, .msubsup, .munder, .mover, .munderover,
            .mmultiscripts, .mprescripts, .none, .mtable, .mtr, .mlabeledtr, .mtd, .menclose,
            .semantics, .annotation, .annotationXML,
        ]
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0.elementName, $0) })
    }()

    /// How many children the schema takes by position (`nil`: any number, read as a row).
    public var fixedArity: Int? {
        switch self {
        case .mfrac, .mroot, .msub, .msup, .munder, .mover: return 2
        case .msubsup, .munderover: return 3
        default: return nil
        }
    }
}

/// A whole `<math>` expression with what the book says about it.
public struct MathExpression: Sendable, Hashable {
    /// The `<math>` node.
    public var root: MathNode
    /// `display="block"` (or `mode="display"`): set on its own line.
    public var display: Bool

    public init(root: MathNode, display: Bool) {
        self.root = root
        self.display = display
    }

    /// The TeX source from a `semantics` annotation (`application/x-tex`), if the book gives one.
    public var tex: String? {
        var stack: [MathNode] = [root]
        while let node = stack.popLast() {
            if node.kind == .annotation,
               let encoding = node[attribute: "encoding"]?.lowercased(),
               encoding == "application/x-tex" || encoding == "tex" || encoding == "text/x-tex" {
                let text = node.text
                if !text.isEmpty { return text }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// `true` when the expression has something to read besides annotations.
    public var hasContent: Bool { root.hasTokenText }
}
