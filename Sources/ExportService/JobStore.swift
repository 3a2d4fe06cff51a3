import Foundation

/// A conversion job as the store keeps it.
public struct Job: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
        case queued, running, done, failed, cancelled

        /// Whether the job has ended (its row and files may be removed).
        public var isFinal: Bool { self == .done || self == .failed || self == .cancelled }
    }

    public var id: String
    public var status: Status
    public var formats: [String]
    /// The export command's options, as arguments (`--table`, `en-ueb-g2.ctb`, ...).
    public var options: [String]
    public var stem: String
    /// The book's file name in the job's input folder (`STEM.epub`).
    public var inputName: String
    public var idempotencyKey: String?
    public var leaseOwner: String?
    public var leaseExpires: Double?
    /// Claims so far: the attempt that holds the lease now.
    public var attempts: Int
    public var outputs: [String]
    public var warnings: [String]
    public var error: String?
    /// The folder of the recorded result, inside the job's folder (`result-2`).
    public var resultFolder: String?
    public var submitted: Double
    public var started: Double?
    public var finished: Double?
}

/// What a finished attempt recorded.
struct JobOutcome: Sendable {
    var status: Job.Status
    var outputs: [String] = []
    var warnings: [String] = []
    var error: String?
    /// How long each format of a job that was done took, by name (for `/metrics` only).
    var formatSeconds: [String: Double] = [:]
}

/// The jobs in a SQLite file and their books and results under the store folder:
///
///     STORE/jobs/ID/input/STEM.EXT     the book as posted
///     STORE/jobs/ID/result-N/          the outputs of attempt N, once recorded
///     STORE/work/ID-N/                 attempt N's outputs while it runs
///
/// A claim is one UPDATE of the oldest queued job, or of a running one whose lease has
/// expired (its server died), so two servers never hold one job. An attempt's outputs are
/// renamed into the job's folder and recorded in one transaction that checks the attempt
/// still holds the lease: a job is recorded once, by the attempt that finished it, and a
/// result folder never holds half an output.
final class JobStore: Sendable {
    let database: any JobDatabase
    let root: String

