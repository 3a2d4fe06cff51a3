import ReadingModel
import Speech

/// The reader page (`--to html`): one self-contained, accessible HTML file that shows the
/// book in the reader's own font, size, spacing and colours and reads it aloud with the
/// browser's speech (Web Speech API), the spoken sentence highlighted. Documented in
/// `docs/html.md`.
///
/// It renders the book's ``ReadingPlan`` like every format. Its sentences are the speech's
/// (a ``SpeechSource``, the SSML exporter's in the umbrella): each is a `span` whose id is
/// the name of the SSML `<mark>` for the same sentence, so the page, the SSML and audio
/// made from it point at the same places.
public struct HTMLExporter: Exporter {
    public var settings: HTMLSettings
    /// The speech whose sentences the page marks: the same `--page-numbers`, lexicons and
    /// profile give the same sentence ids as `--to ssml`.
    public var speech: any SpeechSource
    public var reading: ReadingSettings

    public init(settings: HTMLSettings = HTMLSettings(), speech: any SpeechSource, reading: ReadingSettings = ReadingSettings()) {
        self.settings = settings
        self.speech = speech
        self.reading = reading
    }

    public var fileExtension: String { "html" }

    /// Notes at the end of each section unless `--notes` says otherwise: the SSML's plan,
    /// so that the page's sentences are the SSML's.
    public var planSettings: PlanSettings { PlanSettings(reading: reading, defaultNotes: .endOfSection) }

    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        let sentences = try speech.sentenceMap(plan)
        let language = plan.language ?? "en"
        var renderer = HTMLRenderer(plan: plan, sentences: sentences, language: language)
        let body = renderer.render()
        let page = ReaderPage(plan: plan, language: language, font: settings.readerFont,
                              readNotes: settings.readNotes && plan.notePlacement != .skip,
                              readPages: speech.announcesPageNumbers, renderedIDs: renderer.usedIDs)
        var warnings: [ExportWarning] = []
        if renderer.imagesLeftOut > 0 { warnings.append(.imagesNotEmbedded(count: renderer.imagesLeftOut)) }
        return [OutputFile(fileExtension: fileExtension, contents: Array(page.html(body: body).utf8), warnings: warnings)]
    }
}
