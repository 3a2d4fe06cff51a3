import Foundation
import Testing
@testable import ExportKit
@testable import SSMLExport

/// eSpeak NG, a real SSML client (`make test` installs it), reading what we write.
enum Espeak {
    static func path() throws -> String {
        try #require(which("espeak-ng"), "espeak-ng is missing: scripts/install-deps.sh test installs it")
    }

    /// Parses and synthesises `ssml` without playing it (`-m -q`); returns the exit status
    /// and standard error.
    static func parse(_ ssml: String) throws -> (status: Int32, stderr: String) {
        let file = try temporaryFile(ssml)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(try path(), ["-m", "-q", "-f", file])
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    /// Speaks `ssml` to a WAV file and returns the audio's length in seconds.
    static func speak(_ ssml: String) throws -> Double {
        let file = try temporaryFile(ssml)
        let wav = file + ".wav"
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: wav)
        }
        let result = try run(try path(), ["-m", "-w", wav, "-f", file])
        guard result.status == 0 else { return 0 }
        return seconds(ofWAV: Array(try Data(contentsOf: URL(fileURLWithPath: wav))))
    }

    /// Duration from a RIFF/WAVE header: the data chunk's size over the byte rate.
    static func seconds(ofWAV bytes: [UInt8]) -> Double {
        func uint32(_ offset: Int) -> Int {
            guard offset + 4 <= bytes.count else { return 0 }
            return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        guard bytes.count > 44, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF" else { return 0 }
        let byteRate = uint32(28)
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            var size = uint32(offset + 4)
            if id == "data" {
                // eSpeak NG writing to a file may leave the size unset: count what is there.
                if size == 0 || size == 0x7FFF_FFFF || offset + 8 + size > bytes.count { size = bytes.count - offset - 8 }
                return byteRate > 0 ? Double(size) / Double(byteRate) : 0
            }
            offset += 8 + size + (size & 1)
        }
        return 0
    }

    private static func temporaryFile(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ssml-\(UUID().uuidString).ssml").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

@Suite("SSML read by eSpeak NG")
struct EspeakTests {
    @Test("espeak-ng reads the sample book in every profile it can take", arguments: [SSMLProfile.generic, .espeak])
    func sampleBook(_ profile: SSMLProfile) throws {
        let book = try SSMLTest.load(TestPaths.sampleBook.path)
        let ssml = try SSMLTest.document(book) { $0.profile = profile }
        let result = try Espeak.parse(ssml)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("spoken to WAV, the sample book's chunks last longer the more text they hold")
    func audioGrowsWithText() throws {
        let book = try SSMLTest.load(TestPaths.sampleBook.path)
        let (documents, manifest) = try SSMLTest.chunks(book, maxChars: 1500)
        let chunks = try #require(manifest["chunks"] as? [[String: Any]])
        let lengths = chunks.map { ($0["text"] as? String ?? "").count }
        let seconds = try documents.map(Espeak.speak)
        for duration in seconds { #expect(duration > 1) }
        let shortest = try #require(lengths.indices.min { lengths[$0] < lengths[$1] })
        let longest = try #require(lengths.indices.max { lengths[$0] < lengths[$1] })
        #expect(lengths[longest] > lengths[shortest] * 3 / 2)
        #expect(seconds[longest] > seconds[shortest])
        // The whole book is longer than any of its parts.
        let whole = try Espeak.speak(SSMLTest.document(book))
        let longestChunk = try #require(seconds.max())
        #expect(whole > longestChunk)
        #expect(whole > seconds.reduce(0, +) * 0.8)
    }

    @Test("marks and markup are not read aloud: the speech is as long as the plain text's")
    func markupIsSilent() throws {
        let book = try SSMLTest.load(TestPaths.sampleBook.path)
        let ssml = try SSMLTest.document(book)
        let spoken = try Espeak.speak(ssml)
        // The same words with no markup at all, as one escaped sentence each.
        let plain = SSMLTest.spokenText(ssml).replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
        let bare = try Espeak.speak(#"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">"# + plain + "</speak>")
        // Markup read aloud ("mark name equals ...") would make it far longer.
        #expect(spoken < bare * 1.6)
        #expect(spoken > bare * 0.6)
    }
}

@Suite("eSpeak NG speaks the corpus", .enabled(if: Corpus.available))
struct EspeakCorpusTests {
    /// Books whose espeak-profile SSML is at most this many bytes have every chunk spoken;
    /// larger ones their first, middle and last chunks (test time).
    static let everyChunkLimit = 150_000

    @Test("every chunk of the espeak profile (per chapter, 20 KB) is read without error: small books whole, big ones first/middle/last",
          arguments: Corpus.books)
    func chunks(_ name: String) throws {
        let book = try SSMLTest.corpusBook(name)
        var settings = SSMLSettings()
        settings.profile = .espeak
        settings.maxChars = 20_000
        let files = try SSMLExporter(settings: settings).export(book)
        let documents = files.filter { $0.fileExtension == "ssml" }.map { String(decoding: $0.contents, as: UTF8.self) }
        let total = documents.reduce(0) { $0 + $1.utf8.count }
        let indices = total <= Self.everyChunkLimit ? Array(documents.indices)
            : Set([0, documents.count / 2, documents.count - 1]).sorted()
        for index in indices {
            #expect(SSMLEngineCheck.problems(documents[index], profile: .espeak) == [], "chunk \(index + 1)")
            let result = try Espeak.parse(documents[index])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(name) chunk \(index + 1): \(result.stderr)")
        }
    }
}
