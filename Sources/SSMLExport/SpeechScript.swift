import ReadingModel
import Speech

extension SSMLExporter {
    /// The book's speech, per chapter (``ReadingPlan/chapters``), each content document's
    /// part in that document's order, with a mark before every sentence.
    public func speechScript(_ plan: ReadingPlan) -> SpeechScript {
        let language = Self.speechLanguage(plan)
        let locales = SSMLLocales(profile: settings.profile, voice: SSMLVoice(settings))
        let header = settings.profile.header(language: Self.rootLocale(language, locales: locales), voice: nil)
        let footer = settings.profile.footer
        let blocks = spokenBlocks(plan, language: language, locales: locales, sentenceBudget: nil)
        // Blocks the tool adds (document -1) belong to the document read before them.
        var order: [Int] = []
        var grouped: [Int: [SpokenBlock]] = [:]
        var current: Int?
        var pending: [SpokenBlock] = []
        for block in blocks {
            if block.document >= 0 { current = block.document }
            guard let current else {
                pending.append(block)
                continue
            }
            if grouped[current] == nil { order.append(current) }
            grouped[current, default: []] += pending + [block]
            pending = []
        }
        if let last = order.last { grouped[last, default: []] += pending }
        // Each document's audio follows the document (a media overlay plays in the
        // document's order): a note the plan placed elsewhere is read where it stands in
        // its own document, by the place the plan keeps for it; what the tool adds goes
        // with what it follows. Everything else is in the SSML's order already.
        // A chapter heading (the plan's) closes the chapter before it, once that has words.
        let titles = Dictionary(plan.chapters.map { ($0.start, $0.title) }, uniquingKeysWith: { first, _ in first })
        var markCount = 0
        var chapters: [SpeechChapter] = []
        var ssml = header
        var sentences: [SpeechSentence] = []
        var title: String?
        func close() {
            guard !sentences.isEmpty else { return }
            chapters.append(SpeechChapter(title: title, ssml: ssml + footer, sentences: sentences))
            ssml = header
            sentences = []
        }
        for index in order {
            let href = index < plan.documents.count ? plan.documents[index].href : ""
            var keyed: [(key: Int32, offset: Int, block: SpokenBlock)] = []
            var key: Int32 = -1
            for (offset, block) in (grouped[index] ?? []).enumerated() {
                if block.sourceOrder >= 0 { key = block.sourceOrder }
                keyed.append((key, offset, block))
            }
            keyed.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
            for block in keyed.map(\.block) {
                if let heading = titles[block.id] {
                    close()
                    title = heading
                }
                ssml += block.open
                for piece in block.pieces {
                    var mark: String?
                    if !piece.text.isEmpty {
                        markCount += 1
                        mark = "m\(markCount)"
                        sentences.append(SpeechSentence(mark: "m\(markCount)", blockID: block.id, number: piece.sentence?.markID.number,
                                                        text: piece.text, skippable: piece.skippable ?? block.skippable,
                                                        document: index, href: href))
                    }
                    ssml += piece.narrated(mark: mark)
                }
                ssml += block.close + "\n"
            }
        }
        close()
        return SpeechScript(language: language, chapters: chapters)
    }
}

extension SSMLExporter {
    /// The exporter whose speech narration says: `settings` spoken by eSpeak NG in this
    /// process, in one document per content document, with the voice left to narration.
    public init(narrating settings: SSMLSettings, reading: ReadingSettings) {
        var settings = settings
        settings.profile = .espeak
        settings.maxChars = 0
        // The engine's voice is narration's own setting, not an Azure voice name.
        settings.voice = nil
        self.init(settings: settings, reading: reading)
    }
}
