import BookModel
import ReadingModel
import Foundation
import XMLTree

/// Where a NIMAS or DAISY 3 fileset keeps its DTBook: the OPF package whose manifest lists
/// an `application/x-dtbook+xml` item (NIMAS 1.1, §"Package file"; Z39.86-2005 §8), else
/// the one XML file whose root is `dtbook`.
struct DTBookFileset {
    /// The package document's path in the store, when the fileset has one.
    var package: String?
    /// The DTBook documents, in the package's spine order (else manifest order).
    var documents: [String]

    static let mediaType = "application/x-dtbook+xml"

    /// The fileset in `store`, whose files are `paths`; `nil` when it holds none.
    static func find(in store: ResourceStore, paths: [String]) -> DTBookFileset? {
        // Deepest last: a package at the top of a folder or zip wins over one inside it.
        let byDepth = paths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        for path in byDepth where path.lowercased().hasSuffix(".opf") {
            if let fileset = package(at: path, in: store) { return fileset }
        }
        for path in byDepth where path.lowercased().hasSuffix(".xml") {
            guard let size = store.size(path), size > 0, let bytes = try? store.read(path) else { continue }
            if InputDetector.markupRoot(Array(bytes.prefix(InputDetector.prefixLength)))?.name == "dtbook" {
                return DTBookFileset(package: nil, documents: [path])
            }
        }
        return nil
    }

    /// The fileset the package at `path` describes, when its manifest holds a DTBook.
    static func package(at path: String, in store: ResourceStore) -> DTBookFileset? {
        guard let bytes = try? store.read(path), let root = try? XMLParser.parse(bytes, url: path).root,
              root.name == "package", let manifest = root.first("manifest") else { return nil }
        var byID: [String: String] = [:]
        var inOrder: [String] = []
        for item in manifest.elements where item.name == "item" && item[attribute: "media-type"] == mediaType {
            guard let href = item[attribute: "href"] else { continue }
            let resolved = Href.resolve(href, against: path).path
            if let id = item[attribute: "id"] { byID[id] = resolved }
            inOrder.append(resolved)
        }
        guard !inOrder.isEmpty else { return nil }
        let spine = (root.first("spine")?.elements ?? []).compactMap { $0[attribute: "idref"].flatMap { byID[$0] } }
        var seen: Set<String> = []
        let documents = (spine.isEmpty ? inOrder : spine + inOrder).filter { seen.insert($0).inserted }
        return DTBookFileset(package: path, documents: documents)
    }
}
