import Foundation

/// The small state file beside a batch's outputs (`DIR/.exporttool-state.jsonl`): one JSON
/// line per finished book with the hashes of its input and of the options, and its outputs.
/// Appending a line per book keeps an interrupted run's progress; the last line for a stem wins.
public struct BatchState: Sendable {
    public struct Entry: Sendable, Equatable {
        public var stem: String
        public var inputHash: String
        public var optionsHash: String
        public var outputs: [String]
    }

    public static let fileName = ".exporttool-state.jsonl"

    public let directory: String
    private(set) var entries: [String: Entry] = [:]

    /// Reads the state in `directory`; a missing or damaged file is an empty state.
    public init(directory: String) {
        self.directory = directory
        // Never through a link or into a FIFO planted under the state file's name.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        guard RegularFile.isRegular(descriptor: fd),
              let data = try? handle.readToEnd() else { return }
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let stem = object["stem"] as? String, let input = object["input"] as? String,
                  let options = object["options"] as? String, let outputs = object["outputs"] as? [String]
            else { continue }  // a line cut short by a kill
            entries[stem] = Entry(stem: stem, inputHash: input, optionsHash: options, outputs: outputs)
        }
    }

    public var path: String { (directory as NSString).appendingPathComponent(Self.fileName) }

    /// `true` when the book's outputs exist and were made from the same input and options.
    public func isUpToDate(stem: String, inputHash: String, optionsHash: String) -> Bool {
        guard let entry = entries[stem], entry.inputHash == inputHash, entry.optionsHash == optionsHash,
              !entry.outputs.isEmpty else { return false }
        return entry.outputs.allSatisfy {
            FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent($0))
        }
    }

    public func outputs(of stem: String) -> [String] {
        entries[stem]?.outputs ?? []
    }

    /// Records a finished book, appending one line to the file.
    public mutating func record(_ entry: Entry) {
        entries[entry.stem] = entry
        let line = JSONValue.object([
            ("stem", .string(entry.stem)), ("input", .string(entry.inputHash)),
            ("options", .string(entry.optionsHash)), ("outputs", .array(entry.outputs.map(JSONValue.string))),
        ]).serialized() + "\n"
        // O_NOFOLLOW: a symbolic link planted in the output folder cannot redirect the
        // append outside it; a FIFO or device there is left alone.
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        guard RegularFile.isRegular(descriptor: fd) else { return }
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
