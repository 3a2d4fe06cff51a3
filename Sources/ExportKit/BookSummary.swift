/// What `exporttool inspect` reports: counts, outline and warnings.
package struct BookSummary: Sendable {
    package struct OutlineEntry: Sendable, Hashable {
        package var level: Int
        package var text: String
        package var id: String
    }

    package var metadata: Metadata
    package var documentCount: Int
    /// Blocks by role name, nested blocks included.
    package var roleCounts: [String: Int]
    package var headingCount: Int
    /// Print page breaks (block and inline).
    package var pageCount: Int
    package var noteCount: Int
    package var imagesWithAlt: Int
    package var imagesWithoutAlt: Int
    package var decorativeImages: Int
    package var linkCount: Int
    package var outline: [OutlineEntry]
    package var warnings: [BookWarning]

    package init(_ book: Book) {
        metadata = book.metadata
        documentCount = book.documents.count
        var roles: [String: Int] = [:]
        var pages = 0, notes = 0, withAlt = 0, withoutAlt = 0, decorative = 0, links = 0
        var outline: [OutlineEntry] = []
        func countImage(_ image: ImageInfo) {
            if image.decorative { decorative += 1 } else if image.alt == nil { withoutAlt += 1 } else { withAlt += 1 }
        }
        book.forEachBlock { block, _ in
            roles[block.role.name, default: 0] += 1
            switch block.role {
            case .pageBreak: pages += 1
            case .note: notes += 1
            case .image(let image): countImage(image)
            case .heading(let level): outline.append(OutlineEntry(level: level, text: block.inlines.plainText, id: block.id))
            default: break
            }
            var previousLink: LinkTarget?
            for inline in block.inlines {
                switch inline {
                case .pageBreak: pages += 1
                case .image(let image): countImage(image)
                case .text(_, let style):
                    if let link = style.link, link != previousLink { links += 1 }
                    previousLink = style.link
                    continue
                default: break
                }
                previousLink = nil
            }
        }
        roleCounts = roles
        headingCount = outline.count
        pageCount = pages
        noteCount = notes
        imagesWithAlt = withAlt
        imagesWithoutAlt = withoutAlt
        decorativeImages = decorative
        linkCount = links
        self.outline = outline
        warnings = book.warnings
    }

    /// The report for people. Every text the book supplies is escaped (``TerminalText``):
    /// a title can hold C1 controls or bidirectional overrides that would drive a terminal.
    package var text: String {
        var lines: [String] = []
        lines.append("Title:     \(metadata.title.map(TerminalText.escaped) ?? "(none)")")
        lines.append("Authors:   \(metadata.creators.isEmpty ? "(none)" : metadata.creators.map(TerminalText.escaped).joined(separator: "; "))")
        lines.append("Language:  \(metadata.language.map(TerminalText.escaped) ?? "(unknown)")")
        if let identifier = metadata.identifier { lines.append("Identifier: \(TerminalText.escaped(identifier))") }
        if let format = metadata.inputFormat { lines.append("Format:    \(TerminalText.escaped(format))") }
        if let summary = metadata.accessibilitySummary { lines.append("Accessibility: \(TerminalText.escaped(summary))") }
        lines.append("")
        lines.append("Documents: \(documentCount)")
        lines.append("Blocks:    " + roleCounts.keys.sorted().map { "\($0) \(roleCounts[$0]!)" }.joined(separator: ", "))
        lines.append("Headings:  \(headingCount)")
        lines.append("Pages:     \(pageCount)")
        lines.append("Notes:     \(noteCount)")
        lines.append("Images:    \(imagesWithAlt) with alt text, \(imagesWithoutAlt) without, \(decorativeImages) decorative")
        lines.append("Links:     \(linkCount)")
        lines.append("")
        lines.append("Outline:")
        for entry in outline {
            lines.append(String(repeating: "  ", count: max(entry.level - 1, 0)) + "h\(entry.level) " + TerminalText.escaped(entry.text))
        }
        lines.append("")
        lines.append("Warnings:  \(warnings.count)")
        for warning in warnings { lines.append("  " + TerminalText.escaped(warning.description)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report for programs (print ``TerminalText/escapedJSON(_:)`` of its serialized
    /// form: the same JSON, with nothing that can drive a terminal).
    package var json: JSONValue {
        .object([
            ("title", .optional(metadata.title)),
            ("creators", .array(metadata.creators.map(JSONValue.string))),
            ("language", .optional(metadata.language)),
            ("identifier", .optional(metadata.identifier)),
            ("format", .optional(metadata.inputFormat)),
            ("documents", .number(documentCount)),
            ("blocks", .object(roleCounts.keys.sorted().map { ($0, .number(roleCounts[$0]!)) })),
            ("headings", .number(headingCount)),
            ("pages", .number(pageCount)),
            ("notes", .number(noteCount)),
            ("images", .object([("withAlt", .number(imagesWithAlt)), ("withoutAlt", .number(imagesWithoutAlt)),
                                ("decorative", .number(decorativeImages))])),
            ("links", .number(linkCount)),
            ("outline", .array(outline.map { .object([("level", .number($0.level)), ("text", .string($0.text)),
                                                      ("id", .string($0.id))]) })),
            ("warnings", .array(warnings.map { .string($0.description) })),
        ])
    }
}
