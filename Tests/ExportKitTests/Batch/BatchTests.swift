import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BrailleExport
@testable import SSMLExport
@testable import TextExport
@testable import EPUBReader
@testable import BookModel
@testable import ReadingModel

@Suite("Batch export")
struct BatchTests {
    /// A folder of books: the sample book zipped under several names, in sub-folders.
    private func library(_ factory: BookFactory, copies: Int, bad: Int = 0) throws -> URL {
        let root = factory.directory.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let entries = try BookFactory.sampleEntries()
        for index in 0..<copies {
            let zipped = try factory.zip(entries, name: "copy\(index).epub")
            let folder = index % 2 == 0 ? root : root.appendingPathComponent("sub")
            try FileManager.default.moveItem(atPath: zipped, toPath: folder.appendingPathComponent("book\(index).epub").path)
        }
        for index in 0..<bad {
            try Data("not a zip at all".utf8).write(to: root.appendingPathComponent("sub/broken\(index).epub"))
        }
        return root
    }

    /// The `--report` file, schema version 2 (README "Batch"), decoded as a program reading
    /// it would: a field missing or of another type fails the decoding.
    struct ReportFile: Decodable {
        struct Totals: Decodable {
            var books, exported, skipped, failed, interrupted, jobs, milliseconds: Int
            var booksPerSecond: String
        }
        struct Book: Decodable {
            var input, output, status: String
            var outputs, warnings: [String]
            var error: String?
            var exitCode: Int?
            var milliseconds: Int
        }
        struct Run: Decodable {
            var id: String
            var books: Int
        }
        struct Shard: Decodable {
            var index, count: Int
            var scheduler: String?
        }
        var schemaVersion: Int
        var run: Run
        var shard: Shard?
        var totals: Totals
        var interrupted: Bool
        var books: [Book]
    }

    static func report(_ path: String) throws -> ReportFile {
        let report = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(report.schemaVersion == 2)
        return report
    }

    private func report(_ path: String) throws -> ReportFile { try Self.report(path) }

