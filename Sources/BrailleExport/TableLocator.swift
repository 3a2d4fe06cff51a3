import ReadingModel
import Foundation

/// Finds the project's own liblouis tables (`tables/` at the top of the repository, or
/// installed beside the executable) with no path set by the user.
///
/// The search order, first match wins:
/// 1. `EXPORTTOOL_TABLES`, when set (a folder holding `exporttool-fixes.uti`); when it is
///    set, nothing else is tried, so a wrong value is reported instead of silently ignored;
/// 2. relative to the running executable (symbolic links resolved): the installed layout
///    `BIN/../share/exporttool/tables` (`make install`), a `tables/` folder beside the
///    executable, and, for a binary inside a SwiftPM build folder
///    (`REPO/.build/…/debug/exporttool`), the repository's `REPO/tables`;
/// 3. the source tree this file was compiled from (`#filePath`), for tests and
///    development builds that were moved.
///
/// ``Louis`` puts the folder found in front of the system tables on liblouis's table
/// search path, so table lists may name project and system tables alike. A program that
/// embeds the library finds the tables the same way (its own executable's location, then
/// the build tree), or through `EXPORTTOOL_TABLES`.
package enum TableLocator {
    /// The file that marks a folder as exporttool's tables.
    package static let marker = "exporttool-fixes.uti"

    /// The environment variable that names the tables folder.
    package static let environmentVariable = "EXPORTTOOL_TABLES"

    /// liblouis's own tables.
    package static let systemTables = "/usr/share/liblouis/tables"

    /// Where the search looked and what it found.
    package struct Search: Sendable, Equatable {
        /// The tables folder, or `nil` when none of ``looked`` holds one.
        package var found: String?
        /// Every folder tried, in order.
        package var looked: [String]
        /// `true` when `EXPORTTOOL_TABLES` named the (only) folder tried.
        package var fromEnvironment: Bool
    }

    /// The search made once per process.
    package static let search: Search = locate()

    /// The project's tables folder, or `nil` when none of the places holds one.
    package static var projectTables: String? { search.found }

    /// The error for a table list that needs the project's tables when none were found,
    /// or `nil` when they were found (or the list does not need them).
    package static func missingTables(for tables: [String] = [marker]) -> ExportError? {
        guard search.found == nil, tables.contains(where: { $0.hasPrefix("exporttool-") }) else { return nil }
        return .braille(.projectTablesNotFound(looked: search.looked, fromEnvironment: search.fromEnvironment))
    }

    /// The places to look, first match wins (see ``TableLocator``).
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                       executable: URL? = Bundle.main.executableURL,
                       sourceFile: String = #filePath) -> Search {
        if let override = environment[environmentVariable], !override.isEmpty {
            return Search(found: isTablesFolder(override) ? override : nil, looked: [override], fromEnvironment: true)
        }
        var candidates: [String] = []
        if let executable {
            let resolved = executable.resolvingSymlinksInPath()
            let directory = resolved.deletingLastPathComponent()
            candidates.append(directory.deletingLastPathComponent().appendingPathComponent("share/exporttool/tables").path)
            candidates.append(directory.appendingPathComponent("tables").path)
            // A binary somewhere below REPO/.build (SwiftPM's layout) uses REPO/tables.
            let components = resolved.pathComponents
            if let build = components.lastIndex(of: ".build"), build > 0 {
                let repository = NSString.path(withComponents: Array(components[..<build]))
                candidates.append((repository as NSString).appendingPathComponent("tables"))
            }
        }
        // Sources/BrailleExport/TableLocator.swift: three folders up is the repository.
        let repository = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(repository.appendingPathComponent("tables").path)
        var looked: [String] = []
        for candidate in candidates.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) where !looked.contains(candidate) {
            looked.append(candidate)
            if isTablesFolder(candidate) { return Search(found: candidate, looked: looked, fromEnvironment: false) }
        }
        return Search(found: nil, looked: looked, fromEnvironment: false)
    }

    private static func isTablesFolder(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(marker))
    }
}