    /// `databaseLocation`: a SQLite file, or a PostgreSQL URL shared by several servers
    /// (whose `storeDirectory` must then be one folder they all see).
    /// A relative `storeDirectory` is taken from the current folder now: a job worker runs
    /// each job in its own input folder, so a relative job path would be read from the
    /// previous job's folder.
    init(databaseLocation: String, storeDirectory: String) throws(ServiceError) {
        root = (JobRunner.absolute(storeDirectory) as NSString).standardizingPath
        for folder in [root, root + "/jobs", root + "/work"] {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .store(path: folder, detail: "cannot create the folder (\(error.localizedDescription))")
            }
        }
        database = try openJobDatabase(databaseLocation)
        let dialect = database.dialect
        let order = dialect.insertionOrderColumn.map { ",\n        " + $0 } ?? ""
        try database.execute("""
            \(dialect.schemaBegin)
            CREATE TABLE IF NOT EXISTS jobs (
                id TEXT PRIMARY KEY,
                status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
                formats TEXT NOT NULL,
                options TEXT NOT NULL,
                stem TEXT NOT NULL,
                input_name TEXT NOT NULL,
                idempotency_key TEXT UNIQUE,
                lease_owner TEXT,
                lease_expires \(dialect.realType),
                attempts INTEGER NOT NULL DEFAULT 0,
                outputs TEXT NOT NULL DEFAULT '[]',
                warnings TEXT NOT NULL DEFAULT '[]',
                error TEXT,
                result_folder TEXT,
                submitted \(dialect.realType) NOT NULL,
                started \(dialect.realType),
                finished \(dialect.realType)\(order)
            );
            CREATE INDEX IF NOT EXISTS jobs_by_status ON jobs (status, submitted);
            \(dialect.schemaEnd)
            """)
        try createChapterTable()
    }

    func jobFolder(_ id: String) -> String { root + "/jobs/" + id }
    func inputPath(_ job: Job) -> String { jobFolder(job.id) + "/input/" + job.inputName }
    func workFolder(_ job: Job) -> String { root + "/work/\(job.id)-\(job.attempts)" }
    func resultFolder(_ job: Job) -> String? { job.resultFolder.map { jobFolder(job.id) + "/" + $0 } }

    // MARK: Submitting

    /// Stores the book and queues its job; with an idempotency key already used, the first
    /// job instead (`false`: nothing new was queued).
    func submit(formats: [String], options: [String], stem: String, fileExtension: String, book: [UInt8],
                idempotencyKey: String?) throws(ServiceError) -> (job: Job, isNew: Bool) {
        if let idempotencyKey, let first = try job(idempotencyKey: idempotencyKey) { return (first, false) }
        let id = UUID().uuidString.lowercased()
        let inputName = stem + "." + fileExtension
        let folder = jobFolder(id) + "/input"
        // The book is in place before the row that names it: a claimed job always has its book.
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let temporary = folder + "/.upload"
            guard FileManager.default.createFile(atPath: temporary, contents: Data(book)) else {
                throw CocoaError(.fileWriteUnknown)
            }
            try FileManager.default.moveItem(atPath: temporary, toPath: folder + "/" + inputName)
        } catch {
            try? FileManager.default.removeItem(atPath: jobFolder(id))
            throw .store(path: folder, detail: "cannot store the book (\(error.localizedDescription))")
        }
        let now = Date().timeIntervalSince1970
        do {
            try database.run("""
                INSERT INTO jobs (id, status, formats, options, stem, input_name, idempotency_key, submitted)
                VALUES (?, 'queued', ?, ?, ?, ?, ?, ?)
                """, [.text(id), .text(Self.encode(formats)), .text(Self.encode(options)), .text(stem), .text(inputName),
                      idempotencyKey.map { .text($0) } ?? .null, .real(now)])
        } catch {
            try? FileManager.default.removeItem(atPath: jobFolder(id))
            // Another request with the same key won the race: its job is the one.
            if let idempotencyKey, let first = try self.job(idempotencyKey: idempotencyKey) { return (first, false) }
            throw error
        }
        guard let job = try job(id: id) else { throw .database(path: database.path, detail: "job \(id) vanished") }
        return (job, true)
    }

    // MARK: Reading

    func job(id: String) throws(ServiceError) -> Job? {
        try database.run("SELECT * FROM jobs WHERE id = ?", [.text(id)]).rows.first.flatMap(Self.job(from:))
    }

    func job(idempotencyKey: String) throws(ServiceError) -> Job? {
        try database.run("SELECT * FROM jobs WHERE idempotency_key = ?", [.text(idempotencyKey)]).rows.first.flatMap(Self.job(from:))
    }

    /// Every job (of one status), oldest first.
    func jobs(status: Job.Status?) throws(ServiceError) -> [Job] {
        let rows = if let status {
            try database.run("SELECT * FROM jobs WHERE status = ? ORDER BY submitted, \(database.dialect.insertionOrder)",
                             [.text(status.rawValue)]).rows
        } else {
            try database.run("SELECT * FROM jobs ORDER BY submitted, \(database.dialect.insertionOrder)").rows
        }
        return rows.compactMap(Self.job(from:))
    }

    /// How many jobs have each status.
    func counts() throws(ServiceError) -> [Job.Status: Int] {
        var counts: [Job.Status: Int] = [:]
        for status in Job.Status.allCases { counts[status] = 0 }
        for row in try database.run("SELECT status, COUNT(*) AS n FROM jobs GROUP BY status").rows {
            if let status = row["status"]?.string.flatMap(Job.Status.init(rawValue:)) { counts[status] = row["n"]?.int ?? 0 }
        }
        return counts
    }

    /// Seconds from start to end of the last attempt of every finished job, by status.
    func durations() throws(ServiceError) -> [(status: Job.Status, seconds: Double)] {
        try database.run("""
            SELECT status, finished - started AS seconds FROM jobs
            WHERE status IN ('done', 'failed') AND started IS NOT NULL AND finished IS NOT NULL
            """).rows.compactMap { row in
            guard let status = row["status"]?.string.flatMap(Job.Status.init(rawValue:)),
                  let seconds = row["seconds"]?.double else { return nil }
            return (status, seconds)
        }
    }

    // MARK: Running

    /// Takes the oldest job that is queued, or running under an expired lease, for `owner`
    /// until `leaseSeconds` from now; `nil` when there is none.
    func claim(owner: String, leaseSeconds: Double) throws(ServiceError) -> Job? {
        let now = Date().timeIntervalSince1970
        let claimed = try database.run("""
            UPDATE jobs SET status = 'running', lease_owner = ?, lease_expires = ?, attempts = attempts + 1,
                started = ?, error = NULL
            WHERE id = (SELECT id FROM jobs
                        WHERE status = 'queued' OR (status = 'running' AND lease_expires < ?)
                        ORDER BY submitted, \(database.dialect.insertionOrder) LIMIT 1\(database.dialect.claimLock))
            RETURNING *
            """, [.text(owner), .real(now + leaseSeconds), .real(now), .real(now)]).rows.first.flatMap(Self.job(from:))
        // What earlier attempts (on a server that died) left half written.
        if let claimed { removeEarlierWork(of: claimed) }
        return claimed
    }

    /// Removes the work folders of the attempts before `job`'s.
    private func removeEarlierWork(of job: Job) {
        for attempt in 0..<job.attempts {
            try? FileManager.default.removeItem(atPath: root + "/work/\(job.id)-\(attempt)")
        }
    }

    /// Extends the lease of `job`'s attempt; `false` when the attempt no longer holds it
    /// (the job was cancelled, or another server took it after the lease expired).
    func renew(_ job: Job, owner: String, leaseSeconds: Double) throws(ServiceError) -> Bool {
        try database.run("""
            UPDATE jobs SET lease_expires = ?
            WHERE id = ? AND status = 'running' AND lease_owner = ? AND attempts = ?
            """, [.real(Date().timeIntervalSince1970 + leaseSeconds), .text(job.id), .text(owner),
                  .integer(Int64(job.attempts))]).changes == 1
    }

    /// Records the attempt's outcome, with its outputs moved from the work folder into the
    /// job's folder in the same transaction; `false` (and nothing recorded or kept) when the
    /// attempt no longer holds the lease.
    func finish(_ job: Job, owner: String, outcome: JobOutcome) throws(ServiceError) -> Bool {
        let work = workFolder(job)
        let resultName = "result-\(job.attempts)"
        let result = jobFolder(job.id) + "/" + resultName
        defer { try? FileManager.default.removeItem(atPath: work) }
        let recorded = try database.transaction { run throws(ServiceError) -> Bool in
            let holds = try run("SELECT 1 FROM jobs WHERE id = ? AND status = 'running' AND lease_owner = ? AND attempts = ?"
                                + database.dialect.rowLock,
                                [.text(job.id), .text(owner), .integer(Int64(job.attempts))]).rows.count == 1
            guard holds else { return false }
            var folder: DatabaseValue = .null
            if outcome.status == .done {
                try? FileManager.default.removeItem(atPath: result)
                do {
                    try FileManager.default.moveItem(atPath: work, toPath: result)
                } catch {
                    throw .store(path: result, detail: "cannot move the outputs into place (\(error.localizedDescription))")
                }
                Self.syncFolder(jobFolder(job.id))
                folder = .text(resultName)
            }
            _ = try run("""
                UPDATE jobs SET status = ?, outputs = ?, warnings = ?, error = ?, result_folder = ?, finished = ?,
                    lease_owner = NULL, lease_expires = NULL
                WHERE id = ?
                """, [.text(outcome.status.rawValue), .text(Self.encode(outcome.outputs)), .text(Self.encode(outcome.warnings)),
                      outcome.error.map { .text($0) } ?? .null, folder, .real(Date().timeIntervalSince1970), .text(job.id)])
            // A narration that failed leaves no chapter of it to speak.
            if outcome.status != .done { try cancelChapters(parent: job.id, using: run) }
            // The chapters' requests and replies (their audio): the outputs hold what was
            // kept. Removed before the commit, so a job seen ended has no chapter files; a
            // commit that fails after it leaves chapters done without audio, which the next
            // attempt queues again (``submitChapters(parent:requests:)``).
            try? FileManager.default.removeItem(atPath: chapterFolder(job.id))
            return true
        }
        // Results of attempts that moved their outputs but died before recording them.
        if recorded, let names = try? FileManager.default.contentsOfDirectory(atPath: jobFolder(job.id)) {
            for name in names where name.hasPrefix("result-") && name != resultName {
                try? FileManager.default.removeItem(atPath: jobFolder(job.id) + "/" + name)
            }
        }
        // The work folders of earlier attempts, once more: the claim removed them, but a
        // killed server's worker can outlive it by a moment (it is stopped by the kernel when
        // its server dies, not at once) and write into its folder after the claim.
        if recorded { removeEarlierWork(of: job) }
        return recorded
    }

    /// Puts a running attempt's job back in the queue (the server is stopping).
    func release(_ job: Job, owner: String) throws(ServiceError) {
        try database.run("""
            UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_expires = NULL, started = NULL
            WHERE id = ? AND status = 'running' AND lease_owner = ? AND attempts = ?
            """, [.text(job.id), .text(owner), .integer(Int64(job.attempts))])
        try? FileManager.default.removeItem(atPath: workFolder(job))
    }

    // MARK: Ending

    /// Cancels a queued or running job (a running attempt sees it at its next lease renewal
    /// and is stopped); removes an ended one with its files (`removed`). `nil` when there is no such job.
    func cancelOrRemove(id: String) throws(ServiceError) -> (job: Job, removed: Bool)? {
        let outcome = try database.transaction { run throws(ServiceError) -> (Job, removed: Bool)? in
            guard let row = try run("SELECT * FROM jobs WHERE id = ?" + database.dialect.rowLock, [.text(id)]).rows.first,
                  var job = Self.job(from: row) else { return nil }
            if job.status.isFinal {
                _ = try run("DELETE FROM jobs WHERE id = ?", [.text(id)])
                _ = try run("DELETE FROM chapters WHERE parent = ?", [.text(id)])
                return (job, true)
            }
            try cancelChapters(parent: id, using: run)
            _ = try run("""
                UPDATE jobs SET status = 'cancelled', finished = ?, lease_owner = NULL, lease_expires = NULL WHERE id = ?
                """, [.real(Date().timeIntervalSince1970), .text(id)])
            job.status = .cancelled
            return (job, false)
        }
        guard let outcome else { return nil }
        if outcome.removed { try? FileManager.default.removeItem(atPath: jobFolder(id)) }
        return outcome
    }

    // MARK: Rows

    private static func job(from row: DatabaseRow) -> Job? {
        guard let id = row["id"]?.string, let status = row["status"]?.string.flatMap(Job.Status.init(rawValue:)) else { return nil }
        return Job(id: id, status: status, formats: decode(row["formats"]), options: decode(row["options"]),
                   stem: row["stem"]?.string ?? "book", inputName: row["input_name"]?.string ?? "",
                   idempotencyKey: row["idempotency_key"]?.string, leaseOwner: row["lease_owner"]?.string,
                   leaseExpires: row["lease_expires"]?.double, attempts: row["attempts"]?.int ?? 0,
                   outputs: decode(row["outputs"]), warnings: decode(row["warnings"]), error: row["error"]?.string,
                   resultFolder: row["result_folder"]?.string, submitted: row["submitted"]?.double ?? 0,
                   started: row["started"]?.double, finished: row["finished"]?.double)
    }

    private static func encode(_ list: [String]) -> String {
        (try? JSONEncoder().encode(list)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    private static func decode(_ value: DatabaseValue?) -> [String] {
        guard let text = value?.string else { return [] }
        return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }

    /// Makes a rename in `path` durable before the row that names its result is committed.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
