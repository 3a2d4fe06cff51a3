import MathRender
import ReadingModel
/// Walks the reading plan and lays its text out as braille body pages.
///
/// The plan has decided what is read (which documents, notes and images, where note bodies
/// go, their numbers, each cell's column header); the transcriber owns only the braille
/// output rules: each role's indents, headings and print page changes. Translation is done
/// a paragraph at a time (a paragraph's runs with their typeforms in one liblouis call).
struct BrailleTranscriber: PlanVisitor {
    typealias Failure = ExportError
    /// A heading as the contents page lists it.
    struct Heading {
        var level: Int
        var text: Cells
        var page: Int
        /// The print page in force where the heading is, if the book has print pages.
        var printPage: Cells?
    }

    /// Indents in force: what the open nodes around a paragraph add.
    struct Context {
        var quoteDepth = 0
        var listDepth = 0
        var lineGroupDepth = 0
        /// The open poem's print line indents, ranked (`poemIndents(_:)`), and the indent of
        /// the line being placed (BANA Braille Formats 2016 §13.3).
        var poemIndents: [Double] = []
        var lineIndent: Double = 0
        var noteDepth = 0
        /// Open list items: the marker to put before the item's first paragraph (`nil`
        /// once used, or for bullets), and paragraphs placed so far.
        var items: [(prefix: String?, paragraphs: Int)] = []
        var definitionDepth = 0
        /// How many list levels the outermost open list holds: the runover cell of every
        /// level (BANA Braille Formats §8.3: two levels 1-5 / 3-5, three 1-7 / 3-7 / 5-7).
        var listLevels = 1
        /// Levels the open list stands below: an exercise question's choices are its second
        /// level, 3-5, after a question paragraph in 1-5 (Braille Formats 2016 §10.4).
        var listOffset = 0
        /// Box nesting: the outermost box of a set of nested boxes takes full-cell lines.
        var boxDepth = 0
    }

    let plan: ReadingPlan
    let settings: BrailleSettings
    let translator: BrailleTranslator
    var layout: BrailleLayout
    var headings: [Heading] = []

    var context = Context()
    /// The contexts placed notes interrupted: a placed note starts at the margin.
    var interrupted: [Context] = []
    /// The label to put before the next paragraph of a note being transcribed.
    var noteLabel: String?
    /// The tool's words for the node being transcribed.
    var labels: Labels
    /// Where the last chapter heading ended (page index, rows on it).
    var chapterHeadingEnd: (page: Int, rows: Int)?
    /// Ids of the open nodes that changed the context (quote, list, note ... depth).
    var opened: [String] = []
    /// Whether this is a copy laying a block out on a scratch page to measure it (see
    /// `keepWhole`): it does not measure again.
    var measuring = false
    /// Whether the last thing placed in the main text was a placed note: the notes after a
    /// paragraph share one separation line (BANA Braille Formats §16.5).
    var inNoteGroup = false
    /// The level of the last heading placed.
    var lastHeadingLevel = 0
    /// Whether the paragraph being placed is blocked (first line at the runover cell).
    var blocked = false
    /// Text elements whose typeform or capitals passage the next element continues (UEB
    /// §9.9.1, §8.5), and what runs on from the one being placed when it is one of them.
    var continuedPassages: [String: ContinuedPassage] = [:]
    var openPassage: ContinuedPassage?
    /// The subtitles of each heading, by the heading's id: placed with it, and skipped
    /// where they stand.
    var subtitles: [String: [PlanNode]] = [:]
    var placedSubtitles: Set<String> = []
    /// Each print heading level's braille format, from the book's hierarchy (§4.1.1).
    var headingLevels = BrailleHeadingLevels([])
    /// The glossary, index or bibliography being transcribed (``BookPart``).
    var division = Division()
    /// The part of the book of the node being transcribed.
    var currentPart = BookPart.none
    /// A glossary term waiting to open its definition's paragraph (Braille Formats §22.2).
    var pendingTerm: [Inline]?
    /// The emphasis every term of the glossary list being transcribed shares.
    var sharedTermEmphasis: Emphasis = []
    /// The emphasis to leave off the entry word that opens each paragraph or item of a
    /// glossary or an index whose entry words all share it, by the node's id (§22.2.2).
    var entryWordEmphasis: [String: Emphasis] = [:]
    /// Indents that replace the context's for the paragraph being placed (a closing line).
    var forcedFormat: (first: Int, runover: Int)?
    /// The cell of the closing line just placed: a signature under it stands there.
    var previousClosingCell: Int?
    /// The lines that end each letter, by the id of its closing (``letterEndings(in:)``).
    var letterEndings: [String: Int] = [:]
    /// Nodes kept on one page, by the id of the first: a question and its answer choices
    /// (``exerciseGroups(in:)``), a table and the notes placed before it (``tableNoteGroups(in:)``).
    var exerciseGroups: [String: [PlanNode]] = [:]
    /// Answer choices kept together on a page of their own choosing, their question and
    /// choices being too long for one page (Formats 2016 §10.1b).
    /// (By the id of the first choice.)
    var longExercises: [String: [PlanNode]] = [:]
    /// The blocks of exercise sets laid out by Formats 2016 §10.2-§10.4 (``exerciseParts(in:)``).
    var exerciseParts: [String: ExercisePart] = [:]
    /// The print line indents of each verse speech's paragraphs, ranked over the speech
    /// (``verseIndents(in:)``), and those of the speech being placed.
    var verseIndents: [String: [Double]] = [:]
    var speechIndents: [Double] = []
    /// The deepest list level of each alphabetic reference (a glossary's, an index's or a
    /// bibliography's run of blocks) by the id of every block in it (``referenceLevels(in:)``),
    /// and that of the block being placed (1 outside one).
    var referenceLevels: [String: Int] = [:]
    var referenceLevel = 1
    /// The content document the last front matter block came from: each item of the front
    /// matter (a document of its own) begins on a new braille page (Formats 2016 §2.7.1a).
    var frontMatterDocument: Int?

