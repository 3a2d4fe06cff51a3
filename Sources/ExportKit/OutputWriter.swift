import Foundation

/// Writes outputs atomically: each file goes to a temporary name in the same folder and
/// is renamed into place only when every file of the export has been written, so an
/// interrupted or failed export leaves no partial output.
public enum OutputWriter {
    /// Writes `files` as `directory/stem<suffix>.<ext>` and returns the paths written.
    @discardableResult
    public static func write(_ files: [OutputFile], stem: String, into directory: String) throws(ExportError) -> [String] {
        let safeStem = sanitizedFileName(stem)
        let targets = files.map { file in
            (directory as NSString).appendingPathComponent(safeStem + sanitizedFileName(file.suffix) + "." + file.fileExtension)
        }
        try write(zip(files.map(\.contents), targets).map { ($0, $1) })
        return targets
    }

    /// Writes each `(contents, path)` pair atomically, all or nothing.
    public static func write(_ items: [([UInt8], String)]) throws(ExportError) {
        var temporaries: [(String, String)] = []
        do {
            for (contents, path) in items {
                let directory = (path as NSString).deletingLastPathComponent
                let name = (path as NSString).lastPathComponent
                let temporary = (directory.isEmpty ? "." : directory) + "/.\(name)\(partialMarker)\(getpid())"
                let data = Data(contents)
                guard FileManager.default.createFile(atPath: temporary, contents: data) else {
                    throw ExportError.outputFailed(path: path, reason: "cannot create file in \(directory.isEmpty ? "." : directory)")
                }
                temporaries.append((temporary, path))
            }
            for (temporary, path) in temporaries {
                if rename(temporary, path) != 0 {
                    throw ExportError.outputFailed(path: path, reason: String(cString: strerror(errno)))
                }
            }
        } catch {
            for (temporary, _) in temporaries { unlink(temporary) }
            throw (error as? ExportError) ?? .outputFailed(path: items.first?.1 ?? "", reason: "\(error)")
        }
    }

    /// Creates a folder and its parents, if missing.
    public static func createDirectory(_ path: String) throws(ExportError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .outputFailed(path: path, reason: "cannot create the output folder")
        }
    }

    /// The marker in temporary file names: `.NAME.partial-PID`.
    public static let partialMarker = ".partial-"

    /// Removes temporary files left in `directory` (recursively) by the given processes, or
    /// by any process when `pids` is nil.
    public static func removePartialFiles(under directory: String, pids: Set<Int32>? = nil) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard name.hasPrefix("."), let range = name.range(of: partialMarker, options: .backwards) else { continue }
            let pid = Int32(name[range.upperBound...])
            if let pids, let pid, !pids.contains(pid) { continue }
            unlink((directory as NSString).appendingPathComponent(relative))
        }
    }

    /// Makes a name safe for one path component: no separators, no leading dots, no
    /// control characters, whatever the book or input file was called.
    public static func sanitizedFileName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar == "\u{7F}" {
                result.unicodeScalars.append("_")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        return String(result.prefix(200))
    }
}
