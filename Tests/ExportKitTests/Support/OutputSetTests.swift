import Foundation
import Testing
@testable import ExportKit
@testable import ReadingModel

/// A run replaces what an earlier run wrote for the same stem and format (issue 42): the
/// files of a set whose count changes (SSML chunks, MP3 chapters, braille volumes) are
/// never left over from a run with another limit, and nothing else in the folder is touched.
@Suite("Writing outputs: a run replaces the earlier run's set")
struct OutputSetTests {
    private func names(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func file(_ suffix: String, _ ext: String) -> OutputFile {
        OutputFile(suffix: suffix, fileExtension: ext, contents: Array("\(suffix).\(ext)".utf8))
    }

    @Test("fewer chunks, then none: an earlier run's extra chunks and manifest are removed; other stems, formats and look-alikes stay")
    func fewerChunks() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = factory.directory.path
        try OutputWriter.write((1...5).map { file("-000\($0)", "ssml") } + [file("", "ssml.json"), file("", "txt")],
                               stem: "book", into: folder)
        // Not of the set: another stem, another format, a suffix that is not a chunk number,
        // and a folder with a chunk's name.
        for name in ["other-0003.ssml", "book-0003.txt", "book-notes.ssml", "book-12.ssml"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
        }
        try FileManager.default.createDirectory(atPath: folder + "/book-0009.ssml", withIntermediateDirectories: false)

        try OutputWriter.write([file("-0001", "ssml"), file("-0002", "ssml"), file("", "ssml.json")], stem: "book", into: folder)
        #expect(try names(factory.directory) == [
            "book-0001.ssml", "book-0002.ssml", "book-0003.txt", "book-0009.ssml", "book-12.ssml",
            "book-notes.ssml", "book.ssml.json", "book.txt", "other-0003.ssml",
        ])

        // One document, unchunked: the chunks and their manifest are gone.
        try OutputWriter.write([file("", "ssml")], stem: "book", into: folder)
        #expect(!(try names(factory.directory)).contains { $0.hasPrefix("book-000") && $0.hasSuffix(".ssml") && $0 != "book-0009.ssml" })
        #expect(!FileManager.default.fileExists(atPath: folder + "/book.ssml.json"))
        #expect(FileManager.default.fileExists(atPath: folder + "/book.ssml"))
    }

    @Test("braille volumes: one volume after three leaves no -v02, -v03; three after one leave no unnumbered file")
    func volumes() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = factory.directory.path
        try OutputWriter.write((1...3).map { file("-v0\($0)", "brf") } + [file("", "pef")], stem: "book", into: folder)
        try OutputWriter.write([file("", "brf")], stem: "book", into: folder)
        #expect(try names(factory.directory) == ["book.brf", "book.pef"])
        try OutputWriter.write([file("-v01", "brf"), file("-v02", "brf")], stem: "book", into: folder)
        #expect(try names(factory.directory) == ["book-v01.brf", "book-v02.brf", "book.pef"])
    }

    @Test("the command line: a second SSML run with a larger chunk limit leaves only its own chunks, as its manifest lists them")
    func commandLine() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = factory.directory.path
        for limit in ["1500", "6000"] {
            let result = try runBounded(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "ssml",
                                                           "--max-chars", limit, "--output-dir", folder, "--stem", "book"])
            #expect(result.status == 0, "\(result.message)")
        }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: factory.directory.appendingPathComponent("book.ssml.json")))
        let chunks = try #require((manifest as? [String: Any])?["chunks"] as? [[String: Any]])
        let listed = chunks.compactMap { chunk in (chunk["suffix"] as? String).map { "book" + $0 + ".ssml" } }
        #expect(try names(factory.directory).filter { $0.hasSuffix(".ssml") } == listed.sorted())
    }
}
