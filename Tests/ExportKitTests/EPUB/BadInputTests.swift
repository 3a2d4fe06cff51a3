import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Bad books, generated here: each must fail with a clear error naming the file and the
/// problem, a documented exit code from the CLI, and no output file.
@Suite("Bad input")
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (BookFactory) throws -> String
        let expected: @Sendable (ExportError) -> Bool
        let message: String
        let exitCode: Int32
        var testDescription: String { name }
    }

    static let container = """
        <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
        """

    static let cases: [Case] = [
        Case(name: "a file that is not a zip",
             make: { try $0.file("book.epub", Data("just some text, not a zip archive".utf8)) },
             expected: { if case .notAnEPUB = $0 { true } else { false } },
             message: "not a readable EPUB", exitCode: 4),
        Case(name: "a truncated zip",
             make: { factory in
                 let path = try factory.zip(try BookFactory.sampleEntries(), name: "whole.epub")
                 let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                 return try factory.file("book.epub", bytes.prefix(bytes.count / 2))
             },
             expected: { if case .notAnEPUB = $0 { true } else { false } },
             message: "not a readable EPUB", exitCode: 4),
        Case(name: "no META-INF/container.xml",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("META-INF/container.xml", with: nil)) },
             expected: { if case .missingContainer = $0 { true } else { false } },
             message: "META-INF/container.xml: missing", exitCode: 4),
        Case(name: "a garbled container.xml",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("META-INF/container.xml", with: "<container><rootfiles>")) },
             expected: { if case .missingContainer = $0 { true } else { false } },
             message: "META-INF/container.xml", exitCode: 4),
        Case(name: "a missing package document",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("EPUB/package.opf", with: nil)) },
             expected: { if case .invalidPackage = $0 { true } else { false } },
             message: "EPUB/package.opf is missing", exitCode: 4),
        Case(name: "a spine item pointing at a missing file",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter2.xhtml", with: nil)) },
             expected: { if case .missingResource(_, "EPUB/chapter2.xhtml") = $0 { true } else { false } },
             message: "EPUB/chapter2.xhtml: listed in the package but missing", exitCode: 4),
        Case(name: "a content document that is neither XML nor HTML",
             make: { try $0.zip(try BookFactory.sampleEntries()
                        .replacing("EPUB/chapter1.xhtml", with: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3, 0, 0]))) },
             expected: { if case .malformedDocument = $0 { true } else { false } },
             message: "EPUB/chapter1.xhtml: contains NUL bytes", exitCode: 5),
        Case(name: "elements nested 100,000 deep",
             make: { factory in
                 let deep = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>"
                     + String(repeating: "<div>", count: 100_000) + "x" + String(repeating: "</div>", count: 100_000)
                     + "</body></html>"
                 // Stored, not deflated: the nesting limit must be what stops it.
                 return try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: deep),
                                        stored: ["mimetype", "EPUB/chapter1.xhtml"])
             },
             expected: { if case .limitExceeded = $0 { true } else { false } },
             message: "element nesting depth exceeds the limit", exitCode: 7),
        Case(name: "billion laughs",
             make: { factory in
                 var dtd = "<!ENTITY l0 \"lol\">"
                 for level in 1...9 {
                     dtd += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
                 }
                 let document = "<?xml version=\"1.0\"?><!DOCTYPE html [\(dtd)]>"
                     + "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>&l9;</p></body></html>"
                 return try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: document))
             },
             expected: { if case .limitExceeded = $0 { true } else { false } },
             message: "entity expansion", exitCode: 7),
        Case(name: "a zip entry whose path escapes the archive",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("../../evil.xhtml", with: "<p>evil</p>")) },
             expected: { if case .unsafeEntry(_, "../../evil.xhtml") = $0 { true } else { false } },
             message: "'../../evil.xhtml' points outside the book", exitCode: 7),
        Case(name: "an absolute zip entry path",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("/etc/evil.xhtml", with: "<p>evil</p>")) },
             expected: { if case .unsafeEntry = $0 { true } else { false } },
             message: "points outside the book", exitCode: 7),
        Case(name: "a zip bomb (tiny entry inflating far past the ratio limit)",
             make: { factory in
                 let zeros = Data(count: 8 * 1024 * 1024)
                 return try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: zeros))
             },
             expected: { if case .limitExceeded = $0 { true } else { false } },
             message: "compression ratio of EPUB/chapter1.xhtml exceeds", exitCode: 7),
        Case(name: "a content document encrypted with DRM",
             make: { factory in
                 let encryption = """
                     <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
                       <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
                         <enc:CipherData><enc:CipherReference URI="EPUB/chapter1.xhtml"/></enc:CipherData></enc:EncryptedData>
                     </encryption>
                     """
                 return try factory.zip(try BookFactory.sampleEntries().replacing("META-INF/encryption.xml", with: encryption))
             },
             expected: { if case .encrypted(_, "EPUB/chapter1.xhtml") = $0 { true } else { false } },
             message: "EPUB/chapter1.xhtml is encrypted (DRM)", exitCode: 6),
        Case(name: "a garbled package document",
             make: { try $0.zip(try BookFactory.sampleEntries().replacing("EPUB/package.opf", with: "<package><manifest><item")) },
             expected: { if case .invalidPackage = $0 { true } else { false } },
             message: "package document: EPUB/package.opf", exitCode: 4),
        Case(name: "a spine of images only",
             make: { factory in
                 let opf = """
                     <package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/>
                     <manifest><item id="i" href="images/lamp.svg" media-type="image/png"/></manifest>
                     <spine><itemref idref="i"/></spine></package>
                     """
                 return try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/package.opf", with: opf))
             },
             expected: { if case .invalidPackage = $0 { true } else { false } },
             message: "the spine lists no readable content document", exitCode: 4),
        Case(name: "binary bytes without NUL as a content document",
             make: { try $0.zip(try BookFactory.sampleEntries()
                        .replacing("EPUB/chapter1.xhtml", with: Data((1...200).map { UInt8(($0 * 37) % 255 + 1) }))) },
             expected: { if case .malformedDocument = $0 { true } else { false } },
             message: "EPUB/chapter1.xhtml: neither XML nor HTML", exitCode: 5),
        Case(name: "a single 50 MB paragraph",
             make: { factory in
                 let paragraph = String(repeating: "word ", count: 10_000_000)
                 let document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>\(paragraph)</p></body></html>"
                 return try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: document),
                                        stored: ["mimetype", "EPUB/chapter1.xhtml"])
             },
             expected: { if case .limitExceeded = $0 { true } else { false } },
             message: "text of one block", exitCode: 7),
        Case(name: "25,000 tiny entries",
             make: { factory in
                 var entries = try BookFactory.sampleEntries()
                 for index in 0..<25_000 { entries.append(("EPUB/junk/\(index).txt", Data("x".utf8))) }
                 return try factory.zip(entries)
             },
             expected: { if case .limitExceeded = $0 { true } else { false } },
             message: "number of zip entries exceeds the limit of 20000", exitCode: 7),
        Case(name: "a symbolic-link loop named as the book",
             make: { factory in
                 let path = factory.directory.appendingPathComponent("loop.epub").path
                 try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "loop.epub")
                 return path
             },
             expected: { if case .unreadable = $0 { true } else { false } },
             message: "cannot be read: too many levels of symbolic links", exitCode: 3),
        Case(name: "a book that does not exist",
             make: { $0.directory.appendingPathComponent("nothing-here.epub").path },
             expected: { if case .fileNotFound = $0 { true } else { false } },
             message: "no such file or directory", exitCode: 3),
    ]

    @Test("the library throws the right error", arguments: cases)
    func libraryError(_ badCase: Case) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try badCase.make(factory)
        do {
            _ = try BookLoader().load(path: path)
            Issue.record("\(badCase.name) was read without error")
        } catch {
            // The library throws a value; its words are the CLI's (checked below).
            #expect(badCase.expected(error), "got \(error)")
        }
    }

    @Test("the CLI prints one line, exits with the documented code, writes nothing", arguments: cases)
    func cliError(_ badCase: Case) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try badCase.make(factory)
        let outputDirectory = factory.directory.appendingPathComponent("out")
        let result = try run(exporttoolBinary, ["export", path, "--to", "json", "--output-dir", outputDirectory.path])
        #expect(result.status == badCase.exitCode)
        let message = String(decoding: result.stderr, as: UTF8.self)
        #expect(message.hasPrefix("exporttool: error: \(path)"))
        #expect(message.contains(badCase.message), "message: \(message)")
        #expect(message.filter { $0 == "\n" }.count == 1, "not one line: \(message)")
        #expect(result.stdout.isEmpty)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
        #expect(written.isEmpty, "files left behind: \(written)")
    }

    @Test("external entities and DTDs are never loaded, locally or over the network")
    func externalEntities() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE html SYSTEM "http://127.0.0.1:9/evil.dtd" [
              <!ENTITY passwd SYSTEM "file:///etc/passwd">
              <!ENTITY remote SYSTEM "http://127.0.0.1:9/secret">
              <!ENTITY % dtd SYSTEM "file:///etc/passwd">
            ]>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>before &passwd; middle &remote; after</p></body></html>
            """
        let path = try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: document))
        let book = try BookLoader().load(path: path)
        let text = book.blocks.map(\.plainText).joined(separator: "\n")
        #expect(text.contains("before middle after"))
        #expect(!text.contains("root:"))
        #expect(book.warnings.contains { $0.message.contains("external entity &passwd; not loaded") })
    }

    @Test("every reading limit can be raised", arguments: [
        (["--max-compression-ratio", "100000"], Int32(0)),
        (["--max-entry-mb", "1"], Int32(7)),
    ])
    func raisingLimits(_ arguments: [String], _ status: Int32) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let zeros = String(repeating: " ", count: 4 * 1024 * 1024)
        let document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>wide" + zeros + "open</p></body></html>"
        let path = try factory.zip(try BookFactory.sampleEntries().replacing("EPUB/chapter1.xhtml", with: document))
        let result = try run(exporttoolBinary, ["inspect", path] + arguments)
        #expect(result.status == status, "\(String(decoding: result.stderr, as: UTF8.self))")
    }
}
