import MathRender
import ReadingModel

extension JSONExporter {
    /// The members of a math block or run: the book's alttext when it says something, the linear text form, whether
    /// it is display math, the TeX annotation when the book has one, and the MathML tree.
    static func mathMembers(_ math: MathInfo) -> [(String, JSONValue)] {
        // A placeholder alttext ("Alternative text not available") is no alternative: null.
        var members: [(String, JSONValue)] = [("alttext", .optional(math.usefulAlt))]
        if let language = math.language { members.append(("language", .string(language))) }
        guard let expression = math.expression else {
            members.append(("text", .string(math.linearText)))
            return members
        }
        members.append(("text", .string(MathRender.linearText(expression))))
        members.append(("display", .bool(expression.display)))
        if let tex = expression.tex { members.append(("tex", .string(tex))) }
        members.append(("tree", node(expression.root)))
        return members
    }

    /// One node as `{"kind", "text"?, "attributes"?, "children"?}`; empty members are left out
    /// so a large book's trees stay small, and attributes are sorted so output is stable.
    private static func node(_ node: MathNode) -> JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string(node.kind.elementName))]
        if node.kind.isToken || node.kind == .annotation { members.append(("text", .string(node.text))) }
        if !node.attributes.isEmpty {
            members.append(("attributes", .object(node.attributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        }
        if !node.children.isEmpty { members.append(("children", .array(node.children.map(Self.node)))) }
        return .object(members)
    }
}
