import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

@Suite("JSON export and the CLI")
struct JSONExportTests {
    @Test("the sample book's whole model as JSON (golden file)")
    func sampleBookJSON() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let files = try JSONExporter().export(book)
        #expect(files.count == 1)
        assertGolden(String(decoding: files[0].contents, as: UTF8.self), named: "model/sample-book.json")
    }

    @Test("the JSON parses and every block carries the documented fields")
    func fields() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        let data = Data(try JSONExporter().export(book)[0].contents)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["metadata"] is [String: Any])
        let navigation = try #require(object["navigation"] as? [String: Any])
        #expect(Set(navigation.keys) == ["toc", "pageList", "landmarks"])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        for block in blocks {
            for key in ["id", "role", "next", "previous", "section", "source"] {
                #expect(block.keys.contains(key), "block without \(key)")
            }
        }
    }

    @Test("export -o writes the file; stdout gets it otherwise")
    func output() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let target = factory.directory.appendingPathComponent("book.json").path
        let written = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "json", "-o", target])
        #expect(written.status == 0)
        let printed = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "json"])
        #expect(printed.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == printed.stdout)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: factory.directory.path)
        #expect(leftovers == ["book.json"])
    }

    @Test("inspect reports counts, the outline and warnings, as text and as JSON")
    func inspect() throws {
        let text = try run(exporttoolBinary, ["inspect", TestPaths.sampleBook.path])
        #expect(text.status == 0)
        let report = String(decoding: text.stdout, as: UTF8.self)
        #expect(report.contains("Title:     The Lighthouse Keeper's Notebook"))
        #expect(report.contains("Pages:     3"))
        #expect(report.contains("Images:    1 with alt text, 0 without, 1 decorative"))
        #expect(report.contains("  h2 Supplies"))
        let json = try run(exporttoolBinary, ["inspect", "--json", TestPaths.sampleBook.path])
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(object["notes"] as? Int == 2)
        #expect(object["headings"] as? Int == 6)
        #expect((object["outline"] as? [Any])?.count == 6)
    }

    @Test("an unknown format or several formats without --output-dir are usage errors")
    func usage() throws {
        let unknown = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "docx"])
        #expect(unknown.status == 2)
        #expect(String(decoding: unknown.stderr, as: UTF8.self).contains("unknown format 'docx'"))
    }
}
