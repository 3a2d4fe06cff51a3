import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

@Suite("SSML chunking")
struct SSMLChunkingTests {
    let sample: Book

    init() throws {
        sample = try SSMLTest.load(TestPaths.sampleBook.path)
    }

    @Test("chunks are complete valid documents within the limit, cut only between sentences", arguments: [700, 1500, 3000])
    func chunks(_ limit: Int) throws {
        let whole = try SSMLTest.document(sample)
        let (documents, _) = try SSMLTest.chunks(sample, maxChars: limit)
        #expect(documents.count > 1)
        for document in documents {
            #expect(document.utf8.count <= limit)
            #expect(SSMLValidator.problems(document) == [])
        }
        // The same sentences, in the same order, none cut in two.
        #expect(documents.flatMap(SSMLTest.sentences) == SSMLTest.sentences(whole))
        #expect(documents.flatMap(SSMLTest.marks) == SSMLTest.marks(whole))
    }

    @Test("the manifest lists each chunk's suffix, size, blocks and text")
    func manifest() throws {
        let (documents, manifest) = try SSMLTest.chunks(sample, maxChars: 1500)
        let chunks = try #require(manifest["chunks"] as? [[String: Any]])
        #expect(chunks.count == documents.count)
        #expect(manifest["maxChars"] as? Int == 1500)
        #expect(chunks.map { $0["suffix"] as? String } == (1...documents.count).map { String(format: "-%04d", $0) })
        for (chunk, document) in zip(chunks, documents) {
            #expect(chunk["bytes"] as? Int == document.utf8.count)
            let blocks = try #require(chunk["blocks"] as? [String])
            // A block's own mark, or the marks of its sentences in a chunk that continues it.
            for block in blocks { #expect(document.contains(#"name="\#(block)"#) || document.contains(#"name="\#(block):s"#)) }
        }
        let first = try #require(chunks.first)
        #expect((first["text"] as? String)?.hasPrefix("Chapter 1. The Light The lighthouse on Carrick Point") == true)
        #expect((first["blocks"] as? [String])?.first == "EPUB/chapter1.xhtml#light")
    }

    @Test("a block cut between chunks is closed and reopened, with its language")
    func reopening() throws {
        let sentence = "The lamp turned through the long night and the keeper watched it. "
        var paragraph = Block(id: "t.xhtml#long", role: .paragraph,
                              inlines: [.text(String(repeating: sentence, count: 40), InlineStyle())],
                              source: BlockSource(href: "t.xhtml", line: 1), language: "fr")
        paragraph.section = "t.xhtml"
        let book = Book(metadata: Metadata(title: "T", language: "en"), blocks: [paragraph],
                        documents: [ContentDocument(href: "t.xhtml", mediaType: "application/xhtml+xml")])
        let (documents, _) = try SSMLTest.chunks(book, maxChars: 1000)
        #expect(documents.count > 2)
        for document in documents {
            #expect(document.contains(#"<lang xml:lang="fr"><p>"#))
            #expect(SSMLValidator.problems(document) == [])
            #expect(document.utf8.count <= 1000)
        }
        // The block's own mark only where it starts.
        #expect(documents.filter { $0.contains(#"<mark name="t.xhtml#long"/>"#) }.count == 1)
    }

    @Test("a sentence longer than a chunk is cut at spaces, never inside an element")
    func longSentence() throws {
        var style = InlineStyle()
        style.abbreviation = Abbreviation(expansion: "Northern Lighthouse Board")
        var inlines: [Inline] = []
        for _ in 0..<60 {
            inlines.append(.text("and the ", InlineStyle()))
            inlines.append(.text("NLB", style))
            inlines.append(.text(" sent word ", InlineStyle()))
        }
        let book = SSMLExporterTests.book(inlines)
        let (documents, _) = try SSMLTest.chunks(book, maxChars: 800)
        #expect(documents.count > 2)
        for document in documents {
            #expect(document.utf8.count <= 800)
            #expect(SSMLValidator.problems(document) == [])
        }
        #expect(documents.joined().components(separatedBy: ">NLB</sub>").count == 61)
    }

    @Test("a limit too small for the document frame is an error, not a broken file")
    func tooSmall() {
        var settings = SSMLSettings()
        settings.maxChars = 100
        #expect(throws: ExportError.self) { try SSMLExporter(settings: settings).export(sample) }
    }

    @Test("the CLI writes STEM-0001.ssml ... and STEM.ssml.json into --output-dir")
    func commandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ssml-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "ssml", "--max-chars", "1500",
                                                "--output-dir", directory.path, "--stem", "lamp"])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.first == "lamp-0001.ssml")
        #expect(names.contains("lamp.ssml.json"))
        #expect(names.filter { $0.hasSuffix(".ssml") }.count > 1)
        // A chunked export cannot go to one file.
        let single = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "ssml", "--ssml-profile", "polly"])
        #expect(single.status != 0)
        let tooSmall = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "ssml", "--max-chars", "10"])
        #expect(tooSmall.status != 0)
        #expect(String(decoding: tooSmall.stderr, as: UTF8.self).contains("--max-chars"))
    }
}