    init(plan: ReadingPlan, settings: BrailleSettings, translator: BrailleTranslator, layout: BrailleLayout) {
        self.plan = plan
        self.settings = settings
        self.translator = translator
        self.layout = layout
        self.labels = plan.labels
    }

    /// Transcribes the whole plan.
    mutating func transcribe() throws(ExportError) {
        if usesUEB {
            // UEB's slash (dots 456-34), at sign (4-1) and full stop (256).
            layout.addressBreaks = BrailleLayout.AddressBreaks(
                after: [["⠸", "⠌"]], before: [["⠲"], ["⠈", "⠁"]],
                markers: [["⠸", "⠌"], ["⠈", "⠁"], ["⠺", "⠺", "⠺", "⠲"]])
            layout.syllables = SyllableDivider(tables: translator.tables, language: "en")
        }
        if usesUEB { continuedPassages = Self.continuedPassages(plan.nodes) }
        subtitles = plan.subtitles
        letterEndings = Self.letterEndings(in: plan.nodes)
        exerciseParts = Self.exerciseParts(in: plan.nodes)
        exerciseGroups = Self.exerciseGroups(in: plan.nodes).merging(Self.tableNoteGroups(in: plan.nodes)) { first, _ in first }
            .merging(Self.directionsGroups(in: plan.nodes, parts: exerciseParts)) { first, _ in first }
        verseIndents = Self.verseIndents(in: plan.nodes)
        referenceLevels = Self.referenceLevels(in: plan.nodes)
        entryWordEmphasis = Self.entryWordEmphasis(in: plan.nodes)
        headingLevels = BrailleHeadingLevels(plan.nodes)
        placedSubtitles = Set(subtitles.values.joined().map(\.id))
        try walk(plan.nodes)
        // A heading moved to the next page with the text after it is on that page.
        for (index, page) in layout.keptPages where index < headings.count { headings[index].page = page }
    }

    // MARK: The walk

    mutating func visit(_ node: PlanNode, depth: Int) throws(ExportError) -> VisitAction {
        // A page break the book's braille style sheet forces (CSS Fragmentation 3 §3.1).
        if node.traits.contains(.pageBreakBefore) && !measuring { layout.newPage() }
        labels = node.labels
        if interrupted.isEmpty, !node.isPlacedNote { inNoteGroup = false }
        if depth == 0 && !measuring {
            frontMatter(node)
            enterDivision(node)
        }
        if depth == 0 { layout.lineNumberColumn = try lineNumberColumn(of: node) }
        if !exerciseGroups.isEmpty { keepExercise(node) }
        return try transcribe(node)
    }

