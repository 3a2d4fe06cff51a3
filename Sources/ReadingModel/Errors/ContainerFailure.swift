/// Why `META-INF/container.xml` names no usable package document
/// (``ExportError/missingContainer(path:cause:)``).
public enum ContainerFailure: Sendable, Equatable, Codable {
    /// The book has no `META-INF/container.xml`.
    case missing
    /// It is not well-formed XML (at a line; 0: unknown).
    case malformed(line: Int, MarkupFailure)
    /// It names no package document (`rootfile` `full-path`).
    case noRootfile
}
