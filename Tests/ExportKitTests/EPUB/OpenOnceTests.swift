import Foundation
import Testing

/// README promises that a book is read once for all its formats. The kernel counts: an
/// inotify watch on the .epub sees every `open` of it, by any path and any process, while
/// the command exports it to several formats.
@Suite("A book is opened once")
struct OpenOnceTests {
    /// `IN_OPEN`, `IN_ACCESS`, `IN_CLOSE_NOWRITE` and `IN_NONBLOCK` from <sys/inotify.h>.
    /// Reads and closes are watched too: the kernel merges an event identical to the last
    /// unread one, and a read or close between two opens keeps them apart.
    private static let inOpen: UInt32 = 0x20, inAccess: UInt32 = 0x01, inCloseNoWrite: UInt32 = 0x10
    private static let inNonBlock: Int32 = 0o4000

    /// The number of opens of `path` while `body` runs.
    private static func opens(of path: String, during body: () throws -> Void) throws -> Int {
        let watcher = inotify_init1(inNonBlock)
        try #require(watcher >= 0, "inotify is unavailable")
        defer { close(watcher) }
        let watch = inotify_add_watch(watcher, path, inOpen | inAccess | inCloseNoWrite)
        try #require(watch >= 0)
        try body()
        var opens = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(watcher, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var position = 0
            while position + 16 <= count {
                let field = { (at: Int) in UInt32(buffer[at]) | UInt32(buffer[at + 1]) << 8 | UInt32(buffer[at + 2]) << 16 | UInt32(buffer[at + 3]) << 24 }
                if field(position + 4) & inOpen != 0 { opens += 1 }
                position += 16 + Int(field(position + 12))
            }
        }
        return opens
    }

    /// Format lists that must still open the book once: five text formats, and narration
    /// (narrated EPUB and MP3s, whose workers read the book's own opening, not the file).
    static let formatLists: [[String]] = [
        ["--to", "text,markdown,ssml,html,json"],
        ["--to", "text,narrated-epub,mp3", "--jobs", "1"],
    ]

    @Test("exporting a .epub to several formats, narration among them, opens the file once",
          arguments: formatLists)
    func openedOnce(formats: [String]) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try factory.zip(try BookFactory.sampleEntries())
        let output = factory.directory.appendingPathComponent("out").path
        var result: (status: Int32, stdout: Data, stderr: Data)?
        let opens = try Self.opens(of: book) {
            result = try run(exporttoolBinary, ["export", book] + formats + ["--output-dir", output])
        }
        #expect(result?.status == 0, "\(String(decoding: result?.stderr ?? Data(), as: UTF8.self))")
        #expect(opens == 1, "the book was opened \(opens) times")
    }

    @Test("the count is real: two reads of the file are seen as two opens")
    func watcherCountsEveryOpen() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try factory.zip(try BookFactory.sampleEntries())
        let opens = try Self.opens(of: book) {
            _ = try Data(contentsOf: URL(fileURLWithPath: book))
            _ = try Data(contentsOf: URL(fileURLWithPath: book))
        }
        #expect(opens == 2)
    }
}
