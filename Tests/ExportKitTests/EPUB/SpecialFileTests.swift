import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Only regular files are read: a FIFO or a device, wherever it is met, is "not a regular
/// file" and is never opened (opening a FIFO for reading blocks until a writer comes).
@Suite("Special files")
struct SpecialFileTests {
    private func fifo(_ path: String) throws {
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.EEXIST) }
    }

    private func outputs(_ directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    @Test("a FIFO or a device named as the book is refused with exit 3, unopened", arguments: ["book.epub", "page.xhtml", "/dev/null"])
    func specialInput(_ name: String) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = name.hasPrefix("/") ? name : factory.directory.appendingPathComponent(name).path
        if !name.hasPrefix("/") { try fifo(path) }
        let out = factory.directory.appendingPathComponent("out")
        let result = try runBounded(exporttoolBinary, ["export", path, "--to", "text", "--output-dir", out.path], timeout: 60)
        #expect(!result.timedOut, "exporttool blocked on \(name)")
        #expect(result.status == 3)
        #expect(result.message == "exporttool: error: \(path): cannot be read: not a regular file\n")
        #expect(outputs(out).isEmpty)
    }

    @Test("a FIFO as a content document of an unpacked EPUB folder is refused, naming the document")
    func fifoChapter() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = factory.directory.appendingPathComponent("book")
        try FileManager.default.copyItem(at: TestPaths.sampleBook, to: folder)
        let chapter = folder.appendingPathComponent("EPUB/chapter1.xhtml").path
        try FileManager.default.removeItem(atPath: chapter)
        try fifo(chapter)
        let out = factory.directory.appendingPathComponent("out")
        let result = try runBounded(exporttoolBinary, ["export", folder.path, "--to", "text", "--output-dir", out.path], timeout: 60)
        #expect(!result.timedOut, "exporttool blocked on the FIFO chapter")
        #expect(result.status == 3)
        #expect(result.message.contains("EPUB/chapter1.xhtml: cannot be read: not a regular file"), "\(result.message)")
        #expect(result.message.filter { $0 == "\n" }.count == 1)
        #expect(outputs(out).isEmpty)
    }

    @Test("batch fails a FIFO found in its folders and exports the other books")
    func batchWithFIFO() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let library = factory.directory.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let zipped = try factory.zip(try BookFactory.sampleEntries(), name: "good.epub")
        try FileManager.default.moveItem(atPath: zipped, toPath: library.appendingPathComponent("good.epub").path)
        try fifo(library.appendingPathComponent("stuck.epub").path)
        let unpacked = library.appendingPathComponent("unpacked")
        try FileManager.default.copyItem(at: TestPaths.sampleBook, to: unpacked)
        let chapter = unpacked.appendingPathComponent("EPUB/chapter2.xhtml").path
        try FileManager.default.removeItem(atPath: chapter)
        try fifo(chapter)
        let out = factory.directory.appendingPathComponent("out")
        let reportPath = factory.directory.appendingPathComponent("report.json").path
        let result = try runBounded(exporttoolBinary, ["batch", library.path, "--to", "text", "--output-dir", out.path,
                                                       "--jobs", "1", "--report", reportPath], timeout: 120)
        #expect(!result.timedOut, "batch blocked on a FIFO")
        #expect(result.status == 10)  // README: a batch with a failed book
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("good.txt").path))
        let books = try BatchTests.report(reportPath).books
        for name in ["stuck.epub", "unpacked"] {
            let book = try #require(books.first { $0.input.hasSuffix(name) })
            #expect(book.status == "failed")
            #expect(book.exitCode == 3)
            #expect(book.error?.contains("not a regular file") == true, "\(book)")
        }
    }
}
