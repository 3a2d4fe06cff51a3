/// Why a file exists but cannot be read (``ExportError/unreadable(path:cause:)``).
public enum FileFailure: Sendable, Equatable, Codable {
    /// The system refused it; `errno` is the C error number (`EACCES`, `ELOOP`, ...).
    case system(errno: Int32)
    /// A FIFO, device, socket or folder where a regular file was wanted.
    case notRegularFile
    /// A text file (a batch manifest) that is not UTF-8.
    case notUTF8
}