    mutating func leave(_ node: PlanNode, depth: Int) throws(ExportError) {
        defer { if node.traits.contains(.pageBreakAfter) && !measuring { layout.newPage() } }
        // Only nodes that changed the context when visited restore it.
        guard opened.last == node.id else { return }
        opened.removeLast()
        switch node.role {
        case .blockquote:
            // Displayed text in an exercise set stands two levels in (Formats 2016 §10.7).
            context.quoteDepth -= !exerciseParts.isEmpty && exerciseParts[node.id] == .displayed ? 2 : 1
            if context.quoteDepth == 0 { layout.blankLineAfter() }
        case .list:
            context.listDepth -= 1
            if context.listDepth == 0 { context.listOffset = 0 }
            if context.listDepth == 0 && !node.part.isDivision && !exerciseContinues(after: node) { layout.blankLineAfter() }
        case .definitionList:
            // A glossary term left without its definition.
            try placePendingTerm()
        case .listItem: context.items.removeLast()
        case .lineGroup:
            context.lineGroupDepth -= 1
            if context.lineGroupDepth == 0 { layout.blankLineAfter() }
        case .definitionDescription: context.definitionDepth -= 1
        case .note(.aside) where !plan.boxBorders.isEmpty && plan.boxBorders[node.id] != nil:
            let border = plan.boxBorders[node.id]!
            if let after = border.after { layout.generatedLine(after, atEnd: border.afterAtEnd, top: false) }
            layout.closeSides()
            if border.bottom {
                layout.boxLine(border.bottomLine, top: false,
                               corners: (border.left ? border.bottomLeft : nil, border.right ? border.bottomRight : nil))
            }
            layout.blankLineAfter()
        case .note(.aside):
            // A blank line after the bottom box line (BANA Braille Formats §7.2, Appendix C);
            // an outer box's bottom line takes it back (§7.2f).
            layout.boxLine(Self.holdsBox(node) ? BrailleLayout.fullCell : BrailleLayout.bottomBoxLine, top: false)
            layout.blankLineAfter()
        case .note: context.noteDepth -= 1
        case .placedNote:
            context = interrupted.removeLast()
            noteLabel = nil  // a body without text must not lend its number to what follows
        default: break
        }
    }

