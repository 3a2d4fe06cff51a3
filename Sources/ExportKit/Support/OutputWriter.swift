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
                let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).partial-\(getpid())"
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
