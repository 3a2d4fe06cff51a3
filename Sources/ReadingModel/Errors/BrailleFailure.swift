/// Why braille could not be made (``ExportError/braille(_:)``).
public enum BrailleFailure: Sendable, Equatable, Codable {
    /// liblouis cannot compile this comma-separated table list.
    case tableNotCompiled(String)
    /// The project's own tables (the folder holding `exporttool-fixes.uti`) were found in
    /// none of these folders; `fromEnvironment` when `EXPORTTOOL_TABLES` named the only one.
    case projectTablesNotFound(looked: [String], fromEnvironment: Bool)
    /// liblouis refused to translate with this table list.
    case translationFailed(String)
    /// A typeform per character was wanted.
    case typeformCount(typeforms: Int, characters: Int)
    /// liblouis's output for this many characters did not fit this many cells.
    case outputTooLong(characters: Int, cells: Int)
    /// This display table cannot convert the dots.
    case displayTable(String)
    /// The eBraille file set could not be zipped (the zip writer's report, when it gave one).
    case archive(detail: String?)
    /// A translation worker process failed.
    case worker(WorkerFailure)
}
