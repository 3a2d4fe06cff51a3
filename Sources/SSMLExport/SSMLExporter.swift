import MathRender
import ReadingModel
import Speech

/// Speech for text-to-speech engines (`--to ssml`): SSML 1.1 with a mark at every block
/// and sentence, in one document or in chunks that each fit an engine's request limit
/// (with a manifest, `STEM.ssml.json`). Documented in `docs/ssml.md`.
///
/// It speaks the book's ``ReadingPlan``: what is read, where notes go and the words the
/// tool says are decided there, the same for every format.
public struct SSMLExporter: StreamingExporter, SpeechSource {
    public var settings: SSMLSettings
    /// `--lang`, `--notes` and `--labels-lang`; SSML reads note bodies at the end of the
    /// section unless `--notes` says otherwise.
    public var reading: ReadingSettings

    /// Builds the exporter from the reading settings every format shares.
    public init(settings: SSMLSettings, reading: ReadingSettings) {
        self.settings = settings
        self.reading = reading
    }

    /// `notePlacement` is `--notes`, `language` is `--lang` (it overrides the book's
    /// language and the block languages that came with it).
    public init(settings: SSMLSettings = SSMLSettings(), notePlacement: NotePlacement? = nil, language: String? = nil) {
        self.init(settings: settings, reading: ReadingSettings(language: language, notes: notePlacement))
    }

    public var fileExtension: String { "ssml" }

    /// `--page-numbers announce`.
    public var announcesPageNumbers: Bool { settings.pageNumbers == .announce }

    /// Notes at the end of each section unless `--notes` says otherwise.
    public var planSettings: PlanSettings { PlanSettings(reading: reading, defaultNotes: .endOfSection) }

    /// One document when no chunk limit applies; chunks and their manifest otherwise.
    public var streamsOneFile: Bool { settings.effectiveMaxChars == nil }

    /// The one SSML document (no chunk limit), written a top-level block at a time. With a
    /// chunk limit there are several files (see ``streamsOneFile``): they are rendered
    /// whole and written one after another, which only a caller that checked nothing wants.
    public func stream(_ plan: ReadingPlan, to sink: any OutputSink) throws(ExportError) -> [ExportWarning] {
        let language = Self.speechLanguage(plan)
        let locales = SSMLLocales(profile: settings.profile, voice: SSMLVoice(settings))
        guard streamsOneFile else {
            let files = try export(plan)
            for file in files { try sink.write(String(decoding: file.contents, as: UTF8.self)) }
            return files.flatMap(\.warnings)
        }
        let (header, footer) = frame(language: language, locales: locales)
        try sink.write(header)
        var walker = walker(plan, language: language, locales: locales, sentenceBudget: nil)
        for node in plan.nodes {
            walker.walk([node])
            var text = ""
            for block in walker.takeBlocks() {
                text += block.open
                for piece in block.pieces { text += piece.markup }
                text += block.close + "\n"
            }
            try sink.write(text)
        }
        try sink.write(footer)
        return unsupportedWarnings(locales)
    }

    /// The document's opening (with the engine's locale for the language: en -> en-US; one
    /// it does not speak keeps the tag as written, the voice decides) and its closing.
    private func frame(language: String, locales: SSMLLocales) -> (header: String, footer: String) {
        let profile = settings.profile
        return (profile.header(language: Self.rootLocale(language, locales: locales), voice: settings.voice), profile.footer)
    }

    private func unsupportedWarnings(_ locales: SSMLLocales) -> [ExportWarning] {
        locales.unswitched.map { ExportWarning.languageNotSwitched(language: $0.language, why: $0.reason) }
            + locales.mathInEnglish.map { ExportWarning.mathInEnglish(language: $0) }
    }

    /// What one export of `book` speaks with: language, locales, document frame and the
    /// largest sentence a chunk holds (nil without a chunk limit).
    struct Prepared {
        var language: String
        var locales: SSMLLocales
        var header: String
        var footer: String
        var sentenceBudget: SentenceBudget?
    }

