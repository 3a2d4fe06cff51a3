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
        // Said in a warning and in the manifest.
        var settings = SSMLSettings()
        settings.maxChars = 800
        let files = try SSMLExporter(settings: settings).export(book)
        #expect(files.flatMap(\.warnings).contains { if case .sentencesSplit(_, limit: 800) = $0 { true } else { false } })
        #expect(files.flatMap(\.warnings).contains { $0.message.contains("split at a clause or word boundary") })
        let (_, manifest) = try SSMLTest.chunks(book, maxChars: 800)
        let chunks = try #require(manifest["chunks"] as? [[String: Any]])
        #expect(chunks.contains { ($0["splitSentences"] as? [String])?.first?.hasPrefix("t.xhtml#p:s") == true })
    }

    @Test("a sentence too long for a chunk is split at a clause boundary when there is one")
    func clauseBoundary() throws {
        let words = String(repeating: "the keeper watched the lamp ", count: 12)
        let book = SSMLExporterTests.book([.text(words + "all night, " + words + "until dawn.", InlineStyle())])
        let (documents, _) = try SSMLTest.chunks(book, maxChars: 700)
        #expect(documents.count == 2)
        #expect(SSMLTest.spokenText(documents[0]).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("all night,"))
    }

    @Test("by default no chunk holds two content documents; chunking by size packs across them, cutting no sentence",
          arguments: SSMLProfile.allCases)
    func chapters(_ profile: SSMLProfile) throws {
        var settings = SSMLSettings()
        settings.profile = profile
        settings.maxChars = profile == .polly ? 1500 : 3000
        let byChapter = try SSMLExporter(settings: settings).export(sample)
        settings.chunkBy = .size
        let bySize = try SSMLExporter(settings: settings).export(sample)
        func manifestChunks(_ files: [OutputFile]) throws -> [[String: Any]] {
            let file = try #require(files.first { $0.fileExtension == "ssml.json" })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: Any])
            return try #require(json["chunks"] as? [[String: Any]])
        }
        let documentsOf = { (chunk: [String: Any]) in Set((chunk["blocks"] as? [String] ?? []).map { SSMLChunker.document(of: $0) }) }
        for chunk in try manifestChunks(byChapter) { #expect(documentsOf(chunk).count == 1, "\(chunk["blocks"] ?? "")") }
        #expect(try manifestChunks(bySize).contains { documentsOf($0).count > 1 })
        #expect(bySize.count < byChapter.count)
        // The same sentences either way, none cut in two.
        let sentences = { (files: [OutputFile]) in
            files.filter { $0.fileExtension == "ssml" }.flatMap { SSMLTest.sentences(String(decoding: $0.contents, as: UTF8.self)) }
        }
        #expect(sentences(byChapter) == sentences(bySize))
        settings.maxChars = 0
        let whole = try SSMLExporter(settings: settings).export(sample)
        // The cloud profiles' chunks name their marks m1, m2 …: compare without marks.
        let unmarked = { (files: [OutputFile]) in
            sentences(files).map { $0.replacing(#/<(mark name|bookmark mark)="[^"]*"\/>/#, with: "") }
        }
        #expect(unmarked(byChapter) == unmarked(whole))
    }

    @Test("cloud profiles name marks m1, m2 … and the manifest maps each to its block, file and element id; generic keeps block ids",
          arguments: SSMLProfile.allCases)
    func shortMarks(_ profile: SSMLProfile) throws {
        var settings = SSMLSettings()
        settings.profile = profile
        settings.maxChars = 3000
        let files = try SSMLExporter(settings: settings).export(sample)
        let documents = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
        let manifestFile = try #require(files.first { $0.fileExtension == "ssml.json" })
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(manifestFile.contents)) as? [String: Any])
        let names = documents.flatMap { document in
            document.matches(of: #/<(?:mark name|bookmark mark)="([^"]*)"\/>/#).map { String($0.1) }
        }
        #expect(Set(names).count == names.count)
        guard [.polly, .azure, .google].contains(profile) else {
            #expect(manifest["marks"] == nil)
            #expect(names.contains("EPUB/chapter1.xhtml#opening"))
            return
        }
        #expect(names == (1...names.count).map { "m\($0)" })
        let marks = try #require(manifest["marks"] as? [[String: Any]])
        #expect(marks.map { $0["mark"] as? String } == names)
        let opening = try #require(marks.first { $0["block"] as? String == "EPUB/chapter1.xhtml#opening" && $0["sentence"] == nil })
        #expect(opening["file"] as? String == "EPUB/chapter1.xhtml")
        #expect(opening["id"] as? String == "opening")
        #expect(marks.contains { $0["block"] as? String == "EPUB/chapter1.xhtml#opening" && $0["sentence"] as? Int == 2 })
        // Shorter requests than with block-id names.
        settings.profile = .generic
        let generic = try SSMLExporter(settings: settings).export(sample).filter { $0.fileExtension == "ssml" }
        #expect(documents.joined().utf8.count < generic.reduce(0) { $0 + $1.contents.count })
    }

    @Test("Polly's limit counts billed characters (tags excluded), Google's bytes with tags")
    func units() throws {
        for profile in [SSMLProfile.polly, .google] {
            var settings = SSMLSettings()
            settings.profile = profile
            settings.chunkBy = .size
            let documents = try SSMLExporter(settings: settings).export(sample).filter { $0.fileExtension == "ssml" }
                .map { String(decoding: $0.contents, as: UTF8.self) }
            for document in documents {
                if profile == .polly {
                    #expect(SSMLChunker.billedCharacters(document) <= 3000)
                    #expect(document.count <= 6000)
                } else {
                    #expect(document.utf8.count <= 5000)
                }
            }
        }
        #expect(SSMLChunker.billedCharacters(#"<s><mark name="a"/>Fish &amp; chips</s>"#) == 12)
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
