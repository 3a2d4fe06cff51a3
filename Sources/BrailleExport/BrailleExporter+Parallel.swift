import MathRender
import ReadingModel

extension BrailleExporter {
    /// With a ``translationService``, starts translating the body's pieces there before the
    /// real pass. The transcriber's choices never depend on translated cells, so a first
    /// pass that lays out nothing records every piece it will ask for, in order; the unique
    /// ones go to the service, and the real pass takes their cells from the session as it
    /// reaches them, laying out while the rest are still being translated (anything else,
    /// such as page numbers and the title page, is translated here). The output is the same
    /// either way.
    func startTranslation(plan: ReadingPlan, translator: BrailleTranslator) throws(ExportError) {
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
        var index: [BraillePiece: Int] = [:]
        var unique: [BraillePiece] = []
        var characters = 0
        for piece in translator.recorded ?? [] where index[piece] == nil && translator.memo?[piece] == nil {
            index[piece] = unique.count
            unique.append(piece)
            characters += piece.text.count
        }
        translator.recorded = nil
        guard characters >= service.minimumCharacters else { return }
        translator.session = (try service.start(unique, tables: translator.tables), index)
    }

    /// Renders the plan's math in braille before the transcribers walk it, half of it on
    /// another thread: the layout is one thread, which rendered every expression in turn
    /// (and again in each pass that lays a paragraph out) while the worker processes
    /// translating the text waited for work.
    func renderMath(_ plan: ReadingPlan, translator: BrailleTranslator) {
        let code = settings.mathCode
        guard translator.usesUEB, translator.math?.code != code else { return }
        translator.math = (code, MathRenderings(plan) { expression, _ in BrailleTranscriber.renderedMath(expression, code: code, book: [:]) })
    }
}
