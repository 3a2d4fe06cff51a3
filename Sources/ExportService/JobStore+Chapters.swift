import ExportKit
import Foundation

/// A chapter of a narration job as the store keeps it: one ``NarrationJob`` frame to speak,
/// claimed, leased, renewed and recorded as a book job is (docs/serve.md, "Chapters as jobs").
struct ChapterJob: Sendable, Equatable {
    /// `PARENT/NNNN`.
    var id: String
    /// The book job whose narration it is.
    var parent: String
    /// 0-based place in the book's chapters.
    var number: Int
    /// The request's digest (``JobStore/digest(_:)``), which names its files.
    var digest: String
    var status: Job.Status
    var leaseOwner: String?
    var attempts: Int
    /// The server that recorded it (its lease owner then).
    var ranBy: String?
    var error: String?
}

/// How far a narration job's chapters are.
struct ChapterProgress: Sendable, Equatable {
    var done: Int
    var total: Int
}

/// The chapters of narration jobs: a second table beside `jobs`, and files under the book
/// job's folder:
///
///     STORE/jobs/ID/chapters/NNNN-DIGEST.job      the NarrationJob frame
///     STORE/jobs/ID/chapters/NNNN-DIGEST.result   the worker's reply frame, once recorded
///     STORE/work/ID-cNNNN-N.result                attempt N's reply while it is recorded
///
/// Files are named by the request's digest: a new attempt of the book job that makes the
/// same requests (the same book, settings and engine) keeps the chapters already spoken.
extension JobStore {
    func createChapterTable() throws(ServiceError) {
        let dialect = database.dialect
        try database.execute("""
            \(dialect.schemaBegin)
            CREATE TABLE IF NOT EXISTS chapters (
                id TEXT PRIMARY KEY,
                parent TEXT NOT NULL,
                number INTEGER NOT NULL,
                digest TEXT NOT NULL,
                status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
                lease_owner TEXT,
                lease_expires \(dialect.realType),
                attempts INTEGER NOT NULL DEFAULT 0,
                ran_by TEXT,
                error TEXT,
                submitted \(dialect.realType) NOT NULL,
                started \(dialect.realType),
                finished \(dialect.realType)
            );
            CREATE INDEX IF NOT EXISTS chapters_by_status ON chapters (status, submitted);
            CREATE INDEX IF NOT EXISTS chapters_by_parent ON chapters (parent, number);
            \(dialect.schemaEnd)
            """)
    }

    func chapterFolder(_ parent: String) -> String { jobFolder(parent) + "/chapters" }
    /// `0003-DIGEST` for the fourth chapter.
    func chapterName(_ number: Int, _ digest: String) -> String { Self.padded(number) + "-" + digest }
    static func padded(_ number: Int) -> String { String(number).leftPadded(to: 4) }
    func chapterRequestPath(_ chapter: ChapterJob) -> String {
        chapterFolder(chapter.parent) + "/" + chapterName(chapter.number, chapter.digest) + ".job"
    }
    func chapterResultPath(_ chapter: ChapterJob) -> String {
        chapterFolder(chapter.parent) + "/" + chapterName(chapter.number, chapter.digest) + ".result"
    }
    func chapterWorkPath(_ chapter: ChapterJob) -> String {
        root + "/work/\(chapter.parent)-c\(chapter.number)-\(chapter.attempts).result"
    }

