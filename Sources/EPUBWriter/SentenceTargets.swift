import BookModel
import ReadingModel
import Speech

/// Finds, in a content document's own bytes, the text of each spoken sentence and gives it
/// an id: a `<span id>` around the sentence when its text lies in one element's phrasing
/// content, else the id of the block's element (added when it has none), for every
/// sentence of that block. Sentences whose words are not in the document (the tool's
/// own: "Note 3.", an image's alt text) get no target: their audio is heard with a
/// neighbour's clip. Ids the document already uses are never generated.
struct SentenceTargets {
    /// The target id of each sentence (by index in the list given), `nil` for none.
    private(set) var targets: [String?] = []
    /// The document with the ids and spans added.
    private(set) var document: [UInt8] = []
    /// Sentences read with their block's element rather than a span of their own.
    private(set) var blockFallbacks = 0
    /// Sentences whose block has no element in the document (the tool's own headings).
    private(set) var unlocated = 0
    /// The id of the body, when the document had to fall back to it.
    private(set) var bodyID: String?

    private let scanner: MarkupScanner
    private var usedIDs: Set<String>
    private var counter = 0
    /// Insertions: byte offset, text, and an order for equal offsets (closing before opening).
    private var edits: [(offset: Int, order: Int, text: String)] = []

    /// Elements whose content may hold a `<span>`-wrapped sentence's markup.
    static let phrasing: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "del", "dfn", "em", "i", "img", "ins", "kbd",
        "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "ruby", "rb",
        "rt", "rp", "label", "font", "big", "tt", "acronym",
    ]
    /// Elements a span may not be put in.
    static let noSpan: Set<String> = ["svg", "math", "title", "script", "style", "textarea", "select", "option", "head",
                                      "html", "table", "thead", "tbody", "tfoot", "tr", "ul", "ol", "dl", "colgroup", "ruby", "rt", "rp"]

    /// Elements by their `id`, the first of each.
    private var elementsByID: [String: Int] = [:]

    init(bytes: [UInt8]) {
        scanner = MarkupScanner(bytes)
        usedIDs = scanner.ids
        for index in scanner.elements.indices {
            if let id = scanner.startTag(index).attributes["id"], elementsByID[id] == nil { elementsByID[id] = index }
        }
    }

    /// Assigns targets for `sentences` (in the order spoken). `lines` gives the source line
    /// of blocks whose element has no id of its own.
    mutating func assign(_ sentences: [SpeechSentence], places: [String: BlockPlace]) {
        targets = Array(repeating: nil, count: sentences.count)
        guard scanner.wellNested else {
            // A document we cannot read reliably is left alone: its sentences fall back to the body.
            document = scanner.bytes
            bodyFallback()
            return
        }
        // The sentences of each block, in order.
        var order: [String] = []
        var byBlock: [String: [Int]] = [:]
        for (index, sentence) in sentences.enumerated() {
            if byBlock[sentence.blockID] == nil { order.append(sentence.blockID) }
            byBlock[sentence.blockID, default: []].append(index)
        }
        for blockID in order {
            let indices = byBlock[blockID] ?? []
            guard let element = locate(blockID, place: places[blockID], firstText: sentences[indices[0]].text) else {
                unlocated += indices.count
                continue
            }
            assignBlock(element, indices: indices, sentences: sentences)
        }
        joinLabels()
        if !targets.contains(where: { $0 != nil }) { bodyFallback() }
        apply()
    }

    /// Ids for the elements of `blockIDs` (the structures a media overlay's `seq`s stand
    /// for: their `epub:textref`), added where an element has none; a block whose element
    /// cannot be found has none. The document is made again with them.
    mutating func identify(_ blockIDs: [String], places: [String: BlockPlace]) -> [String: String] {
        guard scanner.wellNested, !blockIDs.isEmpty else { return [:] }
        var ids: [String: String] = [:]
        for blockID in blockIDs {
            if let element = locate(blockID, place: places[blockID], firstText: "") { ids[blockID] = elementID(element) }
        }
        apply()
        return ids
    }

    // MARK: Locating blocks

    /// The element of a block: by its id, else among the elements on its source line (the
    /// innermost first) one of the block's kind whose text holds its first sentence, else
    /// the first of its kind, else any whose text holds the sentence.
    private func locate(_ blockID: String, place: BlockPlace?, firstText: String) -> Int? {
        guard !blockID.hasPrefix("exporttool:") else { return nil }
        let parts = blockID.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        if let element = elementsByID[fragment] { return element }
        guard let place, place.line > 0 else { return nil }
        let wanted = Array(Self.projection(place.ownText ?? firstText).prefix(12))
        var ofKind: Int?
        var withText: Int?
        for index in scanner.elements.indices.reversed() {
            let tag = scanner.startTag(index)
            guard tag.firstLine <= place.line, place.line <= tag.lastLine else { continue }
            let kind = place.names.contains(String(tag.localName).lowercased())
            var holdsText = false
            if !wanted.isEmpty, !tag.selfClosing {
                let projected = characters(of: index).compactMap { Self.projected($0.scalar) }
                holdsText = Self.contains(projected, wanted)
            }
            if kind && holdsText { return index }
            if kind, ofKind == nil { ofKind = index }
            if holdsText, withText == nil { withText = index }
        }
        return ofKind ?? withText
    }

    static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    // MARK: Sentences of a block

    /// A character of an element's text and the text token it is in.
    struct TextCharacter {
        var scalar: Unicode.Scalar
        var range: Range<Int>
        var token: Int
    }

    private func characters(of element: Int) -> [TextCharacter] {
        let bounds = scanner.elements[element]
        guard bounds.endToken > bounds.startToken else { return [] }
        var output: [TextCharacter] = []
        for token in (bounds.startToken + 1)..<bounds.endToken {
            guard case .text(let range) = scanner.tokens[token] else { continue }
            for character in MarkupScanner.decodeCharacters(scanner.bytes[range], offset: range.lowerBound) {
                output.append(TextCharacter(scalar: character.scalar, range: character.range, token: token))
            }
        }
        return output
    }

    /// Letters and digits, lower-cased: what sentence text and source text are compared by.
    static func projected(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return nil }
        return properties.lowercaseMapping.unicodeScalars.first ?? scalar
    }

    static func projection(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.compactMap(projected)
    }

    private mutating func assignBlock(_ element: Int, indices: [Int], sentences: [SpeechSentence]) {
        let text = characters(of: element)
        var positions: [Int] = []  // indices into `text` of letters and digits
        var projected: [Unicode.Scalar] = []
        for (index, character) in text.enumerated() {
            if let scalar = Self.projected(character.scalar) {
                positions.append(index)
                projected.append(scalar)
            }
        }
        var cursor = 0
        var spans: [(sentence: Int, range: Range<Int>)] = []
        var wrappable = true
        var lastByte = text.first?.range.lowerBound ?? 0
        for index in indices {
            let wanted = Self.projection(sentences[index].text)
            guard let match = Self.match(wanted, in: projected, from: cursor) else { continue }
            cursor = match.upperBound
            // Widen to the punctuation around the words, within their text runs.
            var first = positions[match.lowerBound], last = positions[match.upperBound - 1]
            while first > 0, text[first - 1].token == text[first].token, !Self.isSpace(text[first - 1].scalar),
                  text[first - 1].range.lowerBound >= lastByte {
                first -= 1
            }
            while last + 1 < text.count, text[last + 1].token == text[last].token, !Self.isSpace(text[last + 1].scalar),
                  Self.projected(text[last + 1].scalar) == nil {
                last += 1
            }
            let range = widened(text[first].range.lowerBound..<text[last].range.upperBound,
                                firstToken: text[first].token, lastToken: text[last].token, of: element)
            lastByte = range.upperBound
            if !canWrap(range, in: element) { wrappable = false }
            spans.append((index, range))
        }
        let located = Set(spans.map(\.sentence))
        guard !spans.isEmpty else {
            // Words the document does not hold (an image's alt text) are read with the
            // block's element.
            for index in indices {
                targets[index] = elementID(element)
                sentenceElements[index] = element
                labelOnly.insert(index)
                blockFallbacks += 1
            }
            return
        }
        if wrappable {
            for span in spans {
                let id = newID("s")
                edits.append((span.range.lowerBound, 1, #"<span id="\#(id)">"#))
                edits.append((span.range.upperBound, 0, "</span>"))
                targets[span.sentence] = id
            }
            for index in indices { sentenceElements[index] = element }
            // Words the block says that its document does not hold ("Note 3." before a
            // note) are heard with the block's next sentence (else its last), so their clip
            // joins that sentence's par: the element around the sentences is never the
            // target of a clip that speaks only its label.
            for (position, index) in indices.enumerated() where !located.contains(index) {
                let neighbour = indices[(position + 1)...].first(where: located.contains)
                    ?? indices[..<position].last(where: located.contains)
                targets[index] = neighbour.flatMap { targets[$0] }
            }
        } else {
            let id = elementID(element)
            for index in indices {
                targets[index] = id
                sentenceElements[index] = element
            }
            blockFallbacks += indices.count
        }
    }

    /// A sentence that starts an inline element's text (`<em>Because ...</em>, he said.`)
    /// starts before the element's start tag, and one that ends an element's text ends after
    /// its end tag, so the span can go around whole elements.
    private func widened(_ range: Range<Int>, firstToken: Int, lastToken: Int, of element: Int) -> Range<Int> {
        let bounds = scanner.elements[element]
        var lower = range.lowerBound, upper = range.upperBound
        var token = firstToken
        if case .text(let text) = scanner.tokens[token], Self.onlySpace(scanner.bytes[text.lowerBound..<lower]) {
            while token - 1 > bounds.startToken, let tag = scanner.tag(ofToken: token - 1), !tag.closing, !tag.selfClosing,
                  Self.phrasing.contains(String(tag.localName).lowercased()) {
                token -= 1
                lower = tag.range.lowerBound
            }
        }
        token = lastToken
        if case .text(let text) = scanner.tokens[token], Self.onlySpace(scanner.bytes[upper..<text.upperBound]) {
            while token + 1 < bounds.endToken, let tag = scanner.tag(ofToken: token + 1), tag.closing,
                  Self.phrasing.contains(String(tag.localName).lowercased()) {
                token += 1
                upper = tag.range.upperBound
            }
        }
        return lower..<upper
    }

    static func onlySpace(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy(MarkupScanner.isSpace) }

    /// Whether a span can go around these bytes of `element`: the tags inside are balanced
    /// phrasing elements and the element around them takes phrasing content.
    private func canWrap(_ range: Range<Int>, in element: Int) -> Bool {
        let bounds = scanner.elements[element]
        guard bounds.endToken > bounds.startToken else { return false }
        var open: [Int] = [element]
        var depth = 0
        for token in (bounds.startToken + 1)..<bounds.endToken {
            guard case .tag(let index) = scanner.tokens[token] else { continue }
            let tag = scanner.tags[index]
            if tag.range.upperBound <= range.lowerBound {
                guard let inner = scanner.elementOfToken[token] else { continue }
                if tag.closing {
                    if let position = open.lastIndex(of: inner), position > 0 { open.removeSubrange(position...) }
                } else if !tag.selfClosing {
                    open.append(inner)
                }
                continue
            }
            if tag.range.lowerBound >= range.upperBound { break }
            guard Self.phrasing.contains(String(tag.localName).lowercased()) else { return false }
            if tag.selfClosing { continue }
            depth += tag.closing ? -1 : 1
            if depth < 0 { return false }
        }
        guard depth == 0, let container = open.last else { return false }
        if Self.noSpan.contains(String(scanner.startTag(container).localName).lowercased()) { return false }
        // Not inside SVG or MathML, where an XHTML span has no place.
        var ancestor: Int? = container
        while let current = ancestor {
            if ["svg", "math"].contains(String(scanner.startTag(current).localName).lowercased()) { return false }
            ancestor = scanner.elements[current].parent
        }
        return true
    }

    /// The sentence's letters in the block's, from `cursor`: contiguous, or with a few
    /// letters of the source skipped between (a note reference's number is not spoken);
    /// words the tool puts first (a list marker) may be missing from the source.
    static func match(_ wanted: [Unicode.Scalar], in text: [Unicode.Scalar], from cursor: Int) -> Range<Int>? {
        guard !wanted.isEmpty, cursor < text.count else { return nil }
        for skip in [0, 1, 2, 3] where skip == 0 || wanted.count > skip + 6 {
            let needle = wanted[skip...]
            var start = cursor
            while start < text.count {
                if text[start] == needle.first!, let end = follow(needle, in: text, from: start) { return start..<end }
                start += 1
            }
        }
        return nil
    }

    private static func follow(_ needle: ArraySlice<Unicode.Scalar>, in text: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start + 1
        for scalar in needle.dropFirst() {
            var gap = 0
            while position < text.count, text[position] != scalar, gap < 4 {
                position += 1
                gap += 1
            }
            guard position < text.count, text[position] == scalar else { return nil }
            position += 1
        }
        return position
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    // MARK: Ids

    private mutating func newID(_ kind: String) -> String {
        while true {
            counter += 1
            let id = "nar-\(kind)\(counter)"
            if usedIDs.insert(id).inserted { return id }
        }
    }

    /// The element's id, adding one when it has none.
    private mutating func elementID(_ element: Int) -> String {
        let tag = scanner.startTag(element)
        if let id = tag.attributes["id"], !id.isEmpty { return id }
        if let pending = addedIDs[element] { return pending }
        let id = newID("b")
        addedIDs[element] = id
        edits.append((tag.range.lowerBound + 1 + tag.name.utf8.count, 2, #" id="\#(id)""#))
        return id
    }

    private var addedIDs: [Int: String] = [:]
    /// The element each targeted sentence lies in, and the sentences that only a block's
    /// label says (words its document does not hold, nothing located).
    private var sentenceElements: [Int: Int] = [:]
    private var labelOnly: Set<Int> = []

    /// A label read before the block it labels ("Note 3." before a note's paragraphs)
    /// joins the first sentence spoken inside that block, so no clip that speaks only the
    /// label has the whole block as its text.
    private mutating func joinLabels() {
        for index in labelOnly.sorted() where index + 1 < targets.count {
            guard let outer = sentenceElements[index], let inner = sentenceElements[index + 1],
                  let next = targets[index + 1], next != targets[index] else { continue }
            let (o, i) = (scanner.elements[outer], scanner.elements[inner])
            if o.startToken <= i.startToken, i.endToken <= o.endToken { targets[index] = next }
        }
    }

    private mutating func bodyFallback() {
        // The body, or the root of an SVG content document.
        guard let body = scanner.elements.indices.first(where: { scanner.startTag($0).localName == "body" })
                ?? scanner.elements.indices.first else { return }
        let id = elementID(body)
        bodyID = id
        if document.isEmpty || edits.count > 0 { apply() }
    }

    private mutating func apply() {
        var output = scanner.bytes
        for edit in edits.sorted(by: { ($0.offset, $0.order) > ($1.offset, $1.order) }) {
            output.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        document = output
    }
}

/// Where a block's element is when it has no id of its own: its source line and the
/// element names its role is written with.
struct BlockPlace {
    var line: Int
    var names: Set<String>
    /// The block's own words when speech says more than them (a table cell is heard after
    /// its column header, "Crew: four men"), to tell it from its neighbours on its line.
    var ownText: String?

    init(_ block: Block) {
        line = block.source.line
        if case .tableCell = block.role { ownText = block.plainText }
        switch block.role {
        case .heading(let level): names = ["h\(level)", "h1", "h2", "h3", "h4", "h5", "h6"]
        case .paragraph: names = ["p", "div", "span", "li", "dd", "td", "th", "blockquote", "section", "body"]
        case .list(let ordered, _): names = ordered ? ["ol"] : ["ul"]
        case .listItem: names = ["li"]
        case .blockquote: names = ["blockquote"]
        case .preformatted: names = ["pre"]
        case .table: names = ["table"]
        case .tableRow: names = ["tr"]
        case .tableCell: names = ["td", "th"]
        case .figure: names = ["figure"]
        case .caption: names = ["figcaption", "caption"]
        case .image: names = ["img", "image", "svg", "object"]
        case .note: names = ["aside", "li", "div", "section", "p"]
        case .pageBreak: names = ["span", "div", "a", "hr"]
        case .sceneBreak: names = ["hr"]
        case .definitionList: names = ["dl"]
        case .definitionTerm: names = ["dt"]
        case .definitionDescription: names = ["dd"]
        case .math: names = ["math"]
        case .lineGroup: names = ["div", "p", "section", "blockquote"]
        }
    }
}
