import Foundation

/// A value bound to a statement's `?` or read from a row.
enum DatabaseValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    var string: String? { if case .text(let text) = self { return text } else { return nil } }
    var double: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }
    var int: Int? { if case .integer(let value) = self { return Int(value) } else { return nil } }
}

typealias DatabaseRow = [String: DatabaseValue]

/// Where the job store keeps its rows: a SQLite file for one machine, or PostgreSQL shared
/// by several servers. Statements are written once, with `?` for values; what differs
/// between the two is in ``JobDatabaseDialect``. One connection each, used under its lock:
/// the store's statements are short.
protocol JobDatabase: AnyObject, Sendable {
    /// The file or the server, as error messages name it (a PostgreSQL URL without its password).
    var path: String { get }
    var dialect: JobDatabaseDialect { get }
    /// The connection's lock, held by ``run(_:_:)`` and ``transaction(_:)``.
    var lock: NSLock { get }
    /// Runs statements that take no values (the schema).
    func execute(_ sql: String) throws(ServiceError)
    /// One statement with `values` bound to its `?`s, the lock held by the caller: the rows
    /// it returns (a SELECT, or an UPDATE ... RETURNING) and how many rows it changed.
    func unlockedRun(_ sql: String, _ values: [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int)
    /// ``unlockedRun(_:_:)`` under the lock (PostgreSQL's also reconnects once).
    @discardableResult
    func run(_ sql: String, _ values: [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int)
    /// Before a transaction's `BEGIN`, the lock held (PostgreSQL: a dropped connection reset).
    func prepareTransaction()
}

extension JobDatabase {
    @discardableResult
    func run(_ sql: String, _ values: [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int) {
        try locked { () throws(ServiceError) in try unlockedRun(sql, values) }
    }

    @discardableResult
    func run(_ sql: String) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int) { try run(sql, []) }

    func prepareTransaction() {}

    /// Runs `body` in one transaction that holds the write lock on what it reads (SQLite's
    /// `BEGIN IMMEDIATE` takes it at once, so two processes never both read a row as free
    /// and both take it; PostgreSQL's `SELECT ... FOR UPDATE` through the dialect); rolled
    /// back if it throws.
    func transaction<T>(_ body: (_ run: (String, [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int)) throws(ServiceError) -> T) throws(ServiceError) -> T {
        try locked { () throws(ServiceError) -> T in
            prepareTransaction()
            _ = try unlockedRun(dialect.begin, [])
            do throws(ServiceError) {
                let result = try body { sql, values throws(ServiceError) in try unlockedRun(sql, values) }
                _ = try unlockedRun("COMMIT", [])
                return result
            } catch {
                _ = try? unlockedRun("ROLLBACK", [])
                throw error
            }
        }
    }

    /// `body` under the connection's lock (NSLock's `withLock` does not keep a typed throw).
    func locked<T>(_ body: () throws(ServiceError) -> T) throws(ServiceError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// What the job store's SQL says differently for each database.
struct JobDatabaseDialect: Sendable {
    /// The column type of the times (seconds since 1970).
    var realType: String
    /// A column that orders rows by insertion among jobs submitted in the same second
    /// (SQLite's `rowid`, a `BIGSERIAL` in PostgreSQL) and its declaration, if any.
    var insertionOrder: String
    var insertionOrderColumn: String?
    /// After the sub-select that picks the job to claim: PostgreSQL's `FOR UPDATE SKIP
    /// LOCKED`, so that two servers claiming at once never both take one row (the outer
    /// UPDATE re-checks only its own WHERE after waiting). SQLite writes one at a time.
    var claimLock: String
    /// After a SELECT inside a transaction whose row is then written: `FOR UPDATE` in
    /// PostgreSQL, nothing in SQLite (`BEGIN IMMEDIATE` holds the whole file).
    var rowLock: String
    /// Around the schema: in PostgreSQL one server at a time creates the table (two
    /// `CREATE TABLE IF NOT EXISTS` at once can both try to create it), under an advisory lock.
    var schemaBegin: String
    var schemaEnd: String
    /// How a transaction starts.
    var begin: String

    static let sqlite = JobDatabaseDialect(realType: "REAL", insertionOrder: "rowid", insertionOrderColumn: nil,
                                           claimLock: "", rowLock: "", schemaBegin: "", schemaEnd: "",
                                           begin: "BEGIN IMMEDIATE")
    static let postgres = JobDatabaseDialect(realType: "DOUBLE PRECISION", insertionOrder: "seq",
                                             insertionOrderColumn: "seq BIGSERIAL", claimLock: " FOR UPDATE SKIP LOCKED",
                                             rowLock: " FOR UPDATE",
                                             schemaBegin: "BEGIN; SELECT pg_advisory_xact_lock(3939);", schemaEnd: "COMMIT;",
                                             begin: "BEGIN")
}

/// Opens the database `--database` names: a `postgres://` or `postgresql://` URL, else a
/// SQLite file.
func openJobDatabase(_ location: String) throws(ServiceError) -> any JobDatabase {
    if PostgresDatabase.isURL(location) { return try PostgresDatabase(url: location) }
    return try SQLiteDatabase(path: location)
}
