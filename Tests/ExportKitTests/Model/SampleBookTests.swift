import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

@Suite("Sample book")
struct SampleBookTests {
    @Test("the shipped sample book loads with its outline")
    func sampleOutline() throws {
        let book = try BookLoader().load(path: TestPaths.sampleBook.path)
        #expect(book.metadata.title == "The Lighthouse Keeper's Notebook")
        #expect(book.headings.map { $0.inlines.plainText }.prefix(3) == ["Chapter 1. The Light", "Supplies", "Chapter 2. The Storm"])
    }
}