    mutating func transcribe(_ node: PlanNode) throws(ExportError) -> VisitAction {
        // Most books have no passage running on: no id to hash for every node.
        openPassage = continuedPassages.isEmpty ? nil : continuedPassages[node.id]
        currentPart = node.part
        if node.part.isVerseSpeech { speechIndents = verseIndents[node.id] ?? [] }
        if !referenceLevels.isEmpty { referenceLevel = referenceLevels[node.id] ?? 1 }
        if !node.part.isClosingLine && !node.inlines.isEmpty { previousClosingCell = nil }
        if layout.keepsPrintText {
            let print = node.inlines.plainText.collapsingWhitespace()
            layout.printSource = print.isEmpty ? nil : print
        }
        if !exerciseParts.isEmpty, let part = exerciseParts[node.id], let action = try exerciseBlock(node, as: part) {
            return action
        }
        switch node.role {
        case _ where isAlphabeticDivision(node):
            try alphabeticDivision(node)
            return .skipChildren
        case .heading(let level), .addedHeading(let level):
            if node.part.isDivision { division.headings += 1 }
            // A cast of characters' heading is a cell-5 heading (Braille Formats 2011 §14.2.1a).
            try heading(node, level: node.part == .cast ? 2 : headingLevels.brailleLevel(level))
            return .skipChildren
        case .definitionList where node.part == .glossary:
            sharedTermEmphasis = Self.sharedTermEmphasis(node)
            opened.append(node.id)
            return .visitChildren
        case .definitionTerm where node.part == .glossary:
            try glossaryTerm(node)
            return .skipChildren
        case .paragraph where node.part.isClosingLine || node.part == .dateline || node.part == .salutation
                || node.part == .address || node.part == .enclosure:
            try closingLine(node)
            return .visitChildren
        case .note(.aside) where Self.readsAsProducersNote(node):
            // A producer's note is the producer's, not print's: a transcriber's note, not a
            // box (BANA Braille Formats 2016 §3; BrailleTranscriber+ProducersNotes.swift).
            try producersNote(node)
            return .skipChildren
        case .note(.aside) where !plan.boxBorders.isEmpty && plan.boxBorders[node.id] != nil:
            // A box the book's style sheet draws with a braille border image (CSS Backgrounds
            // 3 §6; eBraille styling best practices §2.9.1): its top line, corners and side
            // cells as the image gives them, the sides the box's border widths draw; kept on
            // one page and set off by blank lines as a BANA box is (§7.2, §7.3).
            let border = plan.boxBorders[node.id]!
            keepWhole(node)
            blankLineBefore()
            if border.top {
                layout.boxLine(border.topLine, top: true,
                               corners: (border.left ? border.topLeft : nil, border.right ? border.topRight : nil))
            }
            layout.openSides(left: border.left ? border.leftSide : nil, right: border.right ? border.rightSide : nil)
            if let before = border.before { layout.generatedLine(before, atEnd: border.beforeAtEnd, top: true) }
            opened.append(node.id)
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .note(.aside):
            // A sidebar that is not a note: boxed in the text's own formats, a top box line
            // of dots 2-3-5-6 and a bottom one of dots 1-2-4-5, full cells for the outer box
            // of nested boxes, a blank line before the top one except after a heading
            // (BANA Braille Formats §7.2, §7.6; Appendix C); a box that fits on a page is
            // not divided between pages (§7.3; eBraille styling example 16).
            keepWhole(node)
            blankLineBefore()
            layout.boxLine(Self.holdsBox(node) ? BrailleLayout.fullCell : BrailleLayout.topBoxLine, top: true)
            opened.append(node.id)
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .note:
            context.noteDepth += 1
            opened.append(node.id)
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .placedNote(_, let mark, _) where node.part == .notes && division.part == .notes:
            // An endnote where the book gathers it, in its notes section: an entry in 1-3
            // that opens with its print number, no separation line (Braille Formats 2016
            // §16.9; the 1997 rules' sample: "a Cell 1-3 format", under a centred heading).
            noteLabel = mark.allSatisfy { $0.isLetter || $0.isNumber } ? mark + "." : mark
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .placedNote(_, let mark, _):
            // At the outer margin (7-5), after a separation line, opening with the note
            // indicator and the note's mark (BANA Braille Formats §16.5; the print mark, §16.2).
            if !inNoteGroup && interrupted.isEmpty {
                layout.separationLine()
                inNoteGroup = true
            }
            interrupted.append(context)
            context = Context()
            context.noteDepth = 1
            opened.append(node.id)
            noteLabel = Self.noteMark(mark)
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .blockquote:
            // Displayed material, set off by a blank line before and after (BANA Braille
            // Formats §9; Appendix C).
            if context.quoteDepth == 0 { blankLineBefore() }
            context.quoteDepth += 1
            opened.append(node.id)
        case .list:
            // A list is preceded and followed by a blank line (BANA Braille Formats §8);
            // nested lists are part of it.
            if context.listDepth == 0 {
                // Entries of a glossary, an index or a bibliography have no blank lines
                // between them (Braille Formats 2011 §22.2.3d; 2016 Example 22-1).
                if !node.part.isDivision { blankLineBefore() }
                // In an alphabetic reference the runovers are set by its deepest level over
                // all its lists, whatever division letter each stands under (§22.2.1b).
                context.listLevels = referenceLevels[node.id] ?? Self.listLevels(node)
            }
            context.listDepth += 1
            opened.append(node.id)
        case .listItem where node.part == .contents:
            // An entry of a contents the book prints: no print number or bullet, its page
            // number at the right margin after guide dots (BANA Braille Formats §2.10).
            context.items.append((nil, 0))
            opened.append(node.id)
            if !node.inlines.isEmpty { try contentsEntry(node.inlines, guideDots: !node.traits.contains(.blankLeader)) }
            return .visitChildren
        case .listItem(let marker):
            keepFirstItemWithHeading(node)
            var prefix: String?
            if let text = node.markerText(marker) { prefix = text + ". " }
            context.items.append((prefix, 0))
            opened.append(node.id)
            if !node.inlines.isEmpty { try paragraph(node.part == .cast ? Self.castInlines(node.inlines) : entryInlines(node)) }
            return .visitChildren
        case .lineGroup:
            // A poem is preceded and followed by a blank line; stanzas are separated by one
            // (BANA Braille Formats §13.3, §13.4).
            blankLineBefore()
            if context.lineGroupDepth == 0 { context.poemIndents = Self.poemIndents(node) }
            context.lineGroupDepth += 1
            opened.append(node.id)
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .definitionDescription:
            context.definitionDepth += 1
            opened.append(node.id)
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            return .visitChildren
        case .pageBreak(let pageBreak):
            try printPage(pageBreak)
            return .skipChildren
        case .sceneBreak:
            layout.blankLine()
            layout.addCentred(Cells(repeating: "\u{2812}", count: 3))
            return .skipChildren
        case .sectionEnd:
            return .skipChildren
        case .image(let image):
            // What the transcriber adds is a transcriber's note: between the UEB TN
            // indicators, in 7-5 (BANA Braille Formats §3.2, §11 for image descriptions).
            try transcribersNote(Self.description(of: image, labels: labels))
            return .skipChildren
        case .math(let math):
            try mathBlock(math)
            return .skipChildren
        case .paragraph where node.part == .none && node.children.isEmpty && Self.loneMath(node.inlines) != nil:
            try mathBlock(Self.loneMath(node.inlines)!)
            return .skipChildren
        case .preformatted:
            try preformatted(node)
            return .skipChildren
        case .figure where node.children.contains(where: { if case .table = $0.role { return true } else { return false } }):
            // A table in a figure: its caption (the figure's, before or after it) is the
            // table's title and stays on the table's page; the whole is kept on one page
            // when it fits, as a table is (BANA Braille Formats §11).
            keepWhole(node)
            return .visitChildren
        case .table:
            try table(node)
            return .skipChildren
        case .tableRow:
            // Rows are laid out with their table, from its grid.
            return .skipChildren
        case .paragraph where (Self.speechParts.contains(node.part) || node.part == .stageDirection)
                && !node.inlines.isEmpty && context.items.isEmpty:
            try paragraph(Self.playInlines(node))
            return .visitChildren
        case .paragraph where node.part == .cast && !node.inlines.isEmpty:
            try paragraph(Self.castInlines(node.inlines))
            return .visitChildren
        case .paragraph where placedSubtitles.contains(node.id):
            return .skipChildren
        case .paragraph where node.traits.contains(.blocked) && context.lineGroupDepth == 0 && context.items.isEmpty
                && !node.part.isDivision:
            // A paragraph the book sets blocked stays blocked: every line in the text's
            // first cell and a blank line before and after it (BANA Braille Formats §1.9).
            blankLineBefore()
            blocked = true
            defer { blocked = false }
            if !node.inlines.isEmpty { try paragraph(node.inlines) }
            layout.blankLineAfter()
            return .visitChildren
        case .paragraph where node.part == .contents && context.items.isEmpty && context.listDepth == 0
                && context.lineGroupDepth == 0 && !node.inlines.isEmpty:
            // A contents the book prints as paragraphs (Project Gutenberg's `p.toc`): each
            // one an entry of one level, 1-3, its page number at the right margin (§2.10).
            let base = 2 * context.quoteDepth
            forcedFormat = (base, base + 2)
            defer { forcedFormat = nil }
            try contentsEntry(node.inlines, guideDots: !node.traits.contains(.blankLeader))
            return .visitChildren
        case .paragraph where node.part == .contents && !context.items.isEmpty:
            // The text of a contents entry (an item's inline content is its paragraph).
            if !node.inlines.isEmpty { try contentsEntry(node.inlines, guideDots: !node.traits.contains(.blankLeader)) }
            return .visitChildren
        case .paragraph where node.part == .bibliography && context.items.isEmpty && context.listDepth == 0
                && context.lineGroupDepth == 0 && Self.readsAsBibliographicProse(node.inlines):
            // Prose in a bibliography (an essay, an introduction) is no entry: the text's
            // paragraph format, not §22.2's 1-3 (BrailleTranscriber+BibliographicProse.swift).
            forcedFormat = (2 * context.quoteDepth + 2, 2 * context.quoteDepth)
            defer { forcedFormat = nil }
            try paragraph(node.inlines)
            return .visitChildren
        case .paragraph where context.lineGroupDepth > 0 && node.inlines.contains(where: \.isLineBreak):
            // A paragraph of lines in a poem is a stanza: a blank line between stanzas (BANA
            // Braille Formats §13.4), at the top of the next page after a stanza that ends a
            // page (2011 §13.4.1d).
            if layout.followsHeading { blankLineBefore() } else { layout.blankLineAfter(lastTwoLines: false) }
        default:
            break
        }
        if node.role == .paragraph, !plan.cellIndents.isEmpty, let indent = plan.cellIndents[node.id],
           context.items.isEmpty, context.lineGroupDepth == 0, context.definitionDepth == 0, forcedFormat == nil {
            // The cells a style sheet written for braille gives the paragraph (eBraille
            // styling best practices: `margin-left` and `text-indent` in cells); lists,
            // poems and definitions keep their formats.
            let last = max(settings.cells - 8, 0)
            forcedFormat = (min(indent.first, last), min(indent.runover, last))
            defer { forcedFormat = nil }
            try styledParagraph(node)
            return .visitChildren
        }
        if node.role == .paragraph, node.traits.contains(.flush) || node.traits.contains(.doubleSpaced) {
            try styledParagraph(node)
            return .visitChildren
        }
        if !node.inlines.isEmpty { try paragraph(entryInlines(node)) }
        return .visitChildren
    }

