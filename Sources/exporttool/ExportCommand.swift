import ArgumentParser
import ExportKit
import Foundation

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a book to one or more formats.",
        discussion: """
            With one format and no --output-dir the result goes to standard output, or to \
            the file named by -o. With several formats, --output-dir DIR receives STEM.EXT \
            for each. Files are written atomically: a failed export leaves none.
            """
    )

    @Argument(help: "An .epub file or unpacked EPUB folder, an .xhtml/.html file, a DTBook .xml, a NIMAS/DAISY 3 fileset (.opf, folder or zip), or a .docx, .odt or .md file.")
    var book: String

    @Option(name: .shortAndLong, help: "Write the (single) output to this file (- is standard output).")
    var output: String?

    @Option(help: "Write every output into this folder as STEM.EXT.")
    var outputDir: String?

    @Option(help: "Output file name stem (default: the book's file name without extension).")
    var stem: String?

    @Option(help: "Processes that translate braille (each with its own liblouis) or speak narration (each with its own eSpeak NG); 1 keeps everything in this process. The output is the same.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var options: ExportOptions

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if output != nil && outputDir != nil {
            throw ValidationError("use either -o or --output-dir, not both")
        }
    }

    func run() throws {
        Interruption.discardOutputsOnSignal()
        do throws(ExportError) {
            let warnings = try export(progress: NarrationProgressReport.make(), wrote: { path in
                FileHandle.standardError.write(Data("wrote \(TerminalText.escaped(path))\n".utf8))
            })
            for warning in warnings {
                FileHandle.standardError.write(Data((warningPrefix + "\(TerminalText.escaped(warning.message))\n").utf8))
            }
        } catch {
            fail(error)
        }
    }

    /// The export itself, printing nothing: writes the outputs (to `--output-dir`, `-o` or
    /// standard output) and returns the warnings. `wrote` is told each file written into
    /// `--output-dir`; `formatTimed`, how long each format took. `exporttool serve`'s kept
    /// job workers run it once per job, with `narrationService` speaking its chapters as
    /// jobs of the service.
    func export(progress: @escaping @Sendable (NarrationProgress) -> Void = { _ in },
                formatTimed: @escaping @Sendable (ExportFormat, Duration) -> Void = { _, _ in },
                narrationService: (any NarrationService)? = nil,
                wrote: (String) -> Void = { _ in }) throws(ExportError) -> [ExportWarning] {
        var export = try options.bookExport()
        if jobs > 1 {
            export.brailleService = BrailleWorkerPool(workerCommand: TranslateWorkerCommand.command, workers: jobs)
            export.narrationService = NarrationWorkerPool(workerCommand: NarrationWorkerCommand.command, workers: jobs)
        }
        if let narrationService { export.narrationService = narrationService }
        export.narrationProgress = progress
        export.formatTimed = formatTimed
        // Usage first: what cannot be one file is refused before the book is read.
        if outputDir == nil { try export.refuseOneFile() }
        if let outputDir {
            let written = try export.write(path: self.book, stem: stem ?? Self.defaultStem(for: self.book), into: outputDir)
            for path in written.paths { wrote(path) }
            return written.warnings
        } else if let output, output != "-" {
            return try export.write(path: self.book, to: output).warnings
        }
        let (book, files) = try export.render(path: self.book)
        guard files.count == 1 else {
            throw ExportError.invalidSetting(InvalidSetting(.outputDirectory, value: "",
                                                            requirement: .folderForFiles(files.count)))
        }
        try StandardOutput.write(files[0].contents)
        return BookExport.warnings(book: book, files: files)
    }

    /// The book's file or folder name without its extension; `.` and `..` (`export .` in
    /// a book's folder) name the folder they stand for: the files were `.txt`, hidden.
    static func defaultStem(for path: String) -> String {
        var name = PathText.name(of: path)
        if name == "." || name == ".." || name == "/" {
            name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        }
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? "book" : stem
    }
}
