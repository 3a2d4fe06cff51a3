import BookModel
import ReadingModel
import XMLTree

/// What the OPF package document says: metadata, manifest and spine.
struct PackageDocument: Sendable {
    struct Item: Sendable, Hashable {
        var id: String
        /// Book-relative path.
        var href: String
        var mediaType: String
        var properties: Set<String>
    }

    struct SpineItem: Sendable, Hashable {
        var idref: String
        var linear: Bool
    }

    /// Book-relative path of the package document itself.
    var path: String
    var version: String
    var metadata: Metadata
    var manifest: [String: Item]
    /// The manifest's ids in the package's order (each once): what is listed in order is
    /// listed from here, so the same book gives the same bytes on every run.
    var manifestOrder: [String] = []
    var spine: [SpineItem]
    /// Manifest id of the NCX (`spine toc="..."`).
    var ncxID: String?

    /// The manifest's items in the package's order.
    var orderedManifest: [Item] { manifestOrder.compactMap { manifest[$0] } }

    var navigationDocument: Item? {
        orderedManifest.first { $0.properties.contains("nav") }
    }

    var ncx: Item? {
        if let ncxID, let item = manifest[ncxID] { return item }
        return orderedManifest.first { $0.mediaType == "application/x-dtbncx+xml" }
    }

    /// Reads `META-INF/container.xml` and returns the first package document's path.
    static func rootfilePath(in store: ResourceStore) throws(ExportError) -> String {
        let container = "META-INF/container.xml"
        guard store.contains(container) else {
            throw .missingContainer(path: store.displayPath, cause: .missing)
        }
        let document: XMLDocument
        do {
            document = try XMLParser.parse(try store.read(container), url: container)
        } catch let error as XMLParseError {
            let (line, failure) = markupFailure(error)
            throw .missingContainer(path: store.displayPath, cause: .malformed(line: line, failure))
        } catch let error as ExportError {
            throw error
        } catch {
            throw .missingContainer(path: store.displayPath, cause: .malformed(line: 0, .parser("\(error)")))
        }
        let rootfiles = document.root.descendants(named: "rootfile")
        let preferred = rootfiles.first { $0[attribute: "media-type"] == "application/oebps-package+xml" }
            ?? rootfiles.first
        guard let path = preferred?[attribute: "full-path"], !path.isEmpty else {
            throw .missingContainer(path: store.displayPath, cause: .noRootfile)
        }
        return Href.resolve(path, against: "").path
    }

    /// Parses the package document at `path`.
    static func read(at path: String, from store: ResourceStore) throws(ExportError) -> PackageDocument {
        guard store.contains(path) else {
            throw .invalidPackage(path: store.displayPath, cause: .missing(path))
        }
        let root: XMLElement
        do {
            root = try XMLParser.parse(try store.read(path), url: path).root
        } catch let error as XMLParseError {
            let (line, failure) = markupFailure(error)
            throw .invalidPackage(path: store.displayPath, cause: .malformed(path, line: line, failure))
        } catch let error as ExportError {
            throw error
        } catch {
            throw .invalidPackage(path: store.displayPath, cause: .malformed(path, line: 0, .parser("\(error)")))
        }
        guard root.name == "package" else {
            throw .invalidPackage(path: store.displayPath, cause: .notAPackage(path, root: root.name))
        }
        var manifest: [String: Item] = [:]
        var manifestOrder: [String] = []
        for item in root.first("manifest")?.elements ?? [] where item.name == "item" {
            guard let id = item[attribute: "id"], let href = item[attribute: "href"] else { continue }
            if manifest[id] == nil { manifestOrder.append(id) }
            let properties = Set((item[attribute: "properties"] ?? "").split(separator: " ").map(String.init))
            manifest[id] = Item(id: id, href: Href.resolve(href, against: path).path,
                                mediaType: item[attribute: "media-type"] ?? "", properties: properties)
        }
        guard let spineElement = root.first("spine") else {
            throw .invalidPackage(path: store.displayPath, cause: .noSpine(path))
        }
        let spine = spineElement.elements.filter { $0.name == "itemref" }.compactMap { itemref -> SpineItem? in
            guard let idref = itemref[attribute: "idref"] else { return nil }
            return SpineItem(idref: idref, linear: itemref[attribute: "linear"] != "no")
        }
        let version = root[attribute: "version"] ?? "3.0"
        let metadata = readMetadata(root.first("metadata"), package: root, version: version)
        return PackageDocument(path: path, version: version, metadata: metadata, manifest: manifest,
                               manifestOrder: manifestOrder, spine: spine, ncxID: spineElement[attribute: "toc"])
    }

