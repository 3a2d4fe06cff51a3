internal import CXML2

/// Why a document could not be read at all.
public enum XMLParseError: Error, Sendable, Equatable {
    /// Not well-formed, and (where allowed) not readable as HTML either.
    case malformed(line: Int, message: String)
    /// Elements nested deeper than ``XMLParser/Limits/maxDepth``.
    case tooDeep(line: Int, limit: Int)
    /// Entity references expanded past ``XMLParser/Limits/maxEntityExpansion`` characters.
    case entityExpansion(limit: Int)
    /// The document had no root element.
    case empty
}

/// Parses bytes with libxml2 and converts the result into ``XMLDocument`` values.
///
/// Safety: network access is forbidden (`XML_PARSE_NONET`), entities are never
/// substituted by libxml2 (`XML_PARSE_NOENT` is not set) and no DTD is loaded, so an
/// external entity or DTD pointing at `/etc/passwd` or a URL is never read. Entities the
/// document declares itself are expanded by the converter under a character budget, which
/// defeats "billion laughs".
public enum XMLParser {
    public struct Limits: Sendable {
        /// Deepest element nesting accepted.
        public var maxDepth: Int
        /// Most characters that entity references may add to one document.
        public var maxEntityExpansion: Int

        public init(maxDepth: Int = 256, maxEntityExpansion: Int = 1_000_000) {
            self.maxDepth = maxDepth
            self.maxEntityExpansion = maxEntityExpansion
        }
    }

    /// Parses a document as XML.
    ///
    /// - Parameter htmlFallback: when the bytes are not well-formed XML, read them again
    ///   with libxml2's HTML parser instead of failing; the result says so and carries the
    ///   XML error as its first diagnostic.
    public static func parse(_ bytes: [UInt8], url: String = "", htmlFallback: Bool = false,
                             limits: Limits = Limits()) throws(XMLParseError) -> XMLDocument {
        initialize()
        let xmlResult = parseWithXMLParser(bytes, url: url, limits: limits)
        switch xmlResult {
        case .success(let document):
            return document
        case .failure(let error):
            guard htmlFallback, case .malformed(let line, let message) = error else { throw error }
            var document = try parseHTML(bytes, url: url, limits: limits)
            document.recoveredAsHTML = true
            document.diagnostics.insert(XMLDiagnostic(line: line, message: message), at: 0)
            return document
        }
    }

