import Foundation

/// A 64-bit FNV-1a hash: enough to notice that a book or the options changed; not a
/// cryptographic digest.
package struct ContentHash: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    package mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        update([0])
    }

    package mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Hash of a file's bytes, or of every file below a folder (paths and contents).
    package static func ofInput(_ path: String) -> String? {
        var hash = ContentHash()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { return nil }
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String { files.append(relative) }
            for relative in files.sorted() {
                let full = (path as NSString).appendingPathComponent(relative)
                var childIsDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: full, isDirectory: &childIsDirectory)
                if childIsDirectory.boolValue { continue }
                hash.update(relative)
                // A FIFO or device inside the folder is never opened here; the worker
                // reports it if the book needs it.
                if RegularFile.problem(full, displayPath: full) != nil { hash.update("not a regular file"); continue }
                guard hash.updateFile(full) else { return nil }
            }
        } else {
            guard hash.updateFile(path) else { return nil }
        }
        return hash.hex
    }

    private mutating func updateFile(_ path: String) -> Bool {
        guard let (fd, _) = try? RegularFile.open(path, displayPath: path) else { return false }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        defer { close(fd) }
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                return false
            }
            // End of file reads as nil or as empty data, depending on the platform.
            guard let chunk, !chunk.isEmpty else { return true }
            chunk.withUnsafeBytes { update($0) }
        }
    }
}
