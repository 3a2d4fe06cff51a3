import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import NarrationExport
@testable import EPUBWriter

/// `--to narrated-epub` and `--to mp3` on the project's narration fixture: a small EPUB 3
/// with emphasis inside and across sentences, a note reference, a list, a page break, a
/// French phrase and a footnote in another document.
@Suite("Narration", .serialized)
struct NarrationTests {
    static let book = TestPaths.fixture("narration/book")

    /// One export of both formats (page numbers announced), shared by the tests that read it.
    static let shared: Result<URL, Error> = Result {
        let directory = try NarrationCheck.scratch()
        let result = try NarrationCheck.export(book, formats: "narrated-epub,mp3", into: directory,
                                               extra: ["--page-numbers", "announce", "--jobs", "2"])
        guard result.status == 0 else { throw NarrationCheck.Failure(message: "export failed: " + result.message) }
        return directory
    }

    static func output(_ name: String) throws -> String {
        try shared.get().appendingPathComponent(name).path
    }

    static func audioJSON() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: try output("book.audio.json")))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("the narrated EPUB passes epubcheck with no error and no warning", .enabled(if: NarrationCheck.hasEpubcheck))
    func epubcheck() throws {
        let problems = try NarrationCheck.epubcheck(try Self.output("book.narrated.epub"))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("every par points at an id of its document; clips run in order, without gap or overlap, over each whole file, at a speaking rate",
          .enabled(if: NarrationCheck.hasSox))
    func sync() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.narrated.epub"))
        let scratch = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let durations = try NarrationCheck.audioDurations(files, scratch: scratch)
        #expect(durations.count == 2)
        let manifest = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.output("book.audio.json"))))
        #expect(try NarrationCheck.syncProblems(files, audioDurations: durations, audioJSON: manifest) == [])
        let overlays = try NarrationCheck.overlays(files)
        #expect(overlays.count == 2)
        // Each overlay's duration is its audio file's, as sox decodes it.
        for overlay in overlays {
            let audio = try #require(overlay.pars.first?.audio)
            #expect(abs((durations[audio] ?? 0) - overlay.duration) < 0.1, "\(audio)")
        }
    }

    @Test("sentences get spans of their own, around emphasis they start with; one that emphasis crosses is read with its paragraph")
    func sentenceSpans() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.narrated.epub"))
        let chapter = String(decoding: try #require(files["EPUB/text/chapter1.xhtml"]), as: UTF8.self)
        #expect(chapter.contains(#"<p id="opening"><span id="nar-s2">The keeper climbed the tower every evening before the sun went down.</span> <span id="nar-s3">"#))
        #expect(chapter.contains(#"<span id="nar-s6"><em>Because the ships cannot rest either</em>, he told her with a smile.</span>"#))
        // The noteref's number is not spoken, and stays outside the spans.
        #expect(chapter.contains(#"at night.</span><a epub:type="noteref""#))
        // Emphasis from one sentence into the next: no span inside; the paragraph's own id is the target.
        #expect(chapter.contains(#"<p id="crossing">The wind rose over the <em>dark grey water. Then the first</em> drops"#))
        let pars = try NarrationCheck.overlays(files).flatMap(\.pars)
        #expect(pars.filter { $0.id == "crossing" }.count == 1)
        // The footnote (referenced from chapter 1) is heard in its own document's audio, where it stands.
        let second = try #require(try NarrationCheck.overlays(files).first { $0.pars.first?.document == "EPUB/text/chapter2.xhtml" })
        // Its label ("Note 1.") is heard with its first sentence: the last par is that
        // sentence's span inside the aside, never the whole aside for the label alone.
        let secondText = String(decoding: try #require(files["EPUB/text/chapter2.xhtml"]), as: UTF8.self)
        let aside = try #require(secondText.range(of: #"id="n1">"#)).upperBound
        let lastID = try #require(second.pars.last?.id)
        #expect(secondText[aside...].contains(#"<span id="\#(lastID)">Harbour mouths"#))
        #expect(!second.pars.contains { $0.id == "n1" })
    }

    @Test("the copy keeps every character of the source text, and every other file byte for byte")
    func sourceKept() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.narrated.epub"))
        let root = URL(fileURLWithPath: Self.book)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        var count = 0
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let original = [UInt8](try Data(contentsOf: url))
            let copy = try #require(files[path], "\(path) is missing")
            count += 1
            if path.hasSuffix(".xhtml") {
                let before = try XMLParser.parse(original).root.textContent
                let after = try XMLParser.parse(copy).root.textContent
                #expect(before == after, "\(path)")
            } else if !path.hasSuffix(".opf") {
                let same = original == copy
                #expect(same, "\(path)")
            }
        }
        #expect(count == 7)
        #expect(files.keys.filter { $0.hasSuffix(".smil") }.count == 2)
    }

    @Test("--to mp3: one tagged MP3 per chapter and an audio.json whose times match the files", .enabled(if: NarrationCheck.hasSox))
    func mp3() throws {
        let json = try Self.audioJSON()
        let chapters = try #require(json["chapters"] as? [[String: Any]])
        #expect(chapters.count == 2)
        #expect(json["engine"] as? String == "espeak-ng")
        for (index, chapter) in chapters.enumerated() {
            let file = try #require(chapter["file"] as? String)
            #expect(file == "book-00\(index + 1).mp3")
            let path = try Self.output(file)
            let tags = try NarrationCheck.tags(path)
            #expect(tags["Title"] == ["Chapter One: The Light", "Chapter Two: The Storm"][index])
            #expect(tags["Tracknumber"] == "\(index + 1)/2")
            #expect(tags["Album"] == "The Lighthouse Keeper")
            let duration = try NarrationCheck.soxDuration(path)
            let durationMs = try #require(chapter["durationMs"] as? Int)
            #expect(abs(Double(durationMs) / 1000 - duration) < 0.1)
            let sentences = try #require(chapter["sentences"] as? [[String: Any]])
            var previous = 0
            for sentence in sentences {
                let start = try #require(sentence["startMs"] as? Int), end = try #require(sentence["endMs"] as? Int)
                #expect(start == previous && end > start)
                previous = end
                #expect((sentence["block"] as? String)?.isEmpty == false)
                #expect((sentence["text"] as? String)?.isEmpty == false)
            }
            #expect(previous == durationMs)
        }
        let all = chapters.flatMap { ($0["sentences"] as? [[String: Any]]) ?? [] }
        // Skippable structures are clips of their own: the footnote and the announced page number.
        #expect(all.contains { $0["skippable"] as? String == "note" && ($0["text"] as? String)?.hasPrefix("Harbour mouths") == true })
        #expect(all.contains { $0["skippable"] as? String == "page" })
        #expect(!all.contains { $0["skippable"] != nil && ($0["text"] as? String)?.hasPrefix("The keeper") == true })
    }

    @Test("the audio is speech: silent only at sentence boundaries, where the SSML breaks", .enabled(if: NarrationCheck.hasSox))
    func speechNotSilence() throws {
        let chapters = try #require(try Self.audioJSON()["chapters"] as? [[String: Any]])
        for chapter in chapters {
            let path = try Self.output(try #require(chapter["file"] as? String))
            let boundaries = ((chapter["sentences"] as? [[String: Any]]) ?? []).compactMap { $0["startMs"] as? Int }.map { Double($0) / 1000 }
            let (silences, duration, silent) = try NarrationCheck.silences(path, minimum: 0.45)
            #expect(duration > 10)
            #expect(silent / duration < 0.4, "\(path): \(Int(silent / duration * 100))% silent")
            for (start, end) in silences where start > 0.05 && end < duration - 0.05 {
                #expect(boundaries.contains { $0 >= start - 0.15 && $0 <= end + 0.15 },
                        "\(path): silence from \(start) to \(end) s inside a sentence")
                #expect(end - start < 2, "\(path): \(end - start) s of silence")
            }
        }
    }

    @Test("narration in worker processes is byte for byte repeatable, and says what one process says at the same times within a pause")
    func workers() throws {
        var export = BookExport(formats: [.mp3, .narratedEPUB], settings: ExportSettings(), limits: .default)
        let alone = try export.render(path: Self.book).files
        export.narrationService = NarrationWorkerPool(workerCommand: [exporttoolBinary, "narration-worker"], workers: 2)
        let parallel = try export.render(path: Self.book).files
        let again = try export.render(path: Self.book).files
        #expect(parallel.map(\.suffix) == again.map(\.suffix))
        for (one, other) in zip(parallel, again) {
            let same = one.contents == other.contents
            #expect(same, "\(one.suffix).\(one.fileExtension) differs between two runs")
        }
        // One process speaks chapter after chapter; eSpeak NG carries a short pause from one
        // synthesis into the next, so later chapters may start a little later than in a
        // fresh worker. The words and their order are the same, the times within 0.3 s.
        func sentences(_ files: [OutputFile]) throws -> [(String, Int)] {
            let json = try #require(files.first { $0.fileExtension == "audio.json" })
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.contents)) as? [String: Any])
            let chapters = try #require(object["chapters"] as? [[String: Any]])
            return chapters.flatMap { ($0["sentences"] as? [[String: Any]]) ?? [] }
                .map { (($0["text"] as? String) ?? "", ($0["startMs"] as? Int) ?? -1) }
        }
        let inProcess = try sentences(alone), inWorkers = try sentences(parallel)
        #expect(inProcess.map(\.0) == inWorkers.map(\.0))
        for (one, other) in zip(inProcess, inWorkers) {
            #expect(abs(one.1 - other.1) <= 300, "\(one.0): \(one.1) ms in one process, \(other.1) ms in a worker")
        }
        let firstAlone = try #require(alone.first { $0.suffix == "-001" }), firstParallel = try #require(parallel.first { $0.suffix == "-001" })
        let sameFirst = firstAlone.contents == firstParallel.contents
        #expect(sameFirst, "the first chapter differs")
    }

    @Test("--rate sets the speaking rate: 300 words a minute is shorter than 120")
    func rate() throws {
        var settings = ExportSettings()
        var durations: [Double] = []
        let book = try BookLoader().load(path: Self.book)
        for rate in [120, 300] {
            settings.narration.rate = rate
            let narrator = NarrationExporter(settings: settings.narration, ssml: settings.ssml, reading: settings.reading)
            durations.append(try narrator.render(book).duration)
        }
        #expect(durations[1] < durations[0] * 0.6)
    }

    @Test("--voice takes a language eSpeak NG lists (en-gb), as `espeak-ng -v` does; a name it does not list is refused",
          arguments: ["en-gb", "en-us", "en-gb+f3"])
    func voiceByLanguage(_ voice: String) throws {
        var settings = ExportSettings()
        settings.narration.voice = voice
        let narrator = NarrationExporter(settings: settings.narration, ssml: settings.ssml, reading: settings.reading)
        #expect(try narrator.render(try BookLoader().load(path: Self.book)).duration > 1)
    }

    @Test("a --voice eSpeak NG does not list is refused")
    func unknownVoice() throws {
        var settings = ExportSettings()
        settings.narration.voice = "xx-nowhere"
        let narrator = NarrationExporter(settings: settings.narration, ssml: settings.ssml, reading: settings.reading)
        #expect(throws: ExportError.self) { _ = try narrator.render(try BookLoader().load(path: Self.book)) }
    }

    @Test("an HTML file that is not well-formed XHTML is refused for a narrated EPUB, with a message and no output")
    func refused() throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = TestPaths.fixture("model/broken.html")
        let result = try NarrationCheck.export(fixture, formats: "narrated-epub", into: directory)
        #expect(result.status == 10)
        #expect(result.message.hasPrefix("exporttool: error: narration: \(fixture): a narrated EPUB needs well-formed XHTML"), "\(result.message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("the overlays mark notes, page numbers, lists, tables and sidebars with epub:type, escapable ones as seqs")
    func structures() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.narrated.epub"))
        let overlays = try NarrationCheck.overlays(files)
        func outline(_ document: String) throws -> String {
            let overlay = try #require(overlays.first { $0.pars.first?.document == document })
            return try NarrationCheck.overlayOutline(try #require(files[overlay.path]))
        }
        let first = try outline("EPUB/text/chapter1.xhtml")
        // The two list items (one clip each) in the list's seq; the announced page number a par of its own.
        #expect(first.contains("seq list [par list-item, par list-item]"), "\(first)")
        #expect(first.contains("par pagebreak"), "\(first)")
        let second = try outline("EPUB/text/chapter2.xhtml")
        // The table and its data row, a par per cell (each read after its header; the
        // header row is not a row of its own), the sidebar and the footnote.
        #expect(second.contains("seq table [seq table-row [par table-cell, par table-cell]]"), "\(second)")
        #expect(second.contains("par sidebar"), "\(second)")
        #expect(second.hasSuffix("par footnote"), "\(second)")
        // Plain paragraphs stay in the body.
        #expect(second.hasPrefix("par, par"), "\(second)")
    }

    @Test("the package states the narrated copy's accessibility: modes, sufficient modes, features, hazards and a summary, and no unchecked conformance")
    func accessibilityMetadata() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.narrated.epub"))
        let properties = try NarrationCheck.packageProperties(files)
        #expect(properties["schema:accessMode"] == ["textual", "auditory"])
        #expect(properties["schema:accessModeSufficient"] == ["textual", "auditory"])
        #expect(properties["schema:accessibilityFeature"] == ["synchronizedAudioText", "readingOrder", "tableOfContents",
                                                             "structuralNavigation", "pageBreakMarkers"])
        #expect(properties["schema:accessibilityHazard"] == ["none"])
        #expect(properties["schema:accessibilitySummary"] == [Labels.english.narratedSummary])
        #expect(properties["dcterms:conformsTo"] == nil)
    }

    @Test("a book that already has media overlays is refused before any speech is made")
    func alreadyNarrated() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let entries = try BookFactory.sampleEntries()
        let opf = String(decoding: try #require(entries.first { $0.0 == "EPUB/package.opf" }).1, as: UTF8.self)
            .replacingOccurrences(of: #"<item id="ch1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>"#,
                                  with: #"<item id="ch1" href="chapter1.xhtml" media-type="application/xhtml+xml" media-overlay="mo1"/>"#
                                      + #"<item id="mo1" href="chapter1.smil" media-type="application/smil+xml"/>"#)
        let book = try factory.zip(entries.replacing("EPUB/package.opf", with: opf))
        let out = factory.directory.appendingPathComponent("out").path
        // mp3 first: were the check left to the narrated EPUB's turn, the whole book would be spoken.
        let result = try runBounded(exporttoolBinary, ["export", book, "--to", "mp3,narrated-epub", "--jobs", "1", "--output-dir", out],
                                    timeout: 120)
        #expect(result.status == 10)
        #expect(result.message == "exporttool: error: narration: \(book): the book already has media overlays\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a rate or bit rate out of range is refused before anything is read")
    func badSettings() throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (flag, value) in [("--rate", "20"), ("--bitrate", "33"), ("--audio-quality", "12")] {
            let result = try NarrationCheck.export(Self.book, formats: "mp3", into: directory, extra: [flag, value])
            #expect(result.status != 0)
            #expect(result.message.contains(flag), "\(result.message)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

/// Every corpus book narrated (2 workers): epubcheck clean and the sync sound. Narrating
/// the books takes minutes; skipped without `../shared/corpus`. The books are in two
/// suites, each one book at a time: one chain of seven was the last thing `make test`
/// waited for, with a core idle while epubcheck and the sync check ran.
enum NarrationCorpus {
    static func check(_ name: String) throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Both formats come from one synthesis: the manifest says what each clip speaks.
        let result = try NarrationCheck.export(Corpus.book(name), formats: "narrated-epub,mp3", into: directory,
                                               extra: ["--jobs", "2"], timeout: 3600)
        #expect(result.status == 0, "\(result.message)")
        let stem = name.replacingOccurrences(of: ".epub", with: "")
        let path = directory.appendingPathComponent(stem + ".narrated.epub").path
        #expect(try NarrationCheck.epubcheck(path) == [])
        let manifest = [UInt8](try Data(contentsOf: directory.appendingPathComponent(stem + ".audio.json")))
        #expect(try NarrationCheck.syncProblems(try NarrationCheck.unzip(path), audioJSON: manifest) == [])
    }

    /// Every other book, from the first (`half` 0) or the second (`half` 1).
    static func books(half: Int) -> [String] {
        Corpus.booksForNarration.enumerated().filter { $0.offset % 2 == half }.map(\.element)
    }
}

@Suite("Narration corpus", .serialized)
struct NarrationCorpusTests {
    @Test("the narrated EPUB of a corpus book passes epubcheck and its sync holds", .enabled(if: Corpus.available && NarrationCheck.hasEpubcheck),
          arguments: NarrationCorpus.books(half: 0))
    func corpusBook(_ name: String) throws {
        try NarrationCorpus.check(name)
    }
}

@Suite("Narration corpus, second half", .serialized)
struct NarrationCorpusSecondHalfTests {
    @Test("the narrated EPUB of a corpus book passes epubcheck and its sync holds", .enabled(if: Corpus.available && NarrationCheck.hasEpubcheck),
          arguments: NarrationCorpus.books(half: 1))
    func corpusBook(_ name: String) throws {
        try NarrationCorpus.check(name)
    }
}

/// The sync check itself: it must see a clip that could not speak its words in its time,
/// and a spoken sentence that no clip holds.
@Suite("Narration sync check")
struct NarrationSyncCheckTests {
    @Test("a clip given far more words than it can speak, or a sentence outside every clip, is reported",
          .enabled(if: NarrationCheck.hasSox))
    func catchesBadSync() throws {
        let files = try NarrationCheck.unzip(try NarrationTests.output("book.narrated.epub"))
        let manifest = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try NarrationTests.output("book.audio.json"))))
        var object = try #require(try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
        var chapters = try #require(object["chapters"] as? [[String: Any]])
        let sentences = try #require(chapters[0]["sentences"] as? [[String: Any]])
        let index = try #require(sentences.firstIndex { (($0["text"] as? String) ?? "").split(separator: " ").count >= 5 })
        func problems(_ change: (inout [String: Any]) -> Void) throws -> [String] {
            var changed = sentences
            change(&changed[index])
            chapters[0]["sentences"] = changed
            object["chapters"] = chapters
            let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object))
            return try NarrationCheck.syncProblems(files, audioJSON: bytes)
        }
        #expect(try problems { _ in } == [])
        let crowded = try problems { $0["text"] = String(repeating: "one more word ", count: 200) }
        #expect(crowded.contains { $0.hasSuffix("words a minute") }, "\(crowded)")
        let lost = try problems { $0["startMs"] = 10_000_000; $0["endMs"] = 10_000_500 }
        #expect(lost.contains { $0.contains("no clip holds") }, "\(lost)")
    }
}
