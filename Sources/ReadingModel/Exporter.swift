/// One file an exporter produces.
public struct OutputFile: Sendable, Equatable {
    /// Added to the output stem before the extension (`-0001`, `-v02`); empty for the main file.
    public var suffix: String
    public var fileExtension: String
    public var contents: [UInt8]
    /// Problems met while rendering that did not stop it (e.g. characters a braille table
    /// could not translate), as values; ``ExportWarning/message`` words them.
    public var warnings: [ExportWarning]

    public init(suffix: String = "", fileExtension: String, contents: [UInt8], warnings: [ExportWarning] = []) {
        self.suffix = suffix
        self.fileExtension = fileExtension
        self.contents = contents
        self.warnings = warnings
    }
}

/// An exporter: a walker over the reading plan that owns only its output rules. It renders
/// everything in memory; writing (atomically) is ``OutputWriter``'s job.
///
/// A renderer is given a ``ReadingPlan``, never the book: what is read, in what order and
/// with what words was decided there, once for every format of a run.
public protocol Exporter: Sendable {
    /// The extension of the main output file (`txt`, `ssml`, `brf` ...).
    var fileExtension: String { get }
    /// The plan this exporter renders: its reading settings with its own default note
    /// placement. Formats whose plan settings are equal are given the same plan.
    var planSettings: PlanSettings { get }
    /// Renders the plan. Most formats give one file; chunked SSML and braille volumes more.
    func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile]
}

/// Where a ``StreamingExporter`` writes its file, piece by piece, as it renders: a file on
/// disk (``OutputWriter`` keeps the all-or-nothing temporary and rename) or memory.
public protocol OutputSink: AnyObject {
    /// Appends `text`'s UTF-8 bytes.
    func write(_ text: String) throws(ExportError)
}

/// Collects what is written in memory: ``StreamingExporter/export(_:)`` uses it, so the
/// file in memory and the file streamed to disk are the same bytes.
public final class MemorySink: OutputSink {
    public private(set) var bytes: [UInt8] = []
    public init() {}
    public func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}

/// An exporter that can write its one file as it renders, so that the whole output of a
/// large book is never held in memory at once (a million paragraphs give hundreds of megabytes).
public protocol StreamingExporter: Exporter {
    /// Whether these settings give one file that ``stream(_:to:)`` can write (chunked SSML
    /// gives several and is rendered with ``Exporter/export(_:)``).
    var streamsOneFile: Bool { get }
    /// Writes the main file to `sink` and returns its warnings: the same bytes and
    /// warnings that ``Exporter/export(_:)`` gives in one ``OutputFile``.
    func stream(_ plan: ReadingPlan, to sink: any OutputSink) throws(ExportError) -> [ExportWarning]
}

extension StreamingExporter {
    public var streamsOneFile: Bool { true }

    /// The streamed file, gathered in memory.
    public func renderedInMemory(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        let sink = MemorySink()
        let warnings = try stream(plan, to: sink)
        return [OutputFile(fileExtension: fileExtension, contents: sink.bytes, warnings: warnings)]
    }
}
