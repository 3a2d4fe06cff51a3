import ReadingModel

/// What speaks a reading plan: the sentences it marks and the speech an engine in this
/// process says. The reader page marks its sentences and narration speaks the script
/// through this, never through a renderer's markup, so neither depends on how SSML is
/// written; the SSML exporter is the source the umbrella hands them.
public protocol SpeechSource: Sendable {
    /// The plan the speech is made from (note placement included): a rendering that must
    /// agree with the speech renders the same plan.
    var planSettings: PlanSettings { get }
    /// Whether print page numbers are spoken ("Page 12"), each a sentence of its own.
    var announcesPageNumbers: Bool { get }
    /// Every sentence of the plan's speech, in reading order, with its mark.
    func sentenceMap(_ plan: ReadingPlan) throws(ExportError) -> SentenceMap
    /// The plan's speech per content document, with a mark before every sentence.
    func speechScript(_ plan: ReadingPlan) -> SpeechScript
}
