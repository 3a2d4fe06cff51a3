import ReadingModel
import Foundation

/// Finds the project's own liblouis tables (`tables/` at the top of the repository, or
/// installed beside the executable) with no path set by the user.
///
/// The search order, first match wins:
/// 1. `EXPORTTOOL_TABLES`, when set (a folder holding `exporttool-fixes.uti`);
/// 2. a `tables/` folder beside the running executable or in any folder above it
///    (`.build/debug/exporttool` finds the repository's `tables/`; an install may put
///    `tables/` beside `bin/`, or in `share/exporttool/tables`);
/// 3. the source tree this file was compiled from (`#filePath`), for tests and
///    development builds that were moved.
///
/// ``Louis`` puts the folder found in front of the system tables on liblouis's table
/// search path, so table lists may name project and system tables alike.
package enum TableLocator {
    /// The file that marks a folder as exporttool's tables.
    package static let marker = "exporttool-fixes.uti"

    /// liblouis's own tables.
    package static let systemTables = "/usr/share/liblouis/tables"

    /// The project's tables folder, or `nil` when none of the places holds one.
    package static let projectTables: String? = locate()

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                       executable: URL? = Bundle.main.executableURL) -> String? {
        if let override = environment["EXPORTTOOL_TABLES"], !override.isEmpty {
            return isTablesFolder(override) ? override : nil
        }
        if let executable {
            var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while true {
                for candidate in ["tables", "share/exporttool/tables"] {
                    let path = directory.appendingPathComponent(candidate).path
                    if isTablesFolder(path) { return path }
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("tables").path
        return isTablesFolder(source) ? source : nil
    }

    private static func isTablesFolder(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(marker))
    }
}
