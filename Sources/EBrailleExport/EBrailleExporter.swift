import Foundation
import ReadingModel
import BrailleExport

/// eBraille 1.0 (DAISY Consortium, 14 August 2025): the book as reflowable digital braille
/// for refreshable displays, a zipped file set (`STEM.ebrl`) of semantic XHTML in Unicode
/// braille with a style sheet that lays it out as BANA's formats do at any line length.
///
/// The braille comes from ``BrailleExporter``'s translation: with a shared
/// ``BrailleTranslation`` (a run that also writes BRF, PEF or Unicode braille) every piece
/// of print is translated once. See `docs/ebraille.md`.
public struct EBrailleExporter: Exporter {
    public let settings: EBrailleSettings
    /// The braille code (`--table`, else the language's default) and its settings.
    public let braille: BrailleExporter

    public init(settings: EBrailleSettings = EBrailleSettings(), braille: BrailleSettings = BrailleSettings(),
                reading: ReadingSettings = ReadingSettings()) {
        self.settings = settings
        self.braille = BrailleExporter(output: .unicode, settings: braille, reading: reading)
    }

    public var fileExtension: String { "ebrl" }

    /// The plan the pages read (BANA's notes after the paragraph), so that a run with a
    /// paged braille format plans once.
    public var planSettings: PlanSettings { braille.planSettings }

    public func export(_ plan: ReadingPlan) throws(ExportError) -> [OutputFile] {
        try export(plan, sharing: nil)
    }

    /// The work's copyright date eBraille's package requires: `--copyright-date`, else the
    /// year in the book's rights. A book that gives none is refused, and a run asks this
    /// as soon as the book is read, before any other format's work (README, eBraille).
    public func copyrightDate(of metadata: Metadata) throws(ExportError) -> String {
        guard let copyright = settings.copyrightDate ?? EBrailleSettings.copyrightYear(in: metadata.rights) else {
            throw .invalidSetting(InvalidSetting(.copyrightDate, value: metadata.title ?? metadata.identifier ?? "",
                                                 requirement: .copyrightDateForBook))
        }
        return copyright
    }

    /// The file set, with `translation`'s cells when another braille format of the run
    /// made them.
    public func export(_ plan: ReadingPlan, sharing shared: BrailleTranslation?) throws(ExportError) -> [OutputFile] {
        try settings.validate()
        // Refused before any translation: eBraille requires the work's copyright date.
        let metadata = plan.metadata
        let copyright = try copyrightDate(of: metadata)
        let translation: BrailleTranslation
        if let shared { translation = shared } else { translation = try braille.makeTranslation(for: plan) }
        let blocks = try braille.content(of: plan, translation: translation)
        let language = plan.language
        var publication = EBraillePublication(blocks: blocks, labels: plan.labels, language: language)
        let title = try translation.braille(metadata.title ?? plan.labels.untitled)
        let documents = publication.documents(title: title)
        let navigation = try EBrailleNavigation(publication: publication, title: title, translation: translation).page()
        let package = EBraillePackage(metadata: metadata, language: language, copyrightDate: copyright,
                                      settings: settings, translation: translation, publication: publication)
        var entries: [(path: String, bytes: [UInt8])] = [
            ("META-INF/container.xml", Array(EBraillePackage.container.utf8)),
            ("package.opf", Array(package.document(date: settings.publicationDate ?? Self.now()).utf8)),
            ("index.html", Array(navigation.utf8)),
            (EBraillePublication.styleSheet, Array(EBrailleStyle.css.utf8)),
        ]
        for (index, document) in documents.enumerated() {
            entries.append((EBraillePublication.folder + publication.files[index], Array(document.utf8)))
        }
        let warnings = translation.warnings
        return [OutputFile(fileExtension: fileExtension, contents: try EBrailleArchive.zip(entries), warnings: warnings)]
    }

    /// The time of the export in UTC, to the second (`dcterms:modified`).
    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
