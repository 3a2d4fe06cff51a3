import ArgumentParser
import ExportKit
import Foundation

struct MathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "math",
        abstract: "Render MathML as linear text, speech or braille, one expression per line.",
        discussion: """
            With an argument, renders that one <math> element. Without one, reads one <math> \
            element per line of standard input and prints one result per line, in the same \
            order. A line that is not MathML prints an empty line and an error on standard \
            error naming the line; the exit code is then 5.
            """
    )

    @Argument(help: "One <math> element (default: one per line of standard input).")
    var mathML: String?

    @Flag(help: "Print the linear text form (the default).")
    var text = false

    @Flag(help: "Print the words a listener hears.")
    var speech = false

    @Option(help: "Print Unicode braille in this math code: ueb or nemeth.")
    var braille: MathBrailleCode?

    @Option(help: "Speech style with --speech: clearspeak or simplespeak.")
    var mathSpeech: MathSpeechStyle = .clearSpeak

    @Option(name: .customLong("lang"), help: "Language (BCP 47) of the words with --speech.")
    var language: String = "en"

    @Option(help: "ClearSpeak preferences with --speech, Name=Value separated by commas (Roots=PosNegSqRoot,Exponents=Ordinal; see docs/math.md).")
    var mathPrefs: String?

    func validate() throws {
        if [text, speech, braille != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give only one of --text, --speech and --braille")
        }
        if LanguageTag.normalized(language) == nil {
            throw ValidationError("--lang '\(language)' is not a BCP 47 language tag (e.g. en, fr-CA)")
        }
        _ = try Self.speechOptions(mathPrefs)
    }

    /// The preferences of `--math-prefs`; a name or value ClearSpeak does not have is a
    /// usage error listing the valid ones.
    static func speechOptions(_ prefs: String?, over defaults: MathSpeechOptions = MathSpeechOptions()) throws -> MathSpeechOptions {
        guard let prefs else { return defaults }
        do {
            return try MathSpeechOptions(preferences: prefs, over: defaults)
        } catch {
            throw ValidationError("--math-prefs: \(error.message)")
        }
    }

    func run() throws {
        let output: MathConverter.Output
        if let braille {
            output = .braille(braille)
        } else if speech {
            output = .speech(mathSpeech, language: LanguageTag.normalized(language) ?? language,
                             options: try Self.speechOptions(mathPrefs))
        } else {
            output = .text
        }
        let converter = MathConverter(output: output)
        if let mathML {
            guard let result = converter.render(mathML) else {
                fail(.malformedDocument(path: "argument", line: 1, cause: Self.notMathML))
            }
            Self.warn(result.problems, at: "argument")
            print(result.text)
            return
        }
        var buffer = ""
        var lineNumber = 0
        var firstBadLine: Int?
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if let result = converter.render(line) {
                Self.warn(result.problems, at: "standard input:\(lineNumber)")
                buffer += result.text
            } else {
                let error = ExportError.malformedDocument(path: "standard input", line: lineNumber, cause: Self.notMathML)
                FileHandle.standardError.write(Data((errorPrefix + "\(error.message)\n").utf8))
                firstBadLine = firstBadLine ?? lineNumber
            }
            buffer += "\n"
            if buffer.utf8.count >= 1 << 16 {
                FileHandle.standardOutput.write(Data(buffer.utf8))
                buffer = ""
            }
        }
        FileHandle.standardOutput.write(Data(buffer.utf8))
        if let firstBadLine {
            throw ExitCode(ExportError.malformedDocument(path: "standard input", line: firstBadLine, cause: Self.notMathML).exitCode)
        }
    }

    static let notMathML = MarkupFailure.wrongRoot(expected: "math", found: nil)

    /// What could not be read of an expression, one warning line each on standard error,
    /// naming where it was (`standard input:12`), as a book's MathML warnings do.
    static func warn(_ problems: [String], at place: String) {
        for problem in problems {
            FileHandle.standardError.write(Data((warningPrefix + "\(place): \(TerminalText.escaped(problem))\n").utf8))
        }
    }
}

