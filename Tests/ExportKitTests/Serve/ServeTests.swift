import Foundation
import Testing
import ZIPFoundation
@testable import ExportService

/// `exporttool serve` (issue 39, part 2; docs/serve.md): the real binary started on a free
/// loopback port with its own store, spoken to over HTTP, and compared with what
/// `exporttool export` writes for the same book and options.
@Suite("Serve", .serialized)
struct ServeTests {
    let book = TestPaths.fixture("Text/rules.xhtml")

    /// A fresh store folder, removed at the end of the test.
    final class Store {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)").path
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    func post(_ server: ServerProcess, query: String, file: String, type: String = "application/xhtml+xml",
              name: String? = nil, headers: [String: String] = [:]) throws -> HTTPAnswer {
        var all = headers
        all["Content-Type"] = type
        all["Content-Disposition"] = "attachment; filename=\"\(name ?? (file as NSString).lastPathComponent)\""
        return try http("POST", port: server.port, "/v1/jobs?" + query, headers: all,
                        body: try Data(contentsOf: URL(fileURLWithPath: file)))
    }

    /// What `exporttool export --jobs JOBS` writes into a fresh folder: file name -> bytes,
    /// and its warnings.
    func exported(_ input: String, _ arguments: [String], jobs: Int = 1) throws -> (files: [String: Data], warnings: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try runBounded(exporttoolBinary, ["export", input, "--output-dir", folder, "--jobs", String(jobs)] + arguments)
        #expect(run.status == 0, "\(run.message)")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        let warnings = run.message.split(separator: "\n").filter { $0.hasPrefix("exporttool: warning: ") }
            .map { String($0.dropFirst("exporttool: warning: ".count)) }
        return (files, warnings)
    }

    @Test("a posted book is converted as export converts it: status, each output, the zip, the list, metrics, then removed")
    func convertsAsExportDoes() throws {
        let store = Store()
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let posted = try post(server, query: "to=text,brf&cells=32", file: book)
        #expect(posted.status == 202)
        let id = try #require(posted.json["id"] as? String)
        #expect(posted.json["status"] as? String == "queued")
        #expect(posted.headers["location"] == "/v1/jobs/\(id)")

        let job = try server.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        #expect(job["formats"] as? [String] == ["text", "brf"])
        #expect(job["stem"] as? String == "rules")
        let expected = try exported(book, ["--to", "text,brf", "--stem", "rules", "--cells", "32"])
        #expect((job["outputs"] as? [String])?.sorted() == expected.files.keys.sorted())
        #expect(job["warnings"] as? [String] == expected.warnings)
        #expect(job["error"] is NSNull)

        for (name, bytes) in expected.files {
            let output = try http("GET", port: server.port, "/v1/jobs/\(id)/outputs/\(name)")
            #expect(output.status == 200)
            #expect(output.body == bytes, "output \(name) differs from export's")
        }
        #expect(try http("GET", port: server.port, "/v1/jobs/\(id)/outputs/..%2Fjobs.sqlite").status == 404)

        let result = try http("GET", port: server.port, "/v1/jobs/\(id)/result")
        #expect(result.status == 200)
        #expect(result.headers["content-type"] == "application/zip")
        let archive = try Archive(data: result.body, accessMode: .read)
        var zipped: [String: Data] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            zipped[entry.path] = data
        }
        #expect(zipped == expected.files)
        // The same outputs zip to the same bytes.
        #expect(try http("GET", port: server.port, "/v1/jobs/\(id)/result").body == result.body)

        let done = try http("GET", port: server.port, "/v1/jobs?status=done").json["jobs"] as? [[String: Any]]
        #expect(done?.compactMap { $0["id"] as? String } == [id])
        #expect((try http("GET", port: server.port, "/v1/jobs?status=queued").json["jobs"] as? [[String: Any]])?.isEmpty == true)
        #expect(try http("GET", port: server.port, "/v1/jobs?status=finished").status == 400)

