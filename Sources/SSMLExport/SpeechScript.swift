import ReadingModel

/// What a speech engine in this process says for a book: one SSML document per content
/// document, each sentence preceded by a short mark (`m1`, `m2` ...) whose position in the
/// audio is the sentence's start. Narration (`--to narrated-epub`, `--to mp3`) speaks it;
/// the SSML is exactly what `--to ssml` writes for the same profile, with the marks
/// renamed so that an engine's mark-name limits never matter.
public struct SpeechScript: Sendable {
    /// The speech's language (`--lang`, else the book's, else English).
    public var language: String
    public var documents: [SpeechDocument]
}

/// The speech for one content document.
public struct SpeechDocument: Sendable {
    /// Index into ``Book/documents``.
    public var document: Int
    /// The document's book-relative href.
    public var href: String
    /// A complete SSML document.
    public var ssml: String
    /// The sentences, in the order they are spoken.
    public var sentences: [SpeechSentence]
}

/// One spoken sentence: the unit of synchronisation.
public struct SpeechSentence: Sendable, Hashable {
    /// The mark just before it in ``SpeechDocument/ssml``.
    public var mark: String
    /// The id of the block it reads (`ch1.xhtml#p3`; `exporttool:...` for the tool's own words).
    public var blockID: String
    /// Its number within the block (the `BLOCKID:sN` mark of `--to ssml`), when it has one.
    public var number: Int?
    /// The written text it reads.
    public var text: String
    /// The skippable structure it belongs to (`note`, `page`, `sidebar`), when it does.
    public var skippable: String?
}

extension SSMLExporter {
    /// The book's speech, per content document, with a mark before every sentence.
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
        var markCount = 0
        var documents: [SpeechDocument] = []
        for index in order {
            var ssml = header
            var sentences: [SpeechSentence] = []
            var keyed: [(key: Int32, offset: Int, block: SpokenBlock)] = []
            var key: Int32 = -1
            for (offset, block) in (grouped[index] ?? []).enumerated() {
                if block.sourceOrder >= 0 { key = block.sourceOrder }
                keyed.append((key, offset, block))
            }
            keyed.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
            for block in keyed.map(\.block) {
                ssml += block.open
                for piece in block.pieces {
                    let number = Self.sentenceNumber(in: piece.markup, blockID: block.id)
                    var markup = Self.removingMarks(piece.markup)
                    if !piece.text.isEmpty {
                        markCount += 1
                        let mark = "m\(markCount)"
                        markup = settings.profile.mark(mark) + markup
                        sentences.append(SpeechSentence(mark: mark, blockID: block.id, number: number, text: piece.text,
                                                        skippable: piece.skippable ?? block.skippable))
                    }
                    ssml += markup
                }
                ssml += block.close + "\n"
            }
            ssml += footer
            let href = index < plan.documents.count ? plan.documents[index].href : ""
            documents.append(SpeechDocument(document: index, href: href, ssml: ssml, sentences: sentences))
        }
        return SpeechScript(language: language, documents: documents.filter { !$0.sentences.isEmpty })
    }

    /// The SSML without its `<mark>` elements.
    static func removingMarks(_ markup: String) -> String {
        var output = ""
        var rest = markup[...]
        while let start = rest.firstRange(of: "<mark ") {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "/>") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    /// N of the piece's `BLOCKID:sN` mark.
    static func sentenceNumber(in markup: String, blockID: String) -> Int? {
        let prefix = #"<mark name=""# + SSMLEscaping.markName(blockID) + ":s"
        guard let range = markup.firstRange(of: prefix) else { return nil }
        return Int(markup[range.upperBound...].prefix { $0.isNumber })
    }
}