    /// A paragraph a style sheet written for braille lays out: its first line at the margin
    /// when its `text-indent` is zero (outside lists, poems and definitions, whose formats
    /// place their own first lines), a blank line after each line when it is double spaced
    /// (docs/braille.md, "Style sheets written for braille").
    mutating func styledParagraph(_ node: PlanNode) throws(ExportError) {
        let flush = node.traits.contains(.flush) && context.lineGroupDepth == 0 && context.items.isEmpty
            && context.definitionDepth == 0 && !blocked
        if flush { blocked = true }
        layout.lineSpacing = node.traits.contains(.doubleSpaced) ? 2 : 1
        defer {
            if flush { blocked = false }
            layout.lineSpacing = 1
        }
        if !node.inlines.isEmpty { try paragraph(node.inlines) }
    }

    /// A table cell's runs as they are (emphasis, note references), a space between the
    /// cell's leaves. An expression that is a block of its own in the cell (a `<math>` alone
    /// in a `<td>`, which has no inlines) is one of them, written inline: the entry is not
    /// left empty.
    func runs(ofCell cell: PlanNode) -> [BrailleRun] {
        var cellRuns: [BrailleRun] = []
        func visit(_ node: PlanNode) {
            if case .math(let math) = node.role {
                if !cellRuns.isEmpty { cellRuns.append(BrailleRun(" ")) }
                cellRuns.append(contentsOf: runs(.math(math), labels: node.labels))
            } else if !node.inlines.isEmpty {
                if !cellRuns.isEmpty { cellRuns.append(BrailleRun(" ")) }
                let notes = ProducersNoteEdges(node.inlines)
                for (index, inline) in node.inlines.enumerated() {
                    if case .noteReference(let reference) = inline {
                        cellRuns.append(self.reference(reference))
                    } else {
                        cellRuns.append(contentsOf: runs(inline, at: index, labels: node.labels, producersNotes: notes))
                    }
                }
            }
            for child in node.children { visit(child) }
        }
        visit(cell)
        return cellRuns
    }

