import MathRender
import ReadingModel
/// Lays braille cells out on pages by BANA's "Braille Formats" basics: paragraphs with a
/// first-line and a runover indent, words wrapped at blanks, words too long for a line
/// divided with a hyphen, the braille page number on the last line and the print page
/// number on the first, each at least three blank cells from the text.
///
/// The layout streams: each line is broken knowing which row of the page it will fill,
/// so rows shortened by page numbers are never overrun.
struct BrailleLayout {
    let cells: Int
    /// Lines of the braille page, the running head's line included.
    let pageLines: Int
    /// Lines of the page being filled that take text: one fewer under a running head.
    var lines: Int { headed ? pageLines - 1 : pageLines }
    /// The braille page number of a page, given its 1-based index in this layout.
    let pageNumber: (Int) -> Cells?

    private(set) var pages: [BraillePage] = []
    /// Rows of the page being filled (without page numbers).
    var rows: [Cells] = []
    /// The print page shown on line 1 of the page being filled.
    var pagePrintNumber: Cells?
    /// The print page in force (the last print page indicator passed).
    var printNumber: Cells?
    /// Braille pages the print page in force has run over so far: the continuation letter
    /// of the next page (BANA Braille Formats §1.11: `a12`, `b12` ...).
    var continuation = 0
    /// The row of a print page change indicator when nothing but blank lines follows it
    /// (moved to line 1 of the next page when a forced new page follows it).
    var indicatorRow: Int?
    /// A blank line carried to the top of the next page (``blankLineAfter(lastTwoLines:)``).
    var blankOnNextPage = false
    var pageStartsChapter = false
    var pageNumberWidth = 0
    /// The paragraph being laid out: runover indent, and whether a line of it is placed.
    var paragraph: (first: Int, runover: Int, started: Bool)?
    /// Whether words of the paragraph being laid out are divided without a hyphen (code,
    /// where a hyphen would read as part of the text).
    var literal = false
    /// The math code of the text's expressions (``mathCode(of:)``); `nil` outside UEB.
    var mathCode: MathBrailleCode?
    /// Whether the words being laid out are inside a Nemeth passage.
    var inNemeth = false
    /// Rows each line of text takes, blank rows after the line making up the rest: 2 for a
    /// paragraph double spaced by its style sheet (`line-height: 2rem`, a line box two
    /// braille lines high, CSS Inline 3 §4.2; eBraille styling best practices, "Line
    /// spacing"). A blank row that would start a page is not placed.
    var lineSpacing = 1
    /// Cells kept at the right of every row of the line-numbered text being laid out: its
    /// widest line number and two blank cells (set by the transcriber for a whole poem or
    /// paragraph; 0 elsewhere). See ``lineNumber(_:)``.
    var lineNumberColumn = 0
    /// The line number of a print line whose first word is not placed yet.
    var pendingLineNumber: ArraySlice<Unicode.Scalar>?
    /// The side cells of the boxes open around the text that a style sheet draws with a
    /// border image (``BoxBorder``), outermost first: each row placed inside them is framed
    /// by them, its text in the cells between.
    var sides: [(left: Unicode.Scalar?, right: Unicode.Scalar?)] = []
    /// The cells ``sides`` take on every row.
    var sideWidth = 0
    /// Headings placed but not yet followed by text: the rows they start at and how to place
    /// them again at the top of the next page (BANA Braille Formats §4.3: a heading is never
    /// the last thing on a page).
    var kept: KeptGroup?
    /// The page each kept heading ended up on, by the tag it was kept with.
    private(set) var keptPages: [Int: Int] = [:]
    /// What the first row of the page being filled opens.
    var opening = (heading: false, block: false)
    /// Whether the row being placed opens a block (a paragraph's first line, a heading ...).
    var rowOpensBlock = false
    /// The print page label (as printed) in force, and the one shown at the top of this page.
    var printText: String?
    var pagePrintText: String?
    /// The print page whose text the page being filled shows last: a change indicator with
    /// nothing after it on the page does not make the page show its print page.
    var shownPrintText: String?
    /// Whether the last row placed is a top box line (no blank line may follow it).
    var afterTopBoxLine = false
    /// The first print page of the last page change when nothing has been placed since it
    /// (the next change is combined with it).
    var unfollowedPrintPage: String?
    /// Whether each page keeps the print text of the blocks its rows came from (for the
    /// proof); off, nothing is kept and ``printSource`` is never read.
    var keepsPrintText = false
    /// The print text of the block being placed (set by the transcriber), `nil` for rows
    /// the tool adds itself.
    var printSource: String?
    /// The print text of the blocks placed on this page, with the row each started on:
    /// rows taken off the page's end (a heading kept with its text) take their blocks.
    var pageSources: [(row: Int, text: String)] = []

