/// Why the program that converts an input (pandoc) gave no document
/// (``ExportError/converter(path:cause:)``).
public enum ConverterFailure: Sendable, Equatable, Codable {
    /// `program` is not on `PATH`; `package` is the Debian package that installs it.
    case missing(program: String, package: String)
    /// Its version (as it reports it) is older than `minimum`.
    case tooOld(program: String, version: String, minimum: String)
    /// It exited with `status`; `message` is the first line of what it wrote on standard error.
    case failed(program: String, status: Int32, message: String)
    /// It ran longer than `seconds` and was stopped.
    case timedOut(program: String, seconds: Int)
    /// It could not be started (`errno`).
    case notStarted(program: String, errno: Int32)
}
