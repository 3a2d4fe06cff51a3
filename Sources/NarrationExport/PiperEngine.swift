import Foundation
import Glibc
import ProcessSpawn
import ReadingModel

/// One Piper voice: an ONNX model and the `.onnx.json` configuration beside it.
public struct PiperVoice: Sendable, Hashable, Codable {
    /// The name Piper's own voice list uses: the model's file name without `.onnx`
    /// (`en_US-joe-medium`).
    public var name: String
    public var model: String
    public var config: String
    /// The configuration's `language.code` (`en_US`), when it has one.
    public var language: String?
    public var sampleRate: Int

    public init(name: String, model: String, config: String, language: String?, sampleRate: Int) {
        self.name = name
        self.model = model
        self.config = config
        self.language = language
        self.sampleRate = sampleRate
    }

    /// Reads the voice at `model` (an `.onnx` file, its configuration `model.json`).
    public init(model: String) throws(ExportError) {
        let config = model + ".json"
        guard FileManager.default.fileExists(atPath: model), FileManager.default.fileExists(atPath: config),
              let data = FileManager.default.contents(atPath: config),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .narration(.voiceModelMissing(path: model))
        }
        let language = (object["language"] as? [String: Any])?["code"] as? String
        let sampleRate = (object["audio"] as? [String: Any])?["sample_rate"] as? Int ?? 22050
        var name = (model as NSString).lastPathComponent
        if name.hasSuffix(".onnx") { name.removeLast(5) }
        self.init(name: name, model: model, config: config, language: language, sampleRate: sampleRate)
    }

    /// `true` when the voice speaks `language` (a BCP 47 tag: `en`, `en-US`): the same
    /// primary language, and the same region when both name one.
    public func speaks(_ language: String) -> Bool {
        guard let own = self.language else { return false }
        let mine = own.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let asked = language.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = mine.first, first == asked.first else { return false }
        return asked.count < 2 || mine.count < 2 || asked[1] == mine[1]
    }
}

/// The Piper voices a narration uses: one by default and one per language that has its own.
public struct PiperVoiceSet: Sendable, Hashable, Codable {
    /// The Python that runs Piper (`piper-tts` installed for it).
    public var python: String
    public var voice: PiperVoice
    /// Keyed by the lower-cased language tag given (`fr`, `de-ch`).
    public var byLanguage: [String: PiperVoice]

    public init(python: String, voice: PiperVoice, byLanguage: [String: PiperVoice] = [:]) {
        self.python = python
        self.voice = voice
        self.byLanguage = byLanguage
    }

    /// The voice for text in `language`: its own voice (the tag, else its primary
    /// language), else the default voice.
    public func voice(for language: String) -> PiperVoice {
        let tag = language.lowercased()
        if let own = byLanguage[tag] { return own }
        if let primary = tag.split(separator: "-").first, let own = byLanguage[String(primary)] { return own }
        return voice
    }
}

/// Piper (`piper-tts`, GPL-3.0, ONNX voices on the CPU) in a long-lived Python process:
/// one sentence's text in as a JSON line, its samples out as a JSON line and raw 16-bit
/// samples. The process is this one's child, in its process group (a narration worker's
/// group is killed whole), and ends when its input closes.
final class PiperProcess {
    let python: String
    private let pid: pid_t
    private let input: FileHandle
    private let output: Int32
    /// Seconds one sentence may take before Piper is taken for hung.
    static let sentenceSeconds: Int32 = 600

