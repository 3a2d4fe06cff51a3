import BookModel
import ReadingModel
/// Writes the whole reading-order model as JSON (`--to json`), documented in `docs/json.md`.
///
/// The one format that is not a renderer of the ``ReadingPlan``: its output is the book's
/// model itself (every block, unplanned), so it reads the ``Book`` and is not an
/// ``Exporter``. It imports `BookModel`, which no renderer does.
public struct JSONExporter: Sendable {
    /// Bumped when a field changes meaning or disappears.
    public static let schemaVersion = 1

    public var indent: Int

    public init(indent: Int = 2) {
        self.indent = indent
    }

    public var fileExtension: String { "json" }

    public func export(_ book: Book) throws(ExportError) -> [OutputFile] {
        let sink = MemorySink()
        let warnings = try stream(book, to: sink)
        return [OutputFile(fileExtension: fileExtension, contents: sink.bytes, warnings: warnings)]
    }

    /// Writes ``value(of:)`` serialised, a block at a time: only one block's JSON value
    /// and text exist at once, however long the book.
    public func stream(_ book: Book, to sink: any OutputSink) throws(ExportError) -> [ExportWarning] {
        var text = "{"
        for (index, (key, value)) in head(of: book).enumerated() {
            if index > 0 { text += "," }
            member(key, in: &text)
            value.write(to: &text, indent: indent, level: 1)
        }
        text += ","
        member("blocks", in: &text)
        if book.blocks.isEmpty {
            text += "[]"
        } else {
            text += "["
            for (index, block) in book.blocks.enumerated() {
                if index > 0 { text += "," }
                newline(&text, level: 2)
                self.block(book, block).write(to: &text, indent: indent, level: 2)
                if text.utf8.count >= 1 << 16 {
                    try sink.write(text)
                    text = ""
                }
            }
            newline(&text, level: 1)
            text += "]"
        }
        newline(&text, level: 0)
        text += "}\n"
        try sink.write(text)
        return []
    }

    private func member(_ key: String, in text: inout String) {
        newline(&text, level: 1)
        JSONValue.string(key).write(to: &text, indent: indent, level: 1)
        text += indent > 0 ? ": " : ":"
    }

    private func newline(_ text: inout String, level: Int) {
        guard indent > 0 else { return }
        text += "\n"
        text += String(repeating: " ", count: indent * level)
    }

    /// The model as a JSON value.
    public func value(of book: Book) -> JSONValue {
        .object(head(of: book) + [("blocks", .array(book.blocks.map { block(book, $0) }))])
    }

    /// Every member of the document but the blocks, in order.
    private func head(of book: Book) -> [(String, JSONValue)] {
        [
            ("schemaVersion", .number(Self.schemaVersion)),
            ("metadata", metadata(book.metadata)),
            ("documents", .array(book.documents.map { document in
                .object([
                    ("href", .string(document.href)),
                    ("mediaType", .string(document.mediaType)),
                    ("linear", .bool(document.linear)),
                    ("navigation", .bool(document.isNavigation)),
                    ("title", .optional(document.title)),
                ])
            })),
            ("navigation", .object([
                ("toc", .array(book.navigation.toc.map(entry))),
                ("pageList", .array(book.navigation.pageList.map(entry))),
                ("landmarks", .array(book.navigation.landmarks.map(entry))),
            ])),
            ("lexicons", .array(book.lexicons.map(lexicon))),
            ("warnings", .array(book.warnings.map { warning in
                .object([
                    ("file", .string(warning.file)),
                    ("line", warning.line.map(JSONValue.number) ?? .null),
                    ("message", .string(warning.message)),
                ])
            })),
        ]
    }

