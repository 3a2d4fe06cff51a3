import EPUBReader
import Foundation
import ReadingModel

/// The files of the EPUB 3 a narrated EPUB is made from: an EPUB 3 book as it is, or the
/// EPUB 3 the tool writes for an EPUB 2 book or a single XHTML file (``EPUB3Upgrade``):
/// the same paths, with some files replaced or added.
struct BookFiles {
    /// One manifest item.
    struct Item: Equatable {
        var id: String
        /// Book-relative path.
        var href: String
        var mediaType: String
        var properties: Set<String>
    }

    /// The path the user named, used in messages.
    var displayPath: String
    /// Book-relative path of the package document.
    var packagePath: String
    var manifest: [Item]
    /// Every file of the book, in the order the EPUB holds them.
    var paths: [String]
    /// Files whose bytes are not (or not only) the source's.
    var replaced: [String: [UInt8]] = [:]
    /// The EPUB the other files come from; `nil` for a single XHTML file.
    var source: EPUBSource?

    init(_ source: EPUBSource) {
        displayPath = source.displayPath
        packagePath = source.packagePath
        manifest = source.manifest.map { Item(id: $0.id, href: $0.href, mediaType: $0.mediaType, properties: $0.properties) }
        paths = source.paths
        self.source = source
    }

    init(displayPath: String, packagePath: String, manifest: [Item], paths: [String], replaced: [String: [UInt8]],
         source: EPUBSource?) {
        self.displayPath = displayPath
        self.packagePath = packagePath
        self.manifest = manifest
        self.paths = paths
        self.replaced = replaced
        self.source = source
    }

    func read(_ path: String) throws(ExportError) -> [UInt8] {
        if let bytes = replaced[path] { return bytes }
        guard let source else { throw .missingResource(path: displayPath, href: path) }
        return try source.read(path)
    }
}
