import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Batch runs with awkward command lines and a hostile output folder.
@Suite("Batch hardening")
struct BatchHardeningTests {
    private func sampleZip(_ factory: BookFactory, in folder: URL, name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let zipped = try factory.zip(try BookFactory.sampleEntries(), name: "tmp-\(name)")
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.moveItem(atPath: zipped, toPath: path)
        return path
    }

    @Test("inputs after -- work, and a file named --worker is only a book")
    func doubleDash() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let library = factory.directory.appendingPathComponent("library")
        _ = try sampleZip(factory, in: library, name: "book.epub")
        _ = try sampleZip(factory, in: library, name: "--worker")
        // Through sh, to run in the library folder so that the input is literally "--worker".
        let script = "cd \"$1\" && exec \"$2\" batch --to text --output-dir out --jobs 1 --report report.json -- book.epub --worker"
        let result = try runBounded("/bin/sh", ["-c", script, "sh", library.path, exporttoolBinary], timeout: 120)
        #expect(!result.timedOut, "a worker acted as a coordinator")
        #expect(result.status == 0, "\(result.message)")
        let out = library.appendingPathComponent("out")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("book.txt").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("--worker.txt").path))
    }

    @Test("a rerun removes temporaries a killed worker left, and keeps a live process's")
    func staleTemporaries() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try sampleZip(factory, in: factory.directory.appendingPathComponent("in"), name: "book.epub")
        let out = factory.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let stale = out.appendingPathComponent("sub/.book.txt~0\(OutputWriter.partialMarker)2147483600").path
        let live = out.appendingPathComponent(".other.txt~0\(OutputWriter.partialMarker)\(getpid())").path
        for path in [stale, live] {
            try Data("half".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        }
        let result = try runBounded(exporttoolBinary, ["batch", book, "--to", "text", "--output-dir", out.path])
        #expect(result.status == 0, "\(result.message)")
        #expect(!FileManager.default.fileExists(atPath: stale), "stale temporary left behind")
        #expect(FileManager.default.fileExists(atPath: live), "a running process's temporary was removed")
    }

    @Test("symbolic links planted as the state file and the report are not written through")
    func plantedLinks() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try sampleZip(factory, in: factory.directory.appendingPathComponent("in"), name: "book.epub")
        let out = factory.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let victims = ["state", "report"].map { factory.directory.appendingPathComponent("victim-\($0)").path }
        for victim in victims { try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim)) }
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent(BatchState.fileName).path,
                                                   withDestinationPath: victims[0])
        let report = out.appendingPathComponent("report.json").path
        try FileManager.default.createSymbolicLink(atPath: report, withDestinationPath: victims[1])
        let result = try runBounded(exporttoolBinary, ["batch", book, "--to", "text", "--output-dir", out.path, "--report", report])
        #expect(result.status == 0, "\(result.message)")
        for victim in victims {
            #expect(FileManager.default.contents(atPath: victim) == Data("precious\n".utf8), "\(victim) was written")
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("book.txt").path))
    }

    @Test("usage errors exit 2", arguments: [["--shard", "0/2"], ["--jobs", "0"], ["--shard", "3/2"], ["--no-such-option"]])
    func usageErrors(_ extra: [String]) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try runBounded(exporttoolBinary, ["batch", TestPaths.sampleBook.path, "--to", "text", "--output-dir", out] + extra)
        #expect(result.status == 2, "\(result.message)")
        #expect(!result.message.isEmpty)
    }
}
