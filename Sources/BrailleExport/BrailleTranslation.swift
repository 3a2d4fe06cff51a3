import ReadingModel

/// One book's braille translation shared by the formats of one run: BRF, PEF, Unicode
/// braille and eBraille read their cells from it, so each piece of print goes through
/// liblouis once however many braille formats are written.
///
/// Used from one thread, for one book (made by ``BrailleExporter/makeTranslation(for:shared:)``).
public final class BrailleTranslation {
    let translator: BrailleTranslator
    /// The table list: the project's layers, then the translation tables.
    public let tables: [String]
    /// Why the table list is not the curated default, if it is not.
    let choiceWarnings: [ExportWarning]

    init(choice: BrailleTables.Choice, shared: Bool) throws(ExportError) {
        translator = try BrailleTranslator(tables: choice.tables)
        // Keeping every piece's cells costs memory and hashing: only worth it when a
        // second format will ask for them.
        if shared { translator.memo = [:] }
        tables = choice.tables
        choiceWarnings = choice.warnings
    }

    /// Every warning so far: the table choice, then each character the tables could not write.
    public var warnings: [ExportWarning] { choiceWarnings + translator.warnings }

    /// Whether some character of the book could not be written in braille (and was left out).
    public var droppedCharacters: Bool { !translator.undefined.isEmpty }

    /// `text` in Unicode braille, as one piece; blanks are U+2800 (or U+00A0 where the
    /// print had a no-break space).
    public func braille(_ text: String) throws(ExportError) -> String {
        String(cells: try translator.translate(text))
    }

    /// Whether the braille code is Unified English Braille.
    public var usesUEB: Bool { translator.usesUEB }
}

extension BrailleExporter {
    /// The translation this exporter's settings choose for `book` (its table list);
    /// `shared` keeps every piece's cells for another format of the run
    /// (``render(_:sharing:)``).
    public func makeTranslation(for plan: ReadingPlan, shared: Bool = false) throws(ExportError) -> BrailleTranslation {
        try settings.validate()
        return try BrailleTranslation(choice: BrailleTables.choose(explicit: settings.tables, language: plan.language),
                                      shared: shared)
    }
}
