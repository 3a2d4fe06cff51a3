import ArgumentParser
import ExportKit

/// `export` options of the ssml format(s).
struct SSMLOptions: ParsableArguments {
    @Option(name: .customLong("ssml-profile"),
            help: "Engine the SSML is for: \(SSMLProfile.allCases.map(\.rawValue).joined(separator: ", ")) (default generic, strict SSML 1.1).")
    var profile: SSMLProfile = .generic

    @Option(help: "Split the book into SSML documents of at most N (bytes; Polly: billed characters), at sentence boundaries; 0 for one document (default: the engine's request limit, none for generic and espeak).")
    var maxChars: Int?

    @Option(help: "How chunks are cut: chapter (the default: no chunk holds two content documents, per-chapter audio) or size (packed across documents up to the limit).")
    var chunkBy: SSMLChunking = .chapter

    @Option(name: .customLong("lexicon"),
            help: "A PLS pronunciation lexicon to apply before the book's own (repeatable).")
    var lexiconFiles: [String] = []

    @Option(help: "Voice name for engines that need one (azure; default \(SSMLProfile.defaultAzureVoice)); for narrated-epub, mp3, daisy202 and daisy3 a voice of the narration's engine: eSpeak NG's (en-gb, fr, ...) or a Piper model's name (en_US-joe-medium; see `exporttool voices`); default: by the book's language.")
    var voice: String?

    @Option(help: "Polly engine of the voice: standard, neural (the default), long-form or generative; all but standard get acronyms spelled without say-as characters, and generative no <lang> inside a sentence.")
    var voiceType: SSMLVoiceType?

    @Option(help: "Print page numbers in speech: skip or announce (\"Page 12\", as its own sentence). Default skip.")
    var pageNumbers: PageNumberPolicy = .skip

    @Option(help: "Acronyms spelled letter by letter: none, abbr (<abbr> without a title, the default) or all (also bare capitals).")
    var spellAcronyms: AcronymPolicy = .abbr

    @Flag(help: "Say \"link\" after the text of each link.")
    var announceLinks = false

    @Flag(help: "Say \"List of N items.\" before each list.")
    var announceLists = false

    @Option(help: "How headings sound: prosody (higher pitch, slower), emphasis, or pause only. Default prosody.")
    var headingStyle: HeadingStyle = .prosody

    @Option(help: "Pause before and after a heading, in milliseconds (default 600).")
    var headingPause: Int = 600

    @Option(help: "How MathML is read aloud in SSML, narration and the reader page: clearspeak (the default) or simplespeak.")
    var mathSpeech: MathSpeechStyle = .clearSpeak

    @Option(help: "ClearSpeak preferences for math read aloud, Name=Value separated by commas (Roots=PosNegSqRoot,Exponents=Ordinal; see docs/math.md).")
    var mathPrefs: String?

    func validate() throws {
        if let maxChars, maxChars < 0 {
            throw ValidationError("--max-chars must be 0 (no chunking) or a positive number of bytes")
        }
        if let maxChars, maxChars > 0, maxChars < 500 {
            throw ValidationError("--max-chars \(maxChars) is too small for an SSML document; use at least 500")
        }
        if let maxChars, let limit = profile.defaultMaxChars, maxChars > limit {
            let unit = profile.table.sizeUnit == .bytes ? "bytes" : "billed characters"
            throw ValidationError("--max-chars \(maxChars) is over \(profile.rawValue)'s request limit of \(limit) \(unit)")
        }
        if !(0...10_000).contains(headingPause) {
            throw ValidationError("--heading-pause must be between 0 and 10000 milliseconds")
        }
        if let voice, voice.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--voice needs a voice name")
        }
        _ = try MathCommand.speechOptions(mathPrefs)
    }

    /// Copies the options into the library's settings.
    func apply(to settings: inout ExportSettings) {
        settings.ssml.profile = profile
        settings.ssml.maxChars = maxChars
        settings.ssml.chunkBy = chunkBy
        settings.ssml.voice = voice
        settings.ssml.voiceType = voiceType
        settings.ssml.pageNumbers = pageNumbers
        settings.ssml.spellAcronyms = spellAcronyms
        settings.ssml.announceLinks = announceLinks
        settings.ssml.announceLists = announceLists
        settings.ssml.headingStyle = headingStyle
        settings.ssml.headingPause = headingPause
        settings.ssml.mathSpeech = mathSpeech
        settings.ssml.mathOptions = (try? MathCommand.speechOptions(mathPrefs, over: .spokenOutputDefaults)) ?? .spokenOutputDefaults
    }
}

extension SSMLProfile: ExpressibleByArgument {}
extension PageNumberPolicy: ExpressibleByArgument {}
extension SSMLChunking: ExpressibleByArgument {}
extension AcronymPolicy: ExpressibleByArgument {}
extension HeadingStyle: ExpressibleByArgument {}
extension SSMLVoiceType: ExpressibleByArgument {}
extension MathSpeechStyle: ExpressibleByArgument {}
