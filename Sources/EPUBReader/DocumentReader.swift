import ReadingModel
import XMLTree

/// Reads single book documents held in memory, each with the parser the book loader uses:
/// for checking one document on its own, and the entry points of the fuzz targets.
public enum DocumentReader {
    /// Parses an OPF package document and returns its metadata and spine length.
    public static func readPackageDocument(_ bytes: [UInt8], limits: ReadingLimits = .default)
        throws(ExportError) -> (metadata: Metadata, spineCount: Int) {
        let store = MemoryStore(files: ["package.opf": bytes], displayPath: "package.opf")
        let package = try PackageDocument.read(at: "package.opf", from: store)
        return (package.metadata, package.spine.count)
    }

    /// Parses an EPUB 3 navigation document or an EPUB 2 NCX (told apart by the root element).
    public static func readNavigation(_ bytes: [UInt8], limits: ReadingLimits = .default) throws(ExportError) -> Navigation {
        let root: XMLElement
        do {
            root = try XMLParser.parse(bytes, url: "nav", htmlFallback: true,
                                       limits: XMLParser.Limits(maxDepth: limits.maxDepth,
                                                                maxEntityExpansion: limits.maxEntityExpansion)).root
        } catch {
            let (line, failure) = markupFailure(error)
            throw .malformedDocument(path: "nav", line: line, cause: failure)
        }
        if root.name == "ncx" { return NavigationReader.readNCX(root, path: "toc.ncx") }
        return NavigationReader.readNavigationDocument(root, path: "nav.xhtml")
    }
}

/// Files held in memory.
struct MemoryStore: ResourceStore {
    let files: [String: [UInt8]]
    let displayPath: String

    var paths: [String] { files.keys.sorted() }

    func contains(_ path: String) -> Bool {
        files[path] != nil
    }

    func read(_ path: String) throws(ExportError) -> [UInt8] {
        guard let bytes = files[path] else { throw .missingResource(path: displayPath, href: path) }
        return bytes
    }

    func size(_ path: String) -> Int? { files[path]?.count }
}