    private func metadata(_ metadata: Metadata) -> JSONValue {
        .object([
            ("title", .optional(metadata.title)),
            ("creators", .array(metadata.creators.map(JSONValue.string))),
            ("language", .optional(metadata.language)),
            ("identifier", .optional(metadata.identifier)),
            ("modified", .optional(metadata.modified)),
            ("publisher", .optional(metadata.publisher)),
            ("epubVersion", .optional(metadata.epubVersion)),
            ("accessibility", .object(metadata.accessibility.keys.sorted().map { key in
                (key, .array(metadata.accessibility[key]!.map(JSONValue.string)))
            })),
        ])
    }

    private func entry(_ entry: NavigationEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("label", .string(entry.label)),
            ("href", .optional(entry.href)),
            ("blockId", .optional(entry.blockID)),
        ]
        if let type = entry.type { members.append(("type", .string(type))) }
        if !entry.children.isEmpty { members.append(("children", .array(entry.children.map(self.entry)))) }
        return .object(members)
    }

    private func lexicon(_ lexicon: Lexicon) -> JSONValue {
        .object([
            ("href", .string(lexicon.href)),
            ("language", .optional(lexicon.language)),
            ("alphabet", .optional(lexicon.alphabet)),
            ("lexemes", .array(lexicon.lexemes.map { lexeme in
                var members: [(String, JSONValue)] = [("graphemes", .array(lexeme.graphemes.map(JSONValue.string)))]
                if !lexeme.phonemes.isEmpty { members.append(("phonemes", .array(lexeme.phonemes.map(JSONValue.string)))) }
                if !lexeme.aliases.isEmpty { members.append(("aliases", .array(lexeme.aliases.map(JSONValue.string)))) }
                if let alphabet = lexeme.alphabet { members.append(("alphabet", .string(alphabet))) }
                return .object(members)
            })),
        ])
    }

    /// The partition of the book a block is in: the top-level block's, inherited by the
    /// blocks inside it.
    enum Matter: String { case front, body, back }

    static func matter(_ traits: BlockTraits) -> Matter {
        traits.contains(.frontMatter) ? .front : traits.contains(.backMatter) ? .back : .body
    }

    private func block(_ book: Book, _ block: Block, in matter: Matter? = nil) -> JSONValue {
        let matter = matter ?? Self.matter(block.traits)
        var members: [(String, JSONValue)] = [
            ("id", .string(block.id)),
            ("role", .string(block.role.name)),
        ]
        switch block.role {
        case .heading(let level):
            members.append(("level", .number(level)))
        case .list(let ordered, let start):
            members.append(("ordered", .bool(ordered)))
            if ordered { members.append(("start", .number(start))) }
            if let numbering = block.listNumbering {
                members.append(("numberStyle", .string(numbering.style.rawValue)))
                members.append(("reversed", .bool(numbering.reversed)))
            }
        case .listItem(let number):
            if let number {
                members.append(("number", .number(number)))
                if let numbering = block.listNumbering {
                    members.append(("marker", .string(numbering.markerText(for: number))))
                }
            }
        case .preformatted(let code):
            members.append(("textualContext", code ? .string("source code") : .null))
        case .tableCell(let header, let columnSpan, let rowSpan):
            members.append(("header", .bool(header)))
            if columnSpan != 1 { members.append(("colspan", .number(Int(columnSpan)))) }
            if rowSpan != 1 { members.append(("rowspan", .number(Int(rowSpan)))) }
        case .image(let image):
            members.append(("src", .string(image.source)))
            members.append(("alt", .optional(image.alt)))
            members.append(("decorative", .bool(image.decorative)))
            if let description = image.description { members.append(("description", .string(description))) }
        case .note(let kind):
            members.append(("kind", .string(kind.rawValue)))
            members.append(("label", .optional(book.noteLabels[block.id])))
        case .pageBreak(let page):
            members.append(("label", .string(page.label)))
        case .math(let math):
            members += Self.mathMembers(math)
        default:
            break
        }
        members.append(("section", .string(block.section)))
        members.append(("matter", .string(matter.rawValue)))
        if block.part != .none { members.append(("part", .string(block.part.name))) }
        members.append(("source", .object([("href", .string(block.source.href)), ("line", .number(block.source.line))])))
        members.append(("next", .optional(block.next)))
        members.append(("previous", .optional(block.previous)))
        members.append(("traits", .array(traitNames(block.traits).map(JSONValue.string))))
        members.append(("language", .optional(block.language)))
        if !block.inlines.isEmpty {
            members.append(("text", .string(block.inlines.plainText)))
            members.append(("inlines", .array(block.inlines.map(inline))))
        }
        if !block.children.isEmpty {
            members.append(("children", .array(block.children.map { self.block(book, $0, in: matter) })))
        }
        return .object(members)
    }

    private func traitNames(_ traits: BlockTraits) -> [String] {
        var names: [String] = []
        if traits.contains(.header) { names.append("header") }
        if traits.contains(.link) { names.append("link") }
        if traits.contains(.causesPageTurn) { names.append("causesPageTurn") }
        if traits.contains(.supplementary) { names.append("supplementary") }
        if traits.contains(.imageDescription) { names.append("imageDescription") }
        return names
    }

    private func inline(_ inline: Inline) -> JSONValue {
        switch inline {
        case .text(let text, let style):
            var members: [(String, JSONValue)] = [("type", .string("text")), ("text", .string(text))]
            var emphasis: [JSONValue] = []
            if style.emphasis.contains(.italic) { emphasis.append(.string("italic")) }
            if style.emphasis.contains(.bold) { emphasis.append(.string("bold")) }
            if style.emphasis.contains(.underline) { emphasis.append(.string("underline")) }
            if style.emphasis.contains(.strikethrough) { emphasis.append(.string("strikethrough")) }
            if !emphasis.isEmpty { members.append(("emphasis", .array(emphasis))) }
            if style.code { members.append(("code", .bool(true))) }
            if let script = style.script {
                members.append(("script", .string(script == .superscript ? "superscript" : "subscript")))
            }
            switch style.link {
            case .external(let url)?:
                members.append(("link", .object([("url", .string(url))])))
            case .internal(let href, let blockID)?:
                members.append(("link", .object([("href", .string(href)), ("blockId", .optional(blockID))])))
            case nil:
                break
            }
            if let language = style.language { members.append(("language", .string(language))) }
            if let abbreviation = style.abbreviation {
                members.append(("abbreviation", .object([("expansion", .optional(abbreviation.expansion))])))
            }
            if let pronunciation = style.pronunciation {
                members.append(("pronunciation", .object([("ph", .string(pronunciation.phoneme)),
                                                          ("alphabet", .optional(pronunciation.alphabet))])))
            }
            if let speakAs = style.speakAs { members.append(("speakAs", .string(speakAs.rawValue))) }
            if !style.spoken { members.append(("spoken", .bool(false))) }
            if style.romanNumeral {
                members.append(("romanNumeral", .object([("value", style.romanNumeralValue.map { .number($0) } ?? .null)])))
            }
            if let reading = style.reading { members.append(("reading", .string(reading))) }
            return .object(members)
        case .lineBreak:
            return .object([("type", .string("lineBreak"))])
        case .noteReference(let reference):
            return .object([("type", .string("noteReference")), ("label", .string(reference.label)),
                            ("href", .string(reference.href)), ("noteId", .optional(reference.noteID))])
        case .image(let image):
            var members: [(String, JSONValue)] = [("type", .string("image")), ("src", .string(image.source)),
                                                  ("alt", .optional(image.alt)), ("decorative", .bool(image.decorative))]
            if let description = image.description { members.append(("description", .string(description))) }
            return .object(members)
        case .math(let math):
            return .object([("type", .string("math"))] + Self.mathMembers(math))
        case .pageBreak(let page):
            return .object([("type", .string("pageBreak")), ("label", .string(page.label)), ("anchor", .optional(page.anchor))])
        case .lineNumber(let label):
            return .object([("type", .string("lineNumber")), ("label", .string(label))])
        }
    }
}
