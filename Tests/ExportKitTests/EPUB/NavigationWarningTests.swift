import Foundation
import Testing
@testable import ExportKit
@testable import EPUBReader
@testable import BookModel
@testable import ReadingModel

/// Optional parts of a book that cannot be read leave a warning, never silence.
@Suite("Unreadable navigation")
struct NavigationWarningTests {
    @Test("an NCX that is not XML: the book reads, and a warning names the NCX")
    func brokenNCX() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        var entries = try BookFactory.entries(ofFolder: TestPaths.fixtures.appendingPathComponent("model/epub2"))
        entries = entries.map { name, data in
            (name, name.hasSuffix("toc.ncx") ? Data("<ncx><navMap><navPoint>".utf8) : data)
        }
        let path = try factory.zip(entries)
        let book = try BookLoader().load(path: path)
        #expect(!book.blocks.isEmpty)
        #expect(book.warnings.contains { $0.file.hasSuffix("toc.ncx") && $0.message.contains("NCX cannot be read") },
                "warnings: \(book.warnings)")
    }
}
