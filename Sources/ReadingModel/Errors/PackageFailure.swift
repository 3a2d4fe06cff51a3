/// Why the package document cannot be used (``ExportError/invalidPackage(path:cause:)``).
/// Each case carries the package document's path inside the book.
public enum PackageFailure: Sendable, Equatable, Codable {
    /// The container names a package document the book does not hold.
    case missing(String)
    /// It is not well-formed XML (at a line; 0: unknown).
    case malformed(String, line: Int, MarkupFailure)
    /// Its root element (given) is not `<package>`.
    case notAPackage(String, root: String)
    /// It has no `<spine>`.
    case noSpine(String)
    /// Its spine lists no content document that can be read.
    case noReadableContent(String)
}
