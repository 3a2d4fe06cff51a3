import CSQLite
import Foundation

/// One SQLite connection, used under its own lock: the job store's statements are short,
/// and several `serve` processes on one machine share the file through SQLite's own locking
/// (write-ahead log, a busy timeout instead of an immediate "database is locked").
final class SQLiteDatabase: JobDatabase, @unchecked Sendable {
    typealias Value = DatabaseValue
    typealias Row = DatabaseRow

    private var handle: OpaquePointer?
    let lock = NSLock()
    let path: String
    var dialect: JobDatabaseDialect { .sqlite }

    init(path: String) throws(ServiceError) {
        self.path = path
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        if sqlite3_open_v2(path, &handle, flags, nil) != SQLITE_OK {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            handle = nil
            throw .database(path: path, detail: message)
        }
        sqlite3_busy_timeout(handle, 10_000)
        try execute("PRAGMA journal_mode=WAL")
        try execute("PRAGMA synchronous=FULL")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs statements that take no values (the schema, pragmas).
    func execute(_ sql: String) throws(ServiceError) {
        try locked { () throws(ServiceError) in
            var error: UnsafeMutablePointer<CChar>?
            if sqlite3_exec(handle, sql, nil, nil, &error) != SQLITE_OK {
                let message = error.map { String(cString: $0) } ?? "unknown error"
                sqlite3_free(error)
                throw .database(path: path, detail: message)
            }
        }
    }

    func unlockedRun(_ sql: String, _ values: [Value]) throws(ServiceError) -> (rows: [Row], changes: Int) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, index)
            case .integer(let number): sqlite3_bind_int64(statement, index, number)
            case .real(let number): sqlite3_bind_double(statement, index, number)
            case .text(let text): sqlite3_bind_text(statement, index, text, -1, transient)
            }
        }
        var rows: [Row] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw failure() }
            var row: Row = [:]
            for column in 0..<sqlite3_column_count(statement) {
                let name = String(cString: sqlite3_column_name(statement, column))
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: row[name] = .integer(sqlite3_column_int64(statement, column))
                case SQLITE_FLOAT: row[name] = .real(sqlite3_column_double(statement, column))
                case SQLITE_TEXT: row[name] = .text(String(cString: sqlite3_column_text(statement, column)))
                default: row[name] = .null
                }
            }
            rows.append(row)
        }
        return (rows, Int(sqlite3_changes(handle)))
    }

    private func failure() -> ServiceError {
        .database(path: path, detail: String(cString: sqlite3_errmsg(handle)))
    }
}
