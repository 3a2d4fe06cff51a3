import ReadingModel

/// MathML's elementary math (MathML 3 §3.6: `mstack`, `mlongdiv` and their rows, groups,
/// lines and carries) read as what the computation says, for every form that reads an
/// expression in one line: the linear text, speech, and a braille code's inline form.
/// Braille codes lay a displayed computation out spatially from the tree itself (Nemeth
/// Rule XXV, `NemethMath+Arithmetic`).
///
/// MathML 3 §3.6.1: "`mstack` is used to lay out rows of numbers that are aligned on each
/// digit"; §3.6.2: `mlongdiv`'s first child is the divisor, its second the result, its
/// third the dividend, and the steps follow; §3.6.5 `msline` draws a line across the stack.
/// A print reader of a stack reads the rows above the line as operands joined by their
/// signs and the row under it as the answer.
enum ElementaryMath {
    /// The signs of operation a stack's row can open with.
    static let operationSigns: Set<String> = ["+", "−", "-", "±", "∓", "×", "÷", "·", "⋅", "∙", "∗", "*"]

    /// The most columns a row or group is moved (`position`, `shift`): wider than any braille
    /// line or page, so a stack that far out is laid out as no wider than that, and an
    /// attribute of any size costs no more (a shift of 9223372036854775807 overflowed).
    static let maxShift = 64

    /// A `position` or `shift` attribute's columns, bounded by ``maxShift``; 0 when absent
    /// or not an integer.
    static func columns(_ node: MathNode, _ attribute: String) -> Int {
        guard let value = node[attribute: attribute].flatMap({ Int($0.filter { $0 != " " }) }) else { return 0 }
        return min(max(value, -maxShift), maxShift)
    }

    /// `true` for an `mstack` or an `mlongdiv`.
    static func isComputation(_ node: MathNode) -> Bool {
        guard case .unknown(let name) = node.kind else { return false }
        return name == "mstack" || name == "mlongdiv"
    }

    /// The horizontal form of a computation: APH's *BrailleBrain* Nemeth Unit 5 starts from
    /// "addition and subtraction problems can be presented horizontally" (`12+2 = 14`), Unit 16
    /// from division "written ... with the divide-by sign (÷) horizontally" or, a numeral by a
    /// numeral, "as a linear division problem with a curved ... division symbol". A stack of
    /// numerals with one separation line and one row under it is the rows above joined by their
    /// signs, the equals sign and that row (a sign printed on the last row only stands between
    /// every two rows above); a long division without steps is the divisor, the curved division
    /// sign `⟌` and the dividend, or, with its quotient, the dividend, `÷`, the divisor, `=` and
    /// the quotient. `nil` for anything else (partial products, carries, steps).
    static func horizontal(_ node: MathNode) -> [MathNode]? {
        guard case .unknown(let name) = node.kind, isComputation(node) else { return nil }
        if name == "mlongdiv" {
            guard node.children.count == 3 else { return nil }
            return division(node)
        }
        var above: [[MathNode]] = [], below: [[MathNode]] = [], lines = 0
        for child in node.children {
            switch child.kind {
            case .unknown("msline"): lines += 1
            case .unknown("mscarries"), .unknown("msgroup"): return nil
            default:
                if child[attribute: "position"] != nil { return nil }
                let nodes = child.kind == .unknown("msrow") || child.kind == .mrow ? child.children : [child]
                if lines == 0 { above.append(nodes) } else { below.append(nodes) }
            }
        }
        guard lines == 1, above.count >= 2, below.count == 1 else { return nil }
        guard sign(above[0]) == nil else { return nil }
        var nodes = above[0]
        let shared = above.dropFirst().dropLast().allSatisfy { sign($0) == nil } ? sign(above[above.count - 1]) : nil
        for row in above.dropFirst() {
            if sign(row) != nil {
                nodes += row
            } else if let shared {
                nodes += [shared] + row
            } else {
                return nil
            }
        }
        return nodes + [MathNode(.mo, text: "=")] + below[0]
    }

    /// The computation in the form a linear reading takes: its horizontal form as a row when
    /// it has one, else a table with a row for each row of the stack in print order (the
    /// long division's problem first, then its steps), carries as a row of their digits and
    /// separation lines left out (they say no more than the row order does). `nil` for a
    /// node that is not a computation.
    static func readingForm(_ node: MathNode) -> MathNode? {
        guard case .unknown(let name) = node.kind, isComputation(node) else { return nil }
        if name == "mlongdiv", node.children.count == 3, !hasResult(node) {
            // The curved sign is braille's linear form; read, it is the dividend divided by
            // the divisor.
            return MathNode(.mrow, children: [node.children[2], MathNode(.mo, text: "÷"), node.children[0]])
        }
        if let nodes = horizontal(node) { return MathNode(.mrow, children: nodes) }
        var rows: [[MathNode]] = []
        var steps = node.children[...]
        if name == "mlongdiv" {
            guard node.children.count >= 3 else { return MathNode(.mrow, children: node.children) }
            rows.append(division(node))
            steps = node.children.dropFirst(3)
        }
        var collected: [MathRender.ComputationRow] = []
        collect(steps, shift: 0, step: 0, into: &collected)
        for row in collected where row.kind != .line {
            rows.append(row.kind == .carries ? row.nodes.filter { $0.kind != .mspace } : row.nodes)
        }
        let table = rows.filter { !$0.isEmpty }.map { row in
            MathNode(.mtr, children: [MathNode(.mtd, children: [MathNode(.mrow, children: row)])])
        }
        return MathNode(.mtable, children: table)
    }

