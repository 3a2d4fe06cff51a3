import BookModel
import ReadingModel
import Foundation
import XMLTree

/// DTBook 2005 documents, NIMAS 1.1 and DAISY 3 filesets: each DTBook is rewritten as
/// XHTML (``DTBookTransform``) and read by the content reader, like an EPUB's documents.
extension BookLoader {
    /// A DTBook `.xml` given alone; a package beside it that lists it (a DAISY 3 or NIMAS
    /// fileset named by its DTBook) gives the metadata.
    /// `bytes`: the file, when it was read already.
    func loadDTBookFile(url: URL, path: String, bytes: [UInt8]? = nil) throws(ExportError) -> Book {
        let folder = url.deletingLastPathComponent()
        let store = DirectoryStore(url: folder, displayPath: path, limits: limits)
        let name = url.lastPathComponent
        let packages = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".opf") }.sorted()
        for package in packages {
            if let fileset = DTBookFileset.package(at: package, in: store), fileset.documents.contains(name) {
                return try loadDTBook(DTBookFileset(package: fileset.package, documents: [name]), from: store, single: true,
                                      read: bytes.map { [name: $0] } ?? [:])
            }
        }
        return try loadDTBook(DTBookFileset(package: nil, documents: [name]), from: store, single: true,
                              read: bytes.map { [name: $0] } ?? [:])
    }

    /// A fileset given as its package (`.opf`) or as a zip (`zip`, when it is open already).
    func loadDTBookFileset(url: URL, path: String, zip: ZipStore? = nil) throws(ExportError) -> Book {
        if zip == nil, url.pathExtension.lowercased() == "opf" || (try? InputDetector.isPackage(path: path)) == true {
            let store = DirectoryStore(url: url.deletingLastPathComponent(), displayPath: path, limits: limits)
            guard let fileset = DTBookFileset.package(at: url.lastPathComponent, in: store) else {
                throw .invalidPackage(path: path, cause: .noReadableContent(url.lastPathComponent))
            }
            return try loadDTBook(fileset, from: store, single: true)
        }
        let store: ZipStore
        if let zip { store = zip } else { store = try ZipStore(url: url, displayPath: path, limits: limits) }
        guard let fileset = DTBookFileset.find(in: store, paths: store.paths) else {
            throw .unsupportedFormat(path: path, looksLike: .zip(mimetype: nil))
        }
        return try loadDTBook(fileset, from: store)
    }

    /// Reads the fileset's DTBooks in order. `single`: the user named a file of the folder
    /// (the DTBook or the package), so messages name that file alone.
    /// `read`: documents whose bytes are in hand already, by path.
    func loadDTBook(_ fileset: DTBookFileset, from store: ResourceStore, single: Bool = false,
                    read: [String: [UInt8]] = [:]) throws(ExportError) -> Book {
        var warnings: [BookWarning] = []
        var entries: [DTBookMetadata.Entry] = []
        var packageRoot: XMLElement?
        if let package = fileset.package {
            do {
                packageRoot = try XMLParser.parse(try store.read(package), url: package).root
            } catch {
                warnings.append(BookWarning(file: package, .packageUnreadable(detail: "\(error)")))
            }
            if let packageRoot { entries += DTBookMetadata.entries(package: packageRoot) }
        }
        var documents: [ContentDocument] = []
        var transformed: [(href: String, root: XMLElement)] = []
        var versions: [String] = []
        var imageSources: [String] = []
        var spineBytes = 0
        for href in fileset.documents {
            let display = single ? store.displayPath : store.displayPath + ": " + href
            guard read[href] != nil || store.contains(href) else {
                if fileset.package != nil { throw .missingResource(path: store.displayPath, href: href) }
                throw .fileNotFound(path: display)
            }
            let bytes: [UInt8]
            if let known = read[href] { bytes = known } else { bytes = try store.read(href) }
            spineBytes += bytes.count
            if spineBytes > limits.maxSpineBytes {
                throw .limitExceeded(path: store.displayPath, what: .spineText, limit: limits.maxSpineBytes)
            }
            let root = try parseDTBook(bytes, href: href, display: display, warnings: &warnings)
            if let version = root[attribute: "version"] { versions.append(version) }
            entries += DTBookMetadata.entries(dtbook: root)
            var transform = DTBookTransform(href: href)
            let xhtml = transform.xhtml(root)
            imageSources += transform.imageSources
            transformed.append((href, xhtml))
            documents.append(ContentDocument(href: href, mediaType: DTBookFileset.mediaType))
        }
        var metadata = DTBookMetadata.metadata(from: entries)
        let version = versions.first.map { "DTBook \($0)" } ?? "DTBook"
        if let nimas = metadata.otherMetadata["dc:Format"]?.first(where: { $0.uppercased().contains("NIMAS") }) {
            metadata.inputFormat = nimas
        } else {
            metadata.inputFormat = fileset.package != nil ? "DAISY 3 (\(version))" : version
        }
        let packageName = fileset.package ?? fileset.documents.first ?? store.displayPath
        warnings += DTBookMetadata.problems(metadata, file: packageName, nimas: metadata.inputFormat?.uppercased().contains("NIMAS") == true)
        warnings += imageProblems(imageSources, store: store, packageRoot: packageRoot, package: fileset.package)
        if !LanguageTag.isUsable(metadata.language) {
            let fromContent = transformed.lazy.compactMap { LanguageTag.normalized($0.root[attribute: "xml:lang"]) }.first
            let chosen = fromContent ?? limits.defaultLanguage
            warnings.append(BookWarning(file: packageName, .languageUnusable(
                declared: metadata.language, declaration: .dtbook, chosen: chosen,
                source: fromContent != nil ? .content : .defaultLanguage)))
            metadata.language = chosen
        }
        var assembler = makeAssembler(language: metadata.language, store: store)
        for (index, document) in transformed.enumerated() {
            try assembler.add(document.root, href: document.href, index: index)
            documents[index].title = assembler.lastTitle
        }
        transformed = []
        if metadata.title == nil { metadata.title = documents.first?.title }
        warnings += assembler.warnings
        var book = Book(metadata: metadata, blocks: assembler.blocks, documents: documents, warnings: warnings)
        assembler.blocks = []
        Linker(anchors: assembler.anchors).link(&book)
        if let images {
            keepImages(&book, from: store, limits: images, declaredTypes: [:])
        }
        return book
    }

    /// Parses a DTBook as XML (a DTBook that is not well-formed is an error, not read as
    /// HTML: its elements mean nothing to an HTML parser) and checks its root.
    private func parseDTBook(_ bytes: [UInt8], href: String, display: String,
                             warnings: inout [BookWarning]) throws(ExportError) -> XMLElement {
        let xmlLimits = XMLParser.Limits(maxDepth: limits.maxDepth, maxEntityExpansion: limits.maxEntityExpansion)
        let document: XMLDocument
        do {
            document = try XMLParser.parse(bytes, url: href, limits: xmlLimits)
        } catch {
            throw .unparsable(display, error)
        }
        for diagnostic in document.diagnostics {
            warnings.append(BookWarning(file: href, line: diagnostic.line, .markup(detail: diagnostic.message)))
        }
        guard document.root.name == "dtbook" else {
            throw .malformedDocument(path: display, line: document.root.line, cause: .wrongRoot(expected: "dtbook", found: document.root.name))
        }
        return document.root
    }

    /// One warning per image the DTBook shows that the fileset lacks, or that its package
    /// does not list (NIMAS 1.1: every image is in the fileset and its manifest).
    private func imageProblems(_ sources: [String], store: ResourceStore, packageRoot: XMLElement?,
                               package: String?) -> [BookWarning] {
        var listed: Set<String> = []
        if let packageRoot, let package {
            for item in packageRoot.first("manifest")?.elements ?? [] {
                if let href = item[attribute: "href"] { listed.insert(Href.resolve(href, against: package).path) }
            }
        }
        var warnings: [BookWarning] = []
        var seen: Set<String> = []
        for source in sources where seen.insert(source).inserted {
            if !store.contains(source) {
                warnings.append(BookWarning(file: source, .imageMissing))
            } else if let package, packageRoot != nil, !listed.contains(source) {
                warnings.append(BookWarning(file: source, .imageNotInManifest(package: package)))
            }
        }
        return warnings
    }
}
