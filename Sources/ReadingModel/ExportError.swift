/// Why a book could not be read or exported. Every case names the file concerned.
public enum ExportError: Error, Sendable, Equatable {
    /// The input path does not exist.
    case fileNotFound(path: String)
    /// The input exists but cannot be read (permissions, a device, an unsupported kind).
    case unreadable(path: String, reason: String)
    /// Not a zip archive, or a truncated or corrupt one.
    case notAnEPUB(path: String, reason: String)
    /// `META-INF/container.xml` is missing or names no package document.
    case missingContainer(path: String, reason: String)
    /// The package document named by the container is missing or unusable.
    case invalidPackage(path: String, reason: String)
    /// A file the package needs (a spine item) is not in the book.
    case missingResource(path: String, href: String)
    /// A document that is neither well-formed XML nor readable HTML.
    case malformedDocument(path: String, line: Int, reason: String)
    /// Content documents are encrypted (DRM); nothing can be exported.
    case encrypted(path: String, href: String)
    /// A zip entry whose name escapes the archive (`../`, absolute paths).
    case unsafeEntry(path: String, entry: String)
    /// A resource limit was exceeded (entry size, compression ratio, entry count, depth,
    /// entity expansion, block length).
    case limitExceeded(path: String, what: String, limit: Int)
    /// A command-line or API option with a value that cannot be used.
    case invalidOption(String)
    /// Writing an output failed.
    case outputFailed(path: String, reason: String)
    /// A braille translation table could not be used or translation failed.
    case braille(reason: String)

    /// The process exit code the CLI uses for this error (documented in README).
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound, .unreadable: return 3
        case .notAnEPUB, .missingContainer, .invalidPackage, .missingResource: return 4
        case .malformedDocument: return 5
        case .encrypted: return 6
        case .unsafeEntry, .limitExceeded: return 7
        case .outputFailed: return 8
        case .braille: return 9
        case .invalidOption: return 2
        }
    }
}

extension ExportError: CustomStringConvertible {
    /// One line naming the file and the problem.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read: \(reason)"
        case .notAnEPUB(let path, let reason):
            return "\(path): not a readable EPUB: \(reason)"
        case .missingContainer(let path, let reason):
            return "\(path): META-INF/container.xml: \(reason)"
        case .invalidPackage(let path, let reason):
            return "\(path): package document: \(reason)"
        case .missingResource(let path, let href):
            return "\(path): \(href): listed in the package but missing from the book"
        case .malformedDocument(let path, let line, let reason):
            return line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)"
        case .encrypted(let path, let href):
            return "\(path): \(href) is encrypted (DRM); remove the protection before exporting"
        case .unsafeEntry(let path, let entry):
            return "\(path): zip entry '\(entry)' points outside the book; refusing to read it"
        case .limitExceeded(let path, let what, let limit):
            return "\(path): \(what) exceeds the limit of \(limit)"
        case .invalidOption(let message):
            return message
        case .outputFailed(let path, let reason):
            return "\(path): cannot write output: \(reason)"
        case .braille(let reason):
            return "braille: \(reason)"
        }
    }
}
