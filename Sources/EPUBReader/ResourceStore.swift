import ReadingModel
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
    /// The (uncompressed) size of a file, without reading it; `nil` when unknown or absent.
    func size(_ path: String) -> Int?
}

/// An `.epub` (zip) file. Entries are indexed once; names that escape the archive,
/// too many entries, and entries too large or too compressed are refused.
///
/// The file is opened once: its descriptor is checked (a regular file), mapped read-only,
/// and closed; the directory scan and ZIPFoundation both read that one mapping, so what
/// they read is one file even if the path is replaced meanwhile, and a book is opened
/// once per export as README says.
final class ZipStore: ResourceStore {
    let displayPath: String
    private let archive: Archive
    /// The book's bytes, mapped; unmapped when the last reader lets go.
    private let mapping: Data
    private let entries: [String: Entry]
    /// Names that are in the archive but cannot be read as files, and why.
    private let refused: [String: ArchiveFailure.EntryRefusal]
    private let limits: ReadingLimits
    let paths: [String]

    convenience init(url: URL, displayPath: String, limits: ReadingLimits) throws(ExportError) {
        try self.init(mapping: try Self.map(url.path, displayPath: displayPath), displayPath: displayPath, limits: limits)
    }

    /// The zip whose bytes ``map(fd:size:displayPath:)`` mapped.
    init(mapping: Data, displayPath: String, limits: ReadingLimits) throws(ExportError) {
        self.displayPath = displayPath
        self.limits = limits
        self.mapping = mapping
        let archive: Archive
        do {
            archive = try Archive(data: mapping, accessMode: .read)
        } catch {
            throw .notAnEPUB(path: displayPath, cause: .notZip(detail: "\(error)"))
        }
        self.archive = archive
        var entries: [String: Entry] = [:]
        var utf8Names: [String: Entry] = [:]
        var refused: [String: ArchiveFailure.EntryRefusal] = [:]
        var paths: [String] = []
        var count = 0
        // ZIPFoundation ends its listing at an encrypted entry; the central directory
        // itself names them, so they get their own message.
        let directory = ZipDirectory.entries(of: mapping)
        for entry in directory where entry.encrypted {
            refused[entry.name] = .zipEncrypted
        }
        for entry in archive {
            count += 1
            if count > limits.maxEntries {
                throw .limitExceeded(path: displayPath, what: .zipEntries, limit: limits.maxEntries)
            }
            let path = entry.path
            // Info-ZIP in a C locale stores UTF-8 names without the UTF-8 flag: they read
            // as CP437 mojibake, so the raw bytes as UTF-8 are kept as a second name.
            let utf8Path = entry.path(using: .utf8)
            if !Self.isSafe(path) || !Self.isSafe(utf8Path) {
                throw .unsafeEntry(path: displayPath, entry: path)
            }
            switch entry.type {
            case .file:
                if entries[path] != nil {
                    refused[path] = .duplicate
                } else {
                    entries[path] = entry
                    paths.append(path)
                    if utf8Path != path, !utf8Path.isEmpty { utf8Names[utf8Path] = entry }
                }
            case .symlink:
                refused[path] = .symbolicLink
            case .directory:
                refused[String(path.dropLast(path.hasSuffix("/") ? 1 : 0))] = .directory
            }
        }
        if count == 0 && refused.isEmpty {
            throw .notAnEPUB(path: displayPath, cause: .empty)
        }
        // The listing stopped at the first encrypted entry: the entries after it are in
        // the archive but out of reach, which is not the same as missing from the book.
        if count < directory.count, let stop = directory[count...].first(where: \.encrypted)?.name {
            for entry in directory[count...] where refused[entry.name] == nil && entries[entry.name] == nil {
                let name = entry.name.hasSuffix("/") ? String(entry.name.dropLast()) : entry.name
                refused[name] = refused[name] ?? .afterEncrypted(stop)
            }
        }
        for (name, entry) in utf8Names where entries[name] == nil { entries[name] = entry }
        self.entries = entries
        self.refused = refused
        self.paths = paths
    }

    /// Opens the file once and maps it read-only (`MAP_PRIVATE`: pages are read from the
    /// file as they are touched, so a large book costs no memory it does not read).
    private static func map(_ path: String, displayPath: String) throws(ExportError) -> Data {
        let (fd, size) = try RegularFile.open(path, displayPath: displayPath)
        defer { close(fd) }
        return try map(fd: fd, size: size, displayPath: displayPath)
    }