    init(python: String) throws(ExportError) {
        self.python = python
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw .narration(.engineUnavailable(engine: "Piper", detail: "no pipe")) }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw .narration(.engineUnavailable(engine: "Piper", detail: "no pipe"))
        }
        let started = ProcessSpawn.start(
            [python, "-c", PiperScript.source, "serve"],
            descriptors: [.duplicate(toChild[0], as: STDIN_FILENO), .duplicate(fromChild[1], as: STDOUT_FILENO)]
                + (toChild + fromChild).map { .close($0) },
            ownGroup: false, searchPath: true)
        close(toChild[0]); close(fromChild[1])
        switch started {
        case .success(let child): pid = child
        case .failure(let failure):
            close(toChild[1]); close(fromChild[0])
            throw .narration(.engineUnavailable(engine: "Piper", detail: "\(python) does not start (\(String(cString: strerror(failure.code)))); "
                                                + PiperScript.installHint))
        }
        input = FileHandle(fileDescriptor: toChild[1], closeOnDealloc: true)
        output = fromChild[0]
        let hello = try readHeader()
        if let error = hello["error"] as? String {
            throw .narration(.engineUnavailable(engine: "Piper", detail: "\(python) \(error); " + PiperScript.installHint))
        }
    }

    deinit {
        try? input.close()
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Speaks `text` with `voice`; `lengthScale` > 1 is slower. Returns the samples at the
    /// voice's own rate.
    func speak(_ text: String, voice: PiperVoice, lengthScale: Double?) throws(ExportError) -> [Int16] {
        var request: [String: Any] = ["text": text, "model": voice.model, "config": voice.config]
        if let lengthScale { request["length_scale"] = lengthScale }
        guard let line = try? JSONSerialization.data(withJSONObject: request) else {
            throw .narration(.engineFailed(engine: "Piper", detail: "the sentence could not be sent"))
        }
        do {
            try input.write(contentsOf: line + Data("\n".utf8))
        } catch {
            throw .narration(.engineFailed(engine: "Piper", detail: "it stopped reading (\(error))"))
        }
        let header = try readHeader()
        if let error = header["error"] as? String { throw .narration(.engineFailed(engine: "Piper", detail: error)) }
        guard let count = header["samples"] as? Int, count >= 0 else {
            throw .narration(.engineFailed(engine: "Piper", detail: "an answer without samples"))
        }
        var samples = [Int16](repeating: 0, count: count)
        let complete = samples.withUnsafeMutableBytes { buffer in readExactly(buffer) }
        guard complete else { throw .narration(.engineFailed(engine: "Piper", detail: "\(python) ended in the middle of its audio")) }
        return samples
    }

    /// One JSON line.
    private func readHeader() throws(ExportError) -> [String: Any] {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            try waitReadable()
            let count = read(output, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else {
                throw .narration(.engineFailed(engine: "Piper", detail: "\(python) ended without answering"))
            }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
            if line.count > 1 << 20 { throw .narration(.engineFailed(engine: "Piper", detail: "an answer line over 1 MB")) }
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
            throw .narration(.engineFailed(engine: "Piper", detail: "an unreadable answer: " + String(decoding: line.prefix(200), as: UTF8.self)))
        }
        return object
    }

    /// Fills `buffer`; `false` when the output ends (or stalls past the limit) first.
    private func readExactly(_ buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var done = 0
        while done < buffer.count {
            guard (try? waitReadable()) != nil else { return false }
            let count = read(output, buffer.baseAddress! + done, buffer.count - done)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    private func waitReadable() throws(ExportError) {
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, Self.sentenceSeconds * 1000)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                kill(pid, SIGKILL)
                throw .narration(.engineFailed(engine: "Piper", detail: "no answer in \(Self.sentenceSeconds) seconds"))
            }
            return
        }
    }
}

/// Piper speaking a chapter: the SSML's runs of text sentence by sentence, silences as
/// zeros, every mark at the sample count reached, all at eSpeak NG's 22,050 Hz (a voice of
/// another rate is resampled) so that every engine's audio is alike.
enum PiperNarrator {
    static let sampleRate = 22050

    /// The one Piper process of this process, started at the first chapter.
    nonisolated(unsafe) private static var process: PiperProcess?
    private static let lock = NSLock()

