import Dispatch
import ReadingModel

/// Every expression of a reading plan rendered once, ahead of the walk that places them,
/// on two threads.
///
/// A renderer walks a plan on one thread, and math is most of what a math book costs it:
/// rendered here first, half of the expressions on another core, the walk then only looks
/// each one up (braille lays a paragraph out two or three times: once to record what
/// liblouis must translate, once for real, again to measure a table or a block it keeps
/// whole; each would render the expression again). Rendering is a pure function of the
/// expression and the renderer's settings, so the output is the same either way; an
/// expression that was not rendered here (one built while rendering) is simply not found.
///
/// An expression is found by the identity of its tree's storage (the plan shares the
/// book's values, so every copy of one expression shares its root's children array) and
/// then compared with `==`, which is immediate for values that share their storage.
/// Hashing the tree itself cost more than rendering the repeats it would have found.
///
/// Immutable once made: any thread may look up.
package final class MathRenderings<Value: Sendable>: Sendable {
    private let index: [Int: Int]
    private let expressions: [MathExpression]
    private let values: [Value]

    /// Renders every expression of `plan` that has a tree with `render`, which is given the
    /// expression and the node it stands in (for its language), in two halves at once (this
    /// thread and one other).
    package init(_ plan: ReadingPlan, render: @Sendable (MathExpression, PlanNode) -> Value) {
        var index: [Int: Int] = [:]
        var unique: [(expression: MathExpression, node: PlanNode)] = []
        for found in Self.expressions(in: plan) {
            guard let key = Self.key(found.expression), index[key] == nil else { continue }
            index[key] = unique.count
            unique.append(found)
        }
        let count = unique.count
        values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each thread takes every other expression: neighbours are alike in size, so the
            // halves take about as long. They write to separate elements of the buffer.
            let slots = UncheckedBuffer(buffer)
            let source = unique
            DispatchQueue.concurrentPerform(iterations: count > 1 ? 2 : 1) { half in
                for position in stride(from: half, to: count, by: 2) {
                    slots.initialize(position, to: render(source[position].expression, source[position].node))
                }
            }
            initialized = count
        }
        self.index = index
        self.expressions = unique.map(\.expression)
    }

    /// The rendering of `expression`, when it was rendered here.
    package func value(for expression: MathExpression) -> Value? {
        guard let key = Self.key(expression), let position = index[key],
              expressions[position] == expression else { return nil }
        return values[position]
    }

    /// How many distinct expressions were rendered.
    package var count: Int { values.count }

    /// The address of the root's children, shared by every copy of the expression: `nil`
    /// for a root without children (every empty array shares one storage).
    private static func key(_ expression: MathExpression) -> Int? {
        guard !expression.root.children.isEmpty else { return nil }
        return expression.root.children.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    /// Every expression in `plan` with the node it stands in, in reading order: formulas
    /// that are blocks, formulas in text and in table cells (the grid's cells are the
    /// nodes' own, read again).
    package static func expressions(in plan: ReadingPlan) -> [(expression: MathExpression, node: PlanNode)] {
        var found: [(expression: MathExpression, node: PlanNode)] = []
        func collect(_ node: PlanNode) {
            if case .math(let math) = node.role, let expression = math.expression { found.append((expression, node)) }
            for inline in node.inlines {
                if case .math(let math) = inline, let expression = math.expression { found.append((expression, node)) }
            }
            if case .table(let grid) = node.role {
                for row in grid.rows {
                    for cell in row.cells { collect(cell.node) }
                }
            }
            for child in node.children { collect(child) }
        }
        for node in plan.nodes { collect(node) }
        return found
    }
}

/// The renderings' buffer, written by two threads at separate elements.
private struct UncheckedBuffer<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>?

    init(_ buffer: UnsafeMutableBufferPointer<Value>) {
        base = buffer.baseAddress
    }

    func initialize(_ position: Int, to value: Value) {
        (base! + position).initialize(to: value)
    }
}
