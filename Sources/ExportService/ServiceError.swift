/// What stops the service itself (not one job: a job's failure is the job's `error`).
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The job database could not be opened or a statement failed; `detail` is SQLite's report.
    case database(path: String, detail: String)
    /// A folder or file of the store could not be made, written or moved.
    case store(path: String, detail: String)
    /// `--listen` is not HOST:PORT.
    case badListenAddress(String)
    /// Listening beyond this machine without a token.
    case openWithoutToken(host: String)
    /// The token file is missing, unreadable or empty.
    case badTokenFile(path: String, detail: String)

    public var description: String {
        switch self {
        case .database(let path, let detail): return "\(path): job database: \(detail)"
        case .store(let path, let detail): return "\(path): \(detail)"
        case .badListenAddress(let text): return "--listen '\(text)' is not HOST:PORT (e.g. 127.0.0.1:8080)"
        case .openWithoutToken(let host):
            return "--listen \(host) is reachable from other machines: give --token-file, or listen on 127.0.0.1, ::1 or localhost"
        case .badTokenFile(let path, let detail): return "\(path): token file \(detail)"
        }
    }
}