    /// Maps an open file (the descriptor stays the caller's to close).
    static func map(fd: Int32, size: Int, displayPath: String) throws(ExportError) -> Data {
        guard size > 0 else { throw .notAnEPUB(path: displayPath, cause: .empty) }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw .unreadable(path: displayPath, cause: .system(errno: errno))
        }
        return Data(bytesNoCopy: base, count: size, deallocator: .custom { pointer, count in munmap(pointer, count) })
    }

    /// A zip entry name is safe when it is relative and never climbs above the root.
    static func isSafe(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.contains("\0") { return false }
        if path.count >= 2, path.dropFirst().first == ":" { return false }  // C:...
        let components = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        return !components.contains("..")
    }

    func contains(_ path: String) -> Bool {
        entries[path] != nil || refused[path] != nil
    }

    func read(_ path: String) throws(ExportError) -> [UInt8] {
        if let reason = refused[path] {
            throw .notAnEPUB(path: displayPath, cause: .refusedEntry(path, reason))
        }
        guard let entry = entries[path] else {
            throw .missingResource(path: displayPath, href: path)
        }
        let declared = entry.uncompressedSize
        if declared > UInt64(limits.maxEntrySize) {
            throw .limitExceeded(path: displayPath, what: .entrySize(entry: path), limit: limits.maxEntrySize)
        }
        let compressed = max(entry.compressedSize, 1)
        let maxBytes = limits.maxEntrySize
        let maxRatio = limits.maxCompressionRatio
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(min(declared, UInt64(maxBytes))))
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry, skipCRC32: false) { chunk in
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
            throw .limitExceeded(path: displayPath, what: .entrySize(entry: path), limit: maxBytes)
        } catch ReadLimit.ratio {
            throw .limitExceeded(path: displayPath, what: .compressionRatio(entry: path), limit: maxRatio)
        } catch {
            throw .notAnEPUB(path: displayPath, cause: .corruptEntry(path, detail: "\(error)"))
        }
        // The consumer form of extract computes the CRC but does not compare it.
        if checksum != entry.checksum {
            throw .notAnEPUB(path: displayPath, cause: .checksumMismatch(path))
        }
        return bytes
    }

    private enum ReadLimit: Error { case size, ratio }

    func size(_ path: String) -> Int? {
        guard refused[path] == nil, let entry = entries[path] else { return nil }
        return Int(clamping: entry.uncompressedSize)
    }
}

/// Just enough of a zip's central directory to name what ZIPFoundation skips.
enum ZipDirectory {
    /// Every entry's name in directory order, and whether it is flagged as encrypted
    /// (general purpose bit 0). Empty when the directory cannot be found (ZIPFoundation
    /// then reports the archive as unreadable).
    static func entries(of file: Data) -> [(name: String, encrypted: Bool)] {
        let size = file.count
        let tailSize = min(size, 65_557)
        guard tailSize >= 22 else { return [] }
        let tail = bytes(file, offset: size - tailSize, count: tailSize)
        guard let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
            tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06
        }) else { return [] }
        let total = Int(le16(tail, end + 10)), directorySize = Int(le32(tail, end + 12))
        let offset = Int(le32(tail, end + 16))
        guard offset + directorySize <= size, directorySize < 64 << 20 else { return [] }
        let directory = bytes(file, offset: offset, count: directorySize)
        var names: [(name: String, encrypted: Bool)] = []
        var position = 0
        for _ in 0..<total {
            guard position + 46 <= directory.count, le32(directory, position) == 0x0201_4B50 else { break }
            let flags = le16(directory, position + 8)
            let nameLength = Int(le16(directory, position + 28))
            let extra = Int(le16(directory, position + 30)), comment = Int(le16(directory, position + 32))
            guard position + 46 + nameLength <= directory.count else { break }
            names.append((String(decoding: directory[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self),
                          flags & 1 != 0))
            position += 46 + nameLength + extra + comment
        }
        return names
    }

    private static func bytes(_ file: Data, offset: Int, count: Int) -> [UInt8] {
        let start = file.startIndex + offset
        return [UInt8](file[start..<(start + count)])
    }

    private static func le16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        bytes.count >= at + 2 ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : 0
    }

    private static func le32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes.count >= at + 4 ? UInt32(le16(bytes, at)) | UInt32(le16(bytes, at + 2)) << 16 : 0
    }
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

    func size(_ path: String) -> Int? {
        guard let url = resolve(path), contains(path),
              let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
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