        let metrics = try http("GET", port: server.port, "/metrics")
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(metric(metrics.text, "exporttool_jobs{status=\"done\"}") == 1)
        #expect(metric(metrics.text, "exporttool_jobs{status=\"queued\"}") == 0)
        #expect(metric(metrics.text, "exporttool_queue_length") == 0)
        #expect(metric(metrics.text, "exporttool_job_duration_seconds_count{status=\"done\"}") == 1)
        #expect(metric(metrics.text, "exporttool_job_duration_seconds_bucket{status=\"done\",le=\"+Inf\"}") == 1)
        // Each format's own histogram, timed by the worker.
        for format in ["text", "brf"] {
            #expect(metric(metrics.text, "exporttool_format_duration_seconds_count{format=\"\(format)\"}") == 1, "\(format)")
            #expect((metric(metrics.text, "exporttool_format_duration_seconds_sum{format=\"\(format)\"}") ?? -1) >= 0)
        }
        #expect(metrics.text.contains("# TYPE exporttool_format_duration_seconds histogram"))
        #expect(metric(metrics.text, "exporttool_worker_starts_total") == 1)
        #expect(try http("GET", port: server.port, "/healthz").json["status"] as? String == "ok")
        #expect(try http("GET", port: server.port, "/openapi.yaml").text == OpenAPIDocument.text)

