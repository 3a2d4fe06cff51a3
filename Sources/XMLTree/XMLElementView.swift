internal import CXML2

/// One element of a libxml2 tree, read in place: what ``XMLParser/withRoot(_:limits:_:)``
/// hands a reader that builds its own values, so that no ``XMLElement`` is made and
/// freed between libxml2's tree and the reader's.
///
/// Valid only inside the reader it was handed to (the tree is freed when it returns); it
/// never meets an entity reference, since a document using entities is converted instead.
package struct XMLElementView: XMLElementReading {
    private let node: xmlNodePtr

    init(_ node: xmlNodePtr) {
        self.node = node
    }

    package var name: String { node.pointee.name.map { String(cString: $0) } ?? "" }

    package subscript(attribute name: String) -> String? {
        var attribute = node.pointee.properties
        while let current = attribute {
            if XMLNamespace.canonicalName(of: current) == name { return Self.value(of: current) }
            attribute = current.pointee.next
        }
        return nil
    }

    package func attributes(in names: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = XMLNamespace.canonicalName(of: current)
            if names.contains(name) { result[name] = Self.value(of: current) }
            attribute = current.pointee.next
        }
        return result
    }

    /// The element children of a view, in order.
    package struct ChildElements: Sequence, IteratorProtocol {
        var current: xmlNodePtr?

        package mutating func next() -> XMLElementView? {
            while let node = current {
                current = node.pointee.next
                if node.pointee.type == XML_ELEMENT_NODE { return XMLElementView(node) }
            }
            return nil
        }
    }

    package var childElements: ChildElements { ChildElements(current: node.pointee.children) }

    package var textContent: String {
        // One text child, a token's usual content, is made into a string directly.
        if let only = node.pointee.children, only.pointee.next == nil, Self.isText(only) {
            return only.pointee.content.map { String(cString: $0) } ?? ""
        }
        var result = ""
        Self.appendText(below: node, to: &result)
        return result
    }

    private static func isText(_ node: xmlNodePtr) -> Bool {
        node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE
    }

    private static func appendText(below parent: xmlNodePtr, to result: inout String) {
        var child = parent.pointee.children
        while let node = child {
            if isText(node) {
                if let content = node.pointee.content { result += String(cString: content) }
            } else if node.pointee.type == XML_ELEMENT_NODE {
                appendText(below: node, to: &result)
            }
            child = node.pointee.next
        }
    }

    /// An attribute's value: its text children joined (without entities, text is all there is).
    private static func value(of attribute: xmlAttrPtr) -> String {
        var child = attribute.pointee.children
        if let only = child, only.pointee.next == nil {
            return only.pointee.content.map { String(cString: $0) } ?? ""
        }
        var result = ""
        while let part = child {
            if let content = part.pointee.content { result += String(cString: content) }
            child = part.pointee.next
        }
        return result
    }
}
