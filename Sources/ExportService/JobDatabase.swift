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
/// between the two is in ``JobDatabaseDialect``.
protocol JobDatabase: AnyObject, Sendable {
    /// The file or the server, as error messages name it (a PostgreSQL URL without its password).
    var path: String { get }
    var dialect: JobDatabaseDialect { get }
    /// Runs statements that take no values (the schema).
    func execute(_ sql: String) throws(ServiceError)
    /// Runs one statement with `values` bound to its `?`s; the rows it returns (a SELECT, or
    /// an UPDATE ... RETURNING) and how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ values: [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int)
    /// Runs `body` in one transaction that holds the write lock on what it reads (SQLite's
    /// `BEGIN IMMEDIATE`; PostgreSQL's `SELECT ... FOR UPDATE` through the dialect); rolled
    /// back if it throws.
    func transaction<T>(_ body: (_ run: (String, [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int)) throws(ServiceError) -> T) throws(ServiceError) -> T
}

extension JobDatabase {
    @discardableResult
    func run(_ sql: String) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int) { try run(sql, []) }
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

    static let sqlite = JobDatabaseDialect(realType: "REAL", insertionOrder: "rowid", insertionOrderColumn: nil,
                                           claimLock: "", rowLock: "", schemaBegin: "", schemaEnd: "")
    static let postgres = JobDatabaseDialect(realType: "DOUBLE PRECISION", insertionOrder: "seq",
                                             insertionOrderColumn: "seq BIGSERIAL", claimLock: " FOR UPDATE SKIP LOCKED",
                                             rowLock: " FOR UPDATE",
                                             schemaBegin: "BEGIN; SELECT pg_advisory_xact_lock(3939);", schemaEnd: "COMMIT;")
}

/// Opens the database `--database` names: a `postgres://` or `postgresql://` URL, else a
/// SQLite file.
func openJobDatabase(_ location: String) throws(ServiceError) -> any JobDatabase {
    if PostgresDatabase.isURL(location) { return try PostgresDatabase(url: location) }
    return try SQLiteDatabase(path: location)
}