    /// The print page breaks inside a table row, in order.
    static func pageBreaks(in node: PlanNode) -> [PageBreak] {
        var pages: [PageBreak] = []
        if case .pageBreak(let page) = node.role { pages.append(page) }
        for case .pageBreak(let page) in node.inlines { pages.append(page) }
        for child in node.children { pages += pageBreaks(in: child) }
        return pages
    }

    /// Words the transcriber adds: a transcriber's note between the UEB TN indicators;
    /// seven words or fewer embedded in the text (in the format of the text around it),
    /// longer notes in 7-5 (BANA Braille Formats §3.1.4, §3.2).
    mutating func transcribersNote(_ words: String) throws(ExportError) {
        let note = try transcribersNoteText(words)
        layout.addParagraph(note.cells, first: note.first, runover: note.runover)
    }

    /// A transcriber's note's cells and indents here (see ``transcribersNote(_:)``).
    func transcribersNoteText(_ words: String) throws(ExportError) -> (cells: Cells, first: Int, runover: Int) {
        let text = try translator.translate(words)
        let note = usesUEB ? Self.transcribersNote(text) : text
        let format = self.format()
        if words.split(whereSeparator: \.isWhitespace).count <= 7 {
            return (note, format.first, format.runover)
        }
        return (note, format.runover + 6, format.runover + 4)
    }

