import Foundation
import ZIPFoundation

/// The files of a book, by book-relative path, whatever holds them.
protocol ResourceStore {
    /// The path the user named, used in every message.
    var displayPath: String { get }
    func contains(_ path: String) -> Bool
    /// The bytes of a book-relative path, under the reading limits.
    func read(_ path: String) throws(ExportError) -> [UInt8]
    /// Every path in the store.
    var paths: [String] { get }
}

/// An `.epub` (zip) file. Entries are indexed once; names that escape the archive,
/// too many entries, and entries too large or too compressed are refused.
final class ZipStore: ResourceStore {
    let displayPath: String
    private let archive: Archive
    private let entries: [String: Entry]
    private let limits: ReadingLimits
    let paths: [String]

    init(url: URL, displayPath: String, limits: ReadingLimits) throws(ExportError) {
        self.displayPath = displayPath
        self.limits = limits
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw .notAnEPUB(path: displayPath, reason: "not a zip archive or truncated (\(error))")
        }
        self.archive = archive
        var entries: [String: Entry] = [:]
        var paths: [String] = []
        var count = 0
        for entry in archive {
            count += 1
            if count > limits.maxEntries {
                throw .limitExceeded(path: displayPath, what: "number of zip entries", limit: limits.maxEntries)
            }
            let path = entry.path
            if !Self.isSafe(path) {
                throw .unsafeEntry(path: displayPath, entry: path)
            }
            if entry.type == .file {
                entries[path] = entry
                paths.append(path)
            }
        }
        if count == 0 {
            throw .notAnEPUB(path: displayPath, reason: "the archive is empty or its directory is unreadable")
        }
        self.entries = entries
        self.paths = paths
    }

    /// A zip entry name is safe when it is relative and never climbs above the root.
    static func isSafe(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.contains("\0") { return false }
        if path.count >= 2, path.dropFirst().first == ":" { return false }  // C:...
        let components = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        return !components.contains("..")
    }

    func contains(_ path: String) -> Bool {
        entries[path] != nil
    }

    func read(_ path: String) throws(ExportError) -> [UInt8] {
        guard let entry = entries[path] else {
            throw .missingResource(path: displayPath, href: path)
        }
        let declared = entry.uncompressedSize
        if declared > UInt64(limits.maxEntrySize) {
            throw .limitExceeded(path: displayPath, what: "uncompressed size of \(path)", limit: limits.maxEntrySize)
        }
        let compressed = max(entry.compressedSize, 1)
        let maxBytes = limits.maxEntrySize
        let maxRatio = limits.maxCompressionRatio
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(min(declared, UInt64(maxBytes))))
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                bytes.append(contentsOf: chunk)
                // Declared sizes can lie: the limits hold for what actually comes out.
                if bytes.count > maxBytes {
                    throw ReadLimit.size
                }
                if bytes.count > 1 << 20, UInt64(bytes.count) / compressed > UInt64(maxRatio) {
                    throw ReadLimit.ratio
                }
            }
        } catch ReadLimit.size {
            throw .limitExceeded(path: displayPath, what: "uncompressed size of \(path)", limit: maxBytes)
        } catch ReadLimit.ratio {
            throw .limitExceeded(path: displayPath, what: "compression ratio of \(path)", limit: maxRatio)
        } catch {
            throw .notAnEPUB(path: displayPath, reason: "\(path) is corrupt (\(error))")
        }
        return bytes
    }

    private enum ReadLimit: Error { case size, ratio }
}

/// An unpacked EPUB folder. Paths are confined to the folder, symbolic links included.
final class DirectoryStore: ResourceStore {
    let displayPath: String
    private let root: URL
    private let rootPath: String
    private let limits: ReadingLimits

    init(url: URL, displayPath: String, limits: ReadingLimits) {
        self.displayPath = displayPath
        self.root = url.resolvingSymlinksInPath().standardizedFileURL
        self.rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        self.limits = limits
    }

    private func resolve(_ path: String) -> URL? {
        guard ZipStore.isSafe(path) else { return nil }
        let url = root.appendingPathComponent(path).resolvingSymlinksInPath().standardizedFileURL
        return url.path.hasPrefix(rootPath) ? url : nil
    }

    func contains(_ path: String) -> Bool {
        guard let url = resolve(path) else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    func read(_ path: String) throws(ExportError) -> [UInt8] {
        guard let url = resolve(path) else { throw .unsafeEntry(path: displayPath, entry: path) }
        guard contains(path) else { throw .missingResource(path: displayPath, href: path) }
        return try readFile(url, displayPath: displayPath + "/" + path, limit: limits.maxEntrySize)
    }

    var paths: [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [String] = []
        for case let url as URL in enumerator {
            let path = url.resolvingSymlinksInPath().standardizedFileURL.path
            if path.hasPrefix(rootPath) { found.append(String(path.dropFirst(rootPath.count))) }
        }
        return found.sorted()
    }
}

/// Reads a whole regular file, refusing one larger than `limit` (see ``RegularFile``).
func readFile(_ url: URL, displayPath: String, limit: Int) throws(ExportError) -> [UInt8] {
    try RegularFile.read(url.path, displayPath: displayPath, limit: limit)
}