    func prepare(_ plan: ReadingPlan) throws(ExportError) -> Prepared {
        let language = Self.speechLanguage(plan)
        let locales = SSMLLocales(profile: settings.profile, voice: SSMLVoice(settings))
        let (header, footer) = frame(language: language, locales: locales)
        var budget: SentenceBudget?
        if let maxChars = settings.effectiveMaxChars {
            // A request over the engine's limit is refused by the engine: refuse it here.
            if let limit = settings.profile.defaultMaxChars, maxChars > limit {
                throw .invalidSetting(InvalidSetting(.maxChars, value: String(maxChars), requirement: .between(500, limit)))
            }
            if maxChars < header.utf8.count + footer.utf8.count + 200 {
                throw .invalidSetting(InvalidSetting(.maxChars, value: String(maxChars),
                                                    requirement: .roomForSpeech(profile: settings.profile.rawValue)))
            }
            // A sentence must fit a chunk alone: in bytes, and for an engine with an audio
            // limit in estimated seconds too (one displayed equation can speak for ten minutes).
            budget = SentenceBudget(bytes: maxChars - header.utf8.count - footer.utf8.count - 120,
                                    seconds: SSMLChunker.maxSeconds(settings.profile.table))
        }
        return Prepared(language: language, locales: locales, header: header, footer: footer, sentenceBudget: budget)
    }

    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        guard let maxChars = settings.effectiveMaxChars else { return try renderedInMemory(plan) }
        let prepared = try prepare(plan)
        let (language, locales, header, footer) = (prepared.language, prepared.locales, prepared.header, prepared.footer)
        let profile = settings.profile
        var blocks = spokenBlocks(plan, language: language, locales: locales, sentenceBudget: prepared.sentenceBudget)
        var warnings = unsupportedWarnings(locales)
        // The cloud engines get short mark names, mapped back in the manifest.
        var markNames = SSMLMarkNames()
        if profile.shortMarkNames { markNames.shorten(&blocks) }
        let table = profile.table
        var chunker = SSMLChunker(header: header, footer: footer, limit: maxChars)
        chunker.unit = table.sizeUnit
        chunker.maxTotalCharacters = table.maxTotalCharacters
        // Azure: at most 10 minutes of audio, estimated per script with the pauses.
        chunker.maxSeconds = SSMLChunker.maxSeconds(table)
        chunker.byDocument = settings.chunkBy == .chapter
        let chunks = try chunker.chunks(blocks)
        let splitCount = chunks.reduce(0) { $0 + $1.splitSentences.count }
        if splitCount > 0 {
            warnings.append(.sentencesSplit(count: splitCount, limit: maxChars))
        }
        var files: [OutputFile] = []
        for (index, chunk) in chunks.enumerated() {
            files.append(OutputFile(suffix: Self.suffix(index), fileExtension: fileExtension, contents: Array(chunk.document.utf8)))
        }
        let chunkEntries: [JSONValue] = chunks.enumerated().map { index, chunk in
            var fields: [(String, JSONValue)] = [
                ("suffix", .string(Self.suffix(index))),
                ("extension", .string(fileExtension)),
                ("bytes", .number(chunk.document.utf8.count)),
                ("blocks", .array(chunk.blockIDs.map(JSONValue.string))),
                ("text", .string(chunk.text)),
            ]
            if !chunk.splitSentences.isEmpty {
                fields.append(("splitSentences", .array(chunk.splitSentences.map(JSONValue.string))))
            }
            return .object(fields)
        }
        var fields: [(String, JSONValue)] = [
            ("format", .string("ssml")),
            ("profile", .string(profile.rawValue)),
            ("language", .string(language)),
            ("maxChars", .number(maxChars)),
            ("unit", .string(table.sizeUnit.rawValue)),
            ("chunkBy", .string(settings.chunkBy.rawValue)),
        ]
        if profile.shortMarkNames { fields.append(("marks", markNames.manifest)) }
        fields.append(("chunks", .array(chunkEntries)))
        let manifest = JSONValue.object(fields)
        files.append(OutputFile(fileExtension: "ssml.json", contents: Array((manifest.serialized(indent: 2) + "\n").utf8),
                                warnings: warnings))
        return files
    }

    /// `-0001`, `-0002` ...
    static func suffix(_ index: Int) -> String {
        let number = String(index + 1)
        return "-" + String(repeating: "0", count: max(0, 4 - number.count)) + number
    }

    /// The book's reading plan as spoken blocks, in reading order.
    func spokenBlocks(_ plan: ReadingPlan, language: String, locales: SSMLLocales, sentenceBudget: SentenceBudget?) -> [SpokenBlock] {
        var walker = walker(plan, language: language, locales: locales, sentenceBudget: sentenceBudget)
        walker.walk(plan.nodes)
        return walker.blocks
    }

    /// The root's `xml:lang`: the voice's locale when the voice has one (Azure: it must
    /// agree with `<voice name>`), else the engine's locale for the speech's language.
    static func rootLocale(_ language: String, locales: SSMLLocales) -> String {
        locales.voice.locale ?? locales.table.locale(for: language) ?? language
    }

    /// The language speech is in when nothing else says: the book's, else English.
    static func speechLanguage(_ plan: ReadingPlan) -> String { plan.language ?? "en" }

    private func walker(_ plan: ReadingPlan, language: String, locales: SSMLLocales, sentenceBudget: SentenceBudget?) -> SpeechWalker {
        var renderer = SpeechRenderer(
            profile: settings.profile, settings: settings,
            lexicon: LexiconMatcher(lexicons: settings.lexicons + plan.lexicons, language: language),
            splitter: SentenceSplitter(language: language),
            sentenceBudget: sentenceBudget, documentLanguage: locales.voice.locale ?? language, locales: locales)
        // Spoken ahead, half on another thread, in the language the walker reads each node
        // in (``SpeechWalker/blockLanguage(_:)``: its own, else the speech's).
        let style = settings.mathSpeech
        let options = settings.mathOptions
        renderer.spokenMath = MathRenderings(plan) { expression, node in
            let spokenIn = node.language ?? language
            return (spokenIn, MathRender.spokenForm(expression, style: style, language: spokenIn, options: options))
        }
        return SpeechWalker(settings: settings, renderer: renderer, language: language)
    }
}
