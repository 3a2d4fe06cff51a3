/// One job for a kept job worker (`exporttool serve-job`), one ``WorkerFrames`` frame on
/// its standard input: the folder to run in (the job's input folder, so that a message
/// names the book as the client sent it) and the export command's arguments.
package struct JobRequest: Codable, Sendable {
    package var directory: String
    package var arguments: [String]

    package init(directory: String, arguments: [String]) {
        self.directory = directory
        self.arguments = arguments
    }
}

/// A job worker's answer, one frame on its standard output: the warnings and, when the
/// export failed, its error, each worded as `exporttool export` prints it (without the
/// `exporttool: warning: ` / `exporttool: error: ` prefix), and how many seconds each
/// format took (``BookExport/formatTimed``), by its name, for `/metrics`.
package struct JobAnswer: Codable, Sendable {
    package var warnings: [String]
    package var error: String?
    package var formatSeconds: [String: Double]

    package init(warnings: [String] = [], error: String? = nil, formatSeconds: [String: Double] = [:]) {
        self.warnings = warnings
        self.error = error
        self.formatSeconds = formatSeconds
    }
}