    /// The blank line before a list, displayed material or a poem, except straight after a
    /// heading (BANA Braille Formats Appendix C: no blank line between a cell-5 or cell-7
    /// heading and a list; a centred heading already has one after it). Between a centred
    /// heading and the block, a page change indicator takes the heading's blank line after
    /// it (Appendix C: "only one blank line is used. Place that blank line after the page
    /// change indicator").
    mutating func blankLineBefore() {
        if !layout.followsHeading || layout.indicatorFollowsBlank { layout.blankLine() }
    }

    /// Preformatted text and code, displayed: a blank line before and after, each print
    /// line on a new braille line at the margin plus its own indentation (tabs to stops of
    /// four), blank lines kept, spaces kept, uncontracted (UEB §11.10.2: a displayed program
    /// is transcribed in grade 1), runovers two cells in, and a long line divided without a
    /// hyphen, which would read as part of the code.
    mutating func preformatted(_ node: PlanNode) throws(ExportError) {
        var style = InlineStyle()
        style.code = true
        let base = self.format().runover
        blankLineBefore()
        var lines = node.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        for line in lines {
            let (indent, text) = Self.codeLine(line)
            if text.isEmpty { layout.blankLine(); continue }
            let cells = try translator.translate(runs(text, style: style))
            let first = min(base + indent, max(settings.cells - 12, 0))
            layout.addParagraph(cells, first: first, runover: first + 2, literal: true)
        }
        layout.blankLineAfter()
    }

    /// A line of code: its indentation in cells (tabs to the next stop of four) and its text,
    /// runs of spaces inside kept as no-break spaces but the last. A blank braille cell
    /// (U+2800, as preformatted braille in an eBraille file spaces its columns: the eBraille
    /// styling best practices, examples 11 and 12) counts as a space.
    static func codeLine<S: StringProtocol>(_ line: S) -> (indent: Int, text: String) {
        var indent = 0
        var rest = Substring(line)
        while let first = rest.first, first == " " || first == "\t" || first == "\u{2800}" {
            indent = first == "\t" ? (indent / 4 + 1) * 4 : indent + 1
            rest = rest.dropFirst()
        }
        while let last = rest.last, last.isWhitespace || last == "\u{2800}" { rest = rest.dropLast() }
        var text = ""
        var spaces = 0
        for character in rest {
            if character == " " || character == "\t" || character == "\u{2800}" {
                spaces += character == "\t" ? 4 - (spaces % 4) : 1
                continue
            }
            if spaces > 0 {
                text += String(repeating: "\u{00A0}", count: spaces - 1) + " "
                spaces = 0
            }
            text.append(character)
        }
        return (indent, text)
    }

    /// The book's front matter is on preliminary pages; the body starts on a new page
    /// numbered 1 (BANA Braille Formats §2.7, §2.12). "Each item in the front matter begins
    /// on a new braille page" (Formats 2016 §2.7.1a, as the NBA quotes it; §2.9.1a for a
    /// dedication): an item is a content document of the front matter (Standard Ebooks'
    /// `titlepage.xhtml`, `dedication.xhtml`, `epigraph.xhtml`) or a part of one the book
    /// marks (``BlockTraits/opensFrontMatterItem``: HTMLBook's one-file `<section
    /// data-type="dedication">`), so a dedication or an epigraph with no heading no longer
    /// runs on under the page before it. Section ends
    /// and placed notes belong to what they follow.
    mutating func frontMatter(_ node: PlanNode) {
        switch node.role {
        case .sectionEnd, .placedNote: return
        default: break
        }
        if node.traits.contains(.frontMatter) {
            layout.beginFrontMatter()
            if layout.inFrontMatter, node.document >= 0 {
                if let last = frontMatterDocument, last != node.document || node.traits.contains(.opensFrontMatterItem) {
                    layout.newPage()
                }
                frontMatterDocument = node.document
            }
        } else {
            layout.beginBody()
        }
    }
}

private extension Inline {
    var isLineBreak: Bool {
        if case .lineBreak = self { return true }
        return false
    }
}

extension PlanNode {
    /// Whether the node is a note body the plan placed.
    var isPlacedNote: Bool {
        if case .placedNote = role { return true }
        return false
    }
}
