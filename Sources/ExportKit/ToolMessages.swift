/// How the tool's lines on standard error begin, shared by the command line that prints them
/// and the parents that read a worker's (the export's narration and braille workers, the
/// service's job workers), so that a worker's message is passed on without its prefix.
package enum ToolMessages {
    package static let errorPrefix = "exporttool: error: "
    package static let warningPrefix = "exporttool: warning: "

    /// `line` without `prefix`, or nil when it does not start with it.
    package static func dropping(_ prefix: String, from line: some StringProtocol) -> String? {
        line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }
}
