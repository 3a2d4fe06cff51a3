import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Damaged books that can be read honestly: the export succeeds and a warning says what
/// was wrong, naming the file.
@Suite("Honest recovery")
struct RecoveryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let entries: @Sendable () throws -> [(String, Data)]
        /// A warning that must be there (nil: none needed).
        let warning: String?
        /// Text that must be in the book.
        let text: String
        var testDescription: String { name }
    }

    static func chapter(_ body: String, declaration: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>") -> Data {
        Data((declaration + "\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>" + body + "</body></html>").utf8)
    }

    static let cases: [Case] = [
        Case(name: "invalid UTF-8",
             entries: {
                 var bytes = Array(chapter("<p>caf").dropLast("</body></html>".utf8.count))
                 bytes += [0xE9, 0xFF, 0xFE] + Array(" ok</p></body></html>".utf8)
                 return try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: Data(bytes))
             },
             warning: "EPUB/chapter1.xhtml:2: not well-formed XML (Input is not proper UTF-8", text: "ok"),
        Case(name: "an encoding declared wrongly",
             entries: { try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml",
                        with: chapter("<p>plain words</p>", declaration: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>")) },
             warning: "Document labelled UTF-16 but has UTF-8 content", text: "plain words"),
        Case(name: "a declared Latin-1 document",
             entries: {
                 var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>caf".utf8)
                 bytes += [0xE9] + Array("</p></body></html>".utf8)
                 return try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: Data(bytes))
             },
             warning: nil, text: "café"),
        Case(name: "an undefined entity",
             entries: { try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml",
                        with: chapter("<p>a &bogus; b &mdash; c</p>", declaration: "<?xml version=\"1.0\"?><!DOCTYPE html>")) },
             warning: "not defined); read as HTML", text: "c"),
        Case(name: "a spine item that is a raster image",
             entries: {
                 let opf = String(decoding: try BookFactory.sampleEntries().first { $0.0 == "EPUB/package.opf" }!.1, as: UTF8.self)
                     .replacingOccurrences(of: "<itemref idref=\"ch2\"/>", with: "<itemref idref=\"ch2\"/><itemref idref=\"photo\"/>")
                     .replacingOccurrences(of: "</manifest>",
                                           with: "<item id=\"photo\" href=\"images/photo.png\" media-type=\"image/png\"/></manifest>")
                 return try BookFactory.sampleEntries().replacing("EPUB/package.opf", with: opf)
             },
             warning: "spine item is image/png, not an XHTML or SVG content document; skipped", text: "The Storm"),
        Case(name: "circular and self-referencing navigation",
             entries: {
                 let nav = """
                     <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>
                     <nav epub:type="toc" id="toc"><ol>
                       <li><a href="nav.xhtml#toc">Myself</a><ol><li><a href="#toc">Me again</a></li></ol></li>
                       <li><a href="chapter1.xhtml#light">Light</a></li></ol></nav></body></html>
                     """
                 return try BookFactory.sampleEntries().replacing("EPUB/nav.xhtml", with: nav)
             },
             warning: nil, text: "Myself"),
        Case(name: "a single word of 100,000 letters",
             entries: { try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml",
                        with: chapter("<p>" + String(repeating: "a", count: 100_000) + "</p>")) },
             warning: nil, text: String(repeating: "a", count: 100_000)),
        Case(name: "thousands of tiny entries (under the limit)",
             entries: {
                 var entries = try BookFactory.sampleEntries()
                 for index in 0..<5_000 { entries.append(("EPUB/junk/\(index).txt", Data("x".utf8))) }
                 return entries
             },
             warning: nil, text: "The Light"),
    ]

    @Test("the book is read, with a warning naming file and problem", arguments: cases)
    func recovers(_ recovery: Case) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.zip(try recovery.entries())
        let book = try BookLoader().load(path: path)
        let text = book.blocks.map(\.plainText).joined(separator: "\n")
        #expect(text.contains(recovery.text))
        if let warning = recovery.warning {
            #expect(book.warnings.contains { $0.description.contains(warning) }, "warnings: \(book.warnings)")
        }
        for warning in book.warnings {
            #expect(!warning.description.contains("\n"), "a warning spans lines: \(warning)")
        }
    }

    @Test("the CLI exports and prints the warnings on standard error, one line each")
    func cliWarnings() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.zip(try Self.cases[0].entries())
        let result = try run(exporttoolBinary, ["export", path, "--to", "json", "-o", factory.directory.appendingPathComponent("b.json").path])
        #expect(result.status == 0)
        let lines = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("exporttool: warning: EPUB/chapter1.xhtml:2:") == true)
    }
}