    /// Where words containing these cells may be divided without a hyphen: after a slash,
    /// before a dot or an at sign (electronic addresses, BANA Braille Formats §1.10).
    var addressBreaks: AddressBreaks?
    /// Where words may be divided between syllables (UEB tables); `nil` divides a word
    /// that has no hyphen of its own at the line end.
    var syllables: SyllableDivider?

    /// The places where an electronic address may be divided, in the table's cells.
    struct AddressBreaks {
        /// Cell sequences a line may end after (a slash).
        var after: [Cells]
        /// Cell sequences a line may begin with (a dot, an at sign).
        var before: [Cells]
        /// Cells that make a word an address (a slash, an at sign).
        var markers: [Cells]
    }

    /// A step of placing a heading, kept so that it can be taken again on the next page.
    enum KeptStep {
        case blank
        case centred(Cells)
        case paragraph(Cells, first: Int, runover: Int, math: [Range<Int>]?)
    }

    struct KeptGroup {
        var start: Int
        var steps: [KeptStep] = []
        var tags: [Int] = []
        /// `true` while the heading is being placed (its rows do not release the group).
        var open = true
    }

    static let hyphen: Unicode.Scalar = "\u{2824}"      // dots 3-6
    static let guideDot: Unicode.Scalar = "\u{2810}"    // dot 5
    static let separation = 3                            // blank cells before a page number

    /// The running head (BANA Braille Formats §1.8): the book's title, shortened to fit,
    /// centred on line 1 of every page but the volume's first, the print page number at
    /// the right of the same line. `nil` writes none (the default: BANA makes it optional).
    private(set) var runningHead: Cells?
    /// Whether this layout's first page opens a volume (it never carries a running head).
    var opensVolume = false
    /// Whether the page being filled carries the running head (its rows start on line 2):
    /// every page has it but a volume's first (no page is finished yet).
    var headed: Bool { runningHead != nil && !(opensVolume && pages.isEmpty) }

    /// A heading centred on the first line of every page after the first, with no blank
    /// line after it: a generated page's heading "(cont.)" (*English Braille American
    /// Edition*, Appendix A §10a, for the transcriber's notes page). Set before the first
    /// page fills. A page it would be alone on is not made.
    var continuationHeading: Cells?
    /// The rows the continuation heading holds on the page being filled.
    var continuationRows = 0

    /// Puts `head` on line 1 of every page from the next one started (of every page, or
    /// every page but the first when `opensVolume`). Call before placing anything.
    mutating func setRunningHead(_ head: Cells?, opensVolume: Bool) {
        runningHead = head
        self.opensVolume = opensVolume
    }

    init(cells: Int, lines: Int, pageNumber: @escaping (Int) -> Cells?) {
        self.cells = cells
        self.pageLines = lines
        self.pageNumber = pageNumber
        startPage()
    }

    /// The braille page number of preliminary pages (the book's front matter), by their
    /// 1-based index among them; `nil` numbers every page as a body page.
    var preliminaryNumber: ((Int) -> Cells?)?
    /// Whether the pages being filled are the book's front matter.
    private(set) var inFrontMatter = false
    /// The 1-based index of the first body page, once the front matter has ended.
    private(set) var bodyStart: Int?

    /// The front matter starts here, at the top of the first page: its pages are numbered
    /// as preliminary pages, p1, p2 ... (BANA Braille Formats §1.15, §2.7).
    mutating func beginFrontMatter() {
        guard preliminaryNumber != nil, pages.isEmpty, rows.isEmpty, bodyStart == nil else { return }
        inFrontMatter = true
        pageNumberWidth = number(ofPage: currentPageIndex).map { $0.count + 1 } ?? 0
    }

    /// The body starts on a new page numbered 1 (BANA Braille Formats §2.12).
    mutating func beginBody() {
        guard inFrontMatter else { return }
        newPage()
        inFrontMatter = false
        bodyStart = currentPageIndex
        pageNumberWidth = number(ofPage: currentPageIndex)?.count ?? 0
    }

    func isPreliminary(_ index: Int) -> Bool {
        inFrontMatter || bodyStart.map { index < $0 } ?? false
    }

    /// The number shown on page `index` (1-based in this layout).
    func number(ofPage index: Int) -> Cells? {
        if isPreliminary(index), let preliminaryNumber { return preliminaryNumber(index) }
        return pageNumber(index - (bodyStart ?? 1) + 1)
    }

    /// The page's number as the contents cites it: `p3` for front matter, else the body page.
    func label(ofPage index: Int) -> String {
        isPreliminary(index) ? "p" + String(index) : String(index - (bodyStart ?? 1) + 1)
    }

