import ReadingModel

extension MathNode {
    /// An `mmultiscripts`' parts (MathML 3 §3.4.7): its base, the (subscript, superscript)
    /// pairs after it, and those after `<mprescripts/>`, written before it; `nil` without a
    /// base (a second `<mprescripts/>`, which MathML does not allow, is left out). Every writer of the element reads it through this one split.
    var multiscriptParts: (base: MathNode, post: [MathNode], pre: [MathNode])? {
        guard let base = children.first else { return nil }
        let rest = children.dropFirst()
        guard let split = rest.firstIndex(where: { $0.kind == .mprescripts }) else { return (base, Array(rest), []) }
        return (base, Array(rest[..<split]), rest[(split + 1)...].filter { $0.kind != .mprescripts })
    }
}
