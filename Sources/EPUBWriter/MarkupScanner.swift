/// A lexical view of an XHTML (or OPF) document's bytes: tags, text and the rest, with
/// their byte ranges, so a writer can insert ids and `<span>`s and leave every other byte
/// as the author wrote it (comments, entities, namespaces, the doctype). Parsing into a
/// tree and serialising again would rewrite all of that.
struct MarkupScanner {
    struct Tag {
        /// The qualified name as written (`p`, `opf:item`).
        var name: String
        var range: Range<Int>
        var closing: Bool
        var selfClosing: Bool
        /// 1-based lines of `<` and of `>`.
        var firstLine: Int
        var lastLine: Int
        var attributes: [String: String]

        var localName: Substring { name.split(separator: ":").last ?? name[...] }
    }

    enum Token {
        case tag(Int)
        case text(Range<Int>)
        /// Comments, CDATA, processing instructions, the doctype.
        case other(Range<Int>)
    }

    /// An element: the tokens of its start and end tag (equal for an empty element).
    struct Element {
        var startToken: Int
        var endToken: Int
        var parent: Int?
    }

    let bytes: [UInt8]
    private(set) var tags: [Tag] = []
    private(set) var tokens: [Token] = []
    private(set) var elements: [Element] = []
    /// The element each tag token opens or closes.
    private(set) var elementOfToken: [Int: Int] = [:]
    /// Whether every end tag closed the element it should.
    private(set) var wellNested = true

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    private mutating func scan() {
        var index = 0
        var line = 1
        var textStart = 0
        var stack: [Int] = []
        let count = bytes.count
        func lines(_ range: Range<Int>) -> Int {
            var n = 0
            for i in range where bytes[i] == 0x0A { n += 1 }
            return n
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if textStart < index {
                tokens.append(.text(textStart..<index))
                line += lines(textStart..<index)
            }
            let start = index
            var end: Int
            if hasPrefix("<!--", at: index) {
                end = find("-->", from: index + 4).map { $0 + 3 } ?? count
                tokens.append(.other(start..<end))
            } else if hasPrefix("<![CDATA[", at: index) {
                end = find("]]>", from: index + 9).map { $0 + 3 } ?? count
                tokens.append(.other(start..<end))
            } else if hasPrefix("<?", at: index) {
                end = find("?>", from: index + 2).map { $0 + 2 } ?? count
                tokens.append(.other(start..<end))
            } else if hasPrefix("<!", at: index) {
                var depth = 0
                end = index + 2
                while end < count {
                    let byte = bytes[end]
                    if byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    end += 1
                    if byte == UInt8(ascii: ">") && depth <= 0 { break }
                }
                tokens.append(.other(start..<end))
            } else {
                // A tag: quoted attribute values may hold `>`.
                end = index + 1
                var quote: UInt8?
                while end < count {
                    let byte = bytes[end]
                    end += 1
                    if let q = quote { if byte == q { quote = nil } } else if byte == 0x22 || byte == 0x27 { quote = byte } else if byte == UInt8(ascii: ">") { break }
                }
                let tag = parseTag(start..<end, line: line)
                tags.append(tag)
                let token = tokens.count
                tokens.append(.tag(tags.count - 1))
                if tag.closing {
                    if let open = stack.lastIndex(where: { tags[tagIndex(elements[$0].startToken)].name == tag.name }) {
                        if open != stack.count - 1 { wellNested = false }
                        let element = stack[open]
                        elements[element].endToken = token
                        elementOfToken[token] = element
                        stack.removeSubrange(open...)
                    } else {
                        wellNested = false
                    }
                } else {
                    elements.append(Element(startToken: token, endToken: token, parent: stack.last))
                    elementOfToken[token] = elements.count - 1
                    if !tag.selfClosing { stack.append(elements.count - 1) }
                }
            }
            line += lines(start..<end)
            index = end
            textStart = end
        }
        if textStart < count { tokens.append(.text(textStart..<count)) }
        if !stack.isEmpty { wellNested = false }
    }

    func tagIndex(_ token: Int) -> Int {
        if case .tag(let index) = tokens[token] { return index }
        return -1
    }

    func tag(ofToken token: Int) -> Tag? {
        if case .tag(let index) = tokens[token] { return tags[index] }
        return nil
    }

    func startTag(_ element: Int) -> Tag { tags[tagIndex(elements[element].startToken)] }