    /// Whether a heading is the last thing placed (no text has followed it yet).
    var followsHeading: Bool { kept?.open == false }
    /// The rows the headings no text has followed yet take on this page, with the blank
    /// lines after them (0 when there are none): they move with what is kept with them.
    var keptHeadingRows: Int {
        guard let kept, !kept.open else { return 0 }
        return max(rows.count - kept.start, 0)
    }
    /// Whether the last row is a print page change indicator after a blank line (a centred
    /// heading's): a blank line wanted next goes after the indicator instead (Appendix C).
    var indicatorFollowsBlank: Bool {
        guard let row = indicatorRow, row == rows.count - 1, row > 0 else { return false }
        return rows[row - 1].isEmpty
    }
    /// Rows already placed on the current page.
    var rowsOnPage: Int { rows.count }
    var isAtTopOfPage: Bool { rows.allSatisfy(\.isEmpty) }
    /// The 0-based cell where the last text row on the page starts, `nil` when none has text.
    var lastRowStart: Int? {
        guard let row = rows.last(where: { !$0.isEmpty }) else { return nil }
        return row.firstIndex { $0 != .blankCell }
    }
    /// 1-based number of the page being filled.
    var currentPageIndex: Int { pages.count + 1 }

    // MARK: Rows

    /// The cells free for text on row `row` (0-based) of the current page.
    func width(ofRow row: Int) -> Int {
        var width = cells
        if row == 0, !headed, let pagePrintNumber { width -= pagePrintNumber.count + Self.separation }
        if row == lines - 1, pageNumberWidth > 0 { width -= pageNumberWidth + Self.separation }
        return max(width - sideWidth, 1)
    }

    var nextRowWidth: Int {
        if rows.count >= lines {
            // A new page starts before this row; its line 1 carries the print page number,
            // unless the running head's line does.
            return nextPageFirstRowWidth
        }
        return width(ofRow: rows.count)
    }

    /// The cells free for text on the first text row of the next page: its line 1 carries
    /// the print page number, unless the running head's line does.
    var nextPageFirstRowWidth: Int {
        if runningHead != nil { return cells - sideWidth }
        return cells - sideWidth - (printNumber.map { Self.lettered($0, continuation + 1).count + Self.separation } ?? 0)
    }

    mutating func startPage() {
        rows = []
        indicatorRow = nil
        if let printNumber {
            continuation += 1
            pagePrintNumber = Self.lettered(printNumber, continuation)
        } else {
            pagePrintNumber = nil
        }
        pageStartsChapter = false
        pageNumberWidth = number(ofPage: currentPageIndex)?.count ?? 0
        // A preliminary page keeps a cell more: its number grows when contents pages are
        // counted in front of it (``BrailleExporter`` renumbers it).
        if isPreliminary(currentPageIndex), pageNumberWidth > 0 { pageNumberWidth += 1 }
        opening = (false, false)
        pageSources = []
        pagePrintText = printText
        shownPrintText = printText
        continuationRows = 0
        if let continuationHeading, !pages.isEmpty {
            let width = nextRowWidth
            for line in centredLines(Self.words(continuationHeading), width: max(width - 2 * Self.separation, min(8, width))) {
                rows.append(Cells(repeating: .blankCell, count: max((width - line.count) / 2, 0)) + line)
            }
            continuationRows = rows.count
        }
    }

    mutating func placeRow(_ row: Cells, releasesKept: Bool = true) {
        if rows.count >= lines { breakPage() }
        if blankOnNextPage {
            blankOnNextPage = false
            if rows.isEmpty, !row.isEmpty { rows.append([]) }
        }
        let row = sides.isEmpty ? row : framed(row, width: width(ofRow: rows.count))
        if rows.isEmpty { opening = (kept?.open ?? false, rowOpensBlock || (kept?.open ?? false)) }
        if keepsPrintText, !row.isEmpty, let printSource, pageSources.last?.text != printSource {
            pageSources.append((rows.count, printSource))
        }
        rows.append(row)
        indicatorRow = nil
        unfollowedPrintPage = nil
        shownPrintText = printText
        afterTopBoxLine = false
        rowOpensBlock = false
        if releasesKept, kept?.open == false { kept = nil }
    }

