import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Reads an EPUB 2/3 file, an unpacked EPUB folder, or a single XHTML/HTML file into
/// the reading-order model.
public struct BookLoader: Sendable {
    public var limits: ReadingLimits
    /// Keep the bytes of the book's images within these limits (``Book/images``); `nil`,
    /// the default, reads no image: only the reader page shows them.
    public var images: BookImages.Limits?

    public init(limits: ReadingLimits = .default, images: BookImages.Limits? = nil) {
        self.limits = limits
        self.images = images
    }

    /// Reads the book at `path`.
    public func load(path: String) throws(ExportError) -> Book {
        let url = URL(fileURLWithPath: path)
        if try RegularFile.isDirectory(path, displayPath: path) {
            let store = DirectoryStore(url: url, displayPath: path, limits: limits)
            if !store.contains("META-INF/container.xml"), let fileset = DTBookFileset.find(in: store, paths: store.paths) {
                return try loadDTBook(fileset, from: store)
            }
            return try loadEPUB(from: store)
        }
        // A FIFO or device is refused before anything opens it (opening a FIFO blocks).
        if let problem = RegularFile.problem(path, displayPath: path) { throw problem }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path: path, cause: .system(errno: EACCES))
        }
        // The file is opened once: what told its format is what is read.
        let opened = try InputDetector.open(path: path, limits: limits)
        switch opened.format {
        case .html:
            let bytes: [UInt8]
            if let read = opened.bytes { bytes = read } else { bytes = try readFile(url, displayPath: path, limit: limits.maxEntrySize) }
            return try loadSingleDocument(bytes, path: path, name: url.lastPathComponent,
                                          lexiconFolder: url.deletingLastPathComponent())
        case .dtbook:
            return try loadDTBookFile(url: url, path: path, bytes: opened.bytes)
        case .dtbookFileset:
            return try loadDTBookFileset(url: url, path: path, zip: opened.zip)
        case .docx, .odt, .markdown:
            return try loadWithPandoc(url: url, path: path, format: opened.format, zip: opened.zip)
        case .epub, .epubFolder:
            if let zip = opened.zip { return try loadEPUB(from: zip) }
            return try loadEPUB(from: try ZipStore(url: url, displayPath: path, limits: limits))
        }
    }

    /// The format of the input at `path` (``InputDetector``), as ``load(path:)`` reads it.
    public func format(path: String) throws(ExportError) -> InputFormat {
        try InputDetector.detect(path: path, limits: limits)
    }

    /// Reads the book an ``EPUBSource`` already opened (the narrated EPUB's source), so the
    /// file is opened once for every format of an export.
    public func load(_ source: EPUBSource) throws(ExportError) -> Book {
        try loadEPUB(from: source.store)
    }

    // MARK: - EPUB

    private func loadEPUB(from store: ResourceStore) throws(ExportError) -> Book {
        var warnings: [BookWarning] = []
        if store.contains("mimetype") {
            let mimetype = String(decoding: (try? store.read("mimetype")) ?? [], as: UTF8.self).trimmingWhitespace()
            if mimetype != "application/epub+zip" {
                warnings.append(BookWarning(file: store.displayPath, .wrongMimetype(found: String(mimetype.prefix(60)))))
            }
        } else {
            warnings.append(BookWarning(file: store.displayPath, .noMimetype))
        }
        let packagePath = try PackageDocument.rootfilePath(in: store)
        let package = try PackageDocument.read(at: packagePath, from: store)
        let encrypted = PackageDocument.encryptedResources(in: store)

        if package.spine.count > limits.maxSpineItems {
            throw .limitExceeded(path: store.displayPath, what: .spineItems, limit: limits.maxSpineItems)
        }
        // Linear items first, then `linear="no"` ones as supplementary reading.
        let ordered = package.spine.filter(\.linear) + package.spine.filter { !$0.linear }
        var documents: [ContentDocument] = []
        var parsed: [(index: Int, root: XMLElement)] = []
        let navigationHref = package.navigationDocument?.href
        // A document listed twice is read once: its block ids stay unique, and a small zip
        // listing one large chapter a thousand times cannot cost a thousand readings.
        var timesListed: [String: Int] = [:]
        var spineBytes = 0
        // The navigation document is read first: its page list can place print pages in the
        // content documents.
        var navigation = Navigation()
        var navigationRoot: XMLElement?
        if let navigationHref {
            if store.contains(navigationHref) {
                do throws(ExportError) {
                    navigationRoot = try parseContent(try store.read(navigationHref), href: navigationHref,
                                                      bookPath: store.displayPath, warnings: &warnings).root
                } catch {
                    warnings.append(BookWarning(file: navigationHref, .navigationUnreadable(detail: "\(error)")))
                }
            }
            if let navigationRoot {
                navigation = NavigationReader.readNavigationDocument(navigationRoot, path: navigationHref)
            }
        }
        if navigation.toc.isEmpty || navigation.pageList.isEmpty, let ncx = package.ncx, store.contains(ncx.href) {
            do {
                let root = try XMLParser.parse(try store.read(ncx.href), url: ncx.href).root
                let fromNCX = NavigationReader.readNCX(root, path: ncx.href)
                if navigation.toc.isEmpty { navigation.toc = fromNCX.toc }
                if navigation.pageList.isEmpty { navigation.pageList = fromNCX.pageList }
            } catch {
                // An unreadable NCX must not vanish silently: the book reads, with a warning.
                warnings.append(BookWarning(file: ncx.href, .ncxUnreadable(detail: "\(error)")))
            }
        }

        let pageAnchors = Self.pageAnchors(navigation.pageList)
        // With a usable dc:language each document is converted as soon as it is parsed, so
        // only one document's tree is alive at a time; without one, the book's language
        // comes from the content and every tree waits for it.
        let languageKnown = LanguageTag.isUsable(package.metadata.language)
        var assembler = makeAssembler(language: package.metadata.language, store: store, pageAnchors: pageAnchors)
        for spineItem in ordered {
            guard let item = package.manifest[spineItem.idref] else {
                warnings.append(BookWarning(file: package.path, .spineItemNotInManifest(idref: spineItem.idref)))
                continue
            }
            timesListed[item.href, default: 0] += 1
            if timesListed[item.href]! > 1 { continue }
            guard isContentDocument(item.mediaType, href: item.href) else {
                warnings.append(BookWarning(file: item.href, .spineItemNotContent(mediaType: item.mediaType)))
                continue
            }
            if encrypted.contains(item.href) {
                throw .encrypted(path: store.displayPath, href: item.href)
            }
            guard store.contains(item.href) else {
                throw .missingResource(path: store.displayPath, href: item.href)
            }
            let bytes = try store.read(item.href)
            spineBytes += bytes.count
            if spineBytes > limits.maxSpineBytes {
                throw .limitExceeded(path: store.displayPath, what: .spineText, limit: limits.maxSpineBytes)
            }
            let document = try parseContent(bytes, href: item.href, bookPath: store.displayPath, warnings: &warnings)
            let isNavigation = item.href == navigationHref
            documents.append(ContentDocument(href: item.href, mediaType: item.mediaType, linear: spineItem.linear,
                                             isNavigation: isNavigation))
            if languageKnown {
                let root = document.root
                _ = consume document
                try assembler.add(consume root, href: item.href, index: documents.count - 1)
                documents[documents.count - 1].title = assembler.lastTitle
            } else {
                parsed.append((documents.count - 1, document.root))
            }
        }
        for (href, count) in timesListed.sorted(by: { $0.key < $1.key }) where count > 1 {
            warnings.append(BookWarning(file: package.path, .spineItemRepeated(href: href, count: count)))
        }
        if documents.isEmpty {
            throw .invalidPackage(path: store.displayPath, cause: .noReadableContent(package.path))
        }

        var metadata = package.metadata
        metadata.inputFormat = "EPUB \(package.version)"
        if !LanguageTag.isUsable(metadata.language) {
            let fromContent = parsed.lazy.compactMap { Self.contentLanguage($0.root) }.first
            let chosen = fromContent ?? limits.defaultLanguage
            warnings.append(BookWarning(file: package.path, .languageUnusable(
                declared: metadata.language, declaration: .epubPackage, chosen: chosen,
                source: fromContent != nil ? .content : .defaultLanguage)))
            metadata.language = chosen
        }
        if !languageKnown { assembler = makeAssembler(language: metadata.language, store: store, pageAnchors: pageAnchors) }
        // Each tree leaves `parsed` as it is converted, so that no document's tree outlives
        // its conversion (the reader frees a body's elements as it converts them).
        parsed.reverse()
        while let (index, root) = parsed.popLast() {
            try assembler.add(consume root, href: documents[index].href, index: index)
            documents[index].title = assembler.lastTitle
        }
        warnings += assembler.warnings
        let lexicons = readLexicons(assembler.lexiconHrefs, from: store, warnings: &warnings)
        var book = Book(metadata: metadata, navigation: navigation, blocks: assembler.blocks,
                        documents: documents, lexicons: lexicons, warnings: warnings)
        book.boxBorders = assembler.boxBorders
        book.cellIndents = assembler.cellIndents
        // The book's blocks must be the only reference, or linking them copies them all.
        assembler.blocks = []
        Linker(anchors: assembler.anchors).link(&book)
        if let images {
            let types = Dictionary(package.orderedManifest.map { ($0.href, $0.mediaType) }, uniquingKeysWith: { first, _ in first })
            keepImages(&book, from: store, limits: images, declaredTypes: types)
        }
        return book
    }

    /// Reads the images the blocks show, each within the limits, in reading order; an
    /// image that is missing, too large or of a type a browser does not show is left out
    /// (the page shows its alt text instead).
    func keepImages(_ book: inout Book, from store: ResourceStore, limits: BookImages.Limits,
                            declaredTypes: [String: String]) {
        var sources: [String] = []
        var seen: Set<String> = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                if case .image(let image) = block.role, seen.insert(image.source).inserted { sources.append(image.source) }
                for case .image(let image) in block.inlines where seen.insert(image.source).inserted { sources.append(image.source) }
                collect(block.children)
            }
        }
        collect(book.blocks)
        var total = 0
        for source in sources {
            guard let mediaType = BookImages.mediaType(declared: declaredTypes[source], path: source),
                  let size = store.size(source), size <= limits.maxImageBytes, total + size <= limits.maxTotalBytes,
                  let bytes = try? store.read(source), bytes.count <= limits.maxImageBytes else { continue }
            total += bytes.count
            book.images.add(BookImages.Image(mediaType: mediaType, bytes: bytes), for: source)
        }
    }

    /// The page list's targets by document and element id, with each page's label.
    static func pageAnchors(_ pageList: [NavigationEntry]) -> [String: [String: String]] {
        var anchors: [String: [String: String]] = [:]
        for entry in pageList {
            guard let href = entry.href, let hash = href.firstIndex(of: "#") else { continue }
            let label = entry.label.collapsingWhitespace()
            guard !label.isEmpty else { continue }
            anchors[String(href[..<hash]), default: [:]][String(href[href.index(after: hash)...])] = label
        }
        return anchors
    }

    func makeAssembler(language: String?, store: ResourceStore, pageAnchors: [String: [String: String]] = [:]) -> Assembler {
        Assembler(limits: limits, bookLanguage: language, bookPath: store.displayPath, pageAnchors: pageAnchors,
                  styleSheets: StyleSheetCollector(read: { path in
                      store.contains(path) ? Self.result { () throws(ExportError) in try store.read(path) } : nil
                  }))
    }

    private static func result(_ body: () throws(ExportError) -> [UInt8]) -> Result<[UInt8], ExportError> {
        do throws(ExportError) { return .success(try body()) } catch { return .failure(error) }
    }

    /// The usable `xml:lang`/`lang` of a content document's root or body.
    private static func contentLanguage(_ root: XMLElement) -> String? {
        for element in [root, root.first("body")].compactMap({ $0 }) {
            if let value = LanguageTag.normalized(element[attribute: "xml:lang"] ?? element[attribute: "lang"]) { return value }
        }
        return nil
    }

    private func isContentDocument(_ mediaType: String, href: String) -> Bool {
        switch mediaType.lowercased() {
        case "application/xhtml+xml", "text/html", "application/xml", "text/xml", "image/svg+xml": return true
        case "": return ["xhtml", "html", "htm"].contains((href as NSString).pathExtension.lowercased())
        default: return false
        }
    }

    /// Parses a content document as XML, recovering with the HTML parser (and a warning)
    /// when it is not well-formed. Bytes that are neither are an error.
    func parseContent(_ bytes: [UInt8], href: String, bookPath: String,
                              warnings: inout [BookWarning]) throws(ExportError) -> XMLDocument {
        let display = bookPath == href ? href : bookPath + ": " + href
        if bytes.prefix(65_536).contains(0) && !isUTF16(bytes) {
            throw .malformedDocument(path: display, line: 0, cause: .binary)
        }
        if !looksLikeMarkup(bytes) {
            throw .malformedDocument(path: display, line: 0, cause: .notMarkup)
        }
        let xmlLimits = XMLParser.Limits(maxDepth: limits.maxDepth, maxEntityExpansion: limits.maxEntityExpansion)
        do {
            let document = try XMLParser.parse(bytes, url: href, htmlFallback: true, limits: xmlLimits)
            if document.recoveredAsHTML, let first = document.diagnostics.first {
                warnings.append(BookWarning(file: href, line: first.line, .readAsHTML(detail: first.message)))
            }
            for diagnostic in document.diagnostics.dropFirst(document.recoveredAsHTML ? 1 : 0) {
                warnings.append(BookWarning(file: href, line: diagnostic.line, .markup(detail: diagnostic.message)))
            }
            return document
        } catch {
            throw .unparsable(display, error)
        }
    }

    private func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// Markup starts with `<` after optional white space or a byte order mark.
    private func looksLikeMarkup(_ bytes: [UInt8]) -> Bool {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if isUTF16(bytes) { return true }
        let prefix = bytes[start..<min(bytes.count, start + 65_536)]
        guard let first = prefix.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            return false
        }
        return first == UInt8(ascii: "<")
    }

    private func readLexicons(_ hrefs: [String], from store: ResourceStore,
                              warnings: inout [BookWarning]) -> [Lexicon] {
        var lexicons: [Lexicon] = []
        var seen: Set<String> = []
        for href in hrefs where seen.insert(href).inserted {
            guard store.contains(href) else {
                warnings.append(BookWarning(file: href, .lexiconMissing))
                continue
            }
            do {
                let root = try XMLParser.parse(try store.read(href), url: href).root
                lexicons.append(LexiconReader.read(root, href: href))
            } catch {
                warnings.append(BookWarning(file: href, .lexiconUnreadable(detail: "\(error)")))
            }
        }
        return lexicons
    }

    // MARK: - Single document

    /// Reads one XHTML/HTML content document held in memory as a one-document book
    /// (no lexicons: nothing beside it can be read).
    public func loadDocument(_ bytes: [UInt8], name: String) throws(ExportError) -> Book {
        try loadSingleDocument(bytes, path: name, name: name, lexiconFolder: nil)
    }

    /// Reads one document that a converter wrote into `folder` (its images beside it);
    /// messages name `path`, the file the user gave.
    func loadDocument(_ bytes: [UInt8], path: String, name: String, folder: URL) throws(ExportError) -> Book {
        try loadSingleDocument(bytes, path: path, name: name, lexiconFolder: folder)
    }

    /// The metadata an HTML file's `head` gives in `meta` elements: `author`, and Dublin
    /// Core as HTML writes it (`DC.Creator`, `DC.Title`, `DC.Publisher`, `DC.Date`,
    /// `DC.Rights`, and their `dcterms.` forms, in any case; Project Gutenberg's HTML files
    /// add `dcterms.created` and the MARC relators `marcrel.trl`, `marcrel.edt`,
    /// `marcrel.ill`). A catalogue name with dates ("Melville, Herman, 1819-1891") is read
    /// as the title page prints it ("Herman Melville"), for the braille title page (Braille
    /// Formats §2.3).
    static func headMetadata(_ head: XMLElement) -> Metadata {
        var metadata = Metadata()
        for meta in head.elements where meta.name == "meta" {
            guard let key = meta[attribute: "name"]?.lowercased(),
                  let content = meta[attribute: "content"]?.collapsingWhitespace(), !content.isEmpty else { continue }
            switch key {
            case "author", "dc.creator", "dcterms.creator":
                let name = displayName(content)
                if !metadata.creators.contains(name) {
                    metadata.creators.append(name)
                    metadata.contributors.append(Contributor(name: name, role: "aut"))
                }
            case "marcrel.trl", "marcrel.edt", "marcrel.ill":
                metadata.contributors.append(Contributor(name: displayName(content), role: String(key.dropFirst("marcrel.".count))))
            case "dc.title", "dcterms.title": metadata.title = metadata.title ?? content
            case "dc.publisher", "dcterms.publisher": metadata.publisher = metadata.publisher ?? content
            case "dc.date", "dcterms.date", "dcterms.issued", "dcterms.created": metadata.date = metadata.date ?? content
            case "dc.rights", "dcterms.rights": metadata.rights = metadata.rights ?? content
            default: continue
            }
        }
        return metadata
    }

    /// "Melville, Herman, 1819-1891" as "Herman Melville": a catalogue's inverted name,
    /// its dates left off; any other name as it is.
    static func displayName(_ name: String) -> String {
        var parts = name.split(separator: ",").map { String($0).trimmingWhitespace() }
        while let last = parts.last, parts.count > 1,
              last.allSatisfy({ $0.isNumber || "-–?. BCADbcad".contains($0) }), last.contains(where: \.isNumber) {
            parts.removeLast()
        }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return parts.joined(separator: ", ") }
        return parts[1] + " " + parts[0]
    }

    private func loadSingleDocument(_ bytes: [UInt8], path: String, name: String,
                                    lexiconFolder: URL? = nil) throws(ExportError) -> Book {
        var warnings: [BookWarning] = []
        let folderStore = lexiconFolder.map { DirectoryStore(url: $0, displayPath: path, limits: limits) }
        var assembler = Assembler(limits: limits, bookLanguage: nil, bookPath: path,
                                  styleSheets: StyleSheetCollector(read: { href in
                                      guard let folderStore, folderStore.contains(href) else { return nil }
                                      return Self.result { () throws(ExportError) in try folderStore.read(href) }
                                  }))
        var headMetadata = Metadata()
        // The parsed tree lives only in this scope: it is gone before the book is linked
        // and exported.
        do {
            let document = try parseContent(bytes, href: name, bookPath: path, warnings: &warnings)
            if let head = document.root.first("head") { headMetadata = Self.headMetadata(head) }
            let root = document.root
            _ = consume document
            try assembler.add(consume root, href: name, index: 0)
        }
        warnings += assembler.warnings
        var metadata = Metadata(title: assembler.lastTitle, language: assembler.firstLanguage)
        if !LanguageTag.isUsable(metadata.language) {
            warnings.append(BookWarning(file: name, .languageUnusable(
                declared: metadata.language, declaration: .htmlDocument, chosen: limits.defaultLanguage, source: .defaultLanguage)))
            metadata.language = limits.defaultLanguage
        }
        metadata.creators += headMetadata.creators
        metadata.contributors = headMetadata.contributors
        if let title = headMetadata.title { metadata.title = title }
        metadata.publisher = headMetadata.publisher
        metadata.date = headMetadata.date
        metadata.rights = headMetadata.rights
        metadata.inputFormat = InputFormat.html.name
        var lexicons: [Lexicon] = []
        if let lexiconFolder {
            lexicons = readLexicons(assembler.lexiconHrefs,
                                    from: DirectoryStore(url: lexiconFolder, displayPath: path, limits: limits),
                                    warnings: &warnings)
        }
        var book = Book(metadata: metadata, blocks: assembler.blocks,
                        documents: [ContentDocument(href: name, mediaType: "application/xhtml+xml", title: assembler.lastTitle)],
                        lexicons: lexicons, warnings: warnings)
        book.boxBorders = assembler.boxBorders
        book.cellIndents = assembler.cellIndents
        // The book's blocks must be the only reference, or linking them copies them all.
        assembler.blocks = []
        Linker(anchors: assembler.anchors).link(&book)
        if let images, let lexiconFolder {
            keepImages(&book, from: DirectoryStore(url: lexiconFolder, displayPath: path, limits: limits),
                       limits: images, declaredTypes: [:])
        }
        return book
    }
}

