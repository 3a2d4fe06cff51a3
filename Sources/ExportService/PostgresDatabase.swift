import CPostgres
import Foundation

/// One PostgreSQL connection (libpq), used under its own lock like ``SQLiteDatabase``:
/// several `serve` processes, on one machine or several, share the job table through it.
/// Values go as text parameters (`$1`, `$2` ... written from the store's `?`s); rows come
/// back as text and are read by their column's type. A connection that broke (the server
/// restarted) is reset once before a statement outside a transaction fails.
final class PostgresDatabase: JobDatabase, @unchecked Sendable {
    private var connection: OpaquePointer?
    let lock = NSLock()
    let path: String
    var dialect: JobDatabaseDialect { .postgres }

    static func isURL(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    /// `url`: a libpq connection URI (`postgres://user:password@host:port/database`, or
    /// `postgresql:///jobs?host=/run/postgresql` for a local socket).
    init(url: String) throws(ServiceError) {
        path = Self.withoutPassword(url)
        // libpq is loaded on first use (CPostgres): a server on SQLite never needs it.
        if let failure = cpostgres_load_error() {
            connection = nil
            throw .database(path: path, detail: "libpq cannot be loaded (" + String(cString: failure)
                                + "); install the Debian package libpq5")
        }
        connection = PQconnectdb(url)
        guard let connection, PQstatus(connection) == CONNECTION_OK else {
            let message = connection.map { Self.firstLine(PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(connection)
            self.connection = nil
            throw .database(path: path, detail: message.isEmpty ? "cannot connect" : message)
        }
        // Notices ("relation already exists, skipping") are not the service's to print.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
    }

    deinit {
        PQfinish(connection)
    }

    func execute(_ sql: String) throws(ServiceError) {
        try locked { () throws(ServiceError) in
            let result = PQexec(connection, sql)
            defer { PQclear(result) }
            try check(result)
        }
    }

    @discardableResult
    func run(_ sql: String, _ values: [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int) {
        try locked { () throws(ServiceError) in
            do throws(ServiceError) {
                return try unlockedRun(sql, values)
            } catch {
                // A connection the server dropped: one reset, one more try.
                guard PQstatus(connection) != CONNECTION_OK else { throw error }
                PQreset(connection)
                return try unlockedRun(sql, values)
            }
        }
    }

    func prepareTransaction() {
        if PQstatus(connection) != CONNECTION_OK { PQreset(connection) }
    }

    func unlockedRun(_ sql: String, _ values: [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int) {
        let texts: [String?] = values.map { value in
            switch value {
            case .null: return nil
            case .integer(let number): return String(number)
            case .real(let number): return "\(number)"
            case .text(let text): return text
            }
        }
        let result = Self.withCStrings(texts) { pointers in
            PQexecParams(connection, Self.numberedParameters(sql), Int32(pointers.count), nil, pointers, nil, nil, 0)
        }
        defer { PQclear(result) }
        try check(result)
        var rows: [DatabaseRow] = []
        let columns = PQnfields(result)
        for row in 0..<PQntuples(result) {
            var values: DatabaseRow = [:]
            for column in 0..<columns {
                let name = String(cString: PQfname(result, column))
                if PQgetisnull(result, row, column) == 1 {
                    values[name] = .null
                    continue
                }
                let text = String(cString: PQgetvalue(result, row, column))
                switch PQftype(result, column) {
                case 20, 21, 23: values[name] = Int64(text).map(DatabaseValue.integer) ?? .text(text)    // int8, int2, int4
                case 700, 701, 1700: values[name] = Double(text).map(DatabaseValue.real) ?? .text(text)  // float4, float8, numeric
                default: values[name] = .text(text)
                }
            }
            rows.append(values)
        }
        let changed = String(cString: PQcmdTuples(result))
        return (rows, Int(changed) ?? 0)
    }

    private func check(_ result: OpaquePointer?) throws(ServiceError) {
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            let message = result.map { Self.firstLine(PQresultErrorMessage($0)) } ?? ""
            throw .database(path: path, detail: message.isEmpty ? Self.firstLine(PQerrorMessage(connection)) : message)
        }
    }

    /// The store's statements with PostgreSQL's numbered parameters: each `?` outside a
    /// quoted literal becomes `$1`, `$2` ...
    static func numberedParameters(_ sql: String) -> String {
        var out = ""
        var number = 0
        var quoted = false
        for character in sql {
            if character == "'" { quoted.toggle() }
            if character == "?" && !quoted {
                number += 1
                out += "$\(number)"
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `url` with its password, if any, replaced by `***` (for messages and logs).
    static func withoutPassword(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
        return String(url[..<rest.index(after: colon)]) + "***" + String(url[at...])
    }

    private static func firstLine(_ message: UnsafeMutablePointer<CChar>?) -> String {
        firstLine(message.map { UnsafePointer($0) })
    }

    private static func firstLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "" }
        let text = String(cString: message)
        return text.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// Calls `body` with C strings for `texts` (`nil` for SQL NULL), valid during the call.
    private static func withCStrings<R>(_ texts: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = texts.map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }
}
