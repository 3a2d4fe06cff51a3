import Foundation

/// A batch worker process: reads one job per line on standard input (a ``BatchJob`` as
/// JSON), exports the book, and answers one line on standard output (a ``BatchAnswer``:
/// outputs and warnings, or the typed failure, which the coordinating command words). liblouis is not thread-safe, so books run in parallel in
/// separate worker processes; each worker keeps its compiled tables between books.
package struct BatchWorker: Sendable {
    package var export: BookExport
    package var outputDirectory: String

    package init(export: BookExport, outputDirectory: String) {
        self.export = export
        self.outputDirectory = outputDirectory
    }

    /// Serves jobs until standard input closes.
    package func serve() {
        // The coordinator may have ignored SIGINT; a worker dies at once when told to.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var reader = LineReader(handle: FileHandle.standardInput)
        while let line = reader.next() {
            let answer = handle(line)
            // The coordinator gone, nobody wants the answers: stop.
            do throws(ExportError) {
                guard let encoded = try? JSONEncoder().encode(answer) else { return }
                try OutputWriter.writeAll(Array(encoded) + [UInt8(ascii: "\n")], to: STDOUT_FILENO, shown: "standard output")
            } catch {
                return
            }
        }
    }

    func handle(_ line: String) -> BatchAnswer {
        guard let job = try? JSONDecoder().decode(BatchJob.self, from: Data(line.utf8)) else {
            return BatchAnswer(failure: .malformedJob)
        }
        let input = job.input, stem = job.stem
        // Split by hand: Foundation's path functions trap on a one-character name ("a").
        let parts = stem.split(separator: "/", omittingEmptySubsequences: true)
        let name = parts.last.map(String.init) ?? stem
        let folder = parts.dropLast().joined(separator: "/")
        let directory = folder.isEmpty ? outputDirectory : outputDirectory + "/" + folder
        do {
            let (_, paths, warnings) = try export.write(path: input, stem: name, into: directory)
            let prefix = (outputDirectory as NSString).standardizingPath + "/"
            let relative = paths.map { path -> String in
                let standard = (path as NSString).standardizingPath
                return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
            }
            return BatchAnswer(outputs: relative, warnings: warnings)
        } catch {
            return BatchAnswer(failure: .export(error))
        }
    }
}

/// Splits a file handle's bytes into lines.
struct LineReader {
    let handle: FileHandle
    private var buffer: [UInt8] = []
    private var finished = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if finished {
                guard !buffer.isEmpty else { return nil }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { finished = true } else { buffer += chunk }
        }
    }
}
