import ReadingModel

extension BrailleExporter {
    /// With a ``translationService``, translates the body's pieces there before the real
    /// pass. The transcriber's choices never depend on translated cells, so a first pass
    /// that lays out nothing records every piece it will ask for, in order; the unique ones
    /// go to the service, and the real pass reads them back (anything else, such as page
    /// numbers and the title page, is translated here). The output is the same either way.
    func prefetch(plan: ReadingPlan, translator: BrailleTranslator) throws(ExportError) {
        guard let service = translationService else { return }
        translator.recorded = []
        var recorder = BrailleTranscriber(plan: plan, settings: settings, translator: translator,
                                          layout: BrailleLayout(cells: settings.cells, lines: settings.lines) { _ in nil })
        do throws(ExportError) {
            try recorder.transcribe()
        } catch {
            translator.recorded = nil
            throw error
        }
        var seen: Set<BraillePiece> = []
        var unique: [BraillePiece] = []
        var characters = 0
        for piece in translator.recorded ?? [] where seen.insert(piece).inserted {
            unique.append(piece)
            characters += piece.text.count
        }
        translator.recorded = nil
        seen = []
        guard characters >= service.minimumCharacters else { return }
        let results = try service.translate(unique, tables: translator.tables)
        guard results.count == unique.count else {
            throw .braille(reason: "the translation service returned \(results.count) results for \(unique.count) pieces")
        }
        var cache: [BraillePiece: Cells] = [:]
        cache.reserveCapacity(unique.count)
        for (piece, cells) in zip(unique, results) { cache[piece] = cells }
        translator.prefetched = cache
    }
}