    /// Ends the page because it is full. Headings at its end that no text follows yet go to
    /// the top of the next page (after `prepare` has set that page up), unless they would
    /// fill most of it.
    mutating func breakPage(prepare: (inout BrailleLayout) -> Void = { _ in }) {
        guard var group = kept else {
            finishPage()
            prepare(&self)
            return
        }
        if group.start >= rows.count {
            // The heading has placed nothing on this page yet: it starts the next one.
            finishPage()
            prepare(&self)
            group.start = 0
            kept = group
            return
        }
        if group.start == 0 || rows.count - group.start >= lines - 2 {
            finishPage()
            prepare(&self)
            kept = group.open ? KeptGroup(start: 0, steps: [], tags: group.tags, open: true) : nil
            return
        }
        // The kept heading's rows are placed again with its own print text.
        let movedSource = pageSources.first { $0.row >= group.start }?.text
        let currentSource = printSource
        rows.removeSubrange(group.start...)
        if let row = indicatorRow, row >= rows.count { indicatorRow = nil }
        finishPage()
        prepare(&self)
        kept = KeptGroup(start: 0, steps: [], tags: group.tags, open: true)
        if let movedSource { printSource = movedSource }
        defer { printSource = currentSource }
        for step in group.steps {
            switch step {
            case .blank: blankLine()
            case .centred(let text): addCentred(text)
            case .paragraph(let text, let first, let runover, let math): addParagraph(text, first: first, runover: runover, math: math)
            }
        }
        for tag in group.tags { keptPages[tag] = currentPageIndex }
        kept?.open = group.open
    }

    /// Starts keeping a heading with what follows it; `tag` names it in ``keptPages``.
    /// A heading straight after another joins its group, so both move together.
    mutating func beginHeading(tag: Int?) {
        if kept == nil || kept?.open == true && kept?.steps.isEmpty == true {
            kept = KeptGroup(start: rows.count >= lines ? lines : rows.count)
        }
        kept?.open = true
        if let tag { kept?.tags.append(tag) }
    }

    /// The heading is placed: the next text row releases it.
    mutating func endHeading() {
        guard kept != nil else { return }
        kept?.open = false
        for tag in kept?.tags ?? [] { keptPages[tag] = currentPageIndex }
    }

    mutating func record(_ step: KeptStep) {
        if kept?.open == true { kept?.steps.append(step) }
    }

    /// Ends the current page (if anything is on it) and starts the next. A print page
    /// change indicator just placed moves to line 1 of the new page instead (BANA Braille
    /// Formats §1.11: never just before a new page).
    mutating func newPage() {
        blankOnNextPage = false
        if !rows.isEmpty, rows.allSatisfy(\.isEmpty) { rows = [] }
        guard !rows.isEmpty else { return }
        let moved = indicatorRow != nil
        if let indicatorRow { rows.removeSubrange(indicatorRow...) }
        if !rows.isEmpty { finishPage() }
        kept = nil
        if moved, let printNumber {
            continuation = 0
            pagePrintNumber = printNumber
        }
    }

    /// Ends the last page: call once when all content is placed.
    mutating func finish() -> [BraillePage] {
        if rows.dropFirst(continuationRows).contains(where: { !$0.isEmpty }) || pages.isEmpty { finishPage() }
        return pages
    }

    mutating func finishPage() {
        var full = rows
        if headed, let runningHead { full.insert(Self.headLine(runningHead, printNumber: pagePrintNumber, cells: cells), at: 0) }
        while full.count < pageLines { full.append([]) }
        if let pagePrintNumber, !headed { full[0] = Self.rightAligned(pagePrintNumber, after: full[0], cells: cells) }
        let number = number(ofPage: currentPageIndex)
        if let number { full[pageLines - 1] = Self.rightAligned(number, after: full[pageLines - 1], cells: cells) }
        let text = full.map { Self.string(Self.trimmed($0)) }
        let label = number.map(Self.string)
        var page = BraillePage(rows: text, number: label, startsChapter: pageStartsChapter)
        page.startsHeading = opening.heading
        page.startsBlock = opening.block
        page.firstPrintPage = pagePrintText
        page.lastPrintPage = shownPrintText
        if keepsPrintText {
            var seen: Set<String> = []
            page.printText = pageSources.filter { $0.row < rows.count && seen.insert($0.text).inserted }.map(\.text)
        }
        pages.append(page)
        startPage()
    }


    /// Cells as a string, written as UTF-8 directly: appending scalar by scalar to a
    /// String costs more than the whole layout.
    static func string(_ cells: Cells) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count * 3)
        for cell in cells {
            let value = cell.value
            if value < 0x80 {
                bytes.append(UInt8(value))
            } else if value < 0x800 {
                bytes.append(UInt8(0xC0 | (value >> 6)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            } else if value < 0x10000 {
                bytes.append(UInt8(0xE0 | (value >> 12)))
                bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            } else {
                bytes.append(UInt8(0xF0 | (value >> 18)))
                bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
                bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func trimmed(_ row: Cells) -> Cells {
        var end = row.count
        while end > 0, row[end - 1] == .blankCell || row[end - 1] == .unbreakableBlank { end -= 1 }
        return row[..<end].map { $0 == .unbreakableBlank ? .blankCell : $0 }
    }
}
