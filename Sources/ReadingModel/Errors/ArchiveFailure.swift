/// Why a zip archive cannot be read as an EPUB (``ExportError/notAnEPUB(path:cause:)``).
public enum ArchiveFailure: Sendable, Equatable, Codable {
    /// Not a zip archive, or a truncated one; `detail` is the zip reader's own report.
    case notZip(detail: String)
    /// No entries, or a central directory that cannot be read.
    case empty
    /// An entry the archive holds but that cannot be used as a file.
    case refusedEntry(String, EntryRefusal)
    /// An entry whose data cannot be inflated; `detail` is the zip reader's own report.
    case corruptEntry(String, detail: String)
    /// An entry whose data does not match its CRC-32.
    case checksumMismatch(String)

    /// Why an entry of the archive is not a readable file.
    public enum EntryRefusal: Sendable, Equatable, Codable {
        /// Zip (not EPUB) encryption.
        case zipEncrypted
        /// The same name twice.
        case duplicate
        case symbolicLink
        case directory
        /// Listed after an encrypted entry (named), past which the zip reader stops.
        case afterEncrypted(String)
    }
}
