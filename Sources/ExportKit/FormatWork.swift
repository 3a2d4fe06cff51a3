/// What one format of a run is made from, and by which renderer. Each case declares the
/// work the format can share with the others, so that ``BookExport`` plans, translates
/// braille and synthesises speech once for all of them by reading the declaration, never
/// by asking a renderer's type; ``ExportFormat/work(_:)`` is the one place that pairs a
/// format with its renderer.
enum FormatWork: Sendable {
    /// The book's model itself, written as it is walked (JSON): no plan.
    case model(JSONExporter)
    /// One file written from the plan as it is rendered (one-file SSML).
    case streamed(any StreamingExporter)
    /// Files rendered from the plan in memory (text, Markdown, the reader page, chunked SSML).
    case rendered(any Exporter)
    /// Braille pages: laid out once, and given to every paged braille format of the run
    /// (BRF, PEF, Unicode braille, the proof).
    case pages(BrailleExporter)
    /// eBraille: its braille translation is made once with the paged formats'.
    case ebraille(EBrailleExporter)
    /// Audio: the book is spoken once for every spoken format of the run; each then writes
    /// its own files from that synthesis.
    case spoken(NarrationExporter, SpokenOutput)

    /// The files a spoken format writes from the run's one synthesis.
    enum SpokenOutput: Sendable {
        case mp3
        case narratedEPUB
        case daisy(DAISYExporter.Version)
    }

    /// The plan the format reads (formats whose plan settings are equal share one plan);
    /// `nil` for the model, which reads the book.
    var planSettings: PlanSettings? {
        exporter?.planSettings
    }

    /// Whether the format takes the run's braille pages.
    var isPaged: Bool {
        if case .pages = self { return true }
        return false
    }

    /// The renderer of the plan; `nil` for the model.
    var exporter: (any Exporter)? {
        switch self {
        case .model: return nil
        case .streamed(let exporter): return exporter
        case .rendered(let exporter): return exporter
        case .pages(let exporter): return exporter
        case .ebraille(let exporter): return exporter
        case .spoken(let exporter, _): return exporter
        }
    }
}

extension ExportFormat {
    /// What this format is made from with these settings, and by which renderer; checks
    /// the settings the format reads.
    func work(_ settings: ExportSettings) throws(ExportError) -> FormatWork {
        switch self {
        case .json: return .model(JSONExporter())
        case .text: return .rendered(try TextExporter(settings: settings.text, reading: settings.reading))
        case .markdown: return .rendered(try MarkdownExporter(settings: settings.text, reading: settings.reading))
        case .ssml:
            let ssml = SSMLExporter(settings: settings.ssml, reading: settings.reading)
            return ssml.streamsOneFile ? .streamed(ssml) : .rendered(ssml)
        case .brf: return .pages(BrailleExporter(output: .brf, settings: settings.braille, reading: settings.reading))
        case .pef: return .pages(BrailleExporter(output: .pef, settings: settings.braille, reading: settings.reading))
        case .braille: return .pages(BrailleExporter(output: .unicode, settings: settings.braille, reading: settings.reading))
        case .proof: return .pages(BrailleExporter(output: .proof, settings: settings.braille, reading: settings.reading))
        case .ebrl:
            try settings.ebraille.validate()
            return .ebraille(EBrailleExporter(settings: settings.ebraille, braille: settings.braille, reading: settings.reading))
        case .html: return .rendered(HTMLExporter(settings: settings.html, speech: settings.ssml, reading: settings.reading))
        case .mp3, .narratedEPUB, .daisy202, .daisy3:
            try settings.narration.validate()
            let narrator = NarrationExporter(settings: settings.narration, ssml: settings.ssml, reading: settings.reading)
            switch self {
            case .mp3: return .spoken(narrator, .mp3)
            case .narratedEPUB: return .spoken(narrator, .narratedEPUB)
            case .daisy202: return .spoken(narrator, .daisy(.daisy202))
            default: return .spoken(narrator, .daisy(.daisy3))
            }
        }
    }
}
