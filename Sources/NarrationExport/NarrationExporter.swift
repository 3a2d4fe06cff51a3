import ReadingModel
import Speech

/// A book spoken: one audio file per chapter (``ReadingPlan/chapters``), with the span of
/// every sentence.
public struct Narration: Sendable {
    public var language: String
    public var settings: NarrationSettings
    public var chapters: [NarratedChapter]
    /// Piper's voices, when Piper spoke.
    public var piper: PiperVoiceSet?

    /// Seconds of audio in all chapters.
    public var duration: Double { chapters.reduce(0) { $0 + $1.duration } }

    /// The engine that spoke.
    public var engine: SpeechEngineKind { piper == nil ? .espeak : .piper }

    /// The engine and its voice, for a talking book's narrator: "eSpeak NG (en-gb)",
    /// "Piper (en_US-joe-medium)"; eSpeak NG's voice is the one asked for, else the one it
    /// chose for the book's language.
    public var narrator: String {
        let voice = piper?.voice.name ?? settings.voice ?? "voice for " + language
        return engine.displayName + " (" + voice + ")"
    }
}

/// One chapter's audio and its sentences' clips. Each clip's sentence names the content
/// document it belongs to (``SpeechSentence/href``).
public struct NarratedChapter: Sendable {
    /// Index into ``Book/documents`` and the href of the document it starts in.
    public var document: Int
    public var href: String
    /// The chapter's title (ID3 title): its heading's words (``PlanChapter/title``); for
    /// what comes before the first chapter heading, its document's `<title>`, else its first
    /// sentence.
    public var title: String
    /// The encoded audio file.
    public var audio: [UInt8]
    public var samples: Int
    public var sampleRate: Int
    /// The sentences in the order spoken; together they cover the whole file.
    public var clips: [SentenceClip]
    /// The integrated loudness (LUFS) as the engine spoke it, and the gain (dB) that brought
    /// it to ``LoudnessNormalization/target`` (``NarratedAudio``).
    public var loudness: Double? = nil
    public var gain: Double = 0

    /// Seconds of audio.
    public var duration: Double { sampleRate > 0 ? Double(samples) / Double(sampleRate) : 0 }
}

/// Where one sentence is heard, in seconds from the start of its chapter's file.
public struct SentenceClip: Sendable, Hashable {
    public var sentence: SpeechSentence
    public var begin: Double
    public var end: Double
}

/// Narration (`--to mp3`, and the audio of `--to narrated-epub`): speaks the SSML the
/// SSML exporter makes for eSpeak NG, per chapter, and cuts the audio at the
/// sentence marks eSpeak NG reports. Documented in `docs/narration.md`.
public struct NarrationExporter: Sendable {
    public var settings: NarrationSettings
    /// What is spoken: the speech of eSpeak NG's SSML profile with the SSML settings
    /// (lexicons, page numbers, headings ...), which the umbrella makes.
    public var speech: any SpeechSource
    /// Where the synthesis runs; the default speaks in this process.
    public var service: any NarrationService = LocalNarration()
    /// Called after each chapter.
    public var progress: @Sendable (NarrationProgress) -> Void = { _ in }

    /// Narrates what `speech` says; its script must be SSML that eSpeak NG reads.
    public init(settings: NarrationSettings, speech: any SpeechSource) {
        self.settings = settings
        self.speech = speech
    }

    /// Speaks the plan.
    public func render(_ plan: ReadingPlan) throws(ExportError) -> Narration {
        try settings.validate()
        let script = speech.speechScript(plan)
        let piper = settings.engine == .piper ? try PiperVoices.resolve(settings, language: script.language) : nil
        let titles = script.chapters.map { Self.title(of: $0, in: plan.documents) }
        let artist = plan.metadata.creators.isEmpty ? nil : plan.metadata.creators.joined(separator: ", ")
        let jobs = script.chapters.enumerated().map { index, chapter in
            NarrationJob(ssml: chapter.ssml, language: script.language, voice: settings.voice, rate: settings.rate,
                         audio: settings.audio, title: titles[index], artist: artist, album: plan.metadata.title,
                         track: "\(index + 1)/\(script.chapters.count)", piper: piper)
        }
        let results = try service.narrate(jobs, progress: progress)
        guard results.count == jobs.count else {
            throw .narration(.incompleteAudio(got: results.count, expected: jobs.count))
        }
        var chapters: [NarratedChapter] = []
        for (index, chapter) in script.chapters.enumerated() {
            let result = results[index]
            chapters.append(NarratedChapter(document: chapter.document, href: chapter.href, title: titles[index],
                                            audio: result.audio, samples: result.samples, sampleRate: result.sampleRate,
                                            clips: try Self.clips(chapter, result), loudness: result.loudness, gain: result.gain))
        }
        return Narration(language: script.language, settings: settings, chapters: chapters, piper: piper)
    }

