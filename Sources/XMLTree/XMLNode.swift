/// A parsed XML or HTML document as plain Swift values.
///
/// The libxml2 tree never leaves ``XMLParser``: it is walked into these values and
/// freed in the same call, so the rest of ExportKit never touches a C pointer.
public struct XMLDocument: Sendable {
    /// The root element.
    public var root: XMLElement
    /// `true` when the document was not well-formed XML and was read again with the
    /// forgiving HTML parser.
    public var recoveredAsHTML: Bool
    /// What the parser reported without failing (the first problem of a recovered
    /// document, undefined entities, ...).
    public var diagnostics: [XMLDiagnostic]
}

/// One problem the parser noticed, with the line it was found on.
public struct XMLDiagnostic: Sendable, Equatable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// A child of an element: another element or a run of character data.
public enum XMLNode: Sendable {
    case element(XMLElement)
    case text(String)
}

/// One attribute. `name` is canonical: `epub:type`, `xml:lang`, `ssml:ph`, `xlink:href`
/// whatever prefix the document used, `{uri}local` for other namespaces, and the plain
/// local name for attributes without a namespace.
public struct XMLAttribute: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An element with its children in document order.
public struct XMLElement: Sendable {
    /// Local name; lower case when the document came through the HTML parser.
    public var name: String
    /// Namespace URI, or `nil` for none (always `nil` from the HTML parser).
    public var namespace: String?
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    /// 1-based source line of the start tag, 0 when unknown.
    public var line: Int

    public init(name: String, namespace: String? = nil, attributes: [XMLAttribute] = [],
                children: [XMLNode] = [], line: Int = 0) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// The value of the attribute with this canonical name.
    ///
    /// Inlinable: the reader asks each element for a dozen attributes, and most elements of
    /// running text have none, which the caller then sees without a call.
    @inlinable
    public subscript(attribute name: String) -> String? {
        if attributes.isEmpty { return nil }
        for attribute in attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// Child elements, in order.
    public var elements: [XMLElement] {
        children.compactMap { node in
            if case .element(let element) = node { return element }
            return nil
        }
    }

    /// The first child element with this local name.
    public func first(_ localName: String) -> XMLElement? {
        for case .element(let element) in children where element.name == localName {
            return element
        }
        return nil
    }

    /// This element and all its descendants with this local name, in document order.
    public func descendants(named localName: String) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack: [XMLElement] = [self]
        while let element = stack.popLast() {
            for case .element(let child) in element.children.reversed() {
                stack.append(child)
            }
            if element.name == localName {
                found.append(element)
            }
        }
        return found
    }

    /// All character data below this element, concatenated.
    public var textContent: String {
        // One text child, a token's usual content, is the text itself rather than a copy.
        if children.count == 1, case .text(let text) = children[0] { return text }
        var result = ""
        appendText(to: &result)
        return result
    }

    private func appendText(to result: inout String) {
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element): element.appendText(to: &result)
            }
        }
    }
}

/// Well-known namespace URIs.
public enum XMLNamespace {
    public static let xhtml = "http://www.w3.org/1999/xhtml"
    public static let epub = "http://www.idpf.org/2007/ops"
    public static let xml = "http://www.w3.org/XML/1998/namespace"
    public static let ssml = "http://www.w3.org/2001/10/synthesis"
    public static let mathML = "http://www.w3.org/1998/Math/MathML"
    public static let svg = "http://www.w3.org/2000/svg"
    public static let xlink = "http://www.w3.org/1999/xlink"
    public static let opf = "http://www.idpf.org/2007/opf"
    public static let dc = "http://purl.org/dc/elements/1.1/"
    public static let ncx = "http://www.daisy.org/z3986/2005/ncx/"
    public static let container = "urn:oasis:names:tc:opendocument:xmlns:container"
    public static let pls = "http://www.w3.org/2005/01/pronunciation-lexicon"

    /// The prefix ExportKit uses for a namespace in canonical attribute names.
    package static func canonicalPrefix(for uri: String) -> String? {
        switch uri {
        case epub: return "epub"
        case xml: return "xml"
        case ssml: return "ssml"
        case xlink: return "xlink"
        case opf: return "opf"
        default: return nil
        }
    }
}
