import ReadingModel

/// The parts of a book BANA's *Braille Formats* lays out by what they are, not by their
/// tags: glossaries and indexes (alphabetic references), bibliographies, attributions and
/// the closing lines of letters (``BookPart``).
extension BrailleTranscriber {
    /// The back matter division being transcribed, and what of it is placed so far.
    struct Division {
        var part = BookPart.none
        /// Headings placed in it: its own title, then (in an alphabetic reference) its
        /// alphabetic divisions.
        var headings = 0
        /// Alphabetic division letters placed.
        var letters = 0
    }

    /// A top-level node opens, continues or ends a division. "Each alphabetic reference
    /// starts on a new braille page" (Braille Formats 2011 §22.2.1a; 2016 §21).
    mutating func enterDivision(_ node: PlanNode) {
        switch node.role {
        case .pageBreak, .sectionEnd, .placedNote: return
        default: break
        }
        let part = node.part.isDivision ? node.part : .none
        guard part != division.part else { return }
        division = Division(part: part)
        // A heading just placed is the reference's own (`<h2>Terminology</h2>` before a
        // `<dl epub:type="glossary">`): the page breaks before the heading, not after it.
        if part.isAlphabeticReference && interrupted.isEmpty && !layout.followsHeading { layout.newPage() }
    }

    /// Whether `node` is an alphabetic division of a glossary or an index: a heading after
    /// the reference's own title, or a heading, paragraph or list item whose text is one
    /// letter ("A", "B").
    func isAlphabeticDivision(_ node: PlanNode) -> Bool {
        guard node.part.isAlphabeticReference, node.children.isEmpty else { return false }
        switch node.role {
        case .heading, .paragraph, .listItem: break
        default: return false
        }
        let text = node.inlines.plainText.trimmingWhitespace()
        if text.count == 1, text.first?.isLetter == true { return true }
        if node.role.headingLevel != nil { return division.headings > 0 && text.count <= 3 }
        return false
    }

    /// An alphabetic division letter: centred, a blank line before the first one only and
    /// none after, and at least one line of the reference after it on the page (Braille
    /// Formats 2011 §22.2.3a-f). liblouis writes a lone letter with the grade 1 indicator
    /// where UEB needs it (§22.2.3b, the letter indicator).
    mutating func alphabeticDivision(_ node: PlanNode) throws(ExportError) {
        let runs = Self.withoutCommonEmphasis(node.inlines).flatMap { self.runs($0, labels: node.labels) }
        guard !runs.allSatisfy(\.isBlank) else { return }
        let text = try translator.translate(runs)
        layout.beginHeading(tag: nil)
        layout.keep(layout.rowCount(text, first: 4, runover: 4) + (division.letters == 0 ? 2 : 1))
        if division.letters == 0 { layout.blankLine() }
        layout.addCentred(text)
        layout.endHeading()
        division.letters += 1
    }

    /// A paragraph of a glossary, an index or a bibliography: an entry, 1-3 ("The main entry
    /// begins in cell 1 ... One level: 1-3", Braille Formats 2011 §22.2.1b; "List each
    /// bibliography entry using 1-3 margins", 2016 §22.2).
    func entryFormat(base: Int) -> (first: Int, runover: Int)? {
        // Not in a list item: an index's or a bibliography's lists keep their levels' margins
        // (the same rule); a notes section's list items are the notes themselves.
        // A note moved out of its notes section into the text is a note there, not an entry.
        guard currentPart.isDivision, currentPart == division.part, context.items.isEmpty,
              context.lineGroupDepth == 0 else { return nil }
        if context.definitionDepth > 0 {
            guard currentPart == .glossary else { return nil }
            // The term and the first paragraph of its definition are one entry; a further
            // paragraph of the definition is blocked at the runover cell.
            return pendingTerm != nil ? (base, base + 2) : (base + 2, base + 2)
        }
        // A paragraph entry of a reference with subentries runs over where its list
        // entries do, two cells past the deepest level (§22.2.1b).
        return (base, base + 2 * referenceLevel)
    }