/// Gathers the blocks of every document in order.
struct Assembler {
    let limits: ReadingLimits
    let bookLanguage: String?
    var blocks: [Block] = []
    var anchors: [String: String] = [:]
    var boxBorders: [String: BoxBorder] = [:]
    var cellIndents: [String: CellIndent] = [:]
    var warnings: [BookWarning] = []
    var lexiconHrefs: [String] = []
    var firstLanguage: String?
    var lastTitle: String?

    /// The path the user named, for messages.
    let bookPath: String
    var styleSheets: StyleSheetCollector

    /// The navigation document's page list: ids of page targets by document (``ContentConverter/pageAnchors``).
    let pageAnchors: [String: [String: String]]
    /// Whether the print page in force is a roman numeral before any arabic one: the book's
    /// front matter, numbered as preliminary pages in braille.
    private var romanFrontPages = false
    private var arabicPageSeen = false

    init(limits: ReadingLimits, bookLanguage: String?, bookPath: String, pageAnchors: [String: [String: String]] = [:],
         styleSheets: StyleSheetCollector) {
        self.pageAnchors = pageAnchors
        self.limits = limits
        self.bookLanguage = bookLanguage
        self.bookPath = bookPath
        self.styleSheets = styleSheets
    }

    /// Converts one document; `root` is consumed so that conversion can let its tree go.
    mutating func add(_ root: consuming XMLElement, href: String, index: Int) throws(ExportError) {
        let display = bookPath == href ? href : bookPath + ": " + href
        var converter = ContentConverter(href: href, documentIndex: index, limits: limits, displayPath: display)
        converter.styleSheet = styleSheets.styleSheet(for: root, href: href)
        converter.pageAnchors = pageAnchors[href] ?? [:]
        var documentBlocks = try converter.convert(consume root, bookLanguage: bookLanguage)
        markRomanFrontPages(&documentBlocks)
        if let first = documentBlocks.first {
            anchors[href] = first.id
        }
        anchors.merge(converter.anchors) { existing, _ in existing }
        boxBorders.merge(converter.boxBorders) { existing, _ in existing }
        cellIndents.merge(converter.cellIndents) { existing, _ in existing }
        if blocks.isEmpty { blocks = documentBlocks } else { blocks += documentBlocks }
        warnings += converter.warnings
        warnings += styleSheets.takeWarnings()
        lexiconHrefs += converter.lexiconHrefs
        if firstLanguage == nil { firstLanguage = converter.language }
        lastTitle = converter.title
    }

