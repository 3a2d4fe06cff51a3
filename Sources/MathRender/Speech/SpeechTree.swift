import ReadingModel

/// The tree the speech rules read: the book's MathML with what carries nothing to say taken
/// out and the grouping a listener hears made explicit.
///
/// - Layout-only wrappers (`mstyle`, `mpadded`, `merror`, `maction`, one-child rows) are
///   replaced by their content; `mphantom`, `mspace` and blank tokens are dropped.
/// - `semantics` is read through its presentation child (or a presentation
///   `annotation-xml` when the presentation is missing).
/// - A row's fences are paired, so `( x + 1 )` written flat becomes one group, the way
///   MathML 3 §3.3.1.3 infers rows around fences.
/// - Sentence punctuation closing the expression ("." or "," at the very end) is dropped:
///   the surrounding text says it.
enum SpeechTree {
    static func canonical(_ root: MathNode) -> MathNode {
        var children = flatten(root.children)
        dropTrailingPunctuation(&children)
        let grouped = groupFences(children)
        return grouped.count == 1 ? grouped[0] : MathNode(.mrow, children: grouped)
    }

    /// Signs printed in another form of the same sign: the small membership signs ∊ ∍ are
    /// ∈ ∋; the fullwidth and broken vertical bars ｜ ¦ are the vertical bar, which pairs
    /// as an absolute value or stands between operands.
    static let smallForms: [String: String] = [
        "\u{220A}": "\u{2208}", "\u{220D}": "\u{220B}", "\u{FF5C}": "|", "\u{A6}": "|",
    ]

    /// The canonical form of one node, or `nil` when it says nothing.
    /// A computation without its carries, at any depth of its groups.
    static func withoutCarries(_ node: MathNode) -> MathNode {
        var copy = node
        copy.children = node.children.filter { $0.kind != .unknown("mscarries") }.map { child in
            child.kind == .unknown("msgroup") ? withoutCarries(child) : child
        }
        return copy
    }

