import Foundation
import Testing
@testable import ExportKit

/// `batch` takes every format read from a folder, a fileset once.
@Suite("Batch inputs")
struct BatchInputsTests {
    @Test("a folder's EPUB, DTBook, NIMAS fileset, Markdown, DOCX and ODT are its books; other files and a fileset's DTBook are not")
    func everyFormat() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let root = factory.directory.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: NIMASFilesetTests.folder, to: root.appendingPathComponent("nimas"))
        try FileManager.default.copyItem(atPath: DTBookReadingTests.elements, toPath: root.appendingPathComponent("elements.xml").path)
        try FileManager.default.copyItem(atPath: PandocReadingTests.markdown, toPath: root.appendingPathComponent("notes.md").path)
        let epub = try factory.zip(try BookFactory.sampleEntries(), name: "sample.epub")
        try FileManager.default.copyItem(atPath: epub, toPath: root.appendingPathComponent("sample.epub").path)
        for (name, text) in [("report.docx", "PK"), ("letter.odt", "PK"), ("feed.xml", "<rss/>"), ("readme.txt", "words")] {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        let items = try BatchPlan.items(inputs: [root.path])
        let names = Set(items.map { ($0.input as NSString).lastPathComponent })
        #expect(names == ["book.opf", "elements.xml", "notes.md", "sample.epub", "report.docx", "letter.odt"])
    }

    @Test("a batch over a DTBook and Markdown exports both", .enabled(if: which("pandoc") != nil))
    func exportsThem() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try run(exporttoolBinary, ["batch", DTBookReadingTests.elements, PandocReadingTests.markdown, NIMASFilesetTests.folder.path,
                                                "--to", "text", "--output-dir", out, "--quiet"])
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        let written = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(written.count == 3, "\(written)")
    }
}
