import BookModel
import EPUBReader
import Foundation
import ReadingModel
import XMLTree

/// The EPUB 3 a narrated EPUB is made from when the book is an EPUB 2 or a single XHTML
/// file (EPUB 3.3 §3 "The package document", §4.2 "Navigation document"): a new package
/// document (version 3.0, the book's metadata, `dcterms:modified`, the manifest with the
/// properties EPUB 3 asks for, the spine), a navigation document made from the book's
/// NCX (else its headings), and each content document with the HTML doctype and its named
/// entities written as character references (no DTD defines them in EPUB 3). Every other
/// byte is the book's. Documented in `docs/narration.md`.
struct EPUB3Upgrade {
    let book: Book

    /// The book's files with the package, the navigation document and the content
    /// documents upgraded.
    func files(_ opened: NarratedEPUB.Source) throws(ExportError) -> BookFiles {
        var manifest: [BookFiles.Item]
        var paths: [String]
        var replaced: [String: [UInt8]] = [:]
        let packagePath: String
        if let epub = opened.epub {
            packagePath = epub.packagePath
            manifest = epub.manifest.map { BookFiles.Item(id: $0.id, href: $0.href, mediaType: $0.mediaType, properties: $0.properties) }
            paths = epub.paths
            let present = Set(paths)
            for item in manifest where item.mediaType == "application/xhtml+xml" && present.contains(item.href) {
                replaced[item.href] = Self.upgradeDocument(try epub.read(item.href))
            }
        } else {
            (manifest, paths, replaced) = try single(opened)
            packagePath = "package.opf"
        }
        var usedIDs = Set(manifest.map(\.id))
        var usedPaths = Set(paths)
        let packageDirectory = NarratedEPUB.directory(of: packagePath)
        var navPath = NarratedEPUB.join(packageDirectory, "nav.xhtml")
        var number = 1
        while usedPaths.contains(navPath) {
            number += 1
            navPath = NarratedEPUB.join(packageDirectory, "nav\(number).xhtml")
        }
        usedPaths.insert(navPath)
        for index in manifest.indices where manifest[index].mediaType == "application/xhtml+xml" {
            if let bytes = replaced[manifest[index].href] {
                manifest[index].properties.formUnion(Self.contentProperties(bytes))
            }
        }
        replaced[navPath] = Array(navigation(at: navPath, existing: replaced).utf8)
        manifest.append(BookFiles.Item(id: NarratedEPUB.uniqueID("nav", &usedIDs), href: navPath,
                                       mediaType: "application/xhtml+xml", properties: ["nav"]))
        paths.append(navPath)
        replaced[packagePath] = Array(package(manifest: manifest, packagePath: packagePath).utf8)
        if !paths.contains(packagePath) { paths.append(packagePath) }
        return BookFiles(displayPath: opened.path, packagePath: packagePath, manifest: manifest, paths: paths, replaced: replaced,
                         source: opened.epub)
    }

    // MARK: A single XHTML file

    /// The files of an EPUB holding one XHTML file and the local files it refers to (images,
    /// style sheets, lexicons) that lie in its folder or below.
    private func single(_ opened: NarratedEPUB.Source) throws(ExportError) -> ([BookFiles.Item], [String], [String: [UInt8]]) {
        let url = URL(fileURLWithPath: opened.path)
        let name = book.documents.first?.href ?? url.lastPathComponent
        let document = try Self.readSingleFile(opened.path, limits: opened.limits)
        var replaced: [String: [UInt8]] = [
            "mimetype": Array("application/epub+zip".utf8),
            "META-INF/container.xml": Array(Self.container(packagePath: "package.opf").utf8),
            name: Self.upgradeDocument(document),
        ]
        var manifest = [BookFiles.Item(id: "content", href: name, mediaType: "application/xhtml+xml", properties: [])]
        var paths = ["mimetype", "META-INF/container.xml", name]
        let folder = url.deletingLastPathComponent()
        var usedIDs: Set<String> = ["content"]
        for reference in Self.localReferences(document) where !paths.contains(reference) && reference != "package.opf" {
            let file = folder.appendingPathComponent(reference)
            guard let mediaType = Self.mediaType(of: reference), RegularFile.problem(file.path, displayPath: reference) == nil,
                  let size = try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int,
                  size <= opened.limits.maxEntrySize, let data = FileManager.default.contents(atPath: file.path) else { continue }
            replaced[reference] = [UInt8](data)
            paths.append(reference)
            let stem = reference.split(separator: "/").last.map { String($0.prefix { $0.isLetter || $0.isNumber }) } ?? ""
            manifest.append(BookFiles.Item(id: NarratedEPUB.uniqueID("r-" + (stem.isEmpty ? "file" : stem), &usedIDs), href: reference,
                                           mediaType: mediaType, properties: []))
        }
        return (manifest, paths, replaced)
    }

