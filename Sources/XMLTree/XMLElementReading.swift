/// What a reader of elements asks of one, whether it was converted into an ``XMLElement``
/// or is read in place from libxml2's tree (``XMLElementView``): a reader written once
/// against this protocol reads both the same way.
package protocol XMLElementReading {
    associatedtype ChildElements: Sequence where ChildElements.Element == Self

    /// Local name.
    var name: String { get }
    /// The value of the attribute with this canonical name (see ``XMLAttribute/name``).
    subscript(attribute name: String) -> String? { get }
    /// The attributes whose canonical names are in `names`, by name.
    func attributes(in names: Set<String>) -> [String: String]
    /// Child elements, in order.
    var childElements: ChildElements { get }
    /// All character data below this element, concatenated.
    var textContent: String { get }
}

extension XMLElement: XMLElementReading {
    /// The element children of an ``XMLElement``, matched in place (``XMLElement/elements``
    /// copies them into a new array first).
    package struct ChildElements: Sequence, IteratorProtocol {
        let children: [XMLNode]
        var index = 0

        package mutating func next() -> XMLElement? {
            while index < children.count {
                defer { index += 1 }
                if case .element(let element) = children[index] { return element }
            }
            return nil
        }
    }

    package var childElements: ChildElements { ChildElements(children: children) }

    package func attributes(in names: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in attributes where names.contains(attribute.name) {
            result[attribute.name] = attribute.value
        }
        return result
    }
}
