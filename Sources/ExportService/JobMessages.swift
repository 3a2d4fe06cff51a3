/// One job for a kept job worker (`exporttool serve-job`), one ``WorkerFrames`` frame on
/// its standard input: the folder to run in (the job's input folder, so that a message
/// names the book as the client sent it) and the export command's arguments.
package struct JobRequest: Codable, Sendable {
    package var directory: String
    package var arguments: [String]
    /// Where the job's narration queues its chapters as jobs of the job database
    /// (``ChapterJobNarration``); `nil`: spoken in the job's own process.
    package var chapters: ChapterContext?

    package init(directory: String, arguments: [String], chapters: ChapterContext? = nil) {
        self.directory = directory
        self.arguments = arguments
        self.chapters = chapters
    }
}

/// What a job worker needs to queue its narration's chapters and run them: the job
/// database and store its server uses (absolute), the book job, and the server's lease
/// owner and lease length, under which the worker claims the chapters it speaks itself.
package struct ChapterContext: Codable, Sendable, Equatable {
    package var database: String
    package var store: String
    package var parent: String
    package var owner: String
    package var leaseSeconds: Double
}

/// A job worker's answer, one frame on its standard output: the warnings and, when the
/// export failed, its error, each worded as `exporttool export` prints it (without the
/// `exporttool: warning: ` / `exporttool: error: ` prefix), and how many seconds each
/// format took (``BookExport/formatTimed``), by its name, for `/metrics`.
package struct JobAnswer: Codable, Sendable {
    package var warnings: [String]
    package var error: String?
    package var formatSeconds: [String: Double]
    /// Chapters of the job's narration the worker spoke itself (``ChapterJobNarration``),
    /// for `/metrics`.
    package var chaptersSpoken: Int?

    package init(warnings: [String] = [], error: String? = nil, formatSeconds: [String: Double] = [:], chaptersSpoken: Int? = nil) {
        self.warnings = warnings
        self.error = error
        self.formatSeconds = formatSeconds
        self.chaptersSpoken = chaptersSpoken
    }
}
