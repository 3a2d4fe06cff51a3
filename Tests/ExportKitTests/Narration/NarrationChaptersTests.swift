import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import NarrationExport

/// Audio per chapter, not per file: `Fixtures/narration/chapters` has a line before any
/// heading, two `h1` chapters in its first file and the second chapter going on into the
/// second file, where an `h2` opens a third. One export of the four audio formats; the MP3
/// tracks, their tags and loudness, the narrated EPUB's overlays and both talking books are
/// checked against it.
@Suite("Narration chapters", .serialized)
struct NarrationChaptersTests {
    static let book = TestPaths.fixture("narration/chapters")
    static let titles = ["Tides, part one", "Ebb", "Flood", "Slack Water"]

    static let shared: Result<URL, Error> = Result {
        let directory = try NarrationCheck.scratch()
        let result = try NarrationCheck.export(book, formats: "narrated-epub,mp3,daisy202,daisy3", into: directory,
                                               extra: ["--jobs", "2"])
        guard result.status == 0 else { throw NarrationCheck.Failure(message: "export failed: " + result.message) }
        return directory
    }

    static func output(_ name: String) throws -> String {
        try shared.get().appendingPathComponent(name).path
    }

    static func chapters() throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: try output("chapters.audio.json")))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["chapters"] as? [[String: Any]])
    }

    /// The samples sox decodes from an MP3, at 22,050 Hz.
    static func decoded(_ path: String) throws -> [Int16] {
        let result = try runBounded(which("sox")!, [path, "-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", "22050", "-"],
                                    timeout: 120)
        return result.stdout.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    @Test("one MP3 per chapter: what precedes the first heading, each h1 and h2; tagged with the heading, n/N, the book and its authors",
          .enabled(if: NarrationCheck.hasSox))
    func tracks() throws {
        let chapters = try Self.chapters()
        #expect(chapters.map { $0["title"] as? String } == Self.titles)
        for (index, chapter) in chapters.enumerated() {
            let file = try #require(chapter["file"] as? String)
            #expect(file == "chapters-00\(index + 1).mp3")
            let tags = try NarrationCheck.tags(try Self.output(file))
            #expect(tags["Title"] == Self.titles[index])
            #expect(tags["Tracknumber"] == "\(index + 1)/4")
            #expect(tags["Album"] == "Tides")
            #expect(tags["Artist"] == "Ann Fixture, Bo Fixture")
        }
        // "Flood" starts in one.xhtml and goes on in two.xhtml: one track.
        let flood = try #require(chapters[2]["sentences"] as? [[String: Any]]).compactMap { $0["block"] as? String }
        #expect(flood.first?.hasPrefix("EPUB/one.xhtml#") == true && flood.last?.hasPrefix("EPUB/two.xhtml#") == true, "\(flood)")
        #expect(flood.contains("EPUB/two.xhtml#flood-more"))
    }

    @Test("every track is normalised to -23 LUFS within 1 LU (measured on the decoded MP3) with its peak under -3 dBFS",
          .enabled(if: NarrationCheck.hasSox))
    func loudness() throws {
        for chapter in try Self.chapters() {
            let file = try #require(chapter["file"] as? String)
            var meter = LoudnessMeter(sampleRate: 22_050)
            meter.add(try Self.decoded(try Self.output(file)))
            let measured = try #require(meter.integrated)
            #expect(abs(measured - LoudnessNormalization.target) <= 1, "\(file): \(measured) LUFS")
            // LAME may overshoot a sample peak a little; the ceiling is set on the samples encoded.
            #expect(meter.samplePeakDecibels < LoudnessNormalization.peakCeiling + 0.5, "\(file): peak \(meter.samplePeakDecibels)")
            // The manifest says how loud it was spoken and the gain it got.
            let spoken = try #require(Double(chapter["spokenLUFS"] as? String ?? ""))
            let gain = try #require(Double(chapter["gainDB"] as? String ?? ""))
            #expect(abs(spoken + gain - measured) <= 1, "\(file): \(spoken) + \(gain) against \(measured)")
        }
    }

    @Test("the narrated EPUB: an overlay per document plays the chapters' files; epubcheck is clean and the sync holds",
          .enabled(if: NarrationCheck.hasEpubcheck && NarrationCheck.hasSox))
    func narratedEPUB() throws {
        let path = try Self.output("chapters.narrated.epub")
        #expect(try NarrationCheck.epubcheck(path) == [])
        let files = try NarrationCheck.unzip(path)
        let scratch = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let durations = try NarrationCheck.audioDurations(files, scratch: scratch)
        #expect(durations.count == 4)
        let manifest = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.output("chapters.audio.json"))))
        #expect(try NarrationCheck.syncProblems(files, audioDurations: durations, audioJSON: manifest) == [])
        let overlays = try NarrationCheck.overlays(files)
        let played = overlays.map { Set($0.pars.map { ($0.audio as NSString).lastPathComponent }) }
        #expect(played == [["ch001.mp3", "ch002.mp3", "ch003.mp3"], ["ch003.mp3", "ch004.mp3"]])
        // The audio is the MP3 export's, byte for byte.
        for index in 1...4 {
            let epubAudio = try #require(files.first { $0.key.hasSuffix("ch00\(index).mp3") }?.value)
            #expect(epubAudio == [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.output("chapters-00\(index).mp3")))))
        }
    }

    @Test("DAISY 2.02 and 3: an audio file per chapter, the export's MP3s; every SMIL clip names one and lies inside it; the filesets stay valid",
          .enabled(if: NarrationCheck.hasSox && DAISYCheck.hasDAISY202Schemas && DAISYCheck.hasDAISY3Schemas))
    func talkingBooks() throws {
        for (zip, begin, end) in [("chapters.daisy202.zip", "clip-begin", "clip-end"), ("chapters.daisy3.zip", "clipBegin", "clipEnd")] {
            let files = try NarrationCheck.unzip(try Self.output(zip))
            let audio = files.keys.filter { $0.hasSuffix(".mp3") }.sorted()
            #expect(audio == ["a001.mp3", "a002.mp3", "a003.mp3", "a004.mp3"], "\(zip)")
            for (index, name) in audio.enumerated() {
                #expect(files[name] == [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.output("chapters-00\(index + 1).mp3")))))
            }
            let directory = try DAISYCheck.extract(files)
            defer { try? FileManager.default.removeItem(at: directory) }
            func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
            var clips: [DAISYCheck.Clip] = []
            let smils = files.keys.filter { $0.hasSuffix(".smil") }.sorted()
            for name in smils {
                for element in try XMLParser.parse(files[name]!).root.descendants(named: "audio") {
                    clips.append(DAISYCheck.Clip(smil: name, audio: element[attribute: "src"] ?? "",
                                                 begin: DAISYCheck.seconds(element[attribute: begin] ?? "") ?? -1,
                                                 end: DAISYCheck.seconds(element[attribute: end] ?? "") ?? -1))
                }
                if zip.contains("202") {
                    #expect(try DAISYCheck.jing("d202smil.rng", path(name)) == [], "\(name)")
                } else {
                    #expect(try DAISYCheck.xmllint("dtbsmil-2005-2.dtd", path(name)) == [], "\(name)")
                }
            }
            #expect(Set(clips.map(\.audio)) == Set(audio), "\(zip)")
            #expect(DAISYCheck.clipProblems(clips, durations: try DAISYCheck.durations(files, in: directory)) == [], "\(zip)")
            if zip.contains("202") {
                #expect(try DAISYCheck.jing("d202ncc.rng", path("ncc.html")) == [])
            } else {
                #expect(try DAISYCheck.xmllint("oebpkg12.dtd", path("book.opf")) == [])
                #expect(try DAISYCheck.xmllint("ncx-2005-1.dtd", path("navigation.ncx")) == [])
                let opf = String(decoding: files["book.opf"] ?? [], as: UTF8.self)
                for name in audio { #expect(opf.contains("href=\"\(name)\""), "the package lists \(name)") }
            }
        }
    }
}
