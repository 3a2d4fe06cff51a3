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

    @Argument(help: "An .epub file, an unpacked EPUB folder, or an .xhtml/.html file.")
    var book: String

    @Option(name: .customLong("to"), help: "Comma list of formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var formats: String

    @Option(name: .shortAndLong, help: "Write the (single) output to this file.")
    var output: String?

    @Option(help: "Write every output into this folder as STEM.EXT.")
    var outputDir: String?

    @Option(help: "Output file name stem (default: the book's file name without extension).")
    var stem: String?

    @Option(help: "Language to use instead of the book's (BCP 47, e.g. en-GB).")
    var lang: String?

    @Option(help: "Where note bodies go: \(NotePlacement.allCases.map(\.rawValue).joined(separator: ", ")) (default depends on the format).")
    var notes: NotePlacement?

    @OptionGroup(title: "Text and Markdown") var textOptions: TextOptions
    @OptionGroup(title: "SSML") var ssmlOptions: SSMLOptions
    @OptionGroup(title: "Braille") var brailleOptions: BrailleOptions
    @OptionGroup(title: "Reading limits") var reading: ReadingOptions

    func validate() throws {
        if output != nil && outputDir != nil {
            throw ValidationError("use either -o or --output-dir, not both")
        }
    }

    func run() throws {
        do {
            let formats = try ExportFormat.parseList(self.formats)
            if formats.count > 1 && outputDir == nil {
                throw ExportError.invalidOption("several formats need --output-dir DIR")
            }
            var settings = ExportSettings()
            settings.language = lang
            settings.notes = notes
            textOptions.apply(to: &settings)
            ssmlOptions.apply(to: &settings)
            brailleOptions.apply(to: &settings)
            let exporters = try formats.map { format throws(ExportError) in try format.makeExporter(settings) }
            var model = try BookLoader(limits: reading.limits).load(path: book)
            if let lang { model.metadata.language = lang }
            // Render everything before writing anything: no partial outputs on failure.
            var rendered: [[OutputFile]] = []
            for exporter in exporters { rendered.append(try exporter.export(model)) }
            let stem = self.stem ?? Self.defaultStem(for: book)
            if let outputDir {
                try prepareDirectory(outputDir)
                var written: [String] = []
                for files in rendered {
                    written += try OutputWriter.write(files, stem: stem, into: outputDir)
                }
                for path in written { FileHandle.standardError.write(Data("wrote \(path)\n".utf8)) }
            } else if let output {
                let files = rendered[0]
                guard files.count == 1 else {
                    throw ExportError.invalidOption("this export makes \(files.count) files; use --output-dir")
                }
                try OutputWriter.write([(files[0].contents, output)])
            } else {
                let files = rendered[0]
                guard files.count == 1 else {
                    throw ExportError.invalidOption("this export makes \(files.count) files; use --output-dir")
                }
                FileHandle.standardOutput.write(Data(files[0].contents))
            }
            for warning in model.warnings {
                FileHandle.standardError.write(Data("exporttool: warning: \(warning)\n".utf8))
            }
        } catch let error as ExportError {
            fail(error)
        }
    }

    private func prepareDirectory(_ path: String) throws(ExportError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .outputFailed(path: path, reason: "cannot create the output folder")
        }
    }

    static func defaultStem(for path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? "book" : stem
    }
}

extension NotePlacement: ExpressibleByArgument {}
