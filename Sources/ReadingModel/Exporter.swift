/// One file an exporter produces.
public struct OutputFile: Sendable, Equatable {
    /// Added to the output stem before the extension (`-0001`, `-v02`); empty for the main file.
    public var suffix: String
    public var fileExtension: String
    public var contents: [UInt8]
    /// Problems met while rendering that did not stop it (e.g. characters a braille table
    /// could not translate), one line each, for the CLI to print.
    public var warnings: [String]

    public init(suffix: String = "", fileExtension: String, contents: [UInt8], warnings: [String] = []) {
        self.suffix = suffix
        self.fileExtension = fileExtension
        self.contents = contents
        self.warnings = warnings
    }
}

/// An exporter: a walker over the model that owns only its output rules. It renders
/// everything in memory; writing (atomically) is ``OutputWriter``'s job.
public protocol Exporter: Sendable {
    /// The extension of the main output file (`txt`, `ssml`, `brf` ...).
    var fileExtension: String { get }
    /// Renders the book. Most formats give one file; chunked SSML and braille volumes more.
    func export(_ book: Book) throws(ExportError) -> [OutputFile]
}