    private static func readMetadata(_ element: XMLElement?, package: XMLElement, version: String) -> Metadata {
        var metadata = Metadata()
        metadata.epubVersion = version
        guard let element else { return metadata }
        let children = element.elements
        // EPUB 3 `refines` tell which title is the main one and which creators are authors.
        var refinements: [String: [String: String]] = [:]
        for meta in children where meta.name == "meta" {
            if let refines = meta[attribute: "refines"], let property = meta[attribute: "property"] {
                let target = refines.hasPrefix("#") ? String(refines.dropFirst()) : refines
                refinements[target, default: [:]][property] = meta.textContent.collapsingWhitespace()
            }
        }
        // The relator code of a creator or contributor: EPUB 3's refinement, EPUB 2's attribute.
        func role(of element: XMLElement) -> String? {
            let code = element[attribute: "id"].flatMap { refinements[$0]?["role"] }
                ?? element[attribute: "opf:role"] ?? element[attribute: "role"]
            return code.map { $0.trimmingWhitespace().lowercased() }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var titles: [(text: String, type: String?)] = []
        for child in children where child.namespace == XMLNamespace.dc || child.name == "meta" {
            let text = child.textContent.collapsingWhitespace()
            switch child.name {
            case "title" where !text.isEmpty:
                titles.append((text, child[attribute: "id"].flatMap { refinements[$0]?["title-type"] }))
            case "creator" where !text.isEmpty:
                metadata.creators.append(text)
                metadata.contributors.append(Contributor(name: text, role: role(of: child)))
            case "contributor" where !text.isEmpty && child.namespace == XMLNamespace.dc:
                metadata.contributors.append(Contributor(name: text, role: role(of: child)))
            case "language" where metadata.language == nil && !text.isEmpty:
                // Canonical BCP 47 (`en_US` -> `en-US`); an unusable value stays as written
                // for the loader's warning.
                metadata.language = LanguageTag.normalized(text) ?? text
            case "identifier":
                if metadata.identifier == nil || child[attribute: "id"] == package[attribute: "unique-identifier"] {
                    metadata.identifier = text
                }
            case "publisher" where metadata.publisher == nil:
                metadata.publisher = text
            case "date" where metadata.date == nil && child.namespace == XMLNamespace.dc && !text.isEmpty:
                metadata.date = text
            case "rights" where metadata.rights == nil && !text.isEmpty:
                metadata.rights = text
            case "meta":
                if let property = child[attribute: "property"], child[attribute: "refines"] == nil {
                    if property == "dcterms:modified" {
                        metadata.modified = text
                    } else if property.hasPrefix("schema:") {
                        metadata.accessibility[String(property.dropFirst("schema:".count)), default: []].append(text)
                    }
                } else if let name = child[attribute: "name"], let content = child[attribute: "content"],
                          name.hasPrefix("schema:") {
                    // EPUB 2 style <meta name="schema:accessMode" content="textual"/>
                    metadata.accessibility[String(name.dropFirst("schema:".count)), default: []].append(content)
                }
            default:
                break
            }
        }
        metadata.title = (titles.first { $0.type == "main" } ?? titles.first { $0.type == nil } ?? titles.first)?.text
        metadata.subtitle = titles.first { $0.type == "subtitle" }?.text
        metadata.edition = titles.first { $0.type == "edition" }?.text
        return metadata
    }

    /// Manifest hrefs of content that `META-INF/encryption.xml` lists as encrypted with
    /// something other than font obfuscation.
    static func encryptedResources(in store: ResourceStore) -> Set<String> {
        let path = "META-INF/encryption.xml"
        guard store.contains(path), let bytes = try? store.read(path),
              let document = try? XMLParser.parse(bytes, url: path) else { return [] }
        let fontObfuscation: Set<String> = ["http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"]
        var encrypted: Set<String> = []
        for data in document.root.descendants(named: "EncryptedData") {
            let algorithm = data.first("EncryptionMethod")?[attribute: "Algorithm"] ?? ""
            guard !fontObfuscation.contains(algorithm),
                  let uri = data.descendants(named: "CipherReference").first?[attribute: "URI"] else { continue }
            encrypted.insert(Href.resolve(uri, against: "").path)
        }
        return encrypted
    }
}

/// A parse error as words.
func markupFailure(_ error: XMLParseError) -> (line: Int, failure: MarkupFailure) {
    switch error {
    case .malformed(let line, let message): return (line, .parser(message))
    case .tooDeep(let line, let limit): return (line, .tooDeep(limit: limit))
    case .entityExpansion(let limit): return (0, .entityExpansion(limit: limit))
    case .empty: return (0, .noRoot)
    }
}
