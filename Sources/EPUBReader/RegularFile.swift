import ReadingModel
import Foundation

/// Reading only regular files. A FIFO, a device or a socket named as a book, found inside
/// an unpacked EPUB folder or below a batch folder is refused without being opened:
/// opening a FIFO blocks until a writer appears, and a device can be read forever.
package enum RegularFile {
    /// Why `path` cannot be read as a regular file, or nil when it can be (symbolic links
    /// are followed, as for any input the user names). Only `stat`s the path.
    package static func problem(_ path: String, displayPath: String) -> ExportError? {
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .fileNotFound(path: displayPath) }
            return .unreadable(path: displayPath, cause: .system(errno: code))
        }
        return isRegular(info) ? nil : .unreadable(path: displayPath, cause: .notRegularFile)
    }

    /// Whether `path` (links followed) is a folder. Throws when it cannot be reached, each
    /// cause named: missing, a symbolic-link loop (`ELOOP`), no permission.
    package static func isDirectory(_ path: String, displayPath: String) throws(ExportError) -> Bool {
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: displayPath) }
            throw .unreadable(path: displayPath, cause: .system(errno: code))
        }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isRegular(_ info: stat) -> Bool {
        (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether an open descriptor is a regular file.
    package static func isRegular(descriptor fd: Int32) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && isRegular(info)
    }

    /// Opens a regular file for reading, never blocking on a FIFO swapped in after the
    /// check (`O_NONBLOCK`), and checks the open descriptor again (`fstat`).
    package static func open(_ path: String, displayPath: String) throws(ExportError) -> (fd: Int32, size: Int) {
        if let problem = problem(path, displayPath: displayPath) { throw problem }
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw .fileNotFound(path: displayPath) }
            throw .unreadable(path: displayPath, cause: .system(errno: code))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, isRegular(info) else {
            close(fd)
            throw .unreadable(path: displayPath, cause: .notRegularFile)
        }
        return (fd, Int(info.st_size))
    }

    /// Reads a whole regular file, refusing one larger than `limit` whatever its size
    /// claimed: at most `limit + 1` bytes are ever read.
    package static func read(_ path: String, displayPath: String, limit: Int) throws(ExportError) -> [UInt8] {
        let (fd, size) = try open(path, displayPath: displayPath)
        defer { close(fd) }
        return try read(fd: fd, size: size, displayPath: displayPath, limit: limit)
    }

    /// ``read(_:displayPath:limit:)`` from a descriptor already open, from its offset.
    static func read(fd: Int32, size: Int, displayPath: String, limit: Int) throws(ExportError) -> [UInt8] {
        if size > limit { throw .limitExceeded(path: displayPath, what: .fileSize, limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let cap = limit == Int.max ? limit : limit + 1
        while true {
            let wanted = min(chunk.count, cap - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(path: displayPath, cause: .system(errno: code))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { throw .limitExceeded(path: displayPath, what: .fileSize, limit: limit) }
        }
    }
}

/// `strerror` in lower case, for the middle of a message: "permission denied".
func errnoDescription(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
}
