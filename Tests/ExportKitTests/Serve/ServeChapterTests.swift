import ExportKit
import Foundation
import Testing
@testable import ExportService
@testable import NarrationExport

/// Chapters as jobs of the service (issue 43, item 4; docs/serve.md "Chapters as jobs"): a
/// narration job's chapters are claimed by every server on the job database, under the same
/// lease, renewal and exactly-once rules as book jobs, and the result is `export`'s.
@Suite("Serve chapters", .serialized)
struct ServeChapterTests {
    typealias Store = ServeTests.Store

    /// A book of `count` chapters (`h1`), each of `paragraphs` sentences.
    func chapterBook(_ folder: String, chapters count: Int, paragraphs: Int) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let chapters = (1...count).map { chapter in
            "<h1>Chapter \(chapter)</h1>\n" + (1...paragraphs).map {
                "<p>Chapter \(chapter), paragraph \($0), is spoken by whichever server claims it.</p>"
            }.joined(separator: "\n")
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>Chapters</title></head>
            <body>\(chapters.joined(separator: "\n"))</body></html>
            """
        let path = folder + "/chapters.xhtml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The job's outputs are `export --to mp3 --jobs 2`'s, byte for byte: every chapter
    /// spoken by a fresh narration worker, whichever server claimed it. (`--jobs 1` speaks
    /// chapter after chapter in one process, where eSpeak NG carries pause state from one
    /// chapter into the next: its chapters after the first differ, docs/narration.md.)
    func expectExportsOutputs(_ job: [String: Any], _ id: String, book: String, server: ServerProcess) throws {
        let expected = try ServeTests().exported(book, ["--to", "mp3", "--stem", "chapters"], jobs: 2)
        #expect((job["outputs"] as? [String])?.sorted() == expected.files.keys.sorted())
        for (name, bytes) in expected.files {
            #expect(try http("GET", port: server.port, "/v1/jobs/\(id)/outputs/\(name)").body == bytes, "\(name) differs from export's")
        }
    }

    func chapterRuns(_ server: ServerProcess) throws -> Double {
        metric(try http("GET", port: server.port, "/metrics").text, "exporttool_chapter_jobs_run_total{status=\"done\"}") ?? 0
    }

    func submit(_ server: ServerProcess, _ book: String) throws -> String {
        try #require(try ServeTests().post(server, query: "to=mp3", file: book).json["id"] as? String)
    }

    @Test("chapters as jobs: two servers on one SQLite file both claim chapters of one book; the MP3s and audio.json are export's")
    func twoServersShareTheChaptersOnSQLite() throws {
        let store = Store()
        try narrateOnTwoServers(store: store.path, database: nil)
    }

    @Test("chapters as jobs: two servers on one PostgreSQL database both claim chapters of one book; the outputs are export's",
          .enabled(if: PostgresServer.available, "\(PostgresServer.binaries.reason)"))
    func twoServersShareTheChaptersOnPostgres() throws {
        let database = try PostgresServer()
        let store = Store()
        try narrateOnTwoServers(store: store.path, database: database.url)
    }

    private func narrateOnTwoServers(store: String, database: String?) throws {
        let book = try chapterBook(store + "-book", chapters: 6, paragraphs: 12)
        defer { try? FileManager.default.removeItem(atPath: store + "-book") }
        let arguments = (database.map { ["--database", $0] } ?? []) + ["--workers", "1"]
        let first = try ServerProcess(store: store, arguments: arguments)
        let second = try ServerProcess(store: store, arguments: arguments)
        let id = try submit(first, book)
        let job = try first.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        try expectExportsOutputs(job, id, book: book, server: second)
        let progress = try #require(job["chapters"] as? [String: Any], "\(job)")
        #expect(progress["done"] as? Int == 6 && progress["total"] as? Int == 6)

        // Each chapter recorded once, by one of the two servers, and each server ran some.
        let jobs = try JobStore(databaseLocation: database ?? store + "/jobs.sqlite", storeDirectory: store)
        let chapters = try jobs.chapters(parent: id)
        #expect(chapters.count == 6 && chapters.allSatisfy { $0.status == .done })
        #expect(Set(chapters.compactMap(\.ranBy)).count == 2, "one server ran every chapter: \(chapters.map(\.ranBy))")
        let runs = (try chapterRuns(first), try chapterRuns(second))
        #expect(runs.0 >= 1 && runs.1 >= 1 && runs.0 + runs.1 == 6, "chapter jobs run: \(runs)")
        // The chapters' replies went through the store and are gone with the job's result.
        #expect(!FileManager.default.fileExists(atPath: jobs.chapterFolder(id)))
    }

    @Test("chapters as jobs: one server with --workers 1 narrates a book of several chapters alone (no deadlock)")
    func oneSlotFinishesAlone() throws {
        let store = Store()
        let book = try chapterBook(store.path + "-book", chapters: 3, paragraphs: 3)
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let id = try submit(server, book)
        let job = try server.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        try expectExportsOutputs(job, id, book: book, server: server)
        #expect(try chapterRuns(server) == 3)
        let metrics = try http("GET", port: server.port, "/metrics").text
        #expect(metric(metrics, "exporttool_chapter_jobs{status=\"done\"}") == 3)
    }

    @Test("chapters as jobs: a server killed (kill -9) while it runs a chapter; the chapter is claimed again after its lease and the book is export's")
    func killedServersChapterIsClaimedAgain() throws {
        let store = Store()
        let book = try chapterBook(store.path + "-book", chapters: 8, paragraphs: 30)
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let arguments = ["--workers", "1", "--lease-seconds", "2"]
        let keeper = try ServerProcess(store: store.path, arguments: arguments)
        let id = try submit(keeper, book)
        let jobs = try JobStore(databaseLocation: store.path + "/jobs.sqlite", storeDirectory: store.path)
        // The keeper runs the book job; the doomed server starts once its chapters are queued.
        let deadline = Date().addingTimeInterval(60)
        while try jobs.chapters(parent: id).isEmpty && Date() < deadline { usleep(20_000) }
        let parentOwner = try #require(try jobs.job(id: id)?.leaseOwner, "the book job is not running")
        var doomed: ServerProcess? = try ServerProcess(store: store.path, arguments: arguments)
        var victim: ChapterJob?
        while victim == nil && Date() < deadline {
            victim = try jobs.chapters(parent: id).first { $0.status == .running && $0.leaseOwner != parentOwner }
            if victim == nil { usleep(5_000) }
        }
        let killed = try #require(victim, "the second server never ran a chapter")
        doomed!.kill(signal: SIGKILL)
        doomed = nil

        let job = try keeper.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        #expect(job["attempts"] as? Int == 1)
        try expectExportsOutputs(job, id, book: book, server: keeper)
        let again = try #require(try jobs.chapters(parent: id).first { $0.id == killed.id })
        #expect(again.status == .done && again.attempts == killed.attempts + 1 && again.ranBy == parentOwner, "\(again)")
        let left = try FileManager.default.contentsOfDirectory(atPath: store.path + "/work")
        #expect(left.isEmpty, "left in work/: \(left)")
    }

    @Test("chapters as jobs: SIGTERM with --drain-seconds 0 puts a server's running chapter back in the queue; the book's server speaks it")
    func drainedChapterIsQueuedAgain() throws {
        let store = Store()
        let book = try chapterBook(store.path + "-book", chapters: 8, paragraphs: 30)
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let keeper = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let id = try submit(keeper, book)
        let jobs = try JobStore(databaseLocation: store.path + "/jobs.sqlite", storeDirectory: store.path)
        let deadline = Date().addingTimeInterval(60)
        while try jobs.chapters(parent: id).isEmpty && Date() < deadline { usleep(20_000) }
        let parentOwner = try #require(try jobs.job(id: id)?.leaseOwner, "the book job is not running")
        let drained = try ServerProcess(store: store.path, arguments: ["--workers", "1", "--drain-seconds", "0"])
        var victim: ChapterJob?
        while victim == nil && Date() < deadline {
            victim = try jobs.chapters(parent: id).first { $0.status == .running && $0.leaseOwner != parentOwner }
            if victim == nil { usleep(5_000) }
        }
        let released = try #require(victim, "the second server never ran a chapter")
        #expect(drained.kill(signal: SIGTERM) == 0)

        let job = try keeper.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        try expectExportsOutputs(job, id, book: book, server: keeper)
        let again = try #require(try jobs.chapters(parent: id).first { $0.id == released.id })
        // Put back (not failed) and spoken again, by the book's server: the drained one recorded nothing.
        #expect(again.status == .done && again.attempts == released.attempts + 1 && again.ranBy == parentOwner, "\(again)")
    }

    @Test("chapters as jobs: DELETE of a running narration cancels its chapters, and the server goes on to the next job")
    func cancelledBookCancelsItsChapters() throws {
        let store = Store()
        let book = try chapterBook(store.path + "-book", chapters: 8, paragraphs: 20)
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let id = try submit(server, book)
        let jobs = try JobStore(databaseLocation: store.path + "/jobs.sqlite", storeDirectory: store.path)
        let deadline = Date().addingTimeInterval(60)
        while try jobs.chapters(parent: id).isEmpty && Date() < deadline { usleep(20_000) }
        #expect(try http("DELETE", port: server.port, "/v1/jobs/\(id)").json["status"] as? String == "cancelled")
        let chapters = try jobs.chapters(parent: id)
        #expect(chapters.count == 8)
        #expect(!chapters.contains { $0.status == .queued || $0.status == .running }, "\(chapters.map(\.status))")
        #expect(chapters.contains { $0.status == .cancelled })
        let next = try #require(try ServeTests().post(server, query: "to=text", file: ServeTests().book).json["id"] as? String)
        #expect(try server.wait(for: next)["status"] as? String == "done")
        #expect(try jobs.chapters(parent: id).allSatisfy { $0.status == .done || $0.status == .cancelled })
    }

    @Test("chapter jobs in the store: one claim per chapter, a stale attempt records nothing, the same requests keep what was spoken")
    func chapterStoreRules() throws {
        let store = Store()
        let first = try JobStore(databaseLocation: store.path + "/jobs.sqlite", storeDirectory: store.path)
        let second = try JobStore(databaseLocation: store.path + "/jobs.sqlite", storeDirectory: store.path)
        let parent = try first.submit(formats: ["mp3"], options: [], stem: "b", fileExtension: "xhtml", book: [1], idempotencyKey: nil).job
        let requests = ["one", "two", "three"].map { Data($0.utf8) }
        let queued = try first.submitChapters(parent: parent.id, requests: requests)
        #expect(queued.map(\.number) == [0, 1, 2] && queued.allSatisfy { $0.status == .queued })
        #expect(try first.chapterProgress(parent: parent.id) == ChapterProgress(done: 0, total: 3))
        #expect(try first.chapterProgress(parent: "none") == nil)

        // Each chapter claimed once, oldest first; a parent's own claim takes only its chapters.
        let a = try #require(try first.claimChapter(owner: "a", leaseSeconds: 60))
        let b = try #require(try second.claimChapter(owner: "b", leaseSeconds: 60, parent: parent.id))
        #expect(a.number == 0 && b.number == 1)
        #expect(try second.claimChapter(owner: "b", leaseSeconds: 60, parent: "other") == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.chapterRequestPath(a))) == requests[0])

        // Only the attempt that holds the lease records; an expired lease passes to another.
        #expect(try !second.finishChapter(a, owner: "b", reply: Data("x".utf8), error: nil))
        _ = try first.database.run("UPDATE chapters SET lease_expires = 0 WHERE id = ?", [.text(a.id)])
        let retaken = try #require(try second.claimChapter(owner: "b", leaseSeconds: 60))
        #expect(retaken.id == a.id && retaken.attempts == 2)
        #expect(try !first.renewChapter(a, owner: "a", leaseSeconds: 60))
        #expect(try !first.finishChapter(a, owner: "a", reply: Data("stale".utf8), error: nil))
        #expect(try second.finishChapter(retaken, owner: "b", reply: Data("audio".utf8), error: nil))
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.chapterResultPath(retaken))) == Data("audio".utf8))
        #expect(try first.chapterProgress(parent: parent.id) == ChapterProgress(done: 1, total: 3))

        // A new attempt of the parent with the same requests keeps the chapters as they are;
        // other requests replace them.
        let kept = try first.submitChapters(parent: parent.id, requests: requests)
        #expect(kept.map(\.status) == [.done, .running, .queued])
        // One recorded done whose reply is gone from the store is queued again.
        try FileManager.default.removeItem(atPath: first.chapterResultPath(retaken))
        #expect(try first.submitChapters(parent: parent.id, requests: requests).map(\.status) == [.queued, .running, .queued])
        let replaced = try first.submitChapters(parent: parent.id, requests: [Data("new".utf8)])
        #expect(replaced.map(\.status) == [.queued] && replaced[0].attempts == 0)

        // Cancelling the parent cancels its chapters: a running one's renewal is refused.
        let running = try #require(try first.claimChapter(owner: "a", leaseSeconds: 60))
        #expect(try first.cancelOrRemove(id: parent.id)?.removed == false)
        #expect(try !first.renewChapter(running, owner: "a", leaseSeconds: 60))
        #expect(try first.chapters(parent: parent.id).map(\.status) == [.cancelled])
        #expect(try first.chapterCounts()[.cancelled] == 1)
        // Removing the ended parent removes its chapters.
        #expect(try first.cancelOrRemove(id: parent.id)?.removed == true)
        #expect(try first.chapters(parent: parent.id).isEmpty)
    }

    @Test("a job's JSON shows a narration's chapters done and in all")
    func jobJSONShowsChapters() throws {
        let job = Job(id: "a", status: .running, formats: ["mp3"], options: [], stem: "b", inputName: "b.xhtml",
                      idempotencyKey: nil, leaseOwner: nil, leaseExpires: nil, attempts: 1, outputs: [], warnings: [],
                      error: nil, resultFolder: nil, submitted: 0, started: nil, finished: nil)
        let text = JobJSON.object(job, chapters: ChapterProgress(done: 2, total: 5))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["chapters"] as? [String: Int] == ["done": 2, "total": 5])
        #expect(!JobJSON.object(job).contains("chapters"))
    }

    /// A chapter of a few sentences, for eSpeak NG in `language` (and `voice`).
    static func narrationJob(_ text: String, voice: String? = nil, track: String) -> NarrationJob {
        NarrationJob(ssml: "<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"en\">\(text)</speak>",
                     language: "en", voice: voice, rate: nil, audio: AudioSettings(), title: "Chapter " + track,
                     artist: nil, album: "Chapters", track: track, piper: nil)
    }

    /// A book job's narration service, on a fresh store with its book job queued.
    func narration(_ store: Store) throws -> (ChapterJobNarration, JobStore, Job) {
        let jobs = try JobStore(databaseLocation: store.path + "/jobs.sqlite", storeDirectory: store.path)
        let parent = try jobs.submit(formats: ["mp3"], options: [], stem: "b", fileExtension: "xhtml", book: [1], idempotencyKey: nil).job
        let context = ChapterContext(database: store.path + "/jobs.sqlite", store: store.path, parent: parent.id, owner: "worker",
                                     leaseSeconds: 30)
        return (ChapterJobNarration(context: context, workerCommand: [exporttoolBinary, "narration-worker"]), jobs, parent)
    }

    @Test("chapters as jobs: a book's worker alone speaks every chapter, each in a fresh narration worker: the audio of export --jobs 2's pool")
    func bookWorkerSpeaksItsChapters() throws {
        let store = Store()
        let (service, jobs, parent) = try narration(store)
        let chapters = [Self.narrationJob("The first chapter. It has two sentences.", track: "1/3"),
                        Self.narrationJob("The second chapter is short.", track: "2/3"),
                        Self.narrationJob("The third one, too.", track: "3/3")]
        let spoken = try service.narrate(chapters) { _ in }
        let pool = try NarrationWorkerPool(workerCommand: [exporttoolBinary, "narration-worker"], workers: 2).narrate(chapters) { _ in }
        #expect(spoken.map(\.audio) == pool.map(\.audio))
        #expect(spoken.map(\.marks) == pool.map(\.marks) && spoken.map(\.samples) == pool.map(\.samples))
        #expect(service.chaptersSpoken == 3)
        let rows = try jobs.chapters(parent: parent.id)
        #expect(rows.map(\.status) == [.done, .done, .done] && rows.allSatisfy { $0.ranBy == "worker" && $0.attempts == 1 })
    }

    @Test("chapters as jobs: a chapter that fails fails the narration with the chapter's number and its worker's message")
    func failedChapterFailsTheNarration() throws {
        let store = Store()
        let (service, jobs, parent) = try narration(store)
        let chapters = [Self.narrationJob("A good chapter.", track: "1/2"),
                        Self.narrationJob("A chapter no voice speaks.", voice: "zz-no-such-voice", track: "2/2")]
        // The message is the one the narration worker printed, as `export` words it.
        #expect(throws: ExportError.narration(.chapterJob(number: 2, message: "--voice 'zz-no-such-voice' is not an eSpeak NG voice name (see `espeak-ng --voices`; a variant as NAME+VARIANT)"))) {
            _ = try service.narrate(chapters) { _ in }
        }
        let rows = try jobs.chapters(parent: parent.id)
        #expect(rows.map(\.status) == [.done, .failed], "\(rows)")
    }
}
