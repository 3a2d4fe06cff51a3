import Foundation
import Testing
@testable import ExportKit

/// Where `batch --report` may write: never over a book, never over an output of the run,
/// and never replacing a device or FIFO it is pointed at (README, "Batch").
@Suite("Batch: the report's path is checked before any work")
struct BatchReportPathTests {
    static func batch(_ arguments: [String]) throws -> (status: Int32, message: String) {
        let result = try run(exporttoolBinary, ["batch"] + arguments)
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    @Test("a report named as one of the books is refused, and the book is left as it was")
    func reportOntoInput() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try factory.zip(try BookFactory.sampleEntries(), name: "book01.epub")
        let before = try Data(contentsOf: URL(fileURLWithPath: book))
        let out = factory.directory.appendingPathComponent("out").path
        let result = try Self.batch([book, "--to", "text", "--output-dir", out, "--report", book])
        #expect(result.status == 2)
        #expect(result.message == "exporttool: error: --report \(book) would replace the input \(book); choose another file\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: book)) == before)
        #expect(!FileManager.default.fileExists(atPath: out), "no work was done")
    }

    @Test("a report named as an output of the run is refused (book01.txt beside book01's outputs)",
          arguments: ["book01.txt", "book01.json", "book01-v01.brf"])
    func reportOntoOutput(_ name: String) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try factory.zip(try BookFactory.sampleEntries(), name: "book01.epub")
        let out = factory.directory.appendingPathComponent("out").path
        let result = try Self.batch([book, "--to", "text", "--output-dir", out, "--report", out + "/" + name])
        #expect(result.status == 2)
        #expect(result.message.contains("would take the name of an output of \(book)"), "\(result.message)")
        let fine = try Self.batch([book, "--to", "text", "--output-dir", out, "--report", out + "/report.json", "--quiet"])
        #expect(fine.status == 0, "\(fine.message)")
        #expect(FileManager.default.fileExists(atPath: out + "/book01.txt"))
        #expect(FileManager.default.fileExists(atPath: out + "/report.json"))
    }

    @Test("a FIFO named as the report is written into, not replaced by a regular file")
    func reportIntoFIFO() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try factory.zip(try BookFactory.sampleEntries(), name: "book01.epub")
        let fifo = factory.directory.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens the FIFO before the batch writes it, and reads to its end.
        let received = ReportReader(path: fifo)
        let reader = Thread { received.read() }
        reader.start()
        let result = try Self.batch([book, "--to", "text", "--output-dir", factory.directory.appendingPathComponent("out").path,
                                     "--report", fifo, "--quiet"])
        #expect(result.status == 0, "\(result.message)")
        // Had the batch not opened the FIFO, the reader would wait for ever: a writer that
        // opens and closes it at once lets it go (or fails harmlessly once it has gone).
        let release = open(fifo, O_WRONLY | O_NONBLOCK)
        if release >= 0 { close(release) }
        received.done.wait()
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        let json = try JSONSerialization.jsonObject(with: received.data) as? [String: Any]
        #expect(json?["books"] != nil, "the report came through the FIFO")
    }
}

/// Reads a FIFO to its end on a thread of its own.
private final class ReportReader: @unchecked Sendable {
    let path: String
    var data = Data()
    let done = DispatchSemaphore(value: 0)
    init(path: String) { self.path = path }
    func read() {
        if let handle = FileHandle(forReadingAtPath: path) {
            data = handle.readDataToEndOfFile()
            try? handle.close()
        }
        done.signal()
    }
}