    /// The bytes of a single XHTML file, within the reading limits.
    static func readSingleFile(_ path: String, limits: ReadingLimits) throws(ExportError) -> [UInt8] {
        if let problem = RegularFile.problem(path, displayPath: path) { throw problem }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= limits.maxEntrySize else {
            throw .limitExceeded(path: path, what: .fileSize, limit: limits.maxEntrySize)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path, cause: .system(errno: errno == 0 ? EIO : errno)) }
        return [UInt8](data)
    }

    /// Refuses a document that is not well-formed XML: an EPUB 3 content document is XHTML,
    /// and the tool does not rewrite HTML's tag soup.
    static func requireXML(_ bytes: [UInt8], name: String) throws(ExportError) {
        do {
            _ = try XMLParser.parse(bytes)
        } catch {
            throw .narration(.notWellFormed(path: name, detail: "\(error)"))
        }
    }

    /// Book-relative paths of the files a document refers to (`src`, `href` of a
    /// stylesheet or lexicon link, `xlink:href`), percent-decoded, without fragments, only
    /// those in its folder or below.
    static func localReferences(_ bytes: [UInt8]) -> [String] {
        var references: [String] = []
        for tag in MarkupScanner(bytes).tags where !tag.closing {
            var values: [String] = []
            if let src = tag.attributes["src"] { values.append(src) }
            if let href = tag.attributes["xlink:href"] { values.append(href) }
            if tag.localName == "link", let href = tag.attributes["href"] { values.append(href) }
            for value in values {
                let path = String(value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("/"),
                      let decoded = path.removingPercentEncoding else { continue }
                let parts = decoded.split(separator: "/").filter { $0 != "." }
                guard !parts.contains(".."), !parts.isEmpty else { continue }
                let joined = parts.joined(separator: "/")
                if !references.contains(joined) { references.append(joined) }
            }
        }
        return references
    }

    /// The EPUB core media type of a file the tool copies, by its extension.
    static func mediaType(of path: String) -> String? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        case "css": return "text/css"
        case "pls": return "application/pls+xml"
        case "mp3": return "audio/mpeg"
        case "mp4", "m4a": return "audio/mp4"
        case "woff": return "font/woff"
        case "woff2": return "font/woff2"
        case "ttf": return "font/ttf"
        case "otf": return "font/otf"
        case "js": return "application/javascript"
        default: return nil
        }
    }

    static func container(packagePath: String) -> String {
        var out = XMLWriter(indentation: "  ")
        out.declaration()
        out.start("container", ["version": "1.0", "xmlns": "urn:oasis:names:tc:opendocument:xmlns:container"], line: true)
        out.start("rootfiles", line: true)
        out.empty("rootfile", ["full-path": packagePath, "media-type": "application/oebps-package+xml"], line: true)
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    // MARK: Content documents

    /// A content document as EPUB 3 reads it: `<!DOCTYPE html>` for an XHTML 1.x doctype
    /// (the line breaks inside it kept, so that every element stays on its line), and HTML
    /// named entities as numeric character references. A doctype with an internal subset
    /// is kept: its entities are the document's own.
    static func upgradeDocument(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        let doctype = Array("<!DOCTYPE".utf8)
        var seenRoot = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), !seenRoot {
                if index + doctype.count <= bytes.count,
                   zip(bytes[index..<(index + doctype.count)], doctype).allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0) == $1 }) {
                    var end = index
                    while end < bytes.count, bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "[") { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: ">") {
                        output += Array("<!DOCTYPE html>".utf8)
                        output += bytes[index..<end].filter { $0 == 0x0A }
                        index = end + 1
                        continue
                    }
                } else if index + 1 < bytes.count, ![UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[index + 1]) {
                    seenRoot = true
                }
            }
            if byte == UInt8(ascii: "&"), let semicolon = bytes[(index + 1)...].prefix(40).firstIndex(of: UInt8(ascii: ";")) {
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                if !["amp", "lt", "gt", "quot", "apos"].contains(name), !name.hasPrefix("#"),
                   name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
                   let scalar = XMLParser.htmlEntity(named: name) {
                    output += Array("&#x\(String(scalar.value, radix: 16, uppercase: true));".utf8)
                    index = semicolon + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    /// The manifest properties EPUB 3 requires of a content document (EPUB 3.3 §5.6
    /// "Item properties"): `mathml`, `svg`, `scripted`, `remote-resources`.
    static func contentProperties(_ bytes: [UInt8]) -> Set<String> {
        var properties: Set<String> = []
        for tag in MarkupScanner(bytes).tags where !tag.closing {
            switch tag.localName {
            case "math": properties.insert("mathml")
            case "svg": properties.insert("svg")
            case "script": properties.insert("scripted")
            case "img", "audio", "video", "source", "track", "iframe", "embed", "object":
                let source = tag.attributes["src"] ?? tag.attributes["data"] ?? ""
                if source.hasPrefix("http://") || source.hasPrefix("https://") { properties.insert("remote-resources") }
            default: break
            }
        }
        return properties
    }

    // MARK: Navigation document

    /// The navigation document: the table of contents from the book's navigation (its NCX),
    /// else from its headings, else the first document under the book's title; and the
    /// page list when the book has one. Links whose fragment the document does not hold
    /// point at the document.
    func navigation(at navPath: String, existing replaced: [String: [UInt8]]) -> String {
        let labels = Labels.forLanguage(book.metadata.language)
        let folder = NarratedEPUB.directory(of: navPath)
        var idsByDocument: [String: Set<String>] = [:]
        func link(_ href: String) -> String {
            let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let document = parts[0].removingPercentEncoding ?? parts[0]
            var target = NarratedEPUB.relative(document, from: folder)
            if parts.count > 1, !parts[1].isEmpty {
                if idsByDocument[document] == nil {
                    idsByDocument[document] = replaced[document].map { MarkupScanner($0).ids } ?? []
                }
                if idsByDocument[document]?.contains(parts[1]) == true { target += "#" + NarratedEPUB.encodeFragment(parts[1]) }
            }
            return target
        }
        let documents = Set(book.documents.map(\.href))
        func inBook(_ href: String?) -> Bool {
            guard let href else { return false }
            let document = String(href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            return documents.contains(document.removingPercentEncoding ?? document)
        }
        var toc = book.navigation.toc.filter { inBook($0.href) || !$0.children.isEmpty }
        if toc.isEmpty { toc = headingEntries() }
        if toc.isEmpty, let first = book.documents.first {
            toc = [NavigationEntry(label: book.metadata.title ?? labels.untitled, href: first.href)]
        }
        let language = book.metadata.language ?? "und"
        // Written through the one XML writer; the indentation is the document's own (a nested
        // list stands at its item's indent), so it is written as it is.
        var out = XMLWriter()
        /// A list at `depth` (two spaces each), its items one step in.
        func list(_ entries: [NavigationEntry], depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            out.raw(indent)
            out.start("ol", line: true)
            for entry in entries {
                let label = entry.label.isEmpty ? labels.untitled : entry.label
                let linked = entry.href.flatMap { inBook($0) ? $0 : nil }
                guard linked != nil || !entry.children.isEmpty else { continue }
                out.raw(indent + "  ")
                out.start("li")
                if let linked {
                    out.element("a", ["href": link(linked)], text: label)
                } else {
                    out.element("span", text: label)
                }
                if !entry.children.isEmpty {
                    out.newline()
                    list(entry.children, depth: depth + 1)
                    out.raw(indent + "  ")
                }
                out.end(line: true)
            }
            out.raw(indent)
            out.end(line: true)
        }
        out.declaration()
        out.doctype("html")
        out.start("html", ["xmlns": "http://www.w3.org/1999/xhtml", "xmlns:epub": "http://www.idpf.org/2007/ops",
                           "xml:lang": language, "lang": language], line: true)
        out.start("head", line: true)
        out.raw("  ")
        out.element("title", text: book.metadata.title ?? labels.untitled, line: true)
        out.end(line: true)
        out.start("body", line: true)
        out.raw("  ")
        out.start("nav", ["epub:type": "toc", "id": "toc"], line: true)
        out.raw("    ")
        out.element("h1", text: labels.contents, line: true)
        list(toc, depth: 2)
        out.raw("  ")
        out.end(line: true)
        let pages = book.navigation.pageList.filter { inBook($0.href) }
        if !pages.isEmpty {
            out.raw("  ")
            out.start("nav", ["epub:type": "page-list", "id": "page-list", "hidden": "hidden"], line: true)
            out.raw("    ")
            out.element("h1", text: labels.pageList, line: true)
            list(pages, depth: 2)
            out.raw("  ")
            out.end(line: true)
        }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    /// One entry per heading, in reading order, for a book with no table of contents.
    private func headingEntries() -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                if block.role.headingLevel != nil, !block.id.hasPrefix("exporttool:") {
                    let label = block.plainText.collapsingWhitespace()
                    if !label.isEmpty { entries.append(NavigationEntry(label: label, href: block.id)) }
                }
                walk(block.children)
            }
        }
        walk(book.blocks)
        return entries
    }

    // MARK: Package document

    /// The EPUB 3 package document: the book's metadata (its identifier, else one made from
    /// its title), `dcterms:modified` now, the manifest and the spine in reading order. The
    /// media overlays and accessibility metadata are added later, as for an EPUB 3 book.
    func package(manifest: [BookFiles.Item], packagePath: String) -> String {
        let metadata = book.metadata
        let folder = NarratedEPUB.directory(of: packagePath)
        var out = XMLWriter(indentation: "  ")
        out.declaration()
        out.start("package", ["xmlns": "http://www.idpf.org/2007/opf", "version": "3.0", "unique-identifier": "uid",
                              "xml:lang": metadata.language ?? "und"], line: true)
        out.start("metadata", ["xmlns:dc": "http://purl.org/dc/elements/1.1/"], line: true)
        out.element("dc:identifier", ["id": "uid"], text: metadata.identifier ?? "exporttool:" + (metadata.title ?? "book"), line: true)
        out.element("dc:title", text: metadata.title ?? Labels.forLanguage(metadata.language).untitled, line: true)
        for creator in metadata.creators { out.element("dc:creator", text: creator, line: true) }
        out.element("dc:language", text: metadata.language ?? "und", line: true)
        if let publisher = metadata.publisher { out.element("dc:publisher", text: publisher, line: true) }
        if let date = metadata.date, Self.isW3CDate(date) { out.element("dc:date", text: date, line: true) }
        if let rights = metadata.rights { out.element("dc:rights", text: rights, line: true) }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        out.element("meta", ["property": "dcterms:modified"], text: formatter.string(from: Date()), line: true)
        out.end(line: true)
        out.start("manifest", line: true)
        for item in manifest {
            out.empty("item", ["id": item.id, "href": NarratedEPUB.relative(item.href, from: folder), "media-type": item.mediaType,
                               "properties": item.properties.isEmpty ? nil : item.properties.sorted().joined(separator: " ")],
                      line: true)
        }
        out.end(line: true)
        let idByHref = Dictionary(manifest.map { ($0.href, $0.id) }, uniquingKeysWith: { first, _ in first })
        out.start("spine", ["toc": manifest.first { $0.mediaType == "application/x-dtbncx+xml" }?.id], line: true)
        for document in book.documents {
            guard let id = idByHref[document.href] else { continue }
            out.empty("itemref", ["idref": id, "linear": document.linear ? nil : "no"], line: true)
        }
        out.end(line: true)
        out.end(line: true)
        return out.finish()
    }

    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, optionally with a time: the date forms EPUB 3
    /// recommends for `dc:date`; another form is left out rather than copied wrong.
    static func isW3CDate(_ text: String) -> Bool {
        let date = text.split(separator: "T", maxSplits: 1).first.map(String.init) ?? ""
        let parts = date.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4 else { return false }
        return parts.enumerated().allSatisfy { index, part in
            part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (index == 0 || part.count == 2)
        }
    }
}
