import Foundation
import BookModel
import ReadingModel

/// The files of an EPUB as they are, for writers that make a new book from it (the
/// narrated EPUB): the package document's path and manifest, and every file's bytes.
/// Reading the model stays ``BookLoader``'s job.
public struct EPUBSource {
    /// One manifest item.
    public struct Item: Sendable, Hashable {
        public var id: String
        /// Book-relative path.
        public var href: String
        public var mediaType: String
        public var properties: Set<String>
    }

    /// The path the user named, used in messages.
    public var displayPath: String { store.displayPath }
    /// Book-relative path of the package document.
    public let packagePath: String
    /// The package's `version` attribute (`3.0`, `2.0` ...).
    public let version: String
    /// Manifest items in no particular order.
    public let manifest: [Item]
    /// The open book; ``BookLoader/load(_:)`` reads the model from it, so a narrated EPUB
    /// and every other format of one export share one opening of the file.
    let store: ResourceStore

    /// Every file of the book (no folders), in the archive's (or folder's) order.
    public var paths: [String] { store.paths.filter { store.contains($0) } }

    /// Opens the EPUB file or unpacked folder at `path`.
    public static func open(path: String, limits: ReadingLimits = .default) throws(ExportError) -> EPUBSource {
        let isDirectory = try RegularFile.isDirectory(path, displayPath: path)
        let url = URL(fileURLWithPath: path)
        let store: ResourceStore
        if isDirectory {
            store = DirectoryStore(url: url, displayPath: path, limits: limits)
        } else {
            if let problem = RegularFile.problem(path, displayPath: path) { throw problem }
            store = try ZipStore(url: url, displayPath: path, limits: limits)
        }
        let packagePath = try PackageDocument.rootfilePath(in: store)
        let package = try PackageDocument.read(at: packagePath, from: store)
        let items = package.orderedManifest.map { Item(id: $0.id, href: $0.href, mediaType: $0.mediaType, properties: $0.properties) }
        return EPUBSource(packagePath: packagePath, version: package.version, manifest: items, store: store)
    }

    /// The bytes of a book-relative path.
    public func read(_ path: String) throws(ExportError) -> [UInt8] {
        try store.read(path)
    }
}
