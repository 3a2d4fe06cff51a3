import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader
import XMLTree
import ZIPFoundation

/// NIMAS 1.1 and DAISY 3 filesets: the package, its folder or a zip of it; the project's own
/// fileset (`Fixtures/dtbook/nimas`), and the DAISY Pipeline's filesets in `../shared`.
@Suite("NIMAS and DAISY 3 filesets")
struct NIMASFilesetTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("dtbook/nimas")

    /// The fixture fileset copied into a fresh folder, `change` applied.
    private func copy(_ factory: BookFactory, change: (URL) throws -> Void = { _ in }) throws -> URL {
        let target = factory.directory.appendingPathComponent("nimas")
        try FileManager.default.copyItem(at: Self.folder, to: target)
        try change(target)
        return target
    }

    private func zipped(_ folder: URL, _ factory: BookFactory) throws -> String {
        let entries = try BookFactory.entries(ofFolder: folder)
        return try factory.zip(entries, name: "nimas.zip", stored: [])
    }

    @Test("the package, the folder and a zip are told a fileset and read alike, with the NIMAS metadata")
    func threeWays() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let zip = try zipped(Self.folder, factory)
        var texts: [String] = []
        for path in [Self.folder.appendingPathComponent("book.opf").path, Self.folder.path, zip] {
            #expect(try InputDetector.detect(path: path) == .dtbookFileset, "\(path)")
            let book = try BookLoader().load(path: path)
            #expect(book.warnings.isEmpty, "\(path): \(book.warnings)")
            #expect(book.metadata.inputFormat == "NIMAS 1.1")
            #expect(book.metadata.title == "A Small Textbook")
            #expect(book.metadata.creators == ["Test Author"])
            #expect(book.metadata.identifier == "isbn-0000000000000-nimas")
            #expect(book.metadata.rights == "Public domain test fixture")
            #expect(book.metadata.otherMetadata["nimas-SourceEdition"] == ["1st"])
            #expect(book.metadata.otherMetadata["nimas-SourceDate"] == ["2026"])
            #expect(book.metadata.otherMetadata["dc:Source"] == ["0000000000000"])
            texts.append(try textExport(book))
        }
        #expect(Set(texts).count == 1)
        #expect(texts[0].contains("[Image: A leaf. A green leaf with veins.]"))
    }

    @Test("a fileset breaking NIMAS rules is read with one warning per problem")
    func brokenRules() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = try copy(factory) { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("images/leaf.svg"))
            let opf = folder.appendingPathComponent("book.opf")
            var text = try String(contentsOf: opf, encoding: .utf8)
            text = text.replacingOccurrences(of: #"<dc:Identifier id="uid">isbn-0000000000000-nimas</dc:Identifier>"#, with: "")
            text = text.replacingOccurrences(of: #"<meta name="nimas-SourceDate" content="2026"/>"#, with: "")
            try text.write(to: opf, atomically: true, encoding: .utf8)
            let dtbook = folder.appendingPathComponent("book.xml")
            let withoutUID = try String(contentsOf: dtbook, encoding: .utf8)
                .replacingOccurrences(of: #"<meta name="dtb:uid" content="isbn-0000000000000-nimas"/>"#, with: "")
            try withoutUID.write(to: dtbook, atomically: true, encoding: .utf8)
        }
        let book = try BookLoader().load(path: folder.appendingPathComponent("book.opf").path)
        let messages = book.warnings.map { "\($0.file): \($0.message)" }
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("images/leaf.svg: image is missing") })
        #expect(messages.contains { $0.contains("no dc:Identifier") })
        #expect(messages.contains { $0.contains("NIMAS 1.1 requires nimas-SourceDate") })
        // The image's words are still read.
        #expect(try textExport(book).contains("[Image: A leaf. A green leaf with veins.]"))
    }

    @Test("a DTBook given alone beside its package takes the package's metadata")
    func dtbookBesidePackage() throws {
        let book = try BookLoader().load(path: Self.folder.appendingPathComponent("book.xml").path)
        #expect(book.metadata.inputFormat == "NIMAS 1.1")
        #expect(book.metadata.otherMetadata["nimas-SourceEdition"] == ["1st"])
    }
}
