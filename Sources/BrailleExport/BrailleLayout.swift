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
    private var rows: [Cells] = []
    /// The print page shown on line 1 of the page being filled.
    private var pagePrintNumber: Cells?
    /// The print page in force (the last print page indicator passed).
    private(set) var printNumber: Cells?
    /// Braille pages the print page in force has run over so far: the continuation letter
    /// of the next page (BANA Braille Formats §1.11: `a12`, `b12` ...).
    private var continuation = 0
    /// The row of a print page change indicator when nothing but blank lines follows it
    /// (moved to line 1 of the next page when a forced new page follows it).
    private var indicatorRow: Int?
    /// A blank line carried to the top of the next page (``blankLineAfter(lastTwoLines:)``).
    private var blankOnNextPage = false
    private var pageStartsChapter = false
    private var pageNumberWidth = 0
    /// The paragraph being laid out: runover indent, and whether a line of it is placed.
    private var paragraph: (first: Int, runover: Int, started: Bool)?
    /// Whether words of the paragraph being laid out are divided without a hyphen (code,
    /// where a hyphen would read as part of the text).
    private(set) var literal = false
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
    private var sides: [(left: Unicode.Scalar?, right: Unicode.Scalar?)] = []
    /// The cells ``sides`` take on every row.
    private var sideWidth = 0
    /// Headings placed but not yet followed by text: the rows they start at and how to place
    /// them again at the top of the next page (BANA Braille Formats §4.3: a heading is never
    /// the last thing on a page).
    private var kept: KeptGroup?
    /// The page each kept heading ended up on, by the tag it was kept with.
    private(set) var keptPages: [Int: Int] = [:]
    /// What the first row of the page being filled opens.
    private var opening = (heading: false, block: false)
    /// Whether the row being placed opens a block (a paragraph's first line, a heading ...).
    private var rowOpensBlock = false
    /// The print page label (as printed) in force, and the one shown at the top of this page.
    private var printText: String?
    private var pagePrintText: String?
    /// The print page whose text the page being filled shows last: a change indicator with
    /// nothing after it on the page does not make the page show its print page.
    private var shownPrintText: String?
    /// Whether the last row placed is a top box line (no blank line may follow it).
    private var afterTopBoxLine = false
    /// The first print page of the last page change when nothing has been placed since it
    /// (the next change is combined with it).
    private(set) var unfollowedPrintPage: String?
    /// Whether each page keeps the print text of the blocks its rows came from (for the
    /// proof); off, nothing is kept and ``printSource`` is never read.
    var keepsPrintText = false
    /// The print text of the block being placed (set by the transcriber), `nil` for rows
    /// the tool adds itself.
    var printSource: String?
    /// The print text of the blocks placed on this page, with the row each started on:
    /// rows taken off the page's end (a heading kept with its text) take their blocks.
    private var pageSources: [(row: Int, text: String)] = []

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
    private enum KeptStep {
        case blank
        case centred(Cells)
        case paragraph(Cells, first: Int, runover: Int, math: [Range<Int>]?)
    }

    private struct KeptGroup {
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
    private var opensVolume = false
    /// Whether the page being filled carries the running head (its rows start on line 2):
    /// every page has it but a volume's first (no page is finished yet).
    private var headed: Bool { runningHead != nil && !(opensVolume && pages.isEmpty) }

    /// A heading centred on the first line of every page after the first, with no blank
    /// line after it: a generated page's heading "(cont.)" (*English Braille American
    /// Edition*, Appendix A §10a, for the transcriber's notes page). Set before the first
    /// page fills. A page it would be alone on is not made.
    var continuationHeading: Cells?
    /// The rows the continuation heading holds on the page being filled.
    private var continuationRows = 0

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

    private func isPreliminary(_ index: Int) -> Bool {
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
    private func width(ofRow row: Int) -> Int {
        var width = cells
        if row == 0, !headed, let pagePrintNumber { width -= pagePrintNumber.count + Self.separation }
        if row == lines - 1, pageNumberWidth > 0 { width -= pageNumberWidth + Self.separation }
        return max(width - sideWidth, 1)
    }

    private var nextRowWidth: Int {
        if rows.count >= lines {
            // A new page starts before this row; its line 1 carries the print page number,
            // unless the running head's line does.
            return nextPageFirstRowWidth
        }
        return width(ofRow: rows.count)
    }

    /// The cells free for text on the first text row of the next page: its line 1 carries
    /// the print page number, unless the running head's line does.
    private var nextPageFirstRowWidth: Int {
        if runningHead != nil { return cells - sideWidth }
        return cells - sideWidth - (printNumber.map { Self.lettered($0, continuation + 1).count + Self.separation } ?? 0)
    }

    private mutating func startPage() {
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

    private mutating func placeRow(_ row: Cells, releasesKept: Bool = true) {
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
    private mutating func breakPage(prepare: (inout BrailleLayout) -> Void = { _ in }) {
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

    private mutating func record(_ step: KeptStep) {
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

    private mutating func finishPage() {
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

    private static func trimmed(_ row: Cells) -> Cells {
        var end = row.count
        while end > 0, row[end - 1] == .blankCell || row[end - 1] == .unbreakableBlank { end -= 1 }
        return row[..<end].map { $0 == .unbreakableBlank ? .blankCell : $0 }
    }

    // MARK: Blocks

    /// The blank line after a list, displayed material, a poem or a box (and between
    /// stanzas): when what it follows ends on the page's last line (or, `lastTwoLines`,
    /// either of its last two lines), the blank line is the next page's first (line 2
    /// under a running head) and the text goes on there. BANA's *Updates to Braille
    /// Formats 2016* (2024): "when rules determine that a blank line follows the text (e.g.,
    /// a list, a box or poem) and the text end on line 24 or 25 of a braille page, the
    /// required blank line is placed at the top of the next braille page; line 1 if there
    /// is no running head or line 2 if a running head is used"; Formats 2011 §13.4.1d: "When
    /// a stanza ends on the last line of a braille page, a blank line is left at the top of
    /// the next braille page."
    mutating func blankLineAfter(lastTwoLines: Bool = true) {
        guard rows.count >= (lastTwoLines ? lines - 1 : lines), rows.count <= lines, kept == nil, sides.isEmpty,
              !afterTopBoxLine, let last = rows.last, !last.isEmpty else {
            blankLine()
            return
        }
        while rows.count < lines { rows.append([]) }
        blankOnNextPage = true
    }

    /// A blank line, except at the top of a page, after another blank line or after a top
    /// box line (BANA Braille Formats §7.2c); at the top of a page it is the one a list, poem
    /// or box ending the page before left for it (``blankLineAfter(lastTwoLines:)``).
    mutating func blankLine() {
        record(.blank)
        if rows.isEmpty, blankOnNextPage {
            blankOnNextPage = false
            rows.append([])
            return
        }
        guard rows.count < lines, !afterTopBoxLine else { return }
        // Under a running head the blank line before a heading, a box ... stays on line 2
        // (NBA's reading of Formats: "when a running head is used, the top box line is on
        // line 3"); without one, nothing is left blank at the top of a page.
        if let last = rows.last { guard !last.isEmpty else { return } } else { guard headed else { return } }
        if indicatorFollowsBlank, let row = indicatorRow {
            // A blank line wanted before a page change indicator (after a heading) and one
            // wanted after it (before a heading, a quotation, a poem) are one blank line,
            // after the indicator (BANA Braille Formats 2016, Appendix C).
            rows.remove(at: row - 1)
            indicatorRow = row - 1
            for index in pageSources.indices where pageSources[index].row >= row { pageSources[index].row -= 1 }
            if let start = kept?.start, start >= row { kept?.start = start - 1 }
        }
        rows.append([])
    }

    /// `row` between the side cells of the open boxes, its text padded to `width` cells.
    private func framed(_ row: Cells, width: Int) -> Cells {
        var framed = Cells()
        framed.reserveCapacity(width + sideWidth)
        for side in sides { if let left = side.left { framed.append(left) } }
        framed += row.prefix(width)
        if row.count < width { framed += Cells(repeating: .blankCell, count: width - row.count) }
        for side in sides.reversed() { if let right = side.right { framed.append(right) } }
        return framed
    }

    /// Opens a box whose sides a style sheet draws (``BoxBorder``): the rows until
    /// ``closeSides()`` are framed by `left` and `right` (either may be absent).
    mutating func openSides(left: Unicode.Scalar?, right: Unicode.Scalar?) {
        sides.append((left, right))
        sideWidth += (left == nil ? 0 : 1) + (right == nil ? 0 : 1)
    }

    /// Closes the innermost box ``openSides(left:right:)`` opened.
    mutating func closeSides() {
        guard let side = sides.popLast() else { return }
        sideWidth -= (side.left == nil ? 0 : 1) + (side.right == nil ? 0 : 1)
    }

    static let topBoxLine: Unicode.Scalar = "\u{2836}"     // dots 2-3-5-6
    static let bottomBoxLine: Unicode.Scalar = "\u{281B}"  // dots 1-2-4-5
    /// The top and bottom lines of the outermost of a set of nested boxes (BANA Braille
    /// Formats §7.6: full cells).
    static let fullCell: Unicode.Scalar = "\u{283F}"       // dots 1-2-3-4-5-6

    /// A box line across the whole row (BANA Braille Formats §7). A top box line is kept
    /// with the line after it (§7.3a); no blank line comes between a box line and the text
    /// inside the box (§7.2c, d), and a bottom box line never stands at the top of a page
    /// without a line of the box's text (§7.3b): the page's last row comes with it.
    /// `corners` start and end the line when the box has side cells (``BoxBorder``).
    mutating func boxLine(_ cell: Unicode.Scalar, top: Bool,
                          corners: (left: Unicode.Scalar?, right: Unicode.Scalar?) = (nil, nil)) {
        if top {
            keep(2)
        } else {
            if kept == nil, let last = rows.last, last.isEmpty { rows.removeLast() }
            if kept == nil, rows.count >= lines, indicatorRow == nil {
                // The page's last text row and the bottom box lines after it (inner boxes).
                var start = rows.count - 1
                while start > 0, Self.isBottomBoxLine(rows[start]) { start -= 1 }
                let carried = Array(rows[start...])
                let firstWidth = nextPageFirstRowWidth
                if start > 0, !rows[start].isEmpty, !Self.isBottomBoxLine(rows[start]), rows[start].count <= firstWidth {
                    rows.removeSubrange(start...)
                    finishPage()
                    for row in carried {
                        rowOpensBlock = false
                        placeRow(Array(row.prefix(nextRowWidth)))
                    }
                }
            }
        }
        rowOpensBlock = true
        var line = Cells(repeating: cell, count: nextRowWidth)
        if let left = corners.left, !line.isEmpty { line[0] = left }
        if let right = corners.right, line.count > 1 { line[line.count - 1] = right }
        placeRow(line)
        afterTopBoxLine = top
    }

    /// A line of braille a style sheet generates at a box's start or end (``BoxBorder``):
    /// placed as a box line, cut to the row (at its start when `atEnd`, which also sets a
    /// shorter line at the right).
    mutating func generatedLine(_ line: Cells, atEnd: Bool, top: Bool) {
        let width = nextRowWidth
        var row = atEnd ? Array(line.suffix(width)) : Array(line.prefix(width))
        if atEnd, row.count < width { row = Cells(repeating: .blankCell, count: width - row.count) + row }
        if top {
            keep(2)
        } else if kept == nil, let last = rows.last, last.isEmpty {
            rows.removeLast()
        }
        rowOpensBlock = true
        placeRow(row)
        afterTopBoxLine = top
    }

    private static func isBottomBoxLine(_ row: Cells) -> Bool {
        guard let first = row.first, first == bottomBoxLine || first == fullCell else { return false }
        return row.allSatisfy { $0 == first }
    }

    /// A row placed as it is (a table row in columns). A row longer than the next row's
    /// width (line 1 beside a print page number, the last line beside the page number) goes
    /// on the row after it, so a column's entries are never cut; only a row longer than
    /// the whole line is cut.
    mutating func addRow(_ row: Cells) {
        if rows.count >= lines { breakPage() }
        if row.count > nextRowWidth, row.count <= cells {
            if rows.count == lines - 1 {
                breakPage()
            } else if rows.isEmpty {
                rowOpensBlock = true
                placeRow([])
            }
        }
        rowOpensBlock = true
        placeRow(Array(row.prefix(nextRowWidth)))
    }

    /// A data row of a table in columns: when it starts a page (the table continues onto
    /// it), `headings` (the column headings and their separation line) come first at the
    /// top of that page (BANA Braille Formats §11, column headings). Headings that would fill half a page
    /// are not repeated.
    mutating func addRow(_ row: Cells, repeating headings: [Cells]) {
        let tooLong = row.count > nextRowWidth && row.count <= cells
        let newPage = rows.isEmpty || rows.count >= lines || tooLong && rows.count == lines - 1
        if newPage, !headings.isEmpty, headings.count * 2 < lines {
            if !rows.isEmpty { breakPage() }
            for heading in headings { addRow(heading) }
        }
        addRow(row)
    }

    /// Rows placed on the page being filled, blank rows at its end left out (what a block
    /// laid out alone on a scratch page takes).
    var filledRows: Int {
        rows.count - rows.reversed().prefix(while: \.isEmpty).count
    }

    /// The note separation line (BANA Braille Formats §16.5): six cells of dots 3-6 from
    /// cell 1, on its own line, never the last line of a page (a note follows it).
    mutating func separationLine() {
        keep(2)
        rowOpensBlock = true
        placeRow(Cells(repeating: Self.hyphen, count: 6))
    }

    /// Starts a page here when fewer than `needed` rows are left on the current one.
    mutating func keep(_ needed: Int) {
        if !rows.isEmpty, lines - rows.count < needed { breakPage() }
    }

    /// Starts a page when fewer than `needed` rows are left, taking the last row placed with
    /// it (a letter's last body line with its closing lines, EBAE §13.10a); it stays when
    /// it is blank, a page change row, in a box or a kept heading, or alone on its page.
    mutating func keepWithLastRow(_ needed: Int) {
        guard !rows.isEmpty, lines - rows.count < needed else { return }
        guard rows.count > 1, let last = rows.last, !last.isEmpty, indicatorRow == nil, kept == nil, sides.isEmpty else { return breakPage() }
        rows.removeLast()
        finishPage()
        placeRow(last)
    }

    /// Marks the current page as starting a chapter (when nothing is on it yet).
    mutating func markChapterStart() {
        if rows.isEmpty { pageStartsChapter = true }
    }

    /// Begins a paragraph whose first line starts at cell `first + 1` and whose runovers
    /// start at cell `runover + 1` (0-based indents).
    mutating func beginParagraph(first: Int, runover: Int, literal: Bool = false) {
        paragraph = (first, runover, false)
        self.literal = literal
    }

    /// Places text of the current paragraph starting on a new line (the paragraph's first
    /// line, or a runover after a line break or a print page indicator); `math` says where
    /// it holds math expressions' cells (``words(_:math:)``).
    mutating func addText(_ text: Cells, math: [Range<Int>]? = nil) {
        var state = paragraph ?? (0, 0, false)
        var all = Self.words(text, math: math)
        markNemeth(&all)
        var words = all[...]
        // Cells kept at the right of every row for line numbers (none in most text).
        let column = numberColumn(for: words)
        while !words.isEmpty {
            let width = nextRowWidth - column
            // Deep nesting on a narrow page: keep at least four cells for text.
            let indent = min(state.started ? state.runover : state.first, max(width - 4, 0))
            let available = width - indent
            var row = Cells(repeating: .blankCell, count: max(indent, 0))
            if available < 2 {
                rowOpensBlock = !state.started
                placeRow(row)
                state.started = true
                continue
            }
            var pending = pendingLineNumber
            let number = fill(&row, from: &words, available: available, runover: width - min(state.runover, max(width - 4, 0)), pendingNumber: &pending)
            pendingLineNumber = pending
            // Only a line number was left: its print line begins with the next text.
            if words.isEmpty, row.count == max(indent, 0) { break }
            if let number { row = Self.withLineNumber(row, number, width: nextRowWidth) }
            rowOpensBlock = !state.started
            placeRow(row)
            state.started = true
            for _ in 1..<max(lineSpacing, 1) where rows.count < lines { rows.append([]) }
        }
        paragraph = state
    }

    /// Moves words onto `row` while they fit in `available` cells, blank-separated. A word
    /// longer than a whole line is divided; its rest stays first in `words`.
    ///
    /// A line number in `words` (``words(_:)``) is not placed: it waits in `pendingNumber`
    /// for the first word of its print line, and is returned as this row's number when that
    /// word is placed here. A print line that begins inside the row is set off by three
    /// blank cells, one that begins the row by none; a second print line beginning on a row
    /// that has its number starts the next row, so that every number stands on the row its
    /// print line begins on (docs/braille.md, §15 "Line-numbered text").
    private func fill(_ row: inout Cells, from words: inout ArraySlice<Word>, available: Int, runover: Int,
                      pendingNumber: inout ArraySlice<Unicode.Scalar>?) -> ArraySlice<Unicode.Scalar>? {
        var used = 0
        var number: ArraySlice<Unicode.Scalar>?
        while let word = words.first {
            if let label = word.lineNumber {
                if number != nil { return number }
                pendingNumber = label
                words.removeFirst()
                continue
            }
            let gap = used == 0 ? 0 : pendingNumber == nil ? 1 : Self.lineNumberGap
            let needed = gap + word.cells.count
            if used + needed <= available, !startsNextLine(word, at: used + gap, available: available, next: runover) {
                if gap > 0 { row += Cells(repeating: .blankCell, count: gap) }
                row += word.cells
                used += needed
                words.removeFirst()
            } else if used == 0 {
                var word = word
                let divided = division(of: &word, available: available)
                row += divided.head
                if divided.hyphenated { row.append(Self.hyphen) }
                words[words.startIndex] = word
                if let label = pendingNumber { number = label; pendingNumber = nil }
                return number
            } else {
                return number
            }
            if let label = pendingNumber { number = label; pendingNumber = nil }
        }
        return number
    }

    /// A whole paragraph in one piece.
    mutating func addParagraph(_ text: Cells, first: Int, runover: Int, literal: Bool = false, math: [Range<Int>]? = nil) {
        record(.paragraph(text, first: first, runover: runover, math: math))
        beginParagraph(first: first, runover: runover, literal: literal)
        addText(text, math: math)
        self.literal = false
    }

    /// A line centred on the row with at least three blank cells on each side; a longer
    /// one is divided into balanced lines, as many as filling would take but each as
    /// short as that allows (BANA Braille Formats §4.4.3).
    mutating func addCentred(_ text: Cells) {
        record(.centred(text))
        let words = Self.words(text)
        let widest = max(nextRowWidth - 2 * Self.separation, min(8, nextRowWidth))
        let lineCount = centredLines(words, width: widest).count
        var width = widest
        // The narrowest width that still takes no more lines.
        var low = 1, high = widest
        let longest = words.map(\.cells.count).max() ?? 0
        while low < high {
            let middle = (low + high) / 2
            if middle >= longest, centredLines(words, width: middle).count <= lineCount {
                high = middle
            } else {
                low = middle + 1
            }
        }
        width = lineCount > 1 ? low : widest
        for line in centredLines(words, width: width) {
            let row = nextRowWidth
            let indent = max((row - line.count) / 2, 0)
            rowOpensBlock = true
            placeRow(Cells(repeating: .blankCell, count: indent) + line)
        }
    }

    /// A print page change: a row of dots 3-6 ending in the print page number, and that
    /// number at the right of line 1 of the following pages, with continuation letters
    /// while the print page runs on. At the top of a page the row is left out, as line 1
    /// already shows the new number; the row is never the last line of a page (BANA
    /// Braille Formats §1.11): the page ends and the next one shows the number.
    mutating func printPage(_ label: Cells, text: String? = nil, combined: Bool = false) {
        let first = combined ? unfollowedPrintPage ?? text : text
        defer { unfollowedPrintPage = first }
        if combined, let row = indicatorRow, row == rows.count - 1 {
            // The change before this one has nothing after it: one indicator names both.
            rows.removeLast()
            indicatorRow = nil
        }
        let shown = shownPrintText
        printNumber = label
        printText = text
        continuation = 0
        if rows.isEmpty {
            pagePrintNumber = label
            pagePrintText = text
            shownPrintText = text
            return
        }
        // A blank line a rule put before the change goes after the indicator instead, as
        // one blank line (BANA Braille Formats Appendix C: a page change indicator where
        // blank lines are wanted before and after it has one blank line, after it).
        var blankAfter = false
        if kept == nil, let last = rows.last, last.isEmpty {
            rows.removeLast()
            blankAfter = true
        }
        if rows.count >= lines - 1 {
            breakPage { layout in
                layout.continuation = 0
                layout.pagePrintNumber = label
                layout.pagePrintText = text
                layout.shownPrintText = text
            }
            return
        }
        let width = nextRowWidth
        let dashes = max(width - label.count, 2)
        // The indicator is not text: a heading before it still waits for its text (it moves
        // with it to the next page, and a cell-7 heading after it is still the cell-5
        // heading's: no blank line between them, Appendix C).
        placeRow(Cells(repeating: "\u{2824}", count: dashes) + label, releasesKept: false)
        // The indicator row itself shows no text of the new page.
        shownPrintText = shown
        // A page whose top is before the book's first print page (a chapter heading over
        // the page 1 marker) holds its print pages from this one: a volume's title page
        // names them from here (BANA Braille Formats §2.3).
        if pagePrintText == nil { pagePrintText = first }
        indicatorRow = rows.count - 1
        if blankAfter { rows.append([]) }
    }

    /// A contents entry: the text, then guide dots (dot 5) to the page number at the
    /// right margin, with a blank on each side of the guide dots.
    /// Without `guideDots` the gap before the page number is blank.
    mutating func addContentsEntry(_ text: Cells, page: Cells, first: Int, runover: Int, guideDots: Bool = true) {
        // Wrap the text so that its last line leaves room for " ⠐⠐ page".
        let reserve = page.count + 4
        var words = Self.words(text)[...]
        var indent = first
        var lastRow = Cells()
        while true {
            let available = max(nextRowWidth - indent - reserve, 2)
            var row = Cells(repeating: .blankCell, count: indent)
            var noNumber: ArraySlice<Unicode.Scalar>?
            _ = fill(&row, from: &words, available: available, runover: available, pendingNumber: &noNumber)
            if words.isEmpty { lastRow = row; break }
            placeRow(row)
            indent = runover
        }
        let width = nextRowWidth
        let dots = width - lastRow.count - page.count - 2
        if dots >= 2, guideDots {
            lastRow += [.blankCell] + Cells(repeating: Self.guideDot, count: dots) + [.blankCell] + page
        } else {
            while lastRow.count < width - page.count { lastRow.append(.blankCell) }
            lastRow += page
        }
        placeRow(lastRow)
    }

}
