import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// A spine is bounded in length and in the text it makes the reader read, and a document
/// listed more than once is read once.
@Suite("Spine limits")
struct SpineLimitTests {
    /// The sample book with its spine replaced by `itemrefs` (a list of manifest ids).
    private func book(_ factory: BookFactory, spine itemrefs: [String],
                      chapter1: String? = nil) throws -> String {
        var entries = try BookFactory.sampleEntries()
        let opfData = try #require(entries.first { $0.0 == "EPUB/package.opf" }?.1)
        var opf = String(decoding: opfData, as: UTF8.self)
        let start = try #require(opf.range(of: "<spine>")), end = try #require(opf.range(of: "</spine>"))
        opf.replaceSubrange(start.upperBound..<end.lowerBound,
                            with: itemrefs.map { "<itemref idref=\"\($0)\"/>" }.joined())
        entries = entries.replacing("EPUB/package.opf", with: opf)
        if let chapter1 { entries = entries.replacing("EPUB/chapter1.xhtml", with: chapter1) }
        return try factory.zip(entries)
    }

    @Test("50,000 itemrefs are refused as a spine too long (exit 7)")
    func longSpine() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try book(factory, spine: Array(repeating: "ch1", count: 50_000))
        #expect(throws: ExportError.limitExceeded(path: path, what: .spineItems, limit: 10_000)) {
            _ = try BookLoader().load(path: path)
        }
        let result = try runBounded(exporttoolBinary, ["inspect", path], timeout: 120)
        #expect(result.status == 7)
        #expect(result.message == "exporttool: error: \(path): number of spine items exceeds the limit of 10000\n")
        #expect(try runBounded(exporttoolBinary, ["inspect", path, "--max-spine-items", "60000"]).status == 0)
    }

    @Test("a 1 MB chapter listed 1,000 times is read once, with a warning, and block ids stay unique")
    func repeatedChapter() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let paragraphs = String(repeating: "<p>" + String(repeating: "lorem ipsum ", count: 80) + "</p>\n", count: 1_100)
        let chapter = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>c</title></head><body>"
            + paragraphs + "</body></html>"
        #expect(chapter.utf8.count > 1_000_000)
        let path = try book(factory, spine: ["ch2"] + Array(repeating: "ch1", count: 1_000), chapter1: chapter)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size <= 200_000)
        let loaded = try BookLoader().load(path: path)
        #expect(loaded.documents.map(\.href) == ["EPUB/chapter2.xhtml", "EPUB/chapter1.xhtml"])
        #expect(loaded.blocks.filter { $0.source.href == "EPUB/chapter1.xhtml" }.count <= 1_101)
        #expect(Set(loaded.blocks.map(\.id)).count == loaded.blocks.count, "duplicate block ids")
        #expect(loaded.warnings.contains { $0.message == "EPUB/chapter1.xhtml is listed 1000 times in the spine; read once" })
    }

    @Test("the text read across the spine is bounded (and the bound can be raised)")
    func spineBytes() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.zip(try BookFactory.sampleEntries())
        var limits = ReadingLimits()
        limits.maxSpineBytes = 2_000
        #expect(throws: ExportError.limitExceeded(path: path, what: .spineText, limit: 2_000)) {
            _ = try BookLoader(limits: limits).load(path: path)
        }
        limits.maxSpineBytes = 1 << 20
        _ = try BookLoader(limits: limits).load(path: path)
    }

    @Test("a MiB limit too large to count in bytes means no bound: it never overflows", arguments: [
        "--max-spine-mb", "--max-entry-mb", "--max-block-mb",
    ])
    func hugeMebibyteLimit(option: String) throws {
        let huge = "99999999999999"  // times 2^20 is past Int.max
        let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text", option, huge])
        #expect(result.status == 0, "\(result.message)")
        let plain = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "text"])
        #expect(result.stdout == plain.stdout)
        #expect(!result.stdout.isEmpty)
        // Past Int itself it is the argument parser's usage error, exit 2.
        let tooLong = try runBounded(exporttoolBinary, ["inspect", TestPaths.sampleBook.path, option, "99999999999999999999"])
        #expect(tooLong.status == 2)
    }
}