    private func partialFiles(under directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.contains(OutputWriter.partialMarker) { found.append(path) }
        }
        return found
    }

    @Test("good books are exported, bad ones reported, and the exit code says a book failed")
    func mixed() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let root = try library(factory, copies: 4, bad: 1)
        let out = factory.directory.appendingPathComponent("out")
        let reportPath = factory.directory.appendingPathComponent("report.json").path
        let result = try run(exporttoolBinary, ["batch", root.path, "--to", "json", "--output-dir", out.path,
                                                "--jobs", "2", "--report", reportPath])
        #expect(result.status == 10)  // README: a batch with a failed book
        let log = String(decoding: result.stdout, as: UTF8.self)
        #expect(log.contains("failed"))
        #expect(log.contains("broken0.epub: not a readable EPUB"))
        for name in ["book0.json", "book2.json", "sub/book1.json", "sub/book3.json"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "missing \(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sub/broken0.json").path))
        let object = try report(reportPath)
        let totals = object.totals
        #expect(totals.books == 5)
        #expect(totals.exported == 4)
        #expect(totals.failed == 1)
        let broken = try #require(object.books.first { $0.input.hasSuffix("broken0.epub") })
        #expect(broken.status == "failed")
        #expect(broken.exitCode == 4)
        #expect(broken.error?.contains("not a readable EPUB") == true)
        let good = try #require(object.books.first { $0.status == "exported" })
        #expect(good.outputs.count == 1)
        #expect(good.error == nil && good.exitCode == nil)
    }

    @Test("a second run skips books that are up to date; --force and changed options redo them")
    func resume() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let root = try library(factory, copies: 3)
        let out = factory.directory.appendingPathComponent("out").path
        let reportPath = factory.directory.appendingPathComponent("report.json").path
        let arguments = ["batch", root.path, "--to", "json", "--output-dir", out, "--jobs", "2", "--report", reportPath]
        #expect(try run(exporttoolBinary, arguments).status == 0)
        #expect(try run(exporttoolBinary, arguments).status == 0)
        var totals = try report(reportPath).totals
        #expect(totals.skipped == 3)
        #expect(totals.exported == 0)
        // A changed book is exported again; the others stay skipped.
        let changed = root.appendingPathComponent("book0.epub")
        let entries = try BookFactory.sampleEntries().replacing("EPUB/about.xhtml", with: """
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>Changed.</p></body></html>
            """)
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.moveItem(atPath: try factory.zip(entries, name: "changed.epub"), toPath: changed.path)
        #expect(try run(exporttoolBinary, arguments).status == 0)
        totals = try report(reportPath).totals
        #expect(totals.exported == 1)
        #expect(totals.skipped == 2)
        #expect(try run(exporttoolBinary, arguments + ["--force"]).status == 0)
        totals = try report(reportPath).totals
        #expect(totals.exported == 3)
        #expect(try run(exporttoolBinary, arguments + ["--lang", "en-GB"]).status == 0)
        totals = try report(reportPath).totals
        #expect(totals.exported == 3, "changed options must redo every book")
    }

    @Test("SIGINT mid-run leaves no partial file, and the next run does only the rest")
    func interruption() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        // Books big enough that a run lasts a while: 20,000 paragraphs each.
        let root = factory.directory.appendingPathComponent("big")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var body = ""
        for index in 0..<20_000 { body += "<p id=\"p\(index)\">Paragraph \(index) of a <em>long</em> book.</p>\n" }
        let document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Big</title></head><body>\(body)</body></html>"
        for index in 0..<8 { try document.write(to: root.appendingPathComponent("big\(index).xhtml"), atomically: true, encoding: .utf8) }
        let out = factory.directory.appendingPathComponent("out")
        let reportPath = factory.directory.appendingPathComponent("report.json").path
        let arguments = ["batch", root.path, "--to", "json", "--output-dir", out.path, "--jobs", "1", "--report", reportPath]

        let process = Process()
        process.executableURL = URL(fileURLWithPath: exporttoolBinary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupt as soon as the run has recorded its first book in its state file. (Not
        // when the first output appears: a worker renames its output into place before it
        // answers, and an interrupt in between rightly counts that book as not done.)
        let statePath = out.appendingPathComponent(".exporttool-state.jsonl").path
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, process.isRunning,
              !((try? String(contentsOfFile: statePath, encoding: .utf8)) ?? "").contains("\n") {
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(partialFiles(under: out).isEmpty)
        let first = try report(reportPath).totals
        let done = first.exported
        #expect(done >= 1 && done < 8)
        #expect(first.interrupted == 8 - done)
        // Every output present is complete JSON.
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is not complete")
        }
        #expect(try run(exporttoolBinary, arguments).status == 0)
        let second = try report(reportPath).totals
        #expect(second.skipped == done)
        #expect(second.exported == 8 - done)
    }

    @Test("shards are disjoint and together cover every book", arguments: [1, 2, 3, 5])
    func shards(count: Int) throws {
        let items = (0..<17).map { BatchItem(input: "book\($0).epub", relativeStem: "book\($0)") }
        var seen: [BatchItem] = []
        for index in 1...count {
            let shard = BatchPlan.shard(items, index: index, count: count)
            #expect(Set(shard).isDisjoint(with: Set(seen)))
            seen += shard
        }
        #expect(Set(seen) == Set(items))
        #expect(seen.count == items.count)
    }

    @Test("shards through the CLI split a folder between runs")
    func cliShards() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let root = try library(factory, copies: 5)
        var outputs: [String] = []
        for index in 1...2 {
            let out = factory.directory.appendingPathComponent("out\(index)").path
            let result = try run(exporttoolBinary, ["batch", root.path, "--to", "json", "--output-dir", out, "--shard", "\(index)/2", "-q"])
            #expect(result.status == 0)
            let enumerator = FileManager.default.enumerator(atPath: out)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".json") { outputs.append(path) }
            }
        }
        #expect(outputs.sorted() == ["book0.json", "book2.json", "book4.json", "sub/book1.json", "sub/book3.json"])
        let bad = try run(exporttoolBinary, ["batch", root.path, "--to", "json", "--output-dir", "x", "--shard", "3/2"])
        #expect(bad.status != 0)
    }

    @Test("a manifest written on Windows is read: byte-order mark, CRLF line ends, comments and blank lines")
    func windowsManifest() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let manifest = factory.directory.appendingPathComponent("list.txt")
        let first = try factory.zip(try BookFactory.sampleEntries(), name: "first.epub")
        let second = try factory.zip(try BookFactory.sampleEntries(), name: "second.epub")
        let text = "\u{FEFF}# books to convert\r\n\r\n\(first)\r\n  # not this one\r\n\((second as NSString).lastPathComponent)\r\n"
        try Data(text.utf8).write(to: manifest)
        let items = try BatchPlan.items(inputs: [], manifest: manifest.path)
        #expect(items.map(\.relativeStem).sorted() == ["first", "second"])
    }

    @Test("output names mirror inputs but can never leave the output folder")
    func safeNames() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let manifest = factory.directory.appendingPathComponent("list.txt")
        let book = try factory.zip(try BookFactory.sampleEntries(), name: "..hidden.epub")
        try "# books\n\(book)\n./\((book as NSString).lastPathComponent)\n".write(to: manifest, atomically: true, encoding: .utf8)
        let items = try BatchPlan.items(inputs: [], manifest: manifest.path)
        #expect(items.count == 1, "the same book named twice is exported once")
        #expect(items.allSatisfy { !$0.relativeStem.contains("..") && !$0.relativeStem.hasPrefix("/") && !$0.relativeStem.hasPrefix(".") })
        #expect(BatchPlan.safeStem("../../etc/passwd.epub") == "etc/passwd")
        #expect(BatchPlan.safeStem("/abs/.x.epub") == "abs/x")
        #expect(BatchPlan.safeStem("a\\b/c.epub") == "a_b/c")
    }
}