    private func hasPrefix(_ prefix: String, at index: Int) -> Bool {
        let utf8 = Array(prefix.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        for (offset, byte) in utf8.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    private func find(_ needle: String, from index: Int) -> Int? {
        let utf8 = Array(needle.utf8)
        var i = index
        while i + utf8.count <= bytes.count {
            if bytes[i] == utf8[0], hasPrefix(needle, at: i) { return i }
            i += 1
        }
        return nil
    }

    private func parseTag(_ range: Range<Int>, line: Int) -> Tag {
        var i = range.lowerBound + 1
        var closing = false
        if i < range.upperBound, bytes[i] == UInt8(ascii: "/") { closing = true; i += 1 }
        let nameStart = i
        while i < range.upperBound, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        var attributes: [String: String] = [:]
        var lastLine = line
        for b in bytes[range] where b == 0x0A { lastLine += 1 }
        var selfClosing = false
        if range.upperBound >= 2, bytes[range.upperBound - 2] == UInt8(ascii: "/") { selfClosing = true }
        // Attributes: name = "value" | 'value'.
        while i < range.upperBound {
            while i < range.upperBound, Self.isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") || bytes[i] == UInt8(ascii: ">") { i += 1 }
            let attributeStart = i
            while i < range.upperBound, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") { i += 1 }
            guard i > attributeStart else { break }
            let attributeName = String(decoding: bytes[attributeStart..<i], as: UTF8.self)
            while i < range.upperBound, Self.isSpace(bytes[i]) { i += 1 }
            guard i < range.upperBound, bytes[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < range.upperBound, Self.isSpace(bytes[i]) { i += 1 }
            guard i < range.upperBound, bytes[i] == 0x22 || bytes[i] == 0x27 else { continue }
            let quote = bytes[i]
            i += 1
            let valueStart = i
            while i < range.upperBound, bytes[i] != quote { i += 1 }
            attributes[attributeName] = Self.decodeEntities(Array(bytes[valueStart..<min(i, range.upperBound)]))
            i += 1
        }
        return Tag(name: name, range: range, closing: closing, selfClosing: selfClosing, firstLine: line, lastLine: lastLine,
                   attributes: attributes)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Text with the XML entities and character references replaced.
    static func decodeEntities(_ bytes: [UInt8]) -> String {
        var output = ""
        for character in decodeCharacters(bytes, offset: 0) { output.unicodeScalars.append(character.scalar) }
        return output
    }

    /// One decoded character and the bytes it was written with.
    struct Character {
        var scalar: Unicode.Scalar
        var range: Range<Int>
    }

    /// Decodes UTF-8 text, resolving `&amp;`-style entities and `&#...;` references;
    /// `offset` is the position of `bytes` in the document.
    static func decodeCharacters<C: Collection>(_ bytes: C, offset: Int) -> [Character] where C.Element == UInt8, C.Index == Int {
        var output: [Character] = []
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "&") {
                var j = i + 1
                while j < end, j - i < 12, bytes[j] != UInt8(ascii: ";") { j += 1 }
                if j < end, bytes[j] == UInt8(ascii: ";") {
                    let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
                    var scalar: Unicode.Scalar?
                    switch name {
                    case "amp": scalar = "&"
                    case "lt": scalar = "<"
                    case "gt": scalar = ">"
                    case "quot": scalar = "\""
                    case "apos": scalar = "'"
                    case "nbsp": scalar = "\u{A0}"
                    default:
                        if name.hasPrefix("#x") || name.hasPrefix("#X") {
                            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                        } else if name.hasPrefix("#") {
                            scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                        }
                    }
                    if let scalar {
                        output.append(Character(scalar: scalar, range: (offset + i - bytes.startIndex)..<(offset + j + 1 - bytes.startIndex)))
                        i = j + 1
                        continue
                    }
                }
            }
            // One UTF-8 sequence.
            var length = 1
            if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
            let upper = min(i + length, end)
            let scalar = String(decoding: bytes[i..<upper], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            output.append(Character(scalar: scalar, range: (offset + i - bytes.startIndex)..<(offset + upper - bytes.startIndex)))
            i = upper
        }
        return output
    }

    /// Every `id` attribute value in the document.
    var ids: Set<String> {
        var ids: Set<String> = []
        for tag in tags where !tag.closing {
            if let id = tag.attributes["id"] { ids.insert(id) }
            if let id = tag.attributes["xml:id"] { ids.insert(id) }
        }
        return ids
    }
}
