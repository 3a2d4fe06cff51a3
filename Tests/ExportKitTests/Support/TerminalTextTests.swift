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
        #expect(result.status == 10)  // README: a batch with a failed book
        let log = String(decoding: result.stdout, as: UTF8.self)
        #expect(log.contains(Self.shown + ".epub: not a readable EPUB"), "\(log)")
        #expect(rawControls(result.stdout).isEmpty, "\(log)")
    }

    @Test("inspect prints a book's title, author and headings escaped: C1 controls, bidi overrides, BEL, ESC",
          arguments: [false, true])
    func inspectHostileMetadata(json: Bool) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let entries = try BookFactory.sampleEntries()
        let opf = try #require(entries.first { $0.0 == "EPUB/package.opf" }).1
        let chapter = try #require(entries.first { $0.0 == "EPUB/chapter1.xhtml" }).1
        // XML 1.0 allows C1 controls and every format character, as character references
        // (C0 controls it forbids; an HTML page brings those, below).
        let package = String(decoding: opf, as: UTF8.self)
            .replacingOccurrences(of: "The Lighthouse Keeper's Notebook", with: "Title&#x9B;2J&#x202E;gnp.exe&#x2066;")
            .replacingOccurrences(of: "Ada Marsh", with: "Ada&#x9B;5m Marsh&#x85;")
        let heading = String(decoding: chapter, as: UTF8.self)
            .replacingOccurrences(of: "Chapter 1. The Light", with: "Chapter&#x9B;31m&#x202D; 1")
        let path = try factory.zip(entries.replacing("EPUB/package.opf", with: package)
                                          .replacing("EPUB/chapter1.xhtml", with: heading))
        let result = try runBounded(exporttoolBinary, ["inspect", path] + (json ? ["--json"] : []))
        #expect(result.status == 0, "\(result.message)")
        let output = String(decoding: result.stdout, as: UTF8.self)
        let driving = output.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(driving.isEmpty, "\(output)")
        if json {
            // The same values, escaped the JSON way.
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            #expect(object["title"] as? String == "Title\u{9B}2J\u{202E}gnp.exe\u{2066}")
        } else {
            #expect(output.contains("Title:     Title\\u009b2J\\u202egnp.exe\\u2066"), "\(output)")
            #expect(output.contains("Authors:   Ada\\u009b5m Marsh\n"), "\(output)")
            #expect(output.contains("h1 Chapter\\u009b31m\\u202d 1"), "\(output)")
            let page = try factory.file("page.html", Data(("<html><head><title>T\u{7}\u{1B}[2J</title>"
                + "<meta name=\"author\" content=\"A\u{1B}[5mB\"></head><body><h1>H\u{1B}[31mI</h1></body></html>").utf8))
            let html = try runBounded(exporttoolBinary, ["inspect", page])
            let report = String(decoding: html.stdout, as: UTF8.self)
            #expect(html.status == 0, "\(html.message)")
            #expect(report.contains("Authors:   A\\x1b[5mB"), "\(report)")
            #expect(!report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(report)")
        }
    }
}