    /// Marks as front matter the top-level blocks on roman-numbered print pages before the
    /// first arabic one (BANA Braille Formats §1.13, §2.7: such pages are preliminary).
    private mutating func markRomanFrontPages(_ blocks: inout [Block]) {
        guard !arabicPageSeen else { return }
        for index in blocks.indices {
            if arabicPageSeen { return }
            var labels: [String] = []
            Self.collectPageLabels(blocks[index], into: &labels)
            // A block is on the page in force at its start, or at its first page break.
            let first = labels.first.map(Self.isRoman)
            if romanFrontPages || first == true { blocks[index].traits.insert(.frontMatter) }
            for label in labels {
                if Self.isRoman(label) { romanFrontPages = true } else { romanFrontPages = false; arabicPageSeen = true }
            }
        }
    }

    private static func collectPageLabels(_ block: Block, into labels: inout [String]) {
        if case .pageBreak(let page) = block.role { labels.append(page.label) }
        for case .pageBreak(let page) in block.inlines { labels.append(page.label) }
        for child in block.children { collectPageLabels(child, into: &labels) }
    }

    /// Whether a print page label is a roman numeral (i, xiv, XII).
    static func isRoman(_ label: String) -> Bool {
        !label.isEmpty && label.count <= 12 && label.lowercased().allSatisfy { "ivxlcdm".contains($0) }
    }
}

extension ExportError {
    /// The error for a document (`display`, its path as the user gave it) libxml2 could not
    /// read: a limit it ran past, or what made it unreadable.
    static func unparsable(_ display: String, _ error: XMLParseError) -> ExportError {
        switch error {
        case .tooDeep(let line, let limit):
            .limitExceeded(path: display + (line > 0 ? ":\(line)" : ""), what: .nestingDepth, limit: limit)
        case .entityExpansion(let limit):
            .limitExceeded(path: display, what: .entityExpansion, limit: limit)
        case .malformed(let line, let message):
            .malformedDocument(path: display, line: line, cause: .parser(message))
        case .empty:
            .malformedDocument(path: display, line: 0, cause: .empty)
        }
    }
}