        let removed = try http("DELETE", port: server.port, "/v1/jobs/\(id)")
        #expect(removed.json["removed"] as? Bool == true)
        #expect(try http("GET", port: server.port, "/v1/jobs/\(id)").status == 404)
        #expect(!FileManager.default.fileExists(atPath: store.path + "/jobs/\(id)"))
    }

    @Test("a store given as a relative path: every job finds its book, not only the first (a worker runs each job in its own input folder)")
    func relativeStore() throws {
        let store = Store()
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
        let server = try ServerProcess(store: "relative-store", arguments: ["--workers", "1"], directory: store.path)
        var ids: [String] = []
        for _ in 0..<3 {
            let posted = try post(server, query: "to=text", file: book)
            ids.append(try #require(posted.json["id"] as? String))
        }
        for id in ids {
            let job = try server.wait(for: id)
            #expect(job["status"] as? String == "done", "\(job)")
        }
        #expect(FileManager.default.fileExists(atPath: store.path + "/relative-store/jobs.sqlite"))
    }

    @Test("a bad option is refused (400) with the message the command line gives, and nothing is queued")
    func badOptionsAreRefused() throws {
        let store = Store()
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        // Each query and the command line that should say the same.
        let cases: [(query: String, arguments: [String])] = [
            ("to=text&bogus=1", ["--to", "text", "--bogus=1"]),
            ("to=nosuch", ["--to", "nosuch"]),
            ("to=brf&cells=0", ["--to", "brf", "--cells=0"]),
            ("to=text&lang=not%20a%20tag", ["--to", "text", "--lang=not a tag"]),
        ]
        for (query, arguments) in cases {
            let answer = try post(server, query: query, file: book)
            #expect(answer.status == 400, "\(query)")
            let cli = try runBounded(exporttoolBinary, ["export", "rules.xhtml"] + arguments)
            #expect(cli.status == 2)
            let line = try #require(cli.message.split(separator: "\n").first.map(String.init))
            let message = try #require(answer.json["error"] as? String)
            #expect(line == "Error: " + message || line == "exporttool: error: " + message, "\(query): \(message) vs \(line)")
        }
        for query in ["to=text&output-dir=/tmp", "to=text&stem=x", "to=text&jobs=4", "to=ssml&lexicon=/etc/passwd",
                      "to=brf&table=/etc/passwd", "to=text&--lang=en"] {
            #expect(try post(server, query: query, file: book).status == 400, "\(query)")
        }
        #expect(try post(server, query: "to=text", file: book, type: "application/pdf").status == 415)
        #expect((try http("GET", port: server.port, "/v1/jobs").json["jobs"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test("a book that cannot be read fails its job with the command line's message, and the server goes on")
    func badBookFailsItsJob() throws {
        let store = Store()
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let folder = store.path + "-book"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/broken.epub"
        try Data("this is not a zip".utf8).write(to: URL(fileURLWithPath: broken))
        let answer = try post(server, query: "to=text", file: broken, type: "application/epub+zip")
        let id = try #require(answer.json["id"] as? String)
        let job = try server.wait(for: id)
        #expect(job["status"] as? String == "failed")
        #expect((job["outputs"] as? [String])?.isEmpty == true)
        // The command line, run where the book is, names it the same way.
        let cli = try runBounded("/bin/sh", ["-c", "cd \"$1\" && exec \"$2\" export broken.epub --to text --output-dir out",
                                             "sh", folder, exporttoolBinary])
        #expect(cli.status != 0)
        let line = cli.message.split(separator: "\n").first { $0.hasPrefix("exporttool: error: ") }
        #expect(line.map { String($0.dropFirst("exporttool: error: ".count)) } == job["error"] as? String)
        #expect(try http("GET", port: server.port, "/v1/jobs/\(id)/result").status == 409)
        #expect(try http("GET", port: server.port, "/healthz").status == 200)
        // And the next job is done.
        let next = try post(server, query: "to=text", file: book)
        #expect(try server.wait(for: try #require(next.json["id"] as? String))["status"] as? String == "done")
    }

    @Test("a repeated Idempotency-Key answers with the first job and queues nothing new")
    func idempotencyKeyReturnsTheFirstJob() throws {
        let store = Store()
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let first = try post(server, query: "to=text", file: book, headers: ["Idempotency-Key": "batch-7/rules"])
        let second = try post(server, query: "to=text", file: book, headers: ["Idempotency-Key": "batch-7/rules"])
        let other = try post(server, query: "to=text", file: book, headers: ["Idempotency-Key": "batch-7/other"])
        #expect(first.status == 202 && second.status == 202)
        #expect(first.json["id"] as? String == second.json["id"] as? String)
        #expect(second.headers["idempotent-replayed"] == "true")
        #expect(first.headers["idempotent-replayed"] == nil)
        #expect(other.json["id"] as? String != first.json["id"] as? String)
        #expect((try http("GET", port: server.port, "/v1/jobs").json["jobs"] as? [[String: Any]])?.count == 2)
    }

    @Test("with --token-file every request needs the bearer token; without it the server listens on loopback only")
    func tokenIsRequired() throws {
        let store = Store()
        let tokenFile = store.path + "-token"
        try Data("s3cret-token\n".utf8).write(to: URL(fileURLWithPath: tokenFile))
        defer { try? FileManager.default.removeItem(atPath: tokenFile) }
        let server = try ServerProcess(store: store.path, arguments: ["--token-file", tokenFile, "--max-body-mb", "1"])
        #expect(try http("GET", port: server.port, "/healthz").status == 401)
        #expect(try http("GET", port: server.port, "/v1/jobs", headers: ["Authorization": "Bearer s3cret-tokeN"]).status == 401)
        #expect(try http("GET", port: server.port, "/v1/jobs", headers: ["Authorization": "Bearer s3cret-token"]).status == 200)
        #expect(try post(server, query: "to=text", file: book).status == 401)
        // A body over --max-body-mb is refused whole.
        let big = try http("POST", port: server.port, "/v1/jobs?to=text",
                           headers: ["Authorization": "Bearer s3cret-token", "Content-Type": "text/html"],
                           body: Data(repeating: 0x20, count: 2 * 1024 * 1024))
        #expect(big.status == 413)

        let open = try runBounded(exporttoolBinary, ["serve", "--listen", "0.0.0.0:0", "--store", store.path + "-open"], timeout: 60)
        defer { try? FileManager.default.removeItem(atPath: store.path + "-open") }
        #expect(open.status == 2)
        #expect(open.message.contains("--token-file"))
    }

    /// A book that takes a few seconds to narrate (`paragraphs` 120), so that a server can be
    /// stopped while it runs.
    func slowBook(_ folder: String, paragraphs count: Int = 120) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let paragraphs = (1...count).map { "<p>Paragraph \($0) is read aloud slowly, word by word, into the narration.</p>" }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>Slow</title></head>
            <body><h1>Slow</h1>\(paragraphs.joined(separator: "\n"))</body></html>
            """
        let path = folder + "/slow.xhtml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a server killed (kill -9) while a job runs, started again, finishes that job once")
    func killedServerFinishesTheJobOnce() throws {
        let store = Store()
        let slow = try slowBook(store.path + "-book")
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let arguments = ["--workers", "1", "--lease-seconds", "2"]
        var server: ServerProcess? = try ServerProcess(store: store.path, arguments: arguments)
        let answer = try post(server!, query: "to=text,mp3", file: slow)
        let id = try #require(answer.json["id"] as? String)
        let running = try server!.wait(for: id, until: ["running", "done", "failed"])
        try #require(running["status"] as? String == "running", "the job ended before the server could be killed: \(running)")
        server!.kill(signal: SIGKILL)
        server = nil

        let again = try ServerProcess(store: store.path, arguments: arguments)
        let job = try again.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        #expect(job["attempts"] as? Int == 2)
        let expected = try exported(slow, ["--to", "text,mp3"])
        #expect((job["outputs"] as? [String])?.sorted() == expected.files.keys.sorted())
        for (name, bytes) in expected.files {
            #expect(try http("GET", port: again.port, "/v1/jobs/\(id)/outputs/\(name)").body == bytes, "\(name)")
        }
        // One result, nothing half written left behind.
        let folders = try FileManager.default.contentsOfDirectory(atPath: store.path + "/jobs/\(id)").sorted()
        #expect(folders == ["input", "result-2"])
        let left = try FileManager.default.contentsOfDirectory(atPath: store.path + "/work")
        #expect(left.isEmpty, "left in work/: \(left)")
    }

    @Test("SIGTERM takes no new job and puts a running one back in the queue once --drain-seconds pass; the next server finishes it")
    func terminationDrains() throws {
        let store = Store()
        let slow = try slowBook(store.path + "-book")
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let arguments = ["--workers", "1", "--drain-seconds", "0"]
        var server: ServerProcess? = try ServerProcess(store: store.path, arguments: arguments)
        let id = try #require(try post(server!, query: "to=mp3", file: slow).json["id"] as? String)
        let waiting = try #require(try post(server!, query: "to=text", file: book).json["id"] as? String)
        let running = try server!.wait(for: id, until: ["running", "done", "failed"])
        try #require(running["status"] as? String == "running", "the job ended before the server was stopped: \(running)")
        #expect(server!.kill(signal: SIGTERM) == 0)
        server = nil

        let again = try ServerProcess(store: store.path, arguments: arguments)
        let job = try again.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        #expect(try again.wait(for: waiting)["status"] as? String == "done")
    }

    @Test("SIGTERM lets a running job finish within --drain-seconds, records it once, and claims nothing more")
    func terminationFinishesRunningJobs() throws {
        let store = Store()
        let slow = try slowBook(store.path + "-book")
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1", "--drain-seconds", "600"])
        let id = try #require(try post(server, query: "to=mp3", file: slow).json["id"] as? String)
        let waiting = try #require(try post(server, query: "to=text", file: book).json["id"] as? String)
        let running = try server.wait(for: id, until: ["running", "done", "failed"])
        try #require(running["status"] as? String == "running", "the job ended before the server was stopped: \(running)")
        #expect(server.kill(signal: SIGTERM) == 0)

        // The first server finished the running job before it exited and never claimed the waiting one.
        let again = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let job = try http("GET", port: again.port, "/v1/jobs/\(id)").json
        #expect(job["status"] as? String == "done", "\(job)")
        #expect(job["attempts"] as? Int == 1)
        #expect(try again.wait(for: waiting)["attempts"] as? Int == 1)
    }

    @Test("DELETE cancels a queued job: it never runs")
    func deleteCancelsAQueuedJob() throws {
        let store = Store()
        let slow = try slowBook(store.path + "-book")
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let first = try #require(try post(server, query: "to=mp3", file: slow).json["id"] as? String)
        let second = try #require(try post(server, query: "to=text", file: book).json["id"] as? String)
        let cancelled = try http("DELETE", port: server.port, "/v1/jobs/\(second)")
        #expect(cancelled.json["status"] as? String == "cancelled")
        #expect(cancelled.json["removed"] as? Bool == false)
        // The running one is cancelled too, and stopped at its next lease renewal.
        #expect(try http("DELETE", port: server.port, "/v1/jobs/\(first)").json["status"] as? String == "cancelled")
        #expect(try server.wait(for: first)["status"] as? String == "cancelled")
        let job = try server.wait(for: second)
        #expect(job["status"] as? String == "cancelled")
        #expect(job["attempts"] as? Int == 0)
    }

    @Test("jobs run in a kept worker process; one killed between jobs is replaced, and the job after is done")
    func keptWorkerIsReplaced() throws {
        let store = Store()
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1"])
        let expected = try exported(book, ["--to", "brf", "--stem", "rules"])
        for _ in 1...2 {
            let id = try #require(try post(server, query: "to=brf", file: book).json["id"] as? String)
            #expect(try server.wait(for: id)["status"] as? String == "done")
        }
        var metrics = try http("GET", port: server.port, "/metrics").text
        #expect(metric(metrics, "exporttool_worker_starts_total") == 1, "two jobs, one worker")

        let workers = childProcesses(of: server.pid)
        try #require(workers.count == 1, "the server's children: \(workers)")
        Glibc.kill(workers[0], SIGKILL)
        // Dead (a zombie until the server notices at its next job), or gone.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, let stat = try? String(contentsOfFile: "/proc/\(workers[0])/stat", encoding: .utf8),
              !stat.contains(") Z ") {
            usleep(20_000)
        }

        let id = try #require(try post(server, query: "to=brf", file: book).json["id"] as? String)
        let job = try server.wait(for: id)
        #expect(job["status"] as? String == "done", "\(job)")
        #expect(job["attempts"] as? Int == 1)
        for (name, bytes) in expected.files {
            #expect(try http("GET", port: server.port, "/v1/jobs/\(id)/outputs/\(name)").body == bytes, "\(name)")
        }
        metrics = try http("GET", port: server.port, "/metrics").text
        #expect(metric(metrics, "exporttool_worker_starts_total") == 2)
    }

    @Test("a lease renewal that finds its job already recorded does not stop the kept worker on the next job")
    func lateRenewalLeavesTheNextJobAlone() throws {
        // A renewal every 0.1 s (a third of the lease) and short jobs back to back on one
        // worker: renewals asked while a job ran keep coming back refused after it was
        // recorded, while the same worker already runs the next job. Each job must be done
        // on its first attempt, by the one worker the server started.
        let store = Store()
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1", "--lease-seconds", "0.3"])
        var ids: [String] = []
        for index in 0..<30 {
            ids.append(try #require(try post(server, query: "to=text", file: book, name: "book\(index).xhtml").json["id"] as? String))
        }
        for id in ids {
            let job = try server.wait(for: id)
            #expect(job["status"] as? String == "done" && job["attempts"] as? Int == 1, "\(job)")
        }
        #expect(metric(try http("GET", port: server.port, "/metrics").text, "exporttool_worker_starts_total") == 1)
    }

    @Test("--job-seconds stops a job that runs past it and fails it; a new worker does the next job")
    func jobTimeLimitStopsTheJob() throws {
        let store = Store()
        // The limit holds for every job, the next one too: it must be long enough for a new
        // worker to start and write a small text under a loaded machine (a 1-second limit
        // failed that job beside the whole suite), and the first job far longer than it.
        let slow = try slowBook(store.path + "-book", paragraphs: 3000)
        defer { try? FileManager.default.removeItem(atPath: store.path + "-book") }
        let server = try ServerProcess(store: store.path, arguments: ["--workers", "1", "--job-seconds", "10"])
        let id = try #require(try post(server, query: "to=mp3", file: slow).json["id"] as? String)
        let job = try server.wait(for: id)
        #expect(job["status"] as? String == "failed", "\(job)")
        #expect(job["error"] as? String == "the job ran longer than 10 seconds and was stopped")
        let next = try #require(try post(server, query: "to=text", file: book).json["id"] as? String)
        let done = try server.wait(for: next)
        #expect(done["status"] as? String == "done", "\(done)")
        #expect(metric(try http("GET", port: server.port, "/metrics").text, "exporttool_worker_starts_total") == 2)
    }

    @Test("a job's JSON is what JSONSerialization writes for the same object, keys sorted")
    func jobJSONMatchesJSONSerialization() throws {
        let job = Job(id: "a/b", status: .failed, formats: ["text", "brf"], options: ["--lang=fr", "--title=\"x\""],
                      stem: "Émile \\ \u{1}\u{1F}\t\n", inputName: "x.epub", idempotencyKey: nil, leaseOwner: nil, leaseExpires: nil,
                      attempts: 2, outputs: [], warnings: ["line\u{8}\u{C}\r", "😀 </p>"], error: "bad \"book\"",
                      resultFolder: nil, submitted: 1_764_430_912.75, started: 0, finished: nil)
        let formatter = ISO8601DateFormatter()
        let object: [String: Any] = [
            "id": job.id, "status": job.status.rawValue, "formats": job.formats, "options": job.options, "stem": job.stem,
            "outputs": job.outputs, "warnings": job.warnings, "error": job.error ?? NSNull(), "attempts": job.attempts,
            "submitted": formatter.string(from: Date(timeIntervalSince1970: job.submitted)),
            "started": formatter.string(from: Date(timeIntervalSince1970: 0)), "finished": NSNull(), "removed": true,
        ]
        let expected = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(JobJSON.object(job, removed: true) == String(decoding: expected, as: UTF8.self))
        let list = try #require(try JSONSerialization.jsonObject(with: Data(JobJSON.list([job, job]).utf8)) as? [String: Any])
        #expect((list["jobs"] as? [[String: Any]])?.count == 2)
    }

    @Test("docs/openapi.yaml is the document the server serves, and it lists every route with its method")
    func openAPIListsEveryRoute() throws {
        let document = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/openapi.yaml"), encoding: .utf8)
        #expect(document == OpenAPIDocument.text, "copy docs/openapi.yaml into Sources/ExportService/OpenAPIDocument.swift")
        // Each path at two spaces under `paths:`, its methods at four.
        var methods: [String: Set<String>] = [:]
        var current: String?
        var inPaths = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "paths:" { inPaths = true; continue }
            if inPaths, let first = line.first, first != " " { inPaths = false }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
                current = String(line.dropFirst(2).dropLast())
            } else if let current, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                methods[current, default: []].insert(line.trimmingCharacters(in: .whitespaces).dropLast().uppercased())
            }
        }
        for route in ExportServer.routeList {
            #expect(methods[route.path]?.contains(route.method) == true, "docs/openapi.yaml lacks \(route.method) \(route.path)")
        }
        let documented = methods.flatMap { path, verbs in verbs.filter { $0 != "PARAMETERS" }.map { "\($0) \(path)" } }
        #expect(Set(documented) == Set(ExportServer.routeList.map { "\($0.method) \($0.path)" }))
    }

    @Test("a query becomes the export command's arguments, one --name=value each, and the service's own options are refused")
    func queryBecomesArguments() throws {
        let parsed = try JobArguments.parse(query: [("to", "text,brf"), ("toc", ""), ("lang", "--stem")], book: "b.epub").get()
        #expect(parsed == ["b.epub", "--to=text,brf", "--toc", "--lang=--stem"])
        #expect(JobArguments.split(parsed).formats == ["text", "brf"])
        #expect(JobArguments.split(parsed).options == ["--toc", "--lang=--stem"])
        for name in ["o", "output", "output-dir", "stem", "jobs", "lexicon", "reader-font", "-x", ""] {
            #expect((try? JobArguments.parse(query: [(name, "v")], book: "b.epub").get()) == nil, "\(name)")
        }
        #expect(ExportServer.stem(contentDisposition: "attachment; filename=\"../../etc/Moby Dick.epub\"") == "Moby Dick")
        #expect(ExportServer.stem(contentDisposition: "attachment; filename*=UTF-8''%C3%89mile.epub") == "Émile")
        #expect(ExportServer.stem(contentDisposition: "attachment; filename=\".hidden\"") == "book")
        #expect(ExportServer.stem(contentDisposition: nil) == "book")
    }
}

/// The value of one series (`name{labels}`) in a Prometheus exposition text.
func metric(_ text: String, _ series: String) -> Double? {
    text.split(separator: "\n").first { $0.hasPrefix(series + " ") }.flatMap { Double($0.dropFirst(series.count + 1)) }
}

/// The processes whose parent is `pid` (any of its threads), from /proc.
func childProcesses(of pid: pid_t) -> [pid_t] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task -> [pid_t] in
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }.sorted()
}

extension ServeTests {
    @Test("the idle heap trim is told once per burst of requests, only once they have stopped")
    func requestActivity() {
        let activity = RequestActivity()
        #expect(!activity.quietAfterRequests(quiet: 0), "no request yet")
        activity.record()
        activity.record()
        #expect(!activity.quietAfterRequests(quiet: 3600), "the last request is not an hour old")
        #expect(activity.quietAfterRequests(quiet: 0))
        #expect(!activity.quietAfterRequests(quiet: 0), "the burst was told already")
        activity.record()
        #expect(activity.quietAfterRequests(quiet: 0))
    }
}