    /// FNV-1a, 64 bits, in hex: names a request's files (not a security measure: a book's
    /// own requests are compared with each other only).
    static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16).leftPadded(to: 16) + "-" + String(data.count)
    }

    // MARK: Submitting

    /// Queues `requests` (encoded ``NarrationJob``s) as the chapters of `parent`. Chapters an
    /// earlier attempt of the parent queued for the same requests are kept as they are (done,
    /// or running on some server, or queued); failed or cancelled ones are queued again. Other
    /// requests replace the old chapters.
    func submitChapters(parent: String, requests: [Data]) throws(ServiceError) -> [ChapterJob] {
        let digests = requests.map(Self.digest)
        let folder = chapterFolder(parent)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (number, request) in requests.enumerated() {
                let path = folder + "/" + chapterName(number, digests[number]) + ".job"
                if FileManager.default.fileExists(atPath: path) { continue }
                let temporary = path + ".\(UUID().uuidString).part"
                try request.write(to: URL(fileURLWithPath: temporary))
                try FileManager.default.moveItem(atPath: temporary, toPath: path)
            }
        } catch {
            throw .store(path: folder, detail: "cannot store the chapters (\(error.localizedDescription))")
        }
        let now = Date().timeIntervalSince1970
        return try database.transaction { run throws(ServiceError) -> [ChapterJob] in
            let old = try run("SELECT * FROM chapters WHERE parent = ? ORDER BY number" + database.dialect.rowLock,
                              [.text(parent)]).rows.compactMap(Self.chapter(from:))
            if old.map(\.digest) == digests {
                _ = try run("""
                    UPDATE chapters SET status = 'queued', lease_owner = NULL, lease_expires = NULL, error = NULL
                    WHERE parent = ? AND status IN ('failed', 'cancelled')
                    """, [.text(parent)])
                // A chapter recorded done whose reply is not in the store is spoken again.
                for chapter in old where chapter.status == .done
                    && !FileManager.default.fileExists(atPath: chapterResultPath(chapter)) {
                    _ = try run("UPDATE chapters SET status = 'queued', ran_by = NULL WHERE id = ?", [.text(chapter.id)])
                }
            } else {
                _ = try run("DELETE FROM chapters WHERE parent = ?", [.text(parent)])
                for (number, digest) in digests.enumerated() {
                    _ = try run("""
                        INSERT INTO chapters (id, parent, number, digest, status, submitted) VALUES (?, ?, ?, ?, 'queued', ?)
                        """, [.text(parent + "/" + Self.padded(number)), .text(parent), .integer(Int64(number)),
                              .text(digest), .real(now)])
                }
            }
            return try run("SELECT * FROM chapters WHERE parent = ? ORDER BY number", [.text(parent)])
                .rows.compactMap(Self.chapter(from:))
        }
    }

    // MARK: Reading

    func chapters(parent: String) throws(ServiceError) -> [ChapterJob] {
        try database.run("SELECT * FROM chapters WHERE parent = ? ORDER BY number", [.text(parent)]).rows.compactMap(Self.chapter(from:))
    }

    /// Chapters done and in all; `nil` for a job that has none (it does not narrate, or has
    /// not reached its narration).
    func chapterProgress(parent: String) throws(ServiceError) -> ChapterProgress? {
        let row = try database.run("""
            SELECT COUNT(*) AS total, SUM(CASE WHEN status = 'done' THEN 1 ELSE 0 END) AS done FROM chapters WHERE parent = ?
            """, [.text(parent)]).rows.first
        guard let total = row?["total"]?.int, total > 0 else { return nil }
        return ChapterProgress(done: row?["done"]?.int ?? 0, total: total)
    }

    /// How many chapters have each status.
    func chapterCounts() throws(ServiceError) -> [Job.Status: Int] {
        var counts: [Job.Status: Int] = [:]
        for status in Job.Status.allCases { counts[status] = 0 }
        for row in try database.run("SELECT status, COUNT(*) AS n FROM chapters GROUP BY status").rows {
            if let status = row["status"]?.string.flatMap(Job.Status.init(rawValue:)) { counts[status] = row["n"]?.int ?? 0 }
        }
        return counts
    }

    // MARK: Running

    /// Takes the oldest chapter that is queued, or running under an expired lease (of
    /// `parent` only, when given), for `owner` until `leaseSeconds` from now.
    func claimChapter(owner: String, leaseSeconds: Double, parent: String? = nil) throws(ServiceError) -> ChapterJob? {
        let now = Date().timeIntervalSince1970
        var values: [DatabaseValue] = [.text(owner), .real(now + leaseSeconds), .real(now), .real(now)]
        if let parent { values.append(.text(parent)) }
        let claimed = try database.run("""
            UPDATE chapters SET status = 'running', lease_owner = ?, lease_expires = ?, attempts = attempts + 1,
                started = ?, error = NULL
            WHERE id = (SELECT id FROM chapters
                        WHERE (status = 'queued' OR (status = 'running' AND lease_expires < ?))\(parent == nil ? "" : " AND parent = ?")
                        ORDER BY submitted, number LIMIT 1\(database.dialect.claimLock))
            RETURNING *
            """, values).rows.first.flatMap(Self.chapter(from:))
        if let claimed {
            for attempt in 0..<claimed.attempts {
                var earlier = claimed
                earlier.attempts = attempt
                try? FileManager.default.removeItem(atPath: chapterWorkPath(earlier))
            }
        }
        return claimed
    }

    /// Extends the lease of `chapter`'s attempt; `false` when the attempt no longer holds it.
    func renewChapter(_ chapter: ChapterJob, owner: String, leaseSeconds: Double) throws(ServiceError) -> Bool {
        try database.run("""
            UPDATE chapters SET lease_expires = ?
            WHERE id = ? AND status = 'running' AND lease_owner = ? AND attempts = ?
            """, [.real(Date().timeIntervalSince1970 + leaseSeconds), .text(chapter.id), .text(owner),
                  .integer(Int64(chapter.attempts))]).changes == 1
    }

    /// Records the attempt: done with `reply` (the worker's reply frame), moved into place
    /// in the same transaction that checks the attempt still holds the lease, or failed with
    /// `error`. `false` (nothing recorded) when it no longer holds it.
    func finishChapter(_ chapter: ChapterJob, owner: String, reply: Data?, error: String?) throws(ServiceError) -> Bool {
        let work = chapterWorkPath(chapter)
        defer { try? FileManager.default.removeItem(atPath: work) }
        if let reply {
            do {
                try reply.write(to: URL(fileURLWithPath: work))
            } catch {
                throw .store(path: work, detail: "cannot write the chapter's audio (\(error.localizedDescription))")
            }
        }
        return try database.transaction { run throws(ServiceError) -> Bool in
            let holds = try run("SELECT 1 FROM chapters WHERE id = ? AND status = 'running' AND lease_owner = ? AND attempts = ?"
                                + database.dialect.rowLock,
                                [.text(chapter.id), .text(owner), .integer(Int64(chapter.attempts))]).rows.count == 1
            guard holds else { return false }
            if reply != nil {
                let result = chapterResultPath(chapter)
                try? FileManager.default.removeItem(atPath: result)
                do {
                    try FileManager.default.moveItem(atPath: work, toPath: result)
                } catch {
                    throw .store(path: result, detail: "cannot move the chapter's audio into place (\(error.localizedDescription))")
                }
                Self.syncFolder(chapterFolder(chapter.parent))
            }
            _ = try run("""
                UPDATE chapters SET status = ?, error = ?, ran_by = ?, finished = ?, lease_owner = NULL, lease_expires = NULL
                WHERE id = ?
                """, [.text(reply != nil ? "done" : "failed"), error.map { .text($0) } ?? .null, .text(owner),
                      .real(Date().timeIntervalSince1970), .text(chapter.id)])
            return true
        }
    }

    /// Puts a running chapter back in the queue (its server is stopping).
    func releaseChapter(_ chapter: ChapterJob, owner: String) throws(ServiceError) {
        try database.run("""
            UPDATE chapters SET status = 'queued', lease_owner = NULL, lease_expires = NULL, started = NULL
            WHERE id = ? AND status = 'running' AND lease_owner = ? AND attempts = ?
            """, [.text(chapter.id), .text(owner), .integer(Int64(chapter.attempts))])
        try? FileManager.default.removeItem(atPath: chapterWorkPath(chapter))
    }

    /// Cancels the chapters of `parent` not yet ended (the parent was cancelled or failed):
    /// a server running one is refused its next renewal and stops it.
    func cancelChapters(parent: String, using run: (String, [DatabaseValue]) throws(ServiceError) -> (rows: [DatabaseRow], changes: Int))
        throws(ServiceError) {
        _ = try run("""
            UPDATE chapters SET status = 'cancelled', finished = ?, lease_owner = NULL, lease_expires = NULL
            WHERE parent = ? AND status IN ('queued', 'running')
            """, [.real(Date().timeIntervalSince1970), .text(parent)])
    }

    static func chapter(from row: DatabaseRow) -> ChapterJob? {
        guard let id = row["id"]?.string, let parent = row["parent"]?.string, let number = row["number"]?.int,
              let status = row["status"]?.string.flatMap(Job.Status.init(rawValue:)) else { return nil }
        return ChapterJob(id: id, parent: parent, number: number, digest: row["digest"]?.string ?? "", status: status,
                          leaseOwner: row["lease_owner"]?.string, attempts: row["attempts"]?.int ?? 0,
                          ranBy: row["ran_by"]?.string, error: row["error"]?.string)
    }
}
