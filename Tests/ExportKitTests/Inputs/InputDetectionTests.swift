import Foundation
import Testing
@testable import ExportKit
@testable import ReadingModel
@testable import EPUBReader

/// Inputs are told by their signature, never their name (Markdown excepted: it has none);
/// what is not read gets one line naming what it looks like and the formats read, a
/// non-zero exit and no output. Every file here is made by the test.
@Suite("Input detection")
struct InputDetectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: @Sendable () throws -> Data
        let expected: Result
        var testDescription: String { name }

        enum Result: Sendable, Equatable {
            case format(InputFormat)
            case unsupported(UnsupportedInput)
        }
    }

    static func zip(_ entries: [(String, String)]) -> @Sendable () throws -> Data {
        { () throws -> Data in
            let factory = try BookFactory()
            defer { factory.remove() }
            let path = try factory.zip(entries.map { ($0.0, Data($0.1.utf8)) }, name: "any.zip")
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
    }

    static let cases: [Case] = [
        Case(name: "document.md", bytes: { Data("# A heading\n\nSome *Markdown*.\n".utf8) }, expected: .format(.markdown)),
        Case(name: "notes.txt", bytes: { Data("# A heading\n\nSome *Markdown*.\n".utf8) }, expected: .unsupported(.text)),
        Case(name: "report.docx", bytes: zip([("[Content_Types].xml", "<Types/>"), ("word/document.xml", "<w:document/>")]),
             expected: .format(.docx)),
        Case(name: "letter.odt", bytes: zip([("mimetype", "application/vnd.oasis.opendocument.text"), ("content.xml", "<x/>")]),
             expected: .format(.odt)),
        Case(name: "sheet.ods", bytes: zip([("mimetype", "application/vnd.oasis.opendocument.spreadsheet"), ("content.xml", "<x/>")]),
             expected: .unsupported(.zip(mimetype: "application/vnd.oasis.opendocument.spreadsheet"))),
        Case(name: "archive.zip", bytes: zip([("readme.txt", "hello")]), expected: .unsupported(.zip(mimetype: nil))),
        Case(name: "book.bin", bytes: zip([("mimetype", "application/epub+zip"), ("META-INF/container.xml", "<container/>")]),
             expected: .format(.epub)),
        Case(name: "fileset.zip", bytes: zip([("book/x.xml", "<?xml version=\"1.0\"?><dtbook xmlns=\"http://www.daisy.org/z3986/2005/dtbook/\"/>")]),
             expected: .format(.dtbookFileset)),
        Case(name: "book.xml", bytes: { Data("<?xml version=\"1.0\"?>\n<!DOCTYPE dtbook [<!ENTITY a \"b\">]>\n<!-- c --><dtbook version=\"2005-3\"/>".utf8) },
             expected: .format(.dtbook)),
        Case(name: "page.txt", bytes: { Data("\u{FEFF}<!DOCTYPE html><html><body><p>x</p></body></html>".utf8) }, expected: .format(.html)),
        Case(name: "package.xml", bytes: { Data("<package><manifest><item media-type=\"application/x-dtbook+xml\" href=\"a.xml\"/></manifest></package>".utf8) },
             expected: .format(.dtbookFileset)),
        Case(name: "feed.xml", bytes: { Data("<?xml version=\"1.0\"?><rss version=\"2.0\"/>".utf8) }, expected: .unsupported(.xml(root: "rss"))),
        Case(name: "paper.epub.pdf", bytes: { Data("%PDF-1.7\n%âãÏÓ\n".utf8) }, expected: .unsupported(.pdf)),
        Case(name: "old.doc", bytes: { Data([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0]) }, expected: .unsupported(.oleCompoundFile)),
        Case(name: "letter.rtf", bytes: { Data("{\\rtf1\\ansi hello}".utf8) }, expected: .unsupported(.rtf)),
        Case(name: "cover.html", bytes: { Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]) }, expected: .unsupported(.image("PNG"))),
        Case(name: "empty.md.txt", bytes: { Data() }, expected: .unsupported(.empty)),
        Case(name: "noise", bytes: { Data([0x00, 0x01, 0x02, 0xFF, 0xFE, 0x80]) }, expected: .unsupported(.binary)),
    ]

    @Test("by signature", arguments: cases)
    func detect(_ test: Case) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.file(test.name, try test.bytes())
        switch test.expected {
        case .format(let format):
            #expect(try InputDetector.detect(path: path) == format)
        case .unsupported(let looksLike):
            #expect(throws: ExportError.unsupportedFormat(path: path, looksLike: looksLike)) { try InputDetector.detect(path: path) }
        }
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: @Sendable () throws -> Data
        let message: String
        let exitCode: Int32
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "paper.pdf", bytes: { Data("%PDF-1.4\n".utf8) },
                message: "looks like a PDF document (%PDF-), which is not read; the formats read are EPUB", exitCode: 4),
        BadCase(name: "notes.txt", bytes: { Data("Just words.\n".utf8) },
                message: "looks like plain text (not markup, and not named .md or .markdown), which is not read", exitCode: 4),
        BadCase(name: "truncated.docx", bytes: {
                    let whole = try zip([("word/document.xml", String(repeating: "<w:p>words</w:p>", count: 500))])()
                    return whole.prefix(whole.count / 2)
                },
                message: "a zip archive that is truncated or corrupt", exitCode: 4),
        BadCase(name: "broken.xml", bytes: { Data("<?xml version=\"1.0\"?><dtbook version=\"2005-3\"><book><bodymatter><p>open</bodymatter></book></dtbook>".utf8) },
                message: "broken.xml:1: ", exitCode: 5),
    ]

    @Test("what cannot be read: one line naming the file and the problem, a non-zero exit, no output", arguments: badCases)
    func badInput(_ test: BadCase) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.file(test.name, try test.bytes())
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["export", path, "--to", "text,ssml", "--output-dir", out])
        let message = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status == test.exitCode, "\(message)")
        #expect(message.hasPrefix("exporttool: error: \(path)"))
        #expect(message.contains(test.message), "\(message)")
        #expect(message.filter { $0 == "\n" }.count == 1, "one line: \(message)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("inspect names the input's format", arguments: [
        ("dtbook/elements.xml", "DTBook 2005-3"), ("dtbook/nimas/book.opf", "NIMAS 1.1"),
    ])
    func inspectFormat(_ fixture: String, _ format: String) throws {
        let result = try run(exporttoolBinary, ["inspect", TestPaths.fixture(fixture)])
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("Format:    \(format)\n"))
        let json = try run(exporttoolBinary, ["inspect", "--json", TestPaths.fixture(fixture)])
        #expect(String(decoding: json.stdout, as: UTF8.self).contains("\"format\": \"\(format)\""))
    }
}
