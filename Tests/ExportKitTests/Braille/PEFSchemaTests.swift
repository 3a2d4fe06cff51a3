import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// Every PEF the tests make is valid PEF 2008-1: the sample book and each braille fixture,
/// exported to PEF and checked with `xmllint --relaxng` against the official schema in
/// `../shared/schemas/pef/` (skipped when that folder is absent).
@Suite("PEF schema", .enabled(if: PEFSchema.available, "no ../shared/schemas/pef/pef-2008-1.rng beside the repository"))
struct PEFSchemaTests {
    static let books: [String] = ["samples/sample-book"] + [
        "bana.xhtml", "french.xhtml", "japanese.xhtml", "layout.xhtml", "nested.xhtml", "table-notes.xhtml",
    ].map { "Tests/ExportKitTests/Fixtures/braille/" + $0 }

    @Test("the sample book and the braille fixtures export to PEF that validates against pef-2008-1.rng",
          arguments: books)
    func validates(book: String) throws {
        let loaded = try BookLoader().load(path: TestPaths.root.appendingPathComponent(book).path)
        var settings = BrailleSettings()
        settings.tableOfContents = true
        let files = try BrailleExporter(output: .pef, settings: settings).export(loaded)
        #expect(files.count == 1)
        for file in files {
            #expect(try PEFSchema.problems(file.contents) == [], "\(book)")
        }
    }

    @Test("several volumes in one PEF still validate")
    func volumes() throws {
        let loaded = try BookLoader().load(path: TestPaths.sampleBook.path)
        var settings = BrailleSettings()
        settings.volumePages = 2
        settings.lines = 12
        settings.duplex = true
        let files = try BrailleExporter(output: .pef, settings: settings).export(loaded)
        #expect(try PEFSchema.problems(files[0].contents) == [])
    }
}

enum PEFSchema {
    static let schema = TestPaths.root.deletingLastPathComponent()
        .appendingPathComponent("shared/schemas/pef/pef-2008-1.rng").path
    static var available: Bool { FileManager.default.fileExists(atPath: schema) }

    /// xmllint's complaints about a PEF file against the PEF 2008-1 RELAX NG schema
    /// (empty when it validates).
    static func problems(_ pef: [UInt8]) throws -> [String] {
        let xmllint = try #require(which("xmllint"), "xmllint is missing: scripts/install-deps.sh test installs libxml2-utils")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pef-\(UUID().uuidString).pef").path
        try Data(pef).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(xmllint, ["--noout", "--nonet", "--relaxng", schema, path])
        guard result.status != 0 else { return [] }
        return String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.hasSuffix("validates") }
    }
}
