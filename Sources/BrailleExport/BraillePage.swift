import ReadingModel
/// One braille page: exactly `lines` rows of at most `cells` cells, page numbers placed.
public struct BraillePage: Sendable, Equatable {
    /// Rows of Unicode braille (U+2800-U+28FF), right blanks trimmed.
    public var rows: [String]
    /// The braille page number as printed on the last line ("1", "p2"), `nil` when unnumbered.
    public var number: String?
    /// `true` when a level-1 heading starts on the first line: a good place to start a volume.
    public var startsChapter: Bool
    /// `true` when a heading starts on the first line: a volume may end before this page.
    public var startsHeading = false
    /// `true` when the first line opens a block (a heading, a paragraph's first line, a list
    /// item ...) rather than continuing one: a volume never ends mid-paragraph.
    public var startsBlock = false
    /// The print page (as printed) in force at the top of the page and at its end, when the
    /// book has print pages: a volume's title page names the print pages it holds.
    public var firstPrintPage: String?
    public var lastPrintPage: String?
    /// The print text of the blocks whose rows the page holds, in order, when the layout
    /// was asked to keep it (``BrailleExporter/keepsPrintText``, for the proof).
    public var printText: [String] = []

    public init(rows: [String], number: String?, startsChapter: Bool = false) {
        self.rows = rows
        self.number = number
        self.startsChapter = startsChapter
    }
}

/// The pages of one braille volume, as every braille format writes them.
public struct BrailleVolume: Sendable, Equatable {
    public var pages: [BraillePage]
    public init(pages: [BraillePage]) { self.pages = pages }
}

/// A whole transcription: volumes of pages plus what went wrong on the way.
public struct BrailleDocument: Sendable, Equatable {
    public var title: String
    public var identifier: String
    public var language: String?
    public var cells: Int
    public var lines: Int
    public var duplex: Bool
    public var volumes: [BrailleVolume]
    /// The table choice's warnings, then the characters the tables could not translate
    /// (dropped), one each with a count.
    public var warnings: [ExportWarning]
    /// The table list the cells were made with (layers first): the proof translates the
    /// rows back to print with it.
    public var tables: [String] = []
}
