import ExportKit
import Foundation

/// Options that name files (`--table`, `--lexicon`, `--manifest`; `--voice` takes names
/// only) read only regular files: a device or FIFO named there (`--table /dev/zero`) would
/// be read forever or block. A refused file is `unreadable`, exit code 3, as for a book.
enum NamedFiles {
    /// Checks every table of a `--table` list that resolves to something on disk, where
    /// liblouis would look for it: as given (an absolute path, or relative to the current
    /// folder) and in each folder of its table path. Names found nowhere are left to
    /// liblouis, which reports them.
    static func checkTables(_ tables: [String]) throws(ExportError) {
        var folders = [TableLocator.systemTables]
        if let project = TableLocator.projectTables { folders.append(project) }
        if let path = ProcessInfo.processInfo.environment["LOUIS_TABLEPATH"] {
            folders += path.split(separator: ",").map(String.init)
        }
        for table in tables where !table.isEmpty {
            var candidates = [table]
            if !table.hasPrefix("/") { candidates += folders.map { ($0 as NSString).appendingPathComponent(table) } }
            for candidate in candidates {
                var info = stat()
                guard stat(candidate, &info) == 0 else {
                    // A loop or a forbidden folder is reported; absence is liblouis's to report.
                    if errno == ELOOP || errno == EACCES { throw .unreadable(path: candidate, cause: .system(errno: errno)) }
                    continue
                }
                if let problem = RegularFile.problem(candidate, displayPath: table) { throw problem }
            }
        }
    }
}
