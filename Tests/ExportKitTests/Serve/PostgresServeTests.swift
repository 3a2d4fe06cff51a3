import Foundation
import Testing
@testable import ExportService

/// `exporttool serve --database postgres://…` (issue 39; docs/serve.md "Several servers on
/// PostgreSQL"): the job store on a real PostgreSQL server that the test starts, shared by
/// two stores (two servers' connections) and by two `serve` processes, one killed mid-job.
@Suite("Serve on PostgreSQL", .serialized)
struct PostgresServeTests {
    @Test("the store's ? parameters become PostgreSQL's $1, $2 … outside quoted literals")
    func parametersAreNumbered() {
        #expect(PostgresDatabase.numberedParameters("UPDATE jobs SET a = ? WHERE b = '?' AND c = ?")
                == "UPDATE jobs SET a = $1 WHERE b = '?' AND c = $2")
    }

    @Test("a PostgreSQL URL is named without its password")
    func passwordIsNotShown() {
        #expect(PostgresDatabase.withoutPassword("postgres://jobs:s3cret@db.example:5432/jobs")
                == "postgres://jobs:***@db.example:5432/jobs")
        #expect(PostgresDatabase.withoutPassword("postgresql://jobs@db/jobs?sslmode=require") == "postgresql://jobs@db/jobs?sslmode=require")
        #expect(PostgresDatabase.withoutPassword("postgresql:///jobs?host=/run/postgresql") == "postgresql:///jobs?host=/run/postgresql")
    }

    @Test("a database that cannot be reached stops serve with one line naming it, password hidden, before it listens")
    func unreachableDatabaseIsRefused() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("serve-pg-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        let run = try runBounded(exporttoolBinary, ["serve", "--listen", "127.0.0.1:0", "--store", store,
                                                    "--database", "postgres://jobs:s3cret@127.0.0.1:1/jobs"], timeout: 60)
        #expect(run.status != 0)
        let lines = run.message.split(separator: "\n")
        #expect(lines.count == 1, "\(run.message)")
        #expect(run.message.contains("postgres://jobs:***@127.0.0.1:1/jobs"), "\(run.message)")
        #expect(!run.message.contains("s3cret"))
        #expect(!String(decoding: run.stdout, as: UTF8.self).contains("listening"))
    }

    @Test("two stores on one database: each job claimed once, a stale attempt records nothing, an expired lease passes to the other",
          .enabled(if: PostgresServer.available, "\(PostgresServer.binaries.reason)"))
    func storesShareTheDatabase() throws {
        let server = try PostgresServer()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-pg-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try JobStore(databaseLocation: server.url, storeDirectory: folder)
        let second = try JobStore(databaseLocation: server.url, storeDirectory: folder)
        var submitted: [String] = []
        for index in 0..<6 {
            let job = try first.submit(formats: ["text"], options: [], stem: "book\(index)", fileExtension: "xhtml",
                                       book: Array("<p>\(index)</p>".utf8), idempotencyKey: index == 0 ? "key" : nil)
            submitted.append(job.job.id)
        }
        // The same key from the other server is the first job, not a new one.
        let again = try second.submit(formats: ["text"], options: [], stem: "x", fileExtension: "xhtml", book: [1], idempotencyKey: "key")
        #expect(!again.isNew && again.job.id == submitted[0])

        // Both claim at once until the queue is empty: every job exactly once.
        let claims = ClaimLog()
        let group = DispatchGroup()
        for (store, owner) in [(first, "a"), (second, "b")] {
            DispatchQueue.global().async(group: group) {
                while let job = try? store.claim(owner: owner, leaseSeconds: 60) { claims.add(job.id, owner) }
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        #expect(claims.ids.sorted() == submitted.sorted(), "claimed: \(claims.ids)")
        #expect(try first.jobs(status: .running).count == 6)

        // The attempt that holds the lease records; another owner's cannot.
        let (id, owner) = try #require(claims.entries.first)
        var job = try #require(try first.job(id: id))
        try FileManager.default.createDirectory(atPath: first.workFolder(job), withIntermediateDirectories: true)
        try Data("out".utf8).write(to: URL(fileURLWithPath: first.workFolder(job) + "/book.txt"))
        #expect(try !second.finish(job, owner: owner == "a" ? "b" : "a", outcome: JobOutcome(status: .done, outputs: ["book.txt"])))
        // A refused attempt's outputs are removed with it; the holder's are recorded.
        #expect(!FileManager.default.fileExists(atPath: first.workFolder(job)))
        try FileManager.default.createDirectory(atPath: first.workFolder(job), withIntermediateDirectories: true)
        try Data("out".utf8).write(to: URL(fileURLWithPath: first.workFolder(job) + "/book.txt"))
        #expect(try second.finish(job, owner: owner, outcome: JobOutcome(status: .done, outputs: ["book.txt"])))
        job = try #require(try second.job(id: id))
        #expect(job.status == .done && job.outputs == ["book.txt"] && job.resultFolder == "result-1")

        // A lease that expired passes to the other server; the first attempt then records nothing.
        let (lateID, lateOwner) = try #require(claims.entries.dropFirst().first)
        let late = try #require(try first.job(id: lateID))
        let otherOwner = lateOwner == "a" ? "b" : "a"
        _ = try first.database.run("UPDATE jobs SET lease_expires = 0 WHERE id = ?", [.text(lateID)])
        let retaken = try #require(try second.claim(owner: otherOwner, leaseSeconds: 60))
        #expect(retaken.id == lateID && retaken.attempts == 2)
        #expect(try !first.renew(late, owner: lateOwner, leaseSeconds: 60))
        #expect(try !first.finish(late, owner: lateOwner, outcome: JobOutcome(status: .failed, error: "stale")))
        #expect(try second.renew(retaken, owner: otherOwner, leaseSeconds: 60))

        // Cancel, then remove; counts by status.
        let (cancelID, _) = try #require(claims.entries.last)
        #expect(try first.cancelOrRemove(id: cancelID)?.removed == false)
        #expect(try second.cancelOrRemove(id: cancelID)?.removed == true)
        #expect(try first.job(id: cancelID) == nil)
        let counts = try second.counts()
        #expect(counts[.done] == 1 && counts[.running] == 4 && counts[.cancelled] == 0)
        #expect(try first.jobs(status: nil).map(\.id) == submitted.filter { $0 != cancelID })
    }

    @Test("two serve processes on one PostgreSQL database and one store folder, one killed (kill -9) mid-job: every job done once",
          .enabled(if: PostgresServer.available, "\(PostgresServer.binaries.reason)"))
    func twoServersFinishEveryJobOnce() throws {
        let database = try PostgresServer()
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("serve-pg-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        let slow = try ServeTests().slowBook(store + "-book")
        defer { try? FileManager.default.removeItem(atPath: store + "-book") }
        let arguments = ["--database", database.url, "--workers", "1", "--lease-seconds", "2"]
        var doomed: ServerProcess? = try ServerProcess(store: store, arguments: arguments)
        let survivor = try ServerProcess(store: store, arguments: arguments)
        var ids: [String] = []
        for index in 0..<4 {
            let answer = try ServeTests().post(index % 2 == 0 ? doomed! : survivor, query: "to=text,mp3", file: slow, name: "slow\(index).xhtml")
            ids.append(try #require(answer.json["id"] as? String))
        }
        // Both servers see every job; once two run, one server dies holding one of them.
        let deadline = Date().addingTimeInterval(120)
        while try survivor.count(status: "running") < 2 && Date() < deadline { usleep(50_000) }
        try #require(try survivor.count(status: "running") == 2, "two jobs never ran at once")
        doomed!.kill(signal: SIGKILL)
        doomed = nil

        var attempts = 0
        for id in ids {
            let job = try survivor.wait(for: id)
            #expect(job["status"] as? String == "done", "\(job)")
            let tries = try #require(job["attempts"] as? Int)
            attempts += tries
            let stem = "slow\(ids.firstIndex(of: id)!)"
            let outputs = job["outputs"] as? [String] ?? []
            #expect(outputs.contains(stem + ".txt") && outputs.contains { $0.hasPrefix(stem) && $0.hasSuffix(".mp3") }, "\(outputs)")
            // One result folder, the attempt that recorded it.
            let folders = try FileManager.default.contentsOfDirectory(atPath: store + "/jobs/\(id)").sorted()
            #expect(folders == ["input", "result-\(tries)"])
        }
        // The killed server's job ran twice, the others once.
        #expect(attempts == 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store + "/work").isEmpty)
    }
}

/// Claims seen by the threads of ``PostgresServeTests/storesShareTheDatabase()``.
private final class ClaimLog: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var entries: [(id: String, owner: String)] = []
    var ids: [String] { lock.withLock { entries.map(\.id) } }
    func add(_ id: String, _ owner: String) { lock.withLock { entries.append((id, owner)) } }
}

extension ServerProcess {
    /// How many jobs the server lists with `status`.
    func count(status: String) throws -> Int {
        (try http("GET", port: port, "/v1/jobs?status=\(status)").json["jobs"] as? [Any])?.count ?? 0
    }
}
