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
        return (base, base + 2)
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
        case .verseSpeech: return (base, base + 4)
        case .verseContinued: return (base + 2, base + 4)
        default: return nil
        }
    }

    /// Where a line of a verse speech after its paragraph's first starts, and its runovers
    /// (see ``playFormat(base:)``); `nil` outside a verse speech.
    func verseLineFormat(_ format: (first: Int, runover: Int)) -> (first: Int, runover: Int)? {
        guard currentPart.isVerseSpeech, context.items.isEmpty, context.lineGroupDepth == 0, forcedFormat == nil else {
            return nil
        }
        return (format.runover - 2, format.runover)
    }

    /// A cast of characters' entry: "Ignore font attributes shown in a cast of characters,
    /// unless needed for distinction" (Braille Formats 2011 §14.2.1c): the typeform the whole
    /// entry shares and the character's name's own are not shown, a title in the
    /// identification keeps its; "All speaker and character names ... are
    /// initially-capitalized" (§14.1.2): the words in capitals that open the entry, up to
    /// the first ending in a comma, full stop or colon (`HAMLET, Prince of Denmark`).
    static func castInlines(_ inlines: [Inline]) -> [Inline] {
        var inlines = withoutCommonEmphasis(inlines)
        guard let first = inlines.firstIndex(where: { if case .text(let text, _) = $0 { return !WhiteSpace.isBlank(text) } else { return false } }),
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

    /// The emphasis every term of a glossary list shares: "Ignore entry word font attributes
    /// when all entry words are emphasized" (Braille Formats 2011 §22.2.2).
    static func sharedTermEmphasis(_ list: PlanNode) -> Emphasis {
        var terms: [Inline] = []
        func collect(_ node: PlanNode) {
            for child in node.children {
                switch child.role {
                case .definitionTerm: terms += child.inlines
                case .definitionList: continue
                default: collect(child)
                }
            }
        }
        collect(list)
        return commonEmphasis(terms) ?? []
    }

    /// A glossary term: held to open its definition's first paragraph, after the term
    /// before it when that one had no definition.
    mutating func glossaryTerm(_ node: PlanNode) throws(ExportError) {
        try placePendingTerm()
        pendingTerm = node.inlines.map { inline in
            guard case .text(let text, var style) = inline else { return inline }
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
    /// salutation stand at the margin (§9.7: follow print, lines blocked one per line).
    mutating func closingLine(_ node: PlanNode) throws(ExportError) {
        let margin = format().runover
        let cell: Int
        switch node.part {
        case .dateline, .salutation, .address:
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
            return withoutCommonEmphasis(node.inlines).map { inline in
                guard case .text(let text, let style) = inline else { return inline }
                return .text(namesInitiallyCapitalized(text), style)
            }
        }
        var inlines = node.inlines
        guard let first = inlines.firstIndex(where: { if case .text(let text, _) = $0 { return !WhiteSpace.isBlank(text) } else { return false } }),
              case .text(let text, var style) = inlines[first] else { return inlines }
        // The name's own typeform: a short run of emphasis the speech after it does not share.
        if !style.emphasis.isEmpty, text.split(separator: " ").count <= 4, first + 1 < inlines.count,
           case .text(_, let next) = inlines[first + 1], next.emphasis != style.emphasis {
            style.emphasis.subtract(style.emphasis.subtracting(next.emphasis))
        }
        inlines[first] = .text(initiallyCapitalized(text), style)
        return inlines
    }

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
