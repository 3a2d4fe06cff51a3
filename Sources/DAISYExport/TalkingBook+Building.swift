import NarrationExport
import ReadingModel

extension TalkingBook {
    /// Lays the narration out in the order it is heard; the plan says which sentences are
    /// headings and notes, and where print pages break.
    init(plan: ReadingPlan, narration: Narration) throws(ExportError) {
        let spoken = Set(narration.chapters.flatMap { $0.clips.map(\.sentence.blockID) })
        guard !spoken.isEmpty else { throw .narration(.nothingSpoken(path: nil)) }
        var facts = PlanFacts(spoken: spoken)
        facts.walk(plan.nodes)
        facts.useContentsLabels(plan.navigation.toc)

        metadata = plan.metadata
        language = narration.language
        labels = plan.labels
        narrator = narration.narrator
        let ext = narration.settings.audio.fileExtension
        audioFiles = narration.chapters.enumerated().map { index, chapter in
            AudioFile(name: "a" + Self.number(index + 1, digits: 3) + "." + ext, bytes: chapter.audio, duration: chapter.duration)
        }

        var layout = Layout()
        // By place in the book; two breaks in one paragraph keep their order.
        var pages = facts.pages.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)[...]
        for (index, chapter) in narration.chapters.enumerated() {
            for clip in chapter.clips {
                let sentence = clip.sentence
                if sentence.blockID != layout.blockID {
                    layout.blockID = sentence.blockID
                    if let order = facts.orders[sentence.blockID] {
                        // The page breaks before this block in the book (or the break it
                        // speaks, `--page-numbers announce`): the narration
                        // follows each document's order, which the plan's placed notes do not.
                        while let first = pages.first, first.key <= Double(order) {
                            layout.pending.append(first.page)
                            pages.removeFirst()
                        }
                    }
                    layout.startsBlock = true
                    layout.continuesBlock = false
                }
                let heard = Clip(audio: index, begin: clip.begin, end: clip.end)
                if sentence.skippable == .page, !layout.pending.isEmpty {
                    // "Page 12" spoken (`--page-numbers announce`): the page's own clip.
                    layout.page(layout.pending.removeFirst(), clip: heard)
                    continue
                }
                layout.flushPages()
                if layout.startsBlock {
                    let note = facts.notes[sentence.blockID]
                    if let level = facts.headingLevels[sentence.blockID], !layout.continuesBlock {
                        let written = facts.headingTexts[sentence.blockID] ?? ""
                        layout.heading(level: level, text: written.isEmpty ? sentence.text : written, note: note,
                                       skippable: facts.skippables[sentence.blockID])
                    } else {
                        layout.paragraph(id: sentence.blockID, note: note, structures: facts.structures[sentence.blockID] ?? [],
                                         skippable: facts.skippables[sentence.blockID])
                    }
                    layout.startsBlock = false
                }
                layout.append(Sentence(text: sentence.text, clip: heard))
            }
        }
        layout.pending += pages.map(\.page)
        layout.flushPages()
        sections = layout.sections.map(Self.placingPages)
        tables = facts.tables
        numberings = facts.numberings
        markers = facts.markers
        escapable = facts.escapable
        if sections.first?.heading == nil {
            // The NCC's first item is the title (DAISY 2.02, *The NCC*): words heard before the
            // book's first heading go under it.
            let title = metadata.title?.trimmingWhitespace() ?? ""
            let text = title.isEmpty ? sections.first?.blocks.first?.sentences.first?.text ?? "" : title
            sections[0].heading = Heading(level: 1, text: text, isTitle: true)
            sections[0].blocks.insert(TextBlock(kind: .heading(1), sentences: [Sentence(text: text, clip: nil)]), at: 0)
        } else {
            sections[0].heading?.isTitle = true
        }
    }

    /// A page number stands in the structures around it (between two items of one list, in
    /// a poem, in a note): those of the blocks before and after it that both lie in. Never
    /// in a table's cells: DTBook's cells take no `pagenum`, so it stands after the table.
    static func placingPages(_ section: Section) -> Section {
        var section = section
        for index in section.blocks.indices {
            guard case .page = section.blocks[index].kind else { continue }
            let before = section.blocks[..<index].last { !$0.isPage }?.structures ?? []
            let after = section.blocks[(index + 1)...].first { !$0.isPage }?.structures ?? []
            var common = Array(zip(before, after).prefix { $0 == $1 }.map(\.0))
            if let table = common.firstIndex(where: \.isTablePart) { common.removeSubrange(table...) }
            if common.last.map({ if case .image = $0 { return true } else { return false } }) == true { common.removeLast() }
            section.blocks[index].structures = common
        }
        return section
    }

    /// `7` as `007`.
    static func number(_ value: Int, digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The sections as they are laid out, sentence by sentence.
    private struct Layout {
        var sections: [Section] = [Section()]
        /// The block of the sentence before.
        var blockID: String?
        /// Page breaks met before the next sentence.
        var pending: [PageBreak] = []
        var startsBlock = false
        /// A page number broke the block: its next sentences go on in a paragraph.
        var continuesBlock = false
        /// The headings open above the next one: the book's level and the level written.
        private var open: [(book: Int, written: Int)] = []

        mutating func heading(level: Int, text: String, note: NoteOwner?, skippable: SkippableStructure?) {
            // Headings never skip a level (DAISY 2.02, *The NCC*; DTBook's nested levels):
            // a heading is one deeper than the nearest open heading of a higher book level,
            // so h2, h4, h2 is written 1, 2, 1.
            while let last = open.last, last.book >= level { open.removeLast() }
            let clamped = min((open.last?.written ?? 0) + 1, 6)
            open.append((level, clamped))
            let heading = Heading(level: clamped, text: text.collapsingWhitespace())
            if sections.count == 1, sections[0].blocks.isEmpty {
                sections[0].heading = heading
            } else {
                sections.append(Section(heading: heading))
            }
            sections[sections.count - 1].blocks.append(TextBlock(kind: .heading(clamped), note: note, sentences: [],
                                                                 skippable: skippable))
        }

        mutating func paragraph(id: String, note: NoteOwner?, structures: [Structure], skippable: SkippableStructure?) {
            sections[sections.count - 1].blocks.append(TextBlock(kind: .paragraph, id: id, note: note, sentences: [],
                                                                 structures: structures, skippable: skippable))
        }

        mutating func append(_ sentence: Sentence) {
            sections[sections.count - 1].blocks[sections[sections.count - 1].blocks.count - 1].sentences.append(sentence)
        }

        mutating func page(_ page: PageBreak, clip: Clip?) {
            let label = page.label.trimmingWhitespace()
            guard !label.isEmpty else { return }
            sections[sections.count - 1].blocks.append(TextBlock(kind: .page(label: label, kind: TalkingBook.pageKind(label)),
                                                                 sentences: [Sentence(text: label, clip: clip)], skippable: .page))
            if !startsBlock {
                startsBlock = true
                continuesBlock = true
            }
        }

        /// Page numbers not spoken stand where the page breaks, without audio.
        mutating func flushPages() {
            let pages = pending
            pending = []
            for page in pages { self.page(page, clip: nil) }
        }
    }
}

