import ReadingModel

/// Whether an expression is a chemical formula or equation (mhchem's `\ce{…}`, or a formula
/// typed upright), so that its upright letters are heard as element and state symbols, not
/// as letters print set upright on purpose: ClearSpeak's Fonts rule says "normal" before
/// one upright letter ("normal A"), which in "normal C normal O sub 2" says a typeface
/// chemistry always uses (IUPAC writes element symbols upright; MathML: "chemical elements
/// should not be in italics", w3c/mathml#92).
///
/// An expression is chemical when
/// - at least one upright identifier (`mathvariant="normal"` on one letter, or a name of
///   several letters) is a run of element symbols (``ChemicalElements``),
/// - every identifier that starts with a capital is such a run (an italic `X`, or a word
///   like `Max`, is mathematics), and
/// - it shows chemistry's notation: a run of two or more symbols (`NaCl`), an element with a
///   numeric subscript (H₂) or a charge (Na⁺), scripts before an element (¹⁴₆C, mhchem's
///   scripts on nothing), or a reaction arrow.
/// What is not shown (`mphantom`) is not read.
enum ChemicalFormula {
    static func isChemical(_ root: MathNode) -> Bool {
        var scan = Scan()
        scan.walk(root)
        return scan.elements > 0 && (scan.notation || scan.arrow) && !scan.mathematics
    }

    /// Reaction arrows (mhchem's `->`, `<=>`, `<->`, `<-`) and the plain ones.
    static let arrows: Set<String> = ["→", "⟶", "←", "⟵", "⇌", "⇄", "⟷", "↔", "⇋", "⇀", "⇁", "⇆"]

    private struct Scan {
        var elements = 0
        var notation = false
        var mathematics = false
        var arrow = false

        /// `node` is an upright identifier made of element symbols: how many.
        static func symbols(_ node: MathNode) -> Int? {
            guard node.kind == .mi, let first = node.text.first, first.isUppercase else { return nil }
            let variant = node[attribute: "mathvariant"]
            let upright = variant == "normal" || (variant == nil && node.text.count > 1)
            guard upright, ChemicalElements.splits(node.text) else { return nil }
            return node.text.filter(\.isUppercase).count
        }

        /// The element a script's base holds, through rows of one item.
        static func element(_ node: MathNode) -> Bool {
            var base = node
            while (base.kind == .mrow || base.kind == .mstyle), base.children.count == 1 { base = base.children[0] }
            return symbols(base) != nil
        }

        /// `true` for a base print leaves empty: nothing, or only what is not shown.
        static func empty(_ node: MathNode) -> Bool {
            switch node.kind {
            case .mphantom, .none, .mspace: return true
            case .mrow, .mstyle, .mpadded: return node.children.allSatisfy(empty)
            default: return node.kind.isToken ? node.text.allSatisfy(\.isWhitespace) : false
            }
        }

        /// A numeric subscript, or a charge (digits and a sign) as a superscript.
        static func chemistryScript(_ node: MathNode, superscript: Bool) -> Bool {
            let text = tokenText(node)
            guard !text.isEmpty else { return false }
            if superscript {
                return text.allSatisfy { $0.isNumber || "+-−".contains($0) } && text.contains { "+-−".contains($0) }
            }
            return text.allSatisfy(\.isNumber)
        }

        static func tokenText(_ node: MathNode) -> String {
            node.kind.isToken ? node.text : node.children.map(tokenText).joined()
        }

        mutating func walk(_ node: MathNode) {
            switch node.kind {
            case .mphantom, .annotation, .annotationXML:
                return
            case .mi:
                if let count = Self.symbols(node) {
                    elements += 1
                    if count > 1 { notation = true }
                } else if node.text.first?.isUppercase == true {
                    mathematics = true
                }
            case .mo:
                if ChemicalFormula.arrows.contains(node.text.trimmingWhitespace()) { arrow = true }
            case .msub, .msup, .msubsup:
                if node.children.count >= 2 {
                    let base = node.children[0]
                    if Self.element(base) {
                        let superscript = node.kind == .msup
                        if Self.chemistryScript(node.children[1], superscript: superscript) { notation = true }
                        if node.kind == .msubsup, node.children.count == 3,
                           Self.chemistryScript(node.children[1], superscript: false)
                            || Self.chemistryScript(node.children[2], superscript: true) {
                            notation = true
                        }
                    } else if Self.empty(base) {
                        // mhchem's prescripts: scripts on nothing before the element.
                        notation = true
                    }
                }
            case .mmultiscripts:
                if node.children.contains(where: { $0.kind == .mprescripts }) { notation = true }
            default:
                break
            }
            for child in node.children { walk(child) }
        }
    }
}
