import Foundation
import ZIPFoundation

/// Builds EPUB files for tests from the project's own fixtures, with whatever damage a
/// test asks for. Everything is written under a fresh temporary folder.
struct BookFactory {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("exporttool-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The files of an unpacked EPUB folder, `mimetype` first, as (path, bytes) pairs.
    static func entries(ofFolder folder: URL) throws -> [(String, Data)] {
        let root = folder.standardizedFileURL.path + "/"
        var entries: [(String, Data)] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            entries.append((path, try Data(contentsOf: url)))
        }
        entries.sort { ($0.0 == "mimetype" ? "" : $0.0) < ($1.0 == "mimetype" ? "" : $1.0) }
        return entries
    }

    /// The sample book's entries.
    static func sampleEntries() throws -> [(String, Data)] {
        try entries(ofFolder: TestPaths.sampleBook)
    }

    /// Writes a zip with these entries (deflated unless `stored`), returning its path.
    @discardableResult
    func zip(_ entries: [(String, Data)], name: String = "book.epub", stored: Set<String> = ["mimetype"]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count),
                                 compressionMethod: stored.contains(path) ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url.path
    }

    /// Writes raw bytes as a file, returning its path.
    func file(_ name: String, _ bytes: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }
}

extension Array where Element == (String, Data) {
    /// A copy with the entry at `path` replaced (or added), or removed when `data` is nil.
    func replacing(_ path: String, with data: Data?) -> [(String, Data)] {
        var result = filter { $0.0 != path }
        if let data { result.append((path, data)) }
        return result
    }

    func replacing(_ path: String, with text: String) -> [(String, Data)] {
        replacing(path, with: Data(text.utf8))
    }
}