/// How the DAISY contents names a heading.
enum TalkingBookContents {
    /// Whether a heading says nothing but a number, with punctuation around it ("190",
    /// "XII.", "(iv)"): digits, or a well-formed roman numeral in one case (I to MMMM…,
    /// the subtractive forms included), so "Mix" and "Civil" are words.
    static func isBareNumber(_ text: String) -> Bool {
        let core = String(text.filter { $0.isLetter || $0.isNumber })
        guard !core.isEmpty else { return false }
        if core.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        guard core == core.uppercased() || core == core.lowercased() else { return false }
        return isRomanNumeral(core.uppercased())
    }

    /// Thousands, hundreds, tens and units in turn, each written as roman numerals are
    /// (`CM`, `CD`, `D` then up to three `C` ...).
    static func isRomanNumeral(_ text: String) -> Bool {
        var rest = Substring(text)
        func take(_ one: Character, _ five: Character, _ ten: Character) {
            if rest.hasPrefix(String([one, ten])) { rest = rest.dropFirst(2); return }
            if rest.hasPrefix(String([one, five])) { rest = rest.dropFirst(2); return }
            if rest.first == five { rest = rest.dropFirst() }
            var count = 0
            while rest.first == one, count < 3 { rest = rest.dropFirst(); count += 1 }
        }
        var thousands = 0
        while rest.first == "M", thousands < 4 { rest = rest.dropFirst(); thousands += 1 }
        take("C", "D", "M")
        take("X", "L", "C")
        take("I", "V", "X")
        return rest.isEmpty && !text.isEmpty
    }
}

