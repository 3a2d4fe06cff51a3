import Foundation
import Testing
@testable import ExportKit
@testable import ReadingModel
@testable import EPUBReader

/// Warnings are values (issue 41: "typed warnings, worded at the edge as errors are"): a
/// program that reads or exports a book switches over what went wrong and reads its data,
/// and the words are the same as before for a person.
@Suite("Typed warnings")
struct TypedWarningTests {
    /// The sample book with `ch2` listed twice in the spine, an unknown spine item and no
    /// `mimetype` entry.
    static func damagedEntries() throws -> [(String, Data)] {
        let entries = try BookFactory.sampleEntries()
        let opf = String(decoding: try #require(entries.first { $0.0 == "EPUB/package.opf" }).1, as: UTF8.self)
            .replacingOccurrences(of: "<itemref idref=\"ch2\"/>",
                                  with: "<itemref idref=\"ch2\"/><itemref idref=\"ch2\"/><itemref idref=\"ghost\"/>")
        return entries.replacing("EPUB/package.opf", with: opf).replacing("mimetype", with: nil)
    }

    @Test("reading warnings carry their case and data, with the file they concern")
    func readingWarnings() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.zip(try Self.damagedEntries(), stored: [])
        let book = try BookLoader().load(path: path)
        let problems = book.warnings.map(\.problem)
        #expect(problems.contains(.noMimetype))
        #expect(problems.contains(.spineItemNotInManifest(idref: "ghost")))
        let repeated = try #require(book.warnings.first { if case .spineItemRepeated = $0.problem { true } else { false } })
        #expect(repeated.problem == .spineItemRepeated(href: "EPUB/chapter2.xhtml", count: 2))
        #expect(repeated.file == "EPUB/package.opf")
        // The words a person reads are the case's.
        #expect(repeated.description == "EPUB/package.opf: EPUB/chapter2.xhtml is listed 2 times in the spine; read once")
        #expect(book.warnings.first { $0.problem == .noMimetype }?.description == "\(path): no mimetype entry")
    }

    @Test("an export reports the book's reading warnings first, then each output's, once each")
    func exportWarnings() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let entries = try Self.damagedEntries().replacing(
            "EPUB/chapter1.xhtml",
            with: #"<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><body><p>a &#x4E2D; b</p></body></html>"#)
        let path = try factory.zip(entries, stored: [])
        let output = factory.directory.appendingPathComponent("out").path
        let export = BookExport(formats: [.brf, .pef], settings: ExportSettings(), limits: .default)
        let result = try export.write(path: path, stem: "book", into: output)
        let firstOutput = try #require(result.warnings.firstIndex { if case .reading = $0 { false } else { true } })
        #expect(result.warnings[..<firstOutput].allSatisfy { if case .reading = $0 { true } else { false } })
        #expect(result.warnings.contains(.reading(BookWarning(file: path, .noMimetype))))
        // BRF and PEF share one translation: the dropped character is reported once.
        let dropped = result.warnings.filter { if case .brailleCharacterDropped = $0 { true } else { false } }
        #expect(dropped.count == 1)
        guard case .brailleCharacterDropped(let scalar, _, let count)? = dropped.first else { return }
        #expect(scalar == "\u{4E2D}" && count == 1)
    }
}