    /// Each sentence runs from its mark to the next sentence's; the first from the start of
    /// the file and the last to its end, so the clips cover all the audio without overlap.
    static func clips(_ document: SpeechChapter, _ audio: NarratedAudio) throws(ExportError) -> [SentenceClip] {
        var positions: [String: Int] = [:]
        for mark in audio.marks where positions[mark.name] == nil { positions[mark.name] = mark.sample }
        var starts: [Int] = []
        for sentence in document.sentences {
            guard let sample = positions[sentence.mark] else {
                throw .narration(.missingMark(document: document.href, sentence: String(sentence.text.prefix(60))))
            }
            starts.append(min(max(sample, starts.last ?? 0), audio.samples))
        }
        if !starts.isEmpty { starts[0] = 0 }
        let rate = Double(audio.sampleRate)
        return document.sentences.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : audio.samples
            return SentenceClip(sentence: document.sentences[index], begin: Double(starts[index]) / rate, end: Double(end) / rate)
        }
    }

    static func title(of document: SpeechChapter, in documents: [ContentDocument]) -> String {
        if let title = document.title { return title }
        if document.document >= 0, document.document < documents.count,
           let title = documents[document.document].title?.trimmingWhitespace(),
           !title.isEmpty {
            return title
        }
        let first = document.sentences.first?.text ?? document.href
        return first.count > 80 ? String(first.prefix(79)) + "…" : first
    }

    // MARK: Files

    /// `-001`, `-002` ...
    public static func suffix(_ index: Int) -> String {
        let number = String(index + 1)
        return "-" + String(repeating: "0", count: max(0, 3 - number.count)) + number
    }

    /// The `--to mp3` files: one audio file per chapter (``ReadingPlan/chapters``) and
    /// `STEM.audio.json`, which names
    /// them `stem` + suffix + extension (suffix and extension only without a stem).
    public func files(_ narration: Narration, stem: String?) -> [OutputFile] {
        let ext = narration.settings.audio.fileExtension
        var files: [OutputFile] = []
        var chapters: [JSONValue] = []
        for (index, chapter) in narration.chapters.enumerated() {
            let suffix = Self.suffix(index)
            files.append(OutputFile(suffix: suffix, fileExtension: ext, contents: chapter.audio))
            let clips: [JSONValue] = chapter.clips.map { clip in
                let parts = clip.sentence.blockID.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                var fields: [(String, JSONValue)] = [("block", .string(clip.sentence.blockID))]
                if parts.count > 1, !clip.sentence.blockID.hasPrefix("exporttool:") { fields.append(("id", .string(String(parts[1])))) }
                if let number = clip.sentence.number { fields.append(("sentence", .number(number))) }
                fields += [
                    ("text", .string(clip.sentence.text)),
                    ("startMs", .number(Self.milliseconds(clip.begin))),
                    ("endMs", .number(Self.milliseconds(clip.end))),
                ]
                if let skippable = clip.sentence.skippable { fields.append(("skippable", .string(skippable.rawValue))) }
                return .object(fields)
            }
            var fields: [(String, JSONValue)] = []
            if let stem { fields.append(("file", .string(stem + suffix + "." + ext))) }
            fields += [
                ("suffix", .string(suffix)),
                ("extension", .string(ext)),
                ("href", .string(chapter.href)),
                ("title", .string(chapter.title)),
                ("durationMs", .number(Self.milliseconds(chapter.duration))),
            ]
            // As spoken, before the gain (ITU-R BS.1770 integrated loudness), to one decimal.
            if let loudness = chapter.loudness { fields.append(("spokenLUFS", .string(Self.tenths(loudness)))) }
            fields += [
                ("gainDB", .string(Self.tenths(chapter.gain))),
                ("sentences", .array(clips)),
            ]
            chapters.append(.object(fields))
        }
        var fields: [(String, JSONValue)] = [
            ("format", .string(ext)),
            ("engine", .string(narration.engine == .espeak ? "espeak-ng" : "piper")),
            ("language", .string(narration.language)),
        ]
        if let voice = narration.piper?.voice.name ?? narration.settings.voice { fields.append(("voice", .string(voice))) }
        fields += [
            ("rate", .number(narration.settings.rate ?? 175)),
            ("sampleRate", .number(narration.chapters.first?.sampleRate ?? 22050)),
            ("bitrate", .number(narration.settings.audio.bitrate)),
            ("durationMs", .number(Self.milliseconds(narration.duration))),
            ("chapters", .array(chapters)),
        ]
        let manifest = JSONValue.object(fields)
        files.append(OutputFile(fileExtension: "audio.json", contents: Array((manifest.serialized(indent: 2) + "\n").utf8)))
        return files
    }

    public static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    /// `-24.3`, `6.0`: a level in dB or LUFS to one decimal.
    static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return (tenths < 0 ? "-" : "") + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    }
}

extension NarrationExporter: Exporter {
    public var fileExtension: String { settings.audio.fileExtension }

    /// The SSML's plan: notes at the end of each section unless `--notes` says otherwise.
    public var planSettings: PlanSettings { speech.planSettings }

    /// The `--to mp3` files of the plan, spoken with ``service``.
    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        files(try render(plan), stem: nil)
    }
}
