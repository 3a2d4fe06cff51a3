import Foundation
import Testing
@testable import ExportKit

/// Usage that cannot succeed is refused before the work it would waste: formats that are
/// always several files before the book is read (MP3 spoke a whole book, then said it
/// needed a folder), and what the book must give (eBraille's copyright date) as soon as
/// it is read, before any format is made.
@Suite("CLI: usage is checked before work")
struct UsageBeforeWorkTests {
    static let plain = TestPaths.fixture("ssml/quotations.xhtml")

    static func export(_ arguments: [String]) throws -> (status: Int32, message: String) {
        let result = try run(exporttoolBinary, ["export"] + arguments)
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    @Test("formats that always write several files are refused for -o and standard output, before any speech",
          arguments: [(["--to", "mp3"], "--to mp3 writes several files; use --output-dir DIR"),
                      (["--to", "ssml", "--ssml-profile", "polly"], "--to ssml writes several files; use --output-dir DIR"),
                      (["--to", "ssml", "--max-chars", "2000"], "--to ssml writes several files; use --output-dir DIR")])
    func severalFiles(_ options: [String], message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for target in [["-o", directory.appendingPathComponent("book.out").path], []] {
            let result = try Self.export([Self.plain] + options + target)
            #expect(result.status == 2)
            #expect(result.message == "exporttool: error: \(message)\n", "no narration progress, one line: \(result.message)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("one SSML document (generic profile, no limit) still goes to -o")
    func oneDocument() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("book.ssml").path
        let result = try Self.export([Self.plain, "--to", "ssml", "-o", output])
        #expect(result.status == 0, "\(result.message)")
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("eBraille of a book with no copyright date is refused before the BRF beside it is made")
    func ebrailleCopyright() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.export([Self.plain, "--to", "brf,ebrl", "--output-dir", directory.path])
        #expect(result.status == 2)
        #expect(result.message.hasPrefix("exporttool: error: eBraille requires the copyright date of the work"), "\(result.message)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("quotations.brf").path))
        let given = try Self.export([Self.plain, "--to", "brf,ebrl", "--copyright-date", "2024", "--output-dir", directory.path])
        #expect(given.status == 0, "\(given.message)")
    }
}

extension UsageBeforeWorkTests {
    /// A batch once read and failed every book for a `--table` list that could never
    /// compile; the message named the project's own layers, which the user never gave.
    @Test("a --table list that does not compile is refused before any book is read, named as given; formats without braille ignore it",
          arguments: ["export", "batch"])
    func uncompilableTables(_ command: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(exporttoolBinary, [command, Self.plain, "--to", "text,brf", "--table", "nonsense.ctb",
                                                "--output-dir", directory.path])
        let message = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status != 0)
        #expect(message == "exporttool: error: braille: table list 'nonsense.ctb' cannot be compiled (see `exporttool tables`, --table)\n",
                "one line, before any book: \(message)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("quotations.txt").path))

        let text = try run(exporttoolBinary, [command, Self.plain, "--to", "text", "--table", "nonsense.ctb",
                                              "--output-dir", directory.path])
        #expect(text.status == 0, "\(String(decoding: text.stderr, as: UTF8.self))")
    }
}
