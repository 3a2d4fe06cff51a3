import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// File and entry names reach the terminal escaped: no ESC, newline, NUL or other
/// control character from a name is ever printed raw.
@Suite("Names on the terminal")
struct TerminalTextTests {
    static let hostile = "evil\u{1B}[31m\nforged\u{7}\u{202E}"
    static let shown = "evil\\x1b[31m\\nforged\\x07\\u202e"

    private func rawControls(_ data: Data) -> [UInt8] {
        // Every line ends in one newline; nothing else below 0x20 may appear.
        data.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    }

    @Test("escapes as ls -b and git do")
    func escaping() {
        #expect(TerminalText.escaped("a\u{0}b\tc\\d\u{85}é") == "a\\0b\\tc\\\\d\\u0085é")
        #expect(TerminalText.escaped(Self.hostile) == Self.shown)
    }

    @Test("an error line names a hostile file escaped, on one line")
    func errorLine() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.file(Self.hostile + ".epub", Data("not a zip".utf8))
        let result = try runBounded(exporttoolBinary, ["export", path, "--to", "text"])
        #expect(result.status == 4)
        #expect(rawControls(result.stderr).isEmpty, "\(result.message)")
        #expect(result.message.filter { $0 == "\n" }.count == 1)
        #expect(result.message.contains(Self.shown + ".epub: not a readable EPUB"))
    }

    @Test("warnings name a hostile file escaped")
    func warningLine() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.file(Self.hostile + ".xhtml", Data("<html><body><p>a<br>b</p></body></html>".utf8))
        let result = try runBounded(exporttoolBinary, ["export", path, "--to", "text"])
        #expect(result.status == 0, "\(result.message)")
        #expect(result.message.contains("exporttool: warning: \(Self.shown).xhtml"), "\(result.message)")
        #expect(rawControls(result.stderr).isEmpty, "\(result.message)")
    }

    @Test("batch progress lines name hostile books escaped")
    func batchLines() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let library = factory.directory.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try Data("not a zip".utf8).write(to: library.appendingPathComponent(Self.hostile + ".epub"))
        let out = factory.directory.appendingPathComponent("out").path
        let result = try runBounded(exporttoolBinary, ["batch", library.path, "--to", "text", "--output-dir", out])
        #expect(result.status == BatchReport.failureExitCode)
        let log = String(decoding: result.stdout, as: UTF8.self)
        #expect(log.contains(Self.shown + ".epub: not a readable EPUB"), "\(log)")
        #expect(rawControls(result.stdout).isEmpty, "\(log)")
    }
}
