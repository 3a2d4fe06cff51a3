import ReadingModel
import XMLTree

/// The eSpeak NG profile's SSML read as what an engine without SSML speaks: runs of text in
/// one language, silences and marks, in order. Piper takes plain text, so the narration's
/// one script (the SSML `--to ssml --ssml-profile espeak` writes, with its marks) is read
/// back here with the real XML parser instead of being made twice.
///
/// What each element becomes (docs/narration.md, "Speech engines"):
/// - `mark`: a mark at the current position; `s`: its text, then ``sentencePause``;
///   `p`: its content, then ``paragraphPause``;
/// - `break`: its `time` (`ms`/`s`), else its `strength` (SSML 1.1 §3.2.3 names no
///   durations; the ones eSpeak NG uses: none 0, x-weak 0.1 s, weak 0.2 s, medium 0.4 s,
///   strong 0.6 s, x-strong 1 s);
/// - `sub`: its `alias`; `say-as interpret-as="characters"`/`"digits"`: the characters
///   one by one, spaced; `voice`/`lang` with `xml:lang`: a run in that language;
/// - anything else (`prosody`, `emphasis`, `phoneme`, `speak`): its text.
public struct SpokenSegments: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case mark(String)
        case text(String, language: String)
        case pause(milliseconds: Int)
    }

    public var segments: [Segment]

    /// Pause after each sentence and each paragraph: about what eSpeak NG leaves at a full
    /// stop and at a paragraph's end.
    public static let sentencePause = 250
    public static let paragraphPause = 450

    /// Reads `ssml`; `language` is the speech's language where the document names none.
    public init(ssml: String, language: String) throws(ExportError) {
        let document: XMLDocument
        do {
            document = try XMLParser.parse(Array(ssml.utf8), url: "speech.ssml",
                                           limits: XMLParser.Limits(maxDepth: 1024))
        } catch {
            throw .narration(.unreadableSpeech(detail: "\(error)"))
        }
        var builder = Builder()
        builder.walk(document.root, language: document.root[attribute: "xml:lang"] ?? language)
        builder.flush()
        segments = builder.segments
    }

    /// Milliseconds of a `break`.
    static func milliseconds(ofBreak element: XMLElement) -> Int {
        if let time = element[attribute: "time"]?.trimmingWhitespace().lowercased() {
            if time.hasSuffix("ms"), let value = Double(time.dropLast(2)) { return max(0, Int(value.rounded())) }
            if time.hasSuffix("s"), let value = Double(time.dropLast()) { return max(0, Int((value * 1000).rounded())) }
        }
        switch element[attribute: "strength"] ?? "medium" {
        case "none": return 0
        case "x-weak": return 100
        case "weak": return 200
        case "strong": return 600
        case "x-strong": return 1000
        default: return 400
        }
    }

    private struct Builder {
        var segments: [Segment] = []
        var text = ""
        var textLanguage = ""

        mutating func walk(_ element: XMLElement, language: String) {
            let language = element[attribute: "xml:lang"] ?? language
            switch element.name {
            case "mark":
                flush()
                if let name = element[attribute: "name"] { segments.append(.mark(name)) }
                return
            case "break":
                flush()
                pause(SpokenSegments.milliseconds(ofBreak: element))
                return
            case "sub":
                add(element[attribute: "alias"] ?? element.textContent, language: language)
                return
            case "say-as" where ["characters", "spell-out", "digits"].contains(element[attribute: "interpret-as"] ?? ""):
                let spelled = element.textContent.filter { !$0.isWhitespace }.map(String.init).joined(separator: " ")
                add(" " + spelled + " ", language: language)
                return
            default:
                break
            }
            for child in element.children {
                switch child {
                case .text(let run): add(run, language: language)
                case .element(let inner): walk(inner, language: language)
                }
            }
            switch element.name {
            case "s":
                flush()
                pause(SpokenSegments.sentencePause)
            case "p":
                flush()
                pause(SpokenSegments.paragraphPause)
            default:
                break
            }
        }

        mutating func add(_ run: String, language: String) {
            if language != textLanguage, !WhiteSpace.isBlank(text) { flush() }
            if WhiteSpace.isBlank(text) { textLanguage = language }
            text += run
        }

        /// Ends the current run of text: white space folded, nothing kept if blank.
        mutating func flush() {
            let folded = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !folded.isEmpty { segments.append(.text(folded, language: textLanguage)) }
            text = ""
        }

        /// Pauses next to each other are one, the longer.
        mutating func pause(_ milliseconds: Int) {
            guard milliseconds > 0 else { return }
            if case .pause(let before)? = segments.last {
                segments[segments.count - 1] = .pause(milliseconds: max(before, milliseconds))
            } else {
                segments.append(.pause(milliseconds: milliseconds))
            }
        }
    }
}
