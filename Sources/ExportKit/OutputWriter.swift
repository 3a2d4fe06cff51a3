import Foundation

/// Writes outputs all or nothing: every output is rendered before this is called; each
/// file goes to a temporary name in its target's folder, and only when every temporary is
/// complete are they renamed into place. On any failure every temporary and every file
/// this call already renamed into place is removed, so a failed export leaves none.
///
/// A target that is a character device, a FIFO or a socket (`/dev/null`, a named pipe,
/// `/dev/stdout`) is written into directly, never replaced; a symbolic link is written
/// through to the file it names, and stays a link.
package enum OutputWriter {
    /// Longest file name most Linux file systems accept, in bytes.
    package static let maxNameBytes = 255

    /// Writes `files` as `directory/stem<suffix>.<ext>` and returns the paths written.
    @discardableResult
    package static func write(_ files: [OutputFile], stem: String, into directory: String) throws(ExportError) -> [String] {
        let folder = OutputFolder(directory: directory, stem: stem)
        for file in files { try folder.add(file) }
        return try folder.commit()
    }

    /// The paths `directory/stem<ending>` for these endings (`<suffix>.<ext>`), the stem
    /// cut so that the longest still fits a file name.
    static func targets(endings: [String], stem: String, directory: String) -> [String] {
        let room = maxNameBytes - (endings.map(\.utf8.count).max() ?? 0)
        let safeStem = cutToBytes(sanitizedFileName(stem), max(1, room))
        return endings.map { (directory as NSString).appendingPathComponent(safeStem + $0) }
    }

    /// Writes each `(contents, path)` pair, all or nothing. With `followingLinks` false a
    /// symbolic link, device or pipe at a path is replaced like any file, so nothing is
    /// ever written outside the path's own folder.
    package static func write(_ items: [([UInt8], String)], followingLinks: Bool = true) throws(ExportError) {
        let staged = StagedOutputs(followingLinks: followingLinks)
        for (contents, path) in items { try staged.add(contents, path: path) }
        try staged.commit()
    }

    enum Target {
        /// A regular file (or none yet): replaced by renaming a temporary onto it.
        case file(String)
        /// An open descriptor of this process (`/dev/stdout`, `/dev/fd/N`).
        case descriptor(Int32)
        /// A device, FIFO or socket: opened and written into.
        case special(String)
    }

    /// Whether `path` itself (not followed) is a character or block device, a FIFO or a
    /// socket: something to write into, never to replace.
    package static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK: return true
        default: return false
        }
    }

    /// Follows symbolic links (at most 40, as the kernel does) to what will be written.
    static func resolve(_ path: String) throws(ExportError) -> Target {
        var current = path
        for _ in 0..<40 {
            for prefix in ["/proc/self/fd/", "/dev/fd/"] where current.hasPrefix(prefix) {
                if let fd = Int32(current.dropFirst(prefix.count)) { return .descriptor(fd) }
            }
            if current == "/dev/stdout" { return .descriptor(1) }
            if current == "/dev/stderr" { return .descriptor(2) }
            var info = stat()
            if lstat(current, &info) != 0 {
                let code = errno
                if code == ENOENT { return .file(current) }
                throw .outputFailed(path: path, cause: .system(errno: code))
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    throw .outputFailed(path: path, cause: .unreadableLink)
                }
                current = destination.hasPrefix("/") ? destination
                    : (PathText.directory(of: current) as NSString).appendingPathComponent(destination)
            case S_IFCHR, S_IFIFO, S_IFSOCK:
                return .special(current)
            default:
                return .file(current)
            }
        }
        throw .outputFailed(path: path, cause: .system(errno: ELOOP))
    }

    /// `.NAME~I.partial-PID` beside the target, NAME cut so the whole stays a valid name
    /// (I keeps two long names cut to the same prefix apart).
    static func temporaryName(for file: String, index: Int) -> String {
        let directory = PathText.directory(of: file)
        let tail = "~\(index)" + partialMarker + "\(getpid())"
        let name = cutToBytes(PathText.name(of: file), maxNameBytes - 1 - tail.utf8.count)
        return (directory.isEmpty ? "." : directory) + "/." + name + tail
    }

    /// Creates a new file (never following a link planted under its name) and writes it.
    static func writeNew(_ contents: [UInt8], at temporary: String, shown: String) throws(ExportError) {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let directory = PathText.directory(of: temporary)
            throw .outputFailed(path: shown, cause: .cannotCreateFile(in: directory, errno: errno))
        }
        defer { close(fd) }
        try writeAll(contents, to: fd, shown: shown)
    }

    static func writeDirectly(_ contents: [UInt8], to target: Target, shown: String) throws(ExportError) {
        switch target {
        case .descriptor(let fd):
            try writeAll(contents, to: fd, shown: shown)
        case .special(let path):
            // Blocks until a reader opens a FIFO, as any writer to a pipe does.
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw .outputFailed(path: shown, cause: .system(errno: errno)) }
            defer { close(fd) }
            try writeAll(contents, to: fd, shown: shown)
        case .file:
            break
        }
    }

    package static func writeAll(_ contents: [UInt8], to fd: Int32, shown: String) throws(ExportError) {
        var offset = 0
        while offset < contents.count {
            let count = contents.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, contents.count - offset) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .outputFailed(path: shown, cause: .system(errno: code))
            }
            offset += count
        }
    }

    /// The longest prefix of `text` of at most `limit` UTF-8 bytes, cut between characters.
    static func cutToBytes(_ text: String, _ limit: Int) -> String {
        if text.utf8.count <= limit { return text }
        var result = ""
        var bytes = 0
        for character in text {
            let size = character.utf8.count
            if bytes + size > limit { break }
            result.append(character)
            bytes += size
        }
        return result
    }

    /// Creates a folder and its parents, if missing. Returns the folders it made, the
    /// innermost first, for ``removeEmptyFolders(_:)`` when the run that wanted them fails.
    @discardableResult
    package static func createDirectory(_ path: String) throws(ExportError) -> [String] {
        var missing: [String] = []
        var folder = (path as NSString).standardizingPath
        var info = stat()
        while !folder.isEmpty, folder != "/", lstat(folder, &info) != 0, errno == ENOENT {
            missing.append(folder)
            folder = PathText.directory(of: folder)
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return missing
        } catch {
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let code = underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil }
            throw .outputFailed(path: path, cause: .cannotCreateFolder(errno: code))
        }
    }

    /// Takes away the folders a failed run made (``createDirectory(_:)``), innermost first,
    /// each only while it is empty: a failure leaves no empty output folder behind, and
    /// never removes what something else put there meanwhile.
    package static func removeEmptyFolders(_ folders: [String]) {
        for folder in folders where rmdir(folder) != 0 { return }
    }

    /// The marker in temporary file names: `.NAME~I.partial-PID`.
    package static let partialMarker = ".partial-"

    /// Removes temporary files left in `directory` (recursively) by the given processes, or
    /// by any process when `pids` is nil. With `olderThan`, only those last modified before
    /// that date whose process is no longer running here: what a worker killed mid-write
    /// left, never what a live run (a shard beside this one) is writing.
    package static func removePartialFiles(under directory: String, pids: Set<Int32>? = nil, olderThan date: Date? = nil) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard name.hasPrefix("."), let range = name.range(of: partialMarker, options: .backwards) else { continue }
            let pid = Int32(name[range.upperBound...])
            if let pids, let pid, !pids.contains(pid) { continue }
            let path = (directory as NSString).appendingPathComponent(relative)
            if let date {
                var info = stat()
                guard lstat(path, &info) == 0, Double(info.st_mtim.tv_sec) < date.timeIntervalSince1970 else { continue }
                if let pid, pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
            }
            unlink(path)
        }
    }

    /// Makes a name safe for one path component: no separators, no leading dots, no
    /// control characters, whatever the book or input file was called.
    package static func sanitizedFileName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar == "\u{7F}" {
                result.unicodeScalars.append("_")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        return cutToBytes(result, maxNameBytes)
    }
}