    /// Parses a document with libxml2's forgiving HTML parser.
    public static func parseHTML(_ bytes: [UInt8], url: String = "",
                                 limits: Limits = Limits()) throws(XMLParseError) -> XMLDocument {
        initialize()
        guard let context = htmlNewParserCtxt() else { throw .malformed(line: 0, message: "out of memory") }
        defer { htmlFreeParserCtxt(context) }
        silenceErrors()
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_COMPACT.rawValue)
            | Int32(XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    htmlCtxtReadMemory(context, chars, Int32(clamping: buffer.count), url, nil, options)
                }
            }
        }
        guard let document else { throw .empty }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw .empty }
        var converter = Converter(limits: limits)
        let element = try converter.convert(root)
        return XMLDocument(root: element, recoveredAsHTML: false, diagnostics: converter.diagnostics)
    }

    private static func parseWithXMLParser(_ bytes: [UInt8], url: String,
                                           limits: Limits) -> Result<XMLDocument, XMLParseError> {
        withXMLTree(bytes, url: url, limits: limits) { document, root throws(XMLParseError) in
            var converter = Converter(limits: limits)
            let element = try converter.convert(root)
            return XMLDocument(root: element, recoveredAsHTML: false, diagnostics: converter.diagnostics)
        }
    }

    /// Parses a document as XML and hands `body` its root element in place, as an
    /// ``XMLElementView`` into libxml2's tree, without converting the tree into
    /// ``XMLElement`` values: for a reader that builds values of its own from a small
    /// document, where the conversion cost more than the parse. The tree is freed when
    /// `body` returns, so the view must not outlive it.
    ///
    /// A document that declares or uses entities (a DOCTYPE, `&nbsp;`) is converted as
    /// ``parse(_:url:htmlFallback:limits:)`` converts it, under the same expansion budget,
    /// and `body` gets the ``XMLElement``: the view reads character data as libxml2 left
    /// it, which is the whole text only when no entity reference is kept in the tree.
    package static func withRoot<Value>(_ bytes: [UInt8], limits: Limits = Limits(),
                                       _ body: (XMLRoot) -> Value) throws(XMLParseError) -> Value {
        initialize()
        let result = withXMLTree(bytes, url: "", limits: limits) { document, root throws(XMLParseError) in
            // libxml2 itself refuses nesting past 256 (XML_PARSE_HUGE is never set), the
            // converter's own bound; a lower bound is the converter's to enforce.
            if document.pointee.intSubset == nil && document.pointee.extSubset == nil && limits.maxDepth >= 256 {
                return body(.view(XMLElementView(root)))
            }
            var converter = Converter(limits: limits)
            return body(.converted(try converter.convert(root)))
        }
        return try result.get()
    }

    /// Parses `bytes` with libxml2's XML parser (no network, no entity substitution, the
    /// HTML entities declared on first use) and hands `body` the document and its root;
    /// the document is freed when `body` returns. What libxml2 rejects comes back as the
    /// ``XMLParseError`` it is.
    private static func withXMLTree<Value>(
        _ bytes: [UInt8], url: String, limits: Limits,
        _ body: (xmlDocPtr, xmlNodePtr) throws(XMLParseError) -> Value
    ) -> Result<Value, XMLParseError> {
        guard let context = xmlNewParserCtxt() else { return .failure(.malformed(line: 0, message: "out of memory")) }
        defer { xmlFreeParserCtxt(context) }
        silenceErrors()
        context.pointee.sax.pointee.getEntity = declaringHTMLEntities
        CXML2_setLimits(context)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_COMPACT.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    xmlCtxtReadMemory(context, chars, Int32(clamping: buffer.count), url, nil, options)
                }
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        if context.pointee.wellFormed == 0 || document == nil {
            let error = context.pointee.lastError
            let message = clean(error.message.map { String(cString: $0) } ?? "not well-formed")
            // Resource protections are not "malformed": reading such a document again with
            // the forgiving HTML parser would only turn the attack into text.
            if error.code == Int32(XML_ERR_ENTITY_LOOP.rawValue) || message.contains("amplification") {
                return .failure(.entityExpansion(limit: limits.maxEntityExpansion))
            }
            if message.hasPrefix("Excessive depth") {
                return .failure(.tooDeep(line: Int(error.line), limit: min(limits.maxDepth, 256)))
            }
            return .failure(.malformed(line: Int(error.line), message: message))
        }
        guard let document, let root = xmlDocGetRootElement(document) else { return .failure(.empty) }
        do {
            return .success(try body(document, root))
        } catch {
            return .failure(error)
        }
    }

    /// Entity lookup that declares HTML's named entities (`&rsquo;`, `&nbsp;` ...) in the
    /// document's own internal subset the first time one is used, when the document does
    /// not declare it itself. XHTML books use them without a DTD; left undeclared, libxml2
    /// counts each as an undefined reference and stops with "entity loop" after 10,000 of
    /// them, and a document without a DOCTYPE is not well-formed at the first one. Declared,
    /// they are ordinary one-character internal entities that every libxml2 check still sees.
    private static let declaringHTMLEntities: getEntitySAXFunc = { userData, name in
        if let entity = xmlSAX2GetEntity(userData, name) { return entity }
        guard let userData, let name else { return nil }
        // HTML 4's names from libxml2's table, then MathML's (`&InvisibleTimes;`), which
        // math in XHTML and `exporttool math` lines use the same way.
        let text: String
        if let html = htmlEntityLookup(name), let scalar = Unicode.Scalar(html.pointee.value) {
            text = String(Character(scalar))
        } else if let math = MathMLEntities.characters(named: String(cString: name)) {
            text = math
        } else {
            return nil
        }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let document = context.pointee.myDoc else { return nil }
        if document.pointee.intSubset == nil, xmlCreateIntSubset(document, nil, nil, nil) == nil { return nil }
        var content = Array(text.utf8) + [0]
        return content.withUnsafeMutableBufferPointer { buffer in
            xmlAddDocEntity(document, name, Int32(XML_INTERNAL_GENERAL_ENTITY.rawValue), nil, nil, buffer.baseAddress)
        }
    }

    /// The character an HTML named entity stands for (`nbsp` is U+00A0), from libxml2's
    /// HTML table; `nil` for a name HTML does not define. Writers that drop a document's
    /// DTD use it to keep the text the entity gave.
    public static func htmlEntity(named name: String) -> Unicode.Scalar? {
        let entry = name.withCString { htmlEntityLookup(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
        guard let entry else { return nil }
        return Unicode.Scalar(entry.pointee.value)
    }

    /// libxml2's messages end with a newline and some span lines; ours are one line.
    private static func clean(_ message: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in message {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    private static func silenceErrors() {
        // libxml2 keeps its error handler per thread; install the quiet one each time.
        CXML2_silenceErrors()
        xmlSetStructuredErrorFunc(nil, { _, _ in })
    }

    /// `xmlInitParser` is idempotent and thread-safe in libxml2 2.9; calling it before the
    /// first parse on any thread is what the documentation asks for.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    private static func initialize() {
        _ = initialized
    }
}

/// Walks a libxml2 tree into Swift values.
private struct Converter {
    let limits: XMLParser.Limits
    var diagnostics: [XMLDiagnostic] = []
    var expandedCharacters = 0
    var entityDepth = 0
    /// The last namespace URI made: every element of an XHTML document has the same one,
    /// and its string (too long to be stored inline) is then shared, not made again.
    private var lastNamespace: String?

    init(limits: XMLParser.Limits) {
        self.limits = limits
    }

    mutating func convert(_ node: xmlNodePtr) throws(XMLParseError) -> XMLElement {
        try convertElement(node, depth: 0)
    }

    private mutating func convertElement(_ node: xmlNodePtr, depth: Int) throws(XMLParseError) -> XMLElement {
        let line = Int(xmlGetLineNo(node))
        if depth > limits.maxDepth {
            throw .tooDeep(line: line, limit: limits.maxDepth)
        }
        let name = string(node.pointee.name)
        let namespace = node.pointee.ns.flatMap { $0.pointee.href }.map { namespaceURI(UnsafePointer($0)) }
        var attributes: [XMLAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let attributeName = XMLNamespace.canonicalName(of: current)
            var value = ""
            var valueNode = current.pointee.children
            while let part = valueNode {
                try appendText(of: UnsafeMutablePointer(part), to: &value)
                valueNode = part.pointee.next
            }
            attributes.append(XMLAttribute(name: attributeName, value: value))
            attribute = current.pointee.next
        }
        var children: [XMLNode] = []
        // Sized once: a body of a million paragraphs is not grown by doubling.
        var count = 0
        var next = node.pointee.children
        while let sibling = next {
            count += 1
            next = sibling.pointee.next
        }
        children.reserveCapacity(count)
        try appendChildren(of: node.pointee.children, to: &children, depth: depth, freeing: true)
        return XMLElement(name: name, namespace: namespace, attributes: attributes,
                          children: children, line: line)
    }

    /// With `freeing`, each libxml2 node is freed once it is converted (its previous
    /// sibling once it is, for `xmlGetLineNo` looks there), so the C tree shrinks as the
    /// Swift one grows instead of both being whole at once. Never for an entity's content,
    /// which every reference to it shares.
    private mutating func appendChildren(of first: xmlNodePtr?, to children: inout [XMLNode],
                                         depth: Int, freeing: Bool = false) throws(XMLParseError) {
        var child = first
        var converted: xmlNodePtr?
        defer {
            if freeing, let converted {
                xmlUnlinkNode(converted)
                xmlFreeNode(converted)
            }
        }
        while let node = child {
            if freeing, let previous = converted {
                xmlUnlinkNode(previous)
                xmlFreeNode(previous)
            }
            converted = node
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(.element(try convertElement(node, depth: depth + 1)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = string(node.pointee.content)
                // Inside an expansion every character is charged before it is kept, so
                // the budget holds whether the text stands alone or joins the text before.
                if entityDepth > 0 { try charge(text.utf8.count) }
                appendMerging(text, to: &children)
            case XML_ENTITY_REF_NODE:
                if let text = htmlEntityText(node) {
                    if entityDepth > 0 { try charge(text.utf8.count) }
                    appendMerging(text, to: &children)
                } else {
                    try expandDeclaredEntity(node, into: &children, depth: depth)
                }
            default:
                break  // comments, processing instructions, DTD nodes
            }
            child = node.pointee.next
        }
    }

    /// A declared entity's content hangs below its declaration; expand it under budget.
    private mutating func expandDeclaredEntity(_ node: xmlNodePtr, into children: inout [XMLNode],
                                               depth: Int) throws(XMLParseError) {
        if let declaration = node.pointee.children, declaration.pointee.type == XML_ENTITY_DECL {
            let entity = UnsafeMutablePointer<xmlEntity>(OpaquePointer(declaration))
            if entity.pointee.etype != XML_INTERNAL_GENERAL_ENTITY {
                diagnostics.append(XMLDiagnostic(line: Int(xmlGetLineNo(node)),
                                                 message: "external entity &\(string(node.pointee.name)); not loaded"))
                return
            }
        }
        guard let declaration = node.pointee.children, declaration.pointee.type == XML_ENTITY_DECL else {
            diagnostics.append(XMLDiagnostic(line: Int(xmlGetLineNo(node)),
                                             message: "undefined entity &\(string(node.pointee.name));"))
            return
        }
        entityDepth += 1
        defer { entityDepth -= 1 }
        if entityDepth > 16 { throw .entityExpansion(limit: limits.maxEntityExpansion) }
        // Every expansion costs at least one, so a fan-out of empty entities is bounded too.
        try charge(1)
        try appendChildren(of: declaration.pointee.children, to: &children, depth: depth)
    }

    /// Counts characters added by entity expansion, failing as soon as the budget is spent.
    private mutating func charge(_ count: Int) throws(XMLParseError) {
        expandedCharacters += count
        if expandedCharacters > limits.maxEntityExpansion {
            throw .entityExpansion(limit: limits.maxEntityExpansion)
        }
    }

    private mutating func appendText(of node: xmlNodePtr, to value: inout String) throws(XMLParseError) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            value += string(node.pointee.content)
        case XML_ENTITY_REF_NODE:
            if let text = htmlEntityText(node) {
                value += text
            } else if let declaration = node.pointee.children, declaration.pointee.type == XML_ENTITY_DECL {
                let text = string(UnsafeMutablePointer<xmlEntity>(OpaquePointer(declaration)).pointee.content)
                try charge(max(1, text.utf8.count))
                value += text
            }
        default:
            break
        }
    }

    /// HTML's named entities (`&nbsp;`, `&mdash;` ...), which XHTML books use without
    /// declaring, resolved through libxml2's own HTML entity table.
    private func htmlEntityText(_ node: xmlNodePtr) -> String? {
        guard let name = node.pointee.name, let entity = htmlEntityLookup(name) else { return nil }
        guard let scalar = Unicode.Scalar(entity.pointee.value) else { return nil }
        return String(Character(scalar))
    }

    private func appendMerging(_ text: String, to children: inout [XMLNode]) {
        if case .text(var previous)? = children.last {
            // Taken out and put back so the string is unique and grows in place: building
            // `previous + text` copied the whole run at every entity reference.
            children.removeLast()
            previous += text
            children.append(.text(previous))
        } else if !text.isEmpty {
            children.append(.text(text))
        }
    }

    /// Compared by content, not by pointer: a freed namespace's memory can be reused.
    private mutating func namespaceURI(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let lastNamespace {
            var index = 0
            var same = true
            for byte in lastNamespace.utf8 {
                if pointer[index] != byte { same = false; break }
                index += 1
            }
            if same && pointer[index] == 0 { return lastNamespace }
        }
        let uri = string(pointer)
        lastNamespace = uri
        return uri
    }

    private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}

extension XMLNamespace {
    /// An attribute's canonical name (see ``XMLAttribute/name``): `prefix:local` for the
    /// namespaces ExportKit names, `{uri}local` for others, the local name without one.
    static func canonicalName(of attribute: xmlAttrPtr) -> String {
        let localName = attribute.pointee.name.map { String(cString: $0) } ?? ""
        guard let href = attribute.pointee.ns?.pointee.href else { return localName }
        let uri = String(cString: href)
        if let prefix = canonicalPrefix(for: uri) {
            return prefix + ":" + localName
        }
        return "{" + uri + "}" + localName
    }
}
