import Foundation

/// The small state file beside a batch's outputs (`DIR/.exporttool-state.jsonl`): one JSON
/// line per finished book with the hashes of its input and of the options, and its outputs.
/// Appending a line per book keeps an interrupted run's progress; the last line for a stem wins.
package struct BatchState: Sendable {
    package struct Entry: Sendable, Equatable {
        package var stem: String
        package var inputHash: String
        package var optionsHash: String
        package var outputs: [String]
    }

    package static let fileName = ".exporttool-state.jsonl"

    package let directory: String
    private(set) var entries: [String: Entry] = [:]

    /// Reads the state in `directory`; a missing or damaged file is an empty state.
    package init(directory: String) {
        self.directory = directory
        // Never through a link or into a FIFO planted under the state file's name.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        guard RegularFile.isRegular(descriptor: fd),
              let data = try? handle.readToEnd() else { return }
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            // A line cut short by a kill is skipped; the book is redone once.
            guard let record = try? decoder.decode(Line.self, from: Data(line)) else { continue }
            entries[record.stem] = Entry(stem: record.stem, inputHash: record.input, optionsHash: record.options,
                                         outputs: record.outputs)
        }
    }

    /// One line of the file.
    private struct Line: Codable {
        var stem: String
        var input: String
        var options: String
        var outputs: [String]
    }

    package var path: String { (directory as NSString).appendingPathComponent(Self.fileName) }

    /// `true` when the book's outputs exist and were made from the same input and options.
    package func isUpToDate(stem: String, inputHash: String, optionsHash: String) -> Bool {
        guard let entry = entries[stem], entry.inputHash == inputHash, entry.optionsHash == optionsHash,
              !entry.outputs.isEmpty else { return false }
        return entry.outputs.allSatisfy {
            FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent($0))
        }
    }

    package func outputs(of stem: String) -> [String] {
        entries[stem]?.outputs ?? []
    }

    /// Records a finished book, appending one line to the file.
    package mutating func record(_ entry: Entry) {
        entries[entry.stem] = entry
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let encoded = try? encoder.encode(Line(stem: entry.stem, input: entry.inputHash, options: entry.optionsHash,
                                                     outputs: entry.outputs)) else { return }
        // O_NOFOLLOW: a symbolic link planted in the output folder cannot redirect the
        // append outside it; a FIFO or device there is left alone. Read too, for the check below.
        let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        guard RegularFile.isRegular(descriptor: fd) else { return }
        // A run killed mid-append left a line without its newline: end it first, or this
        // record would be glued to it and lost too, and that book redone on every run.
        var info = stat()
        var last = UInt8(ascii: "\n")
        if fstat(fd, &info) == 0, info.st_size > 0, pread(fd, &last, 1, off_t(info.st_size - 1)) != 1 { last = 0 }
        let bytes = (last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")]) + Array(encoded) + [UInt8(ascii: "\n")]
        try? OutputWriter.writeAll(bytes, to: fd, shown: path)
    }
}