@Suite("Batch scheduling")
struct BatchSchedulingTests {
    /// Writes files of the given sizes (in KiB) named book-a.xhtml, book-b.xhtml ... in a new folder.
    static func files(_ sizes: [Int]) throws -> (URL, [BatchItem]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schedule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var items: [BatchItem] = []
        for (index, size) in sizes.enumerated() {
            let name = "book-" + String(UnicodeScalar(UInt8(97 + index)))
            let path = folder.appendingPathComponent(name + ".xhtml")
            let body = String(repeating: "<p>word word word word word word word</p>\n", count: size * 1024 / 42 + 1)
            try Data(("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>\(name)</title></head><body>"
                      + body + "</body></html>").utf8).write(to: path)
            items.append(BatchItem(input: path.path, relativeStem: name))
        }
        return (folder, items)
    }

    @Test("books start largest first; equal sizes keep their order")
    func largestFirst() throws {
        let (folder, items) = try Self.files([3, 40, 1, 40, 12])
        defer { try? FileManager.default.removeItem(at: folder) }
        let order = BatchPlan.longestFirst(items) { $0.input }.map(\.relativeStem)
        #expect(order == ["book-b", "book-d", "book-e", "book-a", "book-c"])
    }

    @Test("a shard holds the same books as before; only their order within it changes")
    func shardThenOrder() throws {
        let (folder, items) = try Self.files([1, 2, 3, 4, 5, 6, 7])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = BatchPlan.shard(items, index: 1, count: 2)
        #expect(shard.map(\.relativeStem) == ["book-a", "book-c", "book-e", "book-g"])
        #expect(BatchPlan.longestFirst(shard) { $0.input }.map(\.relativeStem) == ["book-g", "book-e", "book-c", "book-a"])
    }

    @Test("one worker finishes the books in largest-first order")
    func runnerOrder() throws {
        let (folder, _) = try Self.files([2, 30, 1, 9])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["batch", folder.path, "--to", "text", "--output-dir", out, "--jobs", "1"])
        #expect(result.status == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix("[") && $0.contains("] ") }
        let order = lines.compactMap { $0.split(separator: " ").last.map(String.init) }
        #expect(order.map { ($0 as NSString).lastPathComponent } == ["book-b.xhtml", "book-d.xhtml", "book-a.xhtml", "book-c.xhtml"],
                "\(lines)")
    }
}

/// Names of every length reach the workers intact.
@Suite("Batch names")
struct BatchNameTests {
    @Test("a book named with one character exports (Foundation's path functions trapped on it)")
    func oneCharacterName() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = URL(fileURLWithPath: try factory.file("in", Data())).deletingLastPathComponent().appendingPathComponent("books")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("plan/german.xhtml"), toPath: folder.appendingPathComponent("a.xhtml").path)
        let output = folder.deletingLastPathComponent().appendingPathComponent("out")
        let result = try runBounded(exporttoolBinary, ["batch", folder.path, "--to", "text", "--output-dir", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.message)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("a.txt").path))
    }

    @Test("a book whose file name is not UTF-8 is passed over with a warning and a report line, not silently (issue 42)")
    func nameNotUTF8IsReported() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = URL(fileURLWithPath: try factory.file("in", Data())).deletingLastPathComponent().appendingPathComponent("books")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("plan/german.xhtml"), toPath: folder.appendingPathComponent("ok.xhtml").path)
        // "café.xhtml" in Latin-1: the byte E9 alone is not UTF-8. Made with open(2), since
        // a Swift String cannot hold such a name; so are a folder and an unrelated file.
        let book = Array((folder.path + "/caf").utf8) + [0xE9] + Array(".xhtml".utf8) + [0]
        let descriptor = book.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        try #require(descriptor >= 0)
        close(descriptor)
        let picture = Array((folder.path + "/photo").utf8) + [0xFF] + Array(".jpg".utf8) + [0]
        close(picture.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) })
        let output = folder.deletingLastPathComponent().appendingPathComponent("out")
        let report = folder.deletingLastPathComponent().appendingPathComponent("report.json")
        let result = try runBounded(exporttoolBinary, ["batch", folder.path, "--to", "text", "--output-dir", output.path,
                                                       "--report", report.path])
        #expect(result.status == 0, "\(result.message)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("ok.txt").path))
        let warnings = result.message.split(separator: "\n").filter { $0.hasPrefix("exporttool: warning: ") }
        #expect(warnings.count == 1, "\(result.message)")
        #expect(warnings.first?.contains("caf\\xE9.xhtml: the name is not UTF-8") == true, "\(result.message)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let passedOver = try #require(json["passedOver"] as? [String])
        #expect(passedOver.count == 1 && passedOver[0].hasSuffix("rename it to export it"), "\(passedOver)")
    }
}