    /// The deepest list level of each alphabetic reference, by the id of every block in it:
    /// "The main entry begins in cell 1. Each subentry level begins two cells to the right of
    /// the previous level. All runovers begin two cells to the right of the farthest indented
    /// subentry" (Braille Formats 2011 §22.2.1b), a pattern of the whole reference, as §13.3
    /// ranks a poem's indents "based on the entire poem": an index's lists under its division
    /// letters, and its paragraph entries between them, share the runover cell of its
    /// deepest subentries (each list was measured alone: `Apples` ran over in cell 3 under
    /// A, `Bananas` in cell 5 under B). A reference is a run of blocks of one part
    /// (glossary, index, bibliography) side by side; references without subentries are left
    /// out (1-3 already).
    static func referenceLevels(in nodes: [PlanNode]) -> [String: Int] {
        var result: [String: Int] = [:]
        var run: [PlanNode] = []
        func ids(_ node: PlanNode, _ levels: Int) {
            result[node.id] = levels
            for child in node.children { ids(child, levels) }
        }
        func flush() {
            let levels = run.map(listLevels).max() ?? 0
            if levels > 1 { for node in run { ids(node, levels) } }
            run = []
        }
        for node in nodes {
            // The ends of sections the plan marks between the divisions are no blocks.
            if node.role == .sectionEnd { continue }
            if [.glossary, .index, .bibliography].contains(node.part) {
                if let last = run.last, last.part != node.part { flush() }
                run.append(node)
            } else {
                flush()
                result.merge(referenceLevels(in: node.children)) { first, _ in first }
            }
        }
        flush()
        return result
    }

    /// A paragraph of a play: a speech opens with the speaker's name in cell 1, runovers in
    /// cell 3; a further paragraph of the same speech is 5-3 (BrailleBlaster's BANA styles
    /// `Prose Play 1-3` and `Prose Play 5-3`; Braille Formats 2011 §14.1.4: dialogue starts on
    /// the speaker's line); a stage direction standing between speeches is set as a speech
    /// paragraph, 1-3 (2016 disabled the 5-5 and 7-5 stage direction formats of prose plays).
    ///
    /// A speech in verse: the speaker's name in cell 1 and the first line of verse after it,
    /// each further line in cell 3, every runover in cell 5; a further paragraph of the
    /// speech's verse has all its lines in cell 3 (Braille Formats 2011 §14.6, Verse Plays;
    /// BrailleBlaster's BANA styles `Verse Play 1-5` and `Verse Play 3-5`): the lines are
    /// poetry's (§13.3, each line a new braille line, runovers two cells further in) under a
    /// speaker's name that stands out at the margin. ``verseLineFormat(base:)`` places the
    /// lines after a paragraph's first.
    func playFormat(base: Int) -> (first: Int, runover: Int)? {
        guard context.items.isEmpty, context.lineGroupDepth == 0 else { return nil }
        switch currentPart {
        case .speech, .stageDirection: return (base, base + 2)
        case .speechContinued: return (base + 4, base + 2)
        case .verseSpeech: return (base, base + 2 + 2 * verseLevels)
        case .verseContinued: return (base + 2 + 2 * verseLevel, base + 2 + 2 * verseLevels)
        default: return nil
        }
    }

    /// Where a line of a verse speech after its paragraph's first starts, and its runovers
    /// (see ``playFormat(base:)``); `nil` outside a verse speech. A line print indents
    /// starts two cells further in for each level of indent, the levels ranked over the
    /// whole speech, and every runover is two cells past the deepest level (§13.3: "The
    /// indention pattern is based on the entire poem ... Each subentry level begins two
    /// cells to the right of the previous level. All runovers begin two cells to the
    /// right" of the farthest indented line; a speech with no indented line keeps 3-5).
    func verseLineFormat(_ format: (first: Int, runover: Int)) -> (first: Int, runover: Int)? {
        guard currentPart.isVerseSpeech, context.items.isEmpty, context.lineGroupDepth == 0, forcedFormat == nil else {
            return nil
        }
        return (format.runover - 2 * verseLevels + 2 * verseLevel, format.runover)
    }

    /// How many levels of print indent the verse speech being placed has (at least one).
    var verseLevels: Int { max(speechIndents.count, 1) }