    static func clean(_ node: MathNode) -> MathNode? {
        switch node.kind {
        case .mphantom, .mspace, .none, .mprescripts, .annotation:
            return node.kind == .none || node.kind == .mprescripts ? node : nil
        case .mi, .mn, .mo, .mtext, .ms:
            if let parts = MarkedTokens.parts(node) {
                // A mark printed in the token is read as the mark over or under it ("x dot").
                return clean(MathNode(.mrow, children: parts))
            }
            if node.kind == .mi, node[attribute: "mathvariant"] == "double-struck",
               let set = MathSpeaker.doubleStruck[node.text] {
                // ClearSpeak "Named sets": a double-struck C, N, Q, R, Z is the set ℂ, ℕ,
                // ℚ, ℝ, ℤ, wherever it stands (ℤ⁺, ℕ₀).
                return MathNode(.mi, text: set)
            }
            // Most tokens are plain ASCII without spaces: keep them as they are.
            if !node.text.isEmpty, node.text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x80 }) { return node }
            // The reader keeps an author's space at a token's edge (" if "); words are
            // separated anyway, so speech trims it.
            var text = Substring(node.text.filter { !$0.isWhitespace || $0 == " " })
            while text.first == " " { text = text.dropFirst() }
            while text.last == " " { text = text.dropLast() }
            if text.isEmpty { return nil }
            var copy = node
            copy.text = node.kind == .mn ? text.filter { $0 != " " } : String(text)
            // Another form of the same sign is read as that sign (`smallForms`).
            if node.kind == .mo, let same = smallForms[copy.text] { copy.text = same }
            return copy
        case .semantics:
            if let first = node.children.first, !isAnnotation(first) { return clean(first) }
            for child in node.children where child.kind == .annotationXML {
                let encoding = child[attribute: "encoding"]?.lowercased() ?? ""
                if encoding.contains("presentation") || encoding == "application/mathml+xml" {
                    return clean(MathNode(.mrow, children: child.children))
                }
            }
            return nil
        case .annotationXML:
            return nil
        case .unknown where ElementaryMath.isComputation(node):
            // Elementary math is read as the computation it lays out (`ElementaryMath`).
            // Carries (MathML 3 §3.6.6, "Carries, Borrows, and Crossouts": the children of
            // `mscarries` "are associated with elements in the following row of the
            // mstack") are the working written over that row's digits, not a line of the
            // computation: they are not read ("25 plus 37 equals 62"; the carry row was
            // read as a line of its own, "4 lines, line 1; 1. line 2; 25 …").
            return ElementaryMath.readingForm(withoutCarries(node)).flatMap(clean)
        case .mstyle, .mpadded, .merror, .maction, .mrow, .math, .unknown, .mtd:
            let children = groupFences(flatten(node.children))
            if node.kind == .mtd {
                return MathNode(.mtd, attributes: node.attributes,
                                children: children.count == 1 ? children : [MathNode(.mrow, children: children)])
            }
            if children.isEmpty { return nil }
            if children.count == 1, node[attribute: "intent"] == nil { return children[0] }
            var row = MathNode(.mrow, attributes: node.attributes, children: children)
            if node.kind != .mrow { row.attributes = [:] }
            return row
        default:
            // Schemata with children by position keep every position (an empty one reads
            // as nothing); tables and enclosures keep their own kinds.
            // Each child is cleaned once: cleaning a root's or enclosure's children twice
            // doubled the work at every level (40 nested roots never finished).
            var copy = node
            if node.kind == .msqrt || node.kind == .menclose {
                let inner = groupFences(flatten(node.children))
                copy.children = inner.count == 1 ? inner : [MathNode(.mrow, children: inner)]
            } else if node.kind.fixedArity != nil || node.kind == .mmultiscripts {
                copy.children = node.children.map { child in
                    clean(child) ?? MathNode(.mrow)
                }
            } else {
                copy.children = node.children.compactMap(clean)
            }
            return copy
        }
    }

    private static func isAnnotation(_ node: MathNode) -> Bool {
        node.kind == .annotation || node.kind == .annotationXML
    }

    /// Cleans each child and splices rows without meaning of their own into the parent
    /// row, so fences written at different depths can still be paired.
    static func flatten(_ nodes: [MathNode]) -> [MathNode] {
        var result: [MathNode] = []
        result.reserveCapacity(nodes.count)
        var pending: MathNode?
        for node in nodes {
            guard let cleaned = clean(node) else { continue }
            if let pre = pending {
                pending = nil
                result.append(attachPrescripts(pre, to: cleaned))
                continue
            }
            if let scripts = emptyBaseScripts(cleaned) {
                // A script on an empty base (TeX's `{}^{14}_{6}C`, mhchem's phantoms):
                // nothing when its scripts are empty too; after a script it continues
                // that script (`p_1{}^2`, read by the row); else it is the prescripts of
                // what follows, as `mmultiscripts` writes them (MathML 3 §3.4.7).
                if scripts.sub == nil, scripts.sup == nil { continue }
                let afterScript = result.last.map { [.msub, .msup, .msubsup, .mmultiscripts].contains($0.kind) } ?? false
                if !afterScript {
                    pending = cleaned
                    continue
                }
            }
            result.append(cleaned)
        }
        if let pre = pending { result.append(pre) }
        spliceIntegralBeforeDifferential(&result)
        return result
    }

    /// An integral grouped with its integrand in a row of its own and followed by its
    /// differential outside it (`<mrow>∫ f(x)</mrow> d x`, as TeX converters group
    /// `\int_0^1 f(x)\,dx`): the row is opened into its parent, so that the differential
    /// ends the integral's operand as ClearSpeak reads it ("the integral from 0 to 1 of f of
    /// x, d x"), not a product with the integral ("… f of x d x").
    static func spliceIntegralBeforeDifferential(_ items: inout [MathNode]) {
        guard items.count >= 3 else { return }
        var index = items.count - 3
        while index >= 0 {
            let row = items[index]
            if row.kind == .mrow, row[attribute: "intent"] == nil, let first = row.children.first,
               isIntegral(first), isDifferential(items[index + 1], items[index + 2]) {
                items.replaceSubrange(index...index, with: row.children)
            }
            index -= 1
        }
    }

    private static func isIntegral(_ node: MathNode) -> Bool {
        var op = node
        if [.msub, .msup, .msubsup, .munder, .mover, .munderover].contains(op.kind), let base = op.children.first { op = base }
        return op.kind == .mo && (op.text == "∫" || op.text == "∮")
    }

    private static func isDifferential(_ d: MathNode, _ variable: MathNode) -> Bool {
        d.kind == .mi && (d.text == "d" || d.text == "ⅆ") && variable.kind == .mi && variable.text.unicodeScalars.count == 1
    }

    /// The scripts of `msub`, `msup` or `msubsup` on an empty base (an empty script is
    /// `nil`), or `nil` when the node is none of these or its base says something.
    static func emptyBaseScripts(_ node: MathNode) -> (sub: MathNode?, sup: MathNode?)? {
        guard [.msub, .msup, .msubsup].contains(node.kind), node.children.count >= 2,
              isEmptyNode(node.children[0]) else { return nil }
        func script(_ child: MathNode) -> MathNode? { isEmptyNode(child) ? nil : child }
        switch node.kind {
        case .msub: return (script(node.children[1]), nil)
        case .msup: return (nil, script(node.children[1]))
        default: return node.children.count >= 3 ? (script(node.children[1]), script(node.children[2])) : nil
        }
    }

    private static func isEmptyNode(_ node: MathNode) -> Bool {
        (node.kind == .mrow && node.children.isEmpty) || node.kind == .none
    }

    /// `prescripts` (a script on an empty base) joined to the node after it as one
    /// `mmultiscripts`; that node's own scripts stay its postscripts ({}_n C_r is ₙCᵣ).
    static func attachPrescripts(_ prescripts: MathNode, to next: MathNode) -> MathNode {
        guard let scripts = emptyBaseScripts(prescripts) else { return next }
        let none = MathNode(.none)
        var children: [MathNode]
        switch next.kind {
        case .msub where next.children.count == 2: children = [next.children[0], next.children[1], none]
        case .msup where next.children.count == 2: children = [next.children[0], none, next.children[1]]
        case .msubsup where next.children.count == 3: children = next.children
        default: children = [next]
        }
        children.append(MathNode(.mprescripts))
        children.append(scripts.sub ?? none)
        children.append(scripts.sup ?? none)
        return MathNode(.mmultiscripts, children: children)
    }

    /// Drops "." or "," ending the expression, also inside the last row.
    private static func dropTrailingPunctuation(_ nodes: inout [MathNode]) {
        while let last = nodes.last {
            if isTrailingPunctuation(last) {
                nodes.removeLast()
            } else if last.kind == .mrow, last[attribute: "intent"] == nil, !isFenced(last.children) {
                var children = last.children
                let count = children.count
                dropTrailingPunctuation(&children)
                if children.count == count { return }
                nodes[nodes.count - 1] = children.count == 1 ? children[0] : MathNode(.mrow, children: children)
                if children.isEmpty { nodes.removeLast() }
            } else {
                return
            }
        }
    }

    private static func isTrailingPunctuation(_ node: MathNode) -> Bool {
        (node.kind == .mo || node.kind == .mtext) && (node.text == "." || node.text == ",")
    }

    /// The closing fence of an opening one, or `nil` for a scalar that opens nothing.
    static func closer(of open: Unicode.Scalar) -> Unicode.Scalar? {
        switch open {
        case "(": return ")"
        case "[": return "]"
        case "{": return "}"
        case "⟨": return "⟩"
        case "〈": return "〉"
        case "⌈": return "⌉"
        case "⌊": return "⌋"
        case "|", "‖", "∥": return open
        default: return nil
        }
    }

    static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ")", "]", "}", "⟩", "〉", "⌉", "⌋", "|", "‖", "∥": return true
        default: return false
        }
    }

    /// Pairs fences in a row: each opener with the first matching closer at the same depth.
    /// An unmatched fence stays a plain operator.
    static func groupFences(_ items: [MathNode]) -> [MathNode] {
        guard items.contains(where: { isFence($0) }) else { return items }
        if items.count >= 2, let open = fenceChar(items[0]), let close = fenceChar(items[items.count - 1]),
           closer(of: open) == close, matchingClose(items, from: 0) == items.count - 1 {
            // Already one group: keep its content grouped too.
            let inner = groupFences(Array(items[1..<(items.count - 1)]))
            return [MathNode(.mrow, children: [items[0]] + wrap(inner) + [items[items.count - 1]])]
        }
        var result: [MathNode] = []
        var index = 0
        while index < items.count {
            if fenceChar(items[index]).map({ closer(of: $0) != nil }) == true,
               let end = matchingClose(items, from: index) {
                let inner = groupFences(Array(items[(index + 1)..<end]))
                result.append(MathNode(.mrow, children: [items[index]] + wrap(inner) + [items[end]]))
                index = end + 1
            } else {
                result.append(items[index])
                index += 1
            }
        }
        return result
    }

    private static func wrap(_ inner: [MathNode]) -> [MathNode] {
        inner.count <= 1 ? inner : [MathNode(.mrow, children: inner)]
    }

    private static func matchingClose(_ items: [MathNode], from start: Int) -> Int? {
        guard let open = fenceChar(items[start]), let close = closer(of: open) else { return nil }
        if open == close { return matchingBar(items, from: start, bar: open) }
        var depth = 0
        var index = start + 1
        while index < items.count {
            if let char = fenceChar(items[index]) {
                if char == close && depth == 0 { return index }
                if char == close { depth -= 1 } else if char == open { depth += 1 }
            }
            index += 1
        }
        return nil
    }

    /// A bar is its own closer: one standing where an operand must come (right after the
    /// opening bar or after an operator) opens a nested pair, any other closes. So in
    /// `{x | |x| < 1}` the bar after x is the set's "such that" and |x| the absolute value
    /// (the first two bars were paired, an absolute value of nothing); `||x| − |y||` nests.
    private static func matchingBar(_ items: [MathNode], from start: Int, bar: Unicode.Scalar) -> Int? {
        var depth = 0
        var index = start + 1
        while index < items.count {
            if fenceChar(items[index]) == bar {
                let previous = items[index - 1]
                let opens = index == start + 1
                    || (previous.kind == .mo && fenceChar(previous) == nil && !postfixMarks.contains(previous.text)
                        && !operandSymbols.contains(previous.text))
                if opens {
                    depth += 1
                } else if depth == 0 {
                    return index
                } else {
                    depth -= 1
                }
            }
            index += 1
        }
        return nil
    }

    private static let postfixMarks: Set<String> = ["!", "′", "″", "‴", "°", "%", "'"]

    /// Symbols converters write as `mo` that stand for a value, not an operation (MathML 3's
    /// operator dictionary has no infix or prefix entry for them): a bar after one closes
    /// (`|∅| = 0`, `|∞|`).
    private static let operandSymbols: Set<String> = ["∅", "∞", "ℵ", "…", "⋯", "ℏ", "∂", "∇", "⊤", "⊥"]

    static func isFenced(_ items: [MathNode]) -> Bool {
        guard items.count >= 2, let open = fenceChar(items[0]), let close = fenceChar(items[items.count - 1]) else {
            return false
        }
        return closer(of: open) == close
    }

    static func isFence(_ node: MathNode) -> Bool { fenceChar(node) != nil }

    /// The fence an `mo` of one scalar is, read by scalar (every row item is asked). The
    /// angle brackets U+2329 and U+232A are canonically U+3008 and U+3009, as Unicode
    /// decomposes them, and are returned as those, so either spelling pairs with either.
    static func fenceChar(_ node: MathNode) -> Unicode.Scalar? {
        guard node.kind == .mo else { return nil }
        var scalars = node.text.unicodeScalars.makeIterator()
        guard var char = scalars.next(), scalars.next() == nil else { return nil }
        if char == "\u{2329}" { char = "\u{3008}" } else if char == "\u{232A}" { char = "\u{3009}" }
        if closer(of: char) != nil || isCloser(char) { return char }
        return nil
    }
}