    static func speak(_ job: NarrationJob, voices: PiperVoiceSet,
                      sink: (UnsafeBufferPointer<Int16>) -> Void) throws(ExportError) -> [(name: String, sample: Int)] {
        lock.lock()
        defer { lock.unlock() }
        if process == nil || process?.python != voices.python { process = try PiperProcess(python: voices.python) }
        guard let process else { throw .narration(.engineUnavailable(engine: "Piper", detail: "it did not start")) }
        let segments = try SpokenSegments(ssml: job.ssml, language: job.language).segments
        // Piper's length scale: 1 is the voice's own pace, which the tool takes for
        // eSpeak NG's 175 words a minute; 350 words a minute is 0.5.
        let lengthScale = job.rate.map { 175.0 / Double($0) }
        var marks: [(name: String, sample: Int)] = []
        var spoken = 0
        for segment in segments {
            switch segment {
            case .mark(let name):
                marks.append((name, spoken))
            case .pause(let milliseconds):
                let silence = [Int16](repeating: 0, count: sampleRate * milliseconds / 1000)
                silence.withUnsafeBufferPointer(sink)
                spoken += silence.count
            case .text(let text, let language):
                let voice = voices.voice(for: language)
                // `[[ ... ]]` is Piper's syntax for phonemes: book text is never phonemes.
                let plain = text.replacingOccurrences(of: "[[", with: "[ [").replacingOccurrences(of: "]]", with: "] ]")
                var samples = try process.speak(plain, voice: voice, lengthScale: lengthScale)
                if voice.sampleRate != sampleRate { samples = resample(samples, from: voice.sampleRate, to: sampleRate) }
                samples.withUnsafeBufferPointer(sink)
                spoken += samples.count
            }
        }
        return marks
    }

    /// Linear interpolation between neighbouring samples: enough for speech between the
    /// rates Piper voices use (16,000 and 22,050 Hz).
    static func resample(_ samples: [Int16], from source: Int, to target: Int) -> [Int16] {
        guard source > 0, target > 0, source != target, samples.count > 1 else { return samples }
        let count = Int((Double(samples.count) * Double(target) / Double(source)).rounded())
        let step = Double(source) / Double(target)
        return (0..<count).map { index in
            let position = Double(index) * step
            let left = min(Int(position), samples.count - 1)
            let right = min(left + 1, samples.count - 1)
            let fraction = position - Double(left)
            return Int16((Double(samples[left]) * (1 - fraction) + Double(samples[right]) * fraction).rounded())
        }
    }
}

/// The Python side of ``PiperProcess``, run with `python -c`: nothing to install but
/// `piper-tts` itself.
enum PiperScript {
    static let installHint = "make a Python environment with Piper (scripts/piper-venv.sh, or `pip install piper-tts`) and give its python with --piper-python"

    /// `serve`: first line `{"ready": true}` (or `{"error": ...}` when Piper cannot be
    /// imported), then per request line `{"samples": N}` and N samples, or `{"error": ...}`.
    /// `list`: one JSON line per voice model found in the installed packages.
    static let source = #"""
from json import dumps, loads
from sys import argv, stdin, stdout
def answer(obj):
    stdout.buffer.write((dumps(obj) + "\n").encode("utf-8"))
    stdout.buffer.flush()
def packaged():
    from importlib import metadata
    for dist in metadata.distributions():
        for file in dist.files or []:
            name = str(file)
            if name.endswith(".onnx"):
                path = str(dist.locate_file(file))
                answer({"model": path})
def serve():
    try:
        import logging
        logging.disable(logging.WARNING)
        import onnxruntime
        onnxruntime.set_default_logger_severity(3)
        from piper import PiperVoice, SynthesisConfig
    except Exception as error:
        answer({"error": "cannot import piper (%s)" % error})
        return
    answer({"ready": True})
    voices = {}
    for line in stdin.buffer:
        try:
            request = loads(line)
            voice = voices.get(request["model"])
            if voice is None:
                voice = PiperVoice.load(request["model"], config_path=request["config"])
                voices[request["model"]] = voice
            config = SynthesisConfig(length_scale=request.get("length_scale"))
            audio = b"".join(chunk.audio_int16_bytes for chunk in voice.synthesize(request["text"], syn_config=config))
        except Exception as error:
            answer({"error": "%s: %s" % (type(error).__name__, error)})
            continue
        answer({"samples": len(audio) // 2})
        stdout.buffer.write(audio)
        stdout.buffer.flush()
if argv[1] == "list":
    packaged()
else:
    serve()
"""#
}