/// What the plan says of the blocks the narration speaks.
private struct PlanFacts: PlanVisitor {
    let spoken: Set<String>
    var headingLevels: [String: Int] = [:]
    var headingTexts: [String: String] = [:]
    var notes: [String: TalkingBook.NoteOwner] = [:]
    /// Each spoken block's place in the book (``PlanNode/sourceOrder``).
    var orders: [String: Int32] = [:]
    /// Every node in reading order: its id, and whether it is a heading or a spoken
    /// block of other text (what a contents entry's target may pass on its way to a heading).
    private var sequence: [(id: String, heading: Bool, text: Bool)] = []
    /// Every page break, keyed by its place in the book: a break inside a block's text
    /// goes just before the block (a DAISY page number stands between blocks).
    var pages: [(key: Double, page: PageBreak)] = []
    /// The structures each node lies in, its own last when it is one.
    var structures: [String: [TalkingBook.Structure]] = [:]
    /// The innermost skippable structure each spoken node lies in (its own when it opens one).
    var skippables: [String: SkippableStructure] = [:]
    /// The escapable structure each node opens, by its id.
    var escapable: [String: EscapableStructure] = [:]
    /// The skippable structures open around the node being visited, innermost last, and
    /// whether each node visited opened one.
    private var openSkippable: [SkippableStructure] = []
    private var openedSkippable: [Bool] = []
    var tables: [String: TableGrid] = [:]
    var numberings: [String: TalkingBook.Numbering] = [:]
    var markers: [String: String] = [:]
    private var noteStack: [TalkingBook.NoteOwner] = []
    /// The structures open around the node being visited, outermost first.
    private var open: [TalkingBook.Structure] = []
    /// Whether each node visited opened a structure, to close it on leaving.
    private var opened: [Bool] = []

    init(spoken: Set<String>) { self.spoken = spoken }

    /// A heading that is only a number ("190", "XII") is listed in the NCC and the NCX by the
    /// book's own contents entry when that entry says more ("190 A FOUR-LEAVED CLOVER"): the
    /// entry's target (a section, a page break before the heading) leads to the first
    /// heading after it, unless other text is read first. A heading with words keeps its
    /// own text, whatever the contents says.
    mutating func useContentsLabels(_ entries: [NavigationEntry]) {
        var index: [String: Int] = [:]
        for (position, node) in sequence.enumerated() where index[node.id] == nil { index[node.id] = position }
        func visit(_ entries: [NavigationEntry]) {
            for entry in entries {
                defer { visit(entry.children) }
                guard let target = entry.blockID, let start = index[target] else { continue }
                var heading: String?
                for node in sequence[start...] {
                    if node.heading { heading = node.id; break }
                    if node.text { break }
                }
                guard let heading, let text = headingTexts[heading], TalkingBookContents.isBareNumber(text) else { continue }
                let label = entry.label.collapsingWhitespace()
                if label.count > text.count, label.lowercased().contains(text.lowercased()) { headingTexts[heading] = label }
            }
        }
        visit(entries)
    }


