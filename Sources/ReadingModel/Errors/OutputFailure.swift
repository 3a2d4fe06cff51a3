/// Why an output could not be written (``ExportError/outputFailed(path:cause:)``).
public enum OutputFailure: Sendable, Equatable, Codable {
    /// The system refused a write, an open or a rename; `errno` is the C error number.
    case system(errno: Int32)
    /// A symbolic link in the way that cannot be read.
    case unreadableLink
    /// No temporary file could be made in this folder.
    case cannotCreateFile(in: String, errno: Int32)
    /// The output folder could not be made (the reason when known).
    case cannotCreateFolder(errno: Int32?)
}
