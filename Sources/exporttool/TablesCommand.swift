import ArgumentParser
import ExportKit
import Foundation

struct TablesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tables",
        abstract: "List the liblouis braille tables available, with language and grade.",
        discussion: """
            Project tables (from exporttool's tables/ folder) come first, then the system \
            tables. '*' marks the table chosen by default for its language.
            """
    )

    @Option(help: "Only tables for this language (primary subtag, e.g. en, de).")
    var language: String?

    func run() throws {
        do throws(ExportError) {
            try list()
        } catch {
            fail(error)
        }
    }

    private func list() throws(ExportError) {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
        if let folder = TableLocator.projectTables {
            add("project tables: \(folder)")
        } else {
            add("project tables: not found in \(TableLocator.search.looked.joined(separator: ", ")) (set EXPORTTOOL_TABLES)")
        }
        add("system tables: \(TableLocator.systemTables)")
        add("liblouis \(Louis.version)\n")
        let wanted = language?.lowercased()
        for table in BrailleTables.catalogue() {
            if let wanted, !table.languages.contains(where: { $0.lowercased().hasPrefix(wanted) }) { continue }
            let grade = table.grade.map { "grade \($0)" } ?? (table.contraction.map { "contraction \($0)" } ?? "")
            let mark = table.isDefault ? "*" : " "
            let name = table.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            let languages = table.languages.joined(separator: ",").padding(toLength: 14, withPad: " ", startingAt: 0)
            add("\(mark) \(name) \(languages) \(grade)\(table.type.map { "  \($0)" } ?? "")\(table.isProjectTable ? "  (project)" : "")")
        }
        try StandardOutput.write(lines.map { $0 + "\n" }.joined())
    }
}
