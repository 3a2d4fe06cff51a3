import ReadingModel

/// The transcriber's notes page (BANA Braille Formats 2016 §2.6): the notes about the
/// transcription as a whole, on a page of their own after the special symbols page.
extension BrailleExporter {
    typealias TranscriptionNote = Labels.TranscriptionNote

    /// The notes that apply to the whole book: the running head (when one is used), where
    /// the book's notes are placed (when it has notes), that images are described (when it
    /// has images), how foreign words are written (UEB, when the book marks any). Each only
    /// when the book at hand has it; a volume adds its print page numbers
    /// (``transcriptionNotes(_:volume:)``).
    func transcriptionNotes(_ plan: ReadingPlan, usesUEB: Bool, runningHead: Cells?) -> [TranscriptionNote] {
        var finder = TranscriptionFeatures()
        finder.walk(plan.nodes)
        var notes: [TranscriptionNote] = []
        if runningHead != nil { notes.append(.runningHead) }
        if finder.placedNotes { notes.append(.notes(Self.notesSaidPlaced(plan.notePlacement, printPages: finder.printPages))) }
        if finder.images { notes.append(.images) }
        if usesUEB, finder.foreignWords {
            notes.append(.foreignWords(contracted: !settings.uncontractedForeignWords))
        }
        return notes
    }

    /// Where the page says the notes are: where the plan placed them. Notes "at the end of
    /// the print page" (§16.1a) wait for a print page break, and a book with none (a pandoc
    /// or Word book, which prints no page numbers) has them placed where each section ends
    /// (``Planner``): the page names that, never a print page the book does not have (§2.6:
    /// the transcriber's notes explain what the transcription does).
    static func notesSaidPlaced(_ placement: NotePlacement, printPages: Bool) -> NotePlacement {
        placement == .endOfPage && !printPages ? .endOfSection : placement
    }

    /// The book's notes for one volume: first that it shows print page numbers, when its
    /// pages have any.
    static func transcriptionNotes(_ book: [TranscriptionNote], volume pages: [BraillePage]) -> [TranscriptionNote] {
        printPages(of: pages) != nil ? [.printPages] + book : book
    }

    /// The transcriber's notes pages: "Transcriber's Notes" centred on line 1 (line 3 under a
    /// running head; the NBA quoting §2.6.1a), a blank line, then each note a paragraph in
    /// 3-1, without transcriber's note indicators (the page is the transcriber's own);
    /// numbered on from the special symbols pages (`t` pages, §1.15). No page without notes.
    /// Each further page opens with "Transcriber's Notes (cont.)" centred, no blank line
    /// after it (*English Braille American Edition*, Appendix A §10a).
    func transcribersNotesPages(_ notes: [TranscriptionNote], labels: Labels, translator: BrailleTranslator,
                                runningHead: Cells?, opensVolume: Bool, firstPage: Int,
                                number: @escaping (String) -> Cells?) throws(ExportError) -> [BraillePage] {
        guard !notes.isEmpty else { return [] }
        var layout = try generatedPagesLayout(numberedBy: "t", heading: labels.transcribersNotesHeading,
                                              translator: translator, runningHead: runningHead,
                                              opensVolume: opensVolume, firstPage: firstPage, number: number)
        layout.continuationHeading = try translator.translate(labels.transcribersNotesContinuedHeading)
        for note in notes {
            layout.addParagraph(try translator.translate(labels.sentence(for: note)), first: 2, runover: 0)
        }
        return layout.finish()
    }
}

/// What the reading plan holds that the transcriber's notes page speaks of.
private struct TranscriptionFeatures: PlanVisitor {
    var placedNotes = false
    var images = false
    var foreignWords = false
    var printPages = false

    mutating func visit(_ node: PlanNode, depth: Int) -> VisitAction {
        switch node.role {
        case .placedNote: placedNotes = true
        case .image: images = true
        case .pageBreak: printPages = true
        default: break
        }
        for inline in node.inlines {
            switch inline {
            case .image: images = true
            case .pageBreak: printPages = true
            case .text(_, let style):
                if !foreignWords, let language = style.language, LanguageTag.isUsable(language),
                   language.lowercased().split(separator: "-").first != "en" {
                    foreignWords = true
                }
            default: break
            }
        }
        return .visitChildren
    }
}