    /// ``readingForm(_:)`` as one row: the horizontal form's nodes, or the rows one after
    /// another with `separator` between them; `nil` for a node that is not a computation.
    static func linearNodes(_ node: MathNode, separator: MathNode) -> [MathNode]? {
        guard let form = readingForm(node) else { return nil }
        guard form.kind == .mtable else { return form.children }
        var nodes: [MathNode] = []
        for row in form.children {
            if !nodes.isEmpty { nodes.append(separator) }
            nodes += row.children.flatMap(\.children).flatMap(\.children)
        }
        return nodes
    }

    private static func hasResult(_ node: MathNode) -> Bool {
        node.children[1].kind != .none && node.children[1].hasTokenText
    }

    private static func division(_ node: MathNode) -> [MathNode] {
        guard hasResult(node) else { return [node.children[0], MathNode(.mo, text: "⟌"), node.children[2]] }
        return [node.children[2], MathNode(.mo, text: "÷"), node.children[0], MathNode(.mo, text: "="), node.children[1]]
    }

    private static func sign(_ row: [MathNode]) -> MathNode? {
        guard let first = row.first.map(unwrapped), first.kind == .mo, operationSigns.contains(first.text) else { return nil }
        return first
    }

    private static func unwrapped(_ node: MathNode) -> MathNode {
        var current = node
        while current.kind == .mrow || current.kind == .mstyle, current.children.count == 1 {
            current = current.children[0]
        }
        return current
    }
}

extension MathRender {
    /// One row of a computation as print stacks it.
    public struct ComputationRow: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A numeral with the sign printed before it, if any; a long division's problem.
            case operand
            /// A separation line (`msline`) under the row before it.
            case line
            /// Carries (or borrows) over the columns of the row after them.
            case carries
        }
        public var kind: Kind
        public var nodes: [MathNode]
        /// Columns the row is moved left from the stack's alignment (MathML 3 §3.6.4
        /// `position`, with `msgroup`'s `shift` for each row after the first).
        public var shift: Int
    }

    /// The rows of an `mstack` or `mlongdiv` in print order, for a form that draws the
    /// computation as print does (the reader page); `nil` for any other node. A long
    /// division's rows are its quotient, a line, the divisor with `)` and the dividend, then
    /// its steps.
    public static func computationRows(_ node: MathNode) -> [ComputationRow]? {
        guard case .unknown(let name) = node.kind, ElementaryMath.isComputation(node) else { return nil }
        var rows: [ComputationRow] = []
        var steps = node.children[...]
        if name == "mlongdiv", node.children.count >= 3 {
            if node.children[1].kind != .none, node.children[1].hasTokenText {
                rows.append(ComputationRow(kind: .operand, nodes: [node.children[1]], shift: 0))
            }
            rows.append(ComputationRow(kind: .line, nodes: [], shift: 0))
            rows.append(ComputationRow(kind: .operand,
                                       nodes: [node.children[0], MathNode(.mo, text: ")"), node.children[2]], shift: 0))
            steps = node.children.dropFirst(3)
        }
        ElementaryMath.collect(steps, shift: 0, step: 0, into: &rows)
        return rows
    }
}

extension ElementaryMath {
    /// Rows with their shifts: a row's `position`, and in an `msgroup` the group's position
    /// plus its `shift` once more for each child after the first (MathML 3 §3.6.3).
    static func collect(_ children: ArraySlice<MathNode>, shift: Int, step: Int,
                        into rows: inout [MathRender.ComputationRow]) {
        for (index, child) in children.enumerated() {
            let own = shift + columns(child, "position") + index * step
            switch child.kind {
            case .unknown("msline"):
                rows.append(.init(kind: .line, nodes: [], shift: own))
            case .unknown("msgroup"):
                collect(child.children[...], shift: own, step: columns(child, "shift"), into: &rows)
            case .unknown("mscarries"):
                let carries = child.children.map { carry -> MathNode in
                    if carry.kind == .none { return MathNode(.mspace) }
                    return carry.kind == .unknown("mscarry") ? MathNode(.mrow, children: carry.children) : carry
                }
                rows.append(.init(kind: .carries, nodes: carries, shift: own))
            case .unknown("msrow"), .mrow:
                rows.append(.init(kind: .operand, nodes: child.children, shift: own))
            default:
                rows.append(.init(kind: .operand, nodes: [child], shift: own))
            }
        }
    }
}
