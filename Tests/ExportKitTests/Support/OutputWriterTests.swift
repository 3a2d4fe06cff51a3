import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Where outputs go: devices and pipes are written into, links written through, several
/// outputs land all or nothing, and long names fit the file system.
@Suite("Writing outputs")
struct OutputWriterTests {
    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private func sampleText() throws -> Data {
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text"])
        #expect(result.status == 0)
        return result.stdout
    }

    @Test("-o onto a FIFO writes into the pipe and leaves the FIFO in place")
    func fifoOutput() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let fifo = factory.directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Our own reader and a writer that keeps the pipe open: reads never block or end early.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        let keeper = open(fifo, O_WRONLY | O_NONBLOCK)
        defer { close(reader); close(keeper) }
        let received = Received()
        let done = Atomic(false)
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 { received.append(buffer[..<count]); continue }
                if done.value { break }
                usleep(5_000)
            }
        }
        thread.start()
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "-o", fifo],
                                    timeout: 60)
        usleep(50_000)
        done.value = true
        while !thread.isFinished { usleep(5_000) }
        #expect(result.status == 0, "\(result.message)")
        #expect(fileType(fifo) == S_IFIFO, "the FIFO was replaced")
        #expect(received.data == (try sampleText()))
    }

    @Test("-o /dev/null writes into the device and leaves it a device")
    func devNull() throws {
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.message)")
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test("-o /dev/stdout writes to standard output")
    func devStdout() throws {
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.message)")
        #expect(result.stdout == (try sampleText()))
    }

    @Test("-o onto a symbolic link writes the file it names and keeps the link")
    func symlinkOutput() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let real = factory.directory.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("book.txt").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let link = factory.directory.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/book.txt")
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "-o", link])
        #expect(result.status == 0, "\(result.message)")
        #expect(fileType(link) == S_IFLNK)
        #expect(FileManager.default.contents(atPath: target) == (try sampleText()))
    }

    @Test("several formats land all or nothing: a failure removes the outputs already renamed into place")
    func allOrNothing() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out")
        // The second output's name is taken by a non-empty folder: its rename fails after the first's succeeded.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("book.txt/inside"), withIntermediateDirectories: true)
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "json,text",
                                                       "--output-dir", out.path, "--stem", "book"])
        #expect(result.status == 8)
        #expect(result.message.hasPrefix("exporttool: error: \(out.path)/book.txt: cannot write output: "), "\(result.message)")
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(left == ["book.txt"], "left behind: \(left)")
    }

    @Test("a long stem is cut to the file system's 255 bytes on a character boundary")
    func longStem() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out")
        let stem = String(repeating: "é", count: 200) // 400 bytes
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text,ssml",
                                                       "--output-dir", out.path, "--stem", stem])
        #expect(result.status == 0, "\(result.message)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names.count == 2)
        for name in names {
            #expect(name.utf8.count <= 255)
            #expect(name.hasPrefix(String(repeating: "é", count: 120)))
            #expect(name.hasSuffix(".txt") || name.hasSuffix(".ssml"))
        }
    }

    @Test("write errors name the cause")
    func errorCause() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let tooLong = factory.directory.appendingPathComponent(String(repeating: "a", count: 300) + ".txt").path
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "-o", tooLong])
        #expect(result.status == 8)
        #expect(result.message.hasSuffix("file name too long\n"), "\(result.message)")
        let missing = factory.directory.appendingPathComponent("no/such/dir/book.txt").path
        let second = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", "-o", missing])
        #expect(second.status == 8)
        #expect(second.message.hasSuffix("no such file or directory\n"), "\(second.message)")
    }
}

/// Bytes gathered by a reader thread.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    func append(_ chunk: ArraySlice<UInt8>) { lock.withLock { bytes.append(contentsOf: chunk) } }
    var data: Data { lock.withLock { bytes } }
}

private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool
    init(_ value: Bool) { stored = value }
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