    mutating func visit(_ node: PlanNode, depth: Int) -> VisitAction {
        switch node.role {
        case .placedNote(let number, let mark, _):
            noteStack.append(TalkingBook.NoteOwner(id: node.id, label: node.labels.noteName(mark: mark, number: number), isSidebar: false))
        case .note(let kind):
            let first = node.plainText.collapsingWhitespace()
            let label = first.count > 60 ? String(first.prefix(59)) + "…" : first
            noteStack.append(TalkingBook.NoteOwner(id: node.id, label: label.isEmpty ? node.labels.note : label,
                                                   isSidebar: kind == .aside))
        case .pageBreak(let page):
            pages.append((Double(node.sourceOrder), page))
        case .heading(let level), .addedHeading(let level):
            headingLevels[node.id] = level
            headingTexts[node.id] = node.plainText.collapsingWhitespace()
        default:
            break
        }
        if let note = noteStack.last { notes[node.id] = note }
        let structure = Self.structure(node, in: open.last)
        if let structure { open.append(structure) }
        opened.append(structure != nil)
        switch node.role {
        case .table(let grid):
            tables[node.id] = grid
        case .list(ordered: true):
            // A reversed list counts down, which DTBook's `start` cannot say: its items
            // keep their markers in the text.
            if node.listNumbering?.reversed != true,
               let first = node.children.lazy.compactMap({ child -> Int? in
                   if case .listItem(.ordinal(let value)) = child.role { return value }
                   return nil
               }).first {
                let style: String
                switch node.listNumbering?.style ?? .decimal {
                case .decimal: style = "1"
                case .lowerAlpha: style = "a"
                case .upperAlpha: style = "A"
                case .lowerRoman: style = "i"
                case .upperRoman: style = "I"
                }
                numberings[node.id] = TalkingBook.Numbering(style: style, start: first)
            }
        case .listItem(let marker):
            if case .list(id: let list, _)? = open.dropLast().last, numberings[list] != nil,
               let written = node.readMarker(marker)?.written {
                markers[node.id] = written + " "
            }
        default:
            break
        }
        let isHeading = headingLevels[node.id] != nil
        sequence.append((node.id, isHeading, !isHeading && spoken.contains(node.id)))
        let skippable = Self.skippable(node)
        if let skippable { openSkippable.append(skippable) }
        openedSkippable.append(skippable != nil)
        if let escapable = node.role.escapableStructure, skippable != .prodnote { self.escapable[node.id] = escapable }
        if spoken.contains(node.id) {
            structures[node.id] = open
            skippables[node.id] = openSkippable.last
        }
        if spoken.contains(node.id), node.sourceOrder >= 0, orders[node.id] == nil { orders[node.id] = node.sourceOrder }
        for inline in node.inlines {
            if case .pageBreak(let page) = inline { pages.append((Double(node.sourceOrder) - 0.5, page)) }
        }
        return .visitChildren
    }

    /// The structure a node opens, if any: a caption only in a table (a figure's caption is
    /// a paragraph), a line group only of lines.
    static func structure(_ node: PlanNode, in outer: TalkingBook.Structure?) -> TalkingBook.Structure? {
        switch node.role {
        case .list(let ordered): return .list(id: node.id, ordered: ordered)
        case .listItem: return .item(id: node.id)
        case .table: return .table(id: node.id)
        case .tableRow: return .row(id: node.id)
        case .tableCell: return .cell(id: node.id)
        case .caption:
            if case .table? = outer { return .caption(id: node.id) }
            return nil
        case .lineGroup where isLines(node): return .lineGroup(id: node.id)
        case .placedNote: return .note(id: node.id)
        case .note(let kind) where kind == .aside:
            return isProducersNote(node) ? .producersNote(id: node.id) : .sidebar(id: node.id)
        case .note: return .note(id: node.id)
        case .image: return .image(id: node.id)
        default: return nil
        }
    }

    /// The skippable structure a node opens: the plan's, but a producer's note, which the plan
    /// reads as the aside it is tagged as, is DTBook's `prodnote` (Z39.86-2005: skippable as
    /// `prodnote`, OPTIONAL_PRODUCER_NOTE; DAISY 2.02's `optional-prodnote`), not a sidebar.
    /// It is a single element, not an escapable `seq` of the sidebar's class.
    static func skippable(_ node: PlanNode) -> SkippableStructure? {
        isProducersNote(node) ? .prodnote : node.role.skippableStructure
    }

    /// Whether a node is a producer's note: an aside the reader marked as the producer's
    /// (``BlockTraits/producersNote``), which DTBook writes as `prodnote`, not as a sidebar.
    static func isProducersNote(_ node: PlanNode) -> Bool {
        if case .note(.aside) = node.role { return node.traits.contains(.producersNote) }
        return false
    }

    /// Whether a line group holds only lines and line groups of lines (stanzas): DTBook's
    /// `linegroup` takes no lists or tables, so a group holding more is read as paragraphs.
    static func isLines(_ group: PlanNode) -> Bool {
        group.children.allSatisfy { $0.children.isEmpty || ($0.role == .lineGroup && isLines($0)) }
    }

    mutating func leave(_ node: PlanNode, depth: Int) {
        if opened.removeLast() { open.removeLast() }
        if openedSkippable.removeLast() { openSkippable.removeLast() }
        switch node.role {
        case .placedNote, .note: noteStack.removeLast()
        default: break
        }
    }
}