    /// The level of indent of the verse line being placed.
    var verseLevel: Int { speechIndents.firstIndex(of: context.lineIndent) ?? 0 }

    /// The print line indents of each verse speech, by the id of each of its paragraphs:
    /// a speech's opening paragraph (``BookPart/verseSpeech``) and the further verse
    /// paragraphs after it (``BookPart/verseContinued``) are one poem, whose indents are
    /// ranked together (§13.3). Speeches without an indented line are left out.
    static func verseIndents(in nodes: [PlanNode]) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        func visit(_ nodes: [PlanNode]) {
            var index = nodes.startIndex
            while index < nodes.endIndex {
                guard nodes[index].part == .verseSpeech else {
                    visit(nodes[index].children)
                    index += 1
                    continue
                }
                var end = index + 1
                func inSpeech(_ node: PlanNode) -> Bool {
                    if case .pageBreak = node.role { return true }
                    return node.part == .verseContinued
                }
                while end < nodes.endIndex, inSpeech(nodes[end]) { end += 1 }
                var indents: Set<Double> = []
                for node in nodes[index..<end] { indents.formUnion(poemIndents(node)) }
                if indents.count > 1 {
                    let ranked = indents.sorted()
                    for node in nodes[index..<end] { result[node.id] = ranked }
                }
                index = end
            }
        }
        visit(nodes)
        return result
    }

    /// A cast of characters' entry: "Ignore font attributes shown in a cast of characters,
    /// unless needed for distinction" (Braille Formats 2011 §14.2.1c): the typeform the whole
    /// entry shares and the character's name's own are not shown, a title in the
    /// identification keeps its; "All speaker and character names ... are
    /// initially-capitalized" (§14.1.2): the words in capitals that open the entry, up to
    /// the first ending in a comma, full stop or colon (`HAMLET, Prince of Denmark`).
    static func castInlines(_ inlines: [Inline]) -> [Inline] {
        var inlines = withoutCommonEmphasis(inlines)
        guard let first = Self.firstTextIndex(inlines),
              case .text(let text, var style) = inlines[first] else { return inlines }
        if !style.emphasis.isEmpty, text.split(separator: " ").count <= 4 {
            let next = inlines[(first + 1)...].lazy.compactMap { inline -> Emphasis? in
                if case .text(let text, let style) = inline, !WhiteSpace.isBlank(text) { return style.emphasis }
                return nil
            }.first
            if let next, next != style.emphasis { style.emphasis.formIntersection(next) }
        }
        inlines[first] = .text(initiallyCapitalized(text, nameEnds: [".", ":", ","]), style)
        return inlines
    }

    /// The index of the first text inline holding more than white space.
    static func firstTextIndex(_ inlines: [Inline]) -> Int? {
        inlines.firstIndex { if case .text(let text, _) = $0 { return !WhiteSpace.isBlank(text) } else { return false } }
    }

    /// The emphasis every entry word of a glossary list shares: "Ignore entry word font
    /// attributes when all entry words are emphasized" (Braille Formats 2011 §22.2.2). The
    /// entry word is the run that opens each term: a respelling, part of speech or variant
    /// printed after it in the term (`<dt><b>abaft</b> (uh-BAFT)</dt>`) is not the entry
    /// word, and keeps its own typeform.
    static func sharedTermEmphasis(_ list: PlanNode) -> Emphasis {
        var shared: Emphasis?
        func collect(_ node: PlanNode) {
            for child in node.children {
                switch child.role {
                case .definitionTerm:
                    if let first = firstTextIndex(child.inlines), case .text(_, let style) = child.inlines[first] {
                        shared = shared.map { $0.intersection(style.emphasis) } ?? style.emphasis
                    }
                case .definitionList: continue
                default: collect(child)
                }
            }
        }
        collect(list)
        return shared ?? []
    }

    /// The emphasis of the entry words of glossaries and indexes set as paragraphs or list
    /// items (`<p><b>abaft</b> Toward the stern</p>`), by the entry's id: "Ignore entry word
    /// font attributes when all entry words are emphasized. Use italics only for entry words
    /// requiring distinction, e.g., book titles, foreign terms" (Braille Formats 2011
    /// §22.2.2). An entry word is the typeform run that opens an entry and that the words
    /// after it do not share; the emphasis every entry of a reference (its entries in a row,
    /// division letters and headings aside) opens with is left off, when there are two
    /// entries or more and every one opens so. A reference where some entry words are
    /// plain keeps the typeform of those that are not: it tells them apart.
    static func entryWordEmphasis(in nodes: [PlanNode]) -> [String: Emphasis] {
        var result: [String: Emphasis] = [:]
        var entries: [(id: String, emphasis: Emphasis)] = []
        var plain = false
        func close() {
            let shared = entries.dropFirst().reduce(entries.first?.emphasis ?? []) { $0.intersection($1.emphasis) }
            if entries.count >= 2, !plain, !shared.isEmpty {
                for entry in entries { result[entry.id] = shared }
            }
            entries = []
            plain = false
        }
        func scan(_ siblings: [PlanNode]) {
            for node in siblings {
                guard node.part.isAlphabeticReference else {
                    if !entries.isEmpty || plain { close() }
                    scan(node.children)
                    continue
                }
                // A definition list's terms are its entry words (``sharedTermEmphasis(_:)``).
                if node.role == .definitionList { continue }
                var entry = node.role == .paragraph
                if case .listItem = node.role { entry = true }
                if entry, node.inlines.plainText.trimmingWhitespace().count > 1 {
                    if let emphasis = openingEmphasis(node.inlines) {
                        entries.append((node.id, emphasis))
                    } else {
                        plain = true
                    }
                }
                scan(node.children)
            }
        }
        scan(nodes)
        close()
        return result
    }

    /// The emphasis of the run that opens `inlines` when the text after it does not share
    /// all of it (an entry word set off by its typeform), else `nil`.
    static func openingEmphasis(_ inlines: [Inline]) -> Emphasis? {
        let runs = inlines.compactMap { inline -> (text: String, emphasis: Emphasis)? in
            guard case .text(let text, let style) = inline, !WhiteSpace.isBlank(text) else { return nil }
            return (text, style.emphasis)
        }
        guard let first = runs.first, !first.emphasis.isEmpty,
              let rest = runs.dropFirst().first(where: { $0.text.contains { $0.isLetter || $0.isNumber } }),
              !rest.emphasis.isSuperset(of: first.emphasis) else { return nil }
        return first.emphasis.subtracting(rest.emphasis)
    }

    /// A node's inlines with its entry word's shared emphasis left off (``entryWordEmphasis(in:)``).
    func entryInlines(_ node: PlanNode) -> [Inline] {
        guard let emphasis = entryWordEmphasis[node.id],
              let first = Self.firstTextIndex(node.inlines),
              case .text(let text, var style) = node.inlines[first] else { return node.inlines }
        var inlines = node.inlines
        style.emphasis.subtract(emphasis)
        inlines[first] = .text(text, style)
        return inlines
    }

    /// A glossary term: held to open its definition's first paragraph, after the term
    /// before it when that one had no definition.
    mutating func glossaryTerm(_ node: PlanNode) throws(ExportError) {
        try placePendingTerm()
        // The shared emphasis is left off the entry word: the runs that open the term.
        var opening = true
        pendingTerm = node.inlines.map { inline in
            guard opening, case .text(let text, var style) = inline else { return inline }
            if WhiteSpace.isBlank(text) { return inline }
            guard style.emphasis.isSuperset(of: sharedTermEmphasis) else { opening = false; return inline }
            style.emphasis.subtract(sharedTermEmphasis)
            return .text(text, style)
        }
    }

    /// A term whose definition did not follow, placed as an entry of its own.
    mutating func placePendingTerm() throws(ExportError) {
        guard let term = pendingTerm else { return }
        let depth = context.definitionDepth
        context.definitionDepth = 0
        defer { context.definitionDepth = depth }
        pendingTerm = nil
        try paragraph(term)
    }

    /// The runs that open a definition's first paragraph: the term, and a colon between
    /// them unless the term ends in punctuation of its own (BrailleBlaster's BANA glossary
    /// style sets the term then the definition in one paragraph).
    mutating func takeTermRuns() -> [BrailleRun] {
        guard let term = pendingTerm, context.definitionDepth > 0 else { return [] }
        pendingTerm = nil
        var runs: [BrailleRun] = []
        for inline in term {
            if case .noteReference(let reference) = inline {
                runs.append(self.reference(reference))
            } else {
                runs += self.runs(inline, labels: labels)
            }
        }
        let last = term.plainText.trimmingWhitespace().last
        runs.append(BrailleRun(last.map { ":;.,—–-".contains($0) } == true ? " " : ": "))
        return runs
    }

    /// A line that closes a quotation or a letter, or opens a letter, each "blocked":
    /// an attribution, a complimentary closing or a signature starts "5 cells to the right
    /// of the previous line" (Braille Formats 2016 §9.4.1, as the NBA's formats committee
    /// reads it), a signature under its closing in the closing's cell; a dateline and a
    /// salutation stand at the margin (§9.7: follow print, lines blocked one per line), and
    /// so do the notations after the signature (reference initials, an enclosure notice, a
    /// copy notation: EBAE §13.10a's sample has "Enclosures (4)" at the margin).
    mutating func closingLine(_ node: PlanNode) throws(ExportError) {
        if !measuring, let lines = letterEndings[node.id] { layout.keepWithLastRow(lines) }
        let margin = format().runover
        let cell: Int
        switch node.part {
        case .dateline, .salutation, .address, .enclosure:
            cell = margin
        case .signature where previousClosingCell != nil, .closing where previousClosingCell != nil:
            cell = previousClosingCell ?? margin
        default:
            cell = min((layout.lastRowStart ?? margin) + 5, max(settings.cells - 12, margin))
        }
        forcedFormat = (cell, cell)
        defer { forcedFormat = nil }
        try paragraph(Self.withoutCommonEmphasis(node.inlines))
        if node.part.isClosingLine { previousClosingCell = cell }
    }

    /// The parts that end a letter after its body: the complimentary closing, the signature
    /// and the notations after it.
    static let letterEndingParts: Set<BookPart> = [.closing, .signature, .enclosure]

    /// The lines that end each letter, by the id of its closing: the closing, signature and
    /// notation paragraphs that follow the letter's body, side by side. "If there is not room
    /// to include the last line of the body of the letter as well as the complimentary
    /// closing, signature, writer's and typist's initials, and notice of enclosure on a
    /// braille page, take the last line of the body of the letter to a new page" (EBAE /
    /// NLS manual §13.10a): each is one braille line (at most six words, or a notation).
    static func letterEndings(in nodes: [PlanNode]) -> [String: Int] {
        var endings: [String: Int] = [:]
        func visit(_ nodes: [PlanNode]) {
            for (index, node) in nodes.enumerated() {
                if node.part == .closing, index > 0, !letterEndingParts.contains(nodes[index - 1].part) {
                    endings[node.id] = nodes[index...].prefix { letterEndingParts.contains($0.part) }.count
                }
                visit(node.children)
            }
        }
        visit(nodes)
        return endings
    }

    /// The runs of a play's paragraph: a stage direction without the typeform all of its
    /// words share, and a speech with its speaker's name initially capitalized and without
    /// the name's own typeform ("All speaker and character names ... are initially-
    /// capitalized"; "Retain font attributes when emphasis is required grammatically",
    /// Braille Formats 2011 §14.1.2, §14.1.3; the 2016 edition keeps the second, as the NBA
    /// quotes it). The name is the words in capitals that open the speech, up to the first
    /// that ends in a full stop or colon (`FIRST WITCH.`), or the typeform run that opens it
    /// when it is short (`<b>Boy</b>:`).
    static func playInlines(_ node: PlanNode) -> [Inline] {
        if node.part == .stageDirection {
            // "The names may appear as the speaker, in stage settings, stage directions" (§14.1.2):
            // names in capitals in a stage direction are initially capitalized too.
            // The bold print gives the names in a stage direction (Standard Ebooks'
            // `<b epub:type="z3998:persona">`) only marks them as names, which their
            // capitals already do: it is no emphasis "required grammatically" (§14.1.3;
            // titles keep their italics) and is left off.
            return withoutCommonEmphasis(node.inlines).map { inline in
                guard case .text(let text, var style) = inline else { return inline }
                style.emphasis.remove(.bold)
                return .text(namesInitiallyCapitalized(text), style)
            }
        }
        var inlines = stageDirectionsInSpeech(node.inlines, openedByName: node.part == .speech || node.part == .verseSpeech)
        // A further paragraph of a speech opens with its words, not with a name.
        guard node.part == .speech || node.part == .verseSpeech else { return inlines }
        guard let first = Self.firstTextIndex(inlines),
              case .text(let text, var style) = inlines[first] else { return inlines }
        // The name's own typeform: a short run of emphasis the speech after it does not share.
        if !style.emphasis.isEmpty, text.split(separator: " ").count <= 4, first + 1 < inlines.count,
           case .text(_, let next) = inlines[first + 1], next.emphasis != style.emphasis {
            style.emphasis.subtract(style.emphasis.subtracting(next.emphasis))
        }
        inlines[first] = .text(initiallyCapitalized(text), style)
        // "When there is an extended blank space between the speaker's name and the first
        // word of the speech, this space is indicated by three blank cells in braille"
        // (Braille Formats 2011 §14.1.5): the em space a play set as a table puts there
        // (its two columns), three blank cells no line breaks at.
        if let gap = inlines.firstIndex(where: { if case .text(let text, _) = $0 { return text.contains("\u{2003}") } else { return false } }),
           case .text(let text, let gapStyle) = inlines[gap], let at = text.firstIndex(of: "\u{2003}") {
            inlines[gap] = .text(text.replacingCharacters(in: at...at, with: "\u{A0}\u{A0}\u{A0}"), gapStyle)
        }
        return inlines
    }

    /// The parts of a play whose paragraphs are speeches (or a speech's further paragraphs).
    static let speechParts: Set<BookPart> = [.speech, .speechContinued, .verseSpeech, .verseContinued]

    /// A speech's inlines with the stage directions inside it shown as a stage direction
    /// standing alone is: print sets them off twice, by parentheses or brackets and by a
    /// typeform, and braille keeps the brackets only ("Retain font attributes when emphasis
    /// is required grammatically", Braille Formats 2011 §14.1.3; "Italics should be omitted
    /// for all stage directions", *English Braille American Edition*, Appendix A §8a), and
    /// the names in capitals in them are initially capitalized (§14.1.2: "The names may
    /// appear as the speaker, in stage settings, stage directions"). A bracketed run is such
    /// a stage direction when a typeform covers all of its words and neither the word before
    /// it nor the word after it: `(<i>aside</i>)`, `<i>(Enter HORATIO.)</i>`. A bracketed
    /// title in italics inside italic speech, or a bracket holding plain text, is left as it is.
    /// The speaker's name that opens a speech (`openedByName`) has a typeform of its own and
    /// is not the word before.
    static func stageDirectionsInSpeech(_ inlines: [Inline], openedByName: Bool) -> [Inline] {
        guard inlines.contains(where: { if case .text(let text, _) = $0 { return text.contains(where: opensBracket) } else { return false } }) else {
            return inlines
        }
        // Each bracket a run of its own, so that a span's typeform can be taken off it alone.
        var parts: [Inline] = []
        for inline in inlines {
            guard case .text(let text, let style) = inline, text.count > 1,
                  text.contains(where: { opensBracket($0) || closesBracket($0) }) else {
                parts.append(inline)
                continue
            }
            var piece = ""
            for character in text {
                if opensBracket(character) || closesBracket(character) {
                    if !piece.isEmpty { parts.append(.text(piece, style)) }
                    parts.append(.text(String(character), style))
                    piece = ""
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { parts.append(.text(piece, style)) }
        }
        func bracket(_ index: Int) -> Character? {
            guard case .text(let text, _) = parts[index], text.count == 1 else { return nil }
            return text.first
        }
        func wordEmphasis(_ index: Int) -> Emphasis? {
            guard case .text(let text, let style) = parts[index], text.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            return style.emphasis
        }
        let name = openedByName ? parts.indices.first { wordEmphasis($0) != nil } : nil
        var index = 0
        while index < parts.count {
            guard let open = bracket(index), opensBracket(open) else {
                index += 1
                continue
            }
            // The matching closing bracket, brackets inside it counted.
            var depth = 0
            var close: Int?
            for next in index..<parts.count {
                guard let character = bracket(next) else { continue }
                if opensBracket(character) { depth += 1 }
                if closesBracket(character) { depth -= 1 }
                if depth == 0 {
                    close = next
                    break
                }
            }
            guard let close else { break }
            let inside = (index + 1)..<close
            let words = inside.compactMap(wordEmphasis)
            let shared = words.dropFirst().reduce(words.first ?? []) { $0.intersection($1) }
            let before = parts[..<index].indices.reversed().lazy.filter { $0 != name }.compactMap(wordEmphasis).first ?? []
            let after = parts[(close + 1)...].indices.lazy.compactMap(wordEmphasis).first ?? []
            if !shared.isEmpty, before.isDisjoint(with: shared), after.isDisjoint(with: shared) {
                for span in index...close {
                    guard case .text(let text, var style) = parts[span] else { continue }
                    style.emphasis.subtract(shared)
                    // The bold that marks names in it goes too, as in a stage direction
                    // standing alone (§14.1.2, §14.1.3; `playInlines`).
                    style.emphasis.remove(.bold)
                    parts[span] = .text(namesInitiallyCapitalized(text), style)
                }
            }
            index = close + 1
        }
        return parts
    }

    private static func opensBracket(_ character: Character) -> Bool { character == "(" || character == "[" }
    private static func closesBracket(_ character: Character) -> Bool { character == ")" || character == "]" }

    /// `text` with the words in capitals that open it (a speaker's name, at most four
    /// words) initially capitalized, up to the first word that is not in capitals or the
    /// first that ends in a full stop or a colon (`FIRST WITCH. Hail!`, `MARSH Has the ship`);
    /// a word ending in other punctuation is the speech's (`BOY NO, SIR!` is `Boy NO, SIR!`).
    /// In a cast of characters a comma ends the name too (`nameEnds`).
    static func initiallyCapitalized(_ text: String, nameEnds: Set<Character> = [".", ":"]) -> String {
        var result = ""
        var rest = Substring(text)
        for _ in 0..<4 {
            let leading = rest.prefix { $0 == " " }
            let word = rest.dropFirst(leading.count).prefix { $0 != " " }
            let letters = word.filter(\.isLetter)
            // A word ending in other punctuation ("NO," "STOP!") is the speech, not the name.
            guard letters.count >= 2, letters.allSatisfy(\.isUppercase),
                  word.last.map({ $0.isLetter || nameEnds.contains($0) }) == true else { break }
            result += leading + word.prefix(1) + word.dropFirst().lowercased()
            rest = rest.dropFirst(leading.count + word.count)
            if let last = word.last, nameEnds.contains(last) { break }
        }
        return result + rest
    }

    /// `text` with every word in capitals (two letters or more, not a roman numeral)
    /// initially capitalized: `Enter VIOLA and the CAPTAIN.` is `Enter Viola and the Captain.`
    /// (Braille Formats 2011 §14.1.2, in a stage direction, where every such word is a name).
    static func namesInitiallyCapitalized(_ text: String) -> String {
        guard text.contains(where: \.isUppercase) else { return text }
        var result = ""
        var word = ""
        func flush() {
            let letters = word.filter(\.isLetter)
            if letters.count >= 2, letters.allSatisfy(\.isUppercase), !letters.allSatisfy({ "IVXLCDM".contains($0) }),
               let first = word.firstIndex(where: \.isLetter) {
                result += word[..<first] + String(word[first]) + word[word.index(after: first)...].lowercased()
            } else {
                result += word
            }
            word = ""
        }
        for character in text {
            if character.isWhitespace {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }

    /// The emphasis all of the text runs share, `nil` when there is no text.
    static func commonEmphasis(_ inlines: [Inline]) -> Emphasis? {
        var common: Emphasis?
        for inline in inlines {
            guard case .text(let text, let style) = inline, !WhiteSpace.isBlank(text) else { continue }
            common = common.map { $0.intersection(style.emphasis) } ?? style.emphasis
        }
        return common
    }
}
